// The queries layer: lasers stop at known wall pixels and at the player, bullets hit robots
// at any speed, and the object index finds exactly what scanning every object finds.

#include "sim/arena.hpp"
#include "sim/queries.hpp"
#include "sim/rng.hpp"

#include <gtest/gtest.h>

namespace {

using namespace engine::unit_literals;
using game::ActorKind;
using game::QueryOutcome;

const game::Actor kRobot{ActorKind::Robot, 0};

/// The first solid pixel of row `y`, walking right from x = `from`: the reference a
/// horizontal laser must stop at.
int first_solid_pixel_in_row(const engine::CollisionMap& map, int from, int y) {
    for (int x = from; x < map.pixel_width(); ++x) {
        if (map.solid_pixel(x, y)) {
            return x;
        }
    }
    return -1;
}

} // namespace

TEST(LaserQuery, StopsAtTheFaceOfABlock) {
    const game::Arena arena = game::arena_from_rows("block", {"########", "#P....##", "########"}, 32);
    game::Queries queries(arena, {});
    const auto from = engine::Position2::from_pixels(48.5f, 48.5f);
    const auto shot = queries.laser(kRobot, from, engine::Position2::from_pixels(400, 48.5f), ActorKind::Player);
    EXPECT_EQ(shot.outcome, QueryOutcome::Wall);
    EXPECT_FLOAT_EQ(shot.point.x_pixels(), 192.0f);  // tile 6 starts at x = 6 * 32
    EXPECT_FLOAT_EQ(shot.point.y_pixels(), 48.5f);
    EXPECT_EQ(shot.wall_normal, engine::Direction::Left);
}

TEST(LaserQuery, StopsAtTheRimOfARoundPillarInPixelMode) {
    const game::Arena arena = game::arena_from_rows("pillar", {"########", "#P...o.#", "########"}, 32);
    game::Queries queries(arena, {.pixel_perfect = true});
    // Rows through the pillar at several heights: the beam stops at the row's first solid pixel.
    for (float y : {38.5f, 44.5f, 48.5f, 53.5f, 57.5f}) {
        const auto from = engine::Position2::from_pixels(40.5f, y);
        const auto shot = queries.laser(kRobot, from, engine::Position2::from_pixels(250.5f, y), ActorKind::Player);
        const int expected = first_solid_pixel_in_row(arena.collision, 40, static_cast<int>(y));
        ASSERT_GT(expected, 160) << "row " << y;
        EXPECT_EQ(shot.outcome, QueryOutcome::Wall) << "row " << y;
        EXPECT_FLOAT_EQ(shot.point.x_pixels(), static_cast<float>(expected)) << "row " << y;
    }
}

TEST(LaserQuery, StopsAtThePlayerBeforeTheWall) {
    const game::Arena arena = game::arena_from_rows("open", {"##########", "#P.......#", "##########"}, 32);
    for (bool use_index : {true, false}) {
        game::Queries queries(arena, {.use_index = use_index});
        queries.add_object({ActorKind::Player, 0}, engine::Position2::from_pixels(200, 48), 7_px);
        const auto shot = queries.laser(kRobot, engine::Position2::from_pixels(48, 48),
                                        engine::Position2::from_pixels(400, 48), ActorKind::Player);
        EXPECT_EQ(shot.outcome, QueryOutcome::Target);
        EXPECT_EQ(shot.target, (game::Actor{ActorKind::Player, 0}));
        EXPECT_NEAR(shot.point.x_pixels(), 193.0f, 1e-3f);  // the disk's left edge
    }
}

TEST(LineOfSight, IsBlockedByAWallAndClearWithout) {
    const game::Arena arena = game::arena_from_rows("wall", {"#########", "#P..#...#", "#.......#", "#########"}, 32);
    game::Queries queries(arena, {});
    EXPECT_FALSE(queries.line_of_sight(kRobot, engine::Position2::from_pixels(48, 48), engine::Position2::from_pixels(240, 48)));
    EXPECT_TRUE(queries.line_of_sight(kRobot, engine::Position2::from_pixels(48, 80), engine::Position2::from_pixels(240, 80)));
    EXPECT_EQ(queries.counters()[game::QueryKind::LineOfSight].queries, 2u);
}

TEST(BulletSweep, HitsARobotAtAnySpeed) {
    const game::Arena arena = game::arena_from_rows("range", {"####################", "#P.................#",
                                                              "####################"}, 32);
    for (bool use_index : {true, false}) {
        game::Queries queries(arena, {.use_index = use_index});
        const auto robot_at = engine::Position2::from_pixels(320, 48);
        queries.add_object({ActorKind::Robot, 3}, robot_at, 9_px);
        for (float speed : {50.0f, 600.0f, 5000.0f, 60000.0f}) {
            // One step of 1/120 s from wherever the bullet is when it is still short of the robot.
            const float step = speed / 120.0f;
            const auto from = engine::Position2::from_pixels(320 - 11 - step * 0.5f, 48.3f);  // grown disk's edge at 309
            const auto to = engine::Position2::from_pixels(from.x_pixels() + step, 48.3f);
            const auto sweep = queries.bullet_sweep({ActorKind::Bullet, 1}, from, to, ActorKind::Robot, 2_px);
            EXPECT_EQ(sweep.outcome, QueryOutcome::Target) << "speed " << speed << " index " << use_index;
            EXPECT_EQ(sweep.target, (game::Actor{ActorKind::Robot, 3}));
        }
    }
}

TEST(BulletSweep, AWallInFrontShieldsTheRobot) {
    const game::Arena arena = game::arena_from_rows("shield", {"##########", "#P...#...#", "##########"}, 32);
    game::Queries queries(arena, {});
    queries.add_object({ActorKind::Robot, 0}, engine::Position2::from_pixels(240, 48), 9_px);
    const auto sweep = queries.bullet_sweep({ActorKind::Bullet, 0}, engine::Position2::from_pixels(100, 48),
                                            engine::Position2::from_pixels(300, 48), ActorKind::Robot, 2_px);
    EXPECT_EQ(sweep.outcome, QueryOutcome::Wall);
    EXPECT_FLOAT_EQ(sweep.point.x_pixels(), 160.0f);
}

TEST(ObjectTable, IndexFindsExactlyWhatTheScanFinds) {
    const game::Arena arena = game::builtin_arena();
    game::Queries indexed(arena, {.use_index = true, .index_tile_size = 48_px});
    game::Queries scanned(arena, {.use_index = false});
    game::Rng rng(3);
    const float width = arena.width().pixels();
    const float height = arena.height().pixels();
    for (std::uint32_t i = 0; i < 600; ++i) {
        const auto kind = i % 3 == 0 ? ActorKind::Player : (i % 3 == 1 ? ActorKind::Robot : ActorKind::Bullet);
        // Inside the level, as the world keeps every body (move_body clamps them).
        const auto at = engine::Position2::from_pixels(rng.uniform(0, width), rng.uniform(0, height));
        const auto radius = engine::Length::from_pixels(rng.uniform(1, 12));
        indexed.add_object({kind, i}, at, radius);
        scanned.add_object({kind, i}, at, radius);
    }
    for (int q = 0; q < 3000; ++q) {
        const auto a = engine::Position2::from_pixels(rng.uniform(0, width), rng.uniform(0, height));
        const auto b = engine::Position2::from_pixels(rng.uniform(0, width), rng.uniform(0, height));
        const auto r = engine::Length::from_pixels(rng.uniform(0, 200));
        const auto kind = q % 2 == 0 ? ActorKind::Robot : ActorKind::Player;
        EXPECT_EQ(indexed.sense(kRobot, a, r, kind), scanned.sense(kRobot, a, r, kind));
        game::QueryTally tally;
        const auto hit_indexed = indexed.objects().first_on_segment(a, b, kind, 2_px, tally);
        const auto hit_scanned = scanned.objects().first_on_segment(a, b, kind, 2_px, tally);
        ASSERT_EQ(hit_indexed.has_value(), hit_scanned.has_value()) << "query " << q;
        if (hit_indexed) {
            EXPECT_EQ(hit_indexed->object, hit_scanned->object);
            EXPECT_EQ(hit_indexed->fraction, hit_scanned->fraction);
        }
    }
    // The point of the index: far fewer objects tested than a scan of all 600.
    EXPECT_LT(indexed.counters()[game::QueryKind::Sensing].objects_tested * 4,
              scanned.counters()[game::QueryKind::Sensing].objects_tested);
}

TEST(ObjectTable, ChangingTheIndexTileSizeKeepsTheAnswers) {
    const game::Arena arena = game::builtin_arena();
    game::Queries queries(arena, {.use_index = true});
    game::Rng rng(5);
    for (std::uint32_t i = 0; i < 200; ++i) {
        queries.add_object({ActorKind::Robot, i},
                           engine::Position2::from_pixels(rng.uniform(0, 1280), rng.uniform(0, 640)), 9_px);
    }
    const auto centre = engine::Position2::from_pixels(600, 300);
    const auto before = queries.sense(kRobot, centre, 150_px, ActorKind::Robot);
    for (float size : {16.0f, 33.0f, 128.0f}) {
        queries.set_index_tile_size(engine::Length::from_pixels(size));
        queries.objects().index()->check_invariants();
        EXPECT_EQ(queries.sense(kRobot, centre, 150_px, ActorKind::Robot), before) << size;
    }
    queries.set_use_index(false);
    EXPECT_EQ(queries.sense(kRobot, centre, 150_px, ActorKind::Robot), before);
    EXPECT_THROW(queries.set_index_tile_size(0_px), std::invalid_argument);
}
