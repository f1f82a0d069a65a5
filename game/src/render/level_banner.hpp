#pragma once
/// The level's title card: its name, its goal and its description, shown over the game for
/// the first seconds of every (re)start and then faded out.
///
/// What it is for: a player who starts a level should know where they are and what wins it
/// ("destroy all 7 robots") before the first robot notices them — and the card must never hide
/// that robot. So it sits at the top edge of the world view, right of the status panel; it is
/// timed in real time (a slowed world does not hold it up; scripted runs count 1/60 s a
/// frame, so their screenshots show it the same every time); it goes as soon as the player
/// moves, shoots or is hit (`kBannerDismissed`), and it is never drawn over a frozen world.
///
/// Important parts:
/// - `banner_opacity(seconds)`: fully shown for the first 3 s, faded out over the next 1.5 s;
/// - `draw_level_banner(world, shown, view, seconds, below)`: the card itself, taking no input
///   (clicks go through to the game); not while `shown` is false (paused, frozen, or the game
///   is over);
///
///     game::draw_level_banner(world, world.outcome() == game::Outcome::Playing, world_view, 0.5);
///
/// Source: Dear ImGui's "Simple overlay" example (Omar Cornut, imgui_demo.cpp,
/// `ShowExampleAppSimpleOverlay`, https://github.com/ocornut/imgui): a translucent window
/// without decoration or input, drawn over the scene; here with its opacity faded by time.

#include "sim/world.hpp"

#include <SDL.h>

#include <span>

namespace game {

/// 0..1: how visible the banner is `seconds` after the level (re)started.
float banner_opacity(double seconds) noexcept;

/// Where a card that play has dismissed stands in its life: half way through its fade.
inline constexpr double kBannerDismissed = 3.75;

/// Draws the title card of `world`'s level `seconds` after the level (re)started, while it
/// is visible and `shown` (inside an ImGui frame): at the top of `view` (window pixels), right
/// of the status panel — or under it, no higher than `below`, when the view is too narrow.
/// `danger`: window pixels of the player and the robots threatening them; the card is drawn
/// see-through over them (see_through.hpp).
void draw_level_banner(const World& world, bool shown, const SDL_Rect& view, double seconds, float below = 0.0f,
                       std::span<const SDL_FPoint> danger = {});

} // namespace game
