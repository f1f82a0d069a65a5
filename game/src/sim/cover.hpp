#pragma once
/// Cover: where a robot that was shot can stand out of the shooter's sight, and the walk there.
///
/// What it is for: a sweeper that is shot does not trade fire — it hides. `find_cover` looks at
/// the open tiles a few steps' walk from the robot, nearest first, and takes the first whose
/// centre the shooter cannot see; the robot then walks the returned `CoverRoute` tile by tile
/// (world_robot_reactions.cpp).
///
/// Important parts:
/// - "walk": a breadth-first search over the tiles with no solid pixel (`FlowField`, the bot's
///   path finder), four ways; a robot's disk (11 px) fits inside a 32 px tile, so walking from
///   one open tile's centre to a neighbour's never touches a wall;
/// - "out of sight": three of the engine's line-of-sight queries (`Queries::line_of_sight`, the
///   same pixel-exact wall cast a robot uses to see the player), from the shooter to the tile's
///   centre and to both sides of a robot standing there (its radius plus a bullet's): all three
///   blocked means a bullet fired from there cannot reach the robot either;
/// - the search is bounded by how far the robot can walk while it reacts, so the cover it
///   picks is one it reaches; none in reach: an empty route (the robot backs off instead).
///
///     game::CoverRoute route = game::find_cover(queries, field, {game::ActorKind::Robot, 3},
///                                               robot.position, shooter, 5);
///     if (route.found()) { /* walk route.tiles[0 .. count) */ }
///
/// Source: the tactic is the classic "take cover" of game AI — Damian Isla, "Handling Complexity
/// in the Halo 2 AI" (GDC 2005, https://www.gamedeveloper.com/programming/gdc-2005-proceeding-handling-complexity-in-the-halo-2-ai),
/// whose soldiers pick a spot the threat cannot see; here the spots are tiles and "cannot see"
/// is the engine's own line-of-sight cast.

#include "sim/actors.hpp"
#include "sim/cover_route.hpp"
#include "sim/flow_field.hpp"
#include "sim/queries.hpp"

#include <engine/units.hpp>

namespace game {

/// The centre of `tile` in level pixels, for tiles `tile_size` wide.
engine::Position2 tile_centre(engine::TileCoord tile, engine::Length tile_size) noexcept;

/// True when `shooter` cannot see a robot standing at `spot`: the line of sight to the spot's
/// centre and to both its sides (a robot's radius plus a bullet's) is blocked by walls.
bool hidden_from(Queries& queries, Actor who, engine::Position2 shooter, engine::Position2 spot);

/// The nearest cover (by walk) from `position` against `shooter` within `max_steps` steps of
/// one tile (at most CoverRoute::kMaxTiles - 1), using `field` for the search. Empty when
/// none is in reach.
CoverRoute find_cover(Queries& queries, FlowField& field, Actor who, engine::Position2 position,
                      engine::Position2 shooter, int max_steps);

} // namespace game
