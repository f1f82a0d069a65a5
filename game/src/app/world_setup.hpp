#pragma once
// From command-line options to the world's configuration, shared by the window and the
// headless run so that both simulate the same game for the same options.

#include "app/level_catalog.hpp"
#include "options.hpp"
#include "sim/replay.hpp"
#include "sim/world.hpp"

#include <filesystem>
#include <stdexcept>
#include <string>

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

/// `options` as a replay needs them: its seed, extra robots and stray bullets, and its level
/// when no --level was given. A version 1 replay (no header) changes nothing. Throws
/// std::runtime_error naming `source` when --seed asks for another seed than the recording's.
inline Options replay_options(const Replay& replay, const std::string& source, Options options) {
    if (replay.start) {
        if (options.seed_given && options.seed != replay.start->seed) {
            throw std::runtime_error(source + ": recorded with seed " + std::to_string(replay.start->seed) +
                                     ", but --seed " + std::to_string(options.seed) +
                                     " asks for another game (leave --seed out: a replay brings its own)");
        }
        if (options.level_path.empty()) {
            options.level_path = replay.start->level;
            // Recorded in another folder or on another machine: the shipped level of that name,
            // if there is one (the fingerprint still decides whether it is the same level).
            const std::filesystem::path shipped = shipped_levels_folder() / std::filesystem::path(options.level_path).filename();
            std::error_code error;
            if (!std::filesystem::exists(options.level_path, error) && std::filesystem::exists(shipped, error)) {
                options.level_path = shipped.string();
            }
        }
        options.seed = replay.start->seed;
        options.robots = replay.start->extra_robots;
        options.bullets = replay.start->stress_bullets;
    }
    return options;
}

} // namespace game
