#pragma once
/// The same simulation step measured twice — once with the object index, once scanning
/// every object — for the Stats panel's side-by-side columns.
///
/// What it is for: the object index is the reason the game scales to a thousand robots;
/// this makes the claim visible while playing. Two copies of the world take the same next
/// step with the same input, one with the index on and one with it off; their query counters
/// and times are compared, and their state hashes must agree (the index changes the cost,
/// never the game — object_table.hpp).
///
///     game::inspector::IndexComparison c = game::inspector::compare_index_on_off(world, input);
///     double speedup = c.without_index.seconds / c.with_index.seconds;
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

/// One step, index on vs off.
struct IndexComparison {
    std::uint64_t step = 0;      ///< the step measured (the world's next one)
    StepCost with_index;         ///< object index on
    StepCost without_index;      ///< every object scanned
    bool same_state = false;     ///< the two copies ended in the same state (state hash)
};

/// Steps two copies of `world` once with `input`, index on and off (the world itself is not
/// touched; the copies have no observer).
IndexComparison compare_index_on_off(const World& world, const PlayerInput& input);

/// One step, on the tuned engine vs on the teaching core (engine/include/engine/teach/): the
/// same answers, so the same state, at the teaching core's cost.
struct EngineComparison {
    std::uint64_t step = 0;      ///< the step measured (the world's next one)
    StepCost tuned;              ///< the tuned engine
    StepCost teaching;           ///< the teaching core
    bool same_state = false;     ///< the two copies ended in the same state (state hash)
};

/// Steps two copies of `world` once with `input`, on the tuned engine and on the teaching core.
EngineComparison compare_tuned_teaching(const World& world, const PlayerInput& input);

} // namespace game::inspector
