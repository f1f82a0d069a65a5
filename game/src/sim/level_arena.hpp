#pragma once
/// From a level file to an `Arena`: `load_arena("levels/01_foundry.txt")`.
///
/// What it is for: the level-IO library (game/level_io, namespace `levels`) reads text and
/// Tiled levels into a `levels::Level`; this turns one into the simulation's `Arena` — the
/// collision map and the layers as they are, robot kinds and spawns in the game's terms.
///
///     game::Arena arena = game::load_arena("levels/02_vault.tmj");

#include "sim/arena.hpp"

#include <levels/level.hpp>

#include <filesystem>

namespace game {

/// The arena of a loaded level (moves the level's data in).
Arena arena_from_level(levels::Level level);

/// Loads the level file `path` (text or Tiled) as an arena. Throws `levels::LoadError`
/// naming the file and line (or JSON path) of the first problem.
Arena load_arena(const std::filesystem::path& path);

} // namespace game
