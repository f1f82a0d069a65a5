// The Stats panel: frame time and simulation time per frame (plots), the shown step's
// queries, tiles, objects and time by kind, and the same next step simulated twice — with
// the object index and scanning every object — side by side.

#include "inspector/colour_key.hpp"
#include "inspector/panels.hpp"
#include "inspector/widgets.hpp"

#include <algorithm>
#include <cstdio>

namespace game::inspector {
namespace {

/// The index comparison runs this often while the game runs (it steps two copies of the world).
constexpr double kComparisonPeriod = 0.5;

float average(const std::array<float, FrameHistory::kLength>& values) {
    float sum = 0.0f;
    for (const float value : values) {
        sum += value;
    }
    return sum / static_cast<float>(values.size());
}

void timings(const FrameHistory& frames) {
    // Dear ImGui 1.86's plots take no negative "fill the width" sizes: measure it.
    const ImVec2 size(ImGui::GetContentRegionAvail().x - 30.0f, 42.0f);
    char overlay[64];
    const float frame = average(frames.frame_ms);
    std::snprintf(overlay, sizeof overlay, "frame %.2f ms (%.0f fps)", static_cast<double>(frame),
                  frame > 0.0f ? 1000.0 / static_cast<double>(frame) : 0.0);
    ImGui::PlotLines("##frame", frames.frame_ms.data(), FrameHistory::kLength, frames.next, overlay, 0.0f, 40.0f, size);
    const float simulation = average(frames.simulation_ms);
    std::snprintf(overlay, sizeof overlay, "simulation %.3f ms per frame, %.1f steps", static_cast<double>(simulation),
                  static_cast<double>(average(frames.steps)));
    ImGui::PlotLines("##simulation", frames.simulation_ms.data(), FrameHistory::kLength, frames.next, overlay, 0.0f,
                     std::max(2.0f, simulation * 3.0f), size);
    help_marker("Frame: the whole frame, drawing and waiting included. Simulation: the fixed 1/120 s steps run in "
                "the frame (about two per frame at 60 fps), with every query in them.");
}

void by_kind(const StepRecord& step) {
    ImGui::Text("step %llu by kind", static_cast<unsigned long long>(step.step));
    if (!ImGui::BeginTable("kinds", 5, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_BordersInnerV)) {
        return;
    }
    ImGui::TableSetupColumn("kind", ImGuiTableColumnFlags_WidthStretch);
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
        ImGui::TextUnformatted(label(static_cast<RecordKind>(i)).data());
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

void comparison_table(const IndexComparison& c) {
    if (!ImGui::BeginTable("index", 7, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_BordersInnerV)) {
        return;
    }
    ImGui::TableSetupColumn("kind", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("tiles on");
    ImGui::TableSetupColumn("off");
    ImGui::TableSetupColumn("objects on");
    ImGui::TableSetupColumn("off");
    ImGui::TableSetupColumn("us on");
    ImGui::TableSetupColumn("off");
    ImGui::TableHeadersRow();
    const auto line = [](const char* name, const QueryTally& on, const QueryTally& off, RecordKind kind, bool swatch) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        if (swatch) {
            kind_swatch(kind);
            ImGui::SameLine();
        }
        ImGui::TextUnformatted(name);
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
        const QueryTally& on = c.with_index.counters.by_kind[i];
        const QueryTally& off = c.without_index.counters.by_kind[i];
        if (on.queries + off.queries > 0) {
            line(label(static_cast<RecordKind>(i)).data(), on, off, static_cast<RecordKind>(i), true);
        }
    }
    line("all queries", c.with_index.counters.total(), c.without_index.counters.total(), RecordKind::Laser, false);
    ImGui::EndTable();
}

void index_comparison(InspectorState& state) {
    PlaySession& session = *state.session;
    const bool frozen = session.frozen();
    const bool due = !frozen && state.now >= state.next_comparison;
    if (ImGui::Button("Measure now") || due || !state.comparison) {
        state.comparison = compare_index_on_off(session.world(), PlayerInput{});
        state.next_comparison = state.now + kComparisonPeriod;
    }
    help_marker("Two copies of the world take the same next step (no player input), one finding objects through the "
                "object index and one testing every object; the live game is not touched. Measured twice a second "
                "while running, or with this button. The level's tile walks are the same in both: only the object "
                "searches differ.");
    const IndexComparison& c = *state.comparison;
    const double ratio = c.with_index.seconds > 0.0 ? c.without_index.seconds / c.with_index.seconds : 0.0;
    ImGui::Text("step %llu: %.3f ms with the index, %.3f ms without  (x%.1f)", static_cast<unsigned long long>(c.step),
                c.with_index.seconds * 1000.0, c.without_index.seconds * 1000.0, ratio);
    if (c.same_state) {
        ImGui::TextColored(ImVec4(0.5f, 0.95f, 0.55f, 1.0f), "same game state after the step (state hash)");
    } else {
        ImGui::TextColored(ImVec4(1.0f, 0.4f, 0.35f, 1.0f), "the two copies differ after the step!");
    }
    comparison_table(c);
}

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
    if (ImGui::CollapsingHeader("the same step, object index on vs off", ImGuiTreeNodeFlags_DefaultOpen)) {
        index_comparison(state);
    }
    ImGui::TextDisabled("the query recorder");
    recorder_window_row(state);
    ImGui::End();
}

} // namespace game::inspector
