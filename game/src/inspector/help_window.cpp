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
    ImGui::SetNextWindowSize(ImVec2(ImGui::GetFontSize() * 52.0f, 0.0f), ImGuiCond_Appearing);
    if (!ImGui::Begin("Help (F1)", open, ImGuiWindowFlags_NoCollapse)) {
        ImGui::End();
        return;
    }
    if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_RowBg)) {
        ImGui::TableSetupColumn("key", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 13.0f);
        ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthStretch);
        keys("WASD / arrows", "move (or a controller's left stick)");
        keys("mouse", "aim; left button shoots (right stick / right trigger)");
        keys("Shift / right button", "bullet time");
        keys("mouse wheel", "zoom (zoom in to see the visit numbers)");
        keys("M, minus, plus", "sound on / off, volume");
        keys("P or Esc", "pause menu (levels, panels, restart); Esc there quits");
        keys("R", "restart the level");
        keys("F1", "this help");
        keys("F2 .. F7", "Queries, Inspector, Parameters, Probe, Stats, Level panels");
        keys("F8", "fold the panel column away, or bring it back");
        keys("F9", "freeze / resume the simulation (the panels keep working)");
        keys("F10", "one simulation step, then stay frozen");
        keys("F11", "full screen on / off");
        keys("F12", "save a screenshot (PNG in the working folder)");
        keys("left / right (frozen)", "step the selected query's tiles one by one");
        keys("left drag", "cast a probe (Probe panel open); drag its handles to reshape it");
        keys("Ctrl + drag", "snap the probe to tile corners and centres");
        keys("click an actor", "frozen or probing: list only that robot's (or the player's) queries");
        keys("Esc in a text field", "leave the field; no key reaches the game while you type");
        keys("Lessons menu", "a chapter of docs/learn/ as a scene: its level, panels and probe, frozen (--lesson NAME)");
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
    if (ImGui::Button("Reset layout")) {
        reset_layout(state);
    }
    ImGui::SameLine();
    ImGui::TextDisabled("panels, layout and presets are saved in inspector.json (see --settings-dir); parameters only as a preset");
    ImGui::End();
}

} // namespace game::inspector
