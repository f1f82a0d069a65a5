#pragma once
/// What the simulation asks the engine, counted by kind — and the hook where a recorder
/// (the query inspector) can listen to every single query.
///
/// What it is for: the stats JSON reports queries and tiles visited by kind, the benchmark
/// splits a step's cost by kind, and the query inspector panel shows each query. All
/// three read what `Queries` (queries.hpp) writes here; the game never re-runs a query to
/// find out what it did — the engine's counters say it (docs/DESIGN.md §1).
///
/// Important parts:
/// - `QueryKind`: laser, bullet sweep, line of sight, sensing circle, body probe (walls
///   around a moving body), index update;
/// - `QueryTally`: per-kind running totals; `QueryCounters` holds one per kind;
/// - `QueryEvent` + `QueryObserver`: when an observer is attached, every query also reports
///   who asked, its parameters, its result and its counters (and its duration when timing
///   is on). With no observer attached the cost is one pointer test per query.
///
///     struct Printer : game::QueryObserver {
///         void on_query(const game::QueryEvent& e) override { std::puts(name(e.kind).data()); }
///     };

#include "sim/actors.hpp"

#include <engine/raycast/laser_cast.hpp>
#include <engine/units.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace game {

/// The kinds of engine query the simulation makes.
enum class QueryKind : std::uint8_t {
    Laser,        ///< a robot's beam: wall cast + first target along it
    BulletSweep,  ///< a bullet's move this step: wall cast + first target along it
    LineOfSight,  ///< can a robot see the player? a wall cast
    Sensing,      ///< is the player within a robot's sensing radius? a circle on the object index
    BodyProbe,    ///< does a body's disk overlap a solid pixel? a circle on the collision grid
    IndexUpdate,  ///< inserting, moving or removing an object of the object index
};

/// Number of query kinds.
inline constexpr std::size_t kQueryKindCount = 6;

/// The JSON / UI name of `kind`: "laser", "bullet_sweep", "line_of_sight", "sensing",
/// "body_probe", "index_update".
constexpr std::string_view name(QueryKind kind) noexcept {
    constexpr std::array<std::string_view, kQueryKindCount> kNames{
        "laser", "bullet_sweep", "line_of_sight", "sensing", "body_probe", "index_update"};
    return kNames[static_cast<std::size_t>(kind)];
}

/// What one query, or many summed, did.
struct QueryTally {
    std::uint64_t queries = 0;         ///< queries made
    std::uint64_t tiles_visited = 0;   ///< tiles walked (collision grid and object index grid)
    std::uint64_t objects_tested = 0;  ///< objects given an exact test
    std::uint64_t pixels_tested = 0;   ///< mask rows / pixels read by body probes
    double seconds = 0.0;              ///< wall-clock time spent (only when timing is on)

    /// Adds `other` into this tally.
    QueryTally& operator+=(const QueryTally& other) noexcept {
        queries += other.queries;
        tiles_visited += other.tiles_visited;
        objects_tested += other.objects_tested;
        pixels_tested += other.pixels_tested;
        seconds += other.seconds;
        return *this;
    }
};

/// Running totals per query kind.
struct QueryCounters {
    std::array<QueryTally, kQueryKindCount> by_kind{};  ///< indexed by QueryKind

    /// The tally of `kind`.
    QueryTally& operator[](QueryKind kind) noexcept { return by_kind[static_cast<std::size_t>(kind)]; }
    /// The tally of `kind`, read-only.
    const QueryTally& operator[](QueryKind kind) const noexcept { return by_kind[static_cast<std::size_t>(kind)]; }
    /// All kinds summed.
    QueryTally total() const noexcept {
        QueryTally sum;
        for (const QueryTally& tally : by_kind) {
            sum += tally;
        }
        return sum;
    }
};

/// How a query ended.
enum class QueryOutcome : std::uint8_t {
    Nothing,      ///< no wall, no target (a clear line of sight, an empty circle)
    Wall,         ///< stopped at a wall pixel or tile
    FromInside,   ///< started inside a wall
    Target,       ///< found / hit its target actor
};

/// Everything about one query, as handed to an observer.
struct QueryEvent {
    QueryKind kind = QueryKind::Laser;     ///< what kind of query
    Actor asked_by;                        ///< who made it ("robot 12")
    std::uint64_t step = 0;                ///< the simulation step it was made in
    engine::Position2 from;                ///< segment start, or circle centre
    engine::Position2 to;                  ///< segment end (== from for circles)
    engine::Length radius;                 ///< circle radius (zero for segments)
    QueryOutcome outcome = QueryOutcome::Nothing;
    engine::Position2 hit_point;           ///< where it stopped (segment queries)
    Actor hit_actor;                       ///< the target found, if any
    QueryTally cost;                       ///< this query's own counters (queries == 1)
    /// Segment queries: the wall cast's own result (its tiles, hit pixel and normal), so a
    /// recorder can tell the collision-grid tiles from the object-index tiles in `cost`.
    engine::CastResult wall;
};

/// Attach one to `Queries` to hear about every query (the inspector's recorder will).
class QueryObserver {
public:
    /// Observers are owned by whoever attached them; `Queries` never deletes one.
    virtual ~QueryObserver() = default;
    /// Called at the start of each simulation step.
    virtual void on_step_begin(std::uint64_t step) { static_cast<void>(step); }
    /// Called once per query, after it finished.
    virtual void on_query(const QueryEvent& event) = 0;
};

} // namespace game
