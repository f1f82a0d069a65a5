#include "level_queries.hpp"

#include "number_parsing.hpp"
#include "output.hpp"

#include <engine/numbers.hpp>
#include <engine/raycast/laser_cast.hpp>
#include <engine/units/math.hpp>
#include <levels/json_quote.hpp>
#include <levels/load_level.hpp>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <ostream>
#include <vector>

namespace tilequery {

namespace {

using nlohmann::json;

engine::Position2 world_point_field(const json& object, const char* name) {
    const auto found = object.find(name);
    if (found == object.end()) {
        throw UsageError(std::string("missing field \"") + name + "\"");
    }
    if (!found->is_array() || found->size() != 2 || !(*found)[0].is_number() || !(*found)[1].is_number()) {
        throw UsageError(std::string("\"") + name + "\" must be an array [x, y] of numbers, got " + levels::quote_json_value(*found));
    }
    const std::string field = std::string("\"") + name + "\"";
    return engine::Position2::from_pixels(
        static_cast<float>(check_world_coordinate((*found)[0].get<double>(), field + "[0]")),
        static_cast<float>(check_world_coordinate((*found)[1].get<double>(), field + "[1]")));
}

char tile_symbol(engine::TileClass tile_class) {
    switch (tile_class) {
    case engine::TileClass::Full:
        return '#';
    case engine::TileClass::Mixed:
        return '+';
    case engine::TileClass::Empty:
        break;
    }
    return '.';
}

/// The map tiles the cast visited, in order: its tile walk replayed for as many
/// map tiles as it reports (the cast itself keeps only the count).
std::vector<engine::TileCoord> visited_tiles(const engine::CollisionMap& map, const CastSpec& spec,
                                             std::int64_t tiles_visited) {
    std::vector<engine::TileCoord> tiles;
    engine::visit_cast_tiles(map, spec.from, spec.to, static_cast<std::uint64_t>(std::max<std::int64_t>(tiles_visited, 0)),
                             [&tiles](engine::TileCoord tile) { tiles.push_back(tile); }, "tilequery cast");
    return tiles;
}

std::string cast_picture(const engine::CollisionMap& map, const std::vector<engine::TileCoord>& tiles,
                         const engine::CastResult& result) {
    if (tiles.empty()) {
        return {};
    }
    std::int32_t left = tiles.front().x, right = left, top = tiles.front().y, bottom = top;
    for (const engine::TileCoord tile : tiles) {
        left = std::min(left, tile.x);
        right = std::max(right, tile.x);
        top = std::min(top, tile.y);
        bottom = std::max(bottom, tile.y);
    }
    left = std::max(left - 1, 0);
    top = std::max(top - 1, 0);
    right = std::min(right + 1, map.width() - 1);
    bottom = std::min(bottom + 1, map.height() - 1);
    if (right - left + 1 > kMaxPictureWidth || bottom - top + 1 > kMaxPictureHeight) {
        return {};
    }
    std::vector<std::string> rows;
    for (std::int32_t y = top; y <= bottom; ++y) {
        std::string row;
        for (std::int32_t x = left; x <= right; ++x) {
            row += tile_symbol(map.tile_class(x, y));
        }
        rows.push_back(row);
    }
    for (std::size_t index = 0; index < tiles.size(); ++index) {
        rows[static_cast<std::size_t>(tiles[index].y - top)][static_cast<std::size_t>(tiles[index].x - left)] =
            visit_symbol(index);
    }
    if (result.hit != engine::CastHit::None) {
        rows[static_cast<std::size_t>(result.tile.y - top)][static_cast<std::size_t>(result.tile.x - left)] = '*';
    }
    std::string picture = "tiles x=" + std::to_string(left) + ".." + std::to_string(right) + ", y=" +
                          std::to_string(top) + ".." + std::to_string(bottom) + "\n";
    for (const std::string& row : rows) {
        picture += "  " + row + "\n";
    }
    return picture;
}

} // namespace

const levels::Level& LevelSource::get() {
    if (path_.empty()) {
        throw UsageError("this query needs a level: give --level PATH");
    }
    if (!level_) {
        level_ = std::make_unique<levels::Level>(levels::load_level(path_));
    }
    return *level_;
}

double check_world_coordinate(double pixels, const std::string& argument) {
    if (!engine::is_finite(pixels) || std::fabs(pixels) > engine::kMaxCastCoordinatePixels) {
        throw UsageError(argument + " must be a finite number of pixels within +-1048576, got " +
                         engine::describe_number(pixels));
    }
    return pixels;
}

CastSpec parse_cast_object(const json& object) {
    CastSpec spec{world_point_field(object, "from"), world_point_field(object, "to"), false};
    if (const auto found = object.find("pixel_perfect"); found != object.end()) {
        if (!found->is_boolean()) {
            throw UsageError("\"pixel_perfect\" must be true or false, got " + levels::quote_json_value(*found));
        }
        spec.pixel_perfect = found->get<bool>();
    }
    return spec;
}

engine::CastResult run_cast(const levels::Level& level, const CastSpec& spec) {
    engine::CastOptions options;
    options.mode = spec.pixel_perfect ? engine::CastMode::PixelPerfect : engine::CastMode::Tile;
    return engine::cast_laser(level.collision, spec.from, spec.to, options);
}

std::string format_cast_json(const engine::CastResult& result) {
    const engine::TileCoord normal = engine::step(result.normal);
    nlohmann::ordered_json answer; // keys in the documented order, for people reading it
    answer["hit"] = result.hit != engine::CastHit::None;
    answer["from_inside"] = result.hit == engine::CastHit::FromInside;
    answer["point"] = {result.point.x_pixels(), result.point.y_pixels()};
    answer["tile"] = {result.tile.x, result.tile.y};
    answer["pixel"] = {result.pixel.x, result.pixel.y};
    answer["normal"] = {normal.x, normal.y};
    answer["fraction"] = result.fraction;
    answer["tiles_visited"] = result.tiles_visited;
    return answer.dump();
}

std::string collision_rule_line(const levels::Level& level) {
    return "collision map (" + std::string{levels::to_string(level.collision_rule)} + "): " + level.collision_note + "\n";
}

std::string format_cast_text(const levels::Level& level, const CastSpec& spec, const engine::CastResult& result) {
    const engine::TileCoord normal = engine::step(result.normal);
    std::string text = "cast (" + engine::describe_number(spec.from.x_pixels()) + ", " +
                       engine::describe_number(spec.from.y_pixels()) + ") -> (" +
                       engine::describe_number(spec.to.x_pixels()) + ", " +
                       engine::describe_number(spec.to.y_pixels()) + "), " +
                       (spec.pixel_perfect ? "pixel-perfect" : "tile mode") + " on " + level.name + "\n";
    text += collision_rule_line(level);
    text += std::string("result: ") + engine::to_string(result.hit) + " at (" +
            engine::describe_number(result.point.x_pixels()) + ", " + engine::describe_number(result.point.y_pixels()) +
            "), fraction " + engine::describe_number(result.fraction) + "\n";
    text += "tile (" + std::to_string(result.tile.x) + ", " + std::to_string(result.tile.y) + "), pixel (" +
            std::to_string(result.pixel.x) + ", " + std::to_string(result.pixel.y) + "), normal (" +
            std::to_string(normal.x) + ", " + std::to_string(normal.y) + ")\n";
    text += "counters: tiles_visited=" + std::to_string(result.tiles_visited) +
            " pixels_tested=" + std::to_string(result.pixels_tested) + "\n";
    const std::string picture =
        cast_picture(level.collision, visited_tiles(level.collision, spec, result.tiles_visited), result);
    if (!picture.empty()) {
        text += "\n'#' full, '+' partly solid, '.' empty; visit order 1-9a-zA-Z; '*' the hit tile\n" + picture;
    }
    return text;
}

void write_mask_pbm(const levels::Level& level, std::ostream& out) {
    const engine::CollisionMap& map = level.collision;
    out << "P4\n# Tilecast collision mask of " << level.name << ": 1 = solid, one pixel per world pixel\n"
        << map.pixel_width() << ' ' << map.pixel_height() << '\n';
    // P4 packs each row into bytes, most significant bit first, padded to a byte.
    std::vector<char> row(static_cast<std::size_t>((map.pixel_width() + 7) / 8));
    for (std::int32_t y = 0; y < map.pixel_height(); ++y) {
        std::fill(row.begin(), row.end(), 0);
        for (std::int32_t x = 0; x < map.pixel_width(); ++x) {
            if (map.solid_pixel(x, y)) {
                row[static_cast<std::size_t>(x / 8)] = static_cast<char>(row[static_cast<std::size_t>(x / 8)] | (0x80 >> (x % 8)));
            }
        }
        out.write(row.data(), static_cast<std::streamsize>(row.size()));
    }
}

} // namespace tilequery
