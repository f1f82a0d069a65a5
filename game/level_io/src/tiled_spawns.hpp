#pragma once
/// Where the player and the robots start in a Tiled map (internal).
///
/// What it is for: Tilecast's own maps say it with object classes (`player`, `patrol`,
/// `sweeper`, `bolter`); maps made for other games do not, and should still play. So:
/// - an object whose `kind` property, or else class, is player / patrol (laser) / sweeper /
///   bolter is that spawn; robots take their parameters as custom properties and a patrol
///   route as an object property `route` naming a polyline;
/// - an object named or classed `spawn`, `start` or `player` (any case) is a player spawn;
/// - every other object is ignored, with one warning per class (not one per object);
/// - no player spawn at all: the player starts on the free tile nearest the map's centre;
/// - no robots: the level is a sandbox (the game decides what that means).
///
/// Important parts:
/// - `read_spawns(map, origin, level)`: fills `level.player_spawns`, `level.robots` and
///   warnings; `level.collision` must be built first (spawns inside walls are refused);
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

/// Reads the spawns of `map`'s object layers into `level` (see the header for the rules).
void read_spawns(const TiledDocument& map, Point origin, Level& level);

} // namespace levels::detail
