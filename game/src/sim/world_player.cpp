// The player's part of a step: respawn, walk (sub-stepped against the walls), aim, shoot.

#include "sim/body_motion.hpp"
#include "sim/tuning.hpp"
#include "sim/world.hpp"

#include <algorithm>
#include <cmath>

namespace game {
namespace {

/// The velocity the stick asks for: full speed at full tilt, never faster on a diagonal.
engine::Velocity2 wanted_velocity(const PlayerInput& input) {
    float x = static_cast<float>(input.move_x) / kStickMax;
    float y = static_cast<float>(input.move_y) / kStickMax;
    const float length = std::sqrt(x * x + y * y);
    if (length > 1.0f) {
        x /= length;
        y /= length;
    }
    return engine::Velocity2::from_pixels_per_second(x * kPlayerSpeed.pixels_per_second(),
                                                     y * kPlayerSpeed.pixels_per_second());
}

/// `current` moved towards `target` by at most `max_change`.
engine::Velocity2 approach(engine::Velocity2 current, engine::Velocity2 target, engine::Speed max_change) {
    const engine::Velocity2 change = target - current;
    const engine::Speed needed = change.length();
    if (needed <= max_change) {
        return target;
    }
    return current + change * (max_change / needed);
}

} // namespace

void World::update_player(const PlayerInput& input) {
    if (!player_.alive) {
        if (player_.lives > 0 && now_ >= player_.respawn_at) {
            spawn_player();
        }
        return;
    }
    if (outcome_ != Outcome::Playing) {
        return;  // a won game waits for a restart
    }
    // The player keeps real-time speed in bullet time: slowing the world is the advantage.
    const engine::Velocity2 target = wanted_velocity(input);
    player_.velocity = approach(player_.velocity, target, kPlayerAcceleration * kStep);
    const BodyMove move = move_body(queries_, {ActorKind::Player, 0}, player_.position, player_.velocity * kStep,
                                    kPlayerRadius);
    if (move.blocked_x) {
        player_.velocity = engine::Velocity2::from_components(engine::Speed::zero(), player_.velocity.y());
    }
    if (move.blocked_y) {
        player_.velocity = engine::Velocity2::from_components(player_.velocity.x(), engine::Speed::zero());
    }
    if (move.position != player_.position) {
        player_.position = move.position;
        queries_.move_object(player_.object, player_.position);
    }
    player_.aim = input.aim();
    if (input.fire && now_ >= player_.next_shot) {
        const engine::Position2 muzzle = player_.position + player_.aim * kMuzzleOffset;
        spawn_bullet(BulletOwner::Player, muzzle, player_.aim * config_.live.player_bullet_speed);
        player_.next_shot = now_ + kPlayerFireInterval;
        ++stats_.bullets_fired;
        ++attempt_.shots;
        emit({GameEventKind::PlayerShot, muzzle, muzzle});
    }
}

void World::damage_player(float damage, engine::Position2 from, std::uint32_t robot_id) {
    if (!player_.alive || now_ < player_.protected_until || outcome_ != Outcome::Playing) {
        return;
    }
    attempt_.damage_taken += std::min(damage, player_.health);
    player_.health = std::max(0.0f, player_.health - damage);
    GameEvent hit{GameEventKind::PlayerHit, player_.position, from, robot_id};
    hit.robot_kind = robots_[robot_id].kind;
    hit.amount = damage;
    emit(hit);
    if (player_.health > 0.0f) {
        return;
    }
    emit({GameEventKind::PlayerDied, player_.position, from});
    player_.alive = false;
    player_.velocity = engine::Velocity2::zero();
    --player_.lives;
    ++stats_.player_deaths;
    player_.respawn_at = now_ + kRespawnDelay;
    queries_.remove_object(player_.object);
    player_.object = kNoObject;
}

} // namespace game
