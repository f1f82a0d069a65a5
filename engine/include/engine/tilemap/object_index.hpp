#pragma once
/// `ObjectIndex`: the object index in world units — robots, bullets and crates by their
/// boxes in level pixels, found by position, area, radius or along a shot.
///
/// What it is for: game code thinks in world positions; the index thinks in tiles. This is
/// the `TileObjectIndex` (tile_object_index.hpp, the data structure itself) living in a
/// `GridSpace` (grid_space.hpp): boxes and query shapes are mapped into the index's tile
/// space on the way in. The grid — its origin and tile size — belongs to the index, not to
/// the level: a tile size near the typical object size keeps both the lists short and the
/// objects in few tiles, and `rebuild` changes it at run time without invalidating handles.
///
/// Important parts:
/// - `WorldBox`: an axis-aligned box in world units, half-open like a tile ([min, max));
/// - `insert` / `move` / `remove` with world boxes; `move` costs nothing while the object
///   stays on the same tiles, and touches only the tiles that change otherwise;
/// - queries returning lazy ranges of hits, in tile order (object_queries.hpp): `objects_near`
///   (the point's tile), `objects_in_rect`, `objects_in_circle`, `objects_on_segment`, and
///   `first_object_on_segment` for a bullet; `for_each_overlapping_pair` for collisions;
/// - `rebuild(grid, width, height)` / `rebuild_with_tile_size(size)`: relink everything into a
///   new grid; the world boxes are kept, so nothing drifts however often it is rebuilt;
/// - the index covers width x height tiles from the grid's origin; the parts of boxes outside
///   that area are not indexed (see tile_object_index.hpp) — cover the whole level.
///
/// Exactness: the exact tests run in tile space, after `GridSpace::to_tile_space`. With a
/// power-of-two tile size (8, 16, 32 px) that mapping is exact, and results equal a
/// brute-force test in world units; with other sizes a box edge lying exactly on a grid line
/// may round onto the neighbouring tile (it is then linked into one extra tile — never
/// missing one — and touching contacts may round either way).
///
///     using namespace engine;
///     ObjectIndex index = ObjectIndex::covering(Position2::from_pixels(0, 0), Length::from_pixels(640),
///                                               Length::from_pixels(480), Length::from_pixels(32));
///     const Difference2 size = Difference2::from_pixels(12, 12);
///     ObjectHandle robot = index.insert(WorldBox::from_centre(Position2::from_pixels(100, 100), size), 7);
///     index.move(robot, WorldBox::from_centre(Position2::from_pixels(103, 100), size));
///     std::uint32_t alerted = 0;
///     for (ObjectHit hit : index.objects_in_circle(Position2::from_pixels(300, 100), Length::from_pixels(200))) {
///         alerted = index.user_data(hit.handle);  // 7: the game's own id, given at insert
///     }
///     auto shot = index.first_object_on_segment(Position2::from_pixels(20, 100), Position2::from_pixels(320, 100));
///     if (alerted != 7 || !shot || shot->handle != robot) return 1;
///
/// Source: "Keeping track of objects in a tilemap", "Using tilemaps as accelerating data
/// structure" and "Mapping game coordinates to a tilemap" (GameDev<T>,
/// Paul Scharf, genericgamedev.com).

#include <engine/numbers.hpp>
#include <engine/tilemap/grid_space.hpp>
#include <engine/tilemap/object_queries.hpp>
#include <engine/tilemap/tile_object_index.hpp>
#include <engine/tilemap/tile_space_box.hpp>
#include <engine/units/linear.hpp>
#include <engine/units/math.hpp>
#include <engine/units/vector2.hpp>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace engine {

/// A half-open axis-aligned box [min, max) in world units (level pixels, y down).
struct WorldBox {
    /// The top-left corner.
    Position2 min;
    /// The bottom-right corner (outside the box, as the right and bottom edges of a tile are).
    Position2 max;

    /// The box spanned by two opposite corners given in any order (a NaN coordinate stays
    /// NaN, so that the index refuses the box).
    [[nodiscard]] static WorldBox from_corners(Position2 a, Position2 b) noexcept {
        using detail::larger_keeping_nan;
        using detail::smaller_keeping_nan;
        return {Position2::from_pixels(smaller_keeping_nan(a.x_pixels(), b.x_pixels()),
                                       smaller_keeping_nan(a.y_pixels(), b.y_pixels())),
                Position2::from_pixels(larger_keeping_nan(a.x_pixels(), b.x_pixels()),
                                       larger_keeping_nan(a.y_pixels(), b.y_pixels()))};
    }

    /// The box centred on `centre` reaching `half_extents` to each side. Throws
    /// std::invalid_argument for a negative or non-finite half extent.
    [[nodiscard]] static WorldBox from_centre(Position2 centre, Difference2 half_extents) {
        const float half_x = half_extents.x_pixels();
        const float half_y = half_extents.y_pixels();
        if (!(half_x >= 0.0f && half_y >= 0.0f) || !half_extents.is_finite()) {
            throw std::invalid_argument("WorldBox::from_centre: half_extents must be finite and >= 0, got (" +
                                        describe_number(half_x) + ", " + describe_number(half_y) + ") px");
        }
        return {Position2::from_pixels(centre.x_pixels() - half_x, centre.y_pixels() - half_y),
                Position2::from_pixels(centre.x_pixels() + half_x, centre.y_pixels() + half_y)};
    }

    /// Same corners.
    friend constexpr bool operator==(const WorldBox&, const WorldBox&) noexcept = default;
};

/// Objects with world-space boxes, indexed by the tiles of a grid space.
/// Not used by the game, which keeps `TileObjectIndex`es and maps world boxes itself
/// (game/src/sim/object_table.hpp); kept as the world-unit form chapter 5 reads (tests:
/// tests/object_index/object_index_world_test.cpp, tests/bad_inputs/).
class ObjectIndex {
public:
    /// An empty index over `width` x `height` tiles of `grid`, starting at its origin.
    /// Throws std::invalid_argument for a size below 1 or above TileObjectIndex::kMaxTiles.
    ObjectIndex(const GridSpace& grid, std::int32_t width, std::int32_t height)
        : grid_{grid}, tiles_{width, height} {}

    /// An index covering the world rectangle from `top_left`, `world_width` x `world_height`
    /// in size, with tiles of `tile_size`. Throws std::invalid_argument for non-finite or
    /// non-positive sizes.
    [[nodiscard]] static ObjectIndex covering(Position2 top_left, Length world_width, Length world_height,
                                              Length tile_size) {
        const GridSpace grid{top_left, tile_size};
        return ObjectIndex{grid, std::max(1, tiles_to_cover(world_width, tile_size)),
                           std::max(1, tiles_to_cover(world_height, tile_size))};
    }

    /// The grid the index lives in.
    [[nodiscard]] const GridSpace& grid() const noexcept { return grid_; }
    /// The tile-space index underneath: tile-space queries, counters, memory, invariants.
    [[nodiscard]] const TileObjectIndex& tiles() const noexcept { return tiles_; }
    /// Number of live objects.
    [[nodiscard]] std::size_t size() const noexcept { return tiles_.size(); }

    /// Adds an object. Throws std::invalid_argument for a non-finite box or min > max.
    ObjectHandle insert(const WorldBox& box, std::uint32_t user_data = 0) {
        const TileSpaceBox tile_box = to_tile_space(box, "ObjectIndex::insert");
        // Room for the box of any slot the insert may use, made first: if either step fails
        // (memory), the index is as it was.
        if (world_boxes_.size() <= tiles_.slot_capacity()) {
            world_boxes_.resize(tiles_.slot_capacity() + std::size_t{1});
        }
        const ObjectHandle handle = tiles_.insert(tile_box, user_data);
        world_boxes_[handle.slot] = box;
        return handle;
    }

    /// Moves (or resizes) an object. Throws std::invalid_argument for a stale handle or a
    /// bad box (the object is then unchanged).
    void move(ObjectHandle handle, const WorldBox& box) {
        tiles_.move(handle, to_tile_space(box, "ObjectIndex::move"));
        world_boxes_[handle.slot] = box;
    }

    /// Removes an object; its handle becomes stale.
    void remove(ObjectHandle handle) { tiles_.remove(handle); }

    /// Moves the index into a new grid of width x height tiles, relinking every object from
    /// its world box. Handles stay valid.
    void rebuild(const GridSpace& grid, std::int32_t width, std::int32_t height) {
        tiles_.rebuild(width, height, [&](ObjectHandle handle) {
            return to_tile_space(world_boxes_[handle.slot], grid, "ObjectIndex::rebuild");
        });
        grid_ = grid;
    }

    /// Rebuilds with tiles of `tile_size`, keeping the origin and covering (at least) the
    /// same world area — what a "tile size" slider in a debug panel calls.
    void rebuild_with_tile_size(Length tile_size) {
        const double old_size = grid_.tile_size().pixels();
        const Length world_width = Length::from_pixels(static_cast<float>(tiles_.width() * old_size));
        const Length world_height = Length::from_pixels(static_cast<float>(tiles_.height() * old_size));
        const GridSpace grid{grid_.origin(), tile_size};
        rebuild(grid, std::max(1, tiles_to_cover(world_width, tile_size)),
                std::max(1, tiles_to_cover(world_height, tile_size)));
    }

    /// True when `handle` names a live object.
    [[nodiscard]] bool contains(ObjectHandle handle) const noexcept { return tiles_.contains(handle); }
    /// The object's world box. Throws std::invalid_argument for a stale handle.
    [[nodiscard]] const WorldBox& box(ObjectHandle handle) const {
        (void)tiles_.box(handle);  // checks the handle
        return world_boxes_[handle.slot];
    }
    /// The value given at insertion. Throws std::invalid_argument for a stale handle.
    [[nodiscard]] std::uint32_t user_data(ObjectHandle handle) const { return tiles_.user_data(handle); }

    /// Every object linked into the tile containing `position`.
    [[nodiscard]] ObjectsNearQuery objects_near(Position2 position) const {
        return engine::objects_near(tiles_, query_point(position, "ObjectIndex::objects_near", "position"));
    }
    /// The objects overlapping the half-open world rectangle with corners `a` and `b`.
    [[nodiscard]] ObjectsInRectQuery objects_in_rect(Position2 a, Position2 b) const {
        return engine::objects_in_rect(tiles_, query_point(a, "ObjectIndex::objects_in_rect", "a"),
                                       query_point(b, "ObjectIndex::objects_in_rect", "b"));
    }
    /// The objects whose closed box meets the closed disk. Throws for a negative radius.
    [[nodiscard]] ObjectsInCircleQuery objects_in_circle(Position2 centre, Length radius) const {
        return engine::objects_in_circle(tiles_, query_point(centre, "ObjectIndex::objects_in_circle", "centre"),
                                         grid_.to_tiles(radius));
    }
    /// The objects the segment passes through, in the order of the tiles along it.
    [[nodiscard]] ObjectsOnSegmentQuery objects_on_segment(Position2 from, Position2 to) const {
        return engine::objects_on_segment(tiles_, query_point(from, "ObjectIndex::objects_on_segment", "from"),
                                          query_point(to, "ObjectIndex::objects_on_segment", "to"));
    }
    /// The first object the segment hits (fractions are the same in world and tile space).
    [[nodiscard]] std::optional<SegmentObjectHit> first_object_on_segment(Position2 from, Position2 to) const {
        return engine::first_object_on_segment(tiles_, query_point(from, "ObjectIndex::first_object_on_segment", "from"),
                                               query_point(to, "ObjectIndex::first_object_on_segment", "to"));
    }
    /// The first object the segment hits among those `accept(handle)` allows.
    template <typename Accept>
    [[nodiscard]] std::optional<SegmentObjectHit> first_object_on_segment(Position2 from, Position2 to,
                                                                          Accept&& accept) const {
        return engine::first_object_on_segment(tiles_, query_point(from, "ObjectIndex::first_object_on_segment", "from"),
                                               query_point(to, "ObjectIndex::first_object_on_segment", "to"),
                                               std::forward<Accept>(accept));
    }

    /// Calls `visit(a, b)` once for every pair of overlapping objects (inside the index).
    template <typename Visit>
    PairSearchStats for_each_overlapping_pair(Visit&& visit) const {
        return tiles_.for_each_overlapping_pair(std::forward<Visit>(visit));
    }

private:
    // `position` in the index's tile space, refused with a message naming `where` and `name`
    // (the world argument) when it is not finite or its tile is outside int32, the range the
    // tile queries take — rather than letting them name their own tile-space argument.
    TileSpacePoint query_point(Position2 position, const char* where, const char* name) const {
        const TileSpacePoint point = grid_.to_tile_space(position);
        const auto check = [&](float world, double tile, const char* axis) {
            if (!engine::is_finite(world) || !(tile >= -2147483648.0 && tile < 2147483648.0)) {
                throw std::invalid_argument(std::string(where) + ": " + name + "." + axis + " = " +
                                            describe_number(world) +
                                            " must be finite, with its tile inside the 32-bit tile range");
            }
        };
        check(position.x_pixels(), point.x, "x");
        check(position.y_pixels(), point.y, "y");
        return point;
    }

    TileSpaceBox to_tile_space(const WorldBox& box, const char* where) const {
        return to_tile_space(box, grid_, where);
    }

    static TileSpaceBox to_tile_space(const WorldBox& box, const GridSpace& grid, const char* where) {
        if (!box.min.is_finite() || !box.max.is_finite()) {
            throw std::invalid_argument(std::string(where) + ": box has a NaN or infinite coordinate");
        }
        if (box.min.x_pixels() > box.max.x_pixels() || box.min.y_pixels() > box.max.y_pixels()) {
            throw std::invalid_argument(std::string(where) +
                                        ": box has min > max (use WorldBox::from_corners for corners in any order)");
        }
        return {grid.to_tile_space(box.min), grid.to_tile_space(box.max)};
    }

    GridSpace grid_;
    TileObjectIndex tiles_;
    std::vector<WorldBox> world_boxes_;  // indexed by handle slot, kept for rebuilds
};

} // namespace engine
