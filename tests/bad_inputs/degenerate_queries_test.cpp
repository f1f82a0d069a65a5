// Degenerate but valid query input (tests/BAD_INPUTS.md, "Degenerate queries"): zero-length
// rays, rays starting (or lying wholly) outside the map, radius 0, -0.0 and negative radii —
// for the queries whose own tests do not cover them. Each gets a defined answer, equal
// between the fast and the reference algorithm, or a clear error naming the radius.
#include <engine/raycast/bullet_sweep.hpp>
#include <engine/raycast/collision_map.hpp>
#include <engine/raycast/laser_cast.hpp>
#include <engine/raycast/segment_circle.hpp>
#include <engine/tilemap/circle_query.hpp>
#include <engine/tilemap/object_index.hpp>
#include <engine/tilemap/object_queries.hpp>
#include <engine/tilemap/segment_query.hpp>

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

namespace {

using engine::CastHit;
using engine::CastResult;
using engine::Length;
using engine::Position2;
using engine::TileCoord;
using engine::TileSpacePoint;

Position2 px(float x, float y) { return Position2::from_pixels(x, y); }

template <class Range>
std::vector<TileCoord> collect(Range&& range) {
    std::vector<TileCoord> tiles;
    for (const TileCoord tile : range) {
        tiles.push_back(tile);
    }
    return tiles;
}

bool same_outcome(CastResult a, CastResult b) {
    a.pixels_tested = b.pixels_tested = 0;
    return a == b;
}

// A 6 x 4 map of 8 px tiles: a full tile at (2, 1), a left-half tile at (4, 2).
engine::CollisionMap test_map() {
    engine::CollisionMap map(6, 4, engine::TileMaskSet::from_function(8, 2, [](std::int32_t type, std::int32_t x, std::int32_t) {
                                 return type == 0 || x < 4;
                             }));
    map.place(2, 1, engine::PlacedTile{0});
    map.place(4, 2, engine::PlacedTile{1});
    return map;
}

// ---------------------------------------------------------------------------------------
// Zero-length rays
// ---------------------------------------------------------------------------------------

TEST(ZeroLengthRays, BothSegmentVariantsYieldTheOneTileEvenOnGridLinesAndCorners) {
    for (const TileSpacePoint p : {TileSpacePoint{2.0, 3.0}, TileSpacePoint{-1.0, -1.0}, TileSpacePoint{-0.5, 7.0},
                                   TileSpacePoint{0.0, -0.0}, TileSpacePoint{1e9, -1e9}}) {
        const TileCoord expected = engine::tile_of(p);
        EXPECT_EQ(collect(engine::tiles_on_segment(p, p)), std::vector<TileCoord>{expected});
        EXPECT_EQ(collect(engine::tiles_on_segment_float_dda(p, p)), std::vector<TileCoord>{expected});
    }
}

TEST(ZeroLengthRays, EveryCastTestsItsStartPointOnly) {
    const engine::CollisionMap map = test_map();
    // In the full tile, in the clear half and the solid half of the mixed tile, on a tile
    // corner, in an empty tile, outside the map.
    for (const Position2 p : {px(20, 12), px(37, 20), px(33, 20), px(16, 8), px(4, 4), px(-5, 3), px(48, 32)}) {
        SCOPED_TRACE(std::to_string(p.x_pixels()) + ", " + std::to_string(p.y_pixels()));
        const bool solid = map.solid_pixel(static_cast<std::int64_t>(p.x_pixels()), static_cast<std::int64_t>(p.y_pixels()));
        for (const engine::CastMode mode : {engine::CastMode::PixelPerfect, engine::CastMode::Tile}) {
            const CastResult fast = engine::cast_laser(map, p, p, {.mode = mode});
            EXPECT_TRUE(same_outcome(fast, engine::cast_laser_per_pixel(map, p, p, {.mode = mode})));
            if (mode == engine::CastMode::PixelPerfect) {
                EXPECT_EQ(fast.hit, solid ? CastHit::FromInside : CastHit::None);
            }
            EXPECT_EQ(fast.point, p);
        }
        EXPECT_EQ(engine::cast_laser_bresenham(map, p, p).hit, solid ? CastHit::FromInside : CastHit::None);
        // A zero-length facing cast is the same as a zero-length segment.
        EXPECT_EQ(engine::cast_laser(map, p, engine::Direction2::from_degrees(45), Length::from_pixels(0)),
                  engine::cast_laser(map, p, p));
    }
}

TEST(ZeroLengthRays, SegmentCircleAndObjectQueriesTestTheirPoint) {
    const Length r = Length::from_pixels(2);
    const auto inside = engine::intersect_segment_circle(px(10, 10), px(10, 10), px(11, 10), r);
    ASSERT_TRUE(inside);
    EXPECT_EQ(inside->fraction, 0.0);
    EXPECT_FALSE(engine::intersect_segment_circle(px(10, 10), px(10, 10), px(20, 10), r));

    engine::TileObjectIndex index(8, 8);
    const engine::ObjectHandle box = index.insert({{2.0, 2.0}, {3.0, 3.0}});
    const auto hit = engine::first_object_on_segment(index, {2.5, 2.5}, {2.5, 2.5});
    ASSERT_TRUE(hit);
    EXPECT_EQ(hit->handle, box);
    EXPECT_EQ(hit->fraction, 0.0);
    EXPECT_FALSE(engine::first_object_on_segment(index, {5.5, 5.5}, {5.5, 5.5}));
    EXPECT_FALSE(engine::first_object_on_segment(index, {-3.0, 20.0}, {-3.0, 20.0})); // off the index
}

TEST(ZeroLengthRays, ABulletThatDoesNotMoveHitsOnlyWhatItIsIn) {
    const engine::CollisionMap map = test_map();
    engine::TileObjectIndex objects(4, 4);
    const engine::GridSpace grid(px(0, 0), Length::from_pixels(16));
    const engine::ObjectHandle robot = objects.insert({{0.0, 0.0}, {1.0, 1.0}}); // pixels 0..16
    // The robot walk of a zero-length step: the robot whose box holds the point, at 0.
    const auto first_robot = [&](Position2 from, Position2 to) {
        return engine::first_object_on_segment(objects, grid.to_tile_space(from), grid.to_tile_space(to));
    };
    const auto in_robot = engine::sweep_bullet(engine::cast_laser(map, px(5, 5), px(5, 5)), px(5, 5), px(5, 5), first_robot);
    EXPECT_EQ(in_robot.hit, engine::SweepHit::Object);
    EXPECT_EQ(in_robot.object->handle, robot);
    EXPECT_EQ(in_robot.fraction, 0.0);
    const auto in_wall = engine::sweep_bullet(engine::cast_laser(map, px(20, 12), px(20, 12)), px(20, 12), px(20, 12),
                                              first_robot);
    EXPECT_EQ(in_wall.hit, engine::SweepHit::Wall);
    EXPECT_EQ(in_wall.fraction, 0.0);
}

// ---------------------------------------------------------------------------------------
// Rays starting outside the map
// ---------------------------------------------------------------------------------------

TEST(RaysFromOutsideTheMap, EnterFromEverySideAndCornerOrMissCleanly) {
    const engine::CollisionMap map = test_map(); // 48 x 32 px
    struct Case {
        Position2 from, to;
        CastHit hit;
    };
    const std::vector<Case> cases{
        {px(-30, 12), px(30, 12), CastHit::Hit},     // from the left into the full tile
        {px(20, -30), px(20, 30), CastHit::Hit},     // from above
        {px(100, 20), px(30, 20), CastHit::Hit},     // from the right into the mixed tile's solid half
        {px(20, 90), px(20, 0), CastHit::Hit},       // from below
        {px(-8, -8), px(24, 24), CastHit::Hit},      // through the top-left map corner, diagonally
        {px(-10, -1), px(60, -1), CastHit::None},    // parallel, just above the map
        {px(-10, 32), px(60, 32), CastHit::None},    // along the bottom edge, outside (y = 32 is off the map)
        {px(-10, 12), px(0, 12), CastHit::None},     // ends exactly on the map's left edge
        {px(-20, 40), px(8, 31.5f), CastHit::None},  // clips the bottom-left corner region only
        {px(60, 40), px(-20, -20), CastHit::Hit},    // from beyond the bottom-right, right across
        {px(-1e6f, 12), px(1e6f, 12), CastHit::Hit}, // from far away (2^20 px is the limit)
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(std::to_string(c.from.x_pixels()) + "," + std::to_string(c.from.y_pixels()) + " -> " +
                     std::to_string(c.to.x_pixels()) + "," + std::to_string(c.to.y_pixels()));
        for (const engine::CastMode mode : {engine::CastMode::PixelPerfect, engine::CastMode::Tile}) {
            const CastResult fast = engine::cast_laser(map, c.from, c.to, {.mode = mode});
            if (std::abs(c.from.x_pixels()) < 1e5f) { // the per-pixel walk is slow over 2e6 px
                EXPECT_TRUE(same_outcome(fast, engine::cast_laser_per_pixel(map, c.from, c.to, {.mode = mode})));
            }
            EXPECT_EQ(fast.hit, c.hit);
            EXPECT_NE(fast.hit, CastHit::FromInside); // starting outside is never "from inside"
            if (fast.hit == CastHit::Hit) {
                EXPECT_TRUE(map.contains(fast.tile.x, fast.tile.y));
            }
        }
    }
}

TEST(RaysFromOutsideTheMap, ObjectWalksAndBulletSweepsStartingOffTheIndex) {
    engine::TileObjectIndex objects(4, 4);
    const engine::ObjectHandle robot = objects.insert({{1.0, 1.0}, {2.0, 2.0}});
    const auto hit = engine::first_object_on_segment(objects, {-5.5, -5.5}, {3.5, 3.5});
    ASSERT_TRUE(hit);
    EXPECT_EQ(hit->handle, robot);
    EXPECT_FALSE(engine::first_object_on_segment(objects, {-5.5, 9.5}, {9.5, 9.5})); // never on the index
    // A sweep from outside the wall map enters it and stops at the full tile.
    const engine::CollisionMap map = test_map();
    const engine::GridSpace grid(px(0, 0), Length::from_pixels(64));
    const auto nothing = [](Position2, Position2) { return std::optional<engine::SegmentObjectHit>{}; };
    const auto sweep = engine::sweep_bullet(engine::cast_laser(map, px(-40, 12), px(30, 12)), px(-40, 12), px(30, 12), nothing);
    EXPECT_EQ(sweep.hit, engine::SweepHit::Wall);
    EXPECT_EQ(sweep.point, px(16, 12));
}

// ---------------------------------------------------------------------------------------
// Radius 0, -0.0 and negative
// ---------------------------------------------------------------------------------------

TEST(CircleRadius, ZeroAndNegativeZeroAreAPointNegativeIsRefusedByEveryVariant) {
    const engine::TileRect bounds{0, 0, 10, 10};
    for (const TileSpacePoint c : {TileSpacePoint{2.0, 3.0}, TileSpacePoint{2.5, 3.5}, TileSpacePoint{0.0, 0.25}}) {
        const auto expected = collect(engine::tiles_in_circle(c, 0.0));
        EXPECT_EQ(collect(engine::tiles_in_circle(c, -0.0)), expected);
        EXPECT_EQ(collect(engine::tiles_in_circle_row_trim(c, -0.0)), expected);
        EXPECT_EQ(collect(engine::tiles_in_circle_bbox(c, 0.0)), expected);
        std::vector<TileCoord> inside;
        for (const TileCoord t : expected) {
            if (t.x >= 0 && t.y >= 0) {
                inside.push_back(t);
            }
        }
        EXPECT_EQ(collect(engine::tiles_in_circle_clipped(c, 0.0, bounds)), inside);
    }
    const auto message_of = [](auto&& call) -> std::string {
        try {
            call();
        } catch (const std::invalid_argument& error) {
            return error.what();
        }
        return "no error";
    };
    for (const double r : {-1.0, -1e-300, -4096.0}) {
        SCOPED_TRACE(r);
        for (const std::string& message :
             {message_of([&] { (void)engine::tiles_in_circle({1, 1}, r); }),
              message_of([&] { (void)engine::tiles_in_circle_row_trim({1, 1}, r); }),
              message_of([&] { (void)engine::tiles_in_circle_bbox({1, 1}, r); }),
              message_of([&] { (void)engine::tiles_in_circle_clipped({1, 1}, r, bounds); })}) {
            EXPECT_NE(message.find("radius must not be negative"), std::string::npos) << message;
        }
    }
}

TEST(CircleRadius, ObjectQueriesWithRadiusZeroFindTheBoxesAtThePoint) {
    engine::TileObjectIndex index(8, 8);
    const engine::ObjectHandle a = index.insert({{1.0, 1.0}, {3.0, 3.0}});
    (void)index.insert({{5.0, 5.0}, {6.0, 6.0}});
    const auto handles_at = [&](TileSpacePoint centre) {
        std::vector<engine::ObjectHandle> found;
        for (const engine::ObjectHit hit : engine::objects_in_circle(index, centre, 0.0)) {
            found.push_back(hit.handle);
        }
        return found;
    };
    EXPECT_EQ(handles_at({2.0, 2.0}), std::vector<engine::ObjectHandle>{a});
    EXPECT_EQ(handles_at({1.0, 1.0}), std::vector<engine::ObjectHandle>{a}); // the box's own corner
    EXPECT_TRUE(handles_at({4.0, 4.0}).empty());

    engine::ObjectIndex world = engine::ObjectIndex::covering(px(0, 0), Length::from_pixels(64), Length::from_pixels(64),
                                                              Length::from_pixels(16));
    const engine::ObjectHandle w = world.insert(engine::WorldBox::from_corners(px(10, 10), px(20, 20)));
    std::vector<engine::ObjectHandle> world_found;
    for (const engine::ObjectHit hit : world.objects_in_circle(px(15, 15), Length::from_pixels(0))) {
        world_found.push_back(hit.handle);
    }
    EXPECT_EQ(world_found, std::vector<engine::ObjectHandle>{w});
    EXPECT_THROW((void)world.objects_in_circle(px(15, 15), Length::from_pixels(-0.5f)), std::invalid_argument);
}

TEST(CircleRadius, SegmentAgainstARadiusZeroCircleHitsOnlyThroughItsCentre) {
    const Length zero = Length::from_pixels(0);
    const auto through = engine::intersect_segment_circle(px(0, 10), px(20, 10), px(5, 10), zero);
    ASSERT_TRUE(through);
    EXPECT_DOUBLE_EQ(through->fraction, 0.25);
    EXPECT_FALSE(engine::intersect_segment_circle(px(0, 10), px(20, 10), px(5, 10.5f), zero));
    EXPECT_THROW((void)engine::intersect_segment_circle(px(0, 10), px(20, 10), px(5, 10), Length::from_pixels(-1e-3f)),
                 std::invalid_argument);
}

} // namespace
