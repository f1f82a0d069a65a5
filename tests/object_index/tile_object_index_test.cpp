// TileObjectIndex: linking, moving with the rectangle difference, handles, clipping, rebuild,
// the read/write rule, overlapping pairs.
#include <engine/tilemap/object_queries.hpp>
#include <engine/tilemap/tile_object_index.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace {

using engine::ObjectHandle;
using engine::TileCoord;
using engine::TileObjectIndex;
using engine::TileRect;
using engine::TileSpaceBox;

std::set<TileCoord> tiles_of(const TileObjectIndex& index, ObjectHandle handle) {
    std::set<TileCoord> tiles;
    for (std::int32_t y = 0; y < index.height(); ++y) {
        for (std::int32_t x = 0; x < index.width(); ++x) {
            index.for_each_object_in_tile({x, y}, [&](ObjectHandle found) {
                if (found == handle) {
                    tiles.insert({x, y});
                }
            });
        }
    }
    return tiles;
}

std::set<TileCoord> rect_tiles(const TileRect& rect) {
    std::set<TileCoord> tiles;
    engine::for_each_tile(rect, [&](TileCoord tile) { tiles.insert(tile); });
    return tiles;
}

template <typename F>
std::string error_of(F&& f) {
    try {
        f();
    } catch (const std::exception& error) {
        return error.what();
    }
    return "(no exception)";
}

TEST(TileObjectIndex, InsertLinksEveryOverlappedTile) {
    TileObjectIndex index(8, 8);
    const ObjectHandle crate = index.insert({{2.5, 3.0}, {4.0, 4.5}}, 42);
    EXPECT_TRUE(index.contains(crate));
    EXPECT_EQ(index.size(), 1u);
    EXPECT_EQ(index.user_data(crate), 42u);
    EXPECT_EQ(index.tile_rect(crate), (TileRect{2, 3, 2, 2}));
    EXPECT_EQ(tiles_of(index, crate), (std::set<TileCoord>{{2, 3}, {3, 3}, {2, 4}, {3, 4}}));
    EXPECT_EQ(index.maintenance_counters().tiles_linked, 4u);
    index.check_invariants();
}

TEST(TileObjectIndex, MoveWithinTheSameTileRectangleTouchesNothing) {
    TileObjectIndex index(8, 8);
    const ObjectHandle crate = index.insert({{2.5, 3.0}, {4.0, 4.5}});
    const engine::IndexMaintenanceCounters before = index.maintenance_counters();
    index.move(crate, {{2.0, 3.25}, {3.75, 4.75}});
    const engine::IndexMaintenanceCounters after = index.maintenance_counters();
    EXPECT_EQ(after.tiles_linked, before.tiles_linked);
    EXPECT_EQ(after.tiles_unlinked, before.tiles_unlinked);
    EXPECT_EQ(after.nodes_created, before.nodes_created);
    EXPECT_EQ(after.moves_unchanged, before.moves_unchanged + 1);
    EXPECT_EQ(index.box(crate), (TileSpaceBox{{2.0, 3.25}, {3.75, 4.75}}));  // the box itself is updated
    index.check_invariants();
}

TEST(TileObjectIndex, ShiftedMoveTouchesOnlyTheTilesThatChange) {
    TileObjectIndex index(16, 16);
    const ObjectHandle wide = index.insert({{2.5, 2.5}, {5.5, 4.5}});  // 4 x 3 tiles: x 2..5, y 2..4
    const auto before = index.maintenance_counters();
    index.move(wide, {{3.5, 2.5}, {6.5, 4.5}});  // one tile right: leaves column 2, enters column 6
    const auto after = index.maintenance_counters();
    EXPECT_EQ(after.tiles_unlinked - before.tiles_unlinked, 3u);
    EXPECT_EQ(after.tiles_linked - before.tiles_linked, 3u);
    EXPECT_EQ(tiles_of(index, wide), rect_tiles({3, 2, 4, 3}));

    // Diagonal move by one tile: 4 x 3 rectangles overlapping in 3 x 2 tiles.
    const auto diagonal_before = index.maintenance_counters();
    index.move(wide, {{4.5, 3.5}, {7.5, 5.5}});
    const auto diagonal_after = index.maintenance_counters();
    EXPECT_EQ(diagonal_after.tiles_unlinked - diagonal_before.tiles_unlinked, 12u - 6u);
    EXPECT_EQ(diagonal_after.tiles_linked - diagonal_before.tiles_linked, 12u - 6u);
    EXPECT_EQ(tiles_of(index, wide), rect_tiles({4, 3, 4, 3}));

    // The articles' version relinks all 12 tiles for the same move back.
    const auto relink_before = index.maintenance_counters();
    index.move_relinking_all(wide, {{3.5, 2.5}, {6.5, 4.5}});
    const auto relink_after = index.maintenance_counters();
    EXPECT_EQ(relink_after.tiles_unlinked - relink_before.tiles_unlinked, 12u);
    EXPECT_EQ(relink_after.tiles_linked - relink_before.tiles_linked, 12u);
    EXPECT_EQ(tiles_of(index, wide), rect_tiles({3, 2, 4, 3}));
    index.check_invariants();
}

TEST(TileObjectIndex, GrowingAndShrinkingLinksOnlyTheDifference) {
    TileObjectIndex index(16, 16);
    // 2 x 2 tiles now; a box 2 tiles wide can cover up to 3 columns, so its node block has 4 x 4.
    const ObjectHandle blob = index.insert({{4.0, 4.0}, {6.0, 6.0}});
    const auto before = index.maintenance_counters();
    index.move(blob, {{3.5, 3.5}, {6.5, 6.5}});  // 4 x 4 around it: still fits the block
    EXPECT_EQ(index.maintenance_counters().tiles_linked - before.tiles_linked, 12u);
    EXPECT_EQ(index.maintenance_counters().tiles_unlinked - before.tiles_unlinked, 0u);
    index.move(blob, {{4.25, 4.25}, {4.75, 4.75}});  // 1 x 1 inside
    EXPECT_EQ(index.maintenance_counters().tiles_unlinked - before.tiles_unlinked, 15u);
    EXPECT_EQ(tiles_of(index, blob), (std::set<TileCoord>{{4, 4}}));
    index.check_invariants();
    // Growing beyond the block moves the object to a bigger block: everything relinked once.
    const auto grow = index.maintenance_counters();
    index.move(blob, {{1.0, 1.0}, {9.0, 9.0}});
    EXPECT_EQ(index.maintenance_counters().tiles_unlinked - grow.tiles_unlinked, 1u);
    EXPECT_EQ(index.maintenance_counters().tiles_linked - grow.tiles_linked, 64u);
    EXPECT_EQ(tiles_of(index, blob), rect_tiles({1, 1, 8, 8}));
    index.check_invariants();
    // ...after which moves within the new block touch only the difference again.
    const auto after_grow = index.maintenance_counters();
    index.move(blob, {{2.0, 1.0}, {10.0, 9.0}});
    EXPECT_EQ(index.maintenance_counters().tiles_linked - after_grow.tiles_linked, 8u);
    EXPECT_EQ(index.maintenance_counters().tiles_unlinked - after_grow.tiles_unlinked, 8u);
    index.check_invariants();
}

TEST(TileObjectIndex, RemovedHandlesAreStaleEvenWhenTheSlotIsReused) {
    TileObjectIndex index(8, 8);
    const ObjectHandle first = index.insert({{1.0, 1.0}, {2.0, 2.0}});
    index.remove(first);
    EXPECT_FALSE(index.contains(first));
    EXPECT_EQ(index.size(), 0u);
    const ObjectHandle second = index.insert({{3.0, 3.0}, {4.0, 4.0}});
    EXPECT_EQ(second.slot, first.slot);  // slot reused...
    EXPECT_NE(second, first);            // ...under a new generation
    EXPECT_FALSE(index.contains(first));
    EXPECT_THROW(index.move(first, {{0.0, 0.0}, {1.0, 1.0}}), std::invalid_argument);
    EXPECT_THROW(index.remove(first), std::invalid_argument);
    EXPECT_THROW((void)index.box(first), std::invalid_argument);
    EXPECT_THROW((void)index.user_data(first), std::invalid_argument);
    const std::string message = error_of([&] { index.move(first, {{0.0, 0.0}, {1.0, 1.0}}); });
    EXPECT_NE(message.find("TileObjectIndex::move: stale or invalid handle"), std::string::npos) << message;
    EXPECT_NE(message.find("removed"), std::string::npos) << message;
    // The live object was not disturbed by the failed calls.
    EXPECT_EQ(tiles_of(index, second), (std::set<TileCoord>{{3, 3}}));
    index.check_invariants();
}

// Removing an object must never allocate (its block goes on a free list with room kept
// for it). A copied vector keeps its elements but not its capacity, so a copied index
// must reserve that room again; check_invariants says whether it did.
TEST(TileObjectIndex, ACopyKeepsRoomToFreeEveryBlock) {
    TileObjectIndex index(16, 16);
    std::vector<ObjectHandle> handles;
    for (int i = 0; i < 40; ++i) {
        const double x = (i % 8) * 1.5, y = (i / 8) * 2.5;
        handles.push_back(index.insert({{x, y}, {x + 0.5 + (i % 3), y + 0.5}}));
    }
    for (int i = 0; i < 40; i += 2) {
        index.remove(handles[static_cast<std::size_t>(i)]); // some blocks on the free lists
    }
    index.check_invariants();
    TileObjectIndex copy = index;
    copy.check_invariants();
    TileObjectIndex assigned(2, 2);
    assigned = index;
    assigned.check_invariants();
    for (int i = 1; i < 40; i += 2) {
        copy.remove(handles[static_cast<std::size_t>(i)]);
        assigned.remove(handles[static_cast<std::size_t>(i)]);
    }
    copy.check_invariants();
    assigned.check_invariants();
    EXPECT_EQ(copy.size(), 0u);
    EXPECT_EQ(index.size(), 20u); // the original is untouched
    index.check_invariants();
}

TEST(TileObjectIndex, DefaultAndForgedHandlesAreRejected) {
    TileObjectIndex index(4, 4);
    EXPECT_FALSE(index.contains(ObjectHandle{}));
    EXPECT_THROW(index.remove(ObjectHandle{}), std::invalid_argument);
    EXPECT_THROW(index.remove(ObjectHandle{7, 1}), std::invalid_argument);
    const ObjectHandle real = index.insert({{0.0, 0.0}, {1.0, 1.0}});
    EXPECT_FALSE(index.contains(ObjectHandle{real.slot, real.generation + 1}));  // a free generation
    EXPECT_FALSE(index.contains(ObjectHandle{real.slot, real.generation + 2}));  // a future one
    EXPECT_NE(error_of([&] { index.remove(ObjectHandle{7, 1}); }).find("never used"), std::string::npos);
}

TEST(TileObjectIndex, BadBoxesAndSizesThrowClearErrors) {
    EXPECT_THROW(TileObjectIndex(0, 5), std::invalid_argument);
    EXPECT_THROW(TileObjectIndex(5, -1), std::invalid_argument);
    EXPECT_THROW(TileObjectIndex(1 << 15, 1 << 15), std::invalid_argument);
    EXPECT_NE(error_of([] { TileObjectIndex(0, 5); }).find("width"), std::string::npos);

    TileObjectIndex index(4, 4);
    EXPECT_THROW(index.insert({{std::nan(""), 0.0}, {1.0, 1.0}}), std::invalid_argument);
    EXPECT_THROW(index.insert({{0.0, 0.0}, {1.0, HUGE_VAL}}), std::invalid_argument);
    EXPECT_THROW(index.insert({{2.0, 0.0}, {1.0, 1.0}}), std::invalid_argument);
    EXPECT_EQ(index.size(), 0u);
    const ObjectHandle ok = index.insert(TileSpaceBox::from_corners({2.0, 0.0}, {1.0, 1.0}));
    EXPECT_THROW(index.move(ok, {{0.0, 0.0}, {-1.0, 1.0}}), std::invalid_argument);
    EXPECT_NE(error_of([&] { index.move(ok, {{0.0, 0.0}, {-1.0, 1.0}}); }).find("TileObjectIndex::move: box"),
              std::string::npos);
    EXPECT_EQ(index.box(ok), (TileSpaceBox{{1.0, 0.0}, {2.0, 1.0}}));  // unchanged by the failed move
    index.check_invariants();
}

TEST(TileObjectIndex, ObjectsOutsideTheIndexAreClippedOrKeptUnlinked) {
    TileObjectIndex index(4, 3);
    const ObjectHandle edge = index.insert({{-1.5, 1.5}, {0.5, 2.5}});
    EXPECT_EQ(tiles_of(index, edge), (std::set<TileCoord>{{0, 1}, {0, 2}}));
    const ObjectHandle away = index.insert({{100.0, 100.0}, {101.0, 101.0}});
    EXPECT_TRUE(index.contains(away));
    EXPECT_TRUE(tiles_of(index, away).empty());
    EXPECT_EQ(index.tile_rect(away), TileRect{});
    // Moving from outside to outside elsewhere changes nothing; moving in links it.
    const auto before = index.maintenance_counters();
    index.move(away, {{-50.0, 7.0}, {-49.0, 8.0}});
    EXPECT_EQ(index.maintenance_counters().moves_unchanged, before.moves_unchanged + 1);
    index.move(away, {{3.5, 2.5}, {4.5, 3.5}});
    EXPECT_EQ(tiles_of(index, away), (std::set<TileCoord>{{3, 2}}));
    index.check_invariants();
}

TEST(TileObjectIndex, RebuildKeepsHandlesAndRelinksForTheNewSize) {
    TileObjectIndex index(8, 8);
    const ObjectHandle a = index.insert({{1.5, 1.5}, {2.5, 2.5}}, 1);
    const ObjectHandle b = index.insert({{6.5, 6.5}, {7.5, 7.5}}, 2);
    index.remove(index.insert({{0.0, 0.0}, {1.0, 1.0}}));
    index.rebuild(4, 4);
    EXPECT_EQ(index.width(), 4);
    EXPECT_TRUE(index.contains(a));
    EXPECT_TRUE(index.contains(b));
    EXPECT_EQ(index.user_data(b), 2u);
    EXPECT_EQ(tiles_of(index, a), (std::set<TileCoord>{{1, 1}, {2, 1}, {1, 2}, {2, 2}}));
    EXPECT_TRUE(tiles_of(index, b).empty());  // now outside
    index.check_invariants();
    // With new boxes (what a new grid space does): everything halves.
    index.rebuild(16, 16, [&](ObjectHandle handle) {
        const TileSpaceBox old = index.box(handle);
        return TileSpaceBox{{old.min.x * 2.0, old.min.y * 2.0}, {old.max.x * 2.0, old.max.y * 2.0}};
    });
    EXPECT_EQ(index.tile_rect(a), (TileRect{3, 3, 2, 2}));
    EXPECT_EQ(index.tile_rect(b), (TileRect{13, 13, 2, 2}));
    index.check_invariants();
    // A bad new box rejects the whole rebuild before anything changes.
    EXPECT_THROW(index.rebuild(5, 5, [](ObjectHandle) { return TileSpaceBox{{1.0, 0.0}, {0.0, 1.0}}; }),
                 std::invalid_argument);
    EXPECT_EQ(index.width(), 16);
    EXPECT_THROW(index.rebuild(0, 5), std::invalid_argument);
    index.check_invariants();
}

TEST(TileObjectIndex, WritingWhileAQueryIsAliveThrowsAndNestingIsRejected) {
    TileObjectIndex index(8, 8);
    const ObjectHandle a = index.insert({{1.0, 1.0}, {2.0, 2.0}});
    index.insert({{1.5, 1.5}, {2.5, 2.5}});
    {
        auto query = engine::objects_in_rect(index, {0.0, 0.0}, {8.0, 8.0});
        auto it = query.begin();
        ASSERT_NE(it, query.end());
        EXPECT_THROW(index.move(a, {{3.0, 3.0}, {4.0, 4.0}}), std::logic_error);
        EXPECT_THROW(index.insert({{3.0, 3.0}, {4.0, 4.0}}), std::logic_error);
        EXPECT_THROW(index.remove(a), std::logic_error);
        EXPECT_THROW(index.rebuild(4, 4), std::logic_error);
        auto nested = engine::objects_near(index, {1.5, 1.5});
        EXPECT_THROW((void)nested.begin(), std::logic_error);
        const std::string message = error_of([&] { (void)nested.begin(); });
        EXPECT_NE(message.find("nested"), std::string::npos) << message;
    }
    // The query range is gone: writing works again.
    EXPECT_NO_THROW(index.move(a, {{3.0, 3.0}, {4.0, 4.0}}));
    // A range-for that breaks releases the index when the loop statement ends.
    for (const engine::ObjectHit& hit : engine::objects_in_rect(index, {0.0, 0.0}, {8.0, 8.0})) {
        (void)hit;
        break;
    }
    EXPECT_NO_THROW(index.move(a, {{1.0, 1.0}, {2.0, 2.0}}));
    // A named query that ran to its end releases the index, and keeps its counters.
    auto finished = engine::objects_in_rect(index, {0.0, 0.0}, {8.0, 8.0});
    std::int64_t found = 0;
    for (const engine::ObjectHit& hit : finished) {
        (void)hit;
        ++found;
    }
    EXPECT_EQ(found, 2);
    EXPECT_EQ(finished.stats().objects_found, 2);
    EXPECT_NO_THROW(index.remove(a));
    // Pair search callbacks may not write either.
    index.insert({{1.5, 1.5}, {2.5, 2.5}});
    EXPECT_THROW(index.for_each_overlapping_pair([&](ObjectHandle x, ObjectHandle) { index.remove(x); }),
                 std::logic_error);
    EXPECT_NO_THROW(index.insert({{0.0, 0.0}, {1.0, 1.0}}));  // the guard was released by the exception
    index.check_invariants();
}

using Pair = std::pair<ObjectHandle, ObjectHandle>;

struct PairLess {
    bool operator()(const Pair& a, const Pair& b) const {
        return std::make_pair(std::make_pair(a.first.slot, a.first.generation), std::make_pair(a.second.slot, a.second.generation)) <
               std::make_pair(std::make_pair(b.first.slot, b.first.generation), std::make_pair(b.second.slot, b.second.generation));
    }
};

Pair ordered(ObjectHandle a, ObjectHandle b) { return a.slot < b.slot ? Pair{a, b} : Pair{b, a}; }

TEST(TileObjectIndex, OverlappingPairsAreReportedOnceAndMatchBruteForce) {
    TileObjectIndex index(10, 10);
    const ObjectHandle big = index.insert({{1.0, 1.0}, {6.0, 6.0}});      // 25 tiles
    const ObjectHandle inside = index.insert({{2.5, 2.5}, {4.5, 4.5}});   // shares 9 tiles with big
    const ObjectHandle touching = index.insert({{6.0, 1.0}, {7.0, 2.0}}); // touches big's edge: no overlap
    const ObjectHandle far = index.insert({{8.0, 8.0}, {9.0, 9.0}});
    (void)far;
    std::vector<Pair> pairs;
    const engine::PairSearchStats stats =
        index.for_each_overlapping_pair([&](ObjectHandle a, ObjectHandle b) { pairs.push_back(ordered(a, b)); });
    ASSERT_EQ(pairs.size(), 1u);
    EXPECT_EQ(pairs[0], ordered(big, inside));
    EXPECT_EQ(stats.pairs_found, 1u);
    EXPECT_EQ(stats.pairs_tested, 9u);  // big and inside meet in 9 tiles; no other tile is shared
    std::vector<Pair> brute;
    index.for_each_overlapping_pair_brute_force([&](ObjectHandle a, ObjectHandle b) { brute.push_back(ordered(a, b)); });
    EXPECT_EQ(brute, pairs);
    (void)touching;
}

TEST(TileObjectLists, OccupiedBitsAreTheNonEmptyListsOfARun) {
    // The bits the pushed query walks by, against asking each tile, on every run of every
    // row, lengths 1 to 64: short runs read a fixed 16 tiles and mask, except near the end
    // of the grid, where they must not read past it (the sanitizer build checks that).
    for (const std::int32_t width : {1, 5, 16, 17, 70}) {
        engine::TileObjectLists lists(width, 3);
        const std::uint32_t nodes = lists.add_nodes(static_cast<std::size_t>(width) * 3);
        std::uint32_t next = nodes;
        for (std::int32_t y = 0; y < 3; ++y) {
            for (std::int32_t x = 0; x < width; ++x) {
                if ((x * 7 + y * 3) % 5 < 2) {  // about two tiles in five
                    lists.link(next++, 0, {x, y});
                }
            }
        }
        for (std::int32_t y = 0; y < 3; ++y) {
            for (std::int32_t x = 0; x < width; ++x) {
                for (std::int32_t count = 1; count <= std::min(64, width - x); ++count) {
                    std::uint64_t expected = 0;
                    for (std::int32_t i = 0; i < count; ++i) {
                        expected |= std::uint64_t{lists.first({x + i, y}) != engine::TileObjectLists::kNone} << i;
                    }
                    ASSERT_EQ(lists.occupied_bits(x, y, count), expected) << "width " << width << ", (" << x << ", " << y << "), " << count;
                }
            }
        }
    }
}

TEST(TileObjectLists, SixteenOccupiedBitsEqualTheOneByOneLoop) {
    // The fast form (SSE2 on x86-64) against the simple one, on every pattern of 16 empty and
    // non-empty heads; the non-empty ones include 0xFFFF'FFFE, one below kNone, which a compare
    // of fewer bits than 32 would take for empty.
    constexpr std::uint32_t kNodes[] = {0, 1, 0x7FFF, 0x8000, 0x7FFF'FFFF, 0x8000'0000, 0xFFFF'FFFE};
    std::array<std::uint32_t, 16> heads{};
    for (std::uint32_t pattern = 0; pattern < (1u << 16); ++pattern) {
        for (std::uint32_t i = 0; i < 16; ++i) {
            heads[i] = (pattern >> i) & 1u ? kNodes[(pattern + i) % std::size(kNodes)] : engine::TileObjectLists::kNone;
        }
        ASSERT_EQ(engine::TileObjectLists::sixteen_occupied_bits(heads.data()), pattern) << "pattern " << pattern;
        ASSERT_EQ(engine::TileObjectLists::occupied_bits_one_by_one(heads.data(), 16), pattern) << "pattern " << pattern;
    }
}

} // namespace
