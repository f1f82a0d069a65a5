#pragma once
/// `TileFlip`: how a placed tile is mirrored or rotated, with Tiled's meaning of the three flags.
///
/// What it is for: a level places one tile type in many orientations (a slope rising left or
/// right, the four quarters of a big round pillar) without drawing each orientation. The
/// collision masks must follow the picture exactly, so the mask of a placed tile is the mask of
/// its type transformed the same way the renderer transforms the image.
///
/// Important parts:
/// - three flags, as in the Tiled map editor: `diagonal` swaps x and y (a mirror across the
///   top-left to bottom-right diagonal, which Tiled calls the anti-diagonal flip), then
///   `horizontal` mirrors left-right, then `vertical` mirrors top-bottom — in that order;
///   together they give all 8 orientations of a square (4 rotations x mirrored or not);
/// - `index()` packs the flags into 0..7 (bit 0 horizontal, bit 1 vertical, bit 2 diagonal) so
///   a mask set can keep one precomputed variant per orientation;
/// - `source_pixel(flip, size, placed)`: which pixel of the unflipped tile is shown at pixel
///   `placed` of the placed tile — the inverse of the three steps, undone in reverse order.
///
///     // Tiled's "rotate 90° clockwise" sets diagonal + horizontal:
///     engine::TileFlip quarter_turn{.horizontal = true, .diagonal = true};
///     engine::MaskPixel from = engine::source_pixel(quarter_turn, 32, {31, 0});
///     if (from != engine::MaskPixel{0, 0}) return 1;  // the top-right corner shows the top-left one
///
/// y grows downward here as everywhere in Tilecast (docs/DESIGN.md §2): "vertical" mirrors rows.
/// Source: the flip flags of Tiled's map format (bits 31, 30 and 29 of a tile's gid, diagonal
/// first); "Ray casting in a 2D tile-based environment" (CodeProject, 2006) notes that a solidity
/// map needs the same transformation when its tile is flipped.

#include <cstdint>

namespace engine {

/// Integer coordinates of one pixel inside a tile: (0, 0) is the top-left pixel.
struct MaskPixel {
    std::int32_t x = 0;
    std::int32_t y = 0;

    friend constexpr bool operator==(const MaskPixel&, const MaskPixel&) = default;
};

/// The orientation of a placed tile: Tiled's three flip flags.
struct TileFlip {
    /// Mirror left-right (applied after `diagonal`).
    bool horizontal = false;
    /// Mirror top-bottom (applied after `diagonal`).
    bool vertical = false;
    /// Swap x and y, applied first (Tiled's "anti-diagonal" flip).
    bool diagonal = false;

    /// Number of distinct orientations, the size of a per-orientation table.
    static constexpr int kCount = 8;

    /// The flags packed as 0..7: bit 0 horizontal, bit 1 vertical, bit 2 diagonal.
    constexpr int index() const noexcept { return (horizontal ? 1 : 0) | (vertical ? 2 : 0) | (diagonal ? 4 : 0); }

    /// The orientation whose `index()` is `index` (only the low three bits are read).
    static constexpr TileFlip from_index(int index) noexcept {
        return TileFlip{(index & 1) != 0, (index & 2) != 0, (index & 4) != 0};
    }

    /// Same three flags.
    friend constexpr bool operator==(const TileFlip&, const TileFlip&) = default;
};

/// The pixel of the unflipped tile that appears at `placed` in a tile of `size` x `size`
/// pixels placed with `flip`. The renderer applies diagonal, then horizontal, then vertical to
/// the image, so the lookup undoes them in the opposite order: vertical, horizontal, diagonal.
/// `placed` must lie in [0, size) on both axes (not checked: this sits in inner loops).
constexpr MaskPixel source_pixel(TileFlip flip, std::int32_t size, MaskPixel placed) noexcept {
    std::int32_t x = placed.x;
    std::int32_t y = placed.y;
    if (flip.vertical) {
        y = size - 1 - y;
    }
    if (flip.horizontal) {
        x = size - 1 - x;
    }
    if (flip.diagonal) {
        const std::int32_t swapped = x;
        x = y;
        y = swapped;
    }
    return {x, y};
}

} // namespace engine
