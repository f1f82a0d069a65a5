// The one number formatter of engine/numbers.hpp, out of line so that the header needs
// only <string>.

#include "engine/numbers.hpp"

#include "engine/units/math.hpp"

#include <charconv>
#include <system_error>

namespace engine {

namespace {

template <class Number>
std::string shortest_text(Number value) {
    if (!is_finite(value)) {
        // NaN is the one value not equal to itself.
        return value != value ? "NaN" : (value > 0 ? "+infinity" : "-infinity");
    }
    // Plain std::to_chars picks the shortest digits that read back as `value`, in fixed or
    // scientific notation, whichever is shorter; 32 characters fit every double.
    char text[32];
    const auto [end, error] = std::to_chars(text, text + sizeof text, value);
    return error == std::errc{} ? std::string(text, end) : std::string("?");
}

} // namespace

std::string describe_number(double value) {
    return shortest_text(value);
}

std::string describe_number(float value) {
    return shortest_text(value);
}

} // namespace engine
