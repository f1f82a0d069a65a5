#include "render/see_through.hpp"

#include <imgui.h>
#include <imgui_internal.h>

namespace game {
namespace {

std::vector<std::string>& faded() {
    static std::vector<std::string> names;
    return names;
}

bool under(const ImGuiWindow& window, SDL_FPoint p) {
    return p.x >= window.Pos.x - kDangerReach && p.x <= window.Pos.x + window.Size.x + kDangerReach &&
           p.y >= window.Pos.y - kDangerReach && p.y <= window.Pos.y + window.Size.y + kDangerReach;
}

} // namespace

SeeThrough::SeeThrough(const char* window, std::span<const SDL_FPoint> danger) {
    const ImGuiWindow* last = ImGui::FindWindowByName(window);
    if (last == nullptr || !last->WasActive) {
        return;
    }
    for (const SDL_FPoint& p : danger) {
        if (under(*last, p)) {
            active_ = true;
            break;
        }
    }
    if (active_) {
        ImGui::PushStyleVar(ImGuiStyleVar_Alpha, ImGui::GetStyle().Alpha * kSeeThroughAlpha);
        faded().emplace_back(window);
    }
}

SeeThrough::~SeeThrough() {
    if (active_) {
        ImGui::PopStyleVar();
    }
}

void begin_see_through_frame() { faded().clear(); }

const std::vector<std::string>& see_through_windows() { return faded(); }

} // namespace game
