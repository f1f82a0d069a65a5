#include "sim/object_table.hpp"

#include <engine/raycast/segment_circle.hpp>
#include <engine/tilemap/object_queries.hpp>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace game {
namespace {

/// How much larger than its disk an object's box in the index is. It must cover the
/// largest `extra_radius` a segment query adds (a bullet's radius) plus the traversal's
/// rounding tolerance (2^-10 tile), so that the index finds every disk the scan finds.
constexpr float kBoxMarginPixels = 4.0f;
/// The largest `extra_radius` the margin above allows.
constexpr float kMaxExtraRadiusPixels = 3.0f;
/// Slack for the early exit of segment queries: tile-entry fractions are computed in
/// tile space, disk fractions in world space; a tiny allowance keeps rounding from
/// stopping one tile too early.
constexpr double kFractionSlack = 1e-6;

engine::Length checked_tile_size(engine::Length tile_size) {
    if (!tile_size.is_finite() || !(tile_size > engine::Length::zero())) {
        throw std::invalid_argument("ObjectTable: index_tile_size must be positive and finite, got " +
                                    std::to_string(tile_size.pixels()) + " px");
    }
    return tile_size;
}

std::int32_t tiles_covering(engine::Length world, engine::Length tile) {
    return std::max(1, static_cast<std::int32_t>(std::ceil(world / tile)));
}

} // namespace

ObjectTable::ObjectTable(engine::Length world_width, engine::Length world_height, engine::Length index_tile_size,
                         bool use_index)
    : world_width_{world_width}, world_height_{world_height}, index_tile_size_{checked_tile_size(index_tile_size)} {
    if (use_index) {
        index_.emplace(make_index());
    }
}

engine::TileObjectIndex ObjectTable::make_index() const {
    return engine::TileObjectIndex(tiles_covering(world_width_, index_tile_size_),
                                   tiles_covering(world_height_, index_tile_size_));
}

engine::TileSpacePoint ObjectTable::to_index_space(engine::Position2 point) const {
    const double inverse = 1.0 / static_cast<double>(index_tile_size_.pixels());
    return {static_cast<double>(point.x_pixels()) * inverse, static_cast<double>(point.y_pixels()) * inverse};
}

engine::TileSpaceBox ObjectTable::box_of(engine::Position2 centre, engine::Length radius) const {
    const double half = static_cast<double>(radius.pixels() + kBoxMarginPixels) / index_tile_size_.pixels();
    return engine::TileSpaceBox::from_center(to_index_space(centre), half, half);
}

ObjectId ObjectTable::add(Actor actor, engine::Position2 centre, engine::Length radius, QueryTally& tally) {
    ObjectId id = kNoObject;
    if (free_ids_.empty()) {
        id = static_cast<ObjectId>(objects_.size());
        objects_.emplace_back();
    } else {
        id = free_ids_.back();
        free_ids_.pop_back();
    }
    TrackedObject& object = objects_[id];
    object = TrackedObject{actor, centre, radius, {}, true};
    if (index_) {
        const auto linked_before = index_->maintenance_counters().tiles_linked;
        object.handle = index_->insert(box_of(centre, radius));
        if (object_of_slot_.size() <= object.handle.slot) {
            object_of_slot_.resize(object.handle.slot + 1, kNoObject);
        }
        object_of_slot_[object.handle.slot] = id;
        tally.tiles_visited += index_->maintenance_counters().tiles_linked - linked_before;
    }
    return id;
}

void ObjectTable::move(ObjectId id, engine::Position2 centre, QueryTally& tally) {
    TrackedObject& object = objects_.at(id);
    object.centre = centre;
    if (index_) {
        const auto& counters = index_->maintenance_counters();
        const auto before = counters.tiles_linked + counters.tiles_unlinked;
        index_->move(object.handle, box_of(centre, object.radius));
        tally.tiles_visited += counters.tiles_linked + counters.tiles_unlinked - before;
    }
}

void ObjectTable::remove(ObjectId id, QueryTally& tally) {
    TrackedObject& object = objects_.at(id);
    if (!object.live) {
        throw std::invalid_argument("ObjectTable::remove: object " + std::to_string(id) + " is not live");
    }
    if (index_) {
        const auto unlinked_before = index_->maintenance_counters().tiles_unlinked;
        index_->remove(object.handle);
        object_of_slot_[object.handle.slot] = kNoObject;
        tally.tiles_visited += index_->maintenance_counters().tiles_unlinked - unlinked_before;
    }
    object = TrackedObject{};
    free_ids_.push_back(id);
}

void ObjectTable::clear() {
    objects_.clear();
    free_ids_.clear();
    object_of_slot_.clear();
    if (index_) {
        index_.emplace(make_index());
    }
}

void ObjectTable::set_use_index(bool use_index) {
    if (use_index == uses_index()) {
        return;
    }
    index_.reset();
    object_of_slot_.clear();
    if (!use_index) {
        return;
    }
    index_.emplace(make_index());
    for (ObjectId id = 0; id < objects_.size(); ++id) {
        TrackedObject& object = objects_[id];
        if (object.live) {
            object.handle = index_->insert(box_of(object.centre, object.radius));
            object_of_slot_.resize(std::max<std::size_t>(object_of_slot_.size(), object.handle.slot + 1), kNoObject);
            object_of_slot_[object.handle.slot] = id;
        }
    }
}

void ObjectTable::set_index_tile_size(engine::Length tile_size) {
    index_tile_size_ = checked_tile_size(tile_size);
    if (index_) {
        index_->rebuild(tiles_covering(world_width_, index_tile_size_), tiles_covering(world_height_, index_tile_size_),
                        [&](engine::ObjectHandle handle) {
                            const TrackedObject& object = objects_[object_of_slot_[handle.slot]];
                            return box_of(object.centre, object.radius);
                        });
    }
}

void ObjectTable::centres_in_circle(engine::Position2 centre, engine::Length radius, ActorKind wanted,
                                    std::vector<ObjectId>& found, QueryTally& tally) const {
    found.clear();
    const engine::Squared<engine::Length> radius_squared = radius * radius;
    const auto test = [&](ObjectId id) {
        const TrackedObject& object = objects_[id];
        if (object.live && object.actor.kind == wanted && (object.centre - centre).length_squared() <= radius_squared) {
            found.push_back(id);
        }
    };
    if (!index_) {
        for (ObjectId id = 0; id < objects_.size(); ++id) {
            if (objects_[id].live) {
                ++tally.objects_tested;
                test(id);
            }
        }
        return;
    }
    // Grown by the box margin: a centre inside the disk has its whole box margin around it.
    const double index_radius = static_cast<double>(radius.pixels() + kBoxMarginPixels) / index_tile_size_.pixels();
    auto query = engine::objects_in_circle(*index_, to_index_space(centre), index_radius);
    for (const engine::ObjectHit& hit : query) {
        test(object_of_slot_[hit.handle.slot]);
    }
    tally.objects_tested += static_cast<std::uint64_t>(query.stats().objects_tested);
    tally.tiles_visited += static_cast<std::uint64_t>(query.stats().tiles_visited);
    std::sort(found.begin(), found.end());
}

std::optional<SegmentTarget> ObjectTable::first_on_segment(engine::Position2 from, engine::Position2 to,
                                                           ActorKind wanted, engine::Length extra_radius,
                                                           QueryTally& tally) const {
    if (!(extra_radius.pixels() >= 0.0f && extra_radius.pixels() <= kMaxExtraRadiusPixels)) {
        throw std::invalid_argument("ObjectTable::first_on_segment: extra_radius must be in [0, 3] px, got " +
                                    std::to_string(extra_radius.pixels()));
    }
    std::optional<SegmentTarget> best;
    const auto consider = [&](ObjectId id) {
        const TrackedObject& object = objects_[id];
        if (!object.live || object.actor.kind != wanted) {
            return;
        }
        const auto hit = engine::intersect_segment_circle(from, to, object.centre, object.radius + extra_radius);
        if (hit && (!best || hit->fraction < best->fraction || (hit->fraction == best->fraction && id < best->object))) {
            best = SegmentTarget{id, object.actor, hit->fraction};
        }
    };
    if (!index_) {
        for (ObjectId id = 0; id < objects_.size(); ++id) {
            if (objects_[id].live) {
                ++tally.objects_tested;
                consider(id);
            }
        }
        return best;
    }
    auto query = engine::objects_on_segment(*index_, to_index_space(from), to_index_space(to));
    for (const engine::SegmentObjectHit& hit : query) {
        if (best && hit.tile_entry_fraction > best->fraction + kFractionSlack) {
            break;  // every later tile is entered after the best hit: nothing earlier can follow
        }
        consider(object_of_slot_[hit.handle.slot]);
    }
    tally.objects_tested += static_cast<std::uint64_t>(query.stats().objects_tested);
    tally.tiles_visited += static_cast<std::uint64_t>(query.stats().tiles_visited);
    return best;
}

} // namespace game
