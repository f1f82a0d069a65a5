#include "sim/level_list.hpp"

#include <levels/load_level.hpp>

#include <algorithm>
#include <exception>
#include <system_error>

namespace game {

std::vector<LevelEntry> list_levels(const std::filesystem::path& folder) {
    std::vector<LevelEntry> entries;
    std::error_code error;
    if (folder.empty() || !std::filesystem::is_directory(folder, error)) {
        return entries;
    }
    for (const auto& file : std::filesystem::directory_iterator(folder, error)) {
        const std::string extension = file.path().extension().string();
        if (file.is_regular_file(error) && (extension == ".txt" || extension == ".tmj" || extension == ".tmx")) {
            entries.push_back({file.path(), file.path().filename().string(), {}, false});
        }
    }
    std::sort(entries.begin(), entries.end(), [](const LevelEntry& a, const LevelEntry& b) { return a.path < b.path; });
    for (LevelEntry& entry : entries) {
        try {
            const levels::Level level = levels::load_level(entry.path);
            entry.name = level.name;
            entry.description = level.description;
            entry.loads = true;
        } catch (const std::exception& problem) {
            entry.description = problem.what();
        }
    }
    return entries;
}

} // namespace game
