#include "screenshot.hpp"

#include <levels/png_image.hpp>

#include <cstddef>
#include <stdexcept>

namespace game {

void save_screenshot(SDL_Renderer* renderer, const std::string& png_path) {
    levels::RgbaImage image;
    if (SDL_GetRendererOutputSize(renderer, &image.width, &image.height) != 0) {
        throw std::runtime_error("screenshot " + png_path + ": " + SDL_GetError());
    }
    image.rgba.resize(static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height) * 4);
    if (SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_RGBA32, image.rgba.data(), image.width * 4) != 0) {
        throw std::runtime_error("screenshot " + png_path + ": " + SDL_GetError());
    }
    try {
        levels::save_png(image, png_path);  // the one PNG writer: checked to the last byte
    } catch (const std::exception& problem) {
        throw std::runtime_error("screenshot " + png_path + ": " + problem.what());
    }
}

} // namespace game
