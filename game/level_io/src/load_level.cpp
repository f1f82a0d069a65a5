// Picking a loader by extension or content (load_level.hpp).
#include "levels/load_level.hpp"

#include "levels/load_error.hpp"
#include "levels/text_level.hpp"
#include "levels/tiled_level.hpp"
#include "parse_support.hpp"

#include <algorithm>
#include <cctype>
#include <string>

namespace levels {

Level load_level(const std::filesystem::path& file, const AssetSource& assets) {
    std::string extension = file.extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    const std::string text = read_text_file(file);
    if (extension == ".tmj" || extension == ".json" || extension == ".tmx") {
        return parse_tiled_level(text, file, assets);
    }
    if (extension == ".txt" || extension == ".level") {
        return parse_text_level(text, file, assets);
    }
    std::string_view start{text};
    start.remove_prefix(std::min(start.size(), start.find_first_not_of(" \t\r\n")));
    if (start.starts_with("tilecast-level")) {
        return parse_text_level(text, file, assets);
    }
    if (start.starts_with("{") || start.starts_with("<")) {
        return parse_tiled_level(text, file, assets);
    }
    if (extension == ".tsx" || extension == ".tsj") {
        throw LoadError::in_file(file, "this is a Tiled tileset, not a map: open the .tmx or .tmj map that uses it");
    }
    throw LoadError::in_file(file, "not a level: expected a .txt text level, or a Tiled map (.tmx or .tmj)");
}

} // namespace levels
