#include "render/shapes.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <vector>

namespace game {
namespace {

/// Vertex scratch space reused by every call (the renderer is single-threaded).
std::vector<SDL_Vertex>& scratch() {
    static std::vector<SDL_Vertex> vertices;
    vertices.clear();
    return vertices;
}

SDL_Vertex vertex(SDL_FPoint at, Colour colour, SDL_FPoint uv = {0.0f, 0.0f}) { return SDL_Vertex{at, colour, uv}; }

} // namespace

Colour faded(Colour colour, float factor) {
    const float f = std::clamp(factor, 0.0f, 1.0f);
    colour.a = static_cast<Uint8>(static_cast<float>(colour.a) * f);
    return colour;
}

void fill_circle(SDL_Renderer* renderer, SDL_FPoint centre, float radius, Colour colour, int segments) {
    std::vector<SDL_Vertex>& v = scratch();
    const float step = 2.0f * std::numbers::pi_v<float> / static_cast<float>(segments);
    for (int i = 0; i < segments; ++i) {
        const float a0 = step * static_cast<float>(i);
        const float a1 = step * static_cast<float>(i + 1);
        v.push_back(vertex(centre, colour));
        v.push_back(vertex({centre.x + std::cos(a0) * radius, centre.y + std::sin(a0) * radius}, colour));
        v.push_back(vertex({centre.x + std::cos(a1) * radius, centre.y + std::sin(a1) * radius}, colour));
    }
    SDL_RenderGeometry(renderer, nullptr, v.data(), static_cast<int>(v.size()), nullptr, 0);
}

void fill_ring(SDL_Renderer* renderer, SDL_FPoint centre, float inner, float outer, Colour colour, int segments) {
    std::vector<SDL_Vertex>& v = scratch();
    const float step = 2.0f * std::numbers::pi_v<float> / static_cast<float>(segments);
    for (int i = 0; i < segments; ++i) {
        const float c0 = std::cos(step * static_cast<float>(i)), s0 = std::sin(step * static_cast<float>(i));
        const float c1 = std::cos(step * static_cast<float>(i + 1)), s1 = std::sin(step * static_cast<float>(i + 1));
        const SDL_FPoint i0{centre.x + c0 * inner, centre.y + s0 * inner}, o0{centre.x + c0 * outer, centre.y + s0 * outer};
        const SDL_FPoint i1{centre.x + c1 * inner, centre.y + s1 * inner}, o1{centre.x + c1 * outer, centre.y + s1 * outer};
        for (SDL_FPoint p : {i0, o0, o1, i0, o1, i1}) {
            v.push_back(vertex(p, colour));
        }
    }
    SDL_RenderGeometry(renderer, nullptr, v.data(), static_cast<int>(v.size()), nullptr, 0);
}

void fill_convex(SDL_Renderer* renderer, std::span<const SDL_FPoint> corners, Colour colour) {
    std::vector<SDL_Vertex>& v = scratch();
    for (std::size_t i = 1; i + 1 < corners.size(); ++i) {
        v.push_back(vertex(corners[0], colour));
        v.push_back(vertex(corners[i], colour));
        v.push_back(vertex(corners[i + 1], colour));
    }
    SDL_RenderGeometry(renderer, nullptr, v.data(), static_cast<int>(v.size()), nullptr, 0);
}

void fill_convex(SDL_Renderer* renderer, std::initializer_list<SDL_FPoint> corners, Colour colour) {
    fill_convex(renderer, std::span<const SDL_FPoint>(corners.begin(), corners.size()), colour);
}

void thick_line(SDL_Renderer* renderer, SDL_FPoint a, SDL_FPoint b, float width, Colour colour) {
    const float dx = b.x - a.x, dy = b.y - a.y;
    const float length = std::sqrt(dx * dx + dy * dy);
    if (length <= 0.0f) {
        return;
    }
    const float nx = -dy / length * width * 0.5f, ny = dx / length * width * 0.5f;
    fill_convex(renderer, {{a.x + nx, a.y + ny}, {b.x + nx, b.y + ny}, {b.x - nx, b.y - ny}, {a.x - nx, a.y - ny}}, colour);
}

void textured_strip(SDL_Renderer* renderer, SDL_Texture* texture, SDL_FPoint a, SDL_FPoint b, float width,
                    Colour colour) {
    const float dx = b.x - a.x, dy = b.y - a.y;
    const float length = std::sqrt(dx * dx + dy * dy);
    if (length <= 0.0f) {
        return;
    }
    const float nx = -dy / length * width * 0.5f, ny = dx / length * width * 0.5f;
    const std::array<SDL_Vertex, 4> v{vertex({a.x + nx, a.y + ny}, colour, {0.0f, 0.5f}),
                                      vertex({b.x + nx, b.y + ny}, colour, {0.0f, 0.5f}),
                                      vertex({b.x - nx, b.y - ny}, colour, {1.0f, 0.5f}),
                                      vertex({a.x - nx, a.y - ny}, colour, {1.0f, 0.5f})};
    const std::array<int, 6> indices{0, 1, 2, 0, 2, 3};
    SDL_RenderGeometry(renderer, texture, v.data(), 4, indices.data(), 6);
}

void textured_sprite(SDL_Renderer* renderer, SDL_Texture* texture, SDL_FPoint centre, float radius, Colour colour) {
    const std::array<SDL_Vertex, 4> v{vertex({centre.x - radius, centre.y - radius}, colour, {0.0f, 0.0f}),
                                      vertex({centre.x + radius, centre.y - radius}, colour, {1.0f, 0.0f}),
                                      vertex({centre.x + radius, centre.y + radius}, colour, {1.0f, 1.0f}),
                                      vertex({centre.x - radius, centre.y + radius}, colour, {0.0f, 1.0f})};
    const std::array<int, 6> indices{0, 1, 2, 0, 2, 3};
    SDL_RenderGeometry(renderer, texture, v.data(), 4, indices.data(), 6);
}

} // namespace game
