// The panel column's frame: each panel's window in its place, the header bar with the View
// menu, the splitter that resizes the column, and the tab that brings a folded column back.
// Where things go is decided in workbench_layout.cpp; this file only draws it with ImGui.

#include "inspector/panels.hpp"
#include "inspector/widgets.hpp"

#include <algorithm>
#include <cstdio>

namespace game::inspector {
namespace {

/// A panel in the column: placed by the layout, never dragged, never saved by ImGui (the
/// inspector saves the column itself), and it does not take the keyboard when it appears.
constexpr ImGuiWindowFlags kColumnPanel = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                          ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                          ImGuiWindowFlags_NoBringToFrontOnFocus;

constexpr ImGuiWindowFlags kChrome = kColumnPanel | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoScrollbar |
                                     ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoCollapse;

void view_menu(InspectorState& state) {
    if (!ImGui::BeginMenu("View")) {
        return;
    }
    for (std::size_t i = 0; i < kPanelCount; ++i) {
        char shortcut[8];
        std::snprintf(shortcut, sizeof shortcut, "F%zu", i + 2);
        char label[32];
        std::snprintf(label, sizeof label, "%s panel", panel_title(static_cast<Panel>(i)));
        ImGui::MenuItem(label, shortcut, &state.settings.panels.open[i]);
    }
    ImGui::Separator();
    ImGui::MenuItem("Overlay on the world", nullptr, &state.settings.overlay);
    ImGui::MenuItem("Hide the column", "F8", &state.settings.layout.column_hidden);
    if (ImGui::MenuItem("Reset layout")) {
        reset_layout(state);
    }
    ImGui::Separator();
    if (ImGui::MenuItem("Full screen", "F11")) {
        state.fullscreen_requested = true;
    }
    ImGui::MenuItem("Help", "F1", &state.help_open);
    ImGui::EndMenu();
}

} // namespace

const char* panel_title(Panel panel) noexcept {
    switch (panel) {
    case Panel::Queries: return "Queries";
    case Panel::Inspector: return "Inspector";
    case Panel::Parameters: return "Parameters";
    case Panel::Probe: return "Probe";
    case Panel::Stats: return "Stats";
    case Panel::Level: return "Level";
    }
    return "?";
}

bool begin_panel(InspectorState& state, Panel panel, bool* open) {
    const auto i = static_cast<std::size_t>(panel);
    const ScreenRect& place = state.layout.panels[i];
    ImGui::SetNextWindowPos(ImVec2(place.x, place.y), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(place.width, std::max(place.height, ImGui::GetFrameHeight())), ImGuiCond_Always);
    bool& collapsed = state.settings.layout.collapsed[i];
    // Set every frame from the setting, and read back after Begin: a click on the title bar's
    // arrow toggles the window inside Begin, after this value was applied.
    ImGui::SetNextWindowCollapsed(collapsed, ImGuiCond_Always);
    const bool expanded = ImGui::Begin(panel_title(panel), open, kColumnPanel);
    // The title bar's arrow folds a panel; the layout gives its height to the others next frame.
    collapsed = ImGui::IsWindowCollapsed();
    return expanded;
}

void end_panel(InspectorState& state, Panel panel, PanelContent content) {
    // The cursor stands one item spacing below the last item, in content coordinates (scrolling
    // included): that, less the spacing, plus the bottom padding is the whole window's need.
    // Content that stretches to its place would measure as tall as it was given, and shrink by a
    // rounding each frame if it were held to that: it states no need.
    const ImGuiStyle& style = ImGui::GetStyle();
    state.content_heights[static_cast<std::size_t>(panel)] =
        content == PanelContent::Fills ? 0.0f : ImGui::GetCursorPosY() - style.ItemSpacing.y + style.WindowPadding.y;
    ImGui::End();
}

void draw_column_chrome(InspectorState& state) {
    const WorkbenchLayout& layout = state.layout;
    LayoutSettings& saved = state.settings.layout;
    if (layout.column.empty()) {
        if (saved.column_hidden && state.settings.panels.any()) {
            // Folded away: a tab at the right edge brings it back.
            const ImVec2 size = ImGui::CalcTextSize("<< panels (F8)");
            ImGui::SetNextWindowPos(ImVec2(layout.world.right() - 6.0f, layout.world.y + 6.0f), ImGuiCond_Always,
                                    ImVec2(1.0f, 0.0f));
            ImGui::SetNextWindowSize(ImVec2(size.x + ImGui::GetStyle().FramePadding.x * 2.0f + 16.0f, 0.0f));
            ImGui::Begin("##column tab", nullptr, kChrome | ImGuiWindowFlags_AlwaysAutoResize);
            if (ImGui::Button("<< panels (F8)")) {
                saved.column_hidden = false;
            }
            ImGui::End();
        }
        return;
    }
    ImGui::SetNextWindowPos(ImVec2(layout.header.x, layout.header.y), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(layout.header.width, layout.header.height), ImGuiCond_Always);
    // Only the menu bar shows: the window is exactly as tall as the bar.
    ImGui::PushStyleVar(ImGuiStyleVar_WindowMinSize, ImVec2(1.0f, 1.0f));
    ImGui::Begin("##column header", nullptr, kChrome | ImGuiWindowFlags_MenuBar);
    ImGui::PopStyleVar();
    if (ImGui::BeginMenuBar()) {
        view_menu(state);
        if (state.lesson_hooks.menu) {
            state.lesson_hooks.menu(state);
        }
        ImGui::TextDisabled("query inspector");
        const float hide_width = ImGui::CalcTextSize(">> hide").x + ImGui::GetStyle().FramePadding.x * 2.0f;
        ImGui::SameLine(std::max(0.0f, ImGui::GetWindowWidth() - hide_width - ImGui::GetStyle().WindowPadding.x));
        if (ImGui::SmallButton(">> hide")) {
            saved.column_hidden = true;
        }
        ImGui::EndMenuBar();
    }
    ImGui::End();

    // The splitter: drag the column's left edge to make it wider or narrower.
    ImGui::SetNextWindowPos(ImVec2(layout.splitter.x, layout.splitter.y), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(layout.splitter.width, layout.splitter.height), ImGuiCond_Always);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0.0f, 0.0f));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowMinSize, ImVec2(1.0f, 1.0f));
    ImGui::Begin("##column splitter", nullptr, kChrome | ImGuiWindowFlags_NoBackground);
    ImGui::InvisibleButton("##grip", ImVec2(layout.splitter.width, layout.splitter.height));
    const bool active = ImGui::IsItemActive();
    if (active || ImGui::IsItemHovered()) {
        ImGui::SetMouseCursor(ImGuiMouseCursor_ResizeEW);
        ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(layout.splitter.x, layout.splitter.y),
                                                  ImVec2(layout.splitter.right(), layout.splitter.bottom()),
                                                  IM_COL32(120, 170, 230, active ? 220 : 140));
    }
    if (active) {
        saved.column_width = clamped_column_width(layout.column_width - ImGui::GetIO().MouseDelta.x, layout.world.right() + layout.column_width,
                                                  state.ui_scale);
    }
    ImGui::End();
    ImGui::PopStyleVar(2);
}

void reset_layout(InspectorState& state) {
    state.settings.layout = LayoutSettings{};
    state.notify("layout reset: the panel column is back at its default width, every panel unfolded");
}

} // namespace game::inspector
