// Walls drawn as objects (object_collision.hpp).
#include "object_collision.hpp"

#include "tile_collision.hpp"

#include "engine/raycast/collision_mask.hpp"
#include "levels/level.hpp"

#include <algorithm>
#include <cmath>

namespace levels::detail {

namespace {

// Cells whose pixels are tested one by one, in all: 65536 cells of 64 x 64 px is 2^28 tests at
// most, a fraction of a second; real maps need far fewer (only the edges of rectangles count).
constexpr std::int64_t kMaxTestedCells = 65536;
// Cells covered at all (a cell wholly inside a rectangle costs a map entry, not a mask).
constexpr std::int64_t kMaxCoveredCells = std::int64_t{1} << 20;

struct Box {
    double left, top, right, bottom; // level pixels
};

Box box_of(const TileShape& area) {
    if (area.kind != TileShape::Kind::Polygon) {
        return {area.origin.x, area.origin.y, area.origin.x + area.width, area.origin.y + area.height};
    }
    Box box{area.origin.x, area.origin.y, area.origin.x, area.origin.y};
    for (const Point& corner : area.points) {
        box.left = std::min(box.left, area.origin.x + corner.x);
        box.top = std::min(box.top, area.origin.y + corner.y);
        box.right = std::max(box.right, area.origin.x + corner.x);
        box.bottom = std::max(box.bottom, area.origin.y + corner.y);
    }
    return box;
}

// The cells [first, last] a span of pixels [from, to) touches, clamped to [0, count).
std::pair<std::int64_t, std::int64_t> cells_of(double from, double to, std::int32_t tile_size, std::int32_t count) {
    const double size = tile_size;
    const double first = std::clamp(std::floor(from / size), 0.0, static_cast<double>(count));
    const double last = std::clamp(std::ceil(to / size) - 1, -1.0, static_cast<double>(count) - 1);
    return {static_cast<std::int64_t>(first), static_cast<std::int64_t>(last)};
}

// True when cell (i, j) lies wholly inside the rectangle `area`.
bool covers_cell(const TileShape& area, std::int64_t i, std::int64_t j, std::int32_t tile_size) {
    const double left = static_cast<double>(i) * tile_size;
    const double top = static_cast<double>(j) * tile_size;
    return area.kind == TileShape::Kind::Rectangle && area.origin.x <= left && area.origin.y <= top &&
           area.origin.x + area.width >= left + tile_size && area.origin.y + area.height >= top + tile_size;
}

} // namespace

namespace {

bool is_polyline(const TiledObject& object) {
    return !object.text && object.gid == 0 && object.points && !object.polygon && object.points->size() >= 2;
}

} // namespace

bool is_walkable_area_layer(const TiledLayer& layer) {
    std::string word;
    for (const unsigned char c : layer.name) {
        if (std::isalnum(c) != 0) {
            word.push_back(static_cast<char>(std::tolower(c)));
        }
    }
    return layer.kind == TiledLayer::Kind::Objects &&
           (word == "floorspace" || word == "walkable" || word == "walkablearea" || word == "walkableareas" ||
            word == "navmesh");
}

namespace {

bool is_area(const TiledObject& object) {
    return !object.point && !object.text && object.gid == 0 &&
           (object.points ? object.polygon && object.points->size() >= 3 : object.width > 0 && object.height > 0);
}

// The shape of an area object whose top-left (or first corner's origin) is at `at`.
TileShape area_of(const TiledObject& object, Point at) {
    TileShape area;
    area.kind = object.points ? TileShape::Kind::Polygon
                              : (object.ellipse ? TileShape::Kind::Ellipse : TileShape::Kind::Rectangle);
    area.origin = at;
    area.width = object.width;
    area.height = object.height;
    if (object.points) {
        area.points = *object.points;
    }
    return area;
}

} // namespace

bool is_collision_object(const TiledLayer& layer, const TiledObject& object) {
    return (is_area(object) || is_polyline(object)) &&
           (is_collision_layer(layer) || solid_property(object.properties) != nullptr);
}

CollisionObjects collision_objects(const TiledDocument& map, Point origin) {
    CollisionObjects found;
    std::vector<std::string> layers;
    for (const TiledLayer& layer : map.layers) {
        std::size_t in_layer = 0;
        for (const TiledObject& object : layer.objects) {
            const bool walkable = is_walkable_area_layer(layer) && is_area(object);
            if (!walkable && !is_collision_object(layer, object)) {
                continue;
            }
            const std::size_t segments = is_polyline(object) ? object.points->size() - 1 : 1;
            if (found.areas.size() + found.walkable.size() + segments > Limits::kMaxTileShapes) {
                throw object.place.error("more than " + std::to_string(Limits::kMaxTileShapes) +
                                         " collision objects: merge some in Tiled (each polyline segment counts as one)");
            }
            ++in_layer;
            const Point at{object.position.x + layer.offset.x - origin.x, object.position.y + layer.offset.y - origin.y};
            if (walkable) {
                found.walkable.push_back(area_of(object, at));
                continue;
            }
            if (is_polyline(object)) {
                // A polyline is a thin wall (Tuxemon's walls between tiles), one per segment.
                for (TileShape& wall : thin_wall_shapes(at, *object.points)) {
                    found.areas.push_back(std::move(wall));
                }
                continue;
            }
            found.areas.push_back(area_of(object, at));
        }
        if (in_layer > 0) {
            const std::string part = std::to_string(in_layer) + " of layer \"" + layer.name + "\"";
            if (is_walkable_area_layer(layer)) {
                found.walkable_description += (found.walkable_description.empty() ? "" : ", ") + part;
            } else {
                layers.push_back(part);
            }
        }
    }
    for (const std::string& part : layers) {
        found.description += (found.description.empty() ? "" : ", ") + part;
    }
    return found;
}

std::map<std::int64_t, std::vector<std::uint64_t>> object_cell_masks(const CollisionObjects& objects,
                                                                     std::int32_t tile_size, std::int32_t width,
                                                                     std::int32_t height, const Place& map) {
    std::map<std::int64_t, std::vector<std::uint64_t>> masks;
    std::int64_t tested = 0;
    for (const TileShape& area : objects.areas) {
        const Box box = box_of(area);
        const auto [first_i, last_i] = cells_of(box.left, box.right, tile_size, width);
        const auto [first_j, last_j] = cells_of(box.top, box.bottom, tile_size, height);
        for (std::int64_t j = first_j; j <= last_j; ++j) {
            for (std::int64_t i = first_i; i <= last_i; ++i) {
                const auto [entry, added] = masks.try_emplace(j * width + i);
                if (added && static_cast<std::int64_t>(masks.size()) > kMaxCoveredCells) {
                    throw map.error("the collision objects cover more than " + std::to_string(kMaxCoveredCells) +
                                    " cells: mark such large areas with a tile layer");
                }
                std::vector<std::uint64_t>& rows = entry->second; // empty: wholly solid
                if (!added && rows.empty()) {
                    continue;
                }
                if (covers_cell(area, i, j, tile_size)) {
                    rows = {};
                    continue;
                }
                rows.resize(static_cast<std::size_t>(tile_size), 0);
                if (++tested > kMaxTestedCells) {
                    throw map.error("the collision objects' edges cross more than " + std::to_string(kMaxTestedCells) +
                                    " cells: use fewer or simpler collision objects");
                }
                TileShape in_cell = area;
                in_cell.origin = Point{area.origin.x - static_cast<double>(i) * tile_size,
                                       area.origin.y - static_cast<double>(j) * tile_size};
                rasterise_shapes({in_cell}, tile_size, rows);
            }
        }
    }
    return masks;
}

std::map<std::int64_t, std::vector<std::uint64_t>> outside_of(const std::map<std::int64_t, std::vector<std::uint64_t>>& walkable,
                                                               std::int32_t tile_size, std::int32_t width,
                                                               std::int32_t height, const Place& map) {
    if (static_cast<std::int64_t>(width) * height > kMaxCoveredCells) {
        throw map.error("a walkable-area layer on a map of more than " + std::to_string(kMaxCoveredCells) +
                        " cells: mark its walls with a tile layer instead");
    }
    const std::uint64_t full_row = engine::span_bits(0, tile_size - 1);
    std::map<std::int64_t, std::vector<std::uint64_t>> outside;
    for (std::int64_t cell = 0; cell < static_cast<std::int64_t>(width) * height; ++cell) {
        const auto found = walkable.find(cell);
        if (found == walkable.end()) {
            outside.emplace_hint(outside.end(), cell, std::vector<std::uint64_t>{}); // wholly wall
        } else if (!found->second.empty()) {
            std::vector<std::uint64_t> rows = found->second;
            for (std::uint64_t& row : rows) {
                row = ~row & full_row;
            }
            outside.emplace_hint(outside.end(), cell, std::move(rows));
        }
    }
    return outside;
}

namespace {

// A changed cell: the tile it had and the mask it gets.
struct CellWall {
    std::int32_t type = engine::PlacedTile::kNoTile; // of the tile it had
    std::uint8_t flip = 0;                            // its flip's index
    std::vector<std::uint64_t> rows;

    auto operator<=>(const CellWall&) const = default;
};

// Copies the picture of `tile` (flip applied) into slot `slot` of `image` (`columns` a row).
void copy_flipped_slot(RgbaImage& image, std::int32_t columns, std::int32_t size, engine::PlacedTile tile,
                       std::int32_t slot) {
    const auto at = [&](std::int32_t type, std::int32_t x, std::int32_t y) {
        return (static_cast<std::size_t>((type / columns) * size + y) * static_cast<std::size_t>(image.width) +
                static_cast<std::size_t>((type % columns) * size + x)) * 4;
    };
    for (std::int32_t y = 0; y < size; ++y) {
        for (std::int32_t x = 0; x < size; ++x) {
            const engine::MaskPixel from = engine::source_pixel(tile.flip, size, {x, y});
            std::copy_n(image.rgba.begin() + static_cast<std::ptrdiff_t>(at(tile.type, from.x, from.y)), 4,
                        image.rgba.begin() + static_cast<std::ptrdiff_t>(at(slot, x, y)));
        }
    }
}

} // namespace

engine::CollisionMap with_object_walls(Level& level, const std::map<std::int64_t, std::vector<std::uint64_t>>& cells,
                                       const Place& map) {
    const engine::CollisionMap& old = level.collision;
    const engine::TileMaskSet& masks = old.masks();
    const std::int32_t size = old.tile_size();
    const std::uint64_t full_row = engine::span_bits(0, size - 1);
    std::map<CellWall, std::int32_t> new_types;
    std::map<std::int64_t, std::int32_t> changed; // cell -> new type
    for (const auto& [cell, object_rows] : cells) {
        const auto i = static_cast<std::int32_t>(cell % old.width());
        const auto j = static_cast<std::int32_t>(cell / old.width());
        const engine::PlacedTile tile = old.placed(i, j);
        const auto before = tile.has_tile() ? masks.mask(tile.type, tile.flip).rows() : masks.empty_mask().rows();
        CellWall wall{tile.type, static_cast<std::uint8_t>(tile.has_tile() ? tile.flip.index() : 0), {}};
        for (std::int32_t y = 0; y < size; ++y) {
            wall.rows.push_back(before[static_cast<std::size_t>(y)] |
                                (object_rows.empty() ? full_row : object_rows[static_cast<std::size_t>(y)]));
        }
        if (std::equal(wall.rows.begin(), wall.rows.end(), before.begin(), before.end())) {
            continue; // already that solid
        }
        const auto type = static_cast<std::int32_t>(masks.tile_count() + static_cast<std::int32_t>(new_types.size()));
        const auto [entry, added] = new_types.try_emplace(std::move(wall), type);
        if (added && masks.tile_count() + static_cast<std::int32_t>(new_types.size()) > engine::kMaxMaskTileTypes) {
            throw map.error("the collision objects cut the walls into more than " +
                            std::to_string(engine::kMaxMaskTileTypes) + " different tiles: use fewer or simpler objects");
        }
        changed.emplace(cell, entry->second);
    }
    // The tileset grows by whole rows of slots; each new slot shows its tile as placed.
    const std::int32_t columns = level.tileset_columns;
    const std::int32_t total = masks.tile_count() + static_cast<std::int32_t>(new_types.size());
    const std::int32_t rows_needed = (total + columns - 1) / columns;
    RgbaImage& image = level.tileset_image;
    if (image.height < rows_needed * size) {
        image.height = rows_needed * size;
        image.rgba.resize(static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height) * 4, 0);
    }
    std::vector<const CellWall*> by_new_type(new_types.size());
    for (const auto& [wall, type] : new_types) {
        by_new_type[static_cast<std::size_t>(type - masks.tile_count())] = &wall;
        if (wall.type != engine::PlacedTile::kNoTile) {
            copy_flipped_slot(image, columns, size, engine::PlacedTile{wall.type, engine::TileFlip::from_index(wall.flip)}, type);
        }
    }
    engine::TileMaskSet grown = engine::TileMaskSet::from_function(size, total, [&](std::int32_t type, std::int32_t x, std::int32_t y) {
        if (type < masks.tile_count()) {
            return masks.mask(type).solid(x, y);
        }
        return ((by_new_type[static_cast<std::size_t>(type - masks.tile_count())]->rows[static_cast<std::size_t>(y)] >> x) & 1U) != 0;
    });
    engine::CollisionMap walls{old.width(), old.height(), std::move(grown)};
    for (std::int32_t j = 0; j < old.height(); ++j) {
        for (std::int32_t i = 0; i < old.width(); ++i) {
            const auto found = changed.find(static_cast<std::int64_t>(j) * old.width() + i);
            walls.place(i, j, found == changed.end() ? old.placed(i, j) : engine::PlacedTile{found->second, {}});
        }
    }
    return walls;
}

} // namespace levels::detail
