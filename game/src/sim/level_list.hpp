#pragma once
/// The level files of a folder, each with the name and one-line description it gives — what
/// the level menus list (the HUD's pause menu, the inspector's Level panel) and
/// `tilecast --list-levels` prints.
///
/// What it is for: a menu shows every level, also one that does not load, with its error in
/// place of the description; so each file is read once here, and a bad one never stops the list.
///
///     for (const game::LevelEntry& entry : game::list_levels("levels")) {
///         std::cout << entry.name << ": " << entry.description << '\n';
///     }

#include <filesystem>
#include <string>
#include <vector>

namespace game {

/// One level file of a folder.
struct LevelEntry {
    std::filesystem::path path;   ///< the file
    std::string name;             ///< its name, or the file name when it does not load
    std::string description;      ///< its one-line description, or the load error
    bool loads = false;           ///< false: `description` holds the error
};

/// Every .txt / .tmj / .tmx level in `folder`, sorted by file name (01_..., 02_...: the order of
/// rising difficulty), each loaded once for its name and description (a level that fails to
/// load is listed with its error). Empty for a folder that is missing or empty.
std::vector<LevelEntry> list_levels(const std::filesystem::path& folder);

} // namespace game
