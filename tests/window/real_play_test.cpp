// Real play, checked as a player would notice it (run_real_play.sh made the runs): the built-in
// bot at the keyboard and mouse, from a first start in a 1366 x 768 window, through all three
// shipped levels. What a new player must never see — a robot shooting from off screen, a
// panel or card over the player or over a robot about to fire, a view that shakes, a game they
// did not ask for — is read from the frame log the window wrote as it drew (--frame-log), and
// from the pixels of screenshots taken where the player was hit. The bot's saved input script,
// played back, must play the very same game.

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

// stb_image comes with Dear ImGui's Debian package (libimgui-dev depends on libstb-dev).
#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_PNG
#include <stb/stb_image.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace {

const std::filesystem::path kRuns = REAL_PLAY_RUNS_DIR;

std::vector<nlohmann::json> frame_log(const std::string& run) {
    std::vector<nlohmann::json> frames;
    std::ifstream in(kRuns / run / "frames.jsonl");
    for (std::string line; std::getline(in, line);) {
        frames.push_back(nlohmann::json::parse(line));
    }
    return frames;
}

const std::vector<nlohmann::json>& hands() {
    static const std::vector<nlohmann::json> frames = frame_log("hands");
    return frames;
}

struct Point {
    double x = 0.0, y = 0.0;
};

Point point(const nlohmann::json& xy) { return {xy.at(0).get<double>(), xy.at(1).get<double>()}; }

/// `rect` is [x, y, width, height]; `inset` pixels in from its edges (negative: around it).
bool inside(Point p, const nlohmann::json& rect, double inset = 0.0) {
    const double x = rect.at(0), y = rect.at(1), w = rect.at(2), h = rect.at(3);
    return p.x >= x + inset && p.x <= x + w - inset && p.y >= y + inset && p.y <= y + h - inset;
}

bool playing(const nlohmann::json& frame) { return frame.at("outcome") == "playing" && !frame.at("paused").get<bool>(); }

Point player_of(const nlohmann::json& frame) {
    for (const auto& actor : frame.at("actors")) {
        if (actor.at("kind") == "player") {
            return point(actor.at("screen"));
        }
    }
    ADD_FAILURE() << "no player in frame " << frame.at("frame");
    return {};
}

/// How each level ended in the hands' run, in the order played.
struct LevelResult {
    std::string name;
    double damage = 0.0, seconds = 0.0;
};

std::vector<LevelResult> levels_won(const std::vector<nlohmann::json>& frames) {
    std::vector<LevelResult> won;
    for (std::size_t i = 1; i < frames.size(); ++i) {
        if (frames[i].at("outcome") == "won" && frames[i - 1].at("outcome") == "playing") {
            won.push_back({frames[i].at("level"), frames[i].at("damage_taken"), frames[i].at("attempt_seconds")});
        }
    }
    return won;
}

} // namespace

TEST(RealPlay, BothRunsEndedWell) {
    for (const char* run : {"hands", "replay"}) {
        std::ifstream status(kRuns / run / "status");
        int code = -1;
        status >> code;
        EXPECT_EQ(code, 0) << run << ": see " << (kRuns / run / "run.log");
    }
}

TEST(RealPlay, TheHandsClearAllThreeLevelsInOrderAndLeave) {
    const std::vector<LevelResult> won = levels_won(hands());
    ASSERT_EQ(won.size(), 3u);
    EXPECT_EQ(won[0].name, "Foundry Floor");
    EXPECT_EQ(won[1].name, "Grate Works");
    EXPECT_EQ(won[2].name, "Reactor Core");
    // After the last card the hands pressed Esc twice and the game quit, long before --frames.
    EXPECT_LT(hands().size(), 9000u);
    // Played through the keyboard and the mouse: the script holds keys, pointer moves and clicks.
    std::ifstream script(kRuns / "hands" / "hands.script");
    const std::string text{std::istreambuf_iterator<char>(script), std::istreambuf_iterator<char>()};
    for (const char* event : {" keydown D", " keydown W", " keydown N", " move ", " down ", " up "}) {
        EXPECT_NE(text.find(event), std::string::npos) << "no '" << event << "' in the hands' script";
    }
}

TEST(RealPlay, EachLevelIsHarderThanTheOneBefore) {
    const std::vector<LevelResult> won = levels_won(hands());
    ASSERT_EQ(won.size(), 3u);
    for (const LevelResult& level : won) {
        std::printf("%s: %.1f damage, %.1f s\n", level.name.c_str(), level.damage, level.seconds);
    }
    for (std::size_t i = 1; i < won.size(); ++i) {
        EXPECT_GT(won[i].seconds, won[i - 1].seconds) << won[i].name << " took no longer than " << won[i - 1].name;
        EXPECT_GT(won[i].damage, won[i - 1].damage) << won[i].name << " hurt no more than " << won[i - 1].name;
    }
}

TEST(RealPlay, EveryRobotThatHitsThePlayerIsOnScreen) {
    int hits = 0;
    for (const nlohmann::json& frame : hands()) {
        for (const auto& hit : frame.at("hits")) {
            if (!hit.contains("robot_screen")) {
                continue;  // a stray bolt of no robot
            }
            ++hits;
            EXPECT_TRUE(inside(point(hit.at("robot_screen")), frame.at("world_view"), 8.0))
                << "frame " << frame.at("frame") << ": robot " << hit.at("robot") << " hit the player from "
                << hit.at("robot_screen") << ", outside the view " << frame.at("world_view");
        }
    }
    EXPECT_GT(hits, 10) << "the player was hardly hit: the check saw nothing";
}

TEST(RealPlay, NoPanelOrCardCoversThePlayerOrARobotAboutToFire) {
    int threats_seen = 0;
    for (const nlohmann::json& frame : hands()) {
        if (!playing(frame)) {
            continue;
        }
        std::vector<Point> danger{player_of(frame)};
        for (const auto& actor : frame.at("actors")) {
            if (actor.at("kind") == "robot" && actor.at("threat").get<bool>() &&
                inside(point(actor.at("screen")), frame.at("world_view"))) {
                danger.push_back(point(actor.at("screen")));
                ++threats_seen;
            }
        }
        for (const Point p : danger) {
            for (const auto& covered : frame.at("covered")) {
                EXPECT_FALSE(inside(p, covered)) << "frame " << frame.at("frame") << ": " << p.x << ", " << p.y
                                                  << " is under " << covered;
            }
        }
    }
    EXPECT_GT(threats_seen, 100);
}

TEST(RealPlay, TheViewNeverShakes) {
    // The camera's own motion, in window pixels per frame: no back-and-forth, and no jolt (a
    // sudden change of speed). A new level and the end of one are cuts, not motion; so is the
    // first half second of a level, while the first start's panel column opens beside it.
    int reversals = 0;
    double worst_jolt = 0.0;
    const std::vector<nlohmann::json>& frames = hands();
    Point last_move;
    bool have_last = false;
    int level_start = 0;
    for (std::size_t i = 1; i < frames.size(); ++i) {
        const nlohmann::json &a = frames[i - 1], &b = frames[i];
        if (a.at("level") != b.at("level") || !playing(a) || !playing(b)) {
            have_last = false;
            level_start = b.at("frame").get<int>();
            continue;
        }
        if (b.at("frame").get<int>() < level_start + 30) {
            continue;
        }
        const double scale = b.at("camera").at("scale");
        const Point from = point(a.at("camera").at("centre")), to = point(b.at("camera").at("centre"));
        const Point move{(to.x - from.x) * scale, (to.y - from.y) * scale};
        if (std::hypot(move.x, move.y) > 200.0) {
            have_last = false;  // a respawn: the view cuts to the player
            continue;
        }
        if (have_last) {
            reversals += (move.x * last_move.x < 0.0 && std::abs(move.x) > 1.5 && std::abs(last_move.x) > 1.5) ? 1 : 0;
            reversals += (move.y * last_move.y < 0.0 && std::abs(move.y) > 1.5 && std::abs(last_move.y) > 1.5) ? 1 : 0;
            worst_jolt = std::max(worst_jolt, std::hypot(move.x - last_move.x, move.y - last_move.y));
        }
        last_move = move;
        have_last = true;
    }
    std::printf("%d reversals, worst change of speed %.1f px per frame\n", reversals, worst_jolt);
    EXPECT_EQ(reversals, 0);
    // The old exponential follow changed speed by 19-22 px in one frame when a fight ended.
    EXPECT_LT(worst_jolt, 12.0);
}

TEST(RealPlay, TheGameIsTheLevelsOwn) {
    for (const nlohmann::json& frame : hands()) {
        ASSERT_TRUE(frame.at("parameters_changed").empty()) << "frame " << frame.at("frame") << ": "
                                                              << frame.at("parameters_changed");
    }
}

TEST(RealPlay, TheSavedScriptPlaysTheSameGame) {
    const std::vector<nlohmann::json> replay = frame_log("replay");
    ASSERT_EQ(replay.size(), hands().size());
    for (std::size_t i = 0; i < replay.size(); ++i) {
        for (const char* key : {"step", "level", "outcome", "health", "actors", "camera", "hits"}) {
            ASSERT_EQ(replay[i].at(key), hands()[i].at(key)) << "frame " << i << ", " << key;
        }
    }
    std::ifstream a(kRuns / "hands" / "stats.json"), b(kRuns / "replay" / "stats.json");
    const nlohmann::json hands_stats = nlohmann::json::parse(a), replay_stats = nlohmann::json::parse(b);
    EXPECT_EQ(replay_stats.at("state_hash"), hands_stats.at("state_hash"));
}

TEST(RealPlay, ThePicturesShowThePlayerInTheFight) {
    // Half a second after a hit (its red flash is over), and where a HUD window was over danger
    // and drawn see-through, the screenshot's pixels at the player are its suit's cyan: no tile
    // tint, panel or card on top. A shot whose frame had a hit of its own shows the flash: skipped.
    int shots = 0;
    for (const auto& entry : std::filesystem::directory_iterator(kRuns / "replay")) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() != ".png" || (name.rfind("after-", 0) != 0 && name.rfind("see-", 0) != 0)) {
            continue;
        }
        std::ifstream notes_file(entry.path().string() + ".json");
        const nlohmann::json notes = nlohmann::json::parse(notes_file);
        const auto frame = notes.at("frame").get<std::size_t>();
        const bool flashing = std::any_of(hands().begin() + static_cast<std::ptrdiff_t>(std::min(frame, hands().size()) -
                                                                                         std::min<std::size_t>(frame, 20)),
                                          hands().begin() + static_cast<std::ptrdiff_t>(std::min(frame + 1, hands().size())),
                                          [](const nlohmann::json& f) { return !f.at("hits").empty(); });
        const bool down = frame >= hands().size() || hands()[frame].at("health").get<double>() <= 0.0;
        if (flashing || down || notes.at("paused").get<bool>()) {
            continue;
        }
        Point player;
        for (const auto& actor : notes.at("actors")) {
            if (actor.at("kind") == "player") {
                player = point(actor.at("screen"));
            }
        }
        int width = 0, height = 0, channels = 0;
        stbi_uc* pixels = stbi_load(entry.path().c_str(), &width, &height, &channels, 4);
        ASSERT_NE(pixels, nullptr) << name << ": " << stbi_failure_reason();
        int cyan = 0;
        for (int dy = -4; dy <= 4; ++dy) {
            for (int dx = -4; dx <= 4; ++dx) {
                const int x = static_cast<int>(player.x) + dx, y = static_cast<int>(player.y) + dy;
                if (x < 0 || y < 0 || x >= width || y >= height) {
                    continue;
                }
                const stbi_uc* p = pixels + (static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)) * 4;
                cyan += (p[2] > 150 && p[1] > 120 && p[0] < 110 && p[2] > p[0] + 80) ? 1 : 0;
            }
        }
        stbi_image_free(pixels);
        EXPECT_GE(cyan, 10) << name << ": the player at " << player.x << ", " << player.y << " is not to be seen";
        ++shots;
    }
    EXPECT_GE(shots, 4);
}
