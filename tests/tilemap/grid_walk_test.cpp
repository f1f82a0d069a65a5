// GridWalk is the one exact walk: tiles_on_segment is it on unit tiles, the laser
// caster runs it on a level's tiles and a tile's pixels. These tests check what the
// caster relies on: the same segment gives the same cells at any scale, and the
// walk can start at any cell it enters.

#include <engine/tilemap/grid_walk.hpp>
#include <engine/tilemap/segment_query.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <utility>
#include <vector>

namespace {

using engine::FixedPoint;
using engine::TileCoord;
using engine::GridWalk;
using engine::SegmentStep;

std::vector<TileCoord> walk_all(GridWalk walk) {
    std::vector<TileCoord> cells{walk.cell()};
    const std::int64_t expected_steps = walk.steps_left();
    while (!walk.at_end() && static_cast<std::int64_t>(cells.size()) <= expected_steps + 1) {
        walk.step();
        cells.push_back(walk.cell());
    }
    return cells;
}

/// Random endpoints on the 2^-10 grid; every fourth one snapped to a grid line
/// or a corner, where the tie rule matters.
FixedPoint random_point(std::mt19937_64& random, std::int64_t range) {
    std::uniform_int_distribution<std::int64_t> coordinate(-range, range);
    FixedPoint point{coordinate(random), coordinate(random)};
    switch (random() % 4) {
    case 0:
        point.x -= point.x % engine::kFixedScale;
        break;
    case 1:
        point.x -= point.x % engine::kFixedScale;
        point.y -= point.y % engine::kFixedScale;
        break;
    default:
        break;
    }
    return point;
}

} // namespace

// The caster's tile walk runs in pixels on cells of tile_size pixels; the same
// segment in tile units on unit cells (tiles_on_segment's walk) must give the same
// tiles, ties and near-ties included. Off-grid input goes through the exact
// predicate on the doubles as given, in either unit.
TEST(GridWalk, SameSegmentSameCellsAtPixelAndTileScale) {
    std::mt19937_64 random(7);
    std::uniform_real_distribution<double> offset(0.0, 1.0);
    for (int i = 0; i < 20000; ++i) {
        const std::int64_t range = (i % 2 == 0) ? 8 * engine::kFixedScale : 300 * engine::kFixedScale;
        const FixedPoint a_tiles = random_point(random, range);
        const FixedPoint b_tiles = random_point(random, range);
        const double scale = static_cast<double>(engine::kFixedScale);
        engine::TileSpacePoint a{a_tiles.x / scale, a_tiles.y / scale};
        engine::TileSpacePoint b{b_tiles.x / scale, b_tiles.y / scale};
        // On the 2^-10 grid, 48 px tiles (cells found by division, not by shift); off
        // it (b moved by a fraction of a unit), 32 px, so that scaling stays exact.
        const bool off_grid = i % 3 == 0;
        if (off_grid) {
            b.x += offset(random) / scale;
        }
        const std::int64_t tile_px = off_grid ? 32 : 48;
        const auto px = static_cast<double>(tile_px);
        const engine::TileSpacePoint a_px{a.x * px, a.y * px};
        const engine::TileSpacePoint b_px{b.x * px, b.y * px};
        const auto tile_walk = GridWalk(a, b, engine::kFixedScale, "test");
        const auto pixel_walk = GridWalk(a_px, b_px, tile_px * engine::kFixedScale, "test");
        ASSERT_EQ(walk_all(pixel_walk), walk_all(tile_walk))
            << "a=(" << a.x << "," << a.y << ") b=(" << b.x << "," << b.y << ") tiles";
    }
}

TEST(GridWalk, CornerTieStepsXFirst) {
    // (0.5, 0.5) -> (2.5, 2.5) passes exactly through the corners (1, 1) and (2, 2),
    // where the point would jump diagonally: x goes first.
    const std::int64_t half = engine::kFixedScale / 2;
    const auto cells = walk_all(GridWalk({half, half}, {5 * half, 5 * half}, engine::kFixedScale));
    const std::vector<TileCoord> expected{{0, 0}, {1, 0}, {1, 1}, {2, 1}, {2, 2}};
    EXPECT_EQ(cells, expected);
}

TEST(GridWalk, EnteringAnyCellContinuesExactlyAsTheFullWalk) {
    std::mt19937_64 random(11);
    for (int i = 0; i < 5000; ++i) {
        const std::int64_t cell_size = (i % 3 == 0) ? engine::kFixedScale : 16 * engine::kFixedScale;
        const FixedPoint a = random_point(random, 200 * engine::kFixedScale);
        const FixedPoint b = random_point(random, 200 * engine::kFixedScale);
        GridWalk walk(a, b, cell_size);
        const GridWalk origin = walk;
        while (!walk.at_end()) {
            walk.step();
            const GridWalk jumped = origin.entering(walk.entered_by(), walk.entry_line());
            ASSERT_EQ(jumped.cell(), walk.cell());
            ASSERT_EQ(jumped.decision(), walk.decision());
            ASSERT_EQ(jumped.entry_fraction(), walk.entry_fraction());
        }
    }
}

namespace {

/// A random segment within 200 units of the origin: on the fixed grid, or with
/// every coordinate nudged off it by under half a fixed unit (where the near-tie
/// margin and the exact predicate are in play).
std::pair<engine::TileSpacePoint, engine::TileSpacePoint> segment_on_or_near_grid(std::mt19937_64& random, bool off_grid) {
    std::uniform_real_distribution<double> nudge(-0.5, 0.5);
    const double scale = static_cast<double>(engine::kFixedScale);
    const auto coordinate = [&](std::int64_t fixed) { return (static_cast<double>(fixed) + (off_grid ? nudge(random) : 0.0)) / scale; };
    const FixedPoint a = random_point(random, 200 * engine::kFixedScale);
    const FixedPoint b = random_point(random, 200 * engine::kFixedScale);
    return {{coordinate(a.x), coordinate(a.y)}, {coordinate(b.x), coordinate(b.y)}};
}

} // namespace

TEST(GridWalk, APixelWalkJumpedAcrossATileEdgeIsWhereItsOwnStepsTakeIt) {
    // The caster's pixel walk starts where its tile walk entered a tile: built from
    // the same segment and jumped across the same grid line (a tile's edge is a
    // pixel's edge). At every tile of a walk over 16-pixel tiles, on the grid and
    // off it, that is the pixel walk stepped from a until it crosses that line:
    // cell, decision, steps left, fraction, and the pixels after. (In the first
    // tile, entered at the start, the caster's pixel walk is the one as built.)
    std::mt19937_64 random(29);
    for (int i = 0; i < 2000; ++i) {
        const auto [a, b] = segment_on_or_near_grid(random, i % 2 == 1);
        const auto segment = engine::FixedSegment::checked(a, b, "test");
        GridWalk tiles(segment, 16 * engine::kFixedScale);
        GridWalk walked(segment, engine::kFixedScale);
        while (!tiles.at_end()) {
            tiles.step();
            GridWalk jumped(segment, engine::kFixedScale);
            jumped.jump_across(tiles.entered_by(), tiles.entry_line());
            while (!(walked.entered_by() == tiles.entered_by() && walked.entry_line() == tiles.entry_line())) {
                ASSERT_FALSE(walked.at_end()) << "walk " << i << " never crossed the tile's edge";
                walked.step();
            }
            ASSERT_EQ(jumped.cell(), walked.cell()) << "walk " << i;
            ASSERT_EQ(jumped.decision(), walked.decision());
            ASSERT_EQ(jumped.steps_left(), walked.steps_left());
            ASSERT_EQ(jumped.entry_fraction(), walked.entry_fraction());
            ASSERT_EQ(walk_all(jumped), walk_all(walked));
        }
    }
}

TEST(GridWalk, ExitIsTheEntryOfTheNextStep) {
    // exit() reads the next step off the decision without taking it; on the grid
    // and off it (where the exact order decides near-ties), it names the line the
    // step crosses and its fraction, bit for bit; the end after the last cell.
    std::mt19937_64 random(37);
    for (int i = 0; i < 4000; ++i) {
        const auto [a, b] = segment_on_or_near_grid(random, i % 2 == 1);
        GridWalk walk(a, b, (i % 3 == 0 ? 1 : 16) * engine::kFixedScale, "test");
        while (!walk.at_end()) {
            const engine::SegmentCrossing exit = walk.exit();
            walk.step();
            const engine::SegmentCrossing entry = walk.entry();
            ASSERT_EQ(exit.how, entry.how) << "walk " << i;
            ASSERT_EQ(exit.line, entry.line);
            ASSERT_EQ(exit.fraction, entry.fraction);
        }
        EXPECT_EQ(walk.exit().how, SegmentStep::Start); // SegmentCrossing::end()
        EXPECT_EQ(walk.exit().fraction, 1.0);
    }
}

TEST(FixedSegment, RoundsDownAsToFixedAndKnowsWhenThatWasExact) {
    // Coordinates on the 2^-10 grid (whole multiples, negative too) and off it by as
    // little as one ulp: the rounding is to_fixed's floor, and on_grid is true
    // exactly when every coordinate was already on the grid.
    std::mt19937_64 random(31);
    std::uniform_int_distribution<std::int64_t> fixed(-(std::int64_t{1} << 30), std::int64_t{1} << 30);
    std::uniform_int_distribution<int> which(0, 4);
    const double scale = static_cast<double>(engine::kFixedScale);
    for (int i = 0; i < 20000; ++i) {
        double coordinates[4];
        bool expected_on_grid = true;
        for (double& coordinate : coordinates) {
            coordinate = static_cast<double>(fixed(random)) / scale;
            if (which(random) == 0) {
                coordinate = std::nextafter(coordinate, random() % 2 == 0 ? 1e9 : -1e9); // one ulp off
                expected_on_grid = expected_on_grid && coordinate * scale == std::floor(coordinate * scale);
            }
        }
        const auto segment = engine::FixedSegment::round_down({coordinates[0], coordinates[1]}, {coordinates[2], coordinates[3]});
        EXPECT_EQ(segment.a.x, engine::to_fixed(coordinates[0], "test"));
        EXPECT_EQ(segment.a.y, engine::to_fixed(coordinates[1], "test"));
        EXPECT_EQ(segment.b.x, engine::to_fixed(coordinates[2], "test"));
        EXPECT_EQ(segment.b.y, engine::to_fixed(coordinates[3], "test"));
        EXPECT_EQ(segment.given_a.x, coordinates[0]);
        EXPECT_EQ(segment.given_a.y, coordinates[1]);
        EXPECT_EQ(segment.given_b.x, coordinates[2]);
        EXPECT_EQ(segment.given_b.y, coordinates[3]);
        ASSERT_EQ(segment.on_grid, expected_on_grid) << i;
    }
}

TEST(GridWalk, EnteringCopesWithAnExtentTooSmallForASlope) {
    // dx is the smallest subnormal, so dy / dx overflows to infinity in doubles: the
    // floating guess for the row must not reach an integer conversion (undefined
    // behaviour, which the sanitizer build reports). The segment runs down column -1
    // and reaches x = 0 only at b, in row 1000.
    const GridWalk walk({-4.9406564584124654e-324, 0.5}, {0.0, 1000.5}, engine::kFixedScale, "test");
    EXPECT_EQ(walk.entering(SegmentStep::X, 0).cell(), (TileCoord{0, 1000}));
}

TEST(GridWalk, EntryFractionsIncreaseAlongTheWalk) {
    GridWalk walk({100, 5000}, {90000, -7000}, engine::kFixedScale);
    double previous = walk.entry_fraction();
    EXPECT_EQ(previous, 0.0);
    while (!walk.at_end()) {
        const double exit = walk.exit().fraction;
        walk.step();
        EXPECT_EQ(walk.entry_fraction(), exit);
        EXPECT_GE(walk.entry_fraction(), previous);
        EXPECT_LE(walk.entry_fraction(), 1.0);
        previous = walk.entry_fraction();
    }
    EXPECT_EQ(walk.exit().fraction, 1.0);
}

TEST(GridWalk, ToFixedRejectsNonFiniteAndHugeCoordinatesByName) {
    EXPECT_EQ(engine::to_fixed(1.5, "test", "x"), 1536);
    EXPECT_EQ(engine::to_fixed(-0.0001, "test", "x"), -1); // floor, not truncation
    for (double bad : {std::nan(""), double{INFINITY}, -double{INFINITY}, 1e30, 2e6}) {
        try {
            (void)engine::to_fixed(bad, "cast_laser", "from.x");
            ADD_FAILURE() << bad << " accepted";
        } catch (const std::invalid_argument& error) {
            EXPECT_NE(std::string(error.what()).find("cast_laser: from.x"), std::string::npos) << error.what();
        }
    }
}
