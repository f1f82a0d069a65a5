// The Inspector panel: one query in full — who asked, the engine function that ran it, its
// parameters and result, what it cost — and a step slider that walks its tiles one at a
// time, showing the traversal's own variables at each step (the current tile, where the
// next x and y grid crossings are, which step was taken and why), as Red Blob Games' grid
// line-drawing page does.

#include "inspector/colour_key.hpp"
#include "inspector/panels.hpp"
#include "inspector/query_tiles.hpp"
#include "inspector/traversal_state.hpp"
#include "inspector/widgets.hpp"

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <exception>
#include <string>

namespace game::inspector {
namespace {

bool is_segment(QueryKind kind) {
    return kind == QueryKind::Laser || kind == QueryKind::BulletSweep || kind == QueryKind::LineOfSight;
}

void row(const char* name, const char* format, ...) IM_FMTARGS(2);
void row(const char* name, const char* format, ...) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextDisabled("%s", name);
    ImGui::TableNextColumn();
    // Values wrap at the panel's edge instead of running out of it.
    char text[512];
    va_list args;
    va_start(args, format);
    std::vsnprintf(text, sizeof text, format, args);
    va_end(args);
    ImGui::TextWrapped("%s", text);
}

/// What the colours of the overlay mean for the selected query (one key, the same everywhere).
void colour_key_line(const QueryRecord& record) {
    kind_swatch(record.kind);
    ImGui::SameLine();
    ImGui::TextDisabled("its tiles");
    ImGui::SameLine();
    ImGui::ColorButton("##current", ImVec4(kCurrentTileColour.r, kCurrentTileColour.g, kCurrentTileColour.b, 1.0f),
                       ImGuiColorEditFlags_NoTooltip, ImVec2(ImGui::GetTextLineHeight() * 0.8f, ImGui::GetTextLineHeight() * 0.8f));
    ImGui::SameLine();
    ImGui::TextDisabled("the slider's tile");
    help_marker("The overlay's colour key, the same in every panel: each kind of query has one colour (the Queries "
                "panel's boxes). Level tiles are filled, the object index's tiles framed; a white dot marks where "
                "the query stopped, a short white line the face normal of the wall it hit.");
}

bool begin_facts(const char* id) {
    if (!ImGui::BeginTable(id, 2, ImGuiTableFlags_RowBg)) {
        return false;
    }
    // Fixed label column, value column taking the rest: no auto-fit, so a table first seen
    // while its window is still measuring itself never sticks at zero width.
    ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthFixed, 118.0f);
    ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch);
    return true;
}

void header(const Selection& selection) {
    const QueryRecord& record = selection.record;
    char title[64];
    kind_swatch(record.kind, ImGui::GetTextLineHeight());
    ImGui::SameLine();
    ImGui::TextColored(kind_colour_vec(record.kind), "%s", query_title(record, title, sizeof title));
    ImGui::SameLine();
    if (selection.from_probe) {
        ImGui::TextDisabled("(probe)");
    } else {
        ImGui::TextDisabled("step %llu, query #%u", static_cast<unsigned long long>(record.event.step),
                            static_cast<unsigned>(record.sequence));
    }
}

/// Every count the panels show for this query, each named: the Queries table's "tiles" is
/// the two grids together; the slider walks one of them.
void counts_line(const Selection& selection) {
    const QueryRecord& record = selection.record;
    const auto level = static_cast<unsigned long long>(selection.wall_tiles.size());
    const auto index = static_cast<unsigned long long>(selection.index_tiles.size());
    char text[256];
    if (is_segment(record.event.kind)) {
        long long to_end = 0;
        try {
            const float size = record.wall_tiles.tile_size_pixels;
            to_end = static_cast<long long>(
                segment_state_at(engine::SegmentVariant::Exact, grid_space(record.event.from, size),
                                 grid_space(record.event.to, size), 0)
                    .tiles_total);
        } catch (const std::exception&) {
            to_end = 0;  // a segment the walk refuses: the count is left out
        }
        const bool stopped = record.event.wall.hit == engine::CastHit::Hit;
        const std::string whole = to_end > 0 ? " (" + std::to_string(to_end) + " to the end of the segment)" : "";
        std::snprintf(text, sizeof text, "%llu tiles in all: %llu level tiles%s%s, %llu object index tiles", level + index,
                      level, stopped ? " to the wall" : "", whole.c_str(), index);
    } else {
        std::snprintf(text, sizeof text, "%llu tiles in all: %llu level tiles, %llu object index tiles", level + index,
                      level, index);
    }
    ImGui::TextWrapped("%s", text);
}

void parameters_and_result(const QueryRecord& record) {
    const QueryEvent& e = record.event;
    char who[32];
    ImGui::TextDisabled("ran:");
    ImGui::SameLine();
    ImGui::TextWrapped("%s", record.engine_function);
    if (!begin_facts("facts")) {
        return;
    }
    row("asked by", "%s", actor_text(e.asked_by, who, sizeof who));
    if (is_segment(e.kind)) {
        const float length = (e.to - e.from).length().pixels();
        row("segment", "(%.1f, %.1f) -> (%.1f, %.1f)  %.1f px", static_cast<double>(e.from.x_pixels()),
            static_cast<double>(e.from.y_pixels()), static_cast<double>(e.to.x_pixels()),
            static_cast<double>(e.to.y_pixels()), static_cast<double>(length));
    } else {
        row("circle", "centre (%.1f, %.1f), radius %.1f px", static_cast<double>(e.from.x_pixels()),
            static_cast<double>(e.from.y_pixels()), static_cast<double>(e.radius.pixels()));
    }
    row("result", "%s", outcome_text(e.outcome));
    if (e.outcome != QueryOutcome::Nothing) {
        row("stopped at", "(%.2f, %.2f)", static_cast<double>(e.hit_point.x_pixels()),
            static_cast<double>(e.hit_point.y_pixels()));
    }
    if (e.outcome == QueryOutcome::Target) {
        row("found", "%s", actor_text(e.hit_actor, who, sizeof who));
    }
    if (is_segment(e.kind)) {
        row("wall cast", "%s at tile (%d, %d), pixel (%d, %d)", engine::to_string(e.wall.hit), e.wall.tile.x, e.wall.tile.y,
            e.wall.pixel.x, e.wall.pixel.y);
        row("face normal", "%s   fraction %.4f", direction_text(e.wall.normal), e.wall.fraction);
    }
    row("tiles visited", "%llu  (level grid %llu, index grid %llu)", static_cast<unsigned long long>(e.cost.tiles_visited),
        static_cast<unsigned long long>(record.wall_tiles.walked()),
        static_cast<unsigned long long>(record.index_tiles.walked()));
    row("objects tested", "%llu%s", static_cast<unsigned long long>(e.cost.objects_tested),
        record.used_index ? "" : "  (index off: every object)");
    row("pixels tested", "%llu", static_cast<unsigned long long>(e.cost.pixels_tested));
    row("duration", "%.2f us", static_cast<double>(microseconds(e.cost.seconds)));
    ImGui::EndTable();
}

/// The segment walk's variables at the slider's tile, from the engine's iterator.
void segment_variables(const InspectorState& state, const Selection& selection) {
    const QueryEvent& e = selection.record.event;
    const TileList& list = selection.slider_list();
    // The walk the slider follows: the level grid from `from` to `to`, or the index grid up
    // to where the wall stopped the cast (the object search goes no farther).
    const engine::Position2 end = selection.slider_on_index && e.wall.hit == engine::CastHit::Hit ? e.wall.point : e.to;
    const engine::SegmentVariant variant = state.settings.parameters.segment_variant;
    const std::int64_t k = selection.shown_tiles - 1;
    engine::SegmentStepState s;
    try {
        s = segment_state_at(variant, grid_space(e.from, list.tile_size_pixels), grid_space(end, list.tile_size_pixels), k);
    } catch (const std::exception& problem) {
        ImGui::TextDisabled("no traversal state: %s", problem.what());
        return;
    }
    ImGui::TextDisabled("engine::%s state() at this tile (how it came in, where it goes next):",
                        variant == engine::SegmentVariant::Exact ? "tiles_on_segment" : "tiles_on_segment_float_dda");
    help_marker("The traversal compares how far along the segment the next vertical grid line is (next x crossing) "
                "with the next horizontal one (next y crossing) and steps across the nearer. The exact walk does it "
                "with an integer: decision = dist_x * |dy| - dist_y * |dx| (< 0: x next, > 0: y next, 0: a corner). "
                "Fractions run from 0 at the start to 1 at the end of the segment.");
    if (!begin_facts("variables")) {
        return;
    }
    const char* step_name = s.step == engine::SegmentStep::Start ? "start"
                            : s.step == engine::SegmentStep::X   ? "x"
                            : s.step == engine::SegmentStep::Y   ? "y"
                                                                 : "jump";
    row("tile", "(%d, %d), tile %lld of the %lld the walk would visit to the segment's end", s.tile.x, s.tile.y,
        static_cast<long long>(s.index + 1), static_cast<long long>(s.tiles_total));
    row("step into it", "%s", step_name);
    row("why that step", "%s", explain(s.reason).data());
    const auto crossing = [](const char* name, double fraction) {
        if (std::isinf(fraction)) {
            row(name, "%s", "never (the segment does not move along this axis)");
        } else {
            row(name, "%.4f%s", fraction, fraction > 1.0 ? "  (after the end)" : "");
        }
    };
    crossing("next x crossing", s.next_x_crossing);
    crossing("next y crossing", s.next_y_crossing);
    if (variant == engine::SegmentVariant::Exact) {
        row("decision", "%lld  (the step out of it: %s)", static_cast<long long>(s.decision),
            s.decision < 0 ? "x" : s.decision > 0 ? "y" : "a corner, the tie rule");
    }
    ImGui::EndTable();
    if (variant == engine::SegmentVariant::Exact) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped("decision = dist_x * |dy| - dist_y * |dx|, in whole units of 2^-10 tile: below 0 the next x "
                           "line is nearer (step in x), above 0 the y line (step in y), 0 exactly a corner.");
        ImGui::PopStyleColor();
    }
    const auto& tiles = selection.slider_tiles();
    const engine::TileCoord recorded = tiles[static_cast<std::size_t>(k)];
    if (recorded != s.tile) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.6f, 0.3f, 1.0f));
        ImGui::TextWrapped("The %s walk is at (%d, %d) here; the query walked (%d, %d).", engine::name(variant).data(),
                           s.tile.x, s.tile.y, recorded.x, recorded.y);
        ImGui::PopStyleColor();
    }
}

/// For row-by-row queries (circles, boxes): the row of the slider's tile and its span.
void row_variables(const Selection& selection) {
    const auto& tiles = selection.slider_tiles();
    const engine::TileCoord tile = tiles[static_cast<std::size_t>(selection.shown_tiles - 1)];
    std::int32_t first = tile.x;
    std::int32_t last = tile.x;
    int rows = 0;
    std::int32_t previous_row = tiles.front().y - 1;
    for (const engine::TileCoord t : tiles) {
        if (t.y != previous_row) {
            ++rows;
            previous_row = t.y;
        }
        if (t.y == tile.y) {
            first = std::min(first, t.x);
            last = std::max(last, t.x);
        }
    }
    ImGui::TextDisabled("row by row, each row's span computed at once:");
    if (begin_facts("rows")) {
        row("tile", "(%d, %d), tile %d of the %zu it visited", tile.x, tile.y, selection.shown_tiles, tiles.size());
        row("its row", "%d: tiles %d .. %d", tile.y, first, last);
        row("rows", "%d", rows);
        ImGui::EndTable();
    }
}

void step_slider(InspectorState& state) {
    Selection& selection = state.selection;
    const QueryRecord& record = selection.record;
    {
        // Always shown (greyed when one grid has no tiles), so the slider below stays put.
        bool on_index = selection.slider_on_index;
        ImGui::BeginDisabled(selection.wall_tiles.empty());
        if (ImGui::RadioButton("level tiles", !on_index)) {
            on_index = false;
        }
        ImGui::EndDisabled();
        ImGui::SameLine();
        ImGui::BeginDisabled(selection.index_tiles.empty());
        if (ImGui::RadioButton("object index tiles", on_index)) {
            on_index = true;
        }
        ImGui::EndDisabled();
        help_marker("A laser or bullet walks two grids: the level's tiles (the wall cast) and the object index's "
                    "own, coarser tiles (looking for targets, up to the wall).");
        if (on_index != selection.slider_on_index) {
            selection.slider_on_index = on_index;
            selection.shown_tiles = static_cast<int>(selection.slider_tiles().size());
        }
    }
    const auto& tiles = selection.slider_tiles();
    if (tiles.empty()) {
        ImGui::TextWrapped("%s", *record.tiles_note != '\0' ? record.tiles_note
                                                             : "No tiles walked (the object index is off, or the "
                                                               "query found its answer without a tile walk).");
        return;
    }
    const int count = static_cast<int>(tiles.size());
    selection.shown_tiles = std::clamp(selection.shown_tiles, 1, count);
    if (ImGui::ArrowButton("##back", ImGuiDir_Left)) {
        selection.shown_tiles = std::max(1, selection.shown_tiles - 1);
    }
    ImGui::SameLine();
    // Room on the right for the arrow, "/ 9999" and the help marker.
    const ImGuiStyle& style = ImGui::GetStyle();
    ImGui::SetNextItemWidth(-(ImGui::CalcTextSize("/ 99999 (?)").x + ImGui::GetFrameHeight() + 3.0f * style.ItemSpacing.x));
    ImGui::SliderInt("##step", &selection.shown_tiles, 1, count, "tile %d");
    ImGui::SameLine();
    if (ImGui::ArrowButton("##forward", ImGuiDir_Right)) {
        // From the last tile (where a new selection starts, showing the whole walk): tile 1.
        selection.shown_tiles = selection.shown_tiles >= count ? 1 : selection.shown_tiles + 1;
    }
    ImGui::SameLine();
    ImGui::TextDisabled("/ %d", count);
    help_marker("Tile k of n: the k-th tile the query visited, counted from its start, of the n it visited on this "
                "grid. The overlay draws tiles 1..k; the frame marks tile k. A new selection shows them all; the "
                "right arrow then starts over at tile 1. While frozen (F9), the left and right arrow keys step too.");
    if (ImGui::Button(selection.playing ? "Pause" : "Play")) {
        selection.playing = !selection.playing;
        if (selection.playing && selection.shown_tiles >= count) {
            selection.shown_tiles = 1;  // play from the start again
        }
        selection.play_carry = 0.0;
    }
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.0f);
    ImGui::SliderFloat("tiles / s", &selection.tiles_per_second, 0.5f, 60.0f, "%.1f", ImGuiSliderFlags_Logarithmic |
                                                                                       ImGuiSliderFlags_AlwaysClamp);
    const TileList& list = selection.slider_list();
    if (list.not_recorded > 0) {
        ImGui::TextColored(ImVec4(1.0f, 0.7f, 0.3f, 1.0f), "%u more tiles walked, not recorded", list.not_recorded);
    }
    if (is_segment(record.event.kind)) {
        segment_variables(state, selection);
    } else {
        row_variables(selection);
    }
}

} // namespace

void draw_inspector_panel(InspectorState& state, bool* open) {
    if (!begin_panel(state, Panel::Inspector, open)) {
        ImGui::End();
        return;
    }
    ImGui::PushTextWrapPos(0.0f);  // every line wraps at the panel's edge, however narrow the column
    Selection& selection = state.selection;
    if (!selection.active) {
        ImGui::TextWrapped("Select a query in the Queries panel, or cast a probe and press Inspect, to see it here "
                           "step by step.");
        ImGui::PopTextWrapPos();
        end_panel(state, Panel::Inspector);
        return;
    }
    header(selection);
    counts_line(selection);
    colour_key_line(selection.record);
    if (ImGui::CollapsingHeader("step through the tiles", ImGuiTreeNodeFlags_DefaultOpen)) {
        step_slider(state);
    }
    if (ImGui::CollapsingHeader("parameters and result", ImGuiTreeNodeFlags_DefaultOpen)) {
        parameters_and_result(selection.record);
    }
    if (ImGui::Button("Clear selection")) {
        selection.active = false;
    }
    ImGui::SameLine();
    if (ImGui::Checkbox("camera on it", &selection.look_at)) {
        selection.fit_pending = selection.look_at;
    }
    help_marker("The camera follows the selected query (the middle of where it looked) instead of the player. "
                "Zoom out with the mouse wheel to see more of it.");
    ImGui::PopTextWrapPos();
    end_panel(state, Panel::Inspector);
}

} // namespace game::inspector
