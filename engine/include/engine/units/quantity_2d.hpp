#pragma once
/// The shared base of the relative 2D quantities: Difference2, Velocity2, Acceleration2.
///
/// What it is for: the same job as quantity_1d.hpp one dimension up. A relative 2D
/// quantity is a vector space over plain numbers: add, subtract, negate, scale, and
/// compare for equality (vectors have no `<`). It also knows its length, its squared
/// length, its direction and its dot products, each with the right unit.
///
/// Important parts:
/// - `Quantity2D<Derived, Component>`: a CRTP base holding two floats and nothing else,
///   so `sizeof(Velocity2) == 2 * sizeof(float)`. `Component` is the matching 1D quantity
///   (Length for Difference2): `x()`, `y()` and `length()` return it;
/// - `length_squared()` and `dot(a, b)` return `Squared<Component>` (squared.hpp), and
///   `dot(v, direction)` projects onto a facing and returns a `Component`;
/// - `direction()` is the facing the vector points in (throws for a zero vector).
///
///     #include <engine/units/vector2.hpp>
///     using namespace engine;
///     Difference2 to_player = Difference2::from_pixels(30, 40);
///     Length distance = to_player.length();
///     Direction2 aim = to_player.direction();
///     if (distance != Length::from_pixels(50)) return 1;
///
/// Source: "Extending type-safe physical values to multiple dimensions" (GameDev<T>,
/// Paul Scharf, genericgamedev.com): the relative 2D types form vector spaces with
/// the same operations as their 1D counterparts.

#include "engine/units/direction2.hpp"
#include "engine/units/math.hpp"
#include "engine/units/quantity_1d.hpp"
#include "engine/units/squared.hpp"

namespace engine {

/// CRTP base of a relative 2D quantity stored as two floats in `Component`'s unit.
/// `Derived` must inherit publicly from `Quantity2D<Derived, Component>` and add no data members.
template <class Derived, class Component_> class Quantity2D {
public:
    /// The matching one-dimensional quantity (the unit of x, y and length).
    using Component = Component_;

    /// The zero vector (also what a default-constructed value holds).
    static constexpr Derived zero() noexcept { return make({0.0f, 0.0f}); }
    /// A vector from its two typed components.
    static constexpr Derived from_components(Component x, Component y) noexcept {
        return make({detail::QuantityAccess::raw(x), detail::QuantityAccess::raw(y)});
    }

    /// The x component.
    constexpr Component x() const noexcept { return detail::QuantityAccess::make<Component>(x_); }
    /// The y component (positive is down on screen).
    constexpr Component y() const noexcept { return detail::QuantityAccess::make<Component>(y_); }
    /// The Euclidean length, in the component's unit.
    Component length() const noexcept {
        return detail::QuantityAccess::make<Component>(detail::square_root(x_ * x_ + y_ * y_));
    }
    /// The squared length: compare it with another squared quantity to avoid the square root.
    constexpr Squared<Component> length_squared() const noexcept {
        return detail::QuantityAccess::make<Squared<Component>>(x_ * x_ + y_ * y_);
    }
    /// The facing this vector points in. Throws std::invalid_argument for a zero or non-finite vector.
    Direction2 direction() const { return Direction2::from_vector(self()); }
    /// True for the zero vector (either sign of zero).
    constexpr bool is_zero() const noexcept { return x_ == 0.0f && y_ == 0.0f; }
    /// True unless a component is infinite or NaN.
    bool is_finite() const noexcept { return engine::is_finite(x_) && engine::is_finite(y_); }

    /// Sum of two vectors of the same quantity.
    friend constexpr Derived operator+(Derived a, Derived b) noexcept { return make({a.x_ + b.x_, a.y_ + b.y_}); }
    /// Difference of two vectors of the same quantity.
    friend constexpr Derived operator-(Derived a, Derived b) noexcept { return make({a.x_ - b.x_, a.y_ - b.y_}); }
    /// The opposite vector.
    friend constexpr Derived operator-(Derived a) noexcept { return make({-a.x_, -a.y_}); }
    /// Scaling by a plain number.
    friend constexpr Derived operator*(Derived a, float factor) noexcept {
        return make({a.x_ * factor, a.y_ * factor});
    }
    /// Scaling by a plain number, number first.
    friend constexpr Derived operator*(float factor, Derived a) noexcept {
        return make({factor * a.x_, factor * a.y_});
    }
    /// Division by a plain number.
    friend constexpr Derived operator/(Derived a, float divisor) noexcept {
        return make({a.x_ / divisor, a.y_ / divisor});
    }

    /// Adds `b` in place.
    constexpr Derived& operator+=(Derived b) noexcept {
        x_ += b.x_;
        y_ += b.y_;
        return self();
    }
    /// Subtracts `b` in place.
    constexpr Derived& operator-=(Derived b) noexcept {
        x_ -= b.x_;
        y_ -= b.y_;
        return self();
    }
    /// Scales in place by a plain number.
    constexpr Derived& operator*=(float factor) noexcept {
        x_ *= factor;
        y_ *= factor;
        return self();
    }
    /// Divides in place by a plain number.
    constexpr Derived& operator/=(float divisor) noexcept {
        x_ /= divisor;
        y_ /= divisor;
        return self();
    }

    /// Component-wise equality. There is no `<`: vectors have no natural order.
    friend constexpr bool operator==(Derived a, Derived b) noexcept { return a.x_ == b.x_ && a.y_ == b.y_; }

    /// The dot product of two vectors of the same quantity: a squared quantity.
    friend constexpr Squared<Component> dot(Derived a, Derived b) noexcept {
        return detail::QuantityAccess::make<Squared<Component>>(a.x_ * b.x_ + a.y_ * b.y_);
    }
    /// The signed component of `v` along `facing` (a projection), in the component's unit.
    friend Component dot(Derived v, Direction2 facing) noexcept {
        const UnitVector2 along = facing.unit_vector();
        return detail::QuantityAccess::make<Component>(v.x_ * along.x + v.y_ * along.y);
    }
    /// Linear interpolation: `a` at t = 0, `b` at t = 1 (within one rounding).
    friend constexpr Derived lerp(Derived a, Derived b, float t) noexcept {
        return make({a.x_ + (b.x_ - a.x_) * t, a.y_ + (b.y_ - a.y_) * t});
    }

protected:
    /// Raw components in Component's unit, written `{x, y}`. Braces compute x before y,
    /// as hand-written float code does; function arguments have no fixed order. The same
    /// order gives the same machine code: tests/units/zero_overhead checks it is identical
    /// (why the order matters: docs/learn/measurements.md, "Compiler notes").
    struct RawComponents {
        float x;
        float y;
    };
    /// Builds a vector from raw components in Component's unit (derived types' factories).
    static constexpr Derived make(RawComponents raw) noexcept {
        Derived result;
        static_cast<Quantity2D&>(result).x_ = raw.x;
        static_cast<Quantity2D&>(result).y_ = raw.y;
        return result;
    }
    /// The raw x component, for derived types' named accessors.
    constexpr float raw_x() const noexcept { return x_; }
    /// The raw y component, for derived types' named accessors.
    constexpr float raw_y() const noexcept { return y_; }

private:
    constexpr Derived& self() noexcept { return static_cast<Derived&>(*this); }
    constexpr const Derived& self() const noexcept { return static_cast<const Derived&>(*this); }

    float x_ = 0.0f;
    float y_ = 0.0f;
};

} // namespace engine
