#include "inspector/query_recorder.hpp"

#include "inspector/query_tiles.hpp"
#include "sim/object_table.hpp"

#include <engine/raycast/laser_cast.hpp>

#include <algorithm>
#include <exception>
#include <stdexcept>
#include <string>

namespace game::inspector {
namespace {

constexpr std::size_t kLargestLimit = std::size_t{1} << 24;
/// A probe is a handful of queries; its record needs no more.
constexpr std::size_t kProbeQueries = 16;

void check_limit(std::size_t value, const char* what) {
    if (value == 0 || value > kLargestLimit) {
        throw std::invalid_argument(std::string("QueryRecorder: ") + what + " must be in 1..2^24, got " +
                                    std::to_string(value));
    }
}

/// The smallest memory budget: a few steps of a quiet game.
constexpr std::size_t kSmallestBudget = std::size_t{64} << 10;
/// A step's buffers grow by doubling, from at least this many entries.
constexpr std::size_t kFirstCapacity = 32;

void reserve(StepRecord& step, std::size_t queries, std::size_t tiles) {
    step.queries.reserve(queries);
    step.tiles.reserve(tiles);
}

std::size_t buffer_bytes(const StepRecord& step) noexcept {
    return step.queries.capacity() * sizeof(QueryRecord) + step.tiles.capacity() * sizeof(engine::TileCoord);
}

void reset(StepRecord& step, std::uint64_t number) noexcept {
    step.step = number;
    step.queries.clear();  // keeps the capacity: no allocation when the slot is reused
    step.tiles.clear();
    step.queries_seen = 0;
    step.queries_not_recorded = 0;
    step.tiles_not_recorded = 0;
    step.by_kind = {};
}

bool is_segment_query(QueryKind kind) noexcept {
    return kind == QueryKind::Laser || kind == QueryKind::BulletSweep || kind == QueryKind::LineOfSight;
}

/// The engine function(s) behind a query, named for the Inspector panel.
const char* engine_function_of(QueryKind kind, bool uses_index) noexcept {
    switch (kind) {
    case QueryKind::Laser:
    case QueryKind::BulletSweep:
        return uses_index ? "engine::cast_laser, then engine::objects_on_segment"
                          : "engine::cast_laser, then an exact test of every object (index off)";
    case QueryKind::LineOfSight:
        return "engine::cast_laser";
    case QueryKind::Sensing:
        return uses_index ? "engine::objects_in_circle (engine::tiles_in_circle_clipped)"
                          : "an exact test of every object (index off)";
    case QueryKind::BodyProbe:
        return "engine::tiles_in_circle_clipped, then mask rows (game::disk_overlaps_solid)";
    case QueryKind::IndexUpdate:
        return uses_index ? "engine::TileObjectIndex::insert / move / remove" : "none (index off)";
    }
    return "";
}

} // namespace

RecorderTrigger parse_trigger(std::string_view text) {
    if (text == "hit") {
        return {RecorderTrigger::Match::Hit, RecordKind::Laser};
    }
    for (const RecordKind kind : {RecordKind::Laser, RecordKind::BulletSweep, RecordKind::LineOfSight, RecordKind::Sensing}) {
        if (text == name(kind)) {
            return {RecorderTrigger::Match::Kind, kind};
        }
    }
    throw std::invalid_argument("--freeze-on: '" + std::string(text) +
                                "' is not a query to wait for; use laser, bullet_sweep, line_of_sight, sensing or hit");
}

QueryRecorder::QueryRecorder(RecorderLimits limits) : limits_{limits} {
    check_limit(limits.steps_kept, "steps_kept");
    check_limit(limits.queries_per_step, "queries_per_step");
    check_limit(limits.tiles_per_step, "tiles_per_step");
    check_limit(limits.tiles_per_query, "tiles_per_query");
    if (limits.memory_budget_bytes < kSmallestBudget) {
        throw std::invalid_argument("QueryRecorder: memory_budget_bytes must be at least 64 KiB, got " +
                                    std::to_string(limits.memory_budget_bytes));
    }
    ring_.resize(limits.steps_kept);
    reserve(probe_, kProbeQueries, 4 * limits.tiles_per_query);
}

void QueryRecorder::set_steps_kept(std::size_t steps) {
    check_limit(steps, "steps_kept");
    clear();
    if (steps < ring_.size()) {
        for (std::size_t i = steps; i < ring_.size(); ++i) {
            release(ring_[i]);
        }
    }
    ring_.resize(steps);
    limits_.steps_kept = steps;
}

void QueryRecorder::set_trigger(RecorderTrigger trigger) noexcept {
    trigger_ = trigger;
    fired_.reset();
}

// [SECTION] Memory

void QueryRecorder::release(StepRecord& step) noexcept {
    grown_bytes_ -= buffer_bytes(step);
    std::vector<QueryRecord>().swap(step.queries);
    std::vector<engine::TileCoord>().swap(step.tiles);
    reset(step, 0);
}

bool QueryRecorder::drop_oldest_step() noexcept {
    if (steps_recorded_ <= 1) {
        return false;  // the step being recorded stays
    }
    const std::size_t oldest = (newest_ + ring_.size() - (steps_recorded_ - 1)) % ring_.size();
    release(ring_[oldest]);
    --steps_recorded_;
    return true;
}

template <class T>
bool QueryRecorder::make_room(std::vector<T>& buffer, std::size_t needed, std::size_t largest) {
    // Room for `needed` more entries, growing the buffer (at most to `largest`) within the
    // budget — letting the oldest steps go if that is what it takes.
    const std::size_t wanted = std::min(buffer.size() + needed, largest);
    if (wanted <= buffer.capacity()) {
        return wanted > buffer.size();
    }
    const std::size_t grown = std::min(largest, std::max({wanted, buffer.capacity() * 2, kFirstCapacity}));
    const std::size_t extra = (grown - buffer.capacity()) * sizeof(T);
    while (grown_bytes_ + extra > limits_.memory_budget_bytes && drop_oldest_step()) {
    }
    if (grown_bytes_ + extra > limits_.memory_budget_bytes) {
        return buffer.size() < buffer.capacity();
    }
    grown_bytes_ += extra;
    buffer.reserve(grown);
    return true;
}

QueryRecorder::~QueryRecorder() { detach(); }

// [SECTION] On and off

void QueryRecorder::attach(Queries& queries) {
    if (queries_ == &queries) {
        return;
    }
    detach();
    queries_ = &queries;
    timing_was_on_ = queries.settings().timing;
    queries.set_timing(true);
    queries.set_observer(this);
}

void QueryRecorder::detach() {
    if (queries_ == nullptr) {
        return;
    }
    queries_->set_observer(nullptr);
    queries_->set_timing(timing_was_on_);
    queries_ = nullptr;
}

// [SECTION] Recording

void QueryRecorder::on_step_begin(std::uint64_t step) {
    newest_ = steps_recorded_ == 0 ? 0 : (newest_ + 1) % ring_.size();
    steps_recorded_ = std::min(steps_recorded_ + 1, ring_.size());
    reset(ring_[newest_], step);
}

StepRecord& QueryRecorder::current() { return ring_[newest_]; }

void QueryRecorder::begin_probe() {
    reset(probe_, 0);
    probing_ = true;
}

void QueryRecorder::on_query(const QueryEvent& event) {
    if (!probing_ && steps_recorded_ == 0) {
        on_step_begin(event.step);  // a query before the first step (a world being set up)
    }
    StepRecord& step = probing_ ? probe_ : current();
    const RecordKind kind = probing_ ? RecordKind::Probe : record_kind(event.kind);
    step.by_kind[static_cast<std::size_t>(kind)] += event.cost;
    const auto sequence = static_cast<std::uint32_t>(step.queries_seen++);
    const bool room = probing_ ? step.queries.size() < step.queries.capacity()
                               : make_room(step.queries, 1, limits_.queries_per_step);
    if (!room) {
        ++step.queries_not_recorded;
        step.tiles_not_recorded += event.cost.tiles_visited;
        return;
    }
    QueryRecord& record = step.queries.emplace_back();
    record.kind = kind;
    record.event = event;
    record.sequence = sequence;
    if (queries_ == nullptr) {
        record.tiles_note = "no tiles: the recorder was not attached to a query layer";
        return;
    }
    const std::size_t tiles_before = step.tiles.size();
    if (!probing_) {
        // Room for this query's tiles now: the walk below pushes into the buffer, which must
        // not move under it.
        make_room(step.tiles, std::min<std::uint64_t>(event.cost.tiles_visited, 2 * limits_.tiles_per_query),
                  limits_.tiles_per_step);
    }
    try {
        record_tiles(event, record, step);
    } catch (const std::exception&) {
        // A recorder must never stop the game: drop this query's tiles and say so.
        step.tiles.resize(tiles_before);
        record.wall_tiles = record.index_tiles = TileList{};
        record.tiles_note = "no tiles: the engine rejected the query's shape when walking it again";
    }
    if (!probing_) {
        check_trigger(record, step);
    }
}

void QueryRecorder::check_trigger(const QueryRecord& record, const StepRecord& step) noexcept {
    bool match = false;
    switch (trigger_.match) {
    case RecorderTrigger::Match::Off: return;
    case RecorderTrigger::Match::Kind: match = record.kind == trigger_.kind; break;
    case RecorderTrigger::Match::Hit:
        match = (record.kind == RecordKind::Laser || record.kind == RecordKind::BulletSweep) &&
                record.event.outcome == QueryOutcome::Target;
        break;
    }
    if (match) {
        fired_ = std::make_pair(step.step, record.sequence);
        trigger_.match = RecorderTrigger::Match::Off;
    }
}

TileList QueryRecorder::begin_list(StepRecord& step, TileGrid grid, float tile_size) const noexcept {
    TileList list;
    list.first = static_cast<std::uint32_t>(step.tiles.size());
    list.grid = grid;
    list.tile_size_pixels = tile_size;
    return list;
}

void QueryRecorder::finish_list(StepRecord& step, TileList& list, std::uint64_t walked,
                                std::uint64_t kept) const noexcept {
    list.count = static_cast<std::uint32_t>(kept);
    list.not_recorded = static_cast<std::uint32_t>(std::min<std::uint64_t>(walked - kept, 0xFFFF'FFFFu));
    step.tiles_not_recorded += walked - kept;
}

void QueryRecorder::record_tiles(const QueryEvent& event, QueryRecord& record, StepRecord& step) {
    const engine::CollisionMap& map = queries_->arena().collision;
    const ObjectTable& objects = queries_->objects();
    const engine::TileObjectIndex* index = objects.index();
    const float map_tile = static_cast<float>(map.tile_size());
    const float index_tile = objects.index_tile_size().pixels();
    record.used_index = index != nullptr;
    record.engine_function = engine_function_of(event.kind, record.used_index);

    // How many more tiles this list may keep: the per-query cap and the step's pool.
    const auto room = [&](std::uint64_t walked) {
        const std::size_t free_in_pool = step.tiles.capacity() - step.tiles.size();
        return std::min<std::uint64_t>(walked, std::min(limits_.tiles_per_query, free_in_pool));
    };
    const auto keep = [&step](engine::TileCoord tile) { step.tiles.push_back(tile); };

    if (is_segment_query(event.kind)) {
        const std::uint64_t wall_walked = static_cast<std::uint64_t>(event.wall.tiles_visited);
        record.wall_tiles = begin_list(step, TileGrid::Collision, map_tile);
        const std::uint64_t kept = engine::visit_cast_tiles(map, event.from, event.to, room(wall_walked), keep, "cast_tiles");
        finish_list(step, record.wall_tiles, wall_walked, kept);
        // The rest of the query's tiles are the object index's, walked up to the wall.
        const std::uint64_t index_walked =
            event.cost.tiles_visited > wall_walked ? event.cost.tiles_visited - wall_walked : 0;
        if (index != nullptr && index_walked > 0) {
            const engine::Position2 reach = event.wall.hit == engine::CastHit::Hit ? event.wall.point : event.to;
            record.index_tiles = begin_list(step, TileGrid::ObjectIndex, index_tile);
            const std::uint64_t index_kept = segment_tiles(grid_space(event.from, index_tile), grid_space(reach, index_tile),
                                                           index->bounds(), room(index_walked), keep);
            finish_list(step, record.index_tiles, index_walked, index_kept);
        }
        return;
    }
    switch (event.kind) {
    case QueryKind::Sensing:
        if (index != nullptr) {
            const double radius = static_cast<double>(event.radius.pixels() + kIndexBoxMarginPixels) / index_tile;
            record.index_tiles = begin_list(step, TileGrid::ObjectIndex, index_tile);
            const std::uint64_t kept = circle_tiles(grid_space(event.from, index_tile), radius, index->bounds(),
                                                    room(event.cost.tiles_visited), keep);
            finish_list(step, record.index_tiles, event.cost.tiles_visited, kept);
        }
        break;
    case QueryKind::BodyProbe: {
        // The same arithmetic as game::disk_overlaps_solid.
        const double size = map.tile_size();
        const engine::TileSpacePoint centre{event.from.x_pixels() / size, event.from.y_pixels() / size};
        record.wall_tiles = begin_list(step, TileGrid::Collision, map_tile);
        const std::uint64_t kept = circle_tiles(centre, event.radius.pixels() / size, map.tiles().bounds(),
                                                room(event.cost.tiles_visited), keep);
        finish_list(step, record.wall_tiles, event.cost.tiles_visited, kept);
        break;
    }
    case QueryKind::IndexUpdate:
        if (index != nullptr) {
            // The object's box as the object table makes it: the tiles it is linked into now.
            const double half = static_cast<double>(event.radius.pixels() + kIndexBoxMarginPixels) / index_tile;
            const engine::TileSpaceBox box = engine::TileSpaceBox::from_centre(grid_space(event.to, index_tile), half, half);
            const engine::TileRect rect = engine::covering_tile_rect(box, index->width(), index->height());
            const auto covered = static_cast<std::uint64_t>(rect.width) * static_cast<std::uint64_t>(rect.height);
            record.index_tiles = begin_list(step, TileGrid::ObjectIndex, index_tile);
            const std::uint64_t kept = box_tiles(box, index->width(), index->height(), room(covered), keep);
            finish_list(step, record.index_tiles, covered, kept);
        }
        break;
    default:
        break;
    }
}

// [SECTION] Reading

const StepRecord& QueryRecorder::step_back(std::size_t age) const {
    if (age >= steps_recorded_) {
        throw std::out_of_range("QueryRecorder::step_back: age " + std::to_string(age) + " but only " +
                                std::to_string(steps_recorded_) + " steps recorded");
    }
    return ring_[(newest_ + ring_.size() - age) % ring_.size()];
}

const StepRecord* QueryRecorder::find_step(std::uint64_t step) const noexcept {
    for (std::size_t age = 0; age < steps_recorded_; ++age) {
        const StepRecord& record = ring_[(newest_ + ring_.size() - age) % ring_.size()];
        if (record.step == step) {
            return &record;
        }
    }
    return nullptr;
}

std::size_t QueryRecorder::fixed_bytes() const noexcept {
    return sizeof(*this) + ring_.capacity() * sizeof(StepRecord) + buffer_bytes(probe_);
}

std::size_t QueryRecorder::memory_bytes() const noexcept { return fixed_bytes() + grown_bytes_; }

void QueryRecorder::clear() noexcept {
    for (StepRecord& step : ring_) {
        reset(step, 0);
    }
    reset(probe_, 0);
    steps_recorded_ = 0;
    newest_ = 0;
}

} // namespace game::inspector
