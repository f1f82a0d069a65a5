#pragma once
/// Which tiles did a query walk, in order? Asked of the engine's own traversals, never of a
/// copy of them.
///
/// What it is for: the engine counts what a query did (tiles visited, pixels tested) inside
/// its loop, and the query layer reports those counters — but not the tiles themselves,
/// which would cost every game query a list. The recorder gets the list when it needs one
/// by running the same engine traversal over the same segment, circle or box and keeping
/// the first n tiles, n being the count the query itself reported. So the overlay shows
/// exactly the walk the query made, and the code that walks stays in one place: the engine.
///
/// Important parts:
/// - a cast's tiles come from the engine itself (`engine::visit_cast_tiles`, laser_cast.hpp),
///   which tilequery calls too;
/// - `segment_tiles`, `circle_tiles`, `box_tiles`: the object index's and the body probes'
///   tile queries (`tiles_on_segment`, `tiles_in_circle_clipped`, `covering_tile_rect`), in
///   the tile space of their grid;
/// - every function calls `visit(tile)` for at most `count` tiles and allocates nothing.
///
///     std::size_t n = game::inspector::segment_tiles(a, b, index_bounds, walked,
///                                                     [&](engine::TileCoord t) { list.push_back(t); });
///
/// Source: "Shooting rays through tilemaps" (GameDev<T>, Paul Scharf, genericgamedev.com)
/// for the walk; the engine's headers (engine/tilemap/grid_walk.hpp,
/// engine/tilemap/segment_query.hpp, circle_query.hpp) for the exact rules.

#include <engine/raycast/collision_map.hpp>
#include <engine/tilemap/circle_query.hpp>
#include <engine/tilemap/object_tile_rect.hpp>
#include <engine/tilemap/segment_query.hpp>
#include <engine/tilemap/tile_space_box.hpp>
#include <engine/units.hpp>

#include <cstdint>

namespace game::inspector {

/// A world position in the tile space of a grid of `tile_size_pixels` tiles whose tile
/// (0, 0) starts at the world origin — the same arithmetic as the object table's.
inline engine::TileSpacePoint grid_space(engine::Position2 position, float tile_size_pixels) noexcept {
    const double inverse = 1.0 / static_cast<double>(tile_size_pixels);
    return {static_cast<double>(position.x_pixels()) * inverse, static_cast<double>(position.y_pixels()) * inverse};
}

/// The first `count` tiles inside `bounds` of `engine::tiles_on_segment(a, b)` (tile space),
/// in order — the walk of `engine::objects_on_segment`. Returns how many were visited.
template <class Visit>
std::uint64_t segment_tiles(engine::TileSpacePoint a, engine::TileSpacePoint b, engine::TileRect bounds,
                            std::uint64_t count, Visit&& visit) {
    std::uint64_t visited = 0;
    for (const engine::TileCoord tile : engine::tiles_on_segment(a, b)) {
        if (visited == count) {
            break;
        }
        if (bounds.contains(tile.x, tile.y)) {
            visit(tile);
            ++visited;
        }
    }
    return visited;
}

/// The first `count` tiles of `engine::tiles_in_circle_clipped(centre, radius, bounds)`
/// (tile space), row by row. Returns how many were visited.
template <class Visit>
std::uint64_t circle_tiles(engine::TileSpacePoint centre, double radius, engine::TileRect bounds,
                           std::uint64_t count, Visit&& visit) {
    std::uint64_t visited = 0;
    for (const engine::TileCoord tile : engine::tiles_in_circle_clipped(centre, radius, bounds)) {
        if (visited == count) {
            break;
        }
        visit(tile);
        ++visited;
    }
    return visited;
}

/// The tiles `box` covers in a width x height index (`engine::covering_tile_rect`), row by
/// row, at most `count`. Returns how many were visited.
template <class Visit>
std::uint64_t box_tiles(const engine::TileSpaceBox& box, std::int32_t width, std::int32_t height,
                        std::uint64_t count, Visit&& visit) {
    const engine::TileRect rect = engine::covering_tile_rect(box, width, height);
    std::uint64_t visited = 0;
    for (std::int32_t y = rect.y; y < rect.y + rect.height; ++y) {
        for (std::int32_t x = rect.x; x < rect.x + rect.width; ++x) {
            if (visited == count) {
                return visited;
            }
            visit(engine::TileCoord{x, y});
            ++visited;
        }
    }
    return visited;
}

} // namespace game::inspector
