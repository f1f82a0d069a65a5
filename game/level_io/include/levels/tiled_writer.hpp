#pragma once
/// Saving a `levels::Level` as a Tiled map (`.tmj`) and tileset (`.tsj`).
///
/// What it is for: opening a text level in the Tiled editor to keep working on it there
/// (tools/level_convert), and writing the same level with every layer encoding Tiled offers,
/// so tests can check the loader reads them all alike.
///
/// Important parts:
/// - `LayerEncoding`: JSON array (one map row per line, readable in a diff), base64, or
///   base64 of zlib / gzip data;
/// - the collision layer is named "collision", background layers "background N" below it,
///   foreground layers "foreground N" above; spawns go to an object layer "spawns" as point
///   objects whose class is the kind, robot parameters as custom properties, and each patrol
///   route as a polyline object that the robot's `route` object property names;
/// - the level's name, description and (when not the default) alpha threshold are map
///   custom properties;
/// - paths written into the files (tileset source, tileset image) are relative to the file
///   that holds them, with forward slashes, as Tiled writes them;
/// - a level whose tileset the loader assembled (`Level::tileset_generated`: a Tiled map with
///   several or padded tilesets) gets its image saved as `<tileset file stem>_tiles.png`
///   beside the tileset file; the collision layer is hidden when the level does not draw it.
///   Walls that are not where the tiles' pixels are opaque (tile properties, collision
///   shapes) are written as collision shapes: rectangles covering exactly each such tile's
///   solid pixels, so the saved map has the same walls pixel for pixel (the properties
///   themselves and the original shapes are not kept). A level that would need more shapes
///   than Limits::kMaxTileShapes is refused (std::runtime_error).
///   Layer opacity and the drawing offset within a tile are written; of a tile of another size
///   than the grid only the part over its own cell is (its slot in the tileset image).
///
///     levels::write_tiled_level(level, "levels/03_reactor.tmj", {.external_tileset = "levels/tilecast.tsj"});

#include "levels/level.hpp"

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace levels {

/// How tile layer data is stored in the `.tmj`.
enum class LayerEncoding : std::uint8_t {
    Array,      ///< "data": [1, 2, ...]
    Base64,     ///< "encoding": "base64", uncompressed little-endian uint32 gids
    Base64Zlib, ///< base64 of zlib-compressed gids
    Base64Gzip, ///< base64 of gzip-compressed gids
};

/// Choices for writing a Tiled map.
struct TiledWriteOptions {
    /// Encoding of every tile layer.
    LayerEncoding encoding = LayerEncoding::Array;
    /// Where the external tileset is (or will be) saved; empty embeds the tileset in the map.
    std::filesystem::path external_tileset;
};

/// The `.tmj` text for `level`, as if saved at `map_file`.
std::string tiled_map_json(const Level& level, const std::filesystem::path& map_file,
                           const TiledWriteOptions& options = {});

/// Where the tileset image of `level` is for a tileset saved at `tileset_file`: the level's
/// `tileset_path`, or beside `tileset_file` for a generated tileset.
std::filesystem::path tileset_image_path(const Level& level, const std::filesystem::path& tileset_file);

/// The `.tsj` text for `level`'s tileset, as if saved at `tileset_file`.
std::string tiled_tileset_json(const Level& level, const std::filesystem::path& tileset_file);

/// The files `write_tiled_level(level, map_file, options)` writes, in the order it writes
/// them: a generated tileset's PNG, the external tileset, the map. For a tool to refuse to
/// overwrite its input or an existing file before anything is written.
std::vector<std::filesystem::path> tiled_output_files(const Level& level, const std::filesystem::path& map_file,
                                                      const TiledWriteOptions& options = {});

/// Writes `map_file` and, when `options.external_tileset` is set, the tileset file too; and
/// a generated tileset's PNG (see tileset_image_path).
/// Throws std::runtime_error when a file cannot be written.
void write_tiled_level(const Level& level, const std::filesystem::path& map_file, const TiledWriteOptions& options = {});

} // namespace levels
