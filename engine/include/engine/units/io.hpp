#pragma once
/// Printing the units: `std::cout << Length::from_pixels(3)` prints "3 px".
///
/// What it is for: readable test failures (GoogleTest prints values with `<<`) and log
/// lines. Kept out of the umbrella header `engine/units.hpp` on purpose: <ostream> is one
/// of the heaviest standard headers, and most files that use units never print one.
///
/// Important parts: every value prints with its unit; absolute types print their kind,
/// e.g. "Position2(3 px, 4 px)", "Instant(12.5 s since start)",
/// "Direction2(90 deg = 1073741824 steps)".
///
///     #include <sstream>
///     std::ostringstream out;
///     out << engine::Length::from_pixels(3) << ", " << engine::Position2::from_pixels(3, 4);
///     if (out.str() != "3 px, Position2(3 px, 4 px)") return 1;
///
/// Source: none needed; the format follows the units' own accessor names.

#include "engine/units.hpp"

#include <concepts>
#include <ostream>

namespace engine {

/// Prints "<pixels> px".
inline std::ostream& operator<<(std::ostream& out, Length value) {
    return out << value.pixels() << " px";
}
/// Prints "<value> px/s".
inline std::ostream& operator<<(std::ostream& out, Speed value) {
    return out << value.pixels_per_second() << " px/s";
}
/// Prints "<value> px/s^2".
inline std::ostream& operator<<(std::ostream& out, Acceleration value) {
    return out << value.pixels_per_second_squared() << " px/s^2";
}
/// Prints "<value> (px)^2", "(px/s)^2" or "(px/s^2)^2".
template <class Q> std::ostream& operator<<(std::ostream& out, Squared<Q> value) {
    if constexpr (std::same_as<Q, Length>) {
        return out << value.value() << " (px)^2";
    } else if constexpr (std::same_as<Q, Speed>) {
        return out << value.value() << " (px/s)^2";
    } else {
        return out << value.value() << " (px/s^2)^2";
    }
}
/// Prints "<seconds> s".
inline std::ostream& operator<<(std::ostream& out, TimeSpan value) {
    return out << value.seconds() << " s";
}
/// Prints "Instant(<seconds> s since start)".
inline std::ostream& operator<<(std::ostream& out, Instant value) {
    return out << "Instant(" << value.seconds_since_start() << " s since start)";
}
/// Prints "<radians> rad".
inline std::ostream& operator<<(std::ostream& out, Angle value) {
    return out << value.radians() << " rad";
}
/// Prints "<value> rad/s".
inline std::ostream& operator<<(std::ostream& out, AngularVelocity value) {
    return out << value.radians_per_second() << " rad/s";
}
/// Prints "<value> rad/s^2".
inline std::ostream& operator<<(std::ostream& out, AngularAcceleration value) {
    return out << value.radians_per_second_squared() << " rad/s^2";
}
/// Prints "Direction2(<degrees> deg = <steps> steps)".
inline std::ostream& operator<<(std::ostream& out, Direction2 value) {
    return out << "Direction2(" << value.degrees() << " deg = " << value.steps() << " steps)";
}
/// Prints "Position2(<x> px, <y> px)".
inline std::ostream& operator<<(std::ostream& out, Position2 value) {
    return out << "Position2(" << value.x() << ", " << value.y() << ")";
}
/// Prints "Difference2(<x> px, <y> px)".
inline std::ostream& operator<<(std::ostream& out, Difference2 value) {
    return out << "Difference2(" << value.x() << ", " << value.y() << ")";
}
/// Prints "Velocity2(<x> px/s, <y> px/s)".
inline std::ostream& operator<<(std::ostream& out, Velocity2 value) {
    return out << "Velocity2(" << value.x() << ", " << value.y() << ")";
}
/// Prints "Acceleration2(<x> px/s^2, <y> px/s^2)".
inline std::ostream& operator<<(std::ostream& out, Acceleration2 value) {
    return out << "Acceleration2(" << value.x() << ", " << value.y() << ")";
}

} // namespace engine
