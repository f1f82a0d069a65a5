// Bodies and walls: the disk-vs-mask test against a brute-force pixel scan, and moves
// that never end inside a wall, however far they try to go in one step.

#include "sim/arena.hpp"
#include "sim/body_motion.hpp"
#include "sim/disk_overlap.hpp"
#include "sim/queries.hpp"
#include "sim/rng.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

namespace {

using namespace engine::unit_literals;

/// Does the open disk overlap some solid pixel? Every pixel of the bounding box, one by one.
bool brute_force_overlap(const engine::CollisionMap& map, double cx, double cy, double r) {
    for (auto py = static_cast<long>(std::floor(cy - r)) - 1; py <= static_cast<long>(std::ceil(cy + r)) + 1; ++py) {
        for (auto px = static_cast<long>(std::floor(cx - r)) - 1; px <= static_cast<long>(std::ceil(cx + r)) + 1; ++px) {
            const double dx = cx < px ? px - cx : (cx > px + 1 ? cx - (px + 1) : 0.0);
            const double dy = cy < py ? py - cy : (cy > py + 1 ? cy - (py + 1) : 0.0);
            if (dx * dx + dy * dy < r * r && map.solid_pixel(px, py)) {
                return true;
            }
        }
    }
    return false;
}

game::Arena walls_arena() {
    return game::arena_from_rows("walls", {"########", "#P.o..|#", "#./.\\..#", "#..#...#", "########"}, 32);
}

} // namespace

TEST(DiskOverlap, MatchesABruteForcePixelScan) {
    const game::Arena arena = walls_arena();
    game::Rng rng(7);
    int blocked = 0;
    for (int i = 0; i < 20000; ++i) {
        const float x = rng.uniform(-10.0f, 266.0f);
        const float y = rng.uniform(-10.0f, 170.0f);
        const float r = rng.uniform(0.0f, 20.0f);
        const bool expected = brute_force_overlap(arena.collision, x, y, r);
        const game::DiskOverlap overlap =
            game::disk_overlaps_solid(arena.collision, engine::Position2::from_pixels(x, y), engine::Length::from_pixels(r));
        ASSERT_EQ(overlap.blocked, expected) << "disk at (" << x << ", " << y << ") radius " << r;
        blocked += expected ? 1 : 0;
    }
    EXPECT_GT(blocked, 2000);  // the sample really tests walls, not only open floor
    EXPECT_LT(blocked, 18000);
}

TEST(DiskOverlap, TouchingAnEdgeIsNotOverlapping) {
    const game::Arena arena = walls_arena();
    // The block at tile (0, 1) ends at x = 32; a disk of radius 7 centred at x = 39 touches it.
    EXPECT_FALSE(game::disk_overlaps_solid(arena.collision, engine::Position2::from_pixels(39, 48), 7_px).blocked);
    EXPECT_TRUE(game::disk_overlaps_solid(arena.collision, engine::Position2::from_pixels(38.9f, 48), 7_px).blocked);
}

TEST(DiskOverlap, RejectsBadInput) {
    const game::Arena arena = walls_arena();
    EXPECT_THROW(game::disk_overlaps_solid(arena.collision, engine::Position2::from_pixels(NAN, 1), 7_px),
                 std::invalid_argument);
    EXPECT_THROW(game::disk_overlaps_solid(arena.collision, engine::Position2::from_pixels(1, 1), -1_px),
                 std::invalid_argument);
}

TEST(BodyMotion, NoMoveEndsInsideAWallWhateverItsLength) {
    const game::Arena arena = walls_arena();
    game::Queries queries(arena, {});
    game::Rng rng(11);
    const game::Actor who{game::ActorKind::Player, 0};
    for (int i = 0; i < 3000; ++i) {
        engine::Position2 start = engine::Position2::from_pixels(rng.uniform(0, 256), rng.uniform(0, 160));
        if (queries.body_blocked(who, start, 7_px)) {
            continue;
        }
        const auto wanted = engine::Difference2::from_pixels(rng.uniform(-300, 300), rng.uniform(-300, 300));
        const game::BodyMove move = game::move_body(queries, who, start, wanted, 7_px);
        ASSERT_FALSE(queries.body_blocked(who, move.position, 7_px))
            << "from (" << start.x_pixels() << ", " << start.y_pixels() << ") by (" << wanted.x_pixels() << ", "
            << wanted.y_pixels() << ")";
    }
}

TEST(BodyMotion, AFastMoveStopsAtThinBarsInsteadOfJumpingThem) {
    // Bars: three bars 3 px thick per 32 px tile. A 7 px disk cannot fit between them.
    const game::Arena arena = game::arena_from_rows("bars", {"#######", "#P.|..#", "#######"}, 32);
    game::Queries queries(arena, {});
    const engine::Position2 start = engine::Position2::from_pixels(64, 48);
    const game::BodyMove move = game::move_body(queries, {game::ActorKind::Player, 0}, start,
                                                engine::Difference2::from_pixels(150, 0), 7_px);
    EXPECT_TRUE(move.blocked_x);
    EXPECT_LT(move.position.x_pixels(), 96.0f + 5.0f);  // stopped at the first bar (x = 96 + 4)
    EXPECT_GT(move.position.x_pixels(), 64.0f);
}

TEST(BodyMotion, SlidesAlongAWallWhenPushedDiagonally) {
    const game::Arena arena = game::arena_from_rows("room", {"#####", "#P..#", "#...#", "#####"}, 32);
    game::Queries queries(arena, {});
    // Centre 8 px below the top wall (y = 32 + 8 = 40): pushing up-right slides right.
    const game::BodyMove move = game::move_body(queries, {game::ActorKind::Player, 0},
                                                engine::Position2::from_pixels(48, 40),
                                                engine::Difference2::from_pixels(10, -10), 7_px);
    EXPECT_TRUE(move.blocked_y);
    EXPECT_FALSE(move.blocked_x);
    EXPECT_FLOAT_EQ(move.position.x_pixels(), 58.0f);
    EXPECT_FLOAT_EQ(move.position.y_pixels(), 39.0f);  // stopped 7 px below the wall at y = 32
}
