// The tile queries are exact for the input as given — any finite doubles, of any
// magnitude — checked against references in exact rational arithmetic (GMP's
// mpq_class, which holds every double exactly). The references are the plainest
// versions of the algorithms: the articles' segment walk comparing the next
// crossings t_x and t_y as exact fractions, and every tile of a box tested
// against the disk with exact squares. Also the exact predicates themselves.

#include <engine/tilemap/circle_query.hpp>
#include <engine/tilemap/exact_number.hpp>
#include <engine/tilemap/exact_predicates.hpp>
#include <engine/tilemap/rect_query.hpp>
#include <engine/tilemap/segment_query.hpp>

#include "../support/exact_rational_reference.hpp"

#include <gmpxx.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <random>
#include <set>
#include <utility>
#include <vector>

namespace {

using engine::TileCoord;
using engine::TileSpacePoint;
using exact_rational::exact;
using exact_rational::reference_touches;
using exact_rational::reference_walk;
using exact_rational::sign;

std::vector<TileCoord> engine_walk(TileSpacePoint a, TileSpacePoint b) {
    std::vector<TileCoord> tiles;
    for (TileCoord tile : engine::tiles_on_segment(a, b)) {
        tiles.push_back(tile);
    }
    return tiles;
}

/// A double of "every magnitude": sign, a random 53-bit mantissa and an
/// exponent anywhere from the subnormals up to `max_exponent`.
double any_magnitude(std::mt19937_64& random, int max_exponent) {
    const int exponent = std::uniform_int_distribution<int>{-1074, max_exponent}(random);
    const double mantissa = std::uniform_real_distribution<double>{1.0, 2.0}(random);
    const double value = std::ldexp(mantissa, exponent);
    return random() % 2 == 0 ? value : -value;
}

// A point near `base` with offsets of every magnitude (so endpoints share
// tiles with small integer coordinates, where walks are interesting). Offsets
// below about 2^-52 vanish when added to a non-zero base, so half the points
// take a base of zero, where they keep every magnitude down to the subnormals.
TileSpacePoint near(std::mt19937_64& random, TileSpacePoint base) {
    if (random() % 2 == 0) {
        return {any_magnitude(random, 2), any_magnitude(random, 2)};
    }
    const auto offset = [&] {
        const double value = std::ldexp(std::uniform_real_distribution<double>{1.0, 2.0}(random),
                                        std::uniform_int_distribution<int>{-60, 1}(random));
        return random() % 2 == 0 ? value : -value;
    };
    return {base.x + offset(), base.y + offset()};
}

TEST(ExactNumber, SumsDifferencesAndProductsMatchRationalArithmetic) {
    std::mt19937_64 random{1};
    for (int n = 0; n < 20000; ++n) {
        const double p = any_magnitude(random, 40), q = any_magnitude(random, 40);
        const double r = any_magnitude(random, 40), s = any_magnitude(random, 40);
        const engine::ExactNumber value =
            (engine::ExactNumber{p} - engine::ExactNumber{q}) * (engine::ExactNumber{r} + engine::ExactNumber{s}) -
            engine::ExactNumber{p} * engine::ExactNumber{s};
        const mpq_class expected = (exact(p) - exact(q)) * (exact(r) + exact(s)) - exact(p) * exact(s);
        ASSERT_EQ(value.sign(), sign(expected)) << p << " " << q << " " << r << " " << s;
    }
    // Cancellation down to the last bit of a subnormal.
    const double tiny = 0x1p-1074;
    EXPECT_EQ((engine::ExactNumber{1.0 + 0x1p-52} - engine::ExactNumber{1.0} - engine::ExactNumber{0x1p-52}).sign(), 0);
    EXPECT_EQ((engine::ExactNumber{tiny} * engine::ExactNumber{tiny} - engine::ExactNumber{0.0}).sign(), 1);
    EXPECT_THROW(engine::ExactNumber{std::nan("")}, std::invalid_argument);
}

TEST(ExactPredicates, OrientationMatchesRationalArithmeticNearDegenerate) {
    std::mt19937_64 random{2};
    std::uniform_real_distribution<double> unit{-1.0, 1.0};
    int exact_zero = 0;
    for (int n = 0; n < 50000; ++n) {
        // c close to (or on) the line through a and b: the filter cannot decide.
        TileSpacePoint a{unit(random) * 100, unit(random) * 100};
        TileSpacePoint b{unit(random) * 100, unit(random) * 100};
        const double t = unit(random);
        TileSpacePoint c{a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)};
        if (n % 4 == 1) { // exactly collinear: c the midpoint of dyadic a and b
            a = {std::ldexp(unit(random), 20) / 1024, std::ldexp(unit(random), 20) / 1024};
            b = {std::ldexp(unit(random), 20) / 1024, std::ldexp(unit(random), 20) / 1024};
            a = {std::round(a.x * 4) / 4, std::round(a.y * 4) / 4};
            b = {std::round(b.x * 4) / 4, std::round(b.y * 4) / 4};
            c = {(a.x + b.x) / 2, (a.y + b.y) / 2};
        } else if (n % 3 == 0) {
            c.x += any_magnitude(random, -30);
        }
        const mpq_class expected =
            (exact(b.x) - exact(a.x)) * (exact(c.y) - exact(a.y)) - (exact(b.y) - exact(a.y)) * (exact(c.x) - exact(a.x));
        exact_zero += sign(expected) == 0;
        ASSERT_EQ(engine::orientation(a, b, c), sign(expected));
    }
    EXPECT_GT(exact_zero, 0); // some inputs were exactly collinear
}

TEST(ExactSegmentWalk, ArbitraryDoublesOfEveryMagnitude) {
    std::mt19937_64 random{3};
    std::uniform_int_distribution<int> small{-3, 3};
    for (int n = 0; n < 40000; ++n) {
        const TileSpacePoint base_a{static_cast<double>(small(random)), static_cast<double>(small(random))};
        const TileSpacePoint base_b{static_cast<double>(small(random)), static_cast<double>(small(random))};
        const TileSpacePoint a = near(random, base_a);
        const TileSpacePoint b = n % 4 == 0 ? near(random, base_a) : near(random, base_b);
        ASSERT_EQ(engine_walk(a, b), reference_walk(a, b)) << std::hexfloat << a.x << " " << a.y << " -> " << b.x << " " << b.y;
    }
}

TEST(ExactSegmentWalk, FarFromTheOriginAndLong) {
    std::mt19937_64 random{4};
    std::uniform_real_distribution<double> far{-1048576.0, 1048576.0}; // 2^20
    std::uniform_real_distribution<double> offset{-40.0, 40.0};
    for (int n = 0; n < 20000; ++n) {
        const TileSpacePoint a{far(random), far(random)};
        const TileSpacePoint b{a.x + offset(random), a.y + offset(random)};
        ASSERT_EQ(engine_walk(a, b), reference_walk(a, b)) << std::hexfloat << a.x << " " << a.y << " -> " << b.x << " " << b.y;
    }
}

TEST(ExactSegmentWalk, SegmentsPassingWithinOneBillionthOfACorner) {
    // Built to pass a tile corner at distances from 1e-9 down to 0 and to the
    // subnormals, on both sides, in every direction.
    std::mt19937_64 random{5};
    std::uniform_real_distribution<double> angle{0.0, 6.283185307179586};
    std::uniform_real_distribution<double> length{0.3, 6.0};
    std::uniform_int_distribution<int> corner_coordinate{-1000, 1000};
    int through_corner = 0;
    for (int n = 0; n < 40000; ++n) {
        const TileSpacePoint corner{static_cast<double>(corner_coordinate(random)),
                                    static_cast<double>(corner_coordinate(random))};
        const double theta = angle(random);
        double ux = std::cos(theta), uy = std::sin(theta);
        if (n % 5 == 0) { // a direction with short dyadic components: a and b below are exact
            ux = std::round(ux * 64) / 64;
            uy = std::round(uy * 64) / 64;
            if (ux == 0.0 && uy == 0.0) {
                ux = 1.0 / 64;
            }
        }
        const double miss = n % 5 == 0 ? 0.0 : (random() % 2 ? 1.0 : -1.0) * std::ldexp(1.0, -30 - static_cast<int>(random() % 1000));
        const TileSpacePoint pass{corner.x - uy * miss, corner.y + ux * miss};
        const double before = n % 5 == 0 ? std::round(length(random) * 8) : length(random);
        const double after = n % 5 == 0 ? std::round(length(random) * 8) + 1 : length(random);
        const TileSpacePoint a{pass.x - ux * before, pass.y - uy * before};
        const TileSpacePoint b{pass.x + ux * after, pass.y + uy * after};
        const std::vector<TileCoord> expected = reference_walk(a, b);
        through_corner += engine::orientation(a, b, corner) == 0;
        ASSERT_EQ(engine_walk(a, b), expected) << std::hexfloat << a.x << " " << a.y << " -> " << b.x << " " << b.y;
    }
    EXPECT_GT(through_corner, 0);
}

TEST(ExactSegmentWalk, TwoToTheMinusFourteenGridRaysAllExact) {
    // Endpoints on a 2^-14 grid (exact in doubles, off the walk's 2^-10 grid):
    // before the exact predicate, 4.3 % of such rays differed from the exact walk.
    std::mt19937_64 random{6};
    std::uniform_int_distribution<std::int64_t> fine{-16 * 16384, 16 * 16384};
    for (int n = 0; n < 20000; ++n) {
        const TileSpacePoint a{static_cast<double>(fine(random)) / 16384, static_cast<double>(fine(random)) / 16384};
        const TileSpacePoint b{static_cast<double>(fine(random)) / 16384, static_cast<double>(fine(random)) / 16384};
        ASSERT_EQ(engine_walk(a, b), reference_walk(a, b)) << std::hexfloat << a.x << " " << a.y << " -> " << b.x << " " << b.y;
    }
}

TEST(ExactSegmentWalk, InspectorReasonFollowsTheExactOrder) {
    // (0, 0.5) -> (1.0 + 2^-30, 1.5): the corner (1, 1) lies just above the line,
    // so y comes first, while on the endpoints rounded to 2^-10 — (0, 0.5) ->
    // (1, 1.5), exactly through the corner — the integer decision is a tie.
    const TileSpacePoint a{0.0, 0.5}, b{1.0 + 0x1p-30, 1.5};
    auto walk = engine::tiles_on_segment(a, b);
    std::vector<TileCoord> tiles;
    std::vector<engine::SegmentStepReason> reasons;
    for (auto it = walk.begin(); it != walk.end(); ++it) {
        tiles.push_back(*it);
        reasons.push_back(it.state().reason);
    }
    ASSERT_EQ(tiles, (std::vector<TileCoord>{{0, 0}, {0, 1}, {1, 1}}));
    EXPECT_EQ(reasons[1], engine::SegmentStepReason::YCrossingFirst);
    EXPECT_EQ(tiles, reference_walk(a, b));
}

TEST(ExactCircleQuery, ArbitraryDoublesOfEveryMagnitude) {
    std::mt19937_64 random{7};
    std::uniform_int_distribution<int> small{-4, 4};
    std::uniform_real_distribution<double> radius_base{0.0, 4.0};
    for (int n = 0; n < 6000; ++n) {
        const TileSpacePoint centre = near(random, {static_cast<double>(small(random)), static_cast<double>(small(random))});
        // Radii of every magnitude, and radii that put the rim exactly on (or
        // within a hair of) tile corners and edges.
        double radius = n % 3 == 0 ? std::fabs(any_magnitude(random, 2)) : radius_base(random);
        if (n % 3 == 1) {
            const double corner_x = std::floor(centre.x) + small(random), corner_y = std::floor(centre.y) + small(random);
            radius = std::max(0.0, std::hypot(corner_x - centre.x, corner_y - centre.y) +
                                       (static_cast<double>(random() % 3) - 1.0) * std::ldexp(1.0, -50));
        }
        std::set<std::pair<std::int64_t, std::int64_t>> got;
        for (TileCoord tile : engine::tiles_in_circle(centre, radius)) {
            ASSERT_TRUE(got.insert({tile.x, tile.y}).second) << "a tile twice";
        }
        const auto cx = static_cast<std::int64_t>(std::floor(centre.x));
        const auto cy = static_cast<std::int64_t>(std::floor(centre.y));
        const auto reach = static_cast<std::int64_t>(std::ceil(radius)) + 2;
        for (std::int64_t j = cy - reach; j <= cy + reach; ++j) {
            for (std::int64_t i = cx - reach; i <= cx + reach; ++i) {
                ASSERT_EQ(got.count({i, j}) == 1, reference_touches(i, j, centre, radius))
                    << "tile " << i << ", " << j << std::hexfloat << " centre " << centre.x << " " << centre.y << " radius " << radius;
            }
        }
        // And nothing outside the box checked above.
        for (const auto& [i, j] : got) {
            ASSERT_TRUE(i >= cx - reach && i <= cx + reach && j >= cy - reach && j <= cy + reach);
        }
    }
}

TEST(ExactPredicates, SquareMeetsDiskAtTheSubnormalScale) {
    const double tiny = 0x1p-1074;
    // A disk of radius 2^-1074 around (-2^-1074, 0.5) touches tile (0, 0) at its left edge exactly.
    EXPECT_TRUE(engine::square_meets_disk(0, 0, {-tiny, 0.5}, tiny));
    EXPECT_FALSE(engine::square_meets_disk(0, 0, {-2 * tiny, 0.5}, tiny));
    // At a corner: gaps of 3 and 4 subnormal units, radius 5 of them: touches; 4.99..: not.
    EXPECT_TRUE(engine::square_meets_disk(0, 0, {-3 * tiny, -4 * tiny}, 5 * tiny));
    EXPECT_FALSE(engine::square_meets_disk(0, 0, {-3 * tiny, -4 * tiny}, 4 * tiny));
}

TEST(ExactRectQuery, ArbitraryDoublesOfEveryMagnitude) {
    // The rectangle query floors and ceils the corners, which is exact for
    // doubles; checked here against the half-open rule in rationals.
    std::mt19937_64 random{8};
    std::uniform_int_distribution<int> small{-3, 3};
    for (int n = 0; n < 5000; ++n) {
        const TileSpacePoint a = near(random, {static_cast<double>(small(random)), static_cast<double>(small(random))});
        const TileSpacePoint b = near(random, {static_cast<double>(small(random)), static_cast<double>(small(random))});
        std::set<std::pair<std::int64_t, std::int64_t>> got;
        for (TileCoord tile : engine::tiles_in_rect(a, b)) {
            got.insert({tile.x, tile.y});
        }
        const mpq_class low_x = exact(std::min(a.x, b.x)), high_x = exact(std::max(a.x, b.x));
        const mpq_class low_y = exact(std::min(a.y, b.y)), high_y = exact(std::max(a.y, b.y));
        const auto covers = [](const mpq_class& low, const mpq_class& high, std::int64_t tile) {
            const mpq_class left{static_cast<double>(tile)}, right{static_cast<double>(tile + 1)};
            // Half-open [low, high) meets [tile, tile + 1); an empty extent is the tile containing it.
            return low == high ? (left <= low && low < right) : (low < right && high > left);
        };
        for (std::int64_t j = -7; j <= 7; ++j) {
            for (std::int64_t i = -7; i <= 7; ++i) {
                ASSERT_EQ(got.count({i, j}) == 1, covers(low_x, high_x, i) && covers(low_y, high_y, j))
                    << i << ", " << j << std::hexfloat << " " << a.x << " " << a.y << " " << b.x << " " << b.y;
            }
        }
    }
}

} // namespace
