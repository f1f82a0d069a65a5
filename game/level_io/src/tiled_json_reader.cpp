// Tiled's JSON maps and tilesets into a TiledDocument (tiled_json_reader.hpp).
//
// [SECTION] index
//   values      — JsonNode to Place, properties old and new
//   tilesets    — embedded, external, per-tile data
//   layers      — groups flattened, tile data, objects, images
//   documents   — the map and the tileset file
#include "tiled_json_reader.hpp"

#include "json_node.hpp"
#include "levels/encoding.hpp"
#include "parse_support.hpp"
#include "tile_layer_data.hpp"

#include <algorithm>
#include <limits>
#include <unordered_map>
#include <utility>

namespace levels::detail {

namespace {

constexpr std::int64_t kInt32Min = std::numeric_limits<std::int32_t>::min();
constexpr std::int64_t kInt32Max = std::numeric_limits<std::int32_t>::max();

// [SECTION] values

Place place_of(const JsonNode& node) { return Place::json(node.file(), node.path()); }

std::int64_t int_or(const JsonNode& owner, std::string_view key, std::int64_t fallback) {
    const auto value = owner.find(key);
    return value ? value->integer(kInt32Min, kInt32Max) : fallback;
}

double number_or(const JsonNode& owner, std::string_view key, double fallback) {
    const auto value = owner.find(key);
    return value ? value->number() : fallback;
}

std::string string_or(const JsonNode& owner, std::string_view key) {
    const auto value = owner.find(key);
    return value ? value->string() : std::string{};
}

bool bool_or(const JsonNode& owner, std::string_view key, bool fallback) {
    const auto value = owner.find(key);
    return value ? value->boolean() : fallback;
}

// A property value as text: strings as they are, everything else as JSON writes it.
std::string value_text(const nlohmann::json& value) {
    if (value.is_string()) {
        return value.get<std::string>();
    }
    return value.is_null() ? std::string{} : value.dump();
}

// Tiled 1.2+: [{"name": ..., "type": ..., "value": ...}]; before: {"name": value} with the
// types in a sibling "propertytypes" object.
Properties read_properties(const JsonNode& owner) {
    Properties properties;
    const auto list = owner.find("properties");
    if (!list) {
        return properties;
    }
    if (list->value().is_object()) {
        const auto types = owner.find("propertytypes");
        for (const auto& [name, value] : list->value().items()) {
            const JsonNode node = (*list)[name];
            std::string type = types && types->has(name) ? (*types)[name].string() : std::string{};
            properties.push_back(Property{name, std::move(type), value_text(value), place_of(node), place_of(node)});
        }
        check_property_names(properties);
        return properties;
    }
    if (!list->value().is_array()) {
        throw list->error("expected Tiled's property array [{\"name\": ..., \"type\": ..., \"value\": ...}]");
    }
    for (std::size_t k = 0; k < list->array_size(); ++k) {
        const JsonNode property = list->at(k);
        property.expect_object();
        const auto value = property.find("value");
        properties.push_back(Property{property["name"].string(), string_or(property, "type"),
                                      value ? value_text(value->value()) : std::string{},
                                      place_of(property).at("value"), place_of(property)});
    }
    check_property_names(properties);
    return properties;
}

std::vector<Point> read_points(const JsonNode& list) {
    std::vector<Point> points;
    const std::size_t count = list.array_size();
    if (count > 4096) {
        throw list.error("more than 4096 points");
    }
    for (std::size_t k = 0; k < count; ++k) {
        const JsonNode point = list.at(k);
        points.push_back(Point{point["x"].number(), point["y"].number()});
    }
    return points;
}

TiledImage read_image(const JsonNode& owner, const JsonNode& image) {
    return TiledImage{resolve_relative(owner.file(), image.string()), int_or(owner, "imagewidth", 0),
                      int_or(owner, "imageheight", 0), place_of(image)};
}

// [SECTION] tilesets

std::vector<TileShape> read_tile_shapes(const JsonNode& tile) {
    std::vector<TileShape> shapes;
    const auto group = tile.find("objectgroup");
    if (!group) {
        return shapes;
    }
    const auto objects = group->find("objects");
    for (std::size_t k = 0; objects && k < objects->array_size(); ++k) {
        const JsonNode object = objects->at(k);
        TileShape shape;
        shape.origin = Point{object["x"].number(), object["y"].number()};
        shape.width = number_or(object, "width", 0);
        shape.height = number_or(object, "height", 0);
        if (bool_or(object, "point", false) || object.has("text")) {
            continue; // not areas
        }
        if (const auto polyline = object.find("polyline")) {
            // A thin wall inside the tile (a fence along one edge).
            for (TileShape& wall : thin_wall_shapes(shape.origin, read_points(*polyline))) {
                shapes.push_back(std::move(wall));
            }
            continue;
        }
        if (const auto polygon = object.find("polygon")) {
            shape.kind = TileShape::Kind::Polygon;
            shape.points = read_points(*polygon);
        } else if (bool_or(object, "ellipse", false)) {
            shape.kind = TileShape::Kind::Ellipse;
        }
        shapes.push_back(std::move(shape));
    }
    return shapes;
}

TiledTile read_tile(const JsonNode& tile, std::int64_t id) {
    TiledTile read;
    read.id = id;
    read.properties = read_properties(tile);
    read.shapes = read_tile_shapes(tile);
    if (const auto image = tile.find("image")) {
        read.image = read_image(tile, *image);
    }
    read.place = place_of(tile);
    return read;
}

std::int64_t tile_id_key(const JsonNode& owner, const std::string& key) {
    const auto id = parse_integer(key);
    if (!id || *id < 0 || *id > kInt32Max) {
        throw owner.error_at(key, "\"" + printable(key) + "\" is not a tile id");
    }
    return *id;
}

// Tiled 1.2+ lists tiles as [{"id": 3, ...}]; before, "tiles" was an object keyed by id and
// per-tile properties sat apart in "tileproperties" (with "tilepropertytypes").
std::vector<TiledTile> read_tiles(const JsonNode& tileset) {
    std::vector<TiledTile> tiles;
    const auto list = tileset.find("tiles");
    if (list && list->value().is_object()) {
        for (const auto& item : list->value().items()) {
            tiles.push_back(read_tile((*list)[item.key()], tile_id_key(*list, item.key())));
        }
    } else {
        for (std::size_t k = 0; list && k < list->array_size(); ++k) {
            const JsonNode tile = list->at(k);
            tiles.push_back(read_tile(tile, tile["id"].integer(0, kInt32Max)));
        }
    }
    const auto old_properties = tileset.find("tileproperties");
    if (!old_properties) {
        return tiles;
    }
    old_properties->expect_object();
    const auto old_types = tileset.find("tilepropertytypes");
    // Tile id -> its index in `tiles` (the first, if a tile is listed twice: the atlas refuses
    // that): one lookup per id, not a search through every tile (quadratic on a file of
    // a million "id": {} entries).
    std::unordered_map<std::int64_t, std::size_t> index_of;
    for (std::size_t k = 0; k < tiles.size(); ++k) {
        index_of.emplace(tiles[k].id, k);
    }
    std::vector<std::size_t> touched;
    for (const auto& item : old_properties->value().items()) {
        const JsonNode values = (*old_properties)[item.key()];
        values.expect_object();
        const std::int64_t id = tile_id_key(*old_properties, item.key());
        const auto [found, added] = index_of.emplace(id, tiles.size());
        if (added) {
            tiles.push_back(TiledTile{id, {}, {}, std::nullopt, place_of(values)});
        }
        TiledTile& tile = tiles[found->second];
        touched.push_back(found->second);
        for (const auto& [name, value] : values.value().items()) {
            const bool typed = old_types && old_types->has(item.key()) && (*old_types)[item.key()].has(name);
            tile.properties.push_back(Property{name, typed ? (*old_types)[item.key()][name].string() : std::string{},
                                               value_text(value), place_of(values[name]), place_of(values[name])});
        }
    }
    std::sort(touched.begin(), touched.end());
    touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
    for (const std::size_t k : touched) {
        check_property_names(tiles[k].properties);
    }
    return tiles;
}

TiledTileset read_tileset_object(const JsonNode& tileset) {
    tileset.expect_object();
    TiledTileset read;
    read.name = string_or(tileset, "name");
    read.tile_width = tileset["tilewidth"].integer(kInt32Min, kInt32Max);
    read.tile_height = tileset["tileheight"].integer(kInt32Min, kInt32Max);
    read.margin = int_or(tileset, "margin", 0);
    read.spacing = int_or(tileset, "spacing", 0);
    if (const auto columns = tileset.find("columns")) {
        read.columns = columns->integer(0, kInt32Max);
    }
    if (const auto count = tileset.find("tilecount")) {
        read.tile_count = count->integer(0, kInt32Max);
    }
    if (const auto image = tileset.find("image")) {
        read.image = read_image(tileset, *image);
    }
    read.tiles = std::make_shared<const std::vector<TiledTile>>(read_tiles(tileset));
    read.place = place_of(tileset);
    return read;
}

TiledTileset read_tileset_reference(const JsonNode& reference, TilesetFiles& files) {
    const std::int64_t first_gid = reference["firstgid"].integer(1, 0x0FFFFFFF);
    const auto source = reference.find("source");
    if (!source) {
        TiledTileset tileset = read_tileset_object(reference);
        tileset.first_gid = first_gid;
        return tileset;
    }
    return files.read(resolve_relative(reference.file(), source->string()), first_gid, place_of(*source));
}

// [SECTION] layers

std::vector<std::uint32_t> read_gid_array(const JsonNode& data, std::int64_t width, std::int64_t height) {
    check_tile_block(width, height, place_of(data));
    const auto cells = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    const std::size_t count = data.array_size();
    if (count != cells) {
        throw data.error("has " + std::to_string(count) + " entries, expected " + std::to_string(cells) + " (" +
                         std::to_string(width) + " x " + std::to_string(height) + ")");
    }
    std::vector<std::uint32_t> gids(cells);
    for (std::size_t k = 0; k < cells; ++k) {
        // The usual case (an unsigned number) is read directly; anything else goes through
        // JsonNode, which builds the "layers[i].data[k]" path for the error.
        const nlohmann::json& value = data.value()[k];
        gids[k] = value.is_number_unsigned() && value.get<std::uint64_t>() <= 0xFFFFFFFFULL
                      ? static_cast<std::uint32_t>(value.get<std::uint64_t>())
                      : static_cast<std::uint32_t>(data.at(k).integer(0, 0xFFFFFFFFLL));
    }
    return gids;
}

// A layer's or chunk's "data": an array of gids, or a string in the layer's encoding.
TiledChunk read_chunk_data(const JsonNode& layer, const JsonNode& owner, std::int64_t x, std::int64_t y,
                           std::int64_t width, std::int64_t height) {
    const JsonNode data = owner["data"];
    std::string encoding = "csv";
    std::string compression;
    if (const auto found = layer.find("encoding")) {
        encoding = found->string();
        if (encoding != "csv" && encoding != "base64") {
            throw found->error("unknown encoding \"" + printable(encoding) + "\" (Tiled writes \"csv\" or \"base64\")");
        }
    }
    if (const auto found = layer.find("compression")) {
        compression = found->string();
        if (!compression.empty() && encoding != "base64") {
            throw found->error("compression needs \"encoding\": \"base64\"");
        }
        if (!compression_from_tiled(compression)) {
            throw found->error("unsupported compression \"" + printable(compression) +
                               "\": use zlib, gzip, zstd or none (Map > Map Properties > Tile Layer Format)");
        }
    }
    TiledChunk chunk{x, y, width, height, {}, place_of(data)};
    chunk.gids = encoding == "csv" ? read_gid_array(data, width, height)
                                   : decode_tile_data(encoding, compression, data.string(), width, height, chunk.data);
    return chunk;
}

void read_tile_data(const JsonNode& layer, const GroupState& group, TiledLayer& read) {
    group.budget->add_layer(place_of(layer));
    if (const auto chunks = layer.find("chunks")) {
        for (std::size_t k = 0; k < chunks->array_size(); ++k) {
            const JsonNode chunk = chunks->at(k);
            const std::int64_t x = chunk["x"].integer(kInt32Min, kInt32Max);
            const std::int64_t y = chunk["y"].integer(kInt32Min, kInt32Max);
            const std::int64_t width = chunk["width"].integer(kInt32Min, kInt32Max);
            const std::int64_t height = chunk["height"].integer(kInt32Min, kInt32Max);
            group.budget->add_cells(width, height, place_of(chunk));
            read.chunks.push_back(read_chunk_data(layer, chunk, x, y, width, height));
        }
        return;
    }
    if (group.infinite && !layer.has("data")) {
        return; // an infinite map's layer with no chunk holds no tile
    }
    group.budget->add_cells(group.map_width, group.map_height, place_of(layer));
    read.chunks.push_back(read_chunk_data(layer, layer, 0, 0, group.map_width, group.map_height));
}

TiledObject read_object(const JsonNode& object) {
    object.expect_object();
    TiledObject read;
    read.id = int_or(object, "id", 0);
    read.name = string_or(object, "name");
    read.object_class = string_or(object, "class");
    if (read.object_class.empty()) {
        read.object_class = string_or(object, "type");
    }
    read.position = Point{object["x"].number(), object["y"].number()};
    read.width = number_or(object, "width", 0);
    read.height = number_or(object, "height", 0);
    read.point = bool_or(object, "point", false);
    read.ellipse = bool_or(object, "ellipse", false);
    read.text = object.has("text");
    for (const char* key : {"polyline", "polygon"}) {
        if (const auto points = object.find(key)) {
            read.points = read_points(*points);
            read.points_place = place_of(*points);
            read.polygon = std::string_view{key} == "polygon";
        }
    }
    // An unsigned 32-bit gid with the flip flags in its top bits, as in layer data (some
    // writers store it as a signed 32-bit number: the same bits).
    if (const auto gid = object.find("gid")) {
        read.gid = static_cast<std::uint32_t>(gid->integer(kInt32Min, 0xFFFFFFFFLL) & 0xFFFFFFFFLL);
    }
    read.properties = read_properties(object);
    read.place = place_of(object);
    return read;
}

void collect_layers(const JsonNode& layers, const GroupState& group, std::vector<TiledLayer>& out);

TiledLayer read_layer_common(const JsonNode& layer, const GroupState& group, TiledLayer::Kind kind) {
    TiledLayer read;
    read.kind = kind;
    read.name = string_or(layer, "name");
    read.visible = group.visible && bool_or(layer, "visible", true);
    read.opacity = group.opacity * number_or(layer, "opacity", 1);
    read.offset = Point{group.offset.x + number_or(layer, "offsetx", 0), group.offset.y + number_or(layer, "offsety", 0)};
    read.tint = group.tint;
    if (layer.has("tintcolor")) {
        read.tint = group.tint * parse_tint(string_or(layer, "tintcolor"), place_of(layer).at("tintcolor"));
    }
    read.properties = read_properties(layer);
    read.place = place_of(layer);
    return read;
}

void read_layer(const JsonNode& layer, const GroupState& group, std::vector<TiledLayer>& out) {
    layer.expect_object();
    const JsonNode type = layer["type"];
    const std::string& kind = type.string();
    if (kind == "group") {
        if (group.depth + 1 > kMaxGroupDepth) {
            throw layer.error("groups are nested more than " + std::to_string(kMaxGroupDepth) + " deep");
        }
        const TiledLayer self = read_layer_common(layer, group, TiledLayer::Kind::Tiles);
        collect_layers(layer["layers"],
                       group.inside(self),
                       out);
    } else if (kind == "tilelayer") {
        TiledLayer read = read_layer_common(layer, group, TiledLayer::Kind::Tiles);
        read.width = int_or(layer, "width", 0);
        read.height = int_or(layer, "height", 0);
        read_tile_data(layer, group, read);
        out.push_back(std::move(read));
    } else if (kind == "objectgroup") {
        TiledLayer read = read_layer_common(layer, group, TiledLayer::Kind::Objects);
        const JsonNode objects = layer["objects"];
        for (std::size_t k = 0; k < objects.array_size(); ++k) {
            read.objects.push_back(read_object(objects.at(k)));
        }
        out.push_back(std::move(read));
    } else if (kind == "imagelayer") {
        TiledLayer read = read_layer_common(layer, group, TiledLayer::Kind::Image);
        if (const auto image = layer.find("image"); image && !image->string().empty()) {
            read.image = read_image(layer, *image);
        }
        out.push_back(std::move(read));
    } else {
        throw type.error("unknown layer type \"" + printable(kind) + "\"");
    }
}

void collect_layers(const JsonNode& layers, const GroupState& group, std::vector<TiledLayer>& out) {
    for (std::size_t k = 0; k < layers.array_size(); ++k) {
        read_layer(layers.at(k), group, out);
    }
}

} // namespace

// [SECTION] documents

TiledDocument read_tmj(std::string_view text, const std::filesystem::path& file, const AssetSource& assets) {
    const nlohmann::json document = parse_json(text, file);
    const JsonNode map{document, file};
    map.expect_object();
    if (const auto type = map.find("type"); type && type->string() != "map") {
        throw type->error("expected \"map\", got \"" + printable(type->string()) + "\" (is this a tileset?)");
    }
    TiledDocument read;
    read.place = place_of(map);
    read.orientation = map["orientation"].string();
    read.infinite = bool_or(map, "infinite", false);
    read.width = map["width"].integer(kInt32Min, kInt32Max);
    read.height = map["height"].integer(kInt32Min, kInt32Max);
    read.tile_width = map["tilewidth"].integer(kInt32Min, kInt32Max);
    read.tile_height = map["tileheight"].integer(kInt32Min, kInt32Max);
    check_map_header(read);
    read.properties = read_properties(map);
    const JsonNode tilesets = map["tilesets"];
    check_tileset_count(tilesets.array_size(), place_of(tilesets));
    TilesetFiles files{assets};
    for (std::size_t k = 0; k < tilesets.array_size(); ++k) {
        read.tilesets.push_back(read_tileset_reference(tilesets.at(k), files));
    }
    TileBudget budget;
    collect_layers(map["layers"], GroupState::map(read.width, read.height, budget, read.infinite), read.layers);
    return read;
}

TiledTileset read_tsj(std::string_view text, const std::filesystem::path& file) {
    const nlohmann::json document = parse_json(text, file);
    const JsonNode root{document, file};
    root.expect_object();
    if (const auto type = root.find("type"); type && type->string() != "tileset") {
        throw type->error("expected \"tileset\", got \"" + printable(type->string()) + "\"");
    }
    return read_tileset_object(root);
}

} // namespace levels::detail
