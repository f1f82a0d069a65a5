#pragma once
/// `Squared<Q>`: the square of a spatial quantity (px², px²/s², px²/s⁴).
///
/// What it is for: comparing distances without a square root. `length_squared()` and
/// `dot(a, b)` of two vectors of the same kind return a `Squared<...>`, and so does
/// `Length * Length`, so the usual fast test reads
///
///     #include <engine/units/vector2.hpp>
///     const engine::Difference2 offset = engine::Difference2::from_pixels(3, 4);
///     const engine::Length radius = engine::Length::from_pixels(6);
///     if (offset.length_squared() < radius * radius) { /* inside */ } else { return 1; }
///
/// and still cannot compare a squared length with a plain length or a squared speed.
///
/// Important parts:
/// - `Squared<Q>` is a relative one-dimensional quantity (see quantity_1d.hpp): it adds,
///   scales, compares and divides into a plain number like any other;
/// - `sqrt(Squared<Q>)` gives back a `Q`;
/// - `value()` is the raw number in the square of Q's unit (there is no better name that
///   fits all three squares).
///
/// Source: our own addition to the GameDev<T> type-safe units posts
/// (Paul Scharf, genericgamedev.com), which stop at vectors and do not say what a dot
/// product of two differences is; a squared length is the honest answer.

#include "engine/units/math.hpp"
#include "engine/units/quantity_1d.hpp"

namespace engine {

/// The square of the quantity `Q` (Length, Speed or Acceleration), stored as a float.
template <class Q> class Squared : public Quantity1D<Squared<Q>, float> {
public:
    /// Zero.
    constexpr Squared() noexcept = default;
    /// The raw value in the square of Q's unit (px² for `Squared<Length>`).
    constexpr float value() const noexcept { return this->raw(); }

    /// The square root: the quantity whose square this is (NaN for negative values).
    friend Q sqrt(Squared square) noexcept {
        return detail::QuantityAccess::make<Q>(detail::square_root(square.raw()));
    }
};

} // namespace engine
