#include "render/level_view.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace game {
namespace {

constexpr SDL_Color kFloorColour{24, 27, 34, 255};
constexpr SDL_Color kOutsideColour{8, 9, 12, 255};

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
    : arena_{&arena},
      art_{arena.collision.tile_size(), arena.tileset.columns, arena.tile_pictures},
      tileset_{nullptr, &SDL_DestroyTexture},
      pictures_{nullptr, &SDL_DestroyTexture} {
    for (const levels::Backdrop& backdrop : arena.backdrops) {
        backdrops_.emplace_back(texture_of(renderer, backdrop.image), &SDL_DestroyTexture);
    }
    const levels::RgbaImage& image = arena.tileset.image;
    if (image.width <= 0 || image.height <= 0) {
        return;  // a level without art: walls are drawn as plain blocks
    }
    // Crisp pixels: they are the collision shape.
    tileset_.reset(texture_of(renderer, image));
    if (arena.tile_picture_image.width > 0 && arena.tile_picture_image.height > 0) {
        pictures_.reset(texture_of(renderer, arena.tile_picture_image));
    }
}

void LevelView::draw_layer(SDL_Renderer* renderer, const Camera& camera, const engine::Tilemap<engine::PlacedTile>& tiles,
                           const levels::LayerLook& look) const {
    draws_.clear();
    collect_tile_draws(tiles, look, art_, camera, draws_);
    const auto alpha = static_cast<Uint8>(std::lround(std::clamp(look.opacity, 0.0f, 1.0f) * 255.0f));
    for (SDL_Texture* texture : {tileset_.get(), pictures_.get()}) {
        if (texture != nullptr) {
            SDL_SetTextureAlphaMod(texture, alpha);
            SDL_SetTextureColorMod(texture, look.tint[0], look.tint[1], look.tint[2]);
        }
    }
    for (const TileDraw& draw : draws_) {
        SDL_Texture* texture = draw.from_pictures ? pictures_.get() : tileset_.get();
        if (texture == nullptr) {
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
            SDL_SetRenderDrawColor(renderer, 110, 120, 140, alpha);
            SDL_RenderFillRectF(renderer, &draw.target);
            continue;
        }
        SDL_RenderCopyExF(renderer, texture, &draw.source, &draw.target, draw.orientation.angle_degrees, nullptr,
                          draw.orientation.flip);
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
        SDL_SetTextureAlphaMod(backdrops_[k].get(), static_cast<Uint8>(std::lround(std::clamp(backdrop.opacity, 0.0f, 1.0f) * 255.0f)));
        SDL_RenderCopyF(renderer, backdrops_[k].get(), nullptr, &target);
    }
    for (const DecorLayer& layer : arena_->background) {
        draw_layer(renderer, camera, layer.tiles, layer.look);
    }
    if (arena_->walls_drawn) {
        draw_layer(renderer, camera, arena_->collision.tiles(), arena_->walls_look);
    }
}

void LevelView::draw_above(SDL_Renderer* renderer, const Camera& camera) const {
    for (const DecorLayer& layer : arena_->foreground) {
        draw_layer(renderer, camera, layer.tiles, layer.look);
    }
}

} // namespace game

