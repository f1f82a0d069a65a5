#pragma once
// References in exact rational arithmetic (GMP's mpq_class holds every double
// exactly) for the tile queries on arbitrary doubles: the plainest versions of
// the algorithms, shared by the exactness tests and the tile-queries fuzz target.

#include <engine/tilemap/tile_space.hpp>

#include <gmpxx.h>

#include <cstdint>
#include <cstdlib>
#include <vector>

namespace exact_rational {

using engine::TileCoord;
using engine::TileSpacePoint;

inline mpq_class exact(double value) { return mpq_class{value}; } // mpq_set_d is exact

inline int sign(const mpq_class& value) { return sgn(value); }

/// The segment walk in exact rationals: from tile(a), step across whichever grid
/// line comes first (t_x < t_y), x first at a corner unless moving left and down.
inline std::vector<TileCoord> reference_walk(TileSpacePoint a, TileSpacePoint b) {
    const mpq_class ax = exact(a.x), ay = exact(a.y);
    const mpq_class dx = exact(b.x) - ax, dy = exact(b.y) - ay;
    const int step_x = sign(dx), step_y = sign(dy);
    TileCoord tile = engine::tile_of(a);
    const TileCoord last = engine::tile_of(b);
    const std::int64_t steps = std::llabs(std::int64_t{last.x} - tile.x) + std::llabs(std::int64_t{last.y} - tile.y);
    std::vector<TileCoord> tiles{tile};
    for (std::int64_t n = 0; n < steps; ++n) {
        bool x_first = false;
        if (step_x == 0) {
            x_first = false;
        } else if (step_y == 0) {
            x_first = true;
        } else {
            const mpq_class line_x{static_cast<double>(std::int64_t{tile.x} + (step_x > 0 ? 1 : 0))};
            const mpq_class line_y{static_cast<double>(std::int64_t{tile.y} + (step_y > 0 ? 1 : 0))};
            const mpq_class t_x = (line_x - ax) / dx;
            const mpq_class t_y = (line_y - ay) / dy;
            x_first = t_x < t_y || (t_x == t_y && !(step_x < 0 && step_y > 0));
        }
        if (x_first) {
            tile.x += step_x;
        } else {
            tile.y += step_y;
        }
        tiles.push_back(tile);
    }
    return tiles;
}

/// Does the closed square of (i, j) meet the closed disk, in exact rationals?
inline bool reference_touches(std::int64_t i, std::int64_t j, TileSpacePoint centre, double radius) {
    const auto gap = [](const mpq_class& value, std::int64_t low) {
        const mpq_class lo{static_cast<double>(low)}, hi{static_cast<double>(low + 1)};
        return value < lo ? mpq_class{lo - value} : (value > hi ? mpq_class{value - hi} : mpq_class{0});
    };
    const mpq_class gx = gap(exact(centre.x), i), gy = gap(exact(centre.y), j);
    return gx * gx + gy * gy <= exact(radius) * exact(radius);
}

} // namespace exact_rational
