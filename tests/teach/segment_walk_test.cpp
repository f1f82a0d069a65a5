// The teaching walk (teach/segment_walk.hpp) against the tuned one (`tiles_on_segment`):
// the same tiles in the same order on random segments, segments through exact tile
// corners, and endpoints one or two doubles away from those — where a float walk errs.

#include "../support/collect_tiles.hpp"

#include <engine/teach/segment_walk.hpp>
#include <engine/tilemap/segment_query.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <stdexcept>

namespace {

using engine::TileSpacePoint;

/// A coordinate within `range` of 0, drawn from the kinds of numbers that matter: whole
/// tiles, quarters, arbitrary doubles, and each of those moved by a few doubles.
double adversarial(std::mt19937_64& random, double range) {
    std::uniform_real_distribution<double> any(-range, range);
    std::uniform_int_distribution<int> kind(0, 5);
    std::uniform_int_distribution<int> nudges(-2, 2);
    double value = any(random);
    switch (kind(random)) {
    case 0: value = std::floor(value); break;
    case 1: value = std::floor(value * 4.0) / 4.0; break;
    case 2: break;
    default: {
        value = std::floor(value * 2.0) / 2.0;
        for (int n = nudges(random); n != 0; n += n > 0 ? -1 : 1) {
            value = std::nextafter(value, n > 0 ? 1e9 : -1e9);
        }
    }
    }
    return value;
}

void expect_same_walk(TileSpacePoint a, TileSpacePoint b) {
    ASSERT_EQ(engine::teach::tiles_on_segment(a, b), test_support::collect_tiles(engine::tiles_on_segment(a, b)))
        << std::hexfloat << "a = (" << a.x << ", " << a.y << "), b = (" << b.x << ", " << b.y << ")";
}

} // namespace

TEST(TeachSegmentWalk, SameTilesAsTheTunedWalkOnAdversarialSegments) {
    std::mt19937_64 random(2026);
    for (int n = 0; n < 100000; ++n) {
        const double range = n % 10 == 0 ? 2000.0 : 12.0;
        expect_same_walk({adversarial(random, range), adversarial(random, range)},
                         {adversarial(random, range), adversarial(random, range)});
    }
}

TEST(TeachSegmentWalk, SameTilesThroughExactCornersInEveryDirection) {
    // a and b on a line through the grid corner (cx, cy), at dyadic distances: the
    // segment passes exactly through the corner, the tie rule decides.
    std::mt19937_64 random(7);
    std::uniform_int_distribution<int> small(-5, 5);
    std::uniform_int_distribution<int> steps(1, 16);
    int corners = 0;
    for (int n = 0; n < 40000; ++n) {
        const double cx = small(random), cy = small(random);
        const double px = small(random), py = small(random);
        const double before = steps(random) / 8.0, after = steps(random) / 8.0;
        TileSpacePoint a{cx - before * px, cy - before * py};
        TileSpacePoint b{cx + after * px, cy + after * py};
        if (n % 3 == 1) b.x = std::nextafter(b.x, n % 2 ? 100.0 : -100.0);
        corners += px != 0 && py != 0 ? 1 : 0;
        expect_same_walk(a, b);
    }
    EXPECT_GT(corners, 20000);
}

TEST(TeachSegmentWalk, TieRuleAtACornerOnEachDiagonal) {
    using Tiles = std::vector<engine::TileCoord>;
    // Right and down through (1, 1): x first, through (1, 0).
    EXPECT_EQ(engine::teach::tiles_on_segment({0.5, 0.5}, {1.5, 1.5}), (Tiles{{0, 0}, {1, 0}, {1, 1}}));
    // Left and down through (1, 1): y first, through (1, 1) then (0, 1).
    EXPECT_EQ(engine::teach::tiles_on_segment({1.5, 0.5}, {0.5, 1.5}), (Tiles{{1, 0}, {1, 1}, {0, 1}}));
    // Left from a point on a vertical line: its tile owns that line, so it leaves at once.
    EXPECT_EQ(engine::teach::tiles_on_segment({2.0, 0.5}, {0.25, 0.5}), (Tiles{{2, 0}, {1, 0}, {0, 0}}));
    EXPECT_EQ(engine::teach::tiles_on_segment({3.25, 3.75}, {3.25, 3.75}), (Tiles{{3, 3}}));
}

TEST(TeachSegmentWalk, CellsOfAnySizeGiveTheTilesOfTheScaledSegment) {
    // 48-pixel cells in pixels against unit tiles in tile units: 48 is not a power of two,
    // so the test picks pixel endpoints whose tile coordinates are exact (multiples of 3/16).
    std::mt19937_64 random(48);
    std::uniform_int_distribution<int> sixteenths(-400, 400);
    for (int n = 0; n < 20000; ++n) {
        const TileSpacePoint a{sixteenths(random) * 3.0, sixteenths(random) * 3.0};
        const TileSpacePoint b{sixteenths(random) * 3.0, sixteenths(random) * 3.0};
        engine::teach::SegmentWalk walk(a, b, 48.0);
        std::vector<engine::TileCoord> cells{walk.cell()};
        while (!walk.at_end()) {
            walk.step();
            cells.push_back(walk.cell());
        }
        ASSERT_EQ(cells, engine::teach::tiles_on_segment({a.x / 48.0, a.y / 48.0}, {b.x / 48.0, b.y / 48.0}));
    }
}

TEST(TeachSegmentWalk, RefusesNonFiniteEndpoints) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    EXPECT_THROW(engine::teach::tiles_on_segment({nan, 0.0}, {1.0, 1.0}), std::invalid_argument);
    EXPECT_THROW(engine::teach::tiles_on_segment({0.0, 0.0}, {1.0, std::numeric_limits<double>::infinity()}),
                 std::invalid_argument);
}
