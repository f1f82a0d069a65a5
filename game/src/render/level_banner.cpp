#include "render/level_banner.hpp"
#include "render/see_through.hpp"

#include "render/hud.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

namespace game {
namespace {

constexpr double kHoldSeconds = 3.0;
constexpr double kFadeSeconds = 1.5;
constexpr float kWidth = 520.0f;

} // namespace

float banner_opacity(double seconds) noexcept {
    if (seconds < kHoldSeconds) {
        return 1.0f;
    }
    return static_cast<float>(std::clamp(1.0 - (seconds - kHoldSeconds) / kFadeSeconds, 0.0, 1.0));
}

void draw_level_banner(const World& world, bool shown, const SDL_Rect& view, double seconds, float below,
                       std::span<const SDL_FPoint> danger) {
    const float opacity = banner_opacity(seconds);
    if (!shown || opacity <= 0.0f) {
        return;
    }
    // At the top edge, in the room right of the HUD's status panel (which grows with the UI
    // scale): the middle of the view, where the fights are, stays clear.
    const float scale = ImGui::GetFontSize() / 13.0f;
    const float status_right = float(kStatusPanel.x) + float(kStatusPanel.w) * scale + 8.0f;
    const float room = float(view.x + view.w) - 8.0f - std::max(status_right, float(view.x) + 8.0f);
    const float width = std::min(kWidth * scale, room);
    const bool beside = width >= 300.0f * scale;
    const float below_status =
        std::max(below, float(kStatusPanel.y) + float(kStatusPanel.h) * scale) + 8.0f;
    const ImVec2 at = beside ? ImVec2(float(view.x + view.w) - 8.0f - room * 0.5f, float(view.y) + 8.0f)
                             : ImVec2(float(view.x) + float(view.w) * 0.5f, below_status);
    ImGui::SetNextWindowPos(at, ImGuiCond_Always, ImVec2(0.5f, 0.0f));
    ImGui::SetNextWindowSize(ImVec2(beside ? width : std::min(kWidth * scale, float(view.w) - 16.0f), 0.0f),
                             ImGuiCond_Always);
    ImGui::SetNextWindowBgAlpha(0.7f * opacity);
    ImGui::PushStyleVar(ImGuiStyleVar_Alpha, opacity);
    constexpr ImGuiWindowFlags kFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoInputs |
                                        ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                        ImGuiWindowFlags_NoNav;
    const SeeThrough see_through("##level_banner", danger);
    ImGui::Begin("##level_banner", nullptr, kFlags);
    const auto centred = [](const char* text, ImVec4 colour) {
        ImGui::SetCursorPosX(std::max(0.0f, (ImGui::GetWindowWidth() - ImGui::CalcTextSize(text).x) * 0.5f));
        ImGui::TextColored(colour, "%s", text);
    };
    ImGui::SetWindowFontScale(2.0f);
    centred(world.arena().name.c_str(), ImVec4(0.95f, 0.95f, 1.0f, 1.0f));
    ImGui::SetWindowFontScale(1.0f);
    char goal[96];
    std::snprintf(goal, sizeof goal, "Goal: destroy all %zu robots", world.robots().size());
    centred(goal, ImVec4(1.0f, 0.8f, 0.3f, 1.0f));
    if (!world.arena().description.empty()) {
        ImGui::Separator();
        ImGui::PushTextWrapPos(0.0f);  // the window's own width, however narrow the view
        ImGui::TextDisabled("%s", world.arena().description.c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::End();
    ImGui::PopStyleVar();
}

} // namespace game
