// What is solid in a Tiled map (tile_collision.hpp).
#include "tile_collision.hpp"

#include "engine/raycast/collision_mask.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <cctype>
#include <set>
#include <string_view>

namespace levels::detail {

namespace {

// Tile and layer properties that say "this blocks" (true) or "this does not" (false), in the
// spellings engines read: Tiled's own examples, Phaser (collides), Flixel, Godot importers.
constexpr std::array<std::string_view, 5> kSolidProperties{"collides", "collide", "solid", "collision", "blocked"};

// Layer names that mark walls, compared folded (lower case, letters and digits only, a
// trailing "layer" dropped): "Collision", "walls", "Obstacles", "Boundaries" ...
constexpr std::array<std::string_view, 14> kCollisionLayerNames{
    "collision", "collisions", "collide",   "collider",    "colliders", "wall",     "walls",
    "solid",     "obstacle",   "obstacles", "impassable",  "impassables", "boundary", "boundaries"};

std::string lowercase(std::string_view text) {
    std::string lower{text};
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return lower;
}

std::string folded_layer_name(std::string_view name) {
    std::string word;
    for (const unsigned char c : name) {
        if (std::isalnum(c) != 0) {
            word.push_back(static_cast<char>(std::tolower(c)));
        }
    }
    if (word.size() > 5 && word.ends_with("layer")) {
        word.resize(word.size() - 5);
    }
    return word;
}

bool is_wall_layer_name(std::string_view name) {
    const std::string word = folded_layer_name(name);
    return std::find(kCollisionLayerNames.begin(), kCollisionLayerNames.end(), word) != kCollisionLayerNames.end() ||
           word.starts_with("blocked");
}

std::optional<bool> boolean_value(const Property& property) {
    const std::string value = lowercase(property.value);
    if (value.empty() && property.type.empty()) {
        return true; // an old untyped property with no value is a flag: present means yes
    }
    if (value == "true" || value == "1") {
        return true;
    }
    if (value == "false" || value == "0") {
        return false;
    }
    return std::nullopt;
}

} // namespace

const Property* declared_solidity(const Properties& properties) {
    for (const std::string_view name : kSolidProperties) {
        if (const Property* property = find_property(properties, name); property != nullptr && boolean_value(*property)) {
            return property;
        }
    }
    return nullptr;
}

namespace {

// The tile's walkable property when it holds a boolean (true / false / 1 / 0), else null.
const Property* walkable_property(const Properties& properties) {
    const Property* walkable = find_property(properties, "walkable");
    if (walkable == nullptr) {
        return nullptr;
    }
    const std::string value = lowercase(walkable->value);
    return value == "true" || value == "false" || value == "1" || value == "0" ? walkable : nullptr;
}

} // namespace

bool is_walkable(const TiledTile* tile) {
    const Property* walkable = tile == nullptr ? nullptr : walkable_property(tile->properties);
    return walkable != nullptr && *boolean_value(*walkable);
}

const Property* solid_property(const Properties& properties) {
    const Property* declared = declared_solidity(properties);
    return declared != nullptr && *boolean_value(*declared) ? declared : nullptr;
}

namespace {

// What a map has that might have been meant as walls but is not read as such: layer names
// with a wall-like word in them, and the tile property names the placed tiles carry.
std::string near_misses(const std::vector<const TiledLayer*>& tile_layers, const std::set<std::string>& properties) {
    std::vector<std::string> seen;
    for (const TiledLayer* layer : tile_layers) {
        const std::string name = lowercase(layer->name);
        for (const std::string_view word : {"coll", "wall", "block", "solid", "obstac", "impass", "bound", "hit"}) {
            if (name.find(word) != std::string::npos) {
                seen.push_back("layer \"" + layer->name + "\"");
                break;
            }
        }
    }
    std::size_t listed = 0;
    for (const std::string& property : properties) {
        if (listed++ == 4) {
            seen.push_back("...");
            break;
        }
        seen.push_back("tile property \"" + property + "\"");
    }
    if (seen.empty()) {
        return {};
    }
    std::string text = " (seen, not read as walls: ";
    for (std::size_t k = 0; k < seen.size(); ++k) {
        text += (k == 0 ? "" : ", ") + seen[k];
    }
    return text + ")";
}

} // namespace

bool declared_passable(const TiledTile* tile) {
    const Property* declared = tile == nullptr ? nullptr : declared_solidity(tile->properties);
    return declared != nullptr && !*boolean_value(*declared);
}

namespace {

bool inside_polygon(const std::vector<Point>& points, double x, double y) {
    // Even-odd rule: count the edges a ray to the right crosses.
    bool inside = false;
    for (std::size_t i = 0, j = points.size() - 1; i < points.size(); j = i++) {
        const Point& a = points[i];
        const Point& b = points[j];
        if ((a.y > y) != (b.y > y) && x < (b.x - a.x) * (y - a.y) / (b.y - a.y) + a.x) {
            inside = !inside;
        }
    }
    return inside;
}

bool inside_shape(const TileShape& shape, double x, double y) {
    const double dx = x - shape.origin.x;
    const double dy = y - shape.origin.y;
    switch (shape.kind) {
    case TileShape::Kind::Rectangle:
        return dx >= 0 && dy >= 0 && dx < shape.width && dy < shape.height;
    case TileShape::Kind::Ellipse: {
        if (shape.width <= 0 || shape.height <= 0) {
            return false;
        }
        const double u = (dx - shape.width / 2) / (shape.width / 2);
        const double v = (dy - shape.height / 2) / (shape.height / 2);
        return u * u + v * v <= 1;
    }
    case TileShape::Kind::Polygon:
        return shape.points.size() >= 3 && inside_polygon(shape.points, dx, dy);
    }
    return false;
}

std::vector<std::uint64_t> alpha_rows(const TileAtlas& atlas, std::int32_t type, std::int32_t tile_size,
                                      std::uint8_t alpha_threshold) {
    std::vector<std::uint64_t> rows(static_cast<std::size_t>(tile_size), 0);
    const std::int32_t left = (type % atlas.columns) * tile_size;
    const std::int32_t top = (type / atlas.columns) * tile_size;
    for (std::int32_t y = 0; y < tile_size; ++y) {
        for (std::int32_t x = 0; x < tile_size; ++x) {
            if (atlas.image.alpha(left + x, top + y) >= alpha_threshold) {
                rows[static_cast<std::size_t>(y)] |= std::uint64_t{1} << x;
            }
        }
    }
    return rows;
}

std::vector<std::uint64_t> full_rows(std::int32_t tile_size) {
    return std::vector<std::uint64_t>(static_cast<std::size_t>(tile_size), engine::span_bits(0, tile_size - 1));
}

} // namespace

bool is_passable_layer(const TiledLayer& layer) {
    const Property* declared = declared_solidity(layer.properties);
    const Property* nocollide = find_property(layer.properties, "nocollide");
    return (declared != nullptr && !*boolean_value(*declared)) ||
           (nocollide != nullptr && boolean_value(*nocollide).value_or(false));
}

bool is_collision_layer(const TiledLayer& layer, std::string* why) {
    if (const Property* property = declared_solidity(layer.properties)) {
        const bool solid = *boolean_value(*property);
        if (why != nullptr) {
            *why = "its property " + property->name + " is " + (solid ? "true" : "false");
        }
        return solid; // false: not walls, whatever the name says
    }
    if (is_wall_layer_name(layer.name)) {
        if (why != nullptr) {
            *why = "its name marks it";
        }
        return true;
    }
    return false;
}

bool has_solid_property(const TiledTile* tile) { return tile != nullptr && solid_property(tile->properties) != nullptr; }

bool is_marked_solid(const TiledTile* tile) {
    return tile != nullptr && (has_solid_property(tile) || !tile->shapes.empty());
}

CollisionChoice choose_collision(const std::vector<const TiledLayer*>& tile_layers,
                                 const std::vector<std::vector<std::uint32_t>>& grids, const TilesetCatalog& catalog) {
    CollisionChoice choice;
    // Rule 1: a marked layer; properties are a stronger mark than names.
    for (const bool by_property : {true, false}) {
        for (std::size_t k = 0; k < tile_layers.size() && !choice.layer; ++k) {
            std::string why;
            if (is_collision_layer(*tile_layers[k], &why) && (why.starts_with("its property") == by_property)) {
                choice.rule = CollisionRule::MarkedLayer;
                choice.layer = k;
                choice.note = "layer \"" + tile_layers[k]->name + "\" (" + why + ")";
            }
        }
    }
    if (choice.layer) {
        for (std::size_t k = 0; k < tile_layers.size(); ++k) {
            if (k != *choice.layer && is_collision_layer(*tile_layers[k])) {
                choice.warnings.push_back("layer \"" + tile_layers[k]->name + "\" is also marked as collision: drawn, not solid (" +
                                          tile_layers[k]->place.describe() + ")");
            }
        }
        return choice;
    }
    // Rules 2 and 3: tiles marked solid on any visible layer.
    bool by_property = false;
    bool by_shape = false;
    bool by_walkable = false;
    std::set<std::string> seen_properties; // for the near-miss warning
    for (std::size_t k = 0; k < tile_layers.size(); ++k) {
        if (!tile_layers[k]->visible) {
            continue;
        }
        std::uint32_t last = 0;
        for (const std::uint32_t gid : grids[k]) {
            const std::uint32_t id = gid & kGidTileBits;
            if (id == 0 || id == last) {
                continue;
            }
            last = id;
            const auto tile = catalog.find(id);
            by_property = by_property || has_solid_property(tile->data);
            by_shape = by_shape || (tile->data != nullptr && !tile->data->shapes.empty());
            if (tile->data != nullptr) {
                by_walkable = by_walkable || walkable_property(tile->data->properties) != nullptr;
                for (const Property& property : tile->data->properties) {
                    seen_properties.insert(property.name);
                }
            }
        }
    }
    if (by_property || by_shape) {
        choice.rule = by_property ? CollisionRule::TileProperties : CollisionRule::TileShapes;
        choice.note = by_property ? "tiles whose property collides, collide, solid, collision or blocked is true (by "
                                    "their collision shapes if they have any, else whole), and tiles with collision shapes"
                                  : "tiles with collision shapes, solid inside their shapes";
        return choice;
    }
    // Rule 2 read inversely: floor tiles say walkable = true, so every other tile is a wall.
    if (by_walkable) {
        choice.rule = CollisionRule::TileProperties;
        choice.cells = CellMode::WalkableFloor;
        choice.note = "tiles whose property walkable is true are floor; every other tile on a visible layer is a wall "
                      "over its whole cell, unless a walkable tile shares the cell";
        return choice;
    }
    // Rule 4: the only visible tile layer, by alpha (layers marked passable do not count).
    std::optional<std::size_t> only;
    std::size_t visible = 0;
    for (std::size_t k = 0; k < tile_layers.size(); ++k) {
        if (tile_layers[k]->visible && !is_passable_layer(*tile_layers[k])) {
            only = k;
            ++visible;
        }
    }
    if (visible == 1 && catalog.missing_images()) {
        // A tileset image is missing: its tiles have no alpha to read walls from.
        choice.warnings.push_back("the only tile layer, \"" + tile_layers[*only]->name +
                                  "\", is not read by its pixels' alpha: a tileset image is missing");
    } else if (visible == 1) {
        choice.rule = CollisionRule::ImageAlpha;
        choice.layer = only;
        const bool others = std::count_if(tile_layers.begin(), tile_layers.end(),
                                          [](const TiledLayer* layer) { return layer->visible; }) > 1;
        choice.note = std::string{others ? "the only tile layer not marked passable (nocollide, or a solid property "
                                           "false), \""
                                         : "the only tile layer, \""} +
                      tile_layers[*only]->name + "\", solid where its pixels are opaque";
        return choice;
    }
    choice.rule = CollisionRule::Nothing;
    choice.note = "nothing marks walls, so nothing is solid";
    choice.warnings.push_back("nothing in the map marks walls" + near_misses(tile_layers, seen_properties) +
                              ": name a tile layer \"collision\", or give tiles the property collides = true, or draw "
                              "collision shapes in the tileset editor");
    return choice;
}

void rasterise_shapes(const std::vector<TileShape>& shapes, std::int32_t tile_size, std::vector<std::uint64_t>& rows) {
    for (std::int32_t y = 0; y < tile_size; ++y) {
        for (std::int32_t x = 0; x < tile_size; ++x) {
            const double cx = x + 0.5;
            const double cy = y + 0.5;
            if (std::any_of(shapes.begin(), shapes.end(), [&](const TileShape& shape) { return inside_shape(shape, cx, cy); })) {
                rows[static_cast<std::size_t>(y)] |= std::uint64_t{1} << x;
            }
        }
    }
}

bool is_flat_marker(const TileAtlas& atlas, std::int32_t type, std::int32_t tile_size, std::uint8_t alpha_threshold) {
    const std::int32_t left = (type % atlas.columns) * tile_size;
    const std::int32_t top = (type / atlas.columns) * tile_size;
    std::optional<std::array<int, 3>> first;
    for (std::int32_t y = 0; y < tile_size; ++y) {
        for (std::int32_t x = 0; x < tile_size; ++x) {
            const std::uint8_t* pixel = atlas.image.rgba.data() +
                                        (static_cast<std::size_t>(top + y) * static_cast<std::size_t>(atlas.image.width) +
                                         static_cast<std::size_t>(left + x)) * 4;
            if (pixel[3] < alpha_threshold) {
                continue;
            }
            const std::array<int, 3> colour{pixel[0], pixel[1], pixel[2]};
            if (!first) {
                first = colour;
            }
            for (std::size_t c = 0; c < 3; ++c) {
                // A few levels either way: compression noise in a flat marker, never shading.
                if (std::abs(colour[c] - (*first)[c]) > kFlatTolerance) {
                    return false;
                }
            }
        }
    }
    return first.has_value();
}

std::vector<std::uint64_t> tile_mask_rows(CollisionRule rule, const TiledTile* tile, const TileAtlas& atlas,
                                          std::int32_t type, std::int32_t tile_size, std::uint8_t alpha_threshold,
                                          CellMode cells) {
    std::vector<std::uint64_t> rows(static_cast<std::size_t>(tile_size), 0);
    if (declared_passable(tile)) {
        return rows; // collides = false (or solid, blocked ...): never a wall, whatever its pixels
    }
    const bool shaped = tile != nullptr && !tile->shapes.empty();
    switch (rule) {
    case CollisionRule::MarkedLayer:
        if (shaped) {
            rasterise_shapes(tile->shapes, tile_size, rows);
            return rows;
        }
        if (has_solid_property(tile) || cells == CellMode::Whole ||
            (cells == CellMode::Auto && is_flat_marker(atlas, type, tile_size, alpha_threshold))) {
            return full_rows(tile_size);
        }
        // Tilecast's own maps rely on this: round pillars, grates and passable energy fields
        // on a drawn collision layer are solid exactly where their art is.
        return alpha_rows(atlas, type, tile_size, alpha_threshold);
    case CollisionRule::TileProperties:
    case CollisionRule::TileShapes:
        if (cells == CellMode::WalkableFloor) {
            return is_walkable(tile) ? rows : full_rows(tile_size);
        }
        if (shaped) {
            rasterise_shapes(tile->shapes, tile_size, rows);
            return rows;
        }
        return has_solid_property(tile) ? full_rows(tile_size) : rows;
    case CollisionRule::ImageAlpha:
    case CollisionRule::TextLegend:
        return alpha_rows(atlas, type, tile_size, alpha_threshold);
    case CollisionRule::Nothing:
        return rows;
    }
    return rows;
}

} // namespace levels::detail
