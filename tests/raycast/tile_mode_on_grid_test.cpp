// Tile mode for segments on the 2^-10 px input grid, where the caster walks the class
// bytes by index with a step count per axis (laser_cast.cpp, `cast_on_grid_tiles`):
// every field as the per-pixel reference for segments between the points of a lattice
// that puts them exactly through tile corners, along tile lines, onto and across the
// map's edges in every direction, and a hair (2^-10 px) off those, with and without a
// tile limit.

#include "test_maps.hpp"

#include <engine/raycast/laser_cast.hpp>

#include <gtest/gtest.h>

#include <random>
#include <sstream>
#include <vector>

namespace {

using engine::CastMode;
using engine::CastOptions;
using engine::CastResult;
using engine::Position2;

/// 5 x 4 tiles of 8 px: a full tile, a half-solid one and a triangle inside, so casts
/// hit faces from every side, and an empty border, so others leave the map.
engine::CollisionMap walled_map() {
    engine::CollisionMap map(5, 4, test_maps::known_masks());
    map.place(2, 1, engine::PlacedTile{test_maps::kFull});
    map.place(3, 2, engine::PlacedTile{test_maps::kLeftHalf});
    map.place(1, 2, engine::PlacedTile{test_maps::kDiagonal});
    return map;
}

/// The same size with no wall: every cast ends at b or at the map's edge.
engine::CollisionMap empty_map() { return engine::CollisionMap(5, 4, test_maps::known_masks()); }

::testing::AssertionResult tile_mode_equals_reference(const engine::CollisionMap& map, Position2 from, Position2 to,
                                                      std::int64_t max_tiles = engine::kNoTileLimit) {
    const CastOptions options{.mode = CastMode::Tile, .max_tiles = max_tiles};
    const CastResult fast = engine::cast_laser(map, from, to, options);
    const CastResult reference = engine::cast_laser_per_pixel(map, from, to, options);
    if (test_maps::same_outcome(fast, reference)) {
        return ::testing::AssertionSuccess();
    }
    return ::testing::AssertionFailure() << std::hexfloat << "segment (" << from.x_pixels() << ", " << from.y_pixels()
                                         << ") -> (" << to.x_pixels() << ", " << to.y_pixels() << "), max_tiles "
                                         << max_tiles << "\n fast:      " << test_maps::describe(fast)
                                         << "\n reference: " << test_maps::describe(reference);
}

/// Every 4 px from one tile before the map to one tile after it: tile lines, the map's
/// edges and the middles of tiles, so segments between them pass through tile corners.
std::vector<Position2> lattice(const engine::CollisionMap& map) {
    std::vector<Position2> points;
    for (std::int32_t y = -8; y <= map.pixel_height() + 8; y += 4) {
        for (std::int32_t x = -8; x <= map.pixel_width() + 8; x += 4) {
            points.push_back(Position2::from_pixels(static_cast<float>(x), static_cast<float>(y)));
        }
    }
    return points;
}

TEST(TileModeOnGrid, EverySegmentBetweenLatticePointsEqualsTheReference) {
    for (const engine::CollisionMap& map : {walled_map(), empty_map()}) {
        const std::vector<Position2> points = lattice(map);
        int hits = 0, left_the_map = 0, ended_at_b = 0;
        for (const Position2 from : points) {
            for (const Position2 to : points) {
                ASSERT_TRUE(tile_mode_equals_reference(map, from, to));
                const CastResult r = engine::cast_laser(map, from, to, {.mode = CastMode::Tile});
                hits += r.hit == engine::CastHit::Hit ? 1 : 0;
                left_the_map += r.hit == engine::CastHit::None && r.fraction < 1.0 ? 1 : 0;
                ended_at_b += r.hit == engine::CastHit::None && r.fraction == 1.0 ? 1 : 0;
            }
        }
        // Each way a cast can end is taken many times (hits only on the walled map).
        EXPECT_GT(left_the_map, 1000);
        EXPECT_GT(ended_at_b, 1000);
        EXPECT_EQ(hits > 1000, map.tile_class(2, 1) == engine::TileClass::Full);
    }
}

TEST(TileModeOnGrid, AHairOffTheLatticeAndWithTileLimitsEqualsTheReference) {
    // One 2^-10 px step either way moves a crossing off a tile corner by the least the
    // input grid allows: the decision is then a small nonzero integer, not a tie.
    const engine::CollisionMap map = walled_map();
    const std::vector<Position2> points = lattice(map);
    std::mt19937 random(20261128u);
    std::uniform_int_distribution<std::size_t> pick(0, points.size() - 1);
    std::uniform_int_distribution<int> nudge(-1, 1);
    const auto near = [&](Position2 p) {
        return Position2::from_pixels(p.x_pixels() + static_cast<float>(nudge(random)) / 1024.0f,
                                      p.y_pixels() + static_cast<float>(nudge(random)) / 1024.0f);
    };
    for (int n = 0; n < 40000; ++n) {
        const Position2 from = near(points[pick(random)]), to = near(points[pick(random)]);
        // Limits around the tiles the walk visits: the on-grid loop only where none ends it first.
        const std::int64_t max_tiles = n % 3 == 0 ? static_cast<std::int64_t>(random() % 9) : engine::kNoTileLimit;
        ASSERT_TRUE(tile_mode_equals_reference(map, from, to, max_tiles));
    }
}

} // namespace
