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
/// - `draw_level_banner(world, shown)`: the card itself, centred in the upper third of the
///   window, taking no input (clicks go through to the game); not while `shown` is false
///   (paused, or the game is over);
/// - `level_banner_rect()`: where it was drawn this frame, for screenshot checks that must
///   tell the world's pixels from the HUD's.
///
///     game::draw_level_banner(world, world.outcome() == game::Outcome::Playing);
///
/// Source: Dear ImGui's "Simple overlay" example (Omar Cornut, imgui_demo.cpp,
/// `ShowExampleAppSimpleOverlay`, https://github.com/ocornut/imgui): a translucent window
/// without decoration or input, drawn over the scene; here with its opacity faded by time.

#include "sim/world.hpp"

namespace game {

/// 0..1: how visible the banner is `seconds` after the level (re)started.
float banner_opacity(double seconds) noexcept;

/// Where the banner is on screen (window pixels); all zero when it was not drawn.
struct BannerRect {
    float x = 0.0f, y = 0.0f, w = 0.0f, h = 0.0f;
};

/// Draws the title card of `world`'s level while it is visible and `shown` (inside an ImGui frame).
void draw_level_banner(const World& world, bool shown);

/// Where the last call of `draw_level_banner` drew it.
BannerRect level_banner_rect() noexcept;

} // namespace game
