#pragma once
/// User-defined literals for the units: `3_px`, `0.5_s`, `90_deg`, ...
///
/// What it is for: tests, tuning constants and examples read like physics:
///
///     #include <engine/units.hpp>
///     using namespace engine::unit_literals;
///     constexpr engine::Speed kBulletSpeed = 600_px_per_s;
///     constexpr engine::TimeSpan kCooldown = 250_ms;
///     engine::Direction2 aim = engine::Direction2::from_degrees(0) + 45_deg;
///
/// Important parts: the literals live in their own namespace, `engine::unit_literals`, so
/// nobody gets them without asking. Each suffix comes in an integer and a floating form
/// (`3_px` and `2.5_px`). There is no literal for the absolute types (Instant, Position2,
/// Direction2): an absolute value needs a reference point, which a bare number does not say.
///
/// Source: the standard library's own `std::chrono_literals` (`250ms`) did it first.

#include "engine/units/angular.hpp"
#include "engine/units/linear.hpp"
#include "engine/units/time.hpp"

namespace engine::unit_literals {

/// Level pixels: `3_px`.
constexpr Length operator""_px(long double pixels) noexcept {
    return Length::from_pixels(static_cast<float>(pixels));
}
/// Level pixels: `3_px`.
constexpr Length operator""_px(unsigned long long pixels) noexcept {
    return Length::from_pixels(static_cast<float>(pixels));
}

/// Pixels per second: `120_px_per_s`.
constexpr Speed operator""_px_per_s(long double value) noexcept {
    return Speed::from_pixels_per_second(static_cast<float>(value));
}
/// Pixels per second: `120_px_per_s`.
constexpr Speed operator""_px_per_s(unsigned long long value) noexcept {
    return Speed::from_pixels_per_second(static_cast<float>(value));
}

/// Pixels per second squared: `980_px_per_s2`.
constexpr Acceleration operator""_px_per_s2(long double value) noexcept {
    return Acceleration::from_pixels_per_second_squared(static_cast<float>(value));
}
/// Pixels per second squared: `980_px_per_s2`.
constexpr Acceleration operator""_px_per_s2(unsigned long long value) noexcept {
    return Acceleration::from_pixels_per_second_squared(static_cast<float>(value));
}

/// Seconds: `0.5_s`.
constexpr TimeSpan operator""_s(long double seconds) noexcept {
    return TimeSpan::from_seconds(static_cast<double>(seconds));
}
/// Seconds: `2_s`.
constexpr TimeSpan operator""_s(unsigned long long seconds) noexcept {
    return TimeSpan::from_seconds(static_cast<double>(seconds));
}

/// Milliseconds: `16.6_ms`.
constexpr TimeSpan operator""_ms(long double milliseconds) noexcept {
    return TimeSpan::from_milliseconds(static_cast<double>(milliseconds));
}
/// Milliseconds: `250_ms`.
constexpr TimeSpan operator""_ms(unsigned long long milliseconds) noexcept {
    return TimeSpan::from_milliseconds(static_cast<double>(milliseconds));
}

/// Radians (a relative Angle): `1.5_rad`.
constexpr Angle operator""_rad(long double radians) noexcept {
    return Angle::from_radians(static_cast<float>(radians));
}
/// Radians (a relative Angle): `1_rad`.
constexpr Angle operator""_rad(unsigned long long radians) noexcept {
    return Angle::from_radians(static_cast<float>(radians));
}

/// Degrees (a relative Angle): `90_deg`.
constexpr Angle operator""_deg(long double degrees) noexcept {
    return Angle::from_degrees(static_cast<float>(degrees));
}
/// Degrees (a relative Angle): `90_deg`.
constexpr Angle operator""_deg(unsigned long long degrees) noexcept {
    return Angle::from_degrees(static_cast<float>(degrees));
}

/// Radians per second: `3.14_rad_per_s`.
constexpr AngularVelocity operator""_rad_per_s(long double value) noexcept {
    return AngularVelocity::from_radians_per_second(static_cast<float>(value));
}
/// Radians per second: `2_rad_per_s`.
constexpr AngularVelocity operator""_rad_per_s(unsigned long long value) noexcept {
    return AngularVelocity::from_radians_per_second(static_cast<float>(value));
}

/// Degrees per second: `90_deg_per_s`.
constexpr AngularVelocity operator""_deg_per_s(long double value) noexcept {
    return AngularVelocity::from_degrees_per_second(static_cast<float>(value));
}
/// Degrees per second: `90_deg_per_s`.
constexpr AngularVelocity operator""_deg_per_s(unsigned long long value) noexcept {
    return AngularVelocity::from_degrees_per_second(static_cast<float>(value));
}

/// Radians per second squared: `6.28_rad_per_s2`.
constexpr AngularAcceleration operator""_rad_per_s2(long double value) noexcept {
    return AngularAcceleration::from_radians_per_second_squared(static_cast<float>(value));
}
/// Radians per second squared: `6_rad_per_s2`.
constexpr AngularAcceleration operator""_rad_per_s2(unsigned long long value) noexcept {
    return AngularAcceleration::from_radians_per_second_squared(static_cast<float>(value));
}

/// Degrees per second squared: `360_deg_per_s2`.
constexpr AngularAcceleration operator""_deg_per_s2(long double value) noexcept {
    return AngularAcceleration::from_degrees_per_second_squared(static_cast<float>(value));
}
/// Degrees per second squared: `360_deg_per_s2`.
constexpr AngularAcceleration operator""_deg_per_s2(unsigned long long value) noexcept {
    return AngularAcceleration::from_degrees_per_second_squared(static_cast<float>(value));
}

} // namespace engine::unit_literals
