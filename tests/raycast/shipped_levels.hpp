#pragma once
// The levels in levels/ (every .txt and .tmj), loaded for tests and benchmarks.

#include <levels/load_level.hpp>

#include <algorithm>
#include <filesystem>
#include <vector>

namespace shipped {

inline std::vector<std::filesystem::path> level_files(const std::filesystem::path& folder) {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        const auto extension = entry.path().extension();
        if (extension == ".txt" || extension == ".tmj") {
            files.push_back(entry.path());
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace shipped
