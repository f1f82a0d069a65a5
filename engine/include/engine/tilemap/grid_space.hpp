#pragma once
/// `GridSpace`: where a tile grid sits in the world — world positions (level
/// pixels) to tile space and back.
///
/// What it is for: queries work in tile space (tile_space.hpp), the game in world
/// units. A grid space is the translation between them: the world position of
/// tile (0, 0)'s top-left corner (`origin`) and the side of a tile (`tile_size`).
/// A level's collision grid and the object index's grid are two grid spaces, and
/// may have different tile sizes (the object index's is tweakable at run time).
///
/// Important parts:
/// - `to_tile_space(world_position)`: (position - origin) / tile_size, using the
///   inverse tile size computed once (a multiply instead of a divide per call);
/// - `tile_at(world_position)`: the tile containing it — floor, so negative
///   positions work — exact even where the rounded inverse would put a point
///   lying exactly on a grid line into the tile before it;
/// - `tile_top_left(tile)`, `tile_centre(tile)`: back to world positions;
/// - `to_tiles(length)` / `to_length(tiles)`: radii and distances across the two;
/// - `centred_on_origin(width, height, tile_size)`: the grid of a world of that
///   size centred on the origin, with `tiles_to_cover` giving the map size.
///
///     #include <engine/tilemap/segment_query.hpp>
///     using namespace engine;
///     const GridSpace grid{Position2::from_pixels(0, 0), Length::from_pixels(16)};
///     TileCoord tile = grid.tile_at(Position2::from_pixels(40, -1));
///     Position2 centre = grid.tile_centre(tile);
///     if (tile != TileCoord{2, -1} || centre != Position2::from_pixels(40, -8)) return 1;
///     auto hits = tiles_on_segment(grid.to_tile_space(centre), grid.to_tile_space(Position2::from_pixels(72, 8)));
///
/// Source: "Mapping game coordinates to a tilemap" in the GameDev<T> series
/// (Paul Scharf, genericgamedev.com) — its TilemapSpatialWrapper with offset,
/// tile size and precomputed inverse, and the constructor that centres the world.
/// (Its tile lookup truncates with a cast; here it is floor, docs/DESIGN.md §2.)

#include "engine/numbers.hpp"
#include "engine/tilemap/tile_space.hpp"
#include "engine/units/linear.hpp"
#include "engine/units/vector2.hpp"

#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace engine {

/// The number of tiles of side `tile_size` needed to cover `extent` (ceil). Throws
/// `std::invalid_argument` unless `extent` is finite and >= 0 and `tile_size` finite
/// and > 0, and `std::out_of_range` when the count does not fit in int32.
inline std::int32_t tiles_to_cover(Length extent, Length tile_size);

/// A world <-> tile-space mapping: tile (0, 0)'s top-left corner and the tile size.
class GridSpace {
public:
    /// Tile (0, 0)'s top-left corner at `origin`, tiles `tile_size` wide and high.
    /// Throws `std::invalid_argument` unless `origin` is finite and `tile_size` is
    /// finite and greater than zero.
    GridSpace(Position2 origin, Length tile_size) {
        if (!origin.is_finite()) {
            throw std::invalid_argument(std::string("GridSpace: origin must be finite, got (") +
                                        describe_number(origin.x_pixels()) + ", " +
                                        describe_number(origin.y_pixels()) + ")");
        }
        require_tile_size(tile_size, "GridSpace");
        origin_x_ = origin.x_pixels();
        origin_y_ = origin.y_pixels();
        tile_size_ = tile_size.pixels();
        inverse_tile_size_ = 1.0 / static_cast<double>(tile_size_); // the articles' one division, up front
    }

    /// The grid of a `world_width` x `world_height` world centred on the origin:
    /// `tiles_to_cover` tiles each way, tile (0, 0) at the top-left, the middle
    /// of the tile block at (0, 0). Throws like `tiles_to_cover`.
    static GridSpace centred_on_origin(Length world_width, Length world_height, Length tile_size) {
        const std::int32_t columns = tiles_to_cover(world_width, tile_size);
        const std::int32_t rows = tiles_to_cover(world_height, tile_size);
        const double half_tile = static_cast<double>(tile_size.pixels()) / 2.0;
        return GridSpace{Position2::from_pixels(static_cast<float>(-columns * half_tile), static_cast<float>(-rows * half_tile)),
                         tile_size};
    }

    /// World position of tile (0, 0)'s top-left corner.
    Position2 origin() const noexcept { return Position2::from_pixels(origin_x_, origin_y_); }
    /// Side of one tile.
    Length tile_size() const noexcept { return Length::from_pixels(tile_size_); }

    /// The tile-space point of a world position (one unit per tile). Non-finite
    /// input gives a non-finite point, which every query rejects with an error.
    TileSpacePoint to_tile_space(Position2 world_position) const noexcept {
        return {(static_cast<double>(world_position.x_pixels()) - origin_x_) * inverse_tile_size_,
                (static_cast<double>(world_position.y_pixels()) - origin_y_) * inverse_tile_size_};
    }

    /// The world position of a tile-space point.
    Position2 to_world(TileSpacePoint point) const noexcept {
        return Position2::from_pixels(static_cast<float>(point.x * tile_size_ + origin_x_),
                                      static_cast<float>(point.y * tile_size_ + origin_y_));
    }

    /// The tile containing `world_position` (floor; a point on a grid line belongs
    /// to the tile right of / below it). Exact for tiles within +-2^29. Throws
    /// `std::invalid_argument` for a non-finite position and `std::out_of_range`
    /// when the tile does not fit in int32.
    TileCoord tile_at(Position2 world_position) const {
        if (!world_position.is_finite()) {
            throw std::invalid_argument(std::string("GridSpace::tile_at: world_position must be finite, got (") +
                                        describe_number(world_position.x_pixels()) + ", " +
                                        describe_number(world_position.y_pixels()) + ")");
        }
        const TileSpacePoint point = to_tile_space(world_position);
        return {floor_on_axis(point.x, world_position.x_pixels(), origin_x_, "x"),
                floor_on_axis(point.y, world_position.y_pixels(), origin_y_, "y")};
    }

    /// World position of `tile`'s top-left corner.
    Position2 tile_top_left(TileCoord tile) const noexcept {
        return to_world({static_cast<double>(tile.x), static_cast<double>(tile.y)});
    }

    /// World position of `tile`'s centre.
    Position2 tile_centre(TileCoord tile) const noexcept {
        return to_world({static_cast<double>(tile.x) + 0.5, static_cast<double>(tile.y) + 0.5});
    }

    /// A world length in tiles (e.g. a radius for `tiles_in_circle`).
    double to_tiles(Length length) const noexcept { return static_cast<double>(length.pixels()) * inverse_tile_size_; }

    /// A number of tiles as a world length.
    Length to_length(double tiles) const noexcept { return Length::from_pixels(static_cast<float>(tiles * tile_size_)); }

private:
    friend std::int32_t tiles_to_cover(Length extent, Length tile_size);

    static void require_tile_size(Length tile_size, const char* where) {
        if (!tile_size.is_finite() || !(tile_size.pixels() > 0.0f)) {
            throw std::invalid_argument(std::string(where) + ": tile_size must be finite and > 0, got " +
                                        describe_number(tile_size.pixels()) + " px");
        }
    }

    // floor(tile_space) as int32, corrected by one where the rounded inverse put a
    // point lying on a grid line on the wrong side: for some sizes s, s * (1/s)
    // rounds to just below 1, so the tile starting at s would begin one tile early.
    std::int32_t floor_on_axis(double tile_space, float world, float origin, const char* axis) const {
        const double tile = std::floor(tile_space);
        if (!(tile >= -2147483648.0 && tile <= 2147483647.0)) {
            throw std::out_of_range(std::string("GridSpace::tile_at: world_position.") + axis + " = " +
                                    describe_number(world) + " lies in tile " + describe_number(tile) +
                                    ", which does not fit in a 32-bit tile coordinate");
        }
        // world - origin and tile * size are exact in double (floats in, |tile| < 2^29).
        const double offset = static_cast<double>(world) - origin;
        auto index = static_cast<std::int64_t>(tile);
        if (static_cast<double>(index + 1) * tile_size_ <= offset) {
            ++index;
        } else if (static_cast<double>(index) * tile_size_ > offset) {
            --index;
        }
        if (index < INT32_MIN || index > INT32_MAX) {
            throw std::out_of_range(std::string("GridSpace::tile_at: world_position.") + axis + " = " +
                                    describe_number(world) +
                                    " lies in a tile that does not fit in a 32-bit tile coordinate");
        }
        return static_cast<std::int32_t>(index);
    }

    float origin_x_ = 0.0f;
    float origin_y_ = 0.0f;
    float tile_size_ = 1.0f;
    double inverse_tile_size_ = 1.0;
};

inline std::int32_t tiles_to_cover(Length extent, Length tile_size) {
    GridSpace::require_tile_size(tile_size, "tiles_to_cover");
    if (!extent.is_finite() || extent.pixels() < 0.0f) {
        throw std::invalid_argument(std::string("tiles_to_cover: extent must be finite and >= 0, got ") +
                                    describe_number(extent.pixels()) + " px");
    }
    const double count = std::ceil(static_cast<double>(extent.pixels()) / static_cast<double>(tile_size.pixels()));
    if (count > 2147483647.0) {
        throw std::out_of_range(std::string("tiles_to_cover: extent = ") + describe_number(extent.pixels()) +
                                " px needs " + describe_number(count) + " tiles, which do not fit in int32");
    }
    return static_cast<std::int32_t>(count);
}

} // namespace engine
