// Reading the files a level names, from disk (asset_source.hpp).
#include "levels/asset_source.hpp"

#include "levels/load_error.hpp"
#include "levels/png_image.hpp"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <system_error>
#include <vector>

namespace levels {

std::string read_text_file(const std::filesystem::path& file, std::size_t max_bytes) {
    std::error_code error;
    const auto status = std::filesystem::status(file, error);
    if (error || !std::filesystem::exists(status)) {
        throw LoadError::in_file(file, "cannot open the file (it does not exist)");
    }
    if (std::filesystem::is_directory(status)) {
        throw LoadError::in_file(file, "cannot open the file (it is a directory)");
    }
    std::ifstream stream(file, std::ios::binary);
    if (!stream) {
        throw LoadError::in_file(file, std::string{"cannot open the file ("} + std::strerror(errno) + ")");
    }
    // Read at most one byte past the limit: enough to know the file is too large without
    // trusting a size the file system reports (pipes and /proc files report 0).
    std::string contents;
    constexpr std::size_t kChunk = 64 * 1024;
    std::vector<char> buffer(kChunk);
    while (stream) {
        stream.read(buffer.data(), static_cast<std::streamsize>(kChunk));
        contents.append(buffer.data(), static_cast<std::size_t>(stream.gcount()));
        if (contents.size() > max_bytes) {
            throw LoadError::in_file(file, "the file is larger than the limit of " + std::to_string(max_bytes) +
                                               " bytes");
        }
    }
    if (stream.bad()) {
        throw LoadError::in_file(file, "cannot read the file");
    }
    return contents;
}

AssetSource disk_assets() {
    return AssetSource{
        [](const std::filesystem::path& file) { return read_text_file(file); },
        [](const std::filesystem::path& file) { return load_png(file); },
    };
}

} // namespace levels
