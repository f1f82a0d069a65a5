#include "render/camera.hpp"

#include <algorithm>
#include <cmath>

namespace game {
namespace {

/// How quickly the view catches up: it closes this fraction of the gap per second, in
/// the exponential sense (frame-rate independent).
constexpr double kFollowRate = 6.0;
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
    const auto t = static_cast<float>(1.0 - std::exp(-kFollowRate * real_seconds));
    centre_ = lerp(centre_, target, t);
    // The zoom eases like the centre, in ratio: zooming from 2 to 1 looks as fast as 1 to 0.5.
    const float wanted = std::min(scale_, std::max(zoom_cap_, kMinScale));
    shown_scale_ = shown_scale_ * std::pow(wanted / shown_scale_, t);
    keep_inside_level();
}

void Camera::jump_to(engine::Position2 target) noexcept {
    centre_ = target;
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
