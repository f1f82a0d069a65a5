// The shipped levels: each loads, has the size and spawns it was drawn with, is playable
// (spawns and patrol routes clear of walls), they grow harder, and INDEX.md lists them all.
#include "level_test_support.hpp"
#include "levels/load_level.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <sstream>

namespace {

using level_tests::levels_dir;

struct Expected {
    const char* file;
    std::int32_t width;
    std::int32_t height;
    std::size_t players;
    std::size_t patrols;
    std::size_t sweepers;
    std::size_t bolters;
    engine::TileCoord first_player_tile;
};

// What each level was drawn with (the grids in levels/, the .tmj's objects).
constexpr Expected kShipped[] = {
    {"01_foundry.txt", 40, 24, 1, 3, 1, 1, {3, 20}},
    {"02_grate_works.txt", 56, 32, 1, 3, 3, 0, {3, 29}},
    {"03_reactor_core.tmj", 64, 40, 2, 4, 2, 4, {29, 2}},
};

std::size_t count_kind(const levels::Level& level, levels::RobotKind kind) {
    return static_cast<std::size_t>(std::count_if(level.robots.begin(), level.robots.end(),
                                                  [kind](const levels::RobotSpawn& robot) { return robot.kind == kind; }));
}

TEST(ShippedLevels, EachLoadsWithItsSizeAndSpawns) {
    for (const Expected& expected : kShipped) {
        SCOPED_TRACE(expected.file);
        const levels::Level level = levels::load_level(levels_dir() / expected.file);
        EXPECT_FALSE(level.name.empty());
        EXPECT_FALSE(level.description.empty());
        EXPECT_EQ(level.tile_size(), 32);
        EXPECT_EQ(level.collision.width(), expected.width);
        EXPECT_EQ(level.collision.height(), expected.height);
        EXPECT_EQ(level.player_spawns.size(), expected.players);
        EXPECT_EQ(count_kind(level, levels::RobotKind::Patrol), expected.patrols);
        EXPECT_EQ(count_kind(level, levels::RobotKind::Sweeper), expected.sweepers);
        EXPECT_EQ(count_kind(level, levels::RobotKind::Bolter), expected.bolters);
        const float centre_x = (static_cast<float>(expected.first_player_tile.x) + 0.5f) * 32;
        const float centre_y = (static_cast<float>(expected.first_player_tile.y) + 0.5f) * 32;
        EXPECT_FLOAT_EQ(level.player_spawns.front().position.x_pixels(), centre_x);
        EXPECT_FLOAT_EQ(level.player_spawns.front().position.y_pixels(), centre_y);
        EXPECT_EQ(level.tileset_path.filename(), "tileset.png");
        EXPECT_EQ(level.tileset_image.width, 256);
        EXPECT_EQ(level.background_layers.size(), 1U) << "every shipped level has a floor";
    }
}

TEST(ShippedLevels, DifficultyRises) {
    std::size_t previous_robots = 0;
    std::int64_t previous_area = 0;
    for (const Expected& expected : kShipped) {
        const levels::Level level = levels::load_level(levels_dir() / expected.file);
        const std::int64_t area = std::int64_t{level.collision.width()} * level.collision.height();
        EXPECT_GT(level.robots.size(), previous_robots) << expected.file;
        EXPECT_GT(area, previous_area) << expected.file;
        previous_robots = level.robots.size();
        previous_area = area;
    }
}

// True when no solid pixel lies on the segment a-b or on the two lines `offset` px to either
// side of it (a robot is about that wide), sampled every quarter pixel.
bool corridor_clear(const engine::CollisionMap& map, engine::Position2 a, engine::Position2 b, float offset) {
    const float dx = b.x_pixels() - a.x_pixels();
    const float dy = b.y_pixels() - a.y_pixels();
    const float length = std::sqrt(dx * dx + dy * dy);
    const float nx = length > 0 ? -dy / length : 0;
    const float ny = length > 0 ? dx / length : 0;
    const int steps = static_cast<int>(length * 4) + 1;
    for (const float side : {-offset, 0.0f, offset}) {
        for (int k = 0; k <= steps; ++k) {
            const float t = static_cast<float>(k) / static_cast<float>(steps);
            const float x = a.x_pixels() + dx * t + nx * side;
            const float y = a.y_pixels() + dy * t + ny * side;
            if (map.solid_pixel(static_cast<std::int64_t>(std::floor(x)), static_cast<std::int64_t>(std::floor(y)))) {
                return false;
            }
        }
    }
    return true;
}

TEST(ShippedLevels, SpawnsAndPatrolRoutesAreClearOfWalls) {
    for (const Expected& expected : kShipped) {
        SCOPED_TRACE(expected.file);
        const levels::Level level = levels::load_level(levels_dir() / expected.file);
        for (const levels::PlayerSpawn& spawn : level.player_spawns) {
            EXPECT_TRUE(corridor_clear(level.collision, spawn.position, spawn.position, 12)) << spawn.origin;
        }
        for (const levels::RobotSpawn& robot : level.robots) {
            EXPECT_TRUE(corridor_clear(level.collision, robot.position, robot.position, 12)) << robot.origin;
            engine::Position2 from = robot.position;
            for (const engine::Position2 to : robot.route) {
                EXPECT_TRUE(corridor_clear(level.collision, from, to, 8)) << robot.origin << " route leg to ("
                                                                            << to.x_pixels() << ", " << to.y_pixels() << ")";
                from = to;
            }
            EXPECT_TRUE(corridor_clear(level.collision, from, robot.position, 8)) << robot.origin << " route back";
        }
    }
}

TEST(ShippedLevels, UseTheInterestingTiles) {
    // Round pillars (16, and the 14 quarters of big ones) and slopes (8..11) appear in every
    // level, and each uses flipped tiles, so the masks' flip handling meets real data; the two
    // harder levels add grates, slats, fences, bars and pipes.
    for (const Expected& expected : kShipped) {
        SCOPED_TRACE(expected.file);
        const levels::Level level = levels::load_level(levels_dir() / expected.file);
        std::set<std::int32_t> types;
        bool flipped = false;
        for (const engine::PlacedTile tile : level.collision.tiles().values()) {
            types.insert(tile.type);
            flipped = flipped || (tile.has_tile() && tile.flip.index() != 0);
        }
        EXPECT_TRUE(types.contains(16)) << "round pillar";
        EXPECT_TRUE(types.contains(14)) << "big round pillar quarters";
        EXPECT_TRUE(std::any_of(types.begin(), types.end(), [](std::int32_t t) { return t >= 8 && t <= 11; })) << "slopes";
        EXPECT_TRUE(flipped);
    }
    const auto types_of = [](const char* file) {
        const levels::Level level = levels::load_level(levels_dir() / file);
        std::set<std::int32_t> types;
        for (const engine::PlacedTile tile : level.collision.tiles().values()) {
            types.insert(tile.type);
        }
        return types;
    };
    const std::set<std::int32_t> works = types_of("02_grate_works.txt");
    for (const std::int32_t tile : {19, 20, 21, 23, 25, 26, 27, 28, 30}) {
        EXPECT_TRUE(works.contains(tile)) << "Grate Works lacks tile " << tile;
    }
    const std::set<std::int32_t> reactor = types_of("03_reactor_core.tmj");
    for (const std::int32_t tile : {23, 24, 27, 28, 31}) {
        EXPECT_TRUE(reactor.contains(tile)) << "Reactor Core lacks tile " << tile;
    }
}

TEST(ShippedLevels, IndexListsEveryLevelFile) {
    const std::string index = level_tests::read_file(levels_dir() / "INDEX.md");
    std::set<std::string> listed;
    std::istringstream lines{index};
    for (std::string line; std::getline(lines, line);) {
        for (const Expected& expected : kShipped) {
            if (line.find(std::string{"`"} + expected.file + "`") != std::string::npos) {
                listed.insert(expected.file);
                // One line each: file, name, description.
                const levels::Level level = levels::load_level(levels_dir() / expected.file);
                EXPECT_TRUE(level_tests::contains(line, level.name)) << line;
                EXPECT_TRUE(level_tests::contains(line, level.description)) << line;
            }
        }
    }
    EXPECT_EQ(listed.size(), std::size(kShipped));
    for (const auto& entry : std::filesystem::directory_iterator(levels_dir())) {
        const std::string extension = entry.path().extension().string();
        if (extension == ".txt" || extension == ".tmj") {
            EXPECT_TRUE(listed.contains(entry.path().filename().string())) << entry.path() << " is not in INDEX.md";
        }
    }
}

} // namespace
