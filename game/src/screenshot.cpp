#include "screenshot.hpp"

#include <SDL_image.h>

#include <memory>
#include <stdexcept>

namespace game {

void save_screenshot(SDL_Renderer* renderer, const std::string& png_path) {
    int width = 0;
    int height = 0;
    if (SDL_GetRendererOutputSize(renderer, &width, &height) != 0) {
        throw std::runtime_error("screenshot " + png_path + ": " + SDL_GetError());
    }
    const std::unique_ptr<SDL_Surface, decltype(&SDL_FreeSurface)> surface(
        SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32), &SDL_FreeSurface);
    if (!surface) {
        throw std::runtime_error("screenshot " + png_path + ": " + SDL_GetError());
    }
    if (SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_RGBA32, surface->pixels, surface->pitch) != 0 ||
        IMG_SavePNG(surface.get(), png_path.c_str()) != 0) {
        throw std::runtime_error("screenshot " + png_path + ": " + SDL_GetError());
    }
}

} // namespace game
