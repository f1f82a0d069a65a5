// The set-up of the exact walk takes shortcuts that must change nothing:
// - tiles_on_segment rounds a segment whose coordinates are all at least 2^-10 by
//   truncation alone (detail::round_down_positive), not by the floor of
//   FixedSegment::round_down;
// - GridWalk's first decision takes a's distance into its cell from a's own bits.
// These tests compare each shortcut with the full computation, written out here.

#include <engine/tilemap/grid_walk.hpp>
#include <engine/tilemap/segment_query.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <random>
#include <vector>

namespace {

using engine::FixedPoint;
using engine::FixedSegment;
using engine::GridWalk;
using engine::TileSpacePoint;

/// Coordinates around the shortcut's edges: zero, the fixed unit 2^-10 and its
/// neighbours, values just below and on tile lines, and large ones.
std::vector<double> edge_values() {
    const double unit = 0x1p-10;
    const double denorm = std::numeric_limits<double>::denorm_min();
    return {0.0,
            -0.0,
            denorm,
            -denorm,
            0x1p-11,
            std::nextafter(unit, 0.0),
            unit,
            std::nextafter(unit, 1.0),
            -unit,
            0.5,
            std::nextafter(1.0, 0.0),
            1.0,
            3.0 + 1023.0 * unit,
            std::nextafter(4.0, 0.0),
            255.7,
            -0.25,
            -3.5,
            0x1p27,
            std::nextafter(0x1p28, 0.0),
            0x1p28 + 0.75}; // four of the largest still sum below 2^31, the shortcut's precondition
}

bool same(const FixedSegment& left, const FixedSegment& right) {
    return left.a == right.a && left.b == right.b && left.on_grid == right.on_grid && left.given_a.x == right.given_a.x &&
           left.given_a.y == right.given_a.y && left.given_b.x == right.given_b.x && left.given_b.y == right.given_b.y;
}

/// Checks the shortcut on one segment: it applies exactly when every coordinate is at
/// least 2^-10, and then gives what round_down gives.
void expect_shortcut_agrees(TileSpacePoint a, TileSpacePoint b) {
    ASSERT_TRUE(engine::detail::surely_tile_coordinates(a, b)); // the shortcut's precondition
    const bool applies = a.x >= 0x1p-10 && a.y >= 0x1p-10 && b.x >= 0x1p-10 && b.y >= 0x1p-10;
    FixedSegment shortcut{{-1, -1}, {-1, -1}, {-1.0, -1.0}, {-1.0, -1.0}, true};
    const FixedSegment untouched = shortcut;
    const bool taken = engine::detail::round_down_positive(a, b, shortcut);
    ASSERT_EQ(taken, applies) << "segment (" << a.x << ", " << a.y << ") -> (" << b.x << ", " << b.y << ")";
    const FixedSegment full = FixedSegment::round_down(a, b);
    if (taken) {
        EXPECT_TRUE(same(shortcut, full)) << "segment (" << a.x << ", " << a.y << ") -> (" << b.x << ", " << b.y << ")";
    } else {
        EXPECT_TRUE(same(shortcut, untouched)) << "a refused shortcut must leave the segment alone";
    }
}

TEST(SegmentSetup, PositiveShortcutRoundsLikeTheFloorOnEdgeValues) {
    const std::vector<double> values = edge_values();
    for (const double x : values) {
        for (const double y : values) {
            // Each value in every position, beside an ordinary coordinate.
            expect_shortcut_agrees({x, y}, {2.5, 7.25});
            expect_shortcut_agrees({2.5, 7.25}, {x, y});
            expect_shortcut_agrees({x, 7.25}, {2.5, y});
            expect_shortcut_agrees({y, x}, {x, y});
        }
    }
}

TEST(SegmentSetup, PositiveShortcutRoundsLikeTheFloorOnRandomSegments) {
    std::mt19937_64 random{20261128};
    std::uniform_real_distribution<double> coordinate{-8.0, 300.0};
    std::uniform_int_distribution<std::int64_t> grid{-8 * 1024, 300 * 1024};
    for (int n = 0; n < 200000; ++n) {
        // Arbitrary doubles, floats (as a game passes them) and points on the 2^-10 grid,
        // where on_grid must come out true.
        double values[4];
        for (double& value : values) {
            switch (random() % 3) {
            case 0:
                value = coordinate(random);
                break;
            case 1:
                value = static_cast<float>(coordinate(random));
                break;
            default:
                value = static_cast<double>(grid(random)) * 0x1p-10;
                break;
            }
        }
        expect_shortcut_agrees({values[0], values[1]}, {values[2], values[3]});
        if (::testing::Test::HasFailure()) {
            return;
        }
    }
}

TEST(SegmentSetup, ShortcutAndFullRoundingGiveTheSameTiles) {
    // The same segment, once through the shortcut and once shifted by whole tiles to
    // negative coordinates (which take the full rounding): the tiles differ by the
    // shift. From [64, 128), subtracting 128 is exact (Sterbenz's lemma).
    std::mt19937_64 random{7};
    std::uniform_real_distribution<double> coordinate{64.0, 128.0};
    for (int n = 0; n < 20000; ++n) {
        const TileSpacePoint a{coordinate(random), coordinate(random)};
        const TileSpacePoint b{coordinate(random), coordinate(random)};
        const double shift = 128.0;
        std::vector<engine::TileCoord> direct;
        for (const engine::TileCoord tile : engine::tiles_on_segment(a, b)) {
            direct.push_back(tile);
        }
        std::vector<engine::TileCoord> shifted;
        for (const engine::TileCoord tile : engine::tiles_on_segment({a.x - shift, a.y - shift}, {b.x - shift, b.y - shift})) {
            shifted.push_back({tile.x + 128, tile.y + 128});
        }
        ASSERT_EQ(direct, shifted) << "segment (" << a.x << ", " << a.y << ") -> (" << b.x << ", " << b.y << ")";
    }
}

/// The first decision written out from the walk's contract: the distances from a to
/// the next vertical and horizontal lines ahead of a's cell (one cell size on an axis
/// the walk never moves along), times the other axis's extent.
std::int64_t first_decision(FixedPoint a, FixedPoint b, std::int64_t cell_size, std::int32_t step_x, std::int32_t step_y) {
    const auto distance = [&](std::int64_t start, std::int32_t step) {
        const std::int64_t cell = engine::detail::floor_div(start, cell_size);
        if (step > 0) {
            return (cell + 1) * cell_size - start;
        }
        if (step < 0) {
            return start - cell * cell_size;
        }
        return cell_size;
    };
    return distance(a.x, step_x) * std::llabs(b.y - a.y) - distance(a.y, step_y) * std::llabs(b.x - a.x);
}

TEST(SegmentSetup, FirstDecisionMatchesItsDefinitionForEveryCellSize) {
    std::mt19937_64 random{11};
    std::uniform_int_distribution<std::int64_t> coordinate{-(std::int64_t{1} << 24), std::int64_t{1} << 24};
    for (const std::int64_t cell_size : {std::int64_t{1}, std::int64_t{7}, std::int64_t{1024}, std::int64_t{3 * 1024},
                                         std::int64_t{32 * 1024}}) {
        for (int n = 0; n < 20000; ++n) {
            FixedPoint a{coordinate(random), coordinate(random)};
            FixedPoint b{coordinate(random), coordinate(random)};
            switch (random() % 4) { // axis-parallel segments and starts on grid lines too
            case 0:
                b.x = a.x;
                break;
            case 1:
                b.y = a.y;
                break;
            case 2:
                a.x = engine::detail::floor_div(a.x, cell_size) * cell_size;
                break;
            default:
                break;
            }
            GridWalk walk(a, b, cell_size);
            const std::int64_t expected = first_decision(a, b, cell_size, walk.step_x(), walk.step_y());
            ASSERT_EQ(walk.decision(), expected) << "cell size " << cell_size << ", (" << a.x << ", " << a.y << ") -> (" << b.x
                                                 << ", " << b.y << ")";
            ASSERT_EQ(walk.cell().x, engine::detail::floor_div(a.x, cell_size));
            ASSERT_EQ(walk.cell().y, engine::detail::floor_div(a.y, cell_size));
            // The other route to the same distances: from the cell as stored.
            ASSERT_EQ(walk.decision(), walk.distance_to_next_vertical_line() * std::llabs(b.y - a.y) -
                                           walk.distance_to_next_horizontal_line() * std::llabs(b.x - a.x));
            // And restart() puts the walk back in the same state.
            GridWalk again = walk;
            for (int step = 0; step < 40 && !again.at_end(); ++step) {
                again.step();
            }
            again.restart();
            ASSERT_EQ(again.decision(), walk.decision());
            ASSERT_EQ(again.cell(), walk.cell());
            ASSERT_EQ(again.steps_left(), walk.steps_left());
        }
    }
}

} // namespace
