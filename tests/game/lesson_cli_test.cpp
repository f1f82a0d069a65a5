// `tilecast --list-lessons` and `--lesson` as a user meets them: the list, and clear usage
// errors (exit 2) for an unknown name, a lesson with --level, or a lesson without a window.

#include "run_tilecast.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

using tilecast_run::RunResult;
using tilecast_run::run_tilecast;

namespace {

const std::vector<std::string> kNames{"units", "objects", "object-queries", "laser", "bullets",
                                      "tiles", "rect-circle", "segment"};

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
    }
    return lines;
}

} // namespace

TEST(LessonCli, ListLessonsPrintsOneLinePerChapterInOrder) {
    const RunResult result = run_tilecast("--list-lessons");
    EXPECT_EQ(result.exit_status, 0) << result.output;
    const std::vector<std::string> lines = lines_of(result.output);
    ASSERT_EQ(lines.size(), 8u) << result.output;
    const std::vector<std::string> in_order{"units", "tiles", "rect-circle", "segment",
                                            "objects", "object-queries", "laser", "bullets"};
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string& line = lines[i];
        EXPECT_EQ(line.rfind(in_order[i] + " ", 0), 0u) << line;
        EXPECT_NE(line.find("chapter " + std::to_string(i + 1)), std::string::npos) << line;
        char page[32];
        std::snprintf(page, sizeof page, "docs/learn/%02zu_", i + 1);
        EXPECT_NE(line.find(page), std::string::npos) << line;
    }
}

TEST(LessonCli, HelpListsTheLessonOptions) {
    const RunResult result = run_tilecast("--help");
    EXPECT_EQ(result.exit_status, 0);
    EXPECT_NE(result.output.find("--lesson"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("--list-lessons"), std::string::npos) << result.output;
}

TEST(LessonCli, AnUnknownLessonIsAUsageErrorListingTheNames) {
    const RunResult result = run_tilecast("--lesson teapot");
    EXPECT_EQ(result.exit_status, 2) << result.output;
    EXPECT_NE(result.output.find("unknown lesson 'teapot'"), std::string::npos) << result.output;
    for (const std::string& name : kNames) {
        EXPECT_NE(result.output.find(name), std::string::npos) << name << " not listed in:\n" << result.output;
    }
}

TEST(LessonCli, ALessonWithALevelOrWithoutAWindowIsAUsageError) {
    const RunResult with_level = run_tilecast("--lesson segment --level '" TILECAST_LEVELS_DIR "/01_foundry.txt'");
    EXPECT_EQ(with_level.exit_status, 2) << with_level.output;
    EXPECT_NE(with_level.output.find("--level"), std::string::npos) << with_level.output;
    const RunResult headless = run_tilecast("--lesson segment --headless --frames 1");
    EXPECT_EQ(headless.exit_status, 2) << headless.output;
    EXPECT_NE(headless.output.find("--lesson opens a scene in a window"), std::string::npos) << headless.output;
}
