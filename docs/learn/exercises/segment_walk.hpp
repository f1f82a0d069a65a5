// Exercise (chapter 4): write the exact segment walk yourself.
//
// Copy this file somewhere of your own, fill in `mine::tiles_on_segment`, and check it
// against the engine on 100,000 segments from the repository's root:
//
//     scripts/check-exercise segment_walk my/segment_walk.hpp
//
// What you may use: `engine::corner_crossing_order(a, b, corner, step_x, step_y)` from
// <engine/tilemap/exact_predicates.hpp> — which grid line through `corner` the segment
// a -> b crosses first (-1: the vertical one, +1: the horizontal one, 0: both at once);
// and `engine::tile_of(point)` (floor of both coordinates). The answer is
// engine/include/engine/teach/segment_walk.hpp: read it after you pass.
#pragma once

#include <engine/tilemap/exact_predicates.hpp>
#include <engine/tilemap/tile_space.hpp>

#include <vector>

namespace mine {

/// The tiles a point moving from a to b is in, in order: tile(a) first, tile(b) last,
/// one step in x or y each time; through a corner x first, except moving left and down.
inline std::vector<engine::TileCoord> tiles_on_segment(engine::TileSpacePoint a, engine::TileSpacePoint b) {
    std::vector<engine::TileCoord> tiles{engine::tile_of(a)};
    // Your walk here: how many steps to tile(b)? Which corner lies ahead? Which line first?
    (void)b;
    return tiles;
}

} // namespace mine
