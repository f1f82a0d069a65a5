// Bad command lines for the level tools (tests/BAD_INPUTS.md, "Numbers"): every number they
// take refuses NaN, infinities, 1e30 and out-of-range values by the argument's name, with
// exit status 2 and nothing written; a missing input file is named too. Good command lines
// are the control: they do write their file.
#include "run_tool.hpp"

#include <filesystem>
#include <fstream>
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

// tilecast_level_convert writes nothing over a file that exists unless --force is given, and
// never over the level it converts or that level's tileset image; the files stay as they were.
TEST(LevelToolsCommandLine, ConvertRefusesToOverwriteInputsAndExistingFiles) {
    const std::string folder = scratch_file("convert");
    std::filesystem::create_directories(folder);
    const std::string level = folder + "/lvl.txt";
    std::filesystem::copy_file(kFoundry, level);
    std::string text = bad_inputs::read_file(level);
    // The tileset path in the copied level is relative to the levels folder: make it absolute.
    const std::string tileset_line = "tileset: ";
    const auto at = text.find(tileset_line);
    ASSERT_NE(at, std::string::npos);
    const auto end = text.find('\n', at);
    const std::string tileset = text.substr(at + tileset_line.size(), end - at - tileset_line.size());
    const std::string tileset_path = (std::filesystem::path(kFoundry).parent_path() / tileset).lexically_normal().string();
    text.replace(at, end - at, tileset_line + tileset_path);
    { std::ofstream(level, std::ios::binary | std::ios::trunc) << text; }

    // convert lvl.txt lvl.txt: refused, with or without --force; the level is unchanged.
    for (const char* force : {"", " --force"}) {
        const auto run = run_tool(LEVEL_CONVERT_EXE, "'" + level + "' '" + level + "'" + force);
        EXPECT_EQ(run.status, 1) << run.err;
        EXPECT_TRUE(contains(run.err, "is the level being converted")) << run.err;
        EXPECT_EQ(bad_inputs::read_file(level), text);
    }
    // Its own tileset image as the tileset output: refused even with --force.
    auto run = run_tool(LEVEL_CONVERT_EXE, "'" + level + "' '" + folder + "/out.tmj' '" + tileset_path + "' --force");
    EXPECT_EQ(run.status, 1) << run.err;
    EXPECT_TRUE(contains(run.err, "is the level's tileset image")) << run.err;
    EXPECT_FALSE(std::filesystem::exists(folder + "/out.tmj"));

    // A new file is written; written again, it is refused without --force and kept as it was.
    const std::string out = folder + "/out.tmj";
    run = run_tool(LEVEL_CONVERT_EXE, "'" + level + "' '" + out + "'");
    ASSERT_EQ(run.status, 0) << run.err;
    { std::ofstream(out, std::ios::binary | std::ios::trunc) << "edited in Tiled"; }
    run = run_tool(LEVEL_CONVERT_EXE, "'" + level + "' '" + out + "' --encoding zlib");
    EXPECT_EQ(run.status, 1) << run.err;
    EXPECT_TRUE(contains(run.err, "already exists: pass --force to overwrite it")) << run.err;
    EXPECT_EQ(bad_inputs::read_file(out), "edited in Tiled");
    run = run_tool(LEVEL_CONVERT_EXE, "'" + level + "' '" + out + "' --encoding zlib --force");
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_NE(bad_inputs::read_file(out), "edited in Tiled");

    // A map whose tileset is generated writes OUT_tiles.png: an existing one is not replaced.
    const std::string features = std::string(TILECAST_SOURCE_DIR) + "/tests/levels/maps/features.tmx";
    const std::string atlas = folder + "/features_tiles.png";
    { std::ofstream(atlas, std::ios::binary) << "my picture"; }
    run = run_tool(LEVEL_CONVERT_EXE, "'" + features + "' '" + folder + "/features.tmj'");
    EXPECT_EQ(run.status, 1) << run.err;
    EXPECT_TRUE(contains(run.err, "features_tiles.png already exists")) << run.err;
    EXPECT_EQ(bad_inputs::read_file(atlas), "my picture");
    EXPECT_FALSE(std::filesystem::exists(folder + "/features.tmj"));
    std::filesystem::remove_all(folder);
}

} // namespace
