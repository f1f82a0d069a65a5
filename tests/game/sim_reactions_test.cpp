// Robots that react when shot, and the range of the player's bullets: a patrol robot shot from
// beyond its sensing radius charges the shooter and attacks; a sweeper takes cover where the
// shooter cannot see it (or, with no cover in reach, backs off); bullets fade at their range,
// which the Parameters panel can change.

#include "sim/arena.hpp"
#include "sim/cover.hpp"
#include "sim/tuning.hpp"
#include "sim/world.hpp"

#include <engine/raycast/laser_cast.hpp>

#include <gtest/gtest.h>

#include <memory>

namespace {

using namespace engine::unit_literals;

std::shared_ptr<const game::Arena> arena_of(const std::vector<std::string_view>& rows) {
    return std::make_shared<const game::Arena>(game::arena_from_rows("test", rows, 32));
}

/// Steps `world` `steps` times with `input`; true if `robot` entered Telegraph meanwhile.
bool run(game::World& world, const game::PlayerInput& input, int steps, std::uint32_t robot = 0) {
    bool telegraphed = false;
    for (int i = 0; i < steps; ++i) {
        world.step(input);
        telegraphed = telegraphed || world.robots()[robot].state == game::RobotState::Telegraph;
    }
    return telegraphed;
}

game::PlayerInput shooting_right() {
    game::PlayerInput input;
    input.fire = true;  // aim 0: along +x
    return input;
}

/// Fires one bullet to the right and waits (at most 2 s) until it hits robot 0; true if it did.
bool one_shot_hits(game::World& world) {
    world.step(shooting_right());
    for (int i = 0; i < 2 * game::kStepsPerSecond; ++i) {
        world.step({});
        for (const game::GameEvent& event : world.events()) {
            if (event.kind == game::GameEventKind::BulletHitRobot) {
                return true;
            }
        }
    }
    return false;
}

// The robot stands 416 px from the player: beyond its sensing radius (260 px), within the
// player's bullet range (480 px).
const std::vector<std::string_view> kLongRoom = {"########################", "#P.............L.......#",
                                                 "########################"};

} // namespace

TEST(RobotReactions, AnUnseenPatrolRobotNeverAttacks) {
    game::World world(arena_of(kLongRoom), {});
    const engine::Position2 start = world.robots()[0].position;
    EXPECT_FALSE(run(world, {}, 6 * game::kStepsPerSecond));
    EXPECT_EQ(world.robots()[0].position, start);  // it guards its spot
}

TEST(RobotReactions, AShotPatrolRobotTurnsChargesTheShooterAndAttacks) {
    game::World world(arena_of(kLongRoom), {});
    const engine::Position2 start = world.robots()[0].position;
    ASSERT_TRUE(one_shot_hits(world));
    bool alerted = false;
    for (const game::GameEvent& event : world.events()) {
        alerted = alerted || event.kind == game::GameEventKind::RobotAlerted;
    }
    EXPECT_TRUE(alerted);
    const game::Robot& robot = world.robots()[0];
    EXPECT_NEAR(robot.aim.radians(), engine::Direction2::from_degrees(180).radians(), 0.01f) << "it faces the shooter";
    EXPECT_TRUE(run(world, {}, 3 * game::kStepsPerSecond)) << "it came close enough to sense the player and attacked";
    EXPECT_LT(world.robots()[0].position.x_pixels(), start.x_pixels() - 100.0f);
}

// A sweeper shot from 448 px (beyond its sensing) beside a block: the tiles behind the block
// are out of the shooter's sight, three steps' walk away.
const std::vector<std::string_view> kCoverRoom = {"##############################",
                                                  "#...............#............#",
                                                  "#P.............S.............#",
                                                  "#............................#",
                                                  "#............................#",
                                                  "##############################"};

/// True when the walls block the straight line from `from` to `to` (the engine's own cast,
/// not the game's query layer: the test checks the game with a tool of its own).
bool walls_between(const game::Arena& arena, engine::Position2 from, engine::Position2 to) {
    return engine::cast_laser(arena.collision, from, to, {}).hit != engine::CastHit::None;
}

TEST(RobotReactions, AShotSweeperTakesCoverOutOfTheShootersSight) {
    game::World world(arena_of(kCoverRoom), {});
    const engine::Position2 shooter = world.player().position;
    ASSERT_FALSE(walls_between(world.arena(), shooter, world.robots()[0].position)) << "it starts in the open";
    ASSERT_TRUE(one_shot_hits(world));
    const game::CoverRoute& route = world.robots()[0].cover;
    ASSERT_TRUE(route.found()) << "cover within its reach";
    EXPECT_EQ(route.tiles[0].x, 15);  // the walk starts where it stood ...
    EXPECT_EQ(route.tiles[route.count - 1].x, 17);  // ... and ends right of the block
    EXPECT_EQ(route.tiles[route.count - 1].y, 1);

    // Within the three seconds of its alert it stands where the shooter's sight is blocked,
    // and stays there, scanning.
    int hidden_at = -1;
    for (int step = 0; step < 3 * game::kStepsPerSecond; ++step) {
        world.step({});
        if (hidden_at < 0 && walls_between(world.arena(), shooter, world.robots()[0].position)) {
            hidden_at = step;
        }
    }
    ASSERT_GE(hidden_at, 0) << "still in sight at " << world.robots()[0].position.x_pixels() << ", "
                            << world.robots()[0].position.y_pixels();
    EXPECT_TRUE(world.robots()[0].cover.arrived());
    EXPECT_TRUE(walls_between(world.arena(), shooter, world.robots()[0].position));
    EXPECT_EQ(world.robots()[0].state, game::RobotState::Patrol) << "it never saw the player";

    // Hidden means safe from that spot: two more seconds of fire from there hit nothing.
    const std::uint64_t hits = world.stats().bullet_hits;
    game::PlayerInput aimed = shooting_right();
    aimed.aim_steps = (world.robots()[0].position - shooter).direction().steps();
    run(world, aimed, 2 * game::kStepsPerSecond);
    EXPECT_EQ(world.stats().bullet_hits, hits);
    EXPECT_GT(world.stats().bullet_wall_hits, 5u) << "the block took the bullets";
}

// The search for cover asks the engine: line-of-sight queries by the robot, counted by the
// query layer like every other (the inspector lists them).
TEST(RobotReactions, CoverIsFoundWithLineOfSightQueries) {
    game::World world(arena_of(kCoverRoom), {});
    const auto sight_queries = [&] {
        return world.queries().counters()[game::QueryKind::LineOfSight].queries;
    };
    ASSERT_TRUE(one_shot_hits(world));
    const std::uint64_t before = sight_queries();
    world.step({});
    EXPECT_EQ(sight_queries(), before) << "searched once, when shot";
    EXPECT_GT(before, 3u);
}

// hidden_from sees the robot's edges, not only its centre: a spot whose centre is just behind a
// corner but whose side shows is not cover.
TEST(RobotReactions, ARobotHalfBehindACornerIsNotHidden) {
    game::World world(arena_of(kCoverRoom), {});
    const engine::Position2 shooter = world.player().position;
    const game::Actor who{game::ActorKind::Robot, 0};
    // The block is tile (16, 1): x 512..544, y 32..64; the row below is open.
    EXPECT_TRUE(game::hidden_from(world.queries(), who, shooter, engine::Position2::from_pixels(560.0f, 48.0f)));
    EXPECT_FALSE(game::hidden_from(world.queries(), who, shooter, engine::Position2::from_pixels(560.0f, 62.0f)))
        << "its lower side shows below the block";
    EXPECT_FALSE(game::hidden_from(world.queries(), who, shooter, engine::Position2::from_pixels(400.0f, 80.0f)));
}

TEST(RobotReactions, AShotSweeperWithNoCoverInReachBacksOff) {
    game::World world(arena_of({"##############################", "#P.............S..............#",
                                "##############################"}),
                      {});
    const float start_x = world.robots()[0].position.x_pixels();
    ASSERT_TRUE(one_shot_hits(world));
    run(world, {}, 2 * game::kStepsPerSecond);
    EXPECT_GT(world.robots()[0].position.x_pixels(), start_x + 80.0f) << "it moved away from the shooter";
}

TEST(RobotReactions, BulletsFadeAtTheirRangeWhichTheDesignerSets) {
    // The robot 544 px away: out of the default range (480 px).
    const auto arena = arena_of({"##########################", "#P.................L......#",
                                 "##########################"});
    game::World world(arena, {});
    run(world, shooting_right(), 3 * game::kStepsPerSecond);
    EXPECT_GT(world.stats().bullets_fired, 10u);
    EXPECT_EQ(world.stats().bullet_hits, 0u);
    EXPECT_EQ(world.stats().bullet_wall_hits, 0u) << "they faded before the far wall";

    game::LiveTuning longer;
    longer.player_bullet_range = 900_px;
    world.set_live_tuning(longer);
    run(world, shooting_right(), 3 * game::kStepsPerSecond);
    EXPECT_GT(world.stats().bullet_hits, 0u);

    longer.player_bullet_range = 0_px;
    EXPECT_THROW(world.set_live_tuning(longer), std::invalid_argument);
}
