#pragma once
/// The exact grid walk: the cells a segment a -> b passes through, one step at a
/// time, for cells of any size — the one walk behind `tiles_on_segment` (unit
/// tiles, segment_query.hpp) and the laser caster (tiles of the level, then the
/// pixels of one tile, laser_cast.hpp).
///
/// Read the simple version first: teach/segment_walk.hpp, the same walk in about
/// 40 lines with one exact predicate per step. This file is the tuned form, tested
/// equal to it (tests/teach/segment_walk_test.cpp).
///
/// What it is for: every query that must stop at the first solid cell along a
/// segment. segment_query.hpp wraps it in a lazy range of tiles; the caster runs
/// it over a level's tiles and, inside a tile whose mask is partly solid, over
/// that tile's pixels. Both are this walk, so they agree exactly with each other
/// and with one walk over every pixel of the segment (the caster's reference).
///
/// Important parts:
/// - `FixedPoint`: coordinates in units of 2^-10 of the input's unit (tiles for
///   `tiles_on_segment`, pixels for the caster); `to_fixed` rounds a pixel
///   coordinate down onto that grid and rejects NaN, infinity and |x| > 2^20
///   pixels (the caster's limit, which keeps every product of `entering` in int64);
/// - `FixedSegment`: a segment both as given and rounded onto that grid, with a
///   flag saying whether the rounding was exact — what every walk starts from;
/// - `GridWalk`: the walk over square cells of `cell_size` fixed units: one step
///   in x or in y at a time, across whichever grid line the segment crosses
///   first — the contract and corner tie rule of segment_query.hpp: cells own
///   their top and left edges, the walk yields the cells a point moving from a
///   to b is in, and where it would jump diagonally through a corner it goes x
///   first (y first moving left and down);
/// - `step`: the decision is an integer, dist_x * |dy| - dist_y * |dx| (see
///   below), which changes by a constant per step: at most two compares (x, y, or
///   a near-tie for the exact predicate) and one add;
/// - exact for the endpoints as given: built from doubles, it runs on their
///   rounding onto the fixed grid and makes every decision that rounding could
///   have flipped again with the exact predicate `corner_crossing_order`
///   (exact_predicates.hpp) — the steps, the cell a jump lands in (when the
///   rounded crossing is too near a line to be sure: `crossing_margin`), and the
///   fractions, which are those of the segment as given;
/// - its state at a cell is a closed form of the cell alone (no accumulated
///   sums), so `entering` can start the walk at any cell the segment enters.
///   That is what lets the caster jump into a tile's pixels, or start at the
///   map's edge for a segment that begins outside it.
///
///     using namespace engine;
///     GridWalk pixels({to_fixed(0.5, "ax"), to_fixed(0.5, "ay")}, {to_fixed(9.5, "bx"), to_fixed(3.5, "by")},
///                     kFixedScale);  // one cell per pixel
///     auto solid = [](TileCoord pixel) { return pixel.x == 4; };
///     while (!solid(pixels.cell()) && !pixels.at_end()) { pixels.step(); }  // tests every cell, the last too
///     if (pixels.cell() != TileCoord{4, 1}) return 1;  // column 4 is met in row 1
///     for (; !pixels.at_end(); pixels.step()) {}
///     if (pixels.cell() != TileCoord{9, 3}) return 1;  // the last cell holds b
///
/// The decision variable: the segment crosses the next vertical line at
/// t_x = dist_x / |dx| and the next horizontal one at t_y = dist_y / |dy|, so
/// t_x <= t_y  <=>  dist_x * |dy| - dist_y * |dx| <= 0, an exact integer test.
/// With every coordinate below 2^41 fixed units (int32 tiles) and dist below one
/// cell, the products stay below 2^53 for unit tiles; `entering`, which measures
/// from a to any cell, needs the caster's 2^30 (products below 2^62).
///
/// Source: Amanatides & Woo, "A Fast Voxel Traversal Algorithm for Ray Tracing"
/// (1987), as retold in "Shooting rays through tilemaps" (GameDev<T>,
/// Paul Scharf, genericgamedev.com) and in the flixel laser article
/// (Bullet Time Ninja, 2012); the integer decision is
/// Bresenham's error term written for endpoints anywhere inside a cell.

#include "engine/tilemap/exact_predicates.hpp"
#include "engine/tilemap/query_support.hpp"
#include "engine/tilemap/tile_space.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <compare>
#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <string>

namespace engine {

/// The one fixed-point grid of every walk: integer multiples of 2^-10 of the input's unit —
/// a tile for the tile queries (where it is `detail::kSubTileScale`), a pixel for the caster.
inline constexpr int kFixedBits = detail::kSubTileBits;
/// Fixed units in one unit of the input (one tile, or one pixel).
inline constexpr std::int64_t kFixedScale = detail::kSubTileScale;
/// The largest |coordinate| in pixels a cast accepts. 2^20 px in 2^-10 px units
/// is 2^30; segment deltas stay below 2^31 and every decision product below 2^62.
inline constexpr double kMaxCastCoordinatePixels = 1048576.0;

/// A point in fixed-point world coordinates (2^-10 pixel units).
struct FixedPoint {
    std::int64_t x = 0;
    std::int64_t y = 0;

    friend constexpr bool operator==(const FixedPoint&, const FixedPoint&) = default;
};

namespace detail {
/// floor(value) as an integer, for |value| < 2^63, without the library call
/// `std::floor` is on baseline x86-64 (no SSE4.1 `roundsd`): truncate, then step
/// down once where that rounded a negative value up. Exact: the truncation is,
/// and converting it back to double is for every |value| < 2^53 (above that every
/// double is an integer and the truncation is the value). The walks call it four
/// times per segment; `segment_query_test.cpp` checks it against `std::floor`.
constexpr std::int64_t floor_to_int64(double value) noexcept {
    const auto truncated = static_cast<std::int64_t>(value);
    return truncated - (static_cast<double>(truncated) > value ? 1 : 0);
}

/// A coordinate rounded down onto the fixed grid: floor(value * 2^10). Scaling
/// by a power of two is exact, so this is the floor of the coordinate as given.
constexpr std::int64_t round_down_to_fixed(double value) noexcept {
    return floor_to_int64(value * static_cast<double>(kFixedScale));
}

/// The message of `require_fixed_range` for a bad coordinate, out of line.
[[noreturn, gnu::cold, gnu::noinline]] inline void throw_bad_fixed(double pixels, const char* caller, const char* argument) {
    throw std::invalid_argument(std::string(caller) + (*argument != '\0' ? ": " : "") + argument +
                                " must be a finite number of pixels within +-2^20, got " +
                                describe_number(pixels));
}

} // namespace detail

/// Throws `std::invalid_argument` naming `caller` and `argument` ("cast_laser:
/// from.x") for NaN, infinity or |pixels| > 2^20: what `to_fixed` accepts.
inline void require_fixed_range(double pixels, const char* caller, const char* argument) {
    // The message is built out of line: it is the rare path
    // (docs/learn/measurements.md, "Compiler notes").
    if (!(std::fabs(pixels) <= kMaxCastCoordinatePixels)) { // false for NaN too
        detail::throw_bad_fixed(pixels, caller, argument);
    }
}

/// Rounds a world coordinate (pixels) down onto the 2^-10 pixel grid. Throws
/// as `require_fixed_range` says; the message is built only then: casts run
/// thousands of times per frame.
inline std::int64_t to_fixed(double pixels, const char* caller, const char* argument) {
    require_fixed_range(pixels, caller, argument);
    return detail::round_down_to_fixed(pixels);
}

/// The same, with the whole name of the argument in `what` ("cast_laser: from.x").
inline std::int64_t to_fixed(double pixels, const char* what) { return to_fixed(pixels, what, ""); }

/// A segment on the fixed grid: its endpoints as given and rounded down onto the
/// grid, and whether that rounding was exact. Every exact walk starts from one.
struct FixedSegment {
    FixedPoint a;           ///< `given_a` rounded down onto the grid
    FixedPoint b;           ///< `given_b` rounded down onto the grid
    TileSpacePoint given_a; ///< the endpoints as given, in the unit the grid divides by 2^10
    TileSpacePoint given_b;
    bool on_grid = false;   ///< true when the rounding changed nothing: no near-tie can be wrong
                            ///< (false is always safe, only slower: every near-tie is re-checked)

    /// The names a caller gives the four coordinates in its error messages.
    struct CoordinateNames {
        const char* a_x;
        const char* a_y;
        const char* b_x;
        const char* b_y;
    };

    /// The segment `given_a` -> `given_b` checked (`require_fixed_range`, naming
    /// `caller` and "a.x", "a.y", "b.x", "b.y", in that order) and rounded.
    static FixedSegment checked(TileSpacePoint given_a, TileSpacePoint given_b, const char* caller) {
        return checked(given_a, given_b, caller, {"a.x", "a.y", "b.x", "b.y"});
    }

    /// The same, with the caller's names for the coordinates ("from.x", ...).
    static FixedSegment checked(TileSpacePoint given_a, TileSpacePoint given_b, const char* caller,
                                const CoordinateNames& names) {
        require_fixed_range(given_a.x, caller, names.a_x);
        require_fixed_range(given_a.y, caller, names.a_y);
        require_fixed_range(given_b.x, caller, names.b_x);
        require_fixed_range(given_b.y, caller, names.b_y);
        return round_down(given_a, given_b);
    }

    /// Rounds the segment `given_a` -> `given_b` down onto the grid. Precondition:
    /// every coordinate is finite and below 2^52 in magnitude (the callers check
    /// tighter limits and name the argument).
    static FixedSegment round_down(TileSpacePoint given_a, TileSpacePoint given_b) noexcept {
        const double scale = static_cast<double>(kFixedScale); // a power of two: scaling is exact
        const FixedPoint a{detail::round_down_to_fixed(given_a.x), detail::round_down_to_fixed(given_a.y)};
        const FixedPoint b{detail::round_down_to_fixed(given_b.x), detail::round_down_to_fixed(given_b.y)};
        // `&&`: input off the grid (a float pixel position, a random double) usually
        // fails on its first coordinate.
        const bool on_grid = static_cast<double>(a.x) == given_a.x * scale && static_cast<double>(a.y) == given_a.y * scale &&
                             static_cast<double>(b.x) == given_b.x * scale && static_cast<double>(b.y) == given_b.y * scale;
        return {a, b, given_a, given_b, on_grid};
    }
};

/// A fixed-point coordinate as a double in the input's unit (exact: < 2^53).
constexpr double given_of(std::int64_t fixed) noexcept {
    return static_cast<double>(fixed) / static_cast<double>(kFixedScale);
}

/// Where along start -> end the segment as given crosses the line at `line`
/// (all in the input's unit; end != start). On the fixed grid the differences
/// are exact, so this is the correctly rounded fraction of the fixed segment;
/// off it, the fraction is that of the segment as given, not of its rounding.
/// Every cast computes crossings with this one expression, so that two walks
/// that cross the same line report bit-identical fractions.
constexpr double given_crossing_fraction(double line, double start, double end) noexcept {
    return (line - start) / (end - start) + 0.0;
}

/// How a walk reached its current cell.
enum class SegmentStep : std::uint8_t {
    Start, ///< the first cell, the one containing a
    X,     ///< one cell in x (it crossed a vertical grid line)
    Y,     ///< one cell in y (it crossed a horizontal grid line)
    Jump,  ///< the float walk only (segment_query.hpp): its last tile is tile(b) by fiat
};

/// A point of a segment where a walk crossed a grid line — or its start or end.
struct SegmentCrossing {
    SegmentStep how = SegmentStep::Start; ///< X: a vertical line, Y: a horizontal one, Start: no line
    std::int64_t line = 0;          ///< the line's x (X) or y (Y) in fixed units
    double fraction = 0.0;          ///< along a -> b: 0 at a, 1 at b

    /// The start of a segment.
    static constexpr SegmentCrossing start() noexcept { return {}; }
    /// The end of a segment.
    static constexpr SegmentCrossing end() noexcept { return {SegmentStep::Start, 0, 1.0}; }
};

/// The exact walk over the cells of size `cell_size` (fixed units) that the
/// segment a -> b passes through. See the file comment for the contract.
class GridWalk {
public:
    /// A walk from the cell containing `a` to the cell containing `b`, for
    /// endpoints on the fixed-point grid (exact for them; |coordinates| below 2^53
    /// fixed units, where the directions read from them as doubles are exact).
    GridWalk(FixedPoint a, FixedPoint b, std::int64_t cell_size) noexcept
        : GridWalk(a, b, cell_size, {given_of(a.x), given_of(a.y)}, {given_of(b.x), given_of(b.y)}, true) {}

    /// The exact walk of the segment `a` -> `b` as given (coordinates in the
    /// unit the fixed point scales by 2^10: pixels for the caster), checked here
    /// (`FixedSegment::checked`, naming `caller` and "a.x" and so on). The integer
    /// walk runs on the endpoints rounded down onto the fixed grid; a decision within `near_tie_margin` of
    /// a tie — the rounding could have flipped it — is made again by the exact
    /// predicate on the doubles as given (exact_predicates.hpp). On the grid
    /// there is no margin and this is the constructor above.
    GridWalk(TileSpacePoint a, TileSpacePoint b, std::int64_t cell_size, const char* caller)
        : GridWalk(FixedSegment::checked(a, b, caller), cell_size) {}

    /// The same, for a segment the caller has checked and rounded itself
    /// (`FixedSegment::round_down`). Precondition: its coordinates are within the
    /// walk's limits (`require_fixed_range`: finite, within +-2^20, or the segment
    /// query's int32 tiles), so `step`'s exact predicate cannot throw.
    /// (Why by reference: docs/learn/measurements.md, "Compiler notes".)
    [[gnu::always_inline]] GridWalk(const FixedSegment& segment, std::int64_t cell_size) noexcept
        : GridWalk(segment.a, segment.b, cell_size, segment.given_a, segment.given_b, segment.on_grid) {}

    /// The same walk, positioned in the cell it enters by crossing the grid line
    /// `line` (fixed units; vertical when `how` is X, horizontal when Y) — as if
    /// it had walked there from a. The caller guarantees the segment crosses it.
    GridWalk entering(SegmentStep how, std::int64_t line) const noexcept {
        GridWalk walk = *this;
        walk.jump_across(how, line);
        return walk;
    }

    /// Moves this walk there in place — `entering` without a copy; `how` is X or
    /// Y. (Why a walk is not copied right after it is built:
    /// docs/learn/measurements.md, "Compiler notes".)
    void jump_across(SegmentStep how, std::int64_t line) noexcept {
        place(how == SegmentStep::X ? cell_after_vertical_line(line) : cell_after_horizontal_line(line), how);
    }

    /// The cell `jump_across(how, line)` would move the walk to, without moving it
    /// (nor working out the decision there): for a caller that wants only the cell.
    TileCoord cell_across(SegmentStep how, std::int64_t line) const noexcept {
        return how == SegmentStep::X ? cell_after_vertical_line(line) : cell_after_horizontal_line(line);
    }

    /// Puts the walk back in its first cell, the one containing a, as built.
    void restart() noexcept { place_at_start(); }

    /// The current cell.
    TileCoord cell() const noexcept { return cell_; }
    /// How the walk entered the current cell.
    SegmentStep entered_by() const noexcept { return entered_by_; }
    /// True in the last cell, the one containing b.
    bool at_end() const noexcept { return steps_left_ == 0; }
    /// The cell containing b.
    TileCoord last_cell() const noexcept { return last_; }
    /// True when the walk stands past b's cell in x or in y — where `entering`
    /// puts it for a line the segment reaches only at b without crossing it.
    bool beyond_end() const noexcept {
        return (std::int64_t{cell_.x} - last_.x) * step_x_ > 0 || (std::int64_t{cell_.y} - last_.y) * step_y_ > 0;
    }
    /// Steps left to the last cell, |dx cells| + |dy cells|.
    std::int64_t steps_left() const noexcept {
        return steps_left_;
    }
    /// The decision for the next step: below 0 steps in x, above 0 in y, 0 is a
    /// corner (x, or y when moving left and down) — of the endpoints rounded to
    /// the fixed grid; for input off it, one near 0 may be overruled by the exact order.
    std::int64_t decision() const noexcept { return decision_; }

    /// One step toward b across the nearer grid line (x first on a tie).
    /// Call only when `!at_end()`.
    /// (Always inlined, and the rare exact decision gets copies of the values it
    /// needs, not the walk: the loop that steps the walk owns its state. Why:
    /// docs/learn/measurements.md, "Compiler notes".)
    [[gnu::always_inline]] inline void step() {
        // x_below_ and y_from_ fold the tie rule and the near-tie margin into two
        // compares (`set_near_tie_margin`): on the grid nothing lies between them.
        // Written three-way, each way with its own step, not as one `x_first` flag
        // feeding one if/else (docs/learn/measurements.md, "Compiler notes").
        --steps_left_;
        if (decision_ <= x_below_) {
            step_in_x();
        } else if (decision_ >= y_from_) [[likely]] {
            step_in_y();
        } else if (exact_x_first(cell_)) { // a near-tie off the grid: rare
            step_in_x();
        } else {
            step_in_y();
        }
    }

    /// `step` without its rare part: steps and returns true when the decision is
    /// clear of a near-tie; returns false and leaves the walk as it was when only the
    /// exact order can decide (input off the grid, a crossing near a corner), for the
    /// caller to call `step`. A loop of these has no call in it, so the compiler can
    /// keep the loop's state in registers, with the call in an outer loop.
    /// Call only when `!at_end()`.
    [[gnu::always_inline]] inline bool step_unless_near_tie() noexcept {
        if (decision_ <= x_below_) {
            --steps_left_;
            step_in_x();
            return true;
        }
        if (decision_ >= y_from_) [[likely]] {
            --steps_left_;
            step_in_y();
            return true;
        }
        return false;
    }

    /// The order of the two crossings at the corner the walk passed on its last
    /// step, as it decided them: -1 the vertical line first, +1 the horizontal
    /// one, 0 both at once (the corner itself; the tie rule chose). Undone from
    /// the current state — the loop keeps no record of it. 0 at the start.
    int last_step_order() const {
        if (entered_by_ != SegmentStep::X && entered_by_ != SegmentStep::Y) {
            return 0;
        }
        const bool stepped_x = entered_by_ == SegmentStep::X;
        const std::int64_t before = stepped_x ? decision_ - x_advance_ : decision_ + y_advance_;
        if (!near_tie(before)) {
            return (before > 0) - (before < 0);
        }
        const TileCoord from = stepped_x ? TileCoord{cell_.x - step_x_, cell_.y} : TileCoord{cell_.x, cell_.y - step_y_};
        return exact_order_at(given_a_, given_b_, from, cell_size_, step_x_, step_y_);
    }

    /// The grid line (fixed units) crossed to enter the current cell: vertical
    /// for an X entry, horizontal for a Y entry. Meaningless for Start.
    std::int64_t entry_line() const noexcept {
        if (entered_by_ == SegmentStep::X) {
            return step_x_ > 0 ? std::int64_t{cell_.x} * cell_size_ : (std::int64_t{cell_.x} + 1) * cell_size_;
        }
        return step_y_ > 0 ? std::int64_t{cell_.y} * cell_size_ : (std::int64_t{cell_.y} + 1) * cell_size_;
    }

    /// Where the walk entered the current cell: the line it crossed and how far
    /// along a -> b that was; the start for the first cell.
    SegmentCrossing entry() const noexcept { return {entered_by_, entered_by_ == SegmentStep::Start ? 0 : entry_line(), entry_fraction()}; }

    /// Where along a -> b (0 at a, 1 at b) the walk entered the current cell; 0 for Start.
    double entry_fraction() const noexcept {
        if (entered_by_ == SegmentStep::Start) {
            return 0.0;
        }
        return entered_by_ == SegmentStep::X ? given_crossing_fraction(given_of(entry_line()), given_a_.x, given_b_.x)
                                          : given_crossing_fraction(given_of(entry_line()), given_a_.y, given_b_.y);
    }

    /// Where the walk will leave the current cell: the grid line its next step
    /// crosses and how far along a -> b that is; the end in the last cell. The
    /// decision of `step`, read without stepping (a copy of the walk to step
    /// would cost a store of all its state per call).
    SegmentCrossing exit() const noexcept {
        if (at_end()) {
            return SegmentCrossing::end();
        }
        if (decision_ <= x_below_ || (decision_ < y_from_ && exact_x_first(cell_))) {
            const std::int64_t line = (step_x_ > 0 ? std::int64_t{cell_.x} + 1 : cell_.x) * cell_size_;
            return {SegmentStep::X, line, given_crossing_fraction(given_of(line), given_a_.x, given_b_.x)};
        }
        const std::int64_t line = (step_y_ > 0 ? std::int64_t{cell_.y} + 1 : cell_.y) * cell_size_;
        return {SegmentStep::Y, line, given_crossing_fraction(given_of(line), given_a_.y, given_b_.y)};
    }

    /// From a to the next vertical grid line ahead of the current cell, in fixed
    /// units along x (of the rounded endpoints): the crossing is this over |dx|
    /// of the way along. One cell size when the walk never moves in x.
    std::int64_t distance_to_next_vertical_line() const noexcept { return distance_to_next_line(a_.x, cell_.x, step_x_); }
    /// The same for the next horizontal grid line, along y.
    std::int64_t distance_to_next_horizontal_line() const noexcept { return distance_to_next_line(a_.y, cell_.y, step_y_); }

    /// The segment's endpoints as given (in the unit the fixed point scales).
    TileSpacePoint given_start() const noexcept { return given_a_; }
    /// The end point as given.
    TileSpacePoint given_end() const noexcept { return given_b_; }

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
    /// Every constructor ends here, with the endpoints both rounded (`a`, `b`)
    /// and as given. The directions come from the input as given: rounding down
    /// never flips a sign, but it may zero a tiny move.
    [[gnu::always_inline]] GridWalk(FixedPoint a, FixedPoint b, std::int64_t cell_size, const TileSpacePoint& given_a,
                                    const TileSpacePoint& given_b, bool on_grid) noexcept
        : a_{a}, cell_size_{cell_size}, cell_shift_{shift_of(cell_size)}, step_x_{direction(b.x - a.x, given_a.x, given_b.x)},
          step_y_{direction(b.y - a.y, given_a.y, given_b.y)}, dx_{b.x - a.x}, dy_{b.y - a.y}, x_advance_{cell_size * std::llabs(dy_)},
          y_advance_{cell_size * std::llabs(dx_)}, last_{cell_containing(b)}, given_a_{given_a}, given_b_{given_b} {
        set_near_tie_margin(on_grid ? 0 : near_tie_margin_for(cell_size));
        place_at_start();
    }

    /// `place(cell_containing(a_), SegmentStep::Start)`, with a's distance into its
    /// cell taken from a's own index (int64), not from the cell as stored (int32):
    /// for power-of-two cells the distance is then a's low bits, one `and` where the
    /// stored cell took three steps — on the path to the first step's decision.
    [[gnu::always_inline]] void place_at_start() noexcept {
        const std::int64_t column = cell_index(a_.x);
        const std::int64_t row = cell_index(a_.y);
        cell_ = {static_cast<std::int32_t>(column), static_cast<std::int32_t>(row)};
        entered_by_ = SegmentStep::Start;
        const std::int64_t dist_x = distance_ahead(into_cell(a_.x, column), step_x_);
        const std::int64_t dist_y = distance_ahead(into_cell(a_.y, row), step_y_);
        decision_ = dist_x * std::llabs(dy_) - dist_y * std::llabs(dx_);
        steps_left_ = std::llabs(std::int64_t{last_.x} - cell_.x) + std::llabs(std::int64_t{last_.y} - cell_.y);
    }

    /// One cell in x: the vertical line came first (or together: the tie rule).
    [[gnu::always_inline]] void step_in_x() noexcept {
        cell_.x += step_x_;
        decision_ += x_advance_;
        entered_by_ = SegmentStep::X;
    }

    /// One cell in y.
    [[gnu::always_inline]] void step_in_y() noexcept {
        cell_.y += step_y_;
        decision_ -= y_advance_;
        entered_by_ = SegmentStep::Y;
    }

    /// The direction from `from` to `to`: -1, 0 or +1.
    static constexpr std::int32_t sign(double from, double to) noexcept { return (to > from) - (to < from); }

    /// The direction of a move given as `from` -> `to`, whose rounding onto the
    /// fixed grid moves by `rounded`: rounding down never flips the sign of a move,
    /// but it may zero a tiny one, and only then are the doubles read.
    static constexpr std::int32_t direction(std::int64_t rounded, double from, double to) noexcept {
        return rounded != 0 ? (rounded > 0) - (rounded < 0) : sign(from, to);
    }

    /// How far from 0 a decision of the rounded segment may be and still be flipped
    /// by the rounding (off-grid input only): each endpoint moved by under one fixed
    /// unit per axis, so each distance and each |delta| in the decision is off by
    /// under one, and the decision by under dist_x + dist_y + |dx| + |dy| + 2; along
    /// the walk each distance is at most |delta| + one cell.
    std::int64_t near_tie_margin_for(std::int64_t cell_size) const noexcept {
        return 2 * (std::llabs(dx_) + std::llabs(dy_)) + 2 * cell_size + 8;
    }

    /// Sets the margin (0: on the grid) and the two bounds `step` compares with: x
    /// at or below `x_below_`, y from `y_from_` up, the exact order in between. On
    /// the grid they are the tie rule's threshold and the next integer, with no
    /// integer between; off it, -margin and +margin (the margin is at least 8, so
    /// the threshold, 0 or -1, lies inside).
    void set_near_tie_margin(std::int64_t margin) noexcept {
        // Ties go x, or y moving left and down: the threshold is 0 or -1, computed
        // without a branch (the direction is random from walk to walk).
        const std::int64_t x_threshold = -static_cast<std::int64_t>(y_first_at_corners());
        near_tie_margin_ = margin;
        x_below_ = margin == 0 ? x_threshold : -margin;
        y_from_ = margin == 0 ? x_threshold + 1 : margin;
    }

    /// Moving left and down, a point at a corner has already entered the lower
    /// row (cells own their top edge) but not yet left its column (cells own
    /// their left edge), so the walk passes that corner y first.
    bool y_first_at_corners() const noexcept { return (step_x_ < 0) & (step_y_ > 0); }

    /// log2(cell_size) when it is a power of two (it is for every tile size
    /// the game uses), else -1: floor division by it is then one shift.
    static constexpr int shift_of(std::int64_t cell_size) noexcept {
        if (cell_size <= 0 || (cell_size & (cell_size - 1)) != 0) {
            return -1;
        }
        return std::countr_zero(static_cast<std::uint64_t>(cell_size)); // one instruction (tzcnt / bsf)
    }

    /// floor(value / cell_size): a shift for power-of-two cells (C++20 `>>` of a
    /// negative value is floor), else a division.
    std::int64_t cell_index(std::int64_t value) const noexcept {
        return cell_shift_ >= 0 ? value >> cell_shift_ : detail::floor_div(value, cell_size_);
    }

    TileCoord cell_containing(FixedPoint point) const noexcept {
        return {static_cast<std::int32_t>(cell_index(point.x)), static_cast<std::int32_t>(cell_index(point.y))};
    }

    /// A grid line (fixed units) as a coordinate of the input as given.
    static double given_line(std::int64_t line) noexcept { return given_of(line); }

    /// True when `decision` may have the wrong sign: the input is off the fixed
    /// grid and the rounded decision lies within the margin of a tie.
    [[gnu::always_inline]] bool near_tie(std::int64_t decision) const noexcept {
        return near_tie_margin_ != 0 && decision > -near_tie_margin_ && decision < near_tie_margin_;
    }

    /// The step from `cell` by the exact order of the crossings at the corner
    /// ahead, with the tie rule: x when the vertical line comes first, or both
    /// come together and ties go x.
    [[gnu::always_inline]] bool exact_x_first(TileCoord cell) const { // inlined: see `step`
        return exact_x_first_at(given_a_, given_b_, cell, cell_size_, step_x_, step_y_);
    }

    /// `exact_x_first` out of line, the tie rule included: a test of the direction in
    /// the loop that calls it would have GCC split that loop into two copies, one per
    /// tie rule, picked at random from walk to walk (a mispredicted branch per walk).
    [[gnu::noinline]] static bool exact_x_first_at(TileSpacePoint a, TileSpacePoint b, TileCoord cell, std::int64_t cell_size,
                                                   std::int32_t step_x, std::int32_t step_y) noexcept {
        const int order = exact_order_at(a, b, cell, cell_size, step_x, step_y);
        return order < 0 || (order == 0 && !((step_x < 0) & (step_y > 0)));
    }

    /// The exact order at the corner ahead of `cell` (-1: x first, 0: the corner
    /// itself, +1: y first) for the segment a -> b as given. Out of line and given
    /// copies, not the walk (see `step`).
    [[gnu::noinline]] static int exact_order_at(TileSpacePoint a, TileSpacePoint b, TileCoord cell, std::int64_t cell_size,
                                                std::int32_t step_x, std::int32_t step_y) noexcept {
        const std::int64_t line_x = (step_x > 0 ? std::int64_t{cell.x} + 1 : cell.x) * cell_size;
        const std::int64_t line_y = (step_y > 0 ? std::int64_t{cell.y} + 1 : cell.y) * cell_size;
        return corner_crossing_order(a, b, {given_line(line_x), given_line(line_y)}, step_x, step_y);
    }

    /// Has the walk crossed the horizontal line `line_y` by the time it crosses
    /// the vertical line `line_x` (ties by the tie rule)? Exact, for off-grid input.
    bool crossed_y_before_x(std::int64_t line_x, std::int64_t line_y) const {
        const int order =
            corner_crossing_order(given_a_, given_b_, {given_line(line_x), given_line(line_y)}, step_x_, step_y_);
        return order > 0 || (order == 0 && y_first_at_corners());
    }

    /// A floating filter for the two functions below (the idea of Shewchuk's
    /// adaptive predicates): `coordinate`, computed in doubles from endpoint
    /// coordinates `start` and `end`, is off by a few units in the last place of
    /// their magnitude. When it lies farther than a generous bound from both lines
    /// of its cell, that cell is the answer and the function returns true. Else the
    /// caller's exact loop decides (a crossing at or very near a corner), starting
    /// from `cell`, which is set either way.
    bool surely_inside_one_cell(double coordinate, double start, double end, std::int64_t& cell) const noexcept {
        // The crossing lies between the endpoints. Clamping there also tames a slope
        // that overflowed (an extent of a few subnormals): infinity or NaN would
        // make the conversion to an integer undefined.
        const double low = std::min(start, end);
        const double high = std::max(start, end);
        if (!(coordinate >= low)) {
            coordinate = low;
        }
        if (!(coordinate <= high)) {
            coordinate = high;
        }
        const double cell_given = given_of(cell_size_);
        const double in_cells = coordinate / cell_given;
        const double index = static_cast<double>(detail::floor_to_int64(in_cells));
        // 2^-30 of the magnitudes involved: the rounding errors are below 2^-50.
        const double bound = 0x1p-30 * (1.0 + (std::fabs(start) + std::fabs(end) + std::fabs(coordinate)) / cell_given);
        if (in_cells - index > bound && index + 1.0 - in_cells > bound) {
            cell = static_cast<std::int64_t>(index);
            return true;
        }
        cell = static_cast<std::int64_t>(index);
        return false;
    }

    /// The cell index (floor, in cells) of a coordinate of the input as given.
    std::int64_t given_cell_index(double coordinate) const noexcept {
        return detail::floor_to_int64(coordinate / given_of(cell_size_));
    }

    /// Off-grid input: the row the exact walk is in right after crossing the
    /// vertical line `line`. The first guess is where the segment as given
    /// crosses it, in doubles (a few ulps off, so at most a row or two); the
    /// exact predicate then moves it until both of the row's lines agree. (The
    /// rounded segment is no guess here: on a near-vertical segment its
    /// crossing can be many rows away.) The test is monotone in the row, so the
    /// loop walks straight to the answer.
    // Off-grid input only, so out of line: the rare path stays apart from the
    // common one (docs/learn/measurements.md, "Compiler notes").
    [[gnu::noinline]] std::int64_t exact_row_after_vertical_line(std::int64_t line) const {
        if (step_y_ == 0) {
            return given_cell_index(given_a_.y); // the row of a throughout
        }
        const double x = given_of(line);
        const double y = given_a_.y + (x - given_a_.x) * ((given_b_.y - given_a_.y) / (given_b_.x - given_a_.x));
        std::int64_t row = 0;
        if (surely_inside_one_cell(y, given_a_.y, given_b_.y, row)) {
            return row;
        }
        // Moving down, row r is entered across its top line r * cell; moving up,
        // across its bottom line (r + 1) * cell.
        const auto entry_line_of = [&](std::int64_t r) { return (step_y_ > 0 ? r : r + 1) * cell_size_; };
        const auto exit_line_of = [&](std::int64_t r) { return (step_y_ > 0 ? r + 1 : r) * cell_size_; };
        for (;;) {
            if (!crossed_y_before_x(line, entry_line_of(row))) {
                row -= step_y_;
            } else if (crossed_y_before_x(line, exit_line_of(row))) {
                row += step_y_;
            } else {
                return row;
            }
        }
    }

    /// The same for the column right after crossing the horizontal line `line`.
    [[gnu::noinline]] std::int64_t exact_column_after_horizontal_line(std::int64_t line) const {
        if (step_x_ == 0) {
            return given_cell_index(given_a_.x);
        }
        const double y = given_of(line);
        const double x = given_a_.x + (y - given_a_.y) * ((given_b_.x - given_a_.x) / (given_b_.y - given_a_.y));
        std::int64_t column = 0;
        if (surely_inside_one_cell(x, given_a_.x, given_b_.x, column)) {
            return column;
        }
        const auto entry_line_of = [&](std::int64_t c) { return (step_x_ > 0 ? c : c + 1) * cell_size_; };
        const auto exit_line_of = [&](std::int64_t c) { return (step_x_ > 0 ? c + 1 : c) * cell_size_; };
        // Crossed the vertical line before the horizontal one: the opposite order.
        const auto crossed_x = [&](std::int64_t line_x) { return !crossed_y_before_x(line_x, line); };
        for (;;) {
            if (!crossed_x(entry_line_of(column))) {
                column -= step_x_;
            } else if (crossed_x(exit_line_of(column))) {
                column += step_x_;
            } else {
                return column;
            }
        }
    }

    /// Puts the walk in `cell` with the decision it would have after walking
    /// there. The distances are measured from a to the next grid lines ahead of
    /// `cell`; on an axis the segment never moves along, any positive distance
    /// works because the other term is multiplied by zero.
    void place(TileCoord cell, SegmentStep how) noexcept {
        cell_ = cell;
        entered_by_ = how;
        const std::int64_t dist_x = distance_to_next_line(a_.x, cell.x, step_x_);
        const std::int64_t dist_y = distance_to_next_line(a_.y, cell.y, step_y_);
        decision_ = dist_x * std::llabs(dy_) - dist_y * std::llabs(dx_);
        steps_left_ = std::llabs(std::int64_t{last_.x} - cell.x) + std::llabs(std::int64_t{last_.y} - cell.y);
    }

    std::int64_t distance_to_next_line(std::int64_t start, std::int32_t cell, std::int32_t step) const noexcept {
        // From the cell's left (top) line to start; ahead lies the far line moving
        // right (down), the near one moving left (up). Selects, not branches: the
        // direction is random from walk to walk.
        // Written with masks: as selects GCC 12 made them branches, mispredicted
        // at random in the set-up of every short walk.
        return distance_ahead(start - std::int64_t{cell} * cell_size_, step);
    }

    /// The same from `into_cell`, how far the start lies past its cell's left (top) line.
    std::int64_t distance_ahead(std::int64_t into_cell, std::int32_t step) const noexcept {
        const std::int64_t forward = -static_cast<std::int64_t>(step > 0); // all ones moving right (down)
        const std::int64_t still = -static_cast<std::int64_t>(step == 0);  // all ones never moving on this axis
        // Moving forward, cell_size - into_cell = ~into_cell + cell_size + 1: two steps
        // after the masks, where the difference took four.
        const std::int64_t ahead = (into_cell ^ forward) + (forward & (cell_size_ + 1));
        return (ahead & ~still) | (still & cell_size_);
    }

    /// How far `value` lies past the low line of its cell, the cell of index `index`:
    /// its low bits for power-of-two cells.
    std::int64_t into_cell(std::int64_t value, std::int64_t index) const noexcept {
        return cell_shift_ >= 0 ? value & (cell_size_ - 1) : value - index * cell_size_;
    }

    /// The cell right after crossing the vertical line x = `line`: the new
    /// column, and the row the segment is in there *before* any horizontal
    /// crossing at the same point (the tie rule steps x first).
    TileCoord cell_after_vertical_line(std::int64_t line) const noexcept {
        const std::int32_t column = column_after_line(line, step_x_);
        if (near_tie_margin_ != 0 && dx_ == 0) { // rounding zeroed a tiny move in x
            return {column, static_cast<std::int32_t>(exact_row_after_vertical_line(line))};
        }
        // y at the crossing is a.y + (line - a.x) * dy / dx; keep it as a fraction.
        const LineCrossing y = rounded_crossing(a_.y, dy_, line - a_.x, dx_);
        if (near_tie_margin_ != 0) { // off the grid: the crossing of the segment as given is near
            return {column, static_cast<std::int32_t>(y.surely_inside(crossing_margin()) ? y.cell
                                                                                          : exact_row_after_vertical_line(line))};
        }
        // On a horizontal line too (a corner), moving down with x first: the walk
        // is still above that line. (A crossing at the start point itself only
        // happens moving left, and moving left and down goes y first.)
        const bool on_line = y.into == 0;
        const std::int64_t row = on_line && step_y_ > 0 && !y_first_at_corners() ? y.cell - 1 : y.cell;
        return {column, static_cast<std::int32_t>(row)};
    }

    /// The cell right after crossing the horizontal line y = `line`: the new
    /// row, and the column *after* any vertical crossing at the same point.
    TileCoord cell_after_horizontal_line(std::int64_t line) const noexcept {
        const std::int32_t row = column_after_line(line, step_y_);
        if (near_tie_margin_ != 0 && dy_ == 0) {
            return {static_cast<std::int32_t>(exact_column_after_horizontal_line(line)), row};
        }
        const LineCrossing x = rounded_crossing(a_.x, dx_, line - a_.y, dy_);
        if (near_tie_margin_ != 0) {
            return {static_cast<std::int32_t>(x.surely_inside(crossing_margin()) ? x.cell
                                                                                 : exact_column_after_horizontal_line(line)),
                    row};
        }
        const bool on_line = x.into == 0;
        const std::int64_t column = on_line && step_x_ < 0 && !y_first_at_corners()
                                        ? x.cell - 1 // x went first: already across the vertical line, to its left
                                        : x.cell;
        return {static_cast<std::int32_t>(column), row};
    }

    /// Where the rounded segment crosses a grid line, along the other axis: in cell
    /// `cell` (an index), `into` past that cell's low line, out of `span`, the cell's
    /// size — these two in units of 1 / |delta| fixed units (the crossing is an exact
    /// fraction).
    struct LineCrossing {
        std::int64_t cell;
        std::int64_t into; ///< in [0, span)
        std::int64_t span;

        /// True when the crossing lies farther than `margin` from both of its cell's lines.
        bool surely_inside(std::int64_t margin) const noexcept { return into > margin && span - into > margin; }
    };

    /// The crossing at `start + along * delta / over` (over != 0), exactly, in cells.
    /// For the caster's coordinates (below 2^30 fixed units, extents below 2^31) each
    /// product is at most 2^62 and their sum below 2^63 (see the file comment).
    LineCrossing rounded_crossing(std::int64_t start, std::int64_t delta, std::int64_t along, std::int64_t over) const noexcept {
        const Fraction at = at_parameter(start, delta, along, over);
        const std::int64_t span = at.denominator * cell_size_;
        const std::int64_t cell = detail::floor_div(at.numerator, span);
        return {cell, at.numerator - cell * span, span};
    }

    /// Off the grid, how far (in `LineCrossing` units) the rounded segment's crossing
    /// of a line it crosses can lie from the crossing of the segment as given. Each
    /// endpoint moved by under one fixed unit per axis: along the line the start moved
    /// by under 1, the fraction s = (line - a.x) / dx by under 2 / |dx'| (dx' the rounded
    /// extent; |line - a.x| <= |dx|), and s * dy by under 1 + 2 |dy'| / |dx'|: under
    /// 2 + 2 |dy'| / |dx'| fixed units, 2 |dx'| + 2 |dy'| in units of 1 / |dx'|. Doubled,
    /// and the same for either axis. A crossing farther than this from its cell's lines
    /// is in the same cell for the segment as given, and no tie rule applies there —
    /// the integer answer stands, and the double-precision search is left for the rest.
    std::int64_t crossing_margin() const noexcept { return 4 * (std::llabs(dx_) + std::llabs(dy_)) + 16; }

    std::int32_t column_after_line(std::int64_t line, std::int32_t step) const noexcept {
        const std::int64_t index = cell_index(line);
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
    int cell_shift_;         // log2(cell_size_), or -1
    std::int32_t step_x_;    // -1, 0, +1
    std::int32_t step_y_;
    SegmentStep entered_by_ = SegmentStep::Start;
    std::int64_t dx_;
    std::int64_t dy_;
    std::int64_t x_advance_; // decision change per x step: cell_size * |dy|
    std::int64_t y_advance_; // ... per y step (subtracted): cell_size * |dx|
    TileCoord last_;
    TileCoord cell_;
    std::int64_t decision_ = 0;
    std::int64_t near_tie_margin_ = 0; // 0: the input is on the grid and every decision is exact
    std::int64_t x_below_ = 0;         // step x when the decision is at most this
    std::int64_t y_from_ = 1;          // step y when it is at least this; between: the exact order
    std::int64_t steps_left_ = 0;      // steps to the last cell: the walk ends on a count
    TileSpacePoint given_a_;           // the endpoints as given
    TileSpacePoint given_b_;
};

} // namespace engine
