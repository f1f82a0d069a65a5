#include "lessons/lesson_scene.hpp"

#include "inspector/panel_set.hpp"
#include "lessons/lesson_catalog.hpp"
#include "render/hud.hpp"
#include "sim/level_arena.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <memory>
#include <string>
#include <system_error>

namespace game::lessons {
namespace {

/// True when `a` and `b` name the same file (a relative and an absolute path may).
bool same_file(const std::filesystem::path& a, const std::filesystem::path& b) {
    std::error_code error;
    return std::filesystem::weakly_canonical(a, error) == std::filesystem::weakly_canonical(b, error);
}

/// Plays the lesson's level, unless it is playing already. False (and a message) when it
/// does not load.
bool play_level(inspector::InspectorState& state, const Lesson& lesson, const std::filesystem::path& levels_folder) {
    const std::filesystem::path path = level_path(lesson, levels_folder);
    PlaySession& session = *state.session;
    if (same_file(path, session.level_source())) {
        return true;
    }
    try {
        session.play_arena(std::make_shared<const Arena>(load_arena(path)), path.string());
    } catch (const std::exception& problem) {
        state.notify("lesson '" + std::string(lesson.name) + "' not opened: " + problem.what());
        return false;
    }
    return true;
}

/// The panels, parameters and probe of `lesson`.
void set_scene(inspector::InspectorState& state, const Lesson& lesson) {
    using inspector::Panel;
    inspector::InspectorSettings& settings = state.settings;
    settings.panels = inspector::parse_panel_list(lesson.panels);
    settings.layout.column_hidden = false;
    for (std::size_t i = 0; i < inspector::kPanelCount; ++i) {
        settings.layout.collapsed[i] = settings.layout.collapsed[i] && !settings.panels.open[i];
    }
    settings.overlay = true;
    settings.overlay_numbers = true;
    inspector::Parameters& p = settings.parameters;
    p.segment_variant = lesson.segment;
    p.circle_variant = lesson.circle;
    p.pixel_perfect = lesson.pixel_perfect;
    p.use_index = true;
    p.index_tile_size = inspector::Parameters{}.index_tile_size;
    p.extra_robots = 0;  // the scene is the level as drawn

    inspector::ProbeState& probe = state.probe;
    probe.shape = inspector::parse_probe(lesson.probe);
    probe.mode = probe.shape.kind;
    probe.compare_segment = lesson.compare_segment;
    probe.compare_circle = lesson.compare_circle;
    probe.compare = lesson.compare;
    probe.select_pending = lesson.select_probe;
    probe.select_index_tiles = lesson.step_index_tiles;
    probe.centre_camera = true;
    state.selection.active = false;
    state.actor_filter.reset();
    state.hint_open = false;  // the first start's hint is about the game's panels; the lesson's text replaces it
}

void wrapped(std::string_view text) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(text.data(), text.data() + text.size());
    ImGui::PopTextWrapPos();
}

} // namespace

void open_requested_lesson(inspector::InspectorState& state, const std::filesystem::path& levels_folder) {
    const int index = state.lesson.requested;
    state.lesson.requested = -1;
    const auto all = lessons();
    if (index < 0 || static_cast<std::size_t>(index) >= all.size()) {
        return;
    }
    const Lesson& lesson = all[static_cast<std::size_t>(index)];
    if (!play_level(state, lesson, levels_folder)) {
        return;
    }
    set_scene(state, lesson);
    state.session->set_frozen(true);  // the probe's tiles stay; F9 plays on
    state.session->set_zoom(lesson.zoom);
    state.lesson.fit_pending = true;
    state.lesson.current = index;
    state.lesson.panel_open = true;
    state.lesson.level_source = state.session->level_source();
}

inspector::ScreenRect free_view(const inspector::InspectorState& state) {
    const inspector::ScreenRect& world = state.layout.world;
    const float margin = 8.0f * state.ui_scale;
    const float line = ImGui::GetTextLineHeightWithSpacing();
    // The status panel grows with the UI; the colour key is drawn as overlay.cpp's draw_legend
    // draws it: a title, a row per kind and the tile row, 52 px above the view's bottom.
    const float top = world.y + float(kStatusPanel.y) + float(kStatusPanel.h) * state.ui_scale + margin;
    const float legend = line * static_cast<float>(inspector::kRecordKindCount + 2) + 10.0f + 52.0f;
    const float bottom = world.bottom() - legend - margin;
    const float right =
        state.lesson.panel_rect.width > 0.0f ? state.lesson.panel_rect.x - margin : world.right() - margin;
    const float left = world.x + margin;
    return {left, top, std::max(1.0f, right - left), std::max(1.0f, bottom - top)};
}

std::optional<engine::Position2> camera_target(inspector::InspectorState& state) {
    const inspector::ProbeState& probe = state.probe;
    if (state.lesson.current < 0 || !probe.centre_camera || probe.shape.kind == inspector::ProbeKind::None) {
        return std::nullopt;
    }
    // The probe's box in level pixels: both ends of a ray or a rectangle, a circle's rim.
    const inspector::ProbeShape& shape = probe.shape;
    const float reach = shape.kind == inspector::ProbeKind::Circle ? shape.radius.pixels() : 0.0f;  // b == a then
    const float x0 = std::min(shape.a.x_pixels(), shape.b.x_pixels()) - reach;
    const float x1 = std::max(shape.a.x_pixels(), shape.b.x_pixels()) + reach;
    const float y0 = std::min(shape.a.y_pixels(), shape.b.y_pixels()) - reach;
    const float y1 = std::max(shape.a.y_pixels(), shape.b.y_pixels()) + reach;
    const inspector::ScreenRect free = free_view(state);
    // An auto-sized window takes a frame or two to find its size: fit once it stays put.
    const inspector::ScreenRect panel = state.lesson.panel_rect;
    const bool settled = panel.width > 0.0f && panel.x == state.lesson.last_panel_rect.x &&
                         panel.y == state.lesson.last_panel_rect.y && panel.width == state.lesson.last_panel_rect.width &&
                         panel.height == state.lesson.last_panel_rect.height;
    state.lesson.last_panel_rect = panel;
    if (state.lesson.fit_pending && settled) {
        state.lesson.fit_pending = false;
        const float handles = 32.0f * state.ui_scale;  // the probe's end handles and tile numbers
        const float fit = std::min((free.width - handles) / std::max(x1 - x0, 1.0f),
                                   (free.height - handles) / std::max(y1 - y0, 1.0f));
        if (fit < state.session->camera().scale()) {
            state.session->set_zoom(fit);
        }
    }
    // The camera puts its centre in the middle of the world view; the probe's middle goes in
    // the middle of the free part instead.
    const float scale = std::max(state.session->camera().scale(), 0.01f);
    const inspector::ScreenRect& world = state.layout.world;
    const float dx = (free.x + free.width * 0.5f) - (world.x + world.width * 0.5f);
    const float dy = (free.y + free.height * 0.5f) - (world.y + world.height * 0.5f);
    return engine::Position2::from_pixels((x0 + x1) * 0.5f - dx / scale, (y0 + y1) * 0.5f - dy / scale);
}

void draw_lesson_panel(inspector::InspectorState& state) {
    inspector::LessonState& lesson_state = state.lesson;
    lesson_state.panel_rect = {};
    if (lesson_state.current >= 0 && state.session->level_source() != lesson_state.level_source) {
        lesson_state.current = -1;  // the learner went to another level (Level panel, pause menu): the lesson is over
    }
    if (lesson_state.current < 0 || !lesson_state.panel_open || state.session->paused()) {
        return;
    }
    const auto all = lessons();
    const Lesson& lesson = all[static_cast<std::size_t>(lesson_state.current)];
    const inspector::ScreenRect& world = state.layout.world;
    // Bottom right of the world view, above the help strip: the HUD's status panel holds the
    // top left, the FROZEN banner the top middle, the colour key the bottom left, and the
    // scene is centred.
    const float margin = 8.0f * state.ui_scale;
    const float help_strip = 2.0f * ImGui::GetFrameHeightWithSpacing();
    const float width = std::min(380.0f * state.ui_scale, world.width * 0.5f);
    ImGui::SetNextWindowPos(ImVec2(world.right() - margin, world.bottom() - help_strip - margin), ImGuiCond_Always,
                            ImVec2(1.0f, 1.0f));
    ImGui::SetNextWindowSize(ImVec2(width, 0.0f), ImGuiCond_Always);
    ImGui::SetNextWindowBgAlpha(0.92f);
    char title[96];
    std::snprintf(title, sizeof title, "Lesson %d of %zu: %.*s###lesson", lesson.chapter, all.size(),
                  static_cast<int>(lesson.title.size()), lesson.title.data());
    constexpr ImGuiWindowFlags kFlags = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoSavedSettings |
                                        ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_AlwaysAutoResize;
    if (ImGui::Begin(title, &lesson_state.panel_open, kFlags)) {
        wrapped(lesson.idea);
        ImGui::Spacing();
        ImGui::TextColored(ImVec4(0.55f, 0.88f, 1.0f, 1.0f), "Try it");
        wrapped(lesson.try_this);
        ImGui::Spacing();
        ImGui::TextDisabled("Read: %.*s", static_cast<int>(page_of(lesson).size()), page_of(lesson).data());
        ImGui::Separator();
        const auto current = static_cast<std::size_t>(lesson_state.current);
        ImGui::BeginDisabled(current == 0);
        if (ImGui::SmallButton("< previous")) {
            lesson_state.requested = lesson_state.current - 1;
        }
        ImGui::EndDisabled();
        ImGui::SameLine();
        ImGui::BeginDisabled(current + 1 >= all.size());
        if (ImGui::SmallButton("next >")) {
            lesson_state.requested = lesson_state.current + 1;
        }
        ImGui::EndDisabled();
        ImGui::SameLine();
        ImGui::TextDisabled("F9 plays on");
    }
    const ImVec2 at = ImGui::GetWindowPos();
    const ImVec2 size = ImGui::GetWindowSize();
    lesson_state.panel_rect = {at.x, at.y, size.x, size.y};
    ImGui::End();
}

void lessons_menu(inspector::InspectorState& state) {
    if (!ImGui::BeginMenu("Lessons")) {
        return;
    }
    const auto all = lessons();
    for (std::size_t i = 0; i < all.size(); ++i) {
        char label[96];
        std::snprintf(label, sizeof label, "%d  %.*s", all[i].chapter, static_cast<int>(all[i].title.size()),
                      all[i].title.data());
        if (ImGui::MenuItem(label, nullptr, state.lesson.current == static_cast<int>(i))) {
            state.lesson.requested = static_cast<int>(i);
        }
        if (ImGui::IsItemHovered()) {
            ImGui::SetTooltip("%.*s", static_cast<int>(all[i].summary.size()), all[i].summary.data());
        }
    }
    if (state.lesson.current >= 0) {
        ImGui::Separator();
        ImGui::MenuItem("Show the lesson's text", nullptr, &state.lesson.panel_open);
    }
    ImGui::EndMenu();
}

nlohmann::json lesson_json(const inspector::InspectorState& state) {
    if (state.lesson.current < 0) {
        return nullptr;
    }
    const Lesson& lesson = lessons()[static_cast<std::size_t>(state.lesson.current)];
    const inspector::ScreenRect& r = state.lesson.panel_rect;
    return {{"name", std::string(lesson.name)},
            {"chapter", lesson.chapter},
            {"page", std::string(page_of(lesson))},
            {"panel_shown", !r.empty()},
            {"panel", {r.x, r.y, r.width, r.height}}};
}

inspector::LessonHooks hooks(const std::filesystem::path& levels_folder, std::string_view first_lesson) {
    inspector::LessonHooks result;
    if (!first_lesson.empty()) {
        result.first_lesson = static_cast<int>(index_of(find_lesson(first_lesson)));
    }
    result.draw_panel = draw_lesson_panel;
    result.open_requested = [levels_folder](inspector::InspectorState& state) { open_requested_lesson(state, levels_folder); };
    result.camera_target = camera_target;
    result.menu = lessons_menu;
    result.notes = lesson_json;
    return result;
}

} // namespace game::lessons
