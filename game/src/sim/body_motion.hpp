#pragma once
/// Moving a body (the player, a robot) through the level without ever entering a wall.
///
/// What it is for: the player walks at up to 150 px/s, two pixels a step at most, but a
/// grate's bar is three pixels thick and a diagonal wall one pixel: one big jump per step
/// could land beyond a thin wall. So a move is cut into sub-steps of at most one pixel per
/// axis, and each sub-step is probed (`Queries::body_blocked`) before it is taken — a wall
/// one pixel thick is always met, never jumped.
///
/// Important parts:
/// - a sub-step is tried whole first (one probe in open floor); when that is blocked, x and
///   y are tried separately, so a body pushed diagonally into a wall slides along it;
/// - a body that starts inside a wall (a level edited under it) may move freely until it
///   is out, rather than being frozen;
/// - the body stays inside the level's rectangle.
///
///     game::BodyMove move = game::move_body(queries, who, position, velocity * step, radius);
///     position = move.position;
///     if (move.blocked_x) { velocity = Velocity2::from_components(Speed::zero(), velocity.y()); }
///
/// Source: the sub-stepping is the usual answer to tunnelling; "Ray casting in a 2D
/// tile-based environment" (CodeProject, 2006) makes the same point for bullets, whose rays
/// must cover the whole step.

#include "sim/queries.hpp"

#include <engine/units.hpp>

namespace game {

/// Where a move ended, and which axes a wall stopped.
struct BodyMove {
    engine::Position2 position;   ///< the new centre
    bool blocked_x = false;       ///< a wall stopped the x part of the move
    bool blocked_y = false;       ///< a wall stopped the y part of the move
};

/// The longest sub-step, per axis.
inline constexpr engine::Length kMaxSubStep = engine::Length::from_pixels(1.0f);

/// Moves the disk of `radius` at `start` by `wanted`, in sub-steps of at most kMaxSubStep per
/// axis, stopping each axis at the first sub-step that would overlap a solid pixel.
BodyMove move_body(Queries& queries, Actor who, engine::Position2 start, engine::Difference2 wanted,
                   engine::Length radius);

} // namespace game
