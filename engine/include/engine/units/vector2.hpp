#pragma once
/// Motion in the plane: `Position2` (absolute) and `Difference2`, `Velocity2`,
/// `Acceleration2` (relative), in level pixels with y growing downward.
///
/// What it is for: where a robot is, how far it is to the player, how fast a bullet
/// flies. Positions and differences are both "two lengths", but they mean different
/// things, and mixing them up is the classic bug: adding two positions, or moving an
/// object *to* its velocity. Here those lines do not compile.
///
/// Important parts:
/// - `Position2` is a point of an affine space: Position2 - Position2 = Difference2,
///   Position2 ± Difference2 = Position2, `distance`, `lerp`; no Position2 + Position2 and
///   no scaling (what would twice a position be?);
/// - `Difference2`, `Velocity2`, `Acceleration2` are vector spaces (quantity_2d.hpp);
///   TimeSpan moves between them (calculus.hpp);
/// - a facing times a 1D quantity gives the vector of that length in that direction:
///   Direction2 * Length = Difference2, * Speed = Velocity2, * Acceleration = Acceleration2;
/// - raw accessors for rendering say their unit: `x_pixels()`, `x_pixels_per_second()`.
///
///     #include <engine/units/calculus.hpp>
///     using namespace engine;
///     Position2 robot = Position2::from_pixels(100, 40);
///     Velocity2 bullet = Direction2::from_degrees(90) * Speed::from_pixels_per_second(300);  // down
///     Position2 next = robot + bullet * TimeSpan::from_seconds(0.1);
///     if (distance(next, Position2::from_pixels(100, 70)) > Length::from_pixels(0.001f)) return 1;
///
/// Source: "Extending type-safe physical values to multiple dimensions" (Position2 split
/// from Difference2, and their operations) and "Angular type-safe physical units"
/// (direction2 * unit = difference2, ...), GameDev<T>, Paul Scharf, genericgamedev.com.

#include "engine/units/direction2.hpp"
#include "engine/units/linear.hpp"
#include "engine/units/math.hpp"
#include "engine/units/quantity_2d.hpp"

namespace engine {

/// A relative offset in the plane, in level pixels (from one position to another).
class Difference2 : public Quantity2D<Difference2, Length> {
public:
    /// The zero offset.
    constexpr Difference2() noexcept = default;
    /// An offset of (`x`, `y`) level pixels.
    static constexpr Difference2 from_pixels(float x, float y) noexcept { return make({x, y}); }
    /// The x offset in pixels (for rendering).
    constexpr float x_pixels() const noexcept { return raw_x(); }
    /// The y offset in pixels (positive is down).
    constexpr float y_pixels() const noexcept { return raw_y(); }
};

/// A velocity in the plane, in level pixels per second.
class Velocity2 : public Quantity2D<Velocity2, Speed> {
public:
    /// Standing still.
    constexpr Velocity2() noexcept = default;
    /// A velocity of (`x`, `y`) pixels per second.
    static constexpr Velocity2 from_pixels_per_second(float x, float y) noexcept { return make({x, y}); }
    /// The x component in pixels per second.
    constexpr float x_pixels_per_second() const noexcept { return raw_x(); }
    /// The y component in pixels per second (positive is down).
    constexpr float y_pixels_per_second() const noexcept { return raw_y(); }
};

/// An acceleration in the plane, in level pixels per second squared.
class Acceleration2 : public Quantity2D<Acceleration2, Acceleration> {
public:
    /// No acceleration.
    constexpr Acceleration2() noexcept = default;
    /// An acceleration of (`x`, `y`) pixels per second squared.
    static constexpr Acceleration2 from_pixels_per_second_squared(float x, float y) noexcept { return make({x, y}); }
    /// The x component in pixels per second squared.
    constexpr float x_pixels_per_second_squared() const noexcept { return raw_x(); }
    /// The y component in pixels per second squared (positive is down, like gravity).
    constexpr float y_pixels_per_second_squared() const noexcept { return raw_y(); }
};

/// An absolute point in the level, in level pixels from the level's origin (y down).
class Position2 {
public:
    /// The level's origin.
    constexpr Position2() noexcept = default;
    /// The point (`x`, `y`) in level pixels.
    static constexpr Position2 from_pixels(float x, float y) noexcept {
        Position2 position;
        position.x_ = x;
        position.y_ = y;
        return position;
    }
    /// The point at (`x`, `y`) from the origin.
    static constexpr Position2 from_components(Length x, Length y) noexcept {
        return from_pixels(x.pixels(), y.pixels());
    }
    /// The level's origin (the same as `Position2{}`).
    static constexpr Position2 origin() noexcept { return Position2{}; }

    /// The x coordinate, as the distance from the origin along x.
    constexpr Length x() const noexcept { return Length::from_pixels(x_); }
    /// The y coordinate, as the distance from the origin along y (down).
    constexpr Length y() const noexcept { return Length::from_pixels(y_); }
    /// The x coordinate in pixels (for rendering).
    constexpr float x_pixels() const noexcept { return x_; }
    /// The y coordinate in pixels (for rendering).
    constexpr float y_pixels() const noexcept { return y_; }
    /// True unless a coordinate is infinite or NaN.
    bool is_finite() const noexcept { return engine::is_finite(x_) && engine::is_finite(y_); }

    /// The offset that leads from `b` to `a`.
    friend constexpr Difference2 operator-(Position2 a, Position2 b) noexcept {
        const float x = a.x_ - b.x_; // x, then y: see RawComponents in quantity_2d.hpp
        const float y = a.y_ - b.y_;
        return Difference2::from_pixels(x, y);
    }
    /// The point `offset` away from `point`.
    friend constexpr Position2 operator+(Position2 point, Difference2 offset) noexcept {
        const float x = point.x_ + offset.x_pixels();
        const float y = point.y_ + offset.y_pixels();
        return from_pixels(x, y);
    }
    /// The point `offset` away from `point`, offset first.
    friend constexpr Position2 operator+(Difference2 offset, Position2 point) noexcept { return point + offset; }
    /// The point `-offset` away from `point`.
    friend constexpr Position2 operator-(Position2 point, Difference2 offset) noexcept {
        const float x = point.x_ - offset.x_pixels();
        const float y = point.y_ - offset.y_pixels();
        return from_pixels(x, y);
    }
    /// Moves this point by `offset`.
    constexpr Position2& operator+=(Difference2 offset) noexcept {
        x_ += offset.x_pixels();
        y_ += offset.y_pixels();
        return *this;
    }
    /// Moves this point by `-offset`.
    constexpr Position2& operator-=(Difference2 offset) noexcept {
        x_ -= offset.x_pixels();
        y_ -= offset.y_pixels();
        return *this;
    }

    /// Same point. There is no `<`: points in the plane have no natural order.
    friend constexpr bool operator==(const Position2&, const Position2&) noexcept = default;

    /// The distance between two points.
    friend Length distance(Position2 a, Position2 b) noexcept { return (a - b).length(); }
    /// The point a fraction `t` of the way from `a` to `b` (an affine combination, so it is
    /// allowed although Position2 + Position2 is not).
    friend constexpr Position2 lerp(Position2 a, Position2 b, float t) noexcept {
        const float x = a.x_ + (b.x_ - a.x_) * t;
        const float y = a.y_ + (b.y_ - a.y_) * t;
        return from_pixels(x, y);
    }

private:
    float x_ = 0.0f;
    float y_ = 0.0f;
};

/// The offset of length `length` in the direction `facing`.
inline Difference2 operator*(Direction2 facing, Length length) noexcept {
    const UnitVector2 along = facing.unit_vector();
    return Difference2::from_pixels(along.x * length.pixels(), along.y * length.pixels());
}
/// The offset of length `length` in the direction `facing`, length first.
inline Difference2 operator*(Length length, Direction2 facing) noexcept {
    return facing * length;
}
/// The velocity of speed `speed` in the direction `facing`.
inline Velocity2 operator*(Direction2 facing, Speed speed) noexcept {
    const UnitVector2 along = facing.unit_vector();
    return Velocity2::from_pixels_per_second(along.x * speed.pixels_per_second(), along.y * speed.pixels_per_second());
}
/// The velocity of speed `speed` in the direction `facing`, speed first.
inline Velocity2 operator*(Speed speed, Direction2 facing) noexcept {
    return facing * speed;
}
/// The acceleration of size `acceleration` in the direction `facing`.
inline Acceleration2 operator*(Direction2 facing, Acceleration acceleration) noexcept {
    const UnitVector2 along = facing.unit_vector();
    return Acceleration2::from_pixels_per_second_squared(along.x * acceleration.pixels_per_second_squared(),
                                                         along.y * acceleration.pixels_per_second_squared());
}
/// The acceleration of size `acceleration` in the direction `facing`, acceleration first.
inline Acceleration2 operator*(Acceleration acceleration, Direction2 facing) noexcept {
    return facing * acceleration;
}

} // namespace engine
