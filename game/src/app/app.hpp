#pragma once
// The two ways to run the game: with a window (SDL_Renderer + Dear ImGui), or headless.

#include "options.hpp"

namespace game {

/// Opens the window and plays until it is closed, Esc is pressed or --frames have been
/// drawn. Returns the process exit status.
int run_windowed(const Options& options);

/// Runs the simulation without a window for --frames steps, with the built-in bot or a
/// --replay, and prints (or writes, --stats-json) the summary. Returns the exit status.
int run_headless(const Options& options);

/// Prints the shipped levels (--list-levels). Returns the exit status.
int print_levels();

} // namespace game
