// The exact box tests against references in exact integer / rational arithmetic.
#include <engine/tilemap/tile_space_box.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>

namespace {

using engine::TileSpaceBox;
using engine::TileSpacePoint;

// 128-bit integers for exact products (a GCC/Clang extension; __extension__ keeps -Wpedantic quiet).
__extension__ typedef __int128 Int128;

// --- boxes_overlap: inputs on the 1/4 grid; the reference checks membership of the
// points of the 1/8 grid, which is enough because a non-empty intersection of such
// half-open extents (or points) always contains its own low end.

bool extent_contains(int low8, int high8, int point8) {
    return low8 == high8 ? point8 == low8 : (low8 <= point8 && point8 < high8);
}

bool extents_share_a_point(int a_low, int a_high, int b_low, int b_high) {
    for (int p = -200; p <= 200; ++p) {
        if (extent_contains(a_low, a_high, p) && extent_contains(b_low, b_high, p)) {
            return true;
        }
    }
    return false;
}

TEST(TileSpaceBox, OverlapMatchesPointMembershipReference) {
    std::mt19937 random(11);
    std::uniform_int_distribution<int> coordinate(-12, 12);  // quarters
    std::uniform_int_distribution<int> extent(0, 6);
    for (int i = 0; i < 20000; ++i) {
        int q[8];
        for (int axis = 0; axis < 2; ++axis) {
            for (int box = 0; box < 2; ++box) {
                const int low = coordinate(random);
                q[axis * 4 + box * 2] = low;
                q[axis * 4 + box * 2 + 1] = low + (random() % 4 == 0 ? 0 : extent(random));
            }
        }
        const TileSpaceBox a{{q[0] / 4.0, q[4] / 4.0}, {q[1] / 4.0, q[5] / 4.0}};
        const TileSpaceBox b{{q[2] / 4.0, q[6] / 4.0}, {q[3] / 4.0, q[7] / 4.0}};
        const bool expected = extents_share_a_point(2 * q[0], 2 * q[1], 2 * q[2], 2 * q[3]) &&
                              extents_share_a_point(2 * q[4], 2 * q[5], 2 * q[6], 2 * q[7]);
        ASSERT_EQ(engine::boxes_overlap(a, b), expected) << i;
        ASSERT_EQ(engine::boxes_overlap(b, a), expected) << i;
    }
}

TEST(TileSpaceBox, TouchingEdgesDoNotOverlap) {
    const TileSpaceBox left{{0.0, 0.0}, {1.0, 1.0}};
    EXPECT_FALSE(engine::boxes_overlap(left, {{1.0, 0.0}, {2.0, 1.0}}));
    EXPECT_TRUE(engine::boxes_overlap(left, {{0.999, 0.0}, {2.0, 1.0}}));
    EXPECT_TRUE(engine::boxes_overlap(left, {{0.0, 0.0}, {0.0, 0.0}}));   // its top-left corner point
    EXPECT_FALSE(engine::boxes_overlap(left, {{1.0, 1.0}, {1.0, 1.0}}));  // its bottom-right corner point
}

// --- box_touches_disk: reference in integers of 2^-10 tile, squared in 128 bits.

std::int64_t distance_outside(std::int64_t value, std::int64_t low, std::int64_t high) {
    return value < low ? low - value : (value > high ? value - high : 0);
}

TEST(TileSpaceBox, DiskTestIsExactOnTheGrid) {
    std::mt19937_64 random(5);
    std::uniform_int_distribution<std::int64_t> near(-8 * 1024, 8 * 1024);
    std::uniform_int_distribution<std::int64_t> far(-(std::int64_t{1} << 30), std::int64_t{1} << 30);  // up to 2^20 tiles
    std::uniform_int_distribution<std::int64_t> radius_units(0, std::int64_t{1} << 22);                 // up to 2^12 tiles
    std::uniform_int_distribution<std::int64_t> size(0, 4 * 1024);
    int hits = 0;
    for (int i = 0; i < 100000; ++i) {
        const bool far_away = i % 2 == 0;
        const std::int64_t cx = far_away ? far(random) : near(random);
        const std::int64_t cy = far_away ? far(random) : near(random);
        const std::int64_t r = far_away ? radius_units(random) : radius_units(random) % (8 * 1024);
        // Boxes placed so that many touch the disk exactly or nearly.
        const std::int64_t min_x = cx + near(random) + (i % 3 == 0 ? r : 0);
        const std::int64_t min_y = cy + near(random);
        const std::int64_t max_x = min_x + size(random);
        const std::int64_t max_y = min_y + size(random);
        const Int128 dx = distance_outside(cx, min_x, max_x);
        const Int128 dy = distance_outside(cy, min_y, max_y);
        const bool expected = dx * dx + dy * dy <= Int128{r} * r;
        const double unit = 1.0 / 1024.0;
        const TileSpaceBox box{{double(min_x) * unit, double(min_y) * unit}, {double(max_x) * unit, double(max_y) * unit}};
        ASSERT_EQ(engine::box_touches_disk(box, {double(cx) * unit, double(cy) * unit}, double(r) * unit), expected)
            << "case " << i;
        hits += expected ? 1 : 0;
    }
    EXPECT_GT(hits, 1000);
}

TEST(TileSpaceBox, DiskTouchingACornerOrAnEdgeCounts) {
    const TileSpaceBox box{{0.0, 0.0}, {2.0, 1.0}};
    EXPECT_TRUE(engine::box_touches_disk(box, {5.0, 5.0}, 5.0));    // corner (2, 1): distance 5 exactly
    EXPECT_FALSE(engine::box_touches_disk(box, {5.0, 5.0}, 4.999));
    EXPECT_TRUE(engine::box_touches_disk(box, {3.0, 0.5}, 1.0));    // right edge, although the box is half-open
    EXPECT_TRUE(engine::box_touches_disk(box, {1.0, 0.5}, 0.0));    // centre inside, radius 0
}

// --- segment_entry_fraction: reference in exact rationals on the 1/4 grid.

struct Fraction {
    Int128 numerator;
    Int128 denominator;  // > 0
};

bool less(const Fraction& a, const Fraction& b) { return a.numerator * b.denominator < b.numerator * a.denominator; }

Fraction make_fraction(Int128 numerator, Int128 denominator) {
    return denominator < 0 ? Fraction{-numerator, -denominator} : Fraction{numerator, denominator};
}

// Exists t in [0, 1] with the point strictly inside the box on both axes?
std::optional<Fraction> reference_entry(const int box_q[4], const int from_q[2], const int to_q[2]) {
    std::optional<Fraction> enter;  // empty = -infinity
    std::optional<Fraction> leave;  // empty = +infinity
    for (int axis = 0; axis < 2; ++axis) {
        const int low = box_q[axis];
        const int high = box_q[axis + 2];
        const int start = from_q[axis];
        const int delta = to_q[axis] - start;
        if (delta == 0) {
            if (!(low < start && start < high)) {
                return std::nullopt;
            }
            continue;
        }
        Fraction t_low = make_fraction(low - start, delta);
        Fraction t_high = make_fraction(high - start, delta);
        if (less(t_high, t_low)) {
            std::swap(t_low, t_high);
        }
        if (!enter || less(*enter, t_low)) {
            enter = t_low;
        }
        if (!leave || less(t_high, *leave)) {
            leave = t_high;
        }
    }
    const Fraction zero{0, 1};
    const Fraction one{1, 1};
    if (enter && leave && !less(*enter, *leave)) {
        return std::nullopt;
    }
    if (enter && !less(*enter, one)) {
        return std::nullopt;
    }
    if (leave && !less(zero, *leave)) {
        return std::nullopt;
    }
    if (!enter || less(*enter, zero)) {
        return zero;
    }
    return enter;
}

TEST(TileSpaceBox, SegmentEntryMatchesRationalReference) {
    std::mt19937 random(3);
    std::uniform_int_distribution<int> coordinate(-16, 16);  // quarters in [-4, 4]
    std::uniform_int_distribution<int> extent(0, 10);
    int hits = 0;
    for (int i = 0; i < 100000; ++i) {
        int box_q[4];
        box_q[0] = coordinate(random);
        box_q[1] = coordinate(random);
        box_q[2] = box_q[0] + extent(random);
        box_q[3] = box_q[1] + extent(random);
        int from_q[2] = {coordinate(random), coordinate(random)};
        int to_q[2] = {coordinate(random), coordinate(random)};
        if (i % 5 == 0) {
            to_q[1] = from_q[1];  // axis-aligned, often along an edge
        }
        const TileSpaceBox box{{box_q[0] / 4.0, box_q[1] / 4.0}, {box_q[2] / 4.0, box_q[3] / 4.0}};
        const std::optional<double> got =
            engine::segment_entry_fraction(box, {from_q[0] / 4.0, from_q[1] / 4.0}, {to_q[0] / 4.0, to_q[1] / 4.0});
        const std::optional<Fraction> expected = reference_entry(box_q, from_q, to_q);
        ASSERT_EQ(got.has_value(), expected.has_value()) << "case " << i;
        if (expected) {
            // The double division rounds the same rational correctly.
            const double want = double(expected->numerator) / double(expected->denominator);
            ASSERT_EQ(*got, want) << "case " << i;
            ++hits;
        }
    }
    EXPECT_GT(hits, 5000);
}

TEST(TileSpaceBox, SegmentAlongAnEdgeOrThroughACornerOnlyIsNoHit) {
    const TileSpaceBox box{{1.0, 1.0}, {3.0, 2.0}};
    EXPECT_FALSE(engine::segment_entry_fraction(box, {0.0, 1.0}, {4.0, 1.0}));  // along the top edge
    EXPECT_EQ(engine::segment_entry_fraction(box, {0.0, 0.0}, {2.0, 2.0}), std::optional<double>(0.5));
    EXPECT_FALSE(engine::segment_entry_fraction(box, {0.0, 2.0}, {2.0, 0.0}));  // only touches corner (1, 1)
    EXPECT_EQ(engine::segment_entry_fraction(box, {2.0, 1.5}, {9.0, 1.5}), std::optional<double>(0.0));  // from inside
    EXPECT_FALSE(engine::segment_entry_fraction({{1.0, 1.0}, {1.0, 2.0}}, {0.0, 1.5}, {4.0, 1.5}));  // no area
}

TEST(TileSpaceBox, FromCentreRejectsBadHalfExtents) {
    EXPECT_EQ(TileSpaceBox::from_centre({1.0, 2.0}, 0.5, 1.0), (TileSpaceBox{{0.5, 1.0}, {1.5, 3.0}}));
    EXPECT_THROW((void)TileSpaceBox::from_centre({0.0, 0.0}, -1.0, 1.0), std::invalid_argument);
    EXPECT_THROW((void)TileSpaceBox::from_centre({0.0, 0.0}, 1.0, std::nan("")), std::invalid_argument);
    try {
        (void)TileSpaceBox::from_centre({0.0, 0.0}, 1.0, -2.0);
        FAIL() << "no exception";
    } catch (const std::invalid_argument& error) {
        EXPECT_NE(std::string(error.what()).find("half_height"), std::string::npos) << error.what();
    }
}

TEST(TileSpaceBox, ValidateBoxNamesTheProblem) {
    EXPECT_NO_THROW(engine::validate_box({{0.0, 0.0}, {0.0, 1.0}}, "test"));
    const double infinity = std::numeric_limits<double>::infinity();
    EXPECT_THROW(engine::validate_box({{0.0, 0.0}, {infinity, 1.0}}, "test"), std::invalid_argument);
    EXPECT_THROW(engine::validate_box({{std::nan(""), 0.0}, {1.0, 1.0}}, "test"), std::invalid_argument);
    try {
        engine::validate_box({{2.0, 0.0}, {1.0, 1.0}}, "where");
        FAIL() << "no exception";
    } catch (const std::invalid_argument& error) {
        EXPECT_NE(std::string(error.what()).find("where: box has min > max"), std::string::npos) << error.what();
    }
}

} // namespace
