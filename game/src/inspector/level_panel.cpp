// The Level panel: which level is playing and where it came from, the shipped levels to
// switch to, "Reload" — and, while auto-reload is ticked, a reload whenever the file
// changes on disk (edit a level in a text editor or Tiled and see it at once). A level that
// fails to load shows its error here and the old one keeps running.

#include "inspector/panels.hpp"
#include "inspector/widgets.hpp"
#include "sim/level_arena.hpp"

#include <exception>
#include <memory>
#include <system_error>

namespace game::inspector {
namespace {

/// How often the level file's time is looked at.
constexpr double kWatchPeriod = 0.5;

std::filesystem::file_time_type write_time(const std::string& path) {
    std::error_code error;
    const auto time = std::filesystem::last_write_time(path, error);
    return error ? std::filesystem::file_time_type{} : time;
}

bool is_file(const std::string& source) {
    std::error_code error;
    return !source.empty() && std::filesystem::is_regular_file(source, error);
}

} // namespace

/// Loads the current level's file again; on failure keeps the old level and says why.
void reload_level(InspectorState& state) {
    LevelState& level = state.level;
    const std::string source = state.session->level_source();
    level.seen_write_time = write_time(source);
    try {
        auto arena = std::make_shared<const Arena>(load_arena(source));
        state.session->play_arena(std::move(arena), source);
        level.error.clear();
        level.message = "reloaded " + std::filesystem::path(source).filename().string();
        state.notify(level.message);
    } catch (const std::exception& problem) {
        level.error = problem.what();
        level.expand = true;
        state.settings.panels[Panel::Level] = true;
        state.notify("the level did not load: the old one keeps running (Level panel)");
    }
}

/// Reloads the level when its file changed (auto-reload).
void watch_level_file(InspectorState& state) {
    LevelState& level = state.level;
    const std::string& source = state.session->level_source();
    if (source != level.watched) {
        level.watched = source;
        level.seen_write_time = write_time(source);
        level.error.clear();
    }
    if (!level.auto_reload || state.now < level.next_check || !is_file(source)) {
        return;
    }
    level.next_check = state.now + kWatchPeriod;
    if (write_time(source) != level.seen_write_time) {
        reload_level(state);
    }
}

void draw_level_panel(InspectorState& state, bool* open) {
    if (state.level.expand) {
        state.settings.layout.collapsed[static_cast<std::size_t>(Panel::Level)] = false;  // news to show
        state.level.expand = false;
    }
    if (!begin_panel(state, Panel::Level, open)) {
        ImGui::End();
        return;
    }
    PlaySession& session = *state.session;
    LevelState& level = state.level;
    ImGui::Text("%s", session.world().arena().name.c_str());
    ImGui::TextDisabled("%s", session.level_source().c_str());
    const bool reloadable = is_file(session.level_source());
    ImGui::BeginDisabled(!reloadable);
    if (ImGui::Button("Reload")) {
        reload_level(state);
    }
    ImGui::SameLine();
    ImGui::Checkbox("auto-reload on change", &level.auto_reload);
    ImGui::EndDisabled();
    help_marker("Reload reads the level file again and restarts it. With auto-reload the file is checked twice a "
                "second and reloaded when it changes. If it does not load, the error shows here and the old level "
                "keeps running.");
    if (!level.error.empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.4f, 1.0f), "%s", level.error.c_str());
        ImGui::PopTextWrapPos();
    } else if (!level.message.empty()) {
        ImGui::TextColored(ImVec4(0.5f, 0.95f, 0.55f, 1.0f), "%s", level.message.c_str());
    }
    ImGui::Separator();
    const HudInfo info = session.hud_info(0.0);
    for (std::size_t i = 0; i < info.levels.size(); ++i) {
        const LevelEntry& entry = info.levels[i];
        ImGui::BeginDisabled(!entry.loads);
        ImGui::PushID(static_cast<int>(i));
        if (ImGui::Selectable(entry.name.c_str(), static_cast<int>(i) == info.current_level)) {
            bool quit = false;
            session.apply({HudAction::Kind::LoadLevel, static_cast<int>(i)}, quit);
            const HudInfo after = session.hud_info(0.0);
            level.error = after.status;
        }
        if (ImGui::IsItemHovered()) {
            ImGui::SetTooltip("%s", entry.description.c_str());
        }
        ImGui::PopID();
        ImGui::EndDisabled();
    }
    if (info.levels.empty()) {
        ImGui::TextDisabled("No shipped levels found.");
    }
    end_panel(state, Panel::Level);
}

} // namespace game::inspector
