#pragma once
// Drawing the level: the tileset as one texture (made from the level's RGBA bytes), the
// background layers, the wall layer and the foreground layers, only the tiles in view.
//
// A placed tile may be flipped (Tiled's three flags); `sdl_orientation` turns the flags
// into what SDL_RenderCopyExF understands — a rotation and two mirror flags — so the
// picture matches the collision masks pixel for pixel.

#include "render/camera.hpp"
#include "sim/arena.hpp"

#include <engine/raycast/tile_flip.hpp>

#include <SDL.h>

#include <memory>
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

/// The level's tileset texture and its drawing.
class LevelView {
public:
    /// Makes the tileset texture for `arena` (throws std::runtime_error if SDL cannot).
    LevelView(SDL_Renderer* renderer, const Arena& arena);

    /// Draws the floor colour, the backdrops, the background layers and the walls.
    void draw_below(SDL_Renderer* renderer, const Camera& camera) const;
    /// Draws the foreground layers.
    void draw_above(SDL_Renderer* renderer, const Camera& camera) const;

private:
    void draw_layer(SDL_Renderer* renderer, const Camera& camera, const DecorLayer& layer) const;

    const Arena* arena_;
    std::unique_ptr<SDL_Texture, decltype(&SDL_DestroyTexture)> tileset_;
    std::vector<std::unique_ptr<SDL_Texture, decltype(&SDL_DestroyTexture)>> backdrops_;  // one per arena backdrop
};

} // namespace game
