// The command line as a user meets it: help, version, bad options (exit 2),
// and a headless run that needs no display.

#include "run_tilecast.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <array>
#include <filesystem>
#include <fstream>
#include <cstdio>
#include <memory>
#include <string>
#include <sys/wait.h>

namespace {

using tilecast_run::RunResult;
using tilecast_run::run_tilecast;

} // namespace

TEST(GameCli, HelpListsEveryOption) {
    const RunResult result = run_tilecast("--help");
    EXPECT_EQ(result.exit_status, 0);
    for (const char* option : {"--level", "--seed", "--frames", "--screenshot", "--headless", "--log-level", "--version",
                               "--no-index", "--robots", "--bullets", "--replay", "--record", "--stats-json", "--bot",
                               "--list-levels", "--zoom", "--tile-casts", "--index-tile-size", "--mute"}) {
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
    for (const char* arguments : {"--frames abc", "--frames -3", "--frames 1e30", "--seed nan", "--log-level loud",
                                  "--robots -1", "--bullets many", "--zoom 100", "--index-tile-size 0"}) {
        const RunResult result = run_tilecast(arguments);
        EXPECT_EQ(result.exit_status, 2) << arguments << "\n" << result.output;
        const std::string option = std::string(arguments).substr(0, std::string(arguments).find(' '));
        EXPECT_NE(result.output.find(option), std::string::npos) << arguments << "\n" << result.output;
    }
}

TEST(GameCli, TheBotsHandsAndTheFrameLogNeedAWindowAndCountedFrames) {
    // Their scripts and logs count frames of 1/60 s: without --frames a frame is as long as the
    // machine takes, and headless there are no frames, keys or pointer at all.
    for (const char* arguments : {"--frame-log f.jsonl", "--bot-hands hands.script", "--headless --frames 5 --frame-log f.jsonl",
                                  "--headless --frames 5 --bot-hands hands.script"}) {
        const RunResult result = run_tilecast(arguments);
        EXPECT_EQ(result.exit_status, 2) << arguments << "\n" << result.output;
        EXPECT_NE(result.output.find("need a window and --frames"), std::string::npos) << arguments << "\n" << result.output;
    }
    for (const char* arguments : {"--frames 5 --bot-hands a --bot", "--frames 5 --bot-hands a --input-script /dev/null"}) {
        const RunResult result = run_tilecast(arguments);
        EXPECT_EQ(result.exit_status, 2) << arguments << "\n" << result.output;
        EXPECT_NE(result.output.find("--bot-hands"), std::string::npos) << arguments << "\n" << result.output;
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

// A headless run never opens audio: with SDL's disk driver asked for, no sound file appears
// (the driver would create it on opening), and the log says nothing about sound.
TEST(GameCli, HeadlessRunsNeverOpenAudio) {
    const std::filesystem::path sound = std::filesystem::current_path() / "headless_sound.raw";
    std::filesystem::remove(sound);
    const RunResult result = tilecast_run::run_tilecast_with_env(
        "SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE='" + sound.string() + "'", "--headless --frames 240 --log-level info");
    EXPECT_EQ(result.exit_status, 0) << result.output;
    EXPECT_FALSE(std::filesystem::exists(sound));
    EXPECT_EQ(result.output.find("sound"), std::string::npos) << result.output;
}

namespace {

/// A scratch file in the test's working directory, removed afterwards.
struct ScratchFile {
    explicit ScratchFile(const std::string& name) : path{std::filesystem::current_path() / name} {
        std::filesystem::remove(path);
    }
    ~ScratchFile() { std::filesystem::remove(path); }
    std::filesystem::path path;
};

nlohmann::json read_json(const std::filesystem::path& path) {
    std::ifstream file(path);
    return nlohmann::json::parse(file);
}

/// Runs a headless game with `arguments` and returns its stats JSON.
nlohmann::json headless_stats(const std::string& arguments, const std::string& name) {
    const ScratchFile stats(name);
    const RunResult result = run_tilecast("--headless --log-level warn --stats-json '" + stats.path.string() + "' " + arguments);
    EXPECT_EQ(result.exit_status, 0) << arguments << "\n" << result.output;
    return std::filesystem::exists(stats.path) ? read_json(stats.path) : nlohmann::json{};
}

} // namespace

TEST(GameCli, StatsJsonSummarisesTheRun) {
    const nlohmann::json stats = headless_stats("--frames 600 --robots 20 --bullets 40", "stats_summary.json");
    EXPECT_EQ(stats.at("frames"), 600);
    EXPECT_NEAR(stats.at("simulated_seconds").get<double>(), 5.0, 1e-9);
    EXPECT_EQ(stats.at("state_hash").get<std::string>().size(), 16u);
    for (const char* kind : {"laser", "bullet_sweep", "line_of_sight", "sensing", "body_probe", "index_update"}) {
        EXPECT_TRUE(stats.at("queries").contains(kind)) << kind;
        EXPECT_TRUE(stats.at("tiles_visited").contains(kind)) << kind;
    }
    EXPECT_GT(stats.at("queries").at("bullet_sweep").get<int>(), 0);  // the stray bullets flew
    EXPECT_GT(stats.at("tiles_visited").at("sensing").get<int>(), 0);
    for (const char* field : {"laser_hits", "bullet_hits", "robots_destroyed", "player_health", "robots_left"}) {
        EXPECT_TRUE(stats.contains(field)) << field;
    }
}

TEST(GameCli, TheSameSeedGivesTheSameHashAndAnotherSeedAnother) {
    const std::string run = "--frames 400 --robots 15 --bullets 30 ";
    const auto first = headless_stats(run + "--seed 7", "stats_seed_a.json").at("state_hash");
    const auto again = headless_stats(run + "--seed 7", "stats_seed_b.json").at("state_hash");
    const auto other = headless_stats(run + "--seed 8", "stats_seed_c.json").at("state_hash");
    EXPECT_EQ(first, again);
    EXPECT_NE(first, other);
}

TEST(GameCli, NoIndexPlaysTheSameGameWithMoreWork) {
    const std::string run = "--frames 400 --robots 30 --bullets 60 --seed 3 ";
    const auto indexed = headless_stats(run, "stats_index.json");
    const auto scanned = headless_stats(run + "--no-index", "stats_no_index.json");
    EXPECT_EQ(indexed.at("state_hash"), scanned.at("state_hash"));
    EXPECT_EQ(indexed.at("object_index"), true);
    EXPECT_EQ(scanned.at("object_index"), false);
    const auto tested = [](const nlohmann::json& stats) { return stats.at("objects_tested").at("bullet_sweep").get<long long>(); };
    EXPECT_GT(tested(scanned), 5 * tested(indexed));
}

TEST(GameCli, TheTeachingCorePlaysTheSameGameOnEveryLevel) {
    // The Parameters panel's "engine" switch: the teaching core (engine/include/engine/teach/)
    // answers every query the tuned engine would, so the whole game ends in the same state —
    // with robots, stray bullets and the bot playing, on every shipped level, with the
    // object index on and with the casts in whole-tile mode too.
    int runs = 0;
    for (const auto& entry : std::filesystem::directory_iterator(TILECAST_LEVELS_DIR)) {
        const auto extension = entry.path().extension();
        if (extension != ".txt" && extension != ".tmj") {
            continue;
        }
        // The second run's 400 stray bullets are fired and removed thousands of times, so the
        // teaching lists are rebuilt to drop their dead ids (ObjectTable::remove) mid-game.
        for (const std::string extra : {"--seed 3 --bullets 50", "--seed 11 --tile-casts --bullets 400"}) {
            const std::string run = "--level '" + entry.path().string() + "' --frames 1500 --robots 25 " + extra + " ";
            const auto tuned = headless_stats(run, "stats_tuned.json");
            const auto teaching = headless_stats(run + "--engine teaching", "stats_teaching.json");
            EXPECT_EQ(tuned.at("engine"), "tuned");
            EXPECT_EQ(teaching.at("engine"), "teaching");
            EXPECT_EQ(tuned.at("state_hash"), teaching.at("state_hash")) << run;
            EXPECT_EQ(tuned.at("frames"), 1500) << run;
            // The same game by other code: the teaching core tests an object met in several
            // tiles again, and walks every pixel of a mixed tile, so its counters differ.
            EXPECT_TRUE(tuned.at("objects_tested") != teaching.at("objects_tested") ||
                        tuned.at("pixels_tested") != teaching.at("pixels_tested"))
                << run;
            ++runs;
        }
    }
    EXPECT_GE(runs, 6);
}

TEST(GameCli, ARecordingReplaysToTheSameHash) {
    const ScratchFile recording("cli_recording.replay");
    const std::string run = "--frames 500 --robots 10 --seed 5 ";
    const auto recorded = headless_stats(run + "--record '" + recording.path.string() + "'", "stats_recorded.json");
    ASSERT_TRUE(std::filesystem::exists(recording.path));
    const auto replayed = headless_stats("--robots 10 --seed 5 --replay '" + recording.path.string() + "'", "stats_replayed.json");
    EXPECT_EQ(replayed.at("frames"), 500);  // a replay runs as long as it was recorded
    EXPECT_EQ(recorded.at("state_hash"), replayed.at("state_hash"));
    // The same inputs under another seed would be another game: refused, with the reason.
    const RunResult other_seed = run_tilecast("--headless --robots 10 --seed 6 --replay '" + recording.path.string() + "'");
    EXPECT_EQ(other_seed.exit_status, 1);
    EXPECT_NE(other_seed.output.find("recorded with seed 5, but --seed 6 asks for another game"), std::string::npos)
        << other_seed.output;
    // Without --seed, --robots and --level the replay brings its own.
    const auto bare = headless_stats("--replay '" + recording.path.string() + "'", "stats_bare_replay.json");
    EXPECT_EQ(recorded.at("state_hash"), bare.at("state_hash"));
}

TEST(GameCli, ABrokenReplayFileIsAnErrorNamingTheLine) {
    const ScratchFile bad("broken.replay");
    std::ofstream(bad.path) << "tilecast-replay 1\n10 0 0 0 0\n5 0 300 0 0\n";
    const RunResult result = run_tilecast("--headless --replay '" + bad.path.string() + "'");
    EXPECT_EQ(result.exit_status, 1);
    EXPECT_NE(result.output.find("broken.replay:3: move_y must be in -127..127, got 300"), std::string::npos) << result.output;
}

TEST(GameCli, ARecordingThatCouldNotBeSavedIsRefusedBeforeTheGameStarts) {
    const RunResult result = run_tilecast("--headless --frames 600 --record /nonexistent-folder/run.replay");
    EXPECT_EQ(result.exit_status, 1);
    EXPECT_NE(result.output.find("/nonexistent-folder/run.replay: cannot write a replay there"), std::string::npos)
        << result.output;
    EXPECT_EQ(result.output.find("headless:"), std::string::npos) << "the game ran before the refusal";
}

TEST(GameCli, ListsTheShippedLevels) {
    const RunResult result = run_tilecast("--list-levels");
    EXPECT_EQ(result.exit_status, 0) << result.output;
    EXPECT_NE(result.output.find("01_"), std::string::npos) << result.output;
}

// The built-in bot wins every shipped level within five minutes of game time (36000 steps),
// for seeds 1, 2 and 3, as `tilecast --headless --bot --stats-json` reports it.
TEST(GameCli, TheBotWinsEveryShippedLevelWithinFiveMinutes) {
    int levels = 0;
    for (const auto& file : std::filesystem::directory_iterator(TILECAST_LEVELS_DIR)) {
        const std::string extension = file.path().extension().string();
        if (extension != ".txt" && extension != ".tmj") {
            continue;
        }
        ++levels;
        for (const int seed : {1, 2, 3}) {
            SCOPED_TRACE(file.path().filename().string() + " seed " + std::to_string(seed));
            const nlohmann::json stats =
                headless_stats("--bot --frames 36000 --seed " + std::to_string(seed) + " --level '" + file.path().string() + "'",
                               "stats_bot_win.json");
            ASSERT_TRUE(stats.contains("outcome"));
            EXPECT_EQ(stats.at("outcome"), "won");
            EXPECT_EQ(stats.at("robots_left"), 0);
            EXPECT_LE(stats.at("attempt_seconds").get<double>(), 300.0);
        }
    }
    EXPECT_GE(levels, 3);
}
