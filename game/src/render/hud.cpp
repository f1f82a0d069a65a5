#include "render/hud.hpp"

#include "render/level_banner.hpp"
#include "render/see_through.hpp"

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cstdio>
#include <string>

namespace game {
namespace {

constexpr ImGuiWindowFlags kFixedPanel = ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                                         ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings;

/// The UI scale the fonts were built at (13 px is Dear ImGui's default font at scale 1).
float ui_scale() { return ImGui::GetFontSize() / 13.0f; }

const ImVec4 kChanged(kChangedColour.r, kChangedColour.g, kChangedColour.b, kChangedColour.a);

/// One line under the status: what the parameters changed, and a button that resets them. A
/// player must never play a changed game without being told.
void changed_line(const HudInfo& info, HudAction& action) {
    const std::vector<std::string>& changed = info.changed_parameters;
    if (ImGui::SmallButton("Reset")) {
        action.kind = HudAction::Kind::ResetParameters;
    }
    if (ImGui::IsItemHovered()) {
        ImGui::SetTooltip("Back to the level's own values (the Parameters panel can save them as a preset first)");
    }
    ImGui::SameLine();
    char text[96];
    std::snprintf(text, sizeof text, changed.size() > 1 ? "CHANGED: %s +%zu" : "CHANGED: %s", changed.front().c_str(),
                  changed.size() - 1);
    if (ImGui::CalcTextSize(text).x > ImGui::GetContentRegionAvail().x) {
        std::snprintf(text, sizeof text, "CHANGED: %zu parameter%s", changed.size(), changed.size() > 1 ? "s" : "");
    }
    ImGui::TextColored(kChanged, "%s", text);
    if (ImGui::IsItemHovered()) {
        std::string all;
        for (const std::string& change : changed) {
            all += change + "\n";
        }
        ImGui::SetTooltip("%s", all.c_str());
    }
}

/// Returns the panel's bottom edge (the level banner goes below it).
float status_panel(const World& world, const HudInfo& info, HudAction& action) {
    ImGui::SetNextWindowPos(ImVec2(float(kStatusPanel.x), float(kStatusPanel.y)), ImGuiCond_Always);
    // kStatusPanel's size at UI scale 1; a larger UI (high-DPI screens) grows it with the font.
    const float scale = ui_scale();
    // The busy line wraps within the panel's width: its height is what the wrapped text needs.
    const std::string busy = info.busy_level.empty() ? std::string{} : "BUSY: " + info.busy_level;
    const float text_width = float(kStatusPanel.w) * scale - ImGui::GetStyle().WindowPadding.x * 2.0f;
    const float extra_line = (info.changed_parameters.empty() ? 0.0f : ImGui::GetFrameHeightWithSpacing()) +
                             (busy.empty() ? 0.0f
                                           : ImGui::CalcTextSize(busy.c_str(), nullptr, false, text_width).y +
                                                 ImGui::GetStyle().ItemSpacing.y);
    ImGui::SetNextWindowSize(ImVec2(float(kStatusPanel.w) * scale, float(kStatusPanel.h) * scale + extra_line),
                             ImGuiCond_Always);
    const SeeThrough see_through("Tilecast", info.danger);
    ImGui::Begin("Tilecast", nullptr, kFixedPanel);
    ImGui::TextDisabled("%s", world.arena().name.c_str());
    const Player& player = world.player();
    const float health = player.alive ? player.health / 100.0f : 0.0f;
    char label[32];
    const char* format = player.alive                             ? "health %.0f"
                         : world.outcome() == Outcome::Lost ? "destroyed"
                                                            : "respawning...";
    std::snprintf(label, sizeof label, format, player.health);
    ImGui::PushStyleColor(ImGuiCol_PlotHistogram, health > 0.3f ? ImVec4(0.2f, 0.7f, 0.85f, 1.0f) : ImVec4(0.9f, 0.25f, 0.2f, 1.0f));
    ImGui::ProgressBar(health, ImVec2(-1.0f, 14.0f * scale), label);
    ImGui::PopStyleColor();
    ImGui::Text("lives %d   robots %d/%zu   score %d", player.lives, world.robots_left(), world.robots().size(),
                world.score());
    const double fps = info.frame_seconds > 0.0 ? 1.0 / info.frame_seconds : 0.0;
    if (world.time_scale() < 1.0) {
        ImGui::TextColored(ImVec4(1.0f, 0.8f, 0.3f, 1.0f), "BULLET TIME x%.1f", world.time_scale());
    } else {
        ImGui::TextDisabled("%.0f fps%s%s", fps, info.replaying ? "   replay" : info.bot_playing ? "   bot playing" : "",
                            info.sound_off ? "   sound off (M)" : "");
    }
    if (!info.changed_parameters.empty()) {
        changed_line(info, action);
    }
    if (!busy.empty()) {
        // A player must know when the game is not the level as written, even for a good reason.
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(kChanged, "%s", busy.c_str());
        ImGui::PopTextWrapPos();
        if (ImGui::IsItemHovered()) {
            ImGui::SetTooltip("%s", info.busy_level_detail.c_str());
        }
    }
    const float bottom = ImGui::GetWindowPos().y + ImGui::GetWindowHeight();
    ImGui::End();
    return bottom;
}

ImVec4 vec(HudColour c) { return ImVec4(c.r, c.g, c.b, c.a); }

/// The help strip's items wrap: a row holds what the world view's width holds.
struct StripRow {
    float widest = 0.0f;  ///< the strip's content width
    bool first = true;
};

/// One "KEY what" pair of the strip: on the same row when it fits, else on the next.
void strip_item(StripRow& row, const char* key, const char* what) {
    const float width = ImGui::CalcTextSize(key).x + 4.0f + ImGui::CalcTextSize(what).x;
    if (!row.first && ImGui::GetItemRectMax().x + 14.0f + width - ImGui::GetWindowPos().x <= row.widest) {
        ImGui::SameLine(0.0f, 14.0f);
    }
    row.first = false;
    ImGui::TextColored(vec(kStripKey), "%s", key);
    ImGui::SameLine(0.0f, 4.0f);
    ImGui::TextColored(vec(kStripText), "%s", what);
}

/// Returns the strip's top edge (the hint goes above it).
float help_strip(const HudInfo& info) {
    const SDL_Rect& view = info.world_view;
    ImGui::SetNextWindowPos(ImVec2(float(view.x) + float(view.w) * 0.5f, float(view.y + view.h) - 8.0f), ImGuiCond_Always,
                            ImVec2(0.5f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_WindowBg, vec(kStripBackground));
    ImGui::SetNextWindowSizeConstraints(ImVec2(0.0f, 0.0f), ImVec2(std::max(100.0f, float(view.w) - 16.0f), FLT_MAX));
    const SeeThrough see_through("##help", info.danger);
    ImGui::Begin("##help", nullptr, kFixedPanel | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_AlwaysAutoResize |
                                        ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoFocusOnAppearing);
    StripRow row{std::max(100.0f, float(view.w) - 16.0f) - 2.0f * ImGui::GetStyle().WindowPadding.x};
    strip_item(row, "F1", "help");
    strip_item(row, "F2-F7", info.inspector_open ? "panels" : "query panels");
    strip_item(row, "WASD", "move");
    strip_item(row, "click", "shoot");
    strip_item(row, "Shift", "slow");
    strip_item(row, "wheel", "zoom");
    strip_item(row, "M", "sound");
    strip_item(row, "F9", "freeze");
    if (info.inspector_open) {
        strip_item(row, "F8", "hide column");
    }
    strip_item(row, "Esc", "menu");
    const float top = ImGui::GetWindowPos().y;
    ImGui::End();
    ImGui::PopStyleColor();
    return top;
}

/// The one-time hint of a first start: what F1 and the panel keys do.
void hint_bubble(const HudInfo& info, float above, HudAction& action) {
    const SDL_Rect& view = info.world_view;
    ImGui::SetNextWindowPos(ImVec2(float(view.x) + float(view.w) * 0.5f, above - 8.0f), ImGuiCond_Always, ImVec2(0.5f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.10f, 0.22f, 0.36f, 0.95f));
    // As wide as the text needs, but never wider than the world view: long hints wrap.
    const float widest = std::max(200.0f, float(view.w) - 48.0f);
    const float text_width = ImGui::CalcTextSize(info.hint.c_str()).x + ImGui::GetStyle().WindowPadding.x * 2.0f;
    ImGui::SetNextWindowSize(ImVec2(std::min(widest, text_width), 0.0f), ImGuiCond_Always);
    const SeeThrough see_through("##hint", info.danger);
    ImGui::Begin("##hint", nullptr, kFixedPanel | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoFocusOnAppearing);
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.95f, 0.7f, 1.0f));
    ImGui::TextWrapped("%s", info.hint.c_str());
    ImGui::PopStyleColor();
    if (ImGui::SmallButton("Got it")) {
        action.kind = HudAction::Kind::DismissHint;
    }
    ImGui::End();
    ImGui::PopStyleColor();
}

/// A centred window with a big title; returns false if it was not begun.
void begin_centred(const char* id, ImVec2 size, const SDL_Rect& view) {
    ImGui::SetNextWindowPos(ImVec2(float(view.x) + float(view.w) * 0.5f, float(view.y) + float(view.h) * 0.45f),
                            ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(std::min(size.x, float(view.w) - 16.0f), size.y), ImGuiCond_Always);
    ImGui::Begin(id, nullptr, kFixedPanel | ImGuiWindowFlags_NoTitleBar);
}

void big_title(const char* text, ImVec4 colour) {
    ImGui::SetWindowFontScale(2.2f);
    const float width = ImGui::CalcTextSize(text).x;
    ImGui::SetCursorPosX((ImGui::GetWindowWidth() - width) * 0.5f);
    ImGui::TextColored(colour, "%s", text);
    ImGui::SetWindowFontScale(1.0f);
    ImGui::Separator();
}

void level_menu(const HudInfo& info, HudAction& action) {
    ImGui::TextDisabled("Levels");
    for (std::size_t i = 0; i < info.levels.size(); ++i) {
        const LevelEntry& entry = info.levels[i];
        ImGui::BeginDisabled(!entry.loads);
        const bool current = static_cast<int>(i) == info.current_level;
        if (ImGui::Selectable(entry.name.c_str(), current)) {
            action = {HudAction::Kind::LoadLevel, static_cast<int>(i)};
        }
        // The row's highlight lies under the description too: grey on blue is unreadable.
        const bool highlighted = entry.loads && (current || ImGui::IsItemHovered());
        ImGui::EndDisabled();
        ImGui::SameLine(180.0f);
        // Wrapped in its column: a long description is read whole at every window size.
        ImGui::PushTextWrapPos(0.0f);
        if (highlighted) {
            ImGui::TextUnformatted(entry.description.c_str());
        } else {
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
            ImGui::TextUnformatted(entry.description.c_str());
            ImGui::PopStyleColor();
        }
        ImGui::PopTextWrapPos();
    }
}

/// The inspector's panels, one button each, and the layout reset: the pause menu is where a
/// newcomer looks for what the game can do.
void panel_menu(const HudInfo& info, HudAction& action) {
    ImGui::TextDisabled("Query inspector panels (F2-F7; F1 help)");
    for (std::size_t i = 0; i < info.panel_names.size(); ++i) {
        if (i > 0) {
            ImGui::SameLine();
        }
        char label[48];
        std::snprintf(label, sizeof label, "%s (F%zu)", info.panel_names[i].c_str(), i + 2);
        if (ImGui::Button(label)) {
            action = {HudAction::Kind::TogglePanel, -1, static_cast<int>(i)};
        }
    }
    if (!info.panel_names.empty()) {
        ImGui::SameLine();
        if (ImGui::Button("Reset layout")) {
            action.kind = HudAction::Kind::ResetLayout;
        }
    }
}

/// The player's settings, remembered between runs: on the buttons' row, so the menu keeps its
/// height (and its buttons their places).
void settings_boxes(const HudInfo& info, HudAction& action) {
    ImGui::SameLine(0.0f, 32.0f);
    bool sound = !info.muted;
    if (ImGui::Checkbox("Sound (M)", &sound)) {
        action.kind = HudAction::Kind::ToggleSound;
    }
    ImGui::SameLine();
    bool shake = info.screen_shake;
    if (ImGui::Checkbox("Screen shake", &shake)) {
        action.kind = HudAction::Kind::ToggleShake;
    }
}

void pause_screen(const HudInfo& info, HudAction& action) {
    begin_centred("##paused", ImVec2(880.0f, 0.0f), info.world_view);
    big_title("PAUSED", ImVec4(0.6f, 0.9f, 1.0f, 1.0f));
    if (ImGui::Button("Resume (P)")) {
        action.kind = HudAction::Kind::Resume;
    }
    ImGui::SameLine();
    if (ImGui::Button("Restart (R)")) {
        action.kind = HudAction::Kind::Restart;
    }
    ImGui::SameLine();
    if (ImGui::Button("Quit (Esc)")) {
        action.kind = HudAction::Kind::Quit;
    }
    settings_boxes(info, action);
    if (!info.changed_parameters.empty()) {
        ImGui::Separator();
        std::string changed;
        for (const std::string& change : info.changed_parameters) {
            changed += (changed.empty() ? "" : ", ") + change;
        }
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(kChanged, "This game differs from the level's own: %s.", changed.c_str());
        ImGui::PopTextWrapPos();
        if (ImGui::Button("Reset parameters")) {
            action.kind = HudAction::Kind::ResetParameters;
        }
        ImGui::SameLine();
        ImGui::TextDisabled("(the Parameters panel can save them as a preset first)");
    }
    ImGui::Separator();
    panel_menu(info, action);
    ImGui::Separator();
    level_menu(info, action);
    ImGui::End();
}

void outcome_screen(const World& world, const HudInfo& info, HudAction& action) {
    const bool won = world.outcome() == Outcome::Won;
    // Under the status panel, not in the middle of the view: the camera keeps the player
    // there, and a player who has just won or lost wants to see where it happened.
    const SDL_Rect& view = info.world_view;
    const float below_status = float(kStatusPanel.y) + float(kStatusPanel.h) * ui_scale() + 8.0f;
    ImGui::SetNextWindowPos(ImVec2(float(view.x) + float(view.w) * 0.5f, float(view.y) + below_status), ImGuiCond_Always,
                            ImVec2(0.5f, 0.0f));
    ImGui::SetNextWindowSize(ImVec2(std::min(460.0f, float(view.w) - 16.0f), 0.0f), ImGuiCond_Always);
    ImGui::Begin("##outcome", nullptr, kFixedPanel | ImGuiWindowFlags_NoTitleBar);
    big_title(won ? "LEVEL CLEAR" : "DESTROYED", won ? ImVec4(0.5f, 1.0f, 0.6f, 1.0f) : ImVec4(1.0f, 0.35f, 0.3f, 1.0f));
    ImGui::Text("score %d   robots destroyed %llu   deaths %llu", world.score(),
                static_cast<unsigned long long>(world.stats().robots_destroyed),
                static_cast<unsigned long long>(world.stats().player_deaths));
    const AttemptRecord& attempt = world.attempt();
    const double seconds = attempt.time.seconds();
    const int minutes = static_cast<int>(seconds / 60.0);
    ImGui::Text("time %d:%04.1f   accuracy %.0f %%   damage taken %.0f", minutes, seconds - 60.0 * minutes,
                attempt.accuracy() * 100.0, static_cast<double>(attempt.damage_taken));
    if (ImGui::Button("Play again (R)")) {
        action.kind = HudAction::Kind::Restart;
    }
    const int next = info.current_level + 1;
    if (won && next > 0 && next < static_cast<int>(info.levels.size()) && info.levels[std::size_t(next)].loads) {
        ImGui::SameLine();
        if (ImGui::Button("Next level (N)")) {
            action = {HudAction::Kind::LoadLevel, next};
        }
    }
    ImGui::End();
}

} // namespace

HudAction build_hud(const World& world, const HudInfo& info) {
    HudAction action;
    begin_see_through_frame();
    const float status_bottom = status_panel(world, info, action);
    const float strip_top = help_strip(info);
    if (!info.hint.empty() && !info.paused) {
        hint_bubble(info, strip_top, action);
    }
    if (!info.status.empty()) {
        const SDL_Rect& view = info.world_view;
        ImGui::SetNextWindowPos(ImVec2(float(view.x + view.w) - 16.0f, float(view.y) + 16.0f), ImGuiCond_Always,
                                ImVec2(1.0f, 0.0f));
        const SeeThrough see_through("##status", info.danger);
        ImGui::Begin("##status", nullptr, kFixedPanel | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_AlwaysAutoResize);
        ImGui::TextColored(ImVec4(1.0f, 0.6f, 0.4f, 1.0f), "%s", info.status.c_str());
        ImGui::End();
    }
    // The level's name and goal, for its first seconds of play.
    draw_level_banner(world, info.level_banner && !info.paused && world.outcome() == Outcome::Playing, info.world_view,
                      info.banner_seconds, status_bottom, info.danger);
    if (info.paused) {
        pause_screen(info, action);
    } else if (world.outcome() != Outcome::Playing) {
        outcome_screen(world, info, action);
    }
    return action;
}

} // namespace game
