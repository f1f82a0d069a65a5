// The plain-text level loader (text_level.hpp; the format is levels/FORMAT.md).
//
// [SECTION] index
//   lines      — a streaming line reader that refuses binary bytes
//   tile refs  — "12", "12:h", "8:r90"
//   legend     — one character -> wall, floor, spawn and robot settings
//   parser     — header, tileset, legend, grid, then the checks
#include "levels/text_level.hpp"

#include "levels/load_error.hpp"
#include "parse_support.hpp"

#include <array>
#include <limits>
#include <map>
#include <utility>
#include <vector>

namespace levels {

namespace {

using detail::describe_byte;
using detail::parse_integer;
using detail::parse_number;
using detail::trim;

// [SECTION] lines

struct Line {
    std::string_view text;
    std::int64_t number = 0; // 1-based
};

// Yields lines one at a time (a file of 16 million newlines must not become 16 million
// stored views), without their '\n' or a trailing '\r', and stops at the first byte no
// text file holds.
class LineReader {
public:
    LineReader(std::string_view text, const std::filesystem::path& file) : text_{text}, file_{file} {}

    bool next(Line& line) {
        if (position_ >= text_.size()) {
            return false;
        }
        const auto end = text_.find('\n', position_);
        const auto stop = end == std::string_view::npos ? text_.size() : end;
        std::string_view content = text_.substr(position_, stop - position_);
        position_ = stop + 1;
        ++number_;
        if (!content.empty() && content.back() == '\r') {
            content.remove_suffix(1);
        }
        for (std::size_t i = 0; i < content.size(); ++i) {
            const auto byte = static_cast<unsigned char>(content[i]);
            if ((byte < 0x20 && byte != '\t') || byte == 0x7F) {
                throw LoadError::at_column(file_, number_, static_cast<std::int64_t>(i) + 1,
                                           describe_byte(content[i]) +
                                               " is not allowed in a level file (is this a binary file?)");
            }
        }
        line = Line{content, number_};
        return true;
    }

    // The number the next line would have, for "the file ends here" messages.
    std::int64_t next_number() const noexcept { return number_ + 1; }

private:
    std::string_view text_;
    const std::filesystem::path& file_;
    std::size_t position_ = 0;
    std::int64_t number_ = 0;
};

bool is_comment_or_blank(std::string_view text) {
    const std::string_view content = trim(text);
    return content.empty() || content.starts_with("//");
}

// [SECTION] tile refs

struct TileRef {
    std::int64_t type = 0;
    engine::TileFlip flip{};
};

// "12", "12:h", "12:hvd" (any of h, v, d once each), "12:r90" / "r180" / "r270" (clockwise).
std::optional<TileRef> parse_tile_ref(std::string_view text) {
    const auto colon = text.find(':');
    const std::optional<std::int64_t> type = parse_integer(text.substr(0, colon));
    if (!type) {
        return std::nullopt;
    }
    TileRef ref{*type, {}};
    if (colon == std::string_view::npos) {
        return ref;
    }
    const std::string_view flags = text.substr(colon + 1);
    // Tiled's rotations: diagonal first, then the mirrors (tile_flip.hpp).
    if (flags == "r90") {
        ref.flip = engine::TileFlip{.horizontal = true, .vertical = false, .diagonal = true};
    } else if (flags == "r180") {
        ref.flip = engine::TileFlip{.horizontal = true, .vertical = true, .diagonal = false};
    } else if (flags == "r270") {
        ref.flip = engine::TileFlip{.horizontal = false, .vertical = true, .diagonal = true};
    } else {
        if (flags.empty()) {
            return std::nullopt;
        }
        for (const char flag : flags) {
            bool* target = flag == 'h' ? &ref.flip.horizontal
                           : flag == 'v' ? &ref.flip.vertical
                           : flag == 'd' ? &ref.flip.diagonal
                                         : nullptr;
            if (target == nullptr || *target) {
                return std::nullopt;
            }
            *target = true;
        }
    }
    return ref;
}

// [SECTION] legend

enum class SpawnMark : std::uint8_t { None, Player, Robot };

struct LegendEntry {
    std::int64_t line = 0;
    std::optional<TileRef> wall;
    std::optional<TileRef> floor;
    SpawnMark spawn = SpawnMark::None;
    RobotKind robot_kind = RobotKind::Patrol;
    std::vector<std::pair<std::int32_t, std::int32_t>> route; // tile offsets from the spawn tile
    RobotParameters parameters;
};

// [SECTION] parser

class TextLevelParser {
public:
    TextLevelParser(std::string_view text, const std::filesystem::path& file, const AssetSource& assets)
        : text_{text}, file_{file}, assets_{assets}, lines_{text, file} {}

    Level parse() {
        if (text_.empty()) {
            throw LoadError::in_file(file_, "the file is empty");
        }
        read_magic();
        read_header();
        load_tileset();
        read_legend();
        return read_grid();
    }

private:
    LoadError error(std::int64_t line, const std::string& problem) const {
        return LoadError::at_line(file_, line, problem);
    }
    LoadError error(std::int64_t line, std::int64_t column, const std::string& problem) const {
        return LoadError::at_column(file_, line, column, problem);
    }
    detail::ErrorAt error_at(std::int64_t line) const {
        return [this, line](const std::string& problem) { return error(line, problem); };
    }
    LoadError truncated(const std::string& what) const {
        return error(lines_.next_number(), "the file ends " + what + " (truncated?)");
    }

    void read_magic() {
        Line line;
        lines_.next(line);
        const std::string_view first = trim(line.text);
        if (first == kTextLevelMagic) {
            return;
        }
        if (first.starts_with("tilecast-level ")) {
            throw error(1, "unsupported format version '" + std::string{first.substr(15)} +
                               "': this loader reads '" + std::string{kTextLevelMagic} + "'");
        }
        throw error(1, "expected '" + std::string{kTextLevelMagic} + "' on the first line (is this a level file?)");
    }

    void read_header() {
        Line line;
        while (lines_.next(line)) {
            if (is_comment_or_blank(line.text)) {
                continue;
            }
            const std::string_view content = trim(line.text);
            if (content == "legend:") {
                legend_line_ = line.number;
                check_header_complete(line.number);
                return;
            }
            const auto colon = content.find(':');
            if (colon == std::string_view::npos) {
                throw error(line.number, "expected 'key: value' or 'legend:', got '" + printable(content) + "'");
            }
            set_header_value(line, trim(content.substr(0, colon)), trim(content.substr(colon + 1)));
        }
        throw truncated("before the 'legend:' line");
    }

    // Shows at most 40 bytes of a line in a message, with anything unprintable replaced.
    static std::string printable(std::string_view text) {
        std::string shown;
        for (const char c : text.substr(0, 40)) {
            const auto byte = static_cast<unsigned char>(c);
            shown += (byte >= 0x20 && byte < 0x7F) ? c : '?';
        }
        return text.size() > 40 ? shown + "..." : shown;
    }

    void set_header_value(const Line& line, std::string_view key, std::string_view value) {
        static constexpr std::array<std::string_view, 7> kKeys{"name",     "description", "tileset",        "tile_size",
                                                               "size",     "floor",       "alpha_threshold"};
        bool known = false;
        for (const auto k : kKeys) {
            known = known || k == key;
        }
        if (!known) {
            throw error(line.number, "unknown key '" + printable(key) +
                                         "' (known keys: name, description, tileset, tile_size, size, floor, "
                                         "alpha_threshold)");
        }
        if (!header_lines_.emplace(std::string{key}, line.number).second) {
            throw error(line.number, "'" + std::string{key} + "' is given twice (first on line " +
                                         std::to_string(header_lines_[std::string{key}]) + ")");
        }
        const auto fail = error_at(line.number);
        if (key == "name" || key == "description") {
            const std::size_t limit = key == "name" ? Limits::kMaxNameBytes : Limits::kMaxDescriptionBytes;
            if (value.size() > limit) {
                throw fail("the " + std::string{key} + " is longer than " + std::to_string(limit) + " bytes");
            }
            if (const std::string problem = detail::unclean_text_problem(value); !problem.empty()) {
                throw fail("the " + std::string{key} + " " + problem);
            }
            (key == "name" ? level_name_ : level_description_) = std::string{value};
        } else if (key == "tileset") {
            if (value.empty()) {
                throw fail("the tileset path is empty");
            }
            // Paths are written back into Tiled maps as JSON strings, which must be UTF-8.
            if (const std::string problem = detail::unclean_text_problem(value); !problem.empty()) {
                throw fail("the tileset path " + problem);
            }
            tileset_name_ = std::string{value};
        } else if (key == "tile_size") {
            const auto size = parse_integer(value);
            if (!size) {
                throw fail("tile_size must be a whole number of pixels, got '" + printable(value) + "'");
            }
            detail::check_tile_size(*size, fail);
            tile_size_ = static_cast<std::int32_t>(*size);
        } else if (key == "size") {
            read_size(value, fail);
        } else if (key == "floor") {
            floor_ = parse_tile_ref(value);
            if (!floor_) {
                throw fail("floor must be a tile number like '33' or '33:h', got '" + printable(value) + "'");
            }
        } else if (key == "alpha_threshold") {
            const auto threshold = parse_integer(value);
            if (!threshold || *threshold < 1 || *threshold > 255) {
                throw fail("alpha_threshold must be a whole number 1..255, got '" + printable(value) + "'");
            }
            alpha_threshold_ = static_cast<std::uint8_t>(*threshold);
        }
    }

    void read_size(std::string_view value, const detail::ErrorAt& fail) {
        const auto cross = value.find_first_of("xX");
        const auto width = cross == std::string_view::npos ? std::nullopt : parse_integer(trim(value.substr(0, cross)));
        const auto height = cross == std::string_view::npos ? std::nullopt : parse_integer(trim(value.substr(cross + 1)));
        if (!width || !height) {
            throw fail("size must look like '40 x 24' (columns x rows), got '" + printable(value) + "'");
        }
        detail::check_map_size(*width, *height, fail);
        width_ = static_cast<std::int32_t>(*width);
        height_ = static_cast<std::int32_t>(*height);
    }

    void check_header_complete(std::int64_t legend_line) {
        for (const char* key : {"name", "tileset", "tile_size", "size"}) {
            if (!header_lines_.contains(key)) {
                throw error(legend_line, std::string{"the header has no '"} + key + ":' line (needed before the legend)");
            }
        }
    }

    void load_tileset() {
        const std::int64_t line = header_lines_.at("tileset");
        tileset_ = detail::load_tileset(detail::resolve_relative(file_, tileset_name_), tile_size_, alpha_threshold_,
                                        assets_, error_at(line));
        if (floor_) {
            check_tile_type(*floor_, header_lines_.at("floor"), "floor");
        }
    }

    void check_tile_type(const TileRef& ref, std::int64_t line, std::string_view what) const {
        if (!tileset_->masks.contains(ref.type < 0 || ref.type > std::numeric_limits<std::int32_t>::max() ? -1 : static_cast<std::int32_t>(ref.type))) {
            throw error(line, std::string{what} + " tile " + std::to_string(ref.type) + " is not in the tileset (it has tiles 0.." +
                                  std::to_string(tileset_->masks.tile_count() - 1) + ")");
        }
    }

    void read_legend() {
        Line line;
        while (lines_.next(line)) {
            if (is_comment_or_blank(line.text)) {
                continue;
            }
            const std::string_view content = trim(line.text);
            if (content == "grid:") {
                if (entry_count_ == 0) {
                    throw error(line.number, "the legend is empty: give each grid character a line like '#  wall=0'");
                }
                return;
            }
            read_legend_entry(line, content);
        }
        throw truncated("before the 'grid:' line");
    }

    void read_legend_entry(const Line& line, std::string_view content) {
        const char symbol = content.front();
        const auto column = static_cast<std::int64_t>(content.data() - line.text.data()) + 1;
        const auto byte = static_cast<unsigned char>(symbol);
        if (byte <= 0x20 || byte >= 0x7F) {
            throw error(line.number, column,
                        describe_byte(symbol) + " cannot be a legend character (use printable ASCII)");
        }
        if (content.size() < 2 || (content[1] != ' ' && content[1] != '\t')) {
            throw error(line.number, column,
                        "a legend line is one character, spaces, then what it means, e.g. '#  wall=0'; got '" +
                            printable(content) + "'");
        }
        if (legend_[byte]) {
            throw error(line.number, column,
                        describe_byte(symbol) + " is already in the legend (line " +
                            std::to_string(legend_[byte]->line) + ")");
        }
        LegendEntry entry;
        entry.line = line.number;
        std::string_view rest = trim(content.substr(1));
        std::map<std::string, bool, std::less<>> seen;
        bool none = false;
        while (!rest.empty()) {
            const auto space = rest.find_first_of(" \t");
            const std::string_view token = rest.substr(0, space);
            rest = space == std::string_view::npos ? std::string_view{} : trim(rest.substr(space));
            if (token == "none") {
                none = true;
                continue;
            }
            const auto equals = token.find('=');
            if (equals == std::string_view::npos) {
                throw error(line.number, "expected key=value in the legend, got '" + printable(token) + "'");
            }
            const std::string_view key = token.substr(0, equals);
            if (!seen.emplace(std::string{key}, true).second) {
                throw error(line.number, "'" + printable(key) + "' is given twice for " + describe_byte(symbol));
            }
            set_legend_value(entry, key, token.substr(equals + 1), line.number);
        }
        if (none && (entry.wall || entry.floor || entry.spawn != SpawnMark::None)) {
            throw error(line.number, "'none' means an empty cell: it cannot have other settings");
        }
        if (entry.spawn != SpawnMark::None && entry.wall) {
            throw error(line.number, "a spawn cell cannot also hold a wall tile (robots and the player would be "
                                     "inside it)");
        }
        if (entry.spawn != SpawnMark::Robot && (!entry.route.empty() || entry.parameters != RobotParameters{})) {
            throw error(line.number, "route and robot settings need spawn=patrol, spawn=sweeper or spawn=bolter");
        }
        legend_[byte] = std::move(entry);
        ++entry_count_;
    }

    void set_legend_value(LegendEntry& entry, std::string_view key, std::string_view value, std::int64_t line) {
        const auto fail = error_at(line);
        if (key == "wall" || key == "floor") {
            const auto ref = parse_tile_ref(value);
            if (!ref) {
                throw fail(std::string{key} + " must be a tile number like '8', '8:h' or '8:r90', got '" +
                           printable(value) + "'");
            }
            check_tile_type(*ref, line, key);
            (key == "wall" ? entry.wall : entry.floor) = ref;
        } else if (key == "spawn") {
            if (value == "player") {
                entry.spawn = SpawnMark::Player;
            } else if (const auto kind = robot_kind_from_string(value)) {
                entry.spawn = SpawnMark::Robot;
                entry.robot_kind = *kind;
            } else {
                throw fail("unknown spawn '" + printable(value) + "' (use player, patrol, sweeper or bolter)");
            }
        } else if (key == "route") {
            read_route(entry, value, fail);
        } else if (detail::is_robot_parameter_key(key)) {
            const auto number = parse_number(value);
            if (!number) {
                throw fail(std::string{key} + " must be a finite number, got '" + printable(value) + "'");
            }
            detail::set_robot_parameter(entry.parameters, key, *number, fail);
        } else {
            throw fail("unknown legend key '" + printable(key) + "' (known: wall, floor, spawn, route, " +
                       detail::robot_parameter_keys() + ")");
        }
    }

    static void read_route(LegendEntry& entry, std::string_view value, const detail::ErrorAt& fail) {
        while (!value.empty()) {
            const auto semicolon = value.find(';');
            const std::string_view point = value.substr(0, semicolon);
            value = semicolon == std::string_view::npos ? std::string_view{} : value.substr(semicolon + 1);
            const auto comma = point.find(',');
            const auto dx = comma == std::string_view::npos ? std::nullopt : parse_integer(point.substr(0, comma));
            const auto dy = comma == std::string_view::npos ? std::nullopt : parse_integer(point.substr(comma + 1));
            if (!dx || !dy || *dx < -Limits::kMaxMapTiles || *dx > Limits::kMaxMapTiles ||
                *dy < -Limits::kMaxMapTiles || *dy > Limits::kMaxMapTiles) {
                throw fail("route must be tile offsets like '6,0;6,4;0,4', got '" + printable(point) + "'");
            }
            if (entry.route.size() == Limits::kMaxRoutePoints) {
                throw fail("a route may have at most " + std::to_string(Limits::kMaxRoutePoints) + " waypoints");
            }
            entry.route.emplace_back(static_cast<std::int32_t>(*dx), static_cast<std::int32_t>(*dy));
        }
        if (entry.route.empty()) {
            throw fail("route is empty");
        }
    }

    Level read_grid() {
        Level level{.source = file_,
                    .name = level_name_,
                    .description = level_description_,
                    .tileset_path = tileset_->path,
                    .tileset_image = std::move(tileset_->image),
                    .tileset_columns = tileset_->columns,
                    .alpha_threshold = alpha_threshold_,
                    .collision = engine::CollisionMap{width_, height_, std::move(tileset_->masks)},
                    .collision_rule = CollisionRule::TextLegend,
                    .collision_note = "the legend's tiles, solid where the tileset's pixels are opaque"};
        engine::Tilemap<engine::PlacedTile> floor_layer(width_, height_);
        bool any_floor = floor_.has_value();
        Line line;
        std::int32_t row = 0;
        while (row < height_) {
            if (!lines_.next(line)) {
                throw truncated("after " + std::to_string(row) + " of the " + std::to_string(height_) + " grid rows");
            }
            if (static_cast<std::int64_t>(line.text.size()) != width_) {
                throw error(line.number, "grid row " + std::to_string(row + 1) + " has " +
                                             std::to_string(line.text.size()) + " characters, expected " +
                                             std::to_string(width_) + " (size: " + std::to_string(width_) + " x " +
                                             std::to_string(height_) + ")");
            }
            for (std::int32_t column = 0; column < width_; ++column) {
                const char symbol = line.text[static_cast<std::size_t>(column)];
                const auto& entry = legend_[static_cast<unsigned char>(symbol)];
                if (!entry) {
                    throw error(line.number, column + 1, "character " + describe_byte(symbol) + " is not in the legend");
                }
                place_cell(level, floor_layer, any_floor, *entry, column, row, line.number);
            }
            ++row;
        }
        while (lines_.next(line)) {
            if (!is_comment_or_blank(line.text)) {
                throw error(line.number, "unexpected text after the " + std::to_string(height_) +
                                             " grid rows (does 'size:' match the grid?)");
            }
        }
        if (level.player_spawns.empty()) {
            throw error(legend_line_, "the level has no player spawn: give a legend character spawn=player and put "
                                      "it in the grid");
        }
        if (any_floor) {
            level.background_layers.push_back(TileLayer{std::move(floor_layer), {}});
        }
        return level;
    }

    void place_cell(Level& level, engine::Tilemap<engine::PlacedTile>& floor_layer, bool& any_floor,
                    const LegendEntry& entry, std::int32_t column, std::int32_t row, std::int64_t line) {
        const auto to_placed = [](const TileRef& ref) {
            return engine::PlacedTile{static_cast<std::int32_t>(ref.type), ref.flip};
        };
        if (entry.wall) {
            level.collision.place(column, row, to_placed(*entry.wall));
        }
        if (entry.floor) {
            floor_layer(column, row) = to_placed(*entry.floor);
            any_floor = true;
        } else if (floor_) {
            floor_layer(column, row) = to_placed(*floor_);
        }
        if (entry.spawn == SpawnMark::None) {
            return;
        }
        if (level.player_spawns.size() + level.robots.size() >= Limits::kMaxSpawns) {
            throw error(line, column + 1, "more than " + std::to_string(Limits::kMaxSpawns) + " spawns");
        }
        const std::string origin = file_.string() + ":" + std::to_string(line) + ":" + std::to_string(column + 1);
        const engine::Position2 position = tile_centre(column, row);
        if (entry.spawn == SpawnMark::Player) {
            level.player_spawns.push_back(PlayerSpawn{position, origin});
            return;
        }
        RobotSpawn robot{entry.robot_kind, position, {}, entry.parameters, origin};
        for (std::size_t k = 0; k < entry.route.size(); ++k) {
            const std::int64_t i = std::int64_t{column} + entry.route[k].first;
            const std::int64_t j = std::int64_t{row} + entry.route[k].second;
            if (!level.collision.contains(i, j)) {
                throw error(line, column + 1,
                            "waypoint " + std::to_string(k + 1) + " of this robot's route (legend line " +
                                std::to_string(entry.line) + ") is tile (" + std::to_string(i) + ", " +
                                std::to_string(j) + "), outside the map");
            }
            robot.route.push_back(tile_centre(static_cast<std::int32_t>(i), static_cast<std::int32_t>(j)));
        }
        level.robots.push_back(std::move(robot));
    }

    engine::Position2 tile_centre(std::int32_t i, std::int32_t j) const {
        const float size = static_cast<float>(tile_size_);
        return engine::Position2::from_pixels((static_cast<float>(i) + 0.5f) * size, (static_cast<float>(j) + 0.5f) * size);
    }

    std::string_view text_;
    const std::filesystem::path& file_;
    const AssetSource& assets_;
    LineReader lines_;

    std::map<std::string, std::int64_t, std::less<>> header_lines_;
    std::string level_name_;
    std::string level_description_;
    std::string tileset_name_;
    std::int32_t tile_size_ = 0;
    std::int32_t width_ = 0;
    std::int32_t height_ = 0;
    std::optional<TileRef> floor_;
    std::uint8_t alpha_threshold_ = engine::kDefaultAlphaThreshold;
    std::optional<detail::LoadedTileset> tileset_;
    std::int64_t legend_line_ = 0;
    std::array<std::optional<LegendEntry>, 256> legend_{};
    int entry_count_ = 0;
};

} // namespace

Level parse_text_level(std::string_view text, const std::filesystem::path& file, const AssetSource& assets) {
    detail::check_utf8_file(text, file);
    return TextLevelParser{text, file, assets}.parse();
}

Level load_text_level(const std::filesystem::path& file, const AssetSource& assets) {
    const std::string text = read_text_file(file);
    return parse_text_level(text, file, assets);
}

} // namespace levels
