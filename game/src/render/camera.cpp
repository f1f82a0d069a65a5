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
    keep_inside_level();
}

void Camera::jump_to(engine::Position2 target) noexcept {
    centre_ = target;
    keep_inside_level();
}

void Camera::zoom(float clicks, SDL_FPoint anchor) noexcept {
    const engine::Position2 before = to_world(anchor);
    set_scale(scale_ * std::pow(kZoomPerClick, clicks));
    const engine::Position2 after = to_world(anchor);
    centre_ += before - after;
    keep_inside_level();
}

void Camera::set_scale(float scale) noexcept { scale_ = std::clamp(scale, kMinScale, kMaxScale); }

SDL_FPoint Camera::to_screen(engine::Position2 p) const noexcept {
    return {(p.x_pixels() - centre_.x_pixels()) * scale_ + static_cast<float>(viewport_width_) * 0.5f,
            (p.y_pixels() - centre_.y_pixels()) * scale_ + static_cast<float>(viewport_height_) * 0.5f};
}

engine::Position2 Camera::to_world(SDL_FPoint s) const noexcept {
    return engine::Position2::from_pixels((s.x - static_cast<float>(viewport_width_) * 0.5f) / scale_ + centre_.x_pixels(),
                                          (s.y - static_cast<float>(viewport_height_) * 0.5f) / scale_ + centre_.y_pixels());
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
        clamp_axis(centre_.x_pixels(), static_cast<float>(viewport_width_) / scale_, level_width_),
        clamp_axis(centre_.y_pixels(), static_cast<float>(viewport_height_) / scale_, level_height_));
}

} // namespace game
