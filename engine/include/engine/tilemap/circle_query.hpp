#pragma once
/// Circle query: the tiles a disk touches, row by row — three ways.
///
/// Read the simple version first: teach/circle_rows.hpp, one span per row fixed by the
/// exact test, the same tiles in the same order (tests/teach/circle_rows_test.cpp).
///
/// What it is for: explosions, hearing and sight radii, "objects near the player".
///
/// Contract (docs/DESIGN.md §5): exactly the tiles whose *closed* square
/// [i, i+1] x [j, j+1] meets the *closed* disk, each once, top row first, left to
/// right. A disk that just touches a tile's edge includes that tile.
///
/// The three variants, simple first (`CircleVariant`, names for `--variant`):
/// - "bbox" `tiles_in_circle_bbox`: every tile of the bounding box, each tested
///   with the closest-point test; the articles' first version, easy to trust;
/// - "row-trim" `tiles_in_circle_row_trim`: per row, walk in from both ends of
///   the bounding box until the test passes; everything between passes too (a
///   disk is convex). The articles' improved version;
/// - "span" `tiles_in_circle` (the default): per row, compute the span directly
///   from the disk's half-width at the row's closest y — one integer square root
///   per row and no per-tile test at all (`stats().tiles_tested` stays 0).
///
/// Read the file in that order too: after what the variants share (the articles'
/// test `tile_touches_disk`, the validated circle `CircleGeometry`) come
/// the "bbox" range, the "row-trim" rows, then the "span" rows, and the query
/// functions likewise. Only `CircleVariant` and `kCircleVariants` list "span"
/// first: the enum's values and the menus' default depend on that order.
///
/// Exactness: "span" is exact for the centre and radius as given, any finite
/// doubles it accepts (radius < 2^21). It works on integer multiples of 2^-10
/// tile (int64), where one integer square root per row is exact. Input off that
/// grid is first rounded outward (radius up, plus 2^-10 when the centre is
/// rounded), which can only add tiles within 3 * 2^-10 tile of the disk; each
/// row's two end tiles are then checked against the disk as given — in
/// integers when they are clearly inside, else with the exact predicate
/// `square_meets_disk` (exact_predicates.hpp) — and trimmed until they touch.
/// "bbox" and "row-trim" run the articles' test in doubles, which is exact on
/// the 2^-10 grid for radius <= 2^12.
///
///     auto tiles = engine::tiles_in_circle({4.5, 4.5}, 1.0);
///     int count = 0;
///     for (engine::TileCoord tile : tiles) { count += 1; }
///     if (count != 9) return 1;   // 9 tiles, a 3 x 3 block
///
/// Source: "Tilemaps: circular range queries" in the GameDev<T> series
/// (Paul Scharf, genericgamedev.com): bounding square + folded closest-point
/// test, then trimming each row from both ends. The direct per-row span is this
/// project's next step along the same line (a row's span is known in closed form).

#include "engine/tilemap/exact_predicates.hpp"
#include "engine/tilemap/query_support.hpp"
#include "engine/tilemap/row_span_range.hpp"
#include "engine/tilemap/tilemap.hpp"
#include "engine/tilemap/tile_space.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <iterator>
#include <optional>
#include <stdexcept>
#include <string>

namespace engine {

/// The circle query's algorithm variants.
enum class CircleVariant : std::uint8_t {
    Span,        ///< exact per-row span, no per-tile test (default)
    RowTrim,     ///< bounding-box rows trimmed from both ends by the per-tile test
    BoundingBox, ///< every bounding-box tile tested
};

/// Names of the circle variants for `--variant` and UI lists, default first.
inline constexpr std::array<VariantInfo<CircleVariant>, 3> kCircleVariants{{
    {CircleVariant::Span, "span", "exact span of each row from one integer square root (default)"},
    {CircleVariant::RowTrim, "row-trim", "bounding-box rows trimmed from both ends by the per-tile test (articles)"},
    {CircleVariant::BoundingBox, "bbox", "every tile of the bounding box tested (articles' first version)"},
}};

/// The name of a circle variant ("span", "row-trim", "bbox").
constexpr std::string_view name(CircleVariant variant) noexcept { return variant_name(kCircleVariants, variant); }

/// The articles' closest-point test: does the closed square of tile (x, y) meet
/// the closed disk? Shift to the tile's centre, fold into one quadrant with
/// `abs`, step to the nearest corner, clamp negative parts to 0, compare the
/// squared length. Exact on the 2^-10 grid for radius <= 2^12.
inline bool tile_touches_disk(std::int64_t x, std::int64_t y, TileSpacePoint centre, double radius_squared) noexcept {
    const double offset_x = std::abs(static_cast<double>(x) + 0.5 - centre.x) - 0.5;
    const double offset_y = std::abs(static_cast<double>(y) + 0.5 - centre.y) - 0.5;
    const double closest_x = std::max(offset_x, 0.0);
    const double closest_y = std::max(offset_y, 0.0);
    return closest_x * closest_x + closest_y * closest_y <= radius_squared;
}

namespace detail {

/// floor(sqrt(value)) exactly, for 0 <= value < 2^62.
inline std::int64_t integer_sqrt(std::int64_t value) noexcept {
    // The double square root is within one of the answer; two loops fix it up.
    auto root = static_cast<std::int64_t>(std::sqrt(static_cast<double>(value)));
    while (root * root > value) {
        --root;
    }
    while ((root + 1) * (root + 1) <= value) {
        ++root;
    }
    return root;
}

/// floor(units / 2^10): the tile of a coordinate in 2^-10 units. C++20 defines
/// `>>` on a negative value as an arithmetic shift, which rounds toward minus
/// infinity: one instruction, where `floor_div` by the constant 1024 compiles to
/// a division's sign fix-ups (about ten). Tested against `floor_div`.
constexpr std::int64_t floor_to_tile(std::int64_t units) noexcept { return units >> kSubTileBits; }

/// ceil(units / 2^10), as -floor(-units / 2^10). The queries' units stay below
/// 2^42 in magnitude (coordinates below 2^31 tiles, radius below 2^21), so the
/// negation cannot overflow. Tested against `ceil_div`.
constexpr std::int64_t ceil_to_tile(std::int64_t units) noexcept { return -((-units) >> kSubTileBits); }

} // namespace detail

/// The circle of a circle query, checked by the query function and held in 2^-10 fixed
/// point, with its (possibly clipped) bounding tiles; all three variants walk it.
struct CircleGeometry {
    TileSpacePoint centre;         ///< as given, for the articles' per-tile test
    double radius_squared = 0.0;   ///< as given, squared, for the same test
    std::int64_t centre_x = 0;     ///< centre in 2^-10 units
    std::int64_t centre_y = 0;     ///< centre in 2^-10 units
    std::int64_t radius = 0;       ///< radius in 2^-10 units (rounded outward)
    double radius_given = 0.0;     ///< as given, for the exact end-tile check
    /// How far a row's squared half-width (2^-10 units) must be lowered so that
    /// every tile within it surely touches the disk as given: 0 on the 2^-10
    /// grid, where the integer spans are exact; off it, radius^2 minus the square
    /// of a radius the true disk surely covers around the rounded centre (see
    /// `detail::inner_margin`), or more than radius^2 when there is none.
    std::int64_t inner_margin = 0;
    std::int64_t x_first = 0;      ///< bounding tiles, inclusive, clipped
    std::int64_t x_last = -1;
    std::int64_t y_first = 0;
    std::int64_t y_last = -1;

    /// The per-tile test of the articles' variants, counted.
    bool test(std::int64_t x, std::int64_t y, QueryStats& stats) const noexcept {
        ++stats.tiles_tested;
        return tile_touches_disk(x, y, centre, radius_squared);
    }

    /// The exact (unclipped) span of tiles in `row` touching the disk; false when none.
    bool exact_span(std::int64_t row, std::int64_t& first_x, std::int64_t& last_x) const noexcept {
        // Distance from the centre to the row's closest y, 0 when the centre is in the row.
        const std::int64_t top = row * detail::kSubTileScale;
        const std::int64_t bottom = top + detail::kSubTileScale;
        const std::int64_t distance_y = centre_y < top ? top - centre_y : (centre_y > bottom ? centre_y - bottom : 0);
        if (distance_y > radius) {
            return false;
        }
        // The disk's half-width at that y, rounded down: for an integer offset k,
        // k <= sqrt(q) exactly when k <= floor(sqrt(q)), so no precision is lost.
        const std::int64_t reach = radius * radius - distance_y * distance_y;
        const std::int64_t half_width = detail::integer_sqrt(reach);
        // Closed square [i, i+1] meets [c - w, c + w] when i <= c + w and i + 1 >= c - w.
        first_x = detail::ceil_to_tile(centre_x - half_width) - 1;
        last_x = detail::floor_to_tile(centre_x + half_width);
        // Off the grid the span may hold a few extra tiles at its ends. An end tile
        // whose closest point is within the inner disk (gap^2 + distance_y^2 <=
        // inner radius^2, i.e. gap^2 <= reach - inner_margin) touches the disk as
        // given. Both ends pass on the grid (inner_margin 0, gap <= half_width) and
        // off it on all but about one row in a hundred (0.6-0.9 % of the rows of
        // bench_tilemap_queries' circles, r = 1.5 to 64 tiles); those rows go to
        // the out-of-line trim.
        const std::int64_t inner_reach = reach - inner_margin;
        if (end_gap_first(first_x) * end_gap_first(first_x) <= inner_reach &&
            end_gap_last(last_x) * end_gap_last(last_x) <= inner_reach) {
            return true;
        }
        const RowEnds trimmed = trim_row({first_x, last_x}, row, inner_reach, centre_x, centre, radius_given);
        first_x = trimmed.first;
        last_x = trimmed.last;
        return first_x <= last_x;
    }

    /// The gap in x (2^-10 units) from the rounded centre to the closest point of
    /// a row's first tile as computed from the rounded disk: its left edge is left
    /// of the centre (first_x * 2^10 < centre_x - half_width), so only its right
    /// edge can be apart. At most the half-width, so its square fits in int64.
    std::int64_t end_gap_first(std::int64_t x) const noexcept {
        return std::max<std::int64_t>(0, centre_x - (x + 1) * detail::kSubTileScale);
    }
    /// The same for a row's last tile: its right edge is right of the centre, so
    /// only its left edge can be apart.
    std::int64_t end_gap_last(std::int64_t x) const noexcept {
        return std::max<std::int64_t>(0, x * detail::kSubTileScale - centre_x);
    }

    /// A row's span: tiles first..last, empty when first > last.
    struct RowEnds {
        std::int64_t first;
        std::int64_t last;
    };

    /// Trims the ends of a row's span until each touches the disk as given; the
    /// true span is contiguous (a disk is convex), so trimming the ends is enough.
    /// A tile whose gap to the rounded centre `centre_x` (2^-10 units) squared is
    /// within `inner_reach` is accepted in integers; any other goes to the exact
    /// predicate with the disk as given (`centre`, `radius`). Out of line and
    /// given copies, not the circle: the row loop stays small and owns its state
    /// (docs/learn/measurements.md, "Compiler notes").
    [[gnu::noinline]] static RowEnds trim_row(RowEnds ends, std::int64_t row, std::int64_t inner_reach,
                                              std::int64_t centre_x, TileSpacePoint centre, double radius) noexcept {
        const auto touches = [&](std::int64_t x) {
            const std::int64_t left = x * detail::kSubTileScale;
            const std::int64_t gap =
                std::max({std::int64_t{0}, left - centre_x, centre_x - (left + detail::kSubTileScale)});
            return gap * gap <= inner_reach || square_meets_disk(x, row, centre, radius);
        };
        while (ends.first <= ends.last && !touches(ends.first)) {
            ++ends.first;
        }
        while (ends.last >= ends.first && !touches(ends.last)) {
            --ends.last;
        }
        return ends;
    }

    /// The exact span clipped to the bounding tiles; false when empty.
    bool clipped_span(std::int64_t row, std::int64_t& first_x, std::int64_t& last_x) const noexcept {
        if (!exact_span(row, first_x, last_x)) {
            return false;
        }
        first_x = std::max(first_x, x_first);
        last_x = std::min(last_x, x_last);
        return first_x <= last_x;
    }
};

namespace detail {

/// `CircleGeometry::inner_margin` for the rounded radius (2^-10 units). Off the
/// grid the true radius exceeds radius - 2 units (rounded up, plus one) and the
/// centre moved by at most sqrt(0.5^2 + 0.5^2) < 0.71 of one, so the disk of
/// radius - 3 around the rounded centre lies inside the disk as given: a tile
/// whose closest point is that near touches it. That disk's squared half-width
/// at any row is the rounded disk's minus radius^2 - (radius - 3)^2 = 6 radius - 9.
/// Below 3 units nothing is proven this way: a margin over radius^2 makes every
/// row's inner reach negative, so every end tile goes to the exact check.
constexpr std::int64_t inner_margin(std::int64_t radius, bool on_grid) noexcept {
    if (on_grid) {
        return 0;
    }
    return radius >= 3 ? 6 * radius - 9 : radius * radius + 1;
}

/// The checks and the setup every circle query starts with.
inline CircleGeometry circle_geometry(TileSpacePoint centre, double radius, std::optional<TileRect> bounds,
                                      std::int64_t max_tiles, const char* query) {
    require_tile_coordinate(centre.x, query, "centre.x");
    require_tile_coordinate(centre.y, query, "centre.y");
    require_finite(radius, query, "radius");
    if (radius < 0.0) {
        throw std::invalid_argument(std::string(query) + ": radius must not be negative, got " +
                                    describe_number(radius));
    }
    if (radius >= 2097152.0) { // 2^21: keeps radius^2 in 2^-10 units below 2^62
        throw std::out_of_range(std::string(query) + ": radius = " + describe_number(radius) +
                                " is too large (the limit is 2^21 tiles)");
    }
    CircleGeometry circle;
    circle.centre = centre;
    circle.radius_squared = radius * radius;
    // Scaling by 2^10 is exact in doubles; rounding happens only off the grid.
    const double scaled_x = centre.x * static_cast<double>(kSubTileScale);
    const double scaled_y = centre.y * static_cast<double>(kSubTileScale);
    circle.centre_x = static_cast<std::int64_t>(std::nearbyint(scaled_x));
    circle.centre_y = static_cast<std::int64_t>(std::nearbyint(scaled_y));
    const bool centre_on_grid =
        static_cast<double>(circle.centre_x) == scaled_x && static_cast<double>(circle.centre_y) == scaled_y;
    // Rounding outward keeps every touched tile; a moved centre needs one more unit.
    const double scaled_radius = radius * static_cast<double>(kSubTileScale);
    circle.radius = static_cast<std::int64_t>(std::ceil(scaled_radius)) + (centre_on_grid ? 0 : 1);
    circle.radius_given = radius;
    const bool on_grid = centre_on_grid && static_cast<double>(circle.radius) == scaled_radius;
    circle.inner_margin = inner_margin(circle.radius, on_grid);
    // The bounding tiles are the spans of a row through the centre.
    circle.x_first = ceil_to_tile(circle.centre_x - circle.radius) - 1;
    circle.x_last = floor_to_tile(circle.centre_x + circle.radius);
    circle.y_first = ceil_to_tile(circle.centre_y - circle.radius) - 1;
    circle.y_last = floor_to_tile(circle.centre_y + circle.radius);
    require_tile_index(circle.x_first, query, "the leftmost tile");
    require_tile_index(circle.x_last, query, "the rightmost tile");
    require_tile_index(circle.y_first, query, "the top tile");
    require_tile_index(circle.y_last, query, "the bottom tile");
    if (bounds) {
        circle.x_first = std::max<std::int64_t>(circle.x_first, bounds->x);
        circle.y_first = std::max<std::int64_t>(circle.y_first, bounds->y);
        circle.x_last = std::min<std::int64_t>(circle.x_last, std::int64_t{bounds->x} + bounds->width - 1);
        circle.y_last = std::min<std::int64_t>(circle.y_last, std::int64_t{bounds->y} + bounds->height - 1);
    }
    // The bounding box is an upper bound on the count; only when it is over the
    // limit do the exact row spans decide (stopping as soon as the limit is passed).
    const std::int64_t columns = std::max<std::int64_t>(0, circle.x_last - circle.x_first + 1);
    const std::int64_t rows = std::max<std::int64_t>(0, circle.y_last - circle.y_first + 1);
    if (columns * rows > max_tiles) {
        std::int64_t count = 0;
        for (std::int64_t row = circle.y_first; row <= circle.y_last; ++row) {
            std::int64_t first_x = 0;
            std::int64_t last_x = 0;
            if (circle.clipped_span(row, first_x, last_x)) {
                count += last_x - first_x + 1;
            }
            if (count > max_tiles) {
                throw QueryTooLarge(std::string(query) + ": the query would yield more than the limit of " +
                                    std::to_string(max_tiles) + " tiles (radius " + describe_number(radius) + ")");
            }
        }
    }
    return circle;
}

} // namespace detail

/// The lazy range of the "bbox" circle query: every bounding-box tile is tested
/// and only those touching the disk are yielded.
class CircleBoundingBoxRange {
public:
    /// A range over the tiles of `circle`.
    explicit CircleBoundingBoxRange(CircleGeometry circle) noexcept : circle_{circle} {}

    /// Input iterator over the touching tiles; compare with `end()`.
    class Iterator {
    public:
        using value_type = TileCoord;
        using difference_type = std::ptrdiff_t;

        /// A finished iterator.
        Iterator() noexcept = default;
        /// The first touching tile of `range` (counts it as visited).
        explicit Iterator(CircleBoundingBoxRange& range)
            : range_{&range}, x_{range.circle_.x_first - 1}, y_{range.circle_.y_first}, done_{false} {
            advance();
        }
        /// The current tile.
        TileCoord operator*() const noexcept { return {static_cast<std::int32_t>(x_), static_cast<std::int32_t>(y_)}; }
        /// Moves to the next touching tile.
        Iterator& operator++() {
            advance();
            return *this;
        }
        /// Moves to the next touching tile.
        void operator++(int) { advance(); }
        /// True once the bounding box is exhausted.
        friend bool operator==(const Iterator& it, std::default_sentinel_t) noexcept { return it.done_; }

    private:
        void advance() {
            const CircleGeometry& circle = range_->circle_;
            if (circle.x_first > circle.x_last) {
                done_ = true;
                return;
            }
            while (y_ <= circle.y_last) {
                while (++x_ <= circle.x_last) {
                    if (circle.test(x_, y_, range_->stats_)) {
                        ++range_->stats_.tiles_visited;
                        return;
                    }
                }
                x_ = circle.x_first - 1;
                ++y_;
            }
            done_ = true;
        }

        CircleBoundingBoxRange* range_ = nullptr;
        std::int64_t x_ = 0;
        std::int64_t y_ = 0;
        bool done_ = true;
    };

    /// Starts (or restarts) the walk and resets `stats()`.
    Iterator begin() {
        stats_ = {};
        return Iterator{*this};
    }
    /// The end marker.
    std::default_sentinel_t end() const noexcept { return {}; }
    /// What the walk has done so far.
    const QueryStats& stats() const noexcept { return stats_; }

private:
    CircleGeometry circle_;
    QueryStats stats_;
};

/// The rows of a "row-trim" circle query, for `RowSpanRange`: the articles' trimming, walking
/// in from both ends of each bounding-box row.
struct CircleTrimmedRows {
    CircleGeometry circle;

    std::int64_t first_row() const noexcept { return circle.y_first; }
    std::int64_t last_row() const noexcept { return circle.y_last; }
    bool span(std::int64_t row, QueryStats& stats, std::int64_t& first_x, std::int64_t& last_x) const noexcept {
        first_x = circle.x_first;
        last_x = circle.x_last;
        while (first_x <= last_x && !circle.test(first_x, row, stats)) {
            ++first_x;
        }
        // The left end passed, so the right walk stops at it at the latest.
        while (last_x > first_x && !circle.test(last_x, row, stats)) {
            --last_x;
        }
        return first_x <= last_x;
    }
};

/// The rows of a "span" circle query (the default), for `RowSpanRange`: each row's exact span, clipped.
struct CircleSpanRows {
    CircleGeometry circle;

    std::int64_t first_row() const noexcept { return circle.y_first; }
    std::int64_t last_row() const noexcept { return circle.y_last; }
    bool span(std::int64_t row, QueryStats& /*stats*/, std::int64_t& first_x, std::int64_t& last_x) const noexcept {
        return circle.clipped_span(row, first_x, last_x);
    }
};

/// The lazy range of the "row-trim" circle query.
using CircleRowTrimRange = RowSpanRange<CircleTrimmedRows>;
/// The lazy range of the default ("span") circle query.
using CircleSpanRange = RowSpanRange<CircleSpanRows>;

/// The same tiles as `tiles_in_circle`, by testing every bounding-box tile.
inline CircleBoundingBoxRange tiles_in_circle_bbox(TileSpacePoint centre, double radius,
                                                   std::int64_t max_tiles = kDefaultMaxTiles) {
    return CircleBoundingBoxRange{detail::circle_geometry(centre, radius, std::nullopt, max_tiles, "tiles_in_circle_bbox")};
}

/// The same tiles as `tiles_in_circle`, by the articles' row trimming.
inline CircleRowTrimRange tiles_in_circle_row_trim(TileSpacePoint centre, double radius,
                                                   std::int64_t max_tiles = kDefaultMaxTiles) {
    return CircleRowTrimRange{
        {detail::circle_geometry(centre, radius, std::nullopt, max_tiles, "tiles_in_circle_row_trim")}};
}

/// The tiles whose closed square meets the closed disk (`centre`, `radius`),
/// row by row, each row's span computed directly (the default, exact variant).
/// Throws `std::invalid_argument` for non-finite input or a negative radius,
/// `std::out_of_range` when the disk's tiles leave the int32 range or the radius
/// reaches 2^21, and `QueryTooLarge` when more than `max_tiles` tiles would come.
inline CircleSpanRange tiles_in_circle(TileSpacePoint centre, double radius, std::int64_t max_tiles = kDefaultMaxTiles) {
    return CircleSpanRange{{detail::circle_geometry(centre, radius, std::nullopt, max_tiles, "tiles_in_circle")}};
}

/// Like `tiles_in_circle`, keeping only the tiles inside `bounds` (e.g.
/// `map.bounds()`); the limit applies to the clipped count.
inline CircleSpanRange tiles_in_circle_clipped(TileSpacePoint centre, double radius, TileRect bounds,
                                               std::int64_t max_tiles = kDefaultMaxTiles) {
    return CircleSpanRange{{detail::circle_geometry(centre, radius, bounds, max_tiles, "tiles_in_circle_clipped")}};
}

/// Runs the circle query in the variant picked at run time, calling
/// `visit(tile)` per tile (return false to stop), and returns its counters.
template <class Visitor>
QueryStats visit_circle(CircleVariant variant, TileSpacePoint centre, double radius, Visitor&& visit,
                        std::int64_t max_tiles = kDefaultMaxTiles) {
    switch (variant) {
    case CircleVariant::RowTrim:
        return visit_tiles(tiles_in_circle_row_trim(centre, radius, max_tiles), visit);
    case CircleVariant::BoundingBox:
        return visit_tiles(tiles_in_circle_bbox(centre, radius, max_tiles), visit);
    case CircleVariant::Span:
        break;
    }
    return visit_tiles(tiles_in_circle(centre, radius, max_tiles), visit);
}

} // namespace engine
