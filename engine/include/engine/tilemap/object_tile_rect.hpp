#pragma once
/// The rectangle of tiles an object covers, and the difference of two such rectangles.
///
/// What it is for: the object index (tile_object_index.hpp) links every object into each tile its
/// box overlaps. Those tiles always form a rectangle of whole tiles (a `TileRect`, from
/// tilemap.hpp), so an object only needs to remember four integers. When the object moves,
/// the tiles it must enter are "new rectangle minus old rectangle".
///
/// Important parts:
/// - `covering_tile_rect(box, width, height)`: the tiles overlapping a half-open box
///   [min, max), clipped to a width x height map — the same rule as `tiles_in_rect`
///   (docs/DESIGN.md §5), so a 1 x 1 box that starts on a grid line covers exactly one tile;
/// - `box_keeps_tile_rect(box, rect, width, height)`: the cheap test a move runs first —
///   true only when the box is valid and covers exactly `rect` (no rounding to whole tiles,
///   only compares against the rectangle's edges);
/// - `tile_rect_overlap(a, b)`: the tiles two rectangles share;
/// - `for_each_tile_in_difference_simple(a, b, visit)`: every tile of `a` that is not in `b`,
///   in row-major order, by testing each tile of `a` — the obvious version, kept as the
///   reference; `for_each_tile_in_difference(a, b, visit)` gives the same tiles without
///   testing tiles one by one.
///
///     #include <vector>
///     using namespace engine;
///     const TileRect before{2, 2, 3, 2};   // x 2..4, y 2..3
///     const TileRect after{3, 2, 3, 2};    // moved one tile right
///     std::vector<TileCoord> entered;
///     for_each_tile_in_difference(after, before, [&](TileCoord tile) { entered.push_back(tile); });
///     if (entered != std::vector<TileCoord>{{5, 2}, {5, 3}}) return 1;  // only the new column
///
/// Source: "Keeping track of objects in a tilemap" (GameDev<T>, Paul
/// Scharf, genericgamedev.com) stores each object's tile rectangle to skip unchanged moves, and
/// suggests updating only the tiles in one rectangle but not the other — then leaves it as "a
/// mess of special cases". Seen row by row it is not: a row of `a` outside `b`'s rows lies
/// wholly in the difference; a row crossing `b` contributes at most a run left of `b` and a
/// run right of it.

#include <engine/tilemap/tile_space_box.hpp>
#include <engine/tilemap/tilemap.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace engine {

/// True when the rectangle holds no tile.
[[nodiscard]] constexpr bool tile_rect_empty(const TileRect& rect) noexcept {
    return rect.width <= 0 || rect.height <= 0;
}

/// The tiles both `a` and `b` hold; an empty result is always {0, 0, 0, 0}, so that two
/// empty rectangles compare equal.
[[nodiscard]] constexpr TileRect tile_rect_overlap(const TileRect& a, const TileRect& b) noexcept {
    const std::int64_t left = std::max(a.x, b.x);
    const std::int64_t top = std::max(a.y, b.y);
    const std::int64_t right = std::min(std::int64_t{a.x} + a.width, std::int64_t{b.x} + b.width);
    const std::int64_t bottom = std::min(std::int64_t{a.y} + a.height, std::int64_t{b.y} + b.height);
    if (left >= right || top >= bottom) {
        return TileRect{};
    }
    return {static_cast<std::int32_t>(left), static_cast<std::int32_t>(top), static_cast<std::int32_t>(right - left),
            static_cast<std::int32_t>(bottom - top)};
}

namespace detail {

/// The tiles [first_tile, last_tile] of one axis clipped to [0, size): [first, first + count),
/// or count 0 when none is inside. In int64 or in double; either way nothing has been
/// narrowed to int32 before it is known to lie in the map.
template <typename Number>
void clip_tile_span(Number first_tile, Number last_tile, std::int32_t size, std::int32_t& first,
                    std::int32_t& count) noexcept {
    const Number clipped_first = std::max(first_tile, Number{0});
    const Number clipped_last = std::min(last_tile, static_cast<Number>(size) - Number{1});
    if (clipped_first > clipped_last) {
        first = 0;
        count = 0;
        return;
    }
    first = static_cast<std::int32_t>(clipped_first);
    count = static_cast<std::int32_t>(clipped_last - clipped_first + Number{1});
}

/// One axis of `covering_tile_rect` by its definition, in double: the tiles
/// [first, first + count) that the half-open extent [low, high) overlaps, clipped to
/// [0, size). A zero-size extent is the point `low`. Any finite extent: huge coordinates stay
/// in double until the result is known to lie in the map, so they cannot overflow.
inline void covering_tile_span_in_doubles(double low, double high, std::int32_t size, std::int32_t& first,
                                          std::int32_t& count) noexcept {
    const double first_tile = std::floor(low);
    // Tile t overlaps [low, high) when t < high; the last such integer is ceil(high) - 1.
    const double last_tile = high > low ? std::ceil(high) - 1.0 : first_tile;
    clip_tile_span(first_tile, last_tile, size, first, count);
}

/// `covering_tile_span_in_doubles`, faster for extents within +-2^31 (every box of a map that
/// fits the index): floor and ceil by truncation and one compare each, exact there — without
/// SSE4.1 the compiler's inline `std::floor` / `std::ceil` are long chains of masks, and this
/// runs on every move that changes tiles. Other extents take the definition.
inline void covering_tile_span(double low, double high, std::int32_t size, std::int32_t& first,
                               std::int32_t& count) noexcept {
    constexpr double kLimit = 2147483648.0;  // 2^31: truncation to int64 exact and in range
    if (!(-kLimit < low && low <= high && high < kLimit)) {
        covering_tile_span_in_doubles(low, high, size, first, count);
        return;
    }
    const auto low_truncated = static_cast<std::int64_t>(low);
    const std::int64_t first_tile = low_truncated - (static_cast<double>(low_truncated) > low ? 1 : 0);
    const auto high_truncated = static_cast<std::int64_t>(high);
    const std::int64_t last_tile =
        high > low ? high_truncated - (static_cast<double>(high_truncated) < high ? 0 : 1) : first_tile;
    clip_tile_span(first_tile, last_tile, size, first, count);
}

/// One axis of `box_keeps_tile_rect`: [low, high) is a valid extent (finite, low <= high)
/// whose `covering_tile_span` is [first, first + count), count > 0. On the map's edges the
/// clipped side may lie anywhere beyond the edge (but finite).
inline bool span_keeps_tiles(double low, double high, std::int32_t first, std::int32_t count,
                             std::int32_t size) noexcept {
    const std::int32_t end = first + count;  // inside the map: no overflow
    const double first_edge = static_cast<double>(first);
    const double end_edge = static_cast<double>(end);
    // Below the first column only when it is the map's; -max excludes -inf and NaN.
    const double lowest = first == 0 ? -std::numeric_limits<double>::max() : first_edge;
    const double highest = end == size ? std::numeric_limits<double>::max() : end_edge;
    return low >= lowest && low < first_edge + 1.0 && high > end_edge - 1.0 && high <= highest && low <= high;
}

} // namespace detail

/// The tiles of a width x height map (tiles [0, width) x [0, height)) that the half-open box
/// overlaps. On an axis where the box has zero size it covers the tile containing it. Tiles
/// outside the map are clipped away; a box wholly outside gives the empty {0, 0, 0, 0}.
/// The caller passes a valid box (see `validate_box`).
[[nodiscard]] inline TileRect covering_tile_rect(const TileSpaceBox& box, std::int32_t width,
                                                 std::int32_t height) noexcept {
    TileRect rect;
    detail::covering_tile_span(box.min.x, box.max.x, width, rect.x, rect.width);
    detail::covering_tile_span(box.min.y, box.max.y, height, rect.y, rect.height);
    if (tile_rect_empty(rect)) {
        return TileRect{};
    }
    return rect;
}

/// True only when `box` passes `validate_box` and `covering_tile_rect(box, width, height)`
/// is `rect`, a non-empty rectangle inside the map; false tells nothing (compute the
/// rectangle). No rounding: per axis, min lies in the rectangle's first column (or anywhere
/// left of the map when that column is the map's first), max in the last column's span
/// (last, last + 1] (or right of the map when that column is the map's last), min <= max.
/// A zero-size extent then lies in a one-column rectangle's column, as covering requires.
/// What a move of an object that stays in its tiles costs: this and a store.
[[nodiscard]] inline bool box_keeps_tile_rect(const TileSpaceBox& box, const TileRect& rect, std::int32_t width,
                                              std::int32_t height) noexcept {
    return rect.width > 0 && rect.height > 0 && detail::span_keeps_tiles(box.min.x, box.max.x, rect.x, rect.width, width) &&
           detail::span_keeps_tiles(box.min.y, box.max.y, rect.y, rect.height, height);
}

/// Calls `visit(TileCoord)` for every tile of `rect`, row by row (y outer).
/// The rectangle lies inside an int32 map (x + width and y + height do not overflow).
template <typename Visit>
constexpr void for_each_tile(const TileRect& rect, Visit&& visit) {
    for (std::int32_t y = rect.y; y < rect.y + rect.height; ++y) {
        for (std::int32_t x = rect.x; x < rect.x + rect.width; ++x) {
            visit(TileCoord{x, y});
        }
    }
}

/// Calls `visit(TileCoord)` for every tile of `a` that is not in `b`, row by row — the simple
/// version: look at every tile of `a` and skip those `b` contains. Costs one test per tile of
/// `a`; kept as the reference for the fast version below.
/// Reference variant: the game does not use it; tests/object_index/object_tile_rect_test.cpp
/// compares `for_each_tile_in_difference` with it.
template <typename Visit>
constexpr void for_each_tile_in_difference_simple(const TileRect& a, const TileRect& b, Visit&& visit) {
    for_each_tile(a, [&](TileCoord tile) {
        if (!b.contains(tile.x, tile.y)) {
            visit(tile);
        }
    });
}

/// Calls `visit(TileCoord)` for every tile of `a` that is not in `b`, in the same row-major
/// order as the simple version, touching only those tiles: a row of `a` that misses the
/// overlap's rows is visited whole; a row crossing the overlap gives the run left of it and
/// the run right of it. No per-tile test, so the cost is the size of the difference plus one
/// step per row of `a`.
template <typename Visit>
constexpr void for_each_tile_in_difference(const TileRect& a, const TileRect& b, Visit&& visit) {
    const TileRect overlap = tile_rect_overlap(a, b);
    if (tile_rect_empty(overlap)) {
        for_each_tile(a, visit);
        return;
    }
    const std::int32_t a_right = a.x + a.width;        // one past the last column
    const std::int32_t overlap_right = overlap.x + overlap.width;
    for (std::int32_t y = a.y; y < a.y + a.height; ++y) {
        if (y < overlap.y || y >= overlap.y + overlap.height) {
            for (std::int32_t x = a.x; x < a_right; ++x) {
                visit(TileCoord{x, y});
            }
            continue;
        }
        for (std::int32_t x = a.x; x < overlap.x; ++x) {
            visit(TileCoord{x, y});
        }
        for (std::int32_t x = overlap_right; x < a_right; ++x) {
            visit(TileCoord{x, y});
        }
    }
}

} // namespace engine
