#pragma once
/// The camera's lead: where to aim the view so that more of an attack the player cannot see is
/// on screen — the player's position pushed part of the way towards attacking robots outside
/// the view, never so far that the player leaves it.
///
/// What it is for: robots fire from 400-520 px while the default view shows about 180 px above
/// and below the player. The edge markers (feedback.hpp) always warn; the lead also turns the
/// view towards the danger, smoothly (the camera eases to its target), and back when it is over.
///
/// Important parts:
/// - only robots that threaten the player (threats.hpp) and are outside the view count, each
///   weighted the same: two attackers on opposite sides cancel out and the view stays centred;
/// - the lead is at most `kLeadShare` of the view's half width and half height, so the player
///   stays well inside the picture.
///
///     camera.follow(player + game::threat_lead(world, game::view_of(camera)), seconds);
///
/// Source: camera "look-ahead" towards points of interest — Itay Keren, "Scroll Back: The
/// Theory and Practice of Cameras in Side-Scrollers" (GDC 2015,
/// https://www.gamedeveloper.com/design/scroll-back-the-theory-and-practice-of-cameras-in-side-scrollers),
/// the sections on target focus and camera attractors.

#include "render/threats.hpp"
#include "sim/world.hpp"

#include <engine/units.hpp>

#include <algorithm>
#include <cmath>

namespace game {

/// The lead's largest share of the view's half width or half height.
inline constexpr float kLeadShare = 0.45f;

/// How far (level pixels) to push the view's target from the player (see the file comment).
inline engine::Difference2 threat_lead(const World& world, const ViewRect& view) {
    float x = 0.0f, y = 0.0f;
    int count = 0;
    for (const Robot& robot : world.robots()) {
        if (view.contains(robot.position, kOnScreenInset) || !threatens(world, robot)) {
            continue;
        }
        const engine::Difference2 away = robot.position - world.player().position;
        const float length = away.length().pixels();
        if (length > 0.0f) {
            x += away.x().pixels() / length;
            y += away.y().pixels() / length;
            ++count;
        }
    }
    if (count == 0) {
        return engine::Difference2::zero();
    }
    const float half_w = (view.right - view.left) * 0.5f;
    const float half_h = (view.bottom - view.top) * 0.5f;
    const float mean_x = x / static_cast<float>(count), mean_y = y / static_cast<float>(count);
    return engine::Difference2::from_pixels(std::clamp(mean_x * half_w, -kLeadShare * half_w, kLeadShare * half_w),
                                            std::clamp(mean_y * half_h, -kLeadShare * half_h, kLeadShare * half_h));
}

} // namespace game
