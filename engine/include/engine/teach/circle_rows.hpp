#pragma once
/// The circle query, simple version: the tiles a disk touches, one row span at a time.
///
/// What it is for: reading first, and checking the tuned query against. Chapter 3's idea
/// in one short function; `engine::tiles_in_circle` (tilemap/circle_query.hpp) gives the
/// same tiles in the same order, and tests/teach/ checks that.
///
/// The idea: a disk is convex, so in each row the tiles it touches form one unbroken
/// span. A row's span is as wide as the disk at the row's y nearest the centre:
/// half_width = sqrt(r^2 - dy^2). Take floor(cx - half_width) .. floor(cx + half_width) as
/// a first guess, then move each end until it is right, asking the exact test
/// `engine::square_meets_disk` (tilemap/exact_predicates.hpp): does this tile's closed
/// square meet the closed disk? The square root is rounded, so the guess may be one tile
/// off; the exact test at the ends makes the answer exact for any finite input.
///
///     #include <vector>
///     std::vector<engine::TileCoord> tiles = engine::teach::tiles_in_circle({4.5, 4.5}, 1.0);
///     if (tiles.size() != 9 || tiles.front().x != 3 || tiles.back().y != 5) return 1;  // a 3 x 3 block
///
/// Source: "Tilemaps: circular range queries", GameDev<T> (Paul Scharf,
/// genericgamedev.com) — the closest-point test per tile, and trimming each row.

#include "engine/tilemap/exact_predicates.hpp"
#include "engine/tilemap/query_support.hpp"
#include "engine/tilemap/tile_space.hpp"
#include "engine/tilemap/tilemap.hpp"

#include <cmath>
#include <optional>
#include <stdexcept>
#include <vector>

namespace engine::teach {

/// The tiles of one row whose closed squares meet the closed disk: false when none,
/// else the span `first` .. `last` (columns).
inline bool row_span(TileSpacePoint centre, double radius, double row, double& first, double& last) {
    const auto touches = [&](double x) {
        return square_meets_disk(static_cast<std::int64_t>(x), static_cast<std::int64_t>(row), centre, radius);
    };
    const double centre_column = std::floor(centre.x); // its gap in x is 0: the widest tile of a row
    if (!touches(centre_column)) {
        return false; // not even the tile under the centre's column: the row is empty
    }
    const double gap_y = std::fmax(0.0, std::fmax(row - centre.y, centre.y - (row + 1.0)));
    const double half_width = std::sqrt(std::fmax(0.0, radius * radius - gap_y * gap_y));
    first = std::fmin(std::floor(centre.x - half_width), centre_column);
    last = std::fmax(std::floor(centre.x + half_width), centre_column);
    // Fix the guess at each end: out while the next tile still touches, in while this one does not.
    while (touches(first - 1.0)) first -= 1.0;
    while (!touches(first)) first += 1.0;
    while (touches(last + 1.0)) last += 1.0;
    while (!touches(last)) last -= 1.0;
    return true;
}

/// The tiles whose closed square meets the closed disk (`centre`, `radius`) and that lie in
/// `bounds` when given (a map's tiles): top row first, each row left to right.
/// Throws `std::invalid_argument` for NaN, infinity or a negative radius, and
/// `std::out_of_range` when the disk reaches past the int32 tiles or the radius reaches
/// 2^21, as the tuned query does.
inline std::vector<TileCoord> tiles_in_circle(TileSpacePoint centre, double radius,
                                              std::optional<TileRect> bounds = std::nullopt) {
    detail::require_tile_coordinate(centre.x, "teach::tiles_in_circle", "centre.x");
    detail::require_tile_coordinate(centre.y, "teach::tiles_in_circle", "centre.y");
    if (!(radius >= 0.0) || !std::isfinite(radius)) {
        throw std::invalid_argument("teach::tiles_in_circle: radius must be finite and >= 0");
    }
    if (radius >= 0x1p21 || centre.x - radius - 1.0 < -0x1p31 || centre.y - radius - 1.0 < -0x1p31 ||
        centre.x + radius >= 0x1p31 || centre.y + radius >= 0x1p31) {
        throw std::out_of_range("teach::tiles_in_circle: the disk reaches past the int32 tiles, or r >= 2^21");
    }
    // Closed squares: row j meets [cy - r, cy + r] when j <= cy + r and j + 1 >= cy - r.
    double top = std::ceil(centre.y - radius) - 1.0;
    double bottom = std::floor(centre.y + radius);
    if (bounds) { // only the map's rows and columns: a huge disk over a small map costs the map
        top = std::fmax(top, bounds->y);
        bottom = std::fmin(bottom, static_cast<double>(bounds->y) + bounds->height - 1.0);
    }
    std::vector<TileCoord> tiles;
    for (double row = top; row <= bottom; row += 1.0) {
        double first = 0.0, last = 0.0;
        if (!row_span(centre, radius, row, first, last)) {
            continue;
        }
        if (bounds) {
            first = std::fmax(first, bounds->x);
            last = std::fmin(last, static_cast<double>(bounds->x) + bounds->width - 1.0);
        }
        for (double column = first; column <= last; column += 1.0) {
            tiles.push_back({static_cast<std::int32_t>(column), static_cast<std::int32_t>(row)});
        }
    }
    return tiles;
}

} // namespace engine::teach
