// The robots' part of a step: a small state machine per robot.
//
//   Patrol ──(senses the player: circle query, then line of sight: a ray)──> Telegraph
//   Telegraph ──(charge-up time over)──> Firing ──(firing time over)──> Cooldown ──> Patrol
//
// The telegraph is the player's warning: the robot stops, its aim follows the player for
// most of the charge-up and then locks, so a player who moves in time is missed.
// How each kind fires (and the sweepers' scanning beams) is in world_robot_weapons.cpp.

#include "sim/body_motion.hpp"
#include "sim/tuning.hpp"
#include "sim/world.hpp"

#include <algorithm>

namespace game {
namespace {

/// Part of the telegraph during which the aim still follows the player.
constexpr double kAimTrackingPart = 0.75;
/// A robot on a route counts a waypoint as reached this close to it.
constexpr engine::Length kWaypointReached = 3_px;

Actor actor_of(const Robot& robot) { return {ActorKind::Robot, robot.id}; }

} // namespace

void World::update_robots(engine::TimeSpan dt) {
    if (!cost_plan_.degraded) {
        for (Robot& robot : robots_) {
            update_robot(robot, dt, kSenseEverySteps);  // within the budget: as the level says
        }
        return;
    }
    // Over it (cost_model.hpp): the first robots by id near the player act every step; the
    // others take turns by id, so each acts every act_every steps and the work is spread
    // evenly, and senses every kSenseEverySteps of its own turns.
    const auto every = static_cast<std::uint64_t>(cost_plan_.act_every);
    int near_left = cost_plan_.near_robots;
    for (Robot& robot : robots_) {
        if (near_left > 0 && near_player(robot)) {
            --near_left;
            update_robot(robot, dt, kSenseEverySteps);
        } else if ((step_count_ + robot.id) % every == 0) {
            update_robot(robot, dt, kSenseEverySteps * cost_plan_.act_every);
        }
    }
}

bool World::near_player(const Robot& robot) const {
    return robot.state != RobotState::Destroyed &&
           distance(robot.position, player_.position) <= cost_plan_.near_distance;
}

void World::update_robot(Robot& robot, engine::TimeSpan dt, int sense_every) {
    const engine::TimeSpan in_state = now_ - robot.state_started;
    switch (robot.state) {
    case RobotState::Patrol:
        if (now_ < robot.alert_until) {
            react(robot, dt);  // shot at: charging the shooter or taking cover
        } else {
            patrol(robot, dt);
        }
        if (robot.kind == RobotKind::Sweeper) {
            scan(robot, dt);
        }
        look_for_player(robot, sense_every);
        break;
    case RobotState::Telegraph:
        telegraph(robot);
        if (in_state >= robot.tuning.telegraph) {
            start_firing(robot);
        }
        break;
    case RobotState::Firing:
        fire(robot, dt);
        if (in_state >= robot.tuning.firing) {
            enter(robot, RobotState::Cooldown);
        }
        break;
    case RobotState::Cooldown:
        if (in_state >= robot.tuning.cooldown) {
            enter(robot, RobotState::Patrol);
            robot.sweep_offset = robot.aim - robot.sweep_base;  // the scan resumes from here
        }
        break;
    case RobotState::Destroyed:
        break;
    }
}

void World::enter(Robot& robot, RobotState state) {
    robot.state = state;
    robot.state_started = now_;
}

engine::Direction2 World::patrol_heading(Robot& robot) {
    if (robot.spawn >= 0) {
        // A level robot walks its route: spawn -> route[0] -> ... -> route.back() -> spawn.
        const RobotSpawn& spawn = arena_->robot_spawns[static_cast<std::size_t>(robot.spawn)];
        if (spawn.route.empty()) {
            return robot.heading;
        }
        const auto waypoint_at = [&](std::uint32_t k) { return k == 0 ? spawn.position : spawn.route[k - 1]; };
        if (distance(robot.position, waypoint_at(robot.waypoint)) <= kWaypointReached) {
            robot.waypoint = (robot.waypoint + 1) % static_cast<std::uint32_t>(spawn.route.size() + 1);
        }
        const engine::Difference2 to_waypoint = waypoint_at(robot.waypoint) - robot.position;
        return to_waypoint.is_zero() ? robot.heading : to_waypoint.direction();
    }
    // An extra robot (--robots N) wanders: a new random heading every few seconds.
    if (now_ >= robot.next_turn) {
        robot.next_turn = now_ + engine::TimeSpan::from_seconds(rng_.uniform(1.5f, 4.0f));
        return robot.heading + engine::Angle::from_degrees(rng_.uniform(-120.0f, 120.0f));
    }
    return robot.heading;
}

void World::patrol(Robot& robot, engine::TimeSpan dt) {
    const bool on_route = robot.spawn >= 0 && !arena_->robot_spawns[static_cast<std::size_t>(robot.spawn)].route.empty();
    const bool standing = robot.spawn >= 0 && !on_route;  // a level robot without a route guards its spot
    robot.heading = patrol_heading(robot);
    if (robot.kind != RobotKind::Sweeper) {
        robot.aim = robot.heading;  // a sweeper's aim belongs to its scan
    }
    if (standing || now_ < robot.sets_off) {
        return;
    }
    // The seed's pace, but never past the cost model's cap on a busy level.
    const engine::Speed speed = cost_plan_.degraded ? std::min(robot.tuning.patrol_speed * robot.pace, cost_plan_.speed_cap)
                                                    : robot.tuning.patrol_speed * robot.pace;
    const BodyMove move = move_body(queries_, actor_of(robot), robot.position, robot.heading * (speed * dt), kRobotRadius);
    if (move.blocked_x && move.blocked_y) {
        if (on_route) {
            robot.waypoint = (robot.waypoint + 1) % static_cast<std::uint32_t>(
                                                        arena_->robot_spawns[static_cast<std::size_t>(robot.spawn)].route.size() + 1);
        } else {
            robot.heading += engine::Angle::from_degrees(rng_.uniform(90.0f, 270.0f));
        }
    } else if (!on_route && (move.blocked_x || move.blocked_y)) {
        robot.heading += engine::Angle::from_degrees(rng_.uniform(90.0f, 270.0f));
    }
    if (move.position != robot.position) {
        robot.position = move.position;
        queries_.move_object(robot.object, robot.position);
    }
}

void World::look_for_player(Robot& robot, int sense_every) {
    // Sensors run every `sense_every` steps, staggered by id so the work spreads over the steps.
    if ((step_count_ + robot.id) % static_cast<std::uint64_t>(sense_every) != 0 || !player_.alive) {
        return;
    }
    if (!queries_.sense(actor_of(robot), robot.position, robot.tuning.sensing_radius, ActorKind::Player)) {
        return;
    }
    if (!queries_.line_of_sight(actor_of(robot), robot.position, player_.position)) {
        return;
    }
    if (player_.position != robot.position) {
        robot.aim = (player_.position - robot.position).direction();
    }
    enter(robot, RobotState::Telegraph);
    emit({GameEventKind::RobotCharging, robot.position, robot.position, robot.id, robot.kind});
}

void World::telegraph(Robot& robot) {
    const bool tracking = (now_ - robot.state_started) < robot.tuning.telegraph * kAimTrackingPart;
    if (tracking && player_.alive && player_.position != robot.position) {
        robot.aim = (player_.position - robot.position).direction();
    }
}

} // namespace game
