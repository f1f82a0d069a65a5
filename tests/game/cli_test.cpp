// The command line as a user meets it: help, version, bad options (exit 2),
// and a headless run that needs no display.

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <memory>
#include <string>
#include <sys/wait.h>

namespace {

struct RunResult {
    int exit_status = -1;
    std::string output; // stdout and stderr together
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

TEST(GameCli, HelpListsEveryOption) {
    const RunResult result = run_tilecast("--help");
    EXPECT_EQ(result.exit_status, 0);
    for (const char* option : {"--level", "--seed", "--frames", "--screenshot", "--headless", "--log-level", "--version"}) {
        EXPECT_NE(result.output.find(option), std::string::npos) << option << " missing from:\n" << result.output;
    }
}

TEST(GameCli, VersionPrintsTheVersion) {
    const RunResult result = run_tilecast("--version");
    EXPECT_EQ(result.exit_status, 0);
    EXPECT_EQ(result.output, std::string("tilecast ") + TILECAST_TEST_VERSION + "\n");
}

TEST(GameCli, UnknownOptionPrintsUsageAndExitsTwo) {
    const RunResult result = run_tilecast("--no-such-option");
    EXPECT_EQ(result.exit_status, 2);
    EXPECT_NE(result.output.find("--no-such-option"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("Usage"), std::string::npos) << result.output;
}

TEST(GameCli, MalformedNumbersExitTwoNamingTheOption) {
    for (const char* arguments : {"--frames abc", "--frames -3", "--frames 1e30", "--seed nan", "--log-level loud"}) {
        const RunResult result = run_tilecast(arguments);
        EXPECT_EQ(result.exit_status, 2) << arguments << "\n" << result.output;
        const std::string option = std::string(arguments).substr(0, std::string(arguments).find(' '));
        EXPECT_NE(result.output.find(option), std::string::npos) << arguments << "\n" << result.output;
    }
}

TEST(GameCli, MissingLevelFileIsAUsageErrorNamingThePath) {
    const RunResult result = run_tilecast("--level /no/such/level.txt --headless --frames 1");
    EXPECT_EQ(result.exit_status, 2);
    EXPECT_NE(result.output.find("/no/such/level.txt"), std::string::npos) << result.output;
}

TEST(GameCli, HeadlessRunNeedsNoDisplay) {
    const RunResult result = run_tilecast("--headless --frames 240 --log-level info");
    EXPECT_EQ(result.exit_status, 0) << result.output;
    EXPECT_NE(result.output.find("240 steps"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("2.000 simulated seconds"), std::string::npos) << result.output;
}
