// Chapter 8's worked trace: a fast bullet stepped frame by frame, each step swept against
// the walls (cast_laser) and the robots (objects_on_segment + intersect_segment_circle).
// Build and run it from the repository's root (docs/learn/08_bullets.md, "Try it").
#include <engine/raycast/bullet_sweep.hpp>
#include <engine/raycast/segment_circle.hpp>
#include <engine/tilemap/grid_space.hpp>
#include <engine/tilemap/object_queries.hpp>

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

    /// The exact test: where the segment enters the robot's disk, if it does.
    std::optional<double> enters(std::uint32_t robot, Position2 from, Position2 to) const {
        const auto hit = intersect_segment_circle(from, to, robots[robot].centre, robots[robot].radius);
        return hit ? std::optional<double>(hit->fraction) : std::nullopt;
    }

    /// What the robot walk found: which robot, and where along the walked segment.
    struct RobotHit {
        std::uint32_t robot;
        double fraction;
    };

    /// Chapter 6's first hit with disks, printed: the candidates in index-tile order, the
    /// early exit on a tile entered after the best hit, ties to the lowest robot.
    std::optional<RobotHit> first_robot(Position2 from, Position2 to) const {
        std::optional<RobotHit> best;
        auto walk = objects_on_segment(index, grid.to_tile_space(from), grid.to_tile_space(to));
        for (const SegmentObjectHit& c : walk) {
            const std::uint32_t robot = index.user_data(c.handle);
            if (best && c.tile_entry_fraction > best->fraction) {
                std::printf("    index tile (%d, %d) entered at %.4g > %.4g: stop before robot %s's disk test\n", c.tile.x,
                            c.tile.y, c.tile_entry_fraction, best->fraction, robots[robot].name);
                break;
            }
            const std::optional<double> f = enters(robot, from, to);
            std::printf("    index tile (%d, %d) entered at %.4g: robot %s, box at %.4g, disk at ", c.tile.x, c.tile.y,
                        c.tile_entry_fraction, robots[robot].name, c.fraction);
            if (f) {
                std::printf("%.4g\n", *f);
            } else {
                std::printf("(missed)\n");
            }
            if (f && (!best || *f < best->fraction || (*f == best->fraction && robot < best->robot))) {
                best = RobotHit{robot, *f};
            }
        }
        std::printf("    robot walk on (%g, %g) -> (%g, %g): index tiles visited %lld, boxes tested %lld\n", from.x_pixels(),
                    from.y_pixels(), to.x_pixels(), to.y_pixels(), static_cast<long long>(walk.stats().tiles_visited),
                    static_cast<long long>(walk.stats().objects_tested));
        return best;
    }

    /// One bullet step: the wall cast (printed), then `sweep_bullet` with the robot walk.
    BulletSweep<RobotHit> sweep(Position2 from, Position2 to) const {
        const CastResult wall = cast_laser(walls, from, to, CastOptions{CastMode::Tile});
        std::printf("    wall cast: %s at fraction %.4g, point (%g, %g) (%lld level tiles)\n", to_string(wall.hit),
                    wall.fraction, wall.point.x_pixels(), wall.point.y_pixels(), static_cast<long long>(wall.tiles_visited));
        return sweep_bullet(wall, from, to, [&](Position2 a, Position2 reach) { return first_robot(a, reach); });
    }
};

void print_sweep(const Arena& arena, const BulletSweep<Arena::RobotHit>& s) {
    const char* what = s.hit == SweepHit::Wall ? "wall" : s.hit == SweepHit::Object ? "robot" : "nothing";
    std::printf("    -> %s", what);
    if (s.hit == SweepHit::Object) {
        std::printf(" %s (fraction %.4g of the walked part)", arena.robots[s.object->robot].name, s.object->fraction);
    }
    std::printf(" at fraction %.4g of the step, point (%g, %g)\n", s.fraction, s.point.x_pixels(), s.point.y_pixels());
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
        const auto s = arena.sweep(bullet, next);
        print_sweep(arena, s);
        if (s.hit != SweepHit::None) {
            break;
        }
        bullet = next;
    }

    // 2. The next bullet's step meets the wall, where robot B stands pressed into it, and
    // robot C waits behind it.
    std::printf("step: (58, 19) -> (94, 19)\n");
    print_sweep(arena, arena.sweep(px(58, 19), px(94, 19)));

    // 3. A long step through robot A towards the wall: the walk meets A, then stops before B.
    std::printf("step: (40, 18) -> (95, 18.5)\n");
    print_sweep(arena, arena.sweep(px(40, 18), px(95, 18.5f)));
}
