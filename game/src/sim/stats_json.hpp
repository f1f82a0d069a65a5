#pragma once
/// The JSON summary of a run (`--stats-json PATH`): what happened and what it cost.
///
/// What it is for: scripts, tests and the benchmark read a headless run's results from it —
/// how many queries of each kind ran and how many tiles they visited, how many lasers and
/// bullets hit, who is left, and the `state_hash` that says whether two runs were the same
/// game.
///
///     {"frames": 600, "simulated_seconds": 5.0, "state_hash": "3f9a...",
///      "queries": {"laser": 31, "bullet_sweep": 2210, ...},
///      "tiles_visited": {"laser": 402, ...}, "laser_hits": 4, "bullet_hits": 17, ...}

#include "sim/world.hpp"

#include <string>

namespace game {

/// The summary of `world` as pretty-printed JSON text. `level` names the level file.
std::string stats_json(const World& world, const std::string& level);

/// Writes `stats_json(world, level)` to `path` (atomically). Throws std::runtime_error
/// naming the path when it cannot be written.
void write_stats_json(const World& world, const std::string& level, const std::string& path);

} // namespace game
