#include "sim/state_hash.hpp"

#include <bit>
#include <cstdio>

namespace game {
namespace {

/// FNV-1a, 64 bits (Fowler, Noll, Vo): tiny, and good enough to tell games apart.
class Fnv1a {
public:
    void bytes(std::uint64_t value, int count) {
        for (int i = 0; i < count; ++i) {
            hash_ ^= (value >> (8 * i)) & 0xFFu;
            hash_ *= 0x0000'0100'0000'01B3ULL;
        }
    }
    void u64(std::uint64_t value) { bytes(value, 8); }
    void u32(std::uint32_t value) { bytes(value, 4); }
    void f32(float value) { u32(std::bit_cast<std::uint32_t>(value)); }
    void f64(double value) { u64(std::bit_cast<std::uint64_t>(value)); }
    void position(engine::Position2 p) {
        f32(p.x_pixels());
        f32(p.y_pixels());
    }
    void instant(engine::Instant t) { f64(t.seconds_since_start()); }
    std::uint64_t value() const { return hash_; }

private:
    std::uint64_t hash_ = 0xCBF2'9CE4'8422'2325ULL;
};

} // namespace

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
