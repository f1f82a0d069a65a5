#pragma once
/// The plain-text level format: a header, a legend of characters, and a grid you can edit in
/// any text editor. levels/FORMAT.md describes it in full; this is its loader.
///
/// What it is for: drawing a level by typing it — `#` for a wall block, `o` for a round
/// pillar, `P` where the player starts — with every mistake reported as `file:line:column`.
///
/// Important parts:
/// - `parse_text_level(text, file, assets)`: parses text already in memory (`file` is used in
///   messages and to resolve the tileset path; `assets` reads the tileset — see
///   asset_source.hpp, which lets fuzzers and tests avoid the disk);
/// - `load_text_level(file)`: reads the file (at most Limits::kMaxFileBytes) and parses it;
/// - every problem is a `levels::LoadError` with the line (and column when it is one
///   character): a truncated file, binary bytes, a row of the wrong length, a character not in
///   the legend, a size over the limits, a tileset that is missing or not a whole number of
///   tiles, a tile size of zero or less. The size is checked before anything is allocated.
///
///     levels::Level level = levels::load_text_level("levels/01_foundry.txt");

#include "levels/asset_source.hpp"
#include "levels/level.hpp"

#include <filesystem>
#include <string_view>

namespace levels {

/// The first line every text level starts with (the format's name and version).
inline constexpr std::string_view kTextLevelMagic = "tilecast-level 1";

/// Parses a text level held in `text`; `file` names it in errors and anchors relative paths.
Level parse_text_level(std::string_view text, const std::filesystem::path& file,
                       const AssetSource& assets = disk_assets());

/// Reads and parses the text level `file`.
Level load_text_level(const std::filesystem::path& file, const AssetSource& assets = disk_assets());

} // namespace levels
