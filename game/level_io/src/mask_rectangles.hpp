#pragma once
/// A tile's pixel mask as a few rectangles, for writing it as Tiled collision shapes (internal).
///
/// What it is for: a level's walls may come from tile properties or collision shapes (Tiled
/// maps) rather than from its pixels' alpha. The Tiled writer keeps them by writing, for each
/// tile whose mask is not what its alpha gives, rectangles that cover exactly its solid pixels;
/// read back (a pixel is solid when its centre is inside a shape), they give the same mask.
///
/// Important parts:
/// - `mask_rectangles`: runs of solid pixels in each row, merged downward while the run below
///   is the same — exact, and few for the shapes tiles have (blocks, bars, steps);
/// - a non-empty list for an empty mask: one rectangle outside the tile, since a tile with no
///   shape at all falls back to its alpha when read.
///
///     std::vector<PixelRect> rects = mask_rectangles(level.collision.masks().mask(type));
///
/// Source: written for Tilecast; the rule it must agree with (a pixel is solid when its centre
/// is inside a shape) is the loader's, tile_collision.hpp.

#include "engine/raycast/collision_mask.hpp"

#include <cstdint>
#include <vector>

namespace levels::detail {

/// A rectangle of pixels: [x, x + width) x [y, y + height).
struct PixelRect {
    std::int32_t x = 0;      ///< left column
    std::int32_t y = 0;      ///< top row
    std::int32_t width = 0;  ///< columns
    std::int32_t height = 0; ///< rows
};

/// Rectangles covering exactly the solid pixels of `mask`; for an empty mask, one 1 x 1
/// rectangle at (-1, -1), outside the tile (covers nothing, but is a shape).
std::vector<PixelRect> mask_rectangles(engine::TileMaskView mask);

} // namespace levels::detail
