#pragma once
/// A Tiled map's tilesets made into the one tileset a `levels::Level` has (internal).
///
/// What it is for: a level is drawn and collided from one image of equal square tiles, but a
/// Tiled map may use any number of tilesets, each with its own `firstgid`, margin and spacing,
/// or an image per tile (image collections). `TilesetCatalog` answers "which tile is gid N,
/// and what are its pixels?"; `build_atlas` copies the tiles the map actually uses into one
/// image, so a map that touches 30 tiles of a 5,000-tile tileset costs 30 tiles.
///
/// Important parts:
/// - gid lookup: the tileset with the largest `firstgid` not above the gid (Tiled's rule);
///   flip bits must be stripped first;
/// - margin and spacing: tile t of an image tileset sits at
///   (margin + (t % columns) * (tilewidth + spacing), margin + (t / columns) * (tileheight + spacing));
///   columns are counted as Tiled counts them, leftover pixels at the edges ignored;
/// - the plain case — one image tileset, no margin or spacing, no leftover pixels — keeps the
///   image as it is and tile types equal to local tile ids, as the shipped levels expect;
///   otherwise the atlas holds the used tiles in gid order, 64 to a row;
/// - tiles of another size than the grid (`fits_grid` says no) get one atlas slot per flip
///   they are placed with, holding the part of the flipped picture over their own cell, and
///   their whole flipped picture goes to a second image, `TileAtlas::picture_image`
///   (tile_pictures.hpp says why and how they are anchored);
/// - images are read through the `AssetSource`; every problem is a LoadError at the place the
///   file names the tileset or image.
///
///     TilesetCatalog catalog{map, 32, assets};
///     TileAtlas atlas = build_atlas(catalog, {1, 5, 130});
///     std::int32_t type = atlas.type_of(130);   // 2
///
/// Source: Tiled's "TMX Map Format", sections <tileset>, <image>, <tile> and "Tile flipping"
/// (https://doc.mapeditor.org/en/stable/reference/tmx-map-format/#tileset).

#include "tiled_document.hpp"

#include "levels/level.hpp"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace levels::detail {

/// The bits of a gid that say which tile it is (the top four are flips).
inline constexpr std::uint32_t kGidTileBits = 0x0FFFFFFFU;

/// A map's tilesets with their images loaded, looked up by gid.
class TilesetCatalog {
public:
    /// One tile of a tileset.
    struct Tile {
        /// Index of its tileset in the map's list.
        std::size_t tileset = 0;
        /// Its id inside the tileset.
        std::int64_t local_id = 0;
        /// Its per-tile data (properties, shapes), or null.
        const TiledTile* data = nullptr;
    };

    /// Loads the images of `map`'s tilesets and checks them against the grid `tile_size`.
    TilesetCatalog(const TiledDocument& map, std::int32_t tile_size, const AssetSource& assets);

    /// The tile `gid` (without flip bits) names, or nothing when no tileset has it.
    std::optional<Tile> find(std::uint32_t gid) const;
    /// The empty tileset (no image, no tiles) whose range `gid` falls in, or null: for messages.
    const TiledTileset* empty_owner(std::uint32_t gid) const;
    /// The gids the tilesets cover, for messages: "1..40, 41..47".
    std::string gid_ranges() const;
    /// What was read other than declared (a stale image size), or skipped (an empty tileset).
    const std::vector<std::string>& warnings() const noexcept { return warnings_; }
    /// True when a tileset's image file does not exist (its tiles are a plain colour, no alpha).
    bool missing_images() const noexcept { return missing_images_; }
    /// True in the plain case (see the header): the one tileset's image serves as it is.
    bool plain() const noexcept { return plain_; }
    /// Pixels per tile side (the map's grid).
    std::int32_t tile_size() const noexcept { return tile_size_; }
    /// The first tileset's first gid.
    std::int64_t first_gid() const;
    /// The image of tileset 0 (plain case) or the first image loaded, for Level::tileset_path.
    const std::filesystem::path& main_image_path() const noexcept { return main_image_path_; }
    /// The image of tileset 0 in the plain case.
    const RgbaImage& plain_image() const;
    /// Tiles in tileset 0 in the plain case.
    std::int32_t plain_count() const;
    /// True when `tile` is the map's grid size. Tiles of other sizes (a tree two cells tall)
    /// are drawn from their whole picture and solid over their own cell (tile_pictures.hpp).
    bool fits_grid(const Tile& tile) const;
    /// The whole picture of `tile`, at its own size.
    RgbaImage picture(const Tile& tile) const;
    /// Copies tile `tile`'s pixels to `target` with its top-left at (x, y). Loads an image
    /// collection's image on first use (hence not const in effect; the cache is mutable).
    void copy_tile(const Tile& tile, RgbaImage& target, std::int32_t x, std::int32_t y) const;

private:
    struct Loaded {
        const TiledTileset* source = nullptr;
        std::shared_ptr<RgbaImage> image; // image tilesets
        std::int64_t columns = 0;
        std::int64_t count = 0;           // tiles, or one past the largest id of an image collection
        bool off_grid = false;            // an image tileset whose tiles are not the grid's size
        std::map<std::int64_t, const TiledTile*> tiles;
    };
    void load_image_tileset(Loaded& loaded);
    void warn_moved_gids(const TiledTileset& tileset, std::int64_t columns);
    const RgbaImage& tile_image(const TiledTile& tile) const;
    // Decodes `image` once per path; the decoded bytes of all images are bounded.
    const std::shared_ptr<RgbaImage>& load_image(const TiledImage& image, const char* what) const;

    // At most kMaxTilesets tilesets (tiled_document.hpp): more than any real map has, few
    // enough that a fuzzed map cannot make a gid lookup or the images slow or huge.
    static constexpr std::size_t kMaxImageBytes = std::size_t{512} << 20;

    const AssetSource* assets_;
    std::int32_t tile_size_;
    std::vector<Loaded> tilesets_; // in the map's order (sorted by first gid)
    bool plain_ = false;
    std::filesystem::path main_image_path_;
    mutable std::map<std::filesystem::path, std::shared_ptr<RgbaImage>> images_;
    mutable std::size_t image_bytes_ = 0;
    bool missing_images_ = false;
    static bool is_missing(const std::filesystem::path& file);
    std::shared_ptr<RgbaImage> missing_image_placeholder(const TiledTileset& tileset) const;
    std::vector<std::string> warnings_;
};

/// The flip bits of a gid that Tilecast reads (the hexagonal rotation bit is not one of them).
inline constexpr std::uint32_t kGidFlipBits = 0xE0000000U;

/// The key a placed `gid` has in an atlas: its tile id, with its flips when the tile does not
/// fit the grid (such a tile's slot holds its picture already flipped).
std::uint32_t atlas_key(std::uint32_t gid, const TilesetCatalog& catalog);

/// The tiles a level uses, as one image of square tiles.
struct TileAtlas {
    /// The image.
    RgbaImage image;
    /// Tiles per row.
    std::int32_t columns = 0;
    /// The atlas key (see atlas_key) of each tile type, in type order, increasing.
    std::vector<std::uint32_t> gids;
    /// Tile type of atlas key `key`, or engine::PlacedTile::kNoTile.
    std::int32_t type_of(std::uint32_t key) const;
    /// The tile a placed `gid` (with flips) puts in its cell: a tile that fits the grid keeps
    /// its flips for the engine to apply; a larger or smaller one is its pre-flipped slot.
    engine::PlacedTile placed(std::uint32_t gid) const;
    /// Where the whole pictures of the tiles of another size are, by increasing type.
    std::vector<TilePicture> pictures;
    /// Those pictures.
    RgbaImage picture_image;
    /// The picture of type `type`, or null when it fits the grid.
    const TilePicture* picture_of(std::int32_t type) const;
    /// The first gid (plain case: type = gid - first_gid).
    std::int64_t plain_first_gid = 0;
    /// Plain case: types are local ids.
    bool plain = false;
};

/// The atlas of the tiles `used_keys` (atlas keys, sorted, no duplicates, all found in
/// `catalog`). Throws a LoadError at the map when more than the mask limit are used, or when
/// the pictures of the tiles of other sizes do not fit one 4096 px image.
TileAtlas build_atlas(const TilesetCatalog& catalog, const std::vector<std::uint32_t>& used_keys, const Place& map);

} // namespace levels::detail
