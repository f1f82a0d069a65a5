#pragma once
// Checks the level fuzz targets run on every level that loads: the promises of
// levels/level.hpp hold, and saving it as a Tiled map and loading that back gives the
// same level (a loader that accepts something it cannot represent would "lie").

#include "fuzz_assets.hpp"
#include "fuzz_support.hpp"

#include "levels/level.hpp"
#include "levels/tiled_level.hpp"
#include "levels/tiled_writer.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <string>

namespace fuzz {

inline bool same_point(engine::Position2 a, engine::Position2 b) {
    return std::fabs(a.x_pixels() - b.x_pixels()) <= 1e-3f && std::fabs(a.y_pixels() - b.y_pixels()) <= 1e-3f;
}

inline bool inside_map(const levels::Level& level, engine::Position2 point) {
    return point.is_finite() && point.x_pixels() >= 0.0f && point.y_pixels() >= 0.0f &&
           point.x_pixels() <= static_cast<float>(level.collision.pixel_width()) &&
           point.y_pixels() <= static_cast<float>(level.collision.pixel_height());
}

/// The promises of level.hpp: sizes within Limits, at least one player spawn, every spawn
/// and waypoint on the map, the tileset image a whole number of tiles.
inline void check_level_invariants(const levels::Level& level) {
    using levels::Limits;
    const auto& map = level.collision;
    FUZZ_CHECK(map.width() >= 1 && map.width() <= Limits::kMaxMapTiles, "map width " + std::to_string(map.width()));
    FUZZ_CHECK(map.height() >= 1 && map.height() <= Limits::kMaxMapTiles, "map height " + std::to_string(map.height()));
    FUZZ_CHECK(level.tile_size() >= Limits::kMinTileSize && level.tile_size() <= Limits::kMaxTileSize,
               "tile size " + std::to_string(level.tile_size()));
    FUZZ_CHECK(!level.player_spawns.empty(), "a loaded level has a player spawn");
    FUZZ_CHECK(level.player_spawns.size() + level.robots.size() <= Limits::kMaxSpawns, "too many spawns");
    FUZZ_CHECK(level.name.size() <= Limits::kMaxNameBytes, "name too long");
    FUZZ_CHECK(level.description.size() <= Limits::kMaxDescriptionBytes, "description too long");
    FUZZ_CHECK(level.tileset_columns > 0 && level.tileset_image.width % level.tile_size() == 0 &&
                   level.tileset_image.height % level.tile_size() == 0,
               "tileset not a whole number of tiles");
    for (const auto& spawn : level.player_spawns) {
        FUZZ_CHECK(inside_map(level, spawn.position), "player spawn off the map: " + spawn.origin);
    }
    for (const auto& robot : level.robots) {
        FUZZ_CHECK(inside_map(level, robot.position), "robot off the map: " + robot.origin);
        FUZZ_CHECK(robot.route.size() <= Limits::kMaxRoutePoints, "route too long: " + robot.origin);
        for (const auto& waypoint : robot.route) {
            FUZZ_CHECK(inside_map(level, waypoint), "waypoint off the map: " + robot.origin);
        }
    }
    for (const auto* layers : {&level.background_layers, &level.foreground_layers}) {
        for (const auto& layer : *layers) {
            FUZZ_CHECK(layer.tiles.width() == map.width() && layer.tiles.height() == map.height(),
                       "layer size differs from the map");
            FUZZ_CHECK(layer.look.opacity > 0 && layer.look.opacity <= 1, "layer opacity outside (0, 1]");
            FUZZ_CHECK(std::abs(layer.look.offset_x_pixels) <= level.tile_size() / 2.0f &&
                           std::abs(layer.look.offset_y_pixels) <= level.tile_size() / 2.0f,
                       "drawing offset beyond half a tile");
        }
    }
}

inline bool same_tiles(const engine::Tilemap<engine::PlacedTile>& a, const engine::Tilemap<engine::PlacedTile>& b) {
    if (a.width() != b.width() || a.height() != b.height()) {
        return false;
    }
    for (std::int32_t j = 0; j < a.height(); ++j) {
        for (std::int32_t i = 0; i < a.width(); ++i) {
            if (!(a(i, j) == b(i, j))) {
                return false;
            }
        }
    }
    return true;
}

/// Everything a game sees of a level (not where each spawn was defined).
inline void check_same_level(const levels::Level& a, const levels::Level& b) {
    FUZZ_CHECK(a.name == b.name, "name '" + a.name + "' came back as '" + b.name + "'");
    FUZZ_CHECK(a.description == b.description, "description changed");
    FUZZ_CHECK(a.tile_size() == b.tile_size(), "tile size changed");
    FUZZ_CHECK(a.alpha_threshold == b.alpha_threshold, "alpha threshold changed");
    FUZZ_CHECK(a.tileset_columns == b.tileset_columns, "tileset columns changed");
    FUZZ_CHECK(same_tiles(a.collision.tiles(), b.collision.tiles()), "collision layer changed");
    FUZZ_CHECK(a.background_layers.size() == b.background_layers.size(), "background layer count changed");
    for (std::size_t k = 0; k < a.background_layers.size(); ++k) {
        FUZZ_CHECK(same_tiles(a.background_layers[k].tiles, b.background_layers[k].tiles), "background layer changed");
        FUZZ_CHECK(a.background_layers[k].look == b.background_layers[k].look, "background layer look changed");
    }
    FUZZ_CHECK(a.foreground_layers.size() == b.foreground_layers.size(), "foreground layer count changed");
    for (std::size_t k = 0; k < a.foreground_layers.size(); ++k) {
        FUZZ_CHECK(same_tiles(a.foreground_layers[k].tiles, b.foreground_layers[k].tiles), "foreground layer changed");
        FUZZ_CHECK(a.foreground_layers[k].look == b.foreground_layers[k].look, "foreground layer look changed");
    }
    FUZZ_CHECK(a.player_spawns.size() == b.player_spawns.size(), "player spawn count changed");
    for (std::size_t k = 0; k < a.player_spawns.size(); ++k) {
        FUZZ_CHECK(same_point(a.player_spawns[k].position, b.player_spawns[k].position), "player spawn moved");
    }
    FUZZ_CHECK(a.robots.size() == b.robots.size(), "robot count changed");
    for (std::size_t k = 0; k < a.robots.size(); ++k) {
        const levels::RobotSpawn& x = a.robots[k];
        const levels::RobotSpawn& y = b.robots[k];
        FUZZ_CHECK(x.kind == y.kind, "robot kind changed: " + x.origin);
        FUZZ_CHECK(same_point(x.position, y.position), "robot moved: " + x.origin);
        FUZZ_CHECK(x.route.size() == y.route.size(), "route length changed: " + x.origin);
        for (std::size_t w = 0; w < x.route.size(); ++w) {
            FUZZ_CHECK(same_point(x.route[w], y.route[w]), "waypoint moved: " + x.origin);
        }
        FUZZ_CHECK(x.parameters == y.parameters, "robot parameters changed: " + x.origin);
    }
}

/// True when every cell of both levels' collision layers is solid at the same pixels (the
/// placed tiles' masks, flips applied): walls from tile properties or shapes are written as
/// collision shapes (tiled_writer.hpp) and must come back exactly.
inline bool same_walls(const levels::Level& a, const levels::Level& b) {
    const engine::CollisionMap& x = a.collision;
    const engine::CollisionMap& y = b.collision;
    for (std::int32_t j = 0; j < x.height(); ++j) {
        for (std::int32_t i = 0; i < x.width(); ++i) {
            const engine::PlacedTile p = x.placed(i, j);
            const engine::PlacedTile q = y.placed(i, j);
            const auto mask = [](const engine::CollisionMap& map, engine::PlacedTile tile) {
                return tile.has_tile() ? map.masks().mask(tile.type, tile.flip) : map.masks().empty_mask();
            };
            const auto m = mask(x, p).rows();
            const auto n = mask(y, q).rows();
            if (!std::equal(m.begin(), m.end(), n.begin(), n.end())) {
                return false;
            }
        }
    }
    return true;
}

/// Saves `level` as a Tiled map with an embedded tileset, loads it back, compares. The saved
/// tileset image is the level's own (a generated atlas would be written beside the map).
/// Levels with tiles of another size than the grid are skipped (the writer saves only the
/// part of such a tile over its own cell, tiled_writer.hpp).
inline void check_tiled_round_trip(const levels::Level& level) {
    if (!level.tile_pictures.empty()) {
        return;
    }
    const std::filesystem::path map_file = "roundtrip/level.tmj";
    std::string text;
    try {
        text = levels::tiled_map_json(level, map_file);
    } catch (const std::runtime_error&) {
        return; // refused to write what could not be read back (too many collision shapes)
    }
    levels::AssetSource assets = fuzz_assets(shipped_tsj());
    assets.read_image = [&level](const std::filesystem::path&) { return level.tileset_image; };
    std::optional<levels::Level> again;
    try {
        again.emplace(levels::parse_tiled_level(text, map_file, assets));
    } catch (const levels::LoadError& error) {
        FUZZ_CHECK(false, std::string("a loaded level saved as a Tiled map does not load back: ") + error.what());
    }
    check_level_invariants(*again);
    check_same_level(level, *again);
    FUZZ_CHECK(same_walls(level, *again), "the walls changed in a saved Tiled map");
}

} // namespace fuzz
