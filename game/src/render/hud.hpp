#pragma once
// The heads-up display and the game's screens, built with Dear ImGui each frame:
// - the status panel (top left): level, health, lives, robots left, score, time scale;
// - the pause screen (P or a controller's Start): resume, restart, the level menu, quit;
// - the win and lose screens, with restart and next level;
// - a one-line help strip at the bottom.
// It only reads the world; what the player clicks comes back as a `HudAction`.

#include "app/level_catalog.hpp"
#include "sim/world.hpp"

#include <SDL.h>

#include <span>
#include <string>

namespace game {

/// Where the status panel sits; the window test looks for it there.
inline constexpr SDL_Rect kStatusPanel{16, 16, 300, 110};

/// What the HUD needs besides the world.
struct HudInfo {
    double frame_seconds = 0.0;             ///< the last frame's duration
    bool paused = false;                    ///< show the pause screen
    bool bot_playing = false;               ///< the bot (or a replay) is at the controls
    bool sound_off = false;                 ///< muted (M), or no sound device
    std::string status;                     ///< a message to show (e.g. a level that failed to load)
    std::span<const LevelEntry> levels;     ///< the level menu
    int current_level = -1;                 ///< which entry of `levels` is playing (-1: none of them)
};

/// What the player asked for through the HUD.
struct HudAction {
    enum class Kind { None, Resume, Restart, LoadLevel, Quit } kind = Kind::None;  ///< what to do
    int level = -1;                                                              ///< for LoadLevel
};

/// Builds this frame's HUD windows (between ImGui::NewFrame and ImGui::Render).
HudAction build_hud(const World& world, const HudInfo& info);

} // namespace game
