// The plain-text level format (levels/FORMAT.md): legend, flips, floors, spawns, robot
// settings, and loading from memory.
#include "level_test_support.hpp"
#include "levels/text_level.hpp"

#include <gtest/gtest.h>

namespace {

using level_tests::ScratchDir;
using level_tests::tileset_png;

// A small level around the shipped tileset, with `legend` and `grid` filled in.
std::string small_level(const std::string& extra_header, const std::string& legend, const std::string& grid,
                        const std::string& size) {
    return "tilecast-level 1\n"
           "name: Small\n"
           "description: a test level\n"
           "tileset: " + tileset_png().string() + "\n"
           "tile_size: 32\n"
           "size: " + size + "\n" + extra_header +
           "legend:\n" + legend + "grid:\n" + grid;
}

TEST(TextLevel, LegendPlacesTilesWithFlipsAndRotations) {
    const std::string text = small_level("",
                                         "  #  wall=0\n"
                                         "  a  wall=8:h\n"
                                         "  b  wall=8:vd\n"
                                         "  c  wall=24:r90\n"
                                         "  d  wall=24:r180\n"
                                         "  e  wall=24:r270\n"
                                         "  .  none\n"
                                         "  P  spawn=player\n",
                                         "#abcde\n"
                                         "P.....\n",
                                         "6 x 2");
    const levels::Level level = levels::parse_text_level(text, "small.txt");
    const auto& map = level.collision;
    EXPECT_EQ(map.placed(0, 0), (engine::PlacedTile{0, {}}));
    EXPECT_EQ(map.placed(1, 0), (engine::PlacedTile{8, {.horizontal = true}}));
    EXPECT_EQ(map.placed(2, 0), (engine::PlacedTile{8, {.vertical = true, .diagonal = true}}));
    EXPECT_EQ(map.placed(3, 0), (engine::PlacedTile{24, {.horizontal = true, .diagonal = true}}));
    EXPECT_EQ(map.placed(4, 0), (engine::PlacedTile{24, {.horizontal = true, .vertical = true}}));
    EXPECT_EQ(map.placed(5, 0), (engine::PlacedTile{24, {.vertical = true, .diagonal = true}}));
    EXPECT_FALSE(map.placed(1, 1).has_tile());
    EXPECT_EQ(map.tile_class(0, 0), engine::TileClass::Full);
    EXPECT_EQ(map.tile_class(1, 0), engine::TileClass::Mixed);
    // Slope45 flipped left-right is solid at the bottom-left, clear at the bottom-right corner.
    EXPECT_TRUE(map.solid_pixel(32 + 1, 30));
    EXPECT_FALSE(map.solid_pixel(32 + 30, 1));
    EXPECT_TRUE(level.background_layers.empty()) << "no floor was asked for";
}

TEST(TextLevel, FloorsFillTheBackgroundLayer) {
    const std::string text = small_level("floor: 32\n",
                                         "  #  wall=0\n"
                                         "  ,  floor=33\n"
                                         "  o  wall=16 floor=36\n"
                                         "  P  spawn=player\n",
                                         "#,oP\n", "4 x 1");
    const levels::Level level = levels::parse_text_level(text, "floors.txt");
    ASSERT_EQ(level.background_layers.size(), 1U);
    const auto& floor = level.background_layers.front().tiles;
    EXPECT_EQ(floor(0, 0).type, 32);
    EXPECT_EQ(floor(1, 0).type, 33);
    EXPECT_EQ(floor(2, 0).type, 36);
    EXPECT_EQ(floor(3, 0).type, 32);
    EXPECT_EQ(level.collision.placed(2, 0).type, 16);
    EXPECT_FALSE(level.collision.placed(1, 0).has_tile()) << "a floor is never in the collision layer";
}

TEST(TextLevel, SpawnsSitAtTileCentresWithRoutesAndSettings) {
    const std::string text = small_level("",
                                         "  .  none\n"
                                         "  P  spawn=player\n"
                                         "  a  spawn=laser route=2,0;2,1 range=320 speed=60.5 facing=-90\n"
                                         "  s  spawn=sweeper sweep_rate=-45 sweep_arc=180 fire_interval=0.75\n"
                                         "  b  spawn=bolter bolt_speed=400 health=5\n",
                                         "P.a..\n"
                                         "s...b\n",
                                         "5 x 2");
    const levels::Level level = levels::parse_text_level(text, "spawns.txt");
    ASSERT_EQ(level.player_spawns.size(), 1U);
    EXPECT_FLOAT_EQ(level.player_spawns[0].position.x_pixels(), 16);
    EXPECT_FLOAT_EQ(level.player_spawns[0].position.y_pixels(), 16);
    EXPECT_EQ(level.player_spawns[0].origin, "spawns.txt:14:1");
    ASSERT_EQ(level.robots.size(), 3U);

    const levels::RobotSpawn& patrol = level.robots[0];
    EXPECT_EQ(patrol.kind, levels::RobotKind::Patrol);
    EXPECT_FLOAT_EQ(patrol.position.x_pixels(), 2.5f * 32);
    ASSERT_EQ(patrol.route.size(), 2U);
    EXPECT_FLOAT_EQ(patrol.route[0].x_pixels(), 4.5f * 32);
    EXPECT_FLOAT_EQ(patrol.route[0].y_pixels(), 0.5f * 32);
    EXPECT_FLOAT_EQ(patrol.route[1].y_pixels(), 1.5f * 32);
    EXPECT_FLOAT_EQ(patrol.parameters.range->pixels(), 320);
    EXPECT_FLOAT_EQ(patrol.parameters.speed->pixels_per_second(), 60.5f);
    EXPECT_NEAR(patrol.parameters.facing->degrees(), -90, 1e-4);
    EXPECT_FALSE(patrol.parameters.sweep_rate.has_value());

    const levels::RobotSpawn& sweeper = level.robots[1];
    EXPECT_EQ(sweeper.kind, levels::RobotKind::Sweeper);
    EXPECT_NEAR(sweeper.parameters.sweep_rate->degrees_per_second(), -45, 1e-4);
    EXPECT_NEAR(sweeper.parameters.sweep_arc->degrees(), 180, 1e-4);
    EXPECT_DOUBLE_EQ(sweeper.parameters.fire_interval->seconds(), 0.75);
    EXPECT_TRUE(sweeper.route.empty());

    const levels::RobotSpawn& bolter = level.robots[2];
    EXPECT_EQ(bolter.kind, levels::RobotKind::Bolter);
    EXPECT_FLOAT_EQ(bolter.parameters.bolt_speed->pixels_per_second(), 400);
    EXPECT_EQ(bolter.parameters.health, 5);
    // Robots are listed in reading order: row by row, left to right.
    EXPECT_LT(sweeper.position.x_pixels(), bolter.position.x_pixels());
}

TEST(TextLevel, CommentsBlankLinesAndWindowsLineEndingsAreFine) {
    std::string text = small_level("// a comment in the header\n\nalpha_threshold: 64\n",
                                   "// the legend\n  #  wall=30\n\n  P  spawn=player\n", "#P\n\n// after the grid\n",
                                   "2 x 1");
    std::string crlf;
    for (const char c : text) {
        crlf += c == '\n' ? std::string{"\r\n"} : std::string{c};
    }
    const levels::Level level = levels::parse_text_level(crlf, "crlf.txt");
    EXPECT_EQ(level.alpha_threshold, 64);
    // The energy field (alpha about 70..90) is solid at threshold 64, passable at 128.
    EXPECT_EQ(level.collision.tile_class(0, 0), engine::TileClass::Full);
    const levels::Level default_threshold =
        levels::parse_text_level(small_level("", "  #  wall=30\n  P  spawn=player\n", "#P\n", "2 x 1"), "d.txt");
    EXPECT_EQ(default_threshold.collision.tile_class(0, 0), engine::TileClass::Empty);
}

TEST(TextLevel, AssetsCanComeFromMemory) {
    // A 2-tile, 4 px tileset that never touches the disk: tile 0 full, tile 1 empty.
    levels::AssetSource memory;
    std::filesystem::path asked;
    memory.read_image = [&](const std::filesystem::path& path) {
        asked = path;
        levels::RgbaImage image{8, 4, std::vector<std::uint8_t>(8 * 4 * 4, 0)};
        for (std::int32_t y = 0; y < 4; ++y) {
            for (std::int32_t x = 0; x < 4; ++x) {
                image.rgba[static_cast<std::size_t>((y * 8 + x) * 4 + 3)] = 255;
            }
        }
        return image;
    };
    const std::string text = "tilecast-level 1\nname: M\ntileset: art/t.png\ntile_size: 4\nsize: 3 x 1\n"
                             "legend:\n# wall=0\n. wall=1\nP spawn=player\ngrid:\n#.P\n";
    const levels::Level level = levels::parse_text_level(text, "dir/memory.txt", memory);
    EXPECT_EQ(asked, std::filesystem::path{"dir/art/t.png"});
    EXPECT_EQ(level.tile_size(), 4);
    EXPECT_EQ(level.collision.tile_class(0, 0), engine::TileClass::Full);
    EXPECT_EQ(level.collision.tile_class(1, 0), engine::TileClass::Empty);
    EXPECT_EQ(level.tileset_columns, 2);
}

TEST(TextLevel, LoadsFromDiskWithTheTilesetRelativeToTheLevel) {
    ScratchDir dir;
    std::filesystem::create_directories(dir / "art");
    std::filesystem::copy_file(tileset_png(), dir / "art" / "tiles.png");
    const auto file = dir.write("level.txt", "tilecast-level 1\nname: Disk\ntileset: art/tiles.png\ntile_size: 32\n"
                                             "size: 2 x 1\nlegend:\n  o  wall=16\n  P  spawn=player\ngrid:\noP\n");
    const levels::Level level = levels::load_text_level(file);
    EXPECT_EQ(level.name, "Disk");
    EXPECT_EQ(level.description, "");
    EXPECT_EQ(level.tileset_path, (dir / "art" / "tiles.png").lexically_normal());
    EXPECT_EQ(level.source, file);
    // The pillar's centre is solid, its corner is not: the mask came from the PNG's alpha.
    EXPECT_TRUE(level.collision.solid_pixel(16, 16));
    EXPECT_FALSE(level.collision.solid_pixel(1, 1));
}

} // namespace
