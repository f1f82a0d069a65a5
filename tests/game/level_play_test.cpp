// The shipped levels as played: every spawn is safe for its first seconds, and the built-in
// bot walks round every wall (no stalling against slats, fences or grates) — the bot's wins
// are checked through the command line (cli_test.cpp).

#include "sim/bot.hpp"
#include "sim/level_arena.hpp"
#include "sim/tuning.hpp"
#include "sim/world.hpp"

#include "shipped_levels.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <set>
#include <utility>
#include <string>
#include <vector>

namespace {

using namespace engine::unit_literals;

using test_support::shipped_levels;

} // namespace

// Stalling, two ways. Pressed against a wall: the bot pushes the stick for a whole second and
// the player moves less than 4 px, two seconds running. Sliding to and fro along a fence it
// cannot cross (how the bot once spent five minutes on Grate Works): a minute without
// destroying a robot. Neither may happen in a five-minute game on any level and seed.
TEST(Bot, NeverStallsAgainstAWall) {
    const auto levels = shipped_levels();
    ASSERT_GE(levels.size(), 3u);
    for (const auto& path : levels) {
        const auto arena = std::make_shared<const game::Arena>(game::load_arena(path));
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            SCOPED_TRACE(path.filename().string() + " seed " + std::to_string(seed));
            game::WorldConfig config;
            config.seed = seed;
            game::World world(arena, config);
            game::Bot bot;
            engine::Position2 second_start = world.player().position;
            int pushing_steps = 0;
            int stalled_seconds = 0;
            int longest_stall = 0;
            int last_kill_step = 0;
            int longest_without_kill = 0;
            int robots_left = world.robots_left();
            int step = 1;
            for (; step <= 300 * game::kStepsPerSecond && world.outcome() == game::Outcome::Playing; ++step) {
                const game::PlayerInput input = bot.next_input(world);
                pushing_steps += (input.move_x != 0 || input.move_y != 0) && world.player().alive ? 1 : 0;
                world.step(input);
                if (world.robots_left() != robots_left) {
                    robots_left = world.robots_left();
                    longest_without_kill = std::max(longest_without_kill, step - last_kill_step);
                    last_kill_step = step;
                }
                if (step % game::kStepsPerSecond != 0) {
                    continue;
                }
                const bool pushed = pushing_steps == game::kStepsPerSecond;
                const bool moved = distance(world.player().position, second_start) >= 4_px;
                stalled_seconds = pushed && !moved ? stalled_seconds + 1 : 0;
                longest_stall = std::max(longest_stall, stalled_seconds);
                second_start = world.player().position;
                pushing_steps = 0;
            }
            longest_without_kill = std::max(longest_without_kill, step - last_kill_step);
            EXPECT_LT(longest_stall, 2) << "the bot pushed against a wall for " << longest_stall << " s";
            EXPECT_LT(longest_without_kill, 60 * game::kStepsPerSecond)
                << "no robot destroyed for " << longest_without_kill / game::kStepsPerSecond << " s";
        }
    }
}

// A player who just stands at the spawn is not hurt in the first ten seconds of any level (on
// Reactor Core a patrol once walked into range and fired after three): time to read the title
// card and look around.
TEST(ShippedLevels, StandingAtTheSpawnIsSafeForTenSeconds) {
    for (const auto& path : shipped_levels()) {
        const auto arena = std::make_shared<const game::Arena>(game::load_arena(path));
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            SCOPED_TRACE(path.filename().string() + " seed " + std::to_string(seed));
            game::WorldConfig config;
            config.seed = seed;
            game::World world(arena, config);
            for (int step = 0; step < 10 * game::kStepsPerSecond; ++step) {
                world.step({});
            }
            EXPECT_EQ(world.player().health, game::kPlayerMaxHealth);
            EXPECT_EQ(world.attempt().damage_taken, 0.0f);
        }
    }
}

namespace {

/// The built-in bot's game on one level and seed: how long its winning attempt took and what
/// it cost.
struct BotGame {
    double seconds = 0.0;
    double damage = 0.0;
    bool won = false;
};

BotGame bot_game(const std::shared_ptr<const game::Arena>& arena, std::uint64_t seed) {
    game::WorldConfig config;
    config.seed = seed;
    game::World world(arena, config);
    game::Bot bot;
    for (int step = 0; step < 300 * game::kStepsPerSecond && world.outcome() == game::Outcome::Playing; ++step) {
        world.step(bot.next_input(world));
    }
    return {world.attempt().time.seconds(), world.attempt().damage_taken, world.outcome() == game::Outcome::Won};
}

} // namespace

// A difficulty curve you can feel: over the bot's games with seeds 1 to 8, each shipped level
// (in the order the menu offers them) costs more health on average and takes longer than the
// one before. And the seed varies a level's play: the games end with different damage and time
// (the state hash alone would not show it: it holds each robot's seeded pace).
TEST(ShippedLevels, EachLevelIsHarderThanTheOneBeforeAndSeedsVaryThePlay) {
    const std::vector<std::filesystem::path> levels = shipped_levels();  // in menu order
    ASSERT_GE(levels.size(), 3u);
    double previous_damage = -1.0;
    double previous_seconds = -1.0;
    for (const auto& path : levels) {
        SCOPED_TRACE(path.filename().string());
        const auto arena = std::make_shared<const game::Arena>(game::load_arena(path));
        double damage = 0.0;
        double seconds = 0.0;
        std::set<std::pair<double, double>> outcomes;  // (damage, seconds) of each seed's game
        std::set<double> damages;
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            const BotGame game = bot_game(arena, seed);
            EXPECT_TRUE(game.won) << "seed " << seed;
            damage += game.damage / 8.0;
            seconds += game.seconds / 8.0;
            outcomes.insert({game.damage, game.seconds});
            damages.insert(game.damage);
        }
        EXPECT_GT(damage, previous_damage) << "mean damage " << damage << " after " << previous_damage;
        EXPECT_GT(seconds, previous_seconds) << "mean time " << seconds << " s after " << previous_seconds << " s";
        EXPECT_GE(outcomes.size(), 6u) << "the seeds barely change how the games go";
        EXPECT_GE(damages.size(), 3u) << "the seeds barely change what the level costs";
        previous_damage = damage;
        previous_seconds = seconds;
    }
}
