#include "sim/cover.hpp"

#include "sim/tuning.hpp"

#include <algorithm>
#include <cmath>

namespace game {

engine::Position2 tile_centre(engine::TileCoord tile, engine::Length tile_size) noexcept {
    const float size = tile_size.pixels();
    return engine::Position2::from_pixels((static_cast<float>(tile.x) + 0.5f) * size,
                                          (static_cast<float>(tile.y) + 0.5f) * size);
}

bool hidden_from(Queries& queries, Actor who, engine::Position2 shooter, engine::Position2 spot) {
    if (shooter == spot) {
        return false;
    }
    // The centre first: most open tiles are seen, and one cast tells.
    if (queries.line_of_sight(who, shooter, spot)) {
        return false;
    }
    // A bullet is a disk too: it must miss the robot's edge on either side.
    const engine::Direction2 across = (spot - shooter).direction() + engine::Angle::from_degrees(90.0f);
    const engine::Difference2 side = across * (kRobotRadius + kBulletRadius);
    return !queries.line_of_sight(who, shooter, spot + side) && !queries.line_of_sight(who, shooter, spot - side);
}

CoverRoute find_cover(Queries& queries, FlowField& field, Actor who, engine::Position2 position,
                      engine::Position2 shooter, int max_steps) {
    CoverRoute route;
    max_steps = std::min(max_steps, CoverRoute::kMaxTiles - 1);
    if (max_steps < 0) {
        return route;
    }
    const engine::Length size = queries.arena().tile_size();
    const engine::TileCoord here{static_cast<std::int32_t>(std::floor(position.x_pixels() / size.pixels())),
                                 static_cast<std::int32_t>(std::floor(position.y_pixels() / size.pixels()))};
    // Distances from the robot, nearest first, no farther than it may walk (not the whole map).
    field.compute(here, max_steps);
    for (const engine::TileCoord tile : field.reached()) {
        const std::int32_t steps = field.distance(tile);
        if (steps > max_steps) {
            break;  // the rest are farther still
        }
        if (!hidden_from(queries, who, shooter, tile_centre(tile, size))) {
            continue;
        }
        // The walk back from the cover to the robot, one step nearer each time, then reversed.
        route.count = steps + 1;
        engine::TileCoord at = tile;
        for (int i = steps; i >= 0; --i) {
            route.tiles[i] = at;
            at = field.next_tile(at);
        }
        return route;
    }
    return route;
}

} // namespace game
