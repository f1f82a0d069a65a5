#include "sim/queries.hpp"

#include "sim/disk_overlap.hpp"

#include <engine/raycast/bullet_sweep.hpp>

#include <chrono>

namespace game {

/// Book-keeping shared by every query: start the clock (if timing), collect the query's
/// own tally, and at `finish` add it to the totals and tell the observer.
class Queries::Scope {
public:
    Scope(Queries& queries, QueryKind kind, Actor who, engine::Position2 from, engine::Position2 to,
          engine::Length radius)
        : queries_{queries} {
        event_.kind = kind;
        event_.asked_by = who;
        event_.step = queries.step_;
        event_.from = from;
        event_.to = to;
        event_.radius = radius;
        event_.cost.queries = 1;
        if (queries.settings_.timing) {
            start_ = std::chrono::steady_clock::now();
        }
    }
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;
    ~Scope() = default;

    /// The query's own counters, for the engine calls to add into.
    QueryTally& tally() noexcept { return event_.cost; }
    /// Keeps the wall cast's result for the observer.
    void set_wall(const engine::CastResult& wall) noexcept { event_.wall = wall; }

    /// Records how the query ended.
    void finish(QueryOutcome outcome, engine::Position2 hit_point, Actor hit_actor = {}) {
        event_.outcome = outcome;
        event_.hit_point = hit_point;
        event_.hit_actor = hit_actor;
        if (queries_.settings_.timing) {
            event_.cost.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
        }
        queries_.counters_[event_.kind] += event_.cost;
        if (queries_.observer_ != nullptr) {
            queries_.observer_->on_query(event_);
        }
    }

private:
    Queries& queries_;
    QueryEvent event_;
    std::chrono::steady_clock::time_point start_{};
};

Queries::Queries(const Arena& arena, QuerySettings settings)
    : arena_{&arena},
      settings_{settings},
      objects_{arena.width(), arena.height(), settings.index_tile_size, settings.use_index} {
    objects_.set_teaching_core(settings.teaching_core);
}

void Queries::begin_step(std::uint64_t step) {
    step_ = step;
    if (observer_ != nullptr) {
        observer_->on_step_begin(step);
    }
}

// [SECTION] Object upkeep

ObjectId Queries::add_object(Actor actor, engine::Position2 centre, engine::Length radius) {
    Scope scope(*this, QueryKind::IndexUpdate, actor, centre, centre, radius);
    const ObjectId id = objects_.add(actor, centre, radius, scope.tally());
    scope.finish(QueryOutcome::Nothing, centre);
    return id;
}

void Queries::move_object(ObjectId id, engine::Position2 centre) {
    const TrackedObject& object = objects_.at(id);
    Scope scope(*this, QueryKind::IndexUpdate, object.actor, object.centre, centre, object.radius);
    objects_.move(id, centre, scope.tally());
    scope.finish(QueryOutcome::Nothing, centre);
}

void Queries::remove_object(ObjectId id) {
    const TrackedObject object = objects_.at(id);
    Scope scope(*this, QueryKind::IndexUpdate, object.actor, object.centre, object.centre, object.radius);
    objects_.remove(id, scope.tally());
    scope.finish(QueryOutcome::Nothing, object.centre);
}

void Queries::set_use_index(bool use_index) {
    settings_.use_index = use_index;
    objects_.set_use_index(use_index);
}

void Queries::set_teaching_core(bool teaching_core) {
    settings_.teaching_core = teaching_core;
    objects_.set_teaching_core(teaching_core);
}

void Queries::set_index_tile_size(engine::Length tile_size) {
    objects_.set_index_tile_size(tile_size);
    settings_.index_tile_size = tile_size;
}

// [SECTION] Segment queries: lasers, bullets, line of sight

SegmentQueryResult Queries::segment_query(QueryKind kind, Actor who, engine::Position2 from, engine::Position2 to,
                                          ActorKind target, engine::Length extra_radius) {
    Scope scope(*this, kind, who, from, to, engine::Length::zero());
    const engine::CastResult wall =
        cast_walls(from, to, scope.tally(), kind == QueryKind::Laser ? settings_.laser_max_tiles : engine::kNoTileLimit);
    scope.set_wall(wall);
    // The engine's sweep (raycast/bullet_sweep.hpp): the walls first, then the first target
    // on the part before the wall.
    const auto sweep = engine::sweep_bullet(wall, from, to, [&](engine::Position2 start, engine::Position2 reach) {
        return objects_.first_on_segment(start, reach, target, extra_radius, scope.tally());
    });
    SegmentQueryResult result;
    result.point = sweep.point;
    result.fraction = sweep.fraction;
    if (sweep.hit == engine::SweepHit::Object) {
        result.outcome = QueryOutcome::Target;
        result.target = sweep.object->actor;
        result.target_object = sweep.object->object;
    } else if (wall.hit == engine::CastHit::FromInside) {
        result.outcome = QueryOutcome::FromInside;
    } else if (sweep.hit == engine::SweepHit::Wall) {
        result.outcome = QueryOutcome::Wall;
        result.wall_normal = wall.normal;
    }
    scope.finish(result.outcome, result.point, result.target);
    return result;
}

SegmentQueryResult Queries::laser(Actor who, engine::Position2 from, engine::Position2 to, ActorKind target) {
    return segment_query(QueryKind::Laser, who, from, to, target, engine::Length::zero());
}

SegmentQueryResult Queries::bullet_sweep(Actor who, engine::Position2 from, engine::Position2 to, ActorKind target,
                                         engine::Length radius) {
    return segment_query(QueryKind::BulletSweep, who, from, to, target, radius);
}

bool Queries::line_of_sight(Actor who, engine::Position2 from, engine::Position2 to) {
    Scope scope(*this, QueryKind::LineOfSight, who, from, to, engine::Length::zero());
    const engine::CastResult wall = cast_walls(from, to, scope.tally(), engine::kNoTileLimit);
    scope.set_wall(wall);
    const bool clear = wall.hit == engine::CastHit::None;
    scope.finish(clear ? QueryOutcome::Nothing
                       : (wall.hit == engine::CastHit::FromInside ? QueryOutcome::FromInside : QueryOutcome::Wall),
                 wall.point);
    return clear;
}

// [SECTION] Circle queries: sensing

std::optional<Actor> Queries::sense(Actor who, engine::Position2 centre, engine::Length radius, ActorKind wanted) {
    Scope scope(*this, QueryKind::Sensing, who, centre, centre, radius);
    objects_.centres_in_circle(centre, radius, wanted, scratch_found_, scope.tally());
    if (scratch_found_.empty()) {
        scope.finish(QueryOutcome::Nothing, centre);
        return std::nullopt;
    }
    const TrackedObject& found = objects_.at(scratch_found_.front());
    scope.finish(QueryOutcome::Target, found.centre, found.actor);
    return found.actor;
}

// [SECTION] Wall probes: bodies

bool Queries::body_blocked(Actor who, engine::Position2 centre, engine::Length radius) {
    Scope scope(*this, QueryKind::BodyProbe, who, centre, centre, radius);
    const DiskOverlap overlap = disk_overlaps_solid(arena_->collision, centre, radius, settings_.teaching_core);
    scope.tally().tiles_visited += overlap.tiles_visited;
    scope.tally().pixels_tested += overlap.pixels_tested;
    scope.finish(overlap.blocked ? QueryOutcome::Wall : QueryOutcome::Nothing, centre);
    return overlap.blocked;
}

} // namespace game
