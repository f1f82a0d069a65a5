#pragma once
// The level fuzz targets' files, from memory: `fuzz_assets()` is a levels::AssetSource
// that never touches the disk after start-up — every image is the shipped tileset (decoded
// once), every text file (an external `.tsj`) is the text the target gives, and a path
// containing "missing" fails as a missing file does, so that error path is fuzzed too.
// (levels/asset_source.hpp exists for exactly this.)

#include "levels/asset_source.hpp"
#include "levels/load_error.hpp"
#include "levels/png_image.hpp"

#include <filesystem>
#include <string>

namespace fuzz {

/// The repository root (set by tests/fuzz/CMakeLists.txt).
inline std::filesystem::path source_dir() { return TILECAST_SOURCE_DIR; }

/// The shipped tileset, decoded once.
inline const levels::RgbaImage& shipped_tileset() {
    static const levels::RgbaImage image = levels::load_png(source_dir() / "assets" / "tileset.png");
    return image;
}

/// The shipped external tileset's text, read once.
inline const std::string& shipped_tsj() {
    static const std::string text = levels::read_text_file(source_dir() / "levels" / "tilecast.tsj");
    return text;
}

/// An asset source that reads nothing from disk: every image is the shipped tileset, and
/// every text file (an external `.tsj`) is `tsj_text`. A path containing "missing" fails
/// the way a missing file does, so that error path is fuzzed too.
inline levels::AssetSource fuzz_assets(const std::string& tsj_text) {
    return levels::AssetSource{
        [tsj_text](const std::filesystem::path& file) {
            if (file.string().find("missing") != std::string::npos) {
                throw levels::LoadError::in_file(file, "cannot open the file (it does not exist)");
            }
            return tsj_text;
        },
        [](const std::filesystem::path& file) {
            if (file.string().find("missing") != std::string::npos) {
                throw levels::LoadError::in_file(file, "cannot open the file (it does not exist)");
            }
            return shipped_tileset();
        },
    };
}

} // namespace fuzz
