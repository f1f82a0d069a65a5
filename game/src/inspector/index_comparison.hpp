#pragma once
/// The same simulation step measured twice — with the object index and scanning every
/// object, or on the tuned engine and on the teaching core — for the Stats panel's
/// side-by-side columns.
///
/// What it is for: the object index is the reason the game scales to a thousand robots;
/// this makes the claim visible while playing. Two copies of the world take the same next
/// step with the same input, one with the index on and one with it off; their query counters
/// and times are compared, and their state hashes must agree (the index changes the cost,
/// never the game — object_table.hpp).
///
///     game::inspector::StepComparison c = game::inspector::compare_index_on_off(world, input);
///     double speedup = c.second.seconds / c.first.seconds;
///
/// Source: "Using tilemaps as accelerating data structure" (GameDev<T>, Paul Scharf,
/// genericgamedev.com) — the point of indexing objects by tile.

#include "sim/world.hpp"

#include <cstdint>

namespace game::inspector {

/// What one step cost.
struct StepCost {
    QueryCounters counters;   ///< queries, tiles, objects, pixels by kind (with per-query time)
    double seconds = 0.0;     ///< the whole step, wall clock
};

/// The same step taken by two copies of the world set up two ways.
struct StepComparison {
    std::uint64_t step = 0;      ///< the step measured (the world's next one)
    StepCost first;              ///< index on; the tuned engine
    StepCost second;             ///< every object scanned; the teaching core
    bool same_state = false;     ///< the two copies ended in the same state (state hash)
};

/// Steps two copies of `world` once with `input`, index on (`first`) and off (`second`).
/// The world itself is not touched; the copies have no observer.
StepComparison compare_index_on_off(const World& world, const PlayerInput& input);

/// Steps two copies of `world` once with `input`, on the tuned engine (`first`) and on the
/// teaching core (`second`, engine/include/engine/teach/): the same answers, so the same
/// state, at the teaching core's cost.
StepComparison compare_tuned_teaching(const World& world, const PlayerInput& input);

} // namespace game::inspector
