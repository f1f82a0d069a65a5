// A level's collision layer: placed tiles and their oriented masks (collision_map.hpp).
#include "engine/raycast/collision_map.hpp"

#include <limits>
#include <stdexcept>
#include <string>
#include <utility>

namespace engine {

namespace {

std::int32_t checked_side(std::int32_t tiles, std::int32_t tile_size, const char* name) {
    if (tiles < 0) {
        throw std::invalid_argument(std::string{"CollisionMap: "} + name + " must not be negative, got " +
                                    std::to_string(tiles));
    }
    if (static_cast<std::int64_t>(tiles) * tile_size > std::numeric_limits<std::int32_t>::max()) {
        throw std::invalid_argument(std::string{"CollisionMap: "} + name + " of " + std::to_string(tiles) +
                                    " tiles of " + std::to_string(tile_size) + " px does not fit in int32 pixels");
    }
    return tiles;
}

} // namespace

CollisionMap::CollisionMap(std::int32_t width, std::int32_t height, TileMaskSet masks)
    : masks_{std::move(masks)},
      tiles_{checked_side(width, masks_.tile_size(), "width"), checked_side(height, masks_.tile_size(), "height")},
      classes_{width, height, TileClass::Empty}, mask_offsets_{width, height, 0} {}

void CollisionMap::place(std::int32_t i, std::int32_t j, PlacedTile tile) {
    if (!contains(i, j)) {
        throw std::out_of_range("CollisionMap::place: tile (" + std::to_string(i) + ", " + std::to_string(j) +
                                ") is outside the " + std::to_string(width()) + " x " + std::to_string(height()) +
                                " map");
    }
    TileClass tile_class = TileClass::Empty;
    std::size_t mask_offset = 0;
    if (tile.has_tile()) {
        if (!masks_.contains(tile.type)) {
            throw std::out_of_range("CollisionMap::place: tile type " + std::to_string(tile.type) +
                                    " is not in the mask set of " + std::to_string(masks_.tile_count()) + " types");
        }
        mask_offset = masks_.offset_of(tile.type, tile.flip);
        tile_class = masks_.tile_class(tile.type);
    } else {
        tile.flip = TileFlip{}; // one spelling of "nothing here", so maps compare equal
    }
    tiles_(i, j) = tile;
    classes_(i, j) = tile_class;
    mask_offsets_(i, j) = mask_offset;
}

} // namespace engine
