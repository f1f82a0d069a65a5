#pragma once
/// `QueryRecorder`: listens to every query the simulation makes and keeps the steps of the
/// last seconds — kind, who asked, parameters, result, counters, duration, and the tiles
/// walked in order — for the inspector's panels and world overlay.
///
/// What it is for: the Queries, Inspector and Stats panels and the overlay read a step's
/// queries from here. The engine only counts; this is the game-side memory of what it did.
/// A patrol's laser lasts one step (1/120 s): the recorder keeps a time window of steps (2 s
/// by default) so that a person can still freeze and find it, and can arm a trigger that
/// freezes the game on the next query of a kind (`set_trigger`).
///
/// Important parts:
/// - a time window: a ring of the last `steps_kept` steps (seconds x 120); each step holds at
///   most `queries_per_step` records and `tiles_per_step` tiles (a single query at most
///   `tiles_per_query`); what does not fit is counted ("N more not recorded"), never stored;
/// - a memory bound: all buffers together never exceed `memory_budget_bytes`. Buffers grow
///   when a step needs more and keep their capacity when their slot is reused, so a steady
///   game allocates nothing once the ring has gone round; when a busy step would pass the
///   bound, the oldest steps are let go first (the window shortens, the newest step is kept);
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
/// them; the ring, the caps and the budget are the usual shape of a frame profiler's capture
/// buffer (Tracy, Optick: "the last N seconds").

#include "inspector/query_record.hpp"
#include "sim/queries.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace game::inspector {

/// Simulation steps per second (the world's fixed step is 1/120 s).
inline constexpr double kStepsPerSecond = 120.0;

/// How much the recorder may keep.
struct RecorderLimits {
    std::size_t steps_kept = 240;         ///< steps in the ring (the latest included): 2 s
    std::size_t queries_per_step = 2048;  ///< records per step; more are only counted
    std::size_t tiles_per_step = 65536;   ///< tiles per step, all queries together
    std::size_t tiles_per_query = 4096;   ///< tiles of one query (per grid)
    std::size_t memory_budget_bytes = std::size_t{64} << 20;  ///< every buffer together (64 MiB)
};

/// What an armed trigger waits for (the Queries panel's "freeze on next").
struct RecorderTrigger {
    /// Which queries match.
    enum class Match : std::uint8_t {
        Off,     ///< not armed
        Kind,    ///< any query of `kind`
        Hit,     ///< a laser or bullet sweep that hit its target (not a wall)
    } match = Match::Off;
    RecordKind kind = RecordKind::Laser;  ///< for Match::Kind
};

/// The trigger named on the command line (`--freeze-on`): a kind's name ("laser",
/// "bullet_sweep", "line_of_sight", "sensing") or "hit". Throws std::invalid_argument listing
/// the names.
RecorderTrigger parse_trigger(std::string_view text);

/// The query layer's observer that keeps the last steps' queries (see the file comment).
class QueryRecorder final : public QueryObserver {
public:
    /// A recorder for `limits` (buffers grow as steps need them, within the memory budget).
    /// Throws std::invalid_argument when a limit is zero or larger than 2^24, or when the
    /// budget is under 64 KiB.
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

    // [SECTION] The time window and the trigger
    /// Keeps `steps` steps from now on (the recorded ones are dropped). Throws like the constructor.
    void set_steps_kept(std::size_t steps);
    /// Arms (or, with Match::Off, disarms) the trigger; a match found earlier is forgotten.
    void set_trigger(RecorderTrigger trigger) noexcept;
    /// The armed trigger.
    const RecorderTrigger& trigger() const noexcept { return trigger_; }
    /// True once a recorded query matched the armed trigger (which disarms it); `fired()`
    /// says which.
    bool triggered() const noexcept { return fired_.has_value(); }
    /// The step and sequence number of the query that matched, if any.
    const std::optional<std::pair<std::uint64_t, std::uint32_t>>& fired() const noexcept { return fired_; }
    /// Forgets the match (after the inspector selected it).
    void clear_fired() noexcept { fired_.reset(); }

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
    /// Bytes reserved for records and tiles, never more than the budget plus the probe's
    /// and the ring's fixed part (`fixed_bytes`).
    std::size_t memory_bytes() const noexcept;
    /// The part of `memory_bytes` that does not grow: the ring's slots and the probe's buffers.
    std::size_t fixed_bytes() const noexcept;
    /// Drops every recorded step (keeps the memory).
    void clear() noexcept;

private:
    StepRecord& current();
    bool drop_oldest_step() noexcept;
    template <class T>
    bool make_room(std::vector<T>& buffer, std::size_t needed, std::size_t largest);
    void release(StepRecord& step) noexcept;
    void check_trigger(const QueryRecord& record, const StepRecord& step) noexcept;
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
    std::size_t grown_bytes_ = 0;  ///< capacity of the steps' buffers, in bytes (within the budget)
    RecorderTrigger trigger_;
    std::optional<std::pair<std::uint64_t, std::uint32_t>> fired_;
};

} // namespace game::inspector
