#include "sim/simulation_settings.hpp"

#include <engine/raycast/laser_cast.hpp>

#include <stdexcept>
#include <string>

namespace game {

SimulationSettings simulation_settings(const World& world) {
    SimulationSettings settings;
    settings.live = world.config().live;
    const QuerySettings& queries = world.queries().settings();
    settings.laser_max_tiles = queries.laser_max_tiles == engine::kNoTileLimit ? 0 : queries.laser_max_tiles;
    settings.pixel_perfect = queries.pixel_perfect;
    settings.extra_robots = world.config().extra_robots;
    return settings;
}

void apply_simulation_settings(World& world, const SimulationSettings& settings) {
    if (settings.laser_max_tiles < 0) {
        throw std::invalid_argument("apply_simulation_settings: laser_max_tiles must not be negative, got " +
                                    std::to_string(settings.laser_max_tiles));
    }
    if (world.config().live != settings.live) {
        world.set_live_tuning(settings.live);  // rescales every robot: only when something changed
    }
    world.queries().set_laser_max_tiles(settings.laser_max_tiles > 0 ? settings.laser_max_tiles : engine::kNoTileLimit);
    world.queries().set_pixel_perfect(settings.pixel_perfect);
    world.set_extra_robots(settings.extra_robots);
}

} // namespace game
