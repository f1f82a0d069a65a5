#include "sim/flow_field.hpp"

#include <engine/tilemap/direction.hpp>

#include <array>

namespace game {
namespace {

constexpr std::array<engine::Direction, 4> kFourWays{engine::Direction::Up, engine::Direction::Right,
                                                     engine::Direction::Down, engine::Direction::Left};

} // namespace

FlowField::FlowField(const engine::CollisionMap& map)
    : map_{&map}, distances_{map.width(), map.height(), kUnreachable} {}

void FlowField::compute(engine::TileCoord goal, std::int32_t max_distance, std::size_t max_tiles) {
    // Only the tiles the last search reached hold a distance: forgetting those is enough,
    // and costs what that search cost rather than the whole map.
    for (const engine::TileCoord tile : queue_) {
        distances_.at(tile) = kUnreachable;
    }
    queue_.clear();
    if (!distances_.contains(goal)) {
        return;
    }
    distances_.at(goal) = 0;
    queue_.push_back(goal);
    for (std::size_t head = 0; head < queue_.size() && queue_.size() < max_tiles; ++head) {
        const engine::TileRef<std::int32_t> here = distances_.tile(queue_[head].x, queue_[head].y);
        if (here.value() >= max_distance) {
            break;  // breadth first: every tile after this one is as far or farther
        }
        for (const engine::Direction way : kFourWays) {
            engine::TileRef<std::int32_t> next = here.neighbour(way);
            if (next.valid() && next.value() == kUnreachable && queue_.size() < max_tiles &&
                map_->tile_class(next.coord()) == engine::TileClass::Empty) {
                next.value() = here.value() + 1;
                queue_.push_back(next.coord());
            }
        }
    }
}

std::int32_t FlowField::distance(engine::TileCoord tile) const {
    return distances_.contains(tile) ? distances_.at(tile) : kUnreachable;
}

engine::TileCoord FlowField::next_tile(engine::TileCoord tile) const {
    engine::TileCoord best = tile;
    std::int32_t best_distance = distance(tile);
    for (const engine::Direction way : kFourWays) {
        const engine::TileCoord offset = engine::step(way);
        const engine::TileCoord next{tile.x + offset.x, tile.y + offset.y};
        if (distance(next) < best_distance) {
            best = next;
            best_distance = distance(next);
        }
    }
    return best;
}

} // namespace game
