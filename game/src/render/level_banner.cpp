#include "render/level_banner.hpp"

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

void draw_level_banner(const World& world, bool shown, const SDL_Rect& view, float below) {
    const float opacity = banner_opacity((world.now() - engine::Instant::start()).seconds());
    if (!shown || opacity <= 0.0f) {
        return;
    }
    // Under the HUD's status panel (which grows with the UI scale), centred across the view.
    const float below_status =
        std::max(below, float(kStatusPanel.y) + float(kStatusPanel.h) * ImGui::GetFontSize() / 13.0f) + 12.0f;
    ImGui::SetNextWindowPos(ImVec2(float(view.x) + float(view.w) * 0.5f, std::max(float(view.y) + float(view.h) * 0.12f, below_status)),
                            ImGuiCond_Always, ImVec2(0.5f, 0.0f));
    ImGui::SetNextWindowSize(ImVec2(std::min(kWidth, float(view.w) - 16.0f), 0.0f), ImGuiCond_Always);
    ImGui::SetNextWindowBgAlpha(0.7f * opacity);
    ImGui::PushStyleVar(ImGuiStyleVar_Alpha, opacity);
    constexpr ImGuiWindowFlags kFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoInputs |
                                        ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                        ImGuiWindowFlags_NoNav;
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
