#pragma once
// The game loop: a window with an SDL_Renderer and Dear ImGui, or the same
// loop without a window (--headless).

#include "options.hpp"

namespace game {

/// Opens the window and runs until it is closed, Esc is pressed or --frames
/// have been drawn. Returns the process exit status.
int run_windowed(const Options& options);

/// Runs the simulation without a window for --frames steps. Returns the exit status.
int run_headless(const Options& options);

} // namespace game
