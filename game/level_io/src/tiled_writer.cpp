// Writing levels as Tiled .tmj / .tsj files (tiled_writer.hpp).
#include "levels/tiled_writer.hpp"

#include "levels/encoding.hpp"
#include "levels/png_image.hpp"
#include "mask_rectangles.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <stdexcept>
#include <utility>
#include <vector>

namespace levels {

namespace {

using nlohmann::ordered_json;

constexpr std::uint32_t kFlipHorizontal = 0x80000000U;
constexpr std::uint32_t kFlipVertical = 0x40000000U;
constexpr std::uint32_t kFlipDiagonal = 0x20000000U;
constexpr int kFirstGid = 1;

// Tiled writes paths relative to the file holding them, with forward slashes.
std::string relative_path(const std::filesystem::path& target, const std::filesystem::path& holder) {
    const auto from = std::filesystem::absolute(holder).lexically_normal().parent_path();
    const auto to = std::filesystem::absolute(target).lexically_normal();
    const auto relative = to.lexically_relative(from);
    return (relative.empty() ? to : relative).generic_string();
}

std::uint32_t gid_of(const engine::PlacedTile& tile) {
    if (!tile.has_tile()) {
        return 0;
    }
    return static_cast<std::uint32_t>(tile.type + kFirstGid) | (tile.flip.horizontal ? kFlipHorizontal : 0U) |
           (tile.flip.vertical ? kFlipVertical : 0U) | (tile.flip.diagonal ? kFlipDiagonal : 0U);
}

ordered_json property(const std::string& name, const std::string& type, ordered_json value) {
    return ordered_json{{"name", name}, {"type", type}, {"value", std::move(value)}};
}

ordered_json robot_properties(const RobotParameters& parameters) {
    ordered_json list = ordered_json::array();
    const auto add = [&](const char* name, const auto& value, auto to_number) {
        if (value) {
            list.push_back(property(name, "float", to_number(*value)));
        }
    };
    add("range", parameters.range, [](engine::Length v) { return v.pixels(); });
    add("facing", parameters.facing, [](engine::Angle v) { return v.degrees(); });
    add("speed", parameters.speed, [](engine::Speed v) { return v.pixels_per_second(); });
    add("fire_interval", parameters.fire_interval, [](engine::TimeSpan v) { return v.seconds(); });
    add("sweep_rate", parameters.sweep_rate, [](engine::AngularVelocity v) { return v.degrees_per_second(); });
    add("sweep_arc", parameters.sweep_arc, [](engine::Angle v) { return v.degrees(); });
    add("bolt_speed", parameters.bolt_speed, [](engine::Speed v) { return v.pixels_per_second(); });
    if (parameters.health) {
        list.push_back(property("health", "int", *parameters.health));
    }
    return list;
}

class MapWriter {
public:
    MapWriter(const Level& level, const TiledWriteOptions& options) : level_{level}, options_{options} {}

    // Returns the document and the formatted data arrays: the arrays are written as one map row
    // per line, so the JSON is dumped with placeholders that are replaced afterwards.
    std::string write(const std::filesystem::path& map_file) {
        ordered_json map;
        map["type"] = "map";
        map["version"] = "1.10";
        map["tiledversion"] = "1.10.2";
        map["orientation"] = "orthogonal";
        map["renderorder"] = "right-down";
        map["infinite"] = false;
        map["width"] = level_.collision.width();
        map["height"] = level_.collision.height();
        map["tilewidth"] = level_.tile_size();
        map["tileheight"] = level_.tile_size();
        map["compressionlevel"] = -1;
        ordered_json properties = ordered_json::array();
        properties.push_back(property("name", "string", level_.name));
        properties.push_back(property("description", "string", level_.description));
        if (level_.alpha_threshold != engine::kDefaultAlphaThreshold) {
            properties.push_back(property("alpha_threshold", "int", level_.alpha_threshold));
        }
        map["properties"] = properties;

        ordered_json layers = ordered_json::array();
        for (std::size_t k = 0; k < level_.background_layers.size(); ++k) {
            layers.push_back(tile_layer("background " + std::to_string(k + 1), level_.background_layers[k].tiles, level_.background_layers[k].look));
        }
        layers.push_back(tile_layer("collision", level_.collision.tiles(), level_.collision_look));
        layers.back()["visible"] = level_.collision_drawn;
        // The masks are saved as they are: shapes where they differ from the pixels, the pixels
        // elsewhere — so a tile without shapes must stay alpha-exact, hidden layer or not.
        layers.back()["properties"] = ordered_json::array({property("collision_mask", "string", "alpha")});
        for (std::size_t k = 0; k < level_.foreground_layers.size(); ++k) {
            layers.push_back(tile_layer("foreground " + std::to_string(k + 1), level_.foreground_layers[k].tiles, level_.foreground_layers[k].look));
        }
        layers.push_back(spawn_layer());
        map["layers"] = layers;
        map["nextlayerid"] = next_layer_id_;
        map["nextobjectid"] = next_object_id_;

        ordered_json tileset;
        if (options_.external_tileset.empty()) {
            const ordered_json embedded = ordered_json::parse(tiled_tileset_json(level_, map_file));
            tileset["firstgid"] = kFirstGid;
            for (const auto& [key, value] : embedded.items()) {
                if (key != "type" && key != "version" && key != "tiledversion") {
                    tileset[key] = value;
                }
            }
        } else {
            tileset = ordered_json{{"firstgid", kFirstGid},
                                   {"source", relative_path(options_.external_tileset, map_file)}};
        }
        map["tilesets"] = ordered_json::array({tileset});

        std::string text = map.dump(1);
        for (std::size_t k = 0; k < arrays_.size(); ++k) {
            const std::string placeholder = "\"@data" + std::to_string(k) + "@\"";
            text.replace(text.find(placeholder), placeholder.size(), arrays_[k]);
        }
        return text + "\n";
    }

private:
    // The look's offset within a tile and its opacity are written as Tiled's layer offset and opacity.
    ordered_json tile_layer(const std::string& name, const engine::Tilemap<engine::PlacedTile>& tiles,
                            const LayerLook& look) {
        ordered_json layer;
        layer["id"] = next_layer_id_++;
        layer["name"] = name;
        layer["type"] = "tilelayer";
        layer["x"] = 0;
        layer["y"] = 0;
        layer["width"] = tiles.width();
        layer["height"] = tiles.height();
        layer["opacity"] = look.opacity;
        layer["visible"] = true;
        if (look.tint != LayerLook{}.tint) {
            char colour[8];
            std::snprintf(colour, sizeof colour, "#%02x%02x%02x", look.tint[0], look.tint[1], look.tint[2]);
            layer["tintcolor"] = colour;
        }
        if (look.offset_x_pixels != 0 || look.offset_y_pixels != 0) {
            layer["offsetx"] = look.offset_x_pixels;
            layer["offsety"] = look.offset_y_pixels;
        }
        std::vector<std::uint32_t> gids;
        gids.reserve(tiles.size());
        for (const engine::PlacedTile& tile : tiles.values()) {
            gids.push_back(gid_of(tile));
        }
        if (options_.encoding == LayerEncoding::Array) {
            layer["data"] = "@data" + std::to_string(arrays_.size()) + "@";
            arrays_.push_back(rows_text(gids, tiles.width()));
            return layer;
        }
        std::vector<std::uint8_t> bytes;
        bytes.reserve(gids.size() * 4);
        for (const std::uint32_t gid : gids) {
            for (int shift = 0; shift < 32; shift += 8) {
                bytes.push_back(static_cast<std::uint8_t>(gid >> shift));
            }
        }
        const Compression compression = options_.encoding == LayerEncoding::Base64Zlib   ? Compression::Zlib
                                        : options_.encoding == LayerEncoding::Base64Gzip ? Compression::Gzip
                                                                                          : Compression::None;
        layer["encoding"] = "base64";
        if (compression != Compression::None) {
            layer["compression"] = std::string{to_tiled_name(compression)};
        }
        layer["data"] = base64_encode(deflate(bytes, compression));
        return layer;
    }

    static std::string rows_text(const std::vector<std::uint32_t>& gids, std::int32_t width) {
        std::string text = "[";
        for (std::size_t k = 0; k < gids.size(); ++k) {
            if (k > 0) {
                text += k % static_cast<std::size_t>(width) == 0 ? ",\n   " : ", ";
            }
            text += std::to_string(gids[k]);
        }
        return text + "]";
    }

    ordered_json point_object(const std::string& type, engine::Position2 position) {
        ordered_json object;
        object["id"] = next_object_id_++;
        object["name"] = "";
        object["type"] = type;
        object["x"] = position.x_pixels();
        object["y"] = position.y_pixels();
        object["width"] = 0;
        object["height"] = 0;
        object["rotation"] = 0;
        object["visible"] = true;
        object["point"] = true;
        return object;
    }

    ordered_json spawn_layer() {
        ordered_json objects = ordered_json::array();
        for (const PlayerSpawn& spawn : level_.player_spawns) {
            objects.push_back(point_object("player", spawn.position));
        }
        for (const RobotSpawn& robot : level_.robots) {
            ordered_json object = point_object(std::string{to_string(robot.kind)}, robot.position);
            ordered_json properties = robot_properties(robot.parameters);
            if (!robot.route.empty()) {
                ordered_json route;
                route["id"] = next_object_id_++;
                route["name"] = "route";
                route["type"] = "";
                route["x"] = robot.position.x_pixels();
                route["y"] = robot.position.y_pixels();
                route["width"] = 0;
                route["height"] = 0;
                route["rotation"] = 0;
                route["visible"] = true;
                ordered_json points = ordered_json::array({ordered_json{{"x", 0}, {"y", 0}}});
                for (const engine::Position2 waypoint : robot.route) {
                    points.push_back({{"x", waypoint.x_pixels() - robot.position.x_pixels()},
                                      {"y", waypoint.y_pixels() - robot.position.y_pixels()}});
                }
                route["polyline"] = points;
                properties.push_back(property("route", "object", route["id"]));
                object["properties"] = properties;
                objects.push_back(object);
                objects.push_back(route);
                continue;
            }
            if (!properties.empty()) {
                object["properties"] = properties;
            }
            objects.push_back(object);
        }
        ordered_json layer;
        layer["id"] = next_layer_id_++;
        layer["name"] = "spawns";
        layer["type"] = "objectgroup";
        layer["draworder"] = "topdown";
        layer["x"] = 0;
        layer["y"] = 0;
        layer["opacity"] = 1;
        layer["visible"] = true;
        layer["objects"] = objects;
        return layer;
    }

    const Level& level_;
    const TiledWriteOptions& options_;
    int next_layer_id_ = 1;
    int next_object_id_ = 1;
    std::vector<std::string> arrays_;
};

void write_file(const std::filesystem::path& file, const std::string& text) {
    std::ofstream stream(file, std::ios::binary | std::ios::trunc);
    stream << text;
    if (!stream) {
        throw std::runtime_error("cannot write " + file.string());
    }
}

// Walls that are not where the tiles' pixels are opaque (tile properties, collision shapes)
// are kept as collision shapes: for each tile on the collision layer whose mask is not its
// alpha mask, rectangles covering exactly its solid pixels. Read back on the layer named
// "collision", shapes come before alpha, so the walls are the same. A level needing more
// shapes than a map may hold is refused rather than written wrong.
ordered_json collision_shapes(const Level& level) {
    const engine::TileMaskSet& masks = level.collision.masks();
    const RgbaImage& image = level.tileset_image;
    const engine::TileMaskSet alpha =
        engine::TileMaskSet::from_rgba(image.rgba, image.width, image.height, level.tile_size(), level.alpha_threshold);
    std::vector<bool> on_collision_layer(static_cast<std::size_t>(masks.tile_count()), false);
    for (const engine::PlacedTile& tile : level.collision.tiles().values()) {
        if (masks.contains(tile.type)) {
            on_collision_layer[static_cast<std::size_t>(tile.type)] = true;
        }
    }
    ordered_json tiles = ordered_json::array();
    std::size_t shapes = 0;
    for (std::int32_t type = 0; type < masks.tile_count(); ++type) {
        const auto rows = masks.mask(type).rows();
        if (!on_collision_layer[static_cast<std::size_t>(type)] ||
            (alpha.contains(type) && std::equal(rows.begin(), rows.end(), alpha.mask(type).rows().begin()))) {
            continue;
        }
        const std::vector<detail::PixelRect> rects = detail::mask_rectangles(masks.mask(type));
        shapes += rects.size();
        if (shapes > Limits::kMaxTileShapes) {
            throw std::runtime_error("the level's walls need more than " + std::to_string(Limits::kMaxTileShapes) +
                                     " collision rectangles in a Tiled map, more than a map may hold");
        }
        ordered_json objects = ordered_json::array();
        for (const detail::PixelRect& rect : rects) {
            objects.push_back(ordered_json{{"id", objects.size() + 1}, {"name", ""}, {"type", ""}, {"rotation", 0},
                                           {"visible", true}, {"x", rect.x}, {"y", rect.y}, {"width", rect.width},
                                           {"height", rect.height}});
        }
        tiles.push_back(ordered_json{{"id", type},
                                     {"objectgroup", ordered_json{{"draworder", "index"}, {"name", ""}, {"objects", objects},
                                                                  {"opacity", 1}, {"type", "objectgroup"},
                                                                  {"visible", true}, {"x", 0}, {"y", 0}}}});
    }
    return tiles;
}

} // namespace

std::string tiled_map_json(const Level& level, const std::filesystem::path& map_file,
                           const TiledWriteOptions& options) {
    return MapWriter{level, options}.write(map_file);
}

std::filesystem::path tileset_image_path(const Level& level, const std::filesystem::path& tileset_file) {
    if (!level.tileset_generated) {
        return level.tileset_path;
    }
    return tileset_file.parent_path() / (tileset_file.stem().string() + "_tiles.png");
}

std::string tiled_tileset_json(const Level& level, const std::filesystem::path& tileset_file) {
    ordered_json tileset;
    tileset["type"] = "tileset";
    tileset["version"] = "1.10";
    tileset["tiledversion"] = "1.10.2";
    tileset["name"] = level.tileset_path.stem().string();
    tileset["tilewidth"] = level.tile_size();
    tileset["tileheight"] = level.tile_size();
    // Every cell of the image is a tile to Tiled, even the unused ones at the end of an atlas.
    tileset["tilecount"] = (level.tileset_image.width / level.tile_size()) * (level.tileset_image.height / level.tile_size());
    tileset["columns"] = level.tileset_columns;
    tileset["image"] = relative_path(tileset_image_path(level, tileset_file), tileset_file);
    tileset["imagewidth"] = level.tileset_image.width;
    tileset["imageheight"] = level.tileset_image.height;
    tileset["margin"] = 0;
    tileset["spacing"] = 0;
    if (ordered_json shapes = collision_shapes(level); !shapes.empty()) {
        tileset["tiles"] = std::move(shapes);
    }
    return tileset.dump(1) + "\n";
}

std::vector<std::filesystem::path> tiled_output_files(const Level& level, const std::filesystem::path& map_file,
                                                      const TiledWriteOptions& options) {
    std::vector<std::filesystem::path> files;
    if (level.tileset_generated) {
        files.push_back(tileset_image_path(level, options.external_tileset.empty() ? map_file : options.external_tileset));
    }
    if (!options.external_tileset.empty()) {
        files.push_back(options.external_tileset);
    }
    files.push_back(map_file);
    return files;
}

void write_tiled_level(const Level& level, const std::filesystem::path& map_file, const TiledWriteOptions& options) {
    if (level.tileset_generated) {
        save_png(level.tileset_image,
                 tileset_image_path(level, options.external_tileset.empty() ? map_file : options.external_tileset));
    }
    if (!options.external_tileset.empty()) {
        write_file(options.external_tileset, tiled_tileset_json(level, options.external_tileset));
    }
    write_file(map_file, tiled_map_json(level, map_file, options));
}

} // namespace levels
