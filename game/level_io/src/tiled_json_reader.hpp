#pragma once
/// Tiled's JSON files — maps (`.tmj`) and tilesets (`.tsj`) — read into a `TiledDocument`
/// (internal; tiled_document.hpp says why there is one structure for both formats).
///
/// Important parts:
/// - every value is read through `JsonNode`, so a wrong type or a missing key is reported
///   at its JSON path (`layers[1].data[17]`);
/// - tile data as a JSON array of numbers, or a string in any encoding tile_layer_data.hpp reads;
/// - properties in Tiled's array form `[{"name", "type", "value"}]` and the old object form
///   `{"name": value}` (Tiled before 1.2, with "propertytypes" beside it);
/// - group layers flattened with their offsets, visibility and opacity.
///
///     TiledDocument map = read_tmj(text, "levels/03_reactor_core.tmj", disk_assets());
///
/// Source: Tiled's "JSON Map Format" (https://doc.mapeditor.org/en/stable/reference/json-map-format/).

#include "tiled_document.hpp"

#include <filesystem>
#include <string_view>

namespace levels::detail {

/// Reads a `.tmj` map held in `text`, with its external tilesets through `assets`.
TiledDocument read_tmj(std::string_view text, const std::filesystem::path& file, const AssetSource& assets);

/// Reads a `.tsj` tileset held in `text` (first_gid left at 1: the map sets it).
TiledTileset read_tsj(std::string_view text, const std::filesystem::path& file);

} // namespace levels::detail
