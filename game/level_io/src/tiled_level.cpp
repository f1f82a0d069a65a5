// Tiled maps into levels (tiled_level.hpp; what is read: levels/FORMAT.md).
//
// The readers (tiled_json_reader.hpp, tiled_xml_reader.hpp) turn either syntax into a
// TiledDocument; everything here works on that, once for both formats.
//
// [SECTION] index
//   grid       — the map's area, layers placed on it, gids checked
//   assembly   — atlas, masks, the collision layer, drawn layers
//   entry      — choosing the reader
#include "levels/tiled_level.hpp"

#include "levels/load_error.hpp"
#include "levels/regular_file.hpp"
#include "parse_support.hpp"
#include "object_collision.hpp"
#include "tile_collision.hpp"
#include "tile_pictures.hpp"
#include "tiled_json_reader.hpp"
#include "tiled_spawns.hpp"
#include "tiled_xml_reader.hpp"
#include "tileset_atlas.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <optional>
#include <set>
#include <utility>

namespace levels {

namespace {

using namespace detail;

// Bit 28 of a gid rotates hexagonal tiles by 120 degrees; Tiled ignores it on orthogonal maps,
// so do we (TileAtlas::placed reads the other three flip bits).

// [SECTION] grid

// The tiles of the map: its size, and where tile (0, 0) is in Tiled's coordinates (an
// infinite map's chunks can start anywhere, even at negative positions).
struct Area {
    std::int64_t left = 0;
    std::int64_t top = 0;
    std::int32_t width = 0;
    std::int32_t height = 0;
};

Area map_area(const TiledDocument& map) {
    if (!map.infinite) {
        return Area{0, 0, static_cast<std::int32_t>(map.width), static_cast<std::int32_t>(map.height)};
    }
    std::int64_t left = std::numeric_limits<std::int64_t>::max();
    std::int64_t top = left;
    std::int64_t right = std::numeric_limits<std::int64_t>::min();
    std::int64_t bottom = right;
    for (const TiledLayer& layer : map.layers) {
        for (const TiledChunk& chunk : layer.chunks) {
            left = std::min(left, chunk.x);
            top = std::min(top, chunk.y);
            right = std::max(right, chunk.x + chunk.width);
            bottom = std::max(bottom, chunk.y + chunk.height);
        }
    }
    if (right <= left || bottom <= top) {
        throw map.place.at("layers").error("the infinite map has no tile chunks: draw some tiles, or turn off Map > Map "
                              "Properties > Infinite");
    }
    if (right - left > Limits::kMaxMapTiles || bottom - top > Limits::kMaxMapTiles) {
        throw map.place.error("the chunks of this infinite map cover " + std::to_string(right - left) + " x " +
                              std::to_string(bottom - top) + " tiles, more than the limit of " +
                              std::to_string(Limits::kMaxMapTiles) + " a side: erase the far-away tiles");
    }
    return Area{left, top, static_cast<std::int32_t>(right - left), static_cast<std::int32_t>(bottom - top)};
}

// A layer offset split in two: whole cells, which move the layer's tiles on the grid (for
// drawing and collision alike), and the rest, within half a cell each way, drawn only.
struct SplitOffset {
    std::int64_t cells_x = 0;
    std::int64_t cells_y = 0;
    double rest_x_pixels = 0;
    double rest_y_pixels = 0;

    bool fractional() const noexcept { return rest_x_pixels != 0 || rest_y_pixels != 0; }
};

SplitOffset split_offset(Point offset, double cell_pixels) {
    // Clamped first: an offset of 1e300 px moves the layer off the map, not past int64.
    constexpr double kFarAway = 4.0 * Limits::kMaxMapTiles;
    const auto cells = [&](double pixels) {
        return static_cast<std::int64_t>(std::llround(std::clamp(pixels / cell_pixels, -kFarAway, kFarAway)));
    };
    const auto rest = [&](double pixels, std::int64_t whole) {
        const double left = pixels - static_cast<double>(whole) * cell_pixels;
        return std::abs(left) <= cell_pixels / 2 ? left : 0.0; // beyond: clamped, the layer is off the map anyway
    };
    SplitOffset split{cells(offset.x), cells(offset.y), 0, 0};
    split.rest_x_pixels = rest(offset.x, split.cells_x);
    split.rest_y_pixels = rest(offset.y, split.cells_y);
    return split;
}

// The area grown to hold every tile a whole-cell layer offset moves past the map's edge (Tiled
// draws them there, so they are the author's), within the map size limit; `grown` names the
// first layer that grew it.
Area grown_area(const TiledDocument& map, Area area, std::string& grown) {
    std::int64_t left = area.left;
    std::int64_t top = area.top;
    std::int64_t right = area.left + area.width;
    std::int64_t bottom = area.top + area.height;
    for (const TiledLayer& layer : map.layers) {
        const SplitOffset offset = split_offset(layer.offset, static_cast<double>(map.tile_width));
        if (layer.kind != TiledLayer::Kind::Tiles || (offset.cells_x == 0 && offset.cells_y == 0)) {
            continue;
        }
        for (const TiledChunk& chunk : layer.chunks) {
            for (std::int64_t k = 0; k < static_cast<std::int64_t>(chunk.gids.size()); ++k) {
                if ((chunk.gids[static_cast<std::size_t>(k)] & kGidTileBits) == 0) {
                    continue;
                }
                const std::int64_t i = chunk.x + k % chunk.width + offset.cells_x;
                const std::int64_t j = chunk.y + k / chunk.width + offset.cells_y;
                if ((i < left || j < top || i >= right || j >= bottom) && grown.empty()) {
                    grown = layer.name;
                }
                left = std::min(left, i);
                top = std::min(top, j);
                right = std::max(right, i + 1);
                bottom = std::max(bottom, j + 1);
            }
        }
    }
    if (right - left > Limits::kMaxMapTiles || bottom - top > Limits::kMaxMapTiles) {
        grown.clear();
        return area; // too far to grow: the tiles past the edge are cut, as before
    }
    return Area{left, top, static_cast<std::int32_t>(right - left), static_cast<std::int32_t>(bottom - top)};
}

// A layer's gids laid on the map's area, checked against the tilesets, moved by the whole
// cells of its offset (split_offset).
std::vector<std::uint32_t> place_layer(const TiledLayer& layer, const TiledDocument& map, const Area& area,
                                       const TilesetCatalog& catalog) {
    if (!map.infinite) {
        for (const char* key : {"width", "height"}) {
            const std::int64_t declared = key[0] == 'w' ? layer.width : layer.height;
            const std::int64_t expected = key[0] == 'w' ? map.width : map.height;
            if (declared != expected) {
                throw layer.place.at(key).error("the layer's " + std::string{key} + " must equal the map's, " +
                                                std::to_string(expected) + " (Map > Resize Map fixes it)");
            }
        }
    }
    const SplitOffset offset = split_offset(layer.offset, static_cast<double>(map.tile_width));
    const std::int64_t shift_x = offset.cells_x;
    const std::int64_t shift_y = offset.cells_y;
    std::vector<std::uint32_t> grid(static_cast<std::size_t>(area.width) * static_cast<std::size_t>(area.height), 0);
    for (const TiledChunk& chunk : layer.chunks) {
        for (std::int64_t row = 0; row < chunk.height; ++row) {
            for (std::int64_t column = 0; column < chunk.width; ++column) {
                const std::size_t index = static_cast<std::size_t>(row * chunk.width + column);
                const std::uint32_t gid = chunk.gids[index];
                const std::uint32_t id = gid & kGidTileBits;
                const auto tile = id == 0 ? std::nullopt : catalog.find(id);
                if (id != 0 && !tile) {
                    if (const TiledTileset* empty = catalog.empty_owner(id)) {
                        throw chunk.data.at(index).error(
                            "gid " + std::to_string(id) + " is in the tileset \"" + empty->name +
                            "\", which has no image and no tiles: add an image in Tiled's tileset properties");
                    }
                    throw chunk.data.at(index).error(
                        "gid " + std::to_string(id) + " is not in " +
                        (map.tilesets.size() == 1 ? "the tileset (its gids are " : "any tileset (their gids are ") +
                        catalog.gid_ranges() + "), at tile (" + std::to_string(chunk.x + column) + ", " +
                        std::to_string(chunk.y + row) + "): add the missing tileset back in Tiled, or erase the tile");
                }
                const std::int64_t i = chunk.x + column + shift_x - area.left;
                const std::int64_t j = chunk.y + row + shift_y - area.top;
                if (id != 0 && i >= 0 && j >= 0 && i < area.width && j < area.height) {
                    grid[static_cast<std::size_t>(j * area.width + i)] = gid;
                }
            }
        }
    }
    return grid;
}

// [SECTION] assembly

engine::Tilemap<engine::PlacedTile> to_tiles(const std::vector<std::uint32_t>& grid, const Area& area,
                                             const TileAtlas& atlas) {
    engine::Tilemap<engine::PlacedTile> tiles(area.width, area.height);
    for (std::size_t k = 0; k < grid.size(); ++k) {
        tiles.values()[k] = atlas.placed(grid[k]);
    }
    return tiles;
}

class LevelAssembler {
public:
    LevelAssembler(const TiledDocument& map, const std::filesystem::path& file, const AssetSource& assets)
        : map_{map}, file_{file}, assets_{assets} {}

    Level assemble() {
        tile_size_ = static_cast<std::int32_t>(map_.tile_width);
        read_map_properties();
        area_ = grown_area(map_, map_area(map_), grown_by_);
        catalog_.emplace(map_, tile_size_, assets_);
        std::int64_t cells = 0;
        for (const TiledLayer& layer : map_.layers) {
            if (layer.kind == TiledLayer::Kind::Tiles) {
                cells += static_cast<std::int64_t>(area_.width) * area_.height;
                if (tile_layers_.size() == Limits::kMaxLayers || cells > Limits::kMaxLayerCells) {
                    throw layer.place.error("more than " + std::to_string(Limits::kMaxLayers) + " tile layers or " +
                                            std::to_string(Limits::kMaxLayerCells) + " tiles in all layers");
                }
                tile_layers_.push_back(&layer);
                grids_.push_back(place_layer(layer, map_, area_, *catalog_));
            }
        }
        if (tile_layers_.empty()) {
            add_empty_tile_layer(); // a map drawn with objects only (its walls may be objects)
        }
        CollisionChoice choice;
        if (tile_layers_.front() == &empty_layer_) {
            choice.note = "the map has no tile layer, so no tile is solid";
        } else {
            choice = choose_collision(tile_layers_, grids_, *catalog_);
        }
        if (choice.rule == CollisionRule::MarkedLayer) {
            choose_cell_mode(choice);
        }
        add_tile_object_layers(choice);
        Built built = build(choice);
        if (choice.rule == CollisionRule::ImageAlpha && alpha_guess_failed(built.spawns)) {
            // Rule 4 is a guess: when it walls in every start, the author did not mean it.
            built = build(no_walls_instead_of_alpha(choice, built.spawns));
        }
        if (!built.spawns.started) {
            throw map_.place.error("every tile of the map is solid and no start object is on a free pixel: "
                                   "nowhere for the player to start");
        }
        return std::move(built.level);
    }

private:
    struct ObjectLayer {
        TiledLayer layer;                 // name, look and drawn offset; no chunks
        std::vector<std::uint32_t> grid;  // gids with flips, one per cell of the area
    };

    // How the marked layer's plain tiles block: as its (or the map's) property collision_mask
    // says; else a hidden layer is a marker layer, whole cells; else it is decided per tile.
    void choose_cell_mode(CollisionChoice& choice) const {
        const TiledLayer& layer = *tile_layers_[*choice.layer];
        const Property* asked = find_property(layer.properties, "collision_mask");
        if (asked == nullptr) {
            asked = find_property(map_.properties, "collision_mask");
        }
        if (asked != nullptr) {
            if (asked->value != "cell" && asked->value != "alpha") {
                throw asked->place.error("collision_mask must be \"cell\" or \"alpha\", got \"" +
                                         printable(asked->value, 40) + "\"");
            }
            choice.cells = asked->value == "cell" ? CellMode::Whole : CellMode::Alpha;
        } else if (!layer.visible || layer.opacity <= 0) {
            choice.cells = CellMode::Whole;
        }
        choice.note += choice.cells == CellMode::Whole
                           ? ": its tiles are solid inside their collision shapes, else over the whole cell"
                       : choice.cells == CellMode::Alpha
                           ? ": its tiles are solid inside their collision shapes, else where their pixels are opaque"
                           : ": its tiles are solid inside their collision shapes, else over the whole cell if they "
                             "are one flat colour (a marker) or say collides = true, else where their pixels are opaque";
        choice.note += std::string{asked != nullptr ? " (collision_mask = " + asked->value + ")"
                                   : choice.cells == CellMode::Whole ? " (the layer is hidden: a marker layer)"
                                                                     : ""};
    }

    // Tile objects (not spawns) become tile layers of their own, inserted where their object
    // layer is among the tile layers, so they are drawn in Tiled's order and, under rules 2
    // and 3, solid where their tile is. Each lands in the cell nearest its place, the rest of
    // its offset drawn only (as a layer offset); objects sharing a cell go to another layer.
    // Chosen after the collision rule, so they never change which rule applies.
    void add_tile_object_layers(CollisionChoice& choice) {
        std::size_t real_before = 0; // tile layers of the map below the object layer
        std::size_t skipped = 0;
        const std::size_t real_count = tile_layers_.size();
        std::vector<std::pair<std::size_t, std::size_t>> inserts; // (real layers below, synthetic index)
        for (const TiledLayer& layer : map_.layers) {
            if (layer.kind == TiledLayer::Kind::Tiles) {
                ++real_before;
                continue;
            }
            const std::size_t first = object_layers_.size();
            skipped += place_tile_objects(layer);
            for (std::size_t k = first; k < object_layers_.size(); ++k) {
                inserts.emplace_back(std::min(real_before, real_count), k);
            }
        }
        // Insert from the top down, so earlier insert positions stay valid.
        for (auto it = inserts.rbegin(); it != inserts.rend(); ++it) {
            const auto at = static_cast<std::ptrdiff_t>(it->first);
            tile_layers_.insert(tile_layers_.begin() + at, &object_layers_[it->second].layer);
            grids_.insert(grids_.begin() + at, std::move(object_layers_[it->second].grid));
            if (choice.layer && *choice.layer >= it->first) {
                ++*choice.layer; // the solid layer moves up past a layer inserted below it
            }
        }
        if (skipped > 0) {
            object_warnings_.push_back(std::to_string(skipped) + " tile objects are not drawn: their gid is in no "
                                       "tileset, or drawing them needs more than " +
                                       std::to_string(Limits::kMaxLayers) + " layers in all (one per distinct "
                                       "offset from the grid)");
        }
    }

    // Lays the drawable tile objects of one object layer on grids of their own; returns how
    // many could not be placed.
    std::size_t place_tile_objects(const TiledLayer& layer) {
        const std::size_t first = object_layers_.size();
        std::size_t skipped = 0;
        for (const TiledObject& object : layer.objects) {
            const std::uint32_t id = object.gid & kGidTileBits;
            if (id == 0 || is_spawn_object(object)) {
                continue;
            }
            // Tiled anchors a tile object at its bottom-left: its cell's top-left is a tile higher.
            const Point cell_corner{object.position.x + layer.offset.x - static_cast<double>(area_.left) * tile_size_,
                                    object.position.y + layer.offset.y - static_cast<double>(area_.top) * tile_size_ -
                                        tile_size_};
            const SplitOffset split = split_offset(cell_corner, static_cast<double>(tile_size_));
            if (!catalog_->find(id) || split.cells_x < 0 || split.cells_y < 0 || split.cells_x >= area_.width ||
                split.cells_y >= area_.height) {
                skipped += catalog_->find(id) ? 0 : 1; // off the map: not drawn, as in Tiled's view of the map
                continue;
            }
            ObjectLayer* target = object_layer_for(layer, first, split);
            if (target == nullptr) {
                ++skipped;
                continue;
            }
            target->grid[static_cast<std::size_t>(split.cells_y * area_.width + split.cells_x)] = object.gid;
        }
        return skipped;
    }

    // A layer of `layer`'s tile objects with the same drawn rest of offset and a free cell at
    // `split`, made when there is none (null past kMaxObjectLayers).
    ObjectLayer* object_layer_for(const TiledLayer& layer, std::size_t first, const SplitOffset& split) {
        const auto cell = static_cast<std::size_t>(split.cells_y * area_.width + split.cells_x);
        for (std::size_t k = first; k < object_layers_.size(); ++k) {
            ObjectLayer& candidate = object_layers_[k];
            if (candidate.layer.offset.x == split.rest_x_pixels && candidate.layer.offset.y == split.rest_y_pixels &&
                candidate.grid[cell] == 0) {
                return &candidate;
            }
        }
        // Freely placed objects need a layer per distinct rest of offset: as many as the
        // layer and cell limits allow, all layers counted.
        const std::int64_t cells = static_cast<std::int64_t>(area_.width) * area_.height;
        const auto layers = static_cast<std::int64_t>(tile_layers_.size() + object_layers_.size()) + 1;
        if (layers > static_cast<std::int64_t>(Limits::kMaxLayers) || layers * cells > Limits::kMaxLayerCells) {
            return nullptr;
        }
        ObjectLayer& made = object_layers_.emplace_back();
        made.layer.name = layer.name + " (tile objects)";
        made.layer.visible = layer.visible;
        made.layer.opacity = layer.opacity;
        made.layer.tint = layer.tint;
        made.layer.offset = Point{split.rest_x_pixels, split.rest_y_pixels};
        made.layer.place = layer.place;
        made.grid.assign(static_cast<std::size_t>(area_.width) * static_cast<std::size_t>(area_.height), 0U);
        return &made;
    }

    // The one empty layer a map without tile layers is read with: every cell free.
    void add_empty_tile_layer() {
        empty_layer_.name = "(no tile layer)";
        empty_layer_.place = map_.place;
        tile_layers_.push_back(&empty_layer_);
        grids_.emplace_back(static_cast<std::size_t>(area_.width) * static_cast<std::size_t>(area_.height), 0U);
    }

    // A level, and what reading its spawns found.
    struct Built {
        Level level;
        SpawnOutcome spawns;
    };

    // Everything after the layers are placed: atlas, masks, layers, objects, spawns.
    Built build(const CollisionChoice& choice) {
        warnings_.clear();
        TileAtlas atlas = build_atlas(*catalog_, used_keys(grids_, choice, *catalog_), map_.place);
        cells_ = choice.cells;
        Level level{.source = file_,
                    .name = name_,
                    .description = description_,
                    .tileset_path = catalog_->main_image_path(),
                    .tileset_image = atlas.image,
                    .tileset_columns = atlas.columns,
                    .alpha_threshold = alpha_threshold_,
                    .collision = engine::CollisionMap{area_.width, area_.height, masks(atlas, *catalog_, choice.rule)},
                    .collision_rule = choice.rule,
                    .collision_note = choice.note,
                    .tileset_generated = !atlas.plain};
        fill_layers(level, grids_, area_, atlas, choice);
        warn_fractional_solid_offsets(choice);
        level.tile_pictures = std::move(atlas.pictures);
        level.tile_picture_image = std::move(atlas.picture_image);
        const bool object_walls = add_collision_objects(level, area_);
        level.warnings = catalog_->warnings();
        level.warnings.insert(level.warnings.end(), object_warnings_.begin(), object_warnings_.end());
        if (!grown_by_.empty()) {
            level.warnings.push_back("layer \"" + grown_by_ + "\" is offset by whole tiles past the map's edge: the map "
                                     "grows to " + std::to_string(area_.width) + " x " + std::to_string(area_.height) +
                                     " tiles to keep them");
        }
        level.warnings.insert(level.warnings.end(), warnings_.begin(), warnings_.end());
        if (!(object_walls && choice.rule == CollisionRule::Nothing)) {
            level.warnings.insert(level.warnings.end(), choice.warnings.begin(), choice.warnings.end());
        }
        read_backdrops(level, area_);
        const SpawnOutcome spawns = read_spawns(
            map_, Point{static_cast<double>(area_.left) * tile_size_, static_cast<double>(area_.top) * tile_size_},
            level);
        // Warnings quote names from the file (layers, object classes): one printable line each.
        for (std::string& warning : level.warnings) {
            warning = printable_text(warning);
        }
        return Built{std::move(level), spawns};
    }

    // The image-alpha guess failed when it leaves the player nowhere to stand: no free tile
    // and no start object, or every start object in a wall.
    static bool alpha_guess_failed(const SpawnOutcome& spawns) {
        return !spawns.started || (spawns.start_objects > 0 && spawns.skipped == spawns.start_objects);
    }

    CollisionChoice no_walls_instead_of_alpha(const CollisionChoice& alpha, const SpawnOutcome& spawns) const {
        const std::string& layer = tile_layers_[*alpha.layer]->name;
        CollisionChoice none;
        none.rule = CollisionRule::Nothing;
        none.note = "nothing marks walls, so nothing is solid (the only tile layer, \"" + layer +
                    "\", by its pixels' alpha would wall the player in)";
        none.warnings.push_back(
            "the only tile layer, \"" + layer + "\", solid where its pixels are opaque, would leave " +
            (spawns.start_objects > 0 ? std::string{"every start object inside a wall"} : std::string{"no free tile"}) +
            ", so it is read as a floor and nothing is solid: name the layer that holds walls \"walls\", or give "
            "wall tiles the property collides = true");
        return none;
    }

    void read_map_properties() {
        name_ = file_.stem().string();
        if (const Property* name = find_property(map_.properties, "name")) {
            name_ = checked_text(*name, Limits::kMaxNameBytes);
        }
        if (const Property* description = find_property(map_.properties, "description")) {
            description_ = checked_text(*description, Limits::kMaxDescriptionBytes);
        }
        if (const Property* threshold = find_property(map_.properties, "alpha_threshold")) {
            const double value = number_of(*threshold);
            if (value < 1 || value > 255 || value != std::floor(value)) {
                throw threshold->place.error("must be 1..255, got " + threshold->value);
            }
            alpha_threshold_ = static_cast<std::uint8_t>(value);
        }
    }

    static std::string checked_text(const Property& property, std::size_t limit) {
        if (property.value.size() > limit) {
            throw property.place.error("longer than " + std::to_string(limit) + " bytes");
        }
        if (const std::string problem = unclean_text_problem(property.value); !problem.empty()) {
            throw property.place.error(problem);
        }
        return property.value;
    }

    // Visible image layers become backdrops, at their offset (moved with an infinite map's origin).
    void read_backdrops(Level& level, const Area& area) const {
        for (const TiledLayer& layer : map_.layers) {
            if (layer.kind != TiledLayer::Kind::Image || !layer.image || !layer.visible || layer.opacity <= 0) {
                continue;
            }
            if (level.backdrops.size() == Limits::kMaxBackdrops) {
                throw layer.place.error("more than " + std::to_string(Limits::kMaxBackdrops) +
                                        " visible image layers (hide or merge some in Tiled)");
            }
            const TiledImage& image = *layer.image;
            RgbaImage pixels;
            try {
                pixels = assets_.read_image(image.path);
            } catch (const LoadError& error) {
                if (check_regular_file(image.path, Limits::kMaxImageFileBytes).problem == FileProblem::Missing) {
                    // As Tiled does, the map opens without the picture.
                    level.warnings.push_back("the image layer \"" + layer.name + "\": its image " + image.path.string() +
                                        " does not exist: not drawn (" + layer.place.describe() + ")");
                    continue;
                }
                throw image.place.error("cannot load the image layer's image " + image.path.string() + ": " +
                                        error.problem());
            }
            const double x = layer.offset.x - static_cast<double>(area.left) * tile_size_;
            const double y = layer.offset.y - static_cast<double>(area.top) * tile_size_;
            constexpr double kFarthest = 1e6; // px; far beyond any map, exact in a float
            if (std::abs(x) > kFarthest || std::abs(y) > kFarthest) {
                throw layer.place.error("the image layer is offset more than 1e6 px from the map: move it in Tiled");
            }
            level.backdrops.push_back(Backdrop{std::move(pixels),
                                               engine::Position2::from_pixels(static_cast<float>(x), static_cast<float>(y)),
                                               static_cast<float>(std::clamp(layer.opacity, 0.0, 1.0)),
                                               layer.place.describe()});
        }
    }

    // The layers that will be drawn or solid: visible ones, and the marked collision layer.
    bool kept(std::size_t k, const CollisionChoice& choice) const {
        return (tile_layers_[k]->visible && tile_layers_[k]->opacity > 0) || choice.layer == k;
    }

    // The atlas keys of the tiles the kept layers place (a key per flip for tiles of another size).
    std::vector<std::uint32_t> used_keys(const std::vector<std::vector<std::uint32_t>>& grids,
                                         const CollisionChoice& choice, const TilesetCatalog& catalog) const {
        std::vector<std::uint32_t> used;
        for (std::size_t k = 0; k < grids.size(); ++k) {
            if (!kept(k, choice)) {
                continue;
            }
            std::uint32_t last = 0;
            for (const std::uint32_t gid : grids[k]) {
                if ((gid & kGidTileBits) != 0 && gid != last) {
                    used.push_back(atlas_key(gid, catalog));
                    last = gid;
                }
            }
            std::sort(used.begin(), used.end());
            used.erase(std::unique(used.begin(), used.end()), used.end());
        }
        return used;
    }

    engine::TileMaskSet masks(const TileAtlas& atlas, const TilesetCatalog& catalog, CollisionRule rule) const {
        const auto count = static_cast<std::int32_t>(atlas.gids.size());
        std::vector<std::vector<std::uint64_t>> rows;
        rows.reserve(atlas.gids.size());
        for (std::int32_t type = 0; type < count; ++type) {
            const std::uint32_t key = atlas.gids[static_cast<std::size_t>(type)];
            const auto tile = catalog.find(key & kGidTileBits);
            const TiledTile* data = tile ? tile->data : nullptr;
            const TilePicture* picture = atlas.picture_of(type);
            // A tile of another size is a picture (a pebble, a tree), never a flat marker.
            const CellMode cells = picture != nullptr && cells_ == CellMode::Auto ? CellMode::Alpha : cells_;
            if (picture == nullptr || data == nullptr || data->shapes.empty()) {
                rows.push_back(tile_mask_rows(rule, data, atlas, type, tile_size_, alpha_threshold_, cells));
                continue;
            }
            // A tile of another size: its shapes moved onto its cell, flipped as it is placed.
            const GidFlips flips = GidFlips::of(key);
            TiledTile over_cell = *data;
            over_cell.shapes = shapes_over_cell(data->shapes, flips, flips.diagonal ? picture->height : picture->width,
                                                flips.diagonal ? picture->width : picture->height, tile_size_);
            rows.push_back(tile_mask_rows(rule, &over_cell, atlas, type, tile_size_, alpha_threshold_, cells));
        }
        return engine::TileMaskSet::from_function(tile_size_, std::max(count, 1), [&](std::int32_t type, std::int32_t x,
                                                                                     std::int32_t y) {
            return type < count && ((rows[static_cast<std::size_t>(type)][static_cast<std::size_t>(y)] >> x) & 1U) != 0;
        });
    }

    void fill_layers(Level& level, const std::vector<std::vector<std::uint32_t>>& grids, const Area& area,
                     const TileAtlas& atlas, const CollisionChoice& choice) const {
        if (choice.rule == CollisionRule::TileProperties || choice.rule == CollisionRule::TileShapes) {
            fill_marked_tiles(level, grids, area, atlas, *catalog_);
        }
        for (std::size_t k = 0; k < grids.size(); ++k) {
            if (choice.layer == k) {
                const engine::Tilemap<engine::PlacedTile> tiles = to_tiles(grids[k], area, atlas);
                for (std::int32_t j = 0; j < area.height; ++j) {
                    for (std::int32_t i = 0; i < area.width; ++i) {
                        level.collision.place(i, j, tiles(i, j));
                    }
                }
                level.collision_drawn = tile_layers_[k]->visible && tile_layers_[k]->opacity > 0;
                level.collision_look = look_of(*tile_layers_[k]);
                continue;
            }
            if (!kept(k, choice)) {
                continue;
            }
            const bool below = !choice.layer || k < *choice.layer;
            (below ? level.background_layers : level.foreground_layers)
                .push_back(TileLayer{to_tiles(grids[k], area, atlas), look_of(*tile_layers_[k])});
        }
        if (!choice.layer) {
            level.collision_drawn = false; // built from the drawn layers, or empty
        }
    }

    // Areas of collision objects, added to the walls of the cells they cover; true when any.
    bool add_collision_objects(Level& level, const Area& area) const {
        const CollisionObjects objects = collision_objects(
            map_, Point{static_cast<double>(area.left) * tile_size_, static_cast<double>(area.top) * tile_size_});
        if (objects.areas.empty() && objects.walkable.empty()) {
            return false;
        }
        auto cells = object_cell_masks(objects, tile_size_, area.width, area.height, map_.place);
        std::string note = objects.areas.empty() ? std::string{}
                                                 : " collision objects (" + objects.description + "), solid inside their areas";
        if (!objects.walkable.empty()) {
            add_outside_walkable(cells, objects, area);
            note += std::string{note.empty() ? "" : ", and"} + " everything outside the walkable areas (" +
                    objects.walkable_description + ")";
        }
        level.collision = with_object_walls(level, cells, map_.place);
        level.tileset_generated = true;
        level.collision_note = (level.collision_rule == CollisionRule::Nothing ? std::string{"only"}
                                                                               : level.collision_note + "; and") +
                               note;
        return true;
    }

    // A walkable-area layer read inversely: every pixel outside its areas is or'ed into `cells`.
    void add_outside_walkable(std::map<std::int64_t, std::vector<std::uint64_t>>& cells, const CollisionObjects& objects,
                              const Area& area) const {
        CollisionObjects floor;
        floor.areas = objects.walkable;
        const auto walkable = object_cell_masks(floor, tile_size_, area.width, area.height, map_.place);
        for (auto& [cell, rows] : outside_of(walkable, tile_size_, area.width, area.height, map_.place)) {
            const auto [entry, added] = cells.try_emplace(cell, rows);
            if (added || entry->second.empty()) {
                continue; // new, or already wholly solid
            }
            if (rows.empty()) {
                entry->second.clear(); // wholly solid now
                continue;
            }
            for (std::size_t y = 0; y < rows.size(); ++y) {
                entry->second[y] |= rows[y];
            }
        }
    }

    LayerLook look_of(const TiledLayer& layer) const {
        const SplitOffset offset = split_offset(layer.offset, static_cast<double>(tile_size_));
        const auto byte = [](double channel) { return static_cast<std::uint8_t>(std::lround(std::clamp(channel, 0.0, 1.0) * 255)); };
        return LayerLook{static_cast<float>(std::clamp(layer.opacity * layer.tint.alpha, 0.0, 1.0)),
                         {byte(layer.tint.red), byte(layer.tint.green), byte(layer.tint.blue)},
                         static_cast<float>(offset.rest_x_pixels),
                         static_cast<float>(offset.rest_y_pixels)};
    }

    // A layer whose tiles are solid and whose offset is not whole cells is drawn where Tiled
    // draws it, but its walls stay on the grid: said once per such layer.
    void warn_fractional_solid_offsets(const CollisionChoice& choice) {
        for (std::size_t k = 0; k < tile_layers_.size(); ++k) {
            const bool solid_layer = choice.layer ? choice.layer == k
                                                  : (choice.rule == CollisionRule::TileProperties ||
                                                     choice.rule == CollisionRule::TileShapes) &&
                                                        tile_layers_[k]->visible;
            if (solid_layer && split_offset(tile_layers_[k]->offset, static_cast<double>(tile_size_)).fractional()) {
                warnings_.push_back("layer \"" + tile_layers_[k]->name +
                                    "\" is offset by a fraction of a tile: drawn at its offset, but its walls are "
                                    "solid in the nearest whole cells (" +
                                    tile_layers_[k]->place.describe() + ")");
            }
        }
    }

    // Rules 2 and 3: over all visible layers, bottom to top, a tile marked solid (a true solid
    // property, or collision shapes) puts itself in its cell, and a tile whose solid property is
    // false (a bridge over water) empties it; tiles with neither leave the cell as it was. So
    // the topmost tile that says anything decides.
    void fill_marked_tiles(Level& level, const std::vector<std::vector<std::uint32_t>>& grids, const Area& area,
                           const TileAtlas& atlas, const TilesetCatalog& catalog) const {
        std::vector<bool> solid_type(atlas.gids.size(), false);
        for (std::size_t type = 0; type < atlas.gids.size(); ++type) {
            solid_type[type] = level.collision.masks().tile_class(static_cast<std::int32_t>(type)) != engine::TileClass::Empty;
        }
        if (cells_ == CellMode::WalkableFloor) {
            // A cell with a walkable tile is floor, whatever stands on it (a rug, a decal).
            fill_walkable_floor(level, grids, area, atlas, catalog, solid_type);
            return;
        }
        for (std::size_t k = 0; k < grids.size(); ++k) {
            if (!tile_layers_[k]->visible) {
                continue;
            }
            for (std::int32_t j = 0; j < area.height; ++j) {
                for (std::int32_t i = 0; i < area.width; ++i) {
                    const std::uint32_t gid =
                        grids[k][static_cast<std::size_t>(j) * static_cast<std::size_t>(area.width) + static_cast<std::size_t>(i)];
                    const engine::PlacedTile tile = atlas.placed(gid);
                    if (tile.has_tile() && solid_type[static_cast<std::size_t>(tile.type)]) {
                        level.collision.place(i, j, tile);
                    } else if ((gid & kGidTileBits) != 0) {
                        const auto data = catalog.find(gid & kGidTileBits);
                        if (data && declared_passable(data->data)) {
                            level.collision.place(i, j, engine::PlacedTile{});
                        }
                    }
                }
            }
        }
    }

    // The walkable reading of rule 2: the topmost non-walkable tile of each cell that holds
    // no walkable tile on any visible layer.
    void fill_walkable_floor(Level& level, const std::vector<std::vector<std::uint32_t>>& grids, const Area& area,
                             const TileAtlas& atlas, const TilesetCatalog& catalog,
                             const std::vector<bool>& solid_type) const {
        for (std::int32_t j = 0; j < area.height; ++j) {
            for (std::int32_t i = 0; i < area.width; ++i) {
                const std::size_t cell = static_cast<std::size_t>(j) * static_cast<std::size_t>(area.width) +
                                         static_cast<std::size_t>(i);
                engine::PlacedTile wall{};
                bool floor = false;
                for (std::size_t k = 0; k < grids.size() && !floor; ++k) {
                    const std::uint32_t id = grids[k][cell] & kGidTileBits;
                    if (!tile_layers_[k]->visible || id == 0) {
                        continue;
                    }
                    const auto tile = catalog.find(id);
                    floor = tile && is_walkable(tile->data);
                    const engine::PlacedTile placed = atlas.placed(grids[k][cell]);
                    if (placed.has_tile() && solid_type[static_cast<std::size_t>(placed.type)]) {
                        wall = placed;
                    }
                }
                if (!floor && wall.has_tile()) {
                    level.collision.place(i, j, wall);
                }
            }
        }
    }

    const TiledDocument& map_;
    const std::filesystem::path& file_;
    const AssetSource& assets_;
    std::int32_t tile_size_ = 0;
    Area area_;
    std::optional<TilesetCatalog> catalog_;
    std::vector<std::vector<std::uint32_t>> grids_;
    TiledLayer empty_layer_;
    std::deque<ObjectLayer> object_layers_; // a deque: tile_layers_ points into it
    std::vector<std::string> object_warnings_;
    std::string grown_by_; // the layer whose offset grew the map, if any
    CellMode cells_ = CellMode::Auto;
    std::string name_;
    std::string description_;
    std::uint8_t alpha_threshold_ = engine::kDefaultAlphaThreshold;
    std::vector<const TiledLayer*> tile_layers_;
    std::vector<std::string> warnings_;
};

// [SECTION] entry

bool looks_like_xml(std::string_view text) {
    const std::size_t first = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
    return first != std::string_view::npos && text[first] == '<';
}

} // namespace

Level parse_tiled_level(std::string_view text, const std::filesystem::path& file, const AssetSource& assets) {
    check_utf8_file(text, file);
    try {
        const TiledDocument map = looks_like_xml(text) ? read_tmx(text, file, assets) : read_tmj(text, file, assets);
        return LevelAssembler{map, file, assets}.assemble();
    } catch (const nlohmann::json::exception& error) {
        // Every value is type-checked through JsonNode first; this is the safety net that keeps
        // the promise "only LoadError comes out" if a check was ever missed.
        throw LoadError::in_file(file, std::string{"unexpected JSON content: "} + error.what());
    }
}

Level load_tiled_level(const std::filesystem::path& file, const AssetSource& assets) {
    const std::string text = read_text_file(file);
    return parse_tiled_level(text, file, assets);
}

} // namespace levels
