#include "sim/object_table.hpp"

#include <engine/numbers.hpp>
#include <engine/raycast/segment_circle.hpp>
#include <engine/teach/circle_rows.hpp>
#include <engine/teach/first_hit.hpp>
#include <engine/teach/segment_walk.hpp>
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
constexpr float kBoxMarginPixels = kIndexBoxMarginPixels;
/// The largest `extra_radius` the margin above allows.
constexpr float kMaxExtraRadiusPixels = 3.0f;
/// Slack for the early exit of segment queries: tile-entry fractions are computed in
/// tile space, disk fractions in world space; a tiny allowance keeps rounding from
/// stopping one tile too early.
constexpr double kFractionSlack = 1e-6;

engine::Length checked_tile_size(engine::Length tile_size) {
    if (!tile_size.is_finite() || !(tile_size > engine::Length::zero())) {
        throw std::invalid_argument("ObjectTable: index_tile_size must be positive and finite, got " +
                                    engine::describe_number(tile_size.pixels()) + " px");
    }
    return tile_size;
}

std::int32_t tiles_covering(engine::Length world, engine::Length tile) {
    return std::max(1, engine::tiles_to_cover(world, tile));
}

} // namespace

ObjectTable::ObjectTable(engine::Length world_width, engine::Length world_height, engine::Length index_tile_size,
                         bool use_index)
    : world_width_{world_width},
      world_height_{world_height},
      grid_{engine::Position2::origin(), checked_tile_size(index_tile_size)} {
    if (use_index) {
        build_layers();
    }
}

std::size_t ObjectTable::layer_of(ActorKind kind) {
    switch (kind) {
    case ActorKind::Player: return 0;
    case ActorKind::Robot: return 1;
    case ActorKind::Bullet: return 2;
    case ActorKind::None: break;
    }
    throw std::invalid_argument("ObjectTable: an object must be a player, a robot or a bullet");
}

engine::TileObjectIndex ObjectTable::make_index() const {
    return engine::TileObjectIndex(tiles_covering(world_width_, grid_.tile_size()),
                                   tiles_covering(world_height_, grid_.tile_size()));
}

void ObjectTable::build_layers() {
    layers_.clear();
    for (std::size_t i = 0; i < kLayerCount; ++i) {
        layers_.push_back(Layer{make_index(), {}, std::nullopt, {}});
    }
    QueryTally ignored;
    for (ObjectId id = 0; id < objects_.size(); ++id) {
        if (objects_[id].live) {
            link(id, ignored);
        }
    }
}

void ObjectTable::build_teaching_lists() {
    for (std::size_t i = 0; i < layers_.size(); ++i) {
        build_teaching_layer(i);
    }
}

void ObjectTable::build_teaching_layer(std::size_t layer_index) {
    Layer& layer = layers_[layer_index];
    layer.teaching.reset();
    layer.object_of_teaching_id.clear();
    layer.teaching_removed = 0;
    if (!teaching_core_) {
        return;
    }
    layer.teaching.emplace(layer.index.width(), layer.index.height());
    for (ObjectId id = 0; id < objects_.size(); ++id) {
        TrackedObject& object = objects_[id];
        if (object.live && layer_of(object.actor.kind) == layer_index) {
            object.teaching_id = layer.teaching->add(box_of(object.centre, object.radius));
            layer.object_of_teaching_id.push_back(id);
        }
    }
}

void ObjectTable::set_teaching_core(bool teaching_core) {
    teaching_core_ = teaching_core;
    build_teaching_lists();
}

engine::TileSpaceBox ObjectTable::box_of(engine::Position2 centre, engine::Length radius) const {
    const double half = grid_.to_tiles(radius + engine::Length::from_pixels(kBoxMarginPixels));
    return engine::TileSpaceBox::from_centre(grid_.to_tile_space(centre), half, half);
}

const engine::TileObjectIndex* ObjectTable::index(ActorKind kind) const noexcept {
    if (layers_.empty() || kind == ActorKind::None) {
        return nullptr;
    }
    return &layers_[layer_of(kind)].index;
}

std::size_t ObjectTable::index_objects() const noexcept {
    std::size_t total = 0;
    for (const Layer& layer : layers_) {
        total += layer.index.size();
    }
    return total;
}

std::size_t ObjectTable::index_memory_bytes() const noexcept {
    std::size_t total = 0;
    for (const Layer& layer : layers_) {
        total += layer.index.memory_bytes() + layer.object_of_slot.capacity() * sizeof(ObjectId);
    }
    return total;
}

void ObjectTable::link(ObjectId id, QueryTally& tally) {
    TrackedObject& object = objects_[id];
    Layer& layer = layers_[layer_of(object.actor.kind)];
    const auto linked_before = layer.index.maintenance_counters().tiles_linked;
    object.handle = layer.index.insert(box_of(object.centre, object.radius));
    if (layer.object_of_slot.size() <= object.handle.slot) {
        layer.object_of_slot.resize(object.handle.slot + 1, kNoObject);
    }
    layer.object_of_slot[object.handle.slot] = id;
    tally.tiles_visited += layer.index.maintenance_counters().tiles_linked - linked_before;
    if (layer.teaching) {
        object.teaching_id = layer.teaching->add(box_of(object.centre, object.radius));
        layer.object_of_teaching_id.push_back(id);
    }
}

ObjectId ObjectTable::add(Actor actor, engine::Position2 centre, engine::Length radius, QueryTally& tally) {
    layer_of(actor.kind);  // checks the kind before anything changes
    ObjectId id = kNoObject;
    if (free_ids_.empty()) {
        id = static_cast<ObjectId>(objects_.size());
        objects_.emplace_back();
    } else {
        id = free_ids_.back();
        free_ids_.pop_back();
    }
    objects_[id] = TrackedObject{actor, centre, radius, {}, true};
    if (uses_index()) {
        link(id, tally);
    }
    return id;
}

void ObjectTable::move(ObjectId id, engine::Position2 centre, QueryTally& tally) {
    TrackedObject& object = objects_.at(id);
    object.centre = centre;
    if (uses_index()) {
        engine::TileObjectIndex& index = layers_[layer_of(object.actor.kind)].index;
        const auto& counters = index.maintenance_counters();
        const auto before = counters.tiles_linked + counters.tiles_unlinked;
        index.move(object.handle, box_of(centre, object.radius));
        tally.tiles_visited += counters.tiles_linked + counters.tiles_unlinked - before;
        if (Layer& layer = layers_[layer_of(object.actor.kind)]; layer.teaching) {
            layer.teaching->move(object.teaching_id, box_of(centre, object.radius));
        }
    }
}

void ObjectTable::remove(ObjectId id, QueryTally& tally) {
    TrackedObject& object = objects_.at(id);
    if (!object.live) {
        throw std::invalid_argument("ObjectTable::remove: object " + std::to_string(id) + " is not live");
    }
    bool compact_teaching = false;
    const std::size_t layer_index = layer_of(object.actor.kind);
    if (uses_index()) {
        Layer& layer = layers_[layer_index];
        const auto unlinked_before = layer.index.maintenance_counters().tiles_unlinked;
        layer.index.remove(object.handle);
        layer.object_of_slot[object.handle.slot] = kNoObject;
        tally.tiles_visited += layer.index.maintenance_counters().tiles_unlinked - unlinked_before;
        if (layer.teaching) {
            layer.teaching->remove(object.teaching_id);
            // The teaching lists never reuse an id: rebuilt once most of their ids are dead,
            // so that a game full of short-lived bullets keeps its memory flat.
            compact_teaching = ++layer.teaching_removed > 4096 && layer.teaching_removed > 2 * layer.index.size();
        }
    }
    object = TrackedObject{};
    free_ids_.push_back(id);
    if (compact_teaching) {
        build_teaching_layer(layer_index);
    }
}

void ObjectTable::clear() {
    objects_.clear();
    free_ids_.clear();
    if (uses_index()) {
        build_layers();
        build_teaching_lists();
    }
}

void ObjectTable::set_use_index(bool use_index) {
    if (use_index == uses_index()) {
        return;
    }
    layers_.clear();
    if (use_index) {
        build_layers();
        build_teaching_lists();
    }
}

void ObjectTable::set_index_tile_size(engine::Length tile_size) {
    grid_ = engine::GridSpace(engine::Position2::origin(), checked_tile_size(tile_size));
    for (Layer& layer : layers_) {
        layer.index.rebuild(tiles_covering(world_width_, grid_.tile_size()), tiles_covering(world_height_, grid_.tile_size()),
                            [&](engine::ObjectHandle handle) {
                                const TrackedObject& object = objects_[layer.object_of_slot[handle.slot]];
                                return box_of(object.centre, object.radius);
                            });
    }
    build_teaching_lists();
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
    if (!uses_index()) {
        for (ObjectId id = 0; id < objects_.size(); ++id) {
            if (objects_[id].live) {
                ++tally.objects_tested;
                test(id);
            }
        }
        return;
    }
    // A box holds its centre, so the index finds every object whose centre is in the disk;
    // the radius grows by the box margin only as slack, so that a centre on the rim is not
    // lost to the rounding of pixels to tile space.
    const double index_radius = grid_.to_tiles(radius + engine::Length::from_pixels(kBoxMarginPixels));
    const Layer& layer = layers_[layer_of(wanted)];
    if (layer.teaching) {
        // The teaching core: the simple circle's tiles and plain lists. An object in several
        // tiles is tested in each, so duplicates are dropped after the sort.
        const engine::TileRect bounds = layer.teaching->bounds();
        for (const engine::TileCoord tile : engine::teach::tiles_in_circle(grid_.to_tile_space(centre), index_radius, bounds)) {
            ++tally.tiles_visited;
            for (const int teaching_id : layer.teaching->objects_in(tile)) {
                ++tally.objects_tested;
                test(layer.object_of_teaching_id[static_cast<std::size_t>(teaching_id)]);
            }
        }
        std::sort(found.begin(), found.end());
        found.erase(std::unique(found.begin(), found.end()), found.end());
        return;
    }
    // The pushed loop (`visit_objects`), not a range-for: it runs the whole query in one
    // call and keeps its place in registers; the same hits, in the same order.
    const engine::ObjectQueryStats stats = engine::visit_objects(
        engine::objects_in_circle(layer.index, grid_.to_tile_space(centre), index_radius),
        [&](const engine::ObjectHit& hit) { test(layer.object_of_slot[hit.handle.slot]); });
    tally.objects_tested += static_cast<std::uint64_t>(stats.objects_tested);
    tally.tiles_visited += static_cast<std::uint64_t>(stats.tiles_visited);
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
    if (!uses_index()) {
        for (ObjectId id = 0; id < objects_.size(); ++id) {
            if (objects_[id].live) {
                ++tally.objects_tested;
                consider(id);
            }
        }
        return best;
    }
    const Layer& layer = layers_[layer_of(wanted)];
    if (layer.teaching) {
        // The teaching core: the simple walk over plain lists, stopping on entering a tile
        // after the best hit (teach/first_hit.hpp); an object met again is tested again.
        const engine::TileSpacePoint a = grid_.to_tile_space(from), b = grid_.to_tile_space(to);
        const engine::TileRect bounds = layer.teaching->bounds();
        engine::teach::SegmentWalk walk(a, b);
        while (true) {
            const engine::TileCoord tile = walk.cell();
            const std::optional<double> entry = engine::teach::tile_entry_fraction(tile, a, b);
            if (best && entry && *entry > best->fraction + kFractionSlack) {
                break;
            }
            if (bounds.contains(tile.x, tile.y)) {
                ++tally.tiles_visited;
                for (const int teaching_id : layer.teaching->objects_in(tile)) {
                    ++tally.objects_tested;
                    consider(layer.object_of_teaching_id[static_cast<std::size_t>(teaching_id)]);
                }
            }
            if (walk.at_end()) {
                break;
            }
            walk.step();
        }
        return best;
    }
    auto query = engine::objects_on_segment(layer.index, grid_.to_tile_space(from), grid_.to_tile_space(to));
    for (const engine::SegmentObjectHit& hit : query) {
        if (best && hit.tile_entry_fraction > best->fraction + kFractionSlack) {
            break;  // every later tile is entered after the best hit: nothing earlier can follow
        }
        consider(layer.object_of_slot[hit.handle.slot]);
    }
    tally.objects_tested += static_cast<std::uint64_t>(query.stats().objects_tested);
    tally.tiles_visited += static_cast<std::uint64_t>(query.stats().tiles_visited);
    return best;
}

} // namespace game
