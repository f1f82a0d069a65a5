#pragma once
/// Levels made in the Tiled map editor: `.tmx` (XML) or `.tmj` (JSON) maps with embedded or
/// external `.tsx` / `.tsj` tilesets, loaded into the same `levels::Level` as the text format.
///
/// What it is for: opening the maps people actually make in Tiled — with several tilesets,
/// compressed layers, collision marked in the map's own data, no Tilecast objects at all — in
/// the game, `level_preview` and `tilequery`. levels/FORMAT.md lists what is read and ignored.
///
/// Important parts:
/// - the two readers (src/tiled_xml_reader.hpp, src/tiled_json_reader.hpp) only translate
///   syntax into one intermediate structure (src/tiled_document.hpp); everything after is
///   shared, so a TMX map and its JSON twin load to the same level;
/// - tilesets: any number, margins and spacing, image collections, gathered into one atlas of
///   the tiles the map uses (src/tileset_atlas.hpp);
/// - what is solid: a marked collision layer, tile properties (both ways, or floors marked
///   walkable), tile collision shapes, image alpha (dropped when it would wall the player in),
///   in that order, plus collision objects and walkable areas (src/tile_collision.hpp,
///   src/object_collision.hpp; `Level::collision_rule` and `collision_note` say which);
/// - spawns: Tilecast's classes, or `player` / `start` objects, or `spawn` objects that spawn
///   nothing else, or the free tile nearest the centre; a start in a wall is skipped, unknown
///   objects are skipped with a warning (src/tiled_spawns.hpp); tile objects are drawn;
/// - a map is refused only for what Tiled itself would not open or Tilecast cannot hold
///   (orientation, tile size, a missing file or tile), never over a guess;
/// - every problem is one `levels::LoadError` line naming the file (map, tileset or image)
///   and the JSON path (`layers[1].data[17]`) or XML line.
///
///     levels::Level level = levels::load_tiled_level("levels/03_reactor_core.tmj");
///
/// Source: Tiled's "TMX Map Format" and "JSON Map Format"
/// (https://doc.mapeditor.org/en/stable/reference/tmx-map-format/).

#include "levels/asset_source.hpp"
#include "levels/level.hpp"

#include <filesystem>
#include <string_view>

namespace levels {

/// Parses a Tiled map held in `text` (XML when it starts with '<', else JSON); `file` names
/// it in errors and anchors relative paths.
Level parse_tiled_level(std::string_view text, const std::filesystem::path& file,
                        const AssetSource& assets = disk_assets());

/// Reads and parses the Tiled map `file`.
Level load_tiled_level(const std::filesystem::path& file, const AssetSource& assets = disk_assets());

} // namespace levels
