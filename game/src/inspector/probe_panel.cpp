// The Probe panel: choose ray, circle or rectangle, then drag with the left mouse button in
// the world (or type a --probe text) — the probe is cast every frame through the game's own
// query layer, so it follows robots as they move, and its tiles, hits and costs show live.

#include "inspector/colour_key.hpp"
#include "inspector/panels.hpp"
#include "inspector/widgets.hpp"

#include <cstdio>
#include <exception>

namespace game::inspector {
namespace {

void mode_choice(ProbeState& probe) {
    const auto choice = [&](const char* name, ProbeKind kind) {
        if (ImGui::RadioButton(name, probe.mode == kind)) {
            probe.mode = kind;
        }
    };
    choice("ray", ProbeKind::Ray);
    ImGui::SameLine();
    choice("circle", ProbeKind::Circle);
    ImGui::SameLine();
    choice("rectangle", ProbeKind::Rect);
    ImGui::Checkbox("drag in world", &probe.drag_enabled);
    help_marker("While ticked (and this panel is open), dragging with the left mouse button over the level casts a "
                "probe of the chosen shape instead of shooting: a ray from where you press to where you release, a "
                "circle around where you press, a rectangle between the two corners. Drag a handle (the white rings) "
                "to move one end, the centre, the radius or a corner. Hold Ctrl to snap to tile corners and centres. "
                "A new probe replaces the previous one.");
}

/// The second variant drawn beside the chosen one (Red Blob Games' pages show the naive and
/// the exact answer on the same grid).
void comparison(InspectorState& state) {
    ProbeState& probe = state.probe;
    ImGui::Checkbox("compare with", &probe.compare);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.0f);
    if (probe.shape.kind == ProbeKind::Circle || (probe.shape.kind == ProbeKind::None && probe.mode == ProbeKind::Circle)) {
        int chosen = static_cast<int>(probe.compare_circle);
        const char* names[] = {"span", "row-trim", "bounding box"};
        if (ImGui::Combo("##compare circle", &chosen, names, 3)) {
            probe.compare_circle = static_cast<engine::CircleVariant>(chosen);
        }
    } else {
        int chosen = static_cast<int>(probe.compare_segment);
        const char* names[] = {"exact", "float-dda"};
        if (ImGui::Combo("##compare ray", &chosen, names, 2)) {
            probe.compare_segment = static_cast<engine::SegmentVariant>(chosen);
        }
    }
    help_marker("Draws a second variant's answer beside the one chosen in the Parameters panel. Rays: its tiles "
                "framed in pale teal, and the first tile where the two walks part crossed in red. Circles: every "
                "variant finds the same tiles; they differ in how many they test one by one (shown below), and the "
                "bounding-box variant's box of tested tiles is framed in pale teal.");
    if (!probe.compare || probe.shape.kind == ProbeKind::None) {
        return;
    }
    const ProbeResult& other = probe.compare_result;
    if (probe.shape.kind == ProbeKind::Ray) {
        if (probe.first_difference) {
            const std::size_t k = *probe.first_difference;
            ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.4f, 1.0f), "the walks part at tile %zu: %s has %zu tiles, %s %zu", k + 1,
                               engine::name(state.settings.parameters.segment_variant).data(), probe.result.tiles.size(),
                               engine::name(probe.compare_segment).data(), other.tiles.size());
        } else {
            ImGui::TextDisabled("same %zu tiles in the same order", probe.result.tiles.size());
        }
    } else if (probe.shape.kind == ProbeKind::Circle) {
        ImGui::TextDisabled("%s tests %lld tiles one by one, %s %lld; both find %zu", 
                            engine::name(state.settings.parameters.circle_variant).data(),
                            static_cast<long long>(probe.result.stats.tiles_tested), engine::name(probe.compare_circle).data(),
                            static_cast<long long>(other.stats.tiles_tested), other.tiles.size());
    }
}

void typed_probe(InspectorState& state) {
    static char text[96] = "";
    ImGui::SetNextItemWidth(-140.0f);
    const bool entered = ImGui::InputTextWithHint("##spec", "ray:X0,Y0,X1,Y1", text, sizeof text,
                                                  ImGuiInputTextFlags_EnterReturnsTrue);
    ImGui::SameLine();
    if (ImGui::Button("Cast") || entered) {
        try {
            state.probe.shape = parse_probe(text);
            state.probe.mode = state.probe.shape.kind;
        } catch (const std::exception& problem) {
            state.notify(problem.what());
        }
    }
    ImGui::SameLine();
    if (ImGui::Button("Clear")) {
        state.probe.shape = ProbeShape{};
        if (state.selection.from_probe) {
            state.selection.active = false;
        }
    }
    help_marker("The same text as the --probe option, in world pixels: ray:X0,Y0,X1,Y1, circle:X,Y,R or "
                "rect:X0,Y0,X1,Y1.");
}

void results(InspectorState& state) {
    const ProbeResult& result = state.probe.result;
    const ProbeShape& shape = state.probe.shape;
    const std::string spec = to_string(shape);
    kind_swatch(RecordKind::Probe);
    ImGui::SameLine();
    ImGui::TextColored(kind_colour_vec(RecordKind::Probe), "%s", spec.c_str());
    if (!result.error.empty()) {
        ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.4f, 1.0f), "%s", result.error.c_str());
        return;
    }
    char who[32];
    if (shape.kind == ProbeKind::Ray) {
        const SegmentQueryResult& ray = result.ray;
        ImGui::Text("laser query: %s at (%.1f, %.1f), fraction %.3f", outcome_text(ray.outcome),
                    static_cast<double>(ray.point.x_pixels()), static_cast<double>(ray.point.y_pixels()), ray.fraction);
        if (ray.outcome == QueryOutcome::Target) {
            ImGui::Text("hit %s", actor_text(ray.target, who, sizeof who));
        } else if (ray.outcome == QueryOutcome::Wall) {
            ImGui::Text("face normal %s", direction_text(ray.wall_normal));
        }
    } else {
        ImGui::Text("%zu robots or players with their centre inside", result.found.size());
        for (std::size_t i = 0; i < result.found.size() && i < 6; ++i) {
            // On the same line while it fits, else on the next: nothing past the panel's edge.
            const char* text = actor_text(result.found[i], who, sizeof who);
            const float width = ImGui::CalcTextSize(text).x + ImGui::GetStyle().ItemSpacing.x;
            ImGui::SameLine();
            if (ImGui::GetCursorPosX() + width > ImGui::GetContentRegionMax().x) {
                ImGui::NewLine();
            }
            ImGui::TextDisabled("%s", text);
        }
    }
    ImGui::Text("%s walk: %zu level tiles (%llu solid), %lld tested one by one",
                shape.kind == ProbeKind::Ray      ? engine::name(state.settings.parameters.segment_variant).data()
                : shape.kind == ProbeKind::Circle ? engine::name(state.settings.parameters.circle_variant).data()
                                                  : "rows",
                result.tiles.size(), static_cast<unsigned long long>(result.solid_tiles),
                static_cast<long long>(result.stats.tiles_tested));
    help_marker("The tile query of the variant chosen in the Parameters panel, on the level's grid (numbered in the "
                "world when zoomed in). 'tested one by one': per-tile intersection tests the variant ran - 0 for the "
                "exact walks, which compute their tiles directly.");
    if (result.tiles_off_map > 0) {
        ImGui::TextDisabled("(%llu more tiles off the map)", static_cast<unsigned long long>(result.tiles_off_map));
    }
    const StepRecord& recorded = state.recorder.probe();
    for (std::size_t i = 0; i < recorded.queries.size(); ++i) {
        const QueryRecord& record = recorded.queries[i];
        ImGui::PushID(static_cast<int>(i));
        if (ImGui::SmallButton("Inspect")) {
            select_query(state, recorded, i, true);
            state.settings.panels[Panel::Inspector] = true;
        }
        ImGui::PopID();
        ImGui::SameLine();
        ImGui::Text("game query: %llu tiles, %llu objects tested, %.1f us",
                    static_cast<unsigned long long>(record.event.cost.tiles_visited),
                    static_cast<unsigned long long>(record.event.cost.objects_tested),
                    static_cast<double>(microseconds(record.event.cost.seconds)));
    }
    if (shape.kind == ProbeKind::Rect) {
        ImGui::TextDisabled("The game makes no rectangle query: its objects are found by a scan.");
    }
}

} // namespace

void draw_probe_panel(InspectorState& state, bool* open) {
    if (!begin_panel(state, Panel::Probe, open)) {
        ImGui::End();
        return;
    }
    ImGui::PushTextWrapPos(0.0f);  // every line wraps at the panel's edge, however narrow the column
    mode_choice(state.probe);
    typed_probe(state);
    comparison(state);
    ImGui::Separator();
    if (state.probe.shape.kind == ProbeKind::None) {
        ImGui::TextWrapped("Drag with the left mouse button in the world to cast a %s.",
                           name(state.probe.mode).data());
    } else {
        results(state);
    }
    ImGui::PopTextWrapPos();
    end_panel(state, Panel::Probe);
}

} // namespace game::inspector
