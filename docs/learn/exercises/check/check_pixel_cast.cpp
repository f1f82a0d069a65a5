// Checks `mine::cast_laser` (docs/learn/exercises/pixel_cast.hpp, or your copy) against
// the engine's pixel-perfect `cast_laser`: the same outcome, tile, pixel, face and
// fraction on 30,000 casts over random maps whose tiles are 5, 12 and 32 pixels wide.
#include "check.hpp"

#include EXERCISE_FILE

#include <engine/raycast/laser_cast.hpp>

#include <exception>
#include <string>

namespace {

/// A width x height map: a third of the cells empty, the rest full or mixed (a random
/// quarter of their pixels solid, in one of four patterns).
engine::CollisionMap random_map(std::mt19937_64& random, std::int32_t tile_size) {
    std::vector<bool> bits(static_cast<std::size_t>(5 * tile_size * tile_size));
    for (std::size_t n = 0; n < bits.size(); ++n) bits[n] = std::uniform_int_distribution<int>(0, 3)(random) == 0;
    auto masks = engine::TileMaskSet::from_function(tile_size, 5, [&](std::int32_t type, std::int32_t x, std::int32_t y) {
        return type == 0 || bits[static_cast<std::size_t>((type * tile_size + y) * tile_size + x)];
    });
    engine::CollisionMap map(12, 9, std::move(masks));
    for (std::int32_t j = 0; j < map.height(); ++j) {
        for (std::int32_t i = 0; i < map.width(); ++i) {
            const int type = std::uniform_int_distribution<int>(-2, 4)(random);
            if (type >= 0) map.place(i, j, engine::PlacedTile{.type = type});
        }
    }
    return map;
}

std::string describe(engine::CastHit hit, engine::TileCoord tile, engine::PixelCoord pixel, engine::Direction normal,
                     double fraction) {
    return std::string(engine::to_string(hit)) + " tile (" + std::to_string(tile.x) + "," + std::to_string(tile.y) +
           ") pixel (" + std::to_string(pixel.x) + "," + std::to_string(pixel.y) + ") face " + std::string(engine::name(normal)) +
           " fraction " + check::number(fraction);
}

} // namespace

int main() {
    std::mt19937_64 random(7);
    int casts = 0;
    for (const std::int32_t tile_size : {5, 12, 32}) {
        for (int map_number = 0; map_number < 10; ++map_number) {
            const engine::CollisionMap map = random_map(random, tile_size);
            const double w = map.pixel_width(), h = map.pixel_height();
            for (int n = 0; n < 1000; ++n, ++casts) {
                const auto point = [&] {
                    const double x = check::adversarial(random, w / 2 + 8) + w / 2, y = check::adversarial(random, h / 2 + 8) + h / 2;
                    return engine::Position2::from_pixels(static_cast<float>(x), static_cast<float>(y));
                };
                const engine::Position2 from = point(), to = point();
                const engine::CastResult expected = engine::cast_laser(map, from, to);
                mine::LaserHit yours;
                try {
                    yours = mine::cast_laser(map, from, to);
                } catch (const std::exception& error) {
                    std::printf("pixel_cast: cast %d threw: %s\n", casts, error.what());
                    return 1;
                }
                const bool hit = expected.hit != engine::CastHit::None;
                if (yours.hit != expected.hit || yours.tile != expected.tile || yours.normal != expected.normal ||
                    yours.fraction != expected.fraction || (hit && yours.pixel != expected.pixel)) {
                    std::printf("pixel_cast: cast %d differs from the engine\n  %d-pixel tiles, from (%s, %s) to (%s, %s)\n"
                                "  engine: %s\n  yours:  %s\n  (the pixel is compared only for hits)\n", casts, tile_size,
                                check::number(from.x_pixels()).c_str(), check::number(from.y_pixels()).c_str(),
                                check::number(to.x_pixels()).c_str(), check::number(to.y_pixels()).c_str(),
                                describe(expected.hit, expected.tile, expected.pixel, expected.normal, expected.fraction).c_str(),
                                describe(yours.hit, yours.tile, yours.pixel, yours.normal, yours.fraction).c_str());
                    return 1;
                }
            }
        }
    }
    std::printf("pixel_cast: all %d casts stop where the engine's do. Now compare with\n"
                "  engine/include/engine/teach/pixel_cast.hpp\n", casts);
    return 0;
}
