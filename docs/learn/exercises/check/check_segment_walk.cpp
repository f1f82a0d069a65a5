// Checks `mine::tiles_on_segment` (docs/learn/exercises/segment_walk.hpp, or your copy)
// against the engine's walk on the chapter's segments, then 100,000 adversarial ones.
#include "check.hpp"

#include EXERCISE_FILE

#include <engine/tilemap/segment_query.hpp>

#include <exception>

int main() {
    std::mt19937_64 random(4);
    std::vector<std::pair<check::TileSpacePoint, check::TileSpacePoint>> cases{
        {{9.03125, 5.25}, {7.3125, 6.5}}, {{0.5, 0.5}, {3.5, 1.5}}, {{0.5, 3.5}, {3.5, 0.5}},
        {{3.5, 0.5}, {0.5, 3.5}},         {{2.0, 0.5}, {0.25, 0.5}}, {{1.5, 1.5}, {1.5, 1.5}}};
    for (int n = 0; n < 100000; ++n) {
        const double range = n % 10 == 0 ? 300.0 : 8.0;
        cases.push_back({{check::adversarial(random, range), check::adversarial(random, range)},
                         {check::adversarial(random, range), check::adversarial(random, range)}});
    }
    for (std::size_t n = 0; n < cases.size(); ++n) {
        const auto [a, b] = cases[n];
        std::vector<engine::TileCoord> expected;
        for (const engine::TileCoord tile : engine::tiles_on_segment(a, b)) expected.push_back(tile);
        std::vector<engine::TileCoord> yours;
        try {
            yours = mine::tiles_on_segment(a, b);
        } catch (const std::exception& error) {
            std::printf("segment_walk: case %zu threw: %s\n", n, error.what());
            return 1;
        }
        if (yours != expected) {
            check::Picture picture(expected, yours);
            picture.segment(a, b);
            return check::report_difference("segment_walk", static_cast<int>(n),
                                            "tiles_on_segment({" + check::number(a.x) + ", " + check::number(a.y) +
                                                "}, {" + check::number(b.x) + ", " + check::number(b.y) + "})",
                                            expected, yours, picture);
        }
    }
    std::printf("segment_walk: all %zu segments give the engine's tiles. Now compare with\n"
                "  engine/include/engine/teach/segment_walk.hpp\n", cases.size());
    return 0;
}
