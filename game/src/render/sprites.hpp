#pragma once
// The player and the robots, drawn by code from a few filled shapes (shapes.hpp) — no
// sprite sheet — so they scale cleanly with the zoom and show their state: a robot's eye
// turns from green (patrolling) to amber (charging up) to red (firing); its turret follows
// its aim; the player's visor and gun follow the mouse or the right stick.

#include "render/camera.hpp"
#include "sim/world.hpp"

#include <SDL.h>

namespace game {

/// Draws every robot (destroyed ones as wrecks).
void draw_robots(SDL_Renderer* renderer, const Camera& camera, const World& world);

/// Draws the player (blinking while spawn-protected; nothing while dead).
void draw_player(SDL_Renderer* renderer, const Camera& camera, const World& world);

} // namespace game
