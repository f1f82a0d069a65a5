#pragma once
// Runs a command-line tool of the project the way a user does (through the shell),
// capturing stdout, stderr and the exit status — for the bad-input tests of tilequery and
// tilecast.

#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

// TILECAST_UNDER_ASAN: set in the AddressSanitizer build, where `ulimit -v` cannot cap a tool
// (ASan reserves terabytes of address space), so the tests that rely on it skip there.
#if defined(__SANITIZE_ADDRESS__)
#define TILECAST_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TILECAST_UNDER_ASAN 1
#endif
#endif

namespace bad_inputs {

/// What one run printed and how it ended.
struct ToolRun {
    int status = -1;   ///< exit status; -1 when killed by a signal (a crash)
    std::string out;   ///< stdout
    std::string err;   ///< stderr
};

inline std::string read_file(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

/// Runs `program` with `arguments` (shell words, quoted by the caller where needed) and
/// `input` on stdin, with SDL kept away from any display and sound device.
inline ToolRun run_tool(const std::string& program, const std::string& arguments, const std::string& input = "") {
    static int counter = 0;
    const std::string base =
        ::testing::TempDir() + "bad_inputs_" + std::to_string(::getpid()) + "_" + std::to_string(counter++);
    {
        std::ofstream(base + ".in", std::ios::binary) << input;
    }
    const std::string command = "SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy '" + program + "' " + arguments + " <'" +
                                base + ".in' >'" + base + ".out' 2>'" + base + ".err'";
    const int raw = std::system(command.c_str());
    ToolRun run;
    run.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    run.out = read_file(base + ".out");
    run.err = read_file(base + ".err");
    for (const char* suffix : {".in", ".out", ".err"}) {
        std::remove((base + suffix).c_str());
    }
    return run;
}

/// The error message alone: stderr up to the first blank line. The tools print their help
/// after a usage error, and the help names every option, so a check for the argument's name
/// must look only at the message before it.
inline std::string error_message(const std::string& err) { return err.substr(0, err.find("\n\n")); }

/// True when `text` contains `part`.
inline bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

} // namespace bad_inputs
