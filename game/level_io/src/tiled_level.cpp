// The Tiled .tmj / .tsj loader (tiled_level.hpp; what is supported: levels/FORMAT.md).
//
// [SECTION] index
//   tileset    — external or embedded, checked against its image
//   layers     — flattening groups, choosing the collision layer
//   gids       — arrays, base64, zlib / gzip; flip bits
//   objects    — spawns, robot properties, routes
//   parser     — the order everything happens in
#include "levels/tiled_level.hpp"

#include "json_node.hpp"
#include "levels/encoding.hpp"
#include "levels/load_error.hpp"
#include "parse_support.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <utility>
#include <vector>

namespace levels {

namespace {

using detail::JsonNode;

// Tiled keeps a placed tile's flips in the top bits of its gid.
constexpr std::uint32_t kFlipHorizontal = 0x80000000U;
constexpr std::uint32_t kFlipVertical = 0x40000000U;
constexpr std::uint32_t kFlipDiagonal = 0x20000000U;
constexpr std::uint32_t kRotateHexagonal120 = 0x10000000U; // hexagonal maps only
constexpr std::uint32_t kGidBits = ~(kFlipHorizontal | kFlipVertical | kFlipDiagonal | kRotateHexagonal120);

constexpr int kMaxGroupDepth = 8;

std::string lowercase(std::string_view text) {
    std::string lower{text};
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return lower;
}

// Tiled's custom properties: [{"name": ..., "type": ..., "value": ...}, ...].
std::map<std::string, JsonNode> read_properties(const JsonNode& owner) {
    std::map<std::string, JsonNode> properties;
    const auto list = owner.find("properties");
    if (!list) {
        return properties;
    }
    if (!list->value().is_array()) {
        throw list->error("expected Tiled's property array [{\"name\": ..., \"type\": ..., \"value\": ...}]");
    }
    for (std::size_t k = 0; k < list->array_size(); ++k) {
        const JsonNode property = list->at(k);
        const std::string& name = property["name"].string();
        if (!properties.emplace(name, property).second) {
            throw property.error("property '" + name + "' is given twice");
        }
    }
    return properties;
}

// [SECTION] tileset

struct TiledTileset {
    std::int64_t first_gid = 1;
    detail::LoadedTileset loaded;
};

class TiledLevelParser {
public:
    TiledLevelParser(std::string_view text, const std::filesystem::path& file, const AssetSource& assets)
        : text_{text}, file_{file}, assets_{assets} {}

    Level parse() {
        const nlohmann::json document = detail::parse_json(text_, file_);
        const JsonNode map{document, file_};
        map.expect_object();
        read_map_header(map);
        TiledTileset tileset = read_tileset(map);
        tile_count_ = tileset.loaded.masks.tile_count();
        first_gid_ = tileset.first_gid;
        collect_layers(map["layers"], 0);
        const std::size_t collision = choose_collision_layer(map);

        Level level{file_,
                    name_,
                    description_,
                    tileset.loaded.path,
                    std::move(tileset.loaded.image),
                    tileset.loaded.columns,
                    alpha_threshold_,
                    engine::CollisionMap{width_, height_, std::move(tileset.loaded.masks)},
                    {},
                    {},
                    {},
                    {}};
        for (std::size_t k = 0; k < tile_layers_.size(); ++k) {
            engine::Tilemap<engine::PlacedTile> tiles = read_tile_layer(tile_layers_[k]);
            if (k == collision) {
                for (std::int32_t j = 0; j < height_; ++j) {
                    for (std::int32_t i = 0; i < width_; ++i) {
                        level.collision.place(i, j, tiles(i, j));
                    }
                }
            } else {
                (k < collision ? level.background_layers : level.foreground_layers).push_back(std::move(tiles));
            }
        }
        read_objects(level);
        if (level.player_spawns.empty()) {
            throw map.error_at("layers", "the map has no player spawn: add an object of class 'player' to an object "
                                         "layer");
        }
        return level;
    }

private:
    void read_map_header(const JsonNode& map) {
        if (const auto type = map.find("type"); type && type->string() != "map") {
            throw type->error("expected \"map\", got \"" + type->string() + "\" (is this a tileset?)");
        }
        const JsonNode orientation = map["orientation"];
        if (orientation.string() != "orthogonal") {
            throw orientation.error("only orthogonal maps are supported, got \"" + orientation.string() + "\"");
        }
        if (const auto infinite = map.find("infinite"); infinite && infinite->boolean()) {
            throw infinite->error("infinite maps are not supported (turn off Map > Map Properties > Infinite)");
        }
        const JsonNode width = map["width"];
        const JsonNode height = map["height"];
        const std::int64_t w = width.integer(std::numeric_limits<std::int32_t>::min(), std::numeric_limits<std::int32_t>::max());
        const std::int64_t h = height.integer(std::numeric_limits<std::int32_t>::min(), std::numeric_limits<std::int32_t>::max());
        const bool width_bad = w < 1 || w > Limits::kMaxMapTiles;
        detail::check_map_size(w, h, [&](const std::string& problem) { return (width_bad ? width : height).error(problem); });
        width_ = static_cast<std::int32_t>(w);
        height_ = static_cast<std::int32_t>(h);

        const JsonNode tile_width = map["tilewidth"];
        const JsonNode tile_height = map["tileheight"];
        const std::int64_t tw = tile_width.integer(std::numeric_limits<std::int32_t>::min(), std::numeric_limits<std::int32_t>::max());
        const std::int64_t th = tile_height.integer(std::numeric_limits<std::int32_t>::min(), std::numeric_limits<std::int32_t>::max());
        detail::check_tile_size(tw, [&](const std::string& problem) { return tile_width.error(problem); });
        detail::check_tile_size(th, [&](const std::string& problem) { return tile_height.error(problem); });
        if (tw != th) {
            throw tile_height.error("tiles must be square: tilewidth is " + std::to_string(tw) + ", tileheight " +
                                    std::to_string(th));
        }
        tile_size_ = static_cast<std::int32_t>(tw);

        const auto properties = read_properties(map);
        name_ = file_.stem().string();
        if (const auto found = properties.find("name"); found != properties.end()) {
            name_ = checked_text(found->second["value"], Limits::kMaxNameBytes);
        }
        if (const auto found = properties.find("description"); found != properties.end()) {
            description_ = checked_text(found->second["value"], Limits::kMaxDescriptionBytes);
        }
        if (const auto found = properties.find("alpha_threshold"); found != properties.end()) {
            alpha_threshold_ = static_cast<std::uint8_t>(found->second["value"].integer(1, 255));
        }
    }

    static std::string checked_text(const JsonNode& node, std::size_t limit) {
        const std::string& text = node.string();
        if (text.size() > limit) {
            throw node.error("longer than " + std::to_string(limit) + " bytes");
        }
        if (!detail::is_clean_utf8(text)) {
            throw node.error("contains control characters");
        }
        return text;
    }

    TiledTileset read_tileset(const JsonNode& map) {
        const JsonNode tilesets = map["tilesets"];
        const std::size_t count = tilesets.array_size();
        if (count != 1) {
            throw tilesets.error("the map must use exactly one tileset, it has " + std::to_string(count));
        }
        const JsonNode reference = tilesets.at(0);
        const std::int64_t first_gid = reference["firstgid"].integer(1, kGidBits);
        const auto source = reference.find("source");
        if (!source) {
            return TiledTileset{first_gid, read_tileset_object(reference, file_)};
        }
        const std::filesystem::path tsj = detail::resolve_relative(file_, source->string());
        if (lowercase(tsj.extension().string()) == ".tsx") {
            throw source->error("XML tilesets (.tsx) are not supported: save the tileset as JSON (.tsj)");
        }
        std::string tsj_text;
        try {
            tsj_text = assets_.read_text(tsj);
        } catch (const LoadError& error) {
            throw source->error("cannot read the tileset " + tsj.string() + ": " + error.problem());
        }
        // The tileset's own errors name the .tsj file and paths inside it.
        tileset_document_ = detail::parse_json(tsj_text, tsj);
        tileset_file_ = tsj;
        const JsonNode root{tileset_document_, tileset_file_};
        root.expect_object();
        if (const auto type = root.find("type"); type && type->string() != "tileset") {
            throw type->error("expected \"tileset\", got \"" + type->string() + "\"");
        }
        return TiledTileset{first_gid, read_tileset_object(root, tsj)};
    }

    detail::LoadedTileset read_tileset_object(const JsonNode& tileset, const std::filesystem::path& owner) {
        tileset.expect_object();
        const std::int64_t tw = tileset["tilewidth"].integer(std::numeric_limits<std::int32_t>::min(), std::numeric_limits<std::int32_t>::max());
        const std::int64_t th = tileset["tileheight"].integer(std::numeric_limits<std::int32_t>::min(), std::numeric_limits<std::int32_t>::max());
        detail::check_tile_size(tw, [&](const std::string& p) { return tileset.error_at("tilewidth", p); });
        if (tw != tile_size_ || th != tile_size_) {
            throw tileset.error_at("tilewidth", "the tileset's tiles are " + std::to_string(tw) + " x " +
                                                    std::to_string(th) + " px but the map's are " +
                                                    std::to_string(tile_size_) + " x " + std::to_string(tile_size_));
        }
        for (const char* key : {"margin", "spacing"}) {
            if (const auto value = tileset.find(key)) {
                (void)value->integer(0, 0); // margins and spacing are not supported
            }
        }
        const auto image = tileset.find("image");
        if (!image) {
            throw tileset.error_at("image", "is missing: image-collection tilesets are not supported, use one "
                                            "tileset image");
        }
        const std::filesystem::path image_path = detail::resolve_relative(owner, image->string());
        detail::LoadedTileset loaded = detail::load_tileset(
            image_path, tile_size_, alpha_threshold_, assets_, [&](const std::string& problem) { return image->error(problem); });
        check_declared(tileset, "imagewidth", loaded.image.width);
        check_declared(tileset, "imageheight", loaded.image.height);
        check_declared(tileset, "columns", loaded.columns);
        check_declared(tileset, "tilecount", loaded.masks.tile_count());
        return loaded;
    }

    static void check_declared(const JsonNode& tileset, const char* key, std::int64_t actual) {
        if (const auto declared = tileset.find(key)) {
            const std::int64_t value = declared->integer(0, std::numeric_limits<std::int32_t>::max());
            if (value != actual) {
                throw declared->error("says " + std::to_string(value) + " but the image gives " + std::to_string(actual));
            }
        }
    }

    // [SECTION] layers

    void collect_layers(const JsonNode& layers, int depth) {
        for (std::size_t k = 0; k < layers.array_size(); ++k) {
            const JsonNode layer = layers.at(k);
            const std::string& type = layer["type"].string();
            if (type == "group") {
                if (depth + 1 > kMaxGroupDepth) {
                    throw layer.error("groups are nested more than " + std::to_string(kMaxGroupDepth) + " deep");
                }
                collect_layers(layer["layers"], depth + 1);
            } else if (type == "tilelayer") {
                if (tile_layers_.size() == Limits::kMaxLayers) {
                    throw layer.error("more than " + std::to_string(Limits::kMaxLayers) + " tile layers");
                }
                tile_layers_.push_back(layer);
            } else if (type == "objectgroup") {
                object_layers_.push_back(layer);
            } else if (type != "imagelayer") {
                throw layer["type"].error("unknown layer type \"" + type + "\"");
            }
        }
    }

    std::size_t choose_collision_layer(const JsonNode& map) const {
        std::optional<std::size_t> chosen;
        for (std::size_t k = 0; k < tile_layers_.size(); ++k) {
            const auto name = tile_layers_[k].find("name");
            if (name && lowercase(name->string()) == "collision") {
                if (chosen) {
                    throw name->error("two tile layers are named \"collision\"");
                }
                chosen = k;
            }
        }
        if (chosen) {
            return *chosen;
        }
        if (tile_layers_.size() == 1) {
            return 0;
        }
        throw map.error_at("layers", tile_layers_.empty()
                                         ? "the map has no tile layer"
                                         : "the map has several tile layers: name the solid one \"collision\"");
    }

    // [SECTION] gids

    engine::Tilemap<engine::PlacedTile> read_tile_layer(const JsonNode& layer) const {
        for (const char* key : {"width", "height"}) {
            const std::int64_t expected = key[0] == 'w' ? width_ : height_;
            const JsonNode size = layer[key];
            if (size.integer(0, std::numeric_limits<std::int32_t>::max()) != expected) {
                throw size.error("the layer's " + std::string{key} + " must equal the map's, " +
                                 std::to_string(expected));
            }
        }
        for (const char* key : {"offsetx", "offsety"}) {
            if (const auto offset = layer.find(key); offset && offset->number() != 0) {
                throw offset->error("layer offsets are not supported (the collision grid must line up)");
            }
        }
        if (layer.has("chunks")) {
            throw layer.error_at("chunks", "chunked (infinite) layers are not supported");
        }
        const std::size_t cells = static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_);
        const JsonNode data = layer["data"];
        std::string encoding = "csv";
        if (const auto found = layer.find("encoding")) {
            encoding = found->string();
            if (encoding != "csv" && encoding != "base64") {
                throw found->error("unknown encoding \"" + encoding + "\" (Tiled writes \"csv\" or \"base64\")");
            }
        }
        engine::Tilemap<engine::PlacedTile> tiles(width_, height_);
        if (encoding == "csv") {
            if (const auto compression = layer.find("compression"); compression && !compression->string().empty()) {
                throw compression->error("compression needs \"encoding\": \"base64\"");
            }
            const std::size_t count = data.array_size();
            if (count != cells) {
                throw data.error("has " + std::to_string(count) + " entries, expected " + std::to_string(cells) +
                                 " (" + std::to_string(width_) + " x " + std::to_string(height_) + ")");
            }
            for (std::size_t k = 0; k < cells; ++k) {
                // The usual case (an unsigned number) is read directly; anything else goes
                // through JsonNode, which builds the "layers[i].data[k]" path for the error.
                const nlohmann::json& value = data.value()[k];
                const auto gid = value.is_number_unsigned() && value.get<std::uint64_t>() <= 0xFFFFFFFFULL
                                     ? static_cast<std::uint32_t>(value.get<std::uint64_t>())
                                     : static_cast<std::uint32_t>(data.at(k).integer(0, 0xFFFFFFFFLL));
                tiles.values()[k] = placed_tile(gid, [&](const std::string& problem) { return data.at(k).error(problem); });
            }
            return tiles;
        }
        const std::vector<std::uint8_t> bytes = decode_layer_bytes(layer, data, cells * 4);
        for (std::size_t k = 0; k < cells; ++k) {
            const std::uint32_t gid = std::uint32_t{bytes[4 * k]} | (std::uint32_t{bytes[4 * k + 1]} << 8) |
                                      (std::uint32_t{bytes[4 * k + 2]} << 16) | (std::uint32_t{bytes[4 * k + 3]} << 24);
            tiles.values()[k] = placed_tile(gid, [&](const std::string& problem) {
                return LoadError::at_json_path(file_, data.path() + "[" + std::to_string(k) + "]", problem);
            });
        }
        return tiles;
    }

    std::vector<std::uint8_t> decode_layer_bytes(const JsonNode& layer, const JsonNode& data,
                                                 std::size_t expected_bytes) const {
        Compression compression = Compression::None;
        if (const auto method = layer.find("compression")) {
            const auto known = compression_from_tiled(method->string());
            if (!known) {
                throw method->error("unsupported compression \"" + method->string() +
                                    "\": use zlib, gzip or none (Map > Map Properties > Tile Layer Format)");
            }
            compression = *known;
        }
        const std::string& text = data.string();
        // Uncompressed base64 has a known length; refuse a far longer string before decoding it.
        if (compression == Compression::None && text.size() > (expected_bytes + 2) / 3 * 4 + 1024) {
            throw data.error("the base64 text is longer than a " + std::to_string(width_) + " x " +
                             std::to_string(height_) + " layer needs");
        }
        try {
            return inflate_exact(base64_decode(text), compression, expected_bytes);
        } catch (const std::invalid_argument& error) {
            throw data.error(std::string{"cannot decode the layer: "} + error.what());
        }
    }

    template <class ErrorAt>
    engine::PlacedTile placed_tile(std::uint32_t gid, const ErrorAt& error_at) const {
        const std::uint32_t id = gid & kGidBits;
        if (id == 0) {
            return engine::PlacedTile{};
        }
        const std::int64_t local = static_cast<std::int64_t>(id) - first_gid_;
        if (local < 0 || local >= tile_count_) {
            throw error_at("gid " + std::to_string(id) + " is not in the tileset (its gids are " +
                           std::to_string(first_gid_) + ".." + std::to_string(first_gid_ + tile_count_ - 1) + ")");
        }
        return engine::PlacedTile{static_cast<std::int32_t>(local),
                                  engine::TileFlip{(gid & kFlipHorizontal) != 0, (gid & kFlipVertical) != 0,
                                                   (gid & kFlipDiagonal) != 0}};
    }

    // [SECTION] objects

    static std::string object_kind(const JsonNode& object, const std::map<std::string, JsonNode>& properties) {
        if (const auto kind = properties.find("kind"); kind != properties.end()) {
            return kind->second["value"].string();
        }
        for (const char* key : {"type", "class"}) {
            if (const auto value = object.find(key); value && !value->string().empty()) {
                return value->string();
            }
        }
        return {};
    }

    engine::Position2 object_position(const JsonNode& object) const {
        const double x = object["x"].number();
        const double y = object["y"].number();
        double width = 0;
        double height = 0;
        if (const auto w = object.find("width")) {
            width = w->number();
        }
        if (const auto h = object.find("height")) {
            height = h->number();
        }
        // A point is where it is; a rectangle or ellipse spawns at its centre; a tile object's
        // (x, y) is its bottom-left corner in Tiled, so its centre is above it.
        double cx = x + width / 2;
        double cy = object.has("gid") ? y - height / 2 : y + height / 2;
        if (const auto point = object.find("point"); point && point->boolean()) {
            cx = x;
            cy = y;
        }
        const auto position = engine::Position2::from_pixels(static_cast<float>(cx), static_cast<float>(cy));
        return position;
    }

    void read_objects(Level& level) const {
        // First pass: which objects are routes, and where every object is by id.
        std::map<std::int64_t, JsonNode> by_id;
        std::set<std::int64_t> routes;
        std::vector<JsonNode> objects;
        for (const JsonNode& layer : object_layers_) {
            const JsonNode list = layer["objects"];
            for (std::size_t k = 0; k < list.array_size(); ++k) {
                const JsonNode object = list.at(k);
                object.expect_object();
                const std::int64_t id = object["id"].integer(0, std::numeric_limits<std::int32_t>::max());
                by_id.emplace(id, object);
                objects.push_back(object);
                const auto properties = read_properties(object);
                if (const auto route = properties.find("route"); route != properties.end()) {
                    routes.insert(route->second["value"].integer(0, std::numeric_limits<std::int32_t>::max()));
                }
            }
        }
        for (const JsonNode& object : objects) {
            const auto properties = read_properties(object);
            const std::string kind = object_kind(object, properties);
            const std::int64_t id = object["id"].integer(0, std::numeric_limits<std::int32_t>::max());
            if (kind.empty() && routes.contains(id)) {
                continue;
            }
            if (level.player_spawns.size() + level.robots.size() >= Limits::kMaxSpawns) {
                throw object.error("more than " + std::to_string(Limits::kMaxSpawns) + " spawns");
            }
            const engine::Position2 position = object_position(object);
            check_spawn_position(level, object, position);
            const std::string origin = file_.string() + ": " + object.path();
            if (kind == "player") {
                for (const auto& [name, property] : properties) {
                    if (name != "kind") {
                        throw property.error("a player spawn takes no properties other than kind, got '" + name +
                                             "'");
                    }
                }
                level.player_spawns.push_back(PlayerSpawn{position, origin});
                continue;
            }
            const auto robot_kind = robot_kind_from_string(kind);
            if (!robot_kind) {
                throw object.error(kind.empty() ? "the object has no kind: set its class to player, patrol, sweeper or "
                                                  "bolter (or make it a robot's route)"
                                                : "unknown kind \"" + kind +
                                                      "\" (use player, patrol, sweeper or bolter)");
            }
            RobotSpawn robot{*robot_kind, position, {}, {}, origin};
            for (const auto& [name, property] : properties) {
                if (name == "kind") {
                    continue;
                }
                if (name == "route") {
                    robot.route = read_route(property, by_id, position, level);
                    continue;
                }
                const JsonNode value = property["value"];
                if (!detail::is_robot_parameter_key(name)) {
                    throw property.error("unknown robot property '" + name + "' (known: route, " +
                                         detail::robot_parameter_keys() + ")");
                }
                detail::set_robot_parameter(robot.parameters, name, value.number(),
                                            [&](const std::string& problem) { return value.error(problem); });
            }
            level.robots.push_back(std::move(robot));
        }
    }

    static void check_spawn_position(const Level& level, const JsonNode& object, engine::Position2 position) {
        if (!detail::inside_map(level.collision, position)) {
            throw object.error("the spawn point " + detail::describe(position) + " is outside the map");
        }
        if (detail::on_solid_pixel(level.collision, position)) {
            throw object.error("the spawn point " + detail::describe(position) + " is inside a wall");
        }
    }

    std::vector<engine::Position2> read_route(const JsonNode& property, const std::map<std::int64_t, JsonNode>& by_id,
                                              engine::Position2 start, const Level& level) const {
        const JsonNode value = property["value"];
        const auto found = by_id.find(value.integer(0, std::numeric_limits<std::int32_t>::max()));
        if (found == by_id.end()) {
            throw value.error("no object has this id (route must name a polyline object)");
        }
        const JsonNode& route = found->second;
        const auto points = route.find("polyline") ? route.find("polyline") : route.find("polygon");
        if (!points) {
            throw route.error("a route must be a polyline or polygon object");
        }
        const double x = route["x"].number();
        const double y = route["y"].number();
        const std::size_t count = points->array_size();
        if (count > Limits::kMaxRoutePoints + 1) {
            throw points->error("a route may have at most " + std::to_string(Limits::kMaxRoutePoints) + " waypoints");
        }
        std::vector<engine::Position2> waypoints;
        for (std::size_t k = 0; k < count; ++k) {
            const JsonNode point = points->at(k);
            const auto waypoint = engine::Position2::from_pixels(static_cast<float>(x + point["x"].number()),
                                                                 static_cast<float>(y + point["y"].number()));
            if (!detail::inside_map(level.collision, waypoint)) {
                throw point.error("the waypoint " + detail::describe(waypoint) + " is outside the map");
            }
            // A route drawn from the robot starts where it stands: that point is not a waypoint.
            if (k == 0 && std::abs(waypoint.x_pixels() - start.x_pixels()) <= 1.0f &&
                std::abs(waypoint.y_pixels() - start.y_pixels()) <= 1.0f) {
                continue;
            }
            waypoints.push_back(waypoint);
        }
        if (waypoints.size() > Limits::kMaxRoutePoints) {
            throw points->error("a route may have at most " + std::to_string(Limits::kMaxRoutePoints) + " waypoints");
        }
        return waypoints;
    }

    std::string_view text_;
    const std::filesystem::path& file_;
    const AssetSource& assets_;

    std::int32_t width_ = 0;
    std::int32_t height_ = 0;
    std::int32_t tile_size_ = 0;
    std::string name_;
    std::string description_;
    std::uint8_t alpha_threshold_ = engine::kDefaultAlphaThreshold;
    std::int64_t first_gid_ = 1;
    std::int32_t tile_count_ = 0;
    nlohmann::json tileset_document_;
    std::filesystem::path tileset_file_;
    std::vector<JsonNode> tile_layers_;
    std::vector<JsonNode> object_layers_;
};

} // namespace

Level parse_tiled_level(std::string_view text, const std::filesystem::path& file, const AssetSource& assets) {
    try {
        return TiledLevelParser{text, file, assets}.parse();
    } catch (const nlohmann::json::exception& error) {
        // Every value is type-checked through JsonNode first; this is the safety net that keeps
        // the promise "only LoadError comes out" if a check was ever missed.
        throw LoadError::in_file(file, std::string{"unexpected JSON content: "} + error.what());
    }
}

Level load_tiled_level(const std::filesystem::path& file, const AssetSource& assets) {
    const std::string text = read_text_file(file);
    return parse_tiled_level(text, file, assets);
}

} // namespace levels
