// GridSpace: world <-> tile space, floor semantics on grid lines, centring, errors.

#include <engine/tilemap/grid_space.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <stdexcept>
#include <string>

namespace {

using engine::GridSpace;
using engine::Length;
using engine::Position2;
using engine::TileCoord;

Position2 at(float x, float y) { return Position2::from_pixels(x, y); }

TEST(GridSpace, MapsWorldToTileSpaceWithOriginAndTileSize) {
    const GridSpace grid{at(100, -50), Length::from_pixels(16)};
    const engine::TileSpacePoint point = grid.to_tile_space(at(132, -58));
    EXPECT_DOUBLE_EQ(point.x, 2.0);
    EXPECT_DOUBLE_EQ(point.y, -0.5);
    EXPECT_EQ(grid.tile_at(at(132, -58)), (TileCoord{2, -1})); // floor, not truncation
    EXPECT_EQ(grid.tile_at(at(99.5f, -50)), (TileCoord{-1, 0}));
    EXPECT_EQ(grid.tile_top_left({2, -1}), at(132, -66));
    EXPECT_EQ(grid.tile_centre({2, -1}), at(140, -58));
    EXPECT_EQ(grid.to_world({2.0, -0.5}), at(132, -58));
    EXPECT_EQ(grid.origin(), at(100, -50));
    EXPECT_EQ(grid.tile_size(), Length::from_pixels(16));
    EXPECT_DOUBLE_EQ(grid.to_tiles(Length::from_pixels(40)), 2.5);
    EXPECT_EQ(grid.to_length(2.5), Length::from_pixels(40));
}

TEST(GridSpace, TileCornersAndCentresMapBackToTheirTileForAnyTileSize) {
    // Sizes whose inverse is not exact in binary (10, 24, 3.7) are where a plain
    // floor((x - origin) * inverse) can put a point on a grid line one tile early.
    std::mt19937 random{41};
    std::uniform_int_distribution<int> tile_index{-5000, 5000};
    for (const float size : {16.0f, 10.0f, 24.0f, 3.7f, 0.3f, 1000.0f}) {
        const GridSpace grid{at(-37.25f, 12.5f), Length::from_pixels(size)};
        for (int n = 0; n < 2000; ++n) {
            const TileCoord tile{tile_index(random), tile_index(random)};
            const Position2 corner = grid.tile_top_left(tile);
            const Position2 centre = grid.tile_centre(tile);
            // The float corner may be rounded into a neighbour; the exact answer is the
            // floor of its true tile-space coordinate, computed here in long double.
            const auto expected_tile = [&](Position2 p) {
                const long double tx = (static_cast<long double>(p.x_pixels()) - -37.25L) / size;
                const long double ty = (static_cast<long double>(p.y_pixels()) - 12.5L) / size;
                return TileCoord{static_cast<std::int32_t>(std::floor(tx)), static_cast<std::int32_t>(std::floor(ty))};
            };
            ASSERT_EQ(grid.tile_at(corner), expected_tile(corner)) << "size " << size;
            ASSERT_EQ(grid.tile_at(centre), tile) << "size " << size;
            ASSERT_EQ(grid.tile_at(centre), expected_tile(centre));
        }
    }
}

TEST(GridSpace, PointsOnGridLinesBelongToTheTileRightAndBelow) {
    const GridSpace grid{at(0, 0), Length::from_pixels(10)};
    for (int k = -300; k <= 300; ++k) {
        const float line = static_cast<float>(k * 10);
        ASSERT_EQ(grid.tile_at(at(line, line)), (TileCoord{k, k}));
        ASSERT_EQ(grid.tile_at(at(std::nextafter(line, -1e9f), 0)).x, k - 1);
    }
}

TEST(GridSpace, ExactOnGridLinesWhereTheRoundedInverseIsTooSmall) {
    // For these sizes s, s * (1/s rounded) < 1 in doubles: without the correction
    // step in tile_at, a position exactly on a grid line would land one tile early.
    for (const float size : {41.7313461f, 2.78739023f, 0.0614323914f, 99.9041061f}) {
        ASSERT_LT(static_cast<double>(size) * (1.0 / static_cast<double>(size)), 1.0) << size;
        const GridSpace grid{at(0, 0), Length::from_pixels(size)};
        int exact_lines = 0;
        for (int k = -3000; k <= 3000; ++k) {
            const double line = static_cast<double>(k) * size;
            const auto world = static_cast<float>(line);
            if (static_cast<double>(world) != line) {
                continue; // only positions exactly on the grid line
            }
            ++exact_lines;
            ASSERT_EQ(grid.tile_at(at(world, world)), (TileCoord{k, k})) << "size " << size << " line " << k;
            ASSERT_EQ(grid.tile_at(at(std::nextafter(world, -1e30f), 0)).x, k - 1) << "size " << size << " line " << k;
        }
        EXPECT_GT(exact_lines, 10);
    }
}

TEST(GridSpace, CentredOnOrigin) {
    // 100 x 60 px of world with 16 px tiles needs 7 x 4 tiles: 112 x 64 px, centred.
    EXPECT_EQ(engine::tiles_to_cover(Length::from_pixels(100), Length::from_pixels(16)), 7);
    EXPECT_EQ(engine::tiles_to_cover(Length::from_pixels(64), Length::from_pixels(16)), 4);
    EXPECT_EQ(engine::tiles_to_cover(Length::from_pixels(0), Length::from_pixels(16)), 0);
    const GridSpace grid = GridSpace::centred_on_origin(Length::from_pixels(100), Length::from_pixels(60), Length::from_pixels(16));
    EXPECT_EQ(grid.origin(), at(-56, -32));
    EXPECT_EQ(grid.tile_at(at(-56, -32)), (TileCoord{0, 0}));
    EXPECT_EQ(grid.tile_at(at(55.9f, 31.9f)), (TileCoord{6, 3}));
    // The world's centre is the middle of the tile block: tile space (3.5, 2).
    EXPECT_DOUBLE_EQ(grid.to_tile_space(at(0, 0)).x, 3.5);
    EXPECT_DOUBLE_EQ(grid.to_tile_space(at(0, 0)).y, 2.0);
}

TEST(GridSpace, RejectsBadTileSizesAndPositions) {
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const float inf = std::numeric_limits<float>::infinity();
    for (const float size : {0.0f, -16.0f, nan, inf}) {
        try {
            GridSpace{at(0, 0), Length::from_pixels(size)};
            FAIL() << "accepted tile size " << size;
        } catch (const std::invalid_argument& error) {
            EXPECT_NE(std::string(error.what()).find("tile_size"), std::string::npos);
        }
    }
    EXPECT_THROW((GridSpace{at(nan, 0), Length::from_pixels(16)}), std::invalid_argument);
    const GridSpace grid{at(0, 0), Length::from_pixels(1)};
    EXPECT_THROW((void)grid.tile_at(at(inf, 0)), std::invalid_argument);
    EXPECT_THROW((void)grid.tile_at(at(0, nan)), std::invalid_argument);
    EXPECT_THROW((void)grid.tile_at(at(1e30f, 0)), std::out_of_range);
    EXPECT_THROW((void)engine::tiles_to_cover(Length::from_pixels(-1), Length::from_pixels(16)), std::invalid_argument);
    EXPECT_THROW((void)engine::tiles_to_cover(Length::from_pixels(1e30f), Length::from_pixels(1)), std::out_of_range);
    EXPECT_THROW((void)GridSpace::centred_on_origin(Length::from_pixels(10), Length::from_pixels(10), Length::from_pixels(0)),
                 std::invalid_argument);
    // Non-finite positions become non-finite tile-space points, which queries reject.
    EXPECT_TRUE(std::isnan(grid.to_tile_space(at(nan, 0)).x));
}

TEST(GridSpace, TwoGridsOverTheSameWorld) {
    // The collision grid and the object index grid may differ in tile size.
    const GridSpace collision{at(0, 0), Length::from_pixels(16)};
    const GridSpace objects{at(0, 0), Length::from_pixels(48)};
    const Position2 robot = at(100, 40);
    EXPECT_EQ(collision.tile_at(robot), (TileCoord{6, 2}));
    EXPECT_EQ(objects.tile_at(robot), (TileCoord{2, 0}));
    EXPECT_DOUBLE_EQ(collision.to_tiles(Length::from_pixels(48)), 3.0);
    EXPECT_DOUBLE_EQ(objects.to_tiles(Length::from_pixels(48)), 1.0);
}

} // namespace
