// The first start shows the game's point at once (run_first_start.cmake): a player who starts
// the game and does nothing sees, within seconds, a robot on screen firing its laser at them,
// and the Queries panel beside the world listing the tiles that laser visited — and is not hurt
// for it (the spawn is sheltered). Read from the screenshots' sidecars and the run's stats.

#include "window_notes.hpp"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <numbers>
#include <string>
#include <vector>

namespace {

const std::filesystem::path kOut = FIRST_START_DIR;

using window_notes::read_json;

/// The sidecars of the screenshots taken every half second (frames 30, 60, ... 300).
std::vector<nlohmann::json> sidecars() {
    std::vector<nlohmann::json> shots;
    for (int frame = 30; frame <= 300; frame += 30) {
        shots.push_back(read_json(kOut / ("first-" + std::to_string(frame) + ".png.json")));
    }
    return shots;
}

struct Point {
    double x = 0.0;
    double y = 0.0;
};

Point point(const nlohmann::json& xy) { return {xy.at(0).get<double>(), xy.at(1).get<double>()}; }

/// Inside the rectangle [x, y, width, height].
bool inside(Point p, const nlohmann::json& rect) {
    const double x = rect.at(0), y = rect.at(1), w = rect.at(2), h = rect.at(3);
    return p.x >= x && p.x < x + w && p.y >= y && p.y < y + h;
}

/// Inside the world view and under none of the windows drawn over it (panels, HUD, banners).
bool visible(Point p, const nlohmann::json& shot) {
    if (!inside(p, shot.at("world_view"))) {
        return false;
    }
    for (const auto& rect : shot.at("covered")) {
        if (inside(p, rect)) {
            return false;
        }
    }
    return true;
}

Point player_of(const nlohmann::json& shot) {
    for (const auto& actor : shot.at("actors")) {
        if (actor.at("kind") == "player") {
            return point(actor.at("screen"));
        }
    }
    ADD_FAILURE() << "no player in the sidecar";
    return {};
}

/// The screen position of robot `id`, if the sidecar lists it.
bool robot_at(const nlohmann::json& shot, int id, Point& where) {
    for (const auto& actor : shot.at("actors")) {
        if (actor.at("kind") == "robot" && actor.at("id") == id) {
            where = point(actor.at("screen"));
            return true;
        }
    }
    return false;
}

/// Degrees between the directions from `from` to `a` and from `from` to `b`.
double degrees_between(Point from, Point a, Point b) {
    const double angle = std::atan2(a.y - from.y, a.x - from.x) - std::atan2(b.y - from.y, b.x - from.x);
    return std::abs(std::remainder(angle, 2.0 * std::numbers::pi)) * 180.0 / std::numbers::pi;
}

/// A beam whose robot stands in view and whose whole length is drawn in view: its robot id, or -1.
int beam_in_view(const nlohmann::json& shot, const nlohmann::json*& found) {
    for (const auto& beam : shot.at("beams")) {
        Point robot;
        if (robot_at(shot, beam.at("robot"), robot) && visible(robot, shot) && inside(point(beam.at("to")), shot.at("world_view"))) {
            found = &beam;
            return beam.at("robot");
        }
    }
    return -1;
}

} // namespace

TEST(FirstStart, TheDefaultLevelOpensWithTheQueriesPanel) {
    const nlohmann::json shot = read_json(kOut / "first-30.png.json");
    EXPECT_EQ(shot.at("level").at("name"), "Foundry Floor");
    EXPECT_EQ(shot.at("panels"), nlohmann::json::array({"queries"}));
    EXPECT_TRUE(shot.at("overlay").get<bool>());
}

// From the first half second on, every screenshot shows a robot in view with its laser drawn;
// the Queries table lists that robot's latest laser with the tiles it visited.
TEST(FirstStart, ARobotAndItsLaserAreOnScreenFromTheStart) {
    int shots_with_a_beam = 0;
    for (const nlohmann::json& shot : sidecars()) {
        SCOPED_TRACE("frame " + shot.value("frame", nlohmann::json(-1)).dump());
        const nlohmann::json* beam = nullptr;
        const int robot = beam_in_view(shot, beam);
        if (robot < 0) {
            ADD_FAILURE() << "no robot with its laser in view";
            continue;
        }
        ++shots_with_a_beam;
        bool listed = false;
        for (const auto& row : shot.at("latest_queries")) {
            listed = listed || (row.at("kind") == "laser" && row.at("asked_by") == "robot " + std::to_string(robot) &&
                                row.at("wall_tiles").get<int>() > 0);
        }
        EXPECT_TRUE(listed) << "the Queries table does not list robot " << robot << "'s laser and its tiles";
    }
    EXPECT_EQ(shots_with_a_beam, 10);
}

// The laser swings at the player: in some screenshot of the first five seconds it points
// straight at them (and stops short, at the crates in between).
TEST(FirstStart, TheLaserIsFiredAtThePlayer) {
    double closest = 180.0;
    for (const nlohmann::json& shot : sidecars()) {
        const nlohmann::json* beam = nullptr;
        if (beam_in_view(shot, beam) < 0) {
            continue;
        }
        closest = std::min(closest, degrees_between(point(beam->at("from")), point(beam->at("to")), player_of(shot)));
        EXPECT_FALSE(beam->at("hit_player").get<bool>()) << "the spawn is sheltered";
    }
    EXPECT_LT(closest, 10.0) << "the beam never pointed at the player";
}

// Doing nothing for five seconds: lasers were fired and their tiles counted, and the player,
// behind the crates, was not hurt — the start is a warning, not a punishment.
TEST(FirstStart, TheIdlePlayerIsWarnedNotHurt) {
    const nlohmann::json stats = read_json(kOut / "stats.json");
    EXPECT_GT(stats.at("lasers_fired").get<int>(), 0);
    EXPECT_GT(stats.at("tiles_visited").at("laser").get<int>(), 0);
    EXPECT_EQ(stats.at("player_health").get<double>(), 100.0);
    EXPECT_EQ(stats.at("bullets_fired").get<int>(), 0) << "nobody touched the controls";
}

// The pause menu's "Screen shake" box, clicked: the choice is saved in feedback.json and the
// next start remembers it. The shake is drawing only, so the game itself is the same.
TEST(FirstStart, ThePauseMenusScreenShakeBoxIsRemembered) {
    const nlohmann::json paused = read_json(kOut / "pause.png.json");
    EXPECT_TRUE(paused.at("paused").get<bool>());
    EXPECT_FALSE(paused.at("screen_shake").get<bool>()) << "the click did not clear the box";
    EXPECT_EQ(read_json(kOut / "settings" / "feedback.json"), nlohmann::json({{"screen_shake", false}}));
    const nlohmann::json again = read_json(kOut / "again.png.json");
    EXPECT_FALSE(again.at("paused").get<bool>());
    EXPECT_FALSE(again.at("screen_shake").get<bool>()) << "the next start forgot";
}
