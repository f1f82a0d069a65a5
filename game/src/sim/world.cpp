// World set-up, restart and the outcome; the step's parts live in world_player.cpp,
// world_robots.cpp and world_bullets.cpp.

#include "sim/world.hpp"

#include "sim/tuning.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <utility>

namespace game {
namespace {

/// Extra robots keep this far from the player's spawn, so a run does not start under fire.
constexpr engine::Length kSpawnClearance = 200_px;
/// Random tries to find a free floor spot for one extra robot.
constexpr int kPlacementAttempts = 200;

const Arena& checked_arena(const std::shared_ptr<const Arena>& arena) {
    if (!arena) {
        throw std::invalid_argument("World: arena must not be null");
    }
    return *arena;
}

} // namespace

World::World(std::shared_ptr<const Arena> arena, WorldConfig config)
    : arena_{std::move(arena)},
      config_{config},
      queries_{checked_arena(arena_), config.queries},
      rng_{config.seed},
      cover_field_{arena_->collision} {
    if (config.extra_robots < 0) {
        throw std::invalid_argument("World: extra_robots must not be negative, got " + std::to_string(config.extra_robots));
    }
    if (config.stress_bullets < 0) {
        throw std::invalid_argument("World: stress_bullets must not be negative, got " +
                                    std::to_string(config.stress_bullets));
    }
    events_.reserve(kMaxEventsPerStep);
    restart();
}

void World::restart() {
    queries_.clear_objects();
    rng_ = Rng(config_.seed);
    robots_.clear();
    bullets_.clear();
    free_bullets_.clear();
    beams_.clear();
    beam_of_robot_.clear();
    now_ = engine::Instant::start();
    time_scale_ = 1.0;
    outcome_ = Outcome::Playing;
    score_ = 0;
    attempt_ = AttemptRecord{};
    robots_left_ = 0;
    bullets_in_flight_ = 0;
    stray_bullets_ = 0;
    player_ = Player{};
    player_.lives = kPlayerLives;
    spawn_player();
    plan_costs();
    for (std::size_t i = 0; i < arena_->robot_spawns.size(); ++i) {
        const RobotSpawn& spawn = arena_->robot_spawns[i];
        spawn_robot(spawn.position, spawn.kind, resolve_tuning(spawn.kind, spawn.parameters), static_cast<std::int32_t>(i));
        if (spawn.parameters.facing) {
            robots_.back().heading = engine::Direction2::from_radians(spawn.parameters.facing->radians());
            robots_.back().aim = robots_.back().heading;
            robots_.back().sweep_base = robots_.back().heading;
        }
        vary_by_seed(robots_.back());
    }
    spawn_extra_robots();
}

void World::vary_by_seed(Robot& robot) {
    // The level fixes where each robot stands, walks and looks; the seed only shifts when and
    // how fast, so that two seeds play the same level differently: a patrol sets off a moment
    // later and walks a little faster or slower (its meetings with the player move along its
    // route), and a sweeper's beam starts elsewhere on its arc, turning either way.
    robot.pace = rng_.uniform(1.0f - kSeededPace, 1.0f + kSeededPace);
    robot.sets_off = now_ + kSeededSetOff * rng_.uniform(0.0f, 1.0f);
    if (robot.kind == RobotKind::Sweeper) {
        const engine::Angle arc = std::min(abs(robot.tuning.sweep_arc), 360_deg);
        robot.sweep_offset = arc * rng_.uniform(-0.5f, 0.5f);
        robot.sweep_sign = rng_.below(2) == 0 ? 1.0f : -1.0f;
        robot.aim = robot.sweep_base + robot.sweep_offset;
    }
}

void World::plan_costs() {
    // Every robot the restart is about to spawn, with the tuning it will have. Extra robots
    // that find no free spot are costed anyway: the estimate errs on the dear side.
    std::vector<CostedRobot> robots;
    robots.reserve(arena_->robot_spawns.size() + static_cast<std::size_t>(config_.extra_robots));
    for (const RobotSpawn& spawn : arena_->robot_spawns) {
        robots.push_back({spawn.kind, scaled(resolve_tuning(spawn.kind, spawn.parameters), config_.live)});
    }
    for (int n = 0; n < config_.extra_robots; ++n) {
        const auto kind = static_cast<RobotKind>(n % 3);
        robots.push_back({kind, scaled(tuning_of(kind), config_.live)});
    }
    cost_plan_ = plan_robot_costs(*arena_, robots, config_.queries.index_tile_size);
}

void World::spawn_player() {
    player_.position = arena_->player_spawn;
    player_.velocity = engine::Velocity2::zero();
    player_.health = kPlayerMaxHealth;
    player_.alive = true;
    player_.protected_until = now_ + kSpawnProtection;
    player_.next_shot = now_;
    player_.object = queries_.add_object({ActorKind::Player, 0}, player_.position, kPlayerRadius);
}

void World::spawn_robot(engine::Position2 position, RobotKind kind, const RobotTuning& tuning, std::int32_t spawn) {
    Robot robot;
    robot.id = static_cast<std::uint32_t>(robots_.size());
    robot.kind = kind;
    robot.tuning = capped(scaled(tuning, config_.live), cost_plan_);
    robot.spawn = spawn;
    robot.waypoint = 1;
    robot.position = position;
    robot.heading = engine::Direction2::from_degrees(rng_.uniform(0.0f, 360.0f));
    robot.aim = robot.heading;
    robot.sweep_base = robot.heading;
    robot.state_started = now_;
    robot.next_turn = now_ + engine::TimeSpan::from_seconds(rng_.uniform(1.0f, 4.0f));
    robot.health = tuning.health;
    robot.object = queries_.add_object({ActorKind::Robot, robot.id}, position, kRobotRadius);
    robots_.push_back(robot);
    beam_of_robot_.push_back(-1);
    ++robots_left_;
}

void World::spawn_extra_robots() {
    extra_robots_since_start_ = config_.extra_robots;
    const float width = arena_->width().pixels();
    const float height = arena_->height().pixels();
    for (int n = 0; n < config_.extra_robots; ++n) {
        const auto kind = static_cast<RobotKind>(n % 3);
        for (int attempt = 0; attempt < kPlacementAttempts; ++attempt) {
            // Two statements, not two arguments of one call: the order in which a call's
            // arguments are evaluated is unspecified (g++ and clang++ differ), and the
            // draws must come in the same order in every build for the game to replay.
            const float x = rng_.uniform(0.0f, width);
            const float y = rng_.uniform(0.0f, height);
            const engine::Position2 spot = engine::Position2::from_pixels(x, y);
            const bool clear_of_player = distance(spot, arena_->player_spawn) >= kSpawnClearance;
            if (clear_of_player && !queries_.body_blocked({ActorKind::Robot, static_cast<std::uint32_t>(robots_.size())},
                                                          spot, kRobotRadius)) {
                spawn_robot(spot, kind, tuning_of(kind), -1);
                break;
            }
        }
    }
}

void World::step(const PlayerInput& input) {
    queries_.begin_step(step_count_);
    events_.clear();
    if (input.restart) {
        ++stats_.restarts;
        restart();
    }
    time_scale_ = (input.bullet_time ? kBulletTimeScale : 1.0) * config_.live.time_scale;
    const engine::TimeSpan dt = kStep * time_scale_;
    update_player(input);
    update_robots(dt);
    update_bullets(dt);
    keep_stress_bullets();
    now_ += dt;
    simulated_ += dt;
    if (outcome_ == Outcome::Playing) {
        attempt_.time += dt;
    }
    update_beams();
    update_outcome();
    ++step_count_;
}

void World::set_live_tuning(const LiveTuning& live) {
    if (!(live.time_scale > 0.0) || !(live.laser_range_scale > 0.0) || !(live.sensing_radius_scale > 0.0) ||
        !(live.fire_interval_scale > 0.0) || !(live.player_bullet_speed > engine::Speed::zero()) ||
        !(live.player_bullet_range > engine::Length::zero())) {
        throw std::invalid_argument("World::set_live_tuning: every factor, speed and range must be positive");
    }
    config_.live = live;
    plan_costs();  // longer ranges may push the level over the budget, shorter ones bring it back
    for (Robot& robot : robots_) {
        // Each robot's own tuning before the factors: its level spawn's, or its kind's.
        const bool from_level = robot.spawn >= 0 && static_cast<std::size_t>(robot.spawn) < arena_->robot_spawns.size();
        const RobotTuning base = from_level ? resolve_tuning(robot.kind, arena_->robot_spawns[std::size_t(robot.spawn)].parameters)
                                            : tuning_of(robot.kind);
        robot.tuning = capped(scaled(base, live), cost_plan_);
    }
}

void World::set_extra_robots(int extra_robots) {
    if (extra_robots < 0) {
        throw std::invalid_argument("World::set_extra_robots: extra_robots must not be negative, got " +
                                    std::to_string(extra_robots));
    }
    config_.extra_robots = extra_robots;
}

void World::update_outcome() {
    if (outcome_ != Outcome::Playing) {
        return;
    }
    if (robots_left_ == 0 && !robots_.empty()) {
        outcome_ = Outcome::Won;
        emit({GameEventKind::LevelCleared, player_.position, player_.position});
    } else if (!player_.alive && player_.lives == 0) {
        outcome_ = Outcome::Lost;
        emit({GameEventKind::LevelLost, player_.position, player_.position});
    }
}

void World::emit(const GameEvent& event) {
    // Full: drop it rather than grow the list (no allocation in a step; see game_event.hpp).
    if (events_.size() < kMaxEventsPerStep) {
        events_.push_back(event);
    }
}

} // namespace game
