#pragma once
/// `CoverRoute`: the walk a robot that was shot takes to cover — a few tiles, the last one out
/// of the shooter's sight. Plain data kept in the robot (so it is game state, replayed and
/// hashed like the rest); `find_cover` (cover.hpp) fills it in.
///
///     game::CoverRoute& route = robot.cover;
///     if (!route.arrived()) { /* walk to the centre of route.tiles[route.next] */ }

#include <engine/tilemap/tile_space.hpp>

namespace game {

/// The walk a robot takes to cover: open tiles, each a step from the one before; the last one
/// is out of the shooter's sight. Empty (`count == 0`) when no cover was in reach.
struct CoverRoute {
    /// The longest walk kept, in tiles (the robot's own tile included).
    static constexpr int kMaxTiles = 12;
    engine::TileCoord tiles[kMaxTiles]{};   ///< the tiles to walk, in order
    int count = 0;                          ///< how many of `tiles` are used
    int next = 0;                           ///< the tile being walked to now (count: arrived)

    /// True when there is cover to go to (or the robot is in it).
    bool found() const noexcept { return count > 0; }
    /// True when the robot has reached the last tile.
    bool arrived() const noexcept { return found() && next >= count; }
};

} // namespace game
