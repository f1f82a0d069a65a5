#pragma once
/// What every tile query shares: its counters, its size limit, its input checks,
/// and the table of named algorithm variants.
///
/// What it is for: the range queries (rect_query.hpp, circle_query.hpp,
/// segment_query.hpp) validate their input the same way and report what they did
/// the same way, so a debug panel can show any of them with one widget.
///
/// Important parts:
/// - `QueryStats`: counted *inside* the query's loop, read from the range object
///   after (or during) the loop — the UI never re-runs an algorithm to learn what
///   it visited (Box2D's ray casts return their traversal counters the same way);
/// - `kDefaultMaxTiles` and `QueryTooLarge`: a query that would yield more tiles
///   than the caller's limit throws before it starts, instead of running for hours;
/// - bad numbers (NaN, infinity, a coordinate whose tile does not fit in int32,
///   a negative radius) throw `std::invalid_argument` / `std::out_of_range` with
///   the query's and the argument's name in the message;
/// - `VariantInfo` tables: each query lists its algorithm variants by name
///   ("exact", "float-dda", "span", ...) for `tilequery --variant` and UI combos.
///
///     #include <engine/tilemap/segment_query.hpp>
///     const engine::TileSpacePoint a{0.5, 0.5}, b{900.5, 0.5};
///     auto tiles = engine::tiles_on_segment(a, b, /*max_tiles=*/10'000);  // may throw QueryTooLarge
///     for (engine::TileCoord tile : tiles) { if (tile.x == 3) break; }
///     engine::QueryStats stats = tiles.stats();   // what the loop did, even after a break
///     if (stats.tiles_visited != 4) return 1;     // (0,0) .. (3,0)
///
/// Source: the counters follow Box2D v3's query result structs (docs/DESIGN.md §1).

#include "engine/numbers.hpp"
#include "engine/units/errors.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace engine {

/// What one run of a query did, counted inside its loop.
struct QueryStats {
    /// Tiles the query yielded, including the one a `break` stopped at.
    std::int64_t tiles_visited = 0;
    /// Per-tile intersection tests the query ran, passed or failed (0 for the
    /// algorithms that compute their tiles directly).
    std::int64_t tiles_tested = 0;

    /// Same counts.
    friend constexpr bool operator==(const QueryStats&, const QueryStats&) = default;
};

/// The tile limit a query uses when the caller gives none: 2^26 (about 67 million)
/// tiles, far above any game query and small enough to finish in well under a second.
inline constexpr std::int64_t kDefaultMaxTiles = std::int64_t{1} << 26;

/// Thrown before a query starts when it would yield more tiles than allowed.
class QueryTooLarge : public std::length_error {
public:
    using std::length_error::length_error;
};

/// Runs `range` to its end or until `visit` returns false, calling `visit(tile)`
/// for each tile, and returns the range's counters. `visit` may return `void`
/// (never stops early) or `bool` (false means `break`). This is how code that
/// picks a variant at run time (tilequery, debug panels) drives any query.
template <class Range, class Visitor>
QueryStats visit_tiles(Range&& range, Visitor&& visit) {
    for (auto it = range.begin(); it != range.end(); ++it) {
        if constexpr (std::is_same_v<std::invoke_result_t<Visitor&, decltype(*it)>, bool>) {
            if (!visit(*it)) {
                break;
            }
        } else {
            visit(*it);
        }
    }
    return range.stats();
}

/// One named variant of a query algorithm, for lookup by name and for UI lists.
template <class Variant>
struct VariantInfo {
    Variant variant;          ///< the enum value
    std::string_view name;    ///< the name used on the command line ("float-dda")
    std::string_view summary; ///< one line for help texts and tooltips
};

/// The variant called `name` in `table`, or nothing.
template <class Variant, std::size_t N>
constexpr std::optional<Variant> find_variant(const std::array<VariantInfo<Variant>, N>& table,
                                              std::string_view name) noexcept {
    for (const VariantInfo<Variant>& info : table) {
        if (info.name == name) {
            return info.variant;
        }
    }
    return std::nullopt;
}

/// The name of `variant` in `table` ("" when it is not listed).
template <class Variant, std::size_t N>
constexpr std::string_view variant_name(const std::array<VariantInfo<Variant>, N>& table, Variant variant) noexcept {
    for (const VariantInfo<Variant>& info : table) {
        if (info.variant == variant) {
            return info.name;
        }
    }
    return {};
}

/// All names of `table` joined with ", " (for error messages and help texts).
template <class Variant, std::size_t N>
std::string variant_names(const std::array<VariantInfo<Variant>, N>& table) {
    std::string names;
    for (const VariantInfo<Variant>& info : table) {
        names += names.empty() ? "" : ", ";
        names += info.name;
    }
    return names;
}

namespace detail {

/// Sub-tile resolution of the queries' integer arithmetic: coordinates are handled
/// as integer multiples of 2^-10 tile, exact on that grid; off it, the decisions
/// rounding could change are made again exactly (exact_predicates.hpp, docs/DESIGN.md §3).
/// The same grid as the walks' `kFixedScale` (grid_walk.hpp), which names it there.
inline constexpr int kSubTileBits = 10;
inline constexpr std::int64_t kSubTileScale = std::int64_t{1} << kSubTileBits;

/// Tile-space coordinates must have their tile in int32: [-2^31, 2^31).
inline constexpr double kMinCoordinate = -2147483648.0;
inline constexpr double kMaxCoordinateExclusive = 2147483648.0;

/// Throws `std::invalid_argument` unless `value` is finite (`require_finite`), and
/// `std::out_of_range` unless its tile fits in int32. `query` and `argument` name the culprit.
inline void require_tile_coordinate(double value, const char* query, const char* argument) {
    require_finite(value, query, argument);
    if (value < kMinCoordinate || value >= kMaxCoordinateExclusive) {
        throw std::out_of_range(std::string(query) + ": " + argument + " = " + describe_number(value) +
                                " is outside the tile range [-2^31, 2^31)");
    }
}

/// The message of `require_within_limit`, built out of line: it is the rare path
/// (docs/learn/measurements.md, "Compiler notes").
[[noreturn, gnu::cold, gnu::noinline]] inline void throw_query_too_large(std::int64_t tile_count, std::int64_t max_tiles,
                                                                          const char* query) {
    throw QueryTooLarge(std::string(query) + ": the query would yield " + std::to_string(tile_count) +
                        " tiles, more than the limit of " + std::to_string(max_tiles));
}

/// Throws `QueryTooLarge` when `tile_count` exceeds `max_tiles`.
inline void require_within_limit(std::int64_t tile_count, std::int64_t max_tiles, const char* query) {
    if (tile_count > max_tiles) [[unlikely]] {
        throw_query_too_large(tile_count, max_tiles, query);
    }
}

/// Throws `std::out_of_range` unless the tile index fits in int32.
inline void require_tile_index(std::int64_t index, const char* query, const char* what) {
    if (index < INT32_MIN || index > INT32_MAX) {
        throw std::out_of_range(std::string(query) + ": " + what + " " + std::to_string(index) +
                                " does not fit in a 32-bit tile coordinate");
    }
}

/// floor(numerator / denominator) for a positive denominator (C++ `/` truncates).
constexpr std::int64_t floor_div(std::int64_t numerator, std::int64_t denominator) noexcept {
    const std::int64_t quotient = numerator / denominator;
    return (numerator % denominator != 0 && numerator < 0) ? quotient - 1 : quotient;
}

/// ceil(numerator / denominator) for a positive denominator.
constexpr std::int64_t ceil_div(std::int64_t numerator, std::int64_t denominator) noexcept {
    return -floor_div(-numerator, denominator);
}

} // namespace detail
} // namespace engine
