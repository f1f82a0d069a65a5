// Exercise (chapter 8): a bullet's step — the walls first, then the first robot before the wall.
//
// Copy this file somewhere of your own, fill in `mine::sweep_bullet`, and check it against
// the engine's `sweep_bullet` on 20,000 bullet steps from the repository's root:
//
//     scripts/check-exercise bullet_sweep my/bullet_sweep.hpp
//
// What you get: `wall`, the step's wall cast (chapter 7's `cast_laser`, already done), and
// `first_object(from, reach)`, chapter 6's first-hit question: the first robot on the segment
// from -> reach, as a std::optional whose value has a `fraction` along from -> reach. The
// point on a segment at a fraction is `lerp(from, reach, float(fraction))` (unqualified: it is
// found through Position2). The result, `engine::BulletSweep`, has `hit` (`engine::SweepHit::
// None`, `Wall` or `Object`), `fraction` and `point` (along the whole step), `wall` (the
// wall cast) and `object` (a `std::optional` of the first-hit result). With nothing hit, the sweep keeps the wall cast's own fraction and point: the
// step's end, or where it left the map. The answer is `engine::sweep_bullet` in
// engine/include/engine/raycast/bullet_sweep.hpp.
#pragma once

#include <engine/raycast/bullet_sweep.hpp> // for the result types: BulletSweep, SweepHit
#include <engine/raycast/laser_cast.hpp>
#include <engine/units.hpp>

#include <optional>
#include <type_traits>

namespace mine {

template <class FirstObject>
auto sweep_bullet(const engine::CastResult& wall, engine::Position2 from, engine::Position2 to, FirstObject&& first_object)
    -> engine::BulletSweep<typename std::invoke_result_t<FirstObject&, engine::Position2, engine::Position2>::value_type> {
    engine::BulletSweep<typename std::invoke_result_t<FirstObject&, engine::Position2, engine::Position2>::value_type> sweep;
    sweep.wall = wall;
    sweep.point = to;
    // Your sweep here: a step that starts inside a wall hits the wall; otherwise ask
    // first_object on the part before the wall, and a robot there comes first.
    (void)from;
    (void)first_object;
    return sweep;
}

} // namespace mine
