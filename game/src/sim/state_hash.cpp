#include "sim/state_hash.hpp"

#include "sim/fnv1a.hpp"

#include <cstdio>

namespace game {

std::uint64_t state_hash(const World& world) {
    Fnv1a h;
    h.u64(world.step_count());
    h.instant(world.now());
    h.u64(world.rng_state());
    h.u32(static_cast<std::uint32_t>(world.outcome()));
    h.u32(static_cast<std::uint32_t>(world.score()));
    const Player& player = world.player();
    h.position(player.position);
    h.f32(player.velocity.x_pixels_per_second());
    h.f32(player.velocity.y_pixels_per_second());
    h.u32(player.aim.steps());
    h.f32(player.health);
    h.u32(static_cast<std::uint32_t>(player.lives));
    h.u32(player.alive ? 1u : 0u);
    for (const Robot& robot : world.robots()) {
        h.u32(static_cast<std::uint32_t>(robot.state));
        h.position(robot.position);
        h.u32(robot.heading.steps());
        h.u32(robot.aim.steps());
        h.instant(robot.state_started);
        h.f32(robot.health);
        h.f32(robot.sweep_offset.radians());
        h.f32(robot.sweep_sign);
        h.u32(robot.waypoint);
        h.f32(robot.pace);
        h.instant(robot.sets_off);
        h.instant(robot.alert_until);
        h.position(robot.alert_from);
        h.u32(static_cast<std::uint32_t>(robot.cover.count));
        h.u32(static_cast<std::uint32_t>(robot.cover.next));
        for (int i = 0; i < robot.cover.count; ++i) {
            h.u32(static_cast<std::uint32_t>(robot.cover.tiles[i].x));
            h.u32(static_cast<std::uint32_t>(robot.cover.tiles[i].y));
        }
    }
    for (std::size_t slot = 0; slot < world.bullets().size(); ++slot) {
        const Bullet& bullet = world.bullets()[slot];
        if (bullet.alive) {
            h.u64(slot);
            h.u32(static_cast<std::uint32_t>(bullet.owner));
            h.position(bullet.position);
            h.f32(bullet.velocity.x_pixels_per_second());
            h.f32(bullet.velocity.y_pixels_per_second());
        }
    }
    for (const Beam& beam : world.beams()) {
        h.position(beam.from);
        h.position(beam.to);
        h.u32(beam.robot);
        h.u32(beam.hit_player ? 1u : 0u);
    }
    return h.value();
}

std::string hash_to_hex(std::uint64_t hash) {
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
    return text;
}

} // namespace game
