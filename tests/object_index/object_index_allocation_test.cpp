// After warm-up the object index allocates nothing: not per move, not per query, not for
// remove + insert. This executable replaces the global operator new to count allocations,
// which is why it is separate from the other object index tests.
#include <engine/tilemap/object_queries.hpp>
#include <engine/tilemap/tile_object_index.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <random>
#include <vector>

#include "../support/counting_new.hpp"  // counts every global operator new of this program

namespace {

using engine::ObjectHandle;
using engine::TileObjectIndex;
using engine::TileSpaceBox;

constexpr int kObjects = 500;
constexpr double kMapSize = 64.0;

// Boxes of 1.5 x 1.5 tiles cover at most 2 x 2 tiles, and exactly 2 x 2 at a .75 offset.
TileSpaceBox box_at(double x, double y) { return {{x, y}, {x + 1.5, y + 1.5}}; }

struct WarmIndex {
    TileObjectIndex index{64, 64};
    std::vector<ObjectHandle> handles;
    std::vector<double> x;
    std::vector<double> y;
    std::mt19937 random{9};

    WarmIndex() {
        std::uniform_int_distribution<int> cell(0, 61);
        for (int i = 0; i < kObjects; ++i) {
            x.push_back(cell(random) + 0.75);  // the widest footprint: the node pool peaks here
            y.push_back(cell(random) + 0.75);
            handles.push_back(index.insert(box_at(x.back(), y.back())));
        }
        frames(200);
    }

    /// Every object moves by up to 0.3 tile per frame, bouncing off the map's edges.
    void frames(int count) {
        std::uniform_real_distribution<double> step(-0.3, 0.3);
        for (int frame = 0; frame < count; ++frame) {
            for (int i = 0; i < kObjects; ++i) {
                x[i] = std::clamp(x[i] + step(random), 0.0, kMapSize - 1.5);
                y[i] = std::clamp(y[i] + step(random), 0.0, kMapSize - 1.5);
                index.move(handles[i], box_at(x[i], y[i]));
            }
        }
    }
};

TEST(ObjectIndexAllocation, MovesAfterWarmUpAllocateNothing) {
    WarmIndex warm;
    const std::uint64_t nodes_before = warm.index.maintenance_counters().nodes_created;
    const std::uint64_t links_before = warm.index.maintenance_counters().tiles_linked;
    const std::int64_t allocations_before = test_support::allocations();
    warm.frames(300);
    EXPECT_EQ(test_support::allocations() - allocations_before, 0);
    EXPECT_EQ(warm.index.maintenance_counters().nodes_created, nodes_before);
    EXPECT_GT(warm.index.maintenance_counters().tiles_linked, links_before);  // the moves did relink tiles
}

TEST(ObjectIndexAllocation, SameRectangleMovesTouchNoListAndAllocateNothing) {
    WarmIndex warm;
    const engine::IndexMaintenanceCounters before = warm.index.maintenance_counters();
    const std::int64_t allocations_before = test_support::allocations();
    for (int i = 0; i < kObjects; ++i) {
        const TileSpaceBox box = warm.index.box(warm.handles[i]);
        // Grow halfway towards the edges of the tiles it covers: the same tile rectangle.
        const auto toward_floor = [](double v) { return (v + std::floor(v)) / 2.0; };
        const auto toward_ceil = [](double v) { return (v + std::ceil(v)) / 2.0; };
        warm.index.move(warm.handles[i], {{toward_floor(box.min.x), toward_floor(box.min.y)},
                                          {toward_ceil(box.max.x), toward_ceil(box.max.y)}});
    }
    EXPECT_EQ(test_support::allocations() - allocations_before, 0);
    const engine::IndexMaintenanceCounters after = warm.index.maintenance_counters();
    EXPECT_EQ(after.moves_unchanged - before.moves_unchanged, std::uint64_t{kObjects});
    EXPECT_EQ(after.tiles_linked, before.tiles_linked);
    EXPECT_EQ(after.tiles_unlinked, before.tiles_unlinked);
}

TEST(ObjectIndexAllocation, RemoveAndInsertReuseSlotsAndNodes) {
    WarmIndex warm;
    const std::int64_t allocations_before = test_support::allocations();
    for (int i = 0; i < kObjects; i += 2) {
        warm.index.remove(warm.handles[i]);
    }
    for (int i = 0; i < kObjects; i += 2) {
        warm.handles[i] = warm.index.insert(box_at(warm.x[i], warm.y[i]));
    }
    EXPECT_EQ(test_support::allocations() - allocations_before, 0);
    EXPECT_EQ(warm.index.size(), std::size_t{kObjects});
}

TEST(ObjectIndexAllocation, QueriesAndPairSearchAllocateNothing) {
    WarmIndex warm;
    const std::int64_t allocations_before = test_support::allocations();
    std::int64_t found = 0;
    for (int i = 0; i < 100; ++i) {
        const double c = 2.0 + i * 0.5;
        for (const engine::ObjectHit& hit : engine::objects_in_circle(warm.index, {c, c}, 6.0)) {
            found += hit.handle.slot > 0 ? 1 : 0;
        }
        for (const engine::ObjectHit& hit : engine::objects_in_rect(warm.index, {c, 1.0}, {c + 8.0, 30.0})) {
            found += hit.handle.slot > 0 ? 1 : 0;
        }
        for (const engine::ObjectHit& hit : engine::objects_near(warm.index, {c, c})) {
            found += hit.handle.slot > 0 ? 1 : 0;
        }
        for (const engine::SegmentObjectHit& hit : engine::objects_on_segment(warm.index, {0.5, c}, {63.5, 64.0 - c})) {
            found += hit.handle.slot > 0 ? 1 : 0;
        }
    }
    const engine::PairSearchStats pairs = warm.index.for_each_overlapping_pair([&](ObjectHandle, ObjectHandle) { ++found; });
    EXPECT_EQ(test_support::allocations() - allocations_before, 0);
    EXPECT_GT(found, 1000);
    EXPECT_GT(pairs.pairs_found, 0u);
}

}  // namespace
