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
/// - `draw_level_banner(world, shown, view)`: the card itself, centred in the upper third of
///   the world view (beside the inspector's column), taking no input (clicks go through to the
///   game); not while `shown` is false (paused, or the game is over);
///
///     game::draw_level_banner(world, world.outcome() == game::Outcome::Playing, world_view);
///
/// Source: Dear ImGui's "Simple overlay" example (Omar Cornut, imgui_demo.cpp,
/// `ShowExampleAppSimpleOverlay`, https://github.com/ocornut/imgui): a translucent window
/// without decoration or input, drawn over the scene; here with its opacity faded by time.

#include "sim/world.hpp"

#include <SDL.h>

namespace game {

/// 0..1: how visible the banner is `seconds` after the level (re)started.
float banner_opacity(double seconds) noexcept;

/// Draws the title card of `world`'s level while it is visible and `shown` (inside an ImGui
/// frame), centred in `view` (window pixels), no higher than `below` (the status panel's bottom).
void draw_level_banner(const World& world, bool shown, const SDL_Rect& view, float below = 0.0f);

} // namespace game
