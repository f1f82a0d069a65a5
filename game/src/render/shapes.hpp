#pragma once
// Filled shapes for sprites drawn by code: circles, convex polygons, thick lines and
// textured strips, all through SDL_RenderGeometry (triangles with per-vertex colours),
// so the renderer needs no sprite art and everything scales cleanly with the camera zoom.

#include <SDL.h>

#include <initializer_list>
#include <span>

namespace game {

/// An RGBA colour (0..255 each), the form SDL_Vertex wants.
using Colour = SDL_Color;

/// A filled circle of `radius` screen pixels (a fan of `segments` triangles).
void fill_circle(SDL_Renderer* renderer, SDL_FPoint centre, float radius, Colour colour, int segments = 20);

/// A ring between `inner` and `outer` radius.
void fill_ring(SDL_Renderer* renderer, SDL_FPoint centre, float inner, float outer, Colour colour, int segments = 24);

/// A filled convex polygon (a triangle fan from its first corner).
void fill_convex(SDL_Renderer* renderer, std::span<const SDL_FPoint> corners, Colour colour);

/// A filled convex polygon given inline: fill_convex(r, {{0, 0}, {4, 0}, {2, 3}}, red).
void fill_convex(SDL_Renderer* renderer, std::initializer_list<SDL_FPoint> corners, Colour colour);

/// A line `width` pixels thick from a to b (a rectangle; no caps).
void thick_line(SDL_Renderer* renderer, SDL_FPoint a, SDL_FPoint b, float width, Colour colour);

/// A textured strip from a to b, `width` pixels wide: the texture's u runs across the strip
/// (0 on one side, 1 on the other) and v stays at 0.5 — with a radial glow texture this is
/// a beam whose brightness falls off from its centre line.
void textured_strip(SDL_Renderer* renderer, SDL_Texture* texture, SDL_FPoint a, SDL_FPoint b, float width,
                    Colour colour);

/// The texture drawn as a square of side 2 * radius centred on `centre`, tinted by `colour`.
void textured_sprite(SDL_Renderer* renderer, SDL_Texture* texture, SDL_FPoint centre, float radius, Colour colour);

/// `colour` with its alpha multiplied by `factor` (clamped to 0..1).
Colour faded(Colour colour, float factor);

/// The point `length` pixels from `from` along the unit direction (dx, dy).
constexpr SDL_FPoint along(SDL_FPoint from, float dx, float dy, float length) {
    return {from.x + dx * length, from.y + dy * length};
}

} // namespace game
