// Chapter 4's worked trace: the segment of the "segment" lesson, which passes exactly
// through the tile corner (8, 6), walked by the articles' float DDA and by the exact
// walk; then the same segment with b moved by one double either way.
// Build and run it from the repository's root (docs/learn/04_segment.md, "Try it").
#include <engine/tilemap/grid_walk.hpp>
#include <engine/tilemap.hpp>

#include <cmath>
#include <cstdio>
#include <string>

namespace {

using namespace engine;

const char* step_name(SegmentStep step) {
    switch (step) {
    case SegmentStep::Start: return "start";
    case SegmentStep::X: return "x";
    case SegmentStep::Y: return "y";
    case SegmentStep::Jump: return "jump";
    }
    return "?";
}

template <class Range>
std::string tiles_of(Range range) {
    std::string text;
    for (TileCoord tile : range) {
        text += " (" + std::to_string(tile.x) + "," + std::to_string(tile.y) + ")";
    }
    return text;
}

/// The laser caster's walk over the same segment in pixels, on 32-pixel cells.
std::string grid_walk_cells(TileSpacePoint a, TileSpacePoint b) {
    GridWalk walk({a.x * 32, a.y * 32}, {b.x * 32, b.y * 32}, 32 * kFixedScale, "trace");
    std::string text = " (" + std::to_string(walk.cell().x) + "," + std::to_string(walk.cell().y) + ")";
    while (!walk.at_end()) {
        walk.step();
        text += " (" + std::to_string(walk.cell().x) + "," + std::to_string(walk.cell().y) + ")";
    }
    return text;
}

} // namespace

int main() {
    // The lesson's probe: (289, 168) px -> (234, 208) px on 32-pixel tiles.
    const TileSpacePoint a{289.0 / 32, 168.0 / 32}, b{234.0 / 32, 208.0 / 32};
    const TileSpacePoint corner{8, 6};
    std::printf("a = (%g, %g), b = (%g, %g): %lld tiles\n", a.x, a.y, b.x, b.y,
                static_cast<long long>(tiles_on_segment(a, b).tiles_total()));

    std::printf("float DDA: t per column 1/%g = %.17g, per row 1/%g = %.17g\n", a.x - b.x, 1 / (a.x - b.x), b.y - a.y,
                1 / (b.y - a.y));
    auto float_walk = tiles_on_segment_float_dda(a, b);
    for (auto it = float_walk.begin(); it != float_walk.end(); ++it) {
        const SegmentStepState s = it.state();
        std::printf("  %-5s (%d,%d)  next x %.17g  next y %.17g\n", step_name(s.step), s.tile.x, s.tile.y,
                    s.next_x_crossing, s.next_y_crossing);
    }

    std::printf("exact: a = (%g, %g), b = (%g, %g) in 2^-10 tile units\n", a.x * 1024, a.y * 1024, b.x * 1024,
                b.y * 1024);
    auto exact_walk = tiles_on_segment(a, b);
    for (auto it = exact_walk.begin(); it != exact_walk.end(); ++it) {
        const SegmentStepState s = it.state();
        std::printf("  %-5s (%d,%d)  decision %lld\n", step_name(s.step), s.tile.x, s.tile.y,
                    static_cast<long long>(s.decision));
    }
    std::printf("orientation(a, b, (8, 6)) = %d, corner_crossing_order = %d\n", orientation(a, b, corner),
                corner_crossing_order(a, b, corner, -1, +1));

    // b one double to the left, and one to the right: the segment passes a hair
    // beside the corner, and the exact walk follows the side it is on.
    for (const double bx : {std::nextafter(b.x, 0.0), std::nextafter(b.x, 10.0)}) {
        const TileSpacePoint moved{bx, b.y};
        auto walk = tiles_on_segment(a, moved);
        auto second = ++walk.begin(); // at (8, 5), before the step past the corner
        std::printf("b.x = %.17g = %lld units rounded down; decision at (8,5) %lld, orientation %+d\n", bx,
                    static_cast<long long>(detail::floor_to_int64(bx * kFixedScale)),
                    static_cast<long long>(second.state().decision), orientation(a, moved, corner));
        std::printf("  exact    %s\n", tiles_of(tiles_on_segment(a, moved)).c_str());
        std::printf("  float    %s\n", tiles_of(tiles_on_segment_float_dda(a, moved)).c_str());
        std::printf("  GridWalk %s\n", grid_walk_cells(a, moved).c_str());
    }

    // Why the left case needs the exact fallback: orientation's double evaluation
    // and its error bound (exact_predicates.hpp).
    const TileSpacePoint left_b{std::nextafter(b.x, 0.0), b.y};
    const double left = (left_b.x - a.x) * (corner.y - a.y), right = (left_b.y - a.y) * (corner.x - a.x);
    const double bound = detail::kRelativeBound * (std::fabs(left) + std::fabs(right)) + detail::kAbsoluteBound;
    std::printf("in doubles: %.3g, error bound %.3g: %s\n", left - right, bound,
                std::fabs(left - right) > bound ? "the double decides" : "too close, ExactNumber decides");
}
