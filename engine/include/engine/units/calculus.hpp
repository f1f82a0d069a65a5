#pragma once
/// Integration and differentiation: how a `TimeSpan` moves between the quantities.
///
/// What it is for: the two lines every moving object runs each frame (the two `+=` below),
///
///     using namespace engine;
///     Position2 position = Position2::from_pixels(0, 0);
///     Velocity2 velocity = Velocity2::from_pixels_per_second(100, 0);
///     const Acceleration2 acceleration = Acceleration2::from_pixels_per_second_squared(0, 980);
///     const TimeSpan dt = TimeSpan::from_seconds(0.5);
///     velocity += acceleration * dt;     // Acceleration2 * TimeSpan = Velocity2
///     position += velocity * dt;         // Velocity2 * TimeSpan = Difference2
///     if (position != Position2::from_pixels(50, 245)) return 1;
///
/// and their inverses (a distance over a time is a speed). With these, a forgotten `* dt`
/// or a `* dt` too many is a compile error instead of a game that runs at the wrong speed
/// on a faster monitor.
///
/// Important parts (each line also exists with the TimeSpan first for `*`):
/// - 1D:      Acceleration * TimeSpan = Speed,  Speed * TimeSpan = Length,
///            Length / TimeSpan = Speed,        Speed / TimeSpan = Acceleration,
///            Length / Speed = TimeSpan,        Speed / Acceleration = TimeSpan;
/// - 2D:      Acceleration2 * TimeSpan = Velocity2,  Velocity2 * TimeSpan = Difference2,
///            Difference2 / TimeSpan = Velocity2,    Velocity2 / TimeSpan = Acceleration2;
/// - angular: AngularAcceleration * TimeSpan = AngularVelocity, AngularVelocity * TimeSpan = Angle,
///            Angle / TimeSpan = AngularVelocity, AngularVelocity / TimeSpan = AngularAcceleration,
///            Angle / AngularVelocity = TimeSpan, AngularVelocity / AngularAcceleration = TimeSpan;
/// - precision: TimeSpan holds double seconds (time.hpp says why). A float quantity times
///   a TimeSpan rounds the seconds to float once and multiplies in float, so the hot
///   loops stay in single precision; a ratio of two float quantities that gives a
///   TimeSpan is computed in float and widened exactly to double.
///
/// Source: the integration and differentiation lists of "Extending type-safe physical
/// values to multiple dimensions" and "Angular type-safe physical units" (GameDev<T>,
/// Paul Scharf, genericgamedev.com).

#include "engine/units/angular.hpp"
#include "engine/units/linear.hpp"
#include "engine/units/time.hpp"
#include "engine/units/vector2.hpp"

namespace engine {

namespace detail {
/// The seconds of `span` as a float: the one narrowing every float-by-time product shares.
constexpr float seconds_as_float(TimeSpan span) noexcept {
    return static_cast<float>(span.seconds());
}
} // namespace detail

// [SECTION] One dimension: Acceleration -> Speed -> Length

/// Speed gained by accelerating for `span`.
constexpr Speed operator*(Acceleration a, TimeSpan span) noexcept {
    return Speed::from_pixels_per_second(a.pixels_per_second_squared() * detail::seconds_as_float(span));
}
/// Speed gained by accelerating for `span`, time first.
constexpr Speed operator*(TimeSpan span, Acceleration a) noexcept {
    return a * span;
}
/// Distance covered at `speed` during `span`.
constexpr Length operator*(Speed speed, TimeSpan span) noexcept {
    return Length::from_pixels(speed.pixels_per_second() * detail::seconds_as_float(span));
}
/// Distance covered at `speed` during `span`, time first.
constexpr Length operator*(TimeSpan span, Speed speed) noexcept {
    return speed * span;
}
/// The speed that covers `length` in `span`.
constexpr Speed operator/(Length length, TimeSpan span) noexcept {
    return Speed::from_pixels_per_second(length.pixels() / detail::seconds_as_float(span));
}
/// The acceleration that changes a speed by `speed` in `span`.
constexpr Acceleration operator/(Speed speed, TimeSpan span) noexcept {
    return Acceleration::from_pixels_per_second_squared(speed.pixels_per_second() / detail::seconds_as_float(span));
}
/// The time it takes to cover `length` at `speed`.
constexpr TimeSpan operator/(Length length, Speed speed) noexcept {
    return TimeSpan::from_seconds(static_cast<double>(length.pixels() / speed.pixels_per_second()));
}
/// The time it takes for `acceleration` to change a speed by `speed`.
constexpr TimeSpan operator/(Speed speed, Acceleration acceleration) noexcept {
    return TimeSpan::from_seconds(
        static_cast<double>(speed.pixels_per_second() / acceleration.pixels_per_second_squared()));
}

// [SECTION] Two dimensions: Acceleration2 -> Velocity2 -> Difference2

/// Velocity gained by accelerating for `span`.
constexpr Velocity2 operator*(Acceleration2 a, TimeSpan span) noexcept {
    const float seconds = detail::seconds_as_float(span);
    const float x = a.x_pixels_per_second_squared() * seconds; // x, then y: see RawComponents in quantity_2d.hpp
    const float y = a.y_pixels_per_second_squared() * seconds;
    return Velocity2::from_pixels_per_second(x, y);
}
/// Velocity gained by accelerating for `span`, time first.
constexpr Velocity2 operator*(TimeSpan span, Acceleration2 a) noexcept {
    return a * span;
}
/// Offset covered at `velocity` during `span`.
constexpr Difference2 operator*(Velocity2 velocity, TimeSpan span) noexcept {
    const float seconds = detail::seconds_as_float(span);
    const float x = velocity.x_pixels_per_second() * seconds;
    const float y = velocity.y_pixels_per_second() * seconds;
    return Difference2::from_pixels(x, y);
}
/// Offset covered at `velocity` during `span`, time first.
constexpr Difference2 operator*(TimeSpan span, Velocity2 velocity) noexcept {
    return velocity * span;
}
/// The velocity that covers `offset` in `span`.
constexpr Velocity2 operator/(Difference2 offset, TimeSpan span) noexcept {
    const float seconds = detail::seconds_as_float(span);
    const float x = offset.x_pixels() / seconds;
    const float y = offset.y_pixels() / seconds;
    return Velocity2::from_pixels_per_second(x, y);
}
/// The acceleration that changes a velocity by `velocity` in `span`.
constexpr Acceleration2 operator/(Velocity2 velocity, TimeSpan span) noexcept {
    const float seconds = detail::seconds_as_float(span);
    const float x = velocity.x_pixels_per_second() / seconds;
    const float y = velocity.y_pixels_per_second() / seconds;
    return Acceleration2::from_pixels_per_second_squared(x, y);
}

// [SECTION] Rotation: AngularAcceleration -> AngularVelocity -> Angle

/// Turn rate gained by angular acceleration during `span`.
constexpr AngularVelocity operator*(AngularAcceleration a, TimeSpan span) noexcept {
    return AngularVelocity::from_radians_per_second(a.radians_per_second_squared() * detail::seconds_as_float(span));
}
/// Turn rate gained by angular acceleration during `span`, time first.
constexpr AngularVelocity operator*(TimeSpan span, AngularAcceleration a) noexcept {
    return a * span;
}
/// Angle turned at `rate` during `span` (unbounded: it may exceed a full turn).
constexpr Angle operator*(AngularVelocity rate, TimeSpan span) noexcept {
    return Angle::from_radians(rate.radians_per_second() * detail::seconds_as_float(span));
}
/// Angle turned at `rate` during `span`, time first.
constexpr Angle operator*(TimeSpan span, AngularVelocity rate) noexcept {
    return rate * span;
}
/// The turn rate that turns by `angle` in `span`.
constexpr AngularVelocity operator/(Angle angle, TimeSpan span) noexcept {
    return AngularVelocity::from_radians_per_second(angle.radians() / detail::seconds_as_float(span));
}
/// The angular acceleration that changes a turn rate by `rate` in `span`.
constexpr AngularAcceleration operator/(AngularVelocity rate, TimeSpan span) noexcept {
    return AngularAcceleration::from_radians_per_second_squared(rate.radians_per_second() /
                                                                detail::seconds_as_float(span));
}
/// The time it takes to turn by `angle` at `rate`.
constexpr TimeSpan operator/(Angle angle, AngularVelocity rate) noexcept {
    return TimeSpan::from_seconds(static_cast<double>(angle.radians() / rate.radians_per_second()));
}
/// The time it takes for `a` to change a turn rate by `rate`.
constexpr TimeSpan operator/(AngularVelocity rate, AngularAcceleration a) noexcept {
    return TimeSpan::from_seconds(static_cast<double>(rate.radians_per_second() / a.radians_per_second_squared()));
}

} // namespace engine
