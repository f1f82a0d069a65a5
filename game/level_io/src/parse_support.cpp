// Helpers shared by the text and Tiled loaders (parse_support.hpp).
#include "parse_support.hpp"

#include <engine/numbers.hpp>
#include <engine/units/math.hpp>

#include <sstream>
#include <stdexcept>
#include <utility>

namespace levels {

std::string_view to_string(RobotKind kind) noexcept {
    switch (kind) {
    case RobotKind::Patrol:
        return "patrol";
    case RobotKind::Sweeper:
        return "sweeper";
    case RobotKind::Bolter:
        return "bolter";
    }
    return "?";
}

std::string_view to_string(CollisionRule rule) noexcept {
    switch (rule) {
    case CollisionRule::TextLegend:
        return "text legend";
    case CollisionRule::MarkedLayer:
        return "marked layer";
    case CollisionRule::TileProperties:
        return "tile properties";
    case CollisionRule::TileShapes:
        return "tile shapes";
    case CollisionRule::ImageAlpha:
        return "image alpha";
    case CollisionRule::Nothing:
        return "nothing";
    }
    return "?";
}

std::optional<RobotKind> robot_kind_from_string(std::string_view name) noexcept {
    if (name == "patrol" || name == "laser") {
        return RobotKind::Patrol;
    }
    if (name == "sweeper") {
        return RobotKind::Sweeper;
    }
    if (name == "bolter") {
        return RobotKind::Bolter;
    }
    return std::nullopt;
}

} // namespace levels

namespace levels::detail {

std::string_view trim(std::string_view text) noexcept {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos) {
        return {};
    }
    const auto last = text.find_last_not_of(" \t");
    return text.substr(first, last - first + 1);
}

std::string describe_byte(char c) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte > 0x20 && byte < 0x7F) {
        return std::string{"'"} + c + "'";
    }
    if (byte == ' ') {
        return "' ' (a space)";
    }
    constexpr std::string_view kHex = "0123456789ABCDEF";
    return std::string{"byte 0x"} + kHex[byte >> 4] + kHex[byte & 0xF];
}

std::string printable(std::string_view text, std::size_t limit) {
    constexpr std::string_view kHex = "0123456789ABCDEF";
    std::string out;
    for (const char c : text.substr(0, limit)) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0x20 && byte < 0x7F) {
            out += c;
        } else {
            out += std::string{"\\x"} + kHex[byte >> 4] + kHex[byte & 0xF];
        }
    }
    return text.size() > limit ? out + "..." : out;
}

std::optional<std::int64_t> parse_integer(std::string_view text) noexcept {
    std::int64_t value = 0;
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, value);
    if (text.empty() || error != std::errc{} || stop != end) {
        return std::nullopt;
    }
    return value;
}

std::optional<double> parse_number(std::string_view text) noexcept {
    double value = 0;
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, value);
    if (text.empty() || error != std::errc{} || stop != end || !engine::is_finite(value)) {
        return std::nullopt;
    }
    return value;
}

namespace {

// The first byte of `text` that is not clean UTF-8 text, and whether it is a control
// character (valid UTF-8, but not text) rather than a broken sequence.
struct Unclean {
    std::size_t at = std::string_view::npos;
    bool control = false;
};

Unclean find_unclean(std::string_view text) noexcept {
    std::size_t i = 0;
    while (i < text.size()) {
        const auto lead = static_cast<unsigned char>(text[i]);
        if (lead < 0x80) {
            if ((lead < 0x20 && lead != '\t') || lead == 0x7F) {
                return {i, true};
            }
            ++i;
            continue;
        }
        std::size_t length = 0;
        std::uint32_t code = 0;
        if ((lead & 0xE0) == 0xC0) {
            length = 2;
            code = lead & 0x1F;
        } else if ((lead & 0xF0) == 0xE0) {
            length = 3;
            code = lead & 0x0F;
        } else if ((lead & 0xF8) == 0xF0) {
            length = 4;
            code = lead & 0x07;
        } else {
            return {i, false};
        }
        if (i + length > text.size()) {
            return {i, false};
        }
        for (std::size_t k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(text[i + k]);
            if ((next & 0xC0) != 0x80) {
                return {i, false};
            }
            code = (code << 6) | (next & 0x3F);
        }
        // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
        constexpr std::uint32_t kSmallest[5] = {0, 0, 0x80, 0x800, 0x10000};
        if (code < kSmallest[length] || (code >= 0xD800 && code <= 0xDFFF) || code > 0x10FFFF) {
            return {i, false};
        }
        i += length;
    }
    return {};
}

} // namespace

bool is_clean_utf8(std::string_view text) noexcept { return find_unclean(text).at == std::string_view::npos; }

std::string unclean_text_problem(std::string_view text) {
    const Unclean found = find_unclean(text);
    if (found.at == std::string_view::npos) {
        return {};
    }
    const std::string where = " at byte " + std::to_string(found.at + 1);
    if (found.control) {
        return "contains a control character (" + describe_byte(text[found.at]) + where + ")";
    }
    return "is not valid UTF-8 text (" + describe_byte(text[found.at]) + where +
           " does not start a UTF-8 character: save the file as UTF-8)";
}

void check_utf8_file(std::string_view text, const std::filesystem::path& file) {
    const auto starts = [&](std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; };
    const char* found = nullptr;
    if (starts(std::string_view{"\xFF\xFE\0\0", 4}) || starts(std::string_view{"\0\0\xFE\xFF", 4})) {
        found = "UTF-32";
    } else if (starts("\xFF\xFE") || starts("\xFE\xFF")) {
        found = "UTF-16";
    } else if (text.size() >= 4 && ((text[0] == '\0') != (text[1] == '\0')) && ((text[2] == '\0') != (text[3] == '\0')) &&
               (text[0] == '\0') == (text[2] == '\0')) {
        found = "UTF-16"; // no byte-order mark, but every other byte is zero: "<\0?\0" or "\0<\0?"
    }
    if (found != nullptr) {
        throw LoadError::in_file(file, std::string{"the file is "} + found +
                                           " text, but level and tileset files must be UTF-8: save it as UTF-8 "
                                           "(Tiled always does)");
    }
}

std::filesystem::path resolve_relative(const std::filesystem::path& file, std::string_view named) {
    const std::filesystem::path relative{std::string{named}};
    if (relative.is_absolute()) {
        return relative.lexically_normal();
    }
    return (file.parent_path() / relative).lexically_normal();
}

void check_tile_size(std::int64_t tile_size, const ErrorAt& error_at) {
    if (tile_size < Limits::kMinTileSize || tile_size > Limits::kMaxTileSize) {
        throw error_at("the tile size must be " + std::to_string(Limits::kMinTileSize) + ".." +
                       std::to_string(Limits::kMaxTileSize) + " px, got " + std::to_string(tile_size));
    }
}

void check_map_size(std::int64_t width, std::int64_t height, const ErrorAt& error_at) {
    if (width < 1 || height < 1 || width > Limits::kMaxMapTiles || height > Limits::kMaxMapTiles) {
        throw error_at("the map size " + std::to_string(width) + " x " + std::to_string(height) +
                       " is outside the limits: each side must be 1.." + std::to_string(Limits::kMaxMapTiles) +
                       " tiles");
    }
}

LoadedTileset load_tileset(const std::filesystem::path& path, std::int32_t tile_size, std::uint8_t alpha_threshold,
                           const AssetSource& assets, const ErrorAt& error_at) {
    RgbaImage image;
    try {
        image = assets.read_image(path);
    } catch (const LoadError& error) {
        throw error_at("cannot load the tileset image " + path.string() + ": " + error.problem());
    }
    if (image.width % tile_size != 0 || image.height % tile_size != 0) {
        throw error_at("the tileset image " + path.string() + " is " + std::to_string(image.width) + " x " +
                       std::to_string(image.height) + " px, which is not a whole number of " +
                       std::to_string(tile_size) + " px tiles");
    }
    const std::int64_t count = static_cast<std::int64_t>(image.width / tile_size) * (image.height / tile_size);
    if (count > engine::kMaxMaskTileTypes) {
        throw error_at("the tileset image " + path.string() + " holds " + std::to_string(count) +
                       " tiles, more than the limit of " + std::to_string(engine::kMaxMaskTileTypes));
    }
    try {
        engine::TileMaskSet masks =
            engine::TileMaskSet::from_rgba(image.rgba, image.width, image.height, tile_size, alpha_threshold);
        const std::int32_t columns = image.width / tile_size;
        return LoadedTileset{path, std::move(image), std::move(masks), columns};
    } catch (const std::invalid_argument& error) {
        throw error_at(std::string{"the tileset cannot be used: "} + error.what());
    }
}

namespace {

double require(double value, bool ok, std::string_view key, std::string_view rule, const ErrorAt& error_at) {
    if (!ok) {
        throw error_at("robot parameter " + std::string(key) + " must be " + std::string(rule) + ", got " +
                       engine::describe_number(value));
    }
    return value;
}

} // namespace

bool set_robot_parameter(RobotParameters& parameters, std::string_view key, double value, const ErrorAt& error_at) {
    constexpr double kLargest = 1e6; // far beyond any level, small enough to stay exact in float math
    const auto f = [](double v) { return static_cast<float>(v); };
    if (key == "range") {
        parameters.range = engine::Length::from_pixels(
            f(require(value, value > 0 && value <= kLargest, key, "in (0, 1e6] px", error_at)));
    } else if (key == "facing") {
        parameters.facing = engine::Angle::from_degrees(
            f(require(value, value >= -360 && value <= 360, key, "in [-360, 360] degrees", error_at)));
    } else if (key == "speed") {
        parameters.speed = engine::Speed::from_pixels_per_second(
            f(require(value, value >= 0 && value <= kLargest, key, "in [0, 1e6] px/s", error_at)));
    } else if (key == "fire_interval") {
        parameters.fire_interval =
            engine::TimeSpan::from_seconds(require(value, value > 0 && value <= 3600, key, "in (0, 3600] s", error_at));
    } else if (key == "sweep_rate") {
        parameters.sweep_rate = engine::AngularVelocity::from_degrees_per_second(
            f(require(value, value >= -3600 && value <= 3600, key, "in [-3600, 3600] degrees/s", error_at)));
    } else if (key == "sweep_arc") {
        parameters.sweep_arc = engine::Angle::from_degrees(
            f(require(value, value > 0 && value <= 360, key, "in (0, 360] degrees", error_at)));
    } else if (key == "bolt_speed") {
        parameters.bolt_speed = engine::Speed::from_pixels_per_second(
            f(require(value, value > 0 && value <= kLargest, key, "in (0, 1e6] px/s", error_at)));
    } else if (key == "health") {
        require(value, value >= 1 && value <= 1000 && value == std::floor(value), key, "a whole number 1..1000",
                error_at);
        parameters.health = static_cast<std::int32_t>(value);
    } else {
        return false;
    }
    return true;
}

bool is_robot_parameter_key(std::string_view key) noexcept {
    for (const std::string_view known :
         {"range", "facing", "speed", "fire_interval", "sweep_rate", "sweep_arc", "bolt_speed", "health"}) {
        if (key == known) {
            return true;
        }
    }
    return false;
}

std::string robot_parameter_keys() {
    return "range, facing, speed, fire_interval, sweep_rate, sweep_arc, bolt_speed, health";
}

bool inside_map(const engine::CollisionMap& map, engine::Position2 position) noexcept {
    const float x = position.x_pixels();
    const float y = position.y_pixels();
    return engine::is_finite(x) && engine::is_finite(y) && x >= 0 && y >= 0 &&
           x < static_cast<float>(map.pixel_width()) && y < static_cast<float>(map.pixel_height());
}

bool on_solid_pixel(const engine::CollisionMap& map, engine::Position2 position) noexcept {
    if (!inside_map(map, position)) {
        return false;
    }
    return map.solid_pixel(static_cast<std::int64_t>(std::floor(position.x_pixels())),
                           static_cast<std::int64_t>(std::floor(position.y_pixels())));
}

std::string describe(engine::Position2 position) {
    return "(" + engine::describe_number(position.x_pixels()) + ", " + engine::describe_number(position.y_pixels()) +
           ")";
}

} // namespace levels::detail
