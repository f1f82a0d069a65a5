#pragma once
/// The game's tuning constants, all in unit types: how fast, how far, how long.
///
/// What it is for: one place to read (and, in the parameter panel later, change) every
/// number that shapes how the game feels. Because each constant has a unit type, a speed
/// cannot be used where a range belongs, and `kPlayerSpeed * kStep` is a Length.
///
/// Important parts:
/// - the fixed simulation step (120 Hz) — "Fix Your Timestep!" (Glenn Fiedler): the same
///   inputs give the same game whatever the frame rate;
/// - player and bullet values; the per-robot-kind values are in robot_tuning.hpp.
///
///     engine::Length per_step = game::kPlayerSpeed * game::kStep;   // 1.33 px

#include "sim/robot_tuning.hpp"

#include <engine/units.hpp>

namespace game {

using namespace engine::unit_literals;

/// One simulation step: 1/120 s of game time at time scale 1.
inline constexpr engine::TimeSpan kStep = engine::TimeSpan::from_seconds(1.0 / 120.0);
/// Steps per second (for reading step counts as seconds).
inline constexpr int kStepsPerSecond = 120;
/// The time scale while bullet time is held: the world runs at 30 % speed.
inline constexpr double kBulletTimeScale = 0.3;

// [SECTION] Player
/// The player's collision disk radius.
inline constexpr engine::Length kPlayerRadius = 9_px;
/// Top walking speed.
inline constexpr engine::Speed kPlayerSpeed = 150_px_per_s;
/// How quickly the player reaches top speed (and stops).
inline constexpr engine::Acceleration kPlayerAcceleration = 1400_px_per_s2;
/// Health at spawn.
inline constexpr float kPlayerMaxHealth = 100.0f;
/// Lives before the game is lost.
inline constexpr int kPlayerLives = 3;
/// Time dead before respawning at the spawn point.
inline constexpr engine::TimeSpan kRespawnDelay = 1.5_s;
/// Time after a respawn during which nothing hurts the player.
inline constexpr engine::TimeSpan kSpawnProtection = 1.5_s;
/// What the seed changes in a level robot (World::vary_by_seed): its walking pace within this
/// share of its tuning's either way, and a wait of up to this long before a patrol sets off.
inline constexpr float kSeededPace = 0.1f;
inline constexpr engine::TimeSpan kSeededSetOff = 2.5_s;

// [SECTION] Bullets
/// The player's bullets fly this fast (world time; bullet time slows them too).
inline constexpr engine::Speed kPlayerBulletSpeed = 560_px_per_s;
/// The time between two player shots while fire is held.
inline constexpr engine::TimeSpan kPlayerFireInterval = 120_ms;
/// A bullet's collision radius (added to the target's radius for the sweep).
inline constexpr engine::Length kBulletRadius = 2_px;
/// A bullet disappears after this long in flight.
inline constexpr engine::TimeSpan kBulletLifetime = 2.5_s;
/// How far the player's bullets fly (then they fade): a little beyond the robots' sensing, so
/// a robot can be shot from where it cannot see — but it is alerted and comes (or hides),
/// and sniping from across the level is not free. A designer setting (Parameters panel).
inline constexpr engine::Length kPlayerBulletRange = 480_px;
/// Where a bullet starts, beyond the shooter's centre.
inline constexpr engine::Length kMuzzleOffset = 13_px;
/// Damage of one bolt (robot bullet) to the player.
inline constexpr float kBoltDamage = 12.0f;

// [SECTION] Robots
/// A robot's collision disk radius.
inline constexpr engine::Length kRobotRadius = 11_px;
/// Robots look for the player once per this many steps (staggered by id), like a
/// real robot's sensor rate: 15 Hz at 120 Hz steps.
inline constexpr int kSenseEverySteps = 8;
/// How long a robot that was shot stays alerted (charging the shooter or taking cover).
inline constexpr engine::TimeSpan kAlertTime = 3_s;
/// An alerted robot moves this many times faster than it patrols.
inline constexpr float kAlertSpeedFactor = 1.8f;
/// Points for a destroyed robot.
inline constexpr int kScorePerRobot = 100;

/// How long a fired laser beam stays visible.
inline constexpr engine::TimeSpan kBeamAfterglow = 200_ms;

} // namespace game
