// How Tiled maps look beyond which tile is in which cell: tiles larger or smaller than the
// grid, layer opacity and offsets that are not whole tiles (levels/FORMAT.md, "Tiles of
// another size" and "Layers"). The maps are tests/levels/maps/tall_tiles and layer_looks;
// how they are drawn is checked in tests/game/level_view_test.cpp.
#include "level_test_support.hpp"

#include "levels/load_level.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace {

using level_tests::contains;

levels::Level load_map(const std::string& name) {
    return levels::load_level(level_tests::source_dir() / "tests" / "levels" / "maps" / name);
}

std::size_t warnings_containing(const levels::Level& level, const std::string& part) {
    return static_cast<std::size_t>(std::count_if(level.warnings.begin(), level.warnings.end(),
                                                  [&](const std::string& warning) { return contains(warning, part); }));
}

const levels::TilePicture* picture_of(const levels::Level& level, std::int32_t type) {
    const auto found = std::find_if(level.tile_pictures.begin(), level.tile_pictures.end(),
                                    [&](const levels::TilePicture& picture) { return picture.type == type; });
    return found == level.tile_pictures.end() ? nullptr : &*found;
}

// The RGBA of pixel (x, y) of an image.
std::array<std::uint8_t, 4> pixel(const levels::RgbaImage& image, std::int32_t x, std::int32_t y) {
    const auto at = (static_cast<std::size_t>(y) * static_cast<std::size_t>(image.width) + static_cast<std::size_t>(x)) * 4;
    return {image.rgba[at], image.rgba[at + 1], image.rgba[at + 2], image.rgba[at + 3]};
}

TEST(TallTiles, EachKeepsItsWholePictureFlippedAsPlaced) {
    const levels::Level level = load_map("tall_tiles.tmx");
    EXPECT_TRUE(level.warnings.empty()) << level.warnings.front();
    const engine::PlacedTile tree = level.collision.placed(1, 3);
    const engine::PlacedTile post = level.collision.placed(4, 3);
    const engine::PlacedTile pebble = level.collision.placed(3, 1);
    const engine::PlacedTile wall = level.collision.placed(5, 4);
    ASSERT_TRUE(tree.has_tile() && post.has_tile() && pebble.has_tile() && wall.has_tile());
    ASSERT_EQ(level.tile_pictures.size(), 3U);
    EXPECT_EQ(picture_of(level, wall.type), nullptr) << "a tile of the grid's size has no picture of its own";
    const levels::TilePicture* tree_picture = picture_of(level, tree.type);
    const levels::TilePicture* post_picture = picture_of(level, post.type);
    const levels::TilePicture* pebble_picture = picture_of(level, pebble.type);
    ASSERT_TRUE(tree_picture && post_picture && pebble_picture);
    EXPECT_EQ(tree_picture->width, 32);
    EXPECT_EQ(tree_picture->height, 64);
    EXPECT_EQ(pebble_picture->width, 16);
    EXPECT_EQ(pebble_picture->height, 16);
    // The post is red along the left edge of trees.png; placed mirrored, along its right edge,
    // in the picture and in the cell part alike (its flip is baked in, none left to apply).
    EXPECT_FALSE(post.flip.horizontal);
    const levels::RgbaImage& sheet = level.tile_picture_image;
    EXPECT_EQ(pixel(sheet, post_picture->left + 28, post_picture->top + 5)[0], 200);
    EXPECT_EQ(pixel(sheet, post_picture->left + 2, post_picture->top + 5)[3], 0);
    // The tree's slot in the tileset is the lower half of its picture: the trunk.
    const std::int32_t slot_x = (tree.type % level.tileset_columns) * 32;
    const std::int32_t slot_y = (tree.type / level.tileset_columns) * 32;
    EXPECT_EQ(pixel(level.tileset_image, slot_x + 15, slot_y + 20), pixel(sheet, tree_picture->left + 15, tree_picture->top + 52));
    // The pebble's slot: the pebble in the bottom-left quarter, transparent elsewhere.
    const std::int32_t pebble_x = (pebble.type % level.tileset_columns) * 32;
    const std::int32_t pebble_y = (pebble.type / level.tileset_columns) * 32;
    EXPECT_EQ(pixel(level.tileset_image, pebble_x + 4, pebble_y + 20)[3], 255);
    EXPECT_EQ(pixel(level.tileset_image, pebble_x + 4, pebble_y + 4)[3], 0);
    EXPECT_EQ(pixel(level.tileset_image, pebble_x + 20, pebble_y + 20)[3], 0);
}

// Collision: only the part of a tile over its own cell is solid, by the tile's collision
// shapes (moved onto the cell) when it has some, else by its pixels' alpha.
TEST(TallTiles, OnlyThePartOverTheirOwnCellIsSolid) {
    const levels::Level level = load_map("tall_tiles.tmj");
    EXPECT_EQ(level.collision_rule, levels::CollisionRule::MarkedLayer);
    const engine::CollisionMap& map = level.collision;
    // Tree at cell (1, 3): its shape is x 12..20, y 40..64 of the 32 x 64 tile, which is
    // rows 8..32 of the cell. The crown, drawn over cell (1, 2), is not solid.
    EXPECT_TRUE(map.solid_pixel(32 + 15, 96 + 20));
    EXPECT_TRUE(map.solid_pixel(32 + 12, 96 + 8));
    EXPECT_FALSE(map.solid_pixel(32 + 15, 96 + 6)) << "the trunk's pixels above the shape are not solid";
    EXPECT_FALSE(map.solid_pixel(32 + 11, 96 + 20));
    EXPECT_FALSE(map.solid_pixel(32 + 15, 64 + 16)) << "the crown reaches cell (1, 2) but is not solid there";
    // Post at cell (4, 3), mirrored: its shape, the triangle (0, 32) (8, 64) (0, 64) along the
    // red edge's foot, is mirrored with it onto the cell's right edge: (32, 0) (24, 32) (32, 32).
    EXPECT_TRUE(map.solid_pixel(128 + 30, 96 + 30));
    EXPECT_TRUE(map.solid_pixel(128 + 31, 96 + 4));
    EXPECT_FALSE(map.solid_pixel(128 + 29, 96 + 4)) << "red there, but outside the shape";
    EXPECT_FALSE(map.solid_pixel(128 + 2, 96 + 30)) << "where the shape was before the mirror";
    EXPECT_FALSE(map.solid_pixel(128 + 31, 64 + 10)) << "the post reaches cell (4, 2) but is not solid there";
    // Pebble (16 x 16) at cell (3, 1), no shape: by alpha, the bottom-left quarter of the cell.
    EXPECT_TRUE(map.solid_pixel(96 + 4, 32 + 20));
    EXPECT_FALSE(map.solid_pixel(96 + 4, 32 + 12));
    EXPECT_FALSE(map.solid_pixel(96 + 20, 32 + 20));
}

TEST(LayerLooks, OpacityMultipliesThroughGroupsAndOffsetsSplitIntoCellsAndPixels) {
    const levels::Level level = load_map("layer_looks.tmx");
    // The walls layer is offset by 40 px: one whole cell (its tile at (1, 1) is in cell (2, 1),
    // for drawing and collision) and 8 px drawn only.
    EXPECT_TRUE(level.collision.placed(2, 1).has_tile());
    EXPECT_FALSE(level.collision.placed(1, 1).has_tile());
    EXPECT_EQ(level.collision_look, (levels::LayerLook{1.0f, {255, 255, 255}, 8.0f, 0.0f}));
    EXPECT_EQ(warnings_containing(level, "layer \"walls\" is offset by a fraction of a tile: drawn at its offset, but its "
                                         "walls are solid in the nearest whole cells"),
              1U);
    // The glass: opacity 0.625 in a group of 0.8, offset (-4, 6) in a group offset (-2, 4):
    // half transparent, at (-6, 10), which rounds to no whole cell.
    ASSERT_EQ(level.foreground_layers.size(), 1U);
    EXPECT_EQ(level.foreground_layers[0].look, (levels::LayerLook{0.5f, {255, 255, 255}, -6.0f, 10.0f}));
    EXPECT_TRUE(level.foreground_layers[0].tiles(3, 2).has_tile());
    EXPECT_EQ(warnings_containing(level, "\"glass\""), 0U) << "a layer that is only drawn is drawn where Tiled draws it";
    ASSERT_EQ(level.background_layers.size(), 1U);
    // The floor is tinted #c0c0ff: red and green at 192/255, blue as it is.
    EXPECT_EQ(level.background_layers[0].look, (levels::LayerLook{1.0f, {192, 192, 255}, 0.0f, 0.0f}));
    ASSERT_EQ(level.backdrops.size(), 1U);
    EXPECT_FLOAT_EQ(level.backdrops[0].opacity, 0.4f);
}

} // namespace

namespace {

// Walls drawn as objects: the hidden object layer "Collision" (a rectangle, an ellipse, a
// polygon; a polyline is a thin wall) and an object whose own property collides is true, added
// to the tile walls of the layer "walls".
TEST(ObjectWalls, AreasOfCollisionObjectsAreSolidInsideThem) {
    const levels::Level level = load_map("object_walls.tmx");
    EXPECT_EQ(level.collision_rule, levels::CollisionRule::MarkedLayer);
    EXPECT_TRUE(contains(level.collision_note, "and collision objects (4 of layer \"Collision\", 1 of layer \"things\")"))
        << level.collision_note;
    const engine::CollisionMap& map = level.collision;
    // The rectangle (64, 32)-(112, 48): all of cell (2, 1)'s top half, a quarter of cell (3, 1).
    EXPECT_TRUE(map.solid_pixel(64, 32));
    EXPECT_TRUE(map.solid_pixel(111, 47));
    EXPECT_FALSE(map.solid_pixel(80, 48));
    EXPECT_FALSE(map.solid_pixel(112, 40));
    // The ellipse in cell (4, 3): its centre, not its box's corner.
    EXPECT_TRUE(map.solid_pixel(144, 112));
    EXPECT_FALSE(map.solid_pixel(129, 97));
    // The triangle (0, 128) (32, 160) (0, 160) in cell (0, 4).
    EXPECT_TRUE(map.solid_pixel(2, 158));
    EXPECT_FALSE(map.solid_pixel(28, 132));
    // The crate, a whole cell (0, 2), marked by its own property.
    EXPECT_TRUE(map.solid_pixel(0, 64));
    EXPECT_TRUE(map.solid_pixel(31, 95));
    // The polyline (160, 0) - (176, 16) is a thin wall, 2 px wide; the chest is no wall.
    EXPECT_TRUE(map.solid_pixel(164, 4));
    EXPECT_FALSE(map.solid_pixel(170, 4));
    EXPECT_FALSE(map.solid_pixel(164, 132));
    EXPECT_EQ(warnings_containing(level, "objects of class \"chest\" are ignored"), 1U);
}

// The cells the objects change get tile types of their own, drawn as their tile was: the wall
// tile at (0, 0) is untouched, and so are the pixels of the drawn collision layer.
TEST(ObjectWalls, TheTilesUnderThemKeepTheirPictures) {
    const levels::Level level = load_map("object_walls.tmj");
    EXPECT_TRUE(level.tileset_generated) << "the tileset gained slots for the changed cells";
    const engine::PlacedTile wall = level.collision.placed(0, 0);
    ASSERT_TRUE(wall.has_tile());
    EXPECT_LT(wall.type, 40) << "a wall no object touches keeps its shipped tile";
    const engine::PlacedTile rectangle = level.collision.placed(2, 1);
    ASSERT_TRUE(rectangle.has_tile());
    EXPECT_GE(rectangle.type, 40);
    const std::int32_t left = (rectangle.type % level.tileset_columns) * 32;
    const std::int32_t top = (rectangle.type / level.tileset_columns) * 32;
    EXPECT_EQ(pixel(level.tileset_image, left + 5, top + 5)[3], 0) << "no tile there before: nothing drawn";
}

} // namespace
