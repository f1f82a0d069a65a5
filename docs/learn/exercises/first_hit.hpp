// Exercise (chapter 6): the bullet's question — which object does a segment hit first? —
// walking the tiles in order and stopping as soon as a tile begins after the best hit.
//
// Copy this file somewhere of your own, fill in `mine::first_object_on_segment`, and
// check it against the engine on 20,000 shots into random scenes:
//
//     scripts/check-exercise first_hit my/first_hit.hpp
//
// What you may use: chapter 4's walk `engine::teach::SegmentWalk` (cell(), at_end(),
// step()), chapter 5's lists `engine::teach::ObjectLists` (objects_in(tile), box(id),
// bounds()), and `engine::segment_entry_fraction(box, a, b)` from
// <engine/tilemap/tile_space_box.hpp> — where the segment enters a box's interior, as a
// fraction of a -> b, or nothing. Test each box by its part on the map,
// `engine::clip_box(box, area)`: the lists know nothing outside it. The check also asks
// that you stop early: `tiles_walked` must not count a tile entered after the best hit.
// The answer is engine/include/engine/teach/first_hit.hpp: read it after you pass.
#pragma once

#include <engine/teach/object_lists.hpp>
#include <engine/teach/segment_walk.hpp>
#include <engine/tilemap/tile_space_box.hpp>

#include <optional>

namespace mine {

struct FirstHit {
    int id = -1;                ///< the object hit
    engine::TileCoord tile;     ///< the tile where it was found
    double fraction = 0.0;      ///< where the segment enters its box
    long long tiles_walked = 0; ///< tiles entered before the walk stopped
};

inline std::optional<FirstHit> first_object_on_segment(const engine::teach::ObjectLists& lists,
                                                       engine::TileSpacePoint a, engine::TileSpacePoint b) {
    engine::teach::SegmentWalk walk(a, b);
    // Your loop here: test the objects of each tile the walk enters, keep the earliest hit,
    // and stop on entering a tile whose square the segment enters after it.
    (void)lists;
    (void)walk;
    return std::nullopt;
}

} // namespace mine
