// How robots fire: a patrol-laser's single shot, a sweeper's scanning beam and its burst
// (a rotating Direction2: AngularVelocity * TimeSpan = Angle, added each step), a bolter's
// bolts — and what a hit does to a robot.

#include "sim/tuning.hpp"
#include "sim/world.hpp"

#include <algorithm>

namespace game {
namespace {

Actor actor_of(const Robot& robot) { return {ActorKind::Robot, robot.id}; }

/// An event about `robot`, at its position.
GameEvent robot_event(GameEventKind kind, const Robot& robot) {
    return {kind, robot.position, robot.position, robot.id, robot.kind};
}

/// A sweeper's burst turns the same way as its scan.
bool clockwise(const Robot& robot) { return robot.tuning.sweep_rate >= engine::AngularVelocity::zero(); }

} // namespace

void World::scan(Robot& robot, engine::TimeSpan dt) {
    const RobotTuning& tuning = robot.tuning;
    const engine::Angle turn = tuning.sweep_rate * dt;
    if (abs(tuning.sweep_arc) >= 360_deg) {
        robot.sweep_offset += turn;  // round and round (an Angle may exceed a turn; Direction2 wraps)
    } else {
        // Back and forth over the arc, centred on the facing it started with.
        const engine::Angle half = abs(tuning.sweep_arc) * 0.5f;
        robot.sweep_offset += abs(turn) * robot.sweep_sign;
        if (robot.sweep_offset > half || robot.sweep_offset < -half) {
            robot.sweep_offset = std::clamp(robot.sweep_offset, -half, half);
            robot.sweep_sign = -robot.sweep_sign;
        }
    }
    robot.aim = robot.sweep_base + robot.sweep_offset;
    fire_laser(robot, true);
}

void World::start_firing(Robot& robot) {
    enter(robot, RobotState::Firing);
    robot.bolts_left = robot.tuning.bolts;
    robot.next_bolt = now_;
    if (robot.kind != RobotKind::Bolter) {
        emit(robot_event(GameEventKind::LaserFired, robot));
    }
    if (robot.kind == RobotKind::PatrolLaser) {
        fire_laser(robot, false);  // one shot, the moment the charge-up ends
    } else if (robot.kind == RobotKind::Sweeper) {
        // Start half a burst arc back, so that the burst sweeps over the target's position.
        robot.aim -= robot.tuning.burst_arc * (clockwise(robot) ? 0.5f : -0.5f);
    }
}

void World::fire(Robot& robot, engine::TimeSpan dt) {
    const RobotTuning& tuning = robot.tuning;
    switch (robot.kind) {
    case RobotKind::PatrolLaser:
        break;  // fired in start_firing; the beam fades during the firing time
    case RobotKind::Sweeper:
        fire_laser(robot, false);
        robot.aim += tuning.burst_arc * static_cast<float>(dt / tuning.firing) * (clockwise(robot) ? 1.0f : -1.0f);
        break;
    case RobotKind::Bolter:
        if (robot.bolts_left > 0 && now_ >= robot.next_bolt) {
            spawn_bullet(BulletOwner::Robot, robot.position + robot.aim * (kRobotRadius + kBulletRadius + 1_px),
                         robot.aim * tuning.bolt_speed, robot.id);
            ++stats_.bolts_fired;
            emit(robot_event(GameEventKind::BoltFired, robot));
            --robot.bolts_left;
            robot.next_bolt += tuning.firing / static_cast<double>(tuning.bolts);
        }
        break;
    }
}

void World::fire_laser(Robot& robot, bool scanning) {
    const engine::Position2 end = robot.position + robot.aim * robot.tuning.laser_range;
    const SegmentQueryResult shot = queries_.laser(actor_of(robot), robot.position, end, ActorKind::Player);
    ++stats_.lasers_fired;
    const bool hit_player = shot.outcome == QueryOutcome::Target;
    if (hit_player) {
        ++stats_.laser_hits;
        // A sweeper's beam burns while it rests on the player; a patrol laser hits once.
        const float per_step = static_cast<float>((kStep * time_scale_).seconds());
        const float damage = robot.kind != RobotKind::Sweeper ? robot.tuning.damage
                             : scanning                       ? robot.tuning.scan_damage * per_step
                                                              : robot.tuning.damage * per_step;
        damage_player(damage, robot.position, robot.id);
    }
    set_beam(Beam{robot.position, shot.point, now_, robot.id, robot.kind, hit_player, scanning});
}

void World::damage_robot(std::uint32_t robot_id, float damage) {
    Robot& robot = robots_.at(robot_id);
    if (robot.state == RobotState::Destroyed) {
        return;
    }
    robot.health -= damage;
    emit(robot_event(GameEventKind::BulletHitRobot, robot));
    if (robot.health > 0.0f) {
        return;
    }
    emit(robot_event(GameEventKind::RobotDestroyed, robot));
    enter(robot, RobotState::Destroyed);
    queries_.remove_object(robot.object);
    robot.object = kNoObject;
    remove_beam(robot.id);
    --robots_left_;
    ++stats_.robots_destroyed;
    score_ += kScorePerRobot;
}

} // namespace game
