#include "sim/bot.hpp"

#include "sim/tuning.hpp"

#include <cmath>
#include <optional>

namespace game {
namespace {

constexpr engine::Length kKeepAway = 140_px;      // circle the target at about this distance
constexpr engine::Length kFireRange = 330_px;     // shoot when the target is this close
constexpr int kStuckCheckSteps = 40;              // look for "not moving" this often
constexpr engine::Length kStuckDistance = 2_px;   // moved less than this: stuck
constexpr int kDetourSteps = 70;                  // then turn aside this long
constexpr int kStrafeFlipSteps = 240;             // circle one way, then the other

/// The nearest robot still in the game, if any.
const Robot* nearest_robot(const World& world) {
    const Robot* best = nullptr;
    engine::Squared<engine::Length> best_distance{};
    for (const Robot& robot : world.robots()) {
        if (robot.state == RobotState::Destroyed) {
            continue;
        }
        const auto d = (robot.position - world.player().position).length_squared();
        if (best == nullptr || d < best_distance) {
            best = &robot;
            best_distance = d;
        }
    }
    return best;
}

/// True when some robot is charging up or firing at the player from close by.
bool under_threat(const World& world) {
    for (const Robot& robot : world.robots()) {
        const bool aiming = robot.state == RobotState::Telegraph || robot.state == RobotState::Firing;
        if (aiming && distance(robot.position, world.player().position) < robot.tuning.laser_range) {
            return true;
        }
    }
    return false;
}

/// A stick input pointing along `direction`, at full tilt.
void push_stick(PlayerInput& input, engine::Direction2 direction) {
    const engine::UnitVector2 along = direction.unit_vector();
    input.move_x = quantize_axis(along.x);
    input.move_y = quantize_axis(along.y);
}

} // namespace

PlayerInput Bot::next_input(const World& world) {
    PlayerInput input;
    ++steps_;
    const Player& player = world.player();
    if (!player.alive || world.outcome() != Outcome::Playing) {
        return input;
    }
    if (steps_ % kStuckCheckSteps == 0) {
        if (distance(player.position, last_checked_position_) < kStuckDistance && steps_ >= detour_until_) {
            detour_until_ = steps_ + kDetourSteps;
            detour_left_ = !detour_left_;
        }
        last_checked_position_ = player.position;
    }
    const Robot* target = nearest_robot(world);
    if (target == nullptr || target->position == player.position) {
        return input;
    }
    const engine::Difference2 to_target = target->position - player.position;
    const engine::Direction2 towards = to_target.direction();
    const engine::Length range = to_target.length();
    input.aim_steps = towards.steps();
    input.fire = range < kFireRange;

    const bool strafe_left = (steps_ / kStrafeFlipSteps) % 2 == 0;
    const engine::Angle side = engine::Angle::from_degrees(strafe_left ? -90.0f : 90.0f);
    engine::Direction2 walk = towards;
    if (steps_ < detour_until_) {
        walk = towards + engine::Angle::from_degrees(detour_left_ ? -100.0f : 100.0f);
    } else if (under_threat(world)) {
        walk = towards + side;                                       // sidestep the beam
    } else if (range < kKeepAway) {
        walk = towards + side + engine::Angle::from_degrees(strafe_left ? -30.0f : 30.0f);  // circle, a bit outwards
    }
    push_stick(input, walk);
    return input;
}

} // namespace game
