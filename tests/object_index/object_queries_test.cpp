// Object queries on hand-made scenes: the documented examples, counters, early exit, errors.
#include <engine/tilemap/object_queries.hpp>

#include "../support/pushed_query_check.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

// What the queries return is spelled in public names only: the rows behind the tile ranges
// and the shapes behind the object queries are part of the API a reader sees, not detail::.
static_assert(std::is_same_v<engine::RectTileRange, engine::RowSpanRange<engine::RectRows>>);
static_assert(std::is_same_v<engine::CircleRowTrimRange, engine::RowSpanRange<engine::CircleTrimmedRows>>);
static_assert(std::is_same_v<engine::CircleSpanRange, engine::RowSpanRange<engine::CircleSpanRows>>);
static_assert(std::is_constructible_v<engine::CircleBoundingBoxRange, engine::CircleGeometry>);
static_assert(std::is_same_v<engine::ObjectsNearQuery, engine::ObjectQuery<engine::ObjectsNearShape>>);
static_assert(std::is_same_v<engine::ObjectsInRectQuery, engine::ObjectQuery<engine::ObjectsInRectShape>>);
static_assert(std::is_same_v<engine::ObjectsInCircleQuery, engine::ObjectQuery<engine::ObjectsInCircleShape>>);
static_assert(std::is_same_v<engine::ObjectsOnSegmentQuery, engine::ObjectQuery<engine::ObjectsOnSegmentShape>>);

namespace {

using engine::ObjectHandle;
using engine::ObjectHit;
using engine::SegmentObjectHit;
using engine::TileCoord;
using engine::TileObjectIndex;

template <typename Query>
std::vector<ObjectHandle> handles_of(Query&& query) {
    std::vector<ObjectHandle> handles;
    for (const auto& hit : query) {
        handles.push_back(hit.handle);
    }
    return handles;
}

TEST(ObjectQueries, HeaderExampleCircleAndFirstHit) {
    TileObjectIndex index(32, 32);
    const ObjectHandle robot = index.insert({{4.0, 4.0}, {5.5, 5.5}});
    EXPECT_EQ(handles_of(engine::objects_in_circle(index, {6.0, 6.0}, 1.0)), std::vector<ObjectHandle>{robot});
    EXPECT_TRUE(handles_of(engine::objects_in_circle(index, {6.0, 6.0}, 0.7)).empty());  // 0.707 away
    const auto shot = engine::first_object_on_segment(index, {0.5, 4.5}, {9.5, 4.5});
    ASSERT_TRUE(shot.has_value());
    EXPECT_EQ(shot->handle, robot);
    EXPECT_DOUBLE_EQ(shot->fraction, 3.5 / 9.0);
    EXPECT_EQ(shot->tile, (TileCoord{4, 4}));
    EXPECT_DOUBLE_EQ(shot->tile_entry_fraction, 3.5 / 9.0);
}

TEST(ObjectQueries, ObjectsSpanningManyTilesAreReportedOnceAtTheirFirstTile) {
    TileObjectIndex index(16, 16);
    const ObjectHandle wall = index.insert({{2.0, 2.0}, {12.0, 3.0}});  // 10 tiles in row 2
    const ObjectHandle box = index.insert({{5.5, 1.5}, {6.5, 2.5}});    // 4 tiles
    auto query = engine::objects_in_rect(index, {0.0, 0.0}, {16.0, 16.0});
    std::vector<ObjectHit> hits;
    for (const ObjectHit& hit : query) {
        hits.push_back(hit);
    }
    ASSERT_EQ(hits.size(), 2u);
    EXPECT_EQ(hits[0].handle, box);  // row 1 comes first
    EXPECT_EQ(hits[0].tile, (TileCoord{5, 1}));
    EXPECT_EQ(hits[1].handle, wall);
    EXPECT_EQ(hits[1].tile, (TileCoord{2, 2}));
    EXPECT_EQ(query.stats().tiles_visited, 256);
    EXPECT_EQ(query.stats().nodes_walked, 14);   // 10 + 4 links
    EXPECT_EQ(query.stats().objects_tested, 2);  // each object tested once, thanks to the stamps
    EXPECT_EQ(query.stats().objects_found, 2);
    EXPECT_EQ(query.tile_stats().tiles_visited, 256);
}

TEST(ObjectQueries, SegmentYieldsInTileOrderAndBreakStopsTheWalk) {
    TileObjectIndex index(32, 4);
    std::vector<ObjectHandle> targets;
    for (int i = 0; i < 8; ++i) {
        targets.push_back(index.insert({{3.0 + 3.0 * i, 1.25}, {3.5 + 3.0 * i, 1.75}}));
    }
    // Left to right: in insertion order, fractions increasing.
    std::vector<ObjectHandle> found;
    double last_fraction = -1.0;
    for (const SegmentObjectHit& hit : engine::objects_on_segment(index, {0.5, 1.5}, {31.5, 1.5})) {
        found.push_back(hit.handle);
        EXPECT_GT(hit.fraction, last_fraction);
        last_fraction = hit.fraction;
    }
    EXPECT_EQ(found, targets);
    // Right to left: reversed.
    EXPECT_EQ(handles_of(engine::objects_on_segment(index, {31.5, 1.5}, {0.5, 1.5})),
              std::vector<ObjectHandle>(targets.rbegin(), targets.rend()));
    // The bullet stops at its first hit: only the tiles up to it are walked.
    auto bullet = engine::objects_on_segment(index, {0.5, 1.5}, {31.5, 1.5});
    for (const SegmentObjectHit& hit : bullet) {
        EXPECT_EQ(hit.handle, targets[0]);
        break;
    }
    EXPECT_EQ(bullet.stats().tiles_visited, 4);  // tiles 0..3
    EXPECT_EQ(bullet.tile_stats().tiles_visited, 4);
}

TEST(ObjectQueries, FirstObjectStopsOnceNoLaterTileCanHoldAnEarlierHit) {
    TileObjectIndex index(64, 8);
    // A long object entered late but found early (its tiles start at the segment's start
    // row only further right), and a small one hit first.
    const ObjectHandle near_box = index.insert({{10.0, 3.0}, {11.0, 4.0}});
    const ObjectHandle far_box = index.insert({{40.0, 3.0}, {41.0, 4.0}});
    (void)far_box;
    const auto hit = engine::first_object_on_segment(index, {0.5, 3.5}, {63.5, 3.5});
    ASSERT_TRUE(hit);
    EXPECT_EQ(hit->handle, near_box);
    // A filter skips objects (e.g. the shooter itself).
    const auto other = engine::first_object_on_segment(index, {0.5, 3.5}, {63.5, 3.5},
                                                       [&](ObjectHandle handle) { return handle != near_box; });
    ASSERT_TRUE(other);
    EXPECT_EQ(other->handle, far_box);
    EXPECT_FALSE(engine::first_object_on_segment(index, {0.5, 0.5}, {63.5, 0.5}));
}

TEST(ObjectQueries, FirstObjectPrefersAnEarlierEntryFoundInALaterTile) {
    TileObjectIndex index(16, 16);
    // Segment (0.5, 0.5) -> (8.5, 2.5), slope 1/4: tiles (0,0) (1,0) (2,0) (2,1) (3,1) ...
    // `late` covers tiles (2,0) and (2,1), so it is found at (2,0), but the segment enters it
    // only at x = 2.625 (fraction 0.265625). `early` lies in tile (2,1) alone, found after
    // `late`, yet entered at x = 2.5 (fraction 0.25): it must win.
    const ObjectHandle late = index.insert({{2.625, 0.0}, {3.0, 1.25}});
    const ObjectHandle early = index.insert({{2.5, 1.0}, {2.5625, 1.125}});
    std::vector<SegmentObjectHit> hits;
    for (const SegmentObjectHit& hit : engine::objects_on_segment(index, {0.5, 0.5}, {8.5, 2.5})) {
        hits.push_back(hit);
    }
    ASSERT_EQ(hits.size(), 2u);
    EXPECT_EQ(hits[0].handle, late);
    EXPECT_EQ(hits[0].tile, (TileCoord{2, 0}));
    EXPECT_EQ(hits[0].fraction, 0.265625);
    EXPECT_EQ(hits[1].handle, early);
    EXPECT_EQ(hits[1].fraction, 0.25);
    EXPECT_EQ(hits[1].tile_entry_fraction, 0.25);
    const auto first = engine::first_object_on_segment(index, {0.5, 0.5}, {8.5, 2.5});
    ASSERT_TRUE(first);
    EXPECT_EQ(first->handle, early);
}

TEST(ObjectQueries, NearReportsEverythingInThePointsTileOnly) {
    TileObjectIndex index(8, 8);
    const ObjectHandle here = index.insert({{2.9, 2.9}, {3.1, 3.1}});  // tiles (2,2) .. (3,3)
    index.insert({{5.0, 5.0}, {6.0, 6.0}});
    EXPECT_EQ(handles_of(engine::objects_near(index, {2.2, 2.2})), std::vector<ObjectHandle>{here});
    EXPECT_EQ(handles_of(engine::objects_near(index, {3.99, 3.0})), std::vector<ObjectHandle>{here});
    EXPECT_TRUE(handles_of(engine::objects_near(index, {4.0, 3.0})).empty());
    EXPECT_TRUE(handles_of(engine::objects_near(index, {-0.5, 3.0})).empty());  // outside the index
}

TEST(ObjectQueries, PartsOutsideTheIndexAreNotSeen) {
    TileObjectIndex index(8, 8);
    const ObjectHandle edge = index.insert({{-3.0, 2.0}, {0.5, 3.0}});
    // A circle around the outside part touches no tile of the index: nothing is found.
    EXPECT_TRUE(handles_of(engine::objects_in_circle(index, {-2.0, 2.5}, 0.5)).empty());
    // A segment starting outside inside the object: the hit is where it enters the index.
    const auto hit = engine::first_object_on_segment(index, {-2.0, 2.5}, {6.0, 2.5});
    ASSERT_TRUE(hit);
    EXPECT_EQ(hit->handle, edge);
    EXPECT_DOUBLE_EQ(hit->fraction, 2.0 / 8.0);
}

TEST(ObjectQueries, BadInputThrowsClearErrors) {
    TileObjectIndex index(8, 8);
    const double nan = std::numeric_limits<double>::quiet_NaN();
    EXPECT_THROW((void)engine::objects_in_circle(index, {1.0, 1.0}, -1.0), std::invalid_argument);
    EXPECT_THROW((void)engine::objects_in_circle(index, {nan, 1.0}, 1.0), std::invalid_argument);
    EXPECT_THROW((void)engine::objects_in_rect(index, {0.0, 0.0}, {HUGE_VAL, 1.0}), std::invalid_argument);
    EXPECT_THROW((void)engine::objects_on_segment(index, {0.0, nan}, {1.0, 1.0}), std::invalid_argument);
    EXPECT_THROW((void)engine::objects_near(index, {1e300, 0.0}), std::out_of_range);
    try {
        (void)engine::objects_in_circle(index, {1.0, 1.0}, -2.0);
    } catch (const std::invalid_argument& error) {
        EXPECT_NE(std::string(error.what()).find("radius"), std::string::npos) << error.what();
    }
    // The index is still usable: no query was left running.
    EXPECT_NO_THROW(index.insert({{0.0, 0.0}, {1.0, 1.0}}));
}

TEST(ObjectQueries, VisitObjectsStopsWhenTheCallbackSaysSo) {
    TileObjectIndex index(8, 8);
    for (int i = 0; i < 6; ++i) {
        index.insert({{double(i), 0.0}, {i + 1.0, 1.0}});
    }
    int seen = 0;
    const engine::ObjectQueryStats stats = engine::visit_objects(engine::objects_in_rect(index, {0.0, 0.0}, {8.0, 8.0}),
                                                                 [&](const ObjectHit&) { return ++seen < 3; });
    EXPECT_EQ(seen, 3);
    EXPECT_EQ(stats.objects_found, 3);
    int all = 0;
    engine::visit_objects(engine::objects_in_rect(index, {0.0, 0.0}, {8.0, 8.0}), [&](const ObjectHit&) { ++all; });
    EXPECT_EQ(all, 6);
}

TEST(ObjectQueries, ForEachReleasesTheIndexWhetherItEndsStopsOrThrows) {
    TileObjectIndex index(8, 8);
    for (int i = 0; i < 4; ++i) {
        index.insert({{double(i), 0.0}, {i + 1.0, 1.0}});
    }
    auto query = engine::objects_in_circle(index, {2.0, 0.5}, 3.0);
    int seen = 0;
    query.for_each([&](const ObjectHit&) { ++seen; });
    EXPECT_EQ(seen, 4);
    EXPECT_NO_THROW(index.insert({{6.0, 6.0}, {7.0, 7.0}}));  // released at its end
    query.for_each([&](const ObjectHit&) { return false; });
    EXPECT_EQ(query.stats().objects_found, 1);
    EXPECT_NO_THROW(index.insert({{6.0, 6.0}, {7.0, 7.0}}));  // released when told to stop
    EXPECT_THROW(query.for_each([&](const ObjectHit&) { throw std::runtime_error("from the callback"); }),
                 std::runtime_error);
    EXPECT_NO_THROW(index.insert({{6.0, 6.0}, {7.0, 7.0}}));  // released when the callback threw
    // A second query while a first one is alive is refused, pushed or not.
    auto outer = engine::objects_in_circle(index, {2.0, 0.5}, 3.0);
    auto it = outer.begin();
    EXPECT_THROW(query.for_each([](const ObjectHit&) {}), std::logic_error);
    EXPECT_NE(it, outer.end());
}

/// `for_each` agrees with the iterator on the query `make()` builds, run to the end and
/// stopped at every hit up to 40, else at 40 spread over them.
template <typename Make>
void expect_pushed_equals_iterated(Make&& make) {
    auto query = make();
    const std::size_t hits = test_support::iterated_hits(query).size();
    std::vector<std::size_t> stops;
    for (std::size_t stop = 1; stop <= hits; stop += std::max<std::size_t>(1, hits / 40)) {
        stops.push_back(stop);
    }
    EXPECT_TRUE(test_support::pushed_equals_iterated(query, stops));
}

TEST(ObjectQueries, ForEachEqualsTheIteratorOnWideIndexesAndSpansOutsideThem) {
    // Rows longer than one 64-tile run of occupied bits, and queries built on unclipped tile
    // ranges, whose spans start left of the index and whose rows reach above and below it.
    TileObjectIndex index(150, 9);
    std::mt19937 random{150};
    std::uniform_real_distribution<double> x(-2.0, 152.0), y(-2.0, 11.0), size(0.1, 3.0);
    for (int i = 0; i < 400; ++i) {
        const double left = x(random), top = y(random);
        index.insert({{left, top}, {left + size(random), top + size(random)}});
    }
    for (int q = 0; q < 12; ++q) {
        const engine::TileSpacePoint a{x(random), y(random)};
        const engine::TileSpacePoint b{x(random), y(random)};
        const double radius = size(random) * 20.0;
        expect_pushed_equals_iterated([&] {
            return engine::ObjectsInRectQuery{index, engine::ObjectsInRectShape{engine::TileSpaceBox::from_corners(a, b)},
                                              engine::tiles_in_rect(a, b)};
        });
        expect_pushed_equals_iterated([&] {
            return engine::ObjectsInCircleQuery{index, engine::ObjectsInCircleShape{a, radius}, engine::tiles_in_circle(a, radius)};
        });
        expect_pushed_equals_iterated([&] { return engine::objects_in_circle(index, a, radius); });
        expect_pushed_equals_iterated([&] { return engine::objects_in_rect(index, a, b); });
    }
}

TEST(ObjectQueries, BeginRestartsTheQuery) {
    TileObjectIndex index(4, 4);
    index.insert({{1.0, 1.0}, {2.0, 2.0}});
    auto query = engine::objects_in_rect(index, {0.0, 0.0}, {4.0, 4.0});
    EXPECT_EQ(handles_of(query).size(), 1u);
    EXPECT_EQ(handles_of(query).size(), 1u);  // a fresh stamp: the object is found again
    EXPECT_EQ(query.stats().objects_found, 1);
}

} // namespace

// Tiles wholly inside the disk report their objects without the box test; this holds the
// shortcut to the brute-force answer where it matters: tiles whose far corner lies exactly on
// the circle (3-4-5: corner (3, 4) at distance 5 from the origin), points on that corner and
// just beyond it, boxes ending exactly on a tile line (not linked into the next tile), and
// zero-size boxes on tile corners, for radii in 1/8 steps up to 6 tiles.
TEST(ObjectQueries, CircleEqualsBruteForceWithTilesWhollyInsideTheDisk) {
    TileObjectIndex index(16, 16);
    std::vector<std::pair<ObjectHandle, engine::TileSpaceBox>> objects;
    const auto add = [&](engine::TileSpaceBox box) { objects.emplace_back(index.insert(box), box); };
    constexpr double kStep = 1.0 / 1024.0;
    add({{3.0, 4.0}, {3.0, 4.0}});                   // on the far corner of tile (2, 3)
    add({{3.0 + kStep, 4.0}, {3.0 + kStep, 4.0}});   // just outside the disk of radius 5
    add({{8.0 - 0.5, 8.0}, {8.0, 8.5}});             // ends on the line x = 8
    for (int y = 0; y < 16; y += 3) {
        for (int x = 0; x < 16; x += 2) {
            add({{double(x), double(y)}, {double(x), double(y)}});            // a tile corner
            add({{x + 0.25, y + 0.5}, {x + 1.75, y + 1.125}});                // spans tiles
        }
    }
    for (const engine::TileSpacePoint centre : {engine::TileSpacePoint{0.0, 0.0}, engine::TileSpacePoint{8.0, 8.0},
                                                engine::TileSpacePoint{7.5, 6.25}}) {
        for (double radius = 0.0; radius <= 6.0; radius += 0.125) {
            std::vector<ObjectHandle> expected;
            for (const auto& [handle, box] : objects) {
                if (engine::box_touches_disk(engine::clip_box(box, {{0.0, 0.0}, {16.0, 16.0}}), centre, radius)) {
                    expected.push_back(handle);
                }
            }
            std::vector<ObjectHandle> found = handles_of(engine::objects_in_circle(index, centre, radius));
            const auto by_slot = [](ObjectHandle a, ObjectHandle b) { return a.slot < b.slot; };
            std::sort(found.begin(), found.end(), by_slot);
            std::sort(expected.begin(), expected.end(), by_slot);
            ASSERT_EQ(found, expected) << "centre (" << centre.x << ", " << centre.y << "), radius " << radius;
        }
    }
    // The corner point is on the circle of radius 5 about the origin, the next point is not.
    const std::vector<ObjectHandle> five = handles_of(engine::objects_in_circle(index, {0.0, 0.0}, 5.0));
    EXPECT_NE(std::find(five.begin(), five.end(), objects[0].first), five.end());
    EXPECT_EQ(std::find(five.begin(), five.end(), objects[1].first), five.end());
}

// A loose grid with the same index: each disk linked by its centre alone (a zero-size box, one
// tile), the query's radius grown by the largest disk radius, then the exact disk test. Every
// disk that meets the query's disk is found, exactly once — also disks that only touch it, with
// their centres on tile corners and lines. The centres lie inside the index (a centre outside
// is linked into no tile). (bench_peers measures this arrangement for sensing; chapter 6, "A
// loose grid".) Coordinates on the 2^-10 grid, where the squared distances are exact in doubles.
TEST(ObjectQueries, LooseGridOfCentresFindsEveryDiskMeetingTheQuery) {
    struct Disk {
        engine::TileSpacePoint centre;
        double radius;
    };
    constexpr double kUnit = 1.0 / 1024.0;
    constexpr double kLargestRadius = 0.75;
    TileObjectIndex index(16, 16);
    std::vector<Disk> disks;
    std::vector<std::size_t> disk_of_slot;
    const auto add = [&](Disk disk) {
        const ObjectHandle handle = index.insert(engine::TileSpaceBox::from_centre(disk.centre, 0.0, 0.0));
        disk_of_slot.resize(std::max<std::size_t>(disk_of_slot.size(), handle.slot + 1));
        disk_of_slot[handle.slot] = disks.size();
        disks.push_back(disk);
    };
    // Touching the query disks below: on a tile corner at distance 5 = 4.25 + 0.75 from the
    // origin (3-4-5), on the vertical line x = 10.75 and the horizontal line y = 5.25 at distance
    // 2.75 = 2 + 0.75 from (8, 8); and one unit of the grid beyond touching.
    add({{3.0, 4.0}, kLargestRadius});
    add({{10.75, 8.0}, kLargestRadius});
    add({{8.0, 5.25}, kLargestRadius});
    add({{10.75 + kUnit, 8.0}, kLargestRadius});
    std::mt19937 random{20261127};
    const auto on_grid = [&](double low, double high) {
        return std::round(std::uniform_real_distribution<double>{low, high}(random) / kUnit) * kUnit;
    };
    for (int i = 0; i < 300; ++i) {
        add({{on_grid(0.0, 16.0 - kUnit), on_grid(0.0, 16.0 - kUnit)}, on_grid(0.125, kLargestRadius)});
    }
    const auto meets = [&](std::size_t disk, engine::TileSpacePoint centre, double radius) {
        const double dx = disks[disk].centre.x - centre.x, dy = disks[disk].centre.y - centre.y;
        const double reach = disks[disk].radius + radius;
        return dx * dx + dy * dy <= reach * reach;
    };
    // The disks meeting the query's disk, as numbers into `disks`, in increasing order: by the
    // loose grid, and by testing every disk.
    const auto by_loose_grid = [&](engine::TileSpacePoint centre, double radius) {
        std::vector<std::size_t> found;
        engine::objects_in_circle(index, centre, radius + kLargestRadius).for_each([&](const ObjectHit& hit) {
            const std::size_t disk = disk_of_slot[hit.handle.slot];
            if (meets(disk, centre, radius)) {
                found.push_back(disk);
            }
        });
        std::sort(found.begin(), found.end());
        return found;
    };
    const auto by_brute_force = [&](engine::TileSpacePoint centre, double radius) {
        std::vector<std::size_t> found;
        for (std::size_t disk = 0; disk < disks.size(); ++disk) {
            if (meets(disk, centre, radius)) {
                found.push_back(disk);
            }
        }
        return found;
    };
    for (int q = 0; q < 200; ++q) {
        const engine::TileSpacePoint centre{on_grid(-2.0, 18.0), on_grid(-2.0, 18.0)};
        const double radius = on_grid(0.0, 5.0);
        ASSERT_EQ(by_loose_grid(centre, radius), by_brute_force(centre, radius))
            << "query (" << centre.x << ", " << centre.y << "), radius " << radius;
    }
    // The touching disks are found, the one a grid unit farther is not.
    const std::vector<std::size_t> origin = by_loose_grid({0.0, 0.0}, 4.25);
    EXPECT_EQ(origin, by_brute_force({0.0, 0.0}, 4.25));
    EXPECT_TRUE(std::binary_search(origin.begin(), origin.end(), std::size_t{0}));
    const std::vector<std::size_t> middle = by_loose_grid({8.0, 8.0}, 2.0);
    EXPECT_EQ(middle, by_brute_force({8.0, 8.0}, 2.0));
    EXPECT_TRUE(std::binary_search(middle.begin(), middle.end(), std::size_t{1}));
    EXPECT_TRUE(std::binary_search(middle.begin(), middle.end(), std::size_t{2}));
    EXPECT_FALSE(std::binary_search(middle.begin(), middle.end(), std::size_t{3}));
}
