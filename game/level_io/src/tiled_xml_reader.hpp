#pragma once
/// Tiled's XML files — maps (`.tmx`, Tiled's default) and tilesets (`.tsx`) — read with
/// pugixml into a `TiledDocument` (internal; tiled_document.hpp says why).
///
/// Important parts:
/// - pugixml parses the whole text in place without expanding external entities, so a
///   hostile file cannot pull in other files or blow up; its error offset and every
///   element's offset become line numbers for messages;
/// - `<data>` as CSV or base64 (tile_layer_data.hpp), or as `<tile gid="..."/>` elements
///   (Tiled's oldest form); `<chunk>`s of infinite maps;
/// - properties old and new: `value="..."` or the text inside `<property>`, typed or not;
/// - `<group>` layers flattened with their offsets, visibility and opacity.
///
///     TiledDocument map = read_tmx(text, "levels/arena.tmx", disk_assets());
///
/// Source: Tiled's "TMX Map Format" (https://doc.mapeditor.org/en/stable/reference/tmx-map-format/);
/// pugixml's manual (https://pugixml.org/docs/manual.html).

#include "tiled_document.hpp"

#include <filesystem>
#include <string_view>

namespace levels::detail {

/// Reads a `.tmx` map held in `text`, with its external tilesets through `assets`.
TiledDocument read_tmx(std::string_view text, const std::filesystem::path& file, const AssetSource& assets);

/// Reads a `.tsx` tileset held in `text` (first_gid left at 1: the map sets it).
TiledTileset read_tsx(std::string_view text, const std::filesystem::path& file);

} // namespace levels::detail
