#pragma once
/// `Queries`: the one door through which the simulation asks the engine anything.
///
/// What it is for: every laser, bullet, line of sight, sensing circle, wall probe and
/// object-index update of the game is one call here. That keeps three promises:
/// - the counters by kind (query_log.hpp) are complete — the stats JSON and the benchmark
///   read them, and nothing that touches tiles can bypass them;
/// - a recorder attached with `set_observer` sees every query (the query inspector);
/// - swapping an algorithm (tile or pixel-perfect casts, object index or brute force) is
///   a setting here, not a change in the robots' or bullets' code.
///
/// Important parts:
/// - `laser` and `bullet_sweep`: the engine's `cast_laser` against the walls, then the
///   first target disk along the part of the segment before the wall (object table);
/// - `line_of_sight`: a wall cast only;
/// - `sense`: actors of a kind whose centre lies in a circle (object index or scan);
/// - `body_blocked`: does a disk overlap any solid wall pixel? The engine's circle query
///   over the collision grid, then the masks' bit rows of the tiles it visits;
/// - `add_object` / `move_object` / `remove_object`: object-index upkeep, counted too.
///
///     game::Queries queries(arena, {});
///     auto shot = queries.laser({game::ActorKind::Robot, 4}, robot_position, far_end);
///     if (shot.outcome == game::QueryOutcome::Target) { /* the player was hit */ }

#include "sim/arena.hpp"
#include "sim/object_table.hpp"
#include "sim/query_log.hpp"

#include <engine/raycast/laser_cast.hpp>
#include <engine/units.hpp>

#include <cstdint>
#include <optional>
#include <vector>

namespace game {

/// The switches that choose algorithms; they change counters and speed, never the game
/// (except `pixel_perfect`, which decides whether a beam passes between a grate's bars).
struct QuerySettings {
    bool use_index = true;                                              ///< object index, or scan every object
    bool pixel_perfect = true;                                          ///< casts test mask pixels, or whole tiles
    engine::Length index_tile_size = engine::Length::from_pixels(64);   ///< the object index's grid
    bool timing = false;                                                ///< measure each query's duration
    std::int64_t laser_max_tiles = engine::kNoTileLimit;                ///< a laser stops (no hit) after this many tiles
    /// Run the teaching core (engine/include/engine/teach/: the simple walk, circle, lists,
    /// first-hit loop and cast) instead of the tuned engine: the same answers, slower.
    bool teaching_core = false;
};

/// What a segment query (laser, bullet sweep) found.
struct SegmentQueryResult {
    QueryOutcome outcome = QueryOutcome::Nothing;   ///< nothing, wall, from inside, or a target
    engine::Position2 point;                        ///< where the segment stops
    double fraction = 1.0;                          ///< where that is along from -> to
    Actor target;                                   ///< the target hit (outcome Target)
    ObjectId target_object = kNoObject;             ///< its object-table entry
    engine::Direction wall_normal = engine::Direction::None;  ///< face normal of a wall hit
};

/// The simulation's query layer (see the file comment).
class Queries {
public:
    /// Queries against `arena` (kept by reference: it must outlive this object).
    Queries(const Arena& arena, QuerySettings settings);

    // [SECTION] Object upkeep (QueryKind::IndexUpdate)
    /// Starts tracking `actor` as a disk.
    ObjectId add_object(Actor actor, engine::Position2 centre, engine::Length radius);
    /// Moves a tracked disk.
    void move_object(ObjectId id, engine::Position2 centre);
    /// Stops tracking a disk.
    void remove_object(ObjectId id);
    /// Forgets every disk at once (a level restart); not counted as index updates.
    void clear_objects() { objects_.clear(); }

    // [SECTION] The queries
    /// A robot's laser from -> to: stops at the first wall or the first actor of `target`.
    SegmentQueryResult laser(Actor who, engine::Position2 from, engine::Position2 to, ActorKind target);
    /// A bullet's move from -> to this step: stops at the first wall or actor of `target`,
    /// whose disk is grown by the bullet's `radius`.
    SegmentQueryResult bullet_sweep(Actor who, engine::Position2 from, engine::Position2 to, ActorKind target,
                                    engine::Length radius);
    /// True when no wall lies between `from` and `to`.
    bool line_of_sight(Actor who, engine::Position2 from, engine::Position2 to);
    /// The first (lowest id) actor of kind `wanted` whose centre is within `radius` of `centre`.
    std::optional<Actor> sense(Actor who, engine::Position2 centre, engine::Length radius, ActorKind wanted);
    /// True when the disk overlaps a solid wall pixel.
    bool body_blocked(Actor who, engine::Position2 centre, engine::Length radius);

    // [SECTION] Settings, counters and the observer hook
    /// The current settings.
    const QuerySettings& settings() const noexcept { return settings_; }
    /// Turns the object index on or off (rebuilding it); the game plays the same either way.
    void set_use_index(bool use_index);
    /// Switches casts between pixel-perfect and whole-tile solidity.
    void set_pixel_perfect(bool pixel_perfect) noexcept { settings_.pixel_perfect = pixel_perfect; }
    /// Changes the object index's tile size (rebuilds it).
    void set_index_tile_size(engine::Length tile_size);
    /// Limits how many collision tiles a laser may cross (the flixel article's max tiles).
    void set_laser_max_tiles(std::int64_t max_tiles) noexcept { settings_.laser_max_tiles = max_tiles; }
    /// Switches every query between the tuned engine and the teaching core; the game plays
    /// the same either way (tests/game/cli_test.cpp compares the state hashes).
    void set_teaching_core(bool teaching_core);
    /// Turns per-query timing on or off.
    void set_timing(bool timing) noexcept { settings_.timing = timing; }

    /// Totals since construction or `reset_counters`.
    const QueryCounters& counters() const noexcept { return counters_; }
    /// Zeroes the totals.
    void reset_counters() noexcept { counters_ = {}; }
    /// Attaches an observer (nullptr detaches). Not owned.
    void set_observer(QueryObserver* observer) noexcept { observer_ = observer; }
    /// Marks the start of simulation step `step` (for the observer and event records).
    void begin_step(std::uint64_t step);

    /// The tracked disks (for drawing and debugging).
    const ObjectTable& objects() const noexcept { return objects_; }
    /// The arena queried.
    const Arena& arena() const noexcept { return *arena_; }

private:
    class Scope;
    engine::CastResult cast_walls(engine::Position2 from, engine::Position2 to, QueryTally& tally,
                                  std::int64_t max_tiles) const;
    SegmentQueryResult segment_query(QueryKind kind, Actor who, engine::Position2 from, engine::Position2 to,
                                     ActorKind target, engine::Length extra_radius);

    const Arena* arena_;
    QuerySettings settings_;
    ObjectTable objects_;
    QueryCounters counters_;
    QueryObserver* observer_ = nullptr;
    std::uint64_t step_ = 0;
    std::vector<ObjectId> scratch_found_;
};

} // namespace game
