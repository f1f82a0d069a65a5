#include "sim/level_arena.hpp"

#include <levels/load_level.hpp>

#include <utility>

namespace game {
namespace {

RobotKind game_kind(levels::RobotKind kind) {
    switch (kind) {
    case levels::RobotKind::Patrol: return RobotKind::PatrolLaser;
    case levels::RobotKind::Sweeper: return RobotKind::Sweeper;
    case levels::RobotKind::Bolter: return RobotKind::Bolter;
    }
    return RobotKind::PatrolLaser;
}

} // namespace

Arena arena_from_level(levels::Level level) {
    Arena arena{std::move(level.name),
                std::move(level.collision),
                TilesetImage{std::move(level.tileset_image), level.tileset_columns},
                level.player_spawns.front().position,
                {},
                std::move(level.description),
                std::move(level.background_layers),
                std::move(level.foreground_layers),
                level.collision_drawn,
                std::string{levels::to_string(level.collision_rule)} + ": " + level.collision_note,
                std::move(level.warnings),
                std::move(level.backdrops),
                level.collision_look,
                std::move(level.tile_pictures),
                std::move(level.tile_picture_image)};
    arena.robot_spawns.reserve(level.robots.size());
    for (levels::RobotSpawn& robot : level.robots) {
        arena.robot_spawns.push_back({robot.position, game_kind(robot.kind), std::move(robot.route), robot.parameters});
    }
    return arena;
}

Arena load_arena(const std::filesystem::path& path) { return arena_from_level(levels::load_level(path)); }

} // namespace game
