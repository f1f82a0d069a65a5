// Checks `mine::sweep_bullet` (docs/learn/exercises/bullet_sweep.hpp, or your copy) against
// the engine's `sweep_bullet` on 20,000 bullet steps over random maps among random robots:
// the same outcome, fraction, point and robot.
#include "check.hpp"

#include EXERCISE_FILE

#include <engine/raycast/bullet_sweep.hpp>
#include <engine/raycast/segment_circle.hpp>

#include <exception>
#include <string>

namespace {

struct Robot {
    engine::Position2 centre;
    engine::Length radius;
};

/// What the robot walk returns: which robot, and where along the walked segment.
struct RobotHit {
    std::size_t robot;
    double fraction;
};

/// The first robot on from -> to, by testing every robot (the check's stand-in for chapter
/// 6's index walk: the same answer, ties to the lowest robot).
std::optional<RobotHit> first_robot(const std::vector<Robot>& robots, engine::Position2 from, engine::Position2 to) {
    std::optional<RobotHit> best;
    for (std::size_t n = 0; n < robots.size(); ++n) {
        if (const auto hit = engine::intersect_segment_circle(from, to, robots[n].centre, robots[n].radius)) {
            if (!best || hit->fraction < best->fraction) best = RobotHit{n, hit->fraction};
        }
    }
    return best;
}

std::string describe(const engine::BulletSweep<RobotHit>& sweep) {
    const char* what = sweep.hit == engine::SweepHit::Wall ? "wall" : sweep.hit == engine::SweepHit::Object ? "robot" : "nothing";
    std::string text = what;
    if (sweep.hit == engine::SweepHit::Object && sweep.object) text += " " + std::to_string(sweep.object->robot);
    return text + " at fraction " + check::number(sweep.fraction) + ", point (" + check::number(sweep.point.x_pixels()) +
           ", " + check::number(sweep.point.y_pixels()) + ")";
}

} // namespace

int main() {
    std::mt19937_64 random(8);
    int steps = 0;
    for (int scene = 0; scene < 40; ++scene) {
        auto masks = engine::TileMaskSet::from_function(8, 2, [](std::int32_t type, std::int32_t x, std::int32_t y) {
            return type == 0 || x + y < 8; // a full block, and a triangle
        });
        engine::CollisionMap walls(16, 12, std::move(masks));
        for (int n = 0; n < 30; ++n) {
            walls.place(std::uniform_int_distribution<int>(0, 15)(random), std::uniform_int_distribution<int>(0, 11)(random),
                        engine::PlacedTile{.type = std::uniform_int_distribution<int>(0, 1)(random)});
        }
        std::vector<Robot> robots;
        for (int n = 0; n < 12; ++n) {
            robots.push_back({engine::Position2::from_pixels(std::uniform_real_distribution<float>(0, 128)(random),
                                                             std::uniform_real_distribution<float>(0, 96)(random)),
                              engine::Length::from_pixels(std::uniform_real_distribution<float>(1, 8)(random))});
        }
        for (int n = 0; n < 500; ++n, ++steps) {
            const auto point = [&] {
                return engine::Position2::from_pixels(static_cast<float>(check::adversarial(random, 64) + 64),
                                                      static_cast<float>(check::adversarial(random, 48) + 48));
            };
            const engine::Position2 from = point(), to = point();
            const engine::CastResult wall = engine::cast_laser(walls, from, to);
            const auto walk = [&](engine::Position2 a, engine::Position2 reach) { return first_robot(robots, a, reach); };
            const auto expected = engine::sweep_bullet(wall, from, to, walk);
            engine::BulletSweep<RobotHit> yours;
            try {
                yours = mine::sweep_bullet(wall, from, to, walk);
            } catch (const std::exception& error) {
                std::printf("bullet_sweep: step %d threw: %s\n", steps, error.what());
                return 1;
            }
            const bool same_robot = (yours.object.has_value() == expected.object.has_value()) &&
                                    (!yours.object || yours.object->robot == expected.object->robot);
            if (yours.hit != expected.hit || yours.fraction != expected.fraction || !(yours.point == expected.point) || !same_robot) {
                std::printf("bullet_sweep: step %d differs from the engine\n  from (%s, %s) to (%s, %s); the wall cast: %s at "
                            "fraction %s\n  engine: %s\n  yours:  %s\n",
                            steps, check::number(from.x_pixels()).c_str(), check::number(from.y_pixels()).c_str(),
                            check::number(to.x_pixels()).c_str(), check::number(to.y_pixels()).c_str(),
                            engine::to_string(wall.hit), check::number(wall.fraction).c_str(), describe(expected).c_str(),
                            describe(yours).c_str());
                return 1;
            }
        }
    }
    std::printf("bullet_sweep: all %d steps hit what the engine's sweep hits. Now compare with\n"
                "  engine/include/engine/raycast/bullet_sweep.hpp\n", steps);
    return 0;
}
