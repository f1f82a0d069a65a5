// The teaching laser cast (teach/pixel_cast.hpp) against `cast_laser`, the cast the game
// runs: the same kind of hit, point, tile, pixel, face, fraction and tile count on every
// shipped level (with and without a tile limit), and
// on random all-mixed maps whose tiles are not a power of two wide.

#include "../raycast/shipped_levels.hpp"
#include "../raycast/test_maps.hpp"

#include <engine/raycast/laser_cast.hpp>
#include <engine/teach/pixel_cast.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>

namespace {

engine::Position2 random_point(std::mt19937& random, const engine::CollisionMap& map, bool off_grid) {
    std::uniform_real_distribution<float> x(-20.0f, static_cast<float>(map.pixel_width()) + 20.0f);
    std::uniform_real_distribution<float> y(-20.0f, static_cast<float>(map.pixel_height()) + 20.0f);
    float px = x(random), py = y(random);
    if (!off_grid) { // whole and half pixels: segments through pixel corners
        px = std::floor(px * 2.0f) / 2.0f;
        py = std::floor(py * 2.0f) / 2.0f;
    }
    return engine::Position2::from_pixels(px, py);
}

::testing::AssertionResult same_cast(const engine::CollisionMap& map, engine::Position2 from, engine::Position2 to,
                                     engine::CastOptions options) {
    const engine::teach::LaserHit teaching = engine::teach::cast_laser(map, from, to, options);
    const engine::CastResult tuned = engine::cast_laser(map, from, to, options);
    if (teaching.hit == tuned.hit && teaching.point == tuned.point && teaching.tile == tuned.tile &&
        teaching.pixel == tuned.pixel && teaching.normal == tuned.normal && teaching.fraction == tuned.fraction &&
        teaching.tiles_visited == tuned.tiles_visited) {
        return ::testing::AssertionSuccess();
    }
    return ::testing::AssertionFailure()
           << std::hexfloat << "from (" << from.x_pixels() << ", " << from.y_pixels() << ") to (" << to.x_pixels()
           << ", " << to.y_pixels() << ") mode " << (options.mode == engine::CastMode::Tile ? "tile" : "pixel")
           << " max_tiles " << options.max_tiles << ": teaching " << engine::to_string(teaching.hit) << " point ("
           << teaching.point.x_pixels() << ", " << teaching.point.y_pixels() << ") tile (" << teaching.tile.x << ", "
           << teaching.tile.y << ") pixel (" << teaching.pixel.x << ", " << teaching.pixel.y << ") fraction "
           << teaching.fraction << " tiles " << teaching.tiles_visited << "; tuned " << engine::to_string(tuned.hit)
           << " point (" << tuned.point.x_pixels() << ", " << tuned.point.y_pixels() << ") tile (" << tuned.tile.x
           << ", " << tuned.tile.y << ") pixel (" << tuned.pixel.x << ", " << tuned.pixel.y << ") fraction "
           << tuned.fraction << " tiles " << tuned.tiles_visited;
}

} // namespace

TEST(TeachPixelCast, SameHitsAsTheTunedCastOnEveryShippedLevel) {
    for (const auto& file : shipped::level_files(TILECAST_LEVELS_DIR)) {
        const levels::Level level = levels::load_level(file);
        std::mt19937 random(static_cast<std::uint32_t>(std::hash<std::string>{}(file.filename().string())));
        int hits = 0;
        for (int n = 0; n < 30000; ++n) {
            const engine::Position2 from = random_point(random, level.collision, n % 2 == 0);
            const engine::Position2 to = random_point(random, level.collision, n % 3 == 0);
            engine::CastOptions options{.mode = n % 4 == 0 ? engine::CastMode::Tile : engine::CastMode::PixelPerfect};
            if (n % 5 == 0) options.max_tiles = n % 7; // the game's laser range, in tiles
            ASSERT_TRUE(same_cast(level.collision, from, to, options)) << file;
            hits += engine::teach::cast_laser(level.collision, from, to, options).hit == engine::CastHit::Hit ? 1 : 0;
        }
        EXPECT_GT(hits, 5000) << file;
    }
}

TEST(TeachPixelCast, SameHitsOnAllMixedMapsOfOddTileSizes) {
    for (const std::int32_t tile_size : {5, 12, 48}) {
        const engine::CollisionMap map = test_maps::random_map(static_cast<std::uint32_t>(tile_size), 10, 8, tile_size,
                                                               0.08, 0.3, true);
        std::mt19937 random(static_cast<std::uint32_t>(tile_size) * 7u);
        for (int n = 0; n < 30000; ++n) {
            const engine::Position2 from = random_point(random, map, n % 2 == 0);
            const engine::Position2 to = random_point(random, map, n % 5 == 0);
            ASSERT_TRUE(same_cast(map, from, to, {})) << "tile size " << tile_size;
        }
    }
}

TEST(TeachPixelCast, StartingInsideAWallIsAHitFromInside) {
    engine::CollisionMap map(4, 4, engine::TileMaskSet::from_function(8, 1, [](int, int, int) { return true; }));
    map.place(0, 0, engine::PlacedTile{.type = 0});
    const engine::teach::LaserHit hit =
        engine::teach::cast_laser(map, engine::Position2::from_pixels(4, 4), engine::Position2::from_pixels(28, 20));
    EXPECT_EQ(hit.hit, engine::CastHit::FromInside);
    EXPECT_EQ(hit.fraction, 0.0);
    EXPECT_EQ(hit.normal, engine::Direction::None);
}
