#include "sim/cost_model.hpp"

#include "sim/body_motion.hpp"
#include "sim/tuning.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace game {
namespace {

/// Degraded: no robot senses or shoots further than this (about a window's width at zoom 1),
/// so a sensing circle covers at most 34 x 34 cells of a 64 px object index, not the map.
constexpr engine::Length kDegradedRange = 1024_px;
/// Degraded: no robot walks faster than this (the player walks 150 px/s), so a step is a
/// few one-pixel sub-steps, not thousands.
constexpr engine::Speed kDegradedSpeed = 240_px_per_s;
/// Degraded: robots this close to the player keep acting every step, the ones the player sees.
constexpr engine::Length kNearDistance = 1024_px;
/// Degraded: at most this many of them, so that a crowd around the player is bounded too.
constexpr int kMaxNearRobots = 64;
/// Body probes per walking sub-step: one in open floor, up to three along a wall.
constexpr double kProbesPerSubStep = 3.0;
/// Object-index cells touched by one move of a robot's disk (the cells left and entered).
constexpr double kIndexCellsPerMove = 4.0;

double seconds(engine::TimeSpan span) { return span.seconds(); }

/// Tiles a cast of `length` visits at most: the map's diagonal bounds it.
double cast_tiles(const Arena& arena, engine::Length length) {
    // sqrt is correctly rounded on every C library, hypot is not: the plan must not depend on it.
    const double width = arena.width().pixels();
    const double height = arena.height().pixels();
    const double diagonal = std::sqrt(width * width + height * height);
    return std::min<double>(length.pixels(), diagonal) / arena.tile_size().pixels() + 2.0;
}

/// Tiles one body probe visits: the disk's bounding square, in tiles.
double probe_tiles(const Arena& arena) {
    const double across = std::ceil(2.0 * kRobotRadius.pixels() / arena.tile_size().pixels()) + 1.0;
    return across * across;
}

/// Walking: one-pixel sub-steps (body_motion.hpp), at the alerted speed, the faster one.
double walk_cost(const Arena& arena, const RobotTuning& tuning) {
    const double per_step = tuning.patrol_speed.pixels_per_second() * kAlertSpeedFactor * seconds(kStep);
    const double sub_steps = std::max(1.0, std::ceil(per_step / kMaxSubStep.pixels()));
    return sub_steps * kProbesPerSubStep * probe_tiles(arena) + kIndexCellsPerMove;
}

/// Sensing: the object-index cells of the circle's bounding square, clipped to the map, every
/// kSenseEverySteps steps; then a line of sight as long as the range.
double sense_cost(const Arena& arena, const RobotTuning& tuning, engine::Length index_tile_size) {
    const double cell = index_tile_size.pixels();
    const double across = 2.0 * tuning.sensing_radius.pixels() / cell + 2.0;
    const double columns = std::min(across, std::ceil(arena.width().pixels() / cell));
    const double rows = std::min(across, std::ceil(arena.height().pixels() / cell));
    return (columns * rows + cast_tiles(arena, tuning.sensing_radius)) / kSenseEverySteps;
}

/// Steps of one attack: charge-up, firing and cooldown.
double attack_steps(const RobotTuning& tuning) {
    return std::max(1.0, seconds(tuning.telegraph + tuning.firing + tuning.cooldown) / seconds(kStep));
}

/// Lasers and bolts: a sweeper casts every step (scanning or firing), a patrol laser once per
/// attack, a bolter's bolts fly their lifetime once per attack (walls and index cells).
double weapon_cost(const Arena& arena, const RobotTuning& tuning, RobotKind kind) {
    switch (kind) {
    case RobotKind::Sweeper:
        return cast_tiles(arena, tuning.laser_range);
    case RobotKind::PatrolLaser:
        return cast_tiles(arena, tuning.laser_range) / attack_steps(tuning);
    case RobotKind::Bolter:
        return 2.0 * tuning.bolts * cast_tiles(arena, tuning.bolt_speed * kBulletLifetime) / attack_steps(tuning);
    }
    return 0.0;
}

} // namespace

double robot_step_cost(const Arena& arena, const CostedRobot& robot, engine::Length index_tile_size) {
    return walk_cost(arena, robot.tuning) + sense_cost(arena, robot.tuning, index_tile_size) +
           weapon_cost(arena, robot.tuning, robot.kind);
}

RobotTuning capped(const RobotTuning& tuning, const CostPlan& plan) {
    if (!plan.degraded) {
        return tuning;
    }
    RobotTuning out = tuning;
    out.sensing_radius = std::min(out.sensing_radius, plan.range_cap);
    out.laser_range = std::min(out.laser_range, plan.range_cap);
    out.patrol_speed = std::min(out.patrol_speed, plan.speed_cap);
    return out;
}

CostPlan plan_robot_costs(const Arena& arena, std::span<const CostedRobot> robots, engine::Length index_tile_size) {
    CostPlan plan;
    plan.robots = static_cast<int>(robots.size());
    for (const CostedRobot& robot : robots) {
        plan.estimate += robot_step_cost(arena, robot, index_tile_size);
    }
    plan.degraded_estimate = plan.estimate;
    if (plan.estimate <= kStepBudget) {
        return plan;  // within the budget: the level plays exactly as written
    }
    plan.degraded = true;
    plan.range_cap = kDegradedRange;
    plan.speed_cap = kDegradedSpeed;
    plan.near_distance = kNearDistance;
    // Every robot costed with the caps; the dearest one bounds what a near robot costs.
    double total = 0.0;
    double dearest = 0.0;
    for (const CostedRobot& robot : robots) {
        const double cost = robot_step_cost(arena, {robot.kind, capped(robot.tuning, plan)}, index_tile_size);
        total += cost;
        dearest = std::max(dearest, cost);
    }
    // Half the budget at most for the near robots, who act every step; the rest for the others,
    // who act every K-th step (each counted in the total too, in case all of them are near).
    plan.near_robots = std::min({kMaxNearRobots, plan.robots, static_cast<int>(kStepBudget / 2.0 / dearest)});
    const double near_cost = plan.near_robots * dearest;
    plan.act_every = std::max(1, static_cast<int>(std::ceil(total / (kStepBudget - near_cost))));
    plan.degraded_estimate = near_cost + total / plan.act_every;
    return plan;
}

std::string cost_warning(const CostPlan& plan) {
    if (!plan.degraded) {
        return {};
    }
    char line[512];
    std::snprintf(line, sizeof line,
                  "this level's %d robots would need about %.0f tile visits per step, over the budget of %.0f: "
                  "robots sense and shoot at most %.0f px and walk at most %.0f px/s, and robots further than %.0f px "
                  "from the player (and any beyond %d within it) act every %d steps (about %.0f tile visits per step)",
                  plan.robots, plan.estimate, kStepBudget, plan.range_cap.pixels(),
                  plan.speed_cap.pixels_per_second(), plan.near_distance.pixels(), plan.near_robots, plan.act_every,
                  plan.degraded_estimate);
    return line;
}

} // namespace game
