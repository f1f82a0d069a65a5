#pragma once
/// `GameEvent`: something the simulation did in one step that a person should see or hear —
/// a shot, a hit, a robot destroyed, the level cleared.
///
/// What it is for: sound and visual feedback react to what happened without reading (or
/// changing) the simulation's state. `World::step` writes the events of that step; the window
/// reads them after each step (`World::events()`) and hands them to the mixer and the effects.
/// The events are an output only: no rule of the game reads them back, and `state_hash` does
/// not include them, so listening to them can never change a game.
///
/// Important parts:
/// - `kind` says what happened, `at` where (for stereo pan, distance and sparks);
/// - `from` is where the cause was (the robot that hit the player), for the damage marker;
/// - the world keeps at most `kMaxEventsPerStep` per step and drops the rest: a stress test
///   with 2000 bullets must not allocate in the step, and nobody hears the 300th wall hit.
///
///     for (const game::GameEvent& event : world.events())
///         if (event.kind == game::GameEventKind::RobotDestroyed) burst_at(event.at);
///
/// Source: the "event queue" pattern — Robert Nystrom, "Game Programming Patterns", chapter
/// "Event Queue" (https://gameprogrammingpatterns.com/event-queue.html): the audio system
/// hears about a hit without the combat code knowing that audio exists.

#include "sim/robot_kind.hpp"

#include <engine/units.hpp>

#include <cstddef>
#include <cstdint>

namespace game {

/// GameEvent::robot when no robot is concerned.
inline constexpr std::uint32_t kNoRobot = 0xFFFF'FFFFu;

/// What happened (see the file comment).
enum class GameEventKind : std::uint8_t {
    PlayerShot,       ///< the player fired a bullet (at: the muzzle)
    BulletHitWall,    ///< a bullet or bolt stopped at a wall (at: where)
    BulletHitRobot,   ///< the player's bullet hit a robot (at: the robot, robot: which)
    RobotAlerted,     ///< a robot was shot, survived and turned to the shooter (robot: which)
    RobotDestroyed,   ///< a robot was shot down (at: the robot, robot: which)
    RobotCharging,    ///< a robot started charging up, its telegraph (robot: which)
    LaserFired,       ///< a patrol laser shot, or a sweeper's burst began (robot: which)
    BoltFired,        ///< a bolter fired one bolt (robot: which)
    PlayerHit,        ///< the player took damage (at: the player, from: the cause, robot: who, amount: damage)
    PlayerDied,       ///< the player's health reached 0 (at: the player)
    LevelCleared,     ///< the last robot fell (at: the player)
    LevelLost,        ///< the last life was lost (at: the player)
};

/// One thing that happened in a step (see the file comment).
struct GameEvent {
    GameEventKind kind = GameEventKind::PlayerShot;
    engine::Position2 at;            ///< where it happened
    engine::Position2 from;          ///< where its cause was (PlayerHit: the robot or bolt); else == at
    std::uint32_t robot = kNoRobot;  ///< the robot concerned (PlayerHit: who fired), or kNoRobot
    RobotKind robot_kind = RobotKind::PatrolLaser;  ///< that robot's kind
    float amount = 0.0f;             ///< PlayerHit: the damage taken
};

/// At most this many events are kept per step (see the file comment).
inline constexpr std::size_t kMaxEventsPerStep = 128;

} // namespace game
