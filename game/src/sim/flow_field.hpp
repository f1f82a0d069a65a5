#pragma once
/// `FlowField`: walking distances over the level's open tiles, for the bot's path finding.
///
/// What it is for: the built-in bot (bot.hpp) must walk round walls to reach a robot. A
/// breadth-first search from the goal tile over the tiles with no solid pixel gives every
/// open tile its distance in steps; walking to the neighbour with the smallest distance
/// leads to the goal by a shortest path. The tilemap does the bookkeeping: a
/// `Tilemap<std::int32_t>` of distances and `TileRef::neighbour(direction)` to expand, in
/// the four straight directions only (`compute` is 4-connected; `valid_neighbours()` would
/// add the diagonals).
///
///     game::FlowField field(arena.collision);
///     field.compute(goal_tile);
///     engine::TileCoord next = field.next_tile(my_tile);   // one step closer
///
/// Source: "Taking steps and other useful tilemap helpers" (GameDev<T>, Paul
/// Scharf, genericgamedev.com) for stepping to neighbours; the search is the classic BFS.

#include <engine/raycast/collision_map.hpp>
#include <engine/tilemap/tile_ref.hpp>
#include <engine/tilemap/tilemap.hpp>

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace game {

/// Breadth-first distances to a goal tile over the open tiles of a collision map.
class FlowField {
public:
    /// Distance of a tile the goal cannot be reached from (or a wall).
    static constexpr std::int32_t kUnreachable = 0x7FFF'FFFF;
    /// No bound on the tiles a search reaches.
    static constexpr std::size_t kAllTiles = static_cast<std::size_t>(-1);

    /// A field over `map`'s tiles (kept by reference).
    explicit FlowField(const engine::CollisionMap& map);

    /// Recomputes the distances to `goal` (4-connected moves between empty tiles; the goal
    /// itself counts as open even if it is not).
    /// With `max_distance` the search stops at that walk, with `max_tiles` once it has reached
    /// that many tiles: the others stay kUnreachable, and the work is what was reached, not
    /// the map (a sweeper's search for cover looks a few tiles around it, the bot's plans a
    /// region, also on a 4096 x 4096 map). The tiles reached get the same distances, in the
    /// same order, as without a bound.
    void compute(engine::TileCoord goal, std::int32_t max_distance = kUnreachable,
                 std::size_t max_tiles = kAllTiles);

    /// Steps from `tile` to the goal (kUnreachable if there is no way, or off the map).
    std::int32_t distance(engine::TileCoord tile) const;

    /// The neighbour of `tile` one step closer to the goal (`tile` itself when none is).
    engine::TileCoord next_tile(engine::TileCoord tile) const;

    /// The tiles reached by the last `compute`, nearest first (the search's own order, so the
    /// same map and goal always list them the same way).
    std::span<const engine::TileCoord> reached() const noexcept { return queue_; }

private:
    const engine::CollisionMap* map_;
    engine::Tilemap<std::int32_t> distances_;
    std::vector<engine::TileCoord> queue_;
};

} // namespace game
