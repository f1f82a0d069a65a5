// Tiled maps as people make them (tiled_level.hpp): TMX and JSON twins load to the same level;
// several tilesets, margins and spacing, image collections, every layer encoding, groups,
// hidden layers, infinite maps; collision from the map's own data; spawns for foreign maps.
// The maps in tests/levels/maps were written for these tests (maps/README.md lists them).
#include "level_compare.hpp"
#include "level_test_support.hpp"
#include "levels/load_level.hpp"
#include "levels/png_image.hpp"
#include "levels/tiled_level.hpp"
#include "levels/tiled_writer.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>

namespace {

using level_tests::contains;
using level_tests::ScratchDir;

std::filesystem::path maps_dir() { return level_tests::source_dir() / "tests" / "levels" / "maps"; }

levels::Level load_map(const std::string& name) { return levels::load_level(maps_dir() / name); }

// Every pixel of the two collision maps agrees (the masks, not only the placed tiles).
void expect_same_solidity(const levels::Level& a, const levels::Level& b) {
    ASSERT_EQ(a.collision.pixel_width(), b.collision.pixel_width());
    ASSERT_EQ(a.collision.pixel_height(), b.collision.pixel_height());
    for (std::int32_t y = 0; y < a.collision.pixel_height(); ++y) {
        for (std::int32_t x = 0; x < a.collision.pixel_width(); ++x) {
            ASSERT_EQ(a.collision.solid_pixel(x, y), b.collision.solid_pixel(x, y)) << "pixel (" << x << ", " << y << ")";
        }
    }
}

// The pixels of tile `type` of a level's tileset image.
std::vector<std::uint8_t> tile_pixels(const levels::RgbaImage& image, std::int32_t columns, std::int32_t type,
                                      std::int32_t size) {
    std::vector<std::uint8_t> pixels;
    const std::int32_t left = (type % columns) * size;
    const std::int32_t top = (type / columns) * size;
    for (std::int32_t y = top; y < top + size; ++y) {
        const auto start = image.rgba.begin() + (static_cast<std::ptrdiff_t>(y) * image.width + left) * 4;
        pixels.insert(pixels.end(), start, start + static_cast<std::ptrdiff_t>(size) * 4);
    }
    return pixels;
}

std::size_t warnings_containing(const levels::Level& level, const std::string& part) {
    return static_cast<std::size_t>(std::count_if(level.warnings.begin(), level.warnings.end(),
                                                  [&](const std::string& warning) { return contains(warning, part); }));
}

class TwinMaps : public testing::TestWithParam<const char*> {};

TEST_P(TwinMaps, TmxLoadsToTheSameLevelAsItsJsonTwin) {
    const std::string name = GetParam();
    const levels::Level xml = load_map(name + ".tmx");
    const levels::Level json = load_map(name + ".tmj");
    level_tests::expect_same_level(xml, json);
    expect_same_solidity(xml, json);
    EXPECT_EQ(xml.collision_rule, json.collision_rule);
    EXPECT_EQ(xml.collision_note, json.collision_note);
    EXPECT_EQ(xml.collision_drawn, json.collision_drawn);
    EXPECT_EQ(xml.warnings.size(), json.warnings.size());
    ASSERT_EQ(xml.backdrops.size(), json.backdrops.size());
    for (std::size_t k = 0; k < xml.backdrops.size(); ++k) {
        EXPECT_TRUE(xml.backdrops[k].image == json.backdrops[k].image);
        EXPECT_EQ(xml.backdrops[k].opacity, json.backdrops[k].opacity);
        level_tests::expect_same_point(xml.backdrops[k].position, json.backdrops[k].position, "backdrop");
    }
}

INSTANTIATE_TEST_SUITE_P(EveryTwin, TwinMaps, testing::Values("features", "marked_tiles", "infinite", "image_collection",
                                                                 "tall_tiles", "layer_looks", "object_walls"));

TEST(TiledFeatures, SeveralTilesetsWithMarginAndSpacingBecomeOneAtlasOfTheUsedTiles) {
    const levels::Level level = load_map("features.tmx");
    const levels::RgbaImage shipped = levels::load_png(level_tests::tileset_png());
    const std::int32_t size = level.tile_size();
    // gid 41 is tile 0 of the tileset with a 32 px margin: shipped tile 9. gid 60 is tile 1
    // of the one with 32 px spacing: shipped tile 2.
    const engine::PlacedTile slope = level.collision.placed(3, 3);
    const engine::PlacedTile hazard = level.collision.placed(5, 2);
    EXPECT_TRUE(slope.flip.horizontal);
    EXPECT_EQ(tile_pixels(level.tileset_image, level.tileset_columns, slope.type, size), tile_pixels(shipped, 8, 9, size));
    EXPECT_EQ(tile_pixels(level.tileset_image, level.tileset_columns, hazard.type, size), tile_pixels(shipped, 8, 2, size));
    // Only used tiles are in the atlas: floor, two decals, wall, slope, hazard, pillar, pipe, grate.
    EXPECT_LT(level.tileset_image.width * level.tileset_image.height, 12 * size * size);
}

TEST(TiledFeatures, TheLayerNamedWallsIsSolidHiddenLayersAreNeither) {
    const levels::Level level = load_map("features.tmx");
    EXPECT_EQ(level.collision_rule, levels::CollisionRule::MarkedLayer);
    EXPECT_TRUE(contains(level.collision_note, "\"Walls\" (its name marks it)")) << level.collision_note;
    EXPECT_TRUE(level.collision_drawn);
    EXPECT_EQ(level.collision.tile_class(0, 0), engine::TileClass::Full);
    EXPECT_EQ(level.collision.tile_class(5, 2), engine::TileClass::Full);
    // Row 6 of the hidden layer is all blocks; none is solid, none is drawn.
    for (std::int32_t i = 1; i < 9; ++i) {
        if (i != 4) {
            EXPECT_EQ(level.collision.tile_class(i, 6), engine::TileClass::Empty) << i;
        }
    }
    ASSERT_EQ(level.background_layers.size(), 2U); // floor, decals
    ASSERT_EQ(level.foreground_layers.size(), 1U); // pipes
    // The decals' group is offset by one tile to the right.
    EXPECT_TRUE(level.background_layers[1].tiles(3, 2).has_tile());
    EXPECT_FALSE(level.background_layers[1].tiles(2, 2).has_tile());
    EXPECT_TRUE(level.background_layers[1].tiles(7, 4).flip.horizontal);
}

TEST(TiledFeatures, KnownObjectsSpawnUnknownClassesWarnOnceEach) {
    const levels::Level level = load_map("features.tmx");
    ASSERT_EQ(level.player_spawns.size(), 1U);
    EXPECT_FLOAT_EQ(level.player_spawns[0].position.x_pixels(), 48);
    ASSERT_EQ(level.robots.size(), 1U);
    EXPECT_EQ(level.robots[0].kind, levels::RobotKind::Patrol);
    ASSERT_EQ(level.robots[0].route.size(), 2U);
    EXPECT_FLOAT_EQ(level.robots[0].route[1].y_pixels(), 80);
    ASSERT_TRUE(level.robots[0].parameters.range.has_value());
    EXPECT_FLOAT_EQ(level.robots[0].parameters.range->pixels(), 200);
    EXPECT_EQ(warnings_containing(level, "class \"chest\""), 1U);
    EXPECT_EQ(warnings_containing(level, "objects without a class"), 1U);
    EXPECT_EQ(level.warnings.size(), 2U) << "chest, no class";
    EXPECT_EQ(level.name, "Twin features");
    EXPECT_TRUE(level.player_spawns[0].origin.starts_with((maps_dir() / "features.tmx").string() + ":"))
        << level.player_spawns[0].origin;
}

TEST(TiledFeatures, ImageLayersAreBackdropsAtTheirOffset) {
    const levels::Level level = load_map("features.tmx");
    ASSERT_EQ(level.backdrops.size(), 1U);
    EXPECT_TRUE(level.backdrops[0].image == levels::load_png(maps_dir() / "sky.png"));
    EXPECT_FLOAT_EQ(level.backdrops[0].position.x_pixels(), 16);
    EXPECT_FLOAT_EQ(level.backdrops[0].position.y_pixels(), 8);
}

TEST(TiledCollision, TileShapesAreRasterisedIntoThePixelMasks) {
    const levels::Level level = load_map("marked_tiles.tmx");
    EXPECT_EQ(level.collision_rule, levels::CollisionRule::TileProperties);
    EXPECT_FALSE(level.collision_drawn); // built from the drawn layers
    const auto solid = [&](std::int32_t i, std::int32_t j, std::int32_t x, std::int32_t y) {
        return level.collision.solid_pixel(i * 32 + x, j * 32 + y);
    };
    EXPECT_EQ(level.collision.tile_class(0, 0), engine::TileClass::Full); // collides = true
    // Pillar at (2, 1): an ellipse 26 px across at (3, 3).
    EXPECT_TRUE(solid(2, 1, 16, 16));
    EXPECT_TRUE(solid(2, 1, 3, 16));
    EXPECT_FALSE(solid(2, 1, 2, 16));
    EXPECT_FALSE(solid(2, 1, 5, 5));
    // Vertical bar at (4, 3): a rectangle x 14..17.
    EXPECT_TRUE(solid(4, 3, 14, 0));
    EXPECT_TRUE(solid(4, 3, 17, 31));
    EXPECT_FALSE(solid(4, 3, 13, 10));
    EXPECT_FALSE(solid(4, 3, 18, 10));
    // Slope at (5, 2): the triangle below the bottom-left to top-right diagonal.
    EXPECT_TRUE(solid(5, 2, 30, 30));
    EXPECT_FALSE(solid(5, 2, 2, 2));
    // Floors (no property, no shape) are never solid.
    EXPECT_FALSE(solid(3, 2, 16, 16));
}

TEST(TiledCollision, ShapesAloneAreTheRuleWhenNoTileHasASolidProperty) {
    ScratchDir dir;
    std::string text = level_tests::read_file(maps_dir() / "marked_tiles.tmx");
    const auto property = text.find("<property name=\"collides\"");
    ASSERT_NE(property, std::string::npos);
    text.erase(property, text.find('\n', property) - property);
    // Keep the tileset image path valid from the scratch folder.
    const std::string image = "../../../assets/tileset.png";
    text.replace(text.find(image), image.size(), level_tests::tileset_png().string());
    const levels::Level level = levels::load_level(dir.write("shapes_only.tmx", text));
    EXPECT_EQ(level.collision_rule, levels::CollisionRule::TileShapes);
    EXPECT_EQ(level.collision.tile_class(0, 0), engine::TileClass::Empty); // plain block, now unmarked
    EXPECT_TRUE(level.collision.solid_pixel(2 * 32 + 16, 1 * 32 + 16));
}

TEST(TiledSpawns, AMapWithoutSpawnObjectsStartsOnTheFreeTileNearestTheCentre) {
    const levels::Level level = load_map("marked_tiles.tmj");
    ASSERT_EQ(level.player_spawns.size(), 1U);
    EXPECT_FLOAT_EQ(level.player_spawns[0].position.x_pixels(), 3 * 32 + 16);
    EXPECT_FLOAT_EQ(level.player_spawns[0].position.y_pixels(), 2 * 32 + 16);
    EXPECT_TRUE(level.robots.empty()); // a sandbox
    EXPECT_EQ(warnings_containing(level, "no player spawn object"), 1U);
}

TEST(TiledInfinite, ChunksLoadAsTheirBoundingAreaWithObjectsMovedAlong) {
    const levels::Level level = load_map("infinite.tmx");
    EXPECT_EQ(level.collision.width(), 16);
    EXPECT_EQ(level.collision.height(), 4);
    EXPECT_EQ(level.collision_rule, levels::CollisionRule::MarkedLayer);
    // The left chunk starts at x = -8: its first tile is column 0 of the level.
    EXPECT_EQ(level.collision.placed(0, 0).type, 1);
    EXPECT_EQ(level.collision.placed(8, 0).type, 2);
    EXPECT_EQ(level.collision.placed(0, 3).type, 0);
    EXPECT_EQ(level.collision.placed(15, 2), (engine::PlacedTile{16, {.horizontal = true}}));
    EXPECT_EQ(level.foreground_layers.at(0).tiles(15, 3).type, 25);
    // "Start" at Tiled (-48, 208) is level (-48 + 8 * 32, 208 - 4 * 32).
    ASSERT_EQ(level.player_spawns.size(), 1U);
    EXPECT_FLOAT_EQ(level.player_spawns[0].position.x_pixels(), 208);
    EXPECT_FLOAT_EQ(level.player_spawns[0].position.y_pixels(), 80);
}

TEST(TiledImageCollection, EachTileItsOwnImageSolidByItsAlpha) {
    const levels::Level level = load_map("image_collection.tmx");
    EXPECT_EQ(level.collision_rule, levels::CollisionRule::ImageAlpha);
    const levels::RgbaImage disc = levels::load_png(maps_dir() / "disc.png");
    const engine::PlacedTile placed = level.collision.placed(1, 1);
    EXPECT_EQ(tile_pixels(level.tileset_image, level.tileset_columns, placed.type, 32), tile_pixels(disc, 1, 0, 32));
    EXPECT_TRUE(level.collision.solid_pixel(32 + 16, 32 + 16));
    EXPECT_FALSE(level.collision.solid_pixel(32 + 1, 32 + 1));
    EXPECT_TRUE(level.collision.solid_pixel(5, 5));  // the square's inside
    EXPECT_FALSE(level.collision.solid_pixel(1, 1)); // its clear border
    ASSERT_EQ(level.player_spawns.size(), 1U);       // the object classed "spawn"
    EXPECT_FLOAT_EQ(level.player_spawns[0].position.x_pixels(), 80);
}

TEST(TiledLevel, ShippedMapKeepsItsTilesetAndAlphaMasks) {
    const levels::Level level = levels::load_level(level_tests::levels_dir() / "03_reactor_core.tmj");
    EXPECT_EQ(level.collision_rule, levels::CollisionRule::MarkedLayer);
    EXPECT_TRUE(level.tileset_image == levels::load_png(level_tests::tileset_png()));
    const engine::TileMaskSet alpha = engine::TileMaskSet::from_rgba(level.tileset_image.rgba, level.tileset_image.width,
                                                                     level.tileset_image.height, 32);
    ASSERT_EQ(level.collision.masks().tile_count(), alpha.tile_count());
    for (std::int32_t type = 0; type < alpha.tile_count(); ++type) {
        const auto a = level.collision.masks().mask(type).rows();
        const auto b = alpha.mask(type).rows();
        EXPECT_TRUE(std::equal(a.begin(), a.end(), b.begin(), b.end())) << "tile " << type;
    }
}

// ---------------------------------------------------------------------------------------
// Refusals of TMX and TSX files: one line, with the file and the XML line.
// ---------------------------------------------------------------------------------------

struct XmlCase {
    const char* name;
    std::string map;     // the .tmx text
    std::string tileset; // a set.tsx beside it ("" for none)
    const char* faulty;  // "map" or "tileset"
    std::int64_t line;
    const char* says;
};

std::string tmx(const std::string& attributes, const std::string& body) {
    return "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" width=\"2\" height=\"2\" tilewidth=\"32\" "
           "tileheight=\"32\"" + attributes + ">\n" + body + "</map>\n";
}

std::string shipped_tileset() {
    return " <tileset firstgid=\"1\" name=\"t\" tilewidth=\"32\" tileheight=\"32\">\n  <image source=\"" +
           level_tests::tileset_png().string() + "\" width=\"256\" height=\"160\"/>\n </tileset>\n";
}

std::string csv_layer(const std::string& data) {
    return " <layer name=\"collision\" width=\"2\" height=\"2\">\n  <data encoding=\"csv\">" + data + "</data>\n </layer>\n";
}

std::string deep_groups() {
    std::string body = shipped_tileset();
    for (int k = 0; k < 10; ++k) {
        body += " <group>\n";
    }
    for (int k = 0; k < 10; ++k) {
        body += " </group>\n";
    }
    return tmx("", body);
}

std::vector<XmlCase> xml_cases() {
    return {
        {"broken XML", tmx("", shipped_tileset() + " <layer>\n <oops>\n"), "", "map", 8, "invalid XML"},
        {"a tileset, not a map", "<?xml version=\"1.0\"?>\n<tileset name=\"t\"/>\n", "", "map", 2, "(is this a tileset?)"},
        {"isometric", tmx("", "").replace(tmx("", "").find("orthogonal"), 10, "isometric"), "", "map", 2,
         "the map is isometric, but Tilecast reads orthogonal maps only"},
        {"staggered", tmx("", "").replace(tmx("", "").find("orthogonal"), 10, "staggered"), "", "map", 2,
         "the map is staggered"},
        {"width not a number", tmx("", "").replace(tmx("", "").find("width=\"2\""), 9, "width=\"two\""), "", "map", 2,
         "width=\"two\" must be a whole number"},
        {"CSV with a word", tmx("", shipped_tileset() + csv_layer("1,2,\nx,4")), "", "map", 7,
         "CSV entry 2 is \"x\", not a gid"},
        {"CSV too short", tmx("", shipped_tileset() + csv_layer("1,2,3")), "", "map", 7,
         "the CSV data has 3 entries, expected 4"},
        {"gid beyond every tileset", tmx("", shipped_tileset() + csv_layer("1,2,\n3,99")), "", "map", 7,
         "gid 99 is not in the tileset (its gids are 1..40), at tile (1, 1)"},
        {"truncated base64",
         tmx("", shipped_tileset() +
                     " <layer name=\"c\" width=\"2\" height=\"2\">\n  <data encoding=\"base64\">AQAAAAEAAAABAA</data>\n </layer>\n"),
         "", "map", 7, "cannot decode the layer"},
        {"bad zstd data",
         tmx("", shipped_tileset() + " <layer name=\"c\" width=\"2\" height=\"2\">\n  <data encoding=\"base64\" "
                                     "compression=\"zstd\">AQAAAAEAAAABAAAAAQAAAA==</data>\n </layer>\n"),
         "", "map", 7, "zstd: the compressed data is damaged"},
        {"missing tsx", tmx("", " <tileset firstgid=\"1\" source=\"gone.tsx\"/>\n" + csv_layer("1,1,1,1")), "", "map", 3,
         "cannot read the tileset"},
        {"broken tsx", tmx("", " <tileset firstgid=\"1\" source=\"set.tsx\"/>\n" + csv_layer("1,1,1,1")),
         "<?xml version=\"1.0\"?>\n<tileset name=\"t\" tilewidth=\"32\" tileheight=\"32\">\n <image source=\"a.png\"\n</tileset>\n",
         "tileset", 4, "invalid XML"},
        {"tsx with tiles of no size", tmx("", " <tileset firstgid=\"1\" source=\"set.tsx\"/>\n" + csv_layer("1,1,1,1")),
         "<?xml version=\"1.0\"?>\n<tileset name=\"t\" tilewidth=\"0\" tileheight=\"16\">\n <image source=\"" +
             level_tests::tileset_png().string() + "\"/>\n</tileset>\n",
         "tileset", 2, "the tile size must be 1..4096 px, got 0"},
        {"missing tileset image",
         tmx("", " <tileset firstgid=\"1\" name=\"t\" tilewidth=\"32\" tileheight=\"32\">\n  <image source=\"nope.png\"/>\n "
                 "</tileset>\n" + csv_layer("1,1,1,1")),
         "", "map", 4, "cannot load the tileset image"},
        {"groups too deep", deep_groups(), "", "map", 14, "groups are nested more than 8 deep"},
        {"newline inside a CSV entry (found by fuzzing)", tmx("", shipped_tileset() + csv_layer("1,2,\n\x01\n0,4")), "",
         "map", 7, "CSV entry 2 is \"\\x01\\x0A0\", not a gid"},
        {"image path not UTF-8 (found by fuzzing)",
         tmx("", " <tileset firstgid=\"1\" source=\"set.tsx\"/>\n" + csv_layer("1,1,1,1")),
         "<?xml version=\"1.0\"?>\n<tileset name=\"t\" tilewidth=\"32\" tileheight=\"32\">\n <image source=\"a\x80.png\"/>\n</tileset>\n",
         "tileset", 3, "the image path is not valid UTF-8 text"},
    };
}

TEST(BrokenTmxMaps, EachGivesOneLineWithFileAndXmlLine) {
    for (const XmlCase& c : xml_cases()) {
        SCOPED_TRACE(c.name);
        ScratchDir dir;
        const auto tsx = c.tileset.empty() ? dir / "set.tsx" : dir.write("set.tsx", c.tileset);
        const auto map = dir.write("map.tmx", c.map);
        const auto error = level_tests::load_error_of([&] { (void)levels::load_level(map); });
        ASSERT_TRUE(error.has_value());
        EXPECT_EQ(error->file(), std::string{c.faulty} == "map" ? map : tsx) << error->what();
        EXPECT_EQ(error->line(), c.line) << error->what();
        EXPECT_TRUE(contains(error->problem(), c.says)) << error->what();
        EXPECT_EQ(std::string{error->what()}.find('\n'), std::string::npos) << error->what();
    }
}

TEST(BrokenTmxMaps, TilesetFilesAreNotMaps) {
    const auto error = level_tests::load_error_of([&] { (void)levels::load_level(maps_dir() / "shipped.tsx"); });
    ASSERT_TRUE(error.has_value());
    EXPECT_TRUE(contains(error->what(), "(is this a tileset?)")) << error->what();
}

} // namespace

namespace {

// Walls from tile properties and collision shapes (an ellipse, a bar, a polygon) survive a
// save: they are written as rectangles covering each tile's solid pixels, and read back as
// the shapes of tiles on the (hidden) layer "collision".
TEST(TiledWriter, WallsFromPropertiesAndShapesAreSavedAsCollisionShapes) {
    ScratchDir dir;
    const levels::Level level = load_map("marked_tiles.tmx");
    ASSERT_EQ(level.collision_rule, levels::CollisionRule::TileProperties);
    levels::write_tiled_level(level, dir / "converted.tmj");
    const levels::Level again = levels::load_level(dir / "converted.tmj");
    EXPECT_EQ(again.collision_rule, levels::CollisionRule::MarkedLayer);
    EXPECT_FALSE(again.collision_drawn);
    level_tests::expect_same_level(level, again);
    expect_same_solidity(level, again); // by alpha, the ellipse tile would be a whole disc
}

TEST(TiledWriter, AMapWithSeveralTilesetsSavesItsAtlasBesideTheConvertedMap) {
    ScratchDir dir;
    const levels::Level level = load_map("features.tmx");
    ASSERT_TRUE(level.tileset_generated);
    levels::write_tiled_level(level, dir / "converted.tmj");
    EXPECT_TRUE(std::filesystem::exists(dir / "converted_tiles.png"));
    const levels::Level again = levels::load_level(dir / "converted.tmj");
    level_tests::expect_same_level(level, again);
    EXPECT_FALSE(again.tileset_generated); // one plain tileset now
    // The walls were the layer named "Walls", by alpha: the saved map is solid alike.
    expect_same_solidity(level, again);
}

} // namespace

namespace {

// The largest side a map may have loads; one more is refused before anything is allocated.
TEST(TiledLimits, MapsUpTo4096TilesASideLoad) {
    ScratchDir dir;
    const auto map_of_width = [&](int width) {
        std::string row;
        for (int i = 0; i < width; ++i) {
            row += i == 0 ? "1" : ",1";
        }
        return "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" width=\"" + std::to_string(width) +
               "\" height=\"2\" tilewidth=\"32\" tileheight=\"32\">\n" + shipped_tileset() +
               " <layer name=\"floor\" width=\"" + std::to_string(width) + "\" height=\"2\"><data encoding=\"csv\">" +
               row + ",\n" + row + "</data></layer>\n <layer name=\"walls\" width=\"" + std::to_string(width) +
               "\" height=\"2\"><data encoding=\"base64\" compression=\"zlib\">"
               "eNrtwQEBAAAAgJD+r+4ICgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAYgAAAAQ==</data></layer>\n</map>\n";
    };
    const levels::Level level = levels::load_level(dir.write("wide.tmx", map_of_width(4096)));
    EXPECT_EQ(level.collision.width(), 4096);
    EXPECT_EQ(level.collision_rule, levels::CollisionRule::MarkedLayer); // "walls"
    const auto error = level_tests::load_error_of([&] { (void)levels::load_level(dir.write("wider.tmx", map_of_width(4097))); });
    ASSERT_TRUE(error.has_value());
    EXPECT_TRUE(contains(error->problem(), "each side must be 1..4096 tiles")) << error->what();
    EXPECT_EQ(error->line(), 2);
}

// Any file name: XML content is read as TMX, JSON as TMJ.
TEST(TiledFormats, TheContentDecidesTheFormatWhateverTheExtension) {
    ScratchDir dir;
    const std::string tmx = level_tests::read_file(maps_dir() / "image_collection.tmx");
    const std::string tmj = level_tests::read_file(maps_dir() / "image_collection.tmj");
    for (const char* folder : {"xml", "json"}) {
        std::filesystem::create_directories(dir / folder);
        std::filesystem::copy_file(maps_dir() / "square.png", dir / folder / "square.png");
        std::filesystem::copy_file(maps_dir() / "disc.png", dir / folder / "disc.png");
    }
    level_tests::expect_same_level(levels::load_level(dir.write("xml/pieces.map", tmx)),
                                   levels::load_level(dir.write("json/pieces.map", tmj)));
}

} // namespace

namespace {

// Tiles of another size than the grid (here 32 x 64 px "tall" tiles cut from the shipped
// tileset, on a 32 px grid) are kept: their slot holds the lower cell of the picture, which
// is what their mask is made from, and the whole picture is kept for drawing.
TEST(TiledTilesets, TilesOfAnotherSizeThanTheGridAreKeptWithTheirCellPart) {
    ScratchDir dir;
    const std::string map = tmx("", shipped_tileset() +
                                        " <tileset firstgid=\"41\" name=\"tall\" tilewidth=\"32\" tileheight=\"64\">\n"
                                        "  <image source=\"" + level_tests::tileset_png().string() +
                                        "\" width=\"256\" height=\"160\"/>\n </tileset>\n" +
                                        csv_layer("1,41,\n42,0"));
    const levels::Level level = levels::load_level(dir.write("tall.tmx", map));
    EXPECT_TRUE(level.collision.placed(0, 0).has_tile());
    const engine::PlacedTile tall = level.collision.placed(1, 0);
    const engine::PlacedTile second = level.collision.placed(0, 1);
    ASSERT_TRUE(tall.has_tile());
    ASSERT_TRUE(second.has_tile());
    EXPECT_EQ(warnings_containing(level, "32 x 64"), 0U);
    // Tall tile 0 is shipped tiles 0 and 8 one above the other; tall tile 1 is tiles 1 and 9.
    const levels::RgbaImage shipped = levels::load_png(level_tests::tileset_png());
    EXPECT_EQ(tile_pixels(level.tileset_image, level.tileset_columns, tall.type, 32), tile_pixels(shipped, 8, 8, 32));
    EXPECT_EQ(tile_pixels(level.tileset_image, level.tileset_columns, second.type, 32), tile_pixels(shipped, 8, 9, 32));
    ASSERT_EQ(level.tile_pictures.size(), 2U);
    EXPECT_EQ(level.tile_pictures[0].height, 64);
    EXPECT_EQ(level.tile_picture_image.height, 64);
}

} // namespace

namespace {

// Tiled before 1.2 wrote a tileset's tiles as an object keyed by id, and per-tile
// properties apart in "tileproperties": the same map in that form loads the same.
TEST(TiledFormats, OldJsonTilesetFormsLoadLikeTheNewOnes) {
    ScratchDir dir;
    nlohmann::json map = nlohmann::json::parse(level_tests::read_file(maps_dir() / "marked_tiles.tmj"));
    nlohmann::json& tileset = map["tilesets"][0];
    tileset["image"] = level_tests::tileset_png().string();
    nlohmann::json tiles = nlohmann::json::object();
    nlohmann::json properties = nlohmann::json::object();
    for (nlohmann::json tile : tileset["tiles"]) {
        const std::string id = std::to_string(tile["id"].get<int>());
        if (tile.contains("properties")) {
            properties[id] = {{"collides", true}};
            continue;
        }
        tile.erase("id");
        tiles[id] = tile;
    }
    tileset["tiles"] = tiles;
    tileset["tileproperties"] = properties;
    tileset["tilepropertytypes"] = {{"0", {{"collides", "bool"}}}};
    const levels::Level old_form = levels::load_level(dir.write("old.tmj", map.dump(1)));
    const levels::Level new_form = load_map("marked_tiles.tmx");
    EXPECT_EQ(old_form.collision_rule, levels::CollisionRule::TileProperties);
    expect_same_solidity(old_form, new_form);
}

} // namespace

namespace {

// Rasterising shapes costs shapes x corners x pixels: a tileset with more than the limit is
// refused before any is drawn (a 16 MiB file could otherwise hold half a million).
TEST(TiledLimits, TooManyCollisionShapesAreRefused) {
    ScratchDir dir;
    std::string tile = "  <tile id=\"0\"><objectgroup>";
    for (std::size_t k = 0; k <= levels::Limits::kMaxTileShapes; ++k) {
        tile += "<object x=\"1\" y=\"1\" width=\"2\" height=\"2\"/>";
    }
    tile += "</objectgroup></tile>\n";
    const std::string map = tmx("", " <tileset firstgid=\"1\" name=\"t\" tilewidth=\"32\" tileheight=\"32\">\n  <image source=\"" +
                                        level_tests::tileset_png().string() + "\"/>\n" + tile + " </tileset>\n" +
                                        csv_layer("1,1,1,1"));
    const auto error = level_tests::load_error_of([&] { (void)levels::load_level(dir.write("shapes.tmx", map)); });
    ASSERT_TRUE(error.has_value());
    EXPECT_TRUE(contains(error->problem(), "more than 4096 collision shapes")) << error->what();
    EXPECT_EQ(error->line(), 5);
}

} // namespace

namespace {

// The whole pictures of tiles of another size than the grid share one image of at most
// 4096 px a side; a map whose pictures do not fit is refused at the map, not cut. Here one
// 2100 x 1400 px tile placed three ways (as is, mirrored, upside down): three pictures, each
// too wide to share a shelf, three shelves taller than 4096 px.
TEST(TiledLimits, TilePicturesThatDoNotFitOneImageAreRefused) {
    ScratchDir dir;
    levels::RgbaImage big;
    big.width = 2100;
    big.height = 1400;
    big.rgba.assign(static_cast<std::size_t>(big.width) * static_cast<std::size_t>(big.height) * 4, 200);
    levels::save_png(big, dir / "big.png");
    const std::string map =
        tmx("", shipped_tileset() +
                    " <tileset firstgid=\"41\" name=\"big\" tilewidth=\"2100\" tileheight=\"1400\">\n"
                    "  <image source=\"big.png\" width=\"2100\" height=\"1400\"/>\n </tileset>\n" +
                    csv_layer("41,2147483689,\n1073741865,0"));
    try {
        levels::load_level(dir.write("big.tmx", map));
        FAIL() << "the map loaded";
    } catch (const levels::LoadError& error) {
        EXPECT_TRUE(contains(error.what(), "big.tmx:2: the tiles larger or smaller than the grid need more than one "
                                           "4096 px image: use fewer of them"))
            << error.what();
    }
}

// A level whose walls would need more collision rectangles than a Tiled map may hold is not
// written (it could not be read back): nine tile types shaped like a checkerboard, 512
// rectangles each.
TEST(TiledWriter, WallsNeedingMoreShapesThanAMapMayHoldAreRefused) {
    constexpr std::int32_t kTypes = 9;
    levels::RgbaImage image;
    image.width = 32 * kTypes;
    image.height = 32;
    image.rgba.assign(static_cast<std::size_t>(image.width) * 32 * 4, 255);
    engine::TileMaskSet checkerboard = engine::TileMaskSet::from_function(
        32, kTypes, [](std::int32_t, std::int32_t x, std::int32_t y) { return (x + y) % 2 == 0; });
    levels::Level level{.source = "checkers.txt",
                        .name = "checkers",
                        .description = "",
                        .tileset_path = level_tests::tileset_png(),
                        .tileset_image = image,
                        .tileset_columns = kTypes,
                        .collision = engine::CollisionMap{kTypes, 1, std::move(checkerboard)}};
    for (std::int32_t type = 0; type < kTypes; ++type) {
        level.collision.place(type, 0, engine::PlacedTile{type, {}});
    }
    level.player_spawns.push_back(levels::PlayerSpawn{engine::Position2::from_pixels(16, 16), "here"});
    try {
        (void)levels::tiled_map_json(level, "checkers.tmj");
        FAIL() << "the map was written";
    } catch (const std::runtime_error& error) {
        EXPECT_TRUE(contains(error.what(), "more than 4096 collision rectangles")) << error.what();
    }
}

} // namespace

namespace {

std::string object_layer(const std::string& objects) {
    return " <objectgroup name=\"collision\">\n" + objects + " </objectgroup>\n";
}

TEST(ObjectWalls, TooManyCollisionObjectsAreRefused) {
    ScratchDir dir;
    std::string objects;
    for (int k = 0; k < 4097; ++k) {
        objects += "  <object x=\"1\" y=\"1\" width=\"2\" height=\"2\"/>\n";
    }
    const std::string map = tmx("", shipped_tileset() + csv_layer("1,0,\n0,0") + object_layer(objects));
    try {
        levels::load_level(dir.write("many.tmx", map));
        FAIL() << "the map loaded";
    } catch (const levels::LoadError& error) {
        EXPECT_TRUE(contains(error.what(), "more than 4096 collision objects: merge some in Tiled")) << error.what();
    }
}

// A rectangle 4096 cells a side, from column 1, on a 2 x 2 map covers only the map's column 1
// (clipped); on a 1100 x 1000 map it would cover more than 2^20 cells and is refused as it grows.
TEST(ObjectWalls, ObjectsCoveringMoreThanTheCellLimitAreRefused) {
    ScratchDir dir;
    const std::string huge = object_layer("  <object x=\"32\" y=\"0\" width=\"131072\" height=\"131072\"/>\n");
    const levels::Level small = levels::load_level(dir.write("small.tmx", tmx("", shipped_tileset() + csv_layer("1,0,\n0,0") + huge)));
    EXPECT_TRUE(small.collision.solid_pixel(63, 63));
    EXPECT_FALSE(small.collision.solid_pixel(31, 63));
    constexpr int kWidth = 1100;
    constexpr int kHeight = 1000;
    std::string row = "0";
    for (int k = 1; k < kWidth; ++k) {
        row += ",0";
    }
    std::string data;
    for (int k = 0; k < kHeight; ++k) {
        data += row + (k + 1 < kHeight ? ",\n" : "");
    }
    const std::string big_map =
        "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" width=\"1100\" height=\"1000\" tilewidth=\"32\" "
        "tileheight=\"32\">\n" + shipped_tileset() +
        " <layer name=\"collision\" width=\"1100\" height=\"1000\">\n  <data encoding=\"csv\">" + data + "</data>\n </layer>\n" +
        object_layer("  <object x=\"0\" y=\"0\" width=\"131072\" height=\"131072\"/>\n") + "</map>\n";
    try {
        levels::load_level(dir.write("big.tmx", big_map));
        FAIL() << "the map loaded";
    } catch (const levels::LoadError& error) {
        EXPECT_TRUE(contains(error.what(), "the collision objects cover more than 1048576 cells")) << error.what();
    }
}

} // namespace

namespace {

TEST(BrokenTmxMaps, ATintColourThatIsNotHexIsRefusedAtItsLayer) {
    ScratchDir dir;
    const std::string map = tmx("", shipped_tileset() +
                                        " <layer name=\"walls\" width=\"2\" height=\"2\" tintcolor=\"#12345\">\n"
                                        "  <data encoding=\"csv\">1,0,\n0,0</data>\n </layer>\n");
    try {
        levels::load_level(dir.write("tint.tmx", map));
        FAIL() << "the map loaded";
    } catch (const levels::LoadError& error) {
        EXPECT_TRUE(contains(error.what(), "tint.tmx:6: tintcolor must be #rrggbb or #aarrggbb, got \"12345\""))
            << error.what();
    }
}

// "#80ff0000": alpha 128 halves the opacity, the colour is red.
TEST(TiledFormats, AnAlphaInTheTintColourScalesTheOpacity) {
    ScratchDir dir;
    const std::string map = tmx("", shipped_tileset() +
                                        " <layer name=\"floor\" width=\"2\" height=\"2\" tintcolor=\"#80ff0000\">\n"
                                        "  <data encoding=\"csv\">34,34,\n34,34</data>\n </layer>\n" +
                                        csv_layer("1,0,\n0,0"));
    const levels::Level level = levels::load_level(dir.write("tint.tmx", map));
    ASSERT_EQ(level.background_layers.size(), 1U);
    const levels::LayerLook& look = level.background_layers[0].look;
    EXPECT_NEAR(look.opacity, 128.0f / 255.0f, 1e-6f);
    EXPECT_EQ(look.tint, (std::array<std::uint8_t, 3>{255, 0, 0}));
}

} // namespace
