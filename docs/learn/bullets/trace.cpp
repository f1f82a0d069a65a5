// Chapter 8's worked trace: a fast bullet stepped frame by frame, each step swept against
// the walls (cast_laser) and the robots (objects_on_segment + intersect_segment_circle).
// Build and run it from the repository's root (docs/learn/08_bullets.md, "Try it").
#include <engine/raycast/bullet_sweep.hpp>
#include <engine/raycast/segment_circle.hpp>

#include <cstdint>
#include <cstdio>
#include <optional>
#include <vector>

namespace {

using namespace engine;

struct Robot {
    const char* name;
    Position2 centre;
    Length radius;
};

Position2 px(float x, float y) { return Position2::from_pixels(x, y); }

/// Walls on 8 px tiles, robots as disks in an object index of 16 px tiles. Each robot's
/// box in the index is its disk's box grown by 4 px, as in the game (kIndexBoxMarginPixels).
struct Arena {
    CollisionMap walls{12, 4, TileMaskSet::from_function(8, 1, [](auto, auto, auto) { return true; })};
    GridSpace grid{px(0, 0), Length::from_pixels(16)};
    TileObjectIndex index{6, 2}; // 96 x 32 px, like the walls
    std::vector<Robot> robots;

    void add(Robot robot) {
        const TileSpacePoint c = grid.to_tile_space(robot.centre);
        const double r = grid.to_tiles(robot.radius + Length::from_pixels(4));
        index.insert(TileSpaceBox{{c.x - r, c.y - r}, {c.x + r, c.y + r}}, static_cast<std::uint32_t>(robots.size()));
        robots.push_back(robot);
    }

    /// The exact test: where the step enters the robot's disk, if it does.
    std::optional<double> enters(std::uint32_t robot, Position2 from, Position2 to) const {
        const auto hit = intersect_segment_circle(from, to, robots[robot].centre, robots[robot].radius);
        return hit ? std::optional<double>(hit->fraction) : std::nullopt;
    }

    /// What the sweep's object walk meets, printed: every candidate in index-tile order.
    void print_object_walk(Position2 from, Position2 to, double limit) const {
        for (const SegmentObjectHit& c : objects_on_segment(index, grid.to_tile_space(from), grid.to_tile_space(to))) {
            const std::uint32_t robot = index.user_data(c.handle);
            if (c.tile_entry_fraction > limit) {
                std::printf("    index tile (%d, %d) entered at %.4g > %.4g: stop before robot %s's disk test\n", c.tile.x,
                            c.tile.y, c.tile_entry_fraction, limit, robots[robot].name);
                return;
            }
            const std::optional<double> f = enters(robot, from, to);
            std::printf("    index tile (%d, %d) entered at %.4g: robot %s, box at %.4g, disk at ", c.tile.x, c.tile.y,
                        c.tile_entry_fraction, robots[robot].name, c.fraction);
            if (f) {
                std::printf("%.4g\n", *f);
                limit = *f <= limit ? *f : limit;
            } else {
                std::printf("(missed)\n");
            }
        }
    }

    BulletSweep sweep(Position2 from, Position2 to) const {
        return sweep_bullet(walls, index, grid, from, to, CastOptions{CastMode::Tile},
                            [&](ObjectHandle h) { return enters(index.user_data(h), from, to); });
    }
};

void print_sweep(const Arena& arena, const BulletSweep& s) {
    const char* what = s.hit == SweepHit::Wall ? "wall" : s.hit == SweepHit::Object ? "robot" : "nothing";
    std::printf("    -> %s", what);
    if (s.hit == SweepHit::Object) {
        std::printf(" %s", arena.robots[arena.index.user_data(*s.object)].name);
    }
    std::printf(" at fraction %.4g, point (%g, %g); index tiles visited %lld, boxes tested %lld\n", s.fraction,
                s.point.x_pixels(), s.point.y_pixels(), static_cast<long long>(s.object_stats.tiles_visited),
                static_cast<long long>(s.object_stats.objects_tested));
}

} // namespace

int main() {
    Arena arena;
    arena.walls.place(9, 2, PlacedTile{.type = 0}); // a wall block: pixels [72, 80) x [16, 24)
    arena.add({"A", px(50, 20), Length::from_pixels(3)});
    arena.add({"B", px(75, 19), Length::from_pixels(3)}); // pressed into the wall
    arena.add({"C", px(88, 19), Length::from_pixels(3)}); // behind the wall

    // 1. A bullet at 2,400 px/s with 120 steps a second moves 20 px a step.
    Position2 bullet = px(2, 19);
    const Difference2 step = Difference2::from_pixels(20, 0);
    for (int n = 1;; ++n) {
        const Position2 next = bullet + step;
        const bool inside_a = distance(next, arena.robots[0].centre) <= arena.robots[0].radius;
        std::printf("step %d: (%g, %g) -> (%g, %g); new position inside robot A? %s\n", n, bullet.x_pixels(),
                    bullet.y_pixels(), next.x_pixels(), next.y_pixels(), inside_a ? "yes" : "no");
        const BulletSweep s = arena.sweep(bullet, next);
        const double wall = s.wall.hit == CastHit::None ? 1.0 : s.wall.fraction;
        std::printf("    wall cast: %s at fraction %.4g (%lld level tiles)\n", to_string(s.wall.hit), wall,
                    static_cast<long long>(s.wall.tiles_visited));
        arena.print_object_walk(bullet, next, wall);
        print_sweep(arena, s);
        if (s.hit != SweepHit::None) {
            break;
        }
        bullet = next;
    }

    // 2. The next bullet's step ends at the wall, where robot B stands pressed into it.
    const Position2 from = px(58, 19), to = px(94, 19);
    std::printf("step: (58, 19) -> (94, 19)\n");
    const BulletSweep s = arena.sweep(from, to);
    std::printf("    wall cast: %s at fraction %.4g, point (%g, %g), face %s\n", to_string(s.wall.hit), s.wall.fraction,
                s.wall.point.x_pixels(), s.wall.point.y_pixels(), std::string(name(s.wall.normal)).c_str());
    arena.print_object_walk(from, to, s.wall.fraction);
    print_sweep(arena, s);

    // 3. The game's order (game/src/sim/queries.cpp): the wall first, then the robots on
    // the part of the step before the wall only, as fractions of that shorter segment.
    const Position2 reach = s.wall.point;
    std::optional<std::uint32_t> best;
    double best_fraction = 2.0;
    auto walk = objects_on_segment(arena.index, arena.grid.to_tile_space(from), arena.grid.to_tile_space(reach));
    for (const SegmentObjectHit& c : walk) {
        const std::uint32_t robot = arena.index.user_data(c.handle);
        if (const auto f = arena.enters(robot, from, reach); f && *f < best_fraction) {
            best = robot;
            best_fraction = *f;
        }
    }
    std::printf("game's order: walls, then robots on (58, 19) -> (%g, %g): robot %s at %.4g of it = %.4g of the step;"
                " index tiles visited %lld\n",
                reach.x_pixels(), reach.y_pixels(), best ? arena.robots[*best].name : "-", best_fraction,
                best_fraction * s.wall.fraction, static_cast<long long>(walk.stats().tiles_visited));
}
