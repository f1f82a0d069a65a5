// The one place the simulation casts against walls: lasers, bullet sweeps and lines of
// sight all come through `Queries::cast_walls`, which hands the segment to the engine's
// ray caster (engine/raycast/laser_cast.hpp) in the mode the settings ask for.

#include "sim/queries.hpp"

namespace game {

engine::CastResult Queries::cast_walls(engine::Position2 from, engine::Position2 to, QueryTally& tally,
                                      std::int64_t max_tiles) const {
    engine::CastOptions options;
    options.max_tiles = max_tiles;
    options.mode = settings_.pixel_perfect ? engine::CastMode::PixelPerfect : engine::CastMode::Tile;
    const engine::CastResult result = engine::cast_laser(arena_->collision, from, to, options);
    tally.tiles_visited += static_cast<std::uint64_t>(result.tiles_visited);
    tally.pixels_tested += static_cast<std::uint64_t>(result.pixels_tested);
    return result;
}

} // namespace game
