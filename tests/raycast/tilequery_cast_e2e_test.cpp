// tilequery on a level, end to end: `cast` prints what the engine's cast_laser
// returns, `mask` writes the level's collision mask pixel for pixel, and --batch
// answers "cast" lines among tile queries, with an error line for a bad one.

#include "../tilemap/tilequery_run.hpp"

#include <engine/numbers.hpp>
#include <engine/raycast/laser_cast.hpp>
#include <engine/tilemap/grid_walk.hpp>
#include <engine/tilemap/segment_query.hpp>
#include <levels/load_level.hpp>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

using nlohmann::json;
using tilequery_run::run_tilequery;

const std::string kLevel = std::string(TILECAST_LEVELS_DIR) + "/01_foundry.txt";

std::string level_option() { return "--level '" + kLevel + "' "; }

const levels::Level& level() {
    static const levels::Level loaded = levels::load_level(kLevel);
    return loaded;
}

/// The JSON tilequery must print for the engine's cast of the same segment.
void expect_same_as_engine(const json& answer, float x0, float y0, float x1, float y1, bool pixel_perfect) {
    engine::CastOptions options;
    options.mode = pixel_perfect ? engine::CastMode::PixelPerfect : engine::CastMode::Tile;
    const engine::CastResult r = engine::cast_laser(level().collision, engine::Position2::from_pixels(x0, y0),
                                                    engine::Position2::from_pixels(x1, y1), options);
    EXPECT_EQ(answer.at("hit").get<bool>(), r.hit != engine::CastHit::None);
    EXPECT_EQ(answer.at("from_inside").get<bool>(), r.hit == engine::CastHit::FromInside);
    EXPECT_FLOAT_EQ(answer.at("point")[0].get<float>(), r.point.x_pixels());
    EXPECT_FLOAT_EQ(answer.at("point")[1].get<float>(), r.point.y_pixels());
    EXPECT_EQ(answer.at("tile"), json::array({r.tile.x, r.tile.y}));
    EXPECT_EQ(answer.at("pixel"), json::array({r.pixel.x, r.pixel.y}));
    EXPECT_EQ(answer.at("normal"), json::array({engine::step(r.normal).x, engine::step(r.normal).y}));
    EXPECT_DOUBLE_EQ(answer.at("fraction").get<double>(), r.fraction);
    EXPECT_EQ(answer.at("tiles_visited").get<std::int64_t>(), r.tiles_visited);
}

} // namespace

TEST(TilequeryCast, JsonEqualsTheEnginesCast) {
    std::mt19937 random(4);
    std::uniform_real_distribution<float> x(0, 1280), y(0, 768);
    for (int i = 0; i < 20; ++i) {
        const float x0 = std::round(x(random)), y0 = std::round(y(random)), x1 = std::round(x(random)), y1 = std::round(y(random));
        const bool pixel_perfect = i % 2 == 0;
        const auto run = run_tilequery(level_option() + "cast " + std::to_string(x0) + "," + std::to_string(y0) + " " +
                                       std::to_string(x1) + "," + std::to_string(y1) + " --json" +
                                       (pixel_perfect ? " --pixel-perfect" : ""));
        ASSERT_EQ(run.status, 0) << run.err;
        expect_same_as_engine(json::parse(run.out), x0, y0, x1, y1, pixel_perfect);
    }
}

TEST(TilequeryCast, TextShowsTheResultAndAPicture) {
    // On Foundry Floor the ray meets the crates that shelter the spawn, at tile (7, 19).
    const auto run = run_tilequery(level_option() + "cast 112,656 500,600 --pixel-perfect");
    ASSERT_EQ(run.status, 0) << run.err;
    // The point is a float, written as the shortest text that reads back as it.
    EXPECT_NE(run.out.find("result: hit at (243.64285, 637)"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("normal (0, 1)"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find('*'), std::string::npos) << run.out; // the hit tile in the picture
}

TEST(TilequeryCast, BatchAnswersCastLinesAndReportsBadOnes) {
    const std::string input = R"({"op":"cast","from":[112,656],"to":[500,600],"pixel_perfect":true}
{"op":"cast","from":[112,656]}
{"op":"ray","from":[0,0],"to":[2,1]}
{"op":"cast","from":[1e30,0],"to":[1,1]}
{"op":"cast","from":[1,1],"to":[2,2],"pixel_perfect":"yes"}
)";
    const auto run = run_tilequery(level_option() + "--batch", input);
    EXPECT_EQ(run.status, 1); // some lines failed
    std::istringstream lines(run.out);
    std::string line;
    std::vector<json> answers;
    while (std::getline(lines, line)) {
        answers.push_back(json::parse(line));
    }
    ASSERT_EQ(answers.size(), 5u) << run.out;
    expect_same_as_engine(answers[0], 112, 656, 500, 600, true);
    EXPECT_NE(answers[1].at("error").get<std::string>().find("\"to\""), std::string::npos);
    EXPECT_EQ(answers[2].at("tiles"), json::parse("[[0,0],[1,0],[2,0],[2,1]]"));
    EXPECT_NE(answers[3].at("error").get<std::string>().find("\"from\"[0]"), std::string::npos) << answers[3];
    EXPECT_NE(answers[4].at("error").get<std::string>().find("pixel_perfect"), std::string::npos);
}

TEST(TilequeryCast, CastWithoutALevelOrWithBadNumbersExitsTwo) {
    const auto no_level = run_tilequery("cast 1,1 2,2");
    EXPECT_EQ(no_level.status, 2);
    EXPECT_NE(no_level.err.find("--level"), std::string::npos) << no_level.err;
    for (const char* bad : {"cast nan,1 2,2", "cast 1,1 2,inf", "cast 1e30,1 2,2"}) {
        const auto run = run_tilequery(level_option() + bad);
        EXPECT_EQ(run.status, 2) << bad;
        EXPECT_TRUE(run.err.find("FROM") != std::string::npos || run.err.find("TO") != std::string::npos) << run.err;
    }
    const auto missing = run_tilequery("--level /no/such.txt cast 1,1 2,2");
    EXPECT_EQ(missing.status, 2);
    EXPECT_NE(missing.err.find("/no/such.txt"), std::string::npos) << missing.err;
}

TEST(TilequeryMask, PbmHasOnePixelPerWorldPixelAndMatchesTheMap) {
    const std::string out = ::testing::TempDir() + "tilequery_mask.pbm";
    const auto run = run_tilequery(level_option() + "mask '" + out + "'");
    ASSERT_EQ(run.status, 0) << run.err;
    std::istringstream pbm(tilequery_run::read_file(out));
    std::string magic, comment;
    int width = 0, height = 0;
    pbm >> magic;
    pbm.ignore(1);
    std::getline(pbm, comment);
    pbm >> width >> height;
    pbm.ignore(1);
    ASSERT_EQ(magic, "P4");
    const engine::CollisionMap& map = level().collision;
    ASSERT_EQ(width, map.pixel_width());
    ASSERT_EQ(height, map.pixel_height());
    const std::string bits((std::istreambuf_iterator<char>(pbm)), std::istreambuf_iterator<char>());
    const int row_bytes = (width + 7) / 8;
    ASSERT_EQ(static_cast<int>(bits.size()), row_bytes * height);
    int solid = 0;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const bool set = (static_cast<unsigned char>(bits[static_cast<std::size_t>(y * row_bytes + x / 8)]) >> (7 - x % 8)) & 1U;
            ASSERT_EQ(set, map.solid_pixel(x, y)) << x << "," << y;
            solid += set ? 1 : 0;
        }
    }
    EXPECT_GT(solid, width * 2); // at least the border walls
}

TEST(TilequeryCast, TiledMapsSayWhichRuleBuiltTheirWalls) {
    const std::string maps = std::string(TILECAST_LEVELS_DIR) + "/../tests/levels/maps/";
    const auto text_level = run_tilequery(level_option() + "cast 112,656 500,600");
    ASSERT_EQ(text_level.status, 0) << text_level.err;
    EXPECT_NE(text_level.out.find("collision map (text legend)"), std::string::npos) << text_level.out;
    // A TMX map whose walls are tiles with a collides property and tiles with shapes: the
    // cast from the free centre tile to the left stops at the border block, whole.
    const auto tiled = run_tilequery("--level '" + maps + "marked_tiles.tmx' cast 112,80 0,80 --pixel-perfect");
    ASSERT_EQ(tiled.status, 0) << tiled.err;
    EXPECT_NE(tiled.out.find("collision map (tile properties)"), std::string::npos) << tiled.out;
    EXPECT_NE(tiled.out.find("result: hit at (32, 80)"), std::string::npos) << tiled.out;
}

namespace {

/// The tiles a tilequery cast picture numbers, in visit order, then the '*' tile
/// (the hit) if there is one: read back from the text answer.
std::vector<engine::TileCoord> pictured_walk(const std::string& text) {
    static constexpr std::string_view kSymbols = "123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    std::istringstream lines(text);
    std::string line;
    int left = 0, right = 0, top = 0, bottom = 0;
    while (std::getline(lines, line) &&
           std::sscanf(line.c_str(), "tiles x=%d..%d, y=%d..%d", &left, &right, &top, &bottom) != 4) {
    }
    std::vector<std::pair<std::size_t, engine::TileCoord>> numbered;
    std::vector<engine::TileCoord> hit;
    for (int y = top; y <= bottom && std::getline(lines, line); ++y) {
        for (int x = left; x <= right && static_cast<std::size_t>(x - left + 2) < line.size(); ++x) {
            const char symbol = line[static_cast<std::size_t>(x - left + 2)];
            if (symbol == '*') {
                hit.push_back({x, y});
            } else if (const std::size_t index = kSymbols.find(symbol); index != std::string_view::npos) {
                numbered.push_back({index, {x, y}});
            }
        }
    }
    std::sort(numbered.begin(), numbered.end(), [](const auto& p, const auto& q) { return p.first < q.first; });
    std::vector<engine::TileCoord> walk;
    for (const auto& [index, tile] : numbered) {
        walk.push_back(tile);
    }
    walk.insert(walk.end(), hit.begin(), hit.end());
    return walk;
}

} // namespace

TEST(TilequeryCast, OffGridCastNearACornerPicturesTheWalkOfTheSegmentAsGiven) {
    // Float endpoints are off the 2^-10 px grid the walk's integer decisions use. For
    // a segment passing a tile corner closer than that grid can resolve, the walk of
    // the endpoints rounded onto the grid can go round the other side of the corner.
    // tilequery pictures the cast's walk replayed; it must be the walk of the segment
    // as given: `tiles_on_segment` of the same doubles in tile units (a division by the
    // tile size, a power of two: exact). Candidates are searched for where the two walks differ before the cast
    // stops, so the test cannot pass by never meeting such a corner.
    const engine::CollisionMap& map = level().collision;
    const double kTile = map.tile_size();
    std::mt19937 random(11);
    std::uniform_int_distribution<int> corner_x(2, map.width() - 2), corner_y(2, map.height() - 2);
    std::uniform_real_distribution<double> angle(0.0, 6.283185307179586), length(70.0, 200.0);
    int checked = 0;
    for (int attempt = 0; attempt < 200000 && checked < 4; ++attempt) {
        const double cx = corner_x(random) * kTile, cy = corner_y(random) * kTile, theta = angle(random);
        const double before = length(random), after = length(random);
        const float x0 = static_cast<float>(cx - before * std::cos(theta)), y0 = static_cast<float>(cy - before * std::sin(theta));
        const float x1 = static_cast<float>(cx + after * std::cos(theta)), y1 = static_cast<float>(cy + after * std::sin(theta));
        // As tilequery writes a float: the shortest text that reads back as it.
        const std::string from = engine::describe_number(x0) + "," + engine::describe_number(y0);
        const std::string to = engine::describe_number(x1) + "," + engine::describe_number(y1);
        const auto reads_back = [](float value) { return static_cast<float>(std::stod(engine::describe_number(value))) == value; };
        if (!(reads_back(x0) && reads_back(y0) && reads_back(x1) && reads_back(y1))) {
            continue; // tilequery would cast another segment
        }
        std::vector<engine::TileCoord> exact;
        for (const engine::TileCoord tile : engine::tiles_on_segment({x0 / kTile, y0 / kTile}, {x1 / kTile, y1 / kTile})) {
            exact.push_back(tile);
        }
        std::vector<engine::TileCoord> rounded;
        engine::GridWalk walk({engine::to_fixed(x0, "x0"), engine::to_fixed(y0, "y0")},
                              {engine::to_fixed(x1, "x1"), engine::to_fixed(y1, "y1")},
                              map.tile_size() * engine::kFixedScale);
        for (;; walk.step()) {
            rounded.push_back(walk.cell());
            if (walk.at_end()) {
                break;
            }
        }
        engine::CastOptions tile_mode; // what tilequery casts without --pixel-perfect
        tile_mode.mode = engine::CastMode::Tile;
        const engine::CastResult cast = engine::cast_laser(map, engine::Position2::from_pixels(x0, y0),
                                                           engine::Position2::from_pixels(x1, y1), tile_mode);
        const auto visited = static_cast<std::size_t>(cast.tiles_visited);
        const auto differ = std::mismatch(exact.begin(), exact.end(), rounded.begin(), rounded.end()).first;
        if (differ == exact.end() || static_cast<std::size_t>(differ - exact.begin()) >= visited) {
            continue; // the rounding made no difference the cast would show
        }
        ++checked;
        const auto run = run_tilequery(level_option() + "cast " + from + " " + to);
        ASSERT_EQ(run.status, 0) << run.err;
        const std::vector<engine::TileCoord> pictured = pictured_walk(run.out);
        ASSERT_EQ(pictured.size(), visited) << run.out;
        for (std::size_t index = 0; index < visited; ++index) {
            EXPECT_EQ(pictured[index], exact[index]) << "tile " << index << " of cast " << from << " " << to << "\n" << run.out;
        }
    }
    EXPECT_EQ(checked, 4) << "too few casts where rounding the endpoints changes the walk";
}
