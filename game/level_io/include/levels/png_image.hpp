#pragma once
/// PNG files in and out as plain RGBA bytes, through SDL2_image.
///
/// What it is for: the tileset PNG becomes an `RgbaImage` (the engine builds masks from its
/// alpha, the game makes a texture from it), and the tileset generator writes its PNG.
/// SDL stays inside this file's implementation: callers see bytes only.
///
/// Important parts:
/// - `decode_png(bytes, name)`: checks the signature and reads the image size from the PNG
///   header itself *before* SDL2_image allocates anything, so a file claiming to be
///   100000 x 100000 pixels is refused up front (Limits::kMaxImageSide), then converts
///   whatever pixel format the file has to RGBA32; a JPEG (told by its first bytes) is read
///   too, its size checked from its frame header the same way, every pixel opaque;
/// - `load_png(path)`: reads the file (at most Limits::kMaxImageFileBytes) and decodes it;
/// - `save_png(image, path)`: writes an RGBA PNG with SDL_image, through a temporary file
///   renamed over `path` once every byte is on disk (a full disk is an error, not a half PNG).
/// Every failure is a `levels::LoadError` naming the file (save_png: std::runtime_error).
///
///     levels::RgbaImage tileset = levels::load_png("assets/tileset.png");

#include "levels/level.hpp"

#include <cstdint>
#include <filesystem>
#include <span>

namespace levels {

/// Decodes PNG `bytes`; `file` names them in error messages.
RgbaImage decode_png(std::span<const std::uint8_t> bytes, const std::filesystem::path& file);

/// Reads and decodes the PNG file `file`.
RgbaImage load_png(const std::filesystem::path& file);

/// Writes `image` to `file` as an RGBA PNG. Throws std::runtime_error with SDL's reason.
void save_png(const RgbaImage& image, const std::filesystem::path& file);

} // namespace levels
