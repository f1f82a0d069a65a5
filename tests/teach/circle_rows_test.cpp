// The teaching circle query (teach/circle_rows.hpp) against the tuned one
// (`tiles_in_circle`): the same tiles in the same order, for disks on and off the
// 2^-10 grid, centred on corners and edges, and touching tiles at a single point.

#include "../support/collect_tiles.hpp"

#include <engine/teach/circle_rows.hpp>
#include <engine/tilemap/circle_query.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <stdexcept>

namespace {

void expect_same_tiles(engine::TileSpacePoint centre, double radius) {
    ASSERT_EQ(engine::teach::tiles_in_circle(centre, radius),
              test_support::collect_tiles(engine::tiles_in_circle(centre, radius)))
        << std::hexfloat << "centre (" << centre.x << ", " << centre.y << "), radius " << radius;
}

} // namespace

TEST(TeachCircleRows, SameTilesAsTheTunedQueryOnRandomDisks) {
    std::mt19937_64 random(3);
    std::uniform_real_distribution<double> coordinate(-50.0, 50.0);
    std::uniform_real_distribution<double> radius(0.0, 20.0);
    for (int n = 0; n < 20000; ++n) {
        double x = coordinate(random), y = coordinate(random), r = radius(random);
        if (n % 2 == 0) { // on the 2^-10 grid, where the tuned query's integers are exact
            x = std::floor(x * 1024.0) / 1024.0;
            y = std::floor(y * 1024.0) / 1024.0;
            r = std::floor(r * 1024.0) / 1024.0;
        }
        expect_same_tiles({x, y}, r);
    }
}

TEST(TeachCircleRows, SameTilesForDisksThatJustTouchTiles) {
    // Centres on corners, edges and tile centres; whole and half radii (a 3-4-5 disk
    // touches tiles at single corners); and each moved by one double either way.
    std::mt19937_64 random(5);
    std::uniform_int_distribution<int> halves(-20, 20);
    std::uniform_int_distribution<int> radius_halves(0, 20);
    std::uniform_int_distribution<int> nudge(-1, 1);
    for (int n = 0; n < 30000; ++n) {
        double x = halves(random) / 2.0, y = halves(random) / 2.0;
        double r = n % 5 == 0 ? 5.0 : radius_halves(random) / 2.0;
        if (nudge(random) != 0) x = std::nextafter(x, nudge(random) > 0 ? 100.0 : -100.0);
        if (nudge(random) != 0) r = std::nextafter(r, nudge(random) > 0 ? 100.0 : 0.0);
        expect_same_tiles({x, y}, r);
    }
}

TEST(TeachCircleRows, ClippedToAMapTheSameTilesAsTheTunedClippedQuery) {
    // The game's sensing and body probes ask only a map's tiles: a disk far larger than the
    // map costs the map, not the disk.
    std::mt19937_64 random(9);
    std::uniform_real_distribution<double> coordinate(-30.0, 60.0);
    std::uniform_real_distribution<double> radius(0.0, 40.0);
    const engine::TileRect bounds{0, 0, 24, 16};
    for (int n = 0; n < 5000; ++n) {
        const engine::TileSpacePoint centre{coordinate(random), coordinate(random)};
        const double r = radius(random);
        ASSERT_EQ(engine::teach::tiles_in_circle(centre, r, bounds),
                  test_support::collect_tiles(engine::tiles_in_circle_clipped(centre, r, bounds)))
            << "centre (" << centre.x << ", " << centre.y << "), radius " << r;
    }
    EXPECT_EQ(engine::teach::tiles_in_circle({12.0, 8.0}, 1.0e6, bounds).size(), 24u * 16u);
}

TEST(TeachCircleRows, ZeroRadiusIsThePointsClosedTiles) {
    using Tiles = std::vector<engine::TileCoord>;
    EXPECT_EQ(engine::teach::tiles_in_circle({2.5, 2.5}, 0.0), (Tiles{{2, 2}}));
    // A point on a corner touches the four closed squares around it.
    EXPECT_EQ(engine::teach::tiles_in_circle({2.0, 2.0}, 0.0), (Tiles{{1, 1}, {2, 1}, {1, 2}, {2, 2}}));
}

TEST(TeachCircleRows, RefusesBadInput) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    EXPECT_THROW(engine::teach::tiles_in_circle({nan, 0.0}, 1.0), std::invalid_argument);
    EXPECT_THROW(engine::teach::tiles_in_circle({0.0, 0.0}, -1.0), std::invalid_argument);
    EXPECT_THROW(engine::teach::tiles_in_circle({0.0, 0.0}, nan), std::invalid_argument);
    EXPECT_THROW(engine::teach::tiles_in_circle({0.0, 0.0}, 1e17), std::out_of_range);          // as the tuned query
    EXPECT_THROW(engine::teach::tiles_in_circle({2147483647.0, 0.0}, 2.0), std::out_of_range);  // tiles past int32
}
