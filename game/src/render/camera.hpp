#pragma once
// The camera: which part of the level the window shows, and how large.
//
// It follows the player smoothly (the view eases towards the target on a critically damped
// spring: it gathers speed and slows down, so sudden moves of the target do not jerk the picture), zooms with the mouse wheel around the cursor, and keeps the view
// inside the level when the level is larger than the window. During a fight a zoom cap
// (fight_framing.hpp) may hold the shown zoom below the chosen one; the shown zoom eases to
// the cap and back, as the centre does. World units are level pixels;
// screen units are window pixels; `scale` is screen pixels per level pixel.

#include <engine/units.hpp>

#include <SDL.h>

#include <limits>

namespace game {

/// A 2D camera over the level (see the file comment).
class Camera {
public:
    /// Smallest and largest zoom (screen pixels per level pixel).
    static constexpr float kMinScale = 0.25f;
    static constexpr float kMaxScale = 6.0f;

    /// The window's size in pixels (call when it changes).
    void set_viewport(int width, int height) noexcept;
    /// The level's size in level pixels, for keeping the view inside it.
    void set_level_size(engine::Length width, engine::Length height) noexcept;

    /// Eases the view towards `target` over `real_seconds` of real time.
    void follow(engine::Position2 target, double real_seconds) noexcept;
    /// Centres on `target` at once (level start, respawn).
    void jump_to(engine::Position2 target) noexcept;
    /// Zooms by wheel `clicks` (positive: in), keeping the world point under `anchor` fixed.
    void zoom(float clicks, SDL_FPoint anchor) noexcept;
    /// Sets the zoom directly (clamped): the zoom chosen by the player (or a lesson).
    void set_scale(float scale) noexcept;
    /// The largest zoom to show for now (infinity: none); `follow` eases the shown zoom to
    /// min(chosen, cap).
    void set_zoom_cap(float cap) noexcept { zoom_cap_ = cap; }
    /// True: the view may show beyond the level's edges (a lesson frames its probe beside its
    /// text panel, even in a level smaller than the view). False (the game): it keeps inside.
    void set_unbounded(bool unbounded) noexcept { unbounded_ = unbounded; }

    /// Screen position of world point `p`.
    SDL_FPoint to_screen(engine::Position2 p) const noexcept;
    /// World point under screen position `s`.
    engine::Position2 to_world(SDL_FPoint s) const noexcept;
    /// Screen pixels per level pixel, as shown now.
    float scale() const noexcept { return shown_scale_; }
    /// The zoom the player chose (the shown one may be lower during a fight).
    float chosen_scale() const noexcept { return scale_; }
    /// The world point at the centre of the window.
    engine::Position2 centre() const noexcept { return centre_; }
    /// The window's size.
    SDL_Point viewport() const noexcept { return {viewport_width_, viewport_height_}; }

private:
    void keep_inside_level() noexcept;

    engine::Position2 centre_;
    float velocity_x_ = 0.0f, velocity_y_ = 0.0f;  // level pixels per second (the follow's spring)
    float zoom_velocity_ = 0.0f;                    // log scale per second
    bool unbounded_ = false;
    float scale_ = 2.0f;        // chosen
    float shown_scale_ = 2.0f;  // eased towards min(scale_, zoom_cap_)
    float zoom_cap_ = std::numeric_limits<float>::infinity();
    int viewport_width_ = 1280;
    int viewport_height_ = 720;
    float level_width_ = 0.0f;
    float level_height_ = 0.0f;
};

} // namespace game
