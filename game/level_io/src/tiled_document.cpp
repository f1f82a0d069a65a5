// Places, properties and external tilesets of the Tiled readers (tiled_document.hpp).
#include "tiled_document.hpp"

#include "parse_support.hpp"
#include "tiled_json_reader.hpp"
#include "tiled_xml_reader.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <numeric>
#include <vector>
#include <utility>

namespace levels::detail {

Place Place::json(std::filesystem::path file, std::string path) {
    Place place;
    place.file_ = std::move(file);
    place.json_path_ = std::move(path);
    return place;
}

Place Place::xml(std::filesystem::path file, std::int64_t line) {
    Place place;
    place.file_ = std::move(file);
    place.line_ = line;
    return place;
}

Place Place::at(std::string_view key) const {
    if (line_ != 0) {
        return *this;
    }
    return json(file_, json_path_.empty() ? std::string{key} : json_path_ + "." + std::string{key});
}

Place Place::at(std::size_t index) const {
    if (line_ != 0) {
        return *this;
    }
    return json(file_, json_path_ + "[" + std::to_string(index) + "]");
}

LoadError Place::error(const std::string& problem) const {
    return line_ != 0 ? LoadError::at_line(file_, line_, problem) : LoadError::at_json_path(file_, json_path_, problem);
}

std::string Place::describe() const {
    if (line_ != 0) {
        return file_.string() + ":" + std::to_string(line_);
    }
    return file_.string() + ": " + (json_path_.empty() ? std::string{"(document)"} : json_path_);
}

void check_property_names(const Properties& properties) {
    if (properties.size() < 2) {
        return;
    }
    // Sorted positions, not a search per property: a map of 200,000 properties is checked
    // in O(n log n) (a linear search each was quadratic, over a minute).
    std::vector<std::size_t> order(properties.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return properties[a].name < properties[b].name;
    });
    // The error is at the first property, in file order, whose name came earlier.
    std::size_t first_repeat = properties.size();
    for (std::size_t k = 1; k < order.size(); ++k) {
        if (properties[order[k]].name == properties[order[k - 1]].name) {
            first_repeat = std::min(first_repeat, order[k]);
        }
    }
    if (first_repeat != properties.size()) {
        const Property& repeated = properties[first_repeat];
        throw repeated.element.error("property '" + printable(repeated.name) + "' is given twice");
    }
}

const Property* find_property(const Properties& properties, std::string_view name) {
    const auto found = std::find_if(properties.begin(), properties.end(),
                                    [&](const Property& property) { return property.name == name; });
    return found == properties.end() ? nullptr : &*found;
}

bool is_true(const Property& property) {
    std::string value = property.value;
    std::transform(value.begin(), value.end(), value.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return value == "true" || value == "1";
}

double number_of(const Property& property) {
    const auto value = parse_number(trim(property.value));
    if (!value) {
        throw property.place.error("expected a number, got \"" + printable(property.value, 40) + "\"");
    }
    return *value;
}

Tint parse_tint(std::string_view text, const Place& place) {
    if (!text.empty() && text.front() == '#') {
        text.remove_prefix(1);
    }
    const bool hex = std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isxdigit(c) != 0; });
    if (!hex || (text.size() != 6 && text.size() != 8)) {
        throw place.error("tintcolor must be #rrggbb or #aarrggbb, got \"" + std::string{text.substr(0, 16)} + "\"");
    }
    const auto channel = [&](std::size_t at) { return std::stoi(std::string{text.substr(at, 2)}, nullptr, 16) / 255.0; };
    const std::size_t first = text.size() == 8 ? 2 : 0;
    return Tint{channel(first), channel(first + 2), channel(first + 4), text.size() == 8 ? channel(0) : 1.0};
}

std::vector<TileShape> thin_wall_shapes(Point origin, const std::vector<Point>& points) {
    std::vector<TileShape> walls;
    for (std::size_t k = 0; k + 1 < points.size(); ++k) {
        const Point a = points[k];
        const Point b = points[k + 1];
        const double length = std::hypot(b.x - a.x, b.y - a.y);
        if (!(length > 0) || !std::isfinite(length)) {
            continue;
        }
        const double ux = (b.x - a.x) / length;
        const double uy = (b.y - a.y) / length;
        const Point from{a.x - ux, a.y - uy};
        const Point to{b.x + ux, b.y + uy};
        TileShape wall;
        wall.kind = TileShape::Kind::Polygon;
        wall.origin = origin;
        wall.points = {Point{from.x - uy, from.y + ux}, Point{to.x - uy, to.y + ux}, Point{to.x + uy, to.y - ux},
                       Point{from.x + uy, from.y - ux}};
        walls.push_back(std::move(wall));
    }
    return walls;
}

void check_map_header(const TiledDocument& map) {
    if (map.orientation != "orthogonal") {
        throw map.place.at("orientation")
            .error("the map is " + printable(map.orientation) + ", but Tilecast reads orthogonal maps only (Map > Map "
                   "Properties > Orientation: Orthogonal)");
    }
    if (!map.infinite) {
        const bool width_bad = map.width < 1 || map.width > Limits::kMaxMapTiles;
        check_map_size(map.width, map.height,
                       [&](const std::string& problem) { return map.place.at(width_bad ? "width" : "height").error(problem); });
    }
    check_tile_size(map.tile_width, [&](const std::string& problem) { return map.place.at("tilewidth").error(problem); });
    check_tile_size(map.tile_height, [&](const std::string& problem) { return map.place.at("tileheight").error(problem); });
    if (map.tile_width != map.tile_height) {
        throw map.place.at("tileheight")
            .error("tiles must be square: tilewidth is " + std::to_string(map.tile_width) + ", tileheight " +
                   std::to_string(map.tile_height) + " (Map > Map Properties > Tile Width / Height)");
    }
}

TiledTileset read_external_tileset(const std::filesystem::path& source, std::int64_t first_gid, const Place& named_at,
                                   const AssetSource& assets) {
    std::string text;
    try {
        text = assets.read_text(source);
    } catch (const LoadError& error) {
        throw named_at.error("cannot read the tileset " + source.string() + ": " + error.problem());
    }
    check_utf8_file(text, source);
    // Chosen by content, as Tiled does: a tileset saved as "desert-tileset.xml" or even
    // ".json" is XML when it starts with '<'.
    const std::size_t first = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
    const bool xml = first != std::string::npos && text[first] == '<';
    TiledTileset tileset = xml ? read_tsx(text, source) : read_tsj(text, source);
    tileset.first_gid = first_gid;
    return tileset;
}

void check_tileset_count(std::size_t count, const Place& place) {
    if (count > kMaxTilesets) {
        throw place.error("the map has " + std::to_string(count) + " tilesets, more than the limit of " +
                          std::to_string(kMaxTilesets));
    }
}

TiledTileset TilesetFiles::read(const std::filesystem::path& source, std::int64_t first_gid, const Place& named_at) {
    std::error_code error;
    std::filesystem::path key = std::filesystem::weakly_canonical(source, error);
    if (error) {
        key = source.lexically_normal();
    }
    auto found = read_.find(key);
    if (found == read_.end()) {
        found = read_.emplace(key, read_external_tileset(source, first_gid, named_at, assets_)).first;
    }
    TiledTileset tileset = found->second; // shares the tiles: a copy costs the few fields around them
    tileset.first_gid = first_gid;
    return tileset;
}

std::string too_many_tile_layers_message() {
    return "more than " + std::to_string(Limits::kMaxLayers) + " tile layers or " +
           std::to_string(Limits::kMaxLayerCells) + " tiles in all layers";
}

void TileBudget::add_layer(const Place& place) {
    if (layers_ == Limits::kMaxLayers) {
        throw place.error(too_many_tile_layers_message());
    }
    ++layers_;
}

void TileBudget::add_cells(std::int64_t width, std::int64_t height, const Place& place) {
    if (width < 1 || height < 1 || width > Limits::kMaxMapTiles || height > Limits::kMaxMapTiles) {
        return; // the decoder refuses the size itself, with its own message
    }
    cells_ += width * height;
    if (cells_ > Limits::kMaxLayerCells) {
        throw place.error(too_many_tile_layers_message() + " (refused before decoding this " +
                          std::to_string(width) + " x " + std::to_string(height) +
                          " block: each chunk counts, overlapping or not)");
    }
}

} // namespace levels::detail
