#pragma once
/// The laser cast, simple version: walk the tiles, and walk pixels only inside mixed tiles.
///
/// What it is for: reading first. Chapter 7's idea in one short function. A level's tile
/// is empty (no solid pixel), full (all solid) or mixed. The cast walks the tiles along
/// the segment (segment_walk.hpp, with cells one tile wide, in pixels): an empty tile is
/// crossed without looking at a pixel, a full one is hit where the segment enters it,
/// and only in a mixed tile does it walk the segment's pixels, from the pixel where it
/// entered, testing each against the tile's alpha mask. `engine::cast_laser`
/// (raycast/laser_cast.hpp), the cast the game runs, gives the same hit — kind, tile,
/// pixel, face and fraction — and tests/teach/ checks that on every shipped level.
///
/// The one subtle step is `entry_pixel`: which pixel of a tile's edge the segment comes
/// in through. The pixel walk, had it run from a, would have crossed that edge from the
/// row (or column) where it decides to step across it; the same decision as every other
/// step, asked along the edge in the direction of motion, finds it.
///
///     using namespace engine;
///     CollisionMap level(4, 1, TileMaskSet::from_function(32, 1, [](int, int x, int) { return x >= 16; }));
///     level.place(2, 0, PlacedTile{.type = 0});  // tile 2 (x 64..96), solid in its right half
///     teach::LaserHit hit = teach::cast_laser(level, Position2::from_pixels(4, 16), Position2::from_pixels(120, 16));
///     if (hit.hit != CastHit::Hit || hit.point.x_pixels() != 80 || hit.normal != Direction::Left) return 1;
///
/// Sources: "Ray casting in a 2D tile-based environment" (CodeProject, 2006) — solidity
/// maps from the art's alpha, tested pixel by pixel; "Lasers and Ray Casting" (Bullet Time
/// Ninja, 2012) — what a cast returns.

#include "engine/raycast/collision_map.hpp"
#include "engine/raycast/laser_cast.hpp"
#include "engine/teach/segment_walk.hpp"
#include "engine/tilemap/pixel_space.hpp"
#include "engine/tilemap/direction.hpp"
#include "engine/units.hpp"

#include <optional>

namespace engine::teach {

/// Where a cast stopped, and what it cost.
struct LaserHit {
    CastHit hit = CastHit::None;         ///< none, hit, or from inside (it started in a wall)
    Position2 point;                     ///< where it stopped, on the segment, in world pixels
    TileCoord tile;                      ///< the tile hit; without a hit, the last map tile walked
    PixelCoord pixel;                    ///< the world pixel where it stopped (tile mode: where it entered the tile)
    Direction normal = Direction::None;  ///< the face entered, facing back at the laser
    double fraction = 1.0;               ///< where along the segment: 0 at its start, 1 at its end
    long long tiles_visited = 0;         ///< map tiles walked
    long long pixels_tested = 0;         ///< mask pixels tested one by one
};

/// How a walk entered its cell: across a vertical line, a horizontal one, or not at all.
enum class Entered { Start, X, Y };

/// Where along a -> b the segment crosses a grid line (x = line for `Entered::X`): the
/// engine's one expression for it (`given_crossing_fraction`, grid_walk.hpp), so that both
/// casts give the same fraction to the last bit.
inline double crossing_fraction(Entered how, double line, TileSpacePoint a, TileSpacePoint b) {
    return how == Entered::X ? given_crossing_fraction(line, a.x, b.x) : given_crossing_fraction(line, a.y, b.y);
}

/// The grid line (in pixels) a walk crossed to enter `cell` of `size`-wide cells.
inline double entry_line(Entered how, TileCoord cell, double size, int step_x, int step_y) {
    return how == Entered::X ? (cell.x + (step_x > 0 ? 0 : 1)) * size : (cell.y + (step_y > 0 ? 0 : 1)) * size;
}

/// The pixel through which the segment a -> b (pixels) enters `tile` of a `size`-pixel grid.
inline PixelCoord entry_pixel(TileSpacePoint a, TileSpacePoint b, TileCoord tile, Entered how, int size) {
    const int step_x = step_towards(a.x, b.x), step_y = step_towards(a.y, b.y);
    if (how == Entered::Start) {
        return {cell_of(a.x, 1.0), cell_of(a.y, 1.0)};
    }
    const double line = entry_line(how, tile, size, step_x, step_y);
    if (how == Entered::X) {
        const int column = static_cast<int>(line) - (step_x > 0 ? 0 : 1);
        if (step_y == 0) return {column, cell_of(a.y, 1.0)};
        // Along the edge in the direction of motion: the first row whose corner ahead the
        // segment passes x first is the row the pixel walk crossed the edge in.
        for (int k = 0; k < size; ++k) {
            const int row = step_y > 0 ? tile.y * size + k : tile.y * size + size - 1 - k;
            if (steps_x_first(a, b, {line, row + (step_y > 0 ? 1.0 : 0.0)}, step_x, step_y)) return {column, row};
        }
        return {column, step_y > 0 ? tile.y * size + size - 1 : tile.y * size};
    }
    const int row = static_cast<int>(line) - (step_y > 0 ? 0 : 1);
    if (step_x == 0) return {cell_of(a.x, 1.0), row};
    for (int k = 0; k < size; ++k) {
        const int column = step_x > 0 ? tile.x * size + k : tile.x * size + size - 1 - k;
        if (!steps_x_first(a, b, {column + (step_x > 0 ? 1.0 : 0.0), line}, step_x, step_y)) return {column, row};
    }
    return {step_x > 0 ? tile.x * size + size - 1 : tile.x * size, row};
}

/// The outward normal of the face a walk entered through.
inline Direction face_entered(Entered how, int step_x, int step_y) {
    if (how == Entered::X) return step_x > 0 ? Direction::Left : Direction::Right;
    if (how == Entered::Y) return step_y > 0 ? Direction::Up : Direction::Down;
    return Direction::None;
}

/// Casts from -> to (world pixels) against `map`: the first solid pixel the segment
/// enters (`CastMode::Tile`: the first tile with any solid pixel). Off the map nothing
/// is solid; the cast ends where it leaves the map, or where it would enter one tile more
/// than `options.max_tiles`.
inline LaserHit cast_laser(const CollisionMap& map, Position2 from, Position2 to, const CastOptions& options = {}) {
    require_fixed_range(from.x_pixels(), "teach::cast_laser", "from.x"); // within +-2^20 px, as cast_laser
    require_fixed_range(from.y_pixels(), "teach::cast_laser", "from.y");
    require_fixed_range(to.x_pixels(), "teach::cast_laser", "to.x");
    require_fixed_range(to.y_pixels(), "teach::cast_laser", "to.y");
    const TileSpacePoint a{from.x_pixels(), from.y_pixels()}, b{to.x_pixels(), to.y_pixels()};
    const int size = map.tile_size();
    SegmentWalk tiles(a, b, size);
    const TileCoord start_tile = tiles.cell(); // named as the last tile when the cast never meets the map
    LaserHit result;
    // Ends the cast where the walk crossed `line` (in pixels) to enter a cell, at a for
    // `Entered::Start`, or at b; the point takes the line's own coordinate, so that a hit
    // point lies exactly on its face.
    const auto end_at = [&](CastHit hit, Entered how, double line, TileCoord tile, PixelCoord pixel, bool at_b = false) {
        const double fraction = at_b ? 1.0 : how == Entered::Start ? 0.0 : crossing_fraction(how, line, a, b);
        const auto along = [&](double start, double end) { return fraction == 1.0 ? end : start + fraction * (end - start); };
        const double x = how == Entered::X ? line : along(a.x, b.x);
        const double y = how == Entered::Y ? line : along(a.y, b.y);
        result.hit = hit == CastHit::Hit && how == Entered::Start ? CastHit::FromInside : hit;
        result.point = Position2::from_pixels(static_cast<float>(x), static_cast<float>(y));
        result.tile = tile;
        result.pixel = hit == CastHit::None ? pixel_at(x, y) : pixel;
        result.normal = result.hit == CastHit::Hit ? face_entered(how, tiles.step_x(), tiles.step_y()) : Direction::None;
        result.fraction = fraction;
        return result;
    };
    std::optional<TileCoord> last_on_map;
    Entered how = Entered::Start;
    while (true) {
        const TileCoord tile = tiles.cell();
        const double tile_line = how == Entered::Start ? 0.0 : entry_line(how, tile, size, tiles.step_x(), tiles.step_y());
        if (!map.contains(tile.x, tile.y)) {
            if (last_on_map) { // it left the map: no hit, at the edge it crossed
                return end_at(CastHit::None, how, tile_line, *last_on_map, {});
            }
        } else {
            if (result.tiles_visited == options.max_tiles) { // the tile limit: no hit, where this tile begins
                return end_at(CastHit::None, how, tile_line, last_on_map.value_or(start_tile), {});
            }
            ++result.tiles_visited;
            last_on_map = tile;
            const TileClass kind = map.tile_class(tile);
            if (kind == TileClass::Full || (kind == TileClass::Mixed && options.mode == CastMode::Tile)) {
                return end_at(CastHit::Hit, how, tile_line, tile, entry_pixel(a, b, tile, how, size));
            }
            if (kind == TileClass::Mixed) { // the pixel walk, inside this tile only
                const PixelCoord entry = entry_pixel(a, b, tile, how, size);
                SegmentWalk pixels(a, b, 1.0, {entry.x, entry.y}); // its cells are pixels
                Entered pixel_how = how;
                while (cell_of(pixels.cell().x, size) == tile.x && cell_of(pixels.cell().y, size) == tile.y) {
                    ++result.pixels_tested;
                    if (map.solid_pixel(pixels.cell().x, pixels.cell().y)) {
                        const double line = pixel_how == Entered::Start
                                                ? 0.0 : entry_line(pixel_how, pixels.cell(), 1.0, tiles.step_x(), tiles.step_y());
                        return end_at(CastHit::Hit, pixel_how, line, tile, {pixels.cell().x, pixels.cell().y});
                    }
                    if (pixels.at_end()) break;
                    pixel_how = pixels.step() ? Entered::X : Entered::Y;
                }
            }
        }
        if (tiles.at_end()) {
            return end_at(CastHit::None, Entered::Start, 0.0, last_on_map.value_or(start_tile), {}, true);
        }
        how = tiles.step() ? Entered::X : Entered::Y;
    }
}

} // namespace engine::teach
