#pragma once
/// `SimulationSettings`: the values, beyond the level and the inputs, that decide what the
/// simulation does — the live tuning factors, the laser tile limit, pixel-perfect casts and
/// the number of extra robots. Read from a `World` and applied to one.
///
/// What it is for: a replay. The Parameters panel changes these while a game runs; a
/// recording notes each change at the step it happened (replay.hpp), and a replay applies it
/// at the same step, so the game replays to the same `state_hash`. What only changes the cost
/// of a query (the object index, its tile size, the teaching core) is not here: the game plays
/// the same with any of them.
///
///     game::SimulationSettings s = game::simulation_settings(world);
///     s.live.laser_range_scale = 2.0;
///     game::apply_simulation_settings(other_world, s);

#include "sim/live_tuning.hpp"
#include "sim/world.hpp"

#include <cstdint>

namespace game {

/// See the file comment. Defaults: the level's own game.
struct SimulationSettings {
    LiveTuning live;                  ///< range, sensing and fire-interval factors, bullet speed and range, time scale
    std::int64_t laser_max_tiles = 0; ///< a laser stops after this many tiles; 0: no limit
    bool pixel_perfect = true;        ///< casts test mask pixels, or whole tiles
    int extra_robots = 0;             ///< robots added at random spots from the next restart on

    /// Same values.
    friend bool operator==(const SimulationSettings&, const SimulationSettings&) = default;
};

/// What `world` runs with now.
SimulationSettings simulation_settings(const World& world);

/// Makes `world` run with `settings` from its next step on (extra robots: from its next
/// restart, as the Parameters panel does). Throws std::invalid_argument for a factor, speed
/// or range that is not positive, or a negative count.
void apply_simulation_settings(World& world, const SimulationSettings& settings);

} // namespace game
