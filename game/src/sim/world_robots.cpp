// The robots' part of a step: a small state machine per robot.
//
//   Patrol ──(senses the player: circle query, then line of sight: a ray)──> Telegraph
//   Telegraph ──(charge-up time over)──> Firing ──(firing time over)──> Cooldown ──> Patrol
//
// The telegraph is the player's warning: the robot stops, its aim follows the player for
// most of the charge-up and then locks, so a player who moves in time is missed.

#include "sim/body_motion.hpp"
#include "sim/tuning.hpp"
#include "sim/world.hpp"

namespace game {
namespace {

/// Part of the telegraph during which the aim still follows the player.
constexpr double kAimTrackingPart = 0.75;
/// A robot on a route counts a waypoint as reached this close to it.
constexpr engine::Length kWaypointReached = 3_px;

Actor actor_of(const Robot& robot) { return {ActorKind::Robot, robot.id}; }

} // namespace

void World::update_robots(engine::TimeSpan dt) {
    for (Robot& robot : robots_) {
        const engine::TimeSpan in_state = now_ - robot.state_started;
        switch (robot.state) {
        case RobotState::Patrol:
            patrol(robot, dt);
            look_for_player(robot);
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
            }
            break;
        case RobotState::Destroyed:
            break;
        }
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
    robot.aim = robot.heading;
    if (standing) {
        return;
    }
    const BodyMove move = move_body(queries_, actor_of(robot), robot.position,
                                    robot.heading * (robot.tuning.patrol_speed * dt), kRobotRadius);
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

void World::look_for_player(Robot& robot) {
    // Sensors run at kSenseEverySteps, staggered by id so the work spreads over the steps.
    if ((step_count_ + robot.id) % kSenseEverySteps != 0 || !player_.alive) {
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
}

void World::telegraph(Robot& robot) {
    const bool tracking = (now_ - robot.state_started) < robot.tuning.telegraph * kAimTrackingPart;
    if (tracking && player_.alive && player_.position != robot.position) {
        robot.aim = (player_.position - robot.position).direction();
    }
}

void World::start_firing(Robot& robot) {
    enter(robot, RobotState::Firing);
    robot.bolts_left = robot.tuning.bolts;
    robot.next_bolt = now_;
    if (robot.kind == RobotKind::PatrolLaser) {
        fire_laser(robot);  // one shot, the moment the charge-up ends
    } else if (robot.kind == RobotKind::Sweeper && abs(robot.tuning.sweep_arc) < 360_deg) {
        // Start half an arc back, so that the sweep passes over the target's position.
        const bool clockwise = robot.tuning.sweep_rate >= engine::AngularVelocity::zero();
        robot.aim -= robot.tuning.sweep_arc * (clockwise ? 0.5f : -0.5f);
    }
}

void World::fire(Robot& robot, engine::TimeSpan dt) {
    const RobotTuning& tuning = robot.tuning;
    switch (robot.kind) {
    case RobotKind::PatrolLaser:
        break;  // fired in start_firing; the beam fades during the firing time
    case RobotKind::Sweeper:
        fire_laser(robot);
        robot.aim += tuning.sweep_rate * dt;  // a rotating Direction2: AngularVelocity * TimeSpan = Angle
        break;
    case RobotKind::Bolter:
        if (robot.bolts_left > 0 && now_ >= robot.next_bolt) {
            spawn_bullet(BulletOwner::Robot, robot.position + robot.aim * (kRobotRadius + kBulletRadius + 1_px),
                         robot.aim * tuning.bolt_speed);
            ++stats_.bolts_fired;
            --robot.bolts_left;
            robot.next_bolt += tuning.firing / static_cast<double>(tuning.bolts);
        }
        break;
    }
}

void World::fire_laser(Robot& robot) {
    const engine::Position2 end = robot.position + robot.aim * robot.tuning.laser_range;
    const SegmentQueryResult shot = queries_.laser(actor_of(robot), robot.position, end, ActorKind::Player);
    ++stats_.lasers_fired;
    const bool hit_player = shot.outcome == QueryOutcome::Target;
    if (hit_player) {
        ++stats_.laser_hits;
        // A sweeper's beam burns while it rests on the player; a patrol laser hits once.
        const float damage = robot.kind == RobotKind::Sweeper
                                 ? robot.tuning.damage * static_cast<float>((kStep * time_scale_).seconds())
                                 : robot.tuning.damage;
        damage_player(damage);
    }
    std::erase_if(beams_, [&](const Beam& beam) { return beam.robot == robot.id; });
    beams_.push_back(Beam{robot.position, shot.point, now_, robot.id, robot.kind, hit_player});
}

void World::damage_robot(std::uint32_t robot_id, float damage) {
    Robot& robot = robots_.at(robot_id);
    if (robot.state == RobotState::Destroyed) {
        return;
    }
    robot.health -= damage;
    if (robot.health > 0.0f) {
        return;
    }
    enter(robot, RobotState::Destroyed);
    queries_.remove_object(robot.object);
    robot.object = kNoObject;
    std::erase_if(beams_, [&](const Beam& beam) { return beam.robot == robot.id; });
    --robots_left_;
    ++stats_.robots_destroyed;
    score_ += kScorePerRobot;
}

} // namespace game
