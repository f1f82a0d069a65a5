#pragma once
/// `CollisionMap`: a level's collision layer — a grid of placed tiles plus the masks that say
/// which of their pixels are solid.
///
/// What it is for: everything that collides with walls asks this map. The ray caster asks
/// `tile_class(i, j)` to skip empty tiles and stop at full ones, and `mask(i, j)` for the
/// bit rows of mixed ones; movement code asks `solid_pixel(x, y)` in world pixels.
///
/// Important parts:
/// - `PlacedTile`: a tile type of the mask set and its flip, or no tile at all (`kNoTile`);
/// - the grid is a `Tilemap<PlacedTile>` (`tiles()`), width x height tiles of
///   `tile_size()` pixels each, with tile (i, j) covering world pixels
///   [i * tile_size, (i + 1) * tile_size) x [j * tile_size, (j + 1) * tile_size), y down;
/// - beside it the map keeps, per cell, the class and where its oriented mask starts, so a
///   caster's per-tile question costs one load, never a look-up through the type. The
///   classes are a grid of bytes of their own, apart from the offsets: a cast reads little
///   else, and a level's whole class grid then fits in the L1 cache (64 x 40 tiles: 2.5 KB);
/// - outside the map nothing is solid: `tile_class` is Empty there and `solid_pixel` false
///   (the caster clips rays to the map first, so "outside" means "no wall here").
///
///     auto masks = engine::TileMaskSet::from_function(32, 17, [](int type, int x, int y) {
///         return type == 16 && (x - 16) * (x - 16) + (y - 16) * (y - 16) < 14 * 14;  // type 16: a disk
///     });
///     engine::CollisionMap map(40, 24, std::move(masks));
///     map.place(3, 2, engine::PlacedTile{.type = 16});                // a round pillar
///     map.place(4, 2, engine::PlacedTile{.type = 8, .flip = {.horizontal = true}});
///     bool wall = map.solid_pixel(3 * 32 + 16, 2 * 32 + 16);          // its centre: true
///     if (!wall || map.solid_pixel(3 * 32, 2 * 32)) return 1;         // its corner: false
///
/// Source: "Ray casting in a 2D tile-based environment" (CodeProject, 2006), whose scene answers
/// "is this pixel traversable?" from the tile under it and that tile's solidity map; the
/// grid itself is the GameDev<T> series' generic tilemap (tilemap.hpp).

#include "engine/raycast/collision_mask.hpp"
#include "engine/tilemap/tile_space.hpp"
#include "engine/tilemap/tilemap.hpp"

#include <cstddef>
#include <cstdint>
#include <span>

namespace engine {

/// What one cell of a collision layer holds: a tile type and its orientation, or nothing.
struct PlacedTile {
    /// The `type` of a cell with no tile.
    static constexpr std::int32_t kNoTile = -1;

    /// Tile type in the map's mask set, or kNoTile.
    std::int32_t type = kNoTile;
    /// Orientation of the tile (ignored when there is no tile).
    TileFlip flip{};

    /// True when the cell holds a tile.
    constexpr bool has_tile() const noexcept { return type != kNoTile; }

    /// Same type and flip.
    friend constexpr bool operator==(const PlacedTile&, const PlacedTile&) = default;
};

/// A grid of placed tiles with pixel-exact solidity from their masks.
class CollisionMap {
public:
    /// An empty map (no tile anywhere) of `width` x `height` tiles using `masks`. Throws
    /// `std::invalid_argument` for a negative size or one whose world size in pixels does
    /// not fit in int32 (world pixel coordinates are exact in a float up to 2^24, and a
    /// laser's pixel walk uses int32).
    CollisionMap(std::int32_t width, std::int32_t height, TileMaskSet masks);

    /// Columns of tiles.
    std::int32_t width() const noexcept { return tiles_.width(); }
    /// Rows of tiles.
    std::int32_t height() const noexcept { return tiles_.height(); }
    /// Pixels per tile side (the masks' tile size).
    std::int32_t tile_size() const noexcept { return masks_.tile_size(); }
    /// Width of the map in world pixels.
    std::int32_t pixel_width() const noexcept { return width() * tile_size(); }
    /// Height of the map in world pixels.
    std::int32_t pixel_height() const noexcept { return height() * tile_size(); }
    /// True when tile (i, j) is on the map.
    bool contains(std::int64_t i, std::int64_t j) const noexcept { return tiles_.contains(i, j); }

    /// Puts `tile` at (i, j). Throws `std::out_of_range` when (i, j) is off the map or the
    /// tile's type is neither kNoTile nor a type of the mask set.
    void place(std::int32_t i, std::int32_t j, PlacedTile tile);
    /// What is placed at (i, j); throws `std::out_of_range` off the map.
    PlacedTile placed(std::int32_t i, std::int32_t j) const { return tiles_.at(i, j); }
    /// The whole grid of placed tiles (row-major, for drawing and saving).
    const Tilemap<PlacedTile>& tiles() const noexcept { return tiles_; }
    /// The masks of the tileset.
    const TileMaskSet& masks() const noexcept { return masks_; }

    /// Class of tile (i, j): Empty for a cell with no tile and everywhere off the map.
    TileClass tile_class(std::int64_t i, std::int64_t j) const noexcept {
        return contains(i, j) ? classes_(static_cast<std::int32_t>(i), static_cast<std::int32_t>(j)) : TileClass::Empty;
    }
    /// Class of `tile`, as above.
    TileClass tile_class(TileCoord tile) const noexcept { return tile_class(tile.x, tile.y); }
    /// Class of `tile`, which must be on the map (`contains(tile)`): no bounds check,
    /// for a loop that has just asked `contains` itself, as the caster does per tile.
    TileClass tile_class_on_map(TileCoord tile) const noexcept { return classes_(tile.x, tile.y); }
    /// The classes of all tiles in storage order, row-major (tile (i, j) at i + j * width()):
    /// for a walk that steps through them by index, as the tile-mode caster does.
    std::span<const TileClass> tile_classes() const noexcept { return classes_.values(); }

    /// The mask of tile (i, j) as placed (flip applied); an all-clear mask for a cell with
    /// no tile and off the map.
    TileMaskView mask(std::int64_t i, std::int64_t j) const noexcept {
        return contains(i, j)
                   ? masks_.mask_at_offset(mask_offsets_(static_cast<std::int32_t>(i), static_cast<std::int32_t>(j)))
                   : masks_.empty_mask();
    }
    /// The mask of `tile` as placed, as above.
    TileMaskView mask(TileCoord tile) const noexcept { return mask(tile.x, tile.y); }

    /// True when world pixel (x, y) — the unit square [x, x+1) x [y, y+1) — is solid.
    /// False off the map.
    bool solid_pixel(std::int64_t world_pixel_x, std::int64_t world_pixel_y) const noexcept {
        if (world_pixel_x < 0 || world_pixel_y < 0 || world_pixel_x >= pixel_width() ||
            world_pixel_y >= pixel_height()) {
            return false;
        }
        // Quotients and remainders from one division per axis, whatever path
        // `mask` takes (docs/learn/measurements.md, "Compiler notes").
        const std::int64_t size = tile_size();
        const std::int64_t tile_x = world_pixel_x / size;
        const std::int64_t tile_y = world_pixel_y / size;
        return mask(tile_x, tile_y)
            .solid(static_cast<std::int32_t>(world_pixel_x - tile_x * size), static_cast<std::int32_t>(world_pixel_y - tile_y * size));
    }

private:
    TileMaskSet masks_;
    Tilemap<PlacedTile> tiles_;
    // What the caster needs per cell, precomputed when a tile is placed.
    Tilemap<TileClass> classes_;
    Tilemap<std::size_t> mask_offsets_; // 0 = the empty mask
};

} // namespace engine
