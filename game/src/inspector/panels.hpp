#pragma once
/// The inspector's panels, one function and one file each:
///
/// [SECTION] Index
/// - column.cpp            — the column the panels live in: places, View menu, splitter
/// - queries_panel.cpp     — this step's queries: filter by kind, sort, select, freeze / step
/// - inspector_panel.cpp   — the selected query: parameters, result, step slider, traversal variables
/// - parameters_panel.cpp  — every live parameter with a (?) help line; reset to defaults
/// - probe_panel.cpp       — cast your own ray, circle or rectangle
/// - stats_panel.cpp       — frame and step costs by kind; the same step with the index off
/// - level_panel.cpp       — switch, reload and auto-reload levels
/// - help_window.cpp       — F1: the controls
///
/// Each takes the shared `InspectorState` and the panel's open flag (the window's close box
/// clears it). Models: Dear ImGui's imgui_demo.cpp (a help marker beside every option) and
/// Box2D's samples app (settings as plain widgets over one struct).

#include "inspector/inspector_state.hpp"

#include <cstddef>

namespace game::inspector {

/// The Queries panel.
void draw_queries_panel(InspectorState& state, bool* open);
/// The Inspector panel.
void draw_inspector_panel(InspectorState& state, bool* open);
/// The Parameters panel.
void draw_parameters_panel(InspectorState& state, bool* open);
/// The Probe panel.
void draw_probe_panel(InspectorState& state, bool* open);
/// The Stats panel.
void draw_stats_panel(InspectorState& state, bool* open);
/// The Level panel.
void draw_level_panel(InspectorState& state, bool* open);
/// The F1 help window (also lists the panels, to open them).
void draw_help_window(InspectorState& state, bool* open);

/// Loads the current level's file again (the Level panel's Reload); on failure the old level
/// keeps running and the panel shows why.
void reload_level(InspectorState& state);
/// Auto-reload: reloads the level when its file changed (checked twice a second).
void watch_level_file(InspectorState& state);

/// The recorder's time window as a slider, with the steps and memory it holds (Stats panel).
void recorder_window_row(InspectorState& state);

/// True when the Queries table and the overlay list `record`: its kind is ticked, and it
/// was made by the picked actor (if one is picked).
bool listed(const InspectorState& state, const QueryRecord& record);
/// Fills `state.latest_rows` with the latest listed query of each actor and kind in the
/// recorder's window, newest first.
void collect_latest_queries(InspectorState& state);

/// Selects query `index` of `step` (copies it into `state.selection`; the slider shows all
/// its tiles). When its tiles are not all in the world view, the camera goes to them.
void select_query(InspectorState& state, const StepRecord& step, std::size_t index, bool from_probe);
/// True when the selection's start and stop lie in the world view, and at least half of its
/// tiles (a sensing circle may reach past the level's edge, where no camera can show it).
bool in_view(const InspectorState& state, const Selection& selection);

// [SECTION] Parameters (parameters_panel.cpp)

/// Every parameter back to the level's own values, with a notice.
void reset_parameters(InspectorState& state);

// [SECTION] The column (column.cpp)

/// The title of a panel's window ("Queries", ...).
const char* panel_title(Panel panel) noexcept;
/// Begins `panel`'s window in its place in the column (`state.layout`); returns false when it
/// is folded to its title bar. Then call ImGui::End() when it is folded, `end_panel` when not.
bool begin_panel(InspectorState& state, Panel panel, bool* open);
/// How a panel's content takes its place: `Fits` — as tall as it is (lines, sliders), so the
/// layout gives it no more than that; `Fills` — it stretches to whatever it is given (the
/// Queries table), so it takes its share.
enum class PanelContent { Fits, Fills };
/// Ends an unfolded panel's window, noting how tall its content was when it `Fits`: the next
/// frame's layout gives no panel more than it needs (workbench_layout.hpp).
void end_panel(InspectorState& state, Panel panel, PanelContent content = PanelContent::Fits);
/// The column's header bar (View menu, hide), its splitter, or the tab of a folded column.
void draw_column_chrome(InspectorState& state);
/// Back to the default column: default width, shown, every panel unfolded.
void reset_layout(InspectorState& state);

} // namespace game::inspector
