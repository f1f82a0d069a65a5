// Tile rectangles of objects: the covering rule and the rectangle difference.
#include <engine/tilemap/object_tile_rect.hpp>
#include <engine/tilemap/rect_query.hpp>

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <vector>

namespace {

using engine::TileCoord;
using engine::TileRect;
using engine::TileSpaceBox;

std::vector<TileCoord> difference_fast(const TileRect& a, const TileRect& b) {
    std::vector<TileCoord> tiles;
    engine::for_each_tile_in_difference(a, b, [&](TileCoord tile) { tiles.push_back(tile); });
    return tiles;
}

std::vector<TileCoord> difference_simple(const TileRect& a, const TileRect& b) {
    std::vector<TileCoord> tiles;
    engine::for_each_tile_in_difference_simple(a, b, [&](TileCoord tile) { tiles.push_back(tile); });
    return tiles;
}

// Every rectangle (including empty ones) with corners in a 5 x 5 area, against every other:
// the row-run version must yield exactly the simple version's tiles in the same order.
TEST(ObjectTileRect, DifferenceEqualsSimpleVersionForAllSmallRectangles) {
    std::vector<TileRect> rects;
    for (std::int32_t x = 0; x < 5; ++x) {
        for (std::int32_t y = 0; y < 5; ++y) {
            for (std::int32_t w = 0; x + w <= 5; ++w) {
                for (std::int32_t h = 0; y + h <= 5; ++h) {
                    rects.push_back({x, y, w, h});
                }
            }
        }
    }
    std::int64_t compared = 0;
    for (const TileRect& a : rects) {
        for (const TileRect& b : rects) {
            ASSERT_EQ(difference_fast(a, b), difference_simple(a, b))
                << "a = {" << a.x << "," << a.y << "," << a.width << "," << a.height << "} b = {" << b.x << "," << b.y
                << "," << b.width << "," << b.height << "}";
            ++compared;
        }
    }
    EXPECT_GT(compared, 40000);
}

TEST(ObjectTileRect, DifferenceOfShiftedRectangleIsTheLeadingColumn) {
    const TileRect before{2, 2, 3, 2};
    const TileRect after{3, 2, 3, 2};
    EXPECT_EQ(difference_fast(after, before), (std::vector<TileCoord>{{5, 2}, {5, 3}}));
    EXPECT_EQ(difference_fast(before, after), (std::vector<TileCoord>{{2, 2}, {2, 3}}));
    EXPECT_TRUE(difference_fast(before, before).empty());
}

TEST(ObjectTileRect, DifferenceWithAHoleInTheMiddleGivesLeftAndRightRuns) {
    const TileRect outer{0, 0, 4, 3};
    const TileRect inner{1, 1, 2, 1};
    EXPECT_EQ(difference_fast(outer, inner), (std::vector<TileCoord>{
                                                 {0, 0}, {1, 0}, {2, 0}, {3, 0}, {0, 1}, {3, 1}, {0, 2}, {1, 2}, {2, 2}, {3, 2}}));
}

TEST(ObjectTileRect, OverlapOfDisjointRectanglesIsTheCanonicalEmptyOne) {
    EXPECT_EQ(engine::tile_rect_overlap({0, 0, 2, 2}, {5, 5, 1, 1}), (TileRect{}));
    EXPECT_EQ(engine::tile_rect_overlap({0, 0, 2, 2}, {2, 0, 1, 1}), (TileRect{}));  // touching edges share no tile
    EXPECT_EQ(engine::tile_rect_overlap({0, 0, 3, 3}, {1, 2, 5, 5}), (TileRect{1, 2, 2, 1}));
}

TEST(ObjectTileRect, UnitBoxOnGridLinesCoversOneTile) {
    EXPECT_EQ(engine::covering_tile_rect({{2.0, 3.0}, {3.0, 4.0}}, 10, 10), (TileRect{2, 3, 1, 1}));
    EXPECT_EQ(engine::covering_tile_rect({{2.5, 3.0}, {3.5, 4.0}}, 10, 10), (TileRect{2, 3, 2, 1}));
    // A zero-size axis is the line at min: it covers the tile containing it.
    EXPECT_EQ(engine::covering_tile_rect({{2.0, 3.0}, {2.0, 3.0}}, 10, 10), (TileRect{2, 3, 1, 1}));
    EXPECT_EQ(engine::covering_tile_rect({{-0.5, 3.0}, {-0.5, 3.5}}, 10, 10), (TileRect{}));
}

TEST(ObjectTileRect, BoxesOutsideTheMapAreClippedWithoutOverflow) {
    EXPECT_EQ(engine::covering_tile_rect({{-2.0, -2.0}, {1.5, 0.5}}, 4, 3), (TileRect{0, 0, 2, 1}));
    EXPECT_EQ(engine::covering_tile_rect({{3.5, 2.5}, {9.0, 9.0}}, 4, 3), (TileRect{3, 2, 1, 1}));
    EXPECT_EQ(engine::covering_tile_rect({{4.0, 0.0}, {5.0, 1.0}}, 4, 3), (TileRect{}));  // starts on the right edge
    EXPECT_EQ(engine::covering_tile_rect({{-1e300, -1e300}, {1e300, 1e300}}, 4, 3), (TileRect{0, 0, 4, 3}));
    EXPECT_EQ(engine::covering_tile_rect({{1e300, 0.0}, {1e301, 1.0}}, 4, 3), (TileRect{}));
}

// The covering rule agrees with the brute-force definition (the tiles whose square the
// half-open box overlaps) and with the clipped rectangle query of rect_query.hpp.
TEST(ObjectTileRect, CoveringRectMatchesBruteForceAndRectQuery) {
    std::mt19937 random(7);
    std::uniform_int_distribution<int> coordinate(-24, 56);  // quarter tiles in [-6, 14]
    std::uniform_int_distribution<int> extent(0, 16);
    const std::int32_t width = 8;
    const std::int32_t height = 6;
    for (int i = 0; i < 5000; ++i) {
        const double x = coordinate(random) / 4.0;
        const double y = coordinate(random) / 4.0;
        const TileSpaceBox box{{x, y}, {x + extent(random) / 4.0, y + extent(random) / 4.0}};
        const TileRect rect = engine::covering_tile_rect(box, width, height);
        std::vector<TileCoord> from_rect;
        engine::for_each_tile(rect, [&](TileCoord tile) { from_rect.push_back(tile); });
        std::vector<TileCoord> brute;
        for (std::int32_t ty = 0; ty < height; ++ty) {
            for (std::int32_t tx = 0; tx < width; ++tx) {
                const TileSpaceBox square{{double(tx), double(ty)}, {tx + 1.0, ty + 1.0}};
                if (engine::boxes_overlap(box, square)) {
                    brute.push_back({tx, ty});
                }
            }
        }
        std::vector<TileCoord> from_query;
        for (TileCoord tile : engine::tiles_in_rect_clipped(box.min, box.max, TileRect{0, 0, width, height})) {
            from_query.push_back(tile);
        }
        ASSERT_EQ(from_rect, brute) << "box (" << box.min.x << ", " << box.min.y << ") - (" << box.max.x << ", "
                                    << box.max.y << ")";
        ASSERT_EQ(from_rect, from_query);
    }
}

} // namespace
