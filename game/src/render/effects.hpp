#pragma once
// Light effects, drawn with additive blending so overlapping light adds up and glows:
// laser beams (a wide soft glow, a body and a white-hot core, fading after the shot),
// the charge-up of a robot about to fire (its telegraph), sparks where beams hit, and
// bullets with short trails.
//
// Every effect samples one small radial-gradient texture made at start-up: across a beam
// strip it gives the soft falloff from the centre line, as a square it gives a round glow.

#include "render/camera.hpp"
#include "sim/world.hpp"

#include <SDL.h>

#include <memory>

namespace game {

/// The additive light effects of the world (see the file comment).
class Effects {
public:
    /// Makes the glow texture (throws std::runtime_error if SDL cannot).
    explicit Effects(SDL_Renderer* renderer);

    /// Charge-up glows of robots in their telegraph.
    void draw_telegraphs(SDL_Renderer* renderer, const Camera& camera, const World& world) const;
    /// Laser beams and their hit sparks.
    void draw_beams(SDL_Renderer* renderer, const Camera& camera, const World& world) const;
    /// Bullets and bolts.
    void draw_bullets(SDL_Renderer* renderer, const Camera& camera, const World& world) const;

private:
    std::unique_ptr<SDL_Texture, decltype(&SDL_DestroyTexture)> glow_;
};

} // namespace game
