#pragma once
/// What is solid in a Tiled map, read from the map's own data (internal).
///
/// What it is for: Tiled has no single "this is a wall" switch, so map authors mark walls in
/// a few common ways. This file tries them in a fixed, documented order (levels/FORMAT.md,
/// "What is solid") and says which one it used, so a surprise can be explained:
///  1. a tile layer marked as collision — a property `collides`, `collide`, `solid`,
///     `collision` or `blocked` that is true, or a name such as "collision", "walls",
///     "obstacles", "impassable", "boundaries" or "blockedLayer" (any case, a trailing
///     "layer" ignored); its plain tiles block the whole cell when the layer is hidden or the
///     tile is a flat one-colour marker, else where their pixels are opaque (Tilecast's own
///     drawn walls), unless the layer or map property `collision_mask` says `cell` or `alpha`;
///  2. tiles whose property `collides`, `collide`, `solid`, `collision` or `blocked` is true;
///  3. tiles with collision shapes drawn in Tiled's tile collision editor;
///  4. the only tile layer, solid where its pixels are opaque (Tilecast's own maps);
///  5. nothing.
/// Under every rule a tile whose such property is false never blocks.
///
/// Important parts:
/// - `choose_collision`: which rule applies, and which layer for rule 1;
/// - `is_marked_solid`: rule 2 and 3's test for one tile;
/// - `tile_mask_rows`: the pixel mask of one tile under the chosen rule — its shapes
///   rasterised (rectangles, ellipses, polygons; a pixel is solid when its centre is inside),
///   or whole (a solid property), or its alpha (rule 1 without either, and rule 4);
/// - `rasterise_shapes`: the shape rasteriser itself.
///
///     CollisionChoice choice = choose_collision(layers, catalog, grids);
///     std::vector<std::uint64_t> rows = tile_mask_rows(choice.rule, tile_data, atlas_pixels...);
///
/// Source: Tiled's manual, "Editing Tile Collision" / "Tile Collision Editor"
/// (https://doc.mapeditor.org/en/stable/manual/editing-tilesets/#tile-collision-editor), and the
/// `collides` property convention of Phaser's Tiled importer (setCollisionByProperty).

#include "tiled_document.hpp"
#include "tileset_atlas.hpp"

#include "levels/level.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace levels::detail {

/// How the marked layer's plain tiles (no shapes, no solid property) are solid.
enum class CellMode : std::uint8_t {
    Auto,  ///< whole if the tile is a flat one-colour marker, else where its pixels are opaque
    Whole, ///< the whole cell (a hidden layer, or `collision_mask = cell`)
    Alpha, ///< where its pixels are opaque (`collision_mask = alpha`)
    /// Rule 2 read inversely: tiles with walkable = true are floor, every other tile a wall.
    WalkableFloor,
};

/// A marker tile's opaque pixels may differ by this much per channel (compression noise).
inline constexpr int kFlatTolerance = 8;

/// The collision rule a map gets.
struct CollisionChoice {
    /// Which rule.
    CollisionRule rule = CollisionRule::Nothing;
    /// Rule 1 and 4: index of the solid layer among the tile layers.
    std::optional<std::size_t> layer;
    /// For Level::collision_note.
    std::string note;
    /// Rule 1: how its plain tiles are solid.
    CellMode cells = CellMode::Auto;
    /// Other layers also marked as collision (drawn, not solid), one line each.
    std::vector<std::string> warnings;
};

/// The first of the properties collides, collide, solid, collision, blocked whose value is a
/// boolean (true / false / 1 / 0), or null.
const Property* declared_solidity(const Properties& properties);

/// `declared_solidity` when it is true, else null.
const Property* solid_property(const Properties& properties);

/// True when the tile's property walkable is true (a floor tile, in maps that mark floors).
bool is_walkable(const TiledTile* tile);

/// True when a layer says it never blocks: a solid property false, or nocollide = true.
bool is_passable_layer(const TiledLayer& layer);

/// True when the tile says it never blocks (collides = false, or solid, blocked ... false).
bool declared_passable(const TiledTile* tile);

/// True when every opaque pixel of atlas tile `type` has one colour (within kFlatTolerance):
/// a marker painted on a collision layer, not wall art.
bool is_flat_marker(const TileAtlas& atlas, std::int32_t type, std::int32_t tile_size, std::uint8_t alpha_threshold);

/// True when a layer's properties or name mark it as the collision layer; `why` says which.
bool is_collision_layer(const TiledLayer& layer, std::string* why = nullptr);

/// True when the tile's property collides / solid / collision is true (rule 2).
bool has_solid_property(const TiledTile* tile);

/// True when rule 2 or 3 makes the tile solid.
bool is_marked_solid(const TiledTile* tile);

/// Picks the rule for `tile_layers` (bottom to top) whose gids are `grids`.
CollisionChoice choose_collision(const std::vector<const TiledLayer*>& tile_layers,
                                 const std::vector<std::vector<std::uint32_t>>& grids, const TilesetCatalog& catalog);

/// Sets the bits of `rows` (one word per pixel row of a `tile_size` tile) under `shapes`.
void rasterise_shapes(const std::vector<TileShape>& shapes, std::int32_t tile_size, std::vector<std::uint64_t>& rows);

/// The mask rows of atlas tile `type` under `rule`: see the header for what each rule uses.
std::vector<std::uint64_t> tile_mask_rows(CollisionRule rule, const TiledTile* tile, const TileAtlas& atlas,
                                          std::int32_t type, std::int32_t tile_size, std::uint8_t alpha_threshold,
                                          CellMode cells = CellMode::Auto);

} // namespace levels::detail
