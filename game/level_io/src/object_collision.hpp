#pragma once
/// Walls drawn as objects: rectangles, ellipses and polygons in an object layer marked as
/// collision, or with a solid property of their own, made solid cell by cell (internal).
///
/// What it is for: many Tiled maps mark walls not with tiles but with shapes on an object
/// layer named "collision" (or "walls", "solid", ...), often hidden, or with objects whose
/// property `collides` / `solid` / `collision` is true. Tilecast's walls are tiles with pixel
/// masks, so each such area is rasterised into the masks of the cells it covers (a pixel is
/// solid when its centre is inside, as for tile collision shapes) and added to whatever the
/// tiles make solid there (levels/FORMAT.md, "What is solid", objects).
///
/// Important parts:
/// - `is_collision_object`: the rule for one object (its layer marked as tile layers are, or
///   its own property true; points, tile and text objects are not walls; a polyline is a thin
///   wall, 2 px wide, along each of its segments);
/// - `collision_objects`: every such object's area in level pixels (layer offsets and an
///   infinite map's origin applied), bounded in number and in the cells they cover;
/// - `object_cell_masks`: the mask rows of every cell an area touches, rectangles' inner
///   cells filled whole without testing pixels.
///
///     CollisionObjects objects = collision_objects(map, origin);
///     auto masks = object_cell_masks(objects, 32, width, height);   // cell index -> rows
///
/// Source: Tiled's manual, "Working with Objects" (rectangle, ellipse, polygon objects,
/// https://doc.mapeditor.org/en/stable/manual/objects/); the `collides` convention as in
/// tile_collision.hpp.

#include "tiled_document.hpp"

#include "engine/raycast/collision_map.hpp"
#include "levels/level.hpp"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace levels::detail {

/// The solid areas of a map's objects, in level pixels.
struct CollisionObjects {
    /// One shape per object (Rectangle, Ellipse or Polygon; a polygon's origin is its object's).
    std::vector<TileShape> areas;
    /// For the collision note: "3 objects of layer \"collision\"".
    std::string description;
    /// Areas of walkable-area layers: everything outside all of them is wall.
    std::vector<TileShape> walkable;
    /// For the collision note, as `description`.
    std::string walkable_description;
};

/// True when `layer` is an object layer whose areas are where one may walk — everything else is
/// wall: named "floorspace", "walkable", "walkable area(s)" or "navmesh" (any case, letters and
/// digits compared).
bool is_walkable_area_layer(const TiledLayer& layer);

/// The cells (as object_cell_masks gives them) that lie outside every area of `walkable`:
/// uncovered cells whole, partly covered ones where they are not covered.
std::map<std::int64_t, std::vector<std::uint64_t>> outside_of(const std::map<std::int64_t, std::vector<std::uint64_t>>& walkable,
                                                               std::int32_t tile_size, std::int32_t width,
                                                               std::int32_t height, const Place& map);

/// True when `object` of `layer` is a solid area: an area object (rectangle, ellipse,
/// polygon) in a layer marked as collision, or with a true collides / solid / collision property.
bool is_collision_object(const TiledLayer& layer, const TiledObject& object);

/// The solid areas of every object layer of `map` (hidden ones too: a hidden collision layer
/// is still the walls), moved by their layers' offsets and by `origin` (level pixel (0, 0) in
/// the map's pixels). Refuses more than Limits::kMaxTileShapes objects.
CollisionObjects collision_objects(const TiledDocument& map, Point origin);

/// The mask rows of every cell of a `width` x `height` map of `tile_size` px tiles that
/// `objects` make partly or wholly solid, by cell index (j * width + i); a wholly solid cell
/// has no rows (empty). Refuses areas covering more than 2^20 cells, or whose cells that need
/// their pixels tested number more than 65536 in all (bounded memory and work).
std::map<std::int64_t, std::vector<std::uint64_t>> object_cell_masks(const CollisionObjects& objects,
                                                                     std::int32_t tile_size, std::int32_t width,
                                                                     std::int32_t height, const Place& map);

/// `level`'s collision layer with `cells` (from object_cell_masks) added: each changed cell
/// gets a tile type of its own whose mask is its tile's (flip applied) or'ed with the objects',
/// and whose picture in `level.tileset_image` (grown as needed) is its tile's, flipped, so the
/// drawn walls look the same. Types are shared by cells with the same tile and mask. Throws
/// at `map` when more than engine::kMaxMaskTileTypes types would be needed.
engine::CollisionMap with_object_walls(Level& level, const std::map<std::int64_t, std::vector<std::uint64_t>>& cells,
                                       const Place& map);

} // namespace levels::detail
