#include "inspector/inspector.hpp"

#include "inspector/colour_key.hpp"
#include "inspector/overlay.hpp"
#include "inspector/panels.hpp"
#include "inspector/query_tiles.hpp"
#include "inspector/widgets.hpp"
#include "render/hud.hpp"
#include "render/level_banner.hpp"
#include "screenshot.hpp"

#include <engine/raycast/collision_mask.hpp>

#include <imgui.h>
#include <nlohmann/json.hpp>
#include <spdlog/spdlog.h>

#include <array>
#include <ctime>
#include <exception>
#include <fstream>
#include <sstream>

namespace game::inspector {
namespace {

/// Settings are written at most this often while they change (and at exit).
constexpr double kSaveDelay = 0.5;

/// Panels that read the recorder: while none is open (and no probe is set) it is detached.
bool recording_needed(const InspectorState& state) {
    const PanelSet& panels = state.settings.panels;
    return panels[Panel::Queries] || panels[Panel::Inspector] || panels[Panel::Stats] || panels[Panel::Probe] ||
           state.probe.shape.kind != ProbeKind::None;
}

std::string read_text(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
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

Inspector::Inspector(PlaySession& session, SDL_Renderer* renderer, const Options& options) : renderer_{renderer} {
    state_.session = &session;
    window_id_ = SDL_GetWindowID(SDL_RenderGetWindow(renderer));
    started_ticks_ = SDL_GetTicks64();
    const std::filesystem::path folder = settings_folder(options.settings_dir);
    settings_path_ = folder / "inspector.json";
    ini_path_ = folder / "imgui.ini";

    SettingsFile file = load_settings(settings_path_);
    for (const std::string& warning : file.warnings) {
        spdlog::warn("{}", warning);
    }
    saved_ = file.settings;
    file_settings_ = file.settings;
    state_.settings = file.settings;
    // A command-line value other than its default wins over the saved one (and is not saved).
    const Options defaults;
    Parameters& p = state_.settings.parameters;
    if (options.no_index != defaults.no_index) {
        p.use_index = !options.no_index;
    }
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
    if (!options.input_script.empty()) {
        script_ = InputScript::load(options.input_script);
    }
    state_.selection.wall_tiles.reserve(4096);
    state_.selection.index_tiles.reserve(4096);
    state_.table_order.reserve(state_.recorder.limits().queries_per_step);

    // Dear ImGui's layout: read here, written atomically by us (never by ImGui itself).
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    if (std::filesystem::exists(ini_path_)) {
        const std::string ini = read_text(ini_path_);
        ImGui::LoadIniSettingsFromMemory(ini.data(), ini.size());
        layout_saved_before_ = true;
    }
}

Inspector::~Inspector() {
    state_.recorder.detach();
    try {
        if (!(persistable() == saved_)) {
            save_settings(settings_path_, persistable());
        }
        if (layout_saved_before_ || ever_opened_panel_) {
            std::size_t size = 0;
            const char* ini = ImGui::SaveIniSettingsToMemory(&size);
            write_file_atomically(ini_path_, std::string_view(ini, size));
        }
    } catch (const std::exception& problem) {
        spdlog::warn("inspector settings not saved: {}", problem.what());
    }
}

InspectorSettings Inspector::persistable() const {
    // What came from the command line stays out of the file: the file keeps its own value.
    InspectorSettings settings = state_.settings;
    Parameters& p = settings.parameters;
    const Parameters& cli = command_line_.parameters;
    const Parameters& file = file_settings_.parameters;
    if (p.use_index == cli.use_index && cli.use_index != file.use_index) {
        p.use_index = file.use_index;
    }
    if (p.pixel_perfect == cli.pixel_perfect && cli.pixel_perfect != file.pixel_perfect) {
        p.pixel_perfect = file.pixel_perfect;
    }
    if (p.index_tile_size == cli.index_tile_size && cli.index_tile_size != file.index_tile_size) {
        p.index_tile_size = file.index_tile_size;
    }
    if (p.extra_robots == cli.extra_robots && cli.extra_robots != file.extra_robots) {
        p.extra_robots = file.extra_robots;
    }
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
    if (event.type != SDL_KEYDOWN || event.key.repeat != 0 || ImGui::GetIO().WantTextInput) {
        return false;
    }
    PlaySession& session = *state_.session;
    const SDL_Keycode key = event.key.keysym.sym;
    if (key >= SDLK_F2 && key <= SDLK_F7) {
        bool& open = state_.settings.panels.open[static_cast<std::size_t>(key - SDLK_F2)];
        open = !open;
        state_.level.expand = state_.level.expand || (open && key == SDLK_F7);
        return true;
    }
    switch (key) {
    case SDLK_F1:
        state_.help_open = !state_.help_open;
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
    case SDLK_ESCAPE:
        if (state_.focused_panel >= 0) {
            state_.settings.panels.open[static_cast<std::size_t>(state_.focused_panel)] = false;
            state_.focused_panel = -1;
            return true;
        }
        return false;
    default:
        return false;
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
}

// [SECTION] The frame

void Inspector::build(double frame_seconds, double simulation_seconds, int steps) {
    state_.now = static_cast<double>(SDL_GetTicks64() - started_ticks_) / 1000.0;
    state_.frames.add(frame_seconds, simulation_seconds, steps);
    follow_world();
    state_.hovered = -1;
    draw_panels();
    apply_parameters();
    update_recording();
    update_probe();
    draw_world_overlay(state_, state_.session->camera());
    if (state_.level.auto_reload) {
        watch_level_file(state_);
    }
    // The camera follows the selection while asked to (the world moves; the query stays put).
    const Selection& selection = state_.selection;
    if (selection.active && selection.look_at) {
        const QueryEvent& e = selection.record.event;
        const bool segment = e.kind == QueryKind::Laser || e.kind == QueryKind::BulletSweep || e.kind == QueryKind::LineOfSight;
        state_.session->set_camera_target(segment ? lerp(e.from, e.hit_point, 0.5f) : e.from);
    } else {
        state_.session->set_camera_target(std::nullopt);
    }
    const ImGuiIO& io = ImGui::GetIO();
    const bool probing = state_.settings.panels[Panel::Probe] && state_.probe.drag_enabled;
    state_.session->set_pointer_captured(io.WantCaptureMouse || probing);
    save_settings_if_changed();
    save_ini_if_asked();
}

void Inspector::follow_world() {
    World& world = state_.session->world();
    if (&world == world_) {
        return;
    }
    // A new world (level switch, reload, rebuilt masks): the old one is gone, with its
    // query layer — forget it without touching it.
    state_.recorder.forget();
    state_.recorder.clear();
    state_.selection.active = false;
    state_.comparison.reset();
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
    }
}

void Inspector::update_probe() {
    ProbeState& probe = state_.probe;
    const ImGuiIO& io = ImGui::GetIO();
    const Camera& camera = state_.session->camera();
    const auto world_at = [&](ImVec2 screen) { return camera.to_world({screen.x, screen.y}); };
    const bool armed = state_.settings.panels[Panel::Probe] && probe.drag_enabled;
    if (armed && !io.WantCaptureMouse && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
        probe.dragging = true;
        drag_start_ = world_at(io.MousePos);
        probe.shape = dragged_shape(probe.mode, drag_start_, drag_start_);
    }
    bool finished = false;
    if (probe.dragging) {
        probe.shape = dragged_shape(probe.mode, drag_start_, world_at(io.MousePos));
        if (!io.MouseDown[ImGuiMouseButton_Left]) {
            probe.dragging = false;
            finished = true;
        }
    }
    if (probe.shape.kind == ProbeKind::None || state_.recorder.attached_to() == nullptr) {
        return;
    }
    const Parameters& p = state_.settings.parameters;
    run_probe(*world_, state_.recorder, probe.shape, {p.segment_variant, p.circle_variant}, probe.result);
    // The Inspector follows the probe: selected when a drag ends, refreshed while it stays selected.
    const StepRecord& recorded = state_.recorder.probe();
    if (!recorded.queries.empty() && (finished || (state_.selection.active && state_.selection.from_probe))) {
        const int shown = state_.selection.shown_tiles;
        const bool keep_slider = state_.selection.active && state_.selection.from_probe && !finished;
        select_query(state_, recorded, 0, true);
        if (keep_slider) {
            state_.selection.shown_tiles = std::min(shown, static_cast<int>(state_.selection.slider_tiles().size()));
        }
    }
}

void Inspector::draw_panels() {
    PanelSet& panels = state_.settings.panels;
    ever_opened_panel_ = ever_opened_panel_ || panels.any();
    state_.focused_panel = -1;
    using Draw = void (*)(InspectorState&, bool*);
    constexpr std::array<Draw, kPanelCount> kDraw{draw_queries_panel, draw_inspector_panel, draw_parameters_panel,
                                                  draw_probe_panel,   draw_stats_panel,     draw_level_panel};
    for (std::size_t i = 0; i < kPanelCount; ++i) {
        if (panels.open[i]) {
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

void Inspector::save_ini_if_asked() {
    ImGuiIO& io = ImGui::GetIO();
    if (!io.WantSaveIniSettings) {
        return;
    }
    io.WantSaveIniSettings = false;
    if (!layout_saved_before_ && !ever_opened_panel_) {
        return;  // nothing of ours to remember yet
    }
    try {
        std::size_t size = 0;
        const char* ini = ImGui::SaveIniSettingsToMemory(&size);
        write_file_atomically(ini_path_, std::string_view(ini, size));
    } catch (const std::exception& problem) {
        spdlog::warn("panel layout not saved: {}", problem.what());
    }
}

// [SECTION] Screenshots

void Inspector::after_render() {
    for (const std::string& path : pending_screenshots_) {
        take_screenshot(path, true);
    }
    pending_screenshots_.clear();
    if (screenshot_key_) {
        screenshot_key_ = false;
        char name[64];
        const std::time_t now = std::time(nullptr);
        std::strftime(name, sizeof name, "tilecast-%Y%m%d-%H%M%S.png", std::localtime(&now));
        take_screenshot(name, false);
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
    // Where the picture is not the world: open panels, the HUD, the banners, the help strip.
    const SDL_Point view = camera.viewport();
    nlohmann::json covered = nlohmann::json::array();
    for (std::size_t i = 0; i < kPanelCount; ++i) {
        const ImVec4& r = state_.panel_rects[i];
        if (state_.settings.panels.open[i]) {
            covered.push_back({r.x, r.y, r.z, r.w});
        }
    }
    covered.push_back({kStatusPanel.x, kStatusPanel.y, kStatusPanel.w, kStatusPanel.h});
    covered.push_back({0, 0, view.x, 80});            // the frozen banner and messages
    covered.push_back({0, view.y - 44, view.x, 44});  // the help strip
    if (const BannerRect banner = level_banner_rect(); banner.w > 0.0f) {
        covered.push_back({banner.x, banner.y, banner.w, banner.h});  // the level's title card
    }
    json["covered"] = covered;
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
        };
    } else {
        json["selection"] = nullptr;
    }
    if (state_.probe.shape.kind != ProbeKind::None) {
        json["probe"] = {{"spec", to_string(state_.probe.shape)},
                         {"colour", colour_json(RecordKind::Probe)},
                         {"variant", std::string(engine::name(state_.settings.parameters.segment_variant))},
                         {"tile_size", state_.probe.result.tile_size_pixels},
                         {"tiles", tiles_json(state_.probe.result.tiles, state_.probe.result.tiles.size())},
                         {"error", state_.probe.result.error}};
    } else {
        json["probe"] = nullptr;
    }
    write_file_atomically(png_path + ".json", json.dump(2) + "\n");
}

} // namespace game::inspector
