#pragma once
// Shared helpers for the level tests: where the repository is, scratch folders, and
// catching a LoadError to look at it.

#include "levels/load_error.hpp"

#include "../support/scratch_dir.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <string>
#include <unistd.h>

namespace level_tests {

/// The repository root (set by tests/levels/CMakeLists.txt).
inline std::filesystem::path source_dir() { return TILECAST_SOURCE_DIR; }
/// The shipped tileset.
inline std::filesystem::path tileset_png() { return source_dir() / "assets" / "tileset.png"; }
/// The shipped levels folder.
inline std::filesystem::path levels_dir() { return source_dir() / "levels"; }

/// Scratch folders (tests/support/scratch_dir.hpp), named for the level tests.
class ScratchDir : public test_support::ScratchDir {
public:
    ScratchDir() : test_support::ScratchDir("levels") {}
};

/// Runs `load` and returns the LoadError it throws; fails the test when it throws
/// nothing or something else.
inline std::optional<levels::LoadError> load_error_of(const std::function<void()>& load) {
    try {
        load();
    } catch (const levels::LoadError& error) {
        return error;
    } catch (const std::exception& other) {
        ADD_FAILURE() << "expected levels::LoadError, got another exception: " << other.what();
        return std::nullopt;
    }
    ADD_FAILURE() << "expected levels::LoadError, but loading succeeded";
    return std::nullopt;
}

/// True when `text` contains `part`.
inline bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

/// The whole contents of `file`.
inline std::string read_file(const std::filesystem::path& file) {
    std::ifstream stream(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(stream), std::istreambuf_iterator<char>()};
}

} // namespace level_tests
