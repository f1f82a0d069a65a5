// Robots that react when shot, and the range of the player's bullets: a patrol robot shot from
// beyond its sensing radius charges the shooter and attacks; a sweeper backs off; bullets fade
// at their range, which the Parameters panel can change.

#include "sim/arena.hpp"
#include "sim/tuning.hpp"
#include "sim/world.hpp"

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

TEST(RobotReactions, AShotSweeperBacksOff) {
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
