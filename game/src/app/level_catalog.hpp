#pragma once
// The shipped levels: found in the levels/ folder, listed in file-name order (01_..., 02_...,
// the order of rising difficulty), each with the name and one-line description its file
// gives — for the level menu and `tilecast --list-levels`.

#include "sim/arena.hpp"
#include "sim/level_list.hpp"
#include "sim/world.hpp"

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace game {

/// The folder the shipped levels live in: the source tree's levels/ (compiled in), else
/// ./levels. Empty when neither exists.
std::filesystem::path shipped_levels_folder();

/// The arena for `path`, or — when `path` is empty — the first shipped level that loads,
/// or the built-in playground when there is none. Throws levels::LoadError for a bad file.
std::shared_ptr<const Arena> load_arena_or_default(const std::filesystem::path& path, std::string& loaded_from);

/// Logs how `arena` (loaded from `source`) got its walls, what its loader skipped, and that a
/// level without robots is a sandbox.
void log_level_notes(const Arena& arena, const std::string& source);

/// Logs one warning when the level's robots cost more per step than the budget and the world
/// degrades them (sim/cost_model.hpp); says nothing otherwise.
void log_cost_plan(const World& world);

} // namespace game
