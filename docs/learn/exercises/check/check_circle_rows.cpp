// Checks `mine::tiles_in_circle` (docs/learn/exercises/circle_rows.hpp, or your copy)
// against the engine's circle query on the chapter's disk, then 50,000 adversarial ones.
#include "check.hpp"

#include EXERCISE_FILE

#include <engine/tilemap/circle_query.hpp>

#include <exception>

int main() {
    std::mt19937_64 random(3);
    std::vector<std::pair<check::TileSpacePoint, double>> cases{
        {{2.5, 2.25}, 1.4999}, {{2.5, 2.25}, 1.6}, {{4.5, 4.5}, 1.0}, {{2.0, 2.0}, 0.0}, {{0.0, 0.0}, 5.0}, {{3.0, 2.5}, 1.0}};
    for (int n = 0; n < 50000; ++n) {
        const double radius = n % 3 == 0 ? std::floor(check::adversarial(random, 12.0)) / 2.0
                                         : std::fabs(check::adversarial(random, 9.0));
        cases.push_back({{check::adversarial(random, 10.0), check::adversarial(random, 10.0)}, std::fabs(radius)});
    }
    for (std::size_t n = 0; n < cases.size(); ++n) {
        const auto [centre, radius] = cases[n];
        std::vector<engine::TileCoord> expected;
        for (const engine::TileCoord tile : engine::tiles_in_circle(centre, radius)) expected.push_back(tile);
        std::vector<engine::TileCoord> yours;
        try {
            yours = mine::tiles_in_circle(centre, radius);
        } catch (const std::exception& error) {
            std::printf("circle_rows: case %zu threw: %s\n", n, error.what());
            return 1;
        }
        if (yours != expected) {
            check::Picture picture(expected, yours);
            picture.circle(centre, radius);
            return check::report_difference("circle_rows", static_cast<int>(n),
                                            "tiles_in_circle({" + check::number(centre.x) + ", " +
                                                check::number(centre.y) + "}, " + check::number(radius) + ")",
                                            expected, yours, picture);
        }
    }
    std::printf("circle_rows: all %zu disks give the engine's tiles. Now compare with\n"
                "  engine/include/engine/teach/circle_rows.hpp\n", cases.size());
    return 0;
}
