#pragma once
/// Numbers shown to people: `describe_number`, the one way Tilecast writes an exact number
/// into an error message or a text answer (the engine's errors, tilequery, the game).
///
/// What it is for: a message that says "got 0.5" for 0.50000000001 hides the very thing
/// that is wrong, a point just off the grid. `describe_number` writes the shortest text
/// that reads back as the same number, so what a person sees is what the program had, and
/// a number copied out of a message or an answer gives the same result when typed back in.
///
/// Important parts:
/// - a double prints with as few digits as tell it apart from every other double ("0.1",
///   "2.09375", "0.50000000001", "1e+30"); a float with as few as tell it apart from every
///   other float ("0.1" for 0.1f, not the double nearest to it, 0.10000000149011612);
/// - NaN and the infinities print as "NaN", "+infinity" and "-infinity";
/// - the check that goes with it is `engine::is_finite` (units/math.hpp), and the engine's
///   argument checks (`detail::require_finite`, units/errors.hpp) use both;
/// - a panel that shows a measurement at a fixed precision ("12.5 px") formats it itself:
///   this is for numbers that must be exact.
///
///     #include <limits>
///     #include <string>
///     if (engine::describe_number(0.1) != "0.1") return 1;
///     if (engine::describe_number(0.50000000001) != "0.50000000001") return 1;
///     if (engine::describe_number(0.1f) != "0.1") return 1;
///     if (engine::describe_number(1e30) != "1e+30") return 1;
///     if (engine::describe_number(std::numeric_limits<double>::quiet_NaN()) != "NaN") return 1;
///
/// Source: std::to_chars (C++17), whose plain form is the shortest text that round-trips
/// (engine/src/numbers.cpp).

#include <string>

namespace engine {

/// The shortest text that reads back as `value` ("0.1", "1e+30"), or "NaN", "+infinity",
/// "-infinity".
std::string describe_number(double value);
/// The shortest text that reads back as the float `value`, or "NaN", "+infinity", "-infinity".
std::string describe_number(float value);

} // namespace engine
