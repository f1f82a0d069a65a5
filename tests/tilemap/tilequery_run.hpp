#pragma once
// Runs the real tilequery executable (path from CMake) through a shell, feeding
// stdin from a file and capturing stdout, stderr and the exit status.

#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

namespace tilequery_run {

struct ToolRun {
    int status = -1;
    std::string out;
    std::string err;
};

inline std::string read_file(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

// Runs tilequery with `arguments` (already shell-quoted where needed) and `input` on stdin.
inline ToolRun run_tilequery(const std::string& arguments, const std::string& input = "") {
    const std::string base = ::testing::TempDir() + "tilequery_e2e_" + std::to_string(::getpid());
    {
        std::ofstream(base + ".in", std::ios::binary) << input;
    }
    const std::string command = std::string("'") + TILEQUERY_PATH + "' " + arguments + " <'" + base + ".in' >'" + base +
                                ".out' 2>'" + base + ".err'";
    const int raw = std::system(command.c_str());
    ToolRun run;
    run.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    run.out = read_file(base + ".out");
    run.err = read_file(base + ".err");
    return run;
}

} // namespace tilequery_run
