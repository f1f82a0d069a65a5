// When memory runs out in the middle of insert, move or rebuild, the object index is left
// exactly as it was (the strong exception guarantee): same objects, boxes, tile rectangles,
// user data, and the same list in every tile, in the same order. Each test makes the 1st,
// 2nd, 3rd ... allocation of one operation fail in turn until the operation needs no more,
// so every allocation it makes is tried. This executable replaces the global operator new
// (tests/support/counting_new.hpp), which is why it is separate from the other tests.
#include <engine/tilemap/object_index.hpp>
#include <engine/tilemap/tile_object_index.hpp>

#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <new>
#include <string>
#include <vector>

#include "../support/counting_new.hpp"

namespace {

using engine::ObjectHandle;
using engine::TileCoord;
using engine::TileObjectIndex;
using engine::TileSpaceBox;

/// Everything a user of the index can observe, in order.
struct Observed {
    std::int32_t width = 0;
    std::int32_t height = 0;
    std::size_t size = 0;
    struct Object {
        bool live = false;
        TileSpaceBox box{};
        engine::TileRect rect{};
        std::uint32_t user_data = 0;
        bool operator==(const Object& other) const {
            return live == other.live && box.min.x == other.box.min.x && box.min.y == other.box.min.y &&
                   box.max.x == other.box.max.x && box.max.y == other.box.max.y && rect == other.rect &&
                   user_data == other.user_data;
        }
    };
    std::vector<Object> objects;                       // one per handle the test holds
    std::vector<std::vector<std::uint32_t>> tile_lists;  // slots, in list order, row by row
    bool operator==(const Observed&) const = default;
};

Observed observe(const TileObjectIndex& index, const std::vector<ObjectHandle>& handles) {
    Observed seen{index.width(), index.height(), index.size(), {}, {}};
    for (const ObjectHandle handle : handles) {
        Observed::Object object;
        object.live = index.contains(handle);
        if (object.live) {
            object = {true, index.box(handle), index.tile_rect(handle), index.user_data(handle)};
        }
        seen.objects.push_back(object);
    }
    for (std::int32_t y = 0; y < index.height(); ++y) {
        for (std::int32_t x = 0; x < index.width(); ++x) {
            std::vector<std::uint32_t>& list = seen.tile_lists.emplace_back();
            index.for_each_object_in_tile(TileCoord{x, y}, [&](ObjectHandle handle) { list.push_back(handle.slot); });
        }
    }
    return seen;
}

/// Runs `operation` with its 1st, 2nd, ... allocation failing until it runs through. After
/// each failure the index must be unchanged and consistent, and so must whatever `more`
/// describes (a wrapper's own state). Returns how many failures it survived (so a test can
/// check that the operation did allocate).
int fail_each_allocation_in_turn(const TileObjectIndex& index, const std::vector<ObjectHandle>& handles,
                                 const std::function<void()>& operation,
                                 const std::function<std::string()>& more = [] { return std::string{}; }) {
    for (int allocation = 0;; ++allocation) {
        const Observed before = observe(index, handles);
        const std::string more_before = more();
        test_support::fail_allocation(allocation);
        try {
            operation();
        } catch (const std::bad_alloc&) {
            EXPECT_FALSE(test_support::failure_pending());
            const bool unchanged = observe(index, handles) == before && more() == more_before;
            EXPECT_TRUE(unchanged) << "changed by a failure at allocation " << allocation;
            EXPECT_NO_THROW(index.check_invariants()) << "after a failure at allocation " << allocation;
            if (!unchanged) {
                return allocation;
            }
            continue;
        }
        const bool never_fired = test_support::failure_pending();
        test_support::cancel_failure();
        EXPECT_TRUE(never_fired) << "the failure happened but the operation did not report it";
        index.check_invariants();
        return allocation;
    }
}

TileSpaceBox box_at(double x, double y, double size) { return {{x, y}, {x + size, y + size}}; }

/// An index whose arrays are exactly full, so that the next insert must grow them.
struct FullIndex {
    TileObjectIndex index{16, 16};
    std::vector<ObjectHandle> handles;
    FullIndex() {
        handles.reserve(64);  // the test's own push_back must not be the allocation that fails
        for (int i = 0; i < 8; ++i) {
            handles.push_back(index.insert(box_at(i * 1.5 + 0.25, i + 0.5, 1.0), 100 + i));
        }
        index.remove(handles[3]);  // a freed slot and block, kept as stale handle
    }
};

TEST(ObjectIndexFailure, AnInsertThatRunsOutOfMemoryLeavesTheIndexAsItWas) {
    FullIndex full;
    // Reuses the freed slot but needs a block of a new size (3 x 3 tiles): new nodes.
    const int reused_slot_failures = fail_each_allocation_in_turn(full.index, full.handles, [&] {
        full.handles.push_back(full.index.insert(box_at(4.5, 9.5, 2.5), 7));
    });
    EXPECT_GT(reused_slot_failures, 0);
    // Grows the slot arrays and the nodes, until every insert has met a failure.
    for (int i = 0; i < 12; ++i) {
        fail_each_allocation_in_turn(full.index, full.handles, [&] {
            full.handles.push_back(full.index.insert(box_at(0.5 + i, 12.25, 1.0 + i % 4), 200 + i));
        });
    }
    EXPECT_EQ(full.index.size(), std::size_t{7 + 1 + 12});
}

TEST(ObjectIndexFailure, AMoveThatOutgrowsItsBlockAndRunsOutOfMemoryLeavesTheIndexAsItWas) {
    FullIndex full;
    for (const int size : {2, 5, 11}) {
        const int failures = fail_each_allocation_in_turn(full.index, full.handles, [&] {
            full.index.move(full.handles[0], box_at(1.25, 1.25, size + 0.5));  // a bigger block each time
        });
        EXPECT_GT(failures, 0) << "a " << size << "-tile move should have needed new nodes";
    }
    const std::uint64_t moves = full.index.maintenance_counters().moves;
    EXPECT_EQ(moves, 3u);  // failed moves are not counted
}

TEST(ObjectIndexFailure, ARebuildThatRunsOutOfMemoryLeavesTheIndexAsItWas) {
    FullIndex full;
    // A larger grid with every box doubled: new heads, more nodes, blocks of new sizes.
    const int failures = fail_each_allocation_in_turn(full.index, full.handles, [&] {
        full.index.rebuild(40, 33, [&](ObjectHandle handle) {
            const TileSpaceBox box = full.index.box(handle);
            return TileSpaceBox{{box.min.x * 2, box.min.y * 2}, {box.max.x * 2 + 1, box.max.y * 2 + 1}};
        });
    });
    EXPECT_GT(failures, 2);
    EXPECT_EQ(full.index.width(), 40);
    EXPECT_EQ(full.index.box(full.handles[1]).min.x, 3.5);
    // And back to a smaller grid, which needs only the new heads.
    EXPECT_GT(fail_each_allocation_in_turn(full.index, full.handles, [&] { full.index.rebuild(9, 9); }), 0);
}

TEST(ObjectIndexFailure, TheWorldIndexKeepsItsBoxesWhenAnInsertOrRebuildRunsOutOfMemory) {
    using engine::Difference2;
    using engine::Length;
    using engine::Position2;
    using engine::WorldBox;
    engine::ObjectIndex index = engine::ObjectIndex::covering(Position2::from_pixels(0, 0), Length::from_pixels(320),
                                                              Length::from_pixels(320), Length::from_pixels(16));
    std::vector<ObjectHandle> handles;
    std::vector<WorldBox> boxes;  // what the index should hold, handle by handle
    handles.reserve(16);          // the test's own push_back must not be the allocation that fails
    boxes.reserve(16);
    const auto held_boxes = [&] {
        std::vector<WorldBox> held;
        for (const ObjectHandle handle : handles) {
            held.push_back(index.box(handle));
        }
        return held;
    };
    // The world index's own state, beside its tile index: its grid and every world box.
    const auto world_state = [&] {
        std::string text = std::to_string(index.grid().tile_size().pixels()) + " " +
                           std::to_string(index.grid().origin().x_pixels()) + " " +
                           std::to_string(index.grid().origin().y_pixels());
        for (const WorldBox& box : held_boxes()) {
            text += " " + std::to_string(box.min.x_pixels()) + "," + std::to_string(box.min.y_pixels()) + "," +
                    std::to_string(box.max.x_pixels()) + "," + std::to_string(box.max.y_pixels());
        }
        return text;
    };
    for (int i = 0; i < 9; ++i) {
        const WorldBox box = WorldBox::from_centre(Position2::from_pixels(20.0f + 30.0f * i, 40.0f),
                                                   Difference2::from_pixels(6.0f + i, 6.0f));
        fail_each_allocation_in_turn(
            index.tiles(), handles,
            [&] {
                handles.push_back(index.insert(box, i));
                boxes.push_back(box);
            },
            world_state);
        EXPECT_EQ(held_boxes(), boxes);
    }
    EXPECT_GT(fail_each_allocation_in_turn(
                  index.tiles(), handles, [&] { index.rebuild_with_tile_size(Length::from_pixels(5)); }, world_state),
              0);
    EXPECT_EQ(held_boxes(), boxes);
    EXPECT_EQ(index.grid().tile_size().pixels(), 5.0f);
}

}  // namespace
