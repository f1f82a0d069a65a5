#pragma once
/// Segment traversal: the tiles a segment a -> b passes through, in order from a.
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
/// each step is one compare and two adds in int64 (|decision| < 2^53: no overflow).
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
/// Reading order: the articles' walk first (`detail::DdaAxis`,
/// `FloatDdaSegmentRange`, `tiles_on_segment_float_dda`), then the exact walk
/// that fixes it (`detail::ExactSegmentSetup`, `SegmentTileRange`,
/// `tiles_on_segment`). Only `SegmentVariant` and `kSegmentVariants` list
/// "exact" first: the enum's values and the menus' default depend on that order.
///
/// The iterator's `state()` shows the traversal's variables for the inspector
/// panel: current tile, where the next x and y crossings are, which step was
/// taken and why.
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

#include "engine/tilemap/exact_predicates.hpp"
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

/// How the traversal reached its current tile.
enum class SegmentStep : std::uint8_t {
    Start, ///< the first tile, tile(a)
    X,     ///< one tile in x (it crossed a vertical grid line)
    Y,     ///< one tile in y (it crossed a horizontal grid line)
    Jump,  ///< float-dda only: its last tile is tile(b) by fiat, wherever the walk was
};

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

    /// Input iterator over the tiles; compare with `end()`.
    class Iterator {
    public:
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

/// Everything the exact traversal needs, computed once from the endpoints.
struct ExactSegmentSetup {
    std::int32_t first_x = 0, first_y = 0;  ///< tile(a)
    std::int32_t last_x = 0, last_y = 0;    ///< tile(b)
    std::int32_t step_x = 0, step_y = 0;    ///< -1, 0 or +1 toward b
    std::int64_t tiles_total = 1;           ///< |di| + |dj| + 1
    std::int64_t abs_dx = 0, abs_dy = 0;    ///< |b - a| in 2^-10 units, of the rounded endpoints
    std::int64_t first_x_distance = 0;      ///< from a to the first vertical grid line ahead, 2^-10 units
    std::int64_t first_y_distance = 0;      ///< same for horizontal lines
    std::int64_t x_advance = 0;             ///< decision change per x step: 2^10 |dy|
    std::int64_t y_advance = 0;             ///< decision change per y step: 2^10 |dx| (subtracted)
    std::int64_t initial_decision = 0;
    std::int64_t x_threshold = 0;           ///< step x while decision <= this: 0 (ties to x) or -1 (ties to y)
    /// 0 when the endpoints lie on the 2^-10 grid (the decision is exact);
    /// otherwise a decision strictly inside (-margin, margin) may have the wrong
    /// sign and the exact predicate decides.
    std::int64_t near_tie_margin = 0;
    TileSpacePoint a;                       ///< the endpoints as given, for the exact predicate
    TileSpacePoint b;
};

/// Distance (2^-10 units) from `start` to the first grid line ahead in the
/// direction `step` (-1, 0, +1); a grid line exactly at `start` counts when moving
/// toward lower coordinates, because the start's tile owns only its low edge.
/// For `step == 0` the line is never crossed and any positive distance keeps the
/// decision one-sided: the "moving up" formula gives one without a third case.
constexpr std::int64_t first_line_distance(std::int64_t start, std::int32_t step) noexcept {
    // C++20 integers are two's complement, so the low bits are the offset into
    // the tile even for negative `start`: no floor division needed.
    const std::int64_t into_tile = start & (kSubTileScale - 1); // in [0, 2^10)
    return step < 0 ? into_tile                                 // in [0, 2^10)
                    : kSubTileScale - into_tile;                // in (0, 2^10]
}

/// True when `coordinate` is an integer multiple of 2^-10 (given its value on
/// the grid, `units`): then the integer decision is exact for it.
inline bool on_sub_tile_grid(double coordinate, std::int64_t units) noexcept {
    return static_cast<double>(units) == coordinate * static_cast<double>(kSubTileScale);
}

/// floor(coordinate * 2^10), the coordinate on the 2^-10 grid, for coordinates
/// already checked to lie in [-2^31, 2^31). Plain `std::floor` would do; but on
/// baseline x86-64 (no SSE4.1 `roundsd`) it is a library call, and four per
/// segment were a good part of a short walk's setup. Truncate instead, then step
/// down once if that rounded a negative value up: exact, because the scaling by
/// 2^10 is exact and |scaled| < 2^41 converts to int64 and back without loss.
/// `segment_query_test.cpp` checks it against `std::floor`.
inline std::int64_t to_sub_tile_units(double coordinate) noexcept {
    const double scaled = coordinate * static_cast<double>(kSubTileScale);
    const auto truncated = static_cast<std::int64_t>(scaled);
    return truncated - (static_cast<double>(truncated) > scaled ? 1 : 0);
}

/// True when the coordinate is finite and its tile fits in int32 (what
/// `require_tile_coordinate` checks), as two compares: NaN fails both.
constexpr bool is_tile_coordinate(double value) noexcept {
    return value >= kMinCoordinate && value < kMaxCoordinateExclusive;
}

/// The slow path of the endpoint check: throws the exception
/// `require_tile_coordinate` gives for the first bad coordinate, in the order
/// a.x, a.y, b.x, b.y. Kept apart so that building the message costs nothing
/// on the good path, which is two compares per coordinate.
inline void require_segment_endpoints(TileSpacePoint a, TileSpacePoint b, const char* query) {
    require_tile_coordinate(a.x, query, "a.x");
    require_tile_coordinate(a.y, query, "a.y");
    require_tile_coordinate(b.x, query, "b.x");
    require_tile_coordinate(b.y, query, "b.y");
}

inline ExactSegmentSetup exact_segment_setup(TileSpacePoint a, TileSpacePoint b, std::int64_t max_tiles,
                                             const char* query) {
    if (!(is_tile_coordinate(a.x) && is_tile_coordinate(a.y) && is_tile_coordinate(b.x) && is_tile_coordinate(b.y)))
        [[unlikely]] {
        require_segment_endpoints(a, b, query);
    }
    // Round down to the 2^-10 grid (to_sub_tile_units): exact on it; off it, flooring keeps
    // each endpoint in its tile. Every value is < 2^41 in magnitude, so all below fits in int64.
    const std::int64_t ax = to_sub_tile_units(a.x), ay = to_sub_tile_units(a.y);
    const std::int64_t bx = to_sub_tile_units(b.x), by = to_sub_tile_units(b.y);
    ExactSegmentSetup setup;
    setup.first_x = static_cast<std::int32_t>(ax >> kSubTileBits); // C++20: >> of a negative is floor
    setup.first_y = static_cast<std::int32_t>(ay >> kSubTileBits);
    setup.last_x = static_cast<std::int32_t>(bx >> kSubTileBits);
    setup.last_y = static_cast<std::int32_t>(by >> kSubTileBits);
    const std::int64_t dx = bx - ax;
    const std::int64_t dy = by - ay;
    // The directions come from the input as given: rounding can make a tiny
    // move zero, but never turn it around (it is monotone).
    setup.step_x = (b.x > a.x) - (b.x < a.x);
    setup.step_y = (b.y > a.y) - (b.y < a.y);
    setup.tiles_total = std::llabs(std::int64_t{setup.last_x} - setup.first_x) +
                        std::llabs(std::int64_t{setup.last_y} - setup.first_y) + 1;
    require_within_limit(setup.tiles_total, max_tiles, query);
    setup.abs_dx = std::llabs(dx);
    setup.abs_dy = std::llabs(dy);
    setup.first_x_distance = first_line_distance(ax, setup.step_x);
    setup.first_y_distance = first_line_distance(ay, setup.step_y);
    setup.x_advance = kSubTileScale * setup.abs_dy;
    setup.y_advance = kSubTileScale * setup.abs_dx;
    setup.initial_decision = setup.first_x_distance * setup.abs_dy - setup.first_y_distance * setup.abs_dx;
    // Moving left and down, a corner's own tile is the y-side one (see item 5).
    setup.x_threshold = (setup.step_x < 0 && setup.step_y > 0) ? -1 : 0;
    setup.a = a;
    setup.b = b;
    if (!(on_sub_tile_grid(a.x, ax) && on_sub_tile_grid(a.y, ay) && on_sub_tile_grid(b.x, bx) &&
          on_sub_tile_grid(b.y, by))) {
        // Each endpoint moved by less than one unit per axis, so each distance and
        // each |delta| in the decision is off by less than one: the decision is off
        // by less than dist_x + dist_y + |dx| + |dy| + 2, and along the walk each
        // distance is at most |delta| + one tile.
        setup.near_tie_margin = 2 * (setup.abs_dx + setup.abs_dy) + 2 * kSubTileScale + 8;
    }
    return setup;
}

} // namespace detail

/// The lazy range of the exact segment traversal (`tiles_on_segment`).
class SegmentTileRange {
public:
    /// A range over the traversal `setup` describes.
    explicit SegmentTileRange(const detail::ExactSegmentSetup& setup) noexcept : setup_{setup} {}

    /// Input iterator over the tiles; compare with `end()`.
    class Iterator {
    public:
        using value_type = TileCoord;
        using difference_type = std::ptrdiff_t;

        /// A finished iterator.
        Iterator() noexcept = default;
        /// At tile(a) of `range` (counts it as visited).
        explicit Iterator(SegmentTileRange& range) noexcept
            : range_{&range},
              x_{range.setup_.first_x},
              y_{range.setup_.first_y},
              step_x_{range.setup_.step_x},
              step_y_{range.setup_.step_y},
              x_advance_{range.setup_.x_advance},
              y_advance_{range.setup_.y_advance},
              x_threshold_{range.setup_.x_threshold},
              near_tie_margin_{range.setup_.near_tie_margin},
              decision_{range.setup_.initial_decision},
              remaining_{range.setup_.tiles_total - 1},
              done_{false} {
            ++range.stats_.tiles_visited;
        }

        /// The current tile.
        TileCoord operator*() const noexcept { return {x_, y_}; }

        /// Steps to the next tile: across the nearer grid line, x first on a tie.
        /// (Always inlined: with the near-tie branch GCC 12 stopped inlining it into
        /// a caller's loop, and the call made a step take twice as long.)
        [[gnu::always_inline]] inline Iterator& operator++() noexcept {
            if (remaining_ == 0) {
                done_ = true;
                return *this;
            }
            --remaining_;
            // Off the 2^-10 grid and near a tie, the exact predicate decides.
            const bool x_first = near_tie(decision_) ? exact_x_first(x_, y_) : decision_ <= x_threshold_;
            if (x_first) { // the vertical line comes first (or together: tie rule)
                x_ += step_x_;
                decision_ += x_advance_;
                last_step_ = SegmentStep::X;
            } else {
                y_ += step_y_;
                decision_ -= y_advance_;
                last_step_ = SegmentStep::Y;
            }
            ++range_->stats_.tiles_visited;
            return *this;
        }
        /// Steps to the next tile.
        void operator++(int) noexcept { ++*this; }

        /// True once tile(b) has been passed.
        friend bool operator==(const Iterator& it, std::default_sentinel_t) noexcept { return it.done_; }

        /// The traversal's variables at the current tile (computed on demand; the
        /// loop itself keeps only the tile, the decision, a counter and which
        /// way it last stepped).
        SegmentStepState state() const noexcept {
            const detail::ExactSegmentSetup& setup = range_->setup_;
            SegmentStepState state;
            state.tile = {x_, y_};
            state.tiles_total = setup.tiles_total;
            state.index = setup.tiles_total - 1 - remaining_;
            state.step = last_step_;
            state.reason = last_step_ == SegmentStep::Start ? SegmentStepReason::Start : last_step_reason();
            // The k-th crossing of an axis lies k tiles beyond the first one.
            const auto crossing = [](std::int64_t first_distance, std::int64_t steps_taken, std::int64_t length) {
                if (length == 0) {
                    return std::numeric_limits<double>::infinity();
                }
                return static_cast<double>(first_distance + steps_taken * detail::kSubTileScale) /
                       static_cast<double>(length);
            };
            state.next_x_crossing = crossing(setup.first_x_distance, std::llabs(std::int64_t{x_} - setup.first_x), setup.abs_dx);
            state.next_y_crossing = crossing(setup.first_y_distance, std::llabs(std::int64_t{y_} - setup.first_y), setup.abs_dy);
            state.decision = decision_;
            return state;
        }

    private:
        /// True when `decision` may have the wrong sign (off-grid input only).
        bool near_tie(std::int64_t decision) const noexcept {
            return near_tie_margin_ != 0 && decision > -near_tie_margin_ && decision < near_tie_margin_;
        }

        /// The exact order of the crossings at the corner ahead of tile (x, y)
        /// (-1: x first, 0: the corner itself, +1: y first), from the endpoints as given.
        int exact_order(std::int32_t x, std::int32_t y) const {
            const detail::ExactSegmentSetup& setup = range_->setup_;
            return exact_order_at(setup.a, setup.b, x, y, step_x_, step_y_);
        }

        /// The same, out of line and given copies of what it needs: were the
        /// address of the iterator or of its range passed to a call, the compiler
        /// would keep their state (the tile, the decision, the visit count) in
        /// memory instead of registers, and every step of every walk — near a tie
        /// or not — ran at half its speed (bench_peers, grid lines).
        [[gnu::noinline]] static int exact_order_at(TileSpacePoint a, TileSpacePoint b, std::int32_t x, std::int32_t y,
                                                    std::int32_t step_x, std::int32_t step_y) noexcept {
            const TileSpacePoint corner{static_cast<double>(step_x > 0 ? std::int64_t{x} + 1 : x),
                                        static_cast<double>(step_y > 0 ? std::int64_t{y} + 1 : y)};
            return corner_crossing_order(a, b, corner, step_x, step_y);
        }

        /// The step from tile (x, y) by the exact order, with the tie rule.
        bool exact_x_first(std::int32_t x, std::int32_t y) const {
            const int order = exact_order(x, y);
            return order < 0 || (order == 0 && x_threshold_ == 0);
        }

        /// Why the last step went the way it did, undone from the current state
        /// (the loop keeps no record of it): the decision before the step, or, where
        /// that was a near-tie, the exact order at the tile before.
        SegmentStepReason last_step_reason() const {
            const bool stepped_x = last_step_ == SegmentStep::X;
            const std::int64_t last_decision = stepped_x ? decision_ - x_advance_ : decision_ + y_advance_;
            const int order = near_tie(last_decision)
                                  ? exact_order(stepped_x ? x_ - step_x_ : x_, stepped_x ? y_ : y_ - step_y_)
                                  : (last_decision > 0) - (last_decision < 0);
            return order < 0 ? SegmentStepReason::XCrossingFirst
                   : order > 0 ? SegmentStepReason::YCrossingFirst
                               : SegmentStepReason::CornerTie;
        }

        SegmentTileRange* range_ = nullptr;
        std::int32_t x_ = 0;
        std::int32_t y_ = 0;
        std::int32_t step_x_ = 0;
        std::int32_t step_y_ = 0;
        std::int64_t x_advance_ = 0;
        std::int64_t y_advance_ = 0;
        std::int64_t x_threshold_ = 0;
        std::int64_t near_tie_margin_ = 0;
        std::int64_t decision_ = 0;
        std::int64_t remaining_ = 0;
        SegmentStep last_step_ = SegmentStep::Start;
        bool done_ = true;
    };

    /// Starts (or restarts) the walk at tile(a) and resets `stats()`.
    Iterator begin() noexcept {
        stats_ = {};
        return Iterator{*this};
    }
    /// The end marker.
    std::default_sentinel_t end() const noexcept { return {}; }

    /// What the walk has done so far (tiles_tested stays 0: no per-tile test).
    const QueryStats& stats() const noexcept { return stats_; }
    /// Number of tiles a full walk yields, |di| + |dj| + 1, known before walking.
    std::int64_t tiles_total() const noexcept { return setup_.tiles_total; }
    /// tile(a).
    TileCoord first_tile() const noexcept { return {setup_.first_x, setup_.first_y}; }
    /// tile(b).
    TileCoord last_tile() const noexcept { return {setup_.last_x, setup_.last_y}; }

private:
    detail::ExactSegmentSetup setup_;
    QueryStats stats_;
};

/// The tiles on segment a -> b in order, exactly as the file comment's contract
/// says. Throws `std::invalid_argument` for a non-finite coordinate (naming it),
/// `std::out_of_range` for one whose tile is outside int32, and `QueryTooLarge`
/// when |di| + |dj| + 1 exceeds `max_tiles`.
inline SegmentTileRange tiles_on_segment(TileSpacePoint a, TileSpacePoint b, std::int64_t max_tiles = kDefaultMaxTiles) {
    return SegmentTileRange{detail::exact_segment_setup(a, b, max_tiles, "tiles_on_segment")};
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
