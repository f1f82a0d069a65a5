#pragma once
/// The level's title card: its name, its goal and its description, shown over the game for
/// the first seconds of every (re)start and then faded out.
///
/// What it is for: a player who starts a level should know where they are and what wins it
/// ("destroy all 7 robots") before the first robot notices them. Drawn with Dear ImGui like
/// the rest of the HUD, and timed by the world's clock, so it pauses with the game and
/// scripted screenshots show it the same every time.
///
/// Important parts:
/// - `banner_opacity(seconds)`: fully shown for the first 3 s, faded out over the next 1.5 s;
/// - `draw_level_banner(world)`: the card itself, centred in the upper third of the window,
///   taking no input (clicks go through to the game).
///
///     if (world.outcome() == game::Outcome::Playing) game::draw_level_banner(world);
///
/// Source: the title card that opens a level in many action games; the timing follows the
/// common "hold, then fade" of a lower-third caption.

#include "sim/world.hpp"

namespace game {

/// 0..1: how visible the banner is `seconds` after the level (re)started.
float banner_opacity(double seconds) noexcept;

/// Draws the title card of `world`'s level while it is visible (inside an ImGui frame).
void draw_level_banner(const World& world);

} // namespace game
