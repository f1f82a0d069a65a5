#pragma once
/// Which robots threaten the player right now, and where the markers of those outside the view
/// go — the rule that nobody is hurt by something they could not see or be warned of.
///
/// What it is for: the window draws a marker at the screen edge for every threatening robot
/// outside the view (feedback.hpp), and a test runs each shipped level headless and checks
/// that every robot that damages the player is, at that moment, on screen or marked. Both use
/// these functions, so the test checks the rule the player sees. No SDL here: the view is a
/// rectangle in level pixels.
///
/// Important parts:
/// - `threatens`: charging up or firing within reach of the player (its laser range, plus a
///   margin for the player's own movement), just fired (bolts may still be flying), or a beam
///   on the player at this step (a sweeper's scan burns while it patrols);
/// - `edge_markers`: for each threat outside `view`, the point on the view's inner border in
///   the robot's direction from the view's centre, and that direction.
///
///     game::ViewRect view = game::view_of(camera);
///     for (const game::EdgeMarker& marker : game::edge_markers(world, view)) draw_arrow(marker);
///
/// Source: the marker sits where a ray from the view's centre to the robot leaves the view's
/// rectangle — the slab method of clipping a ray to an axis-aligned box (Timothy L. Kay and
/// James T. Kajiya, "Ray Tracing Complex Scenes", SIGGRAPH 1986), in two dimensions.

#include "sim/tuning.hpp"
#include "sim/world.hpp"

#include <engine/units.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace game {

/// A rectangle of the level in level pixels (what the window shows).
struct ViewRect {
    float left = 0.0f;
    float top = 0.0f;
    float right = 0.0f;
    float bottom = 0.0f;

    /// True when `p` lies inside, at least `inset` pixels from every edge.
    bool contains(engine::Position2 p, float inset = 0.0f) const noexcept {
        return p.x_pixels() >= left + inset && p.x_pixels() <= right - inset && p.y_pixels() >= top + inset &&
               p.y_pixels() <= bottom - inset;
    }
};

/// A marker for an off-screen threat.
struct EdgeMarker {
    std::uint32_t robot = 0;       ///< who
    engine::Position2 at;          ///< on the view's inner border (level pixels)
    float dx = 0.0f, dy = 0.0f;    ///< unit direction from the view's centre to the robot
    bool firing = false;           ///< firing (or burning) rather than charging up
};

/// A robot counts as still firing this long after its firing ends (bolts in flight).
inline constexpr engine::TimeSpan kThreatAfterFiring = engine::TimeSpan::from_seconds(1.0);
/// Reach beyond a robot's laser range that still counts (the player moves while it charges).
inline constexpr engine::Length kThreatMargin = engine::Length::from_pixels(60.0f);
/// A robot whose centre is this far inside the view counts as on screen.
inline constexpr float kOnScreenInset = 4.0f;

/// True when a beam of `robot` rests on the player at this step.
inline bool beam_on_player(const World& world, const Robot& robot) {
    for (const Beam& beam : world.beams()) {
        // Cast during the last step (beams keep an afterglow after they stop hurting).
        if (beam.robot == robot.id && beam.hit_player && world.now() - beam.fired <= kStep) {
            return true;
        }
    }
    return false;
}

/// True when `robot` threatens the player now (see the file comment).
inline bool threatens(const World& world, const Robot& robot) {
    if (robot.state == RobotState::Destroyed || !world.player().alive) {
        return false;
    }
    const bool in_reach = distance(robot.position, world.player().position) <= robot.tuning.laser_range + kThreatMargin;
    const engine::TimeSpan in_state = world.now() - robot.state_started;
    const bool attacking = robot.state == RobotState::Telegraph || robot.state == RobotState::Firing ||
                           (robot.state == RobotState::Cooldown && in_state < kThreatAfterFiring);
    return (attacking && in_reach) || beam_on_player(world, robot);
}

/// Markers for the threats outside `view` (see the file comment).
inline std::vector<EdgeMarker> edge_markers(const World& world, const ViewRect& view, float inset = 18.0f) {
    std::vector<EdgeMarker> markers;
    const float cx = (view.left + view.right) * 0.5f;
    const float cy = (view.top + view.bottom) * 0.5f;
    const float half_w = std::max((view.right - view.left) * 0.5f - inset, 1.0f);
    const float half_h = std::max((view.bottom - view.top) * 0.5f - inset, 1.0f);
    for (const Robot& robot : world.robots()) {
        if (view.contains(robot.position, kOnScreenInset) || !threatens(world, robot)) {
            continue;
        }
        const float x = robot.position.x_pixels() - cx;
        const float y = robot.position.y_pixels() - cy;
        const float length = std::hypot(x, y);
        if (!(length > 0.0f)) {
            continue;
        }
        // Clip the ray from the centre to the inner rectangle: the nearer of the two sides it meets.
        const float reach = std::min(std::abs(x) > 0.0f ? half_w / std::abs(x) : INFINITY,
                                     std::abs(y) > 0.0f ? half_h / std::abs(y) : INFINITY);
        const bool firing = robot.state != RobotState::Telegraph;
        markers.push_back({robot.id, engine::Position2::from_pixels(cx + x * reach, cy + y * reach), x / length,
                           y / length, firing});
    }
    return markers;
}

} // namespace game
