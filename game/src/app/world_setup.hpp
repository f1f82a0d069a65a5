#pragma once
// From command-line options to the world's configuration, shared by the window and the
// headless run so that both simulate the same game for the same options.

#include "options.hpp"
#include "sim/world.hpp"

namespace game {

/// The WorldConfig `options` ask for.
inline WorldConfig world_config(const Options& options) {
    WorldConfig config;
    config.seed = options.seed;
    config.extra_robots = options.robots;
    config.stress_bullets = options.bullets;
    config.queries.use_index = !options.no_index;
    config.queries.teaching_core = options.engine == "teaching";
    config.queries.pixel_perfect = !options.tile_casts;
    config.queries.index_tile_size = engine::Length::from_pixels(static_cast<float>(options.index_tile_size));
    return config;
}

} // namespace game
