// Rectangle query against a brute-force half-open overlap test in integers.

#include "exact_reference.hpp"

#include <engine/tilemap/rect_query.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <random>
#include <stdexcept>
#include <vector>
#include "../support/collect_tiles.hpp"


namespace {

using engine::TileCoord;
using tilemap_test::FixedPoint;
using tilemap_test::kUnit;

// Tile i meets the half-open extent [low, high) (2^-10 units); an empty extent is
// the point `low`, which belongs to the tile containing it.
bool axis_overlaps(std::int64_t i, std::int64_t low, std::int64_t high) {
    const std::int64_t tile_low = i * kUnit, tile_high = tile_low + kUnit;
    if (low == high) {
        return tile_low <= low && low < tile_high;
    }
    return tile_low < high && low < tile_high;
}

// The reference: every tile near the rectangle, tested one by one, row-major.
std::vector<TileCoord> reference_rect(FixedPoint a, FixedPoint b, const engine::TileRect* clip = nullptr) {
    const std::int64_t low_x = std::min(a.x, b.x), high_x = std::max(a.x, b.x);
    const std::int64_t low_y = std::min(a.y, b.y), high_y = std::max(a.y, b.y);
    std::vector<TileCoord> tiles;
    for (std::int64_t j = tilemap_test::floor_div(low_y, kUnit) - 2; j <= tilemap_test::floor_div(high_y, kUnit) + 2; ++j) {
        for (std::int64_t i = tilemap_test::floor_div(low_x, kUnit) - 2; i <= tilemap_test::floor_div(high_x, kUnit) + 2; ++i) {
            if (axis_overlaps(i, low_x, high_x) && axis_overlaps(j, low_y, high_y) && (!clip || clip->contains(i, j))) {
                tiles.push_back({static_cast<std::int32_t>(i), static_cast<std::int32_t>(j)});
            }
        }
    }
    return tiles;
}

using test_support::collect_tiles;

FixedPoint random_point(std::mt19937_64& random, int n) {
    FixedPoint p{tilemap_test::random_between(random, -20 * kUnit, 20 * kUnit),
                 tilemap_test::random_between(random, -20 * kUnit, 20 * kUnit)};
    if (n % 3 == 0) {
        p.x = p.x / kUnit * kUnit; // on a grid line
    }
    if (n % 5 == 0) {
        p.y = p.y / kUnit * kUnit;
    }
    return p;
}

TEST(RectQuery, EqualsBruteForceForCornersInAnyOrder) {
    std::mt19937_64 random{11};
    for (int n = 0; n < 5000; ++n) {
        const FixedPoint a = random_point(random, n);
        FixedPoint b = random_point(random, n + 1);
        if (n % 7 == 0) {
            b.x = a.x; // zero width
        }
        if (n % 11 == 0) {
            b = a; // zero size
        }
        const auto expected = reference_rect(a, b);
        ASSERT_EQ(collect_tiles(engine::tiles_in_rect(tilemap_test::to_tile_space(a), tilemap_test::to_tile_space(b))), expected);
        ASSERT_EQ(collect_tiles(engine::tiles_in_rect(tilemap_test::to_tile_space(b), tilemap_test::to_tile_space(a))), expected);
        // The reversed-axis corner pair spans the same rectangle.
        ASSERT_EQ(collect_tiles(engine::tiles_in_rect(tilemap_test::to_tile_space({a.x, b.y}), tilemap_test::to_tile_space({b.x, a.y}))),
                  expected);
    }
}

TEST(RectQuery, HalfOpenEdgesAndZeroSize) {
    // [0.5, 2.0) x [0.5, 1.25): x = 2.0 is the right edge, not tile 2.
    EXPECT_EQ(collect_tiles(engine::tiles_in_rect({0.5, 0.5}, {2.0, 1.25})),
              (std::vector<TileCoord>{{0, 0}, {1, 0}, {0, 1}, {1, 1}}));
    // A zero-size rectangle yields the tile containing it, also on a corner.
    EXPECT_EQ(collect_tiles(engine::tiles_in_rect({3.0, -2.0}, {3.0, -2.0})), (std::vector<TileCoord>{{3, -2}}));
    EXPECT_EQ(collect_tiles(engine::tiles_in_rect({-0.5, -0.5}, {-0.5, -0.5})), (std::vector<TileCoord>{{-1, -1}}));
}

TEST(RectQuery, ClippedYieldsOnlyTilesInsideBounds) {
    std::mt19937_64 random{12};
    const engine::TileRect bounds{-3, -2, 10, 7};
    for (int n = 0; n < 3000; ++n) {
        const FixedPoint a = random_point(random, n);
        const FixedPoint b = random_point(random, n + 2);
        const auto expected = reference_rect(a, b, &bounds);
        ASSERT_EQ(collect_tiles(engine::tiles_in_rect_clipped(tilemap_test::to_tile_space(a), tilemap_test::to_tile_space(b), bounds)),
                  expected);
    }
    // Entirely outside: empty, with no tile visited.
    auto outside = engine::tiles_in_rect_clipped({50, 50}, {60, 60}, bounds);
    EXPECT_TRUE(collect_tiles(outside).empty());
    EXPECT_EQ(outside.stats().tiles_visited, 0);
}

TEST(RectQuery, ErrorsAndLimit) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    EXPECT_THROW((void)engine::tiles_in_rect({nan, 0}, {1, 1}), std::invalid_argument);
    EXPECT_THROW((void)engine::tiles_in_rect({0, 0}, {1, std::numeric_limits<double>::infinity()}), std::invalid_argument);
    EXPECT_THROW((void)engine::tiles_in_rect({0, 0}, {1e30, 1}), std::out_of_range);
    try {
        (void)engine::tiles_in_rect({0, 0}, {1, -1e12});
        FAIL();
    } catch (const std::out_of_range& error) {
        EXPECT_NE(std::string(error.what()).find("b.y"), std::string::npos);
    }
    // 100 x 100 tiles: limit 10^4 is fine, one less throws.
    EXPECT_NO_THROW((void)engine::tiles_in_rect({0, 0}, {100, 100}, 10000));
    EXPECT_THROW((void)engine::tiles_in_rect({0, 0}, {100, 100}, 9999), engine::QueryTooLarge);
    // The whole int32 plane does not run forever, it throws.
    EXPECT_THROW((void)engine::tiles_in_rect({-2e9, -2e9}, {2e9, 2e9}), engine::QueryTooLarge);
    // Clipping happens before the limit.
    EXPECT_NO_THROW((void)engine::tiles_in_rect_clipped({-2e9, -2e9}, {2e9, 2e9}, {0, 0, 64, 64}, 4096));
}

TEST(RectQuery, StatsCountVisitedTilesAndBreak) {
    auto tiles = engine::tiles_in_rect({0, 0}, {5, 4}); // 5 x 4
    int seen = 0;
    for (TileCoord tile : tiles) {
        ++seen;
        if (tile == TileCoord{2, 1}) {
            break;
        }
    }
    EXPECT_EQ(seen, 8);
    EXPECT_EQ(tiles.stats().tiles_visited, 8);
    EXPECT_EQ(tiles.stats().tiles_tested, 0);
    EXPECT_EQ(collect_tiles(tiles).size(), 20u);
    EXPECT_EQ(tiles.stats().tiles_visited, 20);
    EXPECT_EQ(engine::find_variant(engine::kRectVariants, "rows"), engine::RectVariant::RowMajor);
}

} // namespace
