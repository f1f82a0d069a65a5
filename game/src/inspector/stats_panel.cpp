// The Stats panel: frame time and simulation time per frame (plots), the shown step's
// queries, tiles, objects and time by kind, and the same next step simulated twice — with
// the object index and scanning every object — side by side.

#include "inspector/colour_key.hpp"
#include "inspector/panels.hpp"
#include "inspector/widgets.hpp"

#include <algorithm>
#include <cstdio>
#include <initializer_list>
#include <string>

namespace game::inspector {
namespace {

/// The index comparison runs this often while the game runs (it steps two copies of the world).
constexpr double kComparisonPeriod = 0.5;

void timings(const FrameHistory& frames) {
    // Dear ImGui 1.86's plots take no negative "fill the width" sizes: measure it.
    const ImVec2 size(ImGui::GetContentRegionAvail().x - 30.0f, 42.0f);
    char overlay[64];
    const float frame = FrameHistory::mean(frames.frame_ms, frames.filled);
    std::snprintf(overlay, sizeof overlay, "frame %.2f ms (%.0f fps)", static_cast<double>(frame),
                  frame > 0.0f ? 1000.0 / static_cast<double>(frame) : 0.0);
    ImGui::PlotLines("##frame", frames.frame_ms.data(), FrameHistory::kLength, frames.next, overlay, 0.0f, 40.0f, size);
    const float simulation = FrameHistory::mean(frames.simulation_ms, frames.filled);
    std::snprintf(overlay, sizeof overlay, "sim %.3f ms/frame, %.1f steps", static_cast<double>(simulation),
                  static_cast<double>(FrameHistory::mean(frames.steps, frames.filled)));
    ImGui::PlotLines("##simulation", frames.simulation_ms.data(), FrameHistory::kLength, frames.next, overlay, 0.0f,
                     std::max(2.0f, simulation * 3.0f), size);
    help_marker("Frame: the whole frame, drawing and waiting included. Simulation: the fixed 1/120 s steps run in "
                "the frame (about two per frame at 60 fps), with every query in them.");
}

/// The room the kind column of a table whose other columns are headed `others` would have
/// (what the panel leaves beside them), and the least it needs: the swatch and the longest word
/// of any kind's name ("sensing"), so that "line of sight" wraps between its words.
struct KindRoom {
    float left;   ///< the panel's width less the other columns
    float least;  ///< swatch and "sensing"
    float whole;  ///< swatch and "line of sight"
};

KindRoom kind_room(std::initializer_list<const char*> others) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float cell = style.CellPadding.x * 2.0f + 1.0f;  // padding and the border between columns
    float rest = 0.0f;
    for (const char* header : others) {
        rest += std::max(ImGui::CalcTextSize(header).x, ImGui::CalcTextSize("0000").x) + cell;
    }
    const float swatch = ImGui::GetTextLineHeight() * 0.8f + style.ItemSpacing.x * 2.0f;
    return {ImGui::GetContentRegionAvail().x - rest - cell, swatch + ImGui::CalcTextSize("sensing").x,
            swatch + ImGui::CalcTextSize("line of sight").x};
}

/// The kind column's width: the whole longest name where the panel has room, narrower where it
/// has not, never narrower than its longest word.
float kind_column_width(std::initializer_list<const char*> others) {
    const KindRoom room = kind_room(others);
    return std::clamp(room.left, room.least, room.whole);
}

void by_kind(const StepRecord& step) {
    ImGui::Text("step %llu by kind", static_cast<unsigned long long>(step.step));
    if (!ImGui::BeginTable("kinds", 5, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_BordersInnerV)) {
        return;
    }
    ImGui::TableSetupColumn("kind", ImGuiTableColumnFlags_WidthFixed, kind_column_width({"queries", "tiles", "objects", "us"}));
    ImGui::TableSetupColumn("queries");
    ImGui::TableSetupColumn("tiles");
    ImGui::TableSetupColumn("objects");
    ImGui::TableSetupColumn("us");
    ImGui::TableHeadersRow();
    for (std::size_t i = 0; i < kRecordKindCount; ++i) {
        const QueryTally& tally = step.by_kind[i];
        if (tally.queries == 0) {
            continue;
        }
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        kind_swatch(static_cast<RecordKind>(i));
        ImGui::SameLine();
        ImGui::TextWrapped("%s", label(static_cast<RecordKind>(i)).data());  // "index update" on two lines in a narrow panel
        ImGui::TableNextColumn();
        ImGui::Text("%llu", static_cast<unsigned long long>(tally.queries));
        ImGui::TableNextColumn();
        ImGui::Text("%llu", static_cast<unsigned long long>(tally.tiles_visited));
        ImGui::TableNextColumn();
        ImGui::Text("%llu", static_cast<unsigned long long>(tally.objects_tested));
        ImGui::TableNextColumn();
        ImGui::Text("%.1f", static_cast<double>(microseconds(tally.seconds)));
    }
    ImGui::EndTable();
}

/// Two measurements of the same step side by side, by query kind: tiles, objects tested
/// and time, `first` then `second` in each pair of columns (headed "on" / "off", say).
void comparison_table(const char* id, const StepCost& first, const StepCost& second, const char* first_name,
                      const char* second_name) {
    if (!ImGui::BeginTable(id, 7, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_BordersInnerV)) {
        return;
    }
    const std::string tiles = std::string("tiles ") + first_name;
    const std::string objects = std::string("obj ") + first_name;  // short: seven columns share the panel
    const std::string micros = std::string("us ") + first_name;
    // A panel too narrow for all seven columns drops the objects pair (the by-kind table above
    // has the objects tested) rather than cut the table off at its edge.
    const bool objects_fit = kind_room({tiles.c_str(), second_name, objects.c_str(), second_name, micros.c_str(),
                                        second_name}).left >= kind_room({}).least;
    const ImGuiTableColumnFlags objects_flags = objects_fit ? ImGuiTableColumnFlags_None : ImGuiTableColumnFlags_Disabled;
    const float kind_width =
        objects_fit ? kind_column_width({tiles.c_str(), second_name, objects.c_str(), second_name, micros.c_str(), second_name})
                    : kind_column_width({tiles.c_str(), second_name, micros.c_str(), second_name});
    ImGui::TableSetupColumn("kind", ImGuiTableColumnFlags_WidthFixed, kind_width);
    ImGui::TableSetupColumn(tiles.c_str());
    ImGui::TableSetupColumn(second_name);
    ImGui::TableSetupColumn(objects.c_str(), objects_flags);
    ImGui::TableSetupColumn(second_name, objects_flags);
    ImGui::TableSetupColumn(micros.c_str());
    ImGui::TableSetupColumn(second_name);
    ImGui::TableHeadersRow();
    const auto line = [](const char* name, const QueryTally& on, const QueryTally& off, RecordKind kind, bool swatch) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        if (swatch) {
            kind_swatch(kind);
            ImGui::SameLine();
        }
        ImGui::TextWrapped("%s", name);
        ImGui::TableNextColumn();
        ImGui::Text("%llu", static_cast<unsigned long long>(on.tiles_visited));
        ImGui::TableNextColumn();
        ImGui::Text("%llu", static_cast<unsigned long long>(off.tiles_visited));
        ImGui::TableNextColumn();
        ImGui::Text("%llu", static_cast<unsigned long long>(on.objects_tested));
        ImGui::TableNextColumn();
        ImGui::Text("%llu", static_cast<unsigned long long>(off.objects_tested));
        ImGui::TableNextColumn();
        ImGui::Text("%.1f", static_cast<double>(microseconds(on.seconds)));
        ImGui::TableNextColumn();
        ImGui::Text("%.1f", static_cast<double>(microseconds(off.seconds)));
    };
    for (std::size_t i = 0; i < kQueryKindCount; ++i) {
        const QueryTally& on = first.counters.by_kind[i];
        const QueryTally& off = second.counters.by_kind[i];
        if (on.queries + off.queries > 0) {
            line(label(static_cast<RecordKind>(i)).data(), on, off, static_cast<RecordKind>(i), true);
        }
    }
    line("all queries", first.counters.total(), second.counters.total(), RecordKind::Laser, false);
    ImGui::EndTable();
}

/// Says whether two copies of the world ended the step in the same state.
void same_state_line(bool same_state) {
    ImGui::PushStyleColor(ImGuiCol_Text, same_state ? ImVec4(0.5f, 0.95f, 0.55f, 1.0f) : ImVec4(1.0f, 0.4f, 0.35f, 1.0f));
    ImGui::TextWrapped("%s", same_state ? "same game state after the step (state hash)" : "the two copies differ after the step!");
    ImGui::PopStyleColor();
}

/// What one of the panel's two comparisons is: its measurement, when it is due, and its words.
struct ComparisonView {
    const char* id;          ///< ImGui id of its button and table
    const char* help;        ///< what it measures
    const char* first_name;  ///< the first copy, as the summary line says it ("with the index")
    const char* second_name; ///< the second ("without")
    const char* first_column;
    const char* second_column;
};

void comparison_section(InspectorState& state, std::optional<StepComparison>& measured, double& next_time,
                        StepComparison (*measure)(const World&, const PlayerInput&), const ComparisonView& view) {
    PlaySession& session = *state.session;
    const bool due = !session.frozen() && state.now >= next_time;
    const std::string button = std::string("Measure now##") + view.id;
    if (ImGui::Button(button.c_str()) || due || !measured) {
        measured = measure(session.world(), PlayerInput{});
        next_time = state.now + kComparisonPeriod;
    }
    help_marker(view.help);
    const StepComparison& c = *measured;
    const double ratio = c.first.seconds > 0.0 ? c.second.seconds / c.first.seconds : 0.0;
    // Two halves, the second beside the first when it fits: a wrap never splits a number.
    char first[96];
    char second[96];
    std::snprintf(first, sizeof first, "step %llu: %.3f ms %s,", static_cast<unsigned long long>(c.step),
                  c.first.seconds * 1000.0, view.first_name);
    std::snprintf(second, sizeof second, "%.3f ms %s (x%.1f)", c.second.seconds * 1000.0, view.second_name, ratio);
    ImGui::TextUnformatted(first);
    same_line_if_fits(ImGui::CalcTextSize(second).x);
    ImGui::TextUnformatted(second);
    same_state_line(c.same_state);
    comparison_table(view.id, c.first, c.second, view.first_column, view.second_column);
}

constexpr ComparisonView kIndexView{
    "index",
    "Two copies of the world take the same next step (no player input), one finding objects through the object "
    "index and one testing every object; the live game is not touched. Measured twice a second while running, or "
    "with this button. The level's tile walks are the same in both: only the object searches differ.",
    "with the index", "without", "on", "off"};

constexpr ComparisonView kEngineView{
    "engine",
    "Two copies of the world take the same next step (no player input), one on the tuned engine and one on the "
    "teaching core (engine/include/engine/teach/: the simple walk, circle, per-tile lists, first-hit loop and cast "
    "that the chapters teach). The answers are the same, so the game state is too; the columns show what the tuned "
    "engine saves. The Parameters panel's engine switch plays the live game on either.",
    "tuned", "teaching core", "tuned", "teach"};

} // namespace

void draw_stats_panel(InspectorState& state, bool* open) {
    if (!begin_panel(state, Panel::Stats, open)) {
        ImGui::End();
        return;
    }
    timings(state.frames);
    if (const StepRecord* step = state.shown_step()) {
        if (ImGui::CollapsingHeader("this step", ImGuiTreeNodeFlags_DefaultOpen)) {
            by_kind(*step);
        }
    }
    if (ImGui::CollapsingHeader("same step: index on / off", ImGuiTreeNodeFlags_DefaultOpen)) {
        comparison_section(state, state.comparison, state.next_comparison, compare_index_on_off, kIndexView);
    }
    // Open at first when the game runs on the teaching core: that is when its cost is the question.
    const bool teaching = state.session->world().queries().settings().teaching_core;
    if (ImGui::CollapsingHeader("same step: tuned / teaching core",
                                teaching ? ImGuiTreeNodeFlags_DefaultOpen : ImGuiTreeNodeFlags_None)) {
        comparison_section(state, state.engine_comparison, state.next_engine_comparison, compare_tuned_teaching,
                           kEngineView);
    }
    ImGui::TextDisabled("the query recorder");
    recorder_window_row(state);
    end_panel(state, Panel::Stats);
}

} // namespace game::inspector
