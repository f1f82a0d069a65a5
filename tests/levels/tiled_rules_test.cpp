// The rules that let maps made for other games open (levels/FORMAT.md): a guess never refuses a
// map (image alpha that walls the player in reads as no walls; a start in a wall is skipped),
// the player's start is told from monster spawners, and the readers read what Tiled reads
// (a stale declared image size, flipped tile-object gids, tilesets by content, empty
// tilesets, maps without tiles). Each map in tests/levels/maps/rules is a TMX + JSON twin:
// every test runs on both.
#include "level_compare.hpp"
#include "level_test_support.hpp"
#include "engine/raycast/laser_cast.hpp"
#include "levels/load_error.hpp"
#include "levels/load_level.hpp"
#include "levels/tiled_level.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <string>

namespace {

using level_tests::contains;

std::filesystem::path rules_dir() { return level_tests::source_dir() / "tests" / "levels" / "maps" / "rules"; }

std::size_t warnings_containing(const levels::Level& level, const std::string& part) {
    return static_cast<std::size_t>(std::count_if(level.warnings.begin(), level.warnings.end(),
                                                  [&](const std::string& warning) { return contains(warning, part); }));
}

// Runs `check` on the TMX and on the JSON twin of map `name`, and requires them to agree.
template <typename Check>
void on_both_twins(const std::string& name, Check check) {
    const levels::Level xml = levels::load_level(rules_dir() / (name + ".tmx"));
    const levels::Level json = levels::load_level(rules_dir() / (name + ".tmj"));
    {
        SCOPED_TRACE(name + ".tmx");
        check(xml);
    }
    {
        SCOPED_TRACE(name + ".tmj");
        check(json);
    }
    level_tests::expect_same_level(xml, json);
    EXPECT_EQ(xml.collision_rule, json.collision_rule);
    EXPECT_EQ(xml.warnings.size(), json.warnings.size());
}

void expect_start(const levels::Level& level, float x, float y) {
    ASSERT_FALSE(level.player_spawns.empty());
    EXPECT_FLOAT_EQ(level.player_spawns.front().position.x_pixels(), x);
    EXPECT_FLOAT_EQ(level.player_spawns.front().position.y_pixels(), y);
}

bool nothing_solid(const levels::Level& level) {
    for (std::int32_t j = 0; j < level.collision.height(); ++j) {
        for (std::int32_t i = 0; i < level.collision.width(); ++i) {
            if (level.collision.tile_class(i, j) != engine::TileClass::Empty) {
                return false;
            }
        }
    }
    return true;
}

TEST(TiledRules, ImageAlphaThatWallsInEveryStartReadsAsNoWalls) {
    on_both_twins("alpha_floor_spawn", [](const levels::Level& level) {
        EXPECT_EQ(level.collision_rule, levels::CollisionRule::Nothing);
        EXPECT_TRUE(nothing_solid(level));
        EXPECT_EQ(warnings_containing(level, "\"ground\", solid where its pixels are opaque, would leave every start "
                                             "object inside a wall"),
                  1U);
        expect_start(level, 80, 48); // the spawn point, now free
        EXPECT_EQ(level.background_layers.size(), 1U); // the floor is still drawn
    });
}

TEST(TiledRules, ImageAlphaThatLeavesNoFreeTileReadsAsNoWalls) {
    on_both_twins("alpha_floor_bare", [](const levels::Level& level) {
        EXPECT_EQ(level.collision_rule, levels::CollisionRule::Nothing);
        EXPECT_EQ(warnings_containing(level, "\"ground\", solid where its pixels are opaque, would leave no free tile"), 1U);
        expect_start(level, 80, 48); // tile (2, 1): nearest the centre, the upper of two
    });
}

TEST(TiledRules, AStartObjectInAWallIsSkippedForTheNextOne) {
    on_both_twins("start_in_wall", [](const levels::Level& level) {
        ASSERT_EQ(level.player_spawns.size(), 1U);
        expect_start(level, 80, 80);
        EXPECT_EQ(warnings_containing(level, "the start object at (16, 16) is inside a wall: skipped"), 1U);
    });
}

TEST(TiledRules, SpawnersOfOtherThingsAreNotThePlayersStart) {
    on_both_twins("spawn_areas", [](const levels::Level& level) {
        ASSERT_EQ(level.player_spawns.size(), 1U);
        expect_start(level, 176, 144);
        EXPECT_EQ(warnings_containing(level, "its name \"Maggot\" names what it spawns"), 1U);
        EXPECT_EQ(warnings_containing(level, "larger than two tiles a side"), 1U);
    });
}

TEST(TiledRules, PlayerOrStartObjectsComeBeforeSpawnObjects) {
    on_both_twins("start_over_spawn", [](const levels::Level& level) {
        ASSERT_EQ(level.player_spawns.size(), 1U);
        expect_start(level, 176, 144); // "playerStart": case and '_' do not count
        EXPECT_EQ(warnings_containing(level, "objects named or classed spawn are not taken as the player's start"), 1U);
    });
}

TEST(TiledRules, TheRealImageSizeWinsOverTheDeclaredOne) {
    on_both_twins("stale_tileset", [](const levels::Level& level) {
        EXPECT_EQ(level.tileset_image.width, 256);
        EXPECT_EQ(level.collision.tile_class(0, 0), engine::TileClass::Full);
        EXPECT_EQ(warnings_containing(level, "its imagewidth says 512 but the image gives 256"), 1U);
        EXPECT_EQ(warnings_containing(level, "the image has 8 columns, not the 16 the map was drawn with, so gids "
                                             "from 9 on show other tiles"),
                  1U);
    });
}

TEST(TiledRules, AnExternalTilesetIsReadByItsContentNotItsName) {
    on_both_twins("xml_named_tileset", [](const levels::Level& level) {
        EXPECT_EQ(level.collision.tile_class(0, 0), engine::TileClass::Full);
        EXPECT_EQ(level.collision.tile_class(2, 2), engine::TileClass::Empty);
    });
}

TEST(TiledRules, ATileObjectGidWithFlipBitsIsReadInBothFormats) {
    on_both_twins("flipped_tile_object", [](const levels::Level& level) {
        expect_start(level, 80, 80); // the tile's centre: Tiled puts its y at the bottom
    });
}

TEST(TiledRules, AnUnusedEmptyTilesetIsSkipped) {
    on_both_twins("empty_tileset", [](const levels::Level& level) {
        EXPECT_EQ(warnings_containing(level, "tileset \"enemies\" has no image and no tiles: skipped"), 1U);
        EXPECT_EQ(level.collision.tile_class(0, 0), engine::TileClass::Full);
    });
}

TEST(TiledRules, AMapOfObjectsOnlyOpensWithItsObjectWalls) {
    on_both_twins("objects_only", [](const levels::Level& level) {
        EXPECT_EQ(level.collision.width(), 5);
        EXPECT_EQ(level.collision.height(), 4);
        for (std::int32_t i = 0; i < 5; ++i) {
            EXPECT_EQ(level.collision.tile_class(i, 0), engine::TileClass::Full) << i;
        }
        EXPECT_EQ(level.collision.tile_class(2, 2), engine::TileClass::Empty);
        EXPECT_TRUE(contains(level.collision_note, "only collision objects")) << level.collision_note;
        expect_start(level, 80, 80);
    });
}

TEST(TiledRules, AnEmptyInfiniteMapSaysSoInBothFormats) {
    const std::string tileset = R"(<tileset firstgid="1" name="s" tilewidth="32" tileheight="32" tilecount="40" columns="8">
  <image source="../../../../assets/tileset.png" width="256" height="160"/></tileset>)";
    const std::string tmx = R"(<?xml version="1.0"?>
<map orientation="orthogonal" width="30" height="20" tilewidth="32" tileheight="32" infinite="1">)" + tileset +
                            R"(<layer id="1" name="Tile Layer 1" width="30" height="20"><data encoding="csv"/></layer></map>)";
    const std::string tmj = R"({"type": "map", "orientation": "orthogonal", "width": 30, "height": 20, "tilewidth": 32,
      "tileheight": 32, "infinite": true, "tilesets": [{"firstgid": 1, "name": "s", "tilewidth": 32, "tileheight": 32,
      "image": "../../../../assets/tileset.png", "imagewidth": 256, "imageheight": 160}],
      "layers": [{"type": "tilelayer", "name": "Tile Layer 1", "width": 30, "height": 20, "chunks": []}]})";
    for (const auto& twin : {std::pair{tmx, "empty.tmx"}, std::pair{tmj, "empty.tmj"}}) {
        SCOPED_TRACE(twin.second);
        const auto error = level_tests::load_error_of(
            [&] { (void)levels::parse_tiled_level(twin.first, rules_dir() / twin.second); });
        ASSERT_TRUE(error.has_value());
        EXPECT_TRUE(contains(error->problem(), "the infinite map has no tile chunks")) << error->what();
    }
}

TEST(TiledWalls, TilePropertiesSayBothWhatBlocksAndWhatDoesNot) {
    on_both_twins("tile_flags", [](const levels::Level& level) {
        EXPECT_EQ(level.collision_rule, levels::CollisionRule::TileProperties);
        EXPECT_EQ(level.collision.tile_class(0, 0), engine::TileClass::Full);  // blocked = true
        EXPECT_EQ(level.collision.tile_class(1, 1), engine::TileClass::Empty); // a crate, collide = false
        EXPECT_TRUE(contains(level.collision_note, "collide, solid, collision or blocked")) << level.collision_note;
    });
}

TEST(TiledWalls, AFalseSolidPropertyWinsOverImageAlpha) {
    on_both_twins("passable_alpha", [](const levels::Level& level) {
        EXPECT_EQ(level.collision_rule, levels::CollisionRule::ImageAlpha);
        EXPECT_EQ(level.collision.tile_class(0, 0), engine::TileClass::Full);
        EXPECT_EQ(level.collision.tile_class(1, 1), engine::TileClass::Empty); // opaque crate art, collide = false
    });
}

TEST(TiledWalls, ObstaclesAndBoundariesAreWallLayerNames) {
    on_both_twins("wall_names", [](const levels::Level& level) {
        EXPECT_EQ(level.collision_rule, levels::CollisionRule::MarkedLayer);
        EXPECT_TRUE(contains(level.collision_note, "layer \"Obstacles\" (its name marks it)")) << level.collision_note;
        EXPECT_TRUE(contains(level.collision_note, "layer \"boundaries\"")) << level.collision_note;
        EXPECT_EQ(level.collision.tile_class(0, 0), engine::TileClass::Full);
        EXPECT_EQ(level.collision.tile_class(1, 1), engine::TileClass::Full); // the boundaries rectangle
        EXPECT_EQ(level.collision.tile_class(2, 2), engine::TileClass::Empty);
    });
}

TEST(TiledWalls, AFlatMarkerTileOnACollisionLayerBlocksItsWholeCell) {
    on_both_twins("marker_layer", [](const levels::Level& level) {
        EXPECT_TRUE(contains(level.collision_note, "layer \"blockedLayer\" (its name marks it)")) << level.collision_note;
        EXPECT_EQ(level.collision.tile_class(0, 0), engine::TileClass::Full);
        EXPECT_TRUE(level.collision.solid_pixel(0, 0)); // in the marker's transparent border
    });
}

TEST(TiledWalls, CollisionMaskAlphaAsksForPixelExactWalls) {
    on_both_twins("marker_alpha", [](const levels::Level& level) {
        EXPECT_TRUE(contains(level.collision_note, "(collision_mask = alpha)")) << level.collision_note;
        EXPECT_EQ(level.collision.tile_class(0, 0), engine::TileClass::Mixed);
        EXPECT_FALSE(level.collision.solid_pixel(0, 0));
        EXPECT_TRUE(level.collision.solid_pixel(16, 16));
    });
}

TEST(TiledWalls, AHiddenCollisionLayerBlocksWholeCellsADrawnOneItsArt) {
    on_both_twins("hidden_walls", [](const levels::Level& level) {
        EXPECT_TRUE(contains(level.collision_note, "the layer is hidden: a marker layer")) << level.collision_note;
        EXPECT_EQ(level.collision.tile_class(1, 1), engine::TileClass::Full); // a round pillar, whole
    });
    // Tilecast's own maps draw their collision layer: the pillars stay round.
    const levels::Level reactor = levels::load_level(level_tests::levels_dir() / "03_reactor_core.tmj");
    bool any_mixed = false;
    for (std::int32_t j = 0; j < reactor.collision.height(); ++j) {
        for (std::int32_t i = 0; i < reactor.collision.width(); ++i) {
            any_mixed = any_mixed || reactor.collision.tile_class(i, j) == engine::TileClass::Mixed;
        }
    }
    EXPECT_TRUE(any_mixed);
}

TEST(TiledWalls, AnOldUntypedPropertyWithNoValueIsAFlag) {
    on_both_twins("flag_properties", [](const levels::Level& level) {
        EXPECT_EQ(level.collision_rule, levels::CollisionRule::TileProperties);
        EXPECT_EQ(level.collision.tile_class(0, 0), engine::TileClass::Full); // blocked = ""
        EXPECT_EQ(level.collision.tile_class(2, 2), engine::TileClass::Empty);
    });
}

// RPG-JS's sample map: a bridge tile (collision = false) drawn over water (collision = true).
// The topmost tile that has a solid property decides its cell; a tile without one does not.
TEST(TiledWalls, TheTopmostTileWithASolidPropertyDecidesItsCell) {
    on_both_twins("bridge_over_water", [](const levels::Level& level) {
        EXPECT_EQ(level.collision_rule, levels::CollisionRule::TileProperties);
        EXPECT_EQ(level.collision.tile_class(1, 1), engine::TileClass::Full);  // water alone
        EXPECT_EQ(level.collision.tile_class(2, 1), engine::TileClass::Empty); // the bridge over the water
        EXPECT_EQ(level.collision.tile_class(3, 1), engine::TileClass::Full);  // a tile without the property over water
        EXPECT_EQ(level.collision.tile_class(2, 2), engine::TileClass::Full);  // water over a bridge
        EXPECT_EQ(level.collision.tile_class(2, 3), engine::TileClass::Empty);
        expect_start(level, 80, 112);
    });
}

// A tileset image or an image layer's picture that does not exist (renamed, not copied) is a
// warning, as in Tiled: the tiles are one plain opaque colour, walls where a rule marks them.
TEST(TiledRules, AMissingTilesetImageIsAWarningAndItsTilesArePlain) {
    on_both_twins("missing_images", [](const levels::Level& level) {
        EXPECT_EQ(level.collision_rule, levels::CollisionRule::MarkedLayer);
        EXPECT_EQ(level.collision.tile_class(0, 0), engine::TileClass::Full); // the "walls" layer: whole cells
        EXPECT_EQ(level.collision.tile_class(4, 3), engine::TileClass::Full);
        EXPECT_EQ(level.collision.tile_class(2, 2), engine::TileClass::Empty);
        EXPECT_EQ(warnings_containing(level, "lost_tiles.png does not exist"), 1U);
        EXPECT_EQ(warnings_containing(level, "lost_sky.png does not exist: not drawn"), 1U);
        EXPECT_TRUE(level.backdrops.empty());
        ASSERT_FALSE(level.tileset_image.rgba.empty());
        EXPECT_EQ(level.tileset_image.rgba[3], 255); // opaque placeholder
        expect_start(level, 80, 80);
    });
}

TEST(TiledRules, TilesOfAMissingImageAreNeverWallsByAlpha) {
    on_both_twins("missing_image_alpha", [](const levels::Level& level) {
        EXPECT_EQ(level.collision_rule, levels::CollisionRule::Nothing);
        EXPECT_TRUE(nothing_solid(level));
        EXPECT_EQ(warnings_containing(level, "lost_tiles.png does not exist"), 1U);
        EXPECT_EQ(warnings_containing(level, "is not read by its pixels' alpha: a tileset image is missing"), 1U);
    });
}

// A path that exists but is not a regular file stays a refusal.
TEST(TiledRules, ATilesetImageThatIsAFolderIsStillRefused) {
    level_tests::ScratchDir dir;
    std::filesystem::copy_file(rules_dir() / "missing_images.tmx", dir / "map.tmx");
    std::filesystem::create_directory(dir / "lost_tiles.png");
    EXPECT_THROW((void)levels::load_level(dir / "map.tmx"), levels::LoadError);
}

// A JPEG tileset image (told by its content) is read as an opaque image.
TEST(TiledRules, AJpegTilesetImageIsReadAsOpaque) {
    on_both_twins("jpeg_tileset", [](const levels::Level& level) {
        EXPECT_EQ(level.collision_rule, levels::CollisionRule::MarkedLayer);
        EXPECT_EQ(level.collision.tile_class(0, 0), engine::TileClass::Full);
        EXPECT_EQ(level.collision.tile_class(2, 2), engine::TileClass::Empty);
        ASSERT_EQ(level.tileset_image.width, 64);
        ASSERT_EQ(level.tileset_image.height, 32);
        const std::uint8_t* first = level.tileset_image.rgba.data() + (16 * 64 + 16) * 4; // tile 0: #3366cc
        EXPECT_NEAR(first[0], 0x33, 12);
        EXPECT_NEAR(first[1], 0x66, 12);
        EXPECT_NEAR(first[2], 0xcc, 12);
        EXPECT_EQ(first[3], 255);
        for (std::size_t k = 3; k < level.tileset_image.rgba.size(); k += 4) {
            ASSERT_EQ(level.tileset_image.rgba[k], 255) << "pixel " << k / 4;
        }
    });
}

// A JPEG whose frame header claims a huge size is refused before it is decoded.
TEST(TiledRules, AJpegThatClaimsAHugeSizeIsRefused) {
    level_tests::ScratchDir dir;
    std::ifstream in(rules_dir() / "jpeg_tiles.jpg", std::ios::binary);
    std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    const std::size_t sof = bytes.find("\xff\xc0");
    ASSERT_NE(sof, std::string::npos);
    bytes[sof + 5] = '\xea'; // height 60000
    bytes[sof + 6] = '\x60';
    dir.write("jpeg_tiles.jpg", bytes);
    std::filesystem::copy_file(rules_dir() / "jpeg_tileset.tmx", dir / "map.tmx");
    const auto error = level_tests::load_error_of([&] { (void)levels::load_level(dir / "map.tmx"); });
    ASSERT_TRUE(error.has_value());
    EXPECT_TRUE(contains(error->problem(), "the JPEG says it is 64 x 60000 px")) << error->problem();
}

TEST(TiledWalls, ALayerMarkedNocollideDoesNotCountForImageAlpha) {
    on_both_twins("nocollide_layer", [](const levels::Level& level) {
        EXPECT_EQ(level.collision_rule, levels::CollisionRule::ImageAlpha);
        EXPECT_TRUE(contains(level.collision_note, "\"Foreground\"")) << level.collision_note;
        EXPECT_EQ(level.collision.tile_class(0, 0), engine::TileClass::Full);
        EXPECT_EQ(level.collision.tile_class(2, 2), engine::TileClass::Empty); // the floor is drawn below
        EXPECT_EQ(level.background_layers.size(), 1U);
    });
}

TEST(TiledWalls, WalkableFloorsMakeEveryOtherTileAWall) {
    on_both_twins("walkable_floor", [](const levels::Level& level) {
        EXPECT_EQ(level.collision_rule, levels::CollisionRule::TileProperties);
        EXPECT_TRUE(contains(level.collision_note, "walkable is true are floor")) << level.collision_note;
        EXPECT_EQ(level.collision.tile_class(0, 0), engine::TileClass::Full);
        EXPECT_EQ(level.collision.tile_class(1, 1), engine::TileClass::Empty);
        EXPECT_EQ(level.collision.tile_class(2, 1), engine::TileClass::Empty); // a decal on walkable floor
    });
}

TEST(TiledWalls, NothingMarkingWallsSaysWhatItSawInstead) {
    on_both_twins("near_miss", [](const levels::Level& level) {
        EXPECT_EQ(level.collision_rule, levels::CollisionRule::Nothing);
        EXPECT_EQ(warnings_containing(level, "(seen, not read as walls: layer \"Collide_Zone\", tile property \"hurts\")"),
                  1U);
    });
}

TEST(TiledWalls, PolylinesOnACollisionLayerAreThinWallsTheLaserStopsAt) {
    on_both_twins("thin_walls", [](const levels::Level& level) {
        EXPECT_TRUE(contains(level.collision_note, "only collision objects (2 of layer \"collision\")"))
            << level.collision_note;
        const auto cast = [&](float x0, float y0, float x1, float y1) {
            return engine::cast_laser(level.collision, engine::Position2::from_pixels(x0, y0),
                                      engine::Position2::from_pixels(x1, y1));
        };
        // Across the diagonal at many angles: a 2 px line the pixel-perfect cast never slips through.
        for (int k = 0; k <= 40; ++k) {
            const float f = static_cast<float>(k);
            EXPECT_NE(cast(4 + f, 4, 150, 124 - f).hit, engine::CastHit::None) << k;
            EXPECT_NE(cast(4, 4 + f * 0.5f, 150 - f, 124).hit, engine::CastHit::None) << k;
        }
        // Both legs of the bend, and a cast that passes beside the wall.
        EXPECT_NE(cast(120, 80, 120, 116).hit, engine::CastHit::None);
        EXPECT_NE(cast(155, 110, 130, 110).hit, engine::CastHit::None);
        EXPECT_EQ(cast(4, 4, 60, 4).hit, engine::CastHit::None);
    });
}

TEST(TiledRules, AWholeTileLayerOffsetGrowsTheMapInsteadOfCuttingIt) {
    on_both_twins("offset_layer", [](const levels::Level& level) {
        EXPECT_EQ(level.collision.width(), 6);
        EXPECT_EQ(level.collision.height(), 4);
        EXPECT_EQ(level.collision.tile_class(0, 1), engine::TileClass::Full); // the column moved left of the map
        EXPECT_EQ(level.collision.tile_class(5, 1), engine::TileClass::Empty); // the floor's last column
        expect_start(level, 112, 80); // (80, 80) in Tiled, moved with the map's new left edge
        EXPECT_EQ(warnings_containing(level, "the map grows to 6 x 4 tiles to keep them"), 1U);
    });
}

TEST(TiledRules, TileObjectsAreDrawnWithTheirFlipsAndSolidByTheirTile) {
    on_both_twins("tile_objects", [](const levels::Level& level) {
        // Above the solid layer: two layers of tile objects, one per drawn rest of offset.
        ASSERT_EQ(level.foreground_layers.size(), 2U);
        const levels::TileLayer& crates = level.foreground_layers[0];
        const levels::TileLayer& pillars = level.foreground_layers[1];
        EXPECT_TRUE(crates.tiles(2, 1).has_tile());
        EXPECT_EQ(crates.look.offset_x_pixels, 0.0f);
        EXPECT_TRUE(pillars.tiles(2, 2).has_tile());
        EXPECT_TRUE(pillars.tiles(2, 2).flip.horizontal);
        EXPECT_EQ(pillars.look.offset_x_pixels, 8.0f); // drawn where Tiled draws it
        EXPECT_EQ(level.collision.tile_class(2, 1), engine::TileClass::Empty); // drawn, not a wall under rule 1
        EXPECT_EQ(warnings_containing(level, "objects without a class are ignored"), 0U);
    });
    on_both_twins("tile_objects_solid", [](const levels::Level& level) {
        EXPECT_EQ(level.collision_rule, levels::CollisionRule::TileProperties);
        EXPECT_EQ(level.collision.tile_class(2, 1), engine::TileClass::Full); // the crate says collides = true
    });
}

TEST(TiledWalls, AWalkableAreaLayerMakesEverythingOutsideItAWall) {
    on_both_twins("floorspace", [](const levels::Level& level) {
        EXPECT_TRUE(contains(level.collision_note, "everything outside the walkable areas (1 of layer \"floorspace\")"))
            << level.collision_note;
        EXPECT_EQ(level.collision.tile_class(0, 0), engine::TileClass::Full);
        EXPECT_EQ(level.collision.tile_class(2, 1), engine::TileClass::Empty);
        EXPECT_EQ(level.collision.tile_class(2, 2), engine::TileClass::Mixed); // the area ends 24 px into the row
        EXPECT_FALSE(level.collision.solid_pixel(80, 87));
        EXPECT_TRUE(level.collision.solid_pixel(80, 88));
        EXPECT_EQ(warnings_containing(level, "objects without a class"), 0U);
    });
}

TEST(TiledWalls, APolylineCollisionShapeIsAThinWallInsideItsTile) {
    on_both_twins("fence_tiles", [](const levels::Level& level) {
        EXPECT_EQ(level.collision_rule, levels::CollisionRule::TileShapes);
        EXPECT_TRUE(level.collision.solid_pixel(40, 33)); // the fence 2 px below the cell's top, 2 px wide
        EXPECT_TRUE(level.collision.solid_pixel(40, 34));
        EXPECT_FALSE(level.collision.solid_pixel(40, 36));
        const engine::CastResult up = engine::cast_laser(level.collision, engine::Position2::from_pixels(70, 60),
                                                         engine::Position2::from_pixels(50, 10));
        EXPECT_NE(up.hit, engine::CastHit::None);
        EXPECT_NEAR(up.point.y_pixels(), 35, 1.5);
    });
}

TEST(TiledRules, TheCentreRuleKeepsThePlayerOutOfMonsterAreas) {
    on_both_twins("monster_area", [](const levels::Level& level) {
        ASSERT_EQ(level.player_spawns.size(), 1U);
        expect_start(level, 48, 80); // tile (1, 2): the centre tile (3, 2) is in the Maggot area
        EXPECT_EQ(warnings_containing(level, "larger than two tiles a side"), 1U);
        EXPECT_EQ(warnings_containing(level, "nearest the centre outside the areas of spawn objects, (1, 2)"), 1U);
    });
}

TEST(TiledWalls, NoShippedTileIsTakenForAFlatMarker) {
    // Every shipped tile on a drawn layer "walls", read by default and with collision_mask =
    // alpha: the same walls pixel for pixel, so Tilecast's own maps keep their exact shapes.
    std::string cells;
    for (int k = 0; k < 40; ++k) {
        cells += std::to_string(k + 1) + (k == 39 ? "" : ",");
    }
    const auto map = [&](const std::string& layer_properties) {
        return R"(<?xml version="1.0"?>
<map orientation="orthogonal" width="40" height="1" tilewidth="32" tileheight="32">
 <tileset firstgid="1" name="s" tilewidth="32" tileheight="32" tilecount="40" columns="8">
  <image source="../../../../assets/tileset.png" width="256" height="160"/></tileset>
 <layer id="1" name="walls" width="40" height="1">)" +
               layer_properties + R"(<data encoding="csv">)" + cells + R"(</data></layer></map>)";
    };
    const levels::Level automatic = levels::parse_tiled_level(map(""), rules_dir() / "all_tiles.tmx");
    const levels::Level alpha = levels::parse_tiled_level(
        map(R"(<properties><property name="collision_mask" value="alpha"/></properties>)"), rules_dir() / "all_tiles.tmx");
    for (std::int32_t y = 0; y < 32; ++y) {
        for (std::int32_t x = 0; x < 40 * 32; ++x) {
            ASSERT_EQ(automatic.collision.solid_pixel(x, y), alpha.collision.solid_pixel(x, y))
                << "tile " << x / 32 << ", pixel (" << x % 32 << ", " << y << ")";
        }
    }
}

} // namespace
