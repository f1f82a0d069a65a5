#pragma once
// Brute-force EXACT references for the tile queries (docs/DESIGN.md §3-5), written
// independently of the engine's algorithms: coordinates are integers in units of
// 2^-10 tile and every decision is made in 128-bit integer arithmetic, so
// "touches" and "crosses the interior" mean exactly that, with no rounding.
//
// These are deliberately slow and obvious: test every candidate tile with a
// separating-axis test, never walk the grid.

#include <engine/tilemap/tile_space.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

namespace tilemap_test {

__extension__ using Int128 = __int128; // __extension__: allowed under -Wpedantic

inline constexpr std::int64_t kUnit = 1024; // 2^10 units per tile

/// A point with integer coordinates in 2^-10 tile units.
struct FixedPoint {
    std::int64_t x = 0;
    std::int64_t y = 0;
};

inline engine::TileSpacePoint to_tile_space(FixedPoint p) {
    return {static_cast<double>(p.x) / kUnit, static_cast<double>(p.y) / kUnit};
}

inline std::int64_t floor_div(std::int64_t a, std::int64_t b) {
    const std::int64_t q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

inline engine::TileCoord tile_of_fixed(FixedPoint p) {
    return {static_cast<std::int32_t>(floor_div(p.x, kUnit)), static_cast<std::int32_t>(floor_div(p.y, kUnit))};
}

/// Separating-axis test between segment p-q and the square of tile (i, j). The
/// candidate axes are x, y and the segment's normal. With `open_square` the
/// square's interior is used (projections must overlap in more than a point);
/// otherwise the closed square (touching counts).
inline bool segment_meets_square(FixedPoint p, FixedPoint q, std::int64_t i, std::int64_t j, bool open_square) {
    const Int128 low_x = Int128{i} * kUnit, high_x = low_x + kUnit;
    const Int128 low_y = Int128{j} * kUnit, high_y = low_y + kUnit;
    const Int128 seg_min_x = std::min(p.x, q.x), seg_max_x = std::max(p.x, q.x);
    const Int128 seg_min_y = std::min(p.y, q.y), seg_max_y = std::max(p.y, q.y);
    const auto overlap = [open_square](Int128 a_low, Int128 a_high, Int128 b_low, Int128 b_high) {
        return open_square ? (a_high > b_low && a_low < b_high) : (a_high >= b_low && a_low <= b_high);
    };
    if (!overlap(seg_min_x, seg_max_x, low_x, high_x) || !overlap(seg_min_y, seg_max_y, low_y, high_y)) {
        return false;
    }
    const Int128 dx = Int128{q.x} - p.x;
    const Int128 dy = Int128{q.y} - p.y;
    if (dx == 0 && dy == 0) {
        return true; // a point: the two slab tests decided
    }
    // Side of each corner relative to the segment's line (cross product).
    const Int128 corners_x[4] = {low_x, high_x, low_x, high_x};
    const Int128 corners_y[4] = {low_y, low_y, high_y, high_y};
    bool negative = false, positive = false, zero = false;
    for (int k = 0; k < 4; ++k) {
        const Int128 cross = (corners_x[k] - p.x) * dy - (corners_y[k] - p.y) * dx;
        negative = negative || cross < 0;
        positive = positive || cross > 0;
        zero = zero || cross == 0;
    }
    return open_square ? (negative && positive) : ((negative && positive) || zero);
}

/// Candidate tiles near segment p-q: for each column the segment spans, the rows
/// its y-range covers there, widened by two tiles (doubles only pick candidates;
/// the exact test decides).
inline std::vector<engine::TileCoord> candidate_tiles(FixedPoint p, FixedPoint q) {
    std::vector<engine::TileCoord> tiles;
    const double px = static_cast<double>(p.x) / kUnit, py = static_cast<double>(p.y) / kUnit;
    const double qx = static_cast<double>(q.x) / kUnit, qy = static_cast<double>(q.y) / kUnit;
    const auto first_column = static_cast<std::int64_t>(std::floor(std::min(px, qx))) - 2;
    const auto last_column = static_cast<std::int64_t>(std::floor(std::max(px, qx))) + 2;
    for (std::int64_t i = first_column; i <= last_column; ++i) {
        double low = std::min(py, qy), high = std::max(py, qy);
        if (px != qx) {
            const auto y_at = [&](double x) { return py + (qy - py) * (x - px) / (qx - px); };
            const double x0 = std::clamp(static_cast<double>(i), std::min(px, qx), std::max(px, qx));
            const double x1 = std::clamp(static_cast<double>(i + 1), std::min(px, qx), std::max(px, qx));
            low = std::min(y_at(x0), y_at(x1));
            high = std::max(y_at(x0), y_at(x1));
        }
        for (auto j = static_cast<std::int64_t>(std::floor(low)) - 2; j <= static_cast<std::int64_t>(std::floor(high)) + 2; ++j) {
            tiles.push_back({static_cast<std::int32_t>(i), static_cast<std::int32_t>(j)});
        }
    }
    return tiles;
}

/// True when the closed square of tile (i, j) meets the closed disk (centre, radius), all in 2^-10 units.
inline bool square_meets_disk(std::int64_t i, std::int64_t j, FixedPoint centre, std::int64_t radius) {
    const auto outside = [](Int128 value, Int128 low, Int128 high) -> Int128 {
        return value < low ? low - value : (value > high ? value - high : 0);
    };
    const Int128 dx = outside(centre.x, Int128{i} * kUnit, Int128{i} * kUnit + kUnit);
    const Int128 dy = outside(centre.y, Int128{j} * kUnit, Int128{j} * kUnit + kUnit);
    return dx * dx + dy * dy <= Int128{radius} * radius;
}

/// A random integer in [low, high].
inline std::int64_t random_between(std::mt19937_64& random, std::int64_t low, std::int64_t high) {
    return std::uniform_int_distribution<std::int64_t>{low, high}(random);
}

} // namespace tilemap_test
