#pragma once
/// Type-safe physical units: wrong physics does not compile, and costs nothing.
///
/// What it is for: everything that moves in Tilecast — robots, bullets, the player, laser
/// timings — computes with these types instead of bare floats. Adding a speed to a
/// length, adding two positions, forgetting `* dt` or passing degrees where radians
/// belong all become compile errors, while the machine code stays identical to the
/// hand-written float version (tests/units checks both claims; docs/learn/measurements.md
/// has the measurements).
///
/// Important parts (one header each, all included here):
/// - units/quantity_1d.hpp, quantity_2d.hpp — the shared bases that give every relative
///   quantity its vector-space operators once;
/// - units/linear.hpp — Length, Speed, Acceleration (level pixels);
/// - units/time.hpp — TimeSpan and Instant (double seconds: see there why);
/// - units/vector2.hpp — Position2, Difference2, Velocity2, Acceleration2;
/// - units/angular.hpp, direction2.hpp — Angle, AngularVelocity, AngularAcceleration,
///   and the wrapping 32-bit Direction2;
/// - units/squared.hpp — Squared<Length> and friends, for distance tests without sqrt;
/// - units/calculus.hpp — integration and differentiation by a TimeSpan;
/// - units/literals.hpp — `3_px`, `0.5_s`, `90_deg` in `engine::unit_literals`;
/// - units/math.hpp, errors.hpp — the few math builtins and out-of-line throws that keep
///   this header cheap to include (it adds ~30 ms to a file, not ~450 ms; see docs/learn/measurements.md);
/// - units/io.hpp (not included here: <ostream> is heavy) — `operator<<` for all of them.
///
/// **Absolute versus relative.** A relative quantity (Length, Difference2, TimeSpan, Angle,
/// ...) is an amount: amounts add up and scale. An absolute one (Position2, Instant,
/// Direction2) is a place on a scale whose zero is arbitrary: the difference of two places
/// is an amount, a place plus an amount is a place, but two places do not add and a place
/// does not scale. The split costs nothing at run time and catches a whole family of bugs.
///
/// **Angles are dimensionless, yet their own types.** An angle is arc length over radius,
/// px/px, so physics would let it mix with any plain number. It gets types anyway because
/// the *meaning* differs: a relative `Angle` (720° is two turns), a turn rate, and an
/// absolute facing `Direction2`, which is periodic.
///
/// **The wrapping direction.** Direction2 stores a facing as a uint32 with 2^32 steps per
/// turn (≈1.46e-9 rad per step). Unsigned overflow is the period; the signed difference of
/// two facings is the shortest turn in [-π, π). Conversions from floating point reduce in
/// double first, so no float-to-unsigned conversion is ever undefined (direction2.hpp).
///
/// **Construction says its unit.** No quantity converts implicitly from or to a number:
/// `Length::from_pixels(3)`, `TimeSpan::from_seconds(0.5)`, `3_px`; the raw number comes
/// back out through a named accessor (`.pixels()`, `.seconds()`, `.x_pixels()`) for the
/// renderer and ImGui. Linear quantities follow IEEE float rules like the float inside
/// them (no checks in the hot loops: NaN in, NaN out; `is_finite()` tells). Where a bad
/// value would be undefined behaviour or meaningless — a non-finite angle turned into a
/// facing, the direction of a zero vector — the function throws std::invalid_argument
/// naming the argument (include <stdexcept> where you catch it; this header does not, to
/// stay cheap).
///
///     #include <engine/units.hpp>
///     using namespace engine;
///     using namespace engine::unit_literals;
///
///     Position2 position = Position2::from_pixels(100, 100);
///     Velocity2 velocity = Direction2::from_degrees(-90) * 200_px_per_s;   // straight up
///     const Acceleration2 gravity = Acceleration2::from_pixels_per_second_squared(0, 980);
///     const TimeSpan dt = 16_ms;
///     velocity += gravity * dt;            // Acceleration2 * TimeSpan = Velocity2
///     position += velocity * dt;           // Velocity2 * TimeSpan = Difference2
///     // position += velocity;             // does not compile: Position2 += Velocity2
///
/// **The operation table.** Every operator and free function the types offer (and the
/// vectors' `length`, `length_squared` and `direction`), with its exact result type.
/// Anything not listed does not compile; tests/units/operation_table_test.cpp checks this
/// both ways for every pair of types (static_asserts over concepts), and also checks that
/// this block lists exactly the operations that compile. `==` brings `!=`, and `<` stands
/// for the whole ordering (`<`, `<=`, `>`, `>=`, `std::min`, `std::max`). A line holds for
/// every member of the sets it names; a set named twice in one line is the same member both
/// times.
///
// The block is read by tests/units/operation_table_test.cpp: one operation per line.
// clang-format off
/// [operation table]
/// Sets:
///   V1 = Length Speed Acceleration TimeSpan Angle AngularVelocity AngularAcceleration Squared<Length> Squared<Speed> Squared<Acceleration>
///   F1 = Length Speed Acceleration Angle AngularVelocity AngularAcceleration Squared<Length> Squared<Speed> Squared<Acceleration>
///   V2 = Difference2 Velocity2 Acceleration2
///   S = float double int
/// Relative 1D quantities form vector spaces:
///   V1 + V1 -> V1
///   V1 - V1 -> V1
///   - V1 -> V1
///   V1 * S -> V1
///   S * V1 -> V1
///   V1 / S -> V1
///   F1 / F1 -> float
///   TimeSpan / TimeSpan -> double
///   V1 += V1 -> V1&
///   V1 -= V1 -> V1&
///   V1 *= S -> V1&
///   V1 /= S -> V1&
///   V1 == V1 -> bool
///   V1 < V1 -> bool
///   abs(V1) -> V1
///   lerp(V1, V1, float) -> V1
/// Squares, for comparisons without a square root:
///   Length * Length -> Squared<Length>
///   Speed * Speed -> Squared<Speed>
///   Acceleration * Acceleration -> Squared<Acceleration>
///   sqrt(Squared<Length>) -> Length
///   sqrt(Squared<Speed>) -> Speed
///   sqrt(Squared<Acceleration>) -> Acceleration
/// Relative 2D quantities form vector spaces:
///   V2 + V2 -> V2
///   V2 - V2 -> V2
///   - V2 -> V2
///   V2 * S -> V2
///   S * V2 -> V2
///   V2 / S -> V2
///   V2 += V2 -> V2&
///   V2 -= V2 -> V2&
///   V2 *= S -> V2&
///   V2 /= S -> V2&
///   V2 == V2 -> bool
///   lerp(V2, V2, float) -> V2
///   V2.direction() -> Direction2
///   Difference2.length() -> Length
///   Velocity2.length() -> Speed
///   Acceleration2.length() -> Acceleration
///   Difference2.length_squared() -> Squared<Length>
///   Velocity2.length_squared() -> Squared<Speed>
///   Acceleration2.length_squared() -> Squared<Acceleration>
///   dot(Difference2, Difference2) -> Squared<Length>
///   dot(Velocity2, Velocity2) -> Squared<Speed>
///   dot(Acceleration2, Acceleration2) -> Squared<Acceleration>
///   dot(Difference2, Direction2) -> Length
///   dot(Velocity2, Direction2) -> Speed
///   dot(Acceleration2, Direction2) -> Acceleration
/// Absolute time is an affine space over TimeSpan:
///   Instant - Instant -> TimeSpan
///   Instant + TimeSpan -> Instant
///   TimeSpan + Instant -> Instant
///   Instant - TimeSpan -> Instant
///   Instant += TimeSpan -> Instant&
///   Instant -= TimeSpan -> Instant&
///   Instant == Instant -> bool
///   Instant < Instant -> bool
///   lerp(Instant, Instant, float) -> Instant
/// Positions form an affine space over Difference2:
///   Position2 - Position2 -> Difference2
///   Position2 + Difference2 -> Position2
///   Difference2 + Position2 -> Position2
///   Position2 - Difference2 -> Position2
///   Position2 += Difference2 -> Position2&
///   Position2 -= Difference2 -> Position2&
///   Position2 == Position2 -> bool
///   distance(Position2, Position2) -> Length
///   lerp(Position2, Position2, float) -> Position2
/// Facings form a periodic affine space over Angle:
///   Direction2 - Direction2 -> Angle
///   Direction2 + Angle -> Direction2
///   Angle + Direction2 -> Direction2
///   Direction2 - Angle -> Direction2
///   Direction2 += Angle -> Direction2&
///   Direction2 -= Angle -> Direction2&
///   Direction2 == Direction2 -> bool
///   lerp(Direction2, Direction2, float) -> Direction2
/// A facing times a magnitude is a vector:
///   Direction2 * Length -> Difference2
///   Length * Direction2 -> Difference2
///   Direction2 * Speed -> Velocity2
///   Speed * Direction2 -> Velocity2
///   Direction2 * Acceleration -> Acceleration2
///   Acceleration * Direction2 -> Acceleration2
/// Integration (times a TimeSpan) and differentiation (over a TimeSpan):
///   Acceleration * TimeSpan -> Speed
///   TimeSpan * Acceleration -> Speed
///   Speed * TimeSpan -> Length
///   TimeSpan * Speed -> Length
///   Length / TimeSpan -> Speed
///   Speed / TimeSpan -> Acceleration
///   Length / Speed -> TimeSpan
///   Speed / Acceleration -> TimeSpan
///   Acceleration2 * TimeSpan -> Velocity2
///   TimeSpan * Acceleration2 -> Velocity2
///   Velocity2 * TimeSpan -> Difference2
///   TimeSpan * Velocity2 -> Difference2
///   Difference2 / TimeSpan -> Velocity2
///   Velocity2 / TimeSpan -> Acceleration2
///   AngularAcceleration * TimeSpan -> AngularVelocity
///   TimeSpan * AngularAcceleration -> AngularVelocity
///   AngularVelocity * TimeSpan -> Angle
///   TimeSpan * AngularVelocity -> Angle
///   Angle / TimeSpan -> AngularVelocity
///   AngularVelocity / TimeSpan -> AngularAcceleration
///   Angle / AngularVelocity -> TimeSpan
///   AngularVelocity / AngularAcceleration -> TimeSpan
/// [end operation table]
// clang-format on
///
/// Source: the GameDev<T> series on type-safe physical units — "Extending type-safe
/// physical values to multiple dimensions" and "Angular type-safe physical units"
/// (Paul Scharf, genericgamedev.com), with the operation lists they give; the
/// "forbidden operation as a failing requires-expression" tests follow mp-units.

#include "engine/units/angular.hpp"
#include "engine/units/calculus.hpp"
#include "engine/units/direction2.hpp"
#include "engine/units/linear.hpp"
#include "engine/units/literals.hpp"
#include "engine/units/quantity_1d.hpp"
#include "engine/units/quantity_2d.hpp"
#include "engine/units/squared.hpp"
#include "engine/units/time.hpp"
#include "engine/units/vector2.hpp"

#include <cstdint>

namespace engine {

// Each type is exactly its raw representation: no padding, no vtable, no hidden state,
// so arrays of them are arrays of floats and they travel in registers.
static_assert(sizeof(Length) == sizeof(float) && sizeof(Speed) == sizeof(float) &&
              sizeof(Acceleration) == sizeof(float));
static_assert(sizeof(TimeSpan) == sizeof(double) && sizeof(Instant) == sizeof(double));
static_assert(sizeof(Angle) == sizeof(float) && sizeof(AngularVelocity) == sizeof(float) &&
              sizeof(AngularAcceleration) == sizeof(float));
static_assert(sizeof(Squared<Length>) == sizeof(float));
static_assert(sizeof(Position2) == 2 * sizeof(float) && sizeof(Difference2) == 2 * sizeof(float));
static_assert(sizeof(Velocity2) == 2 * sizeof(float) && sizeof(Acceleration2) == 2 * sizeof(float));
static_assert(sizeof(Direction2) == sizeof(std::uint32_t));

} // namespace engine
