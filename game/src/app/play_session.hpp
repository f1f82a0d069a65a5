#pragma once
// One game in the window: the current level's world, how it is drawn, who plays it (the
// person at the devices, the bot, or a replay), pausing, restarting and switching levels.
//
// Update and draw stay apart (the raylib examples' rule): `advance` only steps the world,
// `draw_world` only reads it.

#include "app/devices.hpp"
#include "app/level_catalog.hpp"
#include "audio/game_audio.hpp"
#include "options.hpp"
#include "render/camera.hpp"
#include "render/fight_framing.hpp"
#include "render/level_banner.hpp"
#include "render/effects.hpp"
#include "render/feedback.hpp"
#include "render/hud.hpp"
#include "render/level_view.hpp"
#include "sim/bot.hpp"
#include "sim/replay.hpp"
#include "sim/world.hpp"

#include <SDL.h>

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace game {

/// The game being played in the window (see the file comment).
class PlaySession {
public:
    /// Loads the level of `options` (or the first shipped one) and its drawing resources.
    PlaySession(SDL_Renderer* renderer, const Options& options);
    PlaySession(const PlaySession&) = delete;            // replay_cursor_ points into replay_
    PlaySession& operator=(const PlaySession&) = delete;

    /// Handles one event: keys for pause / restart / zoom, controller buttons, resizes.
    /// Sets `quit` when the player asked to leave.
    void handle_event(const SDL_Event& event, bool& quit);

    /// Steps the world for `real_seconds` of real time (fixed steps, the rest carried over),
    /// or exactly `fixed_steps` steps when given (scripted runs: same frames, same picture).
    void advance(double real_seconds, std::optional<int> fixed_steps);

    /// Draws the world (not the HUD): `draw_level`, then `draw_actors`.
    void draw_world(SDL_Renderer* renderer) const;
    /// The level's floor and walls: what the inspector's overlay is drawn over.
    void draw_level(SDL_Renderer* renderer) const;
    /// Robots, the player, beams, bullets, warnings and edge markers: drawn over the overlay,
    /// so that tinted tiles never hide who is in them.
    void draw_actors(SDL_Renderer* renderer) const;

    /// What the HUD shows.
    HudInfo hud_info(double frame_seconds) const;
    /// Carries out what the player chose in the HUD.
    void apply(const HudAction& action, bool& quit);

    /// Turns the screen shake on or off and saves the choice (the pause menu's checkbox).
    void toggle_screen_shake();

    /// Saves the recording (--record) and the stats (--stats-json), if asked for.
    void finish() const;

    /// The world being played.
    const World& world() const { return *world_; }
    /// The renderer the session draws with.
    SDL_Renderer* renderer() const noexcept { return renderer_; }

    // [SECTION] For the query inspector
    /// The world being played, for live parameter changes.
    World& world() { return *world_; }
    /// The camera (world <-> screen), for the world overlay and the probe.
    const Camera& camera() const { return camera_; }
    /// Freezes the simulation without the pause screen (the inspector's pause), or resumes it.
    void set_frozen(bool frozen) noexcept { frozen_ = frozen; }
    /// True while frozen.
    bool frozen() const noexcept { return frozen_; }
    /// While frozen: simulate exactly one more step at the next `advance`.
    void step_once() noexcept { ++single_steps_; }
    /// Plays `arena` from now on (a reloaded or rebuilt level); `source` names where it came from.
    void play_arena(std::shared_ptr<const Arena> arena, std::string source) { start_level(std::move(arena), std::move(source)); }
    /// Where the current level came from (a file path, or "built-in playground").
    const std::string& level_source() const noexcept { return level_source_; }
    /// While captured (the pointer is over a panel or dragging a probe), mouse buttons do not shoot.
    void set_pointer_captured(bool captured) noexcept { pointer_captured_ = captured; }
    /// While captured (a panel's text field or slider has the keyboard), keys do not move,
    /// shoot or slow time.
    void set_keyboard_captured(bool captured) noexcept { keyboard_captured_ = captured; }
    /// The part of the window the world is drawn in (the rest is the inspector's column);
    /// nullopt: the whole window.
    void set_world_view(std::optional<SDL_Rect> view) noexcept { world_view_ = view; }
    /// The part of the window the world is drawn in.
    SDL_Rect world_view() const;
    /// Called after every simulation step; when it returns true the session freezes at once
    /// (the rest of the frame's steps are not run) — the inspector's "freeze on next".
    void set_after_step(std::function<bool()> hook) { after_step_ = std::move(hook); }
    /// The hits the player took during the last `advance` (every step of the frame).
    const std::vector<GameEvent>& player_hits_this_frame() const noexcept { return frame_hits_; }
    /// True while the pause menu is open.
    bool paused() const noexcept { return paused_; }
    /// The camera follows `target` instead of the player (nullopt: the player again).
    /// `unbounded`: the view may show beyond the level's edges to put the target where asked
    /// (a lesson's probe beside its text panel).
    void set_camera_target(std::optional<engine::Position2> target, bool unbounded = false) noexcept {
        camera_target_ = target;
        camera_.set_unbounded(unbounded && target.has_value());
    }
    /// Zooms out (never in) until a box `width` x `height` world pixels fits in the world view.
    void zoom_out_to_fit(engine::Length width, engine::Length height) noexcept;
    /// Sets the zoom: screen pixels per level pixel (a lesson's scene).
    void set_zoom(float scale) noexcept { camera_.set_scale(scale); }

private:
    void start_level(std::shared_ptr<const Arena> arena, std::string source);
    void load_catalogue_level(int index);
    bool next_level_loads() const;
    Camera shaken_camera() const;  // the catalogue has a level after this one, and it loads
    PlayerInput next_input();
    void after_step();

    SDL_Renderer* renderer_;
    Options options_;
    std::vector<LevelEntry> levels_;
    int current_level_ = -1;
    std::vector<GameEvent> frame_hits_;
    std::string level_source_;
    std::shared_ptr<const Arena> arena_;
    std::unique_ptr<World> world_;
    std::unique_ptr<LevelView> level_view_;
    Effects effects_;
    audio::GameAudio audio_;                    ///< sound: reads each step's events, never writes the world
    std::filesystem::path feedback_settings_path_;  ///< feedback.json: the screen shake setting
    Feedback feedback_;                         ///< flashes, shake, bursts, markers: the same
    Camera camera_;
    FightFraming framing_;  // the camera's target and zoom cap during a fight
    double banner_seconds_ = 0.0;  // real seconds the level's card has been up (level_banner.hpp)
    InputDevices devices_;
    Bot bot_;
    std::optional<Replay> replay_;
    std::optional<ReplayCursor> replay_cursor_; ///< where replay_ is read (set with it)
    std::optional<ReplayRecorder> recording_;   ///< with --record: this game, from its first level
    bool recording_valid_ = true;               ///< false once the level was switched or rebuilt mid-game
    bool paused_ = false;
    bool frozen_ = false;
    int single_steps_ = 0;
    bool pointer_captured_ = false;
    bool keyboard_captured_ = false;
    std::optional<SDL_Rect> world_view_;
    std::function<bool()> after_step_;
    std::optional<engine::Position2> camera_target_;
    bool restart_requested_ = false;
    double carried_seconds_ = 0.0;
    std::string status_;
};

} // namespace game
