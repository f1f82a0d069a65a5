#pragma once
/// `LooseDiskGrid`: disks (centre + radius, tile units) each linked into the one tile that
/// holds its centre — a loose grid — for "which of many agents does this one sense?".
///
/// What it is for: sensing among many moving disks. In `TileObjectIndex` a disk is linked by
/// its box into every tile the box overlaps, so a large query meets it up to four times; the
/// visit stamps skip the repeats, but each is still a list entry to load and a "met before?"
/// to guess. Here each disk is linked once, by its centre, and a query grows its radius by
/// the largest disk radius held instead: a disk of radius a meets the query disk (q, r)
/// exactly when its centre lies within r + a <= r + a_max of q, and the circle walk visits
/// every tile whose closed square meets the grown disk, so it visits the centre's tile.
/// Nothing is met twice. The price: the query covers a slightly larger disk, and a segment
/// cannot use it (a segment needs each disk's extent in the tiles it crosses: keep a
/// `TileObjectIndex` of boxes beside it for sweeps). Chapter 6, "A loose grid", says more.
///
/// Important parts:
/// - built on `TileObjectIndex` (tile_object_index.hpp): each disk is a zero-size box in its
///   centre's tile, so the per-tile lists, handles (`ObjectHandle`, stale after `remove`),
///   the one-query-at-a-time rule and the pushed query loop (`ObjectQuery::for_each`) are the
///   index's own. The disks themselves live in a record per slot beside it;
/// - `move` checks the centre's tile first: a centre that stays in its tile (most moves, for
///   agents slower than a tile a frame) writes the record and touches no list, not even the
///   index's `move`;
/// - `disks_in_circle(centre, radius)` yields exactly the disks whose closed disk meets the
///   closed query disk — |c - q| <= r + a decided exactly for the doubles as given, by
///   `disks_meet` (a double test with an error bound, exact arithmetic when too close to
///   call: exact_predicates.hpp) — each once, in the order of the tiles. As a range-for or
///   pushed (`for_each`), like object_queries.hpp;
/// - the grown radius is r + a_max rounded *up* (`grown_radius`): that sum is the only
///   rounding between the contract and the tiles walked, because the circle walk is exact
///   for any doubles (circle_query.hpp). The game's boxes carry a 4 px margin for the same
///   purpose (game/src/sim/object_table.cpp: the bullet's radius and the segment walk's
///   2^-10 tile); the centres need no more than this one ulp;
/// - arbitrary doubles: centres anywhere in [-2^31, 2^31) tiles, radii in [0, 2^20). A
///   centre outside the area is linked into the nearest edge tile (clamped), and a query
///   walks from its own centre clamped the same way: clamping both points onto the area's
///   rectangle never lengthens the distance between them, so a disk outside is still found
///   (only the edge tiles' lists grow when many centres lie outside);
/// - the largest radius is kept as a count per radius (`largest_radius`): removing or
///   shrinking the largest disk lowers it at once, so queries never stay grown for a disk
///   that is gone;
/// - writes throw std::logic_error while a query range of this grid exists; a write that
///   throws leaves the grid as it was.
///
///     engine::LooseDiskGrid agents(16, 16);                      // 16 x 16 tiles
///     auto scout = agents.insert({3.5, 3.5}, 0.25);
///     auto tank = agents.insert({6.0, 3.5}, 1.0);                // 2.5 tiles from the scout
///     agents.move(scout, {3.75, 3.5});                           // same tile: no list touched
///     int sensed = 0;
///     for (engine::DiskHit hit : agents.disks_in_circle({3.75, 3.5}, 1.5)) {
///         sensed += hit.handle == tank ? 1 : 0;                  // 2.25 <= 1.5 + 1.0: sensed
///     }
///     if (sensed != 1 || agents.index().maintenance_counters().moves != 0) return 1;
///
/// Memory: a `TileObjectIndex` of one-tile objects (4 bytes per tile, 68 + 12 per disk) plus
/// a 40-byte record per disk, and one map entry per distinct radius.
///
/// Source: Thatcher Ulrich, "Loose Octrees", Game Programming Gems (2000),
/// http://tulrich.com/geekstuff/partitioning.html — store each object once, by its centre,
/// in a cell loosened by the objects' extent; a query grows by that extent instead. Here the
/// cells are a flat tile grid and the loosening is the largest radius held.

#include <engine/numbers.hpp>
#include <engine/tilemap/circle_query.hpp>
#include <engine/tilemap/exact_number.hpp>
#include <engine/tilemap/exact_predicates.hpp>
#include <engine/tilemap/object_queries.hpp>
#include <engine/tilemap/query_support.hpp>
#include <engine/tilemap/tile_object_index.hpp>
#include <engine/tilemap/tile_space.hpp>
#include <engine/tilemap/tile_space_box.hpp>
#include <engine/tilemap/tilemap.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <limits>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace engine {

/// True when the closed disks (a, radius_a) and (b, radius_b) meet: |a - b| <= radius_a +
/// radius_b, exactly, for coordinates below 2^31 and radii below 2^31 in magnitude. Disks
/// that just touch meet. A double evaluation decides unless the value lies within its
/// rounding bound (exact_predicates.hpp: the same 8u bound; this one has at most about 5u,
/// as `square_meets_disk`), and `ExactNumber` decides the rest.
inline bool disks_meet(TileSpacePoint a, double radius_a, TileSpacePoint b, double radius_b) {
    const double dx = a.x - b.x;
    const double dy = a.y - b.y;
    const double reach = radius_a + radius_b;
    const double distance_squared = dx * dx + dy * dy;
    const double reach_squared = reach * reach;
    const double value = distance_squared - reach_squared;
    const double bound = detail::kRelativeBound * (distance_squared + reach_squared) + detail::kAbsoluteBound;
    if (value > bound || value < -bound) {
        return value < 0.0;
    }
    const ExactNumber exact_dx = ExactNumber{a.x} - ExactNumber{b.x};
    const ExactNumber exact_dy = ExactNumber{a.y} - ExactNumber{b.y};
    const ExactNumber exact_reach = ExactNumber{radius_a} + ExactNumber{radius_b};
    return (exact_dx * exact_dx + exact_dy * exact_dy - exact_reach * exact_reach).sign() <= 0;
}

/// A disk in tile units: centre and radius.
struct Disk {
    /// The centre.
    TileSpacePoint centre;
    /// The radius (0 or more).
    double radius = 0.0;
};

/// A disk a `LooseDiskGrid` query found.
struct DiskHit {
    /// The disk's handle.
    ObjectHandle handle;
    /// The tile it is linked into (its centre's, clamped into the grid), where it was found.
    TileCoord tile;
    /// Its centre, as last given.
    TileSpacePoint centre{};
    /// Its radius.
    double radius = 0.0;
};

namespace detail {

/// What a `LooseDiskGrid` keeps per slot (40 bytes): the disk, the tile it is linked into, and
/// the slot's generation, so that a move checks its handle and tile without reading the index.
struct LooseDiskRecord {
    TileSpacePoint centre;
    double radius = 0.0;
    TileCoord tile;
    std::uint32_t generation = 0;  // the index's generation of the slot while live, else 0
};

/// a + b rounded up: the smallest double not below the exact sum (two-sum for the error).
inline double sum_rounded_up(double a, double b) noexcept {
    const double sum = a + b;
    const double b_part = sum - a;
    const double error = (a - (sum - b_part)) + (b - b_part);
    return error > 0.0 ? std::nextafter(sum, std::numeric_limits<double>::infinity()) : sum;
}

} // namespace detail

/// The shape of a `disks_in_circle` query, for `ObjectQuery`: the linked objects are centres,
/// and the test is the disks' own (`disks_meet`) on the records, not the link box.
struct DisksInCircleShape {
    static constexpr const char* kName = "disks_in_circle";
    using TileRange = CircleSpanRange;
    using Hit = DiskHit;
    const detail::LooseDiskRecord* records = nullptr;
    TileSpacePoint centre;
    double radius = 0.0;
    std::optional<Hit> test(ObjectHandle handle, const TileSpaceBox& /*link*/, TileCoord tile) const {
        const detail::LooseDiskRecord& record = records[handle.slot];
        if (disks_meet(record.centre, record.radius, centre, radius)) {
            return Hit{handle, tile, record.centre, record.radius};
        }
        return std::nullopt;
    }
};

class LooseDiskGrid;

/// The range `LooseDiskGrid::disks_in_circle` returns: an `ObjectQuery` over the grid's index
/// that also marks the grid as read for as long as it exists, so that the grid's own writes
/// (a move within a tile never reaches the index) throw meanwhile. Not copyable or movable.
class DisksInCircleQuery {
public:
    /// What the query yields.
    using Hit = DiskHit;

    DisksInCircleQuery(const LooseDiskGrid& grid, DisksInCircleShape shape, CircleSpanRange tiles);
    DisksInCircleQuery(const DisksInCircleQuery&) = delete;
    DisksInCircleQuery& operator=(const DisksInCircleQuery&) = delete;
    ~DisksInCircleQuery();

    /// Starts the query (throws std::logic_error if another query on the grid is running).
    auto begin() { return query_.begin(); }
    /// The end marker.
    std::default_sentinel_t end() const noexcept { return {}; }
    /// The same hits pushed: `visit(hit)` for each, until it returns false (it may return
    /// void). The faster loop when no `break` is needed (object_queries.hpp, `for_each`).
    template <typename Visit>
    void for_each(Visit&& visit) {
        query_.for_each(visit);
    }
    /// Tiles visited, list entries walked (one per disk met: nothing is linked twice), disks
    /// tested and found.
    const ObjectQueryStats& stats() const noexcept { return query_.stats(); }
    /// The query as run: its centre clamped onto the area, its radius grown.
    const DisksInCircleShape& shape() const noexcept { return query_.shape(); }

private:
    /// Registers as a reader before the query exists, and unregisters after it is gone.
    struct ReadMark {
        const LooseDiskGrid* grid;
        explicit ReadMark(const LooseDiskGrid& grid) noexcept;
        ~ReadMark();
        ReadMark(const ReadMark&) = delete;
        ReadMark& operator=(const ReadMark&) = delete;
    };
    ReadMark mark_;
    ObjectQuery<DisksInCircleShape> query_;
};

/// Disks linked by their centres into the tiles of a width x height grid; queries grow by the
/// largest radius held.
class LooseDiskGrid {
public:
    /// Radii (of disks and queries) must lie below this (2^20 tiles), so that a grown radius
    /// stays below the circle walk's limit of 2^21.
    static constexpr double kMaxRadius = 0x1p20;

    /// An empty grid over tiles [0, width) x [0, height). Throws like `TileObjectIndex`.
    LooseDiskGrid(std::int32_t width, std::int32_t height) : index_{width, height} {}

    /// Columns covered.
    [[nodiscard]] std::int32_t width() const noexcept { return index_.width(); }
    /// Rows covered.
    [[nodiscard]] std::int32_t height() const noexcept { return index_.height(); }
    /// The covered tiles as a rectangle at the origin.
    [[nodiscard]] TileRect bounds() const noexcept { return index_.bounds(); }
    /// Number of disks held.
    [[nodiscard]] std::size_t size() const noexcept { return index_.size(); }
    /// One more than the largest slot in use so far (for vectors indexed by handle slot).
    [[nodiscard]] std::size_t slot_capacity() const noexcept { return index_.slot_capacity(); }
    /// The index of centres underneath: its counters, its tiles (`tile_rect`), its check.
    [[nodiscard]] const TileObjectIndex& index() const noexcept { return index_; }

    /// Adds a disk. Throws std::invalid_argument / std::out_of_range for a centre coordinate
    /// that is not finite or outside [-2^31, 2^31), or a radius not in [0, kMaxRadius);
    /// std::logic_error while a query range exists.
    ObjectHandle insert(TileSpacePoint centre, double radius, std::uint32_t user_data = 0) {
        require_writable("LooseDiskGrid::insert");
        validate(centre, radius, "LooseDiskGrid::insert");
        if (records_.size() == records_.capacity()) {
            records_.reserve(std::max<std::size_t>(8, 2 * records_.size()));  // may throw: nothing changed
        }
        const TileCoord tile = tile_of(centre);
        count_radius(radius);  // may throw: nothing changed
        ObjectHandle handle;
        try {
            handle = index_.insert(link_box(tile), user_data);
        } catch (...) {
            uncount_radius(radius);
            throw;
        }
        if (handle.slot >= records_.size()) {
            records_.resize(handle.slot + 1);  // within the capacity reserved above: no throw
        }
        records_[handle.slot] = {centre, radius, tile, handle.generation};
        return handle;
    }

    /// Moves a disk's centre, keeping its radius. A centre that stays in its tile writes the
    /// record only. Throws like `insert`, and std::invalid_argument for a stale handle.
    void move(ObjectHandle handle, TileSpacePoint centre) {
        if (contains(handle) && readers_ == 0) [[likely]] {
            detail::LooseDiskRecord& record = records_[handle.slot];
            if (centre_keeps_tile(centre, record.tile)) {
                record.centre = centre;
                return;
            }
        }
        move_to_other_tile(handle, centre);
    }

    /// Moves a disk and changes its radius. Throws like the other `move`.
    void move(ObjectHandle handle, TileSpacePoint centre, double radius) {
        detail::LooseDiskRecord& record = checked_record(handle, "LooseDiskGrid::move");
        require_writable("LooseDiskGrid::move");
        validate(centre, radius, "LooseDiskGrid::move");
        if (radius == record.radius) {
            relink(handle, record, centre);
            return;
        }
        count_radius(radius);  // may throw: nothing changed
        try {
            relink(handle, record, centre);  // may throw (a query on index() still alive): undo the count
        } catch (...) {
            uncount_radius(radius);
            throw;
        }
        uncount_radius(record.radius);
        record.radius = radius;
    }

    /// Removes a disk; its handle becomes stale. Throws std::invalid_argument for a stale handle.
    void remove(ObjectHandle handle) {
        detail::LooseDiskRecord& record = checked_record(handle, "LooseDiskGrid::remove");
        require_writable("LooseDiskGrid::remove");
        index_.remove(handle);
        uncount_radius(record.radius);
        record = {};
    }

    /// True when `handle` names a disk of this grid.
    [[nodiscard]] bool contains(ObjectHandle handle) const noexcept {
        return handle.slot < records_.size() && (handle.generation & 1u) == 1u &&
               records_[handle.slot].generation == handle.generation;
    }

    /// The disk. Throws std::invalid_argument for a stale handle.
    [[nodiscard]] Disk disk(ObjectHandle handle) const {
        const detail::LooseDiskRecord& record = checked_record(handle, "LooseDiskGrid::disk");
        return {record.centre, record.radius};
    }

    /// The tile the disk is linked into: its centre's, clamped into the grid.
    [[nodiscard]] TileCoord tile(ObjectHandle handle) const { return checked_record(handle, "LooseDiskGrid::tile").tile; }

    /// The value given at insertion. Throws std::invalid_argument for a stale handle.
    [[nodiscard]] std::uint32_t user_data(ObjectHandle handle) const { return index_.user_data(handle); }

    /// The largest radius of the disks held (0 when none).
    [[nodiscard]] double largest_radius() const noexcept {
        return radius_counts_.empty() ? 0.0 : radius_counts_.rbegin()->first;
    }

    /// The radius a query of `radius` walks the tiles with: radius + `largest_radius()`,
    /// rounded up, so that no rounding can leave a tile out.
    [[nodiscard]] double grown_radius(double radius) const noexcept {
        return detail::sum_rounded_up(radius, largest_radius());
    }

    /// The disks whose closed disk meets the closed disk (`centre`, `radius`), each once, row
    /// by row of the tiles (within a tile, most recently linked first). Exact for any centre
    /// coordinates in [-2^31, 2^31) and radius in [0, kMaxRadius), inside the area or not.
    /// Throws std::invalid_argument / std::out_of_range for other input.
    [[nodiscard]] DisksInCircleQuery disks_in_circle(TileSpacePoint centre, double radius) const {
        validate(centre, radius, "LooseDiskGrid::disks_in_circle");
        const TileSpacePoint from = clamped_onto_area(centre);
        // The clipped walk visits at most the grid's tiles, so no limit below the index's own.
        return DisksInCircleQuery{*this, DisksInCircleShape{records_.data(), centre, radius},
                                  tiles_in_circle_clipped(from, grown_radius(radius), bounds(), TileObjectIndex::kMaxTiles)};
    }

    /// Checks the index's invariants (`TileObjectIndex::check_invariants`, in the engine
    /// library), and that every disk is linked into its centre's tile under its own
    /// generation and the radius counts match the disks; throws std::logic_error. For tests.
    void check_invariants() const {
        index_.check_invariants();
        std::map<double, std::uint32_t> counts;
        std::size_t live = 0;
        index_.for_each_object([&](ObjectHandle handle) {
            if (!contains(handle)) {
                throw std::logic_error("LooseDiskGrid: slot " + std::to_string(handle.slot) + " has no record of its generation");
            }
            const detail::LooseDiskRecord& record = records_[handle.slot];
            const TileRect rect = index_.tile_rect(handle);
            if (!(record.tile == tile_of(record.centre)) || rect.x != record.tile.x || rect.y != record.tile.y ||
                rect.width != 1 || rect.height != 1) {
                throw std::logic_error("LooseDiskGrid: slot " + std::to_string(handle.slot) + " is not linked into its centre's tile");
            }
            ++counts[record.radius];
            ++live;
        });
        if (counts != radius_counts_ || live != size()) {
            throw std::logic_error("LooseDiskGrid: the radius counts do not match the disks");
        }
    }

private:
    friend class DisksInCircleQuery;

    /// Four compares on the path every move takes (NaN fails them too); only a centre that
    /// fails goes to the full check, which says which coordinate was wrong and throws. Called
    /// as a function, that check was a fifth of a move's time (perf, bench_peers' update).
    static void validate_centre(TileSpacePoint centre, const char* where) {
        if (!(centre.x >= detail::kMinCoordinate && centre.x < detail::kMaxCoordinateExclusive &&
              centre.y >= detail::kMinCoordinate && centre.y < detail::kMaxCoordinateExclusive)) [[unlikely]] {
            detail::require_tile_coordinate(centre.x, where, "centre.x");
            detail::require_tile_coordinate(centre.y, where, "centre.y");
        }
    }

    static void validate(TileSpacePoint centre, double radius, const char* where) {
        validate_centre(centre, where);
        detail::require_finite(radius, where, "radius");
        if (!(radius >= 0.0 && radius < kMaxRadius)) {
            throw std::out_of_range(std::string(where) + ": radius = " + describe_number(radius) +
                                    " is outside [0, 2^20) tiles");
        }
    }

    void require_writable(const char* where) const {
        if (readers_ != 0) {
            throw std::logic_error(std::string(where) +
                                   ": a disks_in_circle query of this grid still exists; let it end first");
        }
    }

    detail::LooseDiskRecord& checked_record(ObjectHandle handle, const char* where) {
        if (!contains(handle)) [[unlikely]] {
            throw_stale(handle, where);
        }
        return records_[handle.slot];
    }
    /// Apart from `checked_record`, so that the message's building stays off the move's path.
    [[noreturn, gnu::noinline, gnu::cold]] static void throw_stale(ObjectHandle handle, const char* where) {
        throw std::invalid_argument(std::string(where) + ": stale or invalid handle (slot " + std::to_string(handle.slot) +
                                    ", generation " + std::to_string(handle.generation) + ")");
    }
    const detail::LooseDiskRecord& checked_record(ObjectHandle handle, const char* where) const {
        return const_cast<LooseDiskGrid&>(*this).checked_record(handle, where);
    }

    /// The tile holding a coordinate, clamped into [0, size): a centre outside the area goes
    /// to the nearest edge tile, whose closed square holds the centre clamped onto the area.
    /// The floor by truncation and one compare, exact for the validated range [-2^31, 2^31):
    /// without SSE4.1, `std::floor` is a library call, and this runs on every move.
    static std::int32_t tile_on_axis(double value, std::int32_t size) noexcept {
        const auto truncated = static_cast<std::int64_t>(value);
        const std::int64_t tile = truncated - (static_cast<double>(truncated) > value ? 1 : 0);
        return tile < 0 ? 0 : (tile >= size ? size - 1 : static_cast<std::int32_t>(tile));
    }
    [[nodiscard]] TileCoord tile_of(TileSpacePoint centre) const noexcept {
        return {tile_on_axis(centre.x, width()), tile_on_axis(centre.y, height())};
    }

    /// The point on the area's closed rectangle nearest to `point`. Clamping is exact, and
    /// never lengthens the distance between two points: the query's correctness argument.
    [[nodiscard]] TileSpacePoint clamped_onto_area(TileSpacePoint point) const noexcept {
        return {std::clamp(point.x, 0.0, static_cast<double>(width())), std::clamp(point.y, 0.0, static_cast<double>(height()))};
    }

    /// What the index links for a disk: a zero-size box at its tile's centre, so that the
    /// index sees only tile changes.
    static TileSpaceBox link_box(TileCoord tile) noexcept {
        const TileSpacePoint middle{tile.x + 0.5, tile.y + 0.5};
        return {middle, middle};
    }

    /// The move's first test, inlined: true only when `centre` passes `validate_centre` and
    /// `tile_of(centre)` is `tile` — per axis, the coordinate lies in the tile's column (or
    /// anywhere in the valid range beyond it when that column is the map's edge). Compares
    /// only: the tile's edges are exact doubles, and nothing is rounded to a tile.
    [[nodiscard]] bool centre_keeps_tile(TileSpacePoint centre, TileCoord tile) const noexcept {
        const auto keeps = [](double value, std::int32_t column, std::int32_t size) {
            const double left = column == 0 ? detail::kMinCoordinate : static_cast<double>(column);
            const double right = column == size - 1 ? detail::kMaxCoordinateExclusive : static_cast<double>(column) + 1.0;
            return value >= left && value < right;
        };
        return keeps(centre.x, tile.x, width()) && keeps(centre.y, tile.y, height());
    }

    /// `move` when the centre left its tile (or the call is wrong): the full checks, then the
    /// relinking. Out of line, so that the fast path stays small.
    [[gnu::noinline]] void move_to_other_tile(ObjectHandle handle, TileSpacePoint centre) {
        detail::LooseDiskRecord& record = checked_record(handle, "LooseDiskGrid::move");
        require_writable("LooseDiskGrid::move");
        validate_centre(centre, "LooseDiskGrid::move");
        relink(handle, record, centre);
    }

    /// Stores the new centre, relinking the disk only when its tile changed. The index's move
    /// of a one-tile object needs no bigger block, so it cannot fail here.
    void relink(ObjectHandle handle, detail::LooseDiskRecord& record, TileSpacePoint centre) {
        const TileCoord tile = tile_of(centre);
        if (!(tile == record.tile)) {
            index_.move(handle, link_box(tile));
            record.tile = tile;
        }
        record.centre = centre;
    }

    void count_radius(double radius) { ++radius_counts_[radius]; }
    void uncount_radius(double radius) noexcept {
        const auto entry = radius_counts_.find(radius);
        if (--entry->second == 0) {
            radius_counts_.erase(entry);
        }
    }

    TileObjectIndex index_;
    std::vector<detail::LooseDiskRecord> records_;  // by slot
    std::map<double, std::uint32_t> radius_counts_;  // disks held per radius; largest last
    mutable std::uint32_t readers_ = 0;              // query ranges alive
};

inline DisksInCircleQuery::ReadMark::ReadMark(const LooseDiskGrid& grid) noexcept : grid{&grid} { ++grid.readers_; }
inline DisksInCircleQuery::ReadMark::~ReadMark() { --grid->readers_; }

inline DisksInCircleQuery::DisksInCircleQuery(const LooseDiskGrid& grid, DisksInCircleShape shape, CircleSpanRange tiles)
    : mark_{grid}, query_{grid.index_, shape, std::move(tiles)} {}

inline DisksInCircleQuery::~DisksInCircleQuery() = default;

} // namespace engine
