#include "grid_view.hpp"

#include <random>

namespace game {
namespace {

constexpr double kPillarProbability = 0.12;
constexpr SDL_Color kFloorColour{38, 44, 56, 255};
constexpr SDL_Color kWallColour{120, 132, 150, 255};
constexpr SDL_Color kGridLineColour{60, 68, 84, 255};

void set_colour(SDL_Renderer* renderer, SDL_Color colour) {
    SDL_SetRenderDrawColor(renderer, colour.r, colour.g, colour.b, colour.a);
}

} // namespace

PlaceholderGrid make_placeholder_grid(int width, int height, std::uint64_t seed) {
    PlaceholderGrid grid{width, height, std::vector<std::uint8_t>(static_cast<std::size_t>(width * height), 0)};
    // mt19937_64 rather than rand(): its sequence is specified by the standard,
    // so a seed means the same level on every platform.
    std::mt19937_64 random(seed);
    std::bernoulli_distribution pillar(kPillarProbability);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const bool border = x == 0 || y == 0 || x == width - 1 || y == height - 1;
            grid.is_wall[static_cast<std::size_t>(y * width + x)] = (border || pillar(random)) ? 1 : 0;
        }
    }
    return grid;
}

void draw_grid(SDL_Renderer* renderer, const PlaceholderGrid& grid, int tile_size_pixels) {
    for (int y = 0; y < grid.height; ++y) {
        for (int x = 0; x < grid.width; ++x) {
            const SDL_Rect tile{x * tile_size_pixels, y * tile_size_pixels, tile_size_pixels, tile_size_pixels};
            set_colour(renderer, grid.wall_at(x, y) ? kWallColour : kFloorColour);
            SDL_RenderFillRect(renderer, &tile);
            set_colour(renderer, kGridLineColour);
            SDL_RenderDrawRect(renderer, &tile);
        }
    }
}

} // namespace game
