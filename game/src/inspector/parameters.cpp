#include "inspector/parameters.hpp"

#include <engine/raycast/collision_mask.hpp>
#include <engine/units/math.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <string>

namespace game::inspector {
namespace {

double clamp_or(double value, double low, double high, double fallback) {
    return engine::is_finite(value) ? std::clamp(value, low, high) : fallback;
}

template <class Variant, std::size_t N>
Variant listed_or_default(const std::array<engine::VariantInfo<Variant>, N>& table, Variant variant) {
    return engine::variant_name(table, variant).empty() ? table.front().variant : variant;
}

} // namespace

Parameters clamped(const Parameters& parameters) {
    using L = ParameterLimits;
    const Parameters defaults;
    Parameters p = parameters;
    p.live.laser_range_scale = clamp_or(p.live.laser_range_scale, L::kMinScale, L::kMaxScale, 1.0);
    p.live.sensing_radius_scale = clamp_or(p.live.sensing_radius_scale, L::kMinScale, L::kMaxScale, 1.0);
    p.live.fire_interval_scale = clamp_or(p.live.fire_interval_scale, L::kMinScale, L::kMaxScale, 1.0);
    p.live.time_scale = clamp_or(p.live.time_scale, L::kMinTimeScale, L::kMaxTimeScale, 1.0);
    p.live.player_bullet_speed = engine::Speed::from_pixels_per_second(static_cast<float>(
        clamp_or(p.live.player_bullet_speed.pixels_per_second(), L::kMinBulletSpeed, L::kMaxBulletSpeed,
                 defaults.live.player_bullet_speed.pixels_per_second())));
    p.live.player_bullet_range = engine::Length::from_pixels(static_cast<float>(
        clamp_or(p.live.player_bullet_range.pixels(), L::kMinBulletRange, L::kMaxBulletRange,
                 defaults.live.player_bullet_range.pixels())));
    p.laser_max_tiles = std::clamp(p.laser_max_tiles, 0, L::kMaxLaserTiles);
    p.alpha_threshold = std::clamp(p.alpha_threshold, 1, 255);
    p.index_tile_size = std::clamp(p.index_tile_size, L::kMinIndexTile, L::kMaxIndexTile);
    p.extra_robots = std::clamp(p.extra_robots, 0, L::kMaxExtraRobots);
    p.segment_variant = listed_or_default(engine::kSegmentVariants, p.segment_variant);
    p.circle_variant = listed_or_default(engine::kCircleVariants, p.circle_variant);
    return p;
}

std::vector<std::string> game_changes(const Parameters& parameters) {
    const Parameters level;
    std::vector<std::string> changes;
    char text[64];
    const auto factor = [&](const char* name, double value, double level_value) {
        if (value != level_value) {
            std::snprintf(text, sizeof text, "%s x%.2f", name, value);
            changes.emplace_back(text);
        }
    };
    factor("laser range", parameters.live.laser_range_scale, level.live.laser_range_scale);
    factor("sensing radius", parameters.live.sensing_radius_scale, level.live.sensing_radius_scale);
    factor("fire interval", parameters.live.fire_interval_scale, level.live.fire_interval_scale);
    factor("time scale", parameters.live.time_scale, level.live.time_scale);
    if (parameters.live.player_bullet_speed != level.live.player_bullet_speed) {
        std::snprintf(text, sizeof text, "bullet speed %.0f px/s",
                      static_cast<double>(parameters.live.player_bullet_speed.pixels_per_second()));
        changes.emplace_back(text);
    }
    if (parameters.live.player_bullet_range != level.live.player_bullet_range) {
        std::snprintf(text, sizeof text, "bullet range %.0f px", static_cast<double>(parameters.live.player_bullet_range.pixels()));
        changes.emplace_back(text);
    }
    if (parameters.laser_max_tiles != level.laser_max_tiles) {
        changes.push_back("lasers stop after " + std::to_string(parameters.laser_max_tiles) + " tiles");
    }
    if (parameters.pixel_perfect != level.pixel_perfect) {
        changes.emplace_back(parameters.pixel_perfect ? "pixel-perfect casts" : "whole-tile casts");
    }
    if (parameters.alpha_threshold != level.alpha_threshold) {
        changes.push_back("alpha threshold " + std::to_string(parameters.alpha_threshold));
    }
    if (parameters.extra_robots != level.extra_robots) {
        changes.push_back(std::to_string(parameters.extra_robots) + " extra robots");
    }
    return changes;
}

std::string describe_changes(const Parameters& parameters) {
    std::string text;
    for (const std::string& change : game_changes(parameters)) {
        text += (text.empty() ? "" : ", ") + change;
    }
    return text.empty() ? "the level's own values" : text;
}

double snapped_factor(double value) noexcept {
    return std::abs(value - 1.0) < 0.005 ? 1.0 : value;
}

void apply_to_world(World& world, const Parameters& parameters) {
    Queries& queries = world.queries();
    const auto tile_size = engine::Length::from_pixels(static_cast<float>(parameters.index_tile_size));
    if (queries.settings().index_tile_size != tile_size) {
        queries.set_index_tile_size(tile_size);  // rebuilds the index when it is on
    }
    if (queries.settings().use_index != parameters.use_index) {
        queries.set_use_index(parameters.use_index);
    }
    if (queries.settings().teaching_core != parameters.teaching_core) {
        queries.set_teaching_core(parameters.teaching_core);
    }
    queries.set_pixel_perfect(parameters.pixel_perfect);
    queries.set_laser_max_tiles(parameters.laser_max_tiles > 0 ? parameters.laser_max_tiles : engine::kNoTileLimit);
    if (world.config().live != parameters.live) {
        world.set_live_tuning(parameters.live);
    }
    world.set_extra_robots(parameters.extra_robots);  // takes effect at the next restart
}

bool needs_restart(const Parameters& before, const Parameters& after) noexcept {
    return before.extra_robots != after.extra_robots;
}

bool needs_new_masks(const Parameters& before, const Parameters& after) noexcept {
    return before.alpha_threshold != after.alpha_threshold;
}

Arena with_alpha_threshold(const Arena& arena, int alpha_threshold) {
    if (alpha_threshold < 1 || alpha_threshold > 255) {
        throw std::invalid_argument("with_alpha_threshold: alpha_threshold must be 1..255, got " +
                                    std::to_string(alpha_threshold));
    }
    const levels::RgbaImage& image = arena.tileset.image;
    if (image.rgba.empty()) {
        throw std::invalid_argument("with_alpha_threshold: the arena '" + arena.name + "' has no tileset pixels");
    }
    const engine::CollisionMap& old_map = arena.collision;
    engine::TileMaskSet masks = engine::TileMaskSet::from_rgba(image.rgba, image.width, image.height, old_map.tile_size(),
                                                               static_cast<std::uint8_t>(alpha_threshold));
    Arena rebuilt = arena;
    rebuilt.collision = engine::CollisionMap(old_map.width(), old_map.height(), std::move(masks));
    for (std::int32_t j = 0; j < old_map.height(); ++j) {
        for (std::int32_t i = 0; i < old_map.width(); ++i) {
            const engine::PlacedTile tile = old_map.placed(i, j);
            if (tile.has_tile()) {
                rebuilt.collision.place(i, j, tile);
            }
        }
    }
    return rebuilt;
}

} // namespace game::inspector
