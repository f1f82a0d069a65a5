#include "render/sprites.hpp"

#include "render/palette.hpp"
#include "render/shapes.hpp"
#include "sim/tuning.hpp"

#include <algorithm>
#include <array>
#include <cmath>

namespace game {
namespace {

/// A little frame of reference for drawing one body: its centre on screen, the unit
/// vectors of a facing, and the zoom, so parts are placed as "3 px forward, 5 px left".
struct Frame {
    SDL_FPoint centre;
    float fx, fy;   // forward (unit)
    float scale;    // screen pixels per level pixel

    SDL_FPoint at(float forward, float left) const {
        // Left of forward, on a y-down screen, is (fy, -fx).
        return {centre.x + (fx * forward + fy * left) * scale, centre.y + (fy * forward - fx * left) * scale};
    }
};

/// The sprites below are drawn in "design pixels" for a body of this radius; `frame_of`
/// scales them to the body's real collision radius.
constexpr float kDesignRobotRadius = 9.0f;
constexpr float kDesignPlayerRadius = 7.0f;

Frame frame_of(const Camera& camera, engine::Position2 position, engine::Direction2 facing, float size) {
    const engine::UnitVector2 u = facing.unit_vector();
    return {camera.to_screen(position), u.x, u.y, camera.scale() * size};
}

SDL_Color shade(SDL_Color c, int delta) {
    const auto f = [&](Uint8 v) { return static_cast<Uint8>(std::clamp(int{v} + delta, 0, 255)); };
    return {f(c.r), f(c.g), f(c.b), c.a};
}

SDL_Color body_colour(RobotKind kind) {
    switch (kind) {
    case RobotKind::PatrolLaser: return palette::kPatrolBody;
    case RobotKind::Sweeper: return palette::kSweeperBody;
    case RobotKind::Bolter: return palette::kBolterBody;
    }
    return palette::kPatrolBody;
}

SDL_Color eye_colour(RobotState state) {
    switch (state) {
    case RobotState::Patrol: return palette::kEyeCalm;
    case RobotState::Telegraph: return palette::kEyeAlert;
    case RobotState::Firing: return palette::kEyeFiring;
    default: return palette::kEyeResting;
    }
}

/// An octagon of `radius` (level pixels) around the frame's centre, turned with it.
void octagon(SDL_Renderer* renderer, const Frame& f, float radius, SDL_Color colour) {
    std::array<SDL_FPoint, 8> corners{};
    for (int i = 0; i < 8; ++i) {
        const float a = (static_cast<float>(i) + 0.5f) * 0.785398f;
        corners[static_cast<std::size_t>(i)] = f.at(std::cos(a) * radius, std::sin(a) * radius);
    }
    fill_convex(renderer, corners, colour);
}

void draw_wreck(SDL_Renderer* renderer, const Frame& body) {
    fill_circle(renderer, body.at(0, 0), 9.0f * body.scale, palette::kShadow);
    octagon(renderer, body, 7.0f, palette::kWreck);
    thick_line(renderer, body.at(-6, -5), body.at(5, 6), 2.0f * body.scale, shade(palette::kWreck, 25));
    thick_line(renderer, body.at(4, -6), body.at(-3, 4), 1.5f * body.scale, shade(palette::kWreck, -15));
}

void draw_robot(SDL_Renderer* renderer, const Camera& camera, const Robot& robot, float time) {
    const float size = kRobotRadius.pixels() / kDesignRobotRadius;
    const Frame body = frame_of(camera, robot.position, robot.heading, size);
    if (robot.state == RobotState::Destroyed) {
        draw_wreck(renderer, body);
        return;
    }
    const float s = body.scale;
    const SDL_Color colour = body_colour(robot.kind);
    fill_circle(renderer, {body.centre.x + 2.0f * s, body.centre.y + 3.0f * s}, 10.5f * s, palette::kShadow);
    // Treads on both sides of the heading, with a rolling highlight.
    for (float side : {-1.0f, 1.0f}) {
        fill_convex(renderer, {body.at(-9, side * 6), body.at(9, side * 6), body.at(9, side * 10), body.at(-9, side * 10)},
                    palette::kTread);
        const float roll = std::fmod(time * 12.0f, 6.0f) - 9.0f;
        for (float x = roll; x < 9.0f; x += 6.0f) {
            if (x > -9.0f) {
                thick_line(renderer, body.at(x, side * 6.5f), body.at(x, side * 9.5f), 1.2f * s, shade(palette::kTread, 30));
            }
        }
    }
    octagon(renderer, body, 8.5f, shade(colour, -35));
    octagon(renderer, body, 7.0f, colour);
    thick_line(renderer, body.at(-5, 0), body.at(5, 0), 1.5f * s, shade(colour, 40));  // a ridge along the hull
    // Turret and gun follow the aim; the gun is drawn over the turret's base so it shows.
    const Frame turret = frame_of(camera, robot.position, robot.aim, size);
    fill_circle(renderer, turret.at(0, 0), 5.2f * s, shade(colour, -20));
    switch (robot.kind) {
    case RobotKind::PatrolLaser:
        thick_line(renderer, turret.at(3, 0), turret.at(15, 0), 3.0f * s, palette::kGunMetal);
        thick_line(renderer, turret.at(13, 0), turret.at(15.5f, 0), 4.2f * s, shade(palette::kGunMetal, 35));
        break;
    case RobotKind::Sweeper:
        // A dish emitter: a fan of plates in front of the turret, a lens at its centre.
        fill_convex(renderer, {turret.at(4, -6.5f), turret.at(9, -5), turret.at(11, 0), turret.at(9, 5), turret.at(4, 6.5f)},
                    palette::kGunMetal);
        fill_circle(renderer, turret.at(8.5f, 0), 2.2f * s, shade(colour, 70));
        break;
    case RobotKind::Bolter:
        for (float side : {-2.6f, 2.6f}) {
            thick_line(renderer, turret.at(3, side), turret.at(13, side), 2.4f * s, palette::kGunMetal);
            fill_circle(renderer, turret.at(13, side), 1.5f * s, shade(palette::kGunMetal, 35), 10);
        }
        break;
    }
    fill_circle(renderer, turret.at(-0.5f, 0), 4.0f * s, shade(colour, 30));
    fill_circle(renderer, turret.at(-1.2f, 0.8f), 2.4f * s, shade(colour, 60));
    const SDL_Color eye = eye_colour(robot.state);
    fill_circle(renderer, turret.at(2.2f, 0), 1.7f * s, eye, 12);
    // Damage: one pip per hit point left, once it has been hit.
    if (robot.health < robot.tuning.health) {
        for (int i = 0; i < static_cast<int>(std::ceil(robot.health)); ++i) {
            const SDL_FPoint pip{body.centre.x + (static_cast<float>(i) * 4.0f - 4.0f) * s, body.centre.y - 14.0f * s};
            fill_circle(renderer, pip, 1.4f * s, palette::kEyeAlert, 8);
        }
    }
}

} // namespace

void draw_robots(SDL_Renderer* renderer, const Camera& camera, const World& world) {
    const auto time = static_cast<float>(world.now().seconds_since_start());
    // Wrecks first, so that live robots drive over them.
    for (const Robot& robot : world.robots()) {
        if (robot.state == RobotState::Destroyed) {
            draw_robot(renderer, camera, robot, time);
        }
    }
    for (const Robot& robot : world.robots()) {
        if (robot.state != RobotState::Destroyed) {
            draw_robot(renderer, camera, robot, time);
        }
    }
}

void draw_player(SDL_Renderer* renderer, const Camera& camera, const World& world) {
    const Player& player = world.player();
    if (!player.alive) {
        return;
    }
    const Frame f = frame_of(camera, player.position, player.aim, kPlayerRadius.pixels() / kDesignPlayerRadius);
    const float s = f.scale;
    const bool shielded = world.now() < player.protected_until;
    fill_circle(renderer, {f.centre.x + 2.0f * s, f.centre.y + 3.0f * s}, 8.0f * s, palette::kShadow);
    // Seen from above: a backpack, shoulders across the aim, a gun held forward, a helmet
    // whose visor looks where the gun points.
    fill_convex(renderer, {f.at(-8.5f, -4), f.at(-3.5f, -4.5f), f.at(-3.5f, 4.5f), f.at(-8.5f, 4)}, palette::kPlayerDark);
    thick_line(renderer, f.at(-6.5f, -3), f.at(-6.5f, 3), 1.2f * s, shade(palette::kPlayerDark, 40));
    for (float side : {-5.2f, 5.2f}) {
        fill_circle(renderer, f.at(0, side), 2.8f * s, palette::kPlayerDark, 14);
        fill_circle(renderer, f.at(0, side), 2.1f * s, palette::kPlayerBody, 14);
    }
    thick_line(renderer, f.at(0, -5.2f), f.at(0, 5.2f), 4.2f * s, palette::kPlayerBody);
    thick_line(renderer, f.at(2, -2.2f), f.at(14, -2.2f), 2.6f * s, palette::kGunMetal);
    thick_line(renderer, f.at(12, -2.2f), f.at(14.5f, -2.2f), 3.4f * s, shade(palette::kGunMetal, 45));
    fill_circle(renderer, f.at(4.5f, -2.2f), 1.6f * s, palette::kPlayerDark, 10);   // the hands on the grip
    fill_circle(renderer, f.at(0.5f, 0), 4.3f * s, palette::kPlayerDark);
    fill_circle(renderer, f.at(0.5f, 0), 3.6f * s, palette::kPlayerBody);
    fill_circle(renderer, f.at(-0.3f, 0.9f), 1.6f * s, shade(palette::kPlayerBody, 60));
    fill_convex(renderer, {f.at(2.0f, -3.0f), f.at(3.9f, -1.6f), f.at(4.3f, 0), f.at(3.9f, 1.6f), f.at(2.0f, 3.0f)},
                palette::kPlayerVisor);
    if (shielded) {
        const float pulse = 0.5f + 0.5f * std::sin(static_cast<float>(world.now().seconds_since_start()) * 12.0f);
        fill_ring(renderer, f.centre, 9.0f * s, 10.5f * s, faded(palette::kPlayerBullet, 0.3f + 0.5f * pulse));
    }
}

} // namespace game
