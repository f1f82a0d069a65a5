#pragma once
/// The shared base of every relative one-dimensional quantity (Length, Speed, TimeSpan, Angle, ...).
///
/// What it is for: a relative quantity is a one-dimensional vector space. Its values can
/// be added, subtracted, negated, scaled by a plain number and compared, and two values
/// of the same quantity divide into a plain number (Length / Length = float). Writing those
/// eleven operators once here, instead of in each of ten types, is the only job of this file.
///
/// Important parts:
/// - `Quantity1D<Derived, Rep>`: a CRTP base holding one `Rep` (float or double) and
///   nothing else, so `sizeof(Length) == sizeof(float)`;
/// - the operators are *hidden friends*: found only by argument-dependent lookup when a
///   `Derived` is an operand. `Length + Speed` finds Length's and Speed's own `+`, neither
///   takes the other type, and the compiler says "no match for operator+ (Length and Speed)";
/// - there is no constructor from a raw number. A derived type offers named factories that
///   say the unit (`Length::from_pixels(3)`), and a named accessor for the raw value;
/// - `detail::QuantityAccess`: the one door through which the other unit headers build a
///   quantity from a raw value generically (e.g. `Difference2::x()` making a `Length`).
///
///     #include <engine/units/linear.hpp>
///     using namespace engine;   // Length is a Quantity1D<Length, float> (linear.hpp)
///     Length a = Length::from_pixels(3), b = Length::from_pixels(4);
///     float ratio = (a + b) / b;   // a plain number
///     if (ratio != 1.75f || sizeof(Length) != sizeof(float)) return 1;
///
/// Source: the GameDev<T> series' type-safe units posts ("Extending type-safe physical
/// values to multiple dimensions", Paul Scharf, genericgamedev.com), which list these
/// vector-space operations for each relative type.

#include "engine/units/math.hpp"

namespace engine {

namespace detail {
struct QuantityAccess;
} // namespace detail

/// CRTP base of a relative one-dimensional quantity stored as one `Rep`.
/// `Derived` must inherit publicly from `Quantity1D<Derived, Rep>` and add no data members.
template <class Derived, class Rep> class Quantity1D {
public:
    /// The raw representation (float for space and angles, double for time).
    using Representation = Rep;

    /// The zero of this quantity (also what a default-constructed value holds).
    static constexpr Derived zero() noexcept { return make(Rep{0}); }

    /// Sum of two values of the same quantity.
    friend constexpr Derived operator+(Derived a, Derived b) noexcept { return make(a.raw() + b.raw()); }
    /// Difference of two values of the same quantity.
    friend constexpr Derived operator-(Derived a, Derived b) noexcept { return make(a.raw() - b.raw()); }
    /// The opposite value.
    friend constexpr Derived operator-(Derived a) noexcept { return make(-a.raw()); }
    /// Scaling by a plain number.
    friend constexpr Derived operator*(Derived a, Rep factor) noexcept { return make(a.raw() * factor); }
    /// Scaling by a plain number, number first.
    friend constexpr Derived operator*(Rep factor, Derived a) noexcept { return make(factor * a.raw()); }
    /// Division by a plain number.
    friend constexpr Derived operator/(Derived a, Rep divisor) noexcept { return make(a.raw() / divisor); }
    /// Ratio of two values of the same quantity: the units cancel, a plain number remains.
    friend constexpr Rep operator/(Derived a, Derived b) noexcept { return a.raw() / b.raw(); }

    /// Adds `b` in place.
    constexpr Derived& operator+=(Derived b) noexcept { return self() = self() + b; }
    /// Subtracts `b` in place.
    constexpr Derived& operator-=(Derived b) noexcept { return self() = self() - b; }
    /// Scales in place by a plain number.
    constexpr Derived& operator*=(Rep factor) noexcept { return self() = self() * factor; }
    /// Divides in place by a plain number.
    constexpr Derived& operator/=(Rep divisor) noexcept { return self() = self() / divisor; }

    /// Equality of the raw values (IEEE rules: NaN is unequal to everything).
    friend constexpr bool operator==(Derived a, Derived b) noexcept { return a.raw() == b.raw(); }
    // The four orderings are spelled out rather than defaulted with `<=>`: <compare> would
    // add ~40 ms to every file including the units (docs/learn/measurements.md, include time).
    /// Less than; also what `std::min`, `std::max` and `std::clamp` use.
    friend constexpr bool operator<(Derived a, Derived b) noexcept { return a.raw() < b.raw(); }
    /// Less than or equal.
    friend constexpr bool operator<=(Derived a, Derived b) noexcept { return a.raw() <= b.raw(); }
    /// Greater than.
    friend constexpr bool operator>(Derived a, Derived b) noexcept { return a.raw() > b.raw(); }
    /// Greater than or equal.
    friend constexpr bool operator>=(Derived a, Derived b) noexcept { return a.raw() >= b.raw(); }

    /// The magnitude, with the same unit.
    friend constexpr Derived abs(Derived a) noexcept { return a.raw() < Rep{0} ? -a : a; }
    /// Linear interpolation: `a` at t = 0, `b` at t = 1 (within one rounding), extrapolating outside [0, 1].
    friend constexpr Derived lerp(Derived a, Derived b, Rep t) noexcept {
        return make(a.raw() + (b.raw() - a.raw()) * t);
    }

    /// True unless the value is infinite or NaN.
    bool is_finite() const noexcept { return engine::is_finite(value_); }

protected:
    /// Builds a value from its raw representation; only derived types and the unit headers
    /// (through `detail::QuantityAccess`) may do this, and they always know the unit.
    static constexpr Derived make(Rep raw_value) noexcept {
        Derived result;
        static_cast<Quantity1D&>(result).value_ = raw_value;
        return result;
    }
    /// The raw representation, for derived types' named accessors.
    constexpr Rep raw() const noexcept { return value_; }

private:
    friend struct detail::QuantityAccess;
    constexpr Derived& self() noexcept { return static_cast<Derived&>(*this); }

    Rep value_ = Rep{0};
};

namespace detail {
/// Generic construction of / access to a quantity's raw value for the unit headers only.
/// Game code uses the named factories and accessors, which say the unit.
struct QuantityAccess {
    /// A quantity `Q` holding `raw_value` in Q's unit.
    template <class Q> static constexpr Q make(typename Q::Representation raw_value) noexcept {
        return Q::make(raw_value);
    }
    /// The raw value of `q` in Q's unit.
    template <class Q> static constexpr typename Q::Representation raw(const Q& q) noexcept { return q.raw(); }
};
} // namespace detail

} // namespace engine
