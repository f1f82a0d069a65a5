#pragma once
// The placeholder level: a seeded pattern of wall tiles drawn as a grid.
// It stands in for real levels until the level loader and tileset exist.

#include <SDL.h>

#include <cstdint>
#include <vector>

namespace game {

/// A width x height grid of wall / floor tiles, row-major (y outer).
struct PlaceholderGrid {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> is_wall;

    [[nodiscard]] bool wall_at(int x, int y) const { return is_wall[static_cast<std::size_t>(y * width + x)] != 0; }
};

/// A border of walls with scattered pillars; the same seed gives the same grid.
PlaceholderGrid make_placeholder_grid(int width, int height, std::uint64_t seed);

/// Draws the grid with its top-left tile at screen (0, 0), `tile_size_pixels` per tile.
void draw_grid(SDL_Renderer* renderer, const PlaceholderGrid& grid, int tile_size_pixels);

} // namespace game
