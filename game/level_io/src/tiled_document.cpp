// Places, properties and external tilesets of the Tiled readers (tiled_document.hpp).
#include "tiled_document.hpp"

#include "parse_support.hpp"
#include "tiled_json_reader.hpp"
#include "tiled_xml_reader.hpp"

#include <algorithm>
#include <cctype>
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

void add_property(Properties& properties, Property property) {
    if (find_property(properties, property.name) != nullptr) {
        throw property.element.error("property '" + printable(property.name) + "' is given twice");
    }
    properties.push_back(std::move(property));
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
    std::string extension = source.extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    TiledTileset tileset = extension == ".tsx" ? read_tsx(text, source) : read_tsj(text, source);
    tileset.first_gid = first_gid;
    return tileset;
}

} // namespace levels::detail
