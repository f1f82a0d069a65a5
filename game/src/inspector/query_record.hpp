#pragma once
/// What the query inspector keeps about one query and one simulation step.
///
/// What it is for: the recorder (query_recorder.hpp) fills these, the panels and the world
/// overlay only read them. A record is the `QueryEvent` the query layer reported (who asked,
/// the parameters, the result, the engine's own counters) plus the tiles the query walked,
/// in the order it walked them, on the grid it walked them in.
///
/// Important parts:
/// - `RecordKind`: the game's query kinds plus `Probe` (a query cast by hand in the Probe
///   panel) — the one colour key of every panel and of the overlay is indexed by it;
/// - `TileList`: a run of tiles in the step's shared tile pool, with the grid it belongs to
///   (the level's collision grid or the object index's own grid, docs/DESIGN.md §2) and how many
///   tiles did not fit under the recorder's caps;
/// - `StepRecord`: every query of one simulation step, with per-kind totals that count the
///   queries the cap left out too — so the Stats panel is right even when the table is full.
///
///     const game::inspector::StepRecord& step = recorder.step_back(0);
///     for (const auto& query : step.queries) {
///         for (engine::TileCoord tile : step.tiles_of(query.wall_tiles)) { /* in visit order */ }
///     }
///
/// Source: Box2D's samples show what each ray cast visited from the counters the cast
/// itself returns; Red Blob Games' grid line-drawing page shows the walk's tiles in order.

#include "sim/query_log.hpp"

#include <engine/tilemap/tile_space.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace game::inspector {

/// The kinds of query the inspector tells apart (and colours): the game's, plus probes.
enum class RecordKind : std::uint8_t {
    Laser,        ///< a robot's beam
    BulletSweep,  ///< a bullet's or bolt's move this step
    LineOfSight,  ///< can a robot see the player?
    Sensing,      ///< is the player within a robot's sensing circle?
    BodyProbe,    ///< does a moving body overlap a wall pixel?
    IndexUpdate,  ///< an object inserted into, moved in or removed from the object index
    Probe,        ///< a query cast by hand from the Probe panel
};

/// Number of record kinds.
inline constexpr std::size_t kRecordKindCount = 7;

/// The record kind of a game query.
constexpr RecordKind record_kind(QueryKind kind) noexcept { return static_cast<RecordKind>(kind); }

/// Short name of a record kind ("laser", ..., "probe"), as in the stats JSON.
constexpr std::string_view name(RecordKind kind) noexcept {
    constexpr std::array<std::string_view, kRecordKindCount> kNames{
        "laser", "bullet_sweep", "line_of_sight", "sensing", "body_probe", "index_update", "probe"};
    return kNames[static_cast<std::size_t>(kind)];
}

/// A label for tables and legends ("line of sight").
constexpr std::string_view label(RecordKind kind) noexcept {
    constexpr std::array<std::string_view, kRecordKindCount> kLabels{
        "laser", "bullet sweep", "line of sight", "sensing", "body probe", "index update", "probe"};
    return kLabels[static_cast<std::size_t>(kind)];
}

/// Which grid a list of tiles is in.
enum class TileGrid : std::uint8_t {
    Collision,    ///< the level's tiles (walls): tile size = the level's
    ObjectIndex,  ///< the object index's tiles: its own tile size
};

/// A run of tiles in a step's tile pool.
struct TileList {
    std::uint32_t first = 0;          ///< index of the first tile in `StepRecord::tiles`
    std::uint32_t count = 0;          ///< tiles recorded
    std::uint32_t not_recorded = 0;   ///< tiles the query walked beyond the caps
    TileGrid grid = TileGrid::Collision;  ///< which grid the tiles are in
    float tile_size_pixels = 0.0f;    ///< that grid's tile size, for drawing

    /// Tiles the query walked on this grid, recorded or not.
    std::uint64_t walked() const noexcept { return std::uint64_t{count} + not_recorded; }
};

/// One recorded query.
struct QueryRecord {
    RecordKind kind = RecordKind::Laser;  ///< what kind (Probe for hand-cast queries)
    QueryEvent event;                     ///< what the query layer reported: who, parameters, result, counters
    std::uint32_t sequence = 0;           ///< its place among all queries of its step (0 = first)
    TileList wall_tiles;                  ///< collision-grid tiles, in the order walked
    TileList index_tiles;                 ///< object-index tiles, in the order walked
    bool used_index = false;              ///< true when objects were found through the object index
    const char* engine_function = "";     ///< the engine function(s) that ran it, for the Inspector panel
    const char* tiles_note = "";          ///< why no tiles were recorded, when that happens

    /// Total tiles walked on both grids, as the query counted them.
    std::uint64_t tiles_visited() const noexcept { return event.cost.tiles_visited; }
};

/// Every query of one simulation step (or of one probe).
struct StepRecord {
    std::uint64_t step = 0;                          ///< the simulation step number
    std::vector<QueryRecord> queries;                ///< recorded queries, in the order made
    std::vector<engine::TileCoord> tiles;            ///< every recorded tile of the step
    std::uint64_t queries_seen = 0;                  ///< queries made in the step
    std::uint64_t queries_not_recorded = 0;          ///< of those, left out by the per-step cap
    std::uint64_t tiles_not_recorded = 0;            ///< tiles left out by the tile caps
    std::array<QueryTally, kRecordKindCount> by_kind{};  ///< totals per kind, all queries of the step

    /// The tiles of `list`, in visit order.
    std::span<const engine::TileCoord> tiles_of(const TileList& list) const noexcept {
        return std::span<const engine::TileCoord>(tiles).subspan(list.first, list.count);
    }
    /// Every kind summed.
    QueryTally total() const noexcept {
        QueryTally sum;
        for (const QueryTally& tally : by_kind) {
            sum += tally;
        }
        return sum;
    }
};

} // namespace game::inspector
