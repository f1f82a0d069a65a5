// What the fuzz targets of tests/fuzz/ found, one readable test per finding (the raw
// inputs are in tests/fuzz/corpus/<target>/regression_*; tests/fuzz/README.md lists them).
#include <engine/tilemap/circle_query.hpp>
#include <levels/load_error.hpp>
#include <levels/text_level.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>

namespace {

// fuzz_tile_queries, regression_circle_margin: an off-grid circle's centre is rounded to
// the 2^-10 grid and its radius rounded up, so it may yield tiles up to 3 * 2^-10 tile
// from the true disk — not 2^-9 as circle_query.hpp said (fixed: the comment now says
// 3 * 2^-10, and the contract is checked by the fuzzer and circle_query_test).
TEST(FuzzRegressions, OffGridCircleYieldsTilesWithinThreeUnitsOfTheDisk) {
    const engine::TileSpacePoint centre{0.2998779296875, 4.0 + 2.25 / 1024.0};
    const double radius = 1e-281;
    bool yields_own_tile = false;
    for (const engine::TileCoord tile : engine::tiles_in_circle(centre, radius)) {
        // The tile above the centre's (0, 3), whose bottom edge is 2.25 units away, is
        // yielded today; the contract allows it, and it must not be any farther.
        yields_own_tile = yields_own_tile || (tile.x == 0 && tile.y == 4);
        const double dy = std::max({static_cast<double>(tile.y) - centre.y, 0.0, centre.y - (tile.y + 1.0)});
        const double dx = std::max({static_cast<double>(tile.x) - centre.x, 0.0, centre.x - (tile.x + 1.0)});
        EXPECT_LE(std::hypot(dx, dy), radius + 3.0 / 1024.0) << tile.x << ", " << tile.y;
    }
    EXPECT_TRUE(yields_own_tile) << "the tile holding the disk is missing";
}

// fuzz_text_level, regression_tileset_path_not_utf8.txt: a text level whose tileset path
// held a byte that is not UTF-8 loaded, and then saving it as a Tiled map (what
// tilecast_level_convert does) threw nlohmann's "invalid UTF-8 byte" type_error. Fixed: the
// text loader refuses such a path at its line, as it already did for the name.
TEST(FuzzRegressions, ATilesetPathThatIsNotUtf8IsRefusedAtItsLine) {
    const std::string text = "tilecast-level 1\nname: Base\ndescription: ok\ntileset: \x96ileset.png\ntile_size: 32\n"
                             "size: 4 x 3\nlegend:\n  #  wall=0\n  .  none\n  P  spawn=player\ngrid:\n####\n#P.#\n####\n";
    try {
        (void)levels::parse_text_level(text, "fuzzed.txt");
        ADD_FAILURE() << "loaded";
    } catch (const levels::LoadError& error) {
        EXPECT_EQ(error.line(), 4);
        // Which byte, and where, follows in parentheses.
        EXPECT_EQ(error.problem().rfind("the tileset path is not valid UTF-8 text (byte 0x96 at byte ", 0), 0U)
            << error.problem();
    }
}

} // namespace
