// tilequery end to end: runs the real executable (path from CMake) with a shell,
// feeding stdin from a file and capturing stdout, stderr and the exit status.
// The expected tiles come from the engine's queries, so the test checks that the
// tool reports exactly what the engine computes, in order.

#include "tilequery_run.hpp"

#include <engine/tilemap/circle_query.hpp>
#include <engine/tilemap/rect_query.hpp>
#include <engine/tilemap/segment_query.hpp>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>
#include "../support/collect_tiles.hpp"


namespace {

using engine::TileCoord;
using tilequery_run::run_tilequery;
using tilequery_run::ToolRun;
using nlohmann::json;

using test_support::collect_tiles;

std::vector<TileCoord> tiles_of(const json& answer) {
    std::vector<TileCoord> tiles;
    for (const json& pair : answer.at("tiles")) {
        tiles.push_back({pair.at(0).get<std::int32_t>(), pair.at(1).get<std::int32_t>()});
    }
    return tiles;
}

/// --batch's answers: one JSON document per output line.
std::vector<json> json_lines(const std::string& out) {
    std::vector<json> answers;
    std::istringstream lines(out);
    std::string line;
    while (std::getline(lines, line)) {
        answers.push_back(json::parse(line));
    }
    return answers;
}

TEST(TilequeryEndToEnd, RayPrintsTilesInOrderAndPicture) {
    const ToolRun run = run_tilequery("ray 0.5,0.5 3.5,1.5");
    ASSERT_EQ(run.status, 0) << run.err;
    // The corner at (2, 1) is passed x first: (2,0) before (2,1).
    EXPECT_NE(run.out.find("tiles in visit order: (0,0) (1,0) (2,0) (2,1) (3,1)"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("tiles_visited=5"), std::string::npos) << run.out;
    // Picture rows y=0 and y=1 (x from -1): visit order digits in place, '.' elsewhere.
    // The first tile is 1, as in the game's panels.
    EXPECT_NE(run.out.find("y=0  .123.."), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("y=1  ...45."), std::string::npos) << run.out;
}

TEST(TilequeryEndToEnd, TheEchoedQueryReadsBackAsTheNumbersGiven) {
    // A point just off the grid is echoed as given, not rounded to 0.5: what the report
    // prints can be typed back in for the same query.
    const ToolRun ray = run_tilequery("ray 0.50000000001,0.1 3.5,1e-7");
    ASSERT_EQ(ray.status, 0) << ray.err;
    EXPECT_EQ(ray.out.rfind("ray (0.50000000001, 0.1) -> (3.5, 1e-07), variant exact:", 0), 0u) << ray.out;
    const ToolRun circle = run_tilequery("circle 2.0000000000000004,-3 0.30000000000000004");
    ASSERT_EQ(circle.status, 0) << circle.err;
    EXPECT_EQ(circle.out.rfind("circle centre (2.0000000000000004, -3) radius 0.30000000000000004,", 0), 0u)
        << circle.out;
}

TEST(TilequeryEndToEnd, CirclePictureMarksEveryVisitedTileOnce) {
    const ToolRun run = run_tilequery("--variant row-trim circle -- -2.25,1.5 2");
    ASSERT_EQ(run.status, 0) << run.err;
    const auto expected = collect_tiles(engine::tiles_in_circle({-2.25, 1.5}, 2.0));
    EXPECT_NE(run.out.find("variant row-trim: " + std::to_string(expected.size()) + " tiles"), std::string::npos) << run.out;
    // Count the order symbols in the picture (everything after its header line).
    const std::size_t picture = run.out.find("'.' = not visited");
    ASSERT_NE(picture, std::string::npos);
    std::size_t symbols = 0;
    std::istringstream lines(run.out.substr(picture));
    std::string line;
    std::getline(lines, line); // header
    std::getline(lines, line); // x range
    while (std::getline(lines, line)) {
        const std::string cells = line.substr(line.find("  ") + 2);
        for (char cell : cells) {
            symbols += cell != '.' ? 1 : 0;
        }
    }
    EXPECT_EQ(symbols, expected.size());
}

TEST(TilequeryEndToEnd, JsonEqualsTheEngineForEveryQueryAndVariant) {
    std::mt19937_64 random{31};
    std::uniform_real_distribution<double> coordinate{-20.0, 20.0};
    std::uniform_real_distribution<double> radius{0.0, 6.0};
    for (int n = 0; n < 6; ++n) {
        const engine::TileSpacePoint a{coordinate(random), coordinate(random)};
        const engine::TileSpacePoint b{coordinate(random), coordinate(random)};
        const double r = radius(random);
        const auto point = [](engine::TileSpacePoint p) {
            char text[64];
            std::snprintf(text, sizeof text, "%.17g,%.17g", p.x, p.y);
            return std::string(text);
        };
        const ToolRun ray = run_tilequery("--json ray -- " + point(a) + " " + point(b));
        ASSERT_EQ(ray.status, 0) << ray.err;
        EXPECT_EQ(tiles_of(json::parse(ray.out)), collect_tiles(engine::tiles_on_segment(a, b)));
        const ToolRun dda = run_tilequery("--json --variant float-dda ray -- " + point(a) + " " + point(b));
        ASSERT_EQ(dda.status, 0) << dda.err;
        EXPECT_EQ(tiles_of(json::parse(dda.out)), collect_tiles(engine::tiles_on_segment_float_dda(a, b)));
        const ToolRun circle = run_tilequery("--json circle -- " + point(a) + " " + std::to_string(r));
        ASSERT_EQ(circle.status, 0) << circle.err;
        EXPECT_EQ(tiles_of(json::parse(circle.out)), collect_tiles(engine::tiles_in_circle(a, std::stod(std::to_string(r)))));
        const ToolRun rect = run_tilequery("--json rect -- " + point(a) + " " + point(b));
        ASSERT_EQ(rect.status, 0) << rect.err;
        EXPECT_EQ(tiles_of(json::parse(rect.out)), collect_tiles(engine::tiles_in_rect(a, b)));
    }
}

TEST(TilequeryEndToEnd, BatchAnswersEachLineInOrderAndGoesOnAfterErrors) {
    const std::string input =
        "{\"op\":\"ray\",\"from\":[0.5,0.5],\"to\":[3.5,1.5]}\n"
        "this is not json\n"
        "{\"op\":\"circle\",\"centre\":[1.5,1.5],\"radius\":1}\n"
        "{\"op\":\"circle\",\"centre\":[0,0]}\n"
        "{\"op\":\"circle\",\"centre\":[0,0],\"radius\":-1}\n"
        "{\"op\":\"ray\",\"from\":[1e400,0],\"to\":[1,1]}\n"
        "{\"op\":\"rect\",\"min\":[0,0],\"max\":[10000,10000]}\n"
        "\n"
        "{\"op\":\"rect\",\"min\":[2,1],\"max\":[0.5,-0.5],\"variant\":\"rows\"}\n"
        "{\"op\":\"ray\",\"from\":[0,0],\"to\":[1,1],\"variant\":\"bresenham\"}\n"
        "{\"op\":\"spiral\"}\n"
        "[1,2]\n"
        "{\"op\":\"ray\",\"from\":[0,\"x\"],\"to\":[1,1]}\n";
    const ToolRun run = run_tilequery("--batch", input);
    EXPECT_EQ(run.status, 1);
    const std::vector<json> answers = json_lines(run.out);
    ASSERT_EQ(answers.size(), 12u) << run.out; // the blank line gets no answer
    EXPECT_EQ(tiles_of(answers[0]), collect_tiles(engine::tiles_on_segment({0.5, 0.5}, {3.5, 1.5})));
    EXPECT_EQ(tiles_of(answers[2]), collect_tiles(engine::tiles_in_circle({1.5, 1.5}, 1.0)));
    EXPECT_EQ(tiles_of(answers[7]), collect_tiles(engine::tiles_in_rect({2, 1}, {0.5, -0.5})));
    const auto error_of = [&](std::size_t index) { return answers[index].at("error").get<std::string>(); };
    EXPECT_NE(error_of(1).find("line 2"), std::string::npos);
    EXPECT_NE(error_of(1).find("not valid JSON"), std::string::npos);
    EXPECT_NE(error_of(3).find("missing field \"radius\""), std::string::npos);
    EXPECT_NE(error_of(4).find("negative"), std::string::npos);
    EXPECT_NE(error_of(5).find("line 6"), std::string::npos); // 1e400 overflows: JSON parsing refuses it
    EXPECT_NE(error_of(6).find("limit of 10000000"), std::string::npos);
    EXPECT_NE(error_of(6).find("line 7"), std::string::npos);
    EXPECT_NE(error_of(8).find("unknown variant \"bresenham\""), std::string::npos);
    EXPECT_NE(error_of(9).find("unknown \"op\""), std::string::npos);
    EXPECT_NE(error_of(10).find("expected a JSON object"), std::string::npos);
    EXPECT_NE(error_of(11).find("must be a number"), std::string::npos);
}

TEST(TilequeryEndToEnd, BatchAnswersHostileLinesBrieflyAndGoesOn) {
    // A line nested 200,000 levels deep, and one whose "op" is 100,000 characters long: each
    // gets a short error (the value is named, not echoed), and the next line is still answered.
    const std::string deep = std::string(200000, '[') + std::string(200000, ']');
    const std::string long_op = "{\"op\":\"" + std::string(100000, 'x') + "\"}";
    const std::string deep_field = "{\"op\":\"ray\",\"from\":" + std::string(100000, '[') + std::string(100000, ']') +
                                   ",\"to\":[1,1]}";
    const ToolRun run = run_tilequery("--batch", deep + "\n" + long_op + "\n" + deep_field + "\n" +
                                                     "{\"op\":\"ray\",\"from\":[0.5,0.5],\"to\":[3.5,1.5]}\n");
    EXPECT_EQ(run.status, 1);
    const std::vector<json> answers = json_lines(run.out);
    ASSERT_EQ(answers.size(), 4u) << run.out.substr(0, 2000);
    for (std::size_t n = 0; n < 3; ++n) {
        const std::string error = answers[n].at("error").get<std::string>();
        EXPECT_LT(error.size(), 300u) << error.substr(0, 300);
    }
    EXPECT_NE(answers[0].at("error").get<std::string>().find("got an array of 1 item"), std::string::npos);
    EXPECT_NE(answers[1].at("error").get<std::string>().find("(100000 bytes)"), std::string::npos);
    EXPECT_NE(answers[2].at("error").get<std::string>().find("an array of 1 item"), std::string::npos);
    EXPECT_EQ(tiles_of(answers[3]), collect_tiles(engine::tiles_on_segment({0.5, 0.5}, {3.5, 1.5})));
}

TEST(TilequeryEndToEnd, BatchRefusesALineOverOneMebibyteWithoutHoldingItAndGoesOn) {
    // 50 MB in one line (a runaway generator): refused by its length, never parsed or echoed.
    const std::string huge = "{\"op\":\"" + std::string(50'000'000, 'A') + "\"}";
    const ToolRun run = run_tilequery("--batch", huge + "\n{\"op\":\"ray\",\"from\":[0.5,0.5],\"to\":[3.5,1.5]}\n");
    EXPECT_EQ(run.status, 1);
    const std::vector<json> answers = json_lines(run.out);
    ASSERT_EQ(answers.size(), 2u) << run.out.substr(0, 2000);
    EXPECT_EQ(answers[0].at("error").get<std::string>(),
              "line 1: longer than 1048576 bytes; a query is one short JSON object per line");
    EXPECT_EQ(tiles_of(answers[1]), collect_tiles(engine::tiles_on_segment({0.5, 0.5}, {3.5, 1.5})));
}

TEST(TilequeryEndToEnd, BatchReadsTheOldSpellingCenterAsCentre) {
    // Batch files written when the key was spelt "center" give the same answers; a line with
    // both spellings is refused, since it is unclear which one was meant.
    const ToolRun run = run_tilequery("--batch", "{\"op\":\"circle\",\"centre\":[1.5,1.5],\"radius\":1}\n"
                                                 "{\"op\":\"circle\",\"center\":[1.5,1.5],\"radius\":1}\n"
                                                 "{\"op\":\"circle\",\"center\":[0,1e400],\"radius\":1}\n"
                                                 "{\"op\":\"circle\",\"center\":[0,\"x\"],\"radius\":1}\n"
                                                 "{\"op\":\"circle\",\"centre\":[0,0],\"center\":[0,0],\"radius\":1}\n");
    EXPECT_EQ(run.status, 1);
    const std::vector<json> answers = json_lines(run.out);
    ASSERT_EQ(answers.size(), 5u) << run.out;
    EXPECT_EQ(tiles_of(answers[0]), collect_tiles(engine::tiles_in_circle({1.5, 1.5}, 1.0)));
    EXPECT_EQ(answers[1], answers[0]);
    EXPECT_TRUE(answers[2].contains("error")) << run.out;
    // An error names the key as the line spells it.
    EXPECT_NE(answers[3].at("error").get<std::string>().find("\"center[1]\" must be a number"), std::string::npos)
        << run.out;
    EXPECT_NE(answers[4].at("error").get<std::string>().find("both \"centre\" and \"center\""), std::string::npos)
        << run.out;
}

TEST(TilequeryEndToEnd, BatchWithOnlyGoodLinesExitsZero) {
    const ToolRun run = run_tilequery("--batch --variant bbox",
                                      "{\"op\":\"circle\",\"centre\":[0.5,0.5],\"radius\":0.5}\n"
                                      "{\"op\":\"circle\",\"centre\":[2,3],\"radius\":0,\"variant\":\"span\"}\n");
    EXPECT_EQ(run.status, 0) << run.out;
    // The disk of radius 0.5 around a tile centre touches its four edge neighbours.
    EXPECT_EQ(run.out, "{\"tiles\":[[0,-1],[-1,0],[0,0],[1,0],[0,1]]}\n"
                       "{\"tiles\":[[1,2],[2,2],[1,3],[2,3]]}\n");
    // The global --variant is strict: a ray line cannot run the circle's "bbox".
    const ToolRun ray = run_tilequery("--batch --variant bbox", "{\"op\":\"ray\",\"from\":[0,0],\"to\":[0,0]}\n");
    EXPECT_EQ(ray.status, 1);
    EXPECT_NE(ray.out.find("unknown variant \\\"bbox\\\" for ray"), std::string::npos) << ray.out;
}

TEST(TilequeryEndToEnd, BadNumbersOnTheCommandLineExitTwoNamingTheArgument) {
    const struct {
        const char* arguments;
        const char* must_mention;
    } cases[] = {
        {"ray nan,0 1,1", "FROM.x"},     {"ray 0,0 1,inf", "TO.y"},          {"ray 0,0 1e30,1", "TO.x"},
        {"ray abc 1,1", "FROM"},         {"circle 0,0 abc", "RADIUS"},       {"circle 0,0 -1", "RADIUS"},
        {"rect 0,0,0 1,1", "MIN"},       {"rect 0,0 1x,1", "MAX.x"},         {"circle 0,0 1e308", "RADIUS"},
        {"--variant nope rect 0,0 1,1", "nope"}, {"rect 0,0 100000,100000", "limit"},
    };
    for (const auto& bad : cases) {
        const ToolRun run = run_tilequery(bad.arguments);
        EXPECT_EQ(run.status, 2) << bad.arguments;
        EXPECT_NE(run.err.find(bad.must_mention), std::string::npos) << bad.arguments << " -> " << run.err;
        EXPECT_TRUE(run.out.empty()) << bad.arguments;
    }
    EXPECT_EQ(run_tilequery("ray 0,0").status, 2);         // missing argument
    EXPECT_EQ(run_tilequery("").status, 2);                // no query at all
    EXPECT_EQ(run_tilequery("--batch ray 0,0 1,1").status, 2);
}

TEST(TilequeryEndToEnd, VersionAndHelp) {
    const ToolRun version = run_tilequery("--version");
    EXPECT_EQ(version.status, 0);
    EXPECT_EQ(version.out.rfind("tilequery (Tilecast) ", 0), 0u) << version.out;
    const ToolRun help = run_tilequery("--help");
    EXPECT_EQ(help.status, 0);
    EXPECT_NE(help.out.find("float-dda"), std::string::npos);
    EXPECT_NE(help.out.find("--batch"), std::string::npos);
}

} // namespace
