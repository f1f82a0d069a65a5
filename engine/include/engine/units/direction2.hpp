#pragma once
/// `Direction2`: which way something faces in the plane — absolute and periodic.
///
/// What it is for: a robot's facing, a laser's aim, a bullet's heading. Facings wrap
/// around (turning by 350° and then by 20° faces 10°), and the difference of two facings
/// is the *shortest* turn from one to the other; a float angle gets both wrong unless
/// every piece of code remembers to normalise. Here the storage does it.
///
/// Important parts:
/// - **how the wrapping works**: a facing is a 32-bit unsigned integer, 2^32 steps per
///   full turn (one step is 2π / 2^32 ≈ 1.46e-9 rad). Unsigned arithmetic wraps modulo
///   2^32 by definition, so adding a turn wraps for free and exactly, and
///   `static_cast<int32_t>(a - b)` of two facings is the signed shortest turn in steps,
///   in [-2^31, 2^31) — a half turn is reported as -π;
/// - **accuracy**: the steps are spread evenly around the circle (a float angle has fine
///   resolution near 0 and coarse resolution near ±π). Converting in — `from_radians`,
///   `from_degrees`, adding an `Angle` — is exact to ±½ step after the input is reduced;
///   converting out to float radians adds float rounding (≈1.2e-7 rad near ±π);
/// - **no undefined behaviour**: turning an arbitrary float into an unsigned integer is
///   UB when the value is out of range. Input angles are therefore reduced first with
///   `std::remainder` in double (exact), rounded to int64, and only then wrapped into
///   uint32 (a conversion the standard defines modulo 2^32). Non-finite input throws
///   `std::invalid_argument` naming the argument;
/// - the operations: Direction2 ± Angle = Direction2, Direction2 - Direction2 = Angle
///   (in [-π, π)), no Direction2 + Direction2, no scaling, `==` but no `<` (a circle has no
///   order), `lerp` along the shorter arc, and `turned_towards(target, max_turn)` for
///   turrets with a limited turn rate. Direction2 * Length / Speed / Acceleration
///   gives the matching 2D vector (vector2.hpp);
/// - 0 faces +x (right); positive angles turn towards +y, which is **down** on screen
///   (docs/DESIGN.md §2), so from_degrees(90) faces down and looks clockwise to the player.
///   Mind the two senses: the tile grid's `Direction` (tilemap/direction.hpp) numbers its
///   eight directions the other way, counter-clockwise on screen (Right, UpRight, Up, ...),
///   the compass order; an angle's sign follows the y-down axes, a Direction's number the
///   compass.
///
///     using namespace engine;
///     Direction2 aim = Direction2::from_degrees(350) + Angle::from_degrees(20);   // 10°, to a step
///     Angle turn = Direction2::from_degrees(10) - Direction2::from_degrees(350);  // +20°, not -340°
///     if (abs(aim - Direction2::from_degrees(10)) > Angle::from_degrees(1e-6f) || turn.degrees() != 20) return 1;
///
/// Source: "Angular type-safe physical units" (GameDev<T>, Paul Scharf, genericgamedev.com):
/// a direction backed by an integer whose overflow gives the period for free and an even
/// accuracy, kept apart from the relative `Angle`.

#include "engine/units/angular.hpp"
#include "engine/units/errors.hpp"
#include "engine/units/math.hpp"
#include "engine/units/quantity_1d.hpp"

#include <cstdint>

namespace engine {

template <class Derived, class Component> class Quantity2D;

namespace detail {
/// Declared only: a call to it compiles exactly for the types derived from a Quantity2D.
template <class Derived, class Component> void as_quantity_2d(const Quantity2D<Derived, Component>&);
} // namespace detail

/// A relative 2D quantity (Difference2, Velocity2, Acceleration2): the vectors that have a
/// direction. Position2 is not one of them: a point has no direction.
template <class V>
concept RelativeVector2 = requires(const V& vector) {
    detail::as_quantity_2d(vector);
};

/// A dimensionless vector of length 1 (up to float rounding): the x and y of a facing.
struct UnitVector2 {
    /// Cosine of the facing.
    float x = 1.0f;
    /// Sine of the facing (positive is down on screen).
    float y = 0.0f;
};

namespace detail {
/// π rounded *down* to float: 3.14159250..., the float just below π. Clamping to it keeps
/// a float angle strictly inside (-π, π), where the float nearest to π (3.14159274...)
/// lies just above π. (Floats in [2, 4) are 2^-22 apart.)
inline constexpr float kPiRoundedDownFloat = 3.14159250259399414062f;
static_assert(static_cast<double>(kPiRoundedDownFloat) < kPi &&
                  static_cast<double>(kPiRoundedDownFloat) + 0x1p-22 > kPi,
              "kPiRoundedDownFloat must be the float just below pi");
} // namespace detail

/// An absolute facing in the plane, stored as 2^32 evenly spaced steps per turn.
class Direction2 {
public:
    /// Steps in one full turn: 2^32.
    static constexpr double kStepsPerTurn = 4294967296.0;
    /// Radians in one step: 2π / 2^32 ≈ 1.46e-9.
    static constexpr double kRadiansPerStep = 2.0 * kPi / kStepsPerTurn;
    /// Steps in one radian.
    static constexpr double kStepsPerRadian = kStepsPerTurn / (2.0 * kPi);
    /// Steps in one degree.
    static constexpr double kStepsPerDegree = kStepsPerTurn / 360.0;

    /// Facing +x (right on screen).
    constexpr Direction2() noexcept = default;

    /// The facing `steps` steps (of 2^32 per turn) from +x towards +y.
    static constexpr Direction2 from_steps(std::uint32_t steps) noexcept {
        Direction2 direction;
        direction.steps_ = steps;
        return direction;
    }
    /// The facing at `radians` (any finite value; it is reduced modulo 2π).
    /// Throws std::invalid_argument if `radians` is NaN or infinite.
    static Direction2 from_radians(double radians) {
        detail::require_finite(radians, "Direction2::from_radians", "radians");
        return from_steps(wrap_to_steps(detail::remainder(radians, 2.0 * kPi) * kStepsPerRadian));
    }
    /// The facing at `degrees` (any finite value; reduced modulo 360 exactly).
    /// Throws std::invalid_argument if `degrees` is NaN or infinite.
    static Direction2 from_degrees(double degrees) {
        detail::require_finite(degrees, "Direction2::from_degrees", "degrees");
        return from_steps(wrap_to_steps(detail::remainder(degrees, 360.0) * kStepsPerDegree));
    }
    /// The direction `vector` points in (its unit cancels out). Throws std::invalid_argument
    /// if `vector` is zero (it has no direction) or not finite.
    template <RelativeVector2 Vector> static Direction2 from_vector(const Vector& vector) {
        const double x = detail::QuantityAccess::raw(vector.x());
        const double y = detail::QuantityAccess::raw(vector.y());
        detail::require_finite(x, "Direction2::from_vector", "vector.x");
        detail::require_finite(y, "Direction2::from_vector", "vector.y");
        if (x == 0.0 && y == 0.0) {
            detail::throw_invalid_argument("Direction2::from_vector",
                                           "vector must not be zero (a zero vector has no direction)");
        }
        return from_radians(detail::arc_tangent2(y, x));
    }

    /// The raw steps from +x (for serialising and for tests).
    constexpr std::uint32_t steps() const noexcept { return steps_; }
    /// The facing in radians, in (-π, π): computed exactly in double, rounded once to
    /// float, and kept inside the open interval where float rounding would reach ±π.
    constexpr float radians() const noexcept { return steps_to_radians(signed_steps(steps_)); }
    /// The facing in degrees, in [-180, 180] (within ~90 steps of a half turn the float rounds to 180).
    constexpr float degrees() const noexcept {
        return static_cast<float>(signed_steps(steps_) * (360.0 / kStepsPerTurn));
    }
    /// The unit vector (cos, sin) of this facing.
    UnitVector2 unit_vector() const noexcept {
        const float angle = radians();
        return {detail::cosine(angle), detail::sine(angle)};
    }

    /// The signed shortest turn from `b` to `a`, in [-π, π) (a half turn gives -π).
    friend constexpr Angle operator-(Direction2 a, Direction2 b) noexcept {
        return Angle::from_radians(steps_to_radians(signed_steps(a.steps_ - b.steps_)));
    }
    /// The facing after turning by `turn` (any finite angle; whole turns wrap away).
    /// Throws std::invalid_argument if `turn` is not finite.
    friend Direction2 operator+(Direction2 facing, Angle turn) {
        detail::require_finite(turn.radians(), "Direction2 + Angle", "turn");
        return from_steps(
            facing.steps_ +
            wrap_to_steps(detail::remainder(static_cast<double>(turn.radians()), 2.0 * kPi) * kStepsPerRadian));
    }
    /// The facing after turning by `turn`, angle first.
    friend Direction2 operator+(Angle turn, Direction2 facing) { return facing + turn; }
    /// The facing after turning by `-turn`.
    friend Direction2 operator-(Direction2 facing, Angle turn) { return facing + (-turn); }
    /// Turns this facing by `turn`.
    Direction2& operator+=(Angle turn) { return *this = *this + turn; }
    /// Turns this facing by `-turn`.
    Direction2& operator-=(Angle turn) { return *this = *this - turn; }

    /// Same facing (same step). There is deliberately no `<`: a circle has no order.
    friend constexpr bool operator==(const Direction2&, const Direction2&) noexcept = default;

    /// This facing turned towards `target` the shorter way, by at most `max_turn` (its sign
    /// is ignored): how a turret with a limited turn rate tracks the player, with
    /// `max_turn = turn_rate * dt`. Throws std::invalid_argument if `max_turn` is not finite.
    /// Not used by the game, whose robots set their aim outright (tests:
    /// tests/units/values_test.cpp, direction2_properties_test.cpp).
    Direction2 turned_towards(Direction2 target, Angle max_turn) const {
        detail::require_finite(max_turn.radians(), "Direction2::turned_towards", "max_turn");
        const double arc_steps = signed_steps(target.steps_ - steps_);
        const double limit_steps =
            (max_turn.radians() < 0.0f ? -max_turn.radians() : max_turn.radians()) * kStepsPerRadian;
        if (limit_steps >= (arc_steps < 0.0 ? -arc_steps : arc_steps)) {
            return target; // within reach (|arc| <= 2^31, so the limit is now below 2^31 too)
        }
        return from_steps(steps_ + wrap_to_steps(arc_steps < 0.0 ? -limit_steps : limit_steps));
    }

    /// The facing a fraction `t` of the way from `a` to `b` along the shorter arc (for a
    /// half turn, the arc with the negative angle). Throws std::invalid_argument if `t` is not finite.
    friend Direction2 lerp(Direction2 a, Direction2 b, float t) {
        detail::require_finite(t, "lerp(Direction2, Direction2, t)", "t");
        const double arc_steps = signed_steps(b.steps_ - a.steps_);
        return from_steps(a.steps_ +
                          wrap_to_steps(detail::remainder(arc_steps * static_cast<double>(t), kStepsPerTurn)));
    }

private:
    /// A step count read as a signed turn in [-2^31, 2^31): the shortest way round.
    static constexpr double signed_steps(std::uint32_t steps) noexcept {
        return static_cast<double>(static_cast<std::int32_t>(steps));
    }
    /// Signed steps (exact in double) to float radians in (-π, π). Rounding to float can
    /// land on the float just above π; the two comparisons pull such a value back inside.
    static constexpr float steps_to_radians(double signed_step_count) noexcept {
        const auto radians = static_cast<float>(signed_step_count * kRadiansPerStep);
        if (radians > detail::kPiRoundedDownFloat) {
            return detail::kPiRoundedDownFloat;
        }
        if (radians < -detail::kPiRoundedDownFloat) {
            return -detail::kPiRoundedDownFloat;
        }
        return radians;
    }
    /// Rounds an already reduced step count (|steps| <= 2^31) to an integer and wraps it
    /// into [0, 2^32). The int64 in between is what makes this free of UB.
    static std::uint32_t wrap_to_steps(double reduced_steps) noexcept {
        return static_cast<std::uint32_t>(static_cast<std::int64_t>(detail::round_to_integer(reduced_steps)));
    }

    std::uint32_t steps_ = 0;
};

} // namespace engine
