#include "inspector/inspector.hpp"

#include "inspector/colour_key.hpp"
#include "inspector/frame_notes.hpp"
#include "inspector/overlay.hpp"
#include "inspector/panels.hpp"
#include "inspector/query_tiles.hpp"
#include "inspector/text_overflow.hpp"
#include "inspector/widgets.hpp"
#include "app/sdl_context.hpp"
#include "render/hud.hpp"
#include "render/see_through.hpp"
#include "screenshot.hpp"
#include "sim/tuning.hpp"

#include <engine/raycast/collision_mask.hpp>
#include <levels/json_quote.hpp>

#include <imgui.h>
#include <imgui_internal.h>
#include <nlohmann/json.hpp>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <ctime>
#include <exception>

namespace game::inspector {
namespace {

/// Settings are written at most this often while they change (and at exit).
constexpr double kSaveDelay = 0.5;

/// Panels that read the recorder: while none is open (and no probe is set) it is detached.
bool recording_needed(const InspectorState& state) {
    const PanelSet& panels = state.settings.panels;
    return panels[Panel::Queries] || panels[Panel::Inspector] || panels[Panel::Stats] || panels[Panel::Probe] ||
           state.probe.shape.kind != ProbeKind::None || state.recorder.trigger().match != RecorderTrigger::Match::Off;
}

/// Every top-level ImGui window drawn this frame, as screen rectangles (call after
/// ImGui::Render). Dear ImGui's public API has no such list; its internal window table does.
std::vector<ScreenRect> drawn_window_rects() {
    std::vector<ScreenRect> rects;
    const ImGuiContext& context = *ImGui::GetCurrentContext();
    for (const ImGuiWindow* window : context.Windows) {
        const auto& see_through = see_through_windows();  // drawn faint over danger: the world shows through
        if (window->Active && !window->Hidden && (window->Flags & ImGuiWindowFlags_ChildWindow) == 0 &&
            (window->Flags & ImGuiWindowFlags_NoBackground) == 0 &&
            std::find(see_through.begin(), see_through.end(), window->Name) == see_through.end()) {
            rects.push_back({window->Pos.x, window->Pos.y, window->Size.x, window->Size.y});
        }
    }
    return rects;
}

/// The first start's hint shows this many seconds, then counts as read.
constexpr double kHintSeconds = 20.0;

/// "tilecast-20261124-143005.png", or with "-2", "-3", ... when a screenshot of the same
/// second exists: two F12 presses in one second must not overwrite each other.
std::string unused_screenshot_name() {
    char stamp[32];
    const std::time_t now = std::time(nullptr);
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::localtime(&now));
    std::string name = std::string("tilecast-") + stamp + ".png";
    for (int n = 2; std::filesystem::exists(name); ++n) {
        name = std::string("tilecast-") + stamp + "-" + std::to_string(n) + ".png";
    }
    return name;
}

nlohmann::json actor_json(const Actor& actor) {
    char text[32];
    return actor_text(actor, text, sizeof text);
}

nlohmann::json point_json(engine::Position2 p) { return nlohmann::json::array({p.x_pixels(), p.y_pixels()}); }

nlohmann::json colour_json(RecordKind kind) {
    const Rgb& c = kKindColours[static_cast<std::size_t>(kind)];
    return nlohmann::json::array({static_cast<int>(c.r * 255.0f), static_cast<int>(c.g * 255.0f), static_cast<int>(c.b * 255.0f)});
}

nlohmann::json tiles_json(const std::vector<engine::TileCoord>& tiles, std::size_t count) {
    nlohmann::json list = nlohmann::json::array();
    for (std::size_t i = 0; i < tiles.size() && i < count; ++i) {
        list.push_back(nlohmann::json::array({tiles[i].x, tiles[i].y}));
    }
    return list;
}

/// The probe shape a drag from `start` to `now` makes in `mode`.
ProbeShape dragged_shape(ProbeKind mode, engine::Position2 start, engine::Position2 now) {
    ProbeShape shape;
    shape.kind = mode;
    shape.a = start;
    shape.b = mode == ProbeKind::Circle ? start : now;
    shape.radius = mode == ProbeKind::Circle ? distance(start, now) : engine::Length::zero();
    return shape;
}

} // namespace

// [SECTION] Set-up and tear-down

Inspector::Inspector(PlaySession& session, SDL_Renderer* renderer, const Options& options, float ui_scale,
                     LessonHooks lesson_hooks)
    : renderer_{renderer} {
    state_.session = &session;
    state_.lesson_hooks = std::move(lesson_hooks);
    state_.ui_scale = ui_scale;
    window_id_ = SDL_GetWindowID(SDL_RenderGetWindow(renderer));
    started_ticks_ = SDL_GetTicks64();
    for (std::size_t i = 0; i < kPanelCount; ++i) {
        panel_names_.emplace_back(panel_title(static_cast<Panel>(i)));
    }
    const std::filesystem::path folder = settings::settings_folder(options.settings_dir);
    settings_path_ = folder / "inspector.json";

    SettingsFile file = load_settings(settings_path_);
    for (const std::string& warning : file.warnings) {
        spdlog::warn("{}", warning);
    }
    // What the file holds now: anything changed below (a first start's panel, a reset
    // layout) differs from it, and is saved.
    // An outdated file (one holding the parameters as they stood) counts as not yet written in
    // today's form, so its presets are saved and the old values leave the top level.
    const InspectorSettings as_read = file.found && !file.outdated ? file.settings : InspectorSettings{};
    if (!file.found) {
        // The first start shows the mission at once: robots' queries listed beside the world,
        // their tiles drawn over it — and a hint about F1, until it has been read.
        file.settings.panels[Panel::Queries] = true;
        file.settings.overlay = true;
        spdlog::info("first start: the Queries panel is open (F2 closes it; F1 lists every key)");
    }
    if (options.reset_layout && !(file.settings.layout == LayoutSettings{})) {
        file.settings.layout = LayoutSettings{};
        spdlog::info("--reset-layout: the panel column is back at its default width, every panel unfolded");
    }
    state_.hint_open = !file.settings.hint_seen;
    state_.hint_until = kHintSeconds;
    saved_ = as_read;
    file_settings_ = file.settings;
    state_.settings = file.settings;
    // Every game starts at the level's own values; a preset is loaded only when asked for.
    if (!options.preset.empty()) {
        const ParameterPreset* preset = find_preset(file.settings, options.preset);
        if (preset == nullptr) {
            throw std::runtime_error("--preset " + levels::quote_json_value(nlohmann::json(options.preset)) +
                                     ": no preset of that name in " + settings_path_.string() +
                                     " (saved presets: " + preset_names(file.settings) + ")");
        }
        state_.settings.parameters = preset->parameters;
        spdlog::info("--preset '{}': {}", preset->name, describe_changes(preset->parameters));
    }
    // A command-line value other than its default wins over the saved one (and is not saved).
    const Options defaults;
    Parameters& p = state_.settings.parameters;
    if (options.no_index != defaults.no_index) {
        p.use_index = !options.no_index;
    }
    p.teaching_core = options.engine == "teaching";
    if (options.tile_casts != defaults.tile_casts) {
        p.pixel_perfect = !options.tile_casts;
    }
    if (options.index_tile_size != defaults.index_tile_size) {
        p.index_tile_size = options.index_tile_size;
    }
    if (options.robots != defaults.robots) {
        p.extra_robots = options.robots;
    }
    if (!options.panels.empty()) {
        state_.settings.panels = parse_panel_list(options.panels);
    }
    command_line_ = state_.settings;
    if (!options.probe.empty()) {
        state_.probe.shape = parse_probe(options.probe);
        state_.probe.mode = state_.probe.shape.kind;
    }
    if (options.frozen) {
        session.set_frozen(true);
    }
    set_recorder_window();
    if (!options.freeze_on.empty()) {
        state_.recorder.set_trigger(parse_trigger(options.freeze_on));
        state_.trigger_choice = state_.recorder.trigger();
    }
    session.set_after_step([this] { return state_.recorder.triggered(); });
    if (!options.input_script.empty()) {
        script_ = InputScript::load(options.input_script);
    }
    frame_clock_ = options.frames.has_value();
    if (!options.frame_log.empty()) {
        frame_log_ = std::make_unique<std::ofstream>(options.frame_log);
        if (!*frame_log_) {
            throw std::runtime_error("cannot write the frame log to " + options.frame_log);
        }
    }
    state_.lesson.requested = state_.lesson_hooks.first_lesson;
    state_.selection.wall_tiles.reserve(4096);
    state_.selection.index_tiles.reserve(4096);
    state_.table_rows.reserve(state_.recorder.limits().queries_per_step);
    state_.latest_rows.reserve(4096);
    state_.latest_keys.reserve(4096);

    // Dear ImGui keeps no file of its own: the panels' places come from the column layout
    // (workbench_layout.hpp), saved in inspector.json. An imgui.ini from an older version
    // is left alone and not read: its free-floating places could be off screen.
    ImGui::GetIO().IniFilename = nullptr;
}

Inspector::~Inspector() {
    state_.session->set_after_step(nullptr);
    state_.recorder.detach();
    try {
        if (!(persistable() == saved_)) {
            save_settings(settings_path_, persistable());
        }
    } catch (const std::exception& problem) {
        spdlog::warn("inspector settings not saved: {}", problem.what());
    }
}

InspectorSettings Inspector::persistable() const {
    InspectorSettings settings = state_.settings;
    // The parameters are an experiment, never saved as they stand: the presets keep what a
    // person saved on purpose.
    settings.parameters = Parameters{};
    // What came from the command line stays out of the file: the file keeps its own value.
    if (settings.panels == command_line_.panels && !(command_line_.panels == file_settings_.panels)) {
        settings.panels = file_settings_.panels;
    }
    return settings;
}

// [SECTION] Events

void Inspector::begin_frame() {
    if (!script_.empty()) {
        script_.push_events(frame_, window_id_, pending_screenshots_);
    }
    ++frame_;
}

void Inspector::play(const std::vector<ScriptAction>& actions) {
    for (const ScriptAction& action : actions) {
        script_.append(action);
    }
}

bool Inspector::handle_event(const SDL_Event& event) {
    if (!script_.empty()) {
        // Dear ImGui 1.86 polls the real pointer; the script's pointer is handed over in
        // before_new_frame.
        if (event.type == SDL_MOUSEMOTION) {
            script_pointer_x_ = static_cast<float>(event.motion.x);
            script_pointer_y_ = static_cast<float>(event.motion.y);
        } else if ((event.type == SDL_MOUSEBUTTONDOWN || event.type == SDL_MOUSEBUTTONUP) &&
                   event.button.button == SDL_BUTTON_LEFT) {
            script_pointer_down_ = event.type == SDL_MOUSEBUTTONDOWN;
            script_pointer_x_ = static_cast<float>(event.button.x);
            script_pointer_y_ = static_cast<float>(event.button.y);
        }
    }
    if (!script_.empty() && (event.type == SDL_KEYDOWN || event.type == SDL_KEYUP) &&
        (event.key.keysym.sym == SDLK_LCTRL || event.key.keysym.sym == SDLK_RCTRL)) {
        script_ctrl_down_ = event.type == SDL_KEYDOWN;  // Ctrl snaps probe handles; handed over like the pointer
    }
    if (event.type != SDL_KEYDOWN || keyboard_captured()) {
        return false;
    }
    PlaySession& session = *state_.session;
    const SDL_Keycode key = event.key.keysym.sym;
    if ((key == SDLK_LEFT || key == SDLK_RIGHT) && session.frozen() && state_.selection.active) {
        // Frozen, the arrows walk the selected query's tiles one by one (held: repeated).
        step_selection(key == SDLK_LEFT ? -1 : 1);
        return true;
    }
    if (event.key.repeat != 0) {
        return false;
    }
    if (key >= SDLK_F2 && key <= SDLK_F7) {
        bool& open = state_.settings.panels.open[static_cast<std::size_t>(key - SDLK_F2)];
        open = !open;
        state_.level.expand = state_.level.expand || (open && key == SDLK_F7);
        return true;
    }
    switch (key) {
    case SDLK_F1:
        state_.help_open = !state_.help_open;
        state_.hint_open = false;  // the hint was about this key: read
        state_.settings.hint_seen = true;
        return true;
    case SDLK_F8:
        state_.settings.layout.column_hidden = !state_.settings.layout.column_hidden;
        return true;
    case SDLK_F11:
        toggle_fullscreen(SDL_RenderGetWindow(renderer_), windowed_size_);
        return true;
    case SDLK_F9:
        session.set_frozen(!session.frozen());
        state_.view_age = 0;
        return true;
    case SDLK_F10:
        session.set_frozen(true);
        session.step_once();
        state_.view_age = 0;
        return true;
    case SDLK_F12:
        screenshot_key_ = true;
        return true;
    default:
        return false;
    }
}

void Inspector::set_recorder_window() {
    const auto steps = static_cast<std::size_t>(std::lround(state_.settings.recorder_seconds * kStepsPerSecond));
    if (steps != state_.recorder.limits().steps_kept) {
        state_.recorder.set_steps_kept(std::max<std::size_t>(1, steps));
        forget_recorded_rows();
    }
}

void Inspector::take_trigger() {
    const auto fired = state_.recorder.fired();
    if (!fired) {
        return;
    }
    state_.recorder.clear_fired();
    const QueryRecorder& recorder = state_.recorder;
    for (std::size_t age = 0; age < recorder.steps_recorded(); ++age) {
        const StepRecord& step = recorder.step_back(age);
        if (step.step != fired->first) {
            continue;
        }
        for (std::size_t i = 0; i < step.queries.size(); ++i) {
            if (step.queries[i].sequence == fired->second) {
                state_.view_age = age;
                select_query(state_, step, i, false);
                char title[64];
                state_.notify(std::string("frozen on ") + query_title(step.queries[i], title, sizeof title) + " (F9 resumes)");
                return;
            }
        }
    }
}

bool Inspector::keyboard_captured() {
    // Dear ImGui's own rule for sharing the keyboard with a game: WantCaptureKeyboard is set
    // while a widget is active (a slider held, a text field being typed in).
    const ImGuiIO& io = ImGui::GetIO();
    return io.WantCaptureKeyboard || io.WantTextInput;
}

void Inspector::step_selection(int tiles) {
    Selection& selection = state_.selection;
    const int total = static_cast<int>(selection.slider_tiles().size());
    // A new selection shows the whole walk (its last tile): stepping on from there starts it
    // over at tile 1, so the first press of the right arrow always does something.
    const bool start_over = tiles > 0 && total > 0 && selection.shown_tiles >= total;
    selection.shown_tiles = start_over ? 1 : std::clamp(selection.shown_tiles + tiles, total > 0 ? 1 : 0, total);
    selection.playing = false;
}

void Inspector::play_selection(double frame_seconds) {
    // The Inspector's Play button: the slider walks the tiles at the chosen speed.
    Selection& selection = state_.selection;
    if (!selection.active || !selection.playing) {
        return;
    }
    const int total = static_cast<int>(selection.slider_tiles().size());
    selection.play_carry += frame_seconds * static_cast<double>(selection.tiles_per_second);
    const int whole = static_cast<int>(selection.play_carry);
    selection.play_carry -= whole;
    selection.shown_tiles = std::min(total, selection.shown_tiles + whole);
    selection.playing = selection.shown_tiles < total;
}

SDL_Rect Inspector::lay_out(int window_width, int window_height) {
    LayoutRequest request;
    request.window_width = static_cast<float>(window_width);
    request.window_height = static_cast<float>(window_height);
    request.ui_scale = state_.ui_scale;
    request.column_width = state_.settings.layout.column_width;
    request.column_hidden = state_.settings.layout.column_hidden;
    request.open = state_.settings.panels;
    request.collapsed = state_.settings.layout.collapsed;
    request.content_height = state_.content_heights;
    const ImGuiStyle& style = ImGui::GetStyle();
    const ImFont* font = ImGui::GetIO().Fonts->Fonts.empty() ? nullptr : ImGui::GetIO().Fonts->Fonts[0];
    const float font_size = font != nullptr ? font->FontSize : 13.0f;
    request.title_height = font_size + style.FramePadding.y * 2.0f;
    request.header_height = request.title_height;  // the View menu bar
    state_.layout = inspector::lay_out(request);
    const ScreenRect& world = state_.layout.world;
    return {static_cast<int>(world.x), static_cast<int>(world.y), static_cast<int>(world.width),
            static_cast<int>(world.height)};
}

void Inspector::describe(HudInfo& info) const {
    info.inspector_open = !state_.layout.column.empty();
    info.level_banner = info.level_banner && state_.lesson.current < 0;  // a lesson's panel says what the scene is
    info.panel_names = panel_names_;
    info.changed_parameters = game_changes(state_.settings.parameters);
    if (state_.hint_open) {
        info.hint = state_.settings.panels.any()
                        ? "The panel on the right lists every query the robots make; their tiles are drawn over the "
                          "world. F1: every key. F2-F7: more panels. F8: hide the column."
                        : "F1: every key. F2-F7 open the query inspector's panels.";
    }
}

void Inspector::apply(const HudAction& action) {
    switch (action.kind) {
    case HudAction::Kind::TogglePanel:
        if (action.panel >= 0 && action.panel < static_cast<int>(kPanelCount)) {
            bool& open = state_.settings.panels.open[static_cast<std::size_t>(action.panel)];
            open = !open;
            state_.settings.layout.column_hidden = state_.settings.layout.column_hidden && !open;
        }
        break;
    case HudAction::Kind::ResetLayout: reset_layout(state_); break;
    case HudAction::Kind::ResetParameters: reset_parameters(state_); break;
    case HudAction::Kind::DismissHint:
        state_.hint_open = false;
        state_.settings.hint_seen = true;
        break;
    default: break;
    }
}

void Inspector::update_hint() {
    // Shown for a while, the hint counts as read; "Got it" or F1 end it sooner.
    if (state_.hint_open && state_.now >= state_.hint_until) {
        state_.hint_open = false;
        state_.settings.hint_seen = true;
    }
}

void Inspector::before_new_frame() {
    if (script_.empty()) {
        return;
    }
    ImGuiIO& io = ImGui::GetIO();
    if (script_pointer_x_ >= 0.0f) {
        io.MousePos = ImVec2(script_pointer_x_, script_pointer_y_);
    }
    io.MouseDown[0] = script_pointer_down_;
    io.KeyCtrl = io.KeyCtrl || script_ctrl_down_;
}

// [SECTION] The frame

void Inspector::build(double frame_seconds, double simulation_seconds, int steps) {
    // With --frames every frame is 1/60 s of game, and so of the panels' clock too: the hint
    // closes and toasts fade at the same frame on a fast machine and a slow one, so that a
    // scripted run (or the bot's hands played back) sees the same window every time.
    state_.now = frame_clock_ ? static_cast<double>(frame_) / 60.0
                              : static_cast<double>(SDL_GetTicks64() - started_ticks_) / 1000.0;
    state_.frames.add(frame_seconds, simulation_seconds, steps);
    follow_world();
    update_hint();
    if (!ImGui::IsAnyItemActive()) {
        set_recorder_window();  // the window's slider let go
    }
    take_trigger();
    play_selection(frame_seconds);
    // Every frame, frozen or not: a panel may resume the game mid-frame and read the rows.
    collect_latest_queries(state_);
    state_.hovered = -1;
    state_.banner_rects.clear();
    draw_panels();
    const LessonHooks& lesson_hooks = state_.lesson_hooks;
    if (lesson_hooks.draw_panel) {
        lesson_hooks.draw_panel(state_);
    }
    draw_column_chrome(state_);  // after the panels: the splitter lies above their left edge
    if (lesson_hooks.open_requested) {
        lesson_hooks.open_requested(state_);  // --lesson, the Lessons menu, the lesson's next / previous
    }
    apply_parameters();
    // A panel may have replaced the world (Reload, a new alpha threshold): forget the old
    // one before anything below reads it.
    follow_world();
    update_recording();
    update_probe();
    draw_world_overlay(state_, state_.session->camera());
    if (state_.level.auto_reload) {
        watch_level_file(state_);
    }
    // The camera follows the selection while asked to (the world moves; the query stays put).
    const Selection& selection = state_.selection;
    if (selection.active && selection.look_at) {
        // The middle of what it looked at, zoomed out (never in) until all of it fits.
        const QueryEvent& e = selection.record.event;
        const bool segment = e.kind == QueryKind::Laser || e.kind == QueryKind::BulletSweep || e.kind == QueryKind::LineOfSight;
        // A segment is shown whole, from where it started to where it was aimed (a line of
        // sight ends at the player), also when it stopped earlier.
        state_.session->set_camera_target(segment ? lerp(e.from, e.to, 0.5f) : e.from);
        const engine::Length margin = engine::Length::from_pixels(2.0f * selection.slider_list().tile_size_pixels + 32.0f);
        const engine::Length reach = segment ? engine::Length::zero() : e.radius * 2.0f;
        const engine::Difference2 span = (segment ? e.to : e.hit_point) - e.from;
        if (state_.selection.fit_pending) {  // once per selection: the wheel still zooms in afterwards
            state_.selection.fit_pending = false;
            state_.session->zoom_out_to_fit(engine::Length::from_pixels(std::fabs(span.x().pixels())) + reach + margin,
                                            engine::Length::from_pixels(std::fabs(span.y().pixels())) + reach + margin);
        }
    } else {
        state_.session->set_camera_target(std::nullopt);
    }
    if (const auto lesson_view = lesson_hooks.camera_target ? lesson_hooks.camera_target(state_) : std::nullopt) {
        state_.session->set_camera_target(lesson_view, true);  // a lesson's probe, beside its text panel
    }
    const ImGuiIO& io = ImGui::GetIO();
    const bool probing = state_.settings.panels[Panel::Probe] && state_.probe.drag_enabled;
    state_.session->set_pointer_captured(io.WantCaptureMouse || probing);
    state_.session->set_keyboard_captured(keyboard_captured());
    if (state_.fullscreen_requested) {
        state_.fullscreen_requested = false;
        toggle_fullscreen(SDL_RenderGetWindow(renderer_), windowed_size_);
    }
    save_settings_if_changed();
}

void Inspector::follow_world() {
    World& world = state_.session->world();
    if (&world == world_) {
        return;
    }
    // A new world (level switch, reload, rebuilt masks): the old one is gone, with its
    // query layer — forget it without touching it, and everything that pointed into it.
    state_.recorder.forget();
    state_.recorder.clear();
    state_.recorder.clear_fired();
    forget_recorded_rows();
    state_.selection.active = false;
    state_.comparison.reset();
    state_.actor_filter.reset();
    state_.probe.pressed = false;
    state_.probe.dragging = false;
    world_ = &world;
    const Parameters& p = state_.settings.parameters;
    try {
        apply_to_world(world, p);
    } catch (const std::exception& problem) {
        state_.notify(std::string("parameters not applied: ") + problem.what());
    }
    state_.applied = p;
    if (p.alpha_threshold != engine::kDefaultAlphaThreshold && &world.arena() != rebuilt_arena_) {
        state_.applied.alpha_threshold = engine::kDefaultAlphaThreshold;  // apply_parameters rebuilds the masks
    } else if (world.robots().size() != world.arena().robot_spawns.size() + static_cast<std::size_t>(p.extra_robots)) {
        bool quit = false;
        state_.session->apply({HudAction::Kind::Restart, -1}, quit);  // spawn the robot count asked for
    }
}

void Inspector::apply_parameters() {
    Parameters& wanted = state_.settings.parameters;
    wanted = clamped(wanted);
    if (wanted == state_.applied) {
        return;
    }
    // A restart or a mask rebuild waits until the slider is let go.
    Parameters now = wanted;
    if (ImGui::IsAnyItemActive()) {
        now.extra_robots = state_.applied.extra_robots;
        now.alpha_threshold = state_.applied.alpha_threshold;
    }
    const bool restart = needs_restart(state_.applied, now);
    const bool new_masks = needs_new_masks(state_.applied, now);
    PlaySession& session = *state_.session;
    try {
        apply_to_world(session.world(), now);
        state_.applied = now;
        if (new_masks) {
            auto arena = std::make_shared<const Arena>(with_alpha_threshold(session.world().arena(), now.alpha_threshold));
            rebuilt_arena_ = arena.get();
            session.play_arena(std::move(arena), session.level_source());
            state_.notify("masks rebuilt at alpha threshold " + std::to_string(now.alpha_threshold));
        } else if (restart) {
            bool quit = false;
            session.apply({HudAction::Kind::Restart, -1}, quit);
            state_.notify("restarting with " + std::to_string(now.extra_robots) + " extra robots");
        }
    } catch (const std::exception& problem) {
        state_.notify(std::string("parameter not applied: ") + problem.what());
        state_.applied = now;  // do not retry every frame
    }
}

void Inspector::update_recording() {
    if (recording_needed(state_)) {
        state_.recorder.attach(world_->queries());
    } else if (state_.recorder.attached_to() != nullptr) {
        state_.recorder.detach();
        state_.recorder.clear();
        forget_recorded_rows();
    }
}

void Inspector::forget_recorded_rows() {
    // Rows are (steps back, index) pairs into the recorder: stale once it is cleared.
    state_.latest_rows.clear();
    state_.table_rows.clear();
    state_.hovered = -1;
    state_.view_age = 0;
}

namespace {

/// A handle is grabbed within this many screen pixels.
constexpr float kHandleReach = 9.0f;
/// A press that moves less than this is a click, not a drag.
constexpr float kClickSlop = 4.0f;

/// The handles of `shape` and where they are (world).
std::vector<std::pair<ProbeHandle, engine::Position2>> handles_of(const ProbeShape& shape) {
    using P = engine::Position2;
    switch (shape.kind) {
    case ProbeKind::Ray: return {{ProbeHandle::A, shape.a}, {ProbeHandle::B, shape.b}};
    case ProbeKind::Circle:
        return {{ProbeHandle::A, shape.a},
                {ProbeHandle::Radius, P::from_pixels(shape.a.x_pixels() + shape.radius.pixels(), shape.a.y_pixels())}};
    case ProbeKind::Rect:
        return {{ProbeHandle::A, shape.a},
                {ProbeHandle::B, shape.b},
                {ProbeHandle::CornerAB, P::from_pixels(shape.a.x_pixels(), shape.b.y_pixels())},
                {ProbeHandle::CornerBA, P::from_pixels(shape.b.x_pixels(), shape.a.y_pixels())}};
    case ProbeKind::None: break;
    }
    return {};
}

/// `shape` with `handle` moved to `to`.
ProbeShape moved(ProbeShape shape, ProbeHandle handle, engine::Position2 to) {
    using P = engine::Position2;
    switch (handle) {
    case ProbeHandle::A:
        if (shape.kind == ProbeKind::Circle) {
            shape.b = to;
        }
        shape.a = to;
        break;
    case ProbeHandle::B: shape.b = to; break;
    case ProbeHandle::Radius: shape.radius = distance(shape.a, to); break;
    case ProbeHandle::CornerAB:
        shape.a = P::from_pixels(to.x_pixels(), shape.a.y_pixels());
        shape.b = P::from_pixels(shape.b.x_pixels(), to.y_pixels());
        break;
    case ProbeHandle::CornerBA:
        shape.a = P::from_pixels(shape.a.x_pixels(), to.y_pixels());
        shape.b = P::from_pixels(to.x_pixels(), shape.b.y_pixels());
        break;
    case ProbeHandle::None: break;
    }
    return shape;
}

/// The nearest tile corner or tile centre (a grid of half tiles), as Red Blob Games' pages
/// snap their handles.
engine::Position2 snapped(engine::Position2 p, float tile_size) {
    const float half = tile_size * 0.5f;
    return engine::Position2::from_pixels(std::round(p.x_pixels() / half) * half, std::round(p.y_pixels() / half) * half);
}

/// The index of the first tile where the two lists differ (a shorter list that is a prefix of
/// the longer differs where it ends), or nullopt when they are equal.
std::optional<std::size_t> first_difference(const std::vector<engine::TileCoord>& a, const std::vector<engine::TileCoord>& b) {
    const std::size_t common = std::min(a.size(), b.size());
    for (std::size_t i = 0; i < common; ++i) {
        if (!(a[i] == b[i])) {
            return i;
        }
    }
    return a.size() == b.size() ? std::nullopt : std::optional<std::size_t>(common);
}

} // namespace

void Inspector::update_probe() {
    ProbeState& probe = state_.probe;
    const ImGuiIO& io = ImGui::GetIO();
    const Camera& camera = state_.session->camera();
    const auto world_at = [&](ImVec2 screen) { return camera.to_world({screen.x, screen.y}); };
    const float tile_size = static_cast<float>(world_->arena().collision.tile_size());
    probe.snapped = io.KeyCtrl;
    const auto point_at = [&](ImVec2 screen) {
        return probe.snapped ? snapped(world_at(screen), tile_size) : world_at(screen);
    };
    const bool armed = state_.settings.panels[Panel::Probe] && probe.drag_enabled;
    const bool in_world = state_.layout.world.contains(io.MousePos.x, io.MousePos.y) && !io.WantCaptureMouse;
    // A press in the world (probe armed, or the game frozen) may become a drag or a click.
    if ((armed || state_.session->frozen()) && in_world && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
        probe.pressed = true;
        probe.press_at = io.MousePos;
        probe.handle = ProbeHandle::None;
        if (armed) {
            for (const auto& [handle, at] : handles_of(probe.shape)) {
                const SDL_FPoint s = camera.to_screen(at);
                if (std::hypot(s.x - io.MousePos.x, s.y - io.MousePos.y) <= kHandleReach) {
                    probe.handle = handle;
                }
            }
        }
    }
    bool finished = false;
    if (probe.pressed && !probe.dragging) {
        const float moved_by = std::hypot(io.MousePos.x - probe.press_at.x, io.MousePos.y - probe.press_at.y);
        if (!io.MouseDown[ImGuiMouseButton_Left]) {
            probe.pressed = false;  // a click: the robot or player under it lists its queries
            pick_actor(world_at(probe.press_at));
        } else if (moved_by >= kClickSlop && armed) {
            probe.dragging = true;
            if (probe.handle == ProbeHandle::None) {
                // A new probe replaces the previous one and its selection.
                drag_start_ = point_at(probe.press_at);
                if (state_.selection.active) {
                    state_.selection.active = false;
                }
            }
        }
    }
    if (probe.dragging) {
        probe.shape = probe.handle == ProbeHandle::None ? dragged_shape(probe.mode, drag_start_, point_at(io.MousePos))
                                                        : moved(probe.shape, probe.handle, point_at(io.MousePos));
        if (!io.MouseDown[ImGuiMouseButton_Left]) {
            probe.dragging = false;
            probe.pressed = false;
            finished = true;
        }
    }
    if (probe.shape.kind == ProbeKind::None || state_.recorder.attached_to() == nullptr) {
        return;
    }
    const Parameters& p = state_.settings.parameters;
    if (probe.compare && probe.shape.kind != ProbeKind::Rect) {
        run_probe(*world_, state_.recorder, probe.shape, {probe.compare_segment, probe.compare_circle}, probe.compare_result);
    }
    run_probe(*world_, state_.recorder, probe.shape, {p.segment_variant, p.circle_variant}, probe.result);
    probe.first_difference = probe.compare && probe.shape.kind == ProbeKind::Ray
                                 ? first_difference(probe.result.tiles, probe.compare_result.tiles)
                                 : std::nullopt;
    // The Inspector follows the probe: selected when a drag ends, refreshed while it stays selected.
    const StepRecord& recorded = state_.recorder.probe();
    if (!recorded.queries.empty() &&
        (finished || probe.select_pending || (state_.selection.active && state_.selection.from_probe))) {
        const int shown = state_.selection.shown_tiles;
        const bool on_index = state_.selection.slider_on_index;
        const bool keep_slider = state_.selection.active && state_.selection.from_probe && !finished && !probe.select_pending;
        select_query(state_, recorded, 0, true);
        if (keep_slider) {
            // The refreshed query keeps the slider where it was: the same grid, the same tile.
            state_.selection.slider_on_index = on_index && !state_.selection.index_tiles.empty();
            state_.selection.shown_tiles = std::min(shown, static_cast<int>(state_.selection.slider_tiles().size()));
        }
        if (probe.select_pending) {
            probe.select_pending = false;
            Selection& selection = state_.selection;
            if (probe.select_index_tiles && !selection.index_tiles.empty()) {
                selection.slider_on_index = true;
                selection.shown_tiles = static_cast<int>(selection.index_tiles.size());
            }
        }
        state_.selection.look_at = state_.selection.look_at || probe.centre_camera;
    }
    probe.centre_camera = probe.centre_camera && !finished;  // the learner's own probe: the camera is theirs
}

void Inspector::pick_actor(engine::Position2 at) {
    const World& world = *world_;
    std::optional<Actor> picked;
    const Player& player = world.player();
    // A little larger than the bodies: they are small on screen when zoomed out.
    const engine::Length reach = engine::Length::from_pixels(6.0f);
    if (player.alive && distance(player.position, at) <= kPlayerRadius + reach) {
        picked = Actor{ActorKind::Player, 0};
    }
    for (const Robot& robot : world.robots()) {
        if (robot.health > 0.0f && distance(robot.position, at) <= kRobotRadius + reach) {
            picked = Actor{ActorKind::Robot, robot.id};
        }
    }
    if (!picked) {
        return;
    }
    state_.actor_filter = picked;
    state_.settings.panels[Panel::Queries] = true;
    char who[32];
    state_.notify(std::string("listing the queries of ") + actor_text(*picked, who, sizeof who) +
                  " (the x beside its name in the Queries panel lists everyone again)");
}

void Inspector::draw_panels() {
    PanelSet& panels = state_.settings.panels;
    using Draw = void (*)(InspectorState&, bool*);
    constexpr std::array<Draw, kPanelCount> kDraw{draw_queries_panel, draw_inspector_panel, draw_parameters_panel,
                                                  draw_probe_panel,   draw_stats_panel,     draw_level_panel};
    for (std::size_t i = 0; i < kPanelCount; ++i) {
        // A folded column hides the panels; they keep recording (F8 brings them back).
        if (panels.open[i] && !state_.layout.panels[i].empty()) {
            kDraw[i](state_, &panels.open[i]);
        }
    }
    if (state_.help_open) {
        draw_help_window(state_, &state_.help_open);
    }
}

// [SECTION] Saving

void Inspector::save_settings_if_changed() {
    const InspectorSettings wanted = persistable();
    if (wanted == saved_ || ImGui::IsAnyItemActive() || state_.now < next_save_) {
        return;
    }
    next_save_ = state_.now + kSaveDelay;
    try {
        save_settings(settings_path_, wanted);
        saved_ = wanted;
    } catch (const std::exception& problem) {
        state_.notify(std::string("settings not saved: ") + problem.what());
        saved_ = wanted;  // say it once, not every frame
    }
}

// [SECTION] Screenshots

void Inspector::after_render() {
    for (const std::string& path : pending_screenshots_) {
        take_screenshot(path, true);
    }
    pending_screenshots_.clear();
    if (frame_log_) {
        nlohmann::json line = frame_line(frame_ - 1, *state_.session, covered_json());
        line["parameters_changed"] = game_changes(state_.settings.parameters);  // what the player did not ask for, if anything
        *frame_log_ << line.dump() << '\n';
    }
    if (screenshot_key_) {
        screenshot_key_ = false;
        take_screenshot(unused_screenshot_name(), false);
    }
}

void Inspector::take_screenshot(const std::string& path, bool with_sidecar) {
    try {
        save_screenshot(renderer_, path);
        if (with_sidecar) {
            write_sidecar(path);
        }
        state_.notify("screenshot saved: " + path);
        spdlog::info("screenshot saved to {}", path);
    } catch (const std::exception& problem) {
        state_.notify(problem.what());
        spdlog::error("{}", problem.what());
    }
}

nlohmann::json Inspector::covered_json() const {
    nlohmann::json covered = nlohmann::json::array();
    for (const ScreenRect& r : drawn_window_rects()) {
        covered.push_back({r.x, r.y, r.width, r.height});
    }
    for (const ScreenRect& r : state_.banner_rects) {
        covered.push_back({r.x, r.y, r.width, r.height});
    }
    return covered;
}

void Inspector::write_sidecar(const std::string& png_path) const {
    // What was drawn where, for tests that check the screenshot's pixels and for people
    // who want to know which step a picture shows.
    const Camera& camera = state_.session->camera();
    nlohmann::json json;
    json["frame"] = frame_ - 1;
    json["camera"] = {{"centre", point_json(camera.centre())},
                      {"scale", camera.scale()},
                      {"viewport", {camera.viewport().x, camera.viewport().y}}};
    json["frozen"] = state_.session->frozen();
    const StepRecord* step = state_.shown_step();
    json["step"] = step != nullptr ? step->step : 0;
    json["world_step"] = state_.session->world().step_count();
    json["queries_shown"] = step != nullptr ? step->queries.size() : 0;
    json["overlay"] = state_.settings.overlay;
    json["help_open"] = state_.help_open;
    json["level"] = {{"name", state_.session->world().arena().name},
                     {"source", state_.session->level_source()},
                     {"error", state_.level.error}};
    json["panels"] = settings_to_json(state_.settings)["panels"];
    json["parameters"] = {{"changed", game_changes(state_.settings.parameters)},
                          {"values", parameters_to_json(state_.settings.parameters)},
                          {"robots", state_.session->world().robots().size()},
                          {"presets", settings_to_json(state_.settings)["presets"]}};
    // Where the picture is not the world: every ImGui window drawn this frame (the column's
    // panels, the HUD, the help strip, menus, tooltips) and the banners drawn over the world.
    json["covered"] = covered_json();
    const ScreenRect& world = state_.layout.world;
    json["world_view"] = {world.x, world.y, world.width, world.height};
    const ScreenRect& column = state_.layout.column;
    json["column"] = {column.x, column.y, column.width, column.height};
    int window_width = 0;
    int window_height = 0;
    SDL_GetRendererOutputSize(renderer_, &window_width, &window_height);
    json["window"] = {window_width, window_height};
    json["paused"] = state_.session->paused();
    json["screen_shake"] = state_.session->hud_info(0.0).screen_shake;
    json["layout"] = settings_to_json(state_.settings)["layout"];
    // How far each open panel's text reaches past what it shows — its lines, child regions,
    // table cells and headers (0: nothing is cut off) — and where the worst cut is.
    nlohmann::json overflow = nlohmann::json::object();
    nlohmann::json overflow_where = nlohmann::json::object();
    for (std::size_t i = 0; i < kPanelCount; ++i) {
        const char* title = panel_title(static_cast<Panel>(i));
        const ImGuiWindow* window = ImGui::FindWindowByName(title);
        if (state_.settings.panels.open[i] && window != nullptr && window->Active && !window->Collapsed) {
            const TextOverflow cut = horizontal_text_overflow(title);
            overflow[title] = std::max(0.0f, cut.pixels);
            overflow_where[title] = cut.where;
        }
    }
    json["overflow"] = overflow;
    json["overflow_where"] = overflow_where;
    json["latest_rows"] = state_.latest_rows.size();
    // What the Queries table lists while the game runs: the latest query of each actor and
    // kind, with how many tiles it visited (the first 64 rows).
    nlohmann::json latest = nlohmann::json::array();
    for (const auto& [age, index] : state_.latest_rows) {
        if (latest.size() >= 64 || age >= state_.recorder.steps_recorded()) {
            break;
        }
        const StepRecord& recorded = state_.recorder.step_back(age);
        const QueryRecord& record = recorded.queries.at(index);
        latest.push_back({{"kind", std::string(name(record.kind))},
                          {"asked_by", actor_json(record.event.asked_by)},
                          {"wall_tiles", recorded.tiles_of(record.wall_tiles).size()},
                          {"index_tiles", recorded.tiles_of(record.index_tiles).size()}});
    }
    json["latest_queries"] = latest;
    json["restarts"] = state_.session->world().stats().restarts;
    json["banner"] = state_.banner_text;
    json["actor_filter"] = state_.actor_filter ? nlohmann::json(actor_json(*state_.actor_filter)) : nlohmann::json(nullptr);
    json["actors"] = actors_json(state_.session->world(), camera);
    json["beams"] = beams_json(state_.session->world(), camera);
    json["hint"] = state_.hint_open;
    json["keyboard_captured"] = keyboard_captured();
    json["recorder"] = {{"steps", state_.recorder.steps_recorded()},
                        {"memory_bytes", state_.recorder.memory_bytes()}};
    const Selection& selection = state_.selection;
    if (selection.active) {
        const QueryRecord& record = selection.record;
        char title[64];
        json["selection"] = {
            {"kind", std::string(name(record.kind))},
            {"colour", colour_json(record.kind)},
            {"title", std::string(query_title(record, title, sizeof title))},
            {"step", record.event.step},
            {"sequence", record.sequence},
            {"from", point_json(record.event.from)},
            {"to", point_json(record.event.to)},
            {"hit", point_json(record.event.hit_point)},
            {"slider_on_index", selection.slider_on_index},
            {"tile_size", selection.slider_list().tile_size_pixels},
            {"shown_tiles", selection.shown_tiles},
            {"tiles", tiles_json(selection.slider_tiles(), selection.slider_tiles().size())},
            {"asked_by", actor_json(record.event.asked_by)},
            {"look_at", selection.look_at},
            {"radius", record.event.radius.pixels()},
            {"drawn_radii", drawn_radii(record)},
        };
    } else {
        json["selection"] = nullptr;
    }
    if (state_.probe.shape.kind != ProbeKind::None) {
        json["probe"] = {{"spec", to_string(state_.probe.shape)},
                         {"compare_tiles", tiles_json(state_.probe.compare_result.tiles, state_.probe.compare_result.tiles.size())},
                         {"first_difference", state_.probe.first_difference ? nlohmann::json(*state_.probe.first_difference)
                                                                            : nlohmann::json(nullptr)},
                         {"colour", colour_json(RecordKind::Probe)},
                         {"variant", std::string(engine::name(state_.settings.parameters.segment_variant))},
                         {"tile_size", state_.probe.result.tile_size_pixels},
                         {"tiles", tiles_json(state_.probe.result.tiles, state_.probe.result.tiles.size())},
                         {"error", state_.probe.result.error}};
    } else {
        json["probe"] = nullptr;
    }
    json["lesson"] = state_.lesson_hooks.notes ? state_.lesson_hooks.notes(state_) : nlohmann::json(nullptr);
    settings::write_file_atomically(png_path + ".json", json.dump(2) + "\n");
}

} // namespace game::inspector
