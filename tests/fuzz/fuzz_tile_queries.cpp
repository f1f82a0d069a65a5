// Fuzz target: the tile queries — segment (ray), circle and rectangle — fed with
// arbitrary doubles, checking the contracts of docs/DESIGN.md §3-5 on every run.
//
// - bad numbers: NaN/infinity must throw std::invalid_argument, a coordinate whose tile is
//   outside int32 std::out_of_range, both naming the first bad argument; a query over its
//   tile limit engine::QueryTooLarge — and good input must never throw;
// - segment: first tile tile(a), last tile(b), |di| + |dj| + 1 tiles, each step one tile
//   in x or y toward b; every tile touches the segment (rounded down to the 2^-10 grid,
//   checked in exact integers) and, for short segments, every tile whose open interior
//   the segment crosses is yielded, and the whole walk equals the exact walk of the
//   segment as given (a reference in exact rationals, GMP); the float-DDA variant keeps
//   first, last and count;
// - circle: each row one run of tiles, rows top to bottom, each tile once; on the 2^-10
//   grid exactly the tiles touching the disk (checked against an exact integer brute
//   force) and the same tiles from all three variants; off the grid exactly the touched
//   tiles too (checked in exact rationals);
// - rectangle: exactly the tiles of the half-open box, row-major; the clipped variants
//   give the full result filtered to the bounds;
// - the teaching core (engine/include/engine/teach/): its walk and its circle give the same
//   tiles as the tuned ones.
#include "fuzz_support.hpp"

#include "../support/exact_rational_reference.hpp"

#include <engine/numbers.hpp>
#include <engine/teach/circle_rows.hpp>
#include <engine/teach/segment_walk.hpp>
#include <engine/tilemap/circle_query.hpp>
#include <engine/tilemap/rect_query.hpp>
#include <engine/tilemap/segment_query.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace {

using engine::TileCoord;
using engine::TileSpacePoint;
__extension__ typedef __int128 Int128; // exact products of 2^-10 fixed-point values

constexpr std::int64_t kMaxFuzzTiles = std::int64_t{1} << 14;

std::string text(double value) { return engine::describe_number(value); }
std::string text(TileCoord tile) { return "(" + std::to_string(tile.x) + ", " + std::to_string(tile.y) + ")"; }

// ---------------------------------------------------------------------------------------
// Which error a list of coordinates must give (the queries check them in order)
// ---------------------------------------------------------------------------------------

enum class Outcome { Ok, InvalidArgument, OutOfRange, TooLarge };

struct Expected {
    Outcome outcome = Outcome::Ok;
    std::string argument; // the first bad one
};

bool in_tile_range(double value) { return value >= -2147483648.0 && value < 2147483648.0; }

Expected first_bad_coordinate(std::initializer_list<std::pair<double, const char*>> coordinates) {
    for (const auto& [value, name] : coordinates) {
        if (!std::isfinite(value)) {
            return {Outcome::InvalidArgument, name};
        }
        if (!in_tile_range(value)) {
            return {Outcome::OutOfRange, name};
        }
    }
    return {};
}

// Runs `make`, checks that what it throws is what `expected` says, and returns the range
// when it did not throw. `too_large_allowed` says whether QueryTooLarge is a correct answer.
template <class Make>
auto checked(const char* query, const Expected& expected, bool too_large_allowed, Make&& make)
    -> std::optional<decltype(make())> {
    try {
        auto range = make();
        FUZZ_CHECK(expected.outcome == Outcome::Ok, std::string(query) + " accepted a bad " + expected.argument);
        return range;
    } catch (const engine::QueryTooLarge& error) {
        FUZZ_CHECK(expected.outcome == Outcome::Ok && too_large_allowed,
                   std::string(query) + " refused as too large: " + error.what());
    } catch (const std::invalid_argument& error) {
        FUZZ_CHECK(expected.outcome == Outcome::InvalidArgument, std::string(query) + ": unexpected " + error.what());
        FUZZ_CHECK(std::string(error.what()).find(expected.argument) != std::string::npos,
                   std::string(query) + ": message does not name " + expected.argument + ": " + error.what());
    } catch (const std::out_of_range& error) {
        FUZZ_CHECK(expected.outcome == Outcome::OutOfRange, std::string(query) + ": unexpected " + error.what());
        FUZZ_CHECK(std::string(error.what()).find(expected.argument) != std::string::npos,
                   std::string(query) + ": message does not name " + expected.argument + ": " + error.what());
    }
    return std::nullopt;
}

// ---------------------------------------------------------------------------------------
// Exact segment-versus-square tests on the 2^-10 grid
// ---------------------------------------------------------------------------------------

constexpr std::int64_t kUnit = engine::detail::kSubTileScale;

std::int64_t fixed(double coordinate) { return static_cast<std::int64_t>(std::floor(coordinate * 1024.0)); }

// p / q with q > 0.
struct Fraction {
    Int128 p;
    Int128 q;
};
bool less(Fraction a, Fraction b) { return a.p * b.q < b.p * a.q; }
bool less_equal(Fraction a, Fraction b) { return a.p * b.q <= b.p * a.q; }

// The parameters t where start + t * delta lies in [low, high] (closed) or (low, high)
// (open): an interval [lo, hi] / (lo, hi); "all t" is (-1, 2), "no t" is lo > hi.
std::pair<Fraction, Fraction> axis_interval(std::int64_t start, std::int64_t delta, std::int64_t low, std::int64_t high,
                                            bool open) {
    if (delta == 0) {
        const bool inside = open ? (low < start && start < high) : (low <= start && start <= high);
        return inside ? std::pair{Fraction{-1, 1}, Fraction{2, 1}} : std::pair{Fraction{2, 1}, Fraction{-1, 1}};
    }
    Fraction enter{low - start, delta};
    Fraction leave{high - start, delta};
    if (delta < 0) {
        enter = {start - low, -delta};
        leave = {start - high, -delta};
        std::swap(enter, leave);
    }
    return {enter, leave};
}

struct FixedSegment {
    std::int64_t ax, ay, bx, by;
};

// Does the segment meet the closed square of `tile` (touch = true) or its open interior?
bool meets_tile(const FixedSegment& s, TileCoord tile, bool open_interior) {
    const std::int64_t x0 = std::int64_t{tile.x} * kUnit;
    const std::int64_t y0 = std::int64_t{tile.y} * kUnit;
    const auto [x_lo, x_hi] = axis_interval(s.ax, s.bx - s.ax, x0, x0 + kUnit, open_interior);
    const auto [y_lo, y_hi] = axis_interval(s.ay, s.by - s.ay, y0, y0 + kUnit, open_interior);
    const Fraction lo = less(x_lo, y_lo) ? y_lo : x_lo;
    const Fraction hi = less(x_hi, y_hi) ? x_hi : y_hi;
    const Fraction zero{0, 1};
    const Fraction one{1, 1};
    if (open_interior) {
        return less(lo, hi) && less(lo, one) && less(zero, hi);
    }
    const Fraction from = less(lo, zero) ? zero : lo;
    const Fraction to = less(one, hi) ? one : hi;
    return less_equal(from, to);
}

// ---------------------------------------------------------------------------------------
// Segment
// ---------------------------------------------------------------------------------------

void fuzz_segment(fuzz::FuzzBytes& in) {
    const TileSpacePoint a{in.number(), in.number()};
    const TileSpacePoint b{in.number(), in.number()};
    const std::int64_t limit = in.integer(1, kMaxFuzzTiles);
    const std::int64_t stop_after = in.integer(0, 64); // early exit for the visit check
    const Expected expected = first_bad_coordinate({{a.x, "a.x"}, {a.y, "a.y"}, {b.x, "b.x"}, {b.y, "b.y"}});

    std::int64_t first_x = 0, first_y = 0, last_x = 0, last_y = 0, count = 0;
    if (expected.outcome == Outcome::Ok) {
        first_x = static_cast<std::int64_t>(std::floor(a.x));
        first_y = static_cast<std::int64_t>(std::floor(a.y));
        last_x = static_cast<std::int64_t>(std::floor(b.x));
        last_y = static_cast<std::int64_t>(std::floor(b.y));
        count = std::llabs(last_x - first_x) + std::llabs(last_y - first_y) + 1;
    }
    const bool too_large = count > limit;

    auto range = checked("tiles_on_segment", expected, too_large, [&] { return engine::tiles_on_segment(a, b, limit); });
    auto dda = checked("tiles_on_segment_float_dda", expected, too_large,
                       [&] { return engine::tiles_on_segment_float_dda(a, b, limit); });
    FUZZ_CHECK(range.has_value() == dda.has_value(), "the two segment variants disagree on accepting the input");
    if (!range) {
        return;
    }
    FUZZ_CHECK(!too_large, "a segment of " + std::to_string(count) + " tiles ran with a limit of " + std::to_string(limit));
    FUZZ_CHECK(range->tiles_total() == count, "tiles_total " + std::to_string(range->tiles_total()) + ", expected " +
                                                  std::to_string(count));

    const FixedSegment segment{fixed(a.x), fixed(a.y), fixed(b.x), fixed(b.y)};
    // Contracts 3 and 4 are checked in integers, so on the 2^-10 grid; off it the
    // exact rational reference below is the check.
    const bool on_grid = static_cast<double>(segment.ax) == a.x * 1024.0 && static_cast<double>(segment.ay) == a.y * 1024.0 &&
                         static_cast<double>(segment.bx) == b.x * 1024.0 && static_cast<double>(segment.by) == b.y * 1024.0;
    const std::int64_t step_x = last_x > first_x ? 1 : (last_x < first_x ? -1 : 0);
    const std::int64_t step_y = last_y > first_y ? 1 : (last_y < first_y ? -1 : 0);
    std::vector<TileCoord> tiles;
    for (const TileCoord tile : *range) {
        if (tiles.empty()) {
            FUZZ_CHECK(tile.x == first_x && tile.y == first_y, "first tile " + text(tile) + " is not tile(a)");
        } else {
            const TileCoord previous = tiles.back();
            const std::int64_t dx = std::int64_t{tile.x} - previous.x;
            const std::int64_t dy = std::int64_t{tile.y} - previous.y;
            FUZZ_CHECK((dx == step_x && dx != 0 && dy == 0) || (dy == step_y && dy != 0 && dx == 0),
                       "step " + text(previous) + " -> " + text(tile) + " is not one tile toward b");
        }
        FUZZ_CHECK(!on_grid || meets_tile(segment, tile, false), "tile " + text(tile) + " does not touch the segment");
        tiles.push_back(tile);
        FUZZ_CHECK(static_cast<std::int64_t>(tiles.size()) <= count, "more tiles than |di| + |dj| + 1");
    }
    FUZZ_CHECK(static_cast<std::int64_t>(tiles.size()) == count, "fewer tiles than |di| + |dj| + 1");
    FUZZ_CHECK(tiles.back().x == last_x && tiles.back().y == last_y, "last tile is not tile(b)");
    FUZZ_CHECK(range->stats().tiles_visited == count, "tiles_visited disagrees with the tiles yielded");

    // The whole walk, against the exact walk of the segment as given (short segments), and
    // against the teaching core's walk (teach/segment_walk.hpp), which must be the same.
    if (count <= 256) {
        FUZZ_CHECK(tiles == exact_rational::reference_walk(a, b),
                   "the walk differs from the exact walk of the segment as given");
    }
    FUZZ_CHECK(tiles == engine::teach::tiles_on_segment(a, b), "the teaching core's walk differs from the tuned one");

    // Contract 4 by brute force over the bounding tiles of short segments.
    if (on_grid && std::llabs(last_x - first_x) <= 24 && std::llabs(last_y - first_y) <= 24) {
        const std::set<std::pair<std::int32_t, std::int32_t>> yielded = [&] {
            std::set<std::pair<std::int32_t, std::int32_t>> set;
            for (const TileCoord tile : tiles) {
                set.insert({tile.x, tile.y});
            }
            return set;
        }();
        for (std::int64_t y = std::min(first_y, last_y); y <= std::max(first_y, last_y); ++y) {
            for (std::int64_t x = std::min(first_x, last_x); x <= std::max(first_x, last_x); ++x) {
                const TileCoord tile{static_cast<std::int32_t>(x), static_cast<std::int32_t>(y)};
                if (meets_tile(segment, tile, true)) {
                    FUZZ_CHECK(yielded.contains({tile.x, tile.y}),
                               "the segment crosses the interior of " + text(tile) + " but it was not yielded");
                }
            }
        }
    }

    // The float DDA: same first, last and count (its path may differ near corners).
    std::int64_t dda_count = 0;
    TileCoord dda_last{};
    for (const TileCoord tile : *dda) {
        if (dda_count == 0) {
            FUZZ_CHECK(tile.x == first_x && tile.y == first_y, "float-dda: first tile is not tile(a)");
        }
        dda_last = tile;
        FUZZ_CHECK(++dda_count <= count, "float-dda: more tiles than |di| + |dj| + 1");
    }
    FUZZ_CHECK(dda_count == count && dda_last.x == last_x && dda_last.y == last_y, "float-dda: wrong count or last tile");

    // An early exit counts the tile it stopped at.
    std::int64_t seen = 0;
    const engine::QueryStats stats = engine::visit_segment(
        engine::SegmentVariant::Exact, a, b, [&](TileCoord) { return ++seen <= stop_after; }, limit);
    FUZZ_CHECK(stats.tiles_visited == std::min(count, stop_after + 1), "tiles_visited after a break");
}

// ---------------------------------------------------------------------------------------
// Circle
// ---------------------------------------------------------------------------------------

using TileList = std::vector<TileCoord>;

template <class Range>
TileList collect(Range& range) {
    TileList tiles;
    for (const TileCoord tile : range) {
        tiles.push_back(tile);
        FUZZ_CHECK(static_cast<std::int64_t>(tiles.size()) <= kMaxFuzzTiles, "a query ran past its tile limit");
    }
    return tiles;
}

// Rows top to bottom; within a row, consecutive tiles left to right (one span per row).
void check_row_spans(const TileList& tiles, const char* query) {
    for (std::size_t k = 1; k < tiles.size(); ++k) {
        const TileCoord p = tiles[k - 1];
        const TileCoord t = tiles[k];
        const bool same_row_next = t.y == p.y && std::int64_t{t.x} == std::int64_t{p.x} + 1;
        FUZZ_CHECK(same_row_next || t.y > p.y, std::string(query) + ": " + text(p) + " then " + text(t) +
                                                   " breaks the row-by-row order or a row's span");
    }
}

bool same_tiles(const TileList& a, const TileList& b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](TileCoord x, TileCoord y) {
               return x.x == y.x && x.y == y.y;
           });
}

// `tiles` in row-major order (checked by check_row_spans first): a binary search.
bool contains(const TileList& tiles, std::int64_t x, std::int64_t y) {
    const auto row_major = [](const std::pair<std::int64_t, std::int64_t>& a, const std::pair<std::int64_t, std::int64_t>& b) {
        return a < b;
    };
    const auto key = [](TileCoord t) { return std::pair<std::int64_t, std::int64_t>{t.y, t.x}; };
    const auto it = std::lower_bound(tiles.begin(), tiles.end(), std::pair<std::int64_t, std::int64_t>{y, x},
                                     [&](TileCoord t, const auto& wanted) { return row_major(key(t), wanted); });
    return it != tiles.end() && it->x == x && it->y == y;
}

void fuzz_circle(fuzz::FuzzBytes& in) {
    const TileSpacePoint centre{in.number(), in.number()};
    double radius = in.number();
    if ((in.byte() & 1) != 0) {
        radius = std::fabs(radius) * 0.001; // small radii are the interesting ones
    }
    const engine::TileRect bounds{static_cast<std::int32_t>(in.integer(-40, 40)), static_cast<std::int32_t>(in.integer(-40, 40)),
                                  static_cast<std::int32_t>(in.integer(0, 60)), static_cast<std::int32_t>(in.integer(0, 60))};

    Expected expected = first_bad_coordinate({{centre.x, "centre.x"}, {centre.y, "centre.y"}});
    if (expected.outcome == Outcome::Ok) {
        if (!std::isfinite(radius) || radius < 0.0) {
            expected = {Outcome::InvalidArgument, "radius"};
        } else if (radius >= 2097152.0) {
            expected = {Outcome::OutOfRange, "radius"};
        } else if (std::fabs(centre.x) + radius + 2.0 >= 2147483648.0 ||
                   std::fabs(centre.y) + radius + 2.0 >= 2147483648.0) {
            // Near the edge of int32 the bounding tiles may leave it: out_of_range naming
            // the tile, or fine. Check only that nothing else happens.
            try {
                auto range = engine::tiles_in_circle(centre, radius, kMaxFuzzTiles);
                (void)collect(range);
            } catch (const std::out_of_range&) {
            } catch (const engine::QueryTooLarge&) {
            }
            return;
        }
    }
    // The bounding box bounds the count: QueryTooLarge is only right when it exceeds the limit.
    const double box_side = 2.0 * radius + 3.0;
    const bool may_be_too_large = expected.outcome == Outcome::Ok && box_side * box_side > static_cast<double>(kMaxFuzzTiles);

    auto span = checked("tiles_in_circle", expected, may_be_too_large,
                        [&] { return engine::tiles_in_circle(centre, radius, kMaxFuzzTiles); });
    auto trim = checked("tiles_in_circle_row_trim", expected, may_be_too_large,
                        [&] { return engine::tiles_in_circle_row_trim(centre, radius, kMaxFuzzTiles); });
    auto bbox = checked("tiles_in_circle_bbox", expected, may_be_too_large,
                        [&] { return engine::tiles_in_circle_bbox(centre, radius, kMaxFuzzTiles); });
    auto clipped = checked("tiles_in_circle_clipped", expected, true,
                           [&] { return engine::tiles_in_circle_clipped(centre, radius, bounds, kMaxFuzzTiles); });
    FUZZ_CHECK(span.has_value() == trim.has_value() && span.has_value() == bbox.has_value(),
               "the circle variants disagree on accepting the input");
    if (!span) {
        return;
    }
    const TileList span_tiles = collect(*span);
    const TileList trim_tiles = collect(*trim);
    const TileList bbox_tiles = collect(*bbox);
    check_row_spans(span_tiles, "tiles_in_circle");
    check_row_spans(trim_tiles, "tiles_in_circle_row_trim");
    check_row_spans(bbox_tiles, "tiles_in_circle_bbox");
    FUZZ_CHECK(span->stats().tiles_visited == static_cast<std::int64_t>(span_tiles.size()), "tiles_visited");
    FUZZ_CHECK(!span_tiles.empty(), "a circle touches at least the tile of its centre");
    FUZZ_CHECK(span_tiles == engine::teach::tiles_in_circle(centre, radius),
               "the teaching core's circle (teach/circle_rows.hpp) differs from the tuned one");

    const double scaled_x = centre.x * 1024.0;
    const double scaled_y = centre.y * 1024.0;
    const double scaled_r = radius * 1024.0;
    const bool on_grid = scaled_x == std::floor(scaled_x) && scaled_y == std::floor(scaled_y) &&
                         scaled_r == std::floor(scaled_r);
    if (on_grid && radius <= 4096.0) {
        FUZZ_CHECK(same_tiles(span_tiles, trim_tiles), "span and row-trim differ on the 2^-10 grid");
        FUZZ_CHECK(same_tiles(span_tiles, bbox_tiles), "span and bbox differ on the 2^-10 grid");
    } else {
        // The articles' double test may round either way off the grid; where bbox
        // finds a tile that span does not, the exact rational test sides with span.
        for (const TileCoord tile : bbox_tiles) {
            FUZZ_CHECK(contains(span_tiles, tile.x, tile.y) || !exact_rational::reference_touches(tile.x, tile.y, centre, radius),
                       "span misses " + text(tile) + ", which bbox finds and which touches the disk");
        }
    }

    // Exact brute force around small circles: integer distances in 2^-10 units.
    if (radius <= 12.0) {
        const std::int64_t cx = static_cast<std::int64_t>(std::floor(scaled_x));
        const std::int64_t cy = static_cast<std::int64_t>(std::floor(scaled_y));
        const std::int64_t r = static_cast<std::int64_t>(std::ceil(scaled_r));
        const std::int64_t reach = static_cast<std::int64_t>(radius) + 2;
        const std::int64_t tile_x = cx >> 10;
        const std::int64_t tile_y = cy >> 10;
        for (std::int64_t y = tile_y - reach; y <= tile_y + reach; ++y) {
            for (std::int64_t x = tile_x - reach; x <= tile_x + reach; ++x) {
                const std::int64_t dx = std::max({x * kUnit - cx, std::int64_t{0}, cx - (x + 1) * kUnit});
                const std::int64_t dy = std::max({y * kUnit - cy, std::int64_t{0}, cy - (y + 1) * kUnit});
                const std::int64_t distance_squared = dx * dx + dy * dy;
                const bool found = contains(span_tiles, x, y);
                if (on_grid) {
                    FUZZ_CHECK(found == (distance_squared <= r * r),
                               "tile (" + std::to_string(x) + ", " + std::to_string(y) + ") " +
                                   (found ? "yielded but does not touch" : "touches but was not yielded") +
                                   " the disk at (" + text(centre.x) + ", " + text(centre.y) + ") r " + text(radius));
                } else {
                    // Off the grid: exactly the tiles touching the disk as given.
                    const bool touches = exact_rational::reference_touches(x, y, centre, radius);
                    FUZZ_CHECK(found == touches, "tile (" + std::to_string(x) + ", " + std::to_string(y) + ") " +
                                                     (found ? "yielded but does not touch" : "touches but was not yielded") +
                                                     " the off-grid disk at (" + text(centre.x) + ", " + text(centre.y) +
                                                     ") r " + text(radius));
                }
            }
        }
    }

    if (clipped) {
        const TileList clipped_tiles = collect(*clipped);
        TileList expected_tiles;
        for (const TileCoord tile : span_tiles) {
            if (tile.x >= bounds.x && tile.y >= bounds.y && std::int64_t{tile.x} < std::int64_t{bounds.x} + bounds.width &&
                std::int64_t{tile.y} < std::int64_t{bounds.y} + bounds.height) {
                expected_tiles.push_back(tile);
            }
        }
        FUZZ_CHECK(same_tiles(clipped_tiles, expected_tiles), "tiles_in_circle_clipped is not the clipped circle");
    }
}

// ---------------------------------------------------------------------------------------
// Rectangle
// ---------------------------------------------------------------------------------------

void fuzz_rect(fuzz::FuzzBytes& in) {
    const TileSpacePoint a{in.number(), in.number()};
    const TileSpacePoint b{in.number(), in.number()};
    const engine::TileRect bounds{static_cast<std::int32_t>(in.integer(-40, 40)), static_cast<std::int32_t>(in.integer(-40, 40)),
                                  static_cast<std::int32_t>(in.integer(0, 60)), static_cast<std::int32_t>(in.integer(0, 60))};
    const Expected expected = first_bad_coordinate({{a.x, "a.x"}, {a.y, "a.y"}, {b.x, "b.x"}, {b.y, "b.y"}});

    std::int64_t x_first = 0, x_last = 0, y_first = 0, y_last = 0;
    if (expected.outcome == Outcome::Ok) {
        const auto axis = [](double p, double q, std::int64_t& first, std::int64_t& last) {
            const double low = std::min(p, q);
            const double high = std::max(p, q);
            first = static_cast<std::int64_t>(std::floor(low));
            last = std::max(first, static_cast<std::int64_t>(std::ceil(high)) - 1);
        };
        axis(a.x, b.x, x_first, x_last);
        axis(a.y, b.y, y_first, y_last);
    }
    const Int128 count = Int128{x_last - x_first + 1} * (y_last - y_first + 1);
    const bool too_large = count > kMaxFuzzTiles;
    auto range = checked("tiles_in_rect", expected, too_large, [&] { return engine::tiles_in_rect(a, b, kMaxFuzzTiles); });
    auto clipped = checked("tiles_in_rect_clipped", expected, true,
                           [&] { return engine::tiles_in_rect_clipped(a, b, bounds, kMaxFuzzTiles); });
    if (range) {
        FUZZ_CHECK(!too_large, "a rectangle over the limit ran");
        const TileList tiles = collect(*range);
        FUZZ_CHECK(static_cast<Int128>(tiles.size()) == count, "tiles_in_rect yielded the wrong number of tiles");
        std::size_t k = 0;
        for (std::int64_t y = y_first; y <= y_last; ++y) {
            for (std::int64_t x = x_first; x <= x_last; ++x, ++k) {
                FUZZ_CHECK(tiles[k].x == x && tiles[k].y == y, "tiles_in_rect: tile " + std::to_string(k) + " is " +
                                                                   text(tiles[k]) + " (row-major order broken)");
            }
        }
    }
    if (clipped) {
        const TileList tiles = collect(*clipped);
        const std::int64_t cx0 = std::max<std::int64_t>(x_first, bounds.x);
        const std::int64_t cy0 = std::max<std::int64_t>(y_first, bounds.y);
        const std::int64_t cx1 = std::min<std::int64_t>(x_last, std::int64_t{bounds.x} + bounds.width - 1);
        const std::int64_t cy1 = std::min<std::int64_t>(y_last, std::int64_t{bounds.y} + bounds.height - 1);
        const std::int64_t expected_count = (cx0 <= cx1 && cy0 <= cy1) ? (cx1 - cx0 + 1) * (cy1 - cy0 + 1) : 0;
        FUZZ_CHECK(static_cast<std::int64_t>(tiles.size()) == expected_count, "tiles_in_rect_clipped: wrong count");
        for (const TileCoord tile : tiles) {
            FUZZ_CHECK(tile.x >= cx0 && tile.x <= cx1 && tile.y >= cy0 && tile.y <= cy1,
                       "tiles_in_rect_clipped yielded " + text(tile) + " outside the bounds");
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::FuzzBytes in(data, size);
    switch (in.byte() % 3) {
    case 0:
        fuzz_segment(in);
        break;
    case 1:
        fuzz_circle(in);
        break;
    default:
        fuzz_rect(in);
        break;
    }
    return 0;
}
