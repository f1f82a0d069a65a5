// How a robot reacts to being shot. A robot hit by the player's bullet, and still standing,
// is alerted for kAlertTime: it turns towards where the shot came from (the shooter's position
// at that moment) and, instead of walking its route, either
//
//   charges:      patrol-lasers and bolters run at the shooter, faster than they patrol, until
//                 they sense the player and start their telegraph — so a shot from beyond their
//                 sensing radius brings them over; or
//   takes cover:  sweepers, slow and round-sighted, walk to the nearest tile the shooter cannot
//                 see (cover.hpp: the engine's line-of-sight casts decide) within the walk they
//                 can make while alerted, and stay there, still scanning — the player has to
//                 come round the wall. With no cover in reach they back away from the shooter.
//
// Robots already charging up or firing finish their attack; a robot in its cooldown turns now
// and reacts when the cooldown ends. All of it is ordinary simulation state (the state hash
// includes the alert and the walk to cover), so the reaction replays like everything else.

#include "sim/body_motion.hpp"
#include "sim/cover.hpp"
#include "sim/tuning.hpp"
#include "sim/world.hpp"

#include <algorithm>
#include <cmath>

namespace game {
namespace {

/// True for the kinds that charge the shooter; the others take cover.
bool charges(RobotKind kind) { return kind != RobotKind::Sweeper; }

/// A robot counts a cover tile's centre as reached this close to it.
constexpr engine::Length kCoverTileReached = 1_px;

/// How many tiles `robot` can walk while it is alerted (its cover must be within them).
int cover_reach(const Robot& robot, engine::Length tile_size) {
    const engine::Length walk = robot.tuning.patrol_speed * kAlertSpeedFactor * kAlertTime;
    return static_cast<int>(std::floor(walk.pixels() / tile_size.pixels()));
}

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
    if (!charges(robot.kind)) {
        robot.cover = find_cover(queries_, cover_field_, {ActorKind::Robot, robot.id}, robot.position, shooter,
                                 cover_reach(robot, arena_->tile_size()));
    }
    emit({GameEventKind::RobotAlerted, robot.position, shooter, robot.id, robot.kind});
}

void World::react(Robot& robot, engine::TimeSpan dt) {
    const engine::Length step = robot.tuning.patrol_speed * kAlertSpeedFactor * dt;
    if (!charges(robot.kind) && robot.cover.found()) {
        take_cover(robot, step);
        return;
    }
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
    if (charges(robot.kind) && to_shooter.length() <= step) {
        return;  // arrived where the shot came from; it looks around from there
    }
    walk(robot, way * step);
}

void World::take_cover(Robot& robot, engine::Length step) {
    CoverRoute& route = robot.cover;
    while (!route.arrived()) {
        const engine::Position2 target = tile_centre(route.tiles[route.next], arena_->tile_size());
        const engine::Difference2 to_target = target - robot.position;
        if (to_target.length() <= kCoverTileReached) {
            ++route.next;  // this tile's centre reached: on to the next
            continue;
        }
        robot.heading = to_target.direction();
        walk(robot, robot.heading * std::min(step, to_target.length()));
        return;
    }
    // In cover: it stays until the alert is over, its scan still turning.
}

void World::walk(Robot& robot, engine::Difference2 move) {
    const BodyMove moved = move_body(queries_, {ActorKind::Robot, robot.id}, robot.position, move, kRobotRadius);
    if (moved.position != robot.position) {
        robot.position = moved.position;
        queries_.move_object(robot.object, robot.position);
    }
}

} // namespace game
