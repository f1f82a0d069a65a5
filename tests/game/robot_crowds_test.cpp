// Legal crowds: levels within every documented limit whose robots together would stall a
// step (thousands of robots sensing and shooting 1e6 px, walking 1e6 px/s). The cost model
// (game/src/sim/cost_model.hpp) must degrade them deterministically and say so once, and the
// work a step really does — the query counters, never the clock — must stay within the budget.
// Levels under the budget, the shipped ones and the soak's 1000 extra robots, must not be
// degraded at all, so they play exactly as before. And on the largest map, a sweeper's search
// for cover looks only as far as it can walk.
//
// The crowd levels are written by `write_crowd` into the test's temporary folder: a 1024 x 1024
// text level is 1 MB, better built than committed.

#include "run_tilecast.hpp"
#include "shipped_levels.hpp"
#include "sim/bot.hpp"
#include "sim/cost_model.hpp"
#include "sim/cover.hpp"
#include "sim/flow_field.hpp"
#include "sim/level_arena.hpp"
#include "sim/world.hpp"

#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace {

/// What a crowd level looks like.
struct Crowd {
    int size = 1024;            ///< tiles a side (a text level's largest)
    int tile_size = 32;         ///< pixels a tile side
    int robots = 4095;          ///< with the player, the 4096 spawns a level may have
    std::string kinds = "pbs";  ///< p patrol, s sweeper, b bolter, taken in turn
};

/// How a crowd is named in the test's output.
void PrintTo(const Crowd& crowd, std::ostream* out) {
    *out << crowd.robots << " robots (" << crowd.kinds << ") on " << crowd.size << " x " << crowd.size << " tiles of "
         << crowd.tile_size << " px";
}

/// Writes a legal crowd level: a walled square, the player in the middle, the robots spread
/// evenly, every robot setting at its documented extreme. Returns its path.
std::string write_crowd(const Crowd& crowd, const std::string& name) {
    const std::string path = ::testing::TempDir() + "robot_crowds_" + std::to_string(::getpid()) + "_" + name + ".txt";
    std::vector<std::string> rows(static_cast<std::size_t>(crowd.size), std::string(static_cast<std::size_t>(crowd.size), '.'));
    for (int k = 0; k < crowd.size; ++k) {
        rows.front()[std::size_t(k)] = rows.back()[std::size_t(k)] = '#';
        rows[std::size_t(k)].front() = rows[std::size_t(k)].back() = '#';
    }
    rows[std::size_t(crowd.size / 2)][std::size_t(crowd.size / 2)] = 'P';
    const int inner = crowd.size - 4;
    const int spacing = std::max(2, static_cast<int>(std::sqrt(double(inner) * inner / crowd.robots)));
    int placed = 0;
    for (int y = 2; y < crowd.size - 2; y += spacing) {
        for (int x = 2; x < crowd.size - 2 && placed < crowd.robots; x += spacing) {
            char& cell = rows[std::size_t(y)][std::size_t(x)];
            if (cell == '.') {
                cell = crowd.kinds[std::size_t(placed++) % crowd.kinds.size()];
            }
        }
    }
    std::ofstream file(path);
    file << "tilecast-level 1\nname: crowd\ntileset: " << TILECAST_SOURCE_DIR << "/assets/tileset.png\n"
         << "tile_size: " << crowd.tile_size << "\nsize: " << crowd.size << " x " << crowd.size << "\n\nlegend:\n"
         << "  # wall=0\n  . none\n  P spawn=player\n";
    const std::string extremes =
        " range=1000000 speed=1000000 fire_interval=0.000001 bolt_speed=1000000 sweep_rate=3600 route=1,0;1,1\n";
    file << "  p spawn=patrol" << extremes << "  s spawn=sweeper" << extremes << "  b spawn=bolter" << extremes;
    file << "\ngrid:\n";
    for (const std::string& row : rows) {
        file << row << '\n';
    }
    return path;
}

/// Tiles visited by every query of one step.
std::uint64_t tiles_this_step(game::World& world, game::Bot& bot) {
    const std::uint64_t before = world.queries().counters().total().tiles_visited;
    world.step(bot.next_input(world));
    return world.queries().counters().total().tiles_visited - before;
}

/// Plays `steps` steps with the bot and returns the most tiles any one step visited.
std::uint64_t busiest_step(game::World& world, int steps) {
    game::Bot bot;
    std::uint64_t busiest = 0;
    for (int i = 0; i < steps; ++i) {
        busiest = std::max(busiest, tiles_this_step(world, bot));
    }
    return busiest;
}

class RobotCrowds : public ::testing::TestWithParam<Crowd> {};

TEST_P(RobotCrowds, AreDegradedAndEveryStepStaysWithinTheBudget) {
    const Crowd crowd = GetParam();
    const auto arena = std::make_shared<const game::Arena>(game::load_arena(write_crowd(crowd, "budget")));
    game::World world(arena, {});
    const game::CostPlan& plan = world.cost_plan();
    ASSERT_TRUE(plan.degraded);
    EXPECT_EQ(plan.robots, crowd.robots);
    EXPECT_GT(plan.estimate, 100 * game::kStepBudget);  // as written: a stall of seconds per step
    EXPECT_LE(plan.degraded_estimate, game::kStepBudget);
    EXPECT_GT(plan.act_every, 1);
    // The caps are on every robot's tuning.
    for (const game::Robot& robot : world.robots()) {
        ASSERT_LE(robot.tuning.sensing_radius, plan.range_cap);
        ASSERT_LE(robot.tuning.laser_range, plan.range_cap);
        ASSERT_LE(robot.tuning.patrol_speed, plan.speed_cap);
    }
    world.queries().reset_counters();
    const std::uint64_t busiest = busiest_step(world, 360);
    EXPECT_LE(static_cast<double>(busiest), game::kStepBudget) << "the busiest of 360 steps";
    EXPECT_GT(world.stats().lasers_fired, 0u) << "the degraded robots still fight";
}

INSTANTIATE_TEST_SUITE_P(LegalExtremes, RobotCrowds,
                         ::testing::Values(Crowd{}, Crowd{1024, 32, 4095, "s"}, Crowd{256, 4, 4095, "pbs"}),
                         [](const auto& info) { return "crowd" + std::to_string(info.index); });

TEST(RobotCrowdsPlan, TheDegradeIsDeterministic) {
    const auto arena = std::make_shared<const game::Arena>(game::load_arena(write_crowd({}, "replay")));
    game::World first(arena, {});
    game::World second(arena, {});
    game::Bot bot_one;
    game::Bot bot_two;
    for (int i = 0; i < 120; ++i) {
        first.step(bot_one.next_input(first));
        second.step(bot_two.next_input(second));
    }
    EXPECT_EQ(first.rng_state(), second.rng_state());
    for (std::size_t k = 0; k < first.robots().size(); ++k) {
        ASSERT_EQ(first.robots()[k].position, second.robots()[k].position) << "robot " << k;
    }
}

TEST(RobotCrowdsPlan, ShippedLevelsAndTheSoakAreNotDegraded) {
    for (const auto& level : test_support::shipped_levels()) {
        SCOPED_TRACE(level.string());
        const auto arena = std::make_shared<const game::Arena>(game::load_arena(level));
        const game::World alone(arena, {});
        game::WorldConfig config;
        config.extra_robots = 1000;  // the soak's crowd (tests/soak), on every shipped level
        const game::World world(arena, config);
        EXPECT_FALSE(alone.cost_plan().degraded) << alone.cost_plan().estimate;
        EXPECT_FALSE(world.cost_plan().degraded) << world.cost_plan().estimate;
        EXPECT_TRUE(game::cost_warning(world.cost_plan()).empty());
        std::printf("%s: %.0f tiles per step, %.0f with 1000 extra robots\n", level.filename().c_str(),
                    alone.cost_plan().estimate, world.cost_plan().estimate);
    }
    game::WorldConfig config;
    config.extra_robots = 2000;  // the most the Parameters panel adds
    const game::World world(std::make_shared<const game::Arena>(game::builtin_arena()), config);
    EXPECT_FALSE(world.cost_plan().degraded) << world.cost_plan().estimate;
}

TEST(RobotCrowdsPlan, TilecastWarnsOnceAndNamesTheDegrade) {
    const std::string level = write_crowd({}, "cli");
    const auto run = tilecast_run::run_tilecast("--headless --level '" + level + "' --frames 30");
    EXPECT_EQ(run.exit_status, 0) << run.output;
    const std::string warning = "this level's 4095 robots would need about";
    const std::size_t first = run.output.find(warning);
    ASSERT_NE(first, std::string::npos) << run.output;
    EXPECT_EQ(run.output.find(warning, first + 1), std::string::npos) << "warned more than once:\n" << run.output;
    EXPECT_NE(run.output.find("act every"), std::string::npos) << run.output;
    EXPECT_NE(run.output.find("walk at most 240 px/s"), std::string::npos) << run.output;
}

// The largest map: a sweeper that is shot searches for cover a few tiles around it. Before,
// the search was a breadth-first walk over every tile of the map (16.7 million on a 4096 x 4096
// map, 1.5 s) each time a sweeper was hit, and the built-in bot made two such searches every
// half second; now the first stops at the robot's reach, the bot's at 65536 tiles.
TEST(LegalMapSizes, ASearchForCoverLooksOnlyWithinTheRobotsReach) {
    std::vector<std::string> rows(4096, std::string(4096, '.'));
    rows[2048][2048] = 'P';
    const std::vector<std::string_view> views(rows.begin(), rows.end());
    const game::Arena arena = game::arena_from_rows("open", views, 32);
    game::Queries queries(arena, {});
    game::FlowField field(arena.collision);
    const engine::Position2 robot = engine::Position2::from_pixels(1000.5f * 32.0f, 1000.5f * 32.0f);
    const engine::Position2 shooter = engine::Position2::from_pixels(1010.5f * 32.0f, 1000.5f * 32.0f);
    const game::CoverRoute route = game::find_cover(queries, field, {game::ActorKind::Robot, 0}, robot, shooter, 5);
    EXPECT_FALSE(route.found()) << "nothing hides on an open floor";
    EXPECT_EQ(field.reached().size(), 61u) << "the tiles within 5 steps: a diamond of 2 * 5 * 6 + 1";
    // The bot's plans (bot.cpp) are bounded by tiles: a 256 x 256 region's worth, not 16.7 million.
    field.compute({1000, 1000}, game::FlowField::kUnreachable, 65536);
    EXPECT_EQ(field.reached().size(), 65536u);
}

TEST(LegalMapSizes, ABoundedSearchGivesTheSameDistancesInTheSameOrder) {
    const game::Arena arena = game::builtin_arena();
    game::FlowField whole(arena.collision);
    game::FlowField bounded(arena.collision);
    const engine::TileCoord goal{arena.collision.width() / 2, arena.collision.height() / 2};
    whole.compute(goal);
    bounded.compute({1, 1});  // a search before, to be forgotten
    bounded.compute(goal, 6);
    ASSERT_GT(bounded.reached().size(), 20u) << "the goal is on open floor";
    ASSERT_LE(bounded.reached().size(), whole.reached().size());
    for (std::size_t k = 0; k < bounded.reached().size(); ++k) {
        const engine::TileCoord tile = bounded.reached()[k];
        ASSERT_EQ(tile, whole.reached()[k]) << k;
        ASSERT_EQ(bounded.distance(tile), whole.distance(tile));
        ASSERT_LE(bounded.distance(tile), 6);
    }
    for (const engine::TileCoord tile : whole.reached()) {
        if (whole.distance(tile) > 6) {
            ASSERT_EQ(bounded.distance(tile), game::FlowField::kUnreachable);
        }
    }
    // Bounded by tiles: the first 50 of the whole search, the same distances.
    bounded.compute(goal, game::FlowField::kUnreachable, 50);
    ASSERT_EQ(bounded.reached().size(), 50u);
    for (std::size_t k = 0; k < 50; ++k) {
        ASSERT_EQ(bounded.reached()[k], whole.reached()[k]) << k;
        ASSERT_EQ(bounded.distance(bounded.reached()[k]), whole.distance(whole.reached()[k]));
    }
}

} // namespace
