#pragma once
/// Pixel space: the level's own pixels, where the collision masks live.
///
/// What it is for: a laser walks tiles first and then, inside a partly solid tile, the
/// pixels of that tile's mask (chapter 7). Both are the same walk on two grids, but a pixel
/// is not a tile: `PixelCoord` names one level pixel, so that a pixel can never be passed
/// where a tile is meant (`TileCoord`, tile_space.hpp), nor the other way round.
///
/// Important parts:
/// - `PixelCoord`: integer coordinates of one level pixel, the half-open unit square
///   [x, x+1) x [y, y+1) in level pixels, y growing downward as in tile space;
/// - `pixel_at(x, y)`: the pixel holding the point (x, y) given in level pixels — floor,
///   so that -0.5 lies in pixel -1.
///
///     engine::PixelCoord p = engine::pixel_at(-0.5, 12.25);
///     if (p != engine::PixelCoord{-1, 12}) return 1;
///
/// Source: the same half-open cells as tile space ("Mapping game coordinates to a
/// tilemap" in the GameDev<T> series, Paul Scharf, genericgamedev.com), one pixel wide.

#include <cmath>
#include <compare>
#include <cstdint>

namespace engine {

/// Integer coordinates of one level pixel. x grows to the right, y grows downward.
struct PixelCoord {
    std::int32_t x = 0;
    std::int32_t y = 0;

    friend constexpr auto operator<=>(const PixelCoord&, const PixelCoord&) = default;
};

/// The pixel holding the point (x, y), in level pixels. The caller guarantees finite
/// coordinates whose floor fits in int32 (the casts check +-2^20 before they call it).
inline PixelCoord pixel_at(double x, double y) noexcept {
    return {static_cast<std::int32_t>(std::floor(x)), static_cast<std::int32_t>(std::floor(y))};
}

} // namespace engine
