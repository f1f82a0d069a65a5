#pragma once
// One tile query, described as data (what to run) and its result (what it did).
//
// The command line, --batch and tests all build a `QuerySpec` and call
// `run_query`; the engine's variant tables decide which names are valid.

#include <engine/tilemap/query_support.hpp>
#include <engine/tilemap/tile_space.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace tilequery {

/// The most tiles one query may yield: 10^7, so a mistyped radius fails at once.
inline constexpr std::int64_t kMaxTilesPerQuery = 10'000'000;

/// Which query to run.
enum class QueryKind { Ray, Circle, Rect };

/// A query to run, in tile-space coordinates.
struct QuerySpec {
    QueryKind kind = QueryKind::Ray;
    engine::TileSpacePoint a;   ///< ray start, circle centre, or rectangle corner
    engine::TileSpacePoint b;   ///< ray end or the opposite rectangle corner
    double radius = 0.0;        ///< circle only
    std::string variant;        ///< algorithm variant name; empty means the default
};

/// The tiles a query yielded, in order, and its counters.
struct QueryResult {
    std::vector<engine::TileCoord> tiles;
    engine::QueryStats stats;
    std::string variant; ///< the variant that ran (the default's name if none was asked for)
};

/// The subcommand / "op" name of a query kind ("ray", "circle", "rect").
const char* kind_name(QueryKind kind);

/// The variant names a query kind accepts, comma-separated, default first.
std::string variant_names(QueryKind kind);

/// Runs `spec`. Throws `UsageError` for an unknown variant and lets the engine's
/// own exceptions (bad numbers, `engine::QueryTooLarge`) through.
QueryResult run_query(const QuerySpec& spec, std::int64_t max_tiles = kMaxTilesPerQuery);

} // namespace tilequery
