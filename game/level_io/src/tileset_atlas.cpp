// A map's tilesets as one atlas of the tiles it uses (tileset_atlas.hpp).
#include "tileset_atlas.hpp"

#include "tile_pictures.hpp"
#include "levels/load_error.hpp"
#include "levels/regular_file.hpp"

#include "engine/raycast/collision_mask.hpp"

#include <algorithm>
#include <cstring>

namespace levels::detail {

namespace {

std::string size_text(std::int64_t width, std::int64_t height) {
    return std::to_string(width) + " x " + std::to_string(height) + " px";
}

// Tiled's count of tiles along one side of an image: as many as fit after the margin, each
// but the last followed by the spacing.
std::int64_t tiles_along(std::int64_t image_side, std::int64_t tile_side, std::int64_t margin, std::int64_t spacing) {
    const std::int64_t usable = image_side - 2 * margin + spacing;
    return usable <= 0 ? 0 : usable / (tile_side + spacing);
}

// A declared size that disagrees with the image is stale: Tiled itself uses the image, so
// we do too, and say which attribute was stale.
void warn_declared(std::vector<std::string>& warnings, const TiledTileset& tileset, const char* key,
                   std::optional<std::int64_t> declared, std::int64_t actual) {
    if (declared && *declared != 0 && *declared != actual) {
        warnings.push_back("tileset \"" + tileset.name + "\": its " + key + " says " + std::to_string(*declared) +
                           " but the image gives " + std::to_string(actual) + "; the image wins, as in Tiled (" +
                           tileset.place.describe() + ")");
    }
}

// The columns the tileset had when the map was drawn: declared, or implied by the declared width.
std::optional<std::int64_t> declared_columns(const TiledTileset& tileset) {
    if (tileset.columns && *tileset.columns != 0) {
        return tileset.columns;
    }
    if (tileset.image && tileset.image->width != 0) {
        const std::int64_t usable = tileset.image->width - 2 * tileset.margin + tileset.spacing;
        return usable <= 0 ? 0 : usable / (tileset.tile_width + tileset.spacing);
    }
    return std::nullopt;
}

// 64 tiles of at most 64 px: the atlas stays within 4096 px a side, a size every GPU takes.
constexpr std::int32_t kAtlasColumns = 64;

} // namespace

TilesetCatalog::TilesetCatalog(const TiledDocument& map, std::int32_t tile_size, const AssetSource& assets)
    : assets_{&assets}, tile_size_{tile_size} {
    // A map without tilesets is fine while no tile is placed (walls may be objects); a placed
    // gid then fails with "not in any tileset".
    check_tileset_count(map.tilesets.size(), map.place.at("tilesets"));
    std::size_t shapes = 0;
    std::size_t points = 0;
    for (const TiledTileset& tileset : map.tilesets) {
        Loaded loaded;
        loaded.source = &tileset;
        for (const TiledTile& tile : *tileset.tiles) {
            if (!loaded.tiles.emplace(tile.id, &tile).second) {
                throw tile.place.error("tile " + std::to_string(tile.id) + " is defined twice");
            }
            shapes += tile.shapes.size();
            for (const TileShape& shape : tile.shapes) {
                points += shape.points.size();
            }
            if (shapes > Limits::kMaxTileShapes || points > Limits::kMaxTileShapePoints) {
                throw tile.place.error("the tilesets hold more than " + std::to_string(Limits::kMaxTileShapes) +
                                       " collision shapes or " + std::to_string(Limits::kMaxTileShapePoints) +
                                       " polygon corners: simplify the shapes in Tiled's collision editor");
            }
        }
        if (tileset.image) {
            load_image_tileset(loaded);
        } else {
            const bool any_image = std::any_of(tileset.tiles->begin(), tileset.tiles->end(),
                                               [](const TiledTile& tile) { return tile.image.has_value(); });
            if (!any_image && !tileset.tiles->empty()) {
                throw tileset.place.at("image").error("the tileset has no image, and none of its tiles has one (add "
                                                      "an image in Tiled's tileset properties)");
            }
            // An empty tileset (no image, no tiles) covers no gid: a tile placed from it fails
            // as "not in any tileset"; unused, it is only mentioned.
            loaded.count = any_image ? loaded.tiles.rbegin()->first + 1 : 0;
            if (!any_image) {
                warnings_.push_back("tileset \"" + tileset.name + "\" has no image and no tiles: skipped (" +
                                    tileset.place.describe() + ")");
            }
        }
        tilesets_.push_back(std::move(loaded));
    }
    std::stable_sort(tilesets_.begin(), tilesets_.end(),
                     [](const Loaded& a, const Loaded& b) { return a.source->first_gid < b.source->first_gid; });
    if (tilesets_.empty()) {
        return;
    }
    const Loaded& first = tilesets_.front();
    plain_ = tilesets_.size() == 1 && first.image && !first.off_grid && first.source->margin == 0 && first.source->spacing == 0 &&
             first.image->width % tile_size == 0 && first.image->height % tile_size == 0 &&
             first.count <= engine::kMaxMaskTileTypes;
}

bool TilesetCatalog::is_missing(const std::filesystem::path& file) {
    return check_regular_file(file, Limits::kMaxImageFileBytes).problem == FileProblem::Missing;
}

// A missing tileset image's stand-in: the declared image size, else the one the declared
// columns and tile count imply; one plain opaque colour. Without either the map is refused.
std::shared_ptr<RgbaImage> TilesetCatalog::missing_image_placeholder(const TiledTileset& tileset) const {
    const TiledImage& image = *tileset.image;
    std::int64_t width = image.width;
    std::int64_t height = image.height;
    if ((width <= 0 || height <= 0) && tileset.columns && *tileset.columns > 0 && tileset.tile_count &&
        *tileset.tile_count > 0) {
        const std::int64_t columns = *tileset.columns;
        const std::int64_t rows = (*tileset.tile_count + columns - 1) / columns;
        width = 2 * tileset.margin + columns * tileset.tile_width + (columns - 1) * tileset.spacing;
        height = 2 * tileset.margin + rows * tileset.tile_height + (rows - 1) * tileset.spacing;
    }
    if (width <= 0 || height <= 0 || width > Limits::kMaxImageSide || height > Limits::kMaxImageSide) {
        throw image.place.error("cannot load the tileset image " + image.path.string() +
                                ": it does not exist, and the map declares no usable size for it");
    }
    auto placeholder = std::make_shared<RgbaImage>();
    placeholder->width = static_cast<std::int32_t>(width);
    placeholder->height = static_cast<std::int32_t>(height);
    placeholder->rgba.resize(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4);
    for (std::size_t k = 0; k < placeholder->rgba.size(); k += 4) {
        placeholder->rgba[k] = 0x80; // a plain grey-violet: visibly not the map's art
        placeholder->rgba[k + 1] = 0x60;
        placeholder->rgba[k + 2] = 0x90;
        placeholder->rgba[k + 3] = 0xff;
    }
    image_bytes_ += placeholder->rgba.size();
    return placeholder;
}

void TilesetCatalog::load_image_tileset(Loaded& loaded) {
    const TiledTileset& tileset = *loaded.source;
    for (const auto& [key, side] : {std::pair{"tilewidth", tileset.tile_width}, std::pair{"tileheight", tileset.tile_height}}) {
        if (side < 1 || side > Limits::kMaxImageSide) {
            throw tileset.place.at(key).error("the tile size must be 1.." + std::to_string(Limits::kMaxImageSide) +
                                              " px, got " + std::to_string(side));
        }
    }
    // Tiles of another size than the grid (trees taller than a cell, say) still count for
    // the gids; the level leaves them out (see fits_grid).
    loaded.off_grid = tileset.tile_width != tile_size_ || tileset.tile_height != tile_size_;
    if (tileset.margin < 0 || tileset.spacing < 0 || tileset.margin > Limits::kMaxImageSide ||
        tileset.spacing > Limits::kMaxImageSide) {
        throw tileset.place.at("margin").error("margin and spacing must be 0.." + std::to_string(Limits::kMaxImageSide) +
                                               " px, got " + std::to_string(tileset.margin) + " and " +
                                               std::to_string(tileset.spacing));
    }
    const TiledImage& image = *tileset.image;
    if (!images_.contains(image.path)) {
        try {
            load_image(image, "tileset image");
        } catch (const LoadError&) {
            images_.erase(image.path);
            if (!is_missing(image.path)) {
                throw; // not a regular file, too large, not a PNG ...: still refused
            }
        }
    }
    if (!images_.contains(image.path)) {
        // Tiled opens a map whose tileset image is gone (renamed, not copied): so does Tilecast,
        // with tiles of one plain opaque colour of the size the map declares.
        images_[image.path] = missing_image_placeholder(tileset);
        missing_images_ = true;
        warnings_.push_back("tileset \"" + tileset.name + "\": its image " + image.path.string() +
                            " does not exist: its tiles are drawn in a plain colour, and are walls only where a "
                            "collision layer, a solid property or collision shapes make them so (" +
                            image.place.describe() + ")");
    }
    const std::shared_ptr<RgbaImage>& cached = load_image(image, "tileset image");
    loaded.image = cached;
    if (main_image_path_.empty()) {
        main_image_path_ = image.path;
    }
    warn_declared(warnings_, tileset, "imagewidth", image.width, cached->width);
    warn_declared(warnings_, tileset, "imageheight", image.height, cached->height);
    loaded.columns = tiles_along(cached->width, tileset.tile_width, tileset.margin, tileset.spacing);
    loaded.count = loaded.columns * tiles_along(cached->height, tileset.tile_height, tileset.margin, tileset.spacing);
    if (loaded.count == 0) {
        throw image.place.error("the tileset image " + image.path.string() + " is " +
                                size_text(cached->width, cached->height) + ", smaller than one " +
                                size_text(tileset.tile_width, tileset.tile_height) + " tile");
    }
    warn_declared(warnings_, tileset, "tilecount", tileset.tile_count, loaded.count);
    warn_moved_gids(tileset, loaded.columns);
}

// When the image's column count is not the one the map was drawn with, every tile from the
// end of the shorter first row on shows another picture: Tiled asks to remap; we say which.
void TilesetCatalog::warn_moved_gids(const TiledTileset& tileset, std::int64_t columns) {
    const std::optional<std::int64_t> before = declared_columns(tileset);
    if (!before || *before == 0 || *before == columns) {
        return;
    }
    const std::int64_t first_moved = tileset.first_gid + std::min(*before, columns);
    warnings_.push_back("tileset \"" + tileset.name + "\": the image has " + std::to_string(columns) +
                        " columns, not the " + std::to_string(*before) + " the map was drawn with, so gids from " +
                        std::to_string(first_moved) + " on show other tiles than in the editor (" +
                        tileset.place.describe() + ")");
}

std::optional<TilesetCatalog::Tile> TilesetCatalog::find(std::uint32_t gid) const {
    // The tileset with the largest first gid not above `gid` (tilesets_ is sorted by it).
    const auto after = std::upper_bound(tilesets_.begin(), tilesets_.end(), static_cast<std::int64_t>(gid),
                                        [](std::int64_t value, const Loaded& loaded) { return value < loaded.source->first_gid; });
    if (after == tilesets_.begin()) {
        return std::nullopt;
    }
    const auto k = static_cast<std::size_t>(after - tilesets_.begin() - 1);
    const Loaded& loaded = tilesets_[k];
    const std::int64_t local = static_cast<std::int64_t>(gid) - loaded.source->first_gid;
    const auto data = loaded.tiles.find(local);
    const TiledTile* tile = data == loaded.tiles.end() ? nullptr : data->second;
    if (local >= loaded.count || (!loaded.image && (tile == nullptr || !tile->image))) {
        return std::nullopt;
    }
    return Tile{k, local, tile};
}

const TiledTileset* TilesetCatalog::empty_owner(std::uint32_t gid) const {
    const auto after = std::upper_bound(tilesets_.begin(), tilesets_.end(), static_cast<std::int64_t>(gid),
                                        [](std::int64_t value, const Loaded& loaded) { return value < loaded.source->first_gid; });
    if (after == tilesets_.begin()) {
        return nullptr;
    }
    const Loaded& loaded = *(after - 1);
    return loaded.count == 0 && !loaded.image ? loaded.source : nullptr;
}

std::string TilesetCatalog::gid_ranges() const {
    std::string text;
    for (const Loaded& loaded : tilesets_) {
        if (loaded.count == 0) {
            continue;
        }
        text += (text.empty() ? "" : ", ") + std::to_string(loaded.source->first_gid) + ".." +
                std::to_string(loaded.source->first_gid + loaded.count - 1);
    }
    return text;
}

std::int64_t TilesetCatalog::first_gid() const { return tilesets_.front().source->first_gid; }

const RgbaImage& TilesetCatalog::plain_image() const { return *tilesets_.front().image; }

std::int32_t TilesetCatalog::plain_count() const { return static_cast<std::int32_t>(tilesets_.front().count); }

const std::shared_ptr<RgbaImage>& TilesetCatalog::load_image(const TiledImage& image, const char* what) const {
    auto& cached = images_[image.path];
    if (!cached) {
        try {
            cached = std::make_shared<RgbaImage>(assets_->read_image(image.path));
        } catch (const LoadError& error) {
            throw image.place.error(std::string{"cannot load the "} + what + " " + image.path.string() + ": " +
                                    error.problem());
        }
        image_bytes_ += cached->rgba.size();
        if (image_bytes_ > kMaxImageBytes) {
            throw image.place.error("the tilesets' images need more than " + std::to_string(kMaxImageBytes >> 20) +
                                    " MiB decoded: use fewer or smaller images");
        }
    }
    return cached;
}

const RgbaImage& TilesetCatalog::tile_image(const TiledTile& tile) const { return *load_image(*tile.image, "tile image"); }

bool TilesetCatalog::fits_grid(const Tile& tile) const {
    const Loaded& loaded = tilesets_[tile.tileset];
    if (loaded.image) {
        return !loaded.off_grid;
    }
    const RgbaImage& image = tile_image(*tile.data);
    return image.width == tile_size_ && image.height == tile_size_;
}

RgbaImage TilesetCatalog::picture(const Tile& tile) const {
    const Loaded& loaded = tilesets_[tile.tileset];
    if (!loaded.image) {
        return tile_image(*tile.data);
    }
    const TiledTileset& tileset = *loaded.source;
    const std::int64_t left = tileset.margin + (tile.local_id % loaded.columns) * (tileset.tile_width + tileset.spacing);
    const std::int64_t top = tileset.margin + (tile.local_id / loaded.columns) * (tileset.tile_height + tileset.spacing);
    RgbaImage out;
    out.width = static_cast<std::int32_t>(tileset.tile_width);
    out.height = static_cast<std::int32_t>(tileset.tile_height);
    out.rgba.resize(static_cast<std::size_t>(out.width) * static_cast<std::size_t>(out.height) * 4);
    const RgbaImage& source = *loaded.image;
    const auto row_bytes = static_cast<std::size_t>(out.width) * 4;
    for (std::int32_t row = 0; row < out.height; ++row) {
        const std::size_t from =
            ((static_cast<std::size_t>(top) + static_cast<std::size_t>(row)) * static_cast<std::size_t>(source.width) +
             static_cast<std::size_t>(left)) *
            4;
        std::memcpy(out.rgba.data() + static_cast<std::size_t>(row) * row_bytes, source.rgba.data() + from, row_bytes);
    }
    return out;
}

void TilesetCatalog::copy_tile(const Tile& tile, RgbaImage& target, std::int32_t x, std::int32_t y) const {
    const Loaded& loaded = tilesets_[tile.tileset];
    const RgbaImage* source = loaded.image.get();
    std::int64_t left = 0;
    std::int64_t top = 0;
    if (source != nullptr) {
        const TiledTileset& tileset = *loaded.source;
        left = tileset.margin + (tile.local_id % loaded.columns) * (tile_size_ + tileset.spacing);
        top = tileset.margin + (tile.local_id / loaded.columns) * (tile_size_ + tileset.spacing);
    } else {
        source = &tile_image(*tile.data);
    }
    const auto row_bytes = static_cast<std::size_t>(tile_size_) * 4;
    for (std::int32_t row = 0; row < tile_size_; ++row) {
        const std::size_t from = ((static_cast<std::size_t>(top) + static_cast<std::size_t>(row)) *
                                      static_cast<std::size_t>(source->width) +
                                  static_cast<std::size_t>(left)) *
                                 4;
        const std::size_t to =
            ((static_cast<std::size_t>(y) + static_cast<std::size_t>(row)) * static_cast<std::size_t>(target.width) +
             static_cast<std::size_t>(x)) *
            4;
        std::memcpy(target.rgba.data() + to, source->rgba.data() + from, row_bytes);
    }
}

std::uint32_t atlas_key(std::uint32_t gid, const TilesetCatalog& catalog) {
    const std::uint32_t id = gid & kGidTileBits;
    const auto tile = catalog.find(id);
    return tile && !catalog.fits_grid(*tile) ? gid & (kGidTileBits | kGidFlipBits) : id;
}

std::int32_t TileAtlas::type_of(std::uint32_t key) const {
    if (plain) {
        const std::int64_t type = static_cast<std::int64_t>(key) - plain_first_gid;
        return type >= 0 && type < static_cast<std::int64_t>(gids.size()) ? static_cast<std::int32_t>(type)
                                                                           : engine::PlacedTile::kNoTile;
    }
    const auto found = std::lower_bound(gids.begin(), gids.end(), key);
    return found != gids.end() && *found == key ? static_cast<std::int32_t>(found - gids.begin())
                                                : engine::PlacedTile::kNoTile;
}

engine::PlacedTile TileAtlas::placed(std::uint32_t gid) const {
    const std::uint32_t id = gid & kGidTileBits;
    if (id == 0) {
        return engine::PlacedTile{};
    }
    // A tile of another size is keyed with its flips (its slot is flipped already); the keys of
    // tiles that fit the grid never carry flip bits, so the first lookup misses for them.
    const std::uint32_t flipped_key = gid & (kGidTileBits | kGidFlipBits);
    if (flipped_key != id && !plain) {
        if (const std::int32_t type = type_of(flipped_key); type != engine::PlacedTile::kNoTile) {
            return engine::PlacedTile{type, engine::TileFlip{}};
        }
    }
    const GidFlips flips = GidFlips::of(gid);
    return engine::PlacedTile{type_of(id), engine::TileFlip{flips.horizontal, flips.vertical, flips.diagonal}};
}

const TilePicture* TileAtlas::picture_of(std::int32_t type) const {
    const auto found = std::lower_bound(pictures.begin(), pictures.end(), type,
                                        [](const TilePicture& picture, std::int32_t wanted) { return picture.type < wanted; });
    return found != pictures.end() && found->type == type ? &*found : nullptr;
}

namespace {

// Shelves of pictures, left to right, a new shelf when the next would pass the widest image.
void pack_pictures(TileAtlas& atlas, std::vector<RgbaImage>& pictures, const Place& map) {
    constexpr std::int32_t kWidest = Limits::kMaxImageSide;
    std::int32_t x = 0;
    std::int32_t y = 0;
    std::int32_t shelf = 0;
    std::int32_t width = 0;
    for (std::size_t k = 0; k < pictures.size(); ++k) {
        TilePicture& place = atlas.pictures[k];
        if (x + pictures[k].width > kWidest) {
            x = 0;
            y += shelf;
            shelf = 0;
        }
        place.left = x;
        place.top = y;
        place.width = pictures[k].width;
        place.height = pictures[k].height;
        x += place.width;
        width = std::max(width, x);
        shelf = std::max(shelf, place.height);
        if (y + shelf > kWidest) {
            throw map.error("the tiles larger or smaller than the grid need more than one " + std::to_string(kWidest) +
                            " px image: use fewer of them");
        }
    }
    RgbaImage& sheet = atlas.picture_image;
    sheet.width = width;
    sheet.height = y + shelf;
    sheet.rgba.assign(static_cast<std::size_t>(sheet.width) * static_cast<std::size_t>(sheet.height) * 4, 0);
    for (std::size_t k = 0; k < pictures.size(); ++k) {
        const TilePicture& place = atlas.pictures[k];
        const auto row_bytes = static_cast<std::size_t>(place.width) * 4;
        for (std::int32_t row = 0; row < place.height; ++row) {
            std::memcpy(sheet.rgba.data() + (static_cast<std::size_t>(place.top + row) * static_cast<std::size_t>(sheet.width) +
                                             static_cast<std::size_t>(place.left)) * 4,
                        pictures[k].rgba.data() + static_cast<std::size_t>(row) * row_bytes, row_bytes);
        }
    }
}

} // namespace

TileAtlas build_atlas(const TilesetCatalog& catalog, const std::vector<std::uint32_t>& used_gids, const Place& map) {
    TileAtlas atlas;
    const std::int32_t tile_size = catalog.tile_size();
    if (catalog.plain()) {
        atlas.plain = true;
        atlas.plain_first_gid = catalog.first_gid();
        atlas.image = catalog.plain_image();
        atlas.columns = atlas.image.width / tile_size;
        const std::int32_t count = catalog.plain_count();
        for (std::int32_t type = 0; type < count; ++type) {
            atlas.gids.push_back(static_cast<std::uint32_t>(atlas.plain_first_gid + type));
        }
        return atlas;
    }
    if (used_gids.size() > static_cast<std::size_t>(engine::kMaxMaskTileTypes)) {
        throw map.error("the map uses " + std::to_string(used_gids.size()) + " different tiles, more than the limit of " +
                        std::to_string(engine::kMaxMaskTileTypes));
    }
    atlas.gids = used_gids;
    const auto count = static_cast<std::int32_t>(used_gids.size());
    atlas.columns = std::max(1, std::min(count, kAtlasColumns));
    const std::int32_t rows = std::max(1, (count + atlas.columns - 1) / atlas.columns);
    atlas.image.width = atlas.columns * tile_size;
    atlas.image.height = rows * tile_size;
    atlas.image.rgba.assign(static_cast<std::size_t>(atlas.image.width) * static_cast<std::size_t>(atlas.image.height) * 4, 0);
    std::vector<RgbaImage> pictures;
    std::int64_t picture_area = 0; // bounds memory before packing: more than one sheet's area never packs
    for (std::int32_t type = 0; type < count; ++type) {
        const std::uint32_t key = used_gids[static_cast<std::size_t>(type)];
        const auto tile = catalog.find(key & kGidTileBits);
        const std::int32_t x = (type % atlas.columns) * tile_size;
        const std::int32_t y = (type / atlas.columns) * tile_size;
        if (catalog.fits_grid(*tile)) {
            catalog.copy_tile(*tile, atlas.image, x, y);
            continue;
        }
        pictures.push_back(flipped_picture(catalog.picture(*tile), GidFlips::of(key)));
        picture_area += static_cast<std::int64_t>(pictures.back().width) * pictures.back().height;
        if (picture_area > std::int64_t{Limits::kMaxImageSide} * Limits::kMaxImageSide) {
            throw map.error("the tiles larger or smaller than the grid need more than one " +
                            std::to_string(Limits::kMaxImageSide) + " px image: use fewer of them");
        }
        copy_cell_part(pictures.back(), atlas.image, x, y, tile_size);
        atlas.pictures.push_back(TilePicture{type, 0, 0, 0, 0});
    }
    pack_pictures(atlas, pictures, map);
    return atlas;
}

} // namespace levels::detail
