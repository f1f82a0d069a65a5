// Tiled maps (tiled_level.hpp, tiled_writer.hpp): every layer encoding reads the same, the
// text and Tiled loaders agree on equivalent levels, and Tiled's details (firstgid, flip
// bits, object shapes, kinds, groups, layer roles) are honoured.
#include "level_compare.hpp"
#include "level_test_support.hpp"
#include "levels/encoding.hpp"
#include "levels/load_level.hpp"
#include "levels/text_level.hpp"
#include "levels/tiled_level.hpp"
#include "levels/tiled_writer.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <zlib.h>

#include <vector>

namespace {

using level_tests::expect_same_level;
using level_tests::levels_dir;
using level_tests::ScratchDir;
using level_tests::tileset_png;
using nlohmann::json;

std::vector<std::uint8_t> little_endian(const json& gids) {
    std::vector<std::uint8_t> bytes;
    for (const auto& gid : gids) {
        const auto value = gid.get<std::uint32_t>();
        for (int shift = 0; shift < 32; shift += 8) {
            bytes.push_back(static_cast<std::uint8_t>(value >> shift));
        }
    }
    return bytes;
}

// zlib and gzip streams made directly with zlib, not through the code under test.
std::vector<std::uint8_t> zlib_compress(const std::vector<std::uint8_t>& bytes, int window_bits) {
    z_stream stream{};
    EXPECT_EQ(deflateInit2(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, window_bits, 8, Z_DEFAULT_STRATEGY), Z_OK);
    std::vector<std::uint8_t> out(deflateBound(&stream, bytes.size()) + 64);
    stream.next_in = const_cast<Bytef*>(bytes.data());
    stream.avail_in = static_cast<uInt>(bytes.size());
    stream.next_out = out.data();
    stream.avail_out = static_cast<uInt>(out.size());
    EXPECT_EQ(deflate(&stream, Z_FINISH), Z_STREAM_END);
    out.resize(out.size() - stream.avail_out);
    deflateEnd(&stream);
    return out;
}

// The shipped Tiled level with every tile layer re-encoded; saved in `dir` with the tileset
// referenced by absolute path so it resolves from there.
std::filesystem::path reencoded_reactor(const ScratchDir& dir, const std::string& encoding) {
    json map = json::parse(level_tests::read_file(levels_dir() / "03_reactor_core.tmj"));
    map["tilesets"][0]["source"] = (levels_dir() / "tilecast.tsj").string();
    for (auto& layer : map["layers"]) {
        if (layer["type"] != "tilelayer") {
            continue;
        }
        const std::vector<std::uint8_t> bytes = little_endian(layer["data"]);
        layer["encoding"] = "base64";
        if (encoding == "base64") {
            layer["data"] = levels::base64_encode(bytes);
        } else if (encoding == "zlib") {
            layer["compression"] = "zlib";
            layer["data"] = levels::base64_encode(zlib_compress(bytes, 15));
        } else {
            layer["compression"] = "gzip";
            layer["data"] = levels::base64_encode(zlib_compress(bytes, 15 + 16));
        }
    }
    return dir.write("reactor_" + encoding + ".tmj", map.dump(1));
}

TEST(TiledLevel, ShippedMapUsesArraysAndAnExternalTileset) {
    const json map = json::parse(level_tests::read_file(levels_dir() / "03_reactor_core.tmj"));
    EXPECT_EQ(map["tilesets"][0]["source"], "tilecast.tsj");
    for (const auto& layer : map["layers"]) {
        if (layer["type"] == "tilelayer") {
            EXPECT_TRUE(layer["data"].is_array());
        }
    }
}

TEST(TiledLevel, Base64ZlibAndGzipLayersLoadLikeArrays) {
    ScratchDir dir;
    const levels::Level arrays = levels::load_level(levels_dir() / "03_reactor_core.tmj");
    for (const std::string encoding : {"base64", "zlib", "gzip"}) {
        SCOPED_TRACE(encoding);
        const levels::Level other = levels::load_level(reencoded_reactor(dir, encoding));
        expect_same_level(arrays, other);
    }
}

TEST(TiledLevel, EveryShippedLevelSurvivesTheWriterInEveryEncoding) {
    ScratchDir dir;
    for (const char* file : {"01_foundry.txt", "02_grate_works.txt", "03_reactor_core.tmj"}) {
        const levels::Level original = levels::load_level(levels_dir() / file);
        for (const auto encoding : {levels::LayerEncoding::Array, levels::LayerEncoding::Base64,
                                    levels::LayerEncoding::Base64Zlib, levels::LayerEncoding::Base64Gzip}) {
            for (const bool external : {false, true}) {
                SCOPED_TRACE(std::string{file} + " encoding " + std::to_string(static_cast<int>(encoding)) +
                             (external ? " external" : " embedded"));
                const auto map_file = dir / "written.tmj";
                levels::write_tiled_level(original, map_file,
                                          {encoding, external ? dir / "written.tsj" : std::filesystem::path{}});
                expect_same_level(original, levels::load_tiled_level(map_file));
            }
        }
    }
}

// The same 4 x 3 level written by hand in both formats, without the writer: a wall, a
// flipped slope, a rotated elbow, a floor, a player, a patrol robot with a route and settings.
constexpr const char* kTextTwin = R"(tilecast-level 1
name: Twin
description: the same level twice
tileset: TILESET
tile_size: 32
size: 4 x 3
floor: 32

legend:
  #  wall=0
  /  wall=8:h
  L  wall=24:r90
  .  none
  ,  floor=33
  P  spawn=player
  a  spawn=patrol route=0,1;-2,1 range=250 sweep_rate=10

grid:
#/L.
P.,a
....
)";

// gid = tile + firstgid (here 5); bit 31 = horizontal, 30 = vertical, 29 = diagonal.
// Tile 8 flipped h: 13 | 0x80000000 = 2147483661; tile 24 rotated 90° (h + d): 29 | 0xA0000000 = 2684354589.
constexpr const char* kTiledTwin = R"({
 "type": "map", "orientation": "orthogonal", "infinite": false,
 "width": 4, "height": 3, "tilewidth": 32, "tileheight": 32,
 "properties": [{"name": "name", "type": "string", "value": "Twin"},
                {"name": "description", "type": "string", "value": "the same level twice"}],
 "tilesets": [{"firstgid": 5, "name": "t", "tilewidth": 32, "tileheight": 32, "image": "TILESET",
               "imagewidth": 256, "imageheight": 160, "columns": 8, "tilecount": 40, "margin": 0, "spacing": 0}],
 "layers": [
  {"type": "group", "name": "art", "layers": [
    {"type": "tilelayer", "name": "floor", "width": 4, "height": 3,
     "data": [37, 37, 37, 37,  37, 37, 38, 37,  37, 37, 37, 37]}]},
  {"type": "tilelayer", "name": "Collision", "width": 4, "height": 3,
   "data": [5, 2147483661, 2684354589, 0,  0, 0, 0, 0,  0, 0, 0, 268435456]},
  {"type": "objectgroup", "name": "spawns", "objects": [
    {"id": 1, "type": "player", "x": 0, "y": 32, "width": 32, "height": 32},
    {"id": 2, "class": "patrol", "x": 112, "y": 48, "point": true,
     "properties": [{"name": "route", "type": "object", "value": 3},
                    {"name": "range", "type": "float", "value": 250},
                    {"name": "sweep_rate", "type": "int", "value": 10}]},
    {"id": 3, "x": 112, "y": 48, "polyline": [{"x": 0, "y": 0}, {"x": 0, "y": 32}, {"x": -64, "y": 32}]}]}]
})";

std::string with_tileset(std::string text) {
    const std::string marker = "TILESET";
    text.replace(text.find(marker), marker.size(), tileset_png().string());
    return text;
}

TEST(TiledLevel, TextAndTiledLoadersAgreeOnAnEquivalentLevel) {
    const levels::Level text = levels::parse_text_level(with_tileset(kTextTwin), "twin.txt");
    std::string tiled_text = with_tileset(kTiledTwin);
    // The last collision gid, 0x10000000, is "no tile" with only the hexagonal-rotation bit
    // set, which Tiled ignores in orthogonal maps.
    const levels::Level tiled = levels::parse_tiled_level(tiled_text, "twin.tmj");
    expect_same_level(text, tiled);
    EXPECT_EQ(tiled.collision.placed(1, 0), (engine::PlacedTile{8, {.horizontal = true}}));
    EXPECT_EQ(tiled.collision.placed(2, 0), (engine::PlacedTile{24, {.horizontal = true, .diagonal = true}}));
    EXPECT_EQ(tiled.robots[0].origin, "twin.tmj: layers[2].objects[1]");
}

TEST(TiledLevel, ObjectShapesSpawnWhereTiledDrawsThem) {
    json map = json::parse(with_tileset(kTiledTwin));
    auto& objects = map["layers"][2]["objects"];
    // A rectangle spawns at its centre (the player above: (16, 48)); a tile object's (x, y) is
    // its bottom-left corner; an ellipse spawns at its centre; `kind` beats the class.
    objects.push_back({{"id", 4}, {"type", "sweeper"}, {"gid", 17}, {"x", 64}, {"y", 96}, {"width", 32}, {"height", 32}});
    objects.push_back({{"id", 5}, {"type", "patrol"}, {"ellipse", true}, {"x", 0}, {"y", 64}, {"width", 20}, {"height", 10},
                       {"properties", json::array({{{"name", "kind"}, {"type", "string"}, {"value", "bolter"}}})}});
    const levels::Level level = levels::parse_tiled_level(map.dump(), "shapes.tmj");
    EXPECT_FLOAT_EQ(level.player_spawns[0].position.x_pixels(), 16);
    EXPECT_FLOAT_EQ(level.player_spawns[0].position.y_pixels(), 48);
    ASSERT_EQ(level.robots.size(), 3U);
    EXPECT_EQ(level.robots[1].kind, levels::RobotKind::Sweeper);
    EXPECT_FLOAT_EQ(level.robots[1].position.x_pixels(), 80);
    EXPECT_FLOAT_EQ(level.robots[1].position.y_pixels(), 80);
    EXPECT_EQ(level.robots[2].kind, levels::RobotKind::Bolter);
    EXPECT_FLOAT_EQ(level.robots[2].position.x_pixels(), 10);
    EXPECT_FLOAT_EQ(level.robots[2].position.y_pixels(), 69);
}

TEST(TiledLevel, LayersBelowCollisionAreBackgroundAboveAreForeground) {
    json map = json::parse(with_tileset(kTiledTwin));
    map["layers"].push_back({{"type", "tilelayer"}, {"name", "top"}, {"width", 4}, {"height", 3},
                             {"data", {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 42}}});
    const levels::Level level = levels::parse_tiled_level(map.dump(), "layers.tmj");
    ASSERT_EQ(level.background_layers.size(), 1U);
    ASSERT_EQ(level.foreground_layers.size(), 1U);
    EXPECT_EQ(level.background_layers[0].tiles(2, 1).type, 33);
    EXPECT_EQ(level.foreground_layers[0].tiles(3, 2).type, 37);
}

TEST(TiledLevel, ASingleTileLayerIsTheCollisionLayerWhateverItsName) {
    json map = json::parse(with_tileset(kTiledTwin));
    map["layers"].erase(0);
    map["layers"][0]["name"] = "walls";
    const levels::Level level = levels::parse_tiled_level(map.dump(), "single.tmj");
    EXPECT_EQ(level.collision.placed(0, 0).type, 0);
    EXPECT_TRUE(level.background_layers.empty());
}

TEST(TiledLevel, ExternalTilesetImagePathIsRelativeToTheTsj) {
    ScratchDir dir;
    std::filesystem::create_directories(dir / "maps");
    std::filesystem::create_directories(dir / "sets" / "img");
    std::filesystem::copy_file(tileset_png(), dir / "sets" / "img" / "t.png");
    dir.write("sets/t.tsj", R"({"type": "tileset", "tilewidth": 32, "tileheight": 32, "image": "img/t.png"})");
    json map = json::parse(with_tileset(kTiledTwin));
    map["tilesets"] = json::array({{{"firstgid", 5}, {"source", "../sets/t.tsj"}}});
    const auto file = dir.write("maps/m.tmj", map.dump());
    const levels::Level level = levels::load_level(file);
    EXPECT_EQ(level.tileset_path, (dir / "sets" / "img" / "t.png").lexically_normal());
    EXPECT_EQ(level.collision.placed(0, 0).type, 0);
}

} // namespace
