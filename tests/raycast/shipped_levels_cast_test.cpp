// On every shipped level, the fast pixel-perfect cast equals the per-pixel
// reference on random segments, tile mode equals its per-pixel form, and the
// levels really have the mixed tiles that make pixel-perfect casts matter.

#include "shipped_levels.hpp"
#include "test_maps.hpp"

#include <engine/raycast/laser_cast.hpp>

#include <gtest/gtest.h>

#include <random>
#include <vector>

namespace {

constexpr int kSegmentsPerLevel = 40000;

engine::Position2 random_point(std::mt19937& random, const engine::CollisionMap& map) {
    std::uniform_real_distribution<float> x(-16.0f, static_cast<float>(map.pixel_width()) + 16.0f);
    std::uniform_real_distribution<float> y(-16.0f, static_cast<float>(map.pixel_height()) + 16.0f);
    const auto on_grid = [](float v) { return std::floor(v * 64.0f) / 64.0f; };
    return engine::Position2::from_pixels(on_grid(x(random)), on_grid(y(random)));
}

} // namespace

TEST(ShippedLevels, ThereAreAtLeastThreeAndTheyHaveMixedTiles) {
    const auto files = shipped::level_files(TILECAST_LEVELS_DIR);
    ASSERT_GE(files.size(), 3u);
    for (const auto& file : files) {
        const levels::Level level = levels::load_level(file);
        int mixed = 0;
        for (std::int32_t j = 0; j < level.collision.height(); ++j) {
            for (std::int32_t i = 0; i < level.collision.width(); ++i) {
                mixed += level.collision.tile_class(i, j) == engine::TileClass::Mixed ? 1 : 0;
            }
        }
        EXPECT_GT(mixed, 10) << file;
    }
}

TEST(ShippedLevels, FastCastEqualsPerPixelWalkOnRandomSegments) {
    for (const auto& file : shipped::level_files(TILECAST_LEVELS_DIR)) {
        const levels::Level level = levels::load_level(file);
        std::mt19937 random(static_cast<std::uint32_t>(std::hash<std::string>{}(file.filename().string())));
        int hits = 0;
        for (int i = 0; i < kSegmentsPerLevel; ++i) {
            const engine::Position2 from = random_point(random, level.collision);
            const engine::Position2 to = random_point(random, level.collision);
            const engine::CastOptions options{i % 4 == 0 ? engine::CastMode::Tile : engine::CastMode::PixelPerfect};
            const engine::CastResult fast = engine::cast_laser(level.collision, from, to, options);
            const engine::CastResult reference = engine::cast_laser_per_pixel(level.collision, from, to, options);
            ASSERT_TRUE(test_maps::same_outcome(fast, reference))
                << file << " segment (" << from.x_pixels() << ", " << from.y_pixels() << ") -> (" << to.x_pixels()
                << ", " << to.y_pixels() << ")";
            hits += fast.hit == engine::CastHit::Hit ? 1 : 0;
        }
        EXPECT_GT(hits, kSegmentsPerLevel / 4) << file;
    }
}

TEST(ShippedLevels, ReplayedCastTilesAreTheTilesTheCastVisited) {
    // The replay the inspector and tilequery draw: as many map tiles as the cast reports,
    // the first on the map, and for a hit the tile it hit last. Segments off the
    // 2^-10 grid (float pixels with finer fractions) and starting off the map included.
    std::mt19937 random(23);
    std::uniform_real_distribution<float> nudge(0.0f, 1.0f / 4096.0f);
    for (const auto& file : shipped::level_files(TILECAST_LEVELS_DIR)) {
        const levels::Level level = levels::load_level(file);
        const engine::CollisionMap& map = level.collision;
        for (int n = 0; n < 2000; ++n) {
            const engine::Position2 from = random_point(random, map) + engine::Difference2::from_pixels(nudge(random), 0.0f);
            const engine::Position2 to = random_point(random, map);
            const engine::CastResult cast = engine::cast_laser(map, from, to, {.mode = engine::CastMode::Tile});
            std::vector<engine::TileCoord> tiles;
            const std::uint64_t count = engine::visit_cast_tiles(
                map, from, to, static_cast<std::uint64_t>(cast.tiles_visited), [&](engine::TileCoord t) { tiles.push_back(t); });
            ASSERT_EQ(count, static_cast<std::uint64_t>(cast.tiles_visited)) << file << " cast " << n;
            ASSERT_EQ(tiles.size(), count);
            for (const engine::TileCoord tile : tiles) {
                ASSERT_TRUE(map.contains(tile.x, tile.y));
            }
            if (cast.hit != engine::CastHit::None) {
                ASSERT_EQ(tiles.back(), cast.tile) << file << " cast " << n;
            }
        }
    }
}
