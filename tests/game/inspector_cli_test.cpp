// The inspector's command-line options as a user meets them: --panels and --probe are
// listed in --help, and a bad value is a usage error (exit 2) that says what is wrong.

#include "run_tilecast.hpp"

#include <gtest/gtest.h>

#include <string>

using tilecast_run::RunResult;
using tilecast_run::run_tilecast;

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

TEST(InspectorCli, HelpListsTheWindowOptions) {
    const RunResult result = run_tilecast("--help");
    for (const char* option : {"--window", "--fullscreen", "--ui-scale", "--reset-layout", "--freeze-on"}) {
        EXPECT_NE(result.output.find(option), std::string::npos) << option << " missing from:\n" << result.output;
    }
}

TEST(InspectorCli, ABadWindowSizeIsAUsageErrorSayingWhy) {
    for (const char* size : {"1280", "1280x", "x720", "0x0", "100x100", "1280x720x3", "99999x720", "-1280x720",
                             "1280.5x720", "nanxnan", "1280 x 720"}) {
        const RunResult result = run_tilecast(std::string("--headless --frames 1 --window '") + size + "'");
        EXPECT_EQ(result.exit_status, 2) << size << "\n" << result.output;
        EXPECT_NE(result.output.find("--window"), std::string::npos) << result.output;
    }
}

TEST(InspectorCli, ABadUiScaleOrTriggerIsAUsageError) {
    for (const char* bad : {"--ui-scale 0", "--ui-scale nan", "--ui-scale 40", "--ui-scale big", "--freeze-on teapot",
                            "--freeze-on ''"}) {
        const RunResult result = run_tilecast(std::string("--headless --frames 1 ") + bad);
        EXPECT_EQ(result.exit_status, 2) << bad << "\n" << result.output;
    }
}

TEST(InspectorCli, GoodWindowOptionsAreAcceptedHeadless) {
    const RunResult result =
        run_tilecast("--headless --frames 2 --window 1600x900 --ui-scale 1.5 --reset-layout --freeze-on hit");
    EXPECT_EQ(result.exit_status, 0) << result.output;
}
