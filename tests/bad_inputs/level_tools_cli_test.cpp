// Bad command lines for the level tools (tests/BAD_INPUTS.md, "Numbers"): every number they
// take refuses NaN, infinities, 1e30 and out-of-range values by the argument's name, with
// exit status 2 and nothing written; a missing input file is named too. Good command lines
// are the control: they do write their file.
#include "run_tool.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace {

using bad_inputs::contains;
using bad_inputs::error_message;
using bad_inputs::run_tool;

const std::string kFoundry = std::string(TILECAST_SOURCE_DIR) + "/levels/01_foundry.txt";

std::string scratch_file(const std::string& name) {
    return ::testing::TempDir() + "level_tools_" + std::to_string(::getpid()) + "_" + name;
}

const std::vector<std::string> kBadNumbers{"nan", "inf", "-inf", "1e30", "-1e30", "99999999999999999999", "0", "4000"};

TEST(LevelToolsCommandLine, PreviewScaleRefusesBadNumbersByName) {
    const std::string out = scratch_file("preview.png");
    for (const std::string& value : kBadNumbers) {
        SCOPED_TRACE(value);
        std::filesystem::remove(out);
        const auto run = run_tool(LEVEL_PREVIEW_EXE, "'" + kFoundry + "' '" + out + "' " + value);
        EXPECT_EQ(run.status, 2);
        // CLI11 reads a word starting with '-' that is not a number it knows as an option, so
        // "-inf" is refused as an unexpected argument, by its own text (the same holds for
        // tilequery; `--` before it makes it a positional again).
        const std::string message = error_message(run.err);
        EXPECT_TRUE(contains(message, "SCALE_PERCENT") || (value == "-inf" && contains(message, "not expected: -inf")))
            << run.err;
        EXPECT_FALSE(std::filesystem::exists(out));
    }
    const auto good = run_tool(LEVEL_PREVIEW_EXE, "'" + kFoundry + "' '" + out + "' 50");
    EXPECT_EQ(good.status, 0) << good.err;
    EXPECT_TRUE(std::filesystem::exists(out));
    std::filesystem::remove(out);
}

TEST(LevelToolsCommandLine, TilesetPreviewScaleRefusesBadNumbersByName) {
    const std::string out = scratch_file("tileset.png");
    for (const std::string& value : kBadNumbers) {
        SCOPED_TRACE(value);
        std::filesystem::remove(out);
        const auto run = run_tool(TILESET_GEN_EXE, "--preview " + value + " '" + out + "'");
        EXPECT_EQ(run.status, 2);
        EXPECT_TRUE(contains(error_message(run.err), "--preview")) << run.err;
        EXPECT_FALSE(std::filesystem::exists(out));
    }
    const auto good = run_tool(TILESET_GEN_EXE, "--preview 2 '" + out + "'");
    EXPECT_EQ(good.status, 0) << good.err;
    EXPECT_TRUE(std::filesystem::exists(out));
    std::filesystem::remove(out);
}

TEST(LevelToolsCommandLine, MissingInputsAndUnknownEncodingsAreNamed) {
    const std::string out = scratch_file("map.tmj");
    auto run = run_tool(LEVEL_CONVERT_EXE, "'" + scratch_file("nowhere.txt") + "' '" + out + "'");
    EXPECT_EQ(run.status, 2);
    EXPECT_TRUE(contains(error_message(run.err), "IN_LEVEL")) << run.err;
    EXPECT_TRUE(contains(error_message(run.err), "nowhere.txt")) << run.err;

    run = run_tool(LEVEL_CONVERT_EXE, "'" + kFoundry + "' '" + out + "' --encoding lz4");
    EXPECT_EQ(run.status, 2);
    EXPECT_TRUE(contains(error_message(run.err), "--encoding")) << run.err;
    EXPECT_FALSE(std::filesystem::exists(out));

    run = run_tool(LEVEL_PREVIEW_EXE, "'" + scratch_file("nowhere.txt") + "' '" + out + "'");
    EXPECT_EQ(run.status, 2);
    EXPECT_TRUE(contains(error_message(run.err), "LEVEL")) << run.err;

    run = run_tool(LEVEL_CONVERT_EXE, "'" + kFoundry + "' '" + out + "' --encoding zlib");
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_TRUE(std::filesystem::exists(out));
    std::filesystem::remove(out);
}

} // namespace
