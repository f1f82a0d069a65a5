#include "render/effects.hpp"

#include "render/palette.hpp"
#include "render/shapes.hpp"
#include "sim/tuning.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

namespace game {
namespace {

constexpr int kGlowSize = 64;

SDL_FPoint screen_of(const Camera& camera, engine::Position2 p) { return camera.to_screen(p); }

/// A sweeper's scanning beam is dimmer and thinner than a shot: a warning, not an attack.
constexpr float kScanBrightness = 0.55f;

/// 0..1: how bright a beam fired at `fired` still is at `now`.
float beam_brightness(const World& world, const Beam& beam) {
    const Robot& robot = world.robots()[beam.robot];
    if (beam.kind == RobotKind::Sweeper && (robot.state == RobotState::Firing || robot.state == RobotState::Patrol)) {
        return beam.scanning ? kScanBrightness : 1.0f;
    }
    const double age = (world.now() - beam.fired) / kBeamAfterglow;
    return static_cast<float>(std::clamp(1.0 - age, 0.0, 1.0));
}

} // namespace

Effects::Effects(SDL_Renderer* renderer) : glow_{nullptr, &SDL_DestroyTexture} {
    std::vector<Uint32> pixels(kGlowSize * kGlowSize);
    for (int y = 0; y < kGlowSize; ++y) {
        for (int x = 0; x < kGlowSize; ++x) {
            const float dx = (static_cast<float>(x) + 0.5f) / kGlowSize * 2.0f - 1.0f;
            const float dy = (static_cast<float>(y) + 0.5f) / kGlowSize * 2.0f - 1.0f;
            const float r2 = dx * dx + dy * dy;
            const float alpha = r2 >= 1.0f ? 0.0f : std::exp(-4.0f * r2) * (1.0f - r2);
            const auto a = static_cast<Uint32>(std::lround(alpha * 255.0f));
            pixels[static_cast<std::size_t>(y * kGlowSize + x)] = 0xFFFFFF00u | a;  // RGBA8888: white, alpha
        }
    }
    glow_.reset(SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA8888, SDL_TEXTUREACCESS_STATIC, kGlowSize, kGlowSize));
    if (!glow_) {
        throw std::runtime_error(std::string("cannot create the glow texture: ") + SDL_GetError());
    }
    SDL_UpdateTexture(glow_.get(), nullptr, pixels.data(), kGlowSize * 4);
    SDL_SetTextureBlendMode(glow_.get(), SDL_BLENDMODE_ADD);
    SDL_SetTextureScaleMode(glow_.get(), SDL_ScaleModeLinear);
}

void Effects::draw_telegraphs(SDL_Renderer* renderer, const Camera& camera, const World& world) const {
    const float scale = camera.scale();
    for (const Robot& robot : world.robots()) {
        if (robot.state != RobotState::Telegraph) {
            continue;
        }
        const auto progress = static_cast<float>(std::clamp((world.now() - robot.state_started) / robot.tuning.telegraph, 0.0, 1.0));
        const engine::Position2 muzzle = robot.position + robot.aim * 13_px;
        // A quick flicker that speeds up as the charge builds: hard to miss.
        const float flicker = 0.75f + 0.25f * std::sin(static_cast<float>(world.now().seconds_since_start()) * (20.0f + 40.0f * progress));
        const SDL_Color glow = robot.kind == RobotKind::Sweeper ? palette::kSweepGlow : palette::kLaserGlow;
        textured_sprite(renderer, glow_.get(), screen_of(camera, muzzle), (5.0f + 14.0f * progress) * scale,
                        faded(glow, (0.35f + 0.65f * progress) * flicker));
        textured_sprite(renderer, glow_.get(), screen_of(camera, muzzle), (2.0f + 4.0f * progress) * scale,
                        faded(palette::kLaserCore, progress));
        // The aim: a faint line showing where the shot will go.
        const engine::Position2 hint = robot.position + robot.aim * 60_px;
        textured_strip(renderer, glow_.get(), screen_of(camera, muzzle), screen_of(camera, hint), 3.0f * scale,
                       faded(glow, 0.25f + 0.5f * progress));
    }
}

void Effects::draw_beams(SDL_Renderer* renderer, const Camera& camera, const World& world) const {
    const float scale = camera.scale();
    for (const Beam& beam : world.beams()) {
        const float brightness = beam_brightness(world, beam);
        if (brightness <= 0.0f) {
            continue;
        }
        const SDL_FPoint from = screen_of(camera, beam.from);
        const SDL_FPoint to = screen_of(camera, beam.to);
        const SDL_Color glow = beam.kind == RobotKind::Sweeper ? palette::kSweepGlow : palette::kLaserGlow;
        const float width = (beam.scanning ? 0.6f : 1.0f) * scale;
        textured_strip(renderer, glow_.get(), from, to, 22.0f * width, faded(glow, 0.8f * brightness));
        textured_strip(renderer, glow_.get(), from, to, 6.0f * width, faded(palette::kLaserMid, brightness));
        textured_strip(renderer, glow_.get(), from, to, 2.5f * width, faded(palette::kLaserCore, brightness));
        // Sparks where it stopped: bigger when it burned the player.
        const float spark = (beam.hit_player ? 16.0f : 9.0f) * scale;
        textured_sprite(renderer, glow_.get(), to, spark, faded(glow, brightness));
        textured_sprite(renderer, glow_.get(), to, spark * 0.4f, faded(palette::kLaserCore, brightness));
        textured_sprite(renderer, glow_.get(), from, 7.0f * scale, faded(glow, 0.8f * brightness));
    }
}

void Effects::draw_bullets(SDL_Renderer* renderer, const Camera& camera, const World& world) const {
    const float scale = camera.scale();
    for (const Bullet& bullet : world.bullets()) {
        if (!bullet.alive) {
            continue;
        }
        const SDL_Color colour = bullet.owner == BulletOwner::Player  ? palette::kPlayerBullet
                                 : bullet.owner == BulletOwner::Robot ? palette::kBolt
                                                                      : palette::kStray;
        const SDL_FPoint head = screen_of(camera, bullet.position);
        const SDL_FPoint tail = screen_of(camera, bullet.position - bullet.velocity * 25_ms);
        textured_strip(renderer, glow_.get(), tail, head, 5.0f * scale, faded(colour, 0.7f));
        textured_sprite(renderer, glow_.get(), head, (bullet.owner == BulletOwner::Robot ? 9.0f : 6.0f) * scale, colour);
        textured_sprite(renderer, glow_.get(), head, 2.5f * scale, palette::kLaserCore);
    }
}

} // namespace game
