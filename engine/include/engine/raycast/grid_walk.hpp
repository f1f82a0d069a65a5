#pragma once
/// The exact grid walk the ray caster runs twice: once over tiles, once over the
/// pixels of a tile — and able to start at any cell of the segment.
///
/// What it is for: the laser caster (laser_cast.hpp) walks a segment through the
/// level's tiles and, inside a tile whose mask is partly solid, through that
/// tile's pixels. Both walks must agree exactly with one walk over every pixel
/// of the segment (the reference the tests compare against), so both use the
/// same integer arithmetic on the same fixed-point segment.
///
/// Important parts:
/// - `FixedPoint`: world coordinates in units of 2^-10 pixel (`to_fixed` rounds
///   down onto that grid and rejects NaN, infinity and |x| > 2^20 pixels, which
///   keeps every product below in int64);
/// - `GridWalk`: the walk over square cells of `cell_size` fixed units: one step
///   in x or in y at a time, across whichever grid line the segment crosses
///   first — the same contract and corner tie rule as `tiles_on_segment`
///   (segment_query.hpp): cells own their top and left edges, the walk yields
///   the cells a point moving from a to b is in, and where it would jump
///   diagonally through a corner it goes x first;
/// - its state at a cell is a closed form of the cell alone (no accumulated
///   sums), so `GridWalk::entering` can start the walk at any cell the segment
///   enters. That is what lets the caster jump into a tile's pixels, or start at
///   the map's edge for a segment that begins outside it.
///
///     GridWalk pixels({to_fixed(ax, "ax"), to_fixed(ay, "ay")}, {to_fixed(bx, "bx"), to_fixed(by, "by")},
///                     kFixedScale);  // one cell per pixel
///     for (; !pixels.at_end(); pixels.step()) { if (solid(pixels.cell())) break; }
///
/// The decision variable: the segment crosses the next vertical line at
/// t_x = dist_x / |dx| and the next horizontal one at t_y = dist_y / |dy|, so
/// t_x <= t_y  <=>  dist_x * |dy| - dist_y * |dx| <= 0, an exact integer test.
///
/// Source: Amanatides & Woo, "A Fast Voxel Traversal Algorithm for Ray Tracing"
/// (1987), as retold in "Shooting rays through tilemaps" (GameDev<T>,
/// Paul Scharf, genericgamedev.com) and in the flixel laser article
/// (Bullet Time Ninja, 2012); the integer decision is
/// Bresenham's error term written for endpoints anywhere inside a cell.

#include "engine/tilemap/query_support.hpp"

#include <cmath>
#include <compare>
#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <string>

namespace engine {

/// Fixed-point world coordinates are integer multiples of 2^-10 pixel.
inline constexpr int kFixedBits = 10;
/// Fixed units in one pixel.
inline constexpr std::int64_t kFixedScale = std::int64_t{1} << kFixedBits;
/// The largest |coordinate| in pixels a cast accepts. 2^20 px in 2^-10 px units
/// is 2^30; segment deltas stay below 2^31 and every decision product below 2^62.
inline constexpr double kMaxCastCoordinatePixels = 1048576.0;

/// A point in fixed-point world coordinates (2^-10 pixel units).
struct FixedPoint {
    std::int64_t x = 0;
    std::int64_t y = 0;

    friend constexpr bool operator==(const FixedPoint&, const FixedPoint&) = default;
};

/// Integer coordinates of one cell of a `GridWalk` (a tile or a pixel).
struct GridCell {
    std::int32_t x = 0;
    std::int32_t y = 0;

    friend constexpr auto operator<=>(const GridCell&, const GridCell&) = default;
};

/// Rounds a world coordinate (pixels) down onto the 2^-10 pixel grid. Throws
/// `std::invalid_argument` naming `caller` and `argument` ("cast_laser: from.x")
/// for NaN, infinity or |pixels| > 2^20. The message is built only then: casts
/// run thousands of times per frame.
inline std::int64_t to_fixed(double pixels, const char* caller, const char* argument) {
    if (!std::isfinite(pixels) || std::fabs(pixels) > kMaxCastCoordinatePixels) {
        throw std::invalid_argument(std::string(caller) + (*argument != '\0' ? ": " : "") + argument +
                                    " must be a finite number of pixels within +-2^20, got " +
                                    detail::describe_number(pixels));
    }
    return static_cast<std::int64_t>(std::floor(pixels * static_cast<double>(kFixedScale)));
}

/// The same, with the whole name of the argument in `what` ("cast_laser: from.x").
inline std::int64_t to_fixed(double pixels, const char* what) { return to_fixed(pixels, what, ""); }

/// Where along a segment (0 at its start, 1 at its end) it crosses the grid
/// line at `line`, given the start and the delta on that axis (delta != 0).
/// Every cast computes crossings with this one expression, so that two walks
/// that cross the same line report bit-identical fractions.
constexpr double crossing_fraction(std::int64_t line, std::int64_t start, std::int64_t delta) noexcept {
    // + 0.0 turns the -0.0 of a crossing at the start into 0.0, for printing.
    return static_cast<double>(line - start) / static_cast<double>(delta) + 0.0;
}

/// How a walk arrived in its current cell.
enum class WalkStep : std::uint8_t {
    Start, ///< the cell containing the start point
    X,     ///< across a vertical grid line
    Y,     ///< across a horizontal grid line
};

/// A point of a segment where a walk crossed a grid line — or its start or end.
struct SegmentCrossing {
    WalkStep how = WalkStep::Start; ///< X: a vertical line, Y: a horizontal one, Start: no line
    std::int64_t line = 0;          ///< the line's x (X) or y (Y) in fixed units
    double fraction = 0.0;          ///< along a -> b: 0 at a, 1 at b

    /// The start of a segment.
    static constexpr SegmentCrossing start() noexcept { return {}; }
    /// The end of a segment.
    static constexpr SegmentCrossing end() noexcept { return {WalkStep::Start, 0, 1.0}; }
};

/// The exact walk over the cells of size `cell_size` (fixed units) that the
/// segment a -> b passes through. See the file comment for the contract.
class GridWalk {
public:
    /// A walk from the cell containing `a` to the cell containing `b`.
    GridWalk(FixedPoint a, FixedPoint b, std::int64_t cell_size) noexcept
        : a_{a}, cell_size_{cell_size}, dx_{b.x - a.x}, dy_{b.y - a.y}, step_x_{sign(dx_)}, step_y_{sign(dy_)},
          x_threshold_{y_first_at_corners() ? -1 : 0}, last_{cell_containing(b)} {
        place(cell_containing(a), WalkStep::Start);
    }

    /// The same walk, positioned in the cell it enters by crossing the grid line
    /// `line` (fixed units; vertical when `how` is X, horizontal when Y) — as if
    /// it had walked there from a. The caller guarantees the segment crosses it.
    GridWalk entering(WalkStep how, std::int64_t line) const noexcept {
        GridWalk walk = *this;
        walk.place(how == WalkStep::X ? cell_after_vertical_line(line) : cell_after_horizontal_line(line), how);
        return walk;
    }

    /// The current cell.
    GridCell cell() const noexcept { return cell_; }
    /// How the walk entered the current cell.
    WalkStep entered_by() const noexcept { return entered_by_; }
    /// True in the last cell, the one containing b.
    bool at_end() const noexcept { return cell_ == last_; }
    /// The cell containing b.
    GridCell last_cell() const noexcept { return last_; }
    /// True when the walk stands past b's cell in x or in y — where `entering`
    /// puts it for a line the segment reaches only at b without crossing it.
    bool beyond_end() const noexcept {
        return (std::int64_t{cell_.x} - last_.x) * step_x_ > 0 || (std::int64_t{cell_.y} - last_.y) * step_y_ > 0;
    }
    /// Steps left to the last cell, |dx cells| + |dy cells|.
    std::int64_t steps_left() const noexcept {
        return std::llabs(std::int64_t{last_.x} - cell_.x) + std::llabs(std::int64_t{last_.y} - cell_.y);
    }
    /// The decision for the next step: below 0 steps in x, above 0 in y, 0 is a
    /// corner (x, or y when moving left and down).
    std::int64_t decision() const noexcept { return decision_; }

    /// One step toward b across the nearer grid line (x first on a tie).
    /// Call only when `!at_end()`.
    void step() noexcept {
        if (decision_ <= x_threshold_) {
            cell_.x += step_x_;
            decision_ += cell_size_ * std::llabs(dy_);
            entered_by_ = WalkStep::X;
        } else {
            cell_.y += step_y_;
            decision_ -= cell_size_ * std::llabs(dx_);
            entered_by_ = WalkStep::Y;
        }
    }

    /// The grid line (fixed units) crossed to enter the current cell: vertical
    /// for an X entry, horizontal for a Y entry. Meaningless for Start.
    std::int64_t entry_line() const noexcept {
        if (entered_by_ == WalkStep::X) {
            return step_x_ > 0 ? std::int64_t{cell_.x} * cell_size_ : (std::int64_t{cell_.x} + 1) * cell_size_;
        }
        return step_y_ > 0 ? std::int64_t{cell_.y} * cell_size_ : (std::int64_t{cell_.y} + 1) * cell_size_;
    }

    /// Where the walk entered the current cell: the line it crossed and how far
    /// along a -> b that was; the start for the first cell.
    SegmentCrossing entry() const noexcept { return {entered_by_, entered_by_ == WalkStep::Start ? 0 : entry_line(), entry_fraction()}; }

    /// Where along a -> b (0 at a, 1 at b) the walk entered the current cell; 0 for Start.
    double entry_fraction() const noexcept {
        if (entered_by_ == WalkStep::Start) {
            return 0.0;
        }
        return entered_by_ == WalkStep::X ? crossing_fraction(entry_line(), a_.x, dx_)
                                          : crossing_fraction(entry_line(), a_.y, dy_);
    }

    /// Where along a -> b the walk will leave the current cell (its next step);
    /// 1 in the last cell.
    double exit_fraction() const noexcept {
        if (at_end()) {
            return 1.0;
        }
        GridWalk next = *this;
        next.step();
        return next.entry_fraction();
    }

    /// The step direction in x (-1, 0, +1) and in y.
    std::int32_t step_x() const noexcept { return step_x_; }
    /// The step direction in y (-1, 0, +1).
    std::int32_t step_y() const noexcept { return step_y_; }
    /// The segment's start in fixed units.
    FixedPoint start() const noexcept { return a_; }
    /// b - a in fixed units.
    FixedPoint delta() const noexcept { return {dx_, dy_}; }
    /// The cell size in fixed units.
    std::int64_t cell_size() const noexcept { return cell_size_; }

private:
    static constexpr std::int32_t sign(std::int64_t value) noexcept { return (value > 0) - (value < 0); }

    /// Moving left and down, a point at a corner has already entered the lower
    /// row (cells own their top edge) but not yet left its column (cells own
    /// their left edge), so the walk passes that corner y first.
    bool y_first_at_corners() const noexcept { return step_x_ < 0 && step_y_ > 0; }

    GridCell cell_containing(FixedPoint point) const noexcept {
        return {static_cast<std::int32_t>(detail::floor_div(point.x, cell_size_)),
                static_cast<std::int32_t>(detail::floor_div(point.y, cell_size_))};
    }

    /// Puts the walk in `cell` with the decision it would have after walking
    /// there. The distances are measured from a to the next grid lines ahead of
    /// `cell`; on an axis the segment never moves along, any positive distance
    /// works because the other term is multiplied by zero.
    void place(GridCell cell, WalkStep how) noexcept {
        cell_ = cell;
        entered_by_ = how;
        const std::int64_t dist_x = distance_to_next_line(a_.x, cell.x, step_x_);
        const std::int64_t dist_y = distance_to_next_line(a_.y, cell.y, step_y_);
        decision_ = dist_x * std::llabs(dy_) - dist_y * std::llabs(dx_);
    }

    std::int64_t distance_to_next_line(std::int64_t start, std::int32_t cell, std::int32_t step) const noexcept {
        if (step > 0) {
            return (std::int64_t{cell} + 1) * cell_size_ - start;
        }
        if (step < 0) {
            return start - std::int64_t{cell} * cell_size_;
        }
        return cell_size_;
    }

    /// The cell right after crossing the vertical line x = `line`: the new
    /// column, and the row the segment is in there *before* any horizontal
    /// crossing at the same point (the tie rule steps x first).
    GridCell cell_after_vertical_line(std::int64_t line) const noexcept {
        const std::int32_t column = column_after_line(line, step_x_);
        // y at the crossing is a.y + (line - a.x) * dy / dx; keep it as a fraction.
        const Fraction y = at_parameter(a_.y, dy_, line - a_.x, dx_);
        std::int64_t row = detail::floor_div(y.numerator, y.denominator * cell_size_);
        const bool on_line = y.numerator % (y.denominator * cell_size_) == 0;
        // On a horizontal line too (a corner), moving down with x first: the walk
        // is still above that line. (A crossing at the start point itself only
        // happens moving left, and moving left and down goes y first.)
        if (on_line && step_y_ > 0 && !y_first_at_corners()) {
            row -= 1;
        }
        return {column, static_cast<std::int32_t>(row)};
    }

    /// The cell right after crossing the horizontal line y = `line`: the new
    /// row, and the column *after* any vertical crossing at the same point.
    GridCell cell_after_horizontal_line(std::int64_t line) const noexcept {
        const std::int32_t row = column_after_line(line, step_y_);
        const Fraction x = at_parameter(a_.x, dx_, line - a_.y, dy_);
        std::int64_t column = detail::floor_div(x.numerator, x.denominator * cell_size_);
        const bool on_line = x.numerator % (x.denominator * cell_size_) == 0;
        if (on_line && step_x_ < 0 && !y_first_at_corners()) {
            column -= 1; // x went first: already across the vertical line, to its left
        }
        return {static_cast<std::int32_t>(column), row};
    }

    std::int32_t column_after_line(std::int64_t line, std::int32_t step) const noexcept {
        const std::int64_t index = detail::floor_div(line, cell_size_);
        return static_cast<std::int32_t>(step > 0 ? index : index - 1);
    }

    /// numerator / denominator with a positive denominator.
    struct Fraction {
        std::int64_t numerator;
        std::int64_t denominator;
    };

    /// start + along * delta / over, as an exact fraction (over != 0).
    static Fraction at_parameter(std::int64_t start, std::int64_t delta, std::int64_t along, std::int64_t over) noexcept {
        const std::int64_t direction = over > 0 ? 1 : -1;
        return {direction * (start * over + along * delta), direction * over};
    }

    FixedPoint a_;
    std::int64_t cell_size_;
    std::int64_t dx_;
    std::int64_t dy_;
    std::int32_t step_x_;
    std::int32_t step_y_;
    std::int64_t x_threshold_; // step x while decision <= this: ties go to x, or to y (left and down)
    GridCell last_;
    GridCell cell_;
    WalkStep entered_by_ = WalkStep::Start;
    std::int64_t decision_ = 0;
};

} // namespace engine
