// Bullet sweeps against walls and robots: equal to testing every robot and the
// walls by brute force, at any bullet speed (no tunnelling), and stopping the
// object walk early once a hit is certain.

#include "test_maps.hpp"

#include <engine/raycast/bullet_sweep.hpp>
#include <engine/raycast/segment_circle.hpp>

#include <gtest/gtest.h>

#include <random>
#include <vector>

namespace {

using engine::Length;
using engine::Position2;

struct Robot {
    Position2 centre;
    Length radius;
};

/// Robots as circles, indexed by their bounding boxes on a grid of 32 px tiles.
struct Arena {
    engine::CollisionMap walls;
    engine::GridSpace grid{Position2::from_pixels(0, 0), Length::from_pixels(32)};
    engine::TileObjectIndex index;
    std::vector<Robot> robots;
    std::vector<engine::ObjectHandle> handles;

    Arena(engine::CollisionMap map) : walls{std::move(map)}, index{walls.width() / 2 + 1, walls.height() / 2 + 1} {}

    void add(Robot robot) {
        const engine::TileSpacePoint centre = grid.to_tile_space(robot.centre);
        const double r = grid.to_tiles(robot.radius);
        handles.push_back(index.insert(engine::TileSpaceBox{{centre.x - r, centre.y - r}, {centre.x + r, centre.y + r}},
                                       static_cast<std::uint32_t>(robots.size())));
        robots.push_back(robot);
    }

    std::optional<double> circle_fraction(std::size_t robot, Position2 from, Position2 to) const {
        const auto hit = engine::intersect_segment_circle(from, to, robots[robot].centre, robots[robot].radius);
        return hit ? std::optional<double>(hit->fraction) : std::nullopt;
    }

    engine::BulletSweep sweep(Position2 from, Position2 to) const {
        return engine::sweep_bullet(walls, index, grid, from, to, {}, [&](engine::ObjectHandle handle) {
            return circle_fraction(index.user_data(handle), from, to);
        });
    }
};

Position2 px(float x, float y) { return Position2::from_pixels(x, y); }

} // namespace

TEST(BulletSweep, HitsARobotAtAnySpeed) {
    Arena arena(engine::CollisionMap(20, 10, test_maps::known_masks())); // 160 x 80 px, no walls
    arena.add({px(100, 40), Length::from_pixels(3)});
    for (float speed_pixels_per_step : {1.0f, 7.0f, 50.0f, 150.0f}) {
        // Step a bullet from x = 2 to the right until it hits or leaves.
        Position2 bullet = px(2, 41);
        bool hit = false;
        while (!hit && bullet.x_pixels() < 160) {
            const Position2 next = px(bullet.x_pixels() + speed_pixels_per_step, 41);
            const engine::BulletSweep sweep = arena.sweep(bullet, next);
            hit = sweep.hit == engine::SweepHit::Object;
            if (hit) {
                EXPECT_NEAR(sweep.point.x_pixels(), 100 - std::sqrt(8.0f), 1e-3) << speed_pixels_per_step;
            }
            bullet = next;
        }
        EXPECT_TRUE(hit) << "tunnelled through at " << speed_pixels_per_step << " px per step";
    }
}

TEST(BulletSweep, WallInFrontShieldsTheRobotAndARobotAgainstAWallIsHit) {
    engine::CollisionMap map(20, 10, test_maps::known_masks());
    map.place(10, 5, engine::PlacedTile{test_maps::kFull}); // pixels [80, 88) x [40, 48)
    Arena arena(std::move(map));
    arena.add({px(100, 44), Length::from_pixels(4)});
    const engine::BulletSweep shielded = arena.sweep(px(60, 44), px(120, 44));
    EXPECT_EQ(shielded.hit, engine::SweepHit::Wall);
    EXPECT_FLOAT_EQ(shielded.point.x_pixels(), 80);

    // A robot pressed into the wall: the bullet meets its circle and the wall's
    // face at the same x = 80, and the robot takes the hit.
    arena.add({px(84, 44), Length::from_pixels(4)});
    const engine::BulletSweep flush = arena.sweep(px(60, 44), px(120, 44));
    EXPECT_EQ(flush.hit, engine::SweepHit::Object);
    EXPECT_EQ(arena.index.user_data(*flush.object), 1u);
    EXPECT_FLOAT_EQ(flush.point.x_pixels(), 80);
}

TEST(BulletSweep, EqualsBruteForceOverEveryRobotAndStopsEarly) {
    Arena arena(test_maps::random_map(9, 24, 16, 8, 0.2, 0.92));
    std::mt19937 random(21);
    std::uniform_real_distribution<float> x(0, 24 * 8), y(0, 16 * 8), r(1, 12);
    for (int i = 0; i < 60; ++i) {
        arena.add({px(x(random), y(random)), Length::from_pixels(r(random))});
    }
    std::int64_t tiles_walked = 0;
    std::int64_t tiles_on_segments = 0;
    for (int i = 0; i < 4000; ++i) {
        const Position2 from = px(x(random), y(random));
        const Position2 to = px(x(random), y(random));
        const engine::BulletSweep sweep = arena.sweep(from, to);

        // Brute force: every robot, then the wall.
        std::optional<std::size_t> best_robot;
        double best = 2.0;
        for (std::size_t robot = 0; robot < arena.robots.size(); ++robot) {
            if (const auto f = arena.circle_fraction(robot, from, to); f && *f < best) {
                best = *f;
                best_robot = robot;
            }
        }
        const engine::CastResult wall = engine::cast_laser(arena.walls, from, to);
        const bool wall_first = wall.hit != engine::CastHit::None && (!best_robot || wall.fraction < best);
        if (wall_first) {
            ASSERT_EQ(sweep.hit, engine::SweepHit::Wall) << i;
            EXPECT_EQ(sweep.fraction, wall.fraction);
        } else if (best_robot) {
            ASSERT_EQ(sweep.hit, engine::SweepHit::Object) << i;
            EXPECT_EQ(sweep.fraction, best);
            EXPECT_EQ(arena.circle_fraction(arena.index.user_data(*sweep.object), from, to), best);
        } else {
            EXPECT_EQ(sweep.hit, engine::SweepHit::None) << i;
        }
        tiles_walked += sweep.object_stats.tiles_visited;
        tiles_on_segments += engine::tiles_on_segment(arena.grid.to_tile_space(from), arena.grid.to_tile_space(to)).tiles_total();
    }
    EXPECT_LT(tiles_walked, tiles_on_segments); // hits ended walks before the segments' ends
}
