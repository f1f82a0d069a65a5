// Bad input to the `tilecast` executable, run as a user runs it (tests/BAD_INPUTS.md):
// - NaN, +infinity, -infinity, 1e30 and out-of-range integers in every numeric option:
//   exit status 2, the option named on stderr, nothing simulated;
// - a broken level file: exit status 1 with `file:line: problem`, nothing simulated;
// - replay files that are truncated, empty, binary, out of range, or recorded on another
//   level or with another seed: exit status 1 with `file:line: problem` (or both levels
//   named), nothing simulated and no output file written.
#include "run_tool.hpp"
#include "../support/scratch_dir.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

namespace {

using bad_inputs::contains;
using bad_inputs::error_message;
using bad_inputs::read_file;
using bad_inputs::run_tool;

const std::string kFoundry = std::string(TILECAST_SOURCE_DIR) + "/levels/01_foundry.txt";
const std::string kGrateWorks = std::string(TILECAST_SOURCE_DIR) + "/levels/02_grate_works.txt";

bad_inputs::ToolRun run_tilecast(const std::string& arguments) { return run_tool(TILECAST_EXE, arguments); }

/// The shared scratch folder, its paths as strings: they go into command lines.
class Scratch {
public:
    std::string file(const std::string& name) const { return (folder_ / name).string(); }
    std::string write(const std::string& name, const std::string& bytes) const { return folder_.write(name, bytes).string(); }

private:
    test_support::ScratchDir folder_{"bad_inputs"};
};

// The headless run logs "headless: N steps" when it simulated anything.
bool simulated(const bad_inputs::ToolRun& run) { return contains(run.out + run.err, "headless:"); }

TEST(TilecastBadNumbers, EveryNumericOptionRefusesNonFiniteAndHugeValuesByName) {
    const std::vector<std::string> options{"--seed", "--frames", "--robots", "--bullets", "--index-tile-size", "--zoom"};
    const std::vector<std::string> values{"nan", "NaN", "inf", "-inf", "1e30", "-1e30", "99999999999999999999"};
    for (const std::string& option : options) {
        for (const std::string& value : values) {
            const std::string arguments = "--headless --frames 2 " + option + "=" + value;
            SCOPED_TRACE(arguments);
            const auto run = run_tilecast(option == "--frames" ? "--headless " + option + "=" + value : arguments);
            EXPECT_EQ(run.status, 2);
            EXPECT_TRUE(contains(error_message(run.err), option)) << run.err;
            EXPECT_FALSE(simulated(run)) << run.out;
        }
    }
}

// --probe holds up to four numbers: each position of each kind, with each bad value.
TEST(TilecastBadNumbers, EveryNumberOfAProbeIsRefusedByName) {
    const std::vector<std::pair<std::string, int>> kinds{{"ray", 4}, {"circle", 3}, {"rect", 4}};
    const std::vector<std::string> values{"nan", "inf", "-inf", "1e30", "-1e30"};
    for (const auto& [kind, count] : kinds) {
        for (int position = 0; position < count; ++position) {
            for (const std::string& value : values) {
                std::string numbers;
                for (int k = 0; k < count; ++k) {
                    numbers += (k == 0 ? "" : ",") + (k == position ? value : std::string("40"));
                }
                const std::string probe = kind + ":" + numbers;
                SCOPED_TRACE(probe);
                const auto run = run_tilecast("--headless --frames 2 --probe " + probe);
                EXPECT_EQ(run.status, 2);
                EXPECT_TRUE(contains(error_message(run.err), "--probe " + kind + ": " + value)) << run.err;
                EXPECT_FALSE(simulated(run)) << run.out;
            }
        }
    }
}

TEST(TilecastBadLevels, ABrokenLevelFileExitsOneNamingFileAndLine) {
    const Scratch scratch;
    std::string text = read_file(kFoundry);
    const auto size_at = text.find("\nsize: ") + 1;
    const long size_line = std::count(text.begin(), text.begin() + static_cast<long>(size_at), '\n') + 1;
    text.replace(size_at, text.find('\n', size_at) - size_at, "size: 40 x 5000");
    // The tileset path is relative to the level file: point it back at the shipped one.
    text.replace(text.find("../assets/tileset.png"), 21, std::string(TILECAST_SOURCE_DIR) + "/assets/tileset.png");
    const std::string level = scratch.write("too_tall.txt", text);
    const auto run = run_tilecast("--headless --frames 2 --level '" + level + "'");
    EXPECT_EQ(run.status, 1);
    EXPECT_TRUE(contains(run.out + run.err, level + ":" + std::to_string(size_line) + ": the map size 40 x 5000 is outside"))
        << run.out << run.err;
    EXPECT_FALSE(simulated(run));

    const std::string empty = scratch.write("empty.txt", "");
    const auto empty_run = run_tilecast("--headless --frames 2 --level '" + empty + "'");
    EXPECT_EQ(empty_run.status, 1);
    EXPECT_TRUE(contains(empty_run.out + empty_run.err, empty + ": the file is empty")) << empty_run.out << empty_run.err;
}

// ---------------------------------------------------------------------------------------
// Replays
// ---------------------------------------------------------------------------------------

class TilecastBadReplays : public ::testing::Test {
protected:
    void SetUp() override {
        replay_ = scratch_.file("good.replay");
        const auto run = run_tilecast("--headless --frames 240 --seed 3 --level '" + kFoundry + "' --record '" + replay_ + "'");
        ASSERT_EQ(run.status, 0) << run.out << run.err;
        good_ = read_file(replay_);
        ASSERT_TRUE(good_.starts_with("tilecast-replay 2\n")) << good_;
    }

    // Replays `replay_text` (saved as `name`) on the foundry with seed 3, recording to a
    // file that already exists: a refused replay must leave it untouched.
    bad_inputs::ToolRun replay(const std::string& name, const std::string& replay_text,
                               const std::string& extra = "--seed 3 --level '" + kFoundry + "'") {
        const std::string file = scratch_.write(name, replay_text);
        const std::string record = scratch_.write("record.replay", "keep me");
        const std::string stats = scratch_.file("stats.json");
        auto run = run_tilecast("--headless " + extra + " --replay '" + file + "' --record '" + record + "' --stats-json '" +
                                stats + "'");
        if (run.status != 0) {
            EXPECT_EQ(read_file(record), "keep me") << "a refused replay overwrote the recording";
            EXPECT_FALSE(std::filesystem::exists(stats)) << "a refused replay wrote the stats";
            EXPECT_FALSE(simulated(run)) << run.out;
        }
        return run;
    }

    Scratch scratch_;
    std::string replay_;
    std::string good_;
};

TEST_F(TilecastBadReplays, TheRecordingItselfReplays) {
    const auto run = replay("same.replay", good_);
    EXPECT_EQ(run.status, 0) << run.out << run.err;
}

TEST_F(TilecastBadReplays, TruncatedInTheMiddleOfALineNamesTheLine) {
    // Cut the last line after its first field: "N" with the other four fields missing.
    std::string text = good_.substr(0, good_.size() - 1);
    const auto last_line_start = text.rfind('\n') + 1;
    const auto first_space = text.find(' ', last_line_start);
    text = text.substr(0, first_space + 1);
    const long line = std::count(text.begin(), text.end(), '\n') + 1;
    const auto run = replay("cut.replay", text);
    EXPECT_EQ(run.status, 1);
    EXPECT_TRUE(contains(run.out + run.err, "cut.replay:" + std::to_string(line) + ": expected an integer for move_x"))
        << run.out << run.err;
}

TEST_F(TilecastBadReplays, EmptyHeaderOnlyOrBinaryFilesAreNotReplays) {
    std::mt19937 random{5};
    std::string binary(512, '\0');
    for (char& byte : binary) {
        byte = static_cast<char>(random());
    }
    for (const auto& [name, text] : std::vector<std::pair<std::string, std::string>>{
             {"empty.replay", ""}, {"half_header.replay", "tilecast-rep"}, {"binary.replay", binary}}) {
        SCOPED_TRACE(name);
        const auto run = replay(name, text);
        EXPECT_EQ(run.status, 1);
        EXPECT_TRUE(contains(run.out + run.err, name + ":1: not a replay")) << run.out << run.err;
    }
}

TEST_F(TilecastBadReplays, NumbersOutOfRangeOrNotIntegersNameTheLine) {
    const std::string header = "tilecast-replay 1\n# hand-written\n";
    const std::vector<std::pair<std::string, std::string>> cases{
        // (move_x, count 0 and extra fields: Replay.BadFilesNameTheLineAndTheProblem, GameCli.*)
        {"10 0 0 0 9\n", ":3: buttons must be in 0..7, got 9"},
        {"10 0 0 4294967296 0\n", ":3: aim must be in 0..4294967295, got 4294967296"},
        {"10 0 0 nan 0\n", ":3: expected an integer for aim"},
        {"10 0 inf 0 0\n", ":3: expected an integer for move_y"},
        {"99999999999999999999 0 0 0 0\n", ":3: expected an integer for count"},
    };
    for (const auto& [line, message] : cases) {
        SCOPED_TRACE(line);
        const auto run = replay("bad.replay", header + line);
        EXPECT_EQ(run.status, 1);
        EXPECT_TRUE(contains(run.out + run.err, "bad.replay" + message)) << run.out << run.err;
    }
}

TEST_F(TilecastBadReplays, ARecordingOfAnotherLevelOrSeedIsRefusedNamingBoth) {
    auto run = replay("other_level.replay", good_, "--seed 3 --level '" + kGrateWorks + "'");
    EXPECT_EQ(run.status, 1);
    EXPECT_TRUE(contains(run.out + run.err, "other_level.replay: recorded on level " + kFoundry + " (fingerprint "))
        << run.out << run.err;
    EXPECT_TRUE(contains(run.out + run.err, "02_grate_works.txt' has other walls, spawns or robots") ||
                contains(run.out + run.err, "02_grate_works.txt has other walls, spawns or robots"))
        << run.out << run.err;

    run = replay("other_seed.replay", good_, "--seed 4 --level '" + kFoundry + "'");
    EXPECT_EQ(run.status, 1);
    EXPECT_TRUE(contains(run.out + run.err, "other_seed.replay: recorded with seed 3, but --seed 4 asks for another game"))
        << run.out << run.err;
}

TEST_F(TilecastBadReplays, MissingReplayFileIsAUsageError) {
    const auto run = run_tilecast("--headless --replay '" + scratch_.file("nowhere.replay") + "'");
    EXPECT_EQ(run.status, 2);
    EXPECT_TRUE(contains(error_message(run.err), "--replay")) << run.err;
    EXPECT_FALSE(simulated(run));
}

} // namespace
