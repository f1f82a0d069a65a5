// Segment traversal against the exact contract of docs/DESIGN.md §4, checked with the
// brute-force integer reference in exact_reference.hpp on random and adversarial
// segments; plus the float DDA variant, errors, limits and the inspector state.

#include "exact_reference.hpp"

#include <engine/tilemap/segment_query.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using engine::TileCoord;
using tilemap_test::FixedPoint;
using tilemap_test::kUnit;

std::vector<TileCoord> collect(engine::TileSpacePoint a, engine::TileSpacePoint b) {
    std::vector<TileCoord> tiles;
    for (TileCoord tile : engine::tiles_on_segment(a, b, std::int64_t{1} << 40)) {
        tiles.push_back(tile);
    }
    return tiles;
}

std::string describe(FixedPoint a, FixedPoint b) {
    return "segment (" + std::to_string(a.x) + ", " + std::to_string(a.y) + ") -> (" + std::to_string(b.x) + ", " +
           std::to_string(b.y) + ") in 1/1024 tile units";
}

int sign(std::int64_t value) { return (value > 0) - (value < 0); }

// Checks contract items 1-5 for a segment whose endpoints are on the 2^-10 grid.
testing::AssertionResult satisfies_contract(FixedPoint a, FixedPoint b) {
    const std::vector<TileCoord> tiles = collect(tilemap_test::to_tile_space(a), tilemap_test::to_tile_space(b));
    const TileCoord first = tilemap_test::tile_of_fixed(a);
    const TileCoord last = tilemap_test::tile_of_fixed(b);
    const std::int64_t di = std::int64_t{last.x} - first.x;
    const std::int64_t dj = std::int64_t{last.y} - first.y;
    // 1. endpoints
    if (tiles.empty() || tiles.front() != first || tiles.back() != last) {
        return testing::AssertionFailure() << describe(a, b) << ": does not start at tile(a) and end at tile(b)";
    }
    // 2. monotone 4-connected steps, |di| + |dj| + 1 tiles
    if (static_cast<std::int64_t>(tiles.size()) != std::llabs(di) + std::llabs(dj) + 1) {
        return testing::AssertionFailure() << describe(a, b) << ": " << tiles.size() << " tiles, expected "
                                           << std::llabs(di) + std::llabs(dj) + 1;
    }
    for (std::size_t k = 1; k < tiles.size(); ++k) {
        const std::int64_t step_x = std::int64_t{tiles[k].x} - tiles[k - 1].x;
        const std::int64_t step_y = std::int64_t{tiles[k].y} - tiles[k - 1].y;
        const bool x_step = step_y == 0 && step_x == sign(di) && di != 0;
        const bool y_step = step_x == 0 && step_y == sign(dj) && dj != 0;
        if (!x_step && !y_step) {
            return testing::AssertionFailure() << describe(a, b) << ": step " << k << " is not one tile toward b";
        }
    }
    // 3. every yielded tile's closed square touches the segment
    std::set<std::pair<std::int32_t, std::int32_t>> yielded;
    for (TileCoord tile : tiles) {
        yielded.insert({tile.x, tile.y});
        if (!tilemap_test::segment_meets_square(a, b, tile.x, tile.y, false)) {
            return testing::AssertionFailure() << describe(a, b) << ": tile (" << tile.x << ", " << tile.y
                                               << ") does not touch the segment";
        }
    }
    // 4. every tile whose open interior the segment crosses is yielded
    for (TileCoord tile : tilemap_test::candidate_tiles(a, b)) {
        if (tilemap_test::segment_meets_square(a, b, tile.x, tile.y, true) && !yielded.count({tile.x, tile.y})) {
            return testing::AssertionFailure() << describe(a, b) << ": misses tile (" << tile.x << ", " << tile.y
                                               << ") whose interior it crosses";
        }
    }
    // 5. tie rule: a middle tile the segment only touches, where the walk turns,
    //    is a corner detour; it is entered by an x step and left by a y step,
    //    except moving left and down, where the corner's own tile is the y-side
    //    one. (Touched middle tiles passed straight through lie along a grid line.)
    const bool y_first = di < 0 && dj > 0;
    for (std::size_t k = 1; k + 1 < tiles.size(); ++k) {
        const bool entered_by_x = tiles[k].y == tiles[k - 1].y;
        const bool left_by_y = tiles[k + 1].x == tiles[k].x;
        const bool turns = entered_by_x == left_by_y;
        if (turns && !tilemap_test::segment_meets_square(a, b, tiles[k].x, tiles[k].y, true)) {
            if (entered_by_x == y_first) {
                return testing::AssertionFailure() << describe(a, b) << ": corner detour through (" << tiles[k].x
                                                   << ", " << tiles[k].y << ") breaks the x-first tie rule";
            }
        }
    }
    return testing::AssertionSuccess();
}

testing::AssertionResult satisfies_contract_both_ways(FixedPoint a, FixedPoint b) {
    testing::AssertionResult forward = satisfies_contract(a, b);
    if (!forward) {
        return forward;
    }
    return satisfies_contract(b, a);
}

FixedPoint random_point(std::mt19937_64& random, std::int64_t low_tiles, std::int64_t high_tiles) {
    return {tilemap_test::random_between(random, low_tiles * kUnit, high_tiles * kUnit),
            tilemap_test::random_between(random, low_tiles * kUnit, high_tiles * kUnit)};
}

TEST(SegmentQuery, RandomShortSegmentsSatisfyContract) {
    std::mt19937_64 random{1};
    for (int n = 0; n < 4000; ++n) {
        const FixedPoint a = random_point(random, -40, 40);
        const FixedPoint b = {a.x + tilemap_test::random_between(random, -12 * kUnit, 12 * kUnit),
                              a.y + tilemap_test::random_between(random, -12 * kUnit, 12 * kUnit)};
        ASSERT_TRUE(satisfies_contract_both_ways(a, b));
    }
}

TEST(SegmentQuery, SegmentsThroughExactCornersFollowTieRule) {
    std::mt19937_64 random{2};
    for (int n = 0; n < 4000; ++n) {
        // A line through the lattice point `corner` with a small integer slope
        // passes through further corners too; endpoints stay on the 2^-10 grid.
        const FixedPoint corner = {tilemap_test::random_between(random, -30, 30) * kUnit,
                                   tilemap_test::random_between(random, -30, 30) * kUnit};
        const std::int64_t p = tilemap_test::random_between(random, -4, 4);
        const std::int64_t q = tilemap_test::random_between(random, -4, 4);
        const std::int64_t before = tilemap_test::random_between(random, 0, 3 * kUnit);
        const std::int64_t after = tilemap_test::random_between(random, 0, 3 * kUnit);
        const FixedPoint a = {corner.x - p * before, corner.y - q * before};
        const FixedPoint b = {corner.x + p * after, corner.y + q * after};
        ASSERT_TRUE(satisfies_contract_both_ways(a, b));
    }
}

TEST(SegmentQuery, ExactDiagonalThroughCornersStepsXFirst) {
    // (0.5, 0.5) -> (3.5, 1.5) passes corner (2, 1) halfway: x first, then y.
    const std::vector<TileCoord> tiles = collect({0.5, 0.5}, {3.5, 1.5});
    const std::vector<TileCoord> expected = {{0, 0}, {1, 0}, {2, 0}, {2, 1}, {3, 1}};
    EXPECT_EQ(tiles, expected);
    // From corner to corner at 45 degrees, every corner is a tie.
    const std::vector<TileCoord> diagonal = collect({0.0, 0.0}, {2.0, 2.0});
    const std::vector<TileCoord> staircase = {{0, 0}, {1, 0}, {1, 1}, {2, 1}, {2, 2}};
    EXPECT_EQ(diagonal, staircase);
}

TEST(SegmentQuery, EndpointsOnGridLinesAndAxisAlignedSegments) {
    std::mt19937_64 random{3};
    for (int n = 0; n < 4000; ++n) {
        FixedPoint a = random_point(random, -20, 20);
        FixedPoint b = random_point(random, -20, 20);
        switch (n % 6) {
        case 0: a.x = a.x / kUnit * kUnit; break;                      // a on a vertical grid line
        case 1: b.y = b.y / kUnit * kUnit; break;                      // b on a horizontal grid line
        case 2: b.x = a.x; break;                                      // vertical
        case 3: b.y = a.y; break;                                      // horizontal
        case 4: a.y = a.y / kUnit * kUnit; b.y = a.y; break;           // along a horizontal grid line
        default: a.x = a.x / kUnit * kUnit; b.x = a.x; b.y = b.y / kUnit * kUnit; break; // along a vertical one, ending on a corner
        }
        ASSERT_TRUE(satisfies_contract_both_ways(a, b));
    }
}

TEST(SegmentQuery, ZeroLengthSegmentYieldsItsTile) {
    std::mt19937_64 random{4};
    for (int n = 0; n < 500; ++n) {
        FixedPoint a = random_point(random, -50, 50);
        if (n % 2 == 0) {
            a = {a.x / kUnit * kUnit, a.y / kUnit * kUnit}; // on a corner
        }
        const std::vector<TileCoord> tiles = collect(tilemap_test::to_tile_space(a), tilemap_test::to_tile_space(a));
        ASSERT_EQ(tiles.size(), 1u);
        EXPECT_EQ(tiles.front(), tilemap_test::tile_of_fixed(a));
    }
}

TEST(SegmentQuery, LongNearDiagonalRays) {
    std::mt19937_64 random{5};
    for (int n = 0; n < 12; ++n) {
        const FixedPoint a = random_point(random, -100, 100);
        const std::int64_t length = 5000 * kUnit;
        const std::int64_t skew = tilemap_test::random_between(random, -3 * kUnit, 3 * kUnit);
        const int flip_x = n % 2 == 0 ? 1 : -1;
        const int flip_y = n % 4 < 2 ? 1 : -1;
        const FixedPoint b = {a.x + flip_x * length, a.y + flip_y * (length + skew)};
        ASSERT_TRUE(satisfies_contract(a, b));
        EXPECT_GE(collect(tilemap_test::to_tile_space(a), tilemap_test::to_tile_space(b)).size(), 9990u);
    }
    // Exactly 45 degrees through every corner, 10^4 tiles long.
    ASSERT_TRUE(satisfies_contract_both_ways({0, 0}, {5000 * kUnit, -5000 * kUnit}));
}

TEST(SegmentQuery, FarFromOriginAndNegative) {
    std::mt19937_64 random{6};
    const std::int64_t far = std::int64_t{1} << 20; // tiles
    for (int n = 0; n < 2000; ++n) {
        const std::int64_t corner_x = (n % 2 == 0 ? far : -far) - (n % 4 < 2 ? 0 : 8);
        const std::int64_t corner_y = (n % 3 == 0 ? far : -far) - 8;
        FixedPoint a = random_point(random, 0, 8);
        FixedPoint b = random_point(random, 0, 8);
        a = {a.x + corner_x * kUnit, a.y + corner_y * kUnit};
        b = {b.x + corner_x * kUnit, b.y + corner_y * kUnit};
        if (n % 5 == 0) {
            b = {a.x + 3 * kUnit, a.y - 2 * kUnit}; // through corners when a is on one
            a = {a.x / kUnit * kUnit, a.y / kUnit * kUnit};
        }
        ASSERT_TRUE(satisfies_contract_both_ways(a, b));
    }
    // A ray from -2^20 to +2^20 is exact too (2^21 tiles wide, checked by endpoints and count).
    const auto tiles = engine::tiles_on_segment({-1048576.0, -1048576.0}, {1048575.999, 10.5}, std::int64_t{1} << 30);
    EXPECT_EQ(tiles.tiles_total(), 1048575 + 1048576 + 1048576 + 10 + 1);
}

TEST(SegmentQuery, ExactNearTheInt32Limits) {
    std::mt19937_64 random{7};
    const std::int64_t edge = (std::int64_t{1} << 31) - 16;
    for (int n = 0; n < 500; ++n) {
        const std::int64_t base_x = n % 2 == 0 ? edge : -edge - 1;
        const std::int64_t base_y = n % 4 < 2 ? edge : -edge - 1;
        FixedPoint a = random_point(random, 0, 15);
        FixedPoint b = random_point(random, 0, 15);
        a = {a.x + base_x * kUnit, a.y + base_y * kUnit};
        b = {b.x + base_x * kUnit, b.y + base_y * kUnit};
        ASSERT_TRUE(satisfies_contract_both_ways(a, b));
    }
}

TEST(SegmentQuery, OffGridInputKeepsItemsOneAndTwoForTheInputItself) {
    // Exactness against an exact rational reference is in exact_doubles_test.cpp;
    // here only the cheap items: first and last tile, and the tile count.
    std::mt19937_64 random{8};
    std::uniform_real_distribution<double> coordinate{-50.0, 50.0};
    for (int n = 0; n < 3000; ++n) {
        const engine::TileSpacePoint a{coordinate(random), coordinate(random)};
        const engine::TileSpacePoint b{a.x + coordinate(random) / 4, a.y + coordinate(random) / 4};
        const std::vector<TileCoord> tiles = collect(a, b);
        ASSERT_EQ(tiles.front(), engine::tile_of(a));
        ASSERT_EQ(tiles.back(), engine::tile_of(b));
        const TileCoord first = engine::tile_of(a), last = engine::tile_of(b);
        ASSERT_EQ(static_cast<std::int64_t>(tiles.size()),
                  std::llabs(std::int64_t{last.x} - first.x) + std::llabs(std::int64_t{last.y} - first.y) + 1);
    }
}

TEST(SegmentQuery, RejectsNonFiniteAndHugeInputNamingTheArgument) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    const auto message_of = [](auto&& run) -> std::string {
        try {
            run();
        } catch (const std::exception& error) {
            return error.what();
        }
        return "no exception";
    };
    EXPECT_THROW((void)engine::tiles_on_segment({nan, 0}, {1, 1}), std::invalid_argument);
    EXPECT_THROW((void)engine::tiles_on_segment({0, 0}, {1, -inf}), std::invalid_argument);
    EXPECT_THROW((void)engine::tiles_on_segment({0, 0}, {1e30, 0}), std::out_of_range);
    EXPECT_THROW((void)engine::tiles_on_segment({-2147483649.0, 0}, {0, 0}), std::out_of_range);
    EXPECT_NE(message_of([&] { (void)engine::tiles_on_segment({nan, 0}, {1, 1}); }).find("a.x"), std::string::npos);
    EXPECT_NE(message_of([&] { (void)engine::tiles_on_segment({0, 0}, {1, -inf}); }).find("b.y"), std::string::npos);
    EXPECT_NE(message_of([&] { (void)engine::tiles_on_segment({0, 0}, {1e30, 0}); }).find("b.x"), std::string::npos);
    EXPECT_THROW((void)engine::tiles_on_segment_float_dda({0, nan}, {1, 1}), std::invalid_argument);
    EXPECT_THROW((void)engine::tiles_on_segment_float_dda({0, 0}, {0, 3e9}), std::out_of_range);
}

// The walk's setup avoids std::floor (a library call on baseline x86-64) and
// checks all four coordinates with two compares each; both must agree exactly
// with the obvious forms they replace.
TEST(SegmentQuery, SubTileRoundingIsFloor) {
    const double top = std::nextafter(2147483648.0, 0.0); // largest coordinate whose tile fits in int32
    std::vector<double> values = {0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.0 / 1024, -1.0 / 1024, 3.0 / 2048, -3.0 / 2048,
                                  std::numeric_limits<double>::denorm_min(), -std::numeric_limits<double>::denorm_min(),
                                  1e-300, -1e-300, -2147483648.0, top, -top, 1048576.0, -1048576.0, 2147483647.5,
                                  -2147483647.5};
    for (const double grid_point : {0.0, 1.0, -1.0, 17.25, -17.25, 1048575.0 + 1023.0 / 1024, -2147483647.0}) {
        values.push_back(std::nextafter(grid_point, -1e300)); // just below a 2^-10 grid point ...
        values.push_back(std::nextafter(grid_point, 1e300));  // ... and just above
    }
    std::mt19937_64 random{11};
    std::uniform_real_distribution<double> exponent{-40.0, 31.0};
    for (int n = 0; n < 20000; ++n) {
        const double magnitude = std::min(std::exp2(exponent(random)), top);
        values.push_back(n % 2 == 0 ? magnitude : -magnitude);
    }
    for (const double value : values) {
        ASSERT_EQ(engine::detail::floor_to_int64(value * kUnit), static_cast<std::int64_t>(std::floor(value * kUnit)))
            << "coordinate " << value;
    }
}

TEST(SegmentQuery, FastEndpointCheckThrowsWhatTheFullCheckThrows) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    const std::vector<double> values = {nan, inf, -inf, 1e30, -1e30, 2147483648.0, -2147483648.0,
                                        std::nextafter(-2147483648.0, -1e300), std::nextafter(2147483648.0, 0.0), 0.0, -7.5};
    const auto outcome = [](auto&& run) -> std::string {
        try {
            run();
        } catch (const std::invalid_argument& error) {
            return std::string("invalid_argument: ") + error.what();
        } catch (const std::out_of_range& error) {
            return std::string("out_of_range: ") + error.what();
        }
        return "accepted";
    };
    const char* const names[] = {"a.x", "a.y", "b.x", "b.y"};
    for (const double value : values) {
        for (int position = 0; position < 4; ++position) {
            double coordinates[4] = {0.5, -1.5, 2.5, 3.5};
            coordinates[position] = value;
            const std::string fast = outcome([&] {
                (void)engine::tiles_on_segment({coordinates[0], coordinates[1]}, {coordinates[2], coordinates[3]},
                                               std::int64_t{1} << 40);
            });
            const std::string full = outcome([&] {
                engine::detail::require_tile_coordinate(value, "tiles_on_segment", names[position]);
            });
            ASSERT_EQ(fast, full) << "coordinate " << names[position] << " = " << value;
            // The one-compare filter passes the small coordinates and sends the rest,
            // good or bad (2^31 - ulp, -2^31), to the full check: never a wrong "yes".
            const bool surely =
                engine::detail::surely_tile_coordinates({coordinates[0], coordinates[1]}, {coordinates[2], coordinates[3]});
            ASSERT_EQ(surely, std::fabs(value) < 1e6) << value;
            ASSERT_TRUE(!surely || full == "accepted") << value;
        }
    }
    // With several bad coordinates, the first in the order a.x, a.y, b.x, b.y is named.
    const std::string both = outcome([&] { (void)engine::tiles_on_segment({0, 1e30}, {nan, 0}); });
    EXPECT_NE(both.find("out_of_range"), std::string::npos) << both;
    EXPECT_NE(both.find("a.y"), std::string::npos) << both;
}

TEST(SegmentQuery, LimitIsCheckedBeforeWalking) {
    // (0.5, 0.5) -> (10.5, 5.5): 10 + 5 + 1 = 16 tiles.
    EXPECT_NO_THROW((void)engine::tiles_on_segment({0.5, 0.5}, {10.5, 5.5}, 16));
    EXPECT_THROW((void)engine::tiles_on_segment({0.5, 0.5}, {10.5, 5.5}, 15), engine::QueryTooLarge);
    EXPECT_THROW((void)engine::tiles_on_segment_float_dda({0.5, 0.5}, {10.5, 5.5}, 15), engine::QueryTooLarge);
    // The default limit stops a ray across the whole int32 range.
    EXPECT_THROW((void)engine::tiles_on_segment({-2e9, -2e9}, {2e9, 2e9}), engine::QueryTooLarge);
}

TEST(SegmentQuery, StatsCountTilesVisitedUpToBreak) {
    auto walk = engine::tiles_on_segment({0.5, 0.5}, {20.5, 0.5});
    int seen = 0;
    for (TileCoord tile : walk) {
        ++seen;
        if (tile.x == 6) {
            break;
        }
    }
    EXPECT_EQ(seen, 7);
    EXPECT_EQ(walk.stats().tiles_visited, 7);
    EXPECT_EQ(walk.stats().tiles_tested, 0);
    // The iterator steps the range's own walk; what the range tells stays as built.
    EXPECT_EQ(walk.first_tile(), (TileCoord{0, 0}));
    EXPECT_EQ(walk.tiles_total(), 21);
    // begin() restarts, at tile(a), and resets the counters.
    std::int64_t all = 0;
    for (TileCoord tile : walk) {
        EXPECT_EQ(tile, (TileCoord{static_cast<std::int32_t>(all), 0}));
        ++all;
    }
    EXPECT_EQ(all, walk.tiles_total());
    EXPECT_EQ(walk.stats().tiles_visited, walk.tiles_total());
}

TEST(SegmentQuery, InspectorStateExplainsEachStep) {
    std::mt19937_64 random{9};
    for (int n = 0; n < 300; ++n) {
        FixedPoint a = random_point(random, -10, 10);
        FixedPoint b = random_point(random, -10, 10);
        if (n % 3 == 0) { // corner to corner: plenty of ties
            a = {a.x / kUnit * kUnit, a.y / kUnit * kUnit};
            b = {b.x / kUnit * kUnit, b.y / kUnit * kUnit};
        }
        auto walk = engine::tiles_on_segment(tilemap_test::to_tile_space(a), tilemap_test::to_tile_space(b));
        engine::SegmentStepState previous;
        std::int64_t index = 0;
        for (auto it = walk.begin(); it != walk.end(); ++it, ++index) {
            const engine::SegmentStepState state = it.state();
            ASSERT_EQ(state.tile, *it);
            ASSERT_EQ(state.index, index);
            ASSERT_EQ(state.tiles_total, walk.tiles_total());
            if (index == 0) {
                ASSERT_EQ(state.step, engine::SegmentStep::Start);
                ASSERT_EQ(state.reason, engine::SegmentStepReason::Start);
            } else {
                // The step taken is the one the previous state's decision announced.
                const bool x_step = state.step == engine::SegmentStep::X;
                ASSERT_EQ(state.reason == engine::SegmentStepReason::CornerTie, previous.decision == 0);
                if (previous.decision != 0) {
                    ASSERT_EQ(x_step, previous.decision < 0);
                    // ... and agrees with the crossing fractions it showed.
                    ASSERT_EQ(x_step, previous.next_x_crossing < previous.next_y_crossing);
                }
            }
            ASSERT_GE(state.next_x_crossing, 0.0);
            ASSERT_GE(state.next_y_crossing, 0.0);
            previous = state;
        }
        ASSERT_EQ(index, walk.tiles_total());
    }
}

TEST(SegmentQuery, FloatDdaAgreesWithExactOffGridLinesAwayFromTies) {
    std::mt19937_64 random{10};
    int compared = 0;
    const int trials = 3000;
    for (int n = 0; n < trials; ++n) {
        FixedPoint a = random_point(random, -30, 30);
        FixedPoint b = {a.x + tilemap_test::random_between(random, -100 * kUnit, 100 * kUnit),
                        a.y + tilemap_test::random_between(random, -100 * kUnit, 100 * kUnit)};
        // Off the grid lines: no endpoint coordinate on a tile edge.
        if (a.x % kUnit == 0 || a.y % kUnit == 0 || b.x % kUnit == 0 || b.y % kUnit == 0) {
            continue;
        }
        // Skip walks where two crossings are (nearly) simultaneous: there the
        // float walk's accumulated rounding may legitimately pick the other side.
        const double scale = static_cast<double>(std::llabs(b.x - a.x)) * static_cast<double>(std::llabs(b.y - a.y));
        bool near_tie = false;
        auto exact = engine::tiles_on_segment(tilemap_test::to_tile_space(a), tilemap_test::to_tile_space(b));
        for (auto it = exact.begin(); it != exact.end(); ++it) {
            near_tie = near_tie || std::abs(static_cast<double>(it.state().decision)) <= 1e-9 * scale;
        }
        if (near_tie) {
            continue;
        }
        std::vector<TileCoord> dda;
        for (TileCoord tile : engine::tiles_on_segment_float_dda(tilemap_test::to_tile_space(a), tilemap_test::to_tile_space(b))) {
            dda.push_back(tile);
        }
        ASSERT_EQ(dda, collect(tilemap_test::to_tile_space(a), tilemap_test::to_tile_space(b))) << describe(a, b);
        ++compared;
    }
    EXPECT_GT(compared, trials * 9 / 10);
}

TEST(SegmentQuery, VariantNamesRoundTrip) {
    for (const auto& info : engine::kSegmentVariants) {
        EXPECT_EQ(engine::find_variant(engine::kSegmentVariants, info.name), info.variant);
        EXPECT_EQ(engine::name(info.variant), info.name);
    }
    EXPECT_EQ(engine::find_variant(engine::kSegmentVariants, "float-dda"), engine::SegmentVariant::FloatDda);
    EXPECT_FALSE(engine::find_variant(engine::kSegmentVariants, "bresenham").has_value());
    // visit_segment runs the chosen variant and stops when the visitor says so.
    int visited = 0;
    const engine::QueryStats stats = engine::visit_segment(engine::SegmentVariant::FloatDda, {0.5, 0.5}, {9.5, 0.5},
                                                           [&](TileCoord) { return ++visited < 4; });
    EXPECT_EQ(visited, 4);
    EXPECT_EQ(stats.tiles_visited, 4);
}

} // namespace
