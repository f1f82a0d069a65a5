// The F1 window: the game's and the inspector's controls, and a box per panel to open it.

#include "inspector/panels.hpp"
#include "inspector/widgets.hpp"

namespace game::inspector {
namespace {

void keys(const char* key, const char* what) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextColored(ImVec4(0.6f, 0.9f, 1.0f, 1.0f), "%s", key);
    ImGui::TableNextColumn();
    ImGui::TextWrapped("%s", what);
}

} // namespace

void draw_help_window(InspectorState& state, bool* open) {
    const ImGuiViewport* view = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(view->Size.x * 0.5f, view->Size.y * 0.5f), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(620.0f, 0.0f), ImGuiCond_Appearing);
    if (!ImGui::Begin("Help (F1)", open, ImGuiWindowFlags_NoCollapse)) {
        ImGui::End();
        return;
    }
    if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_RowBg)) {
        ImGui::TableSetupColumn("key", ImGuiTableColumnFlags_WidthFixed, 150.0f);
        ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthStretch);
        keys("WASD / arrows", "move (or a controller's left stick)");
        keys("mouse", "aim; left button shoots (right stick / right trigger)");
        keys("Shift / right button", "bullet time");
        keys("mouse wheel", "zoom (zoom in to see the visit numbers)");
        keys("P", "pause menu (levels, restart, quit)");
        keys("R", "restart the level");
        keys("Esc", "close the focused panel; otherwise quit");
        keys("F1", "this help");
        keys("F2 .. F7", "Queries, Inspector, Parameters, Probe, Stats, Level panels");
        keys("F9", "freeze / resume the simulation (the panels keep working)");
        keys("F10", "one simulation step, then stay frozen");
        keys("F12", "save a screenshot (PNG in the working folder)");
        keys("left drag", "cast a probe (Probe panel open, 'drag in world' ticked)");
        ImGui::EndTable();
    }
    ImGui::Separator();
    ImGui::TextDisabled("panels");
    for (std::size_t i = 0; i < kPanelCount; ++i) {
        if (i > 0) {
            ImGui::SameLine();
        }
        ImGui::Checkbox(name(static_cast<Panel>(i)).data(), &state.settings.panels.open[i]);
    }
    ImGui::TextDisabled("Settings are saved in %s", "inspector.json and imgui.ini (see --settings-dir)");
    ImGui::End();
}

} // namespace game::inspector
