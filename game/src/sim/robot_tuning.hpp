#pragma once
/// `RobotTuning`: how fast, how far and how long — per robot kind, and per robot when a
/// level file says so.
///
/// What it is for: the three kinds differ only in numbers and in how they fire (a single
/// shot, a sweeping beam, bolts). Those numbers live here with units; a level file may
/// override some of them per robot (`levels::RobotParameters`: range, speed, fire interval,
/// sweep rate and arc, bolt speed, health), and `resolve_tuning` applies the overrides.
///
///     game::RobotTuning t = game::resolve_tuning(game::RobotKind::Sweeper, spawn.parameters);
///     engine::TimeSpan sweep_time = t.firing;   // arc / rate: one pass over the arc

#include "sim/robot_kind.hpp"

#include <engine/units.hpp>
#include <levels/level.hpp>

#include <array>
#include <cstddef>

namespace game {

using namespace engine::unit_literals;

/// Everything that differs between the three robot kinds (and, through a level file's
/// per-robot parameters, between two robots of one kind).
struct RobotTuning {
    engine::Speed patrol_speed;          ///< walking speed while patrolling
    engine::Length sensing_radius;       ///< how far it notices the player (circle query)
    engine::Length laser_range;          ///< how far its laser or bolts reach
    engine::TimeSpan telegraph;          ///< charge-up before firing (the player's warning)
    engine::TimeSpan firing;             ///< how long the beam / burst lasts
    engine::TimeSpan cooldown;           ///< pause after firing, before patrolling again
    float health;                        ///< bullets it takes to destroy it
    float damage;                        ///< laser hit damage (per second for the sweeper's beam)
    engine::Angle sweep_arc;             ///< sweeper: the arc its scanning beam sweeps (>= 360°: round and round)
    engine::AngularVelocity sweep_rate;  ///< sweeper: how fast the scanning beam turns (negative: the other way)
    engine::Angle burst_arc;             ///< sweeper: the arc its bright burst sweeps across the player
    float scan_damage;                   ///< sweeper: damage per second of the scanning beam
    int bolts;                           ///< bolter: bolts per burst
    engine::Speed bolt_speed;            ///< bolter: bolt speed
};

/// Default tuning per kind, indexed by `RobotKind`.
inline constexpr std::array<RobotTuning, 3> kRobotTuning{{
    // patrol-laser: one precise shot after a clear telegraph
    {45_px_per_s, 260_px, 420_px, 700_ms, 180_ms, 1.1_s, 4.0f, 25.0f, 0_deg, 0_deg_per_s, 0_deg, 0.0f, 0, 0_px_per_s},
    // sweeper: a scanning beam turning round and round; on seeing the player it charges
    // and sweeps a bright burst across the player's position
    {35_px_per_s, 300_px, 320_px, 800_ms, 600_ms, 1.4_s, 6.0f, 70.0f, 360_deg, 45_deg_per_s, 70_deg, 25.0f, 0,
     0_px_per_s},
    // bolter: short bolts that travel and can be dodged or outrun
    {55_px_per_s, 280_px, 380_px, 500_ms, 450_ms, 1.0_s, 4.0f, 0.0f, 0_deg, 0_deg_per_s, 0_deg, 0.0f, 3, 240_px_per_s},
}};

/// The default tuning of robots of `kind`.
constexpr const RobotTuning& tuning_of(RobotKind kind) noexcept { return kRobotTuning[static_cast<std::size_t>(kind)]; }

/// The tuning of one robot: its kind's defaults, overridden by what its level file sets.
inline RobotTuning resolve_tuning(RobotKind kind, const levels::RobotParameters& parameters) {
    RobotTuning tuning = tuning_of(kind);
    if (parameters.range) {
        tuning.sensing_radius = *parameters.range;
        tuning.laser_range = *parameters.range;
    }
    tuning.patrol_speed = parameters.speed.value_or(tuning.patrol_speed);
    tuning.cooldown = parameters.fire_interval.value_or(tuning.cooldown);
    tuning.sweep_rate = parameters.sweep_rate.value_or(tuning.sweep_rate);
    tuning.sweep_arc = parameters.sweep_arc.value_or(tuning.sweep_arc);
    tuning.bolt_speed = parameters.bolt_speed.value_or(tuning.bolt_speed);
    if (parameters.health) {
        tuning.health = static_cast<float>(*parameters.health);
    }
    return tuning;
}

} // namespace game
