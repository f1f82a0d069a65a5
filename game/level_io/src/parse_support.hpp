#pragma once
// Helpers shared by the text and Tiled loaders (internal, not installed).

#include "levels/asset_source.hpp"
#include "levels/level.hpp"
#include "levels/load_error.hpp"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace levels::detail {

/// Makes the located error for a problem; the caller throws it. Each format decides what
/// "located" means (file:line, file: json.path).
using ErrorAt = std::function<LoadError(const std::string& problem)>;

/// `text` without leading and trailing spaces and tabs.
std::string_view trim(std::string_view text) noexcept;

/// A printable rendering of one byte for messages: 'Q', or byte 0x00 when not printable.
std::string describe_byte(char c);

/// `text` (at most `limit` bytes of it) safe to quote in a one-line message: bytes outside
/// printable ASCII become \xNN, so a message never spans lines or carries control bytes.
std::string printable(std::string_view text, std::size_t limit = 30);

/// The whole of `text` as an integer, or nothing (no sign games: "+3", "3x", "" fail).
std::optional<std::int64_t> parse_integer(std::string_view text) noexcept;

/// The whole of `text` as a finite number, or nothing.
std::optional<double> parse_number(std::string_view text) noexcept;

/// True when `text` is valid UTF-8 without control characters (tab allowed).
bool is_clean_utf8(std::string_view text) noexcept;

/// "" when `is_clean_utf8(text)`; otherwise what is wrong, to follow a name ("the name "):
/// "is not valid UTF-8 text (byte 0xFF at byte 3 ...)" or "contains a control character
/// (byte 0x1B at byte 1)".
std::string unclean_text_problem(std::string_view text);

/// Refuses a whole file saved as UTF-16 or UTF-32 (by its byte-order mark, or by the zero
/// bytes between ASCII characters) with a LoadError saying so, instead of a parse error.
void check_utf8_file(std::string_view text, const std::filesystem::path& file);

/// A path named inside `file`, resolved against `file`'s folder.
std::filesystem::path resolve_relative(const std::filesystem::path& file, std::string_view named);

/// A tileset image and the masks built from it.
struct LoadedTileset {
    std::filesystem::path path;
    RgbaImage image;
    engine::TileMaskSet masks;
    std::int32_t columns = 0;
};

/// Loads the tileset image at `path` and builds masks of `tile_size` px tiles, checking the
/// image is a whole number of tiles. Problems go through `error_at` (the caller's location).
LoadedTileset load_tileset(const std::filesystem::path& path, std::int32_t tile_size, std::uint8_t alpha_threshold,
                           const AssetSource& assets, const ErrorAt& error_at);

/// Checks a tile size from a file, 1..64.
void check_tile_size(std::int64_t tile_size, const ErrorAt& error_at);

/// Checks a map size from a file against Limits::kMaxMapTiles.
void check_map_size(std::int64_t width, std::int64_t height, const ErrorAt& error_at);

/// Sets the robot parameter `key` from `value`; returns false when `key` is not a parameter.
/// Throws through `error_at` for a value out of range.
bool set_robot_parameter(RobotParameters& parameters, std::string_view key, double value, const ErrorAt& error_at);

/// True when `key` names a robot parameter.
bool is_robot_parameter_key(std::string_view key) noexcept;

/// The parameter keys, for messages ("range, facing, ...").
std::string robot_parameter_keys();

/// True when world point `position` lies inside the map's pixel area.
bool inside_map(const engine::CollisionMap& map, engine::Position2 position) noexcept;

/// True when the world pixel under `position` is solid.
bool on_solid_pixel(const engine::CollisionMap& map, engine::Position2 position) noexcept;

/// "(x, y)" of a position, for messages.
std::string describe(engine::Position2 position);

} // namespace levels::detail
