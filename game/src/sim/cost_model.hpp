#pragma once
/// The robots' cost model: how many tiles a level's robots make the queries visit per step,
/// and how the world degrades when that is more than a step can afford.
///
/// What it is for: every robot setting in levels/FORMAT.md can be legal on its own and still
/// stall the game when they come together — 4096 robots sensing 1e6 px around them and walking
/// 1e6 px/s (thousands of one-pixel sub-steps each) took 1.3 s per 1/120 s step. The model
/// estimates each robot's work from the level data alone (settings, map and tile size), never
/// from the clock: the game must stay deterministic, so that a replay gives the same
/// `state_hash` on any machine. A level whose estimate is within the budget is played exactly
/// as written; only above it does the world degrade, and the game logs one warning saying so.
///
/// Important parts:
/// - `robot_step_cost`: one robot's tiles per step — walking (sub-steps x the tiles one body
///   probe visits), sensing (object-index cells of its circle, every kSenseEverySteps steps),
///   its line of sight, its laser and its bolts;
/// - `plan_robot_costs`: the level's total, and, over `kStepBudget`, the degrade: ranges and
///   speeds capped, and every robot but the few nearest the player acting only every K-th step;
/// - `cost_warning`: the one line the game logs about it.
///
///     game::CostPlan plan = game::plan_robot_costs(arena, tunings, settings.index_tile_size);
///     if (plan.degraded) { spdlog::warn("{}", game::cost_warning(plan)); }

#include "sim/arena.hpp"
#include "sim/robot_tuning.hpp"

#include <engine/units.hpp>

#include <span>
#include <string>

namespace game {

/// What the robots of a level may cost per step, in tiles visited by their queries (the
/// counters of --stats-json `tiles_visited`): about 8 ms of work on the CI machine, one frame
/// at 120 Hz, measured at about 30 ns per tile.
inline constexpr double kStepBudget = 250'000.0;

/// One robot: its kind and its tuning (the level's settings and the live factors applied).
struct CostedRobot {
    RobotKind kind = RobotKind::PatrolLaser;
    RobotTuning tuning;
};

/// How the world runs a level's robots (see the file comment).
struct CostPlan {
    int robots = 0;                      ///< robots costed (level and extra)
    double estimate = 0.0;               ///< tiles per step, the robots as the level sets them
    double degraded_estimate = 0.0;      ///< tiles per step with the degrade below (= estimate without)
    bool degraded = false;               ///< the estimate is over kStepBudget
    engine::Length range_cap;            ///< degraded: sensing and laser ranges at most this
    engine::Speed speed_cap;             ///< degraded: walking speed at most this
    engine::Length near_distance;        ///< degraded: robots this close to the player are near
    int near_robots = 0;                 ///< degraded: at most this many near robots act every step
    int act_every = 1;                   ///< the other robots act every act_every steps
};

/// One robot's estimated tiles per step on `arena`, acting every step.
double robot_step_cost(const Arena& arena, const CostedRobot& robot, engine::Length index_tile_size);

/// `tuning` with a degraded plan's caps applied (unchanged when the plan is not degraded).
RobotTuning capped(const RobotTuning& tuning, const CostPlan& plan);

/// Estimates `robots` on `arena` and chooses the degrade when they are over kStepBudget.
CostPlan plan_robot_costs(const Arena& arena, std::span<const CostedRobot> robots, engine::Length index_tile_size);

/// The warning the game logs for a degraded plan, one line; empty when not degraded.
std::string cost_warning(const CostPlan& plan);

} // namespace game
