#pragma once
/// Bullet sweeps: what does a bullet hit between where it was and where it is now?
///
/// What it is for: bullets move fast, so testing only the new position lets them
/// pass through thin walls and small robots (tunnelling). Each simulation step a
/// bullet sweeps the segment from its previous to its new position — never the
/// whole level — and the game's bullets, robots' lasers and this chapter's trace all
/// do it with this one function.
///
/// Important parts — a sweep is two questions the earlier chapters answer, in order:
/// - the walls first: the caller's `cast_laser` of the step (chapter 7), passed in, so
///   that the caller chooses the mode and counts its cost;
/// - a bullet whose step starts inside a wall hits that wall, whatever else is there
///   (a muzzle pressed against a wall cannot shoot through it);
/// - then the objects, only on the part of the step the wall cast walked (up to the wall,
///   or to a laser's tile limit or the map's edge where it stopped without a hit): the caller's
///   `first_object(from, reach)` is chapter 6's first-hit question (an ordered walk of
///   the object index with its early exit and the caller's exact test, e.g. a robot's
///   disk). Its `fraction` is along from -> reach; an object there, even exactly at the
///   wall's point, comes before the wall (a robot pressed against a wall is hit);
/// - the result: what was hit, where (the point and the fraction of the whole step), the
///   wall cast, and the object's own hit.
///
///     using namespace engine;
///     CollisionMap walls(4, 1, TileMaskSet::from_function(32, 1, [](int, int, int) { return true; }));
///     walls.place(3, 0, PlacedTile{.type = 0});                      // a wall from x = 96
///     const Position2 from = Position2::from_pixels(8, 16), to = Position2::from_pixels(120, 16);
///     struct Robot { double fraction; };                             // what a first-hit query returns
///     auto first_robot = [](Position2, Position2) { return std::optional<Robot>{Robot{0.5}}; };
///     auto sweep = sweep_bullet(cast_laser(walls, from, to), from, to, first_robot);
///     if (sweep.hit != SweepHit::Object || sweep.point.x_pixels() != 52) return 1;  // half way to the wall
///
/// Source: "Ray casting in a 2D tile-based environment" (CodeProject, 2006) limits a
/// bullet's ray to the distance it moves in one step; the ordered tile walk with
/// early exit is "Using tilemaps as accelerating data structure" (GameDev<T>).

#include "engine/raycast/laser_cast.hpp"
#include "engine/units.hpp"

#include <optional>
#include <type_traits>
#include <utility>

namespace engine {

/// What a bullet sweep hit first.
enum class SweepHit : std::uint8_t {
    None,   ///< nothing: the bullet moves on
    Wall,   ///< a wall (see `BulletSweep::wall`)
    Object, ///< an object (see `BulletSweep::object`)
};

/// The outcome of one bullet step; `ObjectHit` is what the caller's first-hit query returns.
template <class ObjectHit>
struct BulletSweep {
    SweepHit hit = SweepHit::None;    ///< what was hit first
    double fraction = 1.0;            ///< where along the step: 0 at from, 1 at to
    Position2 point;                  ///< where in the world
    CastResult wall;                  ///< the wall cast of the step, as given
    std::optional<ObjectHit> object;  ///< the object hit, when `hit` is Object
};

/// Sweeps the step from -> to: `wall` is the step's wall cast (`cast_laser(map, from, to, ...)`),
/// `first_object(from, reach)` the first object on from -> reach as a
/// `std::optional<ObjectHit>` whose `fraction` is along from -> reach, or nothing.
/// Throws `std::invalid_argument` naming the coordinate for NaN, infinity or
/// |x| > 2^20 pixels, as `cast_laser` does.
template <class FirstObject>
auto sweep_bullet(const CastResult& wall, Position2 from, Position2 to, FirstObject&& first_object)
    -> BulletSweep<typename std::invoke_result_t<FirstObject&, Position2, Position2>::value_type> {
    // The endpoints within the caster's range, as the wall cast asked: refused by name.
    require_fixed_range(from.x_pixels(), "sweep_bullet", "from.x");
    require_fixed_range(from.y_pixels(), "sweep_bullet", "from.y");
    require_fixed_range(to.x_pixels(), "sweep_bullet", "to.x");
    require_fixed_range(to.y_pixels(), "sweep_bullet", "to.y");
    BulletSweep<typename std::invoke_result_t<FirstObject&, Position2, Position2>::value_type> sweep;
    sweep.wall = wall;
    sweep.point = wall.point;
    sweep.fraction = wall.fraction;
    if (wall.hit != CastHit::None) {
        sweep.hit = SweepHit::Wall;
    }
    if (wall.hit == CastHit::FromInside) {
        return sweep; // the muzzle is in the wall
    }
    // Only the part the wall cast walked can hold an object — up to the wall, the tile limit
    // (a laser's range) or the map's edge: a shorter walk through the index.
    const Position2 reach = wall.point;
    if (auto object = first_object(from, reach)) {
        sweep.hit = SweepHit::Object;
        sweep.point = lerp(from, reach, static_cast<float>(object->fraction));
        sweep.fraction = object->fraction * wall.fraction;
        sweep.object = std::move(object);
    }
    return sweep;
}

} // namespace engine
