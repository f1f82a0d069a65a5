#pragma once
/// Tile space: the coordinates every tilemap query works in.
///
/// What it is for: a world position (level pixels, see grid_space.hpp) is mapped
/// into tile space, where tile (i, j) is the half-open unit square
/// [i, i+1) x [j, j+1). Queries take `TileSpacePoint`s and yield `TileCoord`s.
///
/// Important parts:
/// - `TileCoord`: integer tile coordinates (i, j), y grows downward as on screen;
/// - `TileSpacePoint`: a point in tile space, in doubles so that every multiple of
///   2^-10 up to 2^20 is exact; the queries are exact for any finite double
///   (docs/DESIGN.md §3);
/// - `tile_of(point)`: the tile containing a point — floor, never truncation, so
///   that (-0.5, 2.3) lies in tile (-1, 2).
///
///     engine::TileCoord t = engine::tile_of({-0.5, 2.3});
///     if (t != engine::TileCoord{-1, 2}) return 1;  // floor, not truncation
///
/// Source: "Mapping game coordinates to a tilemap" in the GameDev<T> series
/// (Paul Scharf, genericgamedev.com).

#include <cmath>
#include <compare>
#include <cstdint>

namespace engine {

/// Integer coordinates of one tile. x grows to the right, y grows downward.
struct TileCoord {
    std::int32_t x = 0;
    std::int32_t y = 0;

    friend constexpr auto operator<=>(const TileCoord&, const TileCoord&) = default;
};

/// A point in tile space: one unit is one tile.
struct TileSpacePoint {
    double x = 0.0;
    double y = 0.0;

    friend constexpr bool operator==(const TileSpacePoint&, const TileSpacePoint&) = default;
};

/// The tile containing `point`. The caller guarantees finite coordinates whose
/// floor fits in int32 (queries check this before they call it).
inline TileCoord tile_of(TileSpacePoint point) noexcept {
    return {static_cast<std::int32_t>(std::floor(point.x)), static_cast<std::int32_t>(std::floor(point.y))};
}

} // namespace engine
