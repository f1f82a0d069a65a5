#pragma once
/// `QueryRecorder`: listens to every query the simulation makes and keeps the last few
/// steps of them — kind, who asked, parameters, result, counters, duration, and the tiles
/// walked in order — for the inspector's panels and world overlay.
///
/// What it is for: the Queries, Inspector and Stats panels and the overlay read a step's
/// queries from here. The engine only counts; this is the game-side memory of what it did.
///
/// Important parts:
/// - bounded memory: a ring of the last `steps_kept` steps; each step holds at most
///   `queries_per_step` records and `tiles_per_step` tiles (a single query at most
///   `tiles_per_query`); what does not fit is counted ("N more not recorded"), never stored;
/// - no allocation per query: every buffer is reserved once, in the constructor, and a new
///   step clears (keeps the capacity of) the oldest slot. `memory_bytes()` stays constant;
/// - off when unused: `attach(queries)` installs it as the query layer's observer and turns
///   per-query timing on; `detach()` removes both, and the game pays nothing again;
/// - probes: queries made between `begin_probe()` and `end_probe()` (the Probe panel's)
///   go to their own record, of kind `Probe`, not into the game's steps;
/// - the tiles come from the engine's own traversals of the same shapes (query_tiles.hpp),
///   n tiles for a query that reported n — so the list is exactly the walk that ran.
///
///     game::inspector::QueryRecorder recorder;
///     recorder.attach(world.queries());
///     world.step(input);
///     for (const auto& query : recorder.step_back(0).queries) { /* ... */ }
///
/// Source: Box2D v3 returns traversal counters from its queries and its samples app draws
/// them (DESIGN.md §1); the ring and the caps are the usual shape of a frame profiler.

#include "inspector/query_record.hpp"
#include "sim/queries.hpp"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace game::inspector {

/// How much the recorder may keep.
struct RecorderLimits {
    std::size_t steps_kept = 8;           ///< steps in the ring (the latest included)
    std::size_t queries_per_step = 2048;  ///< records per step; more are only counted
    std::size_t tiles_per_step = 65536;   ///< tiles per step, all queries together
    std::size_t tiles_per_query = 4096;   ///< tiles of one query (per grid)
};

/// The query layer's observer that keeps the last steps' queries (see the file comment).
class QueryRecorder final : public QueryObserver {
public:
    /// A recorder with every buffer reserved for `limits`. Throws std::invalid_argument when
    /// a limit is zero or larger than 2^24.
    explicit QueryRecorder(RecorderLimits limits = {});
    /// Detaches from the query layer it listens to, if any.
    ~QueryRecorder() override;
    QueryRecorder(const QueryRecorder&) = delete;
    QueryRecorder& operator=(const QueryRecorder&) = delete;

    // [SECTION] On and off
    /// Listens to `queries` from now on (and turns its per-query timing on). Detaches from
    /// the previous query layer first.
    void attach(Queries& queries);
    /// Stops listening (and turns timing back off). Safe to call when not attached.
    void detach();
    /// Forgets the query layer without touching it — for when it has been destroyed.
    void forget() noexcept { queries_ = nullptr; }
    /// The query layer listened to, or nullptr.
    const Queries* attached_to() const noexcept { return queries_; }

    // [SECTION] QueryObserver
    /// Starts a new step in the ring (the oldest step is dropped when it is full).
    void on_step_begin(std::uint64_t step) override;
    /// Records one query (or only counts it, past the caps).
    void on_query(const QueryEvent& event) override;

    // [SECTION] Probes
    /// Queries from now until `end_probe` are probe queries; the probe record is cleared.
    void begin_probe();
    /// Back to recording the game's steps.
    void end_probe() noexcept { probing_ = false; }
    /// The last probe's queries.
    const StepRecord& probe() const noexcept { return probe_; }

    // [SECTION] Reading
    /// Steps held, at most `limits().steps_kept`.
    std::size_t steps_recorded() const noexcept { return steps_recorded_; }
    /// The step `age` steps back: 0 is the latest. Requires age < steps_recorded().
    const StepRecord& step_back(std::size_t age) const;
    /// The step numbered `step`, if it is still held.
    const StepRecord* find_step(std::uint64_t step) const noexcept;
    /// The limits it was made with.
    const RecorderLimits& limits() const noexcept { return limits_; }
    /// Bytes reserved for records and tiles (constant after construction).
    std::size_t memory_bytes() const noexcept;
    /// Drops every recorded step (keeps the memory).
    void clear() noexcept;

private:
    StepRecord& current();
    void record_tiles(const QueryEvent& event, QueryRecord& record, StepRecord& step);
    TileList begin_list(StepRecord& step, TileGrid grid, float tile_size) const noexcept;
    void finish_list(StepRecord& step, TileList& list, std::uint64_t walked, std::uint64_t kept) const noexcept;

    RecorderLimits limits_;
    std::vector<StepRecord> ring_;
    std::size_t newest_ = 0;
    std::size_t steps_recorded_ = 0;
    StepRecord probe_;
    bool probing_ = false;
    Queries* queries_ = nullptr;
    bool timing_was_on_ = false;
};

} // namespace game::inspector
