#pragma once
// Which tiles of a layer are in view, and the draw call for each: the part of drawing a
// level that needs no renderer, so a test can check it and a benchmark can time it.
//
// What it is for: a level may be 4096 x 4096 tiles, but a window shows a few thousand of
// them. `collect_tile_draws` turns the camera's view into a window of cells (clipped to the
// layer) and visits only those, so a frame costs the same on a 20 x 20 map and a 4096 x 4096
// one (tests/bench/bench_level_view.cpp measures it). For each tile it says where its pixels
// come from and where they go on screen:
// - a tile of the grid's size comes from the tileset, flipped by SDL (`sdl_orientation`);
// - a tile of another size (a tree two cells tall) comes from the level's tile-picture
//   image, already flipped, with its bottom-left corner on its cell's bottom-left corner as
//   Tiled draws it — so the window reaches as far below and to the left of the view as such
//   pictures reach up and right, and rows go top to bottom, the lower tile over the upper;
// - a layer's drawing offset within a tile (`levels::LayerLook`) moves every tile of it.
//
//     TileArt art{32, tileset_columns, level.tile_pictures};
//     std::vector<TileDraw> draws;
//     collect_tile_draws(layer.tiles, layer.look, art, camera, draws);
//
// Source: Tiled's "TMX Map Format" (render order right-down, tile flipping) and its manual on
// tile render size and alignment (https://doc.mapeditor.org/en/stable/manual/editing-tilesets/).

#include "render/camera.hpp"

#include <engine/raycast/collision_map.hpp>
#include <engine/raycast/tile_flip.hpp>
#include <levels/level.hpp>

#include <SDL.h>

#include <cstdint>
#include <vector>

namespace game {

/// What SDL_RenderCopyExF needs to draw a tile with a TileFlip.
struct SdlOrientation {
    double angle_degrees = 0.0;                 ///< clockwise rotation, applied after the flip
    SDL_RendererFlip flip = SDL_FLIP_NONE;      ///< mirror flags, applied first
};

/// The SDL form of Tiled's flags: a diagonal flip (transpose) is a vertical mirror followed
/// by a quarter turn clockwise; the later horizontal / vertical mirrors commute past that
/// turn by swapping roles.
SdlOrientation sdl_orientation(engine::TileFlip flip) noexcept;

/// Where a level's tiles' pixels are: the tileset grid, and the pictures of tiles of other sizes.
class TileArt {
public:
    /// `tile_size` px tiles, `columns` to a tileset row, and the level's `pictures`.
    TileArt(std::int32_t tile_size, std::int32_t columns, const std::vector<levels::TilePicture>& pictures);

    /// Pixels per tile side.
    std::int32_t tile_size() const noexcept { return tile_size_; }
    /// The picture of `type`, or null for a tile of the grid's size.
    const levels::TilePicture* picture(std::int32_t type) const noexcept;
    /// Whole cells the widest picture reaches right of its own cell.
    std::int32_t reach_right_cells() const noexcept { return reach_right_cells_; }
    /// Whole cells the tallest picture reaches above its own cell.
    std::int32_t reach_up_cells() const noexcept { return reach_up_cells_; }
    /// Where tile `type` is in the tileset image.
    SDL_Rect tileset_source(std::int32_t type) const noexcept;

private:
    std::int32_t tile_size_;
    std::int32_t columns_;
    std::vector<levels::TilePicture> pictures_;
    std::vector<std::int32_t> picture_of_type_; // index into pictures_, or -1
    std::int32_t reach_right_cells_ = 0;
    std::int32_t reach_up_cells_ = 0;
};

/// One draw call.
struct TileDraw {
    SDL_Rect source{};               ///< pixels in the tileset, or in the picture image
    SDL_FRect target{};              ///< screen pixels, edges rounded to whole pixels
    SdlOrientation orientation;      ///< how to turn the source (always none for a picture)
    bool from_pictures = false;      ///< the source is in the level's tile-picture image
};

/// The cells of a layer a view may show, clipped to the layer (empty when last < first).
struct TileWindow {
    std::int32_t first_x = 0; ///< leftmost column
    std::int32_t first_y = 0; ///< top row
    std::int32_t last_x = -1; ///< rightmost column
    std::int32_t last_y = -1; ///< bottom row
};

/// The cells of a `width` x `height` layer drawn at `look`'s offset that `camera` may show,
/// widened by how far `art`'s pictures reach.
TileWindow visible_tiles(const Camera& camera, std::int32_t width, std::int32_t height, const levels::LayerLook& look,
                         const TileArt& art) noexcept;

/// Appends to `out` the draw calls for the tiles of `tiles` in view, rows top to bottom.
void collect_tile_draws(const engine::Tilemap<engine::PlacedTile>& tiles, const levels::LayerLook& look,
                        const TileArt& art, const Camera& camera, std::vector<TileDraw>& out);

} // namespace game
