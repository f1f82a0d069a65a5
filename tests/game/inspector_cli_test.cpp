// The inspector's command-line options as a user meets them: --panels and --probe are
// listed in --help, and a bad value is a usage error (exit 2) that says what is wrong.

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <string>
#include <sys/wait.h>

namespace {

struct RunResult {
    int exit_status = -1;
    std::string output;  // stdout and stderr together
};

RunResult run_tilecast(const std::string& arguments) {
    const std::string command = std::string("'") + TILECAST_EXE + "' " + arguments + " 2>&1";
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

} // namespace

TEST(InspectorCli, HelpListsTheInspectorOptions) {
    const RunResult result = run_tilecast("--help");
    EXPECT_EQ(result.exit_status, 0);
    for (const char* option : {"--panels", "--probe", "--settings-dir", "--input-script", "--frozen"}) {
        EXPECT_NE(result.output.find(option), std::string::npos) << option << " missing from:\n" << result.output;
    }
}

TEST(InspectorCli, AnUnknownPanelIsAUsageErrorNamingIt) {
    const RunResult result = run_tilecast("--headless --frames 1 --panels queries,teapot");
    EXPECT_EQ(result.exit_status, 2);
    EXPECT_NE(result.output.find("teapot"), std::string::npos) << result.output;
}

TEST(InspectorCli, ABadProbeIsAUsageErrorSayingWhy) {
    for (const char* probe : {"ray:1,2,3", "circle:1,2,-3", "cone:1,2,3,4", "rect:1,2,3,nan"}) {
        const RunResult result = run_tilecast(std::string("--headless --frames 1 --probe ") + probe);
        EXPECT_EQ(result.exit_status, 2) << probe << "\n" << result.output;
        EXPECT_NE(result.output.find("--probe"), std::string::npos) << result.output;
    }
}

TEST(InspectorCli, GoodInspectorOptionsAreAcceptedHeadless) {
    const RunResult result = run_tilecast("--headless --frames 2 --panels all --probe circle:100,100,40");
    EXPECT_EQ(result.exit_status, 0) << result.output;
}
