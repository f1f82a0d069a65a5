#pragma once
/// The segment lesson's traced example as a Markdown fragment, for chapter 4's page: the
/// segment's ends, both walks tile by tile with their variables, and where they part.
///
/// What it is for: the chapter quotes the numbers the engine really computes.
/// `docs/learn/traces/segment_trace.md` is this text; tests/game/lesson_trace_test.cpp fails
/// when the file and the engine disagree (and rewrites it with TILECAST_UPDATE_TRACES=1).
///
///     std::string text = game::lessons::segment_trace_markdown(game::lessons::find_lesson("segment"));
///
/// Source: Red Blob Games' "Line drawing on a grid" (Amit Patel, redblobgames.com), which
/// teaches a walk by showing its variables at every step.

#include "lessons/lesson_catalog.hpp"

#include <engine/tilemap/segment_query.hpp>

#include <string>
#include <vector>

namespace game::lessons {

/// One tile of a walk with the walk's variables there.
struct TraceRow {
    engine::SegmentStepState state;  ///< the engine's own `state()` at this tile
};

/// Both walks of a ray lesson, from its probe (world pixels) on tiles of `tile_size_pixels`.
struct SegmentTrace {
    double ax = 0, ay = 0, bx = 0, by = 0;  ///< the ends, world pixels
    double tile_size_pixels = 32.0;         ///< the level's tile size
    std::vector<TraceRow> exact;            ///< `engine::tiles_on_segment`
    std::vector<TraceRow> float_dda;        ///< `engine::tiles_on_segment_float_dda`
};

/// Runs both walks for a lesson whose probe is a ray. Throws std::invalid_argument for one
/// that is not.
SegmentTrace trace_segment(const Lesson& lesson, double tile_size_pixels = 32.0);

/// The Markdown fragment (see the file comment).
std::string segment_trace_markdown(const Lesson& lesson, double tile_size_pixels = 32.0);

/// A crossing fraction as the fragment prints it: 17 significant digits (every double
/// reads back the same), "never" for infinity.
std::string crossing_text(double t);

} // namespace game::lessons
