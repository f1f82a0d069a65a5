// Exercise (chapter 7): the pixel-perfect laser — walk the tiles, and walk pixels only
// inside mixed tiles.
//
// Copy this file somewhere of your own, fill in `mine::cast_laser`, and check it against
// the engine's `cast_laser` on 30,000 casts over maps of mixed tiles:
//
//     scripts/check-exercise pixel_cast my/pixel_cast.hpp
//
// What you may use: chapter 4's walk on cells of any size, `engine::teach::SegmentWalk(a,
// b, cell_size)` and `SegmentWalk(a, b, cell_size, start_cell)`, its decision
// `engine::teach::steps_x_first` and `engine::teach::cell_of`; the map's
// `tile_class(tile)` (`engine::TileClass::Empty`, `Full`, `Mixed`, from
// <engine/raycast/collision_mask.hpp>), `solid_pixel(x, y)`, `contains(x, y)` and
// `tile_size()`; the face as a `engine::Direction` (<engine/tilemap/direction.hpp>). The hard part is the pixel through which the segment enters a mixed
// tile: chapter 7 explains how the walk's own decision finds it. The answer is
// engine/include/engine/teach/pixel_cast.hpp: read it after you pass.
#pragma once

#include <engine/raycast/collision_map.hpp>
#include <engine/raycast/laser_cast.hpp>
#include <engine/teach/segment_walk.hpp>
#include <engine/units.hpp>

namespace mine {

struct LaserHit {
    engine::CastHit hit = engine::CastHit::None;        ///< none, hit, or from inside
    engine::TileCoord tile;                             ///< the tile hit; else the last map tile walked
    engine::PixelCoord pixel;                           ///< the world pixel hit
    engine::Direction normal = engine::Direction::None; ///< the face entered, facing back at the laser
    double fraction = 1.0;                              ///< where along from -> to: (line - a) / (b - a) + 0.0
};

inline LaserHit cast_laser(const engine::CollisionMap& map, engine::Position2 from, engine::Position2 to) {
    const engine::TileSpacePoint a{from.x_pixels(), from.y_pixels()}, b{to.x_pixels(), to.y_pixels()};
    engine::teach::SegmentWalk tiles(a, b, map.tile_size());
    // Your cast here: skip empty tiles, stop at the face of a full one, walk the pixels of
    // a mixed one from the pixel where the segment enters it.
    return LaserHit{engine::CastHit::None, tiles.cell(), {}, engine::Direction::None, 1.0};
}

} // namespace mine
