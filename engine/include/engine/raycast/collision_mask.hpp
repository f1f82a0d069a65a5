#pragma once
/// Collision masks: which pixels of each tile type are solid, one bit per pixel, built from
/// the tileset's alpha channel.
///
/// What it is for: lasers must stop where the art shows a wall — the rim of a round pillar,
/// a bar of a grate — not at the tile's square. The pixel-perfect caster asks these masks,
/// and asks them cheaply: it skips `Empty` tiles without reading a bit, stops at the face of a
/// `Full` tile, and reads bits only inside `Mixed` tiles.
///
/// Important parts:
/// - `TileClass`: Empty (no solid pixel), Full (every pixel solid) or Mixed;
/// - `TileMaskView`: one tile's mask in one orientation; row y is one `std::uint64_t` whose
///   bit x is pixel (x, y), so "is any pixel of columns a..b of this row solid?" is one AND
///   (`span_bits`) — the whole-row test a fast caster uses;
/// - `TileMaskSet`: the masks of every tile type of a tileset, all `tile_size` x `tile_size`
///   pixels (1..64, so a row fits one word), built by `from_rgba` / `from_alpha` (a pixel is
///   solid when its alpha is at least the threshold) or `from_function` (synthetic tests);
/// - flips: the plain lookup through `source_pixel` (`solid_pixel_by_lookup`) is the simple
///   reference; the set precomputes all 8 orientations of every type (see `mask`) so that the
///   caster can read a whole row in the orientation placed.
///
///     #include <vector>
///     std::vector<std::uint8_t> rgba(64 * 32 * 4, 0);    // two 32 px tiles side by side, all clear
///     rgba[(20 * 64 + 32 + 28) * 4 + 3] = 255;           // but pixel (28, 20) of tile 1 is opaque
///     engine::TileMaskSet masks = engine::TileMaskSet::from_rgba(rgba, 64, 32, 32);
///     if (masks.tile_class(1) != engine::TileClass::Mixed) return 1;
///     bool hit = masks.mask(1, engine::TileFlip{.horizontal = true}).solid(3, 20);  // mirrored: 31 - 28
///     if (!hit) return 1;
///
/// Why precompute the orientations instead of transforming each lookup? A transformed lookup
/// is simple for one pixel, but a diagonal flip turns rows into columns, so the caster could
/// no longer test a run of pixels with one AND: it would gather bits one by one. Eight
/// variants cost 8 x 64 x 8 bytes per type at most (4 KiB; 2 KiB for 32 px tiles), paid once
/// at load time, and the caster's inner loop stays branch-free.
///
/// Source: "Ray casting in a 2D tile-based environment" (CodeProject, 2006): a per-tile solidity
/// map made from the bitmap's alpha, consulted pixel by pixel. Tilecast packs it into bits,
/// classifies tiles so empty and full ones need no pixel reads, and handles flips up front.

#include "engine/raycast/tile_flip.hpp"

#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace engine {

/// How much of a tile is solid: decides whether a caster needs to look at its pixels.
enum class TileClass : std::uint8_t {
    Empty, ///< no solid pixel: a ray passes straight through
    Full,  ///< every pixel solid: a ray stops at the face it enters
    Mixed, ///< some pixels solid: a ray must walk the pixels
};

/// Name of a tile class ("empty", "full", "mixed"), for messages and panels.
constexpr const char* to_string(TileClass tile_class) noexcept {
    switch (tile_class) {
    case TileClass::Empty:
        return "empty";
    case TileClass::Full:
        return "full";
    case TileClass::Mixed:
        return "mixed";
    }
    return "?";
}

/// Largest supported tile edge in pixels: one mask row must fit one 64-bit word.
inline constexpr std::int32_t kMaxMaskTileSize = 64;
/// Largest number of tile types in one mask set (bounds memory: 8 orientations each).
inline constexpr std::int32_t kMaxMaskTileTypes = 4096;
/// Default alpha threshold: a pixel at least half opaque is solid, so anti-aliased edges
/// split fairly and faint decals or shadows stay passable.
inline constexpr std::uint8_t kDefaultAlphaThreshold = 128;

/// The bits of a mask row covering columns [first, last] (inclusive, 0 <= first <= last < 64).
constexpr std::uint64_t span_bits(std::int32_t first, std::int32_t last) noexcept {
    const std::uint64_t up_to_last = last >= 63 ? ~std::uint64_t{0} : (std::uint64_t{1} << (last + 1)) - 1;
    return up_to_last & ~((std::uint64_t{1} << first) - 1);
}

/// Read-only view of one tile's mask in one orientation: `size()` rows of one word each.
class TileMaskView {
public:
    /// A view of `size` rows starting at `rows` (kept by pointer: the owner must outlive it).
    constexpr TileMaskView(const std::uint64_t* rows, std::int32_t size) noexcept : rows_{rows}, size_{size} {}

    /// Pixels per side.
    constexpr std::int32_t size() const noexcept { return size_; }
    /// Row `y` (0 = top): bit x set when pixel (x, y) is solid. Requires 0 <= y < size().
    constexpr std::uint64_t row_bits(std::int32_t y) const noexcept { return rows_[y]; }
    /// All rows, top to bottom.
    constexpr std::span<const std::uint64_t> rows() const noexcept {
        return {rows_, static_cast<std::size_t>(size_)};
    }
    /// True when pixel (x, y) is solid. Requires both in [0, size()).
    constexpr bool solid(std::int32_t x, std::int32_t y) const noexcept { return ((rows_[y] >> x) & 1U) != 0; }
    /// The word a row has when every pixel of it is solid.
    constexpr std::uint64_t full_row() const noexcept { return span_bits(0, size_ - 1); }

private:
    const std::uint64_t* rows_;
    std::int32_t size_;
};

/// The collision masks of all tile types of one tileset, in all 8 orientations.
///
/// Tile types are numbered like Tiled's local tile ids: row-major over the tileset image,
/// left to right, then top to bottom, starting at 0.
class TileMaskSet {
public:
    /// Masks from an RGBA image (4 bytes per pixel in memory order R, G, B, A; rows packed
    /// with no padding) holding a grid of `tile_size` px tiles. A pixel is solid when its
    /// alpha >= `alpha_threshold`. Throws `std::invalid_argument` naming the argument when
    /// the sizes disagree, the image is not a whole number of tiles, `tile_size` is outside
    /// 1..64, there would be more than kMaxMaskTileTypes tiles, or the threshold is 0.
    static TileMaskSet from_rgba(std::span<const std::uint8_t> rgba, std::int32_t image_width,
                                 std::int32_t image_height, std::int32_t tile_size,
                                 std::uint8_t alpha_threshold = kDefaultAlphaThreshold);

    /// Masks from an alpha-only image (1 byte per pixel); otherwise as `from_rgba`.
    static TileMaskSet from_alpha(std::span<const std::uint8_t> alpha, std::int32_t image_width,
                                  std::int32_t image_height, std::int32_t tile_size,
                                  std::uint8_t alpha_threshold = kDefaultAlphaThreshold);

    /// Masks of `tile_count` types whose pixel (x, y) of type t is solid when
    /// `is_solid(t, x, y)` — for synthetic maps in tests and benchmarks.
    template <class IsSolid>
    static TileMaskSet from_function(std::int32_t tile_size, std::int32_t tile_count, IsSolid&& is_solid) {
        TileMaskSet set{tile_size, tile_count};
        for (std::int32_t type = 0; type < tile_count; ++type) {
            for (std::int32_t y = 0; y < tile_size; ++y) {
                std::uint64_t row = 0;
                for (std::int32_t x = 0; x < tile_size; ++x) {
                    if (is_solid(type, x, y)) {
                        row |= std::uint64_t{1} << x;
                    }
                }
                set.rows_[set.offset_of(type, TileFlip{}) + static_cast<std::size_t>(y)] = row;
            }
        }
        set.finish();
        return set;
    }

    /// Pixels per tile side.
    std::int32_t tile_size() const noexcept { return tile_size_; }
    /// Number of tile types.
    std::int32_t tile_count() const noexcept { return tile_count_; }
    /// True when `type` names a tile type of this set.
    bool contains(std::int32_t type) const noexcept { return type >= 0 && type < tile_count_; }

    /// The class of `type` (the same in every orientation). Throws `std::out_of_range`
    /// naming `type` when it is not a type of this set.
    TileClass tile_class(std::int32_t type) const;
    /// Number of solid pixels of `type`.
    std::int32_t solid_pixel_count(std::int32_t type) const;

    /// The precomputed mask of `type` placed with `flip`. Throws like `tile_class`.
    TileMaskView mask(std::int32_t type, TileFlip flip = {}) const;
    /// A mask with no solid pixel (what an empty cell of a collision map shows).
    TileMaskView empty_mask() const noexcept { return {rows_.data(), tile_size_}; }

    /// True when pixel `placed` of `type` placed with `flip` is solid, computed the simple
    /// way: transform the pixel back into the unflipped mask with `source_pixel`. Throws for
    /// an unknown type or a pixel outside the tile.
    /// Reference variant: the game does not use it; tests/levels/collision_mask_test.cpp and
    /// collision_map_test.cpp compare the precomputed orientations with it.
    bool solid_pixel_by_lookup(std::int32_t type, TileFlip flip, MaskPixel placed) const;
    /// The same answer read from the precomputed orientation, and the same errors.
    bool solid_pixel(std::int32_t type, TileFlip flip, MaskPixel placed) const;

    /// Index of the first row of (type, flip) in the set's row storage. The empty mask sits
    /// at offset 0. For collision maps that cache a cell's mask as one integer.
    std::size_t offset_of(std::int32_t type, TileFlip flip) const noexcept {
        return (1 + static_cast<std::size_t>(type) * TileFlip::kCount + static_cast<std::size_t>(flip.index())) *
               static_cast<std::size_t>(tile_size_);
    }
    /// The mask whose rows start at `offset` (a value returned by `offset_of`, or 0).
    TileMaskView mask_at_offset(std::size_t offset) const noexcept { return {rows_.data() + offset, tile_size_}; }

private:
    TileMaskSet(std::int32_t tile_size, std::int32_t tile_count);

    template <class AlphaAt>
    static TileMaskSet from_alpha_source(std::int32_t image_width, std::int32_t image_height, std::int32_t tile_size,
                                         std::uint8_t alpha_threshold, AlphaAt&& alpha_at);

    void check_type(std::int32_t type, const char* caller) const;
    void finish();

    std::int32_t tile_size_;
    std::int32_t tile_count_;
    // Rows of the empty mask, then for each type its 8 orientations (index order).
    std::vector<std::uint64_t> rows_;
    std::vector<TileClass> classes_;
    std::vector<std::int32_t> solid_counts_;
};

} // namespace engine
