#pragma once
// Saving what the renderer drew as a PNG, through SDL2_image.

#include <SDL.h>

#include <string>

namespace game {

/// Reads the current render target (call after drawing, before SDL_RenderPresent:
/// after present the back buffer's content is undefined) and writes it as a PNG.
/// Throws std::runtime_error naming the path and SDL's reason on failure.
void save_screenshot(SDL_Renderer* renderer, const std::string& png_path);

} // namespace game
