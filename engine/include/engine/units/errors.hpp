#pragma once
/// How the units report bad input: std::invalid_argument, thrown from out-of-line code.
///
/// What it is for: the few unit operations where a bad value would be undefined
/// behaviour or meaningless (a NaN angle turned into a Direction2, the direction of a
/// zero vector) throw `std::invalid_argument` with a message naming the function and the
/// argument. The throw itself lives in engine/src/units/errors.cpp so that the unit
/// headers need not include <stdexcept> (and with it <string>, ~300 ms of parsing per
/// file); include <stdexcept> yourself where you catch it.
///
///     #include <limits>
///     #include <stdexcept>
///     #include <string>
///     const float turn = std::numeric_limits<float>::quiet_NaN();
///     try {
///         engine::detail::require_finite(turn, "Direction2 + Angle", "turn");
///         return 1;   // not reached: NaN throws
///     } catch (const std::invalid_argument& error) {
///         if (std::string(error.what()) != "Direction2 + Angle: turn must be a finite number, got NaN") return 1;
///     }
///
/// Source: the project's rule for bad input (docs/DESIGN.md §3).

#include "engine/units/math.hpp"

namespace engine::detail {

/// Throws std::invalid_argument("<where>: <argument> must be a finite number, got <value>"),
/// the value written by `describe_number` (engine/numbers.hpp).
[[noreturn]] void throw_not_finite(const char* where, const char* argument, double value);
/// Throws std::invalid_argument("<where>: <problem>").
[[noreturn]] void throw_invalid_argument(const char* where, const char* problem);

/// Throws std::invalid_argument naming `where` and `argument` unless `value` is finite: the
/// engine's one argument check for NaN and infinity (`require_tile_coordinate` in
/// tilemap/query_support.hpp adds the tile range to it).
inline void require_finite(double value, const char* where, const char* argument) {
    if (!engine::is_finite(value)) {
        throw_not_finite(where, argument, value);
    }
}

} // namespace engine::detail
