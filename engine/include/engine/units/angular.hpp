#pragma once
/// Rotation: `Angle` (relative, unbounded), `AngularVelocity`, `AngularAcceleration`.
///
/// What it is for: how far a turret has turned, how fast it may turn, how quickly it
/// spins up. The absolute, periodic "which way is it facing" is `Direction2`
/// (direction2.hpp); an `Angle` is the relative amount between two facings or of a turn.
///
/// Important parts:
/// - an angle is dimensionless (arc length over radius, px/px), yet it gets its own type:
///   a turn rate of "3" must not be added to a speed of "3", and a relative turn must not
///   be confused with an absolute facing. The type carries the meaning the unit cannot;
/// - `Angle` is unbounded: 720° is two full turns and stays 720°, which is what "how far
///   did it spin in the last ten seconds" needs. Only Direction2 wraps;
/// - all three hold float radians and are relative one-dimensional quantities
///   (quantity_1d.hpp); degrees are offered at the edges for people and ImGui sliders.
///
///     #include <engine/units/calculus.hpp>
///     using namespace engine;
///     AngularVelocity turn_rate = AngularVelocity::from_degrees_per_second(90);
///     Angle turned = turn_rate * TimeSpan::from_seconds(8);     // two turns (calculus.hpp)
///     if (turned.degrees() != 720) return 1;
///
/// Source: "Angular type-safe physical units" (GameDev<T>, Paul Scharf, genericgamedev.com):
/// angles as dimensionless yet distinct types, the relative/absolute split, and the angular
/// velocity and acceleration types with their vector-space operations.

#include "engine/units/quantity_1d.hpp"

namespace engine {

/// π in double precision (the value of std::numbers::pi, spelled out to keep <numbers>
/// out of every file that includes the units).
inline constexpr double kPi = 3.141592653589793238462643383279502884;

/// Radians in one degree.
inline constexpr float kRadiansPerDegree = static_cast<float>(kPi / 180.0);
/// Degrees in one radian.
inline constexpr float kDegreesPerRadian = static_cast<float>(180.0 / kPi);

/// A relative, unbounded rotation in radians (positive turns from +x towards +y, which is
/// clockwise on screen because y grows downward).
class Angle : public Quantity1D<Angle, float> {
public:
    /// No rotation.
    constexpr Angle() noexcept = default;
    /// An angle of `radians` radians.
    static constexpr Angle from_radians(float radians) noexcept { return make(radians); }
    /// An angle of `degrees` degrees.
    static constexpr Angle from_degrees(float degrees) noexcept { return make(degrees * kRadiansPerDegree); }
    /// The angle in radians.
    constexpr float radians() const noexcept { return raw(); }
    /// The angle in degrees.
    constexpr float degrees() const noexcept { return raw() * kDegreesPerRadian; }
};

/// A rate of rotation in radians per second.
class AngularVelocity : public Quantity1D<AngularVelocity, float> {
public:
    /// Not turning.
    constexpr AngularVelocity() noexcept = default;
    /// A rate of `radians_per_second` radians per second.
    static constexpr AngularVelocity from_radians_per_second(float radians_per_second) noexcept {
        return make(radians_per_second);
    }
    /// A rate of `degrees_per_second` degrees per second.
    static constexpr AngularVelocity from_degrees_per_second(float degrees_per_second) noexcept {
        return make(degrees_per_second * kRadiansPerDegree);
    }
    /// The rate in radians per second.
    constexpr float radians_per_second() const noexcept { return raw(); }
    /// The rate in degrees per second.
    constexpr float degrees_per_second() const noexcept { return raw() * kDegreesPerRadian; }
};

/// A change of rotation rate in radians per second squared.
class AngularAcceleration : public Quantity1D<AngularAcceleration, float> {
public:
    /// No angular acceleration.
    constexpr AngularAcceleration() noexcept = default;
    /// An angular acceleration of `radians_per_second_squared` rad/s².
    static constexpr AngularAcceleration from_radians_per_second_squared(float radians_per_second_squared) noexcept {
        return make(radians_per_second_squared);
    }
    /// An angular acceleration of `degrees_per_second_squared` °/s².
    static constexpr AngularAcceleration from_degrees_per_second_squared(float degrees_per_second_squared) noexcept {
        return make(degrees_per_second_squared * kRadiansPerDegree);
    }
    /// The angular acceleration in rad/s².
    constexpr float radians_per_second_squared() const noexcept { return raw(); }
    /// The angular acceleration in °/s².
    constexpr float degrees_per_second_squared() const noexcept { return raw() * kDegreesPerRadian; }
};

} // namespace engine
