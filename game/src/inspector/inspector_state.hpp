#pragma once
/// What the inspector's panels share: the recorder, the settings, the selected query, the
/// probe, frame timings — one struct that each panel function reads and edits.
///
/// What it is for: every panel is a free function `draw_*_panel(InspectorState&)` in its own
/// file (raylib's "one idea per file"); this is the only thing they have in common. The
/// `Inspector` (inspector.hpp) owns it and decides when each panel is drawn.
///
/// Important parts:
/// - `Selection`: a copy of the selected query and its tiles, so it stays inspectable after
///   its step has left the recorder's ring (the game keeps running while you read);
/// - `shown_step()`: the step the Queries panel and the overlay show — the latest one, or,
///   while frozen, any step still in the ring (`view_age` steps back).

#include "app/play_session.hpp"
#include "inspector/index_comparison.hpp"
#include "inspector/probe.hpp"
#include "inspector/query_recorder.hpp"
#include "inspector/inspector_settings.hpp"
#include "inspector/lesson_state.hpp"
#include "inspector/workbench_layout.hpp"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <unordered_set>
#include <string>
#include <utility>
#include <vector>

namespace game::inspector {

/// The selected query, copied out of the ring.
struct Selection {
    bool active = false;                       ///< something is selected
    QueryRecord record;                        ///< the query
    std::vector<engine::TileCoord> wall_tiles; ///< its collision-grid tiles, in order
    std::vector<engine::TileCoord> index_tiles;///< its object-index tiles, in order
    bool from_probe = false;                   ///< it is the probe's query
    bool slider_on_index = false;              ///< the step slider walks the index tiles
    bool look_at = false;                      ///< the camera follows the query instead of the player
    bool fit_pending = false;                  ///< zoom out once, at the next frame, until the query fits
    int shown_tiles = 0;                       ///< the step slider: tiles 1..shown_tiles are drawn
    bool playing = false;                      ///< the Inspector's play button: the slider advances by itself
    float tiles_per_second = 4.0f;             ///< how fast it advances
    double play_carry = 0.0;                   ///< part of a tile carried to the next frame

    /// The tile list the step slider walks.
    const std::vector<engine::TileCoord>& slider_tiles() const noexcept {
        return slider_on_index ? index_tiles : wall_tiles;
    }
    /// The grid of that list.
    const TileList& slider_list() const noexcept { return slider_on_index ? record.index_tiles : record.wall_tiles; }
};

/// A probe's handles (Red Blob Games' draggable points): ray ends, circle centre and rim,
/// rectangle corners.
enum class ProbeHandle : std::uint8_t { None, A, B, Radius, CornerAB, CornerBA };

/// The Probe panel's state.
struct ProbeState {
    bool drag_enabled = true;                  ///< left-dragging in the world casts a probe
    ProbeKind mode = ProbeKind::Ray;           ///< what a drag makes
    ProbeShape shape;                          ///< the current probe (kind None: none)
    bool dragging = false;                     ///< a drag is under way (a new shape or a handle)
    ProbeHandle handle = ProbeHandle::None;    ///< the handle being dragged (None: drawing a new shape)
    bool pressed = false;                      ///< the button went down in the world; no drag yet
    ImVec2 press_at{};                         ///< where (screen)
    bool snapped = false;                      ///< this frame's points were snapped (Ctrl held)
    ProbeResult result;                        ///< its answer, refreshed every frame
    bool compare = true;                       ///< draw a second variant beside the chosen one
    engine::SegmentVariant compare_segment = engine::SegmentVariant::FloatDda;  ///< rays: the other walk
    engine::CircleVariant compare_circle = engine::CircleVariant::BoundingBox;   ///< circles: the other way
    ProbeResult compare_result;                ///< its answer
    std::optional<std::size_t> first_difference;  ///< index of the first tile where the two lists differ
    bool select_pending = false;               ///< select the probe's query once it has one (a lesson's probe)
    bool select_index_tiles = false;           ///< with select_pending: the step slider walks the object index's tiles
    bool centre_camera = false;                ///< keep the camera on the selected probe (a lesson's scene), until a new drag
};

/// Timings of the last frames, for the Stats panel's plots.
struct FrameHistory {
    static constexpr int kLength = 240;        ///< 4 s at 60 fps
    std::array<float, kLength> frame_ms{};     ///< whole frame
    std::array<float, kLength> simulation_ms{};///< simulation steps inside the frame
    std::array<float, kLength> steps{};        ///< steps per frame
    int next = 0;                              ///< where the next sample goes (also the plots' offset)
    int filled = 0;                            ///< how many samples there are (kLength once full)

    /// Adds one frame.
    void add(double frame_seconds, double simulation_seconds, int steps_taken) noexcept {
        frame_ms[static_cast<std::size_t>(next)] = static_cast<float>(frame_seconds * 1000.0);
        simulation_ms[static_cast<std::size_t>(next)] = static_cast<float>(simulation_seconds * 1000.0);
        steps[static_cast<std::size_t>(next)] = static_cast<float>(steps_taken);
        next = (next + 1) % kLength;
        filled = std::min(filled + 1, kLength);
    }
    /// The mean of the samples there are (0 before the first): the first seconds of a run
    /// are not averaged with empty slots.
    static float mean(const std::array<float, kLength>& values, int count) noexcept {
        float sum = 0.0f;
        for (int i = 0; i < count; ++i) {
            sum += values[static_cast<std::size_t>(i)];  // slots fill from 0 before they wrap
        }
        return count > 0 ? sum / static_cast<float>(count) : 0.0f;
    }
};

/// The Level panel's state.
struct LevelState {
    bool auto_reload = true;                   ///< reload when the file changes on disk
    std::filesystem::file_time_type seen_write_time{};  ///< the file's time when last (re)loaded
    std::string watched;                       ///< the file watched
    std::string error;                         ///< the last failed load's message
    std::string message;                       ///< the last successful load, for the panel
    bool expand = false;                       ///< open the (collapsed) panel at the next frame: news to show
    double next_check = 0.0;                   ///< when to look at the file again (seconds of run time)
};

/// Everything the panels share (see the file comment).
struct InspectorState {
    PlaySession* session = nullptr;            ///< the game
    QueryRecorder recorder;                    ///< the queries of the last steps
    InspectorSettings settings;                ///< parameters (this run's), presets, panels, overlay choices
    Parameters applied;                        ///< the parameters the world has now
    Selection selection;                       ///< the selected query
    int hovered = -1;                          ///< the Queries row under the mouse (index in the shown step), or -1
    std::size_t hovered_age = 0;               ///< the step (steps back) the hovered row belongs to
    std::optional<Actor> actor_filter;         ///< only this actor's queries are listed (picked in the world)
    RecorderTrigger trigger_choice;            ///< what "freeze on next" waits for, when armed
    std::vector<std::pair<std::size_t, std::uint32_t>> latest_rows;  ///< the Queries table's "latest" rows: (steps back, index)
    std::size_t view_age = 0;                  ///< while frozen: how many steps back the panels look
    ProbeState probe;                          ///< the Probe panel
    FrameHistory frames;                       ///< frame timings
    std::optional<StepComparison> comparison;        ///< the last index on/off measurement
    std::optional<StepComparison> engine_comparison; ///< the last tuned / teaching-core measurement
    double next_comparison = 0.0;              ///< when to measure again (seconds of run time)
    double next_engine_comparison = 0.0;       ///< when to measure the engines again
    LevelState level;                          ///< the Level panel
    LessonState lesson;                        ///< the open lesson (game/src/lessons/)
    LessonHooks lesson_hooks;                  ///< what the lessons do at fixed points of the frame (empty: no lessons)
    std::array<char, kLongestPresetName + 1> preset_name{};  ///< the Parameters panel's "save as" field
    int preset_choice = -1;                    ///< the preset picked in the Parameters panel (-1: none)
    bool help_open = false;                    ///< the F1 window
    WorkbenchLayout layout;                    ///< this frame's places: the world view, the column, each panel
    std::array<float, kPanelCount> content_heights{};  ///< what each panel's content needed last frame (`end_panel`)
    float ui_scale = 1.0f;                     ///< the UI scale (high-DPI displays)
    bool fullscreen_requested = false;         ///< the View menu asked for full screen (the window toggles it)
    bool hint_open = false;                    ///< the first start's hint about F1 shows
    double hint_until = 0.0;                   ///< when it goes by itself (and counts as seen)
    std::vector<ScreenRect> banner_rects;      ///< where this frame's banners were drawn (screenshot sidecar)
    std::string banner_text;                   ///< the FROZEN banner's text this frame (empty: none)
    std::string toast;                         ///< a short message at the top of the screen
    double toast_until = 0.0;                  ///< until when it shows
    double now = 0.0;                          ///< seconds since the inspector started
    std::vector<std::pair<std::size_t, std::uint32_t>> table_rows;  ///< the Queries table's rows, as drawn: (steps back, index)
    int query_columns_given_way = 0;           ///< how many of the Queries table's optional columns the panel's width hides
    std::array<float, 3> given_way_widths{};   ///< the width each had when it gave way (room needed to bring it back)
    std::unordered_set<std::uint64_t> latest_keys;  ///< (actor, kind) pairs met while collecting `latest_rows`

    /// How many steps back the panels look: `view_age`, within the steps recorded.
    std::size_t shown_age() const noexcept {
        return recorder.steps_recorded() == 0 ? 0 : std::min(view_age, recorder.steps_recorded() - 1);
    }
    /// The step the panels show, or nullptr before the first recorded step.
    const StepRecord* shown_step() const {
        return recorder.steps_recorded() == 0 ? nullptr : &recorder.step_back(shown_age());
    }
    /// Shows `text` for a few seconds.
    void notify(std::string text) {
        toast = std::move(text);
        toast_until = now + 4.0;
    }
};

} // namespace game::inspector
