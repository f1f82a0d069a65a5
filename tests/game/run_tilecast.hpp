#pragma once
// Runs the tilecast executable (path from CMake, TILECAST_EXE) through a shell and
// captures its output and exit status, as a user at a terminal would see them.

#include <array>
#include <cstdio>
#include <string>
#include <sys/wait.h>

namespace tilecast_run {

struct RunResult {
    int exit_status = -1;
    std::string output; // stdout and stderr together
};

/// Runs tilecast with `arguments` after `environment` ("NAME=value ...", shell-quoted).
inline RunResult run_tilecast_with_env(const std::string& environment, const std::string& arguments) {
    const std::string command = environment + " '" + TILECAST_EXE + "' " + arguments + " 2>&1";
    RunResult result;
    FILE* pipe = popen(command.c_str(), "r");
    if (pipe == nullptr) {
        return result;
    }
    std::array<char, 4096> buffer{};
    while (std::fgets(buffer.data(), static_cast<int>(buffer.size()), pipe) != nullptr) {
        result.output += buffer.data();
    }
    const int status = pclose(pipe);
    result.exit_status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return result;
}

inline RunResult run_tilecast(const std::string& arguments) { return run_tilecast_with_env("", arguments); }

} // namespace tilecast_run
