// The whole game simulation under stress: the largest shipped level, 1000 extra robots and
// 2000 bullets in flight, stepped headless at 120 Hz with the built-in bot playing.
//
// [SECTION] Steps: simulation steps per second (items_per_second), with the object index and
//           without it (--no-index: every robot, bullet and the player found by scanning all
//           of them). The ratio Index / NoIndex is the point of the object index; the table
//           and the command are in game/README.md.
// [SECTION] CostSplit: the same runs with per-query timing on, reporting per step how many
//           microseconds each query kind took (laser, bullet_sweep, line_of_sight, sensing,
//           body_probe, index_update) and how many objects each kind tested. Timing costs a
//           clock read per query, so these runs are a little slower than the Steps runs.
//
// Both variants simulate the same game: the state hash after the run is the same (checked
// in tests/game, Determinism.TheObjectIndexChangesTheCostNotTheGame), only the work differs.

#include "sim/bot.hpp"
#include "sim/level_arena.hpp"
#include "sim/world.hpp"

#include <benchmark/benchmark.h>

#include <filesystem>
#include <memory>
#include <string>

namespace {

constexpr int kExtraRobots = 1000;
constexpr int kStressBullets = 2000;
/// Steps run before measuring, so that robots have spread out and bullets are in flight.
constexpr int kWarmUpSteps = 30;

/// The shipped level with the most pixels (loaded once).
const std::shared_ptr<const game::Arena>& largest_level() {
    static const std::shared_ptr<const game::Arena> largest = [] {
        std::shared_ptr<const game::Arena> best;
        for (const auto& file : std::filesystem::directory_iterator(TILECAST_LEVELS_DIR)) {
            const std::string extension = file.path().extension().string();
            if (extension != ".txt" && extension != ".tmj") {
                continue;
            }
            auto arena = std::make_shared<const game::Arena>(game::load_arena(file.path()));
            const auto area = static_cast<double>(arena->width().pixels()) * arena->height().pixels();
            if (!best || area > static_cast<double>(best->width().pixels()) * best->height().pixels()) {
                best = std::move(arena);
            }
        }
        return best;
    }();
    return largest;
}

game::World make_world(bool use_index, bool timing) {
    game::WorldConfig config;
    config.seed = 1;
    config.extra_robots = kExtraRobots;
    config.stress_bullets = kStressBullets;
    config.queries.use_index = use_index;
    config.queries.timing = timing;
    return game::World(largest_level(), config);
}

void report_level(benchmark::State& state, const game::World& world) {
    state.counters["robots"] = static_cast<double>(world.robots().size());
    state.counters["bullets"] = static_cast<double>(world.bullets_in_flight());
    state.SetLabel(world.arena().name + (world.queries().settings().use_index ? ", object index" : ", scan all"));
}

void BM_Steps(benchmark::State& state, bool use_index) {
    game::World world = make_world(use_index, false);
    game::Bot bot;
    for (int i = 0; i < kWarmUpSteps; ++i) {
        world.step(bot.next_input(world));
    }
    for (auto _ : state) {
        world.step(bot.next_input(world));
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
    report_level(state, world);
}

void BM_CostSplit(benchmark::State& state, bool use_index) {
    game::World world = make_world(use_index, true);
    game::Bot bot;
    for (int i = 0; i < kWarmUpSteps; ++i) {
        world.step(bot.next_input(world));
    }
    world.queries().reset_counters();
    for (auto _ : state) {
        world.step(bot.next_input(world));
    }
    const auto steps = static_cast<double>(state.iterations());
    for (std::size_t k = 0; k < game::kQueryKindCount; ++k) {
        const auto kind = static_cast<game::QueryKind>(k);
        const game::QueryTally& tally = world.queries().counters()[kind];
        const std::string name(game::name(kind));
        state.counters[name + "_us"] = tally.seconds / steps * 1e6;
        state.counters[name + "_objects"] = static_cast<double>(tally.objects_tested) / steps;
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
    report_level(state, world);
}

BENCHMARK_CAPTURE(BM_Steps, Index, true)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Steps, NoIndex, false)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_CostSplit, Index, true)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_CostSplit, NoIndex, false)->Unit(benchmark::kMillisecond);

} // namespace
