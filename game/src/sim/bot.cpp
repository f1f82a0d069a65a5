#include "sim/bot.hpp"

#include "sim/tuning.hpp"

#include <engine/raycast/laser_cast.hpp>

#include <cmath>
#include <cstddef>

namespace game {
namespace {

constexpr engine::Length kKeepAway = 120_px;      // circle the target at about this distance
constexpr engine::Length kFireRange = 300_px;     // shoot when the target is this close and in sight
constexpr int kPlanEverySteps = 60;               // re-plan twice a second
constexpr int kStuckCheckSteps = 40;              // look for "not moving" this often
constexpr engine::Length kStuckDistance = 2_px;   // moved less than this: stuck
constexpr int kDetourSteps = 50;                  // then turn aside this long
constexpr int kStrafeFlipSteps = 240;             // circle one way, then the other
// A plan searches at most this many tiles (a 256 x 256 region; every shipped level is smaller),
// so that it costs the same on a 4096 x 4096 map; beyond it the bot walks straight at its target.
constexpr std::size_t kMaxPlanTiles = 65536;

engine::TileCoord tile_of(const Arena& arena, engine::Position2 p) {
    const float size = arena.tile_size().pixels();
    return {static_cast<std::int32_t>(std::floor(p.x_pixels() / size)), static_cast<std::int32_t>(std::floor(p.y_pixels() / size))};
}

engine::Position2 centre_of(const Arena& arena, engine::TileCoord tile) {
    const float size = arena.tile_size().pixels();
    return engine::Position2::from_pixels((static_cast<float>(tile.x) + 0.5f) * size, (static_cast<float>(tile.y) + 0.5f) * size);
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

/// The bot's eyes: a whole-tile sight line (not a game query, see bot.hpp).
bool can_see(const World& world, engine::Position2 from, engine::Position2 to) {
    return engine::cast_laser(world.arena().collision, from, to, {engine::CastMode::Tile}).hit == engine::CastHit::None;
}

void push_stick(PlayerInput& input, engine::Direction2 direction) {
    const engine::UnitVector2 along = direction.unit_vector();
    input.move_x = quantize_axis(along.x);
    input.move_y = quantize_axis(along.y);
}

} // namespace

void Bot::plan(const World& world) {
    const Arena& arena = world.arena();
    if (arena_ != &arena) {
        arena_ = &arena;
        to_target_ = std::make_unique<FlowField>(arena.collision);
        from_player_ = std::make_unique<FlowField>(arena.collision);
    }
    // The robot with the shortest walk; the straight-line nearest if none can be walked to.
    from_player_->compute(tile_of(arena, world.player().position), FlowField::kUnreachable, kMaxPlanTiles);
    target_ = -1;
    std::int32_t best_walk = FlowField::kUnreachable;
    float best_line = 0.0f;
    for (const Robot& robot : world.robots()) {
        if (robot.state == RobotState::Destroyed) {
            continue;
        }
        const std::int32_t walk = from_player_->distance(tile_of(arena, robot.position));
        const float line = distance(robot.position, world.player().position).pixels();
        if (target_ < 0 || walk < best_walk || (walk == best_walk && line < best_line)) {
            target_ = robot.id;
            best_walk = walk;
            best_line = line;
        }
    }
    if (target_ >= 0) {
        to_target_->compute(tile_of(arena, world.robots()[static_cast<std::size_t>(target_)].position),
                            FlowField::kUnreachable, kMaxPlanTiles);
    }
    next_plan_ = steps_ + kPlanEverySteps;
}

PlayerInput Bot::next_input(const World& world) {
    PlayerInput input;
    ++steps_;
    const Player& player = world.player();
    if (!player.alive || world.outcome() != Outcome::Playing) {
        return input;
    }
    if (steps_ >= next_plan_ || arena_ != &world.arena() || target_ < 0 ||
        world.robots()[static_cast<std::size_t>(target_)].state == RobotState::Destroyed) {
        plan(world);
    }
    if (target_ < 0) {
        return input;
    }
    if (steps_ % kStuckCheckSteps == 0) {
        if (distance(player.position, last_checked_position_) < kStuckDistance && steps_ >= detour_until_) {
            detour_until_ = steps_ + kDetourSteps;
            detour_left_ = !detour_left_;
        }
        last_checked_position_ = player.position;
    }
    const Robot& target = world.robots()[static_cast<std::size_t>(target_)];
    if (target.position == player.position) {
        return input;
    }
    const engine::Difference2 to_target = target.position - player.position;
    const engine::Direction2 towards = to_target.direction();
    const engine::Length range = to_target.length();
    const bool in_sight = range < kFireRange && can_see(world, player.position, target.position);
    input.aim_steps = towards.steps();
    input.fire = in_sight;

    const bool strafe_left = (steps_ / kStrafeFlipSteps) % 2 == 0;
    const engine::Angle side = engine::Angle::from_degrees(strafe_left ? -90.0f : 90.0f);
    engine::Direction2 walk = towards;
    if (steps_ < detour_until_) {
        walk = towards + engine::Angle::from_degrees(detour_left_ ? -100.0f : 100.0f);
    } else if (in_sight && under_threat(world)) {
        walk = towards + side;  // sidestep the beam
    } else if (in_sight && range < kKeepAway) {
        walk = towards + side + engine::Angle::from_degrees(strafe_left ? -30.0f : 30.0f);  // circle, a bit outwards
    } else if (!in_sight) {
        // Round the walls: towards the centre of the next tile of the flow field.
        const engine::TileCoord here = tile_of(world.arena(), player.position);
        const engine::TileCoord next = to_target_->next_tile(here);
        const engine::Difference2 step = centre_of(world.arena(), next) - player.position;
        if (!(next == here) && !step.is_zero()) {
            walk = step.direction();
        }
    }
    push_stick(input, walk);
    return input;
}

} // namespace game
