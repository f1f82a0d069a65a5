// LooseDiskGrid (engine/include/engine/tilemap/loose_disk_grid.hpp): disks linked by their
// centres, queries grown by the largest radius. Checked against brute force with exact
// arithmetic, on the 2^-10 grid and with arbitrary doubles, centres inside and outside the
// area; the edges of the contract one by one.
#include <engine/tilemap/loose_disk_grid.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <stdexcept>
#include <vector>

namespace {

using engine::Disk;
using engine::DiskHit;
using engine::ExactNumber;
using engine::LooseDiskGrid;
using engine::ObjectHandle;
using engine::TileSpacePoint;

/// The reference test, exact and written apart from `disks_meet`'s filter.
bool meets_exactly(const Disk& disk, TileSpacePoint centre, double radius) {
    const ExactNumber dx = ExactNumber{disk.centre.x} - ExactNumber{centre.x};
    const ExactNumber dy = ExactNumber{disk.centre.y} - ExactNumber{centre.y};
    const ExactNumber reach = ExactNumber{disk.radius} + ExactNumber{radius};
    return (dx * dx + dy * dy - reach * reach).sign() <= 0;
}

struct Scene {
    LooseDiskGrid grid;
    std::vector<ObjectHandle> handles;  // live disks
};

std::vector<std::uint32_t> slots_found_by_range(const LooseDiskGrid& grid, TileSpacePoint centre, double radius) {
    std::vector<std::uint32_t> slots;
    for (const DiskHit hit : grid.disks_in_circle(centre, radius)) {
        slots.push_back(hit.handle.slot);
    }
    return slots;
}

std::vector<std::uint32_t> slots_found_pushed(const LooseDiskGrid& grid, TileSpacePoint centre, double radius) {
    std::vector<std::uint32_t> slots;
    grid.disks_in_circle(centre, radius).for_each([&](const DiskHit& hit) { slots.push_back(hit.handle.slot); });
    return slots;
}

std::vector<std::uint32_t> slots_by_brute_force(const Scene& scene, TileSpacePoint centre, double radius) {
    std::vector<std::uint32_t> slots;
    for (const ObjectHandle handle : scene.handles) {
        if (meets_exactly(scene.grid.disk(handle), centre, radius)) {
            slots.push_back(handle.slot);
        }
    }
    return slots;
}

/// The query equals brute force (as sets, each once), and the pushed loop equals the range-for
/// (the same hits in the same order).
void expect_query_right(const Scene& scene, TileSpacePoint centre, double radius) {
    std::vector<std::uint32_t> found = slots_found_by_range(scene.grid, centre, radius);
    EXPECT_EQ(slots_found_pushed(scene.grid, centre, radius), found);
    std::sort(found.begin(), found.end());
    EXPECT_TRUE(std::adjacent_find(found.begin(), found.end()) == found.end()) << "a disk reported twice";
    std::vector<std::uint32_t> expected = slots_by_brute_force(scene, centre, radius);
    std::sort(expected.begin(), expected.end());
    EXPECT_EQ(found, expected) << "query (" << centre.x << ", " << centre.y << ") r " << radius;
}

/// Coordinates on the 2^-10 grid, or arbitrary doubles (`on_grid` false).
struct Draw {
    std::mt19937_64 random;
    bool on_grid;
    double operator()(double low, double high) {
        const double value = std::uniform_real_distribution<double>{low, high}(random);
        return on_grid ? std::floor(value * 1024.0) / 1024.0 : value;
    }
};

/// Random inserts, moves (some across tiles, some changing the radius, some leaving the area)
/// and removals on a 12 x 9 grid, every query checked against brute force after each step.
void run_model(bool on_grid, unsigned seed) {
    Scene scene{LooseDiskGrid(12, 9), {}};
    Draw draw{std::mt19937_64{seed}, on_grid};
    const auto centre = [&] { return TileSpacePoint{draw(-3.0, 15.0), draw(-3.0, 12.0)}; };
    const auto radius = [&] { return draw(0.0, 1.0) < 0.1 ? 0.0 : draw(0.0, 2.5); };
    for (int step = 0; step < 600; ++step) {
        const double action = draw(0.0, 1.0);
        if (scene.handles.empty() || action < 0.35) {
            scene.handles.push_back(scene.grid.insert(centre(), radius()));
        } else if (action < 0.75) {
            const ObjectHandle handle = scene.handles[static_cast<std::size_t>(draw(0.0, 1.0) * scene.handles.size()) % scene.handles.size()];
            const Disk disk = scene.grid.disk(handle);
            const TileSpacePoint near{disk.centre.x + draw(-0.4, 0.4), disk.centre.y + draw(-0.4, 0.4)};
            if (action < 0.65) {
                scene.grid.move(handle, near);
            } else {
                scene.grid.move(handle, near, radius());
            }
        } else {
            const std::size_t at = static_cast<std::size_t>(draw(0.0, 1.0) * scene.handles.size()) % scene.handles.size();
            scene.grid.remove(scene.handles[at]);
            scene.handles.erase(scene.handles.begin() + static_cast<std::ptrdiff_t>(at));
        }
        scene.grid.check_invariants();
        for (int query = 0; query < 4; ++query) {
            expect_query_right(scene, centre(), draw(0.0, 4.0));
        }
        // A query centred on a disk, as sensing asks: the disk itself is always found.
        if (!scene.handles.empty()) {
            expect_query_right(scene, scene.grid.disk(scene.handles.front()).centre, draw(0.0, 3.0));
        }
        if (testing::Test::HasFailure()) {
            FAIL() << "step " << step;
        }
    }
}

TEST(LooseDiskGrid, HeaderExample) {
    LooseDiskGrid agents(16, 16);
    const ObjectHandle scout = agents.insert({3.5, 3.5}, 0.25);
    const ObjectHandle tank = agents.insert({6.0, 3.5}, 1.0);
    agents.move(scout, {3.75, 3.5});
    std::vector<ObjectHandle> sensed;
    for (const DiskHit hit : agents.disks_in_circle({3.75, 3.5}, 1.5)) {
        sensed.push_back(hit.handle);
    }
    std::sort(sensed.begin(), sensed.end(), [](ObjectHandle a, ObjectHandle b) { return a.slot < b.slot; });
    EXPECT_EQ(sensed, (std::vector<ObjectHandle>{scout, tank}));
    EXPECT_EQ(agents.index().maintenance_counters().moves, 0u);
    EXPECT_TRUE(slots_found_by_range(agents, {3.75, 3.5}, 1.2).size() == 1);  // 2.25 > 1.2 + 1.0
}

TEST(LooseDiskGrid, MatchesBruteForceOnTheGrid) {
    run_model(true, 1);
    run_model(true, 2);
}

TEST(LooseDiskGrid, MatchesBruteForceWithArbitraryDoubles) {
    run_model(false, 3);
    run_model(false, 4);
}

TEST(LooseDiskGrid, DisksThatJustTouchTheQueryAreFound) {
    Scene scene{LooseDiskGrid(10, 10), {}};
    // 3-4-5: the centres 5 apart, the radii 2 + 3; and along an axis, 3 = 1 + 2.
    scene.handles.push_back(scene.grid.insert({1.0, 1.0}, 2.0));
    scene.handles.push_back(scene.grid.insert({7.0, 5.0}, 1.0));
    EXPECT_EQ(slots_found_by_range(scene.grid, {4.0, 5.0}, 3.0).size(), 2u);  // (1, 1): 5 = 2 + 3
    EXPECT_EQ(slots_found_by_range(scene.grid, {4.0, 5.0}, std::nextafter(3.0, 0.0)).size(), 1u);
    EXPECT_EQ(slots_found_by_range(scene.grid, {4.0, 5.0}, 2.0).size(), 1u);  // (7, 5): 3 = 1 + 2
    EXPECT_EQ(slots_found_by_range(scene.grid, {4.0, 5.0}, std::nextafter(2.0, 0.0)).size(), 0u);
    expect_query_right(scene, {4.0, 5.0}, 3.0);
    // Off the grid: 0.1 + 0.2 is not 0.3 in doubles; the exact answer is what counts.
    Scene off{LooseDiskGrid(4, 4), {}};
    off.handles.push_back(off.grid.insert({1.0, 1.0}, 0.1));
    for (const double gap : {0.3, std::nextafter(0.3, 0.0), std::nextafter(0.3, 1.0), 0.1 + 0.2}) {
        expect_query_right(off, {1.0 + gap, 1.0}, 0.2);
        expect_query_right(off, {1.0, 1.0 + gap}, 0.2);
    }
}

TEST(LooseDiskGrid, DisksMeetIsExactNearTheRim) {
    std::mt19937_64 random{5};
    std::uniform_real_distribution<double> coordinate{-100.0, 100.0}, size{0.0, 50.0};
    for (int n = 0; n < 20000; ++n) {
        const TileSpacePoint a{coordinate(random), coordinate(random)};
        const double radius_a = size(random);
        // b on or within a few ulps of the rim of the disk of radius radius_a + radius_b.
        const double radius_b = size(random);
        const double angle = coordinate(random);
        const double reach = radius_a + radius_b;
        TileSpacePoint b{a.x + reach * std::cos(angle), a.y + reach * std::sin(angle)};
        for (int k = n % 4; k > 0; --k) {
            b.x = std::nextafter(b.x, n % 8 < 4 ? 1e9 : -1e9);
        }
        EXPECT_EQ(engine::disks_meet(a, radius_a, b, radius_b), meets_exactly({b, radius_b}, a, radius_a));
    }
    // Tiny and subnormal values go to the exact arithmetic without trouble.
    const double tiny = std::numeric_limits<double>::denorm_min();
    EXPECT_TRUE(engine::disks_meet({0.0, 0.0}, tiny, {2 * tiny, 0.0}, tiny));
    EXPECT_FALSE(engine::disks_meet({0.0, 0.0}, tiny, {3 * tiny, 0.0}, tiny));
}

TEST(LooseDiskGrid, TheGrownRadiusIsTheSumRoundedUp) {
    std::mt19937_64 random{6};
    std::uniform_real_distribution<double> size{0.0, 1000.0};
    for (int n = 0; n < 20000; ++n) {
        const double a = size(random), b = size(random) / 3.0;
        const double grown = engine::detail::sum_rounded_up(a, b);
        const ExactNumber exact = ExactNumber{a} + ExactNumber{b};
        EXPECT_GE((ExactNumber{grown} - exact).sign(), 0);
        EXPECT_LT((ExactNumber{std::nextafter(grown, 0.0)} - exact).sign(), 0);  // the smallest such
    }
}

TEST(LooseDiskGrid, CentresOnTileEdgesAndCornersAreLinkedIntoTheTileThatHoldsThem) {
    Scene scene{LooseDiskGrid(6, 6), {}};
    for (const TileSpacePoint centre : {TileSpacePoint{2.0, 3.0}, TileSpacePoint{3.0, 3.0}, TileSpacePoint{0.0, 0.0},
                                        TileSpacePoint{6.0, 6.0}, TileSpacePoint{std::nextafter(4.0, 0.0), 1.0}}) {
        scene.handles.push_back(scene.grid.insert(centre, 0.5));
    }
    EXPECT_EQ(scene.grid.tile(scene.handles[0]), (engine::TileCoord{2, 3}));
    EXPECT_EQ(scene.grid.tile(scene.handles[1]), (engine::TileCoord{3, 3}));
    EXPECT_EQ(scene.grid.tile(scene.handles[3]), (engine::TileCoord{5, 5}));  // the far corner: the last tile
    EXPECT_EQ(scene.grid.tile(scene.handles[4]), (engine::TileCoord{3, 1}));
    scene.grid.check_invariants();
    for (double x = -1.0; x <= 7.0; x += 0.25) {
        for (double y = -1.0; y <= 7.0; y += 0.5) {
            expect_query_right(scene, {x, y}, 0.5);  // many of these just touch a disk
        }
    }
}

TEST(LooseDiskGrid, CentresAndQueriesOutsideTheAreaAreClampedAndStillFound) {
    Scene scene{LooseDiskGrid(4, 3), {}};
    scene.handles.push_back(scene.grid.insert({-10.0, 1.5}, 1.0));    // far left
    scene.handles.push_back(scene.grid.insert({5.25, -2.0}, 3.0));    // above the right edge
    scene.handles.push_back(scene.grid.insert({100.0, 100.0}, 0.0));  // far below right
    scene.handles.push_back(scene.grid.insert({1.5, 1.5}, 0.5));      // inside
    EXPECT_EQ(scene.grid.tile(scene.handles[0]), (engine::TileCoord{0, 1}));
    EXPECT_EQ(scene.grid.tile(scene.handles[1]), (engine::TileCoord{3, 0}));
    EXPECT_EQ(scene.grid.tile(scene.handles[2]), (engine::TileCoord{3, 2}));
    EXPECT_EQ(slots_found_by_range(scene.grid, {-12.0, 1.5}, 1.0).size(), 1u);  // both outside, touching
    EXPECT_EQ(slots_found_by_range(scene.grid, {-12.0, 1.5}, 0.99).size(), 0u);
    EXPECT_EQ(slots_found_by_range(scene.grid, {100.0, 97.0}, 3.0).size(), 1u);
    for (double x = -14.0; x <= 106.0; x += 1.75) {
        for (double y = -6.0; y <= 104.0; y += 2.5) {
            expect_query_right(scene, {x, y}, 2.0);
            expect_query_right(scene, {x, y}, 9.5);
        }
    }
    // Moving out of the area and back.
    scene.grid.move(scene.handles[3], {1.5, -40.0});
    EXPECT_EQ(scene.grid.tile(scene.handles[3]), (engine::TileCoord{1, 0}));
    expect_query_right(scene, {1.5, -40.5}, 0.1);
    scene.grid.move(scene.handles[3], {2.5, 2.5});
    scene.grid.check_invariants();
    expect_query_right(scene, {2.5, 2.5}, 0.0);
}

TEST(LooseDiskGrid, RemovingOrShrinkingTheLargestDiskShrinksTheQuery) {
    LooseDiskGrid grid(64, 64);
    const ObjectHandle small = grid.insert({10.0, 10.0}, 0.5);
    const ObjectHandle large = grid.insert({30.0, 30.0}, 8.0);
    const ObjectHandle large_too = grid.insert({40.0, 30.0}, 8.0);
    EXPECT_EQ(grid.largest_radius(), 8.0);
    EXPECT_EQ(grid.disks_in_circle({10.0, 10.0}, 1.0).shape().radius, 1.0);  // the query's own radius
    grid.remove(large);
    EXPECT_EQ(grid.largest_radius(), 8.0);  // another disk of radius 8 is left
    grid.move(large_too, {40.0, 30.0}, 2.0);
    EXPECT_EQ(grid.largest_radius(), 2.0);
    grid.remove(large_too);
    EXPECT_EQ(grid.largest_radius(), 0.5);
    EXPECT_EQ(grid.grown_radius(1.0), 1.5);
    // A query walks the tiles of radius 1.5 now, not 9: a small disk's worth.
    auto query = grid.disks_in_circle({10.0, 10.0}, 1.0);
    std::size_t found = 0;
    query.for_each([&](const DiskHit&) { ++found; });
    EXPECT_EQ(found, 1u);
    EXPECT_LE(query.stats().tiles_visited, 16);
    grid.check_invariants();
    (void)small;
}

TEST(LooseDiskGrid, AMoveWithinItsTileTouchesNoList) {
    LooseDiskGrid grid(8, 8);
    const ObjectHandle disk = grid.insert({2.25, 2.25}, 0.5);
    grid.move(disk, {2.75, 2.999});
    grid.move(disk, {2.5, 2.5}, 0.75);
    EXPECT_EQ(grid.index().maintenance_counters().moves, 0u);
    EXPECT_EQ(grid.index().maintenance_counters().tiles_linked, 1u);  // the insert
    grid.move(disk, {3.0, 2.5});  // into the next tile: one unlink, one link
    EXPECT_EQ(grid.index().maintenance_counters().moves, 1u);
    EXPECT_EQ(grid.index().maintenance_counters().tiles_linked, 2u);
    EXPECT_EQ(grid.index().maintenance_counters().tiles_unlinked, 1u);
    EXPECT_EQ(grid.disk(disk).radius, 0.75);
    grid.check_invariants();
}

TEST(LooseDiskGrid, AStaleHandleIsRefusedEvenWhenItsSlotIsReused) {
    LooseDiskGrid grid(8, 8);
    const ObjectHandle old = grid.insert({1.5, 1.5}, 0.5);
    grid.remove(old);
    const ObjectHandle reused = grid.insert({2.5, 2.5}, 0.5);
    EXPECT_EQ(reused.slot, old.slot);
    EXPECT_FALSE(grid.contains(old));
    EXPECT_TRUE(grid.contains(reused));
    EXPECT_THROW(grid.move(old, {3.5, 3.5}), std::invalid_argument);
    EXPECT_THROW(grid.move(old, {3.5, 3.5}, 1.0), std::invalid_argument);
    EXPECT_THROW(grid.remove(old), std::invalid_argument);
    EXPECT_THROW((void)grid.disk(old), std::invalid_argument);
    EXPECT_THROW((void)grid.disk(ObjectHandle{}), std::invalid_argument);
    EXPECT_EQ(grid.disk(reused).centre, (TileSpacePoint{2.5, 2.5}));
    grid.check_invariants();
}

TEST(LooseDiskGrid, WritingWhileAQueryExistsThrowsAndChangesNothing) {
    LooseDiskGrid grid(8, 8);
    const ObjectHandle disk = grid.insert({1.5, 1.5}, 0.5);
    {
        auto query = grid.disks_in_circle({1.5, 1.5}, 1.0);
        EXPECT_THROW(grid.move(disk, {1.75, 1.5}), std::logic_error);  // same tile: the grid's own check
        EXPECT_THROW(grid.move(disk, {5.5, 1.5}, 2.0), std::logic_error);
        EXPECT_THROW(grid.insert({2.5, 2.5}, 0.5), std::logic_error);
        EXPECT_THROW(grid.remove(disk), std::logic_error);
        for (const DiskHit hit : query) {
            EXPECT_THROW(grid.move(hit.handle, {1.6, 1.5}), std::logic_error);
            EXPECT_THROW(grid.disks_in_circle({1.5, 1.5}, 1.0).for_each([](const DiskHit&) {}), std::logic_error)
                << "a second query while the first runs (the index's own rule)";
        }
    }
    EXPECT_EQ(grid.disk(disk).centre, (TileSpacePoint{1.5, 1.5}));
    EXPECT_EQ(grid.size(), 1u);
    EXPECT_EQ(grid.largest_radius(), 0.5);
    grid.move(disk, {1.75, 1.5});  // the query is gone
    grid.check_invariants();
}

TEST(LooseDiskGrid, BadInputIsRefusedAndChangesNothing) {
    LooseDiskGrid grid(8, 8);
    const ObjectHandle disk = grid.insert({1.5, 1.5}, 0.5);
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    EXPECT_THROW(grid.insert({nan, 1.0}, 0.5), std::invalid_argument);
    EXPECT_THROW(grid.insert({1.0, inf}, 0.5), std::invalid_argument);
    EXPECT_THROW(grid.insert({0x1p31, 1.0}, 0.5), std::out_of_range);
    EXPECT_THROW(grid.insert({1.0, 1.0}, -0.25), std::out_of_range);
    EXPECT_THROW(grid.insert({1.0, 1.0}, LooseDiskGrid::kMaxRadius), std::out_of_range);
    EXPECT_THROW(grid.insert({1.0, 1.0}, nan), std::invalid_argument);
    EXPECT_THROW(grid.move(disk, {nan, 1.0}), std::invalid_argument);
    EXPECT_THROW(grid.move(disk, {1.0, 1.0}, -1.0), std::out_of_range);
    EXPECT_THROW((void)grid.disks_in_circle({1.0, 1.0}, -1.0), std::out_of_range);
    EXPECT_THROW((void)grid.disks_in_circle({1.0, nan}, 1.0), std::invalid_argument);
    EXPECT_THROW(LooseDiskGrid(0, 4), std::invalid_argument);
    EXPECT_EQ(grid.size(), 1u);
    EXPECT_EQ(grid.largest_radius(), 0.5);
    EXPECT_EQ(grid.disk(disk).centre, (TileSpacePoint{1.5, 1.5}));
    grid.check_invariants();
    // The largest radius and the farthest centres accepted still give a query.
    const double largest = std::nextafter(LooseDiskGrid::kMaxRadius, 0.0);
    const ObjectHandle huge = grid.insert({-0x1p31, std::nextafter(0x1p31, 0.0)}, largest);
    EXPECT_EQ(slots_found_by_range(grid, {std::nextafter(0x1p31, 0.0), -0x1p31}, largest).size(), 0u);  // too far apart
    EXPECT_EQ(slots_found_by_range(grid, {1.5, 1.5}, largest).size(), 1u);
    grid.remove(huge);
}

} // namespace
