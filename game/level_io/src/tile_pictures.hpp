#pragma once
/// Tiles of another size than the map's grid: their pictures flipped, the part over their own
/// cell, and their collision shapes moved onto that cell (internal).
///
/// What it is for: Tiled lets a tileset's tiles be larger (a tree 32 x 64 on a 32 x 32 grid) or
/// smaller than the map's cells, and draws each one with its bottom-left corner on its cell's
/// bottom-left corner, so a tall tile reaches up into the cells above. Tilecast draws the whole
/// picture the same way, but a tile's collision mask is one cell: the part of the tile that
/// lies over its own cell. The rest is drawn, never solid (levels/FORMAT.md, "Tiles of
/// another size"). Flips are applied to the picture here, before the cell part is cut out,
/// so a mirrored tree keeps its trunk where Tiled shows it.
///
/// Important parts:
/// - `GidFlips`: the flip bits of a gid, in Tiled's order (diagonal, then horizontal, then vertical);
/// - `flipped_picture`: a tile's picture as the map places it;
/// - `copy_cell_part`: the cell-sized square at the picture's bottom-left corner, padded with
///   transparent pixels when the picture is smaller than a cell;
/// - `shapes_over_cell`: collision shapes in the cell's pixels, flipped the same way.
///
///     RgbaImage tree = flipped_picture(catalog.picture(tile), GidFlips::of(gid));
///     copy_cell_part(tree, atlas.image, x, y, 32);   // the trunk, for the mask
///
/// Source: Tiled's manual, "Working with Tilesets" (tile render size and alignment, default
/// bottom-left for orthogonal maps), https://doc.mapeditor.org/en/stable/manual/editing-tilesets/,
/// and "TMX Map Format", "Tile flipping".

#include "tiled_document.hpp"

#include "levels/level.hpp"

#include <cstdint>
#include <vector>

namespace levels::detail {

/// Flip bits of a placed gid.
struct GidFlips {
    bool horizontal = false; ///< mirrored left to right (applied second)
    bool vertical = false;   ///< mirrored top to bottom (applied last)
    bool diagonal = false;   ///< transposed, x and y swapped (applied first)

    /// The flips of `gid` (its top three bits; the fourth, a hexagonal rotation, is ignored).
    static GidFlips of(std::uint32_t gid) noexcept {
        return {(gid & 0x80000000U) != 0, (gid & 0x40000000U) != 0, (gid & 0x20000000U) != 0};
    }
};

/// `picture` flipped by `flips` (transposed first, so a diagonal flip swaps width and height).
RgbaImage flipped_picture(const RgbaImage& picture, GidFlips flips);

/// Copies the `tile_size` square at the bottom-left of `picture` to `target` with its top-left
/// at (x, y); where the picture does not reach (a picture smaller than a cell), the target's
/// pixels are made transparent.
void copy_cell_part(const RgbaImage& picture, RgbaImage& target, std::int32_t x, std::int32_t y, std::int32_t tile_size);

/// `shapes`, drawn on a `width` x `height` tile, in the pixels of the `tile_size` cell the tile
/// stands on after `flips` (parts outside the cell are cut off later, when rasterised).
std::vector<TileShape> shapes_over_cell(const std::vector<TileShape>& shapes, GidFlips flips, std::int32_t width,
                                        std::int32_t height, std::int32_t tile_size);

} // namespace levels::detail
