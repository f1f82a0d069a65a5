#pragma once
/// Motion along one line: `Length`, `Speed` and `Acceleration`, in level pixels.
///
/// What it is for: a bullet's range, a robot's top speed, gravity, a tile's size. Each is
/// a float that knows its unit, so "range + speed" does not compile and "speed * time"
/// gives a length (calculus.hpp).
///
/// Important parts:
/// - the world unit is the level pixel (docs/DESIGN.md §2), so the factories and accessors say
///   `pixels`, `pixels_per_second`, `pixels_per_second_squared`;
/// - all three are relative one-dimensional quantities (quantity_1d.hpp): they add,
///   subtract, scale by a plain number, compare, and divide into a plain number;
/// - a quantity times itself gives its square (`Length * Length = Squared<Length>`),
///   which is what `length_squared()` of a vector returns (squared.hpp).
///
///     #include <engine/units/calculus.hpp>
///     using namespace engine;
///     Length range = Length::from_pixels(320);
///     Speed bullet = Speed::from_pixels_per_second(640);
///     TimeSpan flight = range / bullet;
///     if (flight.seconds() != 0.5) return 1;
///
/// Source: the GameDev<T> type-safe units series: `Unit` (renamed `Length` here, since
/// "unit" means something else in a units library), `Speed` and `Acceleration`, as recalled
/// in "Extending type-safe physical values to multiple dimensions"
/// (GameDev<T>, Paul Scharf, genericgamedev.com).

#include "engine/units/quantity_1d.hpp"
#include "engine/units/squared.hpp"

namespace engine {

/// A distance or a signed offset along one axis, in level pixels (the articles' `Unit`).
class Length : public Quantity1D<Length, float> {
public:
    /// Zero pixels.
    constexpr Length() noexcept = default;
    /// A length of `pixels` level pixels.
    static constexpr Length from_pixels(float pixels) noexcept { return make(pixels); }
    /// The length in level pixels (for the renderer and ImGui).
    constexpr float pixels() const noexcept { return raw(); }
};

/// A signed rate of change of a Length, in level pixels per second.
class Speed : public Quantity1D<Speed, float> {
public:
    /// Standing still.
    constexpr Speed() noexcept = default;
    /// A speed of `pixels_per_second` pixels per second.
    static constexpr Speed from_pixels_per_second(float pixels_per_second) noexcept { return make(pixels_per_second); }
    /// The speed in pixels per second.
    constexpr float pixels_per_second() const noexcept { return raw(); }
};

/// A signed rate of change of a Speed, in level pixels per second squared.
class Acceleration : public Quantity1D<Acceleration, float> {
public:
    /// No acceleration.
    constexpr Acceleration() noexcept = default;
    /// An acceleration of `pixels_per_second_squared` pixels per second squared.
    static constexpr Acceleration from_pixels_per_second_squared(float pixels_per_second_squared) noexcept {
        return make(pixels_per_second_squared);
    }
    /// The acceleration in pixels per second squared.
    constexpr float pixels_per_second_squared() const noexcept { return raw(); }
};

/// The square of a length (px²); compare it with another squared length, never with a length.
constexpr Squared<Length> operator*(Length a, Length b) noexcept {
    return detail::QuantityAccess::make<Squared<Length>>(a.pixels() * b.pixels());
}
/// The square of a speed (px²/s²).
constexpr Squared<Speed> operator*(Speed a, Speed b) noexcept {
    return detail::QuantityAccess::make<Squared<Speed>>(a.pixels_per_second() * b.pixels_per_second());
}
/// The square of an acceleration (px²/s⁴).
constexpr Squared<Acceleration> operator*(Acceleration a, Acceleration b) noexcept {
    return detail::QuantityAccess::make<Squared<Acceleration>>(a.pixels_per_second_squared() *
                                                               b.pixels_per_second_squared());
}

} // namespace engine
