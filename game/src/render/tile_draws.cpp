#include "render/tile_draws.hpp"

#include <algorithm>
#include <cmath>

namespace game {

SdlOrientation sdl_orientation(engine::TileFlip flip) noexcept {
    if (!flip.diagonal) {
        return {0.0, static_cast<SDL_RendererFlip>((flip.horizontal ? SDL_FLIP_HORIZONTAL : 0) |
                                                   (flip.vertical ? SDL_FLIP_VERTICAL : 0))};
    }
    // Tiled applies diagonal, then horizontal, then vertical. With D = R90 * V and
    // H * R90 = R90 * V, V * R90 = R90 * H, the whole is R90 * (V^h * H^v * V): SDL mirrors
    // first (horizontal if the vertical flag is set, vertical unless the horizontal one is)
    // and then turns a quarter clockwise.
    return {90.0, static_cast<SDL_RendererFlip>((flip.vertical ? SDL_FLIP_HORIZONTAL : 0) |
                                                (flip.horizontal ? 0 : SDL_FLIP_VERTICAL))};
}

TileArt::TileArt(std::int32_t tile_size, std::int32_t columns, const std::vector<levels::TilePicture>& pictures)
    : tile_size_{std::max(1, tile_size)}, columns_{std::max(1, columns)}, pictures_{pictures} {
    for (std::size_t k = 0; k < pictures_.size(); ++k) {
        const levels::TilePicture& picture = pictures_[k];
        if (picture.type < 0) {
            continue;
        }
        if (static_cast<std::size_t>(picture.type) >= picture_of_type_.size()) {
            picture_of_type_.resize(static_cast<std::size_t>(picture.type) + 1, -1);
        }
        picture_of_type_[static_cast<std::size_t>(picture.type)] = static_cast<std::int32_t>(k);
        // Cells beyond its own that the picture touches, rounded up.
        reach_right_cells_ = std::max(reach_right_cells_, (picture.width - 1) / tile_size_);
        reach_up_cells_ = std::max(reach_up_cells_, (picture.height - 1) / tile_size_);
    }
}

const levels::TilePicture* TileArt::picture(std::int32_t type) const noexcept {
    if (type < 0 || static_cast<std::size_t>(type) >= picture_of_type_.size()) {
        return nullptr;
    }
    const std::int32_t index = picture_of_type_[static_cast<std::size_t>(type)];
    return index < 0 ? nullptr : &pictures_[static_cast<std::size_t>(index)];
}

SDL_Rect TileArt::tileset_source(std::int32_t type) const noexcept {
    return SDL_Rect{(type % columns_) * tile_size_, (type / columns_) * tile_size_, tile_size_, tile_size_};
}

TileWindow visible_tiles(const Camera& camera, std::int32_t width, std::int32_t height, const levels::LayerLook& look,
                         const TileArt& art) noexcept {
    const engine::Position2 top_left = camera.to_world({0.0f, 0.0f});
    const SDL_Point view = camera.viewport();
    const engine::Position2 bottom_right = camera.to_world({static_cast<float>(view.x), static_cast<float>(view.y)});
    const auto size = static_cast<float>(art.tile_size());
    // In the layer's own cells: the view moved back by the layer's offset.
    const auto column = [&](float x_pixels) { return static_cast<std::int32_t>(std::floor((x_pixels - look.offset_x_pixels) / size)); };
    const auto row = [&](float y_pixels) { return static_cast<std::int32_t>(std::floor((y_pixels - look.offset_y_pixels) / size)); };
    return {std::max(0, column(top_left.x_pixels()) - art.reach_right_cells()), std::max(0, row(top_left.y_pixels())),
            std::min(width - 1, column(bottom_right.x_pixels())),
            std::min(height - 1, row(bottom_right.y_pixels()) + art.reach_up_cells())};
}

namespace {

// The screen rectangle of the level-pixel box (left, top)-(right, bottom), edges rounded to
// whole screen pixels so that neighbours share them: no seams at any zoom.
SDL_FRect screen_box(const Camera& camera, float left, float top, float right, float bottom) {
    const SDL_FPoint a = camera.to_screen(engine::Position2::from_pixels(left, top));
    const SDL_FPoint b = camera.to_screen(engine::Position2::from_pixels(right, bottom));
    return SDL_FRect{std::round(a.x), std::round(a.y), std::round(b.x) - std::round(a.x), std::round(b.y) - std::round(a.y)};
}

} // namespace

void collect_tile_draws(const engine::Tilemap<engine::PlacedTile>& tiles, const levels::LayerLook& look,
                        const TileArt& art, const Camera& camera, std::vector<TileDraw>& out) {
    const TileWindow window = visible_tiles(camera, tiles.width(), tiles.height(), look, art);
    const auto size = static_cast<float>(art.tile_size());
    for (std::int32_t y = window.first_y; y <= window.last_y; ++y) {
        for (std::int32_t x = window.first_x; x <= window.last_x; ++x) {
            const engine::PlacedTile tile = tiles(x, y);
            if (!tile.has_tile()) {
                continue;
            }
            const float left = static_cast<float>(x) * size + look.offset_x_pixels;
            const float bottom = static_cast<float>(y + 1) * size + look.offset_y_pixels;
            if (const levels::TilePicture* picture = art.picture(tile.type)) {
                out.push_back(TileDraw{SDL_Rect{picture->left, picture->top, picture->width, picture->height},
                                       screen_box(camera, left, bottom - static_cast<float>(picture->height),
                                                  left + static_cast<float>(picture->width), bottom),
                                       SdlOrientation{}, true});
                continue;
            }
            out.push_back(TileDraw{art.tileset_source(tile.type), screen_box(camera, left, bottom - size, left + size, bottom),
                                   sdl_orientation(tile.flip), false});
        }
    }
}

} // namespace game
