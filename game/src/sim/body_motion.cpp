#include "sim/body_motion.hpp"

#include <algorithm>
#include <cmath>

namespace game {
namespace {

/// Keeps the disk inside the level's rectangle.
engine::Position2 clamp_to_level(const Arena& arena, engine::Position2 p, engine::Length radius) {
    const float r = radius.pixels();
    const float max_x = std::max(r, arena.width().pixels() - r);
    const float max_y = std::max(r, arena.height().pixels() - r);
    return engine::Position2::from_pixels(std::clamp(p.x_pixels(), r, max_x), std::clamp(p.y_pixels(), r, max_y));
}

} // namespace

BodyMove move_body(Queries& queries, Actor who, engine::Position2 start, engine::Difference2 wanted,
                   engine::Length radius) {
    BodyMove move{start, false, false};
    if (wanted.is_zero()) {
        return move;
    }
    const float longest = std::max(std::fabs(wanted.x_pixels()), std::fabs(wanted.y_pixels()));
    const int sub_steps = std::max(1, static_cast<int>(std::ceil(longest / kMaxSubStep.pixels())));
    const engine::Difference2 sub = wanted / static_cast<float>(sub_steps);
    const engine::Difference2 sub_x = engine::Difference2::from_pixels(sub.x_pixels(), 0.0f);
    const engine::Difference2 sub_y = engine::Difference2::from_pixels(0.0f, sub.y_pixels());
    const Arena& arena = queries.arena();

    for (int i = 0; i < sub_steps && !(move.blocked_x && move.blocked_y); ++i) {
        // The whole sub-step first: in open floor that is one probe instead of two.
        if (!move.blocked_x && !move.blocked_y) {
            const engine::Position2 next = clamp_to_level(arena, move.position + sub, radius);
            if (!queries.body_blocked(who, next, radius)) {
                move.position = next;
                continue;
            }
        }
        // Blocked: try each axis alone, so that a body pushed into a wall slides along it.
        if (!move.blocked_x && sub_x.x_pixels() != 0.0f) {
            const engine::Position2 next = clamp_to_level(arena, move.position + sub_x, radius);
            if (queries.body_blocked(who, next, radius)) {
                move.blocked_x = true;
            } else {
                move.position = next;
            }
        }
        if (!move.blocked_y && sub_y.y_pixels() != 0.0f) {
            const engine::Position2 next = clamp_to_level(arena, move.position + sub_y, radius);
            if (queries.body_blocked(who, next, radius)) {
                move.blocked_y = true;
            } else {
                move.position = next;
            }
        }
        const bool stuck = i == 0 && (move.blocked_x || sub_x.x_pixels() == 0.0f) &&
                           (move.blocked_y || sub_y.y_pixels() == 0.0f);
        if (stuck && queries.body_blocked(who, start, radius)) {
            // Already inside a wall: let it walk out rather than freeze it there.
            return BodyMove{clamp_to_level(arena, start + wanted, radius), false, false};
        }
    }
    return move;
}

} // namespace game
