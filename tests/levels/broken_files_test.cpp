// The broken-file catalogue: every way a level, tileset or PNG can be wrong gives a
// levels::LoadError naming the file and the line (text) or JSON path (Tiled) and saying what
// is wrong — never a crash, a hang or a huge allocation.
#include "level_test_support.hpp"
#include "levels/load_level.hpp"
#include "levels/png_image.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <functional>
#include <random>

namespace {

using level_tests::contains;
using level_tests::load_error_of;
using level_tests::ScratchDir;
using level_tests::tileset_png;
using nlohmann::json;

// ---------------------------------------------------------------------------------------
// Text levels
// ---------------------------------------------------------------------------------------

// A valid level; line numbers below refer to it.
//  1 tilecast-level 1        6 size: 4 x 3          11 grid:
//  2 name: Base              7 legend:              12 ####
//  3 description: ok         8   #  wall=0          13 #P.#
//  4 tileset: <png>          9   .  none            14 ####
//  5 tile_size: 32          10   P  spawn=player
std::string base_text(const std::string& tileset = tileset_png().string()) {
    return "tilecast-level 1\nname: Base\ndescription: ok\ntileset: " + tileset +
           "\ntile_size: 32\nsize: 4 x 3\nlegend:\n  #  wall=0\n  .  none\n  P  spawn=player\ngrid:\n####\n#P.#\n####\n";
}

std::string replace_line(const std::string& text, int line, const std::string& with) {
    std::string out;
    int number = 1;
    std::size_t start = 0;
    while (start < text.size()) {
        const auto end = text.find('\n', start);
        const std::string content = text.substr(start, end - start);
        out += (number == line ? with : content) + "\n";
        start = end + 1;
        ++number;
    }
    return out;
}

struct TextCase {
    const char* name;
    std::function<std::string(const ScratchDir&)> contents;
    std::optional<std::int64_t> line;   // nullopt: a whole-file problem
    std::optional<std::int64_t> column; // checked when set
    const char* says;                   // part of the problem text
};

std::vector<TextCase> text_cases() {
    return {
        {"empty file", [](const ScratchDir&) { return std::string{}; }, std::nullopt, std::nullopt, "the file is empty"},
        {"truncated in the grid",
         [](const ScratchDir&) {
             const std::string text = base_text();
             return text.substr(0, text.find("#P.#"));
         },
         13, std::nullopt, "ends after 1 of the 3 grid rows (truncated?)"},
        {"truncated in the header",
         [](const ScratchDir&) { return base_text().substr(0, 40); }, 4, std::nullopt, "before the 'legend:' line"},
        {"truncated in the legend",
         [](const ScratchDir&) {
             const std::string text = base_text();
             return text.substr(0, text.find("grid:"));
         },
         11, std::nullopt, "before the 'grid:' line"},
        {"binary garbage",
         [](const ScratchDir&) {
             std::mt19937 random{42};
             std::string bytes(4096, '\0');
             for (auto& byte : bytes) {
                 byte = static_cast<char>(random());
             }
             bytes[0] = 't'; // whatever it starts with, a control byte soon stops it
             return bytes;
         },
         1, std::nullopt, "is not allowed in a level file (is this a binary file?)"},
        {"NUL byte in a row", [](const ScratchDir&) { return replace_line(base_text(), 13, std::string{"#P\0#", 4}); }, 13, 3,
         "byte 0x00"},
        {"not a level at all", [](const ScratchDir&) { return std::string{"hello\nworld\n"}; }, 1, std::nullopt,
         "expected 'tilecast-level 1'"},
        {"future format version", [](const ScratchDir&) { return replace_line(base_text(), 1, "tilecast-level 2"); }, 1,
         std::nullopt, "unsupported format version '2'"},
        {"huge dimensions", [](const ScratchDir&) { return replace_line(base_text(), 6, "size: 100000 x 100000"); }, 6,
         std::nullopt, "outside the limits: each side must be 1..4096 tiles"},
        {"negative dimensions", [](const ScratchDir&) { return replace_line(base_text(), 6, "size: -4 x 3"); }, 6,
         std::nullopt, "outside the limits"},
        {"malformed size", [](const ScratchDir&) { return replace_line(base_text(), 6, "size: four by three"); }, 6,
         std::nullopt, "size must look like '40 x 24'"},
        {"unknown character", [](const ScratchDir&) { return replace_line(base_text(), 13, "#PQ#"); }, 13, 3,
         "character 'Q' is not in the legend"},
        {"tab in the grid", [](const ScratchDir&) { return replace_line(base_text(), 13, "#P\t#"); }, 13, 3,
         "byte 0x09 is not in the legend"},
        {"row too short", [](const ScratchDir&) { return replace_line(base_text(), 13, "#P#"); }, 13, std::nullopt,
         "grid row 2 has 3 characters, expected 4"},
        {"row too long", [](const ScratchDir&) { return replace_line(base_text(), 13, "#P..#"); }, 13, std::nullopt,
         "grid row 2 has 5 characters, expected 4"},
        {"more rows than the size says", [](const ScratchDir&) { return base_text() + "####\n"; }, 15, std::nullopt,
         "unexpected text after the 3 grid rows"},
        {"missing tileset PNG",
         [](const ScratchDir& dir) { return base_text((dir / "missing.png").string()); }, 4, std::nullopt,
         "missing.png: cannot open the file (it does not exist)"},
        {"tileset is not a PNG",
         [](const ScratchDir& dir) { return base_text(dir.write("fake.png", "GIF89a not a png").string()); }, 4,
         std::nullopt, "not a PNG file"},
        {"tileset PNG with a lying header",
         [](const ScratchDir& dir) {
             // Signature, IHDR length 13, "IHDR", width 100000, height 100000, then nothing.
             const unsigned char bytes[] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R',
                                            0, 0x01, 0x86, 0xA0, 0, 0x01, 0x86, 0xA0, 8, 6, 0, 0, 0};
             const std::string header(reinterpret_cast<const char*>(bytes), sizeof bytes);
             return base_text(dir.write("huge.png", header).string());
         },
         4, std::nullopt, "the PNG says it is 100000 x 100000 px"},
        {"truncated tileset PNG",
         [](const ScratchDir& dir) {
             const std::string png = level_tests::read_file(tileset_png());
             return base_text(dir.write("cut.png", png.substr(0, png.size() / 2)).string());
         },
         4, std::nullopt, "cannot decode the PNG"},
        {"tileset PNG not a whole number of tiles",
         [](const ScratchDir& dir) {
             levels::RgbaImage odd{50, 40, std::vector<std::uint8_t>(50 * 40 * 4, 255)};
             levels::save_png(odd, dir / "odd.png");
             return base_text((dir / "odd.png").string());
         },
         4, std::nullopt, "is 50 x 40 px, which is not a whole number of 32 px tiles"},
        {"tile size zero", [](const ScratchDir&) { return replace_line(base_text(), 5, "tile_size: 0"); }, 5, std::nullopt,
         "the tile size must be 1..64 px, got 0"},
        {"tile size negative", [](const ScratchDir&) { return replace_line(base_text(), 5, "tile_size: -32"); }, 5,
         std::nullopt, "got -32"},
        {"tile size too large", [](const ScratchDir&) { return replace_line(base_text(), 5, "tile_size: 128"); }, 5,
         std::nullopt, "got 128"},
        {"tile size not a number", [](const ScratchDir&) { return replace_line(base_text(), 5, "tile_size: 32px"); }, 5,
         std::nullopt, "whole number of pixels"},
        {"unknown header key", [](const ScratchDir&) { return replace_line(base_text(), 3, "descriptoin: typo"); }, 3,
         std::nullopt, "unknown key 'descriptoin'"},
        {"header key twice", [](const ScratchDir&) { return replace_line(base_text(), 3, "name: Again"); }, 3, std::nullopt,
         "'name' is given twice (first on line 2)"},
        {"missing size", [](const ScratchDir&) { return replace_line(base_text(), 6, "// no size"); }, 7, std::nullopt,
         "the header has no 'size:' line"},
        {"legend character twice", [](const ScratchDir&) { return replace_line(base_text(), 9, "  #  wall=1"); }, 9, 3,
         "'#' is already in the legend (line 8)"},
        {"legend tile not in the tileset", [](const ScratchDir&) { return replace_line(base_text(), 8, "  #  wall=40"); },
         8, std::nullopt, "wall tile 40 is not in the tileset (it has tiles 0..39)"},
        {"legend flip letters wrong", [](const ScratchDir&) { return replace_line(base_text(), 8, "  #  wall=0:hh"); }, 8,
         std::nullopt, "wall must be a tile number"},
        {"unknown legend key", [](const ScratchDir&) { return replace_line(base_text(), 8, "  #  wal=0"); }, 8, std::nullopt,
         "unknown legend key 'wal'"},
        {"unknown spawn kind", [](const ScratchDir&) { return replace_line(base_text(), 10, "  P  spawn=dragon"); }, 10,
         std::nullopt, "unknown spawn 'dragon'"},
        {"spawn inside a wall", [](const ScratchDir&) { return replace_line(base_text(), 10, "  P  spawn=player wall=0"); },
         10, std::nullopt, "a spawn cell cannot also hold a wall tile"},
        {"robot setting out of range",
         [](const ScratchDir&) { return replace_line(base_text(), 9, "  .  spawn=patrol range=-5"); }, 9, std::nullopt,
         "robot parameter range must be in (0, 1e6] px, got -5"},
        {"robot setting not a number",
         [](const ScratchDir&) { return replace_line(base_text(), 9, "  .  spawn=sweeper sweep_rate=nan"); }, 9,
         std::nullopt, "sweep_rate must be a finite number, got 'nan'"},
        {"route leaves the map",
         [](const ScratchDir&) { return replace_line(base_text(), 9, "  .  spawn=patrol route=5,0"); }, 13, 3,
         "waypoint 1 of this robot's route (legend line 9) is tile (7, 1), outside the map"},
        {"malformed route", [](const ScratchDir&) { return replace_line(base_text(), 9, "  .  spawn=patrol route=1;2"); },
         9, std::nullopt, "route must be tile offsets"},
        {"file larger than the limit",
         [](const ScratchDir&) { return base_text() + std::string(levels::Limits::kMaxFileBytes, '/'); }, std::nullopt,
         std::nullopt, "larger than the limit of 16777216 bytes"},
        // Added with the bad-input catalogue (tests/BAD_INPUTS.md):
        {"tileset path not UTF-8 (found by fuzzing)",
         [](const ScratchDir&) { return replace_line(base_text(), 4, "tileset: \x96tileset.png"); }, 4, std::nullopt,
         "the tileset path is not valid UTF-8 text"},
        {"tileset PNG is a directory",
         [](const ScratchDir& dir) {
             std::filesystem::create_directories(dir / "folder.png");
             return base_text((dir / "folder.png").string());
         },
         4, std::nullopt, "folder.png: cannot open the file (it is a directory)"},
        {"tile size NaN", [](const ScratchDir&) { return replace_line(base_text(), 5, "tile_size: nan"); }, 5, std::nullopt,
         "tile_size must be a whole number of pixels, got 'nan'"},
        {"size infinite", [](const ScratchDir&) { return replace_line(base_text(), 6, "size: inf x 3"); }, 6, std::nullopt,
         "size must look like '40 x 24'"},
        {"size 1e30", [](const ScratchDir&) { return replace_line(base_text(), 6, "size: 1e30 x 3"); }, 6, std::nullopt,
         "size must look like '40 x 24'"},
        {"robot setting infinite", [](const ScratchDir&) { return replace_line(base_text(), 9, "  .  spawn=patrol range=inf"); },
         9, std::nullopt, "range must be a finite number, got 'inf'"},
        {"robot setting -infinite",
         [](const ScratchDir&) { return replace_line(base_text(), 9, "  .  spawn=bolter bolt_speed=-inf"); }, 9,
         std::nullopt, "bolt_speed must be a finite number, got '-inf'"},
        {"robot setting 1e30", [](const ScratchDir&) { return replace_line(base_text(), 9, "  .  spawn=patrol speed=1e30"); },
         9, std::nullopt, "speed must be in [0, 1e6] px/s, got 1e+30"},
    };
}

TEST(BrokenTextLevels, EachGivesItsErrorWithFileAndLine) {
    for (const TextCase& c : text_cases()) {
        SCOPED_TRACE(c.name);
        ScratchDir dir;
        const auto file = dir.write("broken.txt", c.contents(dir));
        const auto error = load_error_of([&] { (void)levels::load_level(file); });
        ASSERT_TRUE(error.has_value());
        EXPECT_EQ(error->file(), file);
        EXPECT_TRUE(contains(error->problem(), c.says)) << "problem: " << error->problem();
        EXPECT_EQ(error->line(), c.line) << error->what();
        if (c.column) {
            EXPECT_EQ(error->column(), c.column) << error->what();
        }
        // what() starts with "file:line:" (or "file:" for whole-file problems).
        std::string prefix = file.string();
        if (c.line) {
            prefix += ':';
            prefix += std::to_string(*c.line);
            prefix += ':';
        } else {
            prefix += ": ";
        }
        EXPECT_TRUE(std::string{error->what()}.starts_with(prefix)) << error->what();
    }
}

TEST(BrokenTextLevels, MissingOrUnreadableLevelFiles) {
    ScratchDir dir;
    auto error = load_error_of([&] { (void)levels::load_level(dir / "nowhere.txt"); });
    ASSERT_TRUE(error);
    EXPECT_TRUE(contains(error->what(), "nowhere.txt: cannot open the file (it does not exist)")) << error->what();
    std::filesystem::create_directories(dir / "folder.txt");
    error = load_error_of([&] { (void)levels::load_level(dir / "folder.txt"); });
    ASSERT_TRUE(error);
    EXPECT_TRUE(contains(error->what(), "it is a directory")) << error->what();
    error = load_error_of([&] { (void)levels::load_level(dir.write("level.bin", "\x7f" "ELF")); });
    ASSERT_TRUE(error);
    EXPECT_TRUE(contains(error->what(), "not a level")) << error->what();
}

// ---------------------------------------------------------------------------------------
// Tiled maps
// ---------------------------------------------------------------------------------------

json base_tileset() {
    return {{"type", "tileset"}, {"name", "t"}, {"tilewidth", 32}, {"tileheight", 32}, {"image", tileset_png().string()},
            {"imagewidth", 256}, {"imageheight", 160}, {"columns", 8}, {"tilecount", 40}, {"margin", 0}, {"spacing", 0}};
}

// A valid 3 x 2 map using the external tileset "set.tsj" beside it.
json base_map() {
    return json::parse(R"({
     "type": "map", "orientation": "orthogonal", "infinite": false,
     "width": 3, "height": 2, "tilewidth": 32, "tileheight": 32,
     "tilesets": [{"firstgid": 1, "source": "set.tsj"}],
     "layers": [
      {"type": "tilelayer", "name": "collision", "width": 3, "height": 2, "data": [1, 1, 1, 0, 0, 17]},
      {"type": "objectgroup", "name": "spawns", "objects": [
        {"id": 1, "type": "player", "x": 16, "y": 48, "point": true},
        {"id": 2, "type": "patrol", "x": 48, "y": 48, "point": true,
         "properties": [{"name": "route", "type": "object", "value": 3}]},
        {"id": 3, "x": 48, "y": 48, "polyline": [{"x": 0, "y": 0}, {"x": 10, "y": 0}]}]}]
    })");
}

struct TiledCase {
    const char* name;
    std::function<void(json& map, json& tileset)> edit; // change the valid files
    const char* faulty_file;                             // "map" or "tileset"
    std::optional<std::string> json_path;                // nullopt: a line/column or whole-file problem
    const char* says;
    std::function<std::string(const json& map)> raw_map = nullptr; // replaces the map text entirely
};

std::vector<TiledCase> tiled_cases() {
    using J = json;
    return {
        {"bad JSON", [](J&, J&) {}, "map", std::nullopt, "invalid JSON",
         [](const J& map) {
             std::string text = map.dump(1);
             return text.substr(0, text.size() - 3) + "]";
         }},
        {"truncated map", [](J&, J&) {}, "map", std::nullopt, "invalid JSON",
         [](const J& map) { return map.dump(1).substr(0, 200); }},
        {"empty map", [](J&, J&) {}, "map", std::nullopt, "the file is empty", [](const J&) { return std::string{}; }},
        {"binary garbage", [](J&, J&) {}, "map", std::nullopt, "invalid JSON",
         [](const J&) {
             std::string bytes(2048, '\0');
             std::mt19937 random{9};
             for (auto& byte : bytes) {
                 byte = static_cast<char>(random());
             }
             return "{" + bytes;
         }},
        {"number too large for a double", [](J&, J&) {}, "map", std::nullopt, "number overflow",
         [](const J& map) {
             std::string text = map.dump();
             text.replace(text.find("\"width\":3"), 9, "\"width\":1e999");
             return text;
         }},
        {"deeply nested JSON", [](J&, J&) {}, "map", std::nullopt, "nested more than 64 levels deep",
         [](const J&) { return std::string(200000, '[') + std::string(200000, ']'); }},
        {"huge width", [](J& map, J&) { map["width"] = 5000000000LL; }, "map", "width", "must be"},
        {"width over the limit", [](J& map, J&) { map["width"] = 5000; }, "map", "width",
         "outside the limits: each side must be 1..4096 tiles"},
        {"height zero", [](J& map, J&) { map["height"] = 0; }, "map", "height", "the map size 3 x 0 is outside the limits"},
        {"tile size zero", [](J& map, J&) { map["tilewidth"] = 0; }, "map", "tilewidth", "the tile size must be 1..64 px, got 0"},
        {"tile size negative", [](J& map, J&) { map["tileheight"] = -32; }, "map", "tileheight", "got -32"},
        {"tiles not square", [](J& map, J&) { map["tileheight"] = 16; }, "map", "tileheight", "tiles must be square"},
        {"width not a number", [](J& map, J&) { map["width"] = "three"; }, "map", "width", "expected a whole number, got a string"},
        {"missing layers", [](J& map, J&) { map.erase("layers"); }, "map", "layers", "is missing"},
        {"isometric", [](J& map, J&) { map["orientation"] = "isometric"; }, "map", "orientation",
         "the map is isometric, but Tilecast reads orthogonal maps only"},
        {"hexagonal", [](J& map, J&) { map["orientation"] = "hexagonal"; }, "map", "orientation", "the map is hexagonal"},
        {"infinite without chunks",
         [](J& map, J&) {
             map["infinite"] = true;
             map["layers"][0].erase("data");
             map["layers"][0]["chunks"] = J::array();
         },
         "map", "layers", "the infinite map has no tile chunks"},
        {"layer data too short", [](J& map, J&) { map["layers"][0]["data"].erase(5); }, "map", "layers[0].data",
         "has 5 entries, expected 6 (3 x 2)"},
        {"layer of the wrong size", [](J& map, J&) { map["layers"][0]["width"] = 4; }, "map", "layers[0].width",
         "must equal the map's, 3"},
        {"gid not in the tileset", [](J& map, J&) { map["layers"][0]["data"][4] = 41; }, "map", "layers[0].data[4]",
         "gid 41 is not in the tileset (its gids are 1..40)"},
        {"gid negative", [](J& map, J&) { map["layers"][0]["data"][2] = -1; }, "map", "layers[0].data[2]", "must be 0..4294967295"},
        {"gid not a number", [](J& map, J&) { map["layers"][0]["data"][1] = "x"; }, "map", "layers[0].data[1]",
         "expected a whole number"},
        {"unknown compression",
         [](J& map, J&) {
             map["layers"][0]["encoding"] = "base64";
             map["layers"][0]["compression"] = "lz4";
             map["layers"][0]["data"] = "KLUv/QBYAAA=";
         },
         "map", "layers[0].compression", "unsupported compression \"lz4\": use zlib, gzip, zstd or none"},
        {"zstd data cut short",
         [](J& map, J&) {
             map["layers"][0]["encoding"] = "base64";
             map["layers"][0]["compression"] = "zstd";
             map["layers"][0]["data"] = "KLUv/QBYAAA=";
         },
         "map", "layers[0].data", "cannot decode the layer: zstd: the compressed data ends early"},
        {"bad base64",
         [](J& map, J&) {
             map["layers"][0]["encoding"] = "base64";
             map["layers"][0]["data"] = "AQAA*AAA";
         },
         "map", "layers[0].data", "cannot decode the layer: base64: '*' at offset 4"},
        {"base64 of the wrong length",
         [](J& map, J&) {
             map["layers"][0]["encoding"] = "base64";
             map["layers"][0]["data"] = "AQAAAAEAAAA=";
         },
         "map", "layers[0].data", "the data has 8 bytes, expected 24"},
        {"zlib data that is not zlib",
         [](J& map, J&) {
             map["layers"][0]["encoding"] = "base64";
             map["layers"][0]["compression"] = "zlib";
             map["layers"][0]["data"] = "AQAAAAEAAAA=";
         },
         "map", "layers[0].data", "the compressed data is damaged"},
        {"unknown encoding", [](J& map, J&) { map["layers"][0]["encoding"] = "hex"; }, "map", "layers[0].encoding",
         "unknown encoding \"hex\""},
        {"gid beyond every tileset",
         [](J& map, J& tileset) {
             map["tilesets"].push_back({{"firstgid", 41}, {"source", "set.tsj"}});
             map["layers"][0]["data"][4] = 81;
             (void)tileset;
         },
         "map", "layers[0].data[4]", "gid 81 is not in any tileset (their gids are 1..40, 41..80)"},
        {"missing external tileset", [](J& map, J&) { map["tilesets"][0]["source"] = "gone.tsj"; }, "map",
         "tilesets[0].source", "cannot read the tileset"},
        {"missing XML tileset", [](J& map, J&) { map["tilesets"][0]["source"] = "set.tsx"; }, "map",
         "tilesets[0].source", "cannot read the tileset"},
        {"tileset with bad JSON", [](J&, J& tileset) { tileset = "BROKEN"; }, "tileset", std::nullopt, "invalid JSON"},
        {"tileset tile size zero", [](J&, J& tileset) { tileset["tilewidth"] = 0; }, "tileset", "tilewidth",
         "the tile size must be 1..4096 px, got 0"},
        {"tileset without an image", [](J&, J& tileset) { tileset.erase("image"); }, "map", "layers[0].data[0]",
         "gid 1 is in the tileset \"t\", which has no image and no tiles"},
        // A missing tileset image is a warning when the tileset says its size (tiled_rules_test.cpp);
        // without any size there is nothing to stand in for it.
        {"missing tileset PNG of no declared size",
         [](J&, J& tileset) {
             tileset["image"] = "nope.png";
             tileset.erase("imagewidth");
             tileset.erase("imageheight");
             tileset.erase("columns");
         },
         "tileset", "image", "nope.png: it does not exist, and the map declares no usable size for it"},
        // A stale declared size is not an error (the image wins, tiled_rules_test.cpp); a
        // smaller image than declared leaves placed gids without a tile.
        {"tileset PNG smaller than its tiles' gids",
         [](J&, J& tileset) { tileset["image"] = "odd.png"; }, "map", "layers[0].data[5]",
         "gid 17 is not in the tileset (its gids are 1..1)"},
        {"a file that is a tileset, not a map", [](J& map, J&) { map["type"] = "tileset"; }, "map", "type",
         "(is this a tileset?)"},
        // A start object outside the map or in a wall is skipped (tiled_rules_test.cpp); a robot is refused.
        {"robot outside the map", [](J& map, J&) { map["layers"][1]["objects"][1]["x"] = -5; }, "map",
         "layers[1].objects[1]", "is outside the map"},
        {"robot inside a wall", [](J& map, J&) { map["layers"][1]["objects"][1]["y"] = 16; }, "map",
         "layers[1].objects[1]", "is inside a wall"},
        {"route to a missing object",
         [](J& map, J&) { map["layers"][1]["objects"][1]["properties"][0]["value"] = 99; }, "map",
         "layers[1].objects[1].properties[0].value", "no object has this id"},
        // An id no integer can hold (converting it was undefined behaviour, reported by UBSan).
        {"route to an id of 1e30",
         [](J& map, J&) { map["layers"][1]["objects"][1]["properties"][0]["value"] = 1e30; }, "map",
         "layers[1].objects[1].properties[0].value", "no object has this id"},
        {"route to an id of 2.5",
         [](J& map, J&) { map["layers"][1]["objects"][1]["properties"][0]["value"] = 2.5; }, "map",
         "layers[1].objects[1].properties[0].value", "no object has this id"},
        {"route leaves the map",
         [](J& map, J&) { map["layers"][1]["objects"][2]["polyline"][1]["x"] = 500; }, "map",
         "layers[1].objects[2].polyline[1]", "is outside the map"},
        {"unknown robot property",
         [](J& map, J&) {
             map["layers"][1]["objects"][1]["properties"].push_back({{"name", "rnage"}, {"type", "float"}, {"value", 3}});
         },
         "map", "layers[1].objects[1].properties[1]", "unknown robot property 'rnage'"},
        {"robot property out of range",
         [](J& map, J&) {
             map["layers"][1]["objects"][1]["properties"].push_back({{"name", "health"}, {"type", "int"}, {"value", 0}});
         },
         "map", "layers[1].objects[1].properties[1].value", "health must be a whole number 1..1000"},
        {"spawn at NaN-like coordinates", [](J& map, J&) { map["layers"][1]["objects"][0]["x"] = "NaN"; }, "map",
         "layers[1].objects[0].x", "expected a number, got a string"},
        // Added with the bad-input catalogue (tests/BAD_INPUTS.md):
        {"map larger than the limit", [](J&, J&) {}, "map", std::nullopt, "larger than the limit of 16777216 bytes",
         [](const J& map) { return map.dump() + std::string(levels::Limits::kMaxFileBytes, ' '); }},
        {"tileset PNG is a directory", [](J&, J& tileset) { tileset["image"] = level_tests::source_dir().string(); },
         "tileset", "image", "cannot open the file (it is a directory)"},
        {"robot at 1e30", [](J& map, J&) { map["layers"][1]["objects"][1]["x"] = 1e30; }, "map", "layers[1].objects[1]",
         "is outside the map"},
        {"tile size 1e30", [](J& map, J&) { map["tilewidth"] = 1e30; }, "map", "tilewidth", "expected a whole number"},
        {"robot property 1e30",
         [](J& map, J&) {
             map["layers"][1]["objects"][1]["properties"].push_back({{"name", "range"}, {"type", "float"}, {"value", 1e30}});
         },
         "map", "layers[1].objects[1].properties[1].value", "range must be in (0, 1e6] px"},
    };
}

TEST(BrokenTiledLevels, EachGivesItsErrorWithFileAndJsonPath) {
    for (const TiledCase& c : tiled_cases()) {
        SCOPED_TRACE(c.name);
        ScratchDir dir;
        json map = base_map();
        json tileset = base_tileset();
        levels::save_png(levels::RgbaImage{50, 40, std::vector<std::uint8_t>(50 * 40 * 4, 255)}, dir / "odd.png");
        c.edit(map, tileset);
        const auto tsj = dir.write("set.tsj", tileset.is_string() ? tileset.get<std::string>() : tileset.dump(1));
        const auto tmj = dir.write("map.tmj", c.raw_map ? c.raw_map(map) : map.dump(1));
        const auto error = load_error_of([&] { (void)levels::load_level(tmj); });
        ASSERT_TRUE(error.has_value());
        EXPECT_EQ(error->file(), std::string{c.faulty_file} == "map" ? tmj : tsj) << error->what();
        EXPECT_TRUE(contains(error->problem(), c.says)) << "problem: " << error->problem();
        EXPECT_EQ(error->json_path(), c.json_path) << error->what();
        if (c.json_path) {
            EXPECT_TRUE(std::string{error->what()}.starts_with(error->file().string() + ": " + *c.json_path + ": "))
                << error->what();
        }
    }
}

TEST(BrokenTiledLevels, MalformedJsonIsReportedAtItsLineAndColumn) {
    ScratchDir dir;
    const auto tmj = dir.write("map.tmj", "{\n  \"width\": 3,\n  \"height\": ,\n}\n");
    const auto error = load_error_of([&] { (void)levels::load_level(tmj); });
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(error->line(), 3);
    EXPECT_EQ(error->column(), 13);
    EXPECT_TRUE(std::string{error->what()}.starts_with(tmj.string() + ":3:13: invalid JSON")) << error->what();
}

} // namespace
