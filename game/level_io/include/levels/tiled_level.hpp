#pragma once
/// Levels made in the Tiled map editor: `.tmj` maps with embedded or external `.tsj` tilesets.
///
/// What it is for: drawing levels in a real editor, with flips and rotations, and loading them
/// into the same `levels::Level` as the text format. levels/FORMAT.md lists what is supported.
///
/// Important parts:
/// - orthogonal, finite maps; square tiles; exactly one tileset, with one image (external
///   `.tsj` or embedded; `firstgid` honoured; margin and spacing 0);
/// - tile layers as JSON arrays or base64 text, uncompressed, zlib or gzip (zstd and other
///   methods are refused with a clear error); group layers are flattened;
/// - the tile layer named "collision" (any case) is solid — or the only tile layer, if there
///   is just one; tile layers below it are background, above it foreground;
/// - Tiled's flip flags (bits 31, 30, 29 of a gid: horizontal, vertical, diagonal) become
///   `engine::TileFlip`s, which the collision masks honour; bit 28 (hexagonal rotation) is
///   ignored as Tiled does for orthogonal maps;
/// - object layers hold the spawns: an object's `kind` property, or else its class (`type` /
///   `class`), says player / patrol / sweeper / bolter; robots take parameters as custom
///   properties and a patrol route as an object property `route` naming a polyline;
/// - map custom properties `name`, `description`, `alpha_threshold`;
/// - every problem is a `levels::LoadError` naming the file (the map or the `.tsj`) and the
///   JSON path (`layers[1].data[17]`), or line and column for malformed JSON.
///
///     levels::Level level = levels::load_tiled_level("levels/03_reactor.tmj");

#include "levels/asset_source.hpp"
#include "levels/level.hpp"

#include <filesystem>
#include <string_view>

namespace levels {

/// Parses a Tiled map held in `text`; `file` names it in errors and anchors relative paths.
Level parse_tiled_level(std::string_view text, const std::filesystem::path& file,
                        const AssetSource& assets = disk_assets());

/// Reads and parses the Tiled map `file`.
Level load_tiled_level(const std::filesystem::path& file, const AssetSource& assets = disk_assets());

} // namespace levels
