#include "sim/disk_overlap.hpp"

#include <engine/numbers.hpp>
#include <engine/teach/circle_rows.hpp>
#include <engine/tilemap/circle_query.hpp>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace game {
namespace {

/// Distance from `value` to the interval [low, high] (0 inside).
double distance_to_interval(double value, double low, double high) {
    return value < low ? low - value : (value > high ? value - high : 0.0);
}

/// True when the open disk overlaps the open square of a whole tile.
bool disk_overlaps_square(double cx, double cy, double r, double x0, double y0, double size) {
    const double dx = distance_to_interval(cx, x0, x0 + size);
    const double dy = distance_to_interval(cy, y0, y0 + size);
    return dx * dx + dy * dy < r * r;
}

/// Tests the rows of one mixed tile against the disk, a run of pixels per row.
bool disk_overlaps_mask(const engine::TileMaskView& mask, std::int64_t tile_x0, std::int64_t tile_y0, double cx,
                        double cy, double r, std::uint64_t& pixels_tested) {
    const std::int64_t size = mask.size();
    const std::int64_t first_row = std::max<std::int64_t>(tile_y0, static_cast<std::int64_t>(std::floor(cy - r)));
    const std::int64_t last_row = std::min<std::int64_t>(tile_y0 + size - 1, static_cast<std::int64_t>(std::ceil(cy + r)));
    for (std::int64_t py = first_row; py <= last_row; ++py) {
        const double dy = distance_to_interval(cy, static_cast<double>(py), static_cast<double>(py + 1));
        if (dy >= r) {
            continue;
        }
        // Pixels px with (px, px + 1) meeting (cx - w, cx + w): one run per row.
        const double w = std::sqrt(r * r - dy * dy);
        const std::int64_t first = std::max<std::int64_t>(tile_x0, static_cast<std::int64_t>(std::floor(cx - w)));
        const std::int64_t last = std::min<std::int64_t>(tile_x0 + size - 1, static_cast<std::int64_t>(std::ceil(cx + w)) - 1);
        if (first > last) {
            continue;
        }
        pixels_tested += static_cast<std::uint64_t>(last - first + 1);
        const std::uint64_t run = engine::span_bits(static_cast<std::int32_t>(first - tile_x0),
                                                    static_cast<std::int32_t>(last - tile_x0));
        if ((mask.row_bits(static_cast<std::int32_t>(py - tile_y0)) & run) != 0) {
            return true;
        }
    }
    return false;
}

} // namespace

DiskOverlap disk_overlaps_solid(const engine::CollisionMap& map, engine::Position2 centre, engine::Length radius,
                                bool teaching_core) {
    if (!centre.is_finite()) {
        throw std::invalid_argument("disk_overlaps_solid: centre must be finite");
    }
    if (!radius.is_finite() || radius < engine::Length::zero()) {
        throw std::invalid_argument("disk_overlaps_solid: radius must be finite and >= 0, got " +
                                    engine::describe_number(radius.pixels()) + " px");
    }
    DiskOverlap result;
    const double size = map.tile_size();
    const double cx = centre.x_pixels();
    const double cy = centre.y_pixels();
    const double r = radius.pixels();
    // True when the disk overlaps a solid pixel of `tile`.
    const auto blocks = [&](engine::TileCoord tile) {
        const engine::TileClass tile_class = map.tile_class(tile);
        if (tile_class == engine::TileClass::Empty) {
            return false;
        }
        const std::int64_t x0 = std::int64_t{tile.x} * map.tile_size();
        const std::int64_t y0 = std::int64_t{tile.y} * map.tile_size();
        return tile_class == engine::TileClass::Full
                   ? disk_overlaps_square(cx, cy, r, static_cast<double>(x0), static_cast<double>(y0), size)
                   : disk_overlaps_mask(map.mask(tile), x0, y0, cx, cy, r, result.pixels_tested);
    };
    if (teaching_core) { // the same tiles in the same order, from the simple row spans
        for (const engine::TileCoord tile :
             engine::teach::tiles_in_circle({cx / size, cy / size}, r / size, map.tiles().bounds())) {
            ++result.tiles_visited;
            if (blocks(tile)) {
                result.blocked = true;
                break;
            }
        }
        return result;
    }
    auto tiles = engine::tiles_in_circle_clipped({cx / size, cy / size}, r / size, map.tiles().bounds());
    for (const engine::TileCoord tile : tiles) {
        if (blocks(tile)) {
            result.blocked = true;
            break;
        }
    }
    result.tiles_visited = static_cast<std::uint64_t>(tiles.stats().tiles_visited);
    return result;
}

} // namespace game
