#pragma once
/// The segment traversal's own variables after k steps — for the Inspector panel's step
/// slider: current tile, where the next x and y grid crossings are, which step was taken
/// and why, and the exact walk's integer decision.
///
/// What it is for: Red Blob Games' line-drawing page teaches the walk by showing its
/// variables at each step. The engine's iterators expose them (`state()` in
/// engine/tilemap/segment_query.hpp); this walks an iterator k steps and asks. Nothing is
/// recomputed here — the numbers are the engine's.
///
///     auto state = game::inspector::segment_state_at(engine::SegmentVariant::Exact, a, b, 3);
///     // state.tile, state.next_x_crossing, state.reason == engine::SegmentStepReason::CornerTie ...

#include <engine/tilemap/segment_query.hpp>

#include <algorithm>
#include <cstdint>
#include <string_view>

namespace game::inspector {

/// The state of the `variant` walk from `a` to `b` (tile space) at its tile number
/// `index` (0 = tile(a)); past the end, the state at the last tile. Throws like
/// `engine::tiles_on_segment` for non-finite or huge input.
inline engine::SegmentStepState segment_state_at(engine::SegmentVariant variant, engine::TileSpacePoint a,
                                                 engine::TileSpacePoint b, std::int64_t index) {
    const auto walk_to = [index](auto range) {
        auto it = range.begin();
        const std::int64_t last = std::min(std::max<std::int64_t>(index, 0), range.tiles_total() - 1);
        for (std::int64_t i = 0; i < last; ++i) {
            ++it;
        }
        return it.state();
    };
    if (variant == engine::SegmentVariant::FloatDda) {
        return walk_to(engine::tiles_on_segment_float_dda(a, b));
    }
    return walk_to(engine::tiles_on_segment(a, b));
}

/// A sentence for how a step was taken ("crossed a vertical grid line first").
constexpr std::string_view explain(engine::SegmentStepReason reason) noexcept {
    switch (reason) {
    case engine::SegmentStepReason::Start:
        return "the start: the tile containing a";
    case engine::SegmentStepReason::XCrossingFirst:
        return "x step: the next vertical grid line came first";
    case engine::SegmentStepReason::YCrossingFirst:
        return "y step: the next horizontal grid line came first";
    case engine::SegmentStepReason::CornerTie:
        return "corner: both lines at once, the tie rule chose";
    case engine::SegmentStepReason::EndTile:
        return "float-dda: the last tile is tile(b) by fiat";
    }
    return "";
}

} // namespace game::inspector
