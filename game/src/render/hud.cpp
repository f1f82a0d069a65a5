#include "render/hud.hpp"

#include "render/level_banner.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

namespace game {
namespace {

constexpr ImGuiWindowFlags kFixedPanel = ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                                         ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings;

void status_panel(const World& world, const HudInfo& info) {
    ImGui::SetNextWindowPos(ImVec2(float(kStatusPanel.x), float(kStatusPanel.y)), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(float(kStatusPanel.w), float(kStatusPanel.h)), ImGuiCond_Always);
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
    ImGui::ProgressBar(health, ImVec2(-1.0f, 14.0f), label);
    ImGui::PopStyleColor();
    ImGui::Text("lives %d   robots %d/%zu   score %d", player.lives, world.robots_left(), world.robots().size(),
                world.score());
    const double fps = info.frame_seconds > 0.0 ? 1.0 / info.frame_seconds : 0.0;
    if (world.time_scale() < 1.0) {
        ImGui::TextColored(ImVec4(1.0f, 0.8f, 0.3f, 1.0f), "BULLET TIME x%.1f", world.time_scale());
    } else {
        ImGui::TextDisabled("%.0f fps%s%s", fps, info.bot_playing ? "   bot playing" : "",
                            info.sound_off ? "   sound off (M)" : "");
    }
    ImGui::End();
}

void help_strip() {
    const ImGuiViewport* view = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(view->Size.x * 0.5f, view->Size.y - 8.0f), ImGuiCond_Always, ImVec2(0.5f, 1.0f));
    ImGui::SetNextWindowBgAlpha(0.45f);
    ImGui::Begin("##help", nullptr, kFixedPanel | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_AlwaysAutoResize |
                                        ImGuiWindowFlags_NoInputs);
    ImGui::TextDisabled("WASD move  |  mouse aim  |  click shoot  |  Shift bullet time  |  wheel zoom  |  "
                        "P pause  |  R restart  |  Esc quit");
    ImGui::End();
}

/// A centred window with a big title; returns false if it was not begun.
void begin_centred(const char* id, ImVec2 size) {
    const ImGuiViewport* view = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(view->Size.x * 0.5f, view->Size.y * 0.45f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(size, ImGuiCond_Always);
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
        if (highlighted) {
            ImGui::TextUnformatted(entry.description.c_str());
        } else {
            ImGui::TextDisabled("%s", entry.description.c_str());
        }
    }
}

void pause_screen(const HudInfo& info, HudAction& action) {
    begin_centred("##paused", ImVec2(880.0f, 0.0f));
    big_title("PAUSED", ImVec4(0.6f, 0.9f, 1.0f, 1.0f));
    if (ImGui::Button("Resume (P)")) {
        action.kind = HudAction::Kind::Resume;
    }
    ImGui::SameLine();
    if (ImGui::Button("Restart (R)")) {
        action.kind = HudAction::Kind::Restart;
    }
    ImGui::SameLine();
    if (ImGui::Button("Quit (Esc twice)")) {
        action.kind = HudAction::Kind::Quit;
    }
    ImGui::Separator();
    level_menu(info, action);
    ImGui::End();
}

void outcome_screen(const World& world, const HudInfo& info, HudAction& action) {
    const bool won = world.outcome() == Outcome::Won;
    begin_centred("##outcome", ImVec2(460.0f, 0.0f));
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
        if (ImGui::Button("Next level")) {
            action = {HudAction::Kind::LoadLevel, next};
        }
    }
    ImGui::End();
}

} // namespace

HudAction build_hud(const World& world, const HudInfo& info) {
    HudAction action;
    status_panel(world, info);
    help_strip();
    if (!info.status.empty()) {
        const ImGuiViewport* view = ImGui::GetMainViewport();
        ImGui::SetNextWindowPos(ImVec2(view->Size.x - 16.0f, 16.0f), ImGuiCond_Always, ImVec2(1.0f, 0.0f));
        ImGui::Begin("##status", nullptr, kFixedPanel | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_AlwaysAutoResize);
        ImGui::TextColored(ImVec4(1.0f, 0.6f, 0.4f, 1.0f), "%s", info.status.c_str());
        ImGui::End();
    }
    // The level's name and goal, for its first seconds of play.
    draw_level_banner(world, !info.paused && world.outcome() == Outcome::Playing);
    if (info.paused) {
        pause_screen(info, action);
    } else if (world.outcome() != Outcome::Playing) {
        outcome_screen(world, info, action);
    }
    return action;
}

} // namespace game
