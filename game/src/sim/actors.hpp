#pragma once
/// The things that live in the simulation: the player, robots, bullets and laser beams.
///
/// What it is for: plain data, read by the renderer and the HUD, written only by the
/// world's update functions. Every physical field has a unit type (Position2, Velocity2,
/// Direction2, Instant), so "position += velocity" without a time step does not compile.
///
/// Important parts:
/// - `Actor` names who did something ("robot 12"), for query records and hit results;
/// - `ObjectId` is the actor's entry in the query layer's object table (object index or
///   brute-force list); the world keeps it beside the actor;
/// - robots run a small state machine: Patrol -> Telegraph -> Firing -> Cooldown -> Patrol;
///   a robot that is shot while patrolling is alerted for a while (world_robot_reactions.cpp).
///
/// Source: the robots and their lasers follow "Lasers and Ray Casting" (the flixel
/// article by Bullet Time Ninja, 2012): a robot fires a beam that stops at the first wall
/// tile or at the player, tested as a line against a circle.

#include "sim/cover_route.hpp"
#include "sim/robot_kind.hpp"
#include "sim/robot_tuning.hpp"

#include <engine/units.hpp>

#include <cstdint>

namespace game {

/// What kind of thing an actor is.
enum class ActorKind : std::uint8_t { None, Player, Robot, Bullet };

/// Who: a kind and an id (robot id, bullet slot; 0 for the player).
struct Actor {
    ActorKind kind = ActorKind::None;   ///< what it is
    std::uint32_t id = 0;               ///< which one of its kind
    /// Same kind and id.
    friend constexpr bool operator==(const Actor&, const Actor&) = default;
};

/// An entry in the query layer's object table (see object_table.hpp).
using ObjectId = std::uint32_t;
/// The ObjectId of "no entry".
inline constexpr ObjectId kNoObject = 0xFFFF'FFFFu;

/// A robot's state machine.
enum class RobotState : std::uint8_t {
    Patrol,     ///< walking, looking for the player
    Telegraph,  ///< charging up, aim tracking the player: the visible warning
    Firing,     ///< beam on / bolts flying
    Cooldown,   ///< resting before patrolling again
    Destroyed,  ///< out of the game
};

/// The player.
struct Player {
    engine::Position2 position;             ///< centre of the collision disk
    engine::Velocity2 velocity;             ///< current velocity
    engine::Direction2 aim;                 ///< where the gun points
    float health = 0.0f;                    ///< hit points; 0 means dead
    int lives = 0;                          ///< respawns left, this one included
    bool alive = true;                      ///< false while waiting to respawn
    engine::Instant respawn_at;             ///< when a dead player comes back
    engine::Instant protected_until;        ///< no damage before this moment
    engine::Instant next_shot;              ///< earliest moment of the next shot
    ObjectId object = kNoObject;            ///< entry in the object table
};

/// A robot.
struct Robot {
    std::uint32_t id = 0;                   ///< index in the world's robot list
    RobotKind kind = RobotKind::PatrolLaser;
    RobotState state = RobotState::Patrol;
    engine::Position2 position;             ///< centre of the collision disk
    engine::Direction2 heading;             ///< where it walks while patrolling
    engine::Direction2 aim;                 ///< where its gun points
    engine::Instant state_started;          ///< when the current state began
    engine::Instant next_turn;              ///< patrol: when to pick a new heading
    engine::Instant next_bolt;              ///< bolter: when the next bolt leaves
    int bolts_left = 0;                     ///< bolter: bolts left in this burst
    float health = 0.0f;                    ///< bullets left before it is destroyed
    ObjectId object = kNoObject;            ///< entry in the object table
    RobotTuning tuning{};                   ///< its kind's numbers, with the level's overrides
    std::int32_t spawn = -1;                ///< its entry in the arena's robot_spawns (-1: an extra robot)
    std::uint32_t waypoint = 0;             ///< route: 0 = back to the spawn, k = route[k - 1]
    engine::Direction2 sweep_base;          ///< sweeper: the facing its scan turns around
    engine::Angle sweep_offset;             ///< sweeper: the scan's current turn from sweep_base
    float sweep_sign = 1.0f;                ///< sweeper: +1 or -1, the scan's current way round
    float pace = 1.0f;                      ///< level robot: its walking speed over its tuning's (from the seed)
    engine::Instant sets_off;               ///< level robot on a route: waits at its spawn until then (from the seed)
    engine::Instant alert_until;            ///< shot: reacts (instead of patrolling) until then
    engine::Position2 alert_from;           ///< where the shot came from (the shooter, then)
    CoverRoute cover;                       ///< sweeper: its walk to cover from that shooter (empty: none in reach)
};

/// Who fired a bullet.
enum class BulletOwner : std::uint8_t {
    Player,  ///< hits robots
    Robot,   ///< a bolter's bolt: hits the player
    Stray,   ///< --bullets stress traffic: stopped by robots and walls, harmless
};

/// A bullet (the player's) or a bolt (a bolter robot's).
struct Bullet {
    bool alive = false;                     ///< false: a free slot
    BulletOwner owner = BulletOwner::Player;
    engine::Position2 position;             ///< where it is now
    engine::Velocity2 velocity;             ///< constant while it flies
    engine::Instant expires;                ///< when it disappears if it hit nothing
    ObjectId object = kNoObject;            ///< entry in the object table
    std::uint32_t shooter = 0;              ///< a bolt's robot (for the damage marker; not game state)
};

/// A laser beam as drawn: from the robot to what it hit. Sweeper beams are re-cast every step.
struct Beam {
    engine::Position2 from;                 ///< the robot's muzzle
    engine::Position2 to;                   ///< the wall pixel or player it stopped at (or max range)
    engine::Instant fired;                  ///< when it was cast
    std::uint32_t robot = 0;                ///< who fired it
    RobotKind kind = RobotKind::PatrolLaser;
    bool hit_player = false;                ///< true when it stopped at the player
    bool scanning = false;                  ///< a sweeper's dimmer scanning beam (not a burst)
};

/// How the game stands.
enum class Outcome : std::uint8_t { Playing, Won, Lost };

} // namespace game
