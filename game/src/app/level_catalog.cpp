#include "app/level_catalog.hpp"

#include "sim/level_arena.hpp"

#include <levels/load_level.hpp>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <exception>
#include <system_error>

namespace game {

std::filesystem::path shipped_levels_folder() {
    std::error_code error;
#ifdef TILECAST_LEVELS_DIR
    if (std::filesystem::is_directory(TILECAST_LEVELS_DIR, error)) {
        return TILECAST_LEVELS_DIR;
    }
#endif
    if (std::filesystem::is_directory("levels", error)) {
        return "levels";
    }
    return {};
}

std::shared_ptr<const Arena> load_arena_or_default(const std::filesystem::path& path, std::string& loaded_from) {
    if (!path.empty()) {
        loaded_from = path.string();
        return std::make_shared<const Arena>(load_arena(path));
    }
    for (const LevelEntry& entry : list_levels(shipped_levels_folder())) {
        if (entry.loads) {
            loaded_from = entry.path.string();
            return std::make_shared<const Arena>(load_arena(entry.path));
        }
    }
    loaded_from = "built-in playground";
    return std::make_shared<const Arena>(builtin_arena());
}

void log_level_notes(const Arena& arena, const std::string& source) {
    spdlog::info("collision map from {}", arena.collision_note);
    for (const std::string& warning : arena.load_warnings) {
        spdlog::warn("{}: {}", source, warning);
    }
    if (arena.robot_spawns.empty()) {
        spdlog::info("the level has no robots: a sandbox (--robots N adds some)");
    }
}

void log_cost_plan(const World& world) {
    const std::string warning = cost_warning(world.cost_plan());
    if (!warning.empty()) {
        spdlog::warn("{}", warning);
    }
}

} // namespace game
