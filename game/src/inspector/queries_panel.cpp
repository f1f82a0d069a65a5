// The Queries panel: a table of the shown step's queries — filter by kind (the checkboxes
// are also the colour key), sort by tiles visited or duration, hover to highlight one in the
// world, click to select it for the Inspector panel. Freeze, single-step and resume live in
// its toolbar, and while frozen a slider looks back through the recorder's ring.

#include "inspector/colour_key.hpp"
#include "inspector/panels.hpp"
#include "inspector/widgets.hpp"

#include <algorithm>
#include <cstdio>

namespace game::inspector {
namespace {

enum Column : ImGuiID { kSequence, kQuery, kTiles, kObjects, kMicroseconds, kResult };

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
    help_marker("Freeze stops the simulation without the pause menu; the panels keep working, and a slider "
                "looks back at the last steps the recorder keeps. Step runs exactly one simulation step "
                "(1/120 s of game time) and freezes again.");
    const StepRecord* step = state.shown_step();
    ImGui::SameLine();
    ImGui::TextDisabled("step %llu", step != nullptr ? static_cast<unsigned long long>(step->step) : 0ULL);
    if (frozen && state.recorder.steps_recorded() > 1) {
        // While frozen, look back at the last steps the recorder keeps.
        int back = static_cast<int>(state.view_age);
        ImGui::SameLine();
        ImGui::SetNextItemWidth(std::max(60.0f, ImGui::GetContentRegionAvail().x));
        if (ImGui::SliderInt("##history", &back, 0, static_cast<int>(state.recorder.steps_recorded()) - 1,
                             back == 0 ? "latest step" : "%d steps back")) {
            state.view_age = static_cast<std::size_t>(back);
        }
    }
}

void kind_filters(InspectorState& state) {
    for (std::size_t i = 0; i < kRecordKindCount; ++i) {
        const auto kind = static_cast<RecordKind>(i);
        if (i % 4 != 0) {
            ImGui::SameLine(0.0f, 14.0f);
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
        ImGui::SameLine();
        ImGui::TextDisabled("(%llu hidden)", static_cast<unsigned long long>(hidden));
    }
    if (step.queries_not_recorded > 0 || step.tiles_not_recorded > 0) {
        ImGui::TextColored(ImVec4(1.0f, 0.7f, 0.3f, 1.0f), "%llu more queries and %llu tiles not recorded",
                           static_cast<unsigned long long>(step.queries_not_recorded),
                           static_cast<unsigned long long>(step.tiles_not_recorded));
        help_marker("The recorder keeps at most a fixed number of queries and tiles per step, so that its "
                    "memory stays bounded however busy the level is. The totals above still count everything.");
    }
}

/// Fills `state.table_order` with the shown rows, sorted as the table's header asks.
void order_rows(InspectorState& state, const StepRecord& step, const ImGuiTableSortSpecs* specs) {
    std::vector<std::uint32_t>& order = state.table_order;
    order.clear();
    for (std::uint32_t i = 0; i < step.queries.size(); ++i) {
        if (state.settings.kind_shown[static_cast<std::size_t>(step.queries[i].kind)]) {
            order.push_back(i);
        }
    }
    if (specs == nullptr || specs->SpecsCount == 0) {
        return;
    }
    const ImGuiTableColumnSortSpecs& spec = specs->Specs[0];
    const bool ascending = spec.SortDirection == ImGuiSortDirection_Ascending;
    const auto key = [&](std::uint32_t i) -> double {
        const QueryRecord& r = step.queries[i];
        switch (spec.ColumnUserID) {
        case kTiles: return static_cast<double>(r.event.cost.tiles_visited);
        case kObjects: return static_cast<double>(r.event.cost.objects_tested);
        case kMicroseconds: return r.event.cost.seconds;
        case kQuery: return static_cast<double>(r.kind);
        default: return static_cast<double>(r.sequence);
        }
    };
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        return ascending ? key(a) < key(b) : key(a) > key(b);
    });
}

void query_table(InspectorState& state, const StepRecord& step) {
    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_Sortable | ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY |
                                       ImGuiTableFlags_BordersOuter | ImGuiTableFlags_BordersV |
                                       ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_Resizable;
    if (!ImGui::BeginTable("queries", 6, kFlags, ImVec2(0.0f, 0.0f))) {
        return;
    }
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("#", ImGuiTableColumnFlags_WidthFixed, 0.0f, kSequence);
    ImGui::TableSetupColumn("query", ImGuiTableColumnFlags_WidthStretch, 0.0f, kQuery);
    ImGui::TableSetupColumn("tiles", ImGuiTableColumnFlags_DefaultSort | ImGuiTableColumnFlags_PreferSortDescending, 0.0f,
                            kTiles);
    ImGui::TableSetupColumn("objects", ImGuiTableColumnFlags_PreferSortDescending, 0.0f, kObjects);
    ImGui::TableSetupColumn("us", ImGuiTableColumnFlags_PreferSortDescending, 0.0f, kMicroseconds);
    ImGui::TableSetupColumn("result", ImGuiTableColumnFlags_NoSort, 0.0f, kResult);
    ImGui::TableHeadersRow();
    order_rows(state, step, ImGui::TableGetSortSpecs());

    const bool selection_here = state.selection.active && !state.selection.from_probe &&
                                state.selection.record.event.step == step.step;
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(state.table_order.size()));
    while (clipper.Step()) {
        for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
            const std::uint32_t i = state.table_order[static_cast<std::size_t>(row)];
            const QueryRecord& record = step.queries[i];
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            char sequence[16];
            std::snprintf(sequence, sizeof sequence, "%u", static_cast<unsigned>(record.sequence));
            const bool selected = selection_here && state.selection.record.sequence == record.sequence;
            ImGui::PushID(static_cast<int>(i));
            if (ImGui::Selectable(sequence, selected, ImGuiSelectableFlags_SpanAllColumns)) {
                select_query(state, step, i, false);
            }
            if (ImGui::IsItemHovered()) {
                state.hovered = static_cast<int>(i);
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
    kind_filters(state);
    help_marker("The colour key of every panel and of the world overlay. Unticked kinds are hidden from the "
                "table and the overlay (they are still recorded and counted).");
    ImGui::Checkbox("overlay", &state.settings.overlay);
    help_marker("Shade the tiles each query visited over the level.");
    ImGui::SameLine();
    ImGui::Checkbox("visit numbers", &state.settings.overlay_numbers);
    help_marker("Number the tiles in the order they were visited, once a tile is at least 20 screen pixels wide "
                "(zoom in with the mouse wheel).");
    ImGui::Separator();
    const StepRecord* step = state.shown_step();
    if (step == nullptr) {
        ImGui::TextDisabled("No step recorded yet.");
        ImGui::End();
        return;
    }
    summary(state, *step);
    query_table(state, *step);
    ImGui::End();
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
}

} // namespace game::inspector
