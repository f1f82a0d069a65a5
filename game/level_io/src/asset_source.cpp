// Reading the files a level names, from disk (asset_source.hpp).
#include "levels/asset_source.hpp"

#include "levels/load_error.hpp"
#include "levels/png_image.hpp"
#include "levels/regular_file.hpp"


namespace levels {

std::string read_text_file(const std::filesystem::path& file, std::size_t max_bytes) {
    return read_regular_file(file, max_bytes);
}

AssetSource disk_assets() {
    return AssetSource{
        [](const std::filesystem::path& file) { return read_text_file(file); },
        [](const std::filesystem::path& file) { return load_png(file); },
    };
}

} // namespace levels
