// The out-of-line throws of engine/units/errors.hpp: <stdexcept> is included here, once,
// instead of in every file that includes the unit headers.

#include "engine/units/errors.hpp"

#include "engine/numbers.hpp"

#include <stdexcept>
#include <string>

namespace engine::detail {

void throw_not_finite(const char* where, const char* argument, double value) {
    throw std::invalid_argument(std::string(where) + ": " + argument + " must be a finite number, got " +
                                describe_number(value));
}

void throw_invalid_argument(const char* where, const char* problem) {
    throw std::invalid_argument(std::string(where) + ": " + problem);
}

} // namespace engine::detail
