#include "render/feedback.hpp"

#include "render/palette.hpp"
#include "render/shapes.hpp"
#include "sim/tuning.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace game {
namespace {

constexpr double kRobotFlashSeconds = 0.12;
constexpr double kPlayerFlashSeconds = 0.18;
constexpr double kDamageMarkerSeconds = 1.0;
constexpr double kShakeSeconds = 0.28;
constexpr float kMaxShake = 7.0f;               // level pixels
constexpr double kRobotBurstSeconds = 0.7;
constexpr double kPlayerBurstSeconds = 1.1;
constexpr double kClearBurstSeconds = 1.6;
constexpr float kGoldenAngle = 2.39996323f;     // spreads sparks evenly without a random generator

constexpr Colour kFlashWhite{255, 255, 255, 255};
constexpr Colour kHurtRed{255, 40, 40, 255};
constexpr Colour kFire{255, 150, 50, 255};
constexpr Colour kClearGold{255, 215, 90, 255};

double clock_of(const World& world) { return world.simulated().seconds(); }

/// 1 at `start`, falling linearly to 0 after `seconds` (0 before start, too).
float fade(double now, double start, double seconds) {
    const double age = now - start;
    return age < 0.0 || age > seconds ? 0.0f : static_cast<float>(1.0 - age / seconds);
}

/// A soft round glow: a few discs, each smaller than the last, added on top of each other —
/// bright in the middle, fading towards the rim (flat single discs look like paper cut-outs).
void soft_glow(SDL_Renderer* renderer, SDL_FPoint centre, float radius, Colour colour, float strength) {
    constexpr int kLayers = 4;
    for (int k = 0; k < kLayers; ++k) {
        const float shrink = 1.0f - 0.22f * static_cast<float>(k);
        fill_circle(renderer, centre, radius * shrink, faded(colour, strength / kLayers), 28);
    }
}

/// Sparks flying out of `centre`: `count` lines, `reach` screen pixels at the end.
void sparks(SDL_Renderer* renderer, SDL_FPoint centre, int count, float progress, float reach, Colour colour) {
    for (int i = 0; i < count; ++i) {
        const float angle = kGoldenAngle * static_cast<float>(i);
        const float dx = std::cos(angle), dy = std::sin(angle);
        const float speed = 0.6f + 0.4f * static_cast<float>((i * 7) % 5) / 4.0f;  // uneven, not random
        const float head = reach * speed * (0.2f + 0.8f * std::sqrt(progress));
        const float tail = head * 0.55f;
        thick_line(renderer, along(centre, dx, dy, tail), along(centre, dx, dy, head), 2.0f,
                   faded(colour, 1.0f - progress));
    }
}

} // namespace

ViewRect view_of(const Camera& camera) {
    const SDL_Point size = camera.viewport();
    const engine::Position2 top_left = camera.to_world({0.0f, 0.0f});
    const engine::Position2 bottom_right = camera.to_world({static_cast<float>(size.x), static_cast<float>(size.y)});
    return {top_left.x_pixels(), top_left.y_pixels(), bottom_right.x_pixels(), bottom_right.y_pixels()};
}

void Feedback::observe(std::span<const GameEvent> events, const World& world) {
    const double now = clock_of(world);
    std::erase_if(bursts_, [now](const Burst& burst) { return now - burst.start > kClearBurstSeconds; });
    for (const GameEvent& event : events) {
        switch (event.kind) {
        case GameEventKind::BulletHitRobot:
            if (robot_hit_at_.size() <= event.robot) {
                robot_hit_at_.resize(event.robot + 1, -1e9);
            }
            robot_hit_at_[event.robot] = now;
            break;
        case GameEventKind::PlayerHit:
            player_hit_at_ = now;
            damage_from_ = event.from;
            damage_to_ = event.at;
            start_shake(now, event.amount);
            break;
        case GameEventKind::RobotDestroyed: bursts_.push_back({event.at, now, BurstKind::RobotDown}); break;
        case GameEventKind::PlayerDied: bursts_.push_back({event.at, now, BurstKind::PlayerDown}); break;
        case GameEventKind::LevelCleared: bursts_.push_back({event.at, now, BurstKind::LevelClear}); break;
        default: break;
        }
    }
}

void Feedback::start_shake(double now, float damage) {
    // Stronger for harder hits; a sweeper's small per-step burns keep a light shake going
    // rather than restarting a strong one 120 times a second.
    const float strength = std::min(kMaxShake, 1.5f + damage * 0.2f);
    const float left = shake_strength_ * fade(now, shake_start_, kShakeSeconds);
    if (strength >= left) {
        shake_strength_ = strength;
        shake_start_ = now;
    }
}

engine::Difference2 Feedback::shake_offset(const World& world) const {
    const double now = clock_of(world);
    const float amount = settings_.screen_shake ? shake_strength_ * fade(now, shake_start_, kShakeSeconds) : 0.0f;
    if (amount <= 0.0f) {
        return engine::Difference2::zero();
    }
    // Two unrelated frequencies: the view jitters in every direction, not along one line.
    const auto t = static_cast<float>(now - shake_start_);
    return engine::Difference2::from_pixels(amount * std::sin(t * 97.0f), amount * std::cos(t * 71.0f));
}

void Feedback::draw_flashes(SDL_Renderer* renderer, const Camera& camera, const World& world) const {
    const double now = clock_of(world);
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_ADD);
    for (const Robot& robot : world.robots()) {
        if (robot.id >= robot_hit_at_.size()) {
            break;
        }
        const float strength = fade(now, robot_hit_at_[robot.id], kRobotFlashSeconds);
        if (strength > 0.0f) {
            const float radius = (kRobotRadius.pixels() + 2.0f) * camera.scale();
            fill_circle(renderer, camera.to_screen(robot.position), radius, faded(kFlashWhite, 0.85f * strength));
        }
    }
    const float hurt = fade(now, player_hit_at_, kPlayerFlashSeconds);
    if (hurt > 0.0f && world.player().alive) {
        const float radius = (kPlayerRadius.pixels() + 3.0f) * camera.scale();
        soft_glow(renderer, camera.to_screen(world.player().position), radius * 1.4f, kHurtRed, 1.2f * hurt);
        fill_circle(renderer, camera.to_screen(world.player().position), radius * 0.5f, faded(kFlashWhite, 0.5f * hurt));
    }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
}

void Feedback::draw_alerts(SDL_Renderer* renderer, const Camera& camera, const World& world) const {
    for (const Robot& robot : world.robots()) {
        const bool reacting = robot.state == RobotState::Patrol || robot.state == RobotState::Cooldown;
        if (!reacting || world.now() >= robot.alert_until) {
            continue;
        }
        const float scale = camera.scale();
        const SDL_FPoint above = along(camera.to_screen(robot.position), 0.0f, -1.0f, (kRobotRadius.pixels() + 9.0f) * scale);
        // A "!": a bar and a dot, amber on a dark outline, readable over any floor.
        thick_line(renderer, along(above, 0.0f, -1.0f, 7.5f * scale), along(above, 0.0f, 1.0f, 1.0f * scale), 4.5f * scale,
                   Colour{0, 0, 0, 200});
        thick_line(renderer, along(above, 0.0f, -1.0f, 7.0f * scale), along(above, 0.0f, 1.0f, 0.5f * scale), 2.5f * scale,
                   palette::kEyeAlert);
        fill_circle(renderer, along(above, 0.0f, 1.0f, 3.5f * scale), 1.6f * scale, palette::kEyeAlert, 10);
    }
}

void Feedback::draw_bursts(SDL_Renderer* renderer, const Camera& camera, const World& world) const {
    const double now = clock_of(world);
    const float scale = camera.scale();
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_ADD);
    for (const Burst& burst : bursts_) {
        const SDL_FPoint centre = camera.to_screen(burst.at);
        switch (burst.kind) {
        case BurstKind::RobotDown: {
            const float left = fade(now, burst.start, kRobotBurstSeconds);
            if (left <= 0.0f) break;
            const float progress = 1.0f - left;
            soft_glow(renderer, centre, (16.0f + 30.0f * progress) * scale, kFire, 0.9f * left * left);
            soft_glow(renderer, centre, (7.0f + 5.0f * progress) * scale, kFlashWhite, 0.7f * left * left * left);
            sparks(renderer, centre, 14, progress, 48.0f * scale, kFire);
            break;
        }
        case BurstKind::PlayerDown: {
            const float left = fade(now, burst.start, kPlayerBurstSeconds);
            if (left <= 0.0f) break;
            const float progress = 1.0f - left;
            const float radius = (10.0f + 70.0f * progress) * scale;
            fill_ring(renderer, centre, radius * 0.8f, radius, faded(palette::kPlayerBody, left), 40);
            soft_glow(renderer, centre, 22.0f * scale, kHurtRed, 0.9f * left);
            sparks(renderer, centre, 20, progress, 70.0f * scale, palette::kPlayerBody);
            break;
        }
        case BurstKind::LevelClear: {
            const float left = fade(now, burst.start, kClearBurstSeconds);
            if (left <= 0.0f) break;
            const float progress = 1.0f - left;
            for (int ring = 0; ring < 3; ++ring) {
                const float p = std::clamp(progress * 1.4f - 0.2f * static_cast<float>(ring), 0.0f, 1.0f);
                const float radius = (20.0f + 360.0f * p) * scale;
                fill_ring(renderer, centre, radius - 6.0f * scale, radius, faded(kClearGold, 0.8f * (1.0f - p)), 64);
            }
            sparks(renderer, centre, 32, progress, 200.0f * scale, kClearGold);
            break;
        }
        }
    }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
}

void Feedback::draw_damage_marker(SDL_Renderer* renderer, const Camera& camera, const World& world) const {
    const float strength = fade(clock_of(world), player_hit_at_, kDamageMarkerSeconds);
    const engine::Difference2 towards = damage_from_ - damage_to_;
    if (strength <= 0.0f || !world.player().alive || towards.is_zero()) {
        return;
    }
    // An arc of 70 degrees around the player, centred on the direction of the damage.
    const float centre_angle = std::atan2(towards.y().pixels(), towards.x().pixels());
    const SDL_FPoint at = camera.to_screen(world.player().position);
    const float inner = 20.0f * camera.scale(), outer = 26.0f * camera.scale();
    const Colour colour = faded(kHurtRed, strength);
    constexpr int kSegments = 8;
    constexpr float kHalfArc = 35.0f * std::numbers::pi_v<float> / 180.0f;
    for (int i = 0; i < kSegments; ++i) {
        const float a0 = centre_angle - kHalfArc + 2.0f * kHalfArc * static_cast<float>(i) / kSegments;
        const float a1 = centre_angle - kHalfArc + 2.0f * kHalfArc * static_cast<float>(i + 1) / kSegments;
        fill_convex(renderer, {along(at, std::cos(a0), std::sin(a0), inner), along(at, std::cos(a0), std::sin(a0), outer),
                               along(at, std::cos(a1), std::sin(a1), outer), along(at, std::cos(a1), std::sin(a1), inner)},
                    colour);
    }
    // The tip: a small triangle pointing out of the arc's middle.
    const float dx = std::cos(centre_angle), dy = std::sin(centre_angle);
    const SDL_FPoint base = along(at, dx, dy, outer);
    fill_convex(renderer, {along(at, dx, dy, outer + 8.0f * camera.scale()), along(base, -dy, dx, 5.0f * camera.scale()),
                           along(base, dy, -dx, 5.0f * camera.scale())},
                colour);
}

void Feedback::draw_edge_markers(SDL_Renderer* renderer, const Camera& camera, const World& world) const {
    // Pulses twice a second, faster when firing: a charging robot warns, a firing one alarms.
    const double now = clock_of(world);
    for (const EdgeMarker& marker : edge_markers(world, view_of(camera), 18.0f / camera.scale())) {
        const float rate = marker.firing ? 6.0f : 2.0f;
        const float pulse = 0.75f + 0.25f * std::sin(static_cast<float>(now) * rate * 2.0f * std::numbers::pi_v<float>);
        const Colour colour = marker.firing ? palette::kEyeFiring : palette::kEyeAlert;
        const SDL_FPoint tip = camera.to_screen(marker.at);
        const float size = 22.0f * pulse;
        // A soft halo first, so the arrow stands out on bright floor and dark walls alike.
        const SDL_FPoint middle = along(tip, marker.dx, marker.dy, -size * 0.55f);
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_ADD);
        fill_circle(renderer, middle, size * 0.95f, faded(colour, 0.35f));
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
        const SDL_FPoint base = along(tip, marker.dx, marker.dy, -size);
        const std::array<SDL_FPoint, 3> outline{along(tip, marker.dx, marker.dy, 2.0f),
                                               along(base, -marker.dy, marker.dx, size * 0.75f),
                                               along(base, marker.dy, -marker.dx, size * 0.75f)};
        fill_convex(renderer, outline, Colour{0, 0, 0, 200});
        fill_convex(renderer, {tip, along(base, -marker.dy, marker.dx, size * 0.6f), along(base, marker.dy, -marker.dx, size * 0.6f)},
                    colour);
    }
}

} // namespace game
