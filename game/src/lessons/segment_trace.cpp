#include "lessons/segment_trace.hpp"

#include "inspector/probe.hpp"
#include "inspector/traversal_state.hpp"

#include <engine/numbers.hpp>

#include <cmath>
#include <cstdio>
#include <optional>
#include <stdexcept>

namespace game::lessons {
namespace {

std::string tile_text(engine::TileCoord tile) {
    return "(" + std::to_string(tile.x) + ", " + std::to_string(tile.y) + ")";
}

const char* step_text(engine::SegmentStep step) {
    switch (step) {
    case engine::SegmentStep::Start: return "start";
    case engine::SegmentStep::X: return "x";
    case engine::SegmentStep::Y: return "y";
    case engine::SegmentStep::Jump: return "jump";
    }
    return "?";
}

template <class Range>
std::vector<TraceRow> rows_of(Range range) {
    std::vector<TraceRow> rows;
    for (auto it = range.begin(); it != range.end(); ++it) {
        rows.push_back({it.state()});
    }
    return rows;
}

std::string tiles_line(const std::vector<TraceRow>& rows) {
    std::string line;
    for (const TraceRow& row : rows) {
        line += (line.empty() ? "" : " ") + tile_text(row.state.tile);
    }
    return line;
}

/// The table of one walk; `decision` adds the exact walk's integer column.
std::string table(const std::vector<TraceRow>& rows, bool decision) {
    std::string text = decision ? "| # | tile | step | why | next x crossing | next y crossing | decision |\n"
                                  "|---|---|---|---|---|---|---|\n"
                                : "| # | tile | step | why | next x crossing | next y crossing |\n"
                                  "|---|---|---|---|---|---|\n";
    for (const TraceRow& row : rows) {
        const engine::SegmentStepState& s = row.state;
        text += "| " + std::to_string(s.index + 1) + " | " + tile_text(s.tile) + " | " + step_text(s.step) + " | " +
                std::string(inspector::explain(s.reason)) + " | " + crossing_text(s.next_x_crossing) + " | " +
                crossing_text(s.next_y_crossing) + (decision ? " | " + std::to_string(s.decision) : std::string()) +
                " |\n";
    }
    return text;
}

} // namespace

std::string crossing_text(double t) {
    if (std::isinf(t)) {
        return "never";
    }
    // All 17 significant digits on purpose, not engine::describe_number's shortest text: the
    // lesson is about rounding, and the double nearest 0.6 should look different from 0.6.
    char text[40];
    std::snprintf(text, sizeof text, "%.17g", t);
    return text;
}

SegmentTrace trace_segment(const Lesson& lesson, double tile_size_pixels) {
    const inspector::ProbeShape shape = inspector::parse_probe(lesson.probe);
    if (shape.kind != inspector::ProbeKind::Ray) {
        throw std::invalid_argument("lesson '" + std::string(lesson.name) + "' has no ray probe to trace");
    }
    SegmentTrace trace;
    // As the Probe panel converts them (probe.cpp): float pixels, divided in double.
    trace.ax = shape.a.x_pixels();
    trace.ay = shape.a.y_pixels();
    trace.bx = shape.b.x_pixels();
    trace.by = shape.b.y_pixels();
    trace.tile_size_pixels = tile_size_pixels;
    const engine::TileSpacePoint a{trace.ax / tile_size_pixels, trace.ay / tile_size_pixels};
    const engine::TileSpacePoint b{trace.bx / tile_size_pixels, trace.by / tile_size_pixels};
    trace.exact = rows_of(engine::tiles_on_segment(a, b));
    trace.float_dda = rows_of(engine::tiles_on_segment_float_dda(a, b));
    return trace;
}

std::string segment_trace_markdown(const Lesson& lesson, double tile_size_pixels) {
    const SegmentTrace trace = trace_segment(lesson, tile_size_pixels);
    const double size = trace.tile_size_pixels;
    std::string text;
    text += "<!-- Generated from the \"" + std::string(lesson.name) +
            "\" lesson (game/src/lessons/lesson_catalog.cpp) by tests/game/lesson_trace_test.cpp;\n"
            "     TILECAST_UPDATE_TRACES=1 ctest --test-dir build/test -R LessonTrace rewrites it. Do not edit by hand. -->\n";
    text += "### Traced example: the exact walk and the float walk at a tile corner\n\n";
    text += "The segment from a = (" + engine::describe_number(trace.ax) + ", " + engine::describe_number(trace.ay) +
            ") px to b = (" + engine::describe_number(trace.bx) + ", " + engine::describe_number(trace.by) +
            ") px, on " + engine::describe_number(size) + " px tiles: in tile units from (" +
            engine::describe_number(trace.ax / size) + ", " + engine::describe_number(trace.ay / size) + ") to (" +
            engine::describe_number(trace.bx / size) + ", " + engine::describe_number(trace.by / size) +
            "). Both walks yield |di| + |dj| + 1 = " + std::to_string(trace.exact.size()) + " tiles.";
    // Where the exact walk met a corner: the grid point between the tile before and after.
    for (std::size_t i = 1; i < trace.exact.size(); ++i) {
        const engine::SegmentStepState& s = trace.exact[i].state;
        if (s.reason != engine::SegmentStepReason::CornerTie) {
            continue;
        }
        const engine::SegmentStepState& before = trace.exact[i - 1].state;
        const bool left = trace.bx < trace.ax;
        const bool up = trace.by < trace.ay;
        const int corner_x = before.tile.x + (left ? 0 : 1);
        const int corner_y = before.tile.y + (up ? 0 : 1);
        text += " At t = " + engine::describe_number(before.next_x_crossing) +
                " it passes exactly through the tile corner (" + std::to_string(corner_x) + ", " +
                std::to_string(corner_y) + "), which is (" + engine::describe_number(corner_x * size) + ", " +
                engine::describe_number(corner_y * size) + ") px.";
    }
    text += " `tilecast --lesson " + std::string(lesson.name) + "` shows it.\n\n";
    text += "Tiles are numbered from 1, as the game numbers them. The exact walk (`engine::tiles_on_segment`); the decision is dist_x * |dy| - dist_y * |dx| in "
            "2^-20 tile^2 units, for the next step:\n\n";
    text += table(trace.exact, true);
    text += "\nThe articles' float walk (`engine::tiles_on_segment_float_dda`, t += delta):\n\n";
    text += table(trace.float_dda, false);
    text += "\n- exact:     " + tiles_line(trace.exact) + "\n";
    text += "- float-dda: " + tiles_line(trace.float_dda) + "\n";
    std::optional<std::size_t> parted;
    for (std::size_t i = 0; i < trace.exact.size() && i < trace.float_dda.size() && !parted; ++i) {
        if (!(trace.exact[i].state.tile == trace.float_dda[i].state.tile)) {
            parted = i;
        }
    }
    if (parted) {
        text += "- they part at tile " + std::to_string(*parted + 1) + ": exact " + tile_text(trace.exact[*parted].state.tile) +
                ", float-dda " + tile_text(trace.float_dda[*parted].state.tile) + "\n";
    } else {
        text += "- the two walks agree\n";
    }
    return text;
}

} // namespace game::lessons
