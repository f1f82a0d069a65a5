#pragma once
// Comparing two loaded levels field by field, with messages that say what differs.

#include "levels/level.hpp"

#include <gtest/gtest.h>

namespace level_tests {

inline void expect_same_tiles(const engine::Tilemap<engine::PlacedTile>& a, const engine::Tilemap<engine::PlacedTile>& b,
                              const char* what) {
    ASSERT_EQ(a.width(), b.width()) << what;
    ASSERT_EQ(a.height(), b.height()) << what;
    for (std::int32_t j = 0; j < a.height(); ++j) {
        for (std::int32_t i = 0; i < a.width(); ++i) {
            const engine::PlacedTile x = a(i, j);
            const engine::PlacedTile y = b(i, j);
            ASSERT_EQ(x, y) << what << " differ at tile (" << i << ", " << j << "): type " << x.type << " flip "
                            << x.flip.index() << " vs type " << y.type << " flip " << y.flip.index();
        }
    }
}

inline void expect_same_point(engine::Position2 a, engine::Position2 b, const char* what) {
    EXPECT_NEAR(a.x_pixels(), b.x_pixels(), 1e-3) << what;
    EXPECT_NEAR(a.y_pixels(), b.y_pixels(), 1e-3) << what;
}

/// Everything a game sees of a level, except where each spawn was defined.
inline void expect_same_level(const levels::Level& a, const levels::Level& b) {
    EXPECT_EQ(a.name, b.name);
    EXPECT_EQ(a.description, b.description);
    EXPECT_EQ(a.tile_size(), b.tile_size());
    EXPECT_EQ(a.alpha_threshold, b.alpha_threshold);
    EXPECT_EQ(a.tileset_columns, b.tileset_columns);
    EXPECT_TRUE(a.tileset_image == b.tileset_image) << "tileset images differ";
    expect_same_tiles(a.collision.tiles(), b.collision.tiles(), "collision layers");
    ASSERT_EQ(a.background_layers.size(), b.background_layers.size());
    for (std::size_t k = 0; k < a.background_layers.size(); ++k) {
        expect_same_tiles(a.background_layers[k].tiles, b.background_layers[k].tiles, "background layers");
        EXPECT_EQ(a.background_layers[k].look, b.background_layers[k].look) << "background layer looks";
    }
    ASSERT_EQ(a.foreground_layers.size(), b.foreground_layers.size());
    for (std::size_t k = 0; k < a.foreground_layers.size(); ++k) {
        expect_same_tiles(a.foreground_layers[k].tiles, b.foreground_layers[k].tiles, "foreground layers");
        EXPECT_EQ(a.foreground_layers[k].look, b.foreground_layers[k].look) << "foreground layer looks";
    }
    EXPECT_EQ(a.collision_look, b.collision_look);
    EXPECT_EQ(a.tile_pictures, b.tile_pictures);
    EXPECT_TRUE(a.tile_picture_image == b.tile_picture_image) << "tile picture images differ";
    ASSERT_EQ(a.player_spawns.size(), b.player_spawns.size());
    for (std::size_t k = 0; k < a.player_spawns.size(); ++k) {
        expect_same_point(a.player_spawns[k].position, b.player_spawns[k].position, "player spawn");
    }
    ASSERT_EQ(a.robots.size(), b.robots.size());
    for (std::size_t k = 0; k < a.robots.size(); ++k) {
        const levels::RobotSpawn& x = a.robots[k];
        const levels::RobotSpawn& y = b.robots[k];
        EXPECT_EQ(x.kind, y.kind) << "robot " << k;
        expect_same_point(x.position, y.position, "robot position");
        ASSERT_EQ(x.route.size(), y.route.size()) << "robot " << k;
        for (std::size_t w = 0; w < x.route.size(); ++w) {
            expect_same_point(x.route[w], y.route[w], "route waypoint");
        }
        EXPECT_TRUE(x.parameters == y.parameters) << "robot " << k << " parameters differ";
    }
}

} // namespace level_tests
