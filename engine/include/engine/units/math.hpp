#pragma once
/// The seven <cmath> functions the units need — without including <cmath>.
///
/// What it is for: keeping `#include <engine/units.hpp>` cheap. With libstdc++ 12 in C++20
/// mode, <cmath> alone takes about 250 ms to parse (it drags in the C++17 special
/// functions), and every file that moves anything includes the units. docs/learn/measurements.md
/// has the measurements.
///
/// Important parts: on GCC and Clang each function is the compiler builtin that
/// libstdc++'s own `std::sqrt(float)`, `std::cos(float)`, ... forward to, so results and
/// machine code are the same as with <cmath> (the zero-overhead test compares against
/// hand-written code that uses <cmath>). Any other compiler gets <cmath> itself. Six are
/// the units' own (`engine::detail`); the seventh, `engine::is_finite`, is public: it is
/// the one finite check that every other check in Tilecast is built on.
///
///     #include <limits>
///     float hypotenuse = engine::detail::square_root(3.0f * 3.0f + 4.0f * 4.0f);
///     if (hypotenuse != 5.0f) return 1;
///     if (!engine::is_finite(hypotenuse) || engine::is_finite(std::numeric_limits<float>::infinity())) return 1;
///
/// Source: our own; the builtins are documented in the GCC manual, "Other Built-in
/// Functions Provided by GCC", and Clang accepts the same names.

#if !(defined(__GNUC__) || defined(__clang__))
#include <cmath>
#endif

namespace engine::detail {

#if defined(__GNUC__) || defined(__clang__)

/// Square root of a float (std::sqrt(float)).
inline float square_root(float x) noexcept {
    return __builtin_sqrtf(x);
}
/// Cosine of a float angle in radians (std::cos(float)).
inline float cosine(float radians) noexcept {
    return __builtin_cosf(radians);
}
/// Sine of a float angle in radians (std::sin(float)).
inline float sine(float radians) noexcept {
    return __builtin_sinf(radians);
}
/// The angle of the vector (x, y) in [-π, π] (std::atan2(double, double)).
inline double arc_tangent2(double y, double x) noexcept {
    return __builtin_atan2(y, x);
}
/// x minus the nearest multiple of `period`: exact, in [-period/2, period/2] (std::remainder).
inline double remainder(double x, double period) noexcept {
    return __builtin_remainder(x, period);
}
/// Rounds to the nearest integer, halves away from zero (std::llround); |x| must fit in int64.
inline long long round_to_integer(double x) noexcept {
    return __builtin_llround(x);
}

#else

/// Square root of a float.
inline float square_root(float x) noexcept {
    return std::sqrt(x);
}
/// Cosine of a float angle in radians.
inline float cosine(float radians) noexcept {
    return std::cos(radians);
}
/// Sine of a float angle in radians.
inline float sine(float radians) noexcept {
    return std::sin(radians);
}
/// The angle of the vector (x, y) in [-π, π].
inline double arc_tangent2(double y, double x) noexcept {
    return std::atan2(y, x);
}
/// x minus the nearest multiple of `period`: exact, in [-period/2, period/2].
inline double remainder(double x, double period) noexcept {
    return std::remainder(x, period);
}
/// Rounds to the nearest integer, halves away from zero; |x| must fit in int64.
inline long long round_to_integer(double x) noexcept {
    return std::llround(x);
}

#endif

} // namespace engine::detail

namespace engine {

/// False for NaN and ±infinity (std::isfinite): the one finite check of Tilecast. The
/// engine's argument checks, the unit types' `is_finite()`, tilequery and the game all
/// call it (a float converts to double exactly, infinities and NaN included).
inline bool is_finite(double x) noexcept {
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_isfinite(x);
#else
    return std::isfinite(x);
#endif
}

} // namespace engine
