#pragma once
/// Segment traversal: the tiles a segment a -> b passes through, in order from a.
///
/// Read the simple version first: teach/segment_walk.hpp, which returns the same
/// tiles (tests/teach/segment_walk_test.cpp); this is the lazy range of the tuned walk.
///
/// What it is for: lasers, bullets, line of sight — anything that must stop at
/// the first solid tile. The range is lazy, so `break` at the first hit costs
/// nothing for the tiles behind it.
///
/// Contract (docs/DESIGN.md §4), for the default `tiles_on_segment`:
/// 1. the first tile is tile(a), the last is tile(b) (floor of the coordinates);
/// 2. every step moves one tile in x or in y toward b, so there are exactly
///    |di| + |dj| + 1 tiles (di, dj: tile(b) - tile(a));
/// 3. every tile's closed square touches the segment;
/// 4. every tile whose open interior the segment crosses is yielded;
/// 5. tie rule: tiles own their top and left edges (docs/DESIGN.md §2), and the walk
///    yields exactly the tiles a point moving from a to b is in. Where x and y
///    change at the same instant (the segment passes exactly through a tile
///    corner), the point would jump diagonally; the walk then goes through the
///    tile beside the corner on the x side: **x first**. One case decides itself:
///    moving left and down, the point at the corner has already entered the lower
///    row but not yet left its column (it owns its left edge), so that corner is
///    passed y first. Either way the extra tile touches the segment at the corner;
/// 6. 1-5 hold exactly for the segment as given: any finite double endpoints
///    whose tiles fit in int32 (so certainly for |coordinate| <= 2^20), no
///    rounding of the input first. NaN and infinity throw `std::invalid_argument`
///    naming the argument.
///
/// How (the "exact" variant): the articles' walk compares "how far along the
/// segment is the next vertical grid line" with "... the next horizontal one"
/// and steps across the nearer. Done in doubles (`t += delta`), rounding errors
/// pile up and pick the wrong side near corners — that version is kept as the
/// "float-dda" variant for comparison. Here the comparison is an integer: with
/// coordinates in 2^-10 units, t_x < t_y  <=>  dist_x * |dy| < dist_y * |dx|, and
/// the difference `decision` = dist_x * |dy| - dist_y * |dx| changes by a
/// constant per step (+2^10 |dy| for an x step, -2^10 |dx| for a y step), so
/// each step is a compare or two and two adds in int64 (|decision| < 2^53: no overflow).
/// The tie rule is folded into the compare: step x when decision <= 0, or <= -1
/// when moving left and down.
///
/// Input off that grid: the walk runs the same integer decision on the
/// endpoints rounded down onto it, which is off from the true decision by less
/// than a margin known in advance (`near_tie_margin`, about 2(|dx| + |dy|)
/// units: each endpoint moved by under one unit). A decision farther from zero
/// than that has the true sign; one inside the margin — the segment passes
/// within a few 2^-10 tile of the corner — is settled by the exact predicate
/// `corner_crossing_order` (exact_predicates.hpp) on the doubles as given.
/// That happens at well under 1 % of steps, and for input on the grid never.
///
/// The walk itself is written once, as `GridWalk` (grid_walk.hpp), for cells of
/// any size: here it runs on unit tiles, the laser caster runs it on a level's
/// tiles and on a tile's pixels.
///
/// Reading order: the articles' walk first (`detail::DdaAxis`,
/// `FloatDdaSegmentRange`, `tiles_on_segment_float_dda`), then the exact walk
/// that fixes it (`exact_tile_walk`, then `GridWalk` in grid_walk.hpp, then
/// `SegmentTileRange` and `tiles_on_segment`, the range around it). Only
/// `SegmentVariant` and `kSegmentVariants` list "exact" first: the enum's values
/// and the menus' default depend on that order.
///
/// The iterator's `state()` shows the traversal's variables for the inspector
/// panel: current tile, where the next x and y crossings are, which step was
/// taken and why. The range is single-pass: its iterators share one walk, so
/// walk it once (or call `tiles_on_segment` again for a second pass).
///
///     #include <vector>
///     std::vector<engine::TileCoord> walked;
///     for (engine::TileCoord tile : engine::tiles_on_segment({0.5, 0.5}, {3.5, 1.5})) {
///         walked.push_back(tile);
///         if (tile.x == 3) break;   // the first solid tile
///     }   // halfway it passes corner (2, 1); x goes first:
///     if (walked != std::vector<engine::TileCoord>{{0, 0}, {1, 0}, {2, 0}, {2, 1}, {3, 1}}) return 1;
///     auto walk = engine::tiles_on_segment({0.5, 0.5}, {3.5, 1.5});
///     for (auto it = walk.begin(); it != walk.end(); ++it) { engine::SegmentStepState shown = it.state(); }
///
/// Source: "Shooting rays through tilemaps" in the GameDev<T> series
/// (Paul Scharf, genericgamedev.com) — count the tiles up front, then pick
/// x or y steps by the next crossing; the integer decision is the classic
/// Bresenham/Amanatides-Woo error term written for arbitrary sub-tile endpoints.

#include "engine/tilemap/grid_walk.hpp"
#include "engine/tilemap/query_support.hpp"
#include "engine/tilemap/tile_space.hpp"

#include <array>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <iterator>
#include <limits>

namespace engine {

/// The segment traversal's algorithm variants.
enum class SegmentVariant : std::uint8_t {
    Exact,    ///< integer decision on the 2^-10 grid (default)
    FloatDda, ///< the articles' floating-point walk, t += delta
};

/// Names of the segment variants for `--variant` and UI lists, default first.
inline constexpr std::array<VariantInfo<SegmentVariant>, 2> kSegmentVariants{{
    {SegmentVariant::Exact, "exact", "int64 decision on the 2^-10 grid; exact corner tie rule: x first (default)"},
    {SegmentVariant::FloatDda, "float-dda", "the articles' float walk (t += delta); may pick the wrong side near corners"},
}};

/// The name of a segment variant ("exact", "float-dda").
constexpr std::string_view name(SegmentVariant variant) noexcept { return variant_name(kSegmentVariants, variant); }

/// Why the traversal took its last step.
enum class SegmentStepReason : std::uint8_t {
    Start,           ///< no step yet
    XCrossingFirst,  ///< the next vertical grid line came before the next horizontal one
    YCrossingFirst,  ///< the next horizontal grid line came first
    CornerTie,       ///< both at once (a tile corner): the tie rule chose (x, or y moving left and down)
    EndTile,         ///< float-dda: the last tile is tile(b) without computing a step
};

/// A snapshot of the traversal's variables at the current tile (for inspectors).
struct SegmentStepState {
    TileCoord tile;                  ///< current tile
    std::int64_t index = 0;          ///< its position in the sequence, 0 for tile(a)
    std::int64_t tiles_total = 0;    ///< |di| + |dj| + 1
    SegmentStep step = SegmentStep::Start;                  ///< how this tile was reached
    SegmentStepReason reason = SegmentStepReason::Start;    ///< why that step
    /// Fraction along a -> b (0 at a, 1 at b) where the segment next crosses a
    /// vertical grid line; +infinity when it never does (dx == 0). Above 1: after b.
    double next_x_crossing = 0.0;
    /// Same for the next horizontal grid line.
    double next_y_crossing = 0.0;
    /// Exact variant: the integer decision for the *next* step,
    /// dist_x * |dy| - dist_y * |dx| in 2^-20 tile^2 units (< 0: x next, > 0: y
    /// next, 0: a corner, settled by the tie rule), of the endpoints rounded to
    /// the 2^-10 grid: for input off it, a decision near 0 may be overruled by the
    /// exact order, and `reason` says which way the step went. Float DDA: 0 (it compares
    /// the two crossings above directly).
    std::int64_t decision = 0;
};

namespace detail {

/// The articles' per-axis parameters: the fraction of the segment between two
/// grid lines (`t_step`) and the fraction at which the first line is crossed.
struct DdaAxis {
    double t_step = std::numeric_limits<double>::quiet_NaN();
    double next_t = std::numeric_limits<double>::infinity();
};

inline DdaAxis dda_axis(double start, double delta) noexcept {
    DdaAxis axis;
    if (delta == 0.0) {
        return axis; // never crossed: +infinity always loses the comparison
    }
    const double start_fraction = start - std::floor(start);
    if (delta > 0.0) {
        axis.t_step = 1.0 / delta;
        axis.next_t = (1.0 - start_fraction) * axis.t_step;
    } else {
        axis.t_step = -1.0 / delta;
        axis.next_t = start_fraction * axis.t_step;
    }
    return axis;
}

} // namespace detail

/// The lazy range of the articles' floating-point traversal (`tiles_on_segment_float_dda`).
class FloatDdaSegmentRange {
public:
    /// A range over the walk from `a` to `b` (already validated).
    FloatDdaSegmentRange(TileSpacePoint a, TileSpacePoint b) noexcept
        : first_{tile_of(a)}, last_{tile_of(b)}, x_axis_{detail::dda_axis(a.x, b.x - a.x)},
          y_axis_{detail::dda_axis(a.y, b.y - a.y)} {
        const std::int64_t di = std::int64_t{last_.x} - first_.x;
        const std::int64_t dj = std::int64_t{last_.y} - first_.y;
        step_x_ = di > 0 ? 1 : (di < 0 ? -1 : 0);
        step_y_ = dj > 0 ? 1 : (dj < 0 ? -1 : 0);
        tiles_total_ = std::llabs(di) + std::llabs(dj) + 1;
    }

    /// Input iterator over the tiles; compare with `end()`. Single-pass: every iterator
    /// of one range steps the same walk, so a copy moves with the original
    /// (`auto saved = it; ++it;` moves `saved` too) and a nested loop over the same range
    /// ends the outer one. For a second pass, or a second cursor, call `tiles_on_segment`
    /// again (or use teach::tiles_on_segment, which returns a vector).
    class Iterator {
    public:
        using iterator_concept = std::input_iterator_tag;
        using iterator_category = std::input_iterator_tag;
        using value_type = TileCoord;
        using difference_type = std::ptrdiff_t;

        /// A finished iterator.
        Iterator() noexcept = default;
        /// At tile(a) of `range` (counts it as visited).
        explicit Iterator(FloatDdaSegmentRange& range) noexcept
            : range_{&range}, tile_{range.first_}, next_x_{range.x_axis_.next_t}, next_y_{range.y_axis_.next_t}, done_{false} {
            ++range.stats_.tiles_visited;
        }

        /// The current tile.
        TileCoord operator*() const noexcept { return tile_; }

        /// Steps across the nearer grid line; the last tile is tile(b) directly.
        Iterator& operator++() noexcept {
            const FloatDdaSegmentRange& range = *range_;
            if (++index_ >= range.tiles_total_) {
                done_ = true;
                return *this;
            }
            if (index_ == range.tiles_total_ - 1) {
                tile_ = range.last_; // the articles yield the end tile without computing it
                last_step_ = SegmentStep::Jump;
                last_reason_ = SegmentStepReason::EndTile;
            } else if (next_x_ < next_y_) {
                tile_.x += range.step_x_;
                next_x_ += range.x_axis_.t_step; // the accumulated sum the exact variant avoids
                last_step_ = SegmentStep::X;
                last_reason_ = SegmentStepReason::XCrossingFirst;
            } else {
                tile_.y += range.step_y_;
                next_y_ += range.y_axis_.t_step;
                last_step_ = SegmentStep::Y;
                last_reason_ = SegmentStepReason::YCrossingFirst; // ties go to y here
            }
            ++range_->stats_.tiles_visited;
            return *this;
        }
        /// Steps to the next tile.
        void operator++(int) noexcept { ++*this; }

        /// True once tile(b) has been passed.
        friend bool operator==(const Iterator& it, std::default_sentinel_t) noexcept { return it.done_; }

        /// The walk's variables at the current tile.
        SegmentStepState state() const noexcept {
            SegmentStepState state;
            state.tile = tile_;
            state.index = index_;
            state.tiles_total = range_->tiles_total_;
            state.step = last_step_;
            state.reason = last_reason_;
            state.next_x_crossing = next_x_;
            state.next_y_crossing = next_y_;
            return state;
        }

    private:
        FloatDdaSegmentRange* range_ = nullptr;
        TileCoord tile_;
        double next_x_ = 0.0;
        double next_y_ = 0.0;
        std::int64_t index_ = 0;
        SegmentStep last_step_ = SegmentStep::Start;
        SegmentStepReason last_reason_ = SegmentStepReason::Start;
        bool done_ = true;
    };

    /// Starts (or restarts) the walk at tile(a) and resets `stats()`.
    Iterator begin() noexcept {
        stats_ = {};
        return Iterator{*this};
    }
    /// The end marker.
    std::default_sentinel_t end() const noexcept { return {}; }
    /// What the walk has done so far.
    const QueryStats& stats() const noexcept { return stats_; }
    /// Number of tiles a full walk yields, |di| + |dj| + 1.
    std::int64_t tiles_total() const noexcept { return tiles_total_; }

private:
    TileCoord first_;
    TileCoord last_;
    detail::DdaAxis x_axis_;
    detail::DdaAxis y_axis_;
    std::int32_t step_x_ = 0;
    std::int32_t step_y_ = 0;
    std::int64_t tiles_total_ = 1;
    QueryStats stats_;
};

/// The articles' floating-point traversal, kept for comparison and teaching:
/// agrees with `tiles_on_segment` away from tile corners, but accumulated
/// rounding can pick the wrong side near one, ties go to y, and the last tile
/// is set to tile(b) rather than stepped to. Same checks and errors as
/// `tiles_on_segment`.
inline FloatDdaSegmentRange tiles_on_segment_float_dda(TileSpacePoint a, TileSpacePoint b,
                                                       std::int64_t max_tiles = kDefaultMaxTiles) {
    const char* query = "tiles_on_segment_float_dda";
    detail::require_tile_coordinate(a.x, query, "a.x");
    detail::require_tile_coordinate(a.y, query, "a.y");
    detail::require_tile_coordinate(b.x, query, "b.x");
    detail::require_tile_coordinate(b.y, query, "b.y");
    FloatDdaSegmentRange range{a, b};
    detail::require_within_limit(range.tiles_total(), max_tiles, query);
    return range;
}

namespace detail {

/// True when all four coordinates surely pass `require_tile_coordinate`
/// (finite, tile within int32), in one compare: below 2^31 their magnitudes sum
/// to less than 2^31 — a sum of non-negative doubles rounds to at least each
/// term, and is NaN or infinite when one is. False is not an error: it sends
/// the rare large coordinate (or exactly -2^31) to the full check.
inline bool surely_tile_coordinates(TileSpacePoint a, TileSpacePoint b) noexcept {
    return std::fabs(a.x) + std::fabs(a.y) + std::fabs(b.x) + std::fabs(b.y) < kMaxCoordinateExclusive;
}

/// The slow path of the endpoint check: throws the exception
/// `require_tile_coordinate` gives for the first bad coordinate, in the order
/// a.x, a.y, b.x, b.y, and returns when there is none. Kept apart and out of
/// line so that building the message costs nothing on the good path, which is
/// one compare for the four (`surely_tile_coordinates`).
[[gnu::cold, gnu::noinline]] inline void require_segment_endpoints(TileSpacePoint a, TileSpacePoint b, const char* query) {
    require_tile_coordinate(a.x, query, "a.x");
    require_tile_coordinate(a.y, query, "a.y");
    require_tile_coordinate(b.x, query, "b.x");
    require_tile_coordinate(b.y, query, "b.y");
}

/// `FixedSegment::round_down(a, b)` in fewer steps for the common segment, whose four
/// coordinates are all at least 2^-10 (and below 2^31: precondition,
/// `surely_tile_coordinates`). Rounding down is then truncation, and the floor's
/// correction for negative values — per coordinate a conversion back, a compare and a
/// subtraction, on the path to the walk's first decision — is left out. Returns
/// false, with `segment` untouched, when a coordinate is smaller: the caller rounds in
/// full. Same result as `round_down` whenever it returns true.
[[gnu::always_inline]] inline bool round_down_positive(TileSpacePoint a, TileSpacePoint b, FixedSegment& segment) noexcept {
    const double scale = static_cast<double>(kFixedScale); // a power of two: scaling is exact
    const double scaled_ax = a.x * scale;
    const double scaled_ay = a.y * scale;
    const double scaled_bx = b.x * scale;
    const double scaled_by = b.y * scale;
    // Below 2^41: each conversion is defined. Truncation is the floor from 0 up, and
    // it is at least 1 exactly when the coordinate is at least one fixed unit.
    const auto ax = static_cast<std::int64_t>(scaled_ax);
    const auto ay = static_cast<std::int64_t>(scaled_ay);
    const auto bx = static_cast<std::int64_t>(scaled_bx);
    const auto by = static_cast<std::int64_t>(scaled_by);
    if (((ax - 1) | (ay - 1) | (bx - 1) | (by - 1)) < 0) {
        return false;
    }
    // `&&`, as in `round_down`: input off the grid usually fails on its first coordinate.
    const bool on_grid = static_cast<double>(ax) == scaled_ax && static_cast<double>(ay) == scaled_ay &&
                         static_cast<double>(bx) == scaled_bx && static_cast<double>(by) == scaled_by;
    segment = {{ax, ay}, {bx, by}, a, b, on_grid};
    return true;
}

} // namespace detail

/// The exact walk of segment a -> b over unit tiles: the `GridWalk` of
/// grid_walk.hpp with cells of 2^10 fixed units (one tile), endpoints checked
/// (finite, tiles within int32: `std::invalid_argument` / `std::out_of_range`
/// naming the argument) and rounded down onto the 2^-10 tile grid; the walk
/// decides near-ties on the doubles as given. Coordinates below 2^31 tiles are
/// below 2^41 fixed units: every product of the walk's steps fits in int64.
/// (Always inlined, as `tiles_on_segment` is: docs/learn/measurements.md, "Compiler notes".)
[[gnu::always_inline]] inline GridWalk exact_tile_walk(TileSpacePoint a, TileSpacePoint b, const char* query) {
    FixedSegment segment;
    if (!detail::surely_tile_coordinates(a, b)) [[unlikely]] {
        detail::require_segment_endpoints(a, b, query); // throws for a bad one, returns for a large good one
        segment = FixedSegment::round_down(a, b);
    } else if (!detail::round_down_positive(a, b, segment)) [[unlikely]] { // a coordinate below 2^-10
        segment = FixedSegment::round_down(a, b);
    }
    return GridWalk(segment, kFixedScale);
}

namespace detail {
/// The name `tiles_on_segment`'s errors give, also when an object query builds the
/// same range in place (object_queries.hpp).
inline constexpr const char* kTilesOnSegmentName = "tiles_on_segment";
} // namespace detail

/// The lazy range of the exact segment traversal (`tiles_on_segment`): a
/// `GridWalk` over unit tiles, counted. Its iterator steps the range's own walk,
/// not a copy of it: a copy per iterator cost more than the short walks it serves
/// (docs/learn/measurements.md, "Compiler notes"). So the iterators of one range share
/// their state, as input iterators may, and `begin()` moves them all back to tile(a).
class SegmentTileRange {
public:
    /// A range over the exact walk from `a` to `b` (`exact_tile_walk`; `query`
    /// names the caller in its errors), of at most `max_tiles` tiles (else
    /// `QueryTooLarge`).
    [[gnu::always_inline]] SegmentTileRange(TileSpacePoint a, TileSpacePoint b, const char* query, std::int64_t max_tiles)
        : walk_{exact_tile_walk(a, b, query)}, first_{walk_.cell()}, tiles_total_{walk_.steps_left() + 1} {
        detail::require_within_limit(tiles_total_, max_tiles, query);
    }

    /// Input iterator over the tiles; compare with `end()`.
    class Iterator {
    public:
        using value_type = TileCoord;
        using difference_type = std::ptrdiff_t;

        /// A finished iterator.
        Iterator() noexcept = default;
        /// At tile(a) of `range` (counts it as visited).
        explicit Iterator(SegmentTileRange& range) noexcept : range_{&range}, done_{false} {
            ++range.stats_.tiles_visited;
        }

        /// The current tile.
        TileCoord operator*() const noexcept { return range_->walk_.cell(); }

        /// Steps to the next tile: across the nearer grid line, x first on a tie
        /// (`GridWalk::step`). Always inlined, like the step (docs/learn/measurements.md,
        /// "Compiler notes").
        [[gnu::always_inline]] inline Iterator& operator++() noexcept {
            GridWalk& walk = range_->walk_;
            if (walk.at_end()) {
                done_ = true;
                return *this;
            }
            walk.step();
            ++range_->stats_.tiles_visited;
            return *this;
        }
        /// Steps to the next tile.
        void operator++(int) noexcept { ++*this; }

        /// True once tile(b) has been passed.
        friend bool operator==(const Iterator& it, std::default_sentinel_t) noexcept { return it.done_; }

        /// How the walk entered the current tile (Start, X or Y): what `state().step`
        /// says, without the rest of `state()` (two divisions and the reason's test).
        SegmentStep entered_by() const noexcept { return range_->walk_.entered_by(); }

        /// The traversal's variables at the current tile, computed on demand from
        /// the walk (its loop keeps only the tile and the decision).
        SegmentStepState state() const noexcept {
            const GridWalk& walk = range_->walk_;
            SegmentStepState state;
            state.tile = walk.cell();
            state.tiles_total = range_->tiles_total();
            state.index = state.tiles_total - 1 - walk.steps_left();
            state.step = walk.entered_by();
            if (state.step != SegmentStep::Start) {
                const int order = walk.last_step_order();
                state.reason = order < 0   ? SegmentStepReason::XCrossingFirst
                               : order > 0 ? SegmentStepReason::YCrossingFirst
                                           : SegmentStepReason::CornerTie;
            }
            // The next crossing of an axis: its distance from a over the segment's
            // extent on that axis (fixed units, of the rounded endpoints).
            const auto crossing = [](std::int64_t distance, std::int64_t length) {
                return length == 0 ? std::numeric_limits<double>::infinity()
                                   : static_cast<double>(distance) / static_cast<double>(length);
            };
            state.next_x_crossing = crossing(walk.distance_to_next_vertical_line(), std::llabs(walk.delta().x));
            state.next_y_crossing = crossing(walk.distance_to_next_horizontal_line(), std::llabs(walk.delta().y));
            state.decision = walk.decision();
            return state;
        }

    private:
        SegmentTileRange* range_ = nullptr;
        bool done_ = true;
    };

    /// Starts (or restarts) the walk at tile(a) and resets `stats()`.
    Iterator begin() noexcept {
        stats_ = {};
        if (begun_) {
            walk_.restart();
        }
        begun_ = true;
        return Iterator{*this};
    }
    /// The end marker.
    std::default_sentinel_t end() const noexcept { return {}; }

    /// What the walk has done so far (tiles_tested stays 0: no per-tile test).
    const QueryStats& stats() const noexcept { return stats_; }
    /// Number of tiles a full walk yields, |di| + |dj| + 1, known before walking.
    std::int64_t tiles_total() const noexcept { return tiles_total_; }
    /// tile(a).
    TileCoord first_tile() const noexcept { return first_; }
    /// tile(b).
    TileCoord last_tile() const noexcept { return walk_.last_cell(); }

private:
    GridWalk walk_; // the iterator's state: stepped in place
    TileCoord first_;
    std::int64_t tiles_total_;
    QueryStats stats_;
    bool begun_ = false; // begin() was called: the walk must go back to tile(a)
};

// The range is single-pass, and says so to the standard library's algorithms.
static_assert(std::input_iterator<SegmentTileRange::Iterator>);
static_assert(!std::forward_iterator<SegmentTileRange::Iterator>);

/// The tiles on segment a -> b in order, exactly as the file comment's contract
/// says. Throws `std::invalid_argument` for a non-finite coordinate (naming it),
/// `std::out_of_range` for one whose tile is outside int32, and `QueryTooLarge`
/// when |di| + |dj| + 1 exceeds `max_tiles`.
[[gnu::always_inline]] inline SegmentTileRange tiles_on_segment(TileSpacePoint a, TileSpacePoint b,
                                                                std::int64_t max_tiles = kDefaultMaxTiles) {
    // Returned as it is built (a prvalue), so that a caller can build it in place.
    return SegmentTileRange{a, b, detail::kTilesOnSegmentName, max_tiles};
}

/// Runs the segment traversal in the variant picked at run time, calling
/// `visit(tile)` per tile (return false to stop), and returns its counters.
template <class Visitor>
QueryStats visit_segment(SegmentVariant variant, TileSpacePoint a, TileSpacePoint b, Visitor&& visit,
                         std::int64_t max_tiles = kDefaultMaxTiles) {
    switch (variant) {
    case SegmentVariant::FloatDda:
        return visit_tiles(tiles_on_segment_float_dda(a, b, max_tiles), visit);
    case SegmentVariant::Exact:
        break;
    }
    return visit_tiles(tiles_on_segment(a, b, max_tiles), visit);
}

} // namespace engine
