#include <engine/raycast/segment_circle.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <random>

namespace {

using engine::Length;
using engine::Position2;

Position2 px(float x, float y) { return Position2::from_pixels(x, y); }

} // namespace

TEST(SegmentCircle, EntersAtTheNearSide) {
    const auto hit = engine::intersect_segment_circle(px(0, 0), px(20, 0), px(10, 0), Length::from_pixels(2));
    ASSERT_TRUE(hit);
    EXPECT_FALSE(hit->from_inside);
    EXPECT_DOUBLE_EQ(hit->fraction, 8.0 / 20.0);
}

TEST(SegmentCircle, StartingInsideIsFromInsideAtZero) {
    const auto hit = engine::intersect_segment_circle(px(9, 0), px(20, 0), px(10, 0), Length::from_pixels(2));
    ASSERT_TRUE(hit);
    EXPECT_TRUE(hit->from_inside);
    EXPECT_EQ(hit->fraction, 0.0);
}

TEST(SegmentCircle, MissesShortFarAndAwaySegments) {
    const Length r = Length::from_pixels(2);
    EXPECT_FALSE(engine::intersect_segment_circle(px(0, 0), px(5, 0), px(10, 0), r));   // ends before it
    EXPECT_FALSE(engine::intersect_segment_circle(px(0, 3), px(20, 3), px(10, 0), r));   // passes beside it
    EXPECT_FALSE(engine::intersect_segment_circle(px(13, 0), px(30, 0), px(10, 0), r)); // moves away
    EXPECT_FALSE(engine::intersect_segment_circle(px(0, 0), px(0, 0), px(10, 0), r));   // zero length outside
}

TEST(SegmentCircle, TangentTouchCounts) {
    const auto hit = engine::intersect_segment_circle(px(0, 2), px(20, 2), px(10, 0), Length::from_pixels(2));
    ASSERT_TRUE(hit);
    EXPECT_NEAR(hit->fraction, 0.5, 1e-6);
}

TEST(SegmentCircle, EntryPointIsOnTheCircleAndNothingBeforeItIsInside) {
    std::mt19937 random(3);
    std::uniform_real_distribution<float> coordinate(-50, 50);
    int hits = 0;
    for (int i = 0; i < 20000; ++i) {
        const Position2 a = px(coordinate(random), coordinate(random));
        const Position2 b = px(coordinate(random), coordinate(random));
        const Position2 c = px(coordinate(random), coordinate(random));
        const float radius = std::fabs(coordinate(random)) / 2;
        const auto hit = engine::intersect_segment_circle(a, b, c, Length::from_pixels(radius));
        const auto at = [&](double t) {
            const double x = a.x_pixels() + t * (b.x_pixels() - a.x_pixels()) - c.x_pixels();
            const double y = a.y_pixels() + t * (b.y_pixels() - a.y_pixels()) - c.y_pixels();
            return std::sqrt(x * x + y * y);
        };
        // Brute force: the first of 2001 samples inside the disk.
        int first_inside = -1;
        for (int k = 0; k <= 2000 && first_inside < 0; ++k) {
            first_inside = at(k / 2000.0) <= radius ? k : -1;
        }
        if (!hit) {
            EXPECT_EQ(first_inside, -1) << i;
            continue;
        }
        ++hits;
        if (!hit->from_inside) {
            EXPECT_NEAR(at(hit->fraction), radius, 1e-3 * (1 + radius));
        }
        if (first_inside >= 0) {
            EXPECT_LE(hit->fraction, first_inside / 2000.0 + 1e-9);
        }
    }
    EXPECT_GT(hits, 1000);
}

TEST(SegmentCircle, BadInputThrows) {
    const Length r = Length::from_pixels(1);
    EXPECT_THROW((void)engine::intersect_segment_circle(px(NAN, 0), px(1, 1), px(0, 0), r), std::invalid_argument);
    EXPECT_THROW((void)engine::intersect_segment_circle(px(0, 0), px(1, INFINITY), px(0, 0), r), std::invalid_argument);
    EXPECT_THROW((void)engine::intersect_segment_circle(px(0, 0), px(1, 1), px(0, 0), Length::from_pixels(-1)),
                 std::invalid_argument);
}
