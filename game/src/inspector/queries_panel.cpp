// The Queries panel: while the game runs, the latest query of each actor and kind (within the
// recorder's time window); while frozen, every query of one step, and a slider looks back
// through the window. Filter by kind (the checkboxes are also the colour key) or by actor
// (click a robot or the player in the world while frozen), sort by tiles visited or
// duration, hover to highlight one in the world, click to select it for the Inspector panel.
// "Freeze on next" arms the recorder's trigger: the game freezes right after the step in
// which the next laser, hit or query of a kind was made, with that query selected.

#include "inspector/colour_key.hpp"
#include "inspector/panels.hpp"
#include "inspector/widgets.hpp"

#include <imgui_internal.h>

#include <algorithm>
#include <array>
#include <cstdio>

namespace game::inspector {
namespace {

enum Column : ImGuiID { kSequence, kQuery, kTiles, kObjects, kMicroseconds, kResult };

/// The columns that give way, in this order, when the panel is too narrow for them all: the
/// query's time, then its object count (the Inspector shows both for the selected query), then
/// how long ago it ran (or its number in the step). The query, its tiles and its result always
/// show.
constexpr std::array<Column, 3> kGivingWay{kMicroseconds, kObjects, kSequence};

/// How far the table drawn last frame reached past its visible edge (negative: room to spare).
float table_overflow(const ImGuiTable& table) {
    float content_right = table.InnerClipRect.Min.x;
    for (int c = 0; c < table.ColumnsCount; ++c) {
        const ImGuiTableColumn& column = table.Columns[c];
        if (column.IsEnabled) {
            content_right = std::max({content_right, column.ContentMaxXUnfrozen, column.ContentMaxXHeadersIdeal,
                                      column.MaxX - table.CellPaddingX});
        }
    }
    return content_right - table.InnerClipRect.Max.x;
}

/// Hides the next giving-way column when last frame's table did not fit, and brings the last
/// hidden one back once there is room for the width it had. One column a frame, from ImGui's
/// own measurement of what was drawn, so the table settles in a frame or two and never flickers
/// (a column comes back only with room for all of it).
void fit_columns(InspectorState& state, ImGuiID table_id) {
    const ImGuiTable* table = ImGui::TableFindByID(table_id);
    if (table == nullptr || table->LastFrameActive < ImGui::GetFrameCount() - 1) {
        return;
    }
    const float overflow = table_overflow(*table);
    int& hidden = state.query_columns_given_way;
    if (overflow > 0.5f && hidden < static_cast<int>(kGivingWay.size())) {
        // Columns are indexed by `Column`: query_table sets them up in that order.
        const ImGuiTableColumn& column = table->Columns[static_cast<int>(kGivingWay[static_cast<std::size_t>(hidden)])];
        state.given_way_widths[static_cast<std::size_t>(hidden)] = column.MaxX - column.MinX;
        ++hidden;
    } else if (hidden > 0 && -overflow >= state.given_way_widths[static_cast<std::size_t>(hidden - 1)] + 1.0f) {
        --hidden;
    }
}

/// The flags of `column` this frame: disabled while it gives way to a narrow panel.
ImGuiTableColumnFlags column_flags(const InspectorState& state, Column column, ImGuiTableColumnFlags flags) {
    for (int k = 0; k < state.query_columns_given_way; ++k) {
        if (kGivingWay[static_cast<std::size_t>(k)] == column) {
            return flags | ImGuiTableColumnFlags_Disabled;
        }
    }
    return flags;
}

/// Seconds of game time from step `step` to the newest recorded step.
double seconds_ago(const InspectorState& state, std::uint64_t step) {
    const StepRecord* newest = state.recorder.steps_recorded() > 0 ? &state.recorder.step_back(0) : nullptr;
    return newest != nullptr && newest->step > step ? static_cast<double>(newest->step - step) / kStepsPerSecond : 0.0;
}

void toolbar(InspectorState& state) {
    PlaySession& session = *state.session;
    const bool frozen = session.frozen();
    if (ImGui::Button(frozen ? "Resume (F9)" : "Freeze (F9)")) {
        session.set_frozen(!frozen);
        state.view_age = 0;
    }
    ImGui::SameLine();
    if (ImGui::Button("Step (F10)")) {
        session.set_frozen(true);
        session.step_once();
        state.view_age = 0;
    }
    help_marker("Freeze stops the simulation without the pause menu; the panels keep working. While frozen the "
                "table lists every query of one step, and the slider looks back through the steps the recorder "
                "keeps. Step runs exactly one simulation step (1/120 s of game time) and freezes again.");
    const StepRecord* step = state.shown_step();
    if (!frozen) {
        same_line_if_fits(ImGui::CalcTextSize("latest per actor").x);
        ImGui::TextDisabled("latest per actor");
        return;
    }
    char step_text[32];
    std::snprintf(step_text, sizeof step_text, "step %llu", step != nullptr ? static_cast<unsigned long long>(step->step) : 0ULL);
    same_line_if_fits(ImGui::CalcTextSize(step_text).x);
    ImGui::TextDisabled("%s", step_text);
    if (state.recorder.steps_recorded() > 1) {
        int back = static_cast<int>(state.view_age);
        ImGui::SetNextItemWidth(-FLT_MIN);
        char format[48];
        std::snprintf(format, sizeof format, back == 0 ? "latest step" : "%%d steps back (%.2f s)",
                      static_cast<double>(back) / kStepsPerSecond);
        if (ImGui::SliderInt("##history", &back, 0, static_cast<int>(state.recorder.steps_recorded()) - 1, format)) {
            state.view_age = static_cast<std::size_t>(back);
        }
    }
}

/// What a trigger waits for, as the combo box lists it.
const char* trigger_name(const RecorderTrigger& trigger) {
    return trigger.match == RecorderTrigger::Match::Hit ? "hit on a target" : label(trigger.kind).data();
}

/// "Freeze on next": a laser lasts one step; the trigger catches it.
void trigger_row(InspectorState& state) {
    RecorderTrigger& choice = state.trigger_choice;
    if (choice.match == RecorderTrigger::Match::Off) {
        choice.match = RecorderTrigger::Match::Kind;
    }
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("freeze on next");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9.0f);
    if (ImGui::BeginCombo("##trigger", trigger_name(choice))) {
        for (const RecordKind kind : {RecordKind::Laser, RecordKind::BulletSweep, RecordKind::LineOfSight, RecordKind::Sensing}) {
            const RecorderTrigger option{RecorderTrigger::Match::Kind, kind};
            if (ImGui::Selectable(trigger_name(option), choice.match == option.match && choice.kind == kind)) {
                choice = option;
            }
        }
        const RecorderTrigger hit{RecorderTrigger::Match::Hit, RecordKind::Laser};
        if (ImGui::Selectable(trigger_name(hit), choice.match == RecorderTrigger::Match::Hit)) {
            choice = hit;
        }
        ImGui::EndCombo();
    }
    ImGui::SameLine();
    const bool armed = state.recorder.trigger().match != RecorderTrigger::Match::Off;
    if (armed) {
        if (ImGui::Button("waiting... (cancel)")) {
            state.recorder.set_trigger({});
        }
    } else if (ImGui::Button("Arm")) {
        state.recorder.set_trigger(choice);
        state.session->set_frozen(false);
        state.notify(std::string("armed: the game freezes right after the next ") + trigger_name(choice));
    }
    help_marker("Arm, then play: the game freezes right after the step in which the next query of this kind "
                "was made (a hit: a laser or bullet that reached a robot or the player, not a wall), and "
                "that query is selected for the Inspector panel.");
}

} // namespace

void recorder_window_row(InspectorState& state) {
    float& seconds = state.settings.recorder_seconds;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("keep");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
    ImGui::SliderFloat("##window", &seconds, kMinRecorderSeconds, kMaxRecorderSeconds, "%.2f s",
                       ImGuiSliderFlags_AlwaysClamp | ImGuiSliderFlags_Logarithmic);
    const QueryRecorder& recorder = state.recorder;
    char held[64];
    std::snprintf(held, sizeof held, "%zu steps, %.1f of %.0f MiB", recorder.steps_recorded(),
                  static_cast<double>(recorder.memory_bytes() - recorder.fixed_bytes()) / (1024.0 * 1024.0),
                  static_cast<double>(recorder.limits().memory_budget_bytes) / (1024.0 * 1024.0));
    same_line_if_fits(ImGui::CalcTextSize(held).x);
    ImGui::TextDisabled("%s", held);
    help_marker("How many seconds of steps the recorder keeps (120 steps a second), to look back at while frozen. "
                "Its memory never passes the bound shown: in a very busy level the oldest steps are let go "
                "first, and the window is shorter than asked.");
}

namespace {

void kind_filters(InspectorState& state) {
    for (std::size_t i = 0; i < kRecordKindCount; ++i) {
        const auto kind = static_cast<RecordKind>(i);
        // As many boxes to a row as the column's width holds.
        if (i > 0) {
            const float next = ImGui::GetItemRectMax().x + 14.0f + ImGui::CalcTextSize(label(kind).data()).x +
                               ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x;
            if (next < ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) {
                ImGui::SameLine(0.0f, 14.0f);
            }
        }
        ImGui::PushID(static_cast<int>(i));
        ImGui::PushStyleColor(ImGuiCol_CheckMark, kind_colour_vec(kind));
        ImGui::PushStyleColor(ImGuiCol_FrameBg, kind_colour_vec(kind, 0.25f));
        ImGui::Checkbox(label(kind).data(), &state.settings.kind_shown[i]);
        ImGui::PopStyleColor(2);
        ImGui::PopID();
    }
}

void summary(const InspectorState& state, const StepRecord& step) {
    const QueryTally total = step.total();
    std::uint64_t hidden = 0;
    for (std::size_t i = 0; i < kRecordKindCount; ++i) {
        hidden += state.settings.kind_shown[i] ? 0 : step.by_kind[i].queries;
    }
    ImGui::Text("%llu queries, %llu tiles, %llu objects tested", static_cast<unsigned long long>(total.queries),
                static_cast<unsigned long long>(total.tiles_visited),
                static_cast<unsigned long long>(total.objects_tested));
    if (hidden > 0) {
        char hidden_text[32];
        std::snprintf(hidden_text, sizeof hidden_text, "(%llu hidden)", static_cast<unsigned long long>(hidden));
        same_line_if_fits(ImGui::CalcTextSize(hidden_text).x);
        ImGui::TextDisabled("%s", hidden_text);
    }
    if (step.queries_not_recorded > 0 || step.tiles_not_recorded > 0) {
        ImGui::TextColored(ImVec4(1.0f, 0.7f, 0.3f, 1.0f), "%llu more queries and %llu tiles not recorded",
                           static_cast<unsigned long long>(step.queries_not_recorded),
                           static_cast<unsigned long long>(step.tiles_not_recorded));
        help_marker("The recorder keeps at most a fixed number of queries and tiles per step, so that its "
                    "memory stays bounded however busy the level is. The totals above still count everything.");
    }
}

/// The first tiles of `record`, "(3,4) (4,4) ..." — what the mission is about: which tiles
/// did this query visit, in order?
void tile_line(const StepRecord& step, const QueryRecord& record) {
    const TileList& list = record.wall_tiles.count > 0 ? record.wall_tiles : record.index_tiles;
    const auto tiles = step.tiles_of(list);
    char title[64];
    std::string text = std::string(query_title(record, title, sizeof title)) + ", " +
                       (list.grid == TileGrid::Collision ? "level" : "index") + " tiles in visit order:";
    constexpr std::size_t kShown = 40;
    for (std::size_t i = 0; i < tiles.size() && i < kShown; ++i) {
        text += " (" + std::to_string(tiles[i].x) + "," + std::to_string(tiles[i].y) + ")";
    }
    if (list.walked() > kShown) {
        text += " ... " + std::to_string(list.walked()) + " in all";
    } else if (tiles.empty()) {
        text += " none";
    }
    ImGui::PushStyleColor(ImGuiCol_Text, kind_colour_vec(record.kind));
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopStyleColor();
}

/// One table row; `age` is how many steps back its step is.
void table_row(InspectorState& state, const StepRecord& step, std::uint32_t i, std::size_t age, bool latest_view) {
    const QueryRecord& record = step.queries[i];
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    char first[24];
    if (latest_view) {
        std::snprintf(first, sizeof first, "%.2f s", seconds_ago(state, step.step));
    } else {
        std::snprintf(first, sizeof first, "%u", static_cast<unsigned>(record.sequence));
    }
    const bool selected = state.selection.active && !state.selection.from_probe &&
                          state.selection.record.event.step == step.step && state.selection.record.sequence == record.sequence;
    ImGui::PushID(static_cast<int>(i) + static_cast<int>(age) * 4096);
    if (ImGui::Selectable(first, selected, ImGuiSelectableFlags_SpanAllColumns)) {
        select_query(state, step, i, false);
        state.view_age = age;
    }
    if (ImGui::IsItemHovered()) {
        state.hovered = static_cast<int>(i);
        state.hovered_age = age;
    }
    ImGui::PopID();
    ImGui::TableNextColumn();
    kind_swatch(record.kind);
    ImGui::SameLine();
    char title[64];
    ImGui::TextUnformatted(query_title(record, title, sizeof title));
    ImGui::TableNextColumn();
    ImGui::Text("%llu", static_cast<unsigned long long>(record.event.cost.tiles_visited));
    ImGui::TableNextColumn();
    ImGui::Text("%llu", static_cast<unsigned long long>(record.event.cost.objects_tested));
    ImGui::TableNextColumn();
    ImGui::Text("%.1f", static_cast<double>(microseconds(record.event.cost.seconds)));
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(outcome_text(record.event.outcome));
}

/// The rows as (steps back, index), sorted as the table's header asks.
void sort_rows(std::vector<std::pair<std::size_t, std::uint32_t>>& rows, const QueryRecorder& recorder,
               const ImGuiTableSortSpecs* specs) {
    if (specs == nullptr || specs->SpecsCount == 0) {
        return;
    }
    const ImGuiTableColumnSortSpecs& spec = specs->Specs[0];
    const bool ascending = spec.SortDirection == ImGuiSortDirection_Ascending;
    const auto key = [&](const std::pair<std::size_t, std::uint32_t>& row) -> double {
        const QueryRecord& r = recorder.step_back(row.first).queries[row.second];
        switch (spec.ColumnUserID) {
        case kTiles: return static_cast<double>(r.event.cost.tiles_visited);
        case kObjects: return static_cast<double>(r.event.cost.objects_tested);
        case kMicroseconds: return r.event.cost.seconds;
        case kQuery: return static_cast<double>(r.kind);
        default: return static_cast<double>(row.first) * 1e6 + static_cast<double>(r.sequence);
        }
    };
    std::stable_sort(rows.begin(), rows.end(), [&](const auto& a, const auto& b) {
        return ascending ? key(a) < key(b) : key(a) > key(b);
    });
}

void query_table(InspectorState& state, bool latest_view) {
    // Scrolls sideways when the column is too narrow (a large UI scale) rather than squeezing
    // the query's name to nothing.
    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_Sortable | ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY |
                                       ImGuiTableFlags_ScrollX | ImGuiTableFlags_BordersOuter | ImGuiTableFlags_BordersV |
                                       ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_Resizable;
    // Leave room under the table for the tile line of the hovered or selected query: a third
    // of the space, at least two lines; the table keeps at least its header and three rows.
    const float line = ImGui::GetTextLineHeightWithSpacing();
    const float space = ImGui::GetContentRegionAvail().y;
    const float below = std::max(line * 2.0f, space * 0.3f);
    const float height = std::max(line * 5.0f, space - below);
    std::vector<std::pair<std::size_t, std::uint32_t>>& rows = state.table_rows;
    rows.clear();  // a table clipped away this frame must not leave last frame's rows behind
    fit_columns(state, ImGui::GetID("queries"));
    if (!ImGui::BeginTable("queries", 6, kFlags, ImVec2(0.0f, height))) {
        return;
    }
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn(latest_view ? "ago" : "#", column_flags(state, kSequence, ImGuiTableColumnFlags_WidthFixed),
                            0.0f, kSequence);
    ImGui::TableSetupColumn("query", ImGuiTableColumnFlags_WidthFixed, 0.0f, kQuery);  // as wide as its longest name
    ImGui::TableSetupColumn("tiles", ImGuiTableColumnFlags_DefaultSort | ImGuiTableColumnFlags_PreferSortDescending, 0.0f,
                            kTiles);
    ImGui::TableSetupColumn("obj", column_flags(state, kObjects, ImGuiTableColumnFlags_PreferSortDescending), 0.0f,
                            kObjects);
    ImGui::TableSetupColumn("us", column_flags(state, kMicroseconds, ImGuiTableColumnFlags_PreferSortDescending), 0.0f,
                            kMicroseconds);
    ImGui::TableSetupColumn("result", ImGuiTableColumnFlags_NoSort, 0.0f, kResult);
    ImGui::TableHeadersRow();

    if (latest_view) {
        rows = state.latest_rows;
    } else if (const StepRecord* step = state.shown_step()) {
        for (std::uint32_t i = 0; i < step->queries.size(); ++i) {
            if (listed(state, step->queries[i])) {
                rows.emplace_back(state.shown_age(), i);
            }
        }
    }
    sort_rows(rows, state.recorder, ImGui::TableGetSortSpecs());
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(rows.size()));
    while (clipper.Step()) {
        for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
            const auto [age, i] = rows[static_cast<std::size_t>(row)];
            table_row(state, state.recorder.step_back(age), i, age, latest_view);  // rows are this frame's
        }
    }
    ImGui::EndTable();
}

} // namespace

void draw_queries_panel(InspectorState& state, bool* open) {
    if (!begin_panel(state, Panel::Queries, open)) {
        ImGui::End();
        return;
    }
    toolbar(state);
    trigger_row(state);
    // In a short panel (every panel open at 720 px), the table comes first: the filters start folded.
    ImGui::SetNextItemOpen(ImGui::GetWindowHeight() > ImGui::GetTextLineHeightWithSpacing() * 18.0f, ImGuiCond_Once);
    if (ImGui::TreeNode("kinds and overlay")) {
        kind_filters(state);
        help_marker("The colour key of every panel and of the world overlay. Unticked kinds are hidden from the "
                    "table and the overlay (they are still recorded and counted).");
        ImGui::Checkbox("overlay", &state.settings.overlay);
        help_marker("Shade the tiles each query visited over the level.");
        ImGui::SameLine();
        ImGui::Checkbox("visit numbers", &state.settings.overlay_numbers);
        help_marker("Number the tiles in the order they were visited, once a tile is at least 20 screen pixels wide "
                    "(zoom in with the mouse wheel).");
        ImGui::TreePop();
    }
    if (state.actor_filter) {
        char who[32];
        ImGui::SameLine();
        ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.4f, 1.0f), "only %s", actor_text(*state.actor_filter, who, sizeof who));
        ImGui::SameLine();
        if (ImGui::SmallButton("x##actor")) {
            state.actor_filter.reset();
        }
    }
    ImGui::Separator();
    const StepRecord* step = state.shown_step();
    if (step == nullptr) {
        ImGui::TextDisabled("No step recorded yet.");
        end_panel(state, Panel::Queries, PanelContent::Fills);
        return;
    }
    const bool latest_view = !state.session->frozen();
    if (latest_view) {
        ImGui::TextWrapped("%zu actors' latest queries of the last %.2f s", state.latest_rows.size(),
                    static_cast<double>(state.recorder.steps_recorded()) / kStepsPerSecond);
    } else {
        summary(state, *step);
    }
    query_table(state, latest_view);
    // The tiles of the hovered row, else of the first: the answer to "which tiles?" (in a
    // box of its own that scrolls, so a long walk never runs out of the panel).
    ImGui::BeginChild("tile line", ImVec2(0.0f, 0.0f), false);
    if (state.hovered >= 0 && state.hovered_age < state.recorder.steps_recorded()) {
        const StepRecord& hovered = state.recorder.step_back(state.hovered_age);
        tile_line(hovered, hovered.queries[static_cast<std::size_t>(state.hovered)]);
    } else if (!state.table_rows.empty()) {
        const auto [age, i] = state.table_rows.front();
        tile_line(state.recorder.step_back(age), state.recorder.step_back(age).queries[i]);
    }
    ImGui::EndChild();
    end_panel(state, Panel::Queries, PanelContent::Fills);
}

bool listed(const InspectorState& state, const QueryRecord& record) {
    return state.settings.kind_shown[static_cast<std::size_t>(record.kind)] &&
           (!state.actor_filter || record.event.asked_by == *state.actor_filter);
}

void collect_latest_queries(InspectorState& state) {
    // Newest step first: the first query met of each (actor, kind) is that actor's latest.
    // Bounded work per frame: a level with a thousand robots lists what the first records show.
    constexpr std::size_t kMostRecordsScanned = 60000;
    auto& rows = state.latest_rows;
    rows.clear();
    std::unordered_set<std::uint64_t>& seen = state.latest_keys;
    seen.clear();
    std::size_t scanned = 0;
    for (std::size_t age = 0; age < state.recorder.steps_recorded() && scanned < kMostRecordsScanned; ++age) {
        const StepRecord& step = state.recorder.step_back(age);
        for (std::uint32_t i = 0; i < step.queries.size(); ++i) {
            const QueryRecord& record = step.queries[i];
            ++scanned;
            if (!listed(state, record)) {
                continue;
            }
            const Actor who = record.event.asked_by;
            const std::uint64_t key = (static_cast<std::uint64_t>(record.kind) << 40) |
                                      (static_cast<std::uint64_t>(who.kind) << 32) | who.id;
            const bool known = !seen.insert(key).second;
            if (!known) {
                rows.emplace_back(age, i);
            }
        }
    }
}

void select_query(InspectorState& state, const StepRecord& step, std::size_t index, bool from_probe) {
    const QueryRecord& record = step.queries.at(index);
    Selection& selection = state.selection;
    selection.active = true;
    selection.from_probe = from_probe;
    selection.record = record;
    const auto wall = step.tiles_of(record.wall_tiles);
    const auto index_tiles = step.tiles_of(record.index_tiles);
    selection.wall_tiles.assign(wall.begin(), wall.end());
    selection.index_tiles.assign(index_tiles.begin(), index_tiles.end());
    selection.slider_on_index = selection.wall_tiles.empty() && !selection.index_tiles.empty();
    selection.shown_tiles = static_cast<int>(selection.slider_tiles().size());
    selection.playing = false;
    selection.look_at = false;
    if (!from_probe && !in_view(state, selection)) {
        selection.look_at = true;  // the camera goes to it ("camera on it" in the Inspector panel)
        selection.fit_pending = true;
    }
}

bool in_view(const InspectorState& state, const Selection& selection) {
    // In view: where it started and stopped are on screen, and so are most of its tiles (a
    // sensing circle may reach past the level's edge, where no camera can show it).
    const Camera& camera = state.session->camera();
    const ScreenRect& view = state.layout.world;
    const auto inside = [&](engine::Position2 p) {
        const SDL_FPoint s = camera.to_screen(p);
        return view.contains(s.x, s.y);
    };
    const QueryEvent& e = selection.record.event;
    if (!inside(e.from) || !inside(e.hit_point)) {
        return false;
    }
    const float size = selection.slider_list().tile_size_pixels;
    std::size_t seen = 0;
    for (const engine::TileCoord tile : selection.slider_tiles()) {
        const float x = (static_cast<float>(tile.x) + 0.5f) * size;
        const float y = (static_cast<float>(tile.y) + 0.5f) * size;
        seen += inside(engine::Position2::from_pixels(x, y)) ? 1 : 0;
    }
    return 2 * seen >= selection.slider_tiles().size();
}

} // namespace game::inspector
