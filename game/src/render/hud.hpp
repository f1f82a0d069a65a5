#pragma once
// The heads-up display and the game's screens, built with Dear ImGui each frame:
// - the status panel (top left): level, health, lives, robots left, score, time scale, and
//   — while the Parameters panel has changed the game — what changed, with a reset;
// - the pause screen (P or a controller's Start): resume, restart, quit, the sound and
//   screen-shake settings, the changed parameters, the inspector's panels, the level menu;
// - the win and lose screens, with restart and next level;
// - a one-line help strip at the bottom.
// It only reads the world; what the player clicks comes back as a `HudAction`.

#include "sim/level_list.hpp"
#include "sim/world.hpp"

#include <SDL.h>

#include <span>
#include <string>
#include <vector>

namespace game {

/// A colour, red, green, blue and alpha in 0..1 (for tests of the HUD's contrast).
struct HudColour {
    float r, g, b, a;
};
/// The help strip: a dark, nearly opaque background, so that its text reads over every tile
/// (bright floor or dark wall: tests/game/hud_contrast_test.cpp), keys in light blue.
inline constexpr HudColour kStripBackground{0.05f, 0.06f, 0.09f, 0.88f};
inline constexpr HudColour kStripKey{0.55f, 0.88f, 1.0f, 1.0f};
inline constexpr HudColour kStripText{0.92f, 0.93f, 0.95f, 1.0f};
/// The amber of everything that says "this game is not the level's own": the HUD's CHANGED
/// line and the Parameters panel's changed values.
inline constexpr HudColour kChangedColour{1.0f, 0.72f, 0.25f, 1.0f};

/// Where the status panel sits; the window test looks for it there.
inline constexpr SDL_Rect kStatusPanel{16, 16, 300, 110};

/// What the HUD needs besides the world.
struct HudInfo {
    double frame_seconds = 0.0;             ///< the last frame's duration
    bool paused = false;                    ///< show the pause screen
    bool bot_playing = false;               ///< the bot (or a replay) is at the controls
    bool replaying = false;                 ///< a recorded run (--replay) is at the controls
    bool sound_off = false;                 ///< muted (M), or no sound device
    bool muted = false;                     ///< muted (M): the pause menu's Sound box is clear
    bool screen_shake = true;               ///< the view shakes on hits: the pause menu's Screen shake box
    std::string status;                     ///< a message to show (e.g. a level that failed to load)
    std::span<const LevelEntry> levels;     ///< the level menu
    int current_level = -1;                 ///< which entry of `levels` is playing (-1: none of them)
    SDL_Rect world_view{0, 0, 1280, 720};   ///< the part of the window the world is drawn in (screens centre on it)
    bool inspector_open = false;            ///< a panel is open (the help strip then shows the panel keys)
    std::string hint;                       ///< a one-time hint shown above the help strip (empty: none)
    std::span<const std::string> panel_names; ///< the inspector's panels, for the pause menu (F2, F3, ...)
    bool level_banner = true;               ///< show the level's title card in its first seconds (not in a lesson, not frozen)
    double banner_seconds = 0.0;            ///< real seconds the card has been up (level_banner.hpp)
    /// The parameters that make this game differ from the level's own values ("laser range
    /// x3.00"): the status panel and the pause menu name them, with a reset. Empty: the level's game.
    std::vector<std::string> changed_parameters;
    /// A level too busy to run as written (sim/cost_model.hpp): what the game does about it, in
    /// a few words for the status panel ("robots capped at 1024 px, 240 px/s; distant ones act
    /// every 5 steps"), and in full for its tooltip. Empty: the level runs as written.
    std::string busy_level;
    std::string busy_level_detail;
    /// Window pixels of the player and of every robot that threatens them: a HUD window over one
    /// of them is drawn see-through (see_through.hpp).
    std::vector<SDL_FPoint> danger;
};

/// What the player asked for through the HUD.
struct HudAction {
    /// What to do.
    enum class Kind {
        None, Resume, Restart, LoadLevel, Quit, TogglePanel, ResetLayout, DismissHint, ToggleSound, ToggleShake,
        ResetParameters
    } kind = Kind::None;
    int level = -1;                                                              ///< for LoadLevel
    int panel = -1;                                                              ///< for TogglePanel
};

/// Builds this frame's HUD windows (between ImGui::NewFrame and ImGui::Render).
HudAction build_hud(const World& world, const HudInfo& info);

} // namespace game
