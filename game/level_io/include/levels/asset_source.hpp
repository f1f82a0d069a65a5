#pragma once
/// Where the loaders get the files a level names: its external tileset and its tileset PNG.
///
/// What it is for: loading from disk is the normal case (`disk_assets()`), but a fuzz target
/// or a test wants to feed a level from memory with an in-memory tileset, without touching
/// the file system or decoding a PNG on every run. The parsers take an `AssetSource` so both
/// work through the same code.
///
/// Important parts:
/// - `read_text(path)`: the bytes of a text file (a `.tsj`), at most Limits::kMaxFileBytes;
/// - `read_image(path)`: a decoded image (the tileset PNG);
/// - both throw `levels::LoadError` naming `path` when they fail;
/// - `read_text_file` / the PNG functions in png_image.hpp are what `disk_assets()` uses.
///
///     levels::AssetSource in_memory = levels::disk_assets();
///     in_memory.read_image = [&](const std::filesystem::path&) { return my_tileset; };
///     levels::Level level = levels::parse_text_level(text, "memory.txt", in_memory);

#include "levels/level.hpp"

#include <cstddef>
#include <filesystem>
#include <functional>
#include <string>

namespace levels {

/// The file access a loader needs. Each function throws LoadError naming its path on failure.
struct AssetSource {
    /// Reads a whole text file.
    std::function<std::string(const std::filesystem::path&)> read_text;
    /// Reads and decodes an image file into RGBA bytes.
    std::function<RgbaImage(const std::filesystem::path&)> read_image;
};

/// Reads files from disk and decodes PNGs with SDL2_image.
AssetSource disk_assets();

/// The contents of `file`, refusing files larger than `max_bytes` (by their size, before
/// reading them), files that are not regular files (a named pipe, a device, a directory) and
/// files that cannot be opened, with a LoadError naming `file` (regular_file.hpp).
std::string read_text_file(const std::filesystem::path& file, std::size_t max_bytes = Limits::kMaxFileBytes);

} // namespace levels
