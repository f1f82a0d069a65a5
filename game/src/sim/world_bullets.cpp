// Bullets and bolts: each step a bullet sweeps from where it is to where it will be — one
// query against the walls (pixel-perfect) and the targets along the way (object index) —
// so no step is ever skipped over, however fast the bullet. Also the stray stress
// bullets of --bullets N, and the fading of laser beams.
//
// The sweep itself is the engine's `sweep_bullet` (raycast/bullet_sweep.hpp), called by
// `Queries::bullet_sweep`: the walls first, then the first target on the part of the step
// before the wall, found by `ObjectTable::first_on_segment` — through the object index, or by
// scanning every object with --no-index, with ties between overlapping robots going to the
// lowest object id either way, so that both play the same game.

#include "sim/tuning.hpp"
#include "sim/world.hpp"

#include <algorithm>

namespace game {
namespace {

/// What a bullet of `owner` can hit besides walls.
ActorKind target_of(BulletOwner owner) {
    return owner == BulletOwner::Robot ? ActorKind::Player : ActorKind::Robot;
}

/// True when `p` lies on the level's rectangle.
bool inside_level(const Arena& arena, engine::Position2 p) {
    return p.x_pixels() >= 0.0f && p.y_pixels() >= 0.0f && p.x() < arena.width() && p.y() < arena.height();
}

/// Stray stress bullets fly at this speed.
constexpr engine::Speed kStraySpeed = 300_px_per_s;

} // namespace

void World::update_bullets(engine::TimeSpan dt) {
    // Index order: bullets fired this step (appended) move next step, and a freed slot is
    // reused only by later spawns — the same order with or without the object index.
    for (std::uint32_t slot = 0; slot < bullets_.size(); ++slot) {
        Bullet& bullet = bullets_[slot];
        if (!bullet.alive) {
            continue;
        }
        if (now_ >= bullet.expires) {
            remove_bullet(slot);
            continue;
        }
        const engine::Position2 next = bullet.position + bullet.velocity * dt;
        const SegmentQueryResult sweep = queries_.bullet_sweep({ActorKind::Bullet, slot}, bullet.position, next,
                                                               target_of(bullet.owner), kBulletRadius);
        switch (sweep.outcome) {
        case QueryOutcome::Nothing:
            if (!inside_level(*arena_, next)) {
                remove_bullet(slot);  // nothing out there to hit, and the index does not cover it
                break;
            }
            bullet.position = next;
            queries_.move_object(bullet.object, next);
            break;
        case QueryOutcome::Wall:
        case QueryOutcome::FromInside:
            ++stats_.bullet_wall_hits;
            if (bullet.owner != BulletOwner::Stray) {
                emit({GameEventKind::BulletHitWall, sweep.point, bullet.position});
            }
            remove_bullet(slot);
            break;
        case QueryOutcome::Target:
            if (bullet.owner == BulletOwner::Player) {
                ++stats_.bullet_hits;
                ++attempt_.hits;
                damage_robot(sweep.target.id, 1.0f);
                alert(robots_[sweep.target.id], player_.position);
            } else if (bullet.owner == BulletOwner::Robot) {
                ++stats_.bolt_hits;
                damage_player(kBoltDamage, bullet.position, bullet.shooter);
            }
            remove_bullet(slot);
            break;
        }
    }
}

void World::spawn_bullet(BulletOwner owner, engine::Position2 position, engine::Velocity2 velocity, std::uint32_t shooter) {
    std::uint32_t slot = 0;
    if (free_bullets_.empty()) {
        slot = static_cast<std::uint32_t>(bullets_.size());
        bullets_.emplace_back();
    } else {
        slot = free_bullets_.back();
        free_bullets_.pop_back();
    }
    Bullet& bullet = bullets_[slot];
    // The player's bullets fade at their range; bolts and strays fly their whole lifetime.
    engine::TimeSpan lifetime = kBulletLifetime;
    if (owner == BulletOwner::Player) {
        lifetime = std::min(lifetime, config_.live.player_bullet_range / config_.live.player_bullet_speed);
    }
    bullet = Bullet{true, owner, position, velocity, now_ + lifetime, kNoObject, shooter};
    bullet.object = queries_.add_object({ActorKind::Bullet, slot}, position, kBulletRadius);
    ++bullets_in_flight_;
    if (owner == BulletOwner::Stray) {
        ++stray_bullets_;
    }
}

void World::remove_bullet(std::uint32_t slot) {
    Bullet& bullet = bullets_[slot];
    queries_.remove_object(bullet.object);
    if (bullet.owner == BulletOwner::Stray) {
        --stray_bullets_;
    }
    bullet = Bullet{};
    free_bullets_.push_back(slot);
    --bullets_in_flight_;
}

void World::keep_stress_bullets() {
    if (config_.stress_bullets == 0 || robots_left_ == 0) {
        return;
    }
    const auto robot_count = static_cast<std::uint32_t>(robots_.size());
    while (stray_bullets_ < config_.stress_bullets) {
        const Robot& robot = robots_[rng_.below(robot_count)];
        if (robot.state == RobotState::Destroyed) {
            continue;  // terminates: at least one robot is left
        }
        const engine::Direction2 direction = engine::Direction2::from_degrees(rng_.uniform(0.0f, 360.0f));
        spawn_bullet(BulletOwner::Stray, robot.position + direction * (kRobotRadius + kBulletRadius + 1_px),
                     direction * kStraySpeed);
    }
}

void World::update_beams() {
    // A beam stays visible for the afterglow; a sweeper's beam (scanning or bursting) is
    // replaced every step while it is on. Backwards, because removing swaps in the last beam.
    for (std::size_t i = beams_.size(); i-- > 0;) {
        const Beam& beam = beams_[i];
        const Robot& robot = robots_[beam.robot];
        const bool beam_on = beam.kind == RobotKind::Sweeper &&
                             (robot.state == RobotState::Firing || robot.state == RobotState::Patrol);
        if (!beam_on && now_ - beam.fired > kBeamAfterglow) {
            remove_beam(beam.robot);
        }
    }
}

void World::set_beam(const Beam& beam) {
    std::int32_t& slot = beam_of_robot_[beam.robot];
    if (slot < 0) {
        slot = static_cast<std::int32_t>(beams_.size());
        beams_.push_back(beam);
    } else {
        beams_[static_cast<std::size_t>(slot)] = beam;
    }
}

void World::remove_beam(std::uint32_t robot_id) {
    const std::int32_t slot = beam_of_robot_[robot_id];
    if (slot < 0) {
        return;
    }
    // Swap with the last beam and drop it: O(1), and the same order in every run.
    beams_[static_cast<std::size_t>(slot)] = beams_.back();
    beam_of_robot_[beams_[static_cast<std::size_t>(slot)].robot] = slot;
    beams_.pop_back();
    beam_of_robot_[robot_id] = -1;
}

} // namespace game
