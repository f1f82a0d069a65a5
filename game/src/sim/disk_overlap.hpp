#pragma once
/// Does a disk overlap any solid wall pixel? The wall test behind every move of the player
/// and the robots.
///
/// What it is for: bodies collide with the art, not with tile squares — the player slides
/// round a pillar's rim and stops at a grate's bars. Moving in sub-steps of at most one
/// pixel and asking this after each (body_motion.hpp) means nothing tunnels through a wall,
/// however thin.
///
/// Important parts:
/// - the engine's `tiles_in_circle` over the collision grid gives the tiles the disk can
///   touch; an Empty tile costs nothing, a Full one a distance test, and only Mixed tiles
///   are looked at pixel by pixel — one mask row at a time: the pixels of a row that the
///   disk overlaps form one run, and `row_bits & span_bits(run)` tests the run at once;
/// - "overlap" is strict: a disk that only touches a pixel's edge does not overlap it, so a
///   body can rest flush against a wall and still slide along it.
///
///     game::DiskOverlap overlap = game::disk_overlaps_solid(map, centre, 7_px);
///     if (overlap.blocked) { /* undo the step */ }
///
/// Source: "Ray casting in a 2D tile-based environment" (CodeProject, 2006) asks "is this pixel
/// solid?" through the tile's solidity map; the row-at-a-time test is the collision masks'
/// own trick (engine/raycast/collision_mask.hpp).

#include <engine/raycast/collision_map.hpp>
#include <engine/units.hpp>

#include <cstdint>

namespace game {

/// The answer and what it cost.
struct DiskOverlap {
    bool blocked = false;             ///< the disk overlaps at least one solid pixel
    std::uint64_t tiles_visited = 0;  ///< collision tiles the circle query yielded
    std::uint64_t pixels_tested = 0;  ///< mask pixels looked at (in runs, inside mixed tiles)
};

/// Tests the open disk of `radius` around `centre` (world pixels) against the solid pixels
/// of `map`. Nothing outside the map is solid. Throws std::invalid_argument for a
/// non-finite centre or a radius that is negative or not finite.
/// `teaching_core`: find the tiles with the teaching core's circle (engine/teach/circle_rows.hpp)
/// instead of the tuned query; the same tiles, in the same order.
DiskOverlap disk_overlaps_solid(const engine::CollisionMap& map, engine::Position2 centre, engine::Length radius,
                                bool teaching_core = false);

} // namespace game
