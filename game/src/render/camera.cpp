#include "render/camera.hpp"

#include <algorithm>
#include <cmath>

namespace game {
namespace {

/// How long the view takes to catch up, roughly (the spring's smoothing time, below).
constexpr float kFollowSeconds = 0.25f;
/// The zoom's, in ratio: zooming out for a fight and back in after it.
constexpr float kZoomSeconds = 0.35f;

/// One step of a critically damped spring from `value` (moving at `velocity`) towards
/// `target`: it starts and stops smoothly and never overshoots a still target. An exponential
/// ease jumps to full speed the frame its target moves — the jolt of a view that lets go of a
/// fight — where this one gathers speed. Thomas Lowe, "Critically Damped Ease-In/Ease-Out
/// Smoothing", Game Programming Gems 4 (2004), section 1.10; the same formula as Unity's
/// SmoothDamp (https://docs.unity3d.com/ScriptReference/Mathf.SmoothDamp.html).
float smooth_damp(float value, float target, float& velocity, float smooth_seconds, float seconds) noexcept {
    const float omega = 2.0f / smooth_seconds;
    const float x = omega * seconds;
    const float decay = 1.0f / (1.0f + x + 0.48f * x * x + 0.235f * x * x * x);  // e^-x, to 0.1 %
    const float change = value - target;
    const float pull = (velocity + omega * change) * seconds;
    velocity = (velocity - omega * pull) * decay;
    return target + (change + pull) * decay;
}
/// One wheel click zooms by this factor.
constexpr float kZoomPerClick = 1.15f;

} // namespace

void Camera::set_viewport(int width, int height) noexcept {
    viewport_width_ = std::max(1, width);
    viewport_height_ = std::max(1, height);
    keep_inside_level();
}

void Camera::set_level_size(engine::Length width, engine::Length height) noexcept {
    level_width_ = width.pixels();
    level_height_ = height.pixels();
    keep_inside_level();
}

void Camera::follow(engine::Position2 target, double real_seconds) noexcept {
    const auto seconds = static_cast<float>(real_seconds);
    if (!(seconds > 0.0f)) {
        return;
    }
    centre_ = engine::Position2::from_pixels(
        smooth_damp(centre_.x_pixels(), target.x_pixels(), velocity_x_, kFollowSeconds, seconds),
        smooth_damp(centre_.y_pixels(), target.y_pixels(), velocity_y_, kFollowSeconds, seconds));
    // The zoom eases like the centre, in ratio: zooming from 2 to 1 looks as fast as 1 to 0.5.
    const float wanted = std::min(scale_, std::max(zoom_cap_, kMinScale));
    shown_scale_ = std::exp(smooth_damp(std::log(shown_scale_), std::log(wanted), zoom_velocity_, kZoomSeconds, seconds));
    const engine::Position2 free = centre_;
    keep_inside_level();
    // Held at the level's edge, the view keeps no speed to carry on with when it is let go.
    velocity_x_ = centre_.x_pixels() == free.x_pixels() ? velocity_x_ : 0.0f;
    velocity_y_ = centre_.y_pixels() == free.y_pixels() ? velocity_y_ : 0.0f;
}

void Camera::jump_to(engine::Position2 target) noexcept {
    centre_ = target;
    velocity_x_ = velocity_y_ = 0.0f;
    keep_inside_level();
}

void Camera::zoom(float clicks, SDL_FPoint anchor) noexcept {
    const engine::Position2 before = to_world(anchor);
    set_scale(shown_scale_ * std::pow(kZoomPerClick, clicks));  // from what is shown
    const engine::Position2 after = to_world(anchor);
    centre_ += before - after;
    keep_inside_level();
}

void Camera::set_scale(float scale) noexcept {
    scale_ = std::clamp(scale, kMinScale, kMaxScale);
    shown_scale_ = scale_;  // a chosen zoom shows at once; a cap applies from the next follow
    zoom_velocity_ = 0.0f;
}

SDL_FPoint Camera::to_screen(engine::Position2 p) const noexcept {
    return {(p.x_pixels() - centre_.x_pixels()) * shown_scale_ + static_cast<float>(viewport_width_) * 0.5f,
            (p.y_pixels() - centre_.y_pixels()) * shown_scale_ + static_cast<float>(viewport_height_) * 0.5f};
}

engine::Position2 Camera::to_world(SDL_FPoint s) const noexcept {
    return engine::Position2::from_pixels((s.x - static_cast<float>(viewport_width_) * 0.5f) / shown_scale_ + centre_.x_pixels(),
                                          (s.y - static_cast<float>(viewport_height_) * 0.5f) / shown_scale_ + centre_.y_pixels());
}

void Camera::keep_inside_level() noexcept {
    if (unbounded_) {
        return;
    }
    // On each axis: a level wider than the view keeps the view inside it; a narrower
    // level is centred.
    const auto clamp_axis = [](float centre, float view, float level) {
        if (level <= 0.0f) {
            return centre;
        }
        if (view >= level) {
            return level * 0.5f;
        }
        return std::clamp(centre, view * 0.5f, level - view * 0.5f);
    };
    centre_ = engine::Position2::from_pixels(
        clamp_axis(centre_.x_pixels(), static_cast<float>(viewport_width_) / shown_scale_, level_width_),
        clamp_axis(centre_.y_pixels(), static_cast<float>(viewport_height_) / shown_scale_, level_height_));
}

} // namespace game
