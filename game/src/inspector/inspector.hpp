#pragma once
/// `Inspector`: the live query inspector of the windowed game — panels, world overlay,
/// probes, pause and single-step, settings, F1 help, F12 screenshots, scripted input.
///
/// What it is for: the windowed loop (app/windowed_app.cpp) makes one and calls it at a few
/// fixed points of each frame; everything else about the inspector happens inside.
///
/// Important parts (in frame order):
/// - `begin_frame`: pushes this frame's scripted events (`--input-script`);
/// - `handle_event`: F1, F2..F7 (panels), F8 (fold the column), F9 (freeze / resume), F10
///   (one step), F11 (full screen), F12 (screenshot), arrows while frozen (step through the
///   selected query's tiles); returns true when the event was the inspector's;
/// - `lay_out`: the workbench layout for the window's size — the world view it returns is
///   where the game draws, the column beside it holds the panels;
/// - `before_new_frame`: with a script, hands Dear ImGui the scripted pointer;
/// - `build`: follows a new world (level switch), applies changed parameters, runs the
///   probe, draws the open panels and the overlay, saves settings when they changed;
/// - `after_render`: F12 and scripted screenshots (before SDL_RenderPresent).
/// The recorder listens to the world only while a panel that reads it is open (Queries,
/// Inspector, Probe, Stats), a probe is set or a trigger is armed: otherwise the game pays
/// nothing for the inspector.
///
///     game::inspector::Inspector inspector(session, renderer, options, ui_scale,
///                                          game::lessons::hooks(levels_folder, options.lesson));
///     // per frame: begin_frame, handle_event per event, lay_out, before_new_frame,
///     // describe (HUD), apply (HUD actions), build, after_render
///
/// Source: Box2D's samples app (a world plus ImGui panels over it) and Dear ImGui's
/// imgui_demo.cpp (panels written to be read).

#include "app/play_session.hpp"
#include "inspector/input_script.hpp"
#include "inspector/inspector_state.hpp"
#include "render/hud.hpp"
#include "options.hpp"

#include <SDL.h>
#include <nlohmann/json.hpp>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

namespace game::inspector {

/// The live query inspector (see the file comment).
class Inspector {
public:
    /// Sets up the inspector for `session`: reads the settings (`--settings-dir`), applies
    /// `--panels`, `--probe`, `--frozen`, `--reset-layout` and `--input-script`. The first
    /// start (no settings saved yet) opens the Queries panel and a hint about F1. `lessons` are
    /// the lessons' hooks (`lessons::hooks`; empty: no lessons). Call after the ImGui context
    /// exists and before the first ImGui::NewFrame. Throws for an unreadable input script.
    Inspector(PlaySession& session, SDL_Renderer* renderer, const Options& options, float ui_scale,
              LessonHooks lessons = {});
    /// Saves the settings and the ImGui layout, and detaches the recorder.
    ~Inspector();
    Inspector(const Inspector&) = delete;
    Inspector& operator=(const Inspector&) = delete;

    /// Start of a frame: pushes the scripted events of this frame.
    void begin_frame();
    /// Adds events to the script as it plays (`--bot-hands`): those of this frame are pushed by
    /// the next `begin_frame`, the pointer handed to the panels as a script's is.
    void play(const std::vector<ScriptAction>& actions);
    /// One event (after ImGui saw it). True when the inspector used it and the game must not.
    bool handle_event(const SDL_Event& event);
    /// The layout for a window of this size (before the world is stepped and drawn): returns
    /// the part of the window the world is drawn in.
    SDL_Rect lay_out(int window_width, int window_height);
    /// Between the backends' NewFrame and ImGui::NewFrame.
    void before_new_frame();
    /// What the HUD shows for the inspector: the panel keys, the first start's hint, the
    /// pause menu's panel list.
    void describe(HudInfo& info) const;
    /// Carries out the HUD's inspector actions (a panel from the pause menu, reset layout).
    void apply(const HudAction& action);
    /// True while a panel has the keyboard (a text field or a slider being used): then no
    /// key may reach the game.
    static bool keyboard_captured();
    /// Between ImGui::NewFrame and ImGui::Render, after the HUD: panels and overlay.
    /// `simulation_seconds` and `steps` are this frame's simulation cost, for Stats.
    void build(double frame_seconds, double simulation_seconds, int steps);
    /// After drawing, before SDL_RenderPresent: screenshots, and the frame's line of
    /// `--frame-log`.
    void after_render();

    /// The shared state (tests, tools).
    const InspectorState& state() const noexcept { return state_; }

private:
    void follow_world();
    void apply_parameters();
    void update_probe();
    void pick_actor(engine::Position2 at);
    void update_recording();
    void forget_recorded_rows();
    void draw_panels();
    void save_settings_if_changed();
    void update_hint();
    void set_recorder_window();
    void take_trigger();
    void play_selection(double frame_seconds);
    void step_selection(int tiles);
    void take_screenshot(const std::string& path, bool with_sidecar);
    void write_sidecar(const std::string& png_path) const;
    nlohmann::json covered_json() const;
    InspectorSettings persistable() const;

    InspectorState state_;
    SDL_Renderer* renderer_;
    std::uint32_t window_id_ = 0;
    World* world_ = nullptr;
    const Arena* rebuilt_arena_ = nullptr;     // the arena whose masks we rebuilt (alpha threshold)
    std::filesystem::path settings_path_;
    InspectorSettings file_settings_;          // as read from the file
    InspectorSettings command_line_;           // after the command line's overrides
    InspectorSettings saved_;                  // as last written
    double next_save_ = 0.0;
    engine::Position2 drag_start_;
    InputScript script_;
    std::unique_ptr<std::ofstream> frame_log_;  // --frame-log
    bool frame_clock_ = false;                  // --frames: the panels' clock counts frames, not real time
    std::int64_t frame_ = 0;
    std::vector<std::string> pending_screenshots_;
    bool screenshot_key_ = false;
    bool script_pointer_down_ = false;
    bool script_ctrl_down_ = false;
    float script_pointer_x_ = -1.0f;
    float script_pointer_y_ = -1.0f;
    std::vector<std::string> panel_names_;
    SDL_Point windowed_size_{};  // the window's size before F11 made it full screen
    std::uint64_t started_ticks_ = 0;
};

} // namespace game::inspector
