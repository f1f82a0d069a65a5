#pragma once
/// Where the player and the robots start in a Tiled map (internal).
///
/// What it is for: Tilecast's own maps say it with object classes (`player`, `patrol`,
/// `sweeper`, `bolter`); maps made for other games do not, and should still play. So:
/// - an object whose `kind` property, or else class, is player / patrol (laser) / sweeper /
///   bolter is that spawn; robots take their parameters as custom properties and a patrol
///   route as an object property `route` naming a polyline;
/// - the player's start: objects named or classed `player` or `start` (also `playerStart`,
///   `player_spawn` ...: case, '_', '-' and spaces do not count); only when there is none,
///   objects named or classed `spawn` that are a point or an area of at most two tiles a side
///   and spawn nothing else (no name of another thing, no property but `kind`) — in other
///   games `spawn` objects are often monster or item spawners;
/// - a start object outside the map or on a solid pixel is skipped with a warning;
/// - every other object is ignored, with one warning per class (not one per object);
/// - no usable start: the player starts on the free tile nearest the map's centre;
/// - no robots: the level is a sandbox (the game decides what that means).
///
/// Important parts:
/// - `read_spawns(map, origin, level)`: fills `level.player_spawns`, `level.robots` and
///   warnings; `level.collision` must be built first (robots inside walls are refused, starts skipped);
///   `origin` is where the level's pixel (0, 0) is in Tiled's coordinates (not (0, 0) for an
///   infinite map whose chunks start left of or above Tiled's origin); object layer offsets
///   move their objects, as Tiled draws them.
///
///     read_spawns(map, Point{0, 0}, level);
///
/// Source: Tiled's "TMX Map Format", section <object>
/// (https://doc.mapeditor.org/en/stable/reference/tmx-map-format/#object).

#include "tiled_document.hpp"

#include "levels/level.hpp"

namespace levels::detail {

/// What reading the spawns found, for the caller to judge whether its walls were a bad guess.
struct SpawnOutcome {
    /// False when no start object was usable and no tile is free: nowhere to start.
    bool started = true;
    /// Objects taken as the player's start (before any was skipped).
    std::size_t start_objects = 0;
    /// Of those, how many were skipped for standing in a wall or outside the map.
    std::size_t skipped = 0;
};

/// True when `object` may be a spawn (a player start, a `spawn` object or a robot): the game
/// draws those itself, so a tile object that is one is not drawn as a tile.
bool is_spawn_object(const TiledObject& object);

/// Reads the spawns of `map`'s object layers into `level` (see the header for the rules).
/// Never refuses the map over the player's start: `SpawnOutcome::started` says whether one
/// was found.
SpawnOutcome read_spawns(const TiledDocument& map, Point origin, Level& level);

} // namespace levels::detail
