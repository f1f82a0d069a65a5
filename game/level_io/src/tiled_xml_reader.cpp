// Tiled's XML maps and tilesets into a TiledDocument (tiled_xml_reader.hpp).
//
// [SECTION] index
//   xml file    — parsing, line numbers, attributes
//   tilesets    — embedded, external, per-tile data
//   layers      — groups flattened, <data>, objects, images
//   documents   — the map and the tileset file
#include "tiled_xml_reader.hpp"

#include "levels/encoding.hpp"
#include "parse_support.hpp"
#include "tile_layer_data.hpp"

#include <pugixml.hpp>

#include <algorithm>
#include <iterator>
#include <limits>
#include <utility>

namespace levels::detail {

namespace {

constexpr std::int64_t kInt32Min = std::numeric_limits<std::int32_t>::min();
constexpr std::int64_t kInt32Max = std::numeric_limits<std::int32_t>::max();

// [SECTION] xml file

// One parsed XML file: the document, and where each line starts, so an element's byte
// offset (pugixml's offset_debug) becomes the line a person sees in their editor.
class XmlFile {
public:
    XmlFile(std::string_view text, std::filesystem::path file) : file_{std::move(file)} {
        if (text.empty()) {
            throw LoadError::in_file(file_, "the file is empty");
        }
        line_starts_.push_back(0);
        for (std::size_t i = 0; i < text.size(); ++i) {
            if (text[i] == '\n') {
                line_starts_.push_back(i + 1);
            }
        }
        // parse_default leaves out DOCTYPE processing and expands only the five predefined
        // entities and character references: nothing refers outside the file.
        const pugi::xml_parse_result result =
            document_.load_buffer(text.data(), text.size(), pugi::parse_default, pugi::encoding_utf8);
        if (!result) {
            const auto [line, column] = line_and_column(static_cast<std::size_t>(std::max<std::ptrdiff_t>(result.offset, 0)));
            throw LoadError::at_column(file_, line, column, std::string{"invalid XML: "} + result.description());
        }
    }

    const pugi::xml_document& document() const noexcept { return document_; }
    const std::filesystem::path& file() const noexcept { return file_; }

    Place place(const pugi::xml_node& node) const {
        const std::ptrdiff_t offset = node.offset_debug();
        return Place::xml(file_, offset < 0 ? 1 : line_and_column(static_cast<std::size_t>(offset)).first);
    }

private:
    std::pair<std::int64_t, std::int64_t> line_and_column(std::size_t offset) const {
        const auto after = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
        const auto line = static_cast<std::int64_t>(after - line_starts_.begin());
        return {line, static_cast<std::int64_t>(offset - *(after - 1)) + 1};
    }

    std::filesystem::path file_;
    std::vector<std::size_t> line_starts_;
    pugi::xml_document document_;
};

// Attributes are text; these read them as numbers, naming the attribute when they are not.
std::int64_t int_attribute(const XmlFile& xml, const pugi::xml_node& node, const char* name, std::int64_t min,
                           std::int64_t max, std::optional<std::int64_t> fallback) {
    const pugi::xml_attribute attribute = node.attribute(name);
    if (!attribute) {
        if (fallback) {
            return *fallback;
        }
        throw xml.place(node).error("<" + printable(node.name()) + "> has no " + name + " attribute");
    }
    const auto value = parse_integer(trim(attribute.value()));
    if (!value || *value < min || *value > max) {
        throw xml.place(node).error(std::string{name} + "=\"" + printable(attribute.value()) + "\" must be a whole number " +
                                    std::to_string(min) + ".." + std::to_string(max));
    }
    return *value;
}

double number_attribute(const XmlFile& xml, const pugi::xml_node& node, const char* name, double fallback) {
    const pugi::xml_attribute attribute = node.attribute(name);
    if (!attribute) {
        return fallback;
    }
    const auto value = parse_number(trim(attribute.value()));
    if (!value) {
        throw xml.place(node).error(std::string{name} + "=\"" + printable(attribute.value()) + "\" must be a number");
    }
    return *value;
}

double required_number(const XmlFile& xml, const pugi::xml_node& node, const char* name) {
    if (!node.attribute(name)) {
        throw xml.place(node).error("<" + printable(node.name()) + "> has no " + name + " attribute");
    }
    return number_attribute(xml, node, name, 0);
}

bool flag_attribute(const XmlFile& xml, const pugi::xml_node& node, const char* name, bool fallback) {
    return int_attribute(xml, node, name, 0, 1, fallback ? 1 : 0) == 1;
}

// Tiled 1.2+ writes type="..." and value="..."; older files have no type, and a multi-line
// string goes in the element's text instead of the value attribute.
Properties read_properties(const XmlFile& xml, const pugi::xml_node& owner) {
    Properties properties;
    for (const pugi::xml_node& property : owner.child("properties").children("property")) {
        const pugi::xml_attribute value = property.attribute("value");
        const Place place = xml.place(property);
        properties.push_back(Property{property.attribute("name").value(), property.attribute("type").value(),
                                      value ? value.value() : property.child_value(), place, place});
    }
    check_property_names(properties);
    return properties;
}

// "0,0 16,0 16,16": Tiled's polygon and polyline points.
std::vector<Point> read_points(const XmlFile& xml, const pugi::xml_node& node) {
    std::vector<Point> points;
    std::string_view text = node.attribute("points").value();
    while (!text.empty()) {
        const std::size_t space = std::min(text.find(' '), text.size());
        const std::string_view pair = text.substr(0, space);
        text.remove_prefix(std::min(space + 1, text.size()));
        if (pair.empty()) {
            continue;
        }
        const std::size_t comma = pair.find(',');
        const auto x = parse_number(pair.substr(0, comma));
        const auto y = comma == std::string_view::npos ? std::nullopt : parse_number(pair.substr(comma + 1));
        if (!x || !y) {
            throw xml.place(node).error("points: \"" + printable(pair) + "\" is not x,y");
        }
        if (points.size() == 4096) {
            throw xml.place(node).error("more than 4096 points");
        }
        points.push_back(Point{*x, *y});
    }
    return points;
}

TiledImage read_image(const XmlFile& xml, const pugi::xml_node& image) {
    // JSON files are checked for UTF-8 by their parser; XML attributes are taken as they are.
    // A path that is not text could not be written back (tilecast_level_convert).
    if (const std::string problem = unclean_text_problem(image.attribute("source").value()); !problem.empty()) {
        throw xml.place(image).error("the image path " + problem);
    }
    return TiledImage{resolve_relative(xml.file(), image.attribute("source").value()),
                      int_attribute(xml, image, "width", 0, kInt32Max, 0),
                      int_attribute(xml, image, "height", 0, kInt32Max, 0), xml.place(image)};
}

// [SECTION] tilesets

std::vector<TileShape> read_tile_shapes(const XmlFile& xml, const pugi::xml_node& tile) {
    std::vector<TileShape> shapes;
    for (const pugi::xml_node& object : tile.child("objectgroup").children("object")) {
        if (object.child("point") || object.child("text")) {
            continue; // not areas
        }
        TileShape shape;
        shape.origin = Point{number_attribute(xml, object, "x", 0), number_attribute(xml, object, "y", 0)};
        if (const pugi::xml_node polyline = object.child("polyline")) {
            // A thin wall inside the tile (a fence along one edge).
            for (TileShape& wall : thin_wall_shapes(shape.origin, read_points(xml, polyline))) {
                shapes.push_back(std::move(wall));
            }
            continue;
        }
        shape.width = number_attribute(xml, object, "width", 0);
        shape.height = number_attribute(xml, object, "height", 0);
        if (const pugi::xml_node polygon = object.child("polygon")) {
            shape.kind = TileShape::Kind::Polygon;
            shape.points = read_points(xml, polygon);
        } else if (object.child("ellipse")) {
            shape.kind = TileShape::Kind::Ellipse;
        }
        shapes.push_back(std::move(shape));
    }
    return shapes;
}

TiledTileset read_tileset_element(const XmlFile& xml, const pugi::xml_node& tileset) {
    TiledTileset read;
    read.place = xml.place(tileset);
    read.name = tileset.attribute("name").value();
    read.tile_width = int_attribute(xml, tileset, "tilewidth", kInt32Min, kInt32Max, std::nullopt);
    read.tile_height = int_attribute(xml, tileset, "tileheight", kInt32Min, kInt32Max, std::nullopt);
    read.margin = int_attribute(xml, tileset, "margin", kInt32Min, kInt32Max, 0);
    read.spacing = int_attribute(xml, tileset, "spacing", kInt32Min, kInt32Max, 0);
    if (tileset.attribute("columns")) {
        read.columns = int_attribute(xml, tileset, "columns", 0, kInt32Max, std::nullopt);
    }
    if (tileset.attribute("tilecount")) {
        read.tile_count = int_attribute(xml, tileset, "tilecount", 0, kInt32Max, std::nullopt);
    }
    if (const pugi::xml_node image = tileset.child("image")) {
        read.image = read_image(xml, image);
    }
    std::vector<TiledTile> tiles;
    for (const pugi::xml_node& tile : tileset.children("tile")) {
        TiledTile data;
        data.id = int_attribute(xml, tile, "id", 0, kInt32Max, std::nullopt);
        data.properties = read_properties(xml, tile);
        data.shapes = read_tile_shapes(xml, tile);
        if (const pugi::xml_node image = tile.child("image")) {
            data.image = read_image(xml, image);
        }
        data.place = xml.place(tile);
        tiles.push_back(std::move(data));
    }
    read.tiles = std::make_shared<const std::vector<TiledTile>>(std::move(tiles));
    return read;
}

TiledTileset read_tileset_reference(const XmlFile& xml, const pugi::xml_node& reference, TilesetFiles& files) {
    const std::int64_t first_gid = int_attribute(xml, reference, "firstgid", 1, 0x0FFFFFFF, std::nullopt);
    const pugi::xml_attribute source = reference.attribute("source");
    if (!source) {
        TiledTileset tileset = read_tileset_element(xml, reference);
        tileset.first_gid = first_gid;
        return tileset;
    }
    return files.read(resolve_relative(xml.file(), source.value()), first_gid, xml.place(reference));
}

// [SECTION] layers

// A <data> or <chunk> element's gids: encoded text, or <tile gid="..."/> children.
std::vector<std::uint32_t> read_gids(const XmlFile& xml, const pugi::xml_node& data, const pugi::xml_node& holder,
                                     std::int64_t width, std::int64_t height) {
    const std::string_view encoding = data.attribute("encoding").value();
    const Place place = xml.place(holder);
    if (!encoding.empty()) {
        return decode_tile_data(encoding, data.attribute("compression").value(), holder.child_value(), width, height,
                                place);
    }
    check_tile_block(width, height, place);
    const auto cells = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    std::vector<std::uint32_t> gids;
    gids.reserve(cells);
    for (const pugi::xml_node& tile : holder.children("tile")) {
        if (gids.size() == cells) {
            throw place.error("more than the " + std::to_string(cells) + " <tile> elements the layer needs");
        }
        gids.push_back(static_cast<std::uint32_t>(int_attribute(xml, tile, "gid", 0, 0xFFFFFFFFLL, 0)));
    }
    if (gids.size() != cells) {
        throw place.error("has " + std::to_string(gids.size()) + " <tile> elements, expected " + std::to_string(cells));
    }
    return gids;
}

void read_tile_data(const XmlFile& xml, const pugi::xml_node& layer, const GroupState& group, TiledLayer& read) {
    const pugi::xml_node data = layer.child("data");
    if (!data) {
        throw xml.place(layer).error("the tile layer has no <data>");
    }
    group.budget->add_layer(xml.place(layer));
    if (data.child("chunk")) {
        for (const pugi::xml_node& chunk : data.children("chunk")) {
            const std::int64_t x = int_attribute(xml, chunk, "x", kInt32Min, kInt32Max, std::nullopt);
            const std::int64_t y = int_attribute(xml, chunk, "y", kInt32Min, kInt32Max, std::nullopt);
            const std::int64_t w = int_attribute(xml, chunk, "width", kInt32Min, kInt32Max, std::nullopt);
            const std::int64_t h = int_attribute(xml, chunk, "height", kInt32Min, kInt32Max, std::nullopt);
            group.budget->add_cells(w, h, xml.place(chunk));
            read.chunks.push_back(TiledChunk{x, y, w, h, read_gids(xml, data, chunk, w, h), xml.place(chunk)});
        }
        return;
    }
    if (group.infinite) {
        return; // an infinite map's layer with no chunk holds no tile (map_area says so if none has)
    }
    group.budget->add_cells(group.map_width, group.map_height, xml.place(layer));
    read.chunks.push_back(TiledChunk{0, 0, group.map_width, group.map_height,
                                     read_gids(xml, data, data, group.map_width, group.map_height), xml.place(data)});
}

TiledObject read_object(const XmlFile& xml, const pugi::xml_node& object) {
    TiledObject read;
    read.id = int_attribute(xml, object, "id", 0, kInt32Max, 0);
    read.name = object.attribute("name").value();
    read.object_class = object.attribute("class").value();
    if (read.object_class.empty()) {
        read.object_class = object.attribute("type").value();
    }
    read.position = Point{required_number(xml, object, "x"), required_number(xml, object, "y")};
    read.width = number_attribute(xml, object, "width", 0);
    read.height = number_attribute(xml, object, "height", 0);
    read.point = static_cast<bool>(object.child("point"));
    read.ellipse = static_cast<bool>(object.child("ellipse"));
    read.text = static_cast<bool>(object.child("text"));
    for (const char* key : {"polyline", "polygon"}) {
        if (const pugi::xml_node points = object.child(key)) {
            read.points = read_points(xml, points);
            read.points_place = xml.place(points);
            read.polygon = std::string_view{key} == "polygon";
        }
    }
    read.gid = static_cast<std::uint32_t>(int_attribute(xml, object, "gid", 0, 0xFFFFFFFFLL, 0));
    read.properties = read_properties(xml, object);
    read.place = xml.place(object);
    return read;
}

TiledLayer read_layer_common(const XmlFile& xml, const pugi::xml_node& layer, const GroupState& group,
                             TiledLayer::Kind kind) {
    TiledLayer read;
    read.kind = kind;
    read.name = layer.attribute("name").value();
    read.visible = group.visible && flag_attribute(xml, layer, "visible", true);
    read.opacity = group.opacity * number_attribute(xml, layer, "opacity", 1);
    read.offset = Point{group.offset.x + number_attribute(xml, layer, "offsetx", 0),
                        group.offset.y + number_attribute(xml, layer, "offsety", 0)};
    read.tint = group.tint;
    if (const pugi::xml_attribute tint = layer.attribute("tintcolor")) {
        read.tint = group.tint * parse_tint(tint.value(), xml.place(layer));
    }
    read.properties = read_properties(xml, layer);
    read.place = xml.place(layer);
    return read;
}

void collect_layers(const XmlFile& xml, const pugi::xml_node& parent, const GroupState& group,
                    std::vector<TiledLayer>& out) {
    for (const pugi::xml_node& layer : parent.children()) {
        const std::string_view kind = layer.name();
        if (kind == "group") {
            if (group.depth + 1 > kMaxGroupDepth) {
                throw xml.place(layer).error("groups are nested more than " + std::to_string(kMaxGroupDepth) + " deep");
            }
            const TiledLayer self = read_layer_common(xml, layer, group, TiledLayer::Kind::Tiles);
            collect_layers(xml, layer,
                           group.inside(self),
                           out);
        } else if (kind == "layer") {
            TiledLayer read = read_layer_common(xml, layer, group, TiledLayer::Kind::Tiles);
            read.width = int_attribute(xml, layer, "width", kInt32Min, kInt32Max, 0);
            read.height = int_attribute(xml, layer, "height", kInt32Min, kInt32Max, 0);
            read_tile_data(xml, layer, group, read);
            out.push_back(std::move(read));
        } else if (kind == "objectgroup") {
            TiledLayer read = read_layer_common(xml, layer, group, TiledLayer::Kind::Objects);
            for (const pugi::xml_node& object : layer.children("object")) {
                read.objects.push_back(read_object(xml, object));
            }
            out.push_back(std::move(read));
        } else if (kind == "imagelayer") {
            TiledLayer read = read_layer_common(xml, layer, group, TiledLayer::Kind::Image);
            if (const pugi::xml_node image = layer.child("image"); image && *image.attribute("source").value() != 0) {
                read.image = read_image(xml, image);
            }
            out.push_back(std::move(read));
        }
        // Other children (<properties>, <tileset>, <editorsettings>) are not layers.
    }
}

} // namespace

// [SECTION] documents

TiledDocument read_tmx(std::string_view text, const std::filesystem::path& file, const AssetSource& assets) {
    const XmlFile xml{text, file};
    const pugi::xml_node map = xml.document().document_element();
    if (std::string_view{map.name()} != "map") {
        throw xml.place(map).error("expected a <map> element, got <" + printable(map.name()) + ">" +
                                   (std::string_view{map.name()} == "tileset" ? " (is this a tileset?)" : ""));
    }
    TiledDocument read;
    read.place = xml.place(map);
    read.orientation = map.attribute("orientation").value();
    read.infinite = flag_attribute(xml, map, "infinite", false);
    read.width = int_attribute(xml, map, "width", kInt32Min, kInt32Max, std::nullopt);
    read.height = int_attribute(xml, map, "height", kInt32Min, kInt32Max, std::nullopt);
    read.tile_width = int_attribute(xml, map, "tilewidth", kInt32Min, kInt32Max, std::nullopt);
    read.tile_height = int_attribute(xml, map, "tileheight", kInt32Min, kInt32Max, std::nullopt);
    check_map_header(read);
    read.properties = read_properties(xml, map);
    const auto tilesets = map.children("tileset");
    check_tileset_count(static_cast<std::size_t>(std::distance(tilesets.begin(), tilesets.end())), read.place);
    TilesetFiles files{assets};
    for (const pugi::xml_node& tileset : tilesets) {
        read.tilesets.push_back(read_tileset_reference(xml, tileset, files));
    }
    TileBudget budget;
    collect_layers(xml, map, GroupState::map(read.width, read.height, budget, read.infinite), read.layers);
    return read;
}

TiledTileset read_tsx(std::string_view text, const std::filesystem::path& file) {
    const XmlFile xml{text, file};
    const pugi::xml_node tileset = xml.document().document_element();
    if (std::string_view{tileset.name()} != "tileset") {
        throw xml.place(tileset).error("expected a <tileset> element, got <" + printable(tileset.name()) + ">");
    }
    return read_tileset_element(xml, tileset);
}

} // namespace levels::detail
