// The one place the simulation casts against walls: lasers, bullet sweeps and lines of
// sight all come through `Queries::cast_walls`, which hands the segment to the engine's
// ray caster (engine/raycast/laser_cast.hpp) in the mode the settings ask for — or to the
// teaching core's cast (engine/teach/pixel_cast.hpp), which gives the same result field for
// field, but for the pixels it counts.

#include "sim/queries.hpp"

#include <engine/teach/pixel_cast.hpp>

namespace game {

engine::CastResult Queries::cast_walls(engine::Position2 from, engine::Position2 to, QueryTally& tally,
                                      std::int64_t max_tiles) const {
    engine::CastOptions options;
    options.max_tiles = max_tiles;
    options.mode = settings_.pixel_perfect ? engine::CastMode::PixelPerfect : engine::CastMode::Tile;
    engine::CastResult result;
    if (settings_.teaching_core) {
        const engine::teach::LaserHit hit = engine::teach::cast_laser(arena_->collision, from, to, options);
        result = {hit.hit, hit.point, hit.tile, hit.pixel, hit.normal, hit.fraction, hit.tiles_visited, hit.pixels_tested};
    } else {
        result = engine::cast_laser(arena_->collision, from, to, options);
    }
    tally.tiles_visited += static_cast<std::uint64_t>(result.tiles_visited);
    tally.pixels_tested += static_cast<std::uint64_t>(result.pixels_tested);
    return result;
}

} // namespace game
