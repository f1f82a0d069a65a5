#include "render/level_view.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace game {
namespace {

constexpr SDL_Color kFloorColour{24, 27, 34, 255};
constexpr SDL_Color kOutsideColour{8, 9, 12, 255};

/// The visible tile range of a layer, clipped to it.
struct TileWindow {
    std::int32_t first_x, first_y, last_x, last_y;
};

TileWindow visible_tiles(const Camera& camera, std::int32_t width, std::int32_t height, std::int32_t tile_size) {
    const engine::Position2 top_left = camera.to_world({0.0f, 0.0f});
    const SDL_Point view = camera.viewport();
    const engine::Position2 bottom_right = camera.to_world({static_cast<float>(view.x), static_cast<float>(view.y)});
    const auto tile = [&](float pixels) { return static_cast<std::int32_t>(std::floor(pixels / static_cast<float>(tile_size))); };
    return {std::max(0, tile(top_left.x_pixels())), std::max(0, tile(top_left.y_pixels())),
            std::min(width - 1, tile(bottom_right.x_pixels())), std::min(height - 1, tile(bottom_right.y_pixels()))};
}

} // namespace

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

namespace {

// An RGBA image as a static, alpha-blended texture with crisp pixels.
SDL_Texture* texture_of(SDL_Renderer* renderer, const levels::RgbaImage& image) {
    SDL_Texture* texture =
        SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_STATIC, image.width, image.height);
    if (texture == nullptr) {
        throw std::runtime_error(std::string("cannot create a level texture: ") + SDL_GetError());
    }
    SDL_UpdateTexture(texture, nullptr, image.rgba.data(), image.width * 4);
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest);
    return texture;
}

}  // namespace

LevelView::LevelView(SDL_Renderer* renderer, const Arena& arena)
    : arena_{&arena}, tileset_{nullptr, &SDL_DestroyTexture} {
    for (const levels::Backdrop& backdrop : arena.backdrops) {
        backdrops_.emplace_back(texture_of(renderer, backdrop.image), &SDL_DestroyTexture);
    }
    const levels::RgbaImage& image = arena.tileset.image;
    if (image.width <= 0 || image.height <= 0) {
        return;  // a level without art: walls are drawn as plain blocks
    }
    // Crisp pixels: they are the collision shape.
    tileset_.reset(texture_of(renderer, image));
}

void LevelView::draw_layer(SDL_Renderer* renderer, const Camera& camera, const DecorLayer& layer) const {
    const std::int32_t size = arena_->collision.tile_size();
    const std::int32_t columns = std::max(1, arena_->tileset.columns);
    const TileWindow window = visible_tiles(camera, layer.width(), layer.height(), size);
    for (std::int32_t y = window.first_y; y <= window.last_y; ++y) {
        for (std::int32_t x = window.first_x; x <= window.last_x; ++x) {
            const engine::PlacedTile tile = layer(x, y);
            if (!tile.has_tile()) {
                continue;
            }
            // Edges rounded to whole screen pixels, shared by neighbours: no seams at any zoom.
            const SDL_FPoint a = camera.to_screen(engine::Position2::from_pixels(float(x * size), float(y * size)));
            const SDL_FPoint b = camera.to_screen(engine::Position2::from_pixels(float((x + 1) * size), float((y + 1) * size)));
            const SDL_FRect target{std::round(a.x), std::round(a.y), std::round(b.x) - std::round(a.x),
                                   std::round(b.y) - std::round(a.y)};
            if (!tileset_) {
                SDL_SetRenderDrawColor(renderer, 110, 120, 140, 255);
                SDL_RenderFillRectF(renderer, &target);
                continue;
            }
            const SDL_Rect source{(tile.type % columns) * size, (tile.type / columns) * size, size, size};
            const SdlOrientation orientation = sdl_orientation(tile.flip);
            SDL_RenderCopyExF(renderer, tileset_.get(), &source, &target, orientation.angle_degrees, nullptr, orientation.flip);
        }
    }
}

void LevelView::draw_below(SDL_Renderer* renderer, const Camera& camera) const {
    SDL_SetRenderDrawColor(renderer, kOutsideColour.r, kOutsideColour.g, kOutsideColour.b, 255);
    SDL_RenderClear(renderer);
    const SDL_FPoint a = camera.to_screen(engine::Position2::origin());
    const SDL_FPoint b = camera.to_screen(engine::Position2::from_components(arena_->width(), arena_->height()));
    const SDL_FRect level{a.x, a.y, b.x - a.x, b.y - a.y};
    SDL_SetRenderDrawColor(renderer, kFloorColour.r, kFloorColour.g, kFloorColour.b, 255);
    SDL_RenderFillRectF(renderer, &level);
    for (std::size_t k = 0; k < backdrops_.size(); ++k) {
        const levels::Backdrop& backdrop = arena_->backdrops[k];
        const SDL_FPoint top_left = camera.to_screen(backdrop.position);
        const SDL_FPoint bottom_right = camera.to_screen(engine::Position2::from_pixels(
            backdrop.position.x_pixels() + float(backdrop.image.width), backdrop.position.y_pixels() + float(backdrop.image.height)));
        const SDL_FRect target{top_left.x, top_left.y, bottom_right.x - top_left.x, bottom_right.y - top_left.y};
        SDL_RenderCopyF(renderer, backdrops_[k].get(), nullptr, &target);
    }
    for (const DecorLayer& layer : arena_->background) {
        draw_layer(renderer, camera, layer);
    }
    if (arena_->walls_drawn) {
        draw_layer(renderer, camera, arena_->collision.tiles());
    }
}

void LevelView::draw_above(SDL_Renderer* renderer, const Camera& camera) const {
    for (const DecorLayer& layer : arena_->foreground) {
        draw_layer(renderer, camera, layer);
    }
}

} // namespace game

