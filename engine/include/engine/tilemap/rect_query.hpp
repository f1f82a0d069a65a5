#pragma once
/// Rectangle query: the tiles overlapping an axis-aligned rectangle, row by row.
///
/// What it is for: "which tiles does this box cover?" — an object's footprint
/// in the object index, a selection box, a rectangular sensor.
///
/// Important parts (contract: docs/DESIGN.md §5):
/// - `tiles_in_rect(a, b)`: corners in any order; the tiles overlapping the
///   half-open rectangle [min, max) — a rectangle ending exactly on a grid line
///   does not reach into the next tile, just as a tile does not own its right
///   and bottom edges; an axis of zero size yields the tile containing it;
/// - `tiles_in_rect_clipped(a, b, bounds)`: the same, keeping only tiles inside
///   `bounds` (pass `map.bounds()` to get only valid tiles of a map);
/// - y outer, x inner: storage order of `Tilemap`, for memory locality;
/// - no per-tile test: the corner tiles bound the answer exactly, so
///   `stats().tiles_tested` stays 0.
///
///     #include <vector>
///     std::vector<engine::TileCoord> tiles;
///     for (engine::TileCoord tile : engine::tiles_in_rect({0.5, 0.5}, {2.0, 1.25})) { tiles.push_back(tile); }
///     // x = 2.0 is the right edge, not in tile 2:
///     if (tiles != std::vector<engine::TileCoord>{{0, 0}, {1, 0}, {0, 1}, {1, 1}}) return 1;
///
/// Source: "Tilemap – tiles intersecting rectangle" in the GameDev<T> series
/// (Paul Scharf, genericgamedev.com): the tiles of two opposite corners span
/// the answer, sort the corners with min/max, clip to the map instead of testing
/// every tile.

#include "engine/tilemap/query_support.hpp"
#include "engine/tilemap/row_span_range.hpp"
#include "engine/tilemap/tilemap.hpp"
#include "engine/tilemap/tile_space.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <string>

namespace engine {

/// The rectangle query's algorithm variants (there is one; the enum keeps the
/// command-line and UI shape the same for all queries).
enum class RectVariant : std::uint8_t {
    RowMajor, ///< the tiles between the corner tiles, row by row
};

/// Names of the rectangle variants for `--variant` and UI lists.
inline constexpr std::array<VariantInfo<RectVariant>, 1> kRectVariants{{
    {RectVariant::RowMajor, "rows", "tiles between the two corner tiles, row by row"},
}};

/// The name of a rectangle variant ("rows").
constexpr std::string_view name(RectVariant variant) noexcept { return variant_name(kRectVariants, variant); }

/// The rows of a rectangle query, for `RowSpanRange`: the same span [x_first, x_last] on every row.
struct RectRows {
    std::int64_t x_first = 0; ///< leftmost column
    std::int64_t x_last = -1; ///< rightmost column (empty when < x_first)
    std::int64_t y_first = 0; ///< top row
    std::int64_t y_last = -1; ///< bottom row (empty when < y_first)

    std::int64_t first_row() const noexcept { return y_first; }
    std::int64_t last_row() const noexcept { return y_last; }
    bool span(std::int64_t /*row*/, QueryStats& /*stats*/, std::int64_t& first_x, std::int64_t& last_x) const noexcept {
        first_x = x_first;
        last_x = x_last;
        return x_first <= x_last;
    }
    /// Number of columns (0 when empty); `row_count()` likewise for rows.
    std::int64_t columns() const noexcept { return std::max<std::int64_t>(0, x_last - x_first + 1); }
    std::int64_t row_count() const noexcept { return std::max<std::int64_t>(0, y_last - y_first + 1); }
};

namespace detail {

/// The tiles [first, last] that half-open [low, high) overlaps on one axis; an
/// empty extent (low == high) is the single tile containing it.
inline void rect_axis_tiles(double low, double high, std::int64_t& first, std::int64_t& last) noexcept {
    first = static_cast<std::int64_t>(std::floor(low));
    // [low, high) reaches tile i when i < high, so the last tile is ceil(high) - 1.
    last = std::max(first, static_cast<std::int64_t>(std::ceil(high)) - 1);
}

inline void require_rect_limit(const RectRows& rows, std::int64_t max_tiles, const char* query) {
    const std::int64_t columns = rows.columns();
    const std::int64_t row_count = rows.row_count();
    if (columns != 0 && row_count > max_tiles / columns) {
        throw QueryTooLarge(std::string(query) + ": the query would yield " + std::to_string(columns) + " x " +
                            std::to_string(row_count) + " tiles, more than the limit of " + std::to_string(max_tiles));
    }
}

inline RectRows rect_rows(TileSpacePoint a, TileSpacePoint b, const char* query) {
    require_tile_coordinate(a.x, query, "a.x");
    require_tile_coordinate(a.y, query, "a.y");
    require_tile_coordinate(b.x, query, "b.x");
    require_tile_coordinate(b.y, query, "b.y");
    RectRows rows;
    rect_axis_tiles(std::min(a.x, b.x), std::max(a.x, b.x), rows.x_first, rows.x_last);
    rect_axis_tiles(std::min(a.y, b.y), std::max(a.y, b.y), rows.y_first, rows.y_last);
    return rows;
}

} // namespace detail

/// The lazy range `tiles_in_rect` returns (see row_span_range.hpp).
using RectTileRange = RowSpanRange<RectRows>;

/// The tiles overlapping the half-open rectangle with opposite corners `a` and
/// `b` (any order), row by row. Throws `std::invalid_argument` for a non-finite
/// corner, `std::out_of_range` for one outside the int32 tile range, and
/// `QueryTooLarge` when it would yield more than `max_tiles` tiles.
inline RectTileRange tiles_in_rect(TileSpacePoint a, TileSpacePoint b, std::int64_t max_tiles = kDefaultMaxTiles) {
    const RectRows rows = detail::rect_rows(a, b, "tiles_in_rect");
    detail::require_rect_limit(rows, max_tiles, "tiles_in_rect");
    return RectTileRange{rows};
}

/// Like `tiles_in_rect`, keeping only the tiles inside `bounds` (e.g.
/// `map.bounds()`); may be empty. The limit applies to the clipped count.
inline RectTileRange tiles_in_rect_clipped(TileSpacePoint a, TileSpacePoint b, TileRect bounds,
                                           std::int64_t max_tiles = kDefaultMaxTiles) {
    RectRows rows = detail::rect_rows(a, b, "tiles_in_rect_clipped");
    // The articles clamp the tile rectangle once instead of testing every tile.
    rows.x_first = std::max<std::int64_t>(rows.x_first, bounds.x);
    rows.y_first = std::max<std::int64_t>(rows.y_first, bounds.y);
    rows.x_last = std::min<std::int64_t>(rows.x_last, std::int64_t{bounds.x} + bounds.width - 1);
    rows.y_last = std::min<std::int64_t>(rows.y_last, std::int64_t{bounds.y} + bounds.height - 1);
    if (rows.x_first > rows.x_last || rows.y_first > rows.y_last) {
        rows = {}; // nothing inside: one canonical empty rectangle
    }
    detail::require_rect_limit(rows, max_tiles, "tiles_in_rect_clipped");
    return RectTileRange{rows};
}

/// Runs the rectangle query in the variant picked at run time, calling
/// `visit(tile)` per tile (return false to stop), and returns its counters.
template <class Visitor>
QueryStats visit_rect(RectVariant variant, TileSpacePoint a, TileSpacePoint b, Visitor&& visit,
                      std::int64_t max_tiles = kDefaultMaxTiles) {
    switch (variant) {
    case RectVariant::RowMajor:
        break;
    }
    return visit_tiles(tiles_in_rect(a, b, max_tiles), visit);
}

} // namespace engine
