#pragma once
/// Running the simulation without a window: `tilecast --headless --frames N`.
///
/// What it is for: tests, benchmarks, CI and anyone without a display. The player is the
/// built-in bot (bot.hpp) or a recorded replay (replay.hpp); the run can itself be recorded,
/// and ends with the stats JSON (stats_json.hpp).
///
///     game::World world(arena, config);
///     game::HeadlessPlan plan{.steps = 600, .stats_path = "stats.json"};
///     game::run_headless(world, plan);

#include "sim/replay.hpp"
#include "sim/world.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace game {

/// What a headless run does.
struct HeadlessPlan {
    std::optional<std::int64_t> steps;   ///< steps to run (unset: the replay's length, or 600)
    const Replay* replay = nullptr;      ///< play these inputs and settings instead of the bot (then idle)
    std::string replay_source;           ///< the replay's file, for messages
    std::string record_path;             ///< save the inputs used here
    std::string stats_path;              ///< write the stats JSON here
    std::string level_name;              ///< for the stats JSON and the replay's comment
};

/// The number of steps a run without --frames takes when there is no replay either.
inline constexpr std::int64_t kDefaultHeadlessSteps = 600;

/// Runs `world` as `plan` says and returns the number of steps taken. A replay must have
/// been recorded on `world`'s level, and `world` built with the replay's seed and robots
/// (`replay_options`, app/world_setup.hpp).
/// Throws std::runtime_error for a replay of another level or an unwritable output file.
std::int64_t run_headless(World& world, const HeadlessPlan& plan);

} // namespace game
