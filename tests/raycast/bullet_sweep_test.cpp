// Bullet sweeps against walls and robots: the walls first, then the first robot before the
// wall; equal to testing every robot and the walls by brute force, at any bullet speed (no
// tunnelling), with the robot walk stopping early once a hit is certain.

#include "test_maps.hpp"

#include <engine/raycast/bullet_sweep.hpp>
#include <engine/raycast/segment_circle.hpp>
#include <engine/tilemap/grid_space.hpp>
#include <engine/tilemap/object_queries.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

namespace {

using engine::Length;
using engine::Position2;

struct Robot {
    Position2 centre;
    Length radius;
};

/// What the robot walk found: which robot, and where along the walked segment.
struct RobotHit {
    std::size_t robot;
    double fraction;
};

/// Robots as circles, indexed by their bounding boxes grown by 4 px (as the game grows them:
/// a robot pressed against a wall must still lie across the walk that ends at the wall) on a
/// grid of 32 px tiles.
struct Arena {
    engine::CollisionMap walls;
    engine::GridSpace grid{Position2::from_pixels(0, 0), Length::from_pixels(32)};
    engine::TileObjectIndex index;
    std::vector<Robot> robots;
    std::int64_t tiles_walked = 0;

    Arena(engine::CollisionMap map) : walls{std::move(map)}, index{walls.width() / 2 + 1, walls.height() / 2 + 1} {}

    void add(Robot robot) {
        const engine::TileSpacePoint centre = grid.to_tile_space(robot.centre);
        const double r = grid.to_tiles(robot.radius + Length::from_pixels(4));
        index.insert(engine::TileSpaceBox{{centre.x - r, centre.y - r}, {centre.x + r, centre.y + r}},
                     static_cast<std::uint32_t>(robots.size()));
        robots.push_back(robot);
    }

    std::optional<double> circle_fraction(std::size_t robot, Position2 from, Position2 to) const {
        const auto hit = engine::intersect_segment_circle(from, to, robots[robot].centre, robots[robot].radius);
        return hit ? std::optional<double>(hit->fraction) : std::nullopt;
    }

    /// Chapter 6's question with disks: the first robot on from -> to, ties to the lowest index.
    std::optional<RobotHit> first_robot(Position2 from, Position2 to) {
        std::optional<RobotHit> best;
        auto walk = engine::objects_on_segment(index, grid.to_tile_space(from), grid.to_tile_space(to));
        for (const engine::SegmentObjectHit& candidate : walk) {
            if (best && candidate.tile_entry_fraction > best->fraction + 1e-6) {
                break;
            }
            const std::size_t robot = index.user_data(candidate.handle);
            if (const auto f = circle_fraction(robot, from, to)) {
                if (!best || *f < best->fraction || (*f == best->fraction && robot < best->robot)) {
                    best = RobotHit{robot, *f};
                }
            }
        }
        tiles_walked += walk.stats().tiles_visited;
        return best;
    }

    engine::BulletSweep<RobotHit> sweep(Position2 from, Position2 to) {
        return engine::sweep_bullet(engine::cast_laser(walls, from, to), from, to,
                                    [&](Position2 a, Position2 reach) { return first_robot(a, reach); });
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
            const auto sweep = arena.sweep(bullet, next);
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
    const auto shielded = arena.sweep(px(60, 44), px(120, 44));
    EXPECT_EQ(shielded.hit, engine::SweepHit::Wall);
    EXPECT_FLOAT_EQ(shielded.point.x_pixels(), 80);

    // A robot pressed into the wall: the bullet meets its circle and the wall's
    // face at the same x = 80, and the robot takes the hit.
    arena.add({px(84, 44), Length::from_pixels(4)});
    const auto flush = arena.sweep(px(60, 44), px(120, 44));
    ASSERT_EQ(flush.hit, engine::SweepHit::Object);
    EXPECT_EQ(flush.object->robot, 1u);
    EXPECT_FLOAT_EQ(flush.point.x_pixels(), 80);
}

TEST(BulletSweep, AMuzzleInsideAWallHitsTheWallNotTheRobotAroundIt) {
    engine::CollisionMap map(20, 10, test_maps::known_masks());
    map.place(10, 5, engine::PlacedTile{test_maps::kFull}); // pixels [80, 88) x [40, 48)
    Arena arena(std::move(map));
    arena.add({px(84, 44), Length::from_pixels(6)}); // its disk holds the muzzle too
    const auto sweep = arena.sweep(px(82, 44), px(40, 44));
    EXPECT_EQ(sweep.hit, engine::SweepHit::Wall);
    EXPECT_EQ(sweep.wall.hit, engine::CastHit::FromInside);
    EXPECT_EQ(sweep.fraction, 0.0);
    EXPECT_FALSE(sweep.object);
}

TEST(BulletSweep, EqualsBruteForceOverEveryRobotAndStopsEarly) {
    Arena arena(test_maps::random_map(9, 24, 16, 8, 0.2, 0.92));
    std::mt19937 random(21);
    std::uniform_real_distribution<float> x(0, 24 * 8), y(0, 16 * 8), r(1, 12);
    for (int i = 0; i < 60; ++i) {
        arena.add({px(x(random), y(random)), Length::from_pixels(r(random))});
    }
    std::int64_t tiles_on_segments = 0;
    int robots_hit = 0, walls_hit = 0;
    for (int i = 0; i < 4000; ++i) {
        const Position2 from = px(x(random), y(random));
        const Position2 to = px(x(random), y(random));
        const auto sweep = arena.sweep(from, to);

        // Brute force: every robot along the whole step, then the wall.
        std::optional<std::size_t> best_robot;
        double best = 2.0;
        for (std::size_t robot = 0; robot < arena.robots.size(); ++robot) {
            if (const auto f = arena.circle_fraction(robot, from, to); f && *f < best) {
                best = *f;
                best_robot = robot;
            }
        }
        const engine::CastResult wall = engine::cast_laser(arena.walls, from, to);
        if (wall.hit == engine::CastHit::FromInside) {
            ASSERT_EQ(sweep.hit, engine::SweepHit::Wall) << i;
            EXPECT_EQ(sweep.fraction, 0.0);
            continue;
        }
        const bool wall_hit = wall.hit == engine::CastHit::Hit;
        if (best_robot && wall_hit && std::abs(best - wall.fraction) < 1e-6) {
            continue; // a robot at the wall's face: either answer is within rounding
        }
        if (best_robot && (!wall_hit || best < wall.fraction)) {
            ASSERT_EQ(sweep.hit, engine::SweepHit::Object) << i;
            // The sweep measures the robot along the part before the wall, then scales.
            EXPECT_NEAR(sweep.fraction, best, 1e-6) << i;
            EXPECT_NEAR(*arena.circle_fraction(sweep.object->robot, from, to), best, 1e-6) << i;
            ++robots_hit;
        } else if (wall_hit) {
            ASSERT_EQ(sweep.hit, engine::SweepHit::Wall) << i;
            EXPECT_EQ(sweep.fraction, wall.fraction);
            ++walls_hit;
        } else {
            EXPECT_EQ(sweep.hit, engine::SweepHit::None) << i;
        }
        tiles_on_segments += engine::tiles_on_segment(arena.grid.to_tile_space(from), arena.grid.to_tile_space(to)).tiles_total();
    }
    EXPECT_GT(robots_hit, 500);
    EXPECT_GT(walls_hit, 200);
    EXPECT_LT(arena.tiles_walked, tiles_on_segments); // walls and hits ended walks before the segments' ends
}
