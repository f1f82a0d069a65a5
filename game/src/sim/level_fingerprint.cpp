#include "sim/level_fingerprint.hpp"

#include "sim/fnv1a.hpp"

#include <optional>

namespace game {
namespace {

/// A setting that may be absent: absent and present-with-zero must hash apart.
template <class T, class Read>
void optional_value(Fnv1a& h, const std::optional<T>& value, Read read) {
    h.u32(value ? 1u : 0u);
    if (value) {
        h.f64(static_cast<double>(read(*value)));
    }
}

void walls(Fnv1a& h, const engine::CollisionMap& map) {
    h.u32(static_cast<std::uint32_t>(map.pixel_width()));
    h.u32(static_cast<std::uint32_t>(map.pixel_height()));
    h.u32(static_cast<std::uint32_t>(map.tile_size()));
    // Sixty-four pixels a word: a whole level of a million pixels hashes in milliseconds.
    std::uint64_t word = 0;
    int bits = 0;
    for (std::int64_t y = 0; y < map.pixel_height(); ++y) {
        for (std::int64_t x = 0; x < map.pixel_width(); ++x) {
            word = (word << 1) | (map.solid_pixel(x, y) ? 1u : 0u);
            if (++bits == 64) {
                h.u64(word);
                word = 0;
                bits = 0;
            }
        }
    }
    h.u64(word);
}

void robot(Fnv1a& h, const RobotSpawn& spawn) {
    h.position(spawn.position);
    h.u32(static_cast<std::uint32_t>(spawn.kind));
    h.u32(static_cast<std::uint32_t>(spawn.route.size()));
    for (const engine::Position2 waypoint : spawn.route) {
        h.position(waypoint);
    }
    const levels::RobotParameters& p = spawn.parameters;
    const auto pixels = [](engine::Length v) { return v.pixels(); };
    const auto radians = [](engine::Angle v) { return v.radians(); };
    const auto pixels_per_second = [](engine::Speed v) { return v.pixels_per_second(); };
    optional_value(h, p.range, pixels);
    optional_value(h, p.facing, radians);
    optional_value(h, p.speed, pixels_per_second);
    optional_value(h, p.fire_interval, [](engine::TimeSpan v) { return v.seconds(); });
    optional_value(h, p.sweep_rate, [](engine::AngularVelocity v) { return v.radians_per_second(); });
    optional_value(h, p.sweep_arc, radians);
    optional_value(h, p.bolt_speed, pixels_per_second);
    h.u32(p.health ? 1u : 0u);
    h.u32(static_cast<std::uint32_t>(p.health.value_or(0)));
}

} // namespace

std::uint64_t level_fingerprint(const Arena& arena) {
    Fnv1a h;
    walls(h, arena.collision);
    h.position(arena.player_spawn);
    h.u32(static_cast<std::uint32_t>(arena.robot_spawns.size()));
    for (const RobotSpawn& spawn : arena.robot_spawns) {
        robot(h, spawn);
    }
    return h.value();
}

} // namespace game
