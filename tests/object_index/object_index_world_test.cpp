// ObjectIndex: the object index in world units, in a grid space — conversions, rebuilding
// with another tile size, and queries equal to a brute-force search in world units.
#include <engine/tilemap/object_index.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <set>
#include <stdexcept>
#include <utility>
#include <vector>

namespace {

using engine::Difference2;
using engine::GridSpace;
using engine::Length;
using engine::ObjectHandle;
using engine::ObjectIndex;
using engine::Position2;
using engine::TileRect;
using engine::WorldBox;

Position2 at(float x, float y) { return Position2::from_pixels(x, y); }
Length px(float value) { return Length::from_pixels(value); }

TEST(ObjectIndexWorld, HeaderExample) {
    ObjectIndex index = ObjectIndex::covering(at(0, 0), px(640), px(480), px(32));
    EXPECT_EQ(index.tiles().width(), 20);
    EXPECT_EQ(index.tiles().height(), 15);
    const ObjectHandle robot = index.insert(WorldBox::from_centre(at(100, 100), Difference2::from_pixels(12, 12)), 7);
    EXPECT_EQ(index.tiles().tile_rect(robot), (TileRect{2, 2, 2, 2}));  // [88, 112) px: tiles 2 and 3
    const auto before = index.tiles().maintenance_counters();
    index.move(robot, WorldBox::from_centre(at(103, 100), Difference2::from_pixels(12, 12)));
    EXPECT_EQ(index.tiles().maintenance_counters().moves_unchanged, before.moves_unchanged + 1);
    EXPECT_EQ(index.box(robot), WorldBox::from_centre(at(103, 100), Difference2::from_pixels(12, 12)));
    std::vector<ObjectHandle> alerted;
    for (const engine::ObjectHit& hit : index.objects_in_circle(at(300, 100), px(200))) {
        alerted.push_back(hit.handle);
        EXPECT_EQ(index.user_data(hit.handle), 7u);
    }
    EXPECT_EQ(alerted, std::vector<ObjectHandle>{robot});
    const auto shot = index.first_object_on_segment(at(300, 100), at(0, 100));
    ASSERT_TRUE(shot);
    EXPECT_EQ(shot->handle, robot);
    EXPECT_DOUBLE_EQ(shot->fraction, (300.0 - 115.0) / 300.0);
}

TEST(ObjectIndexWorld, ASpriteOneTileWideCoversOneTile) {
    ObjectIndex index(GridSpace{at(-8, -8), px(16)}, 10, 10);
    const ObjectHandle sprite = index.insert({at(40, 8), at(56, 24)});  // tile-aligned 16 x 16
    EXPECT_EQ(index.tiles().tile_rect(sprite), (TileRect{3, 1, 1, 1}));
}

TEST(ObjectIndexWorld, RebuildingWithOtherTileSizesKeepsHandlesAndBoxes) {
    ObjectIndex index = ObjectIndex::covering(at(-100, -50), px(800), px(600), px(16));
    std::mt19937 random(17);
    std::uniform_real_distribution<float> x(-150.0f, 750.0f);
    std::uniform_real_distribution<float> y(-100.0f, 600.0f);
    std::uniform_real_distribution<float> half(0.0f, 40.0f);
    std::vector<std::pair<ObjectHandle, WorldBox>> objects;
    for (int i = 0; i < 200; ++i) {
        const WorldBox box = WorldBox::from_centre(at(x(random), y(random)), Difference2::from_pixels(half(random), half(random)));
        objects.emplace_back(index.insert(box), box);
    }
    for (const float size : {12.0f, 37.5f, 8.0f, 16.0f, 12.0f, 100.0f, 16.0f}) {
        index.rebuild_with_tile_size(px(size));
        EXPECT_EQ(index.grid().tile_size().pixels(), size);
        EXPECT_EQ(index.grid().origin(), at(-100, -50));
        EXPECT_GE(index.tiles().width() * static_cast<double>(size), 800.0);
        ASSERT_NO_THROW(index.tiles().check_invariants());
        for (const auto& [handle, box] : objects) {
            ASSERT_TRUE(index.contains(handle));
            ASSERT_EQ(index.box(handle), box);  // world boxes never drift
            const engine::TileSpaceBox tile_box{index.grid().to_tile_space(box.min), index.grid().to_tile_space(box.max)};
            ASSERT_EQ(index.tiles().tile_rect(handle),
                      engine::covering_tile_rect(tile_box, index.tiles().width(), index.tiles().height()));
        }
    }
}

// Brute force in world units. Coordinates are whole pixels and the tile size a power of two,
// so the grid space maps them exactly and the index must agree exactly.
TEST(ObjectIndexWorld, QueriesEqualBruteForceInWorldUnits) {
    std::mt19937 random(23);
    const auto pixel = [&](int low, int high) { return static_cast<float>(std::uniform_int_distribution<int>(low, high)(random)); };
    ObjectIndex index(GridSpace{at(-40, 24), px(16)}, 24, 18);  // world x [-40, 344), y [24, 312)
    std::vector<std::pair<ObjectHandle, WorldBox>> objects;
    const auto random_box = [&] {
        const float left = pixel(-80, 380);
        const float top = pixel(-20, 350);
        return WorldBox{at(left, top), at(left + pixel(0, 50), top + pixel(0, 50))};
    };
    for (int i = 0; i < 120; ++i) {
        const WorldBox box = random_box();
        objects.emplace_back(index.insert(box), box);
    }
    const double area_min_x = -40.0;
    const double area_min_y = 24.0;
    const double area_max_x = -40.0 + 24 * 16.0;
    const double area_max_y = 24.0 + 18 * 16.0;
    // The part of a world box inside the index, as a tile-space-free world box (nothing if outside).
    const auto inside = [&](const WorldBox& box) -> std::optional<engine::TileSpaceBox> {
        const engine::TileSpaceBox world{{box.min.x_pixels(), box.min.y_pixels()}, {box.max.x_pixels(), box.max.y_pixels()}};
        const engine::TileSpaceBox area{{area_min_x, area_min_y}, {area_max_x, area_max_y}};
        if (!engine::boxes_overlap(world, area)) {
            return std::nullopt;
        }
        return engine::clip_box(world, area);
    };
    const auto key = [](ObjectHandle handle) { return std::make_pair(handle.slot, handle.generation); };
    for (int round = 0; round < 400; ++round) {
        // Move a few objects, then ask all four queries.
        for (int m = 0; m < 5; ++m) {
            auto& [handle, box] = objects[std::uniform_int_distribution<std::size_t>(0, objects.size() - 1)(random)];
            box = random_box();
            index.move(handle, box);
        }
        const Position2 a = at(pixel(-60, 360), pixel(0, 330));
        const Position2 b = at(pixel(-60, 360), pixel(0, 330));
        const float radius = pixel(0, 120);
        std::set<std::pair<std::uint32_t, std::uint32_t>> rect_hits, circle_hits, segment_hits;
        for (const auto& hit : index.objects_in_rect(a, b)) {
            rect_hits.insert(key(hit.handle));
        }
        for (const auto& hit : index.objects_in_circle(a, px(radius))) {
            circle_hits.insert(key(hit.handle));
        }
        std::optional<double> first_fraction;
        for (const auto& hit : index.objects_on_segment(a, b)) {
            segment_hits.insert(key(hit.handle));
            first_fraction = first_fraction ? std::min(*first_fraction, hit.fraction) : hit.fraction;
        }
        std::set<std::pair<std::uint32_t, std::uint32_t>> rect_expected, circle_expected, segment_expected;
        std::optional<double> expected_first;
        const engine::TileSpaceBox query_rect = engine::TileSpaceBox::from_corners(
            {a.x_pixels(), a.y_pixels()}, {b.x_pixels(), b.y_pixels()});
        for (const auto& [handle, box] : objects) {
            const std::optional<engine::TileSpaceBox> part = inside(box);
            if (!part) {
                continue;
            }
            if (engine::boxes_overlap(*part, query_rect)) {
                rect_expected.insert(key(handle));
            }
            if (engine::box_touches_disk(*part, {a.x_pixels(), a.y_pixels()}, radius)) {
                circle_expected.insert(key(handle));
            }
            if (const auto fraction = engine::segment_entry_fraction(*part, {a.x_pixels(), a.y_pixels()}, {b.x_pixels(), b.y_pixels()})) {
                segment_expected.insert(key(handle));
                expected_first = expected_first ? std::min(*expected_first, *fraction) : *fraction;
            }
        }
        ASSERT_EQ(rect_hits, rect_expected) << "round " << round;
        ASSERT_EQ(circle_hits, circle_expected) << "round " << round;
        ASSERT_EQ(segment_hits, segment_expected) << "round " << round;
        ASSERT_EQ(first_fraction, expected_first) << "round " << round;
        const auto first = index.first_object_on_segment(a, b);
        ASSERT_EQ(first.has_value(), expected_first.has_value());
        if (first) {
            ASSERT_EQ(first->fraction, *expected_first);
        }
    }
}

TEST(ObjectIndexWorld, BadInputThrowsClearErrors) {
    EXPECT_THROW((void)ObjectIndex::covering(at(0, 0), px(100), px(100), px(0)), std::invalid_argument);
    EXPECT_THROW((void)ObjectIndex::covering(at(0, 0), px(-5), px(100), px(16)), std::invalid_argument);
    ObjectIndex index = ObjectIndex::covering(at(0, 0), px(320), px(320), px(16));
    const float nan = std::numeric_limits<float>::quiet_NaN();
    EXPECT_THROW(index.insert({at(nan, 0), at(10, 10)}), std::invalid_argument);
    EXPECT_THROW(index.insert({at(20, 0), at(10, 10)}), std::invalid_argument);
    EXPECT_THROW((void)WorldBox::from_centre(at(0, 0), Difference2::from_pixels(-1, 2)), std::invalid_argument);
    const ObjectHandle handle = index.insert({at(0, 0), at(10, 10)});
    EXPECT_THROW(index.move(handle, {at(0, 0), at(10, std::numeric_limits<float>::infinity())}), std::invalid_argument);
    EXPECT_EQ(index.box(handle), (WorldBox{at(0, 0), at(10, 10)}));
    EXPECT_THROW((void)index.objects_in_circle(at(0, 0), px(-1)), std::invalid_argument);
    EXPECT_THROW((void)index.objects_on_segment(at(nan, 0), at(1, 1)), std::invalid_argument);
    index.remove(handle);
    EXPECT_THROW((void)index.box(handle), std::invalid_argument);
    EXPECT_THROW(index.move(handle, {at(0, 0), at(1, 1)}), std::invalid_argument);
    EXPECT_THROW(index.rebuild_with_tile_size(px(-16)), std::invalid_argument);
    EXPECT_EQ(index.grid().tile_size().pixels(), 16.0f);
}

TEST(ObjectIndexWorld, OverlappingPairsInWorldUnits) {
    ObjectIndex index = ObjectIndex::covering(at(0, 0), px(256), px(256), px(16));
    const ObjectHandle a = index.insert({at(10, 10), at(40, 40)});
    const ObjectHandle b = index.insert({at(39, 39), at(60, 60)});
    index.insert({at(40, 10), at(70, 38)});  // touches a's right edge only
    std::vector<std::pair<ObjectHandle, ObjectHandle>> pairs;
    index.for_each_overlapping_pair([&](ObjectHandle first, ObjectHandle second) { pairs.emplace_back(first, second); });
    ASSERT_EQ(pairs.size(), 1u);
    EXPECT_TRUE((pairs[0] == std::make_pair(a, b)) || (pairs[0] == std::make_pair(b, a)));
}

} // namespace
