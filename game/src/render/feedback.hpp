#pragma once
/// Visual feedback: what makes a hit felt — a white flash on a robot that is hit (and a "!"
/// while it reacts to the shot), a red flash
/// and a short screen shake when the player is hit, a marker around the player pointing to
/// where the damage came from, bursts when a robot or the player dies and when the level is
/// cleared, and arrows at the screen edge for robots outside the view that are attacking.
///
/// What it is for: the health bar alone does not tell a player that they were hit, by whom,
/// or from where. `Feedback` hears each step's events (sim/game_event.hpp) and draws the
/// effects over the world; it never writes to the world, so the game is the same with every
/// effect on or off (the screen shake is a drawing offset, not a camera move).
///
/// Important parts:
/// - `observe(events, world)` after each step: remembers hit times, starts bursts and the shake;
/// - the clock is the world's simulated time: effects freeze with the pause and slow down
///   in bullet time, like everything else on screen;
/// - `shake_offset`: where the view is pushed now (zero when `FeedbackSettings::screen_shake`
///   is off: feedback_settings.hpp, the pause menu); the session draws the world through a
///   camera moved by it;
/// - `draw_edge_markers` uses the same rule as the off-screen-damage test (threats.hpp).
///
///     game::Feedback feedback({.screen_shake = true});
///     world.step(input);
///     feedback.observe(world.events(), world);
///     feedback.draw_flashes(renderer, camera, world);
///
/// Source: "juice" — Martin Jonasson and Petri Purho, "Juice it or lose it" (GDC Europe 2012,
/// https://www.youtube.com/watch?v=Fy0aCDmgnxg): flashes, shakes and particles make the same
/// game rules feel responsive; and Jan Willem Nijman (Vlambeer), "The art of screenshake"
/// (INDIGO 2013, https://www.youtube.com/watch?v=AJdEqssNZ-U).

#include "render/camera.hpp"
#include "render/feedback_settings.hpp"
#include "render/threats.hpp"
#include "sim/game_event.hpp"
#include "sim/world.hpp"

#include <engine/units.hpp>

#include <SDL.h>

#include <span>
#include <vector>

namespace game {

/// The effects of hits, deaths and threats (see the file comment).
class Feedback {
public:
    explicit Feedback(FeedbackSettings settings) noexcept : settings_{settings} {}

    /// Takes note of one step's events.
    void observe(std::span<const GameEvent> events, const World& world);

    /// How far the view is pushed by the shake now, in level pixels.
    engine::Difference2 shake_offset(const World& world) const;

    /// Flashes on robots and the player that were just hit (draw after the sprites).
    void draw_flashes(SDL_Renderer* renderer, const Camera& camera, const World& world) const;
    /// A "!" over robots that were shot and are reacting (charging the shooter or taking cover).
    void draw_alerts(SDL_Renderer* renderer, const Camera& camera, const World& world) const;
    /// Explosions, the player's death and the level-clear ring.
    void draw_bursts(SDL_Renderer* renderer, const Camera& camera, const World& world) const;
    /// A red arc around the player on the side the last damage came from.
    void draw_damage_marker(SDL_Renderer* renderer, const Camera& camera, const World& world) const;
    /// Arrows at the view's edge for attacking robots outside it.
    void draw_edge_markers(SDL_Renderer* renderer, const Camera& camera, const World& world) const;

    /// The settings in effect.
    const FeedbackSettings& settings() const noexcept { return settings_; }
    /// Changes the settings (the pause menu's toggle); a shake under way stops at once when
    /// turned off.
    void set_settings(const FeedbackSettings& settings) noexcept { settings_ = settings; }

private:
    enum class BurstKind : std::uint8_t { RobotDown, PlayerDown, LevelClear };
    struct Burst {
        engine::Position2 at;
        double start = 0.0;
        BurstKind kind = BurstKind::RobotDown;
    };

    void start_shake(double now, float damage);

    FeedbackSettings settings_;
    std::vector<double> robot_hit_at_;        // by robot id; world seconds, negative: never
    double player_hit_at_ = -1e9;
    engine::Position2 damage_from_;           // where the last damage came from
    engine::Position2 damage_to_;             // where the player was then
    double shake_start_ = -1e9;
    float shake_strength_ = 0.0f;             // level pixels at the start of the shake
    std::vector<Burst> bursts_;
};

/// The part of the level the camera shows, in level pixels.
ViewRect view_of(const Camera& camera);

} // namespace game
