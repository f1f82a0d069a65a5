#pragma once
/// Bullet sweeps: what does a bullet hit between where it was and where it is now?
///
/// What it is for: bullets move fast, so testing only the new position lets them
/// pass through thin walls and small robots (tunnelling). Each simulation step a
/// bullet casts the segment from its previous to its new position — never the
/// whole level — against the walls and against the objects of the object index.
///
/// Important parts:
/// - the walls: one `cast_laser` of the step's segment (pixel-perfect or tile mode);
/// - the objects: `objects_on_segment` walks the object index's tiles along the
///   segment in order; each object met is given the caller's exact test (for
///   robots, segment against circle) and the earliest hit is kept;
/// - early exit: once the walk enters a tile *after* the best hit so far (or
///   after the wall), no later tile can hold an earlier hit — every point of an
///   object lies in a tile it is linked into — so the sweep stops at the first
///   object the walk yields from such a tile (empty tiles before it are still walked);
/// - an object hit at the same fraction as the wall wins (a robot standing
///   against a wall is still hit).
///
///     using namespace engine;
///     CollisionMap walls(4, 1, TileMaskSet::from_function(32, 1, [](int, int, int) { return true; }));
///     walls.place(3, 0, PlacedTile{.type = 0});                                  // a wall from x = 96
///     TileObjectIndex robots(4, 1);                                              // by 32 px tile
///     ObjectHandle robot = robots.insert(TileSpaceBox{{2.0, 0.0}, {3.0, 1.0}});  // its box: x 64..96
///     auto sweep = sweep_bullet(walls, robots, GridSpace{Position2::from_pixels(0, 0), Length::from_pixels(32)},
///         Position2::from_pixels(8, 16), Position2::from_pixels(120, 16), {},
///         [](ObjectHandle) { return std::optional<double>{0.6}; });  // the robot's round body, met at 0.6
///     if (sweep.hit != SweepHit::Object || sweep.object != robot) return 1;  // the robot, not the wall
///
/// Source: "Ray casting in a 2D tile-based environment" (CodeProject, 2006) limits a
/// bullet's ray to the distance it moves in one step; the ordered tile walk with
/// early exit is "Using tilemaps as accelerating data structure" (GameDev<T>).

#include "engine/raycast/laser_cast.hpp"
#include "engine/tilemap/grid_space.hpp"
#include "engine/tilemap/object_queries.hpp"

#include <optional>

namespace engine {

/// What a bullet sweep hit first.
enum class SweepHit : std::uint8_t {
    None,   ///< nothing: the bullet moves on
    Wall,   ///< a wall (see `BulletSweep::wall`)
    Object, ///< an object of the index (see `BulletSweep::object`)
};

/// The outcome of one bullet step.
struct BulletSweep {
    SweepHit hit = SweepHit::None;     ///< what was hit first
    double fraction = 1.0;             ///< where along the step, 0 at the old position, 1 at the new
    Position2 point;                   ///< where in the world
    CastResult wall;                   ///< the wall cast of the step (its own counters included)
    std::optional<ObjectHandle> object; ///< the object hit, when `hit` is Object
    ObjectQueryStats object_stats;     ///< what the object walk did (tiles visited, objects tested)
};

/// Sweeps the step from -> to against `walls` and against the objects of
/// `objects` (whose grid is `object_grid`). `exact_fraction(handle)` returns where
/// the step really enters that object's shape (a fraction in [0, 1]), or nothing
/// when it misses it; it is called only for objects whose box the step crosses.
/// Not used by the game (game/src/sim/world_bullets.cpp says why it sweeps its own way);
/// docs/learn/bullets/trace.cpp shows it (tests: tests/raycast/bullet_sweep_test.cpp).
template <class ExactFraction>
BulletSweep sweep_bullet(const CollisionMap& walls, const TileObjectIndex& objects, const GridSpace& object_grid,
                         Position2 from, Position2 to, const CastOptions& wall_options,
                         ExactFraction&& exact_fraction) {
    BulletSweep sweep;
    sweep.wall = cast_laser(walls, from, to, wall_options);
    const bool wall_hit = sweep.wall.hit != CastHit::None;
    double limit = wall_hit ? sweep.wall.fraction : 1.0;

    auto along_segment = objects_on_segment(objects, object_grid.to_tile_space(from), object_grid.to_tile_space(to));
    for (const SegmentObjectHit& candidate : along_segment) {
        if (candidate.tile_entry_fraction > limit) {
            break; // this tile and every later one start after the best hit
        }
        if (candidate.fraction > limit) {
            continue; // its box is entered after the best hit; so is its shape
        }
        const std::optional<double> fraction = exact_fraction(candidate.handle);
        if (!fraction) {
            continue;
        }
        const bool better = sweep.object ? *fraction < limit : *fraction <= limit;
        if (better) {
            limit = *fraction;
            sweep.object = candidate.handle;
        }
    }
    sweep.object_stats = along_segment.stats();

    if (sweep.object) {
        sweep.hit = SweepHit::Object;
        sweep.fraction = limit;
        sweep.point = from + (to - from) * static_cast<float>(limit);
    } else if (wall_hit) {
        sweep.hit = SweepHit::Wall;
        sweep.fraction = sweep.wall.fraction;
        sweep.point = sweep.wall.point;
    } else {
        sweep.point = to;
    }
    return sweep;
}

} // namespace engine
