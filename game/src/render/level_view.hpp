#pragma once
// Drawing the level: the tileset as one texture (made from the level's RGBA bytes), the
// backdrops, the background layers, the wall layer and the foreground layers, only the tiles
// in view (tile_draws.hpp picks them), each layer at its own opacity and drawing offset.
//
// A placed tile may be flipped (Tiled's three flags); `sdl_orientation` turns the flags
// into what SDL_RenderCopyExF understands — a rotation and two mirror flags — so the
// picture matches the collision masks pixel for pixel. Tiles of another size than the grid
// come from a second texture, the level's tile pictures, anchored bottom-left on their cell.

#include "render/camera.hpp"
#include "render/tile_draws.hpp"
#include "sim/arena.hpp"

#include <SDL.h>

#include <memory>
#include <vector>

namespace game {

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
    using Texture = std::unique_ptr<SDL_Texture, decltype(&SDL_DestroyTexture)>;

    void draw_layer(SDL_Renderer* renderer, const Camera& camera, const engine::Tilemap<engine::PlacedTile>& tiles,
                    const levels::LayerLook& look) const;

    const Arena* arena_;
    TileArt art_;
    Texture tileset_;
    Texture pictures_;                     // tiles of another size than the grid (may be null)
    std::vector<Texture> backdrops_;       // one per arena backdrop
    mutable std::vector<TileDraw> draws_;  // reused every layer, every frame
};

} // namespace game
