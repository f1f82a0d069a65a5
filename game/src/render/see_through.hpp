#pragma once
/// `SeeThrough`: a HUD window over danger turns see-through, so that the HUD never hides it.
///
/// What it is for: the status panel sits in the top-left corner, the key strip along the
/// bottom, a first start's hint above the strip, the level's card along the top. A robot that
/// fires at the player from under one of them, or the player walking under it, would be hidden
/// by the very screen that explains the game. Games fade such HUD parts when the action goes
/// behind them; so does this: while the player or a robot that threatens them (threats.hpp) is
/// under a HUD window, the window is drawn at `kSeeThroughAlpha`.
///
/// Important parts:
/// - the test uses where the window was drawn last frame (Dear ImGui keeps it), so the window
///   need not be drawn twice; a HUD window stays put, so last frame's rectangle is this frame's;
/// - `kDangerReach` window pixels of margin around each point: a sprite is not a point;
/// - `see_through_windows` names the windows faded this frame, so that the frame log
///   (`--frame-log`) does not count them as covering the view.
///
///     { game::SeeThrough fade("##help", info.danger); ImGui::Begin("##help"); ... ImGui::End(); }

#include <SDL.h>

#include <span>
#include <string>
#include <vector>

namespace game {

/// The alpha of a HUD window with danger under it.
inline constexpr float kSeeThroughAlpha = 0.2f;
/// Window pixels around a danger point that count as "under" a window.
inline constexpr float kDangerReach = 20.0f;

/// While alive, the HUD window named `window` is drawn see-through when a point of `danger` was
/// under it last frame. Construct before ImGui::Begin, destroy after ImGui::End.
class SeeThrough {
public:
    SeeThrough(const char* window, std::span<const SDL_FPoint> danger);
    ~SeeThrough();
    SeeThrough(const SeeThrough&) = delete;
    SeeThrough& operator=(const SeeThrough&) = delete;

    /// True when the window is see-through this frame.
    bool active() const noexcept { return active_; }

private:
    bool active_ = false;
};

/// Starts a frame's list of see-through windows (call before the HUD is built).
void begin_see_through_frame();
/// The windows drawn see-through this frame.
const std::vector<std::string>& see_through_windows();

} // namespace game
