#include "number_parsing.hpp"

#include <engine/numbers.hpp>
#include <engine/units/math.hpp>

#include <charconv>
#include <system_error>

namespace tilequery {

namespace {

std::string quoted(std::string_view text) {
    // Built by appending: g++ 12 misreports `"\"" + std::string(...)` under -Wrestrict.
    std::string result = "\"";
    result += text;
    result += '"';
    return result;
}

} // namespace

double check_coordinate(double value, std::string_view argument) {
    if (!engine::is_finite(value)) {
        throw UsageError(std::string(argument) + " is " + engine::describe_number(value) +
                         "; expected a finite number");
    }
    // The engine's queries take tiles in int32; say so here rather than deep inside.
    if (value < -2147483648.0 || value >= 2147483648.0) {
        throw UsageError(std::string(argument) + " = " + engine::describe_number(value) +
                         " is out of range; tile coordinates must lie in [-2^31, 2^31)");
    }
    return value;
}

double check_radius(double value, std::string_view argument) {
    check_coordinate(value, argument);
    if (value < 0.0) {
        throw UsageError(std::string(argument) + " = " + engine::describe_number(value) +
                         " is negative; expected a radius >= 0");
    }
    return value;
}

double parse_coordinate(std::string_view text, std::string_view argument) {
    double value = 0.0;
    // from_chars reads the whole token or reports where it stopped: "1.5x" is an
    // error, not 1.5. It also accepts "nan" and "inf", which the check rejects.
    const char* const end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, value);
    if (error == std::errc::result_out_of_range) {
        throw UsageError(std::string(argument) + " = " + quoted(text) + " is out of range");
    }
    if (error != std::errc{} || stop != end || text.empty()) {
        throw UsageError(std::string(argument) + " = " + quoted(text) + " is not a number");
    }
    return check_coordinate(value, argument);
}

engine::TileSpacePoint parse_point(std::string_view text, std::string_view argument) {
    const std::size_t comma = text.find(',');
    if (comma == std::string_view::npos || text.find(',', comma + 1) != std::string_view::npos) {
        throw UsageError(std::string(argument) + " = " + quoted(text) + " is not a point; write it as X,Y (e.g. 2.5,-1)");
    }
    const std::string name(argument);
    return {parse_coordinate(text.substr(0, comma), name + ".x"), parse_coordinate(text.substr(comma + 1), name + ".y")};
}

double parse_radius(std::string_view text, std::string_view argument) {
    return check_radius(parse_coordinate(text, argument), argument);
}

} // namespace tilequery
