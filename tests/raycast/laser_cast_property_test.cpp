// The fast pixel-perfect cast must equal the per-pixel reference field for field
// (all but pixels_tested) on random maps and on adversarial segments: along
// pixel lines, through pixel and tile corners, from inside, from outside the
// map, of zero length, and with tile limits.

#include "test_maps.hpp"

#include <engine/raycast/laser_cast.hpp>
#include <engine/tilemap/segment_query.hpp>

#include <cmath>

#include <gtest/gtest.h>

#include <random>
#include <sstream>

namespace {

using engine::CastMode;
using engine::CastOptions;
using engine::CastResult;
using engine::Position2;

/// Casts from -> to fast (into `fast`) and by the per-pixel reference, and says how
/// they differ, with the endpoints in hex so a failure can be replayed bit for bit.
::testing::AssertionResult fast_equals_reference(const engine::CollisionMap& map, Position2 from, Position2 to,
                                                 const CastOptions& options, CastResult& fast) {
    fast = engine::cast_laser(map, from, to, options);
    const CastResult reference = engine::cast_laser_per_pixel(map, from, to, options);
    if (test_maps::same_outcome(fast, reference)) {
        return ::testing::AssertionSuccess();
    }
    return ::testing::AssertionFailure() << std::hexfloat << "segment (" << from.x_pixels() << ", " << from.y_pixels()
                                         << ") -> (" << to.x_pixels() << ", " << to.y_pixels()
                                         << ")\n fast:      " << test_maps::describe(fast) << "\n reference: " << test_maps::describe(reference);
}

/// A coordinate in [-margin, size + margin) pixels on the 2^-10 grid, often
/// snapped to a pixel line, a half pixel or a tile line.
float random_coordinate(std::mt19937& random, float size, float margin, std::int32_t tile_size) {
    std::uniform_real_distribution<float> uniform(-margin, size + margin);
    const float value = std::floor(uniform(random) * 1024.0f) / 1024.0f;
    switch (random() % 6) {
    case 0:
        return std::floor(value);
    case 1:
        return std::floor(value) + 0.5f;
    case 2:
        return std::floor(value / static_cast<float>(tile_size)) * static_cast<float>(tile_size);
    default:
        return value;
    }
}

struct Segment {
    Position2 from, to;
};

Segment random_segment(std::mt19937& random, const engine::CollisionMap& map) {
    const float width = static_cast<float>(map.pixel_width());
    const float height = static_cast<float>(map.pixel_height());
    const float margin = 2.0f * static_cast<float>(map.tile_size());
    const auto point = [&] {
        return Position2::from_pixels(random_coordinate(random, width, margin, map.tile_size()),
                                      random_coordinate(random, height, margin, map.tile_size()));
    };
    Segment segment{point(), point()};
    switch (random() % 8) {
    case 0: // axis-aligned, often along a pixel line
        segment.to = Position2::from_pixels(segment.to.x_pixels(), segment.from.y_pixels());
        break;
    case 1:
        segment.to = Position2::from_pixels(segment.from.x_pixels(), segment.to.y_pixels());
        break;
    case 2: { // exactly 45°, through pixel corners when it starts on one
        const float run = segment.to.x_pixels() - segment.from.x_pixels();
        segment.to = Position2::from_pixels(segment.to.x_pixels(), segment.from.y_pixels() + (random() % 2 ? run : -run));
        break;
    }
    case 3: // zero length
        segment.to = segment.from;
        break;
    default:
        break;
    }
    return segment;
}

CastOptions random_options(std::mt19937& random) {
    CastOptions options;
    options.mode = random() % 4 == 0 ? CastMode::Tile : CastMode::PixelPerfect;
    if (random() % 5 == 0) {
        options.max_tiles = static_cast<std::int64_t>(random() % 6);
    }
    return options;
}

/// Casts `count` random segments over `map` both ways and counts the hits.
int expect_fast_equals_reference(const engine::CollisionMap& map, std::uint32_t seed, int count) {
    std::mt19937 random(seed);
    int hits = 0;
    for (int i = 0; i < count; ++i) {
        const Segment s = random_segment(random, map);
        const CastOptions options = random_options(random);
        CastResult fast;
        if (const ::testing::AssertionResult same = fast_equals_reference(map, s.from, s.to, options, fast); !same) {
            ADD_FAILURE() << same.message() << "\n mode " << (options.mode == CastMode::Tile ? "tile" : "pixel")
                          << ", max_tiles " << options.max_tiles;
            return hits;
        }
        hits += fast.hit != engine::CastHit::None ? 1 : 0;
    }
    return hits;
}

} // namespace

TEST(LaserCastProperty, FastEqualsPerPixelOnRandomMaps) {
    int hits = 0;
    const std::int32_t sizes[] = {8, 16, 32};
    for (std::uint32_t seed = 1; seed <= 12; ++seed) {
        const std::int32_t tile_size = sizes[seed % 3];
        const auto map = test_maps::random_map(seed, 7, 5, tile_size, 0.04 * seed);
        hits += expect_fast_equals_reference(map, seed * 7919u, 6000);
    }
    EXPECT_GT(hits, 10000); // the random maps are busy enough that most casts hit something
}

TEST(LaserCastProperty, FastEqualsPerPixelOnAllMixedMaps) {
    for (std::uint32_t seed = 100; seed < 106; ++seed) {
        const auto map = test_maps::random_map(seed, 6, 6, 16, 0.01 * (seed - 99), 0.0, true);
        for (std::int32_t j = 0; j < map.height(); ++j) {
            for (std::int32_t i = 0; i < map.width(); ++i) {
                ASSERT_EQ(map.tile_class(i, j), engine::TileClass::Mixed);
            }
        }
        expect_fast_equals_reference(map, seed, 5000);
    }
}

TEST(LaserCastProperty, FastNeverTestsPixelsOfEmptyOrFullTiles) {
    // Only full and empty types: every tile is decided as a whole.
    engine::CollisionMap map(8, 8, test_maps::known_masks());
    std::mt19937 random(5);
    for (std::int32_t j = 0; j < 8; ++j) {
        for (std::int32_t i = 0; i < 8; ++i) {
            map.place(i, j, engine::PlacedTile{random() % 5 == 0 ? test_maps::kFull : test_maps::kEmptyType});
        }
    }
    for (int i = 0; i < 3000; ++i) {
        const Segment s = random_segment(random, map);
        const CastResult fast = engine::cast_laser(map, s.from, s.to);
        EXPECT_EQ(fast.pixels_tested, 0);
        ASSERT_TRUE(test_maps::same_outcome(fast, engine::cast_laser_per_pixel(map, s.from, s.to)));
    }
}

TEST(LaserCastProperty, HitPointLiesOnTheHitPixelsEnteredFace) {
    const auto map = test_maps::random_map(77, 6, 4, 16, 0.2);
    std::mt19937 random(77);
    for (int i = 0; i < 5000; ++i) {
        const Segment s = random_segment(random, map);
        const CastResult r = engine::cast_laser(map, s.from, s.to);
        if (r.hit != engine::CastHit::Hit) {
            continue;
        }
        ASSERT_TRUE(map.solid_pixel(r.pixel.x, r.pixel.y)) << test_maps::describe(r);
        const engine::TileCoord step = engine::step(r.normal); // outward: the pixel's face on that side
        const float x = r.point.x_pixels();
        const float y = r.point.y_pixels();
        if (step.x != 0) {
            EXPECT_FLOAT_EQ(x, static_cast<float>(r.pixel.x + (step.x > 0 ? 1 : 0))) << test_maps::describe(r);
        } else {
            EXPECT_FLOAT_EQ(y, static_cast<float>(r.pixel.y + (step.y > 0 ? 1 : 0))) << test_maps::describe(r);
        }
    }
}

namespace {

/// A float pixel coordinate off the 2^-10 grid: any float in range, or one
/// within a few float ulps of a pixel or tile line.
float off_grid_coordinate(std::mt19937& random, float size, std::int32_t tile_size) {
    std::uniform_real_distribution<float> uniform(-8.0f, size + 8.0f);
    const float value = uniform(random);
    switch (random() % 4) {
    case 0:
        return std::nextafter(std::floor(value), random() % 2 ? 1e9f : -1e9f);
    case 1: {
        const float line = std::floor(value / static_cast<float>(tile_size)) * static_cast<float>(tile_size);
        return std::nextafter(std::nextafter(line, 1e9f), random() % 2 ? 1e9f : -1e9f);
    }
    default:
        return value;
    }
}

} // namespace

TEST(LaserCastProperty, ExactForFloatsOffTheFixedGridAndNearCorners) {
    // The caster's walks run on the 2^-10 px grid but decide near-ties on the
    // floats as given, so the fast cast still equals the per-pixel reference —
    // itself the exact segment walk of the floats at pixel scale — and its tile
    // walk equals the exact tile walk of the segment in tile units.
    int hits = 0;
    for (std::uint32_t seed = 1; seed <= 8; ++seed) {
        const std::int32_t tile_size = seed % 2 == 0 ? 16 : 8;
        const auto map = test_maps::random_map(seed, 6, 5, tile_size, 0.05 * seed);
        std::mt19937 random(seed * 104729u);
        const float width = static_cast<float>(map.pixel_width()), height = static_cast<float>(map.pixel_height());
        for (int n = 0; n < 4000; ++n) {
            Position2 from = Position2::from_pixels(off_grid_coordinate(random, width, tile_size),
                                                    off_grid_coordinate(random, height, tile_size));
            Position2 to = Position2::from_pixels(off_grid_coordinate(random, width, tile_size),
                                                  off_grid_coordinate(random, height, tile_size));
            if (n % 3 == 0) { // through (a float hair from) a pixel corner
                const float cx = std::floor(from.x_pixels()) + static_cast<float>(random() % 5);
                const float cy = std::floor(from.y_pixels()) + static_cast<float>(random() % 5);
                to = Position2::from_pixels(2 * cx - from.x_pixels(), 2 * cy - from.y_pixels());
            }
            const CastOptions options = random_options(random);
            CastResult fast;
            ASSERT_TRUE(fast_equals_reference(map, from, to, options, fast));
            hits += fast.hit != engine::CastHit::None ? 1 : 0;
            // The tile walk alone, against the exact segment walk in tile units.
            const double tile = tile_size;
            engine::GridWalk walk({from.x_pixels(), from.y_pixels()}, {to.x_pixels(), to.y_pixels()},
                                  std::int64_t{tile_size} * engine::kFixedScale, "test");
            for (engine::TileCoord expected : engine::tiles_on_segment({from.x_pixels() / tile, from.y_pixels() / tile},
                                                                      {to.x_pixels() / tile, to.y_pixels() / tile})) {
                ASSERT_EQ(walk.cell(), (engine::TileCoord{expected.x, expected.y}));
                if (!walk.at_end()) {
                    walk.step();
                }
            }
        }
    }
    EXPECT_GT(hits, 5000);
}

TEST(LaserCastProperty, TileModeEqualsPerPixelOnAndOffTheGridWithTileLimits) {
    // The tile mode has its own loop (the step count fixed before it, the entry pixel
    // read from the crossing point when that is surely inside one pixel): every field
    // as the reference, for segments on the 2^-10 px grid and off it, through pixel
    // corners, starting off the map, and with every small tile limit.
    int hits = 0;
    for (std::uint32_t seed = 1; seed <= 6; ++seed) {
        const std::int32_t tile_size = seed % 2 == 0 ? 16 : 8;
        const auto map = test_maps::random_map(seed, 7, 6, tile_size, 0.05 * seed);
        std::mt19937 random(seed * 15485863u);
        const float width = static_cast<float>(map.pixel_width()), height = static_cast<float>(map.pixel_height());
        for (int n = 0; n < 3000; ++n) {
            Segment s = n % 2 == 0 ? random_segment(random, map) : Segment{};
            if (n % 2 == 1) {
                s.from = Position2::from_pixels(off_grid_coordinate(random, width, tile_size), off_grid_coordinate(random, height, tile_size));
                s.to = Position2::from_pixels(off_grid_coordinate(random, width, tile_size), off_grid_coordinate(random, height, tile_size));
                if (n % 3 == 0) { // through (a float hair from) a pixel corner
                    const float cx = std::floor(s.from.x_pixels()) + static_cast<float>(random() % 5);
                    const float cy = std::floor(s.from.y_pixels()) + static_cast<float>(random() % 5);
                    s.to = Position2::from_pixels(2 * cx - s.from.x_pixels(), 2 * cy - s.from.y_pixels());
                }
            }
            CastOptions options{.mode = CastMode::Tile};
            if (n % 4 == 0) {
                options.max_tiles = static_cast<std::int64_t>(random() % 8);
            }
            CastResult fast;
            ASSERT_TRUE(fast_equals_reference(map, s.from, s.to, options, fast)) << "max_tiles " << options.max_tiles;
            hits += fast.hit != engine::CastHit::None ? 1 : 0;
        }
    }
    EXPECT_GT(hits, 3000);
}

TEST(LaserCastProperty, ExactForNearlyAxisAlignedFloatsEnteringTilesAndTheMap) {
    // A laser a hair off vertical (or horizontal) crosses a vertical line far
    // down its length: the pixel where it enters a tile, or the map, must be the
    // exact one, not that of its rounding to 2^-10 px, which can be many rows off.
    int hits = 0;
    for (std::uint32_t seed = 1; seed <= 6; ++seed) {
        const std::int32_t tile_size = 16;
        const auto map = test_maps::random_map(seed, 6, 20, tile_size, 0.06 * seed);
        std::mt19937 random(seed * 7013u);
        std::uniform_real_distribution<float> along(-4.0f, static_cast<float>(map.pixel_height()) + 4.0f);
        std::uniform_real_distribution<float> hair(0.0001f, 0.05f);
        for (int n = 0; n < 3000; ++n) {
            const float line = static_cast<float>(random() % 7) * static_cast<float>(tile_size) + (random() % 2 ? 0.0f : 3.0f);
            const float offset = hair(random);
            Position2 from = Position2::from_pixels(line + offset, along(random));
            Position2 to = Position2::from_pixels(line - offset, along(random));
            if (random() % 2 == 0) { // the same, turned a quarter
                from = Position2::from_pixels(from.y_pixels() / 3.0f, from.x_pixels());
                to = Position2::from_pixels(to.y_pixels() / 3.0f, to.x_pixels());
            }
            const CastOptions options = random_options(random);
            CastResult fast;
            ASSERT_TRUE(fast_equals_reference(map, from, to, options, fast));
            hits += fast.hit != engine::CastHit::None ? 1 : 0;
        }
    }
    EXPECT_GT(hits, 1000);
    // The reviewer's two cases: into a tile far down, and into the map from just outside it.
    const auto map = test_maps::random_map(3, 6, 20, 16, 0.3);
    for (const auto& [from, to] : {std::pair{Position2::from_pixels(16.013f, 0.25f), Position2::from_pixels(15.991f, 300.25f)},
                                   std::pair{Position2::from_pixels(-0.0001f, 0.5f), Position2::from_pixels(0.0001f, 200.5f)}}) {
        for (CastMode mode : {CastMode::Tile, CastMode::PixelPerfect}) {
            const CastResult fast = engine::cast_laser(map, from, to, {mode});
            const CastResult reference = engine::cast_laser_per_pixel(map, from, to, {mode});
            EXPECT_TRUE(test_maps::same_outcome(fast, reference)) << test_maps::describe(fast) << "\n" << test_maps::describe(reference);
        }
    }
}
