#pragma once
/// `World`: the whole simulation — player, robots, bullets, beams — advanced one fixed step
/// at a time from a `PlayerInput`.
///
/// What it is for: the window, the headless runner, the tests and the benchmark all drive
/// the same `World`. It knows nothing about SDL or drawing (raylib's rule: update and draw
/// strictly apart); the renderer only reads it.
///
/// Important parts:
/// - `step(input)`: one 1/120 s step of game time (less in bullet time: `time_scale`);
///   the order inside a step is fixed (player, robots, bullets, beams), so a seed and an
///   input sequence decide everything — `state_hash` (state_hash.hpp) checks that;
/// - every engine query goes through `queries()` (queries.hpp): lasers, bullet sweeps,
///   lines of sight, sensing circles, wall probes and object-index updates;
/// - the robots' state machine lives in world_robots.cpp, the bullets in world_bullets.cpp,
///   the player in world_player.cpp, how robots react to being shot in
///   world_robot_reactions.cpp; this file's .cpp sets up, restarts and keeps score.
///
///     game::World world(std::make_shared<game::Arena>(game::builtin_arena()), {});
///     for (int i = 0; i < 120; ++i) world.step(game::PlayerInput{});   // one second
///     bool over = world.outcome() != game::Outcome::Playing;

#include "sim/actors.hpp"
#include "sim/arena.hpp"
#include "sim/cost_model.hpp"
#include "sim/flow_field.hpp"
#include "sim/game_event.hpp"
#include "sim/live_tuning.hpp"
#include "sim/player_input.hpp"
#include "sim/queries.hpp"
#include "sim/rng.hpp"

#include <engine/units.hpp>

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace game {

/// How a world is set up.
struct WorldConfig {
    std::uint64_t seed = 1;          ///< seeds every random choice (level robots' pace, set-off and sweep start; patrol turns, extra robots)
    int extra_robots = 0;            ///< --robots N: robots added at random floor spots
    int stress_bullets = 0;          ///< --bullets N: keep N harmless stray bullets in flight
    QuerySettings queries;           ///< object index on/off, pixel-perfect casts, ...
    LiveTuning live;                 ///< factors the inspector's Parameters panel changes live
};

/// Counts of what happened, for the stats JSON and the HUD.
struct WorldStats {
    std::uint64_t lasers_fired = 0;        ///< laser casts by robots (a sweeper casts every step)
    std::uint64_t laser_hits = 0;          ///< laser casts that hit the player
    std::uint64_t bullets_fired = 0;       ///< the player's shots
    std::uint64_t bullet_hits = 0;         ///< the player's shots that hit a robot
    std::uint64_t bullet_wall_hits = 0;    ///< bullets and bolts stopped by a wall
    std::uint64_t bolts_fired = 0;         ///< bolter robots' bolts
    std::uint64_t bolt_hits = 0;           ///< bolts that hit the player
    std::uint64_t robots_destroyed = 0;    ///< robots shot down
    std::uint64_t player_deaths = 0;       ///< times the player died
    std::uint64_t restarts = 0;            ///< level restarts
};

/// The attempt being played (since the last (re)start), for the end screens: how long it
/// took, how well the player aimed, how much they were hurt. Frozen when the game is won or
/// lost. Derived from the game, not part of its state (the state hash leaves it out).
struct AttemptRecord {
    engine::TimeSpan time;            ///< world time played until now or until the outcome
    float damage_taken = 0.0f;        ///< health lost, over every life
    std::uint64_t shots = 0;          ///< the player's bullets fired
    std::uint64_t hits = 0;           ///< of those, the ones that hit a robot

    /// Hits per shot, 0..1 (0 before the first shot).
    double accuracy() const noexcept { return shots == 0 ? 0.0 : static_cast<double>(hits) / static_cast<double>(shots); }
};

/// The simulation (see the file comment).
class World {
public:
    /// A world on `arena` set up by `config`, at step 0. Throws std::invalid_argument for a
    /// negative robot or bullet count.
    World(std::shared_ptr<const Arena> arena, WorldConfig config);

    /// Advances one fixed step with `input`.
    void step(const PlayerInput& input);

    // [SECTION] Reading the state (renderer, HUD, bot, tests)
    /// The level.
    const Arena& arena() const noexcept { return *arena_; }
    /// How the world was set up.
    const WorldConfig& config() const noexcept { return config_; }
    /// The player.
    const Player& player() const noexcept { return player_; }
    /// Every robot, destroyed ones included (state Destroyed), by id.
    std::span<const Robot> robots() const noexcept { return robots_; }
    /// Every bullet slot, free ones included (alive == false).
    std::span<const Bullet> bullets() const noexcept { return bullets_; }
    /// The laser beams currently visible.
    std::span<const Beam> beams() const noexcept { return beams_; }
    /// The game clock (world time since the last (re)start).
    engine::Instant now() const noexcept { return now_; }
    /// Steps taken since construction (restarts included).
    std::uint64_t step_count() const noexcept { return step_count_; }
    /// World time simulated since construction (restarts included).
    engine::TimeSpan simulated() const noexcept { return simulated_; }
    /// 1, or kBulletTimeScale while bullet time is held.
    double time_scale() const noexcept { return time_scale_; }
    /// Playing, won or lost.
    Outcome outcome() const noexcept { return outcome_; }
    /// Points scored since the last (re)start.
    int score() const noexcept { return score_; }
    /// Robots not yet destroyed.
    int robots_left() const noexcept { return robots_left_; }
    /// Live bullets and bolts.
    int bullets_in_flight() const noexcept { return bullets_in_flight_; }
    /// What happened so far.
    const WorldStats& stats() const noexcept { return stats_; }
    /// The attempt being played: time, accuracy, damage taken.
    const AttemptRecord& attempt() const noexcept { return attempt_; }
    /// What happened in the last step, for sound and feedback (game_event.hpp). Not part of
    /// the state: no rule reads it and the state hash leaves it out.
    std::span<const GameEvent> events() const noexcept { return events_; }
    /// The random generator's state (for the state hash).
    std::uint64_t rng_state() const noexcept { return rng_.state(); }

    /// Applies `live` to the robots playing now and to every robot spawned later.
    void set_live_tuning(const LiveTuning& live);
    /// The number of extra robots from the next restart on. Throws std::invalid_argument
    /// when negative.
    void set_extra_robots(int extra_robots);
    /// The extra robots asked for when the level last started or restarted (what is playing
    /// now; `config().extra_robots` may already hold the next restart's number).
    int extra_robots_since_start() const noexcept { return extra_robots_since_start_; }

    /// What the robots cost per step, and how they are degraded when that is over the budget
    /// (cost_model.hpp); planned at every (re)start from the level and the extra robots.
    const CostPlan& cost_plan() const noexcept { return cost_plan_; }

    /// The query layer (settings, counters, observer hook).
    Queries& queries() noexcept { return queries_; }
    /// The query layer, read-only.
    const Queries& queries() const noexcept { return queries_; }

private:
    // world.cpp: set-up, restart, outcome
    void restart();
    void spawn_player();
    void spawn_robot(engine::Position2 position, RobotKind kind, const RobotTuning& tuning, std::int32_t spawn);
    void vary_by_seed(Robot& robot);
    void spawn_extra_robots();
    void plan_costs();
    void update_outcome();
    // world_player.cpp
    void update_player(const PlayerInput& input);
    void damage_player(float damage, engine::Position2 from, std::uint32_t robot_id);
    void emit(const GameEvent& event);
    // world_robots.cpp
    void update_robots(engine::TimeSpan dt);
    void update_robot(Robot& robot, engine::TimeSpan dt, int sense_every);
    bool near_player(const Robot& robot) const;
    void patrol(Robot& robot, engine::TimeSpan dt);
    engine::Direction2 patrol_heading(Robot& robot);
    void look_for_player(Robot& robot, int sense_every);
    void telegraph(Robot& robot);
    void start_firing(Robot& robot);
    void fire(Robot& robot, engine::TimeSpan dt);
    void fire_laser(Robot& robot, bool scanning);
    void scan(Robot& robot, engine::TimeSpan dt);
    void enter(Robot& robot, RobotState state);
    void damage_robot(std::uint32_t robot_id, float damage);
    // world_robot_reactions.cpp
    void alert(Robot& robot, engine::Position2 shooter);
    void react(Robot& robot, engine::TimeSpan dt);
    void take_cover(Robot& robot, engine::Length step);
    void walk(Robot& robot, engine::Difference2 move);
    // world_bullets.cpp
    void update_bullets(engine::TimeSpan dt);
    void spawn_bullet(BulletOwner owner, engine::Position2 position, engine::Velocity2 velocity, std::uint32_t shooter = 0);
    void remove_bullet(std::uint32_t slot);
    void keep_stress_bullets();
    void update_beams();
    void set_beam(const Beam& beam);
    void remove_beam(std::uint32_t robot_id);

    std::shared_ptr<const Arena> arena_;
    WorldConfig config_;
    Queries queries_;
    Rng rng_;
    FlowField cover_field_;                    // scratch for the sweepers' search for cover
    Player player_;
    std::vector<Robot> robots_;
    std::vector<Bullet> bullets_;
    std::vector<std::uint32_t> free_bullets_;
    std::vector<Beam> beams_;                  // at most one per robot
    std::vector<std::int32_t> beam_of_robot_;  // robot id -> index in beams_, or -1
    engine::Instant now_;
    std::uint64_t step_count_ = 0;
    int extra_robots_since_start_ = 0;
    engine::TimeSpan simulated_;
    double time_scale_ = 1.0;
    Outcome outcome_ = Outcome::Playing;
    int score_ = 0;
    int robots_left_ = 0;
    int bullets_in_flight_ = 0;
    int stray_bullets_ = 0;
    WorldStats stats_;
    CostPlan cost_plan_;
    AttemptRecord attempt_;
    std::vector<GameEvent> events_;            // this step's; capacity kMaxEventsPerStep, never grown
};

} // namespace game
