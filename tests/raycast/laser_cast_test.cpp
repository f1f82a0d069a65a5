// Laser casts on small hand-made maps whose answers can be worked out on paper.
// Tiles are 8 px; see test_maps.hpp for the tile types.

#include "test_maps.hpp"

#include <engine/raycast/laser_cast.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <string>

namespace {

using engine::CastHit;
using engine::CastMode;
using engine::CastOptions;
using engine::CastResult;
using engine::Direction;
using engine::Position2;
using engine::TileCoord;

Position2 px(float x, float y) { return Position2::from_pixels(x, y); }

/// A 6 x 3 map (48 x 24 px), empty but for `type` (flipped by `flip`) at (2, 1).
engine::CollisionMap map_with(std::int32_t type, engine::TileFlip flip = {}) {
    engine::CollisionMap map(6, 3, test_maps::known_masks());
    map.place(2, 1, engine::PlacedTile{type, flip});
    return map;
}

void expect_point(const CastResult& result, float x, float y) {
    EXPECT_FLOAT_EQ(result.point.x_pixels(), x);
    EXPECT_FLOAT_EQ(result.point.y_pixels(), y);
}

const CastOptions kTileMode{CastMode::Tile};

} // namespace

TEST(LaserCast, StopsAtTheFaceOfAFullTile) {
    const auto map = map_with(test_maps::kFull);
    const CastResult r = engine::cast_laser(map, px(4, 12), px(40, 12), kTileMode);
    EXPECT_EQ(r.hit, CastHit::Hit);
    expect_point(r, 16, 12);
    EXPECT_EQ(r.tile, (TileCoord{2, 1}));
    EXPECT_EQ(r.pixel, (engine::PixelCoord{16, 12}));
    EXPECT_EQ(r.normal, Direction::Left);
    EXPECT_DOUBLE_EQ(r.fraction, 12.0 / 36.0);
    EXPECT_EQ(r.tiles_visited, 3);
}

TEST(LaserCast, NormalIsTheFaceEnteredFromEachSide) {
    const auto map = map_with(test_maps::kFull); // solid pixels [16, 24) x [8, 16)
    const CastResult from_right = engine::cast_laser(map, px(40, 12), px(4, 12));
    EXPECT_EQ(from_right.normal, Direction::Right);
    expect_point(from_right, 24, 12);
    EXPECT_EQ(from_right.pixel, (engine::PixelCoord{23, 12}));

    const CastResult from_above = engine::cast_laser(map, px(20, 2), px(20, 22));
    EXPECT_EQ(from_above.normal, Direction::Up); // y grows down: the top face faces up
    expect_point(from_above, 20, 8);

    const CastResult from_below = engine::cast_laser(map, px(20, 22), px(20, 2));
    EXPECT_EQ(from_below.normal, Direction::Down);
    expect_point(from_below, 20, 16);
    EXPECT_EQ(from_below.pixel, (engine::PixelCoord{20, 15}));
}

TEST(LaserCast, StartingInsideSolidIsFromInsideAtTheStart) {
    const auto map = map_with(test_maps::kFull);
    const CastResult r = engine::cast_laser(map, px(20, 12), px(40, 12));
    EXPECT_EQ(r.hit, CastHit::FromInside);
    expect_point(r, 20, 12);
    EXPECT_EQ(r.fraction, 0.0);
    EXPECT_EQ(r.normal, Direction::None);
    EXPECT_EQ(r.tiles_visited, 1);
}

TEST(LaserCast, LeavingTheMapEndsWithoutAHitWhereItLeaves) {
    const auto map = map_with(test_maps::kFull);
    const CastResult r = engine::cast_laser(map, px(4, 4), px(100, 4));
    EXPECT_EQ(r.hit, CastHit::None);
    expect_point(r, 48, 4);
    EXPECT_DOUBLE_EQ(r.fraction, 44.0 / 96.0);
    EXPECT_EQ(r.tiles_visited, 6);
    EXPECT_EQ(r.tile, (TileCoord{5, 0}));
}

TEST(LaserCast, StartingOutsideTheMapBeginsWhereItEnters) {
    const CastResult into_pillar = engine::cast_laser(map_with(test_maps::kFull), px(-20, 12), px(40, 12));
    EXPECT_EQ(into_pillar.hit, CastHit::Hit);
    expect_point(into_pillar, 16, 12);
    EXPECT_EQ(into_pillar.tiles_visited, 3);

    engine::CollisionMap edge(6, 3, test_maps::known_masks());
    edge.place(0, 1, engine::PlacedTile{test_maps::kFull});
    const CastResult at_edge = engine::cast_laser(edge, px(-20, 12), px(40, 12));
    EXPECT_EQ(at_edge.hit, CastHit::Hit); // entering a wall at the map's edge is a hit, not from inside
    EXPECT_EQ(at_edge.normal, Direction::Left);
    expect_point(at_edge, 0, 12);

    const CastResult misses = engine::cast_laser(edge, px(-20, -5), px(60, -5));
    EXPECT_EQ(misses.hit, CastHit::None);
    EXPECT_EQ(misses.tiles_visited, 0);
    EXPECT_EQ(misses.fraction, 1.0);
}

TEST(LaserCast, MaxTilesStopsWithoutAHitWhereTheLimitWasReached) {
    const auto map = map_with(test_maps::kFull);
    CastOptions options;
    options.max_tiles = 2;
    const CastResult r = engine::cast_laser(map, px(4, 12), px(40, 12), options);
    EXPECT_EQ(r.hit, CastHit::None);
    expect_point(r, 16, 12);
    EXPECT_EQ(r.tiles_visited, 2);
    EXPECT_EQ(r.tile, (TileCoord{1, 1}));

    options.max_tiles = 0;
    const CastResult none = engine::cast_laser(map, px(4, 12), px(40, 12), options);
    EXPECT_EQ(none.tiles_visited, 0);
    EXPECT_EQ(none.fraction, 0.0);
}

TEST(LaserCast, ZeroLengthTestsTheStartOnly) {
    const auto map = map_with(test_maps::kFull);
    EXPECT_EQ(engine::cast_laser(map, px(20, 12), px(20, 12)).hit, CastHit::FromInside);
    const CastResult clear = engine::cast_laser(map, px(4, 4), px(4, 4));
    EXPECT_EQ(clear.hit, CastHit::None);
    EXPECT_EQ(clear.tiles_visited, 1);
    expect_point(clear, 4, 4);
}

TEST(LaserCast, PixelPerfectStopsAtTheArtNotTheTile) {
    const auto map = map_with(test_maps::kLeftHalf); // solid pixels x in [16, 20)
    const CastResult tile = engine::cast_laser(map, px(40, 12.5f), px(4, 12.5f), kTileMode);
    expect_point(tile, 24, 12.5f);
    EXPECT_EQ(tile.pixels_tested, 0);

    const CastResult pixel = engine::cast_laser(map, px(40, 12.5f), px(4, 12.5f));
    EXPECT_EQ(pixel.hit, CastHit::Hit);
    expect_point(pixel, 20, 12.5f);
    EXPECT_EQ(pixel.pixel, (engine::PixelCoord{19, 12}));
    EXPECT_EQ(pixel.normal, Direction::Right);
    EXPECT_EQ(pixel.pixels_tested, 5); // 23, 22, 21, 20 clear, 19 solid
}

TEST(LaserCast, FlipsMoveTheSolidPixels) {
    const auto mirrored = map_with(test_maps::kLeftHalf, engine::TileFlip{.horizontal = true}); // x in [20, 24)
    const CastResult r = engine::cast_laser(mirrored, px(4, 12.5f), px(40, 12.5f));
    expect_point(r, 20, 12.5f);
    EXPECT_EQ(r.normal, Direction::Left);

    const auto transposed = map_with(test_maps::kLeftHalf, engine::TileFlip{.diagonal = true}); // y in [8, 12)
    const CastResult down = engine::cast_laser(transposed, px(18.5f, 30), px(18.5f, 0));
    expect_point(down, 18.5f, 12);
    EXPECT_EQ(down.normal, Direction::Down);
}

TEST(LaserCast, SlopeIsHitAtItsDiagonalEdge) {
    const auto map = map_with(test_maps::kDiagonal); // mask pixel (x, y) solid when x <= y
    // Along the tile's top row (mask y = 0) from the right only mask x = 0 is solid.
    const CastResult top_row = engine::cast_laser(map, px(40, 8.5f), px(4, 8.5f));
    expect_point(top_row, 17, 8.5f);
    // Along mask row 5 the solid run is x = 0..5, so from the right it stops at x = 16 + 6.
    const CastResult row_five = engine::cast_laser(map, px(40, 13.5f), px(4, 13.5f));
    expect_point(row_five, 22, 13.5f);
}

TEST(LaserCast, FacingAndLengthOverloadCastsTheSameSegment) {
    const auto map = map_with(test_maps::kFull);
    const CastResult by_end = engine::cast_laser(map, px(4, 12), px(40, 12));
    const CastResult by_facing = engine::cast_laser(map, px(4, 12), engine::Direction2::from_degrees(0),
                                                    engine::Length::from_pixels(36));
    EXPECT_EQ(by_facing, by_end);
}

TEST(LaserCast, BadInputThrowsNamingTheArgument) {
    const auto map = map_with(test_maps::kFull);
    const float nan = std::nanf("");
    const struct {
        Position2 from, to;
        const char* name;
    } cases[] = {
        {px(nan, 1), px(2, 2), "from.x"},          {px(1, INFINITY), px(2, 2), "from.y"},
        {px(1, 1), px(-INFINITY, 2), "to.x"},      {px(1, 1), px(2, 1e30f), "to.y"},
    };
    for (const auto& c : cases) {
        for (auto cast : {&engine::cast_laser_per_pixel}) {
            EXPECT_THROW((void)cast(map, c.from, c.to, {}), std::invalid_argument);
        }
        try {
            (void)engine::cast_laser(map, c.from, c.to);
            ADD_FAILURE() << c.name << " accepted";
        } catch (const std::invalid_argument& error) {
            EXPECT_NE(std::string(error.what()).find(c.name), std::string::npos) << error.what();
        }
    }
    CastOptions negative;
    negative.max_tiles = -1;
    EXPECT_THROW((void)engine::cast_laser(map, px(1, 1), px(2, 2), negative), std::invalid_argument);
    EXPECT_THROW((void)engine::cast_laser(map, px(1, 1), engine::Direction2::from_degrees(0),
                                          engine::Length::from_pixels(nan)),
                 std::invalid_argument);
}

TEST(LaserCast, BresenhamSlipsThroughADiagonalWallTheExactWalkStopsAt) {
    // A one-pixel staircase wall x + y == 9: each pixel touches the next only at
    // a corner. A 45° beam across it steps from (4, 4) straight to (5, 5).
    auto masks = engine::TileMaskSet::from_function(16, 1, [](std::int32_t, std::int32_t x, std::int32_t y) {
        return x + y == 9;
    });
    engine::CollisionMap map(1, 1, std::move(masks));
    map.place(0, 0, engine::PlacedTile{0});
    const Position2 from = px(0.5f, 0.5f);
    const Position2 to = px(12.5f, 12.5f);

    EXPECT_EQ(engine::cast_laser_bresenham(map, from, to).hit, CastHit::None); // the flaw

    const CastResult exact = engine::cast_laser(map, from, to);
    EXPECT_EQ(exact.hit, CastHit::Hit);
    EXPECT_EQ(exact.pixel, (engine::PixelCoord{5, 4})); // at the corner (5, 5) the walk steps x first
    EXPECT_TRUE(test_maps::same_outcome(exact, engine::cast_laser_per_pixel(map, from, to)));
}

TEST(LaserCast, BresenhamFindsWallsItCannotSlipPast) {
    const auto map = map_with(test_maps::kFull);
    const CastResult r = engine::cast_laser_bresenham(map, px(4.5f, 12.5f), px(40.5f, 12.5f));
    EXPECT_EQ(r.hit, CastHit::Hit);
    EXPECT_EQ(r.pixel, (engine::PixelCoord{16, 12}));
}
