#include "render/fight_framing.hpp"

#include <algorithm>
#include <cmath>

namespace game {

FightFraming::Frame FightFraming::update(const World& world, SDL_Point viewport, double real_seconds) {
    // Remember who attacks now; forget who has been quiet for long enough, or is gone.
    for (Attacker& attacker : attackers_) {
        attacker.remaining -= real_seconds;
    }
    for (const Robot& robot : world.robots()) {
        if (!threatens(world, robot)) {
            continue;
        }
        const auto known = std::find_if(attackers_.begin(), attackers_.end(),
                                        [&](const Attacker& a) { return a.robot == robot.id; });
        if (known != attackers_.end()) {
            known->remaining = kFightMemory;
        } else {
            attackers_.push_back({robot.id, kFightMemory});
        }
    }
    const auto robots = world.robots();
    for (Attacker& attacker : attackers_) {
        // A destroyed attacker stays in the frame a moment: its burst is the fight's end to
        // see, and the view does not let go of the fight the very frame it is won.
        if (attacker.robot < robots.size() && robots[attacker.robot].state == RobotState::Destroyed) {
            attacker.remaining = std::min(attacker.remaining, kWreckMemory);
        }
    }
    std::erase_if(attackers_, [&](const Attacker& a) {
        return a.remaining <= 0.0 || a.robot >= robots.size() || !world.player().alive;
    });
    const engine::Position2 player = world.player().position;
    if (attackers_.empty()) {
        return {player};
    }

    // The box around the player and the attackers, with room for their sprites.
    float left = player.x_pixels(), right = left, top = player.y_pixels(), bottom = top;
    for (const Attacker& attacker : attackers_) {
        const engine::Position2 at = robots[attacker.robot].position;
        left = std::min(left, at.x_pixels());
        right = std::max(right, at.x_pixels());
        top = std::min(top, at.y_pixels());
        bottom = std::max(bottom, at.y_pixels());
    }
    left -= kFrameMargin;
    right += kFrameMargin;
    top -= kFrameMargin;
    bottom += kFrameMargin;
    const float fit = std::min(static_cast<float>(viewport.x) / (right - left),
                               static_cast<float>(viewport.y) / (bottom - top));
    Frame frame;
    frame.zoom_cap = std::max(fit, kFarthestZoom);

    // Aim at the box's middle, but never so far that the player leaves the view at the cap.
    const float half_w = static_cast<float>(viewport.x) * 0.5f / frame.zoom_cap - kPlayerMargin;
    const float half_h = static_cast<float>(viewport.y) * 0.5f / frame.zoom_cap - kPlayerMargin;
    const float x = std::clamp((left + right) * 0.5f, player.x_pixels() - std::max(half_w, 0.0f),
                               player.x_pixels() + std::max(half_w, 0.0f));
    const float y = std::clamp((top + bottom) * 0.5f, player.y_pixels() - std::max(half_h, 0.0f),
                               player.y_pixels() + std::max(half_h, 0.0f));
    frame.target = engine::Position2::from_pixels(x, y);
    return frame;
}

} // namespace game
