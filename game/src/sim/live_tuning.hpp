#pragma once
/// `LiveTuning`: the few numbers the inspector's Parameters panel may change while the game
/// runs — robot laser range, sensing radius and fire interval (as factors on each robot's own
/// tuning), the player's bullet speed, and the world's time scale.
///
/// What it is for: `World::set_live_tuning` applies it to the robots already playing and to
/// every robot spawned later (restarts included), so a change is felt at once and stays.
/// Factors, not absolute values, keep what makes robots differ: a sweeper still reaches less
/// far than a patrol robot, and a level's per-robot overrides still count.
///
///     game::LiveTuning live;
///     live.laser_range_scale = 1.5;          // every robot's beam reaches 50 % farther
///     world.set_live_tuning(live);
///
/// Defaults change nothing: a world with default LiveTuning plays the game as tuning.hpp sets it.

#include "sim/robot_tuning.hpp"
#include "sim/tuning.hpp"

#include <engine/units.hpp>

namespace game {

/// Live-tweakable numbers (see the file comment). Defaults leave the game unchanged.
struct LiveTuning {
    double laser_range_scale = 1.0;      ///< factor on every robot's laser (and bolt) range
    double sensing_radius_scale = 1.0;   ///< factor on every robot's sensing radius
    double fire_interval_scale = 1.0;    ///< factor on every robot's pause between attacks
    engine::Speed player_bullet_speed = kPlayerBulletSpeed;  ///< the player's bullets
    engine::Length player_bullet_range = kPlayerBulletRange; ///< how far they fly
    double time_scale = 1.0;             ///< world time per real time (bullet time multiplies it)

    /// Same values.
    friend bool operator==(const LiveTuning&, const LiveTuning&) = default;
};

/// `base` with the live factors applied.
inline RobotTuning scaled(const RobotTuning& base, const LiveTuning& live) noexcept {
    RobotTuning tuning = base;
    tuning.laser_range = base.laser_range * static_cast<float>(live.laser_range_scale);
    tuning.sensing_radius = base.sensing_radius * static_cast<float>(live.sensing_radius_scale);
    tuning.cooldown = base.cooldown * live.fire_interval_scale;
    return tuning;
}

} // namespace game
