#pragma once
// Strict parsing of the numbers tilequery accepts: "X,Y" points and radii.
//
// Every failure throws `UsageError` with a message that names the argument, so
// "tilequery ray nan,0 1,1" says which argument is wrong and exits with status 2
// instead of passing NaN to the engine. Only finite numbers whose tile fits in
// int32 are accepted — the same range the engine's queries take.

#include <engine/tilemap/tile_space.hpp>

#include <stdexcept>
#include <string>
#include <string_view>

namespace tilequery {

/// A problem with what the user typed (exit status 2).
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// The number in `text` (all of it, no spaces), finite and within the tile
/// range [-2^31, 2^31); `argument` names it in error messages.
double parse_coordinate(std::string_view text, std::string_view argument);

/// A point written "X,Y" (e.g. "-3.5,2"); `argument` names it in error messages.
engine::TileSpacePoint parse_point(std::string_view text, std::string_view argument);

/// A radius: a finite coordinate-range number that is not negative.
double parse_radius(std::string_view text, std::string_view argument);

/// Checks an already-parsed number the same way (for JSON input in --batch).
double check_coordinate(double value, std::string_view argument);

/// Checks an already-parsed radius the same way.
double check_radius(double value, std::string_view argument);

} // namespace tilequery
