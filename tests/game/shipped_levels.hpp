#pragma once
// The levels the game ships (levels/*.txt and *.tmj), in the order the level menu offers them,
// for tests that play every one. TILECAST_LEVELS_DIR comes from the test's CMake target.

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

namespace test_support {

inline std::vector<std::filesystem::path> shipped_levels() {
    std::vector<std::filesystem::path> levels;
    for (const auto& file : std::filesystem::directory_iterator(TILECAST_LEVELS_DIR)) {
        const std::string extension = file.path().extension().string();
        if (extension == ".txt" || extension == ".tmj") {
            levels.push_back(file.path());
        }
    }
    std::sort(levels.begin(), levels.end());  // file names start with the level's number
    return levels;
}

} // namespace test_support
