#pragma once
/// Object queries: the objects of a `TileObjectIndex` near a point, in a rectangle, in a
/// circle or along a segment — found through the tiles the shape visits, in their order.
///
/// Read the simple version first: teach/first_hit.hpp, the bullet's question over plain
/// per-tile vectors (teach/object_lists.hpp), tested equal to `first_object_on_segment`.
///
/// What it is for: "which robots can hear this explosion?", "what does this bullet hit
/// first?". A query walks the tiles of its shape (rect_query.hpp, circle_query.hpp,
/// segment_query.hpp) and, in each tile, the list of objects linked there; it keeps the
/// objects whose box really meets the shape (the exact tests of tile_space_box.hpp).
///
/// Important parts:
/// - each object is reported once, at the first visited tile it is in, although it may be in
///   many: every object carries a visit stamp, and the query marks the objects it has looked
///   at with its own fresh stamp (one integer compare per object, no set, no allocation);
/// - a circle's tile wholly inside the disk needs no box test: every object linked into a
///   tile touches it, so it meets the disk (`ObjectsInCircleShape::tile_inside`, decided with a margin
///   that leaves any rounding doubt to the exact test); with r = 5 tiles about 40 % of the
///   disk's tiles are such, and their objects cost one 40-byte record read, not a test;
/// - results come in the order of the tiles — row by row for the rectangle and the circle,
///   along the segment from its start for the segment — so a bullet can stop early;
/// - counters (`stats()`): tiles visited, list entries walked, objects tested, objects found,
///   counted inside the loop; `tile_stats()` are the tile query's own counters;
/// - `objects_near` reports every object linked into the point's tile (no exact test: "near"
///   means "in the same tile"); the others report only true contacts with the part of each
///   box inside the index's area (the index knows nothing outside it);
/// - `first_object_on_segment` is the bullet's question for boxes: the earliest hit. It walks
///   the tiles itself and stops on entering a tile after the best hit (teach/first_hit.hpp is
///   the same loop over plain lists). The game's lasers and bullets test disks, not boxes, so
///   they walk `objects_on_segment` themselves (game/src/sim/object_table.cpp,
///   `ObjectTable::first_on_segment`), whose range-for can stop only at the next hit.
///
/// Why lazy ranges and not callbacks: the loop body stays in the caller's function, where
/// `break`, `return` and local state work as usual, and it reads like the articles' C#
/// `yield return`; the tile queries this builds on are lazy ranges for the same reason
/// (docs/DESIGN.md §1). `for_each` (and `visit_objects`) runs the same query pushed, with a
/// callback: for code that picks the shape at run time, and where speed matters more than
/// `break` — the query then keeps its place in local variables and skips a row's empty tiles
/// without asking each (the game's sensing uses it).
///
/// One query at a time: the visit stamps belong to the running query, so starting a second
/// query on the same index while one is alive throws std::logic_error (a nested query would
/// stamp over the outer one and make it report objects twice); so does changing the index.
/// A query is "alive" from `begin()` until its loop runs to the end or the range object is
/// destroyed — a range-for over the returned temporary releases it when the loop ends, even
/// after `break` — and for the length of a `for_each` call.
///
///     engine::TileObjectIndex index(32, 32);
///     auto robot = index.insert(engine::TileSpaceBox{{4.0, 4.0}, {5.5, 5.5}});
///     int alerted = 0;
///     for (engine::ObjectHit hit : engine::objects_in_circle(index, {6.0, 6.0}, 1.0)) {
///         alerted += hit.handle == robot ? 1 : 0;   // the robot: its corner is 0.707 away
///     }
///     auto shot = engine::first_object_on_segment(index, {0.5, 4.5}, {9.5, 4.5});
///     if (alerted != 1 || !shot || shot->handle != robot || shot->fraction != 3.5 / 9) return 1;
///
/// Source: "Using tilemaps as accelerating data structure" (GameDev<T>, Paul
/// Scharf, genericgamedev.com): fetch candidates from the tiles (r = 1 per object), then filter
/// them; visit stamps are the usual way to de-duplicate objects that span several cells.

#include <engine/tilemap/circle_query.hpp>
#include <engine/tilemap/query_support.hpp>
#include <engine/tilemap/rect_query.hpp>
#include <engine/tilemap/segment_query.hpp>
#include <engine/tilemap/tile_object_index.hpp>
#include <engine/tilemap/tile_space.hpp>
#include <engine/tilemap/tile_space_box.hpp>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <type_traits>
#include <utility>

namespace engine {

/// What one run of an object query did, counted inside its loop.
struct ObjectQueryStats {
    /// Tiles of the index whose object lists were walked.
    std::int64_t tiles_visited = 0;
    /// List entries looked at (an object in k visited tiles is seen k times).
    std::int64_t nodes_walked = 0;
    /// Distinct objects looked at: given the exact test, or found in a tile wholly inside
    /// the shape (the rest were already stamped).
    std::int64_t objects_tested = 0;
    /// Objects yielded.
    std::int64_t objects_found = 0;

    /// Same counts.
    friend constexpr bool operator==(const ObjectQueryStats&, const ObjectQueryStats&) = default;
};

/// An object a point, rectangle or circle query found, and the tile where it was found
/// (the first tile of the query that the object is linked into).
struct ObjectHit {
    /// The object.
    ObjectHandle handle;
    /// Where the query met it.
    TileCoord tile;
};

/// An object a segment query found.
struct SegmentObjectHit {
    /// The object.
    ObjectHandle handle;
    /// The first tile along the segment that the object is linked into.
    TileCoord tile;
    /// Where the segment enters the object's box (its part inside the index), as a fraction
    /// of the segment in [0, 1] (0 when it starts inside).
    double fraction = 0.0;
    /// Where the segment enters `tile` (its closed square), in [0, 1]. Never decreases from
    /// one hit to the next, and no later hit has a `fraction` below it — the early-exit rule.
    double tile_entry_fraction = 0.0;
};

/// The lazy range behind every object query. `Shape` supplies the tile range to walk
/// (`Shape::TileRange`, a lazy range of TileCoord with `stats()`), the result type
/// (`Shape::Hit`), the exact test (`std::optional<Hit> test(handle, box, tile)`) and the
/// query's name for error messages (`Shape::kName`).
/// Not copyable or movable (its iterator points into it); functions return it as a
/// temporary, which C++17 passes on without copying.
template <typename Shape>
class ObjectQuery {
public:
    /// What the query yields.
    using Hit = typename Shape::Hit;
    /// The tile range it walks.
    using TileRange = typename Shape::TileRange;

    /// A query of `shape` over `index`, walking `tiles`. Starts at `begin()`.
    ObjectQuery(const TileObjectIndex& index, Shape shape, TileRange tiles)
        : index_{&index}, shape_{std::move(shape)}, tiles_{std::move(tiles)} {}

    /// The same, with the tile range built in place from `range_args` (its constructor's
    /// arguments). For a range with a walk in it, which is then not copied right after it
    /// was written (docs/learn/measurements.md, "Compiler notes").
    template <typename... RangeArgs>
    ObjectQuery(const TileObjectIndex& index, Shape shape, std::in_place_t, RangeArgs&&... range_args)
        : index_{&index}, shape_{std::move(shape)}, tiles_(std::forward<RangeArgs>(range_args)...) {}

    ObjectQuery(const ObjectQuery&) = delete;
    ObjectQuery& operator=(const ObjectQuery&) = delete;
    /// Releases the index if the loop stopped early.
    ~ObjectQuery() { finish(); }

    /// Input iterator over the hits; compare with `end()`.
    class Iterator {
    public:
        using value_type = Hit;
        using difference_type = std::ptrdiff_t;

        /// A finished iterator.
        Iterator() noexcept = default;
        /// The current hit.
        Hit operator*() const noexcept { return query_->current_; }
        /// Moves to the next hit.
        Iterator& operator++() {
            query_->advance();
            return *this;
        }
        /// Moves to the next hit.
        void operator++(int) { ++*this; }
        /// True once there are no more hits.
        friend bool operator==(const Iterator& it, std::default_sentinel_t) noexcept { return it.at_end(); }

    private:
        friend class ObjectQuery;
        explicit Iterator(ObjectQuery& query) noexcept : query_{&query} {}
        bool at_end() const noexcept { return query_ == nullptr || !query_->running_; }
        ObjectQuery* query_ = nullptr;
    };

    /// Starts (or restarts) the query: takes a fresh visit stamp, resets the counters and
    /// moves to the first hit. Throws std::logic_error if another query on the same index is
    /// alive.
    Iterator begin() {
        start();
        tile_iterator_ = tiles_.begin();
        in_tile_ = false;
        node_ = TileObjectIndex::kNone;
        advance();
        return Iterator{*this};
    }

    /// Runs the query to its end, or until `visit(hit)` returns false (`visit` may return
    /// void), with the same hits in the same order and the same `stats()` and `tile_stats()`
    /// as a loop over `begin()` .. `end()` that breaks where `visit` said stop. Starts like
    /// `begin()` (and throws like it); the query is released when this returns or `visit`
    /// throws (the counters are then those of the start: they are kept in a local and
    /// written back only at the end). `visit` must not start this query again.
    ///
    /// Why a second loop: the iterator returns to the caller at every hit, so its position
    /// (tile, node, counters) lives in this object and is written and read back on every
    /// tile and every node. Here the loop runs to the end in one call and keeps it in
    /// locals (docs/learn/measurements.md, "Compiler notes"); and a rectangle's or a
    /// circle's rows are walked a row at a time, visiting only the occupied tiles. The step on each
    /// object (`meet`) is the iterator's own. Measured against the range-for and Box2D:
    /// tests/bench/bench_peers.cpp, sensing (docs/learn/measurements.md, "Against the peers").
    template <typename Visit>
    void for_each(Visit&& visit) {
        start();
        struct Release {
            ObjectQuery& query;
            ~Release() { query.finish(); }
        } release{*this};
        const TileObjectLists& lists = index_->lists_;
        const auto& nodes = lists.nodes();
        auto& fields = index_->fields_;
        const std::uint32_t stamp = stamp_;
        const TileSpaceBox area = index_area_;
        ObjectQueryStats stats;
        // The objects of one non-empty tile; false when `visit` said stop.
        const auto walk_tile = [&](TileCoord tile, std::uint32_t node) {
            const bool inside = tile_inside(shape_, tile);
            do {
                const TileObjectLists::Node& link = nodes[node];
                node = link.next;
                ++stats.nodes_walked;
                if (const std::optional<Hit> hit = meet(fields[link.object], link.object, tile, inside, stamp, shape_, area, stats)) {
                    if constexpr (std::is_same_v<std::invoke_result_t<Visit&, Hit>, bool>) {
                        if (!visit(Hit{*hit})) {
                            return false;
                        }
                    } else {
                        visit(Hit{*hit});
                    }
                }
            } while (node != TileObjectIndex::kNone);
            return true;
        };
        if constexpr (kRowSpans) {
            // A row at a time: the row's occupied tiles come as bits, one per tile, read without a
            // branch, and only those are walked. Asking each tile "is your list empty?" is a
            // branch that goes either way at random where tiles are half empty, and such a
            // branch is slow (the count: docs/learn/measurements.md, "Compiler notes").
            // Returns the column where `visit` said stop, as `for_each_span` asks.
            const auto walk_row = [&](std::int64_t y, std::int64_t first_x, std::int64_t last_x) -> std::optional<std::int64_t> {
                if (y < 0 || y >= lists.height()) {
                    return std::nullopt;
                }
                const std::int64_t from = std::max<std::int64_t>(first_x, 0);
                const std::int64_t to = std::min<std::int64_t>(last_x, lists.width() - 1);
                for (std::int64_t run = from; run <= to; run += 64) {
                    const auto count = static_cast<std::int32_t>(std::min<std::int64_t>(64, to - run + 1));
                    for (std::uint64_t occupied = lists.occupied_bits(static_cast<std::int32_t>(run), static_cast<std::int32_t>(y), count);
                         occupied != 0; occupied &= occupied - 1) {
                        const TileCoord tile{static_cast<std::int32_t>(run + std::countr_zero(occupied)), static_cast<std::int32_t>(y)};
                        if (!walk_tile(tile, lists.first(tile))) {
                            stats.tiles_visited += tile.x - from + 1;
                            return tile.x;
                        }
                    }
                }
                stats.tiles_visited += std::max<std::int64_t>(0, to - from + 1);
                return std::nullopt;
            };
            tiles_.for_each_span(walk_row);
        } else {
            for (auto tile = tiles_.begin(); tile != tiles_.end(); ++tile) {
                const TileCoord coord = *tile;
                if (!lists.contains(coord)) {
                    continue;
                }
                ++stats.tiles_visited;
                const std::uint32_t node = lists.first(coord);
                if (node != TileObjectIndex::kNone && !walk_tile(coord, node)) {
                    break;
                }
            }
        }
        stats_ = stats;
    }
    /// The end marker.
    std::default_sentinel_t end() const noexcept { return {}; }

    /// What the query has done so far (since the last `begin()` or `for_each`).
    const ObjectQueryStats& stats() const noexcept { return stats_; }
    /// The tile query's own counters (its tiles include any outside the index).
    const QueryStats& tile_stats() const noexcept { return tiles_.stats(); }
    /// The shape queried.
    const Shape& shape() const noexcept { return shape_; }

private:
    using TileIterator = decltype(std::declval<TileRange&>().begin());

    /// Whether `Shape` can tell that a whole tile lies inside it (`kWholeTileTest` and
    /// `tile_inside(tile)`); such tiles report their objects without the exact test.
    static constexpr bool kWholeTileTest = requires { requires Shape::kWholeTileTest; };

    /// Whether the tile range is row spans (a rectangle's, a circle's: `RowSpanRange`), which
    /// `for_each` walks a row at a time.
    static constexpr bool kRowSpans = requires(TileRange& range) {
        range.for_each_span([](std::int64_t, std::int64_t, std::int64_t) { return std::optional<std::int64_t>{}; });
    };

    /// Walks on to the next object that passes the exact test, or ends the query.
    void advance() {
        const auto& nodes = index_->lists_.nodes();
        auto& fields = index_->fields_;
        for (;;) {
            while (node_ != TileObjectIndex::kNone) {
                const TileObjectLists::Node& link = nodes[node_];
                node_ = link.next;
                ++stats_.nodes_walked;
                if (std::optional<Hit> hit = meet(fields[link.object], link.object, tile_, tile_inside_shape_, stamp_, shape_, index_area_, stats_)) {
                    current_ = *hit;
                    return;
                }
            }
            if (!enter_next_tile()) {
                finish();
                return;
            }
        }
    }

    /// One list entry: the object in slot `slot` (its query fields `object`), linked into
    /// `tile`. Its hit, when this is the first time the query (`stamp`) meets it and it meets
    /// the shape; counted into `stats`. Everything comes as arguments, so that a caller's
    /// loop keeps its own copies (`for_each`).
    static std::optional<Hit> meet(TileObjectIndex::QueryFields& object, std::uint32_t slot, TileCoord tile,
                                   bool tile_inside_shape, std::uint32_t stamp, const Shape& shape,
                                   const TileSpaceBox& index_area, ObjectQueryStats& stats) {
        if (object.visit_stamp == stamp) {
            return std::nullopt;  // already tested in an earlier tile
        }
        object.visit_stamp = stamp;
        ++stats.objects_tested;
        const ObjectHandle handle{slot, object.generation};
        if (tile_inside_shape) {
            // Every object linked here touches the tile, which lies inside the shape: a hit
            // without reading the object's box.
            ++stats.objects_found;
            return Hit{handle, tile};
        }
        // The index knows only the part of a box inside its area (see tile_object_index.hpp).
        std::optional<Hit> hit = shape.test(handle, clip_box(object.box, index_area), tile);
        stats.objects_found += hit ? 1 : 0;
        return hit;
    }

    /// Whether every object linked into `tile` meets `shape` (false for a shape that cannot tell).
    static bool tile_inside(const Shape& shape, TileCoord tile) noexcept {
        if constexpr (kWholeTileTest) {
            return shape.tile_inside(tile);
        } else {
            return false;
        }
    }

    /// Takes a fresh visit stamp and resets the counters (`begin()` and `for_each`).
    void start() {
        finish();
        stamp_ = index_->begin_query(Shape::kName);
        running_ = true;
        stats_ = {};
        index_area_ = {{0.0, 0.0}, {double(index_->width()), double(index_->height())}};
    }

    /// Moves to the next tile of the shape that lies inside the index; false at the end.
    /// The tile iterator steps off a tile only when its objects are done, so that after a
    /// `break` the tile query's own counters stop at the same tile as ours.
    bool enter_next_tile() {
        if (in_tile_) {
            ++tile_iterator_;
        }
        in_tile_ = true;
        for (; tile_iterator_ != tiles_.end(); ++tile_iterator_) {
            const TileCoord tile = *tile_iterator_;
            if (index_->lists_.contains(tile)) {
                tile_ = tile;
                node_ = index_->lists_.first(tile);
                ++stats_.tiles_visited;
                tile_inside_shape_ = node_ != TileObjectIndex::kNone && tile_inside(shape_, tile);
                return true;
            }
        }
        return false;
    }

    void finish() noexcept {
        if (running_) {
            running_ = false;
            index_->end_query();
        }
    }

    const TileObjectIndex* index_;
    Shape shape_;
    TileRange tiles_;
    TileIterator tile_iterator_{};
    TileSpaceBox index_area_{};
    TileCoord tile_{};
    std::uint32_t node_ = TileObjectIndex::kNone;
    std::uint32_t stamp_ = 0;
    bool running_ = false;
    bool in_tile_ = false;  // tile_iterator_ is at the tile whose list is being walked
    bool tile_inside_shape_ = false;  // every object linked into tile_ meets the shape
    Hit current_{};
    ObjectQueryStats stats_;
};

namespace detail {

/// Where segment from -> to enters the closed square of `tile`, clamped to [0, 1].
/// Per axis the entry parameter only grows as the traversal moves on, so along the
/// traversal these fractions never decrease.
inline double tile_entry_fraction(TileCoord tile, TileSpacePoint from, TileSpacePoint to) noexcept {
    double enter = 0.0;
    const auto axis = [&](double start, double end, double low) {
        const double delta = end - start;
        if (delta != 0.0) {
            const double t_low = (low - start) / delta;
            const double t_high = (low + 1.0 - start) / delta;
            enter = std::max(enter, std::min(t_low, t_high));
        }
    };
    axis(from.x, to.x, static_cast<double>(tile.x));
    axis(from.y, to.y, static_cast<double>(tile.y));
    return std::min(enter, 1.0);
}

} // namespace detail

/// The shape of an `objects_near` query, for `ObjectQuery`: everything linked into the point's tile.
struct ObjectsNearShape {
    static constexpr const char* kName = "objects_near";
    using TileRange = RectTileRange;
    using Hit = ObjectHit;
    std::optional<Hit> test(ObjectHandle handle, const TileSpaceBox& /*box*/, TileCoord tile) const noexcept {
        return Hit{handle, tile};
    }
    static constexpr bool kWholeTileTest = true;
    static constexpr bool tile_inside(TileCoord /*tile*/) noexcept { return true; }
};

/// The shape of an `objects_in_rect` query, for `ObjectQuery`: boxes overlapping the half-open rectangle.
struct ObjectsInRectShape {
    static constexpr const char* kName = "objects_in_rect";
    using TileRange = RectTileRange;
    using Hit = ObjectHit;
    TileSpaceBox rect;
    std::optional<Hit> test(ObjectHandle handle, const TileSpaceBox& box, TileCoord tile) const noexcept {
        if (boxes_overlap(box, rect)) {
            return Hit{handle, tile};
        }
        return std::nullopt;
    }
};

/// The shape of an `objects_in_circle` query, for `ObjectQuery`: closed boxes meeting the closed disk.
struct ObjectsInCircleShape {
    static constexpr const char* kName = "objects_in_circle";
    static constexpr bool kWholeTileTest = true;
    using TileRange = CircleSpanRange;
    using Hit = ObjectHit;
    TileSpacePoint centre;
    double radius = 0.0;
    std::optional<Hit> test(ObjectHandle handle, const TileSpaceBox& box, TileCoord tile) const noexcept {
        if (box_touches_disk(box, centre, radius)) {
            return Hit{handle, tile};
        }
        return std::nullopt;
    }
    /// True when the tile's closed square lies inside the closed disk, with a margin that
    /// covers the rounding of this double test (relative 2^-40, far above its few ulps): a
    /// tile this decides wrongly as inside does not exist; a tile just inside the margin is
    /// merely left to the exact test. Any box linked into the tile touches its closed square
    /// (tile_object_index.hpp links exactly the tiles a box meets), so it meets the disk.
    bool tile_inside(TileCoord tile) const noexcept {
        const double x = static_cast<double>(tile.x);
        const double y = static_cast<double>(tile.y);
        const double far_x = std::max(std::abs(x - centre.x), std::abs(x + 1.0 - centre.x));
        const double far_y = std::max(std::abs(y - centre.y), std::abs(y + 1.0 - centre.y));
        return far_x * far_x + far_y * far_y <= radius * radius * (1.0 - 0x1p-40);
    }
};

/// The shape of an `objects_on_segment` query, for `ObjectQuery`: boxes whose open interior the
/// segment passes through.
struct ObjectsOnSegmentShape {
    static constexpr const char* kName = "objects_on_segment";
    using TileRange = SegmentTileRange;
    using Hit = SegmentObjectHit;
    TileSpacePoint from;
    TileSpacePoint to;
    std::optional<Hit> test(ObjectHandle handle, const TileSpaceBox& box, TileCoord tile) const noexcept {
        if (const std::optional<double> fraction = segment_entry_fraction(box, from, to)) {
            return Hit{handle, tile, *fraction, detail::tile_entry_fraction(tile, from, to)};
        }
        return std::nullopt;
    }
};

/// The range `objects_near` returns.
using ObjectsNearQuery = ObjectQuery<ObjectsNearShape>;
/// The range `objects_in_rect` returns.
using ObjectsInRectQuery = ObjectQuery<ObjectsInRectShape>;
/// The range `objects_in_circle` returns.
using ObjectsInCircleQuery = ObjectQuery<ObjectsInCircleShape>;
/// The range `objects_on_segment` returns.
using ObjectsOnSegmentQuery = ObjectQuery<ObjectsOnSegmentShape>;

/// Every object linked into the tile containing `point` (none when the tile is outside the
/// index). Throws like `tiles_in_rect` for a non-finite or out-of-range point.
/// Not used by the game: the simplest query, kept for chapter 6 (tests: tests/object_index/
/// object_queries_test.cpp, and object_index_model_test.cpp against brute force).
inline ObjectsNearQuery objects_near(const TileObjectIndex& index, TileSpacePoint point) {
    // Checked here too, so that the message names this query's argument, not the tile query's.
    detail::require_tile_coordinate(point.x, "objects_near", "point.x");
    detail::require_tile_coordinate(point.y, "objects_near", "point.y");
    return ObjectsNearQuery{index, ObjectsNearShape{}, tiles_in_rect_clipped(point, point, index.bounds())};
}

/// The objects whose box overlaps the half-open rectangle with opposite corners `a` and `b`
/// (any order), row by row. Throws like `tiles_in_rect_clipped`.
/// Not used by the game, which asks only circles and segments (tests: tests/object_index/
/// object_queries_test.cpp, and object_index_model_test.cpp against brute force).
inline ObjectsInRectQuery objects_in_rect(const TileObjectIndex& index, TileSpacePoint a, TileSpacePoint b) {
    RectTileRange tiles = tiles_in_rect_clipped(a, b, index.bounds());
    return ObjectsInRectQuery{index, ObjectsInRectShape{TileSpaceBox::from_corners(a, b)}, std::move(tiles)};
}

/// The objects whose closed box meets the closed disk, row by row. Exact (every object a
/// brute-force test finds, no other) for centre and box coordinates on the 2^-10 grid and
/// radius <= 2^12. Throws like `tiles_in_circle_clipped` (e.g. for a negative radius).
inline ObjectsInCircleQuery objects_in_circle(const TileObjectIndex& index, TileSpacePoint centre, double radius) {
    CircleSpanRange tiles = tiles_in_circle_clipped(centre, radius, index.bounds());
    return ObjectsInCircleQuery{index, ObjectsInCircleShape{centre, radius}, std::move(tiles)};
}

/// The objects whose box interior the segment from `from` to `to` passes through, in the
/// order of the tiles along it (not sorted by `fraction`: an object found in an earlier
/// tile may be entered later than one found after it). The tiles are those of the segment
/// as given (the traversal's contract, docs/DESIGN.md §4); the box test on each object is
/// exact for coordinates on the 2^-10 grid. Tiles outside the index are walked
/// but skipped. Throws like `tiles_on_segment`.
inline ObjectsOnSegmentQuery objects_on_segment(const TileObjectIndex& index, TileSpacePoint from, TileSpacePoint to) {
    // Checked here too, so that the message names this query's arguments (from, to), not a and b.
    detail::require_tile_coordinate(from.x, "objects_on_segment", "from.x");
    detail::require_tile_coordinate(from.y, "objects_on_segment", "from.y");
    detail::require_tile_coordinate(to.x, "objects_on_segment", "to.x");
    detail::require_tile_coordinate(to.y, "objects_on_segment", "to.y");
    // The range as `tiles_on_segment` builds it (its errors, its default limit), in place.
    return ObjectsOnSegmentQuery{index, ObjectsOnSegmentShape{from, to}, std::in_place, from, to,
                                 detail::kTilesOnSegmentName, kDefaultMaxTiles};
}

/// Runs `query` to its end or until `visit(hit)` returns false (`visit` may return void),
/// and returns the query's counters: `ObjectQuery::for_each`, the pushed loop, for code
/// that picks the shape at run time or wants the query's speed more than a `break`.
/// The game's sensing uses it (game/src/sim/object_table.cpp); tests:
/// tests/object_index/object_queries_test.cpp.
template <typename Shape, typename Visit>
ObjectQueryStats visit_objects(ObjectQuery<Shape>&& query, Visit&& visit) {
    query.for_each(visit);
    return query.stats();
}

/// The first object the segment from `from` to `to` hits (smallest `fraction`; of equal
/// ones, the first met) among those `accept(handle)` allows, or nothing. It walks the tiles
/// itself, so it stops on *entering* a tile after the best hit so far — no later tile can
/// then hold an earlier hit — where a range-for over `objects_on_segment`, handed hits and
/// not tiles, could stop only at the next hit. An object met again in a later tile is
/// simply tested again: its fraction is the same, so it never replaces itself. The loop of
/// teach/first_hit.hpp over the tuned walk and the index's lists; tests/teach/ holds the
/// two equal, tests/object_index/object_index_model_test.cpp checks it against brute force.
template <typename Accept>
std::optional<SegmentObjectHit> first_object_on_segment(const TileObjectIndex& index, TileSpacePoint from,
                                                        TileSpacePoint to, Accept&& accept) {
    detail::require_tile_coordinate(from.x, "first_object_on_segment", "from.x");
    detail::require_tile_coordinate(from.y, "first_object_on_segment", "from.y");
    detail::require_tile_coordinate(to.x, "first_object_on_segment", "to.x");
    detail::require_tile_coordinate(to.y, "first_object_on_segment", "to.y");
    const TileRect bounds = index.bounds();
    const TileSpaceBox area{{0.0, 0.0}, {static_cast<double>(bounds.width), static_cast<double>(bounds.height)}};
    std::optional<SegmentObjectHit> best;
    for (const TileCoord tile : tiles_on_segment(from, to)) {
        const double entry = detail::tile_entry_fraction(tile, from, to);
        if (best && entry > best->fraction) {
            break; // the early exit: this tile is entered after the best hit
        }
        if (!bounds.contains(tile.x, tile.y)) {
            continue;
        }
        index.for_each_object_in_tile(tile, [&](ObjectHandle handle) {
            const std::optional<double> fraction = segment_entry_fraction(clip_box(index.box(handle), area), from, to);
            if (fraction && (!best || *fraction < best->fraction) && accept(handle)) {
                best = SegmentObjectHit{handle, tile, *fraction, entry};
            }
        });
    }
    return best;
}

/// The first object the segment from `from` to `to` hits, or nothing.
inline std::optional<SegmentObjectHit> first_object_on_segment(const TileObjectIndex& index, TileSpacePoint from,
                                                               TileSpacePoint to) {
    return first_object_on_segment(index, from, to, [](ObjectHandle) { return true; });
}

} // namespace engine
