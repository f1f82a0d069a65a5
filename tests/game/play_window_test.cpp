// Scripted input plays the game (run_play_window.cmake): keys held in a script move the
// player, and a held mouse button fires — the same path a person's hands take, so window
// tests of real play can pass only when real play works.

#include "window_notes.hpp"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace {

const std::filesystem::path kOut = PLAY_WINDOW_DIR;

using window_notes::read_json;

/// The player's place on screen in a screenshot's notes; the camera's centre beside it.
struct Seen {
    double x = 0.0, y = 0.0, camera_x = 0.0, scale = 1.0;
};

Seen player_in(const std::string& shot) {
    const nlohmann::json notes = read_json(kOut / (shot + ".png.json"));
    Seen seen;
    for (const auto& actor : notes.at("actors")) {
        if (actor.at("kind") == "player") {
            seen.x = actor.at("screen")[0];
            seen.y = actor.at("screen")[1];
        }
    }
    seen.camera_x = notes.at("camera").at("centre")[0];
    seen.scale = notes.at("camera").at("scale");
    return seen;
}

} // namespace

TEST(PlayWindow, AScriptedKeyHeldWalksThePlayer) {
    const Seen start = player_in("start"), walked = player_in("walked");
    // In level pixels: the screen move plus the camera's own.
    const double moved = (walked.x - start.x) / walked.scale + (walked.camera_x - start.camera_x);
    EXPECT_GT(moved, 60.0) << "D held for 48 frames (0.8 s) walked " << moved << " px";
    EXPECT_NEAR(walked.y, start.y, 2.0);
}

TEST(PlayWindow, AScriptedButtonHeldFires) {
    const nlohmann::json stats = read_json(kOut / "stats.json");
    EXPECT_GT(stats.at("bullets_fired").get<int>(), 2) << stats.dump();
}
