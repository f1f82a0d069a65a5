#pragma once
/// `ObjectTable`: every moving thing (player, robots, bullets) as a disk, found either
/// through the engine's object index or by scanning them all (`--no-index`).
///
/// What it is for: the queries layer (queries.hpp) asks "who is inside this circle?" and
/// "who does this segment hit first?". With the index on, only the objects linked into the
/// tiles the shape visits are tested; with it off, every object is. Both paths run the
/// same exact test and pick results the same way (smallest fraction, then smallest id), so
/// a game played with and without the index is the same game, bit for bit — only the
/// counters (objects tested, tiles visited) differ. That is what makes the switch a fair
/// measurement.
///
/// Important parts:
/// - an object is a disk (centre, radius) with an `Actor`; its box in the index is the
///   disk's square grown by a small margin, so rounding in the tile walk can never make the
///   index miss a disk that the brute-force scan finds;
/// - one index per kind of actor (player, robots, bullets) — *layers*, as physics engines
///   call them: every query wants one kind (a robot senses the player, a bullet hits robots),
///   so it walks only that kind's lists and never steps over the 2000 bullets sharing its
///   tiles. All layers share one grid;
/// - the index has its own grid (`index_tile_size`), independent of the level's tiles
///   (docs/DESIGN.md §2: two grid spaces), and covers the level's rectangle: an object wholly
///   outside it is found only by the scan, so the world keeps every body inside the level
///   and removes bullets that leave it; changing the tile size rebuilds the index;
/// - `set_use_index(false)` drops the index (no upkeep cost), `true` rebuilds it;
/// - `set_teaching_core(true)` keeps each layer also in the teaching core's plain per-tile
///   lists (engine/teach/object_lists.hpp) and answers both queries from those, with the
///   simple walk and circle: the same answers again, for the Parameters panel's "engine"
///   switch. The tuned index stays up to date beside them, for the inspector's drawing.
///
///     game::ObjectTable table(arena_width, arena_height, 64_px, /*use_index=*/true);
///     game::ObjectId robot = table.add({game::ActorKind::Robot, 3}, where, 9_px);
///     auto hit = table.first_on_segment(from, to, game::ActorKind::Robot, 2_px, tally);
///
/// Source: "Keeping track of objects in a tilemap" and "Using tilemaps as accelerating data
/// structure" (GameDev<T>, Paul Scharf, genericgamedev.com): find candidates through
/// the tiles, then run the exact test on those only.

#include "sim/actors.hpp"
#include "sim/query_log.hpp"

#include <engine/teach/object_lists.hpp>
#include <engine/tilemap/grid_space.hpp>
#include <engine/tilemap/tile_object_index.hpp>
#include <engine/units.hpp>

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace game {

/// How much larger than its disk an object's box in the index is, in pixels (why: see
/// object_table.cpp). Public so that an inspector can redraw the tiles a query walked.
inline constexpr float kIndexBoxMarginPixels = 4.0f;

/// One tracked object.
struct TrackedObject {
    Actor actor;                       ///< who it is
    engine::Position2 centre;          ///< disk centre
    engine::Length radius;             ///< disk radius
    engine::ObjectHandle handle;       ///< its entry in the object index (when the index is on)
    bool live = false;                 ///< false: a free entry
    int teaching_id = -1;              ///< its id in the teaching core's lists (when those are on)
};

/// The first object a segment hits.
struct SegmentTarget {
    ObjectId object = kNoObject;       ///< which object
    Actor actor;                       ///< who it is
    double fraction = 1.0;             ///< where along the segment it is entered, in [0, 1]
};

/// Disks of all moving actors, with an optional object index over them.
class ObjectTable {
public:
    /// A table for a world of `world_width` x `world_height` pixels whose index (if used)
    /// has tiles of `index_tile_size`. Throws std::invalid_argument for a tile size that is
    /// not positive and finite.
    ObjectTable(engine::Length world_width, engine::Length world_height, engine::Length index_tile_size, bool use_index);

    /// Adds an object; counts one index update into `tally`.
    ObjectId add(Actor actor, engine::Position2 centre, engine::Length radius, QueryTally& tally);
    /// Moves an object; counts one index update into `tally`.
    void move(ObjectId id, engine::Position2 centre, QueryTally& tally);
    /// Removes an object; counts one index update into `tally`.
    void remove(ObjectId id, QueryTally& tally);

    /// Removes every object (the index, if on, is rebuilt empty).
    void clear();

    /// The object `id` (live or not).
    const TrackedObject& at(ObjectId id) const { return objects_.at(id); }
    /// All entries, live and free, in id order.
    std::span<const TrackedObject> objects() const noexcept { return objects_; }

    /// True when queries go through the object index.
    bool uses_index() const noexcept { return !layers_.empty(); }
    /// Turns the index on (rebuilding it from every live object) or off (dropping it).
    void set_use_index(bool use_index);
    /// The index's tile size.
    engine::Length index_tile_size() const noexcept { return grid_.tile_size(); }
    /// The index's grid space: world pixels <-> its tiles (origin at the level's top-left).
    const engine::GridSpace& grid() const noexcept { return grid_; }
    /// Changes the index's tile size and rebuilds it. Throws like the constructor.
    void set_index_tile_size(engine::Length tile_size);
    /// The layer of `kind` (Player, Robot or Bullet) when the index is on, else nullptr.
    const engine::TileObjectIndex* index(ActorKind kind) const noexcept;
    /// The robots' layer, when the index is on: for the grid's size and bounds, which every
    /// layer shares. (For totals over all layers: `index_objects`, `index_memory_bytes`.)
    const engine::TileObjectIndex* index() const noexcept { return index(ActorKind::Robot); }
    /// Objects linked into the index, all layers together.
    std::size_t index_objects() const noexcept;
    /// Bytes the index holds, all layers together.
    std::size_t index_memory_bytes() const noexcept;

    /// Answers the queries from the teaching core's lists (true) or the tuned index (false).
    void set_teaching_core(bool teaching_core);

    /// The live objects of kind `wanted` whose centre lies within `radius` of `centre`
    /// (closed disk), lowest id first, written into `found` (cleared first). Counts tiles
    /// and objects tested into `tally`.
    void centres_in_circle(engine::Position2 centre, engine::Length radius, ActorKind wanted,
                           std::vector<ObjectId>& found, QueryTally& tally) const;

    /// The first live object of kind `wanted` whose disk, grown by `extra_radius`, the segment
    /// from -> to enters (smallest fraction; ties: smallest id). Counts into `tally`.
    std::optional<SegmentTarget> first_on_segment(engine::Position2 from, engine::Position2 to, ActorKind wanted,
                                                  engine::Length extra_radius, QueryTally& tally) const;

private:
    /// One layer of the index: the engine's index and, per handle slot, the object id.
    struct Layer {
        engine::TileObjectIndex index;
        std::vector<ObjectId> object_of_slot;
        /// The teaching core's lists of the same objects (while it answers the queries), and
        /// per teaching id the object id (teaching ids are never reused).
        std::optional<engine::teach::ObjectLists> teaching;
        std::vector<ObjectId> object_of_teaching_id;
        std::size_t teaching_removed = 0; ///< teaching ids freed since the lists were built
    };
    static constexpr std::size_t kLayerCount = 3;  // player, robots, bullets
    static std::size_t layer_of(ActorKind kind);

    engine::TileObjectIndex make_index() const;
    void build_layers();
    void build_teaching_lists();
    void build_teaching_layer(std::size_t layer_index);
    void link(ObjectId id, QueryTally& tally);
    engine::TileSpaceBox box_of(engine::Position2 centre, engine::Length radius) const;

    engine::Length world_width_;
    engine::Length world_height_;
    engine::GridSpace grid_;
    std::vector<TrackedObject> objects_;
    std::vector<ObjectId> free_ids_;
    std::vector<Layer> layers_;  // empty while the index is off
    bool teaching_core_ = false;
};

} // namespace game
