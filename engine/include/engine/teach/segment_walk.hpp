#pragma once
/// The segment walk, simple version: the tiles a segment a -> b passes through, in order.
///
/// What it is for: reading first. This is the whole idea of chapter 4 in one short
/// function that you can write yourself; the tuned walk (`engine::tiles_on_segment`,
/// tilemap/segment_query.hpp) gives the same tiles, and tests/teach/ checks that on
/// 160,000 segments.
///
/// The idea: start in tile(a). The walk must take |di| + |dj| steps to reach tile(b),
/// one tile in x or in y each. Before each step, look at the corner of the current tile
/// that lies ahead (right or left, down or up, the way the segment moves). The segment
/// crosses the corner's vertical line first or its horizontal line first: that is which
/// side of the line through a and b the corner lies on, the orient2d predicate. Step
/// across the line crossed first. When the segment passes exactly through the corner,
/// the tie rule decides (`steps_x_first`).
///
/// Exact for any finite doubles: `engine::corner_crossing_order` asks orient2d exactly
/// (tilemap/exact_predicates.hpp). Nothing is rounded, so nothing can go wrong at a
/// corner. The price is one predicate per step; the tuned walk keeps the same
/// decision in one integer and updates it by an addition per step.
///
///     #include <vector>
///     std::vector<engine::TileCoord> tiles = engine::teach::tiles_on_segment({0.5, 0.5}, {3.5, 1.5});
///     // Halfway it passes the corner (2, 1), moving right and down: x first, through (2, 0).
///     if (tiles != std::vector<engine::TileCoord>{{0, 0}, {1, 0}, {2, 0}, {2, 1}, {3, 1}}) return 1;
///
/// Sources: John Amanatides and Andrew Woo, "A Fast Voxel Traversal Algorithm for Ray
/// Tracing" (Eurographics 1987), http://www.cse.yorku.ca/~amana/research/grid.pdf — step
/// across the nearer grid line; Jonathan Richard Shewchuk, "Adaptive Precision
/// Floating-Point Arithmetic and Fast Robust Geometric Predicates" (1997),
/// https://www.cs.cmu.edu/~quake/robust.html — orient2d, exactly.

#include "engine/tilemap/exact_predicates.hpp"
#include "engine/tilemap/query_support.hpp"
#include "engine/tilemap/tile_space.hpp"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <vector>

namespace engine::teach {

/// -1, 0 or +1: the direction a coordinate moves from `from` to `to`.
inline int step_towards(double from, double to) { return (to > from) - (to < from); }

/// True when a point moving from a to b leaves its tile across the vertical line
/// through `corner` (an x step), false when across the horizontal one (a y step).
/// At an exact corner the tie rule decides (docs/learn/04_segment.md#the-tie-rule): x first,
/// except moving left and down.
inline bool steps_x_first(TileSpacePoint a, TileSpacePoint b, TileSpacePoint corner, int step_x, int step_y) {
    const int order = corner_crossing_order(a, b, corner, step_x, step_y); // -1: x line first
    if (order != 0) {
        return order < 0;
    }
    return !(step_x < 0 && step_y > 0);
}

/// The cell of a grid of `cell_size`-wide cells that holds `value`: floor(value / cell_size).
/// The division rounds, so a value just below a cell's edge could land in the next cell;
/// the products below are exact and undo that.
inline std::int32_t cell_of(double value, double cell_size) {
    double cell = std::floor(value / cell_size);
    if (cell * cell_size > value) {
        cell -= 1.0;
    } else if ((cell + 1.0) * cell_size <= value) {
        cell += 1.0;
    }
    return static_cast<std::int32_t>(cell);
}

/// One walk along a -> b, a cell at a time, on a grid of square cells `cell_size` wide
/// (1 for tiles in tile units; a tile's size for tiles in pixels). Its whole state is the
/// cell it is in and the steps left to b's cell, so it can start at any cell the segment
/// enters: the laser cast (pixel_cast.hpp) starts a walk of pixels where it enters a tile.
class SegmentWalk {
public:
    /// The walk from a's cell to b's cell. Throws for NaN, infinity or a cell outside int32.
    SegmentWalk(TileSpacePoint a, TileSpacePoint b, double cell_size = 1.0)
        : SegmentWalk(a, b, cell_size, first_cell(a, cell_size)) {}

    /// The same walk picked up at `cell`, which must be a cell the whole walk visits (for
    /// chapter 7: the laser cast starts a walk of a tile's pixels where the segment enters).
    SegmentWalk(TileSpacePoint a, TileSpacePoint b, double cell_size, TileCoord cell)
        : a_{checked(a, cell_size)}, b_{checked(b, cell_size)}, cell_size_{cell_size},
          step_x_{step_towards(a.x, b.x)}, step_y_{step_towards(a.y, b.y)}, cell_{cell} {
        const long long last_x = cell_of(b.x, cell_size), last_y = cell_of(b.y, cell_size);
        steps_left_ = std::llabs(last_x - cell.x) + std::llabs(last_y - cell.y);
    }

    TileCoord cell() const { return cell_; }
    bool at_end() const { return steps_left_ == 0; }
    int step_x() const { return step_x_; }
    int step_y() const { return step_y_; }

    /// Moves to the next cell; returns true for a step in x, false for one in y.
    bool step() {
        // The corner ahead: the right edge when moving right, the cell's own left edge
        // when moving left; likewise bottom and top.
        const TileSpacePoint corner{(cell_.x + (step_x_ > 0 ? 1.0 : 0.0)) * cell_size_,
                                    (cell_.y + (step_y_ > 0 ? 1.0 : 0.0)) * cell_size_};
        const bool x_step = steps_x_first(a_, b_, corner, step_x_, step_y_);
        if (x_step) {
            cell_.x += step_x_;
        } else {
            cell_.y += step_y_;
        }
        --steps_left_;
        return x_step;
    }

private:
    static TileSpacePoint checked(TileSpacePoint point, double cell_size) {
        detail::require_tile_coordinate(point.x / cell_size, "teach::SegmentWalk", "x");
        detail::require_tile_coordinate(point.y / cell_size, "teach::SegmentWalk", "y");
        return point;
    }
    static TileCoord first_cell(TileSpacePoint a, double cell_size) {
        checked(a, cell_size);
        return {cell_of(a.x, cell_size), cell_of(a.y, cell_size)};
    }

    TileSpacePoint a_, b_;
    double cell_size_;
    int step_x_, step_y_;
    TileCoord cell_;
    long long steps_left_ = 0;
};

/// The tiles from tile(a) to tile(b), in the order a point moving from a to b enters them.
inline std::vector<TileCoord> tiles_on_segment(TileSpacePoint a, TileSpacePoint b) {
    SegmentWalk walk(a, b);
    std::vector<TileCoord> tiles{walk.cell()};
    while (!walk.at_end()) {
        walk.step();
        tiles.push_back(walk.cell());
    }
    return tiles;
}

} // namespace engine::teach
