// How a robot reacts to being shot. A robot hit by the player's bullet, and still standing,
// is alerted for kAlertTime: it turns towards where the shot came from (the shooter's position
// at that moment) and, instead of walking its route, either
//
//   charges:    patrol-lasers and bolters run at the shooter, faster than they patrol, until
//               they sense the player and start their telegraph — so a shot from beyond their
//               sensing radius brings them over; or
//   backs off:  sweepers, slow and round-sighted, move away from the shooter, out of the
//               player's bullet range, still scanning.
//
// Robots already charging up or firing finish their attack; a robot in its cooldown turns now
// and reacts when the cooldown ends. All of it is ordinary simulation state (the state hash
// includes the alert), so the reaction replays like everything else.

#include "sim/body_motion.hpp"
#include "sim/tuning.hpp"
#include "sim/world.hpp"

namespace game {
namespace {

/// True for the kinds that charge the shooter; the others back off.
bool charges(RobotKind kind) { return kind != RobotKind::Sweeper; }

} // namespace

void World::alert(Robot& robot, engine::Position2 shooter) {
    if (robot.state != RobotState::Patrol && robot.state != RobotState::Cooldown) {
        return;  // destroyed, or attacking already
    }
    robot.alert_until = now_ + kAlertTime;
    robot.alert_from = shooter;
    if (shooter != robot.position) {
        robot.aim = (shooter - robot.position).direction();
        robot.heading = robot.aim;
        robot.sweep_offset = robot.aim - robot.sweep_base;  // a sweeper's scan turns with it
    }
    emit({GameEventKind::RobotAlerted, robot.position, shooter, robot.id, robot.kind});
}

void World::react(Robot& robot, engine::TimeSpan dt) {
    const engine::Difference2 to_shooter = robot.alert_from - robot.position;
    if (to_shooter.is_zero()) {
        return;
    }
    const engine::Direction2 towards = to_shooter.direction();
    const engine::Direction2 way = charges(robot.kind) ? towards : towards + engine::Angle::from_degrees(180.0f);
    robot.heading = way;
    if (robot.kind != RobotKind::Sweeper) {
        robot.aim = towards;  // eyes on the shooter (a sweeper's aim belongs to its scan)
    }
    const engine::Length step = robot.tuning.patrol_speed * kAlertSpeedFactor * dt;
    if (charges(robot.kind) && to_shooter.length() <= step) {
        return;  // arrived where the shot came from; it looks around from there
    }
    const BodyMove move = move_body(queries_, {ActorKind::Robot, robot.id}, robot.position, way * step, kRobotRadius);
    if (move.position != robot.position) {
        robot.position = move.position;
        queries_.move_object(robot.object, robot.position);
    }
}

} // namespace game
