#pragma once
/// `levels::load_level`: open any level file, whichever format it is in.
///
/// What it is for: the game's `--level PATH`, the level menu and `tilequery --level` take a
/// path and want a `Level`; they should not care whether it is a text level or a Tiled map.
///
/// Important parts:
/// - `.tmx`, `.tmj` and `.json` files go to the Tiled loader, `.txt` and `.level` files to
///   the text loader; any other name is sniffed: text starting with `tilecast-level` is a text
///   level, text starting with `{` (JSON) or `<` (XML) a Tiled map;
/// - errors are `levels::LoadError`s, as from the loaders themselves.
///
///     levels::Level level = levels::load_level(path);

#include "levels/asset_source.hpp"
#include "levels/level.hpp"

#include <filesystem>

namespace levels {

/// Loads the level `file` with the loader its extension (or its first bytes) calls for.
Level load_level(const std::filesystem::path& file, const AssetSource& assets = disk_assets());

} // namespace levels
