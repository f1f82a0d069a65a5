// Tilecast against what a user would pick instead: one binary, the same workloads, fixed seeds.
//
// The engine's other benchmarks compare it with its own naive variants. This one compares it
// with the libraries and loops a game programmer would otherwise use, each used the way its
// documentation intends, on identical inputs:
//
// [SECTION] Wall cast (tile mode). 10,000 segments of 64-512 px starting in free tiles of each
//   shipped level (levels/, alphabetical: range(0) = 0, 1, 2). Tilecast: `engine::cast_laser`
//   with `CastMode::Tile`. Peers:
//   - Box2D 2.4 `b2World::RayCast` (Erin Catto, Box2D, https://box2d.org, v2.4.1): the solid
//     tiles merged into greedy rectangles, one static box fixture each, 1 m = 1 tile (Box2D's
//     recommended object scale) — how a Box2D user would put a tilemap's walls in a world;
//   - the plain float Amanatides & Woo walk over a byte grid (J. Amanatides, A. Woo, "A Fast
//     Voxel Traversal Algorithm for Ray Tracing", Eurographics 1987,
//     http://www.cse.yorku.ca/~amana/research/grid.pdf), the ~30-line loop written below: what
//     a game programmer writes when a tile is either solid or not. Its strongest common form
//     counts the steps, |di| + |dj|, at the start (BM_Wall_FloatAWCounted: the baseline); the
//     form that tests the ray parameter against the end at every step is a second row.
// [SECTION] Objects. 1,000 or 10,000 circles (r 8-24 px) in a 4096 x 4096 px world, each
//   moving 1-4 px per frame and bouncing off the edges. Tilecast: `engine::TileObjectIndex`
//   used as the game uses it (game/src/sim/object_table.cpp): 64 px index tiles (the game's
//   default `index_tile_size`; the Tilecast side is also run at 32, 128 and 256 px, argument
//   tile_px, to show the choice), each object linked by its disk's box grown by 4 px (the game's
//   `kIndexBoxMarginPixels`), `objects_in_circle` for sensing, `objects_on_segment` with the
//   game's early exit for bullet sweeps; sensing runs the query as the game does, pushed
//   (`ObjectQuery::for_each`), and once more as a range-for over the lazy query
//   (BM_Sense_TilecastRangeFor), to show what the pushed loop gains; and with a loose grid for
//   sensing (BM_*_TilecastLoose: the engine's `engine::LooseDiskGrid`, each disk linked once by
//   its centre, the query grown by the largest radius and the disks' own exact test; the sweeps
//   keep the boxes, every move updates both); and with the loose grid alone (BM_*_TilecastGrid:
//   the bullets' 5-10 px sweeps as circle queries around each sweep's middle, so that a frame
//   moves one index). Peer: Box2D's
//   `b2DynamicTree` (the broad phase of every Box2D world), proxies with the same boxes,
//   1 m = 32 px; `CreateProxy`,
//   `MoveProxy` with the displacement, `Query` and `RayCast`. Both run the same exact test on
//   what their index returns (circle meets disk; `engine::intersect_segment_circle`).
//   - Sensing: 1,000 circle queries of r = 320 px (circles meeting the disk), centred on objects;
//   - Update: one frame of moves, every object;
//   - Sweep: 2,000 bullets (radius 2 px) sweep 5-10 px; the first circle hit;
//   - Frame: all of it — every object moves and senses, then the 2,000 bullets sweep.
// [SECTION] Grid line, ns per cell: 1,024 random segments of 16, 64 or 200 cells over a
//   256 x 256 byte map, ends on the 2^-10 px input grid (inputs:0) or arbitrary floats as a
//   physics step leaves them (inputs:1). Tilecast: `engine::tiles_on_segment` (exact 4-connected
//   walk), a range-for as its docs show. Peers: the same float Amanatides & Woo loop, counted
//   (the baseline) and testing for the end cell at every step (a second row), and libtcod 1.18 `tcod::BresenhamLine`
//   (https://github.com/libtcod/libtcod, 8-connected: fewer cells per segment, hence per cell).
//
// Before timing, `main` checks agreement and aborts with a message on any real disagreement:
// the same hit/miss and face on every wall cast (Tilecast vs both peers), the same found set
// for every circle query, the same first hit for every sweep (equal fractions aside). Segment
// endpoints of wall casts are put on the engine's documented input grid (2^-10 px), which floats hold
// exactly. Casts that come within 1e-3 px of a tile corner, or start or end within 1e-3 px of a
// tile edge, are near-ties where float arithmetic may legitimately round the other way: their
// disagreements are counted and printed, not fatal.
//
//   build/release/tests/bench/bench_peers --benchmark_min_time=0.3 --benchmark_repetitions=3
//       --benchmark_report_aggregates_only=true   (one command line)
//
// Ratios (peer time / Tilecast time) and the machine: docs/learn/measurements.md, "Against the peers".

#include "../raycast/shipped_levels.hpp"

#include <engine/raycast/laser_cast.hpp>
#include <engine/raycast/segment_circle.hpp>
#include <engine/tilemap/loose_disk_grid.hpp>
#include <engine/tilemap/object_queries.hpp>
#include <engine/tilemap/segment_query.hpp>
#include <engine/tilemap/tile_object_index.hpp>

#include <benchmark/benchmark.h>
#include <box2d/box2d.h>
#include <libtcod/bresenham.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <numbers>
#include <optional>
#include <random>
#include <string_view>
#include <type_traits>
#include <vector>

namespace {

using engine::Direction;

/// Rounds down onto the engine's input grid (2^-10 px); the result is exact in a float here.
float on_input_grid(double pixels) { return static_cast<float>(std::floor(pixels * 1024.0) / 1024.0); }

[[noreturn]] void disagree(const char* what) {
    std::fprintf(stderr, "bench_peers: DISAGREEMENT: %s\n", what);
    std::exit(1);
}

// [SECTION] Wall cast

/// What a caster says about a segment: hit or not, and the face it entered.
struct WallAnswer {
    bool hit = false;
    Direction face = Direction::None;
    friend bool operator==(const WallAnswer&, const WallAnswer&) = default;
};

/// Tile solidity as bytes, row-major: 1 = a tile with any solid pixel (tile mode's rule).
struct ByteGrid {
    std::int32_t width = 0;
    std::int32_t height = 0;
    std::vector<std::uint8_t> solid;
    bool at(std::int32_t i, std::int32_t j) const { return solid[static_cast<std::size_t>(j) * static_cast<std::size_t>(width) + static_cast<std::size_t>(i)] != 0; }
};

/// The plain float Amanatides & Woo walk, tile units: step to whichever grid line the ray
/// reaches first (x first on a tie), stop at the first solid tile, the end or the map's edge.
WallAnswer float_amanatides_woo(const ByteGrid& grid, float ax, float ay, float bx, float by) {
    constexpr float kNever = std::numeric_limits<float>::infinity();
    const float dx = bx - ax, dy = by - ay;
    std::int32_t i = static_cast<std::int32_t>(std::floor(ax)), j = static_cast<std::int32_t>(std::floor(ay));
    const std::int32_t step_i = dx > 0 ? 1 : -1, step_j = dy > 0 ? 1 : -1;
    const float delta_x = dx != 0 ? std::abs(1.0f / dx) : kNever;
    const float delta_y = dy != 0 ? std::abs(1.0f / dy) : kNever;
    float next_x = dx > 0 ? (static_cast<float>(i + 1) - ax) * delta_x : dx < 0 ? (ax - static_cast<float>(i)) * delta_x : kNever;
    float next_y = dy > 0 ? (static_cast<float>(j + 1) - ay) * delta_y : dy < 0 ? (ay - static_cast<float>(j)) * delta_y : kNever;
    Direction face = Direction::None;
    for (;;) {
        if (i < 0 || j < 0 || i >= grid.width || j >= grid.height) {
            return {};  // left the map: nothing solid outside, and a map is convex
        }
        if (grid.at(i, j)) {
            return {true, face};
        }
        if (next_x <= next_y) {
            if (next_x > 1.0f) {
                return {};
            }
            i += step_i;
            next_x += delta_x;
            face = step_i > 0 ? Direction::Left : Direction::Right;
        } else {
            if (next_y > 1.0f) {
                return {};
            }
            j += step_j;
            next_y += delta_y;
            face = step_j > 0 ? Direction::Up : Direction::Down;
        }
    }
}

/// Amanatides & Woo's count-based form, the one their paper and the tutorials write: the
/// number of steps to the end cell, |di| + |dj|, is known at the start, so each step only
/// counts down instead of testing a parameter against the segment's end.
WallAnswer float_amanatides_woo_counted(const ByteGrid& grid, float ax, float ay, float bx, float by) {
    constexpr float kNever = std::numeric_limits<float>::infinity();
    const float dx = bx - ax, dy = by - ay;
    std::int32_t i = static_cast<std::int32_t>(std::floor(ax)), j = static_cast<std::int32_t>(std::floor(ay));
    const std::int32_t end_i = static_cast<std::int32_t>(std::floor(bx)), end_j = static_cast<std::int32_t>(std::floor(by));
    const std::int32_t step_i = dx > 0 ? 1 : -1, step_j = dy > 0 ? 1 : -1;
    const float delta_x = dx != 0 ? std::abs(1.0f / dx) : kNever;
    const float delta_y = dy != 0 ? std::abs(1.0f / dy) : kNever;
    float next_x = dx > 0 ? (static_cast<float>(i + 1) - ax) * delta_x : dx < 0 ? (ax - static_cast<float>(i)) * delta_x : kNever;
    float next_y = dy > 0 ? (static_cast<float>(j + 1) - ay) * delta_y : dy < 0 ? (ay - static_cast<float>(j)) * delta_y : kNever;
    Direction face = Direction::None;
    for (std::int32_t n = std::abs(end_i - i) + std::abs(end_j - j);; --n) {
        if (i < 0 || j < 0 || i >= grid.width || j >= grid.height) {
            return {};
        }
        if (grid.at(i, j)) {
            return {true, face};
        }
        if (n == 0) {
            return {};
        }
        if (next_x <= next_y) {
            i += step_i;
            next_x += delta_x;
            face = step_i > 0 ? Direction::Left : Direction::Right;
        } else {
            j += step_j;
            next_y += delta_y;
            face = step_j > 0 ? Direction::Up : Direction::Down;
        }
    }
}

/// A level's walls as a Box2D world: greedy rectangles of solid tiles (grow each unclaimed
/// solid tile right as far as it goes, then down while the whole row is solid and unclaimed).
struct Box2DWalls {
    b2World world{b2Vec2(0.0f, 0.0f)};
    std::size_t rectangles = 0;

    explicit Box2DWalls(const ByteGrid& grid) {
        b2BodyDef definition;  // static by default
        b2Body* body = world.CreateBody(&definition);
        std::vector<std::uint8_t> claimed(grid.solid.size(), 0);
        const auto index = [&](std::int32_t i, std::int32_t j) { return static_cast<std::size_t>(j) * static_cast<std::size_t>(grid.width) + static_cast<std::size_t>(i); };
        const auto free_to_claim = [&](std::int32_t i, std::int32_t j) { return grid.at(i, j) && claimed[index(i, j)] == 0; };
        for (std::int32_t j = 0; j < grid.height; ++j) {
            for (std::int32_t i = 0; i < grid.width; ++i) {
                if (!free_to_claim(i, j)) {
                    continue;
                }
                std::int32_t right = i + 1;
                while (right < grid.width && free_to_claim(right, j)) {
                    ++right;
                }
                std::int32_t bottom = j + 1;
                for (; bottom < grid.height; ++bottom) {
                    bool full = true;
                    for (std::int32_t k = i; k < right && full; ++k) {
                        full = free_to_claim(k, bottom);
                    }
                    if (!full) {
                        break;
                    }
                }
                for (std::int32_t y = j; y < bottom; ++y) {
                    for (std::int32_t x = i; x < right; ++x) {
                        claimed[index(x, y)] = 1;
                    }
                }
                b2PolygonShape box;
                const float half_width = 0.5f * static_cast<float>(right - i), half_height = 0.5f * static_cast<float>(bottom - j);
                box.SetAsBox(half_width, half_height, b2Vec2(static_cast<float>(i) + half_width, static_cast<float>(j) + half_height), 0.0f);
                body->CreateFixture(&box, 0.0f);
                ++rectangles;
            }
        }
    }

    /// The closest fixture along a -> b (tile units): clipping the ray to each reported hit.
    WallAnswer cast(b2Vec2 a, b2Vec2 b) const {
        struct Closest final : b2RayCastCallback {
            WallAnswer answer;
            float ReportFixture(b2Fixture*, const b2Vec2&, const b2Vec2& normal, float fraction) override {
                answer.hit = true;
                answer.face = normal.x < -0.5f ? Direction::Left : normal.x > 0.5f ? Direction::Right
                            : normal.y < -0.5f ? Direction::Up : Direction::Down;
                return fraction;
            }
        } closest;
        world.RayCast(&closest, a, b);
        return closest.answer;
    }
};

struct WallScene {
    engine::CollisionMap map;
    ByteGrid grid;
    std::vector<std::pair<engine::Position2, engine::Position2>> segments;  // world pixels
};

/// Shipped level `index`: 10,000 segments of 64-512 px from free tiles, seed 2026 + index.
WallScene make_wall_scene(std::size_t index) {
    const auto files = shipped::level_files(TILECAST_LEVELS_DIR);
    WallScene scene{levels::load_level(files.at(index)).collision, {}, {}};
    const engine::CollisionMap& map = scene.map;
    scene.grid.width = map.width();
    scene.grid.height = map.height();
    for (std::int32_t j = 0; j < map.height(); ++j) {
        for (std::int32_t i = 0; i < map.width(); ++i) {
            scene.grid.solid.push_back(map.tile_class(i, j) != engine::TileClass::Empty ? 1 : 0);
        }
    }
    std::mt19937 random(2026 + static_cast<unsigned>(index));
    std::uniform_real_distribution<double> x(0, map.pixel_width()), y(0, map.pixel_height());
    std::uniform_real_distribution<double> length(64, 512), angle(0, 2 * std::numbers::pi);
    while (scene.segments.size() < 10000) {
        const float fx = on_input_grid(x(random)), fy = on_input_grid(y(random));
        const std::int32_t size = map.tile_size();
        if (scene.grid.at(static_cast<std::int32_t>(fx) / size, static_cast<std::int32_t>(fy) / size)) {
            continue;
        }
        const double l = length(random), a = angle(random);
        scene.segments.emplace_back(engine::Position2::from_pixels(fx, fy),
                                    engine::Position2::from_pixels(on_input_grid(fx + l * std::cos(a)), on_input_grid(fy + l * std::sin(a))));
    }
    return scene;
}

/// True when the segment (pixels) comes within `eps` px of a tile corner, or starts or ends
/// within `eps` px of a tile edge: where float and exact arithmetic may round apart.
bool near_tie(engine::Position2 from, engine::Position2 to, double tile, double eps) {
    const double ax = from.x_pixels(), ay = from.y_pixels(), bx = to.x_pixels(), by = to.y_pixels();
    const auto near_line = [&](double v) { return std::abs(v - tile * std::round(v / tile)) <= eps; };
    if (near_line(ax) || near_line(ay) || near_line(bx) || near_line(by)) {
        return true;
    }
    const double dx = bx - ax, dy = by - ay, length_squared = dx * dx + dy * dy;
    for (double cx = tile * std::floor(std::min(ax, bx) / tile); cx <= std::max(ax, bx) + tile; cx += tile) {
        for (double cy = tile * std::floor(std::min(ay, by) / tile); cy <= std::max(ay, by) + tile; cy += tile) {
            const double t = std::clamp(((cx - ax) * dx + (cy - ay) * dy) / length_squared, 0.0, 1.0);
            if (std::hypot(ax + t * dx - cx, ay + t * dy - cy) <= eps) {
                return true;
            }
        }
    }
    return false;
}

const char* face_name(Direction face) { return engine::name(face).data(); }

WallAnswer tilecast_answer(const engine::CastResult& result) { return {result.hit == engine::CastHit::Hit, result.normal}; }

void check_wall_agreement() {
    const std::size_t level_count = shipped::level_files(TILECAST_LEVELS_DIR).size();
    for (std::size_t level = 0; level < level_count; ++level) {
        const WallScene scene = make_wall_scene(level);
        const Box2DWalls box2d(scene.grid);
        const float tile = static_cast<float>(scene.map.tile_size());
        std::size_t near_ties = 0, tie_box2d = 0, tie_float = 0, tie_counted = 0, hits = 0;
        for (const auto& [from, to] : scene.segments) {
            const engine::CastResult cast = engine::cast_laser(scene.map, from, to, {engine::CastMode::Tile});
            if (cast.hit == engine::CastHit::FromInside) {
                disagree("a wall cast from a free tile started inside a wall");
            }
            const WallAnswer ours = tilecast_answer(cast);
            const WallAnswer theirs = box2d.cast(b2Vec2(from.x_pixels() / tile, from.y_pixels() / tile), b2Vec2(to.x_pixels() / tile, to.y_pixels() / tile));
            const WallAnswer loop = float_amanatides_woo(scene.grid, from.x_pixels() / tile, from.y_pixels() / tile, to.x_pixels() / tile, to.y_pixels() / tile);
            const WallAnswer counted =
                float_amanatides_woo_counted(scene.grid, from.x_pixels() / tile, from.y_pixels() / tile, to.x_pixels() / tile, to.y_pixels() / tile);
            hits += ours.hit ? 1 : 0;
            const bool tie = near_tie(from, to, tile, 1e-3);
            near_ties += tie ? 1 : 0;
            if (ours != theirs || ours != loop || ours != counted) {
                if (!tie) {
                    std::fprintf(stderr, "level %zu, segment (%.6f, %.6f) -> (%.6f, %.6f) px: tilecast %s/%s, box2d %s/%s, float A&W %s/%s\n",
                                 level, static_cast<double>(from.x_pixels()), static_cast<double>(from.y_pixels()),
                                 static_cast<double>(to.x_pixels()), static_cast<double>(to.y_pixels()),
                                 ours.hit ? "hit" : "miss", face_name(ours.face), theirs.hit ? "hit" : "miss",
                                 face_name(theirs.face), loop.hit ? "hit" : "miss", face_name(loop.face));
                    std::fprintf(stderr, "  counted float A&W %s/%s\n", counted.hit ? "hit" : "miss", face_name(counted.face));
                    disagree("wall cast: hit/miss or face differs away from any tie");
                }
                tie_box2d += ours != theirs ? 1 : 0;
                tie_float += ours != loop ? 1 : 0;
                tie_counted += ours != counted ? 1 : 0;
            }
        }
        std::printf("agreement, wall cast, level %zu (%d x %d tiles of %d px, %zu Box2D rectangles): %zu casts, %zu hits; "
                    "%zu near-ties (within 1e-3 px of a corner or edge), of which differ: Box2D %zu, float A&W %zu "
                    "(counted %zu)\n",
                    level, scene.map.width(), scene.map.height(), scene.map.tile_size(), box2d.rectangles,
                    scene.segments.size(), hits, near_ties, tie_box2d, tie_float, tie_counted);
    }
}

template <class Cast>
void run_wall(benchmark::State& state, Cast cast) {
    const WallScene scene = make_wall_scene(static_cast<std::size_t>(state.range(0)));
    const Box2DWalls box2d(scene.grid);
    const float tile = static_cast<float>(scene.map.tile_size());
    for (auto _ : state) {
        for (const auto& [from, to] : scene.segments) {
            benchmark::DoNotOptimize(cast(scene, box2d, tile, from, to));
        }
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(scene.segments.size()));
}

void BM_Wall_Tilecast(benchmark::State& state) {
    run_wall(state, [](const WallScene& scene, const Box2DWalls&, float, engine::Position2 from, engine::Position2 to) {
        return engine::cast_laser(scene.map, from, to, {engine::CastMode::Tile});
    });
}
void BM_Wall_Box2D(benchmark::State& state) {
    run_wall(state, [](const WallScene&, const Box2DWalls& box2d, float tile, engine::Position2 from, engine::Position2 to) {
        return box2d.cast(b2Vec2(from.x_pixels() / tile, from.y_pixels() / tile), b2Vec2(to.x_pixels() / tile, to.y_pixels() / tile));
    });
}
void BM_Wall_FloatAW(benchmark::State& state) {
    run_wall(state, [](const WallScene& scene, const Box2DWalls&, float tile, engine::Position2 from, engine::Position2 to) {
        return float_amanatides_woo(scene.grid, from.x_pixels() / tile, from.y_pixels() / tile, to.x_pixels() / tile, to.y_pixels() / tile);
    });
}
void BM_Wall_FloatAWCounted(benchmark::State& state) {
    run_wall(state, [](const WallScene& scene, const Box2DWalls&, float tile, engine::Position2 from, engine::Position2 to) {
        return float_amanatides_woo_counted(scene.grid, from.x_pixels() / tile, from.y_pixels() / tile, to.x_pixels() / tile,
                                            to.y_pixels() / tile);
    });
}
BENCHMARK(BM_Wall_Tilecast)->DenseRange(0, 2)->ArgName("level");
BENCHMARK(BM_Wall_Box2D)->DenseRange(0, 2)->ArgName("level");
BENCHMARK(BM_Wall_FloatAWCounted)->DenseRange(0, 2)->ArgName("level");
BENCHMARK(BM_Wall_FloatAW)->DenseRange(0, 2)->ArgName("level");

// [SECTION] Objects

constexpr float kWorldPixels = 4096.0f;
constexpr float kIndexTilePixels = 64.0f;   // the game's default index_tile_size
/// Index tile sizes the Tilecast side is also measured at (the ratios use kIndexTilePixels).
constexpr float kIndexTileChoices[] = {32.0f, 64.0f, 128.0f, 256.0f};
constexpr float kBoxMarginPixels = 4.0f;    // the game's kIndexBoxMarginPixels
constexpr float kBox2DPixelsPerMeter = 32.0f;
constexpr float kSmallestRadiusPixels = 8.0f;  // the circles' radii, uniform between these
constexpr float kLargestRadiusPixels = 24.0f;
constexpr float kSenseRadiusPixels = 320.0f;
constexpr float kBulletRadiusPixels = 2.0f;
constexpr std::size_t kSenseQueries = 1000;
constexpr std::size_t kBullets = 2000;

struct Circles {
    std::vector<float> x, y, vx, vy, r;

    Circles(std::size_t count, unsigned seed) {
        std::mt19937 random(seed);
        std::uniform_real_distribution<float> radius(kSmallestRadiusPixels, kLargestRadiusPixels), speed(1, 4), angle(0, 2 * std::numbers::pi_v<float>);
        for (std::size_t i = 0; i < count; ++i) {
            r.push_back(radius(random));
            std::uniform_real_distribution<float> position(r.back(), kWorldPixels - r.back());
            x.push_back(position(random));
            y.push_back(position(random));
            const float a = angle(random), v = speed(random);
            vx.push_back(v * std::cos(a));
            vy.push_back(v * std::sin(a));
        }
    }
    std::size_t size() const { return x.size(); }
    /// Moves circle i one frame (1-4 px), bouncing off the world's edges.
    void step(std::size_t i) {
        x[i] += vx[i];
        y[i] += vy[i];
        if (x[i] < r[i] || x[i] > kWorldPixels - r[i]) {
            vx[i] = -vx[i];
            x[i] = std::clamp(x[i], r[i], kWorldPixels - r[i]);
        }
        if (y[i] < r[i] || y[i] > kWorldPixels - r[i]) {
            vy[i] = -vy[i];
            y[i] = std::clamp(y[i], r[i], kWorldPixels - r[i]);
        }
    }
    /// The exact test both sides run: circle i meets the closed disk.
    bool meets(std::size_t i, float cx, float cy, float radius) const {
        const double dx = static_cast<double>(x[i]) - cx, dy = static_cast<double>(y[i]) - cy;
        const double reach = static_cast<double>(r[i]) + radius;
        return dx * dx + dy * dy <= reach * reach;
    }
    engine::Position2 centre(std::size_t i) const { return engine::Position2::from_pixels(x[i], y[i]); }
};

struct Bullet {
    engine::Position2 from, to;
};
/// 2,000 bullet sweeps of 5-10 px anywhere in the world.
std::vector<Bullet> make_bullets(unsigned seed) {
    std::mt19937 random(seed);
    std::uniform_real_distribution<float> position(0, kWorldPixels), length(5, 10), angle(0, 2 * std::numbers::pi_v<float>);
    std::vector<Bullet> bullets;
    for (std::size_t i = 0; i < kBullets; ++i) {
        const float x = position(random), y = position(random), l = length(random), a = angle(random);
        bullets.push_back({engine::Position2::from_pixels(x, y), engine::Position2::from_pixels(x + l * std::cos(a), y + l * std::sin(a))});
    }
    return bullets;
}

struct FirstHit {
    std::size_t object = std::numeric_limits<std::size_t>::max();
    double fraction = 2.0;
    void consider(const Circles& circles, std::size_t id, const Bullet& bullet) {
        const auto hit = engine::intersect_segment_circle(bullet.from, bullet.to, circles.centre(id),
                                                          engine::Length::from_pixels(circles.r[id] + kBulletRadiusPixels));
        if (hit && (hit->fraction < fraction || (hit->fraction == fraction && id < object))) {
            object = id;
            fraction = hit->fraction;
        }
    }
};

/// Tilecast's object index, used the way the game's ObjectTable uses it: each disk linked by
/// its box grown by the margin, into every tile the disk may touch.
struct TilecastObjects {
    engine::TileObjectIndex index;
    std::vector<engine::ObjectHandle> handles;
    std::vector<std::size_t> object_of_slot;

    /// 1 / tile size: pixels become tiles by a multiply, as the game's GridSpace does, not
    /// by a divide per coordinate (three divides per move made the update 1.45x slower when
    /// the tile size became a run-time argument). Exact for the power-of-two sizes measured,
    /// so the boxes are the same as with the divide.
    float inverse_tile_pixels;

    engine::TileSpacePoint to_tiles(float x, float y) const { return {x * inverse_tile_pixels, y * inverse_tile_pixels}; }
    engine::TileSpaceBox box(const Circles& c, std::size_t i) const {
        const double half = (static_cast<double>(c.r[i]) + kBoxMarginPixels) * inverse_tile_pixels;
        return engine::TileSpaceBox::from_centre(to_tiles(c.x[i], c.y[i]), half, half);
    }
    static std::int32_t tiles_across(float tile_pixels) { return static_cast<std::int32_t>(std::ceil(kWorldPixels / tile_pixels)); }
    explicit TilecastObjects(const Circles& c, float index_tile_pixels = kIndexTilePixels)
        : index(tiles_across(index_tile_pixels), tiles_across(index_tile_pixels)), inverse_tile_pixels{1.0f / index_tile_pixels} {
        for (std::size_t i = 0; i < c.size(); ++i) {
            handles.push_back(index.insert(box(c, i)));
            object_of_slot.resize(std::max<std::size_t>(object_of_slot.size(), handles.back().slot + 1));
            object_of_slot[handles.back().slot] = i;
        }
    }
    void move(const Circles& c, std::size_t i) { index.move(handles[i], box(c, i)); }
    /// A sensing radius in index tiles, grown by the box margin as the game grows it.
    double index_radius(float radius) const { return (static_cast<double>(radius) + kBoxMarginPixels) * inverse_tile_pixels; }
    template <class Found>
    void sense(const Circles& c, float cx, float cy, float radius, Found&& found) const {
        engine::objects_in_circle(index, to_tiles(cx, cy), index_radius(radius)).for_each([&](const engine::ObjectHit& hit) {
            const std::size_t id = object_of_slot[hit.handle.slot];
            if (c.meets(id, cx, cy, radius)) {
                found(id);
            }
        });
    }
    /// The same query as `sense`, written as a range-for over the lazy query (the game's form
    /// before `for_each`): measured beside it, as `BM_Sense_TilecastRangeFor`.
    template <class Found>
    void sense_range_for(const Circles& c, float cx, float cy, float radius, Found&& found) const {
        for (const engine::ObjectHit& hit : engine::objects_in_circle(index, to_tiles(cx, cy), index_radius(radius))) {
            const std::size_t id = object_of_slot[hit.handle.slot];
            if (c.meets(id, cx, cy, radius)) {
                found(id);
            }
        }
    }
    FirstHit sweep(const Circles& c, const Bullet& bullet) const {
        FirstHit best;
        for (const engine::SegmentObjectHit& hit :
             engine::objects_on_segment(index, to_tiles(bullet.from.x_pixels(), bullet.from.y_pixels()), to_tiles(bullet.to.x_pixels(), bullet.to.y_pixels()))) {
            if (best.fraction <= 1.0 && hit.tile_entry_fraction > best.fraction + 1e-6) {
                break;  // the game's early exit: later tiles are entered after the best hit
            }
            best.consider(c, object_of_slot[hit.handle.slot], bullet);
        }
        return best;
    }
};

/// Sensing through the engine's loose grid (`engine::LooseDiskGrid`, loose_disk_grid.hpp): each
/// disk linked once, by its centre; the query grown by the largest radius held and filtered by
/// the disks' own exact test, so what it yields is the answer. (Thatcher Ulrich, "Loose
/// Octrees", Game Programming Gems, 2000, http://tulrich.com/geekstuff/partitioning.html.)
/// A long segment cannot use it (it needs each disk's extent in the tiles it crosses), but a
/// bullet's short sweep can, as a circle query: `sweep`.
struct TilecastDiskGrid {
    engine::LooseDiskGrid grid;
    std::vector<engine::ObjectHandle> handles;
    std::vector<std::size_t> object_of_slot;
    float inverse_tile_pixels;  // as in TilecastObjects: exact for the power-of-two sizes measured

    engine::TileSpacePoint to_tiles(float x, float y) const { return {x * inverse_tile_pixels, y * inverse_tile_pixels}; }
    explicit TilecastDiskGrid(const Circles& c, float index_tile_pixels = kIndexTilePixels)
        : grid(TilecastObjects::tiles_across(index_tile_pixels), TilecastObjects::tiles_across(index_tile_pixels)),
          inverse_tile_pixels{1.0f / index_tile_pixels} {
        for (std::size_t i = 0; i < c.size(); ++i) {
            handles.push_back(grid.insert(to_tiles(c.x[i], c.y[i]), static_cast<double>(c.r[i]) * inverse_tile_pixels));
            object_of_slot.resize(std::max<std::size_t>(object_of_slot.size(), handles.back().slot + 1));
            object_of_slot[handles.back().slot] = i;
        }
    }
    /// The radius stays: the centre's move, which touches no list while it stays in its tile.
    void move(const Circles& c, std::size_t i) { grid.move(handles[i], to_tiles(c.x[i], c.y[i])); }
    template <class Found>
    void sense(const Circles& /*c*/, float cx, float cy, float radius, Found&& found) const {
        grid.disks_in_circle(to_tiles(cx, cy), static_cast<double>(radius) * inverse_tile_pixels).for_each([&](const engine::DiskHit& hit) {
            found(object_of_slot[hit.handle.slot]);
        });
    }
    /// A bullet's sweep of 5-10 px as a circle query: every point of the segment lies within
    /// half its length of its middle, so a disk the moving bullet (radius b) meets, within
    /// a + b of the segment, meets the disk of radius length / 2 + b around the middle. The
    /// disks found get the same segment test as everywhere (`FirstHit::consider`); the relative
    /// 1e-9 covers the rounding of the length.
    FirstHit sweep(const Circles& c, const Bullet& bullet) const {
        const float from_x = bullet.from.x_pixels(), from_y = bullet.from.y_pixels();
        const float to_x = bullet.to.x_pixels(), to_y = bullet.to.y_pixels();
        const double half = 0.5 * std::hypot(static_cast<double>(to_x) - from_x, static_cast<double>(to_y) - from_y);
        const double reach = (half + kBulletRadiusPixels) * (1.0 + 1e-9) * inverse_tile_pixels;
        const engine::TileSpacePoint middle{0.5 * (static_cast<double>(from_x) + to_x) * inverse_tile_pixels,
                                            0.5 * (static_cast<double>(from_y) + to_y) * inverse_tile_pixels};
        FirstHit best;
        grid.disks_in_circle(middle, reach).for_each([&](const engine::DiskHit& hit) {
            best.consider(c, object_of_slot[hit.handle.slot], bullet);
        });
        return best;
    }
};

/// Tilecast with a loose grid for sensing: the engine's `LooseDiskGrid` beside the boxes, which
/// the bullets' sweeps keep using. Every move updates both.
struct TilecastLooseObjects {
    TilecastDiskGrid centres;
    TilecastObjects boxes;

    explicit TilecastLooseObjects(const Circles& c, float index_tile_pixels = kIndexTilePixels)
        : centres(c, index_tile_pixels), boxes(c, index_tile_pixels) {}
    void move(const Circles& c, std::size_t i) {
        centres.move(c, i);
        boxes.move(c, i);
    }
    template <class Found>
    void sense(const Circles& c, float cx, float cy, float radius, Found&& found) const {
        centres.sense(c, cx, cy, radius, found);
    }
    FirstHit sweep(const Circles& c, const Bullet& bullet) const { return boxes.sweep(c, bullet); }
};

/// Box2D's dynamic AABB tree with the same boxes, in Box2D's units (1 m = 32 px).
struct Box2DObjects {
    b2DynamicTree tree;
    std::vector<std::int32_t> proxies;
    std::vector<std::size_t> object_of_proxy;

    static b2Vec2 meters(float x, float y) { return b2Vec2(x / kBox2DPixelsPerMeter, y / kBox2DPixelsPerMeter); }
    static b2AABB box(const Circles& c, std::size_t i) {
        const float half = c.r[i] + kBoxMarginPixels;
        return {meters(c.x[i] - half, c.y[i] - half), meters(c.x[i] + half, c.y[i] + half)};
    }
    explicit Box2DObjects(const Circles& c) {
        for (std::size_t i = 0; i < c.size(); ++i) {
            proxies.push_back(tree.CreateProxy(box(c, i), nullptr));
            object_of_proxy.resize(std::max<std::size_t>(object_of_proxy.size(), static_cast<std::size_t>(proxies.back()) + 1));
            object_of_proxy[static_cast<std::size_t>(proxies.back())] = i;
        }
    }
    void move(const Circles& c, std::size_t i) { tree.MoveProxy(proxies[i], box(c, i), meters(c.vx[i], c.vy[i])); }
    template <class Found>
    void sense(const Circles& c, float cx, float cy, float radius, Found&& found) const {
        struct Callback {
            const Box2DObjects* self;
            const Circles* circles;
            float cx, cy, radius;
            std::remove_reference_t<Found>* found;
            bool QueryCallback(std::int32_t proxy) {
                const std::size_t id = self->object_of_proxy[static_cast<std::size_t>(proxy)];
                if (circles->meets(id, cx, cy, radius)) {
                    (*found)(id);
                }
                return true;
            }
        } callback{this, &c, cx, cy, radius, &found};
        tree.Query(&callback, b2AABB{meters(cx - radius, cy - radius), meters(cx + radius, cy + radius)});
    }
    FirstHit sweep(const Circles& c, const Bullet& bullet) const {
        struct Callback {
            const Box2DObjects* self;
            const Circles* circles;
            const Bullet* bullet;
            FirstHit best;
            float RayCastCallback(const b2RayCastInput& input, std::int32_t proxy) {
                best.consider(*circles, self->object_of_proxy[static_cast<std::size_t>(proxy)], *bullet);
                // Clip the ray at the best hit so far (just past it, so equal fractions are still seen).
                return best.fraction <= 1.0 ? std::min(input.maxFraction, static_cast<float>(best.fraction) * (1.0f + 1e-6f) + 1e-7f) : input.maxFraction;
            }
        } callback{this, &c, &bullet, {}};
        b2RayCastInput input;
        input.p1 = meters(bullet.from.x_pixels(), bullet.from.y_pixels());
        input.p2 = meters(bullet.to.x_pixels(), bullet.to.y_pixels());
        input.maxFraction = 1.0f;
        tree.RayCast(&callback, input);
        return callback.best;
    }
};

void check_object_agreement() {
    for (const std::size_t count : {std::size_t{1000}, std::size_t{10000}}) {
      for (const float tile_pixels : kIndexTileChoices) {
        Circles circles(count, static_cast<unsigned>(count));
        TilecastObjects ours(circles, tile_pixels);
        // The loose grid's sensing alone: its sweeps are `ours`, the same boxes.
        TilecastDiskGrid centres(circles, tile_pixels);
        Box2DObjects theirs(circles);
        const std::vector<Bullet> bullets = make_bullets(static_cast<unsigned>(count) + 1);
        std::size_t queries = 0, found_total = 0, sweeps = 0, sweep_hits = 0, equal_fraction_ties = 0;
        std::size_t grid_sweep_ties = 0;
        std::vector<std::size_t> a, b, c;
        for (int frame = 0; frame < 3; ++frame) {
            for (std::size_t i = 0; i < circles.size(); ++i) {
                circles.step(i);
                ours.move(circles, i);
                centres.move(circles, i);
                theirs.move(circles, i);
            }
            for (std::size_t i = 0; i < circles.size(); ++i) {
                a.clear();
                b.clear();
                c.clear();
                ours.sense(circles, circles.x[i], circles.y[i], kSenseRadiusPixels, [&](std::size_t id) { a.push_back(id); });
                theirs.sense(circles, circles.x[i], circles.y[i], kSenseRadiusPixels, [&](std::size_t id) { b.push_back(id); });
                centres.sense(circles, circles.x[i], circles.y[i], kSenseRadiusPixels, [&](std::size_t id) { c.push_back(id); });
                std::sort(a.begin(), a.end());
                std::sort(b.begin(), b.end());
                std::sort(c.begin(), c.end());
                if (a != b || c != b || std::adjacent_find(a.begin(), a.end()) != a.end() || std::adjacent_find(c.begin(), c.end()) != c.end()) {
                    std::fprintf(stderr, "%zu objects, frame %d, query at object %zu: tilecast found %zu (loose grid %zu), b2DynamicTree %zu\n", count, frame, i,
                                 a.size(), c.size(), b.size());
                    disagree("circle query: found sets differ (or an object was reported twice)");
                }
                ++queries;
                found_total += a.size();
            }
            for (const Bullet& bullet : bullets) {
                const FirstHit x = ours.sweep(circles, bullet), y = theirs.sweep(circles, bullet);
                const FirstHit z = centres.sweep(circles, bullet);
                if (z.object != x.object) {
                    if (z.fraction != x.fraction) {
                        std::fprintf(stderr, "%zu objects, frame %d: loose grid's sweep first hit %zu at %.9f, boxes %zu at %.9f\n", count, frame,
                                     z.object, z.fraction, x.object, x.fraction);
                        disagree("bullet sweep through the loose grid: first hits differ");
                    }
                    ++grid_sweep_ties;
                }
                if (x.object != y.object) {
                    if (x.fraction == y.fraction) {
                        ++equal_fraction_ties;
                        continue;
                    }
                    std::fprintf(stderr, "%zu objects, frame %d: tilecast first hit %zu at %.9f, b2DynamicTree %zu at %.9f\n", count, frame,
                                 x.object, x.fraction, y.object, y.fraction);
                    disagree("bullet sweep: first hits differ");
                }
                ++sweeps;
                sweep_hits += x.fraction <= 1.0 ? 1 : 0;
            }
        }
        std::printf("agreement, objects, %zu circles, %.0f px index tiles: %zu circle queries (%.1f found each) same sets (boxes and loose grid); %zu sweeps (%zu hits) same first hit (boxes and loose grid); %zu equal-fraction ties (%zu loose grid)\n",
                    count, static_cast<double>(tile_pixels), queries, static_cast<double>(found_total) / static_cast<double>(queries), sweeps, sweep_hits,
                    equal_fraction_ties, grid_sweep_ties);
      }
    }
}

enum class Part { Sense, Update, Sweep, Frame, SenseRangeFor };

// One function per part (a template), as for the grid lines below: with the part switched
// inside one loop, a change to the sensing code moved the update loop's registers and layout
// with it, and the same update code ran 17-30 % slower from one build to the next.
template <class Objects, Part part>
void run_objects(benchmark::State& state) {
    const std::size_t count = static_cast<std::size_t>(state.range(0));
    Circles circles(count, static_cast<unsigned>(count));
    Objects objects = [&] {
        if constexpr (!std::is_same_v<Objects, Box2DObjects>) {
            return Objects(circles, static_cast<float>(state.range(1)));
        } else {
            return Objects(circles);
        }
    }();
    const std::vector<Bullet> bullets = make_bullets(static_cast<unsigned>(count) + 1);
    for (int frame = 0; frame < 3; ++frame) {  // the state the agreement check saw
        for (std::size_t i = 0; i < count; ++i) {
            circles.step(i);
            objects.move(circles, i);
        }
    }
    std::size_t found = 0;
    const auto count_found = [&](std::size_t) { ++found; };
    std::int64_t items = 0;
    for (auto _ : state) {
        switch (part) {  // a constant: one case per instance
        case Part::Sense:
            for (std::size_t q = 0; q < kSenseQueries; ++q) {
                const std::size_t i = q * count / kSenseQueries;
                objects.sense(circles, circles.x[i], circles.y[i], kSenseRadiusPixels, count_found);
            }
            items += kSenseQueries;
            break;
        case Part::SenseRangeFor:  // registered for Tilecast only: Box2D has no range-for
            if constexpr (std::is_same_v<Objects, TilecastObjects>) {
                for (std::size_t q = 0; q < kSenseQueries; ++q) {
                    const std::size_t i = q * count / kSenseQueries;
                    objects.sense_range_for(circles, circles.x[i], circles.y[i], kSenseRadiusPixels, count_found);
                }
            }
            items += kSenseQueries;
            break;
        case Part::Update:
            for (std::size_t i = 0; i < count; ++i) {
                circles.step(i);
                objects.move(circles, i);
            }
            items += static_cast<std::int64_t>(count);
            break;
        case Part::Sweep:
            for (const Bullet& bullet : bullets) {
                benchmark::DoNotOptimize(objects.sweep(circles, bullet));
            }
            items += kBullets;
            break;
        case Part::Frame:
            for (std::size_t i = 0; i < count; ++i) {
                circles.step(i);
                objects.move(circles, i);
            }
            for (std::size_t i = 0; i < count; ++i) {
                objects.sense(circles, circles.x[i], circles.y[i], kSenseRadiusPixels, count_found);
            }
            for (const Bullet& bullet : bullets) {
                benchmark::DoNotOptimize(objects.sweep(circles, bullet));
            }
            items += 1;
            break;
        }
    }
    benchmark::DoNotOptimize(found);
    state.SetItemsProcessed(items);
}

void BM_Sense_Tilecast(benchmark::State& s) { run_objects<TilecastObjects, Part::Sense>(s); }
void BM_Sense_Box2DTree(benchmark::State& s) { run_objects<Box2DObjects, Part::Sense>(s); }
void BM_Update_Tilecast(benchmark::State& s) { run_objects<TilecastObjects, Part::Update>(s); }
void BM_Update_Box2DTree(benchmark::State& s) { run_objects<Box2DObjects, Part::Update>(s); }
void BM_Sweep_Tilecast(benchmark::State& s) { run_objects<TilecastObjects, Part::Sweep>(s); }
void BM_Sweep_Box2DTree(benchmark::State& s) { run_objects<Box2DObjects, Part::Sweep>(s); }
void BM_Frame_Tilecast(benchmark::State& s) { run_objects<TilecastObjects, Part::Frame>(s); }
void BM_Frame_Box2DTree(benchmark::State& s) { run_objects<Box2DObjects, Part::Frame>(s); }
/// Tilecast at 1,000 and 10,000 objects and every index tile size of kIndexTileChoices.
void tilecast_sizes(benchmark::internal::Benchmark* b) {
    b->ArgNames({"objects", "tile_px"});
    for (const std::int64_t count : {1000, 10000}) {
        for (const float tile_pixels : kIndexTileChoices) {
            b->Args({count, static_cast<std::int64_t>(tile_pixels)});
        }
    }
}
BENCHMARK(BM_Sense_Tilecast)->Apply(tilecast_sizes);
void BM_Sense_TilecastRangeFor(benchmark::State& s) { run_objects<TilecastObjects, Part::SenseRangeFor>(s); }
BENCHMARK(BM_Sense_TilecastRangeFor)->ArgNames({"objects", "tile_px"})->Args({1000, 64})->Args({10000, 64});
void BM_Sense_TilecastLoose(benchmark::State& s) { run_objects<TilecastLooseObjects, Part::Sense>(s); }
BENCHMARK(BM_Sense_TilecastLoose)->Apply(tilecast_sizes);
BENCHMARK(BM_Sense_Box2DTree)->Arg(1000)->Arg(10000)->ArgName("objects");
BENCHMARK(BM_Update_Tilecast)->Apply(tilecast_sizes);
void BM_Update_TilecastLoose(benchmark::State& s) { run_objects<TilecastLooseObjects, Part::Update>(s); }
BENCHMARK(BM_Update_TilecastLoose)->ArgNames({"objects", "tile_px"})->Args({1000, 64})->Args({10000, 64});
void BM_Update_TilecastGrid(benchmark::State& s) { run_objects<TilecastDiskGrid, Part::Update>(s); }
BENCHMARK(BM_Update_TilecastGrid)->ArgNames({"objects", "tile_px"})->Args({1000, 64})->Args({10000, 64});
BENCHMARK(BM_Update_Box2DTree)->Arg(1000)->Arg(10000)->ArgName("objects");
BENCHMARK(BM_Sweep_Tilecast)->Apply(tilecast_sizes);
void BM_Sweep_TilecastGrid(benchmark::State& s) { run_objects<TilecastDiskGrid, Part::Sweep>(s); }
BENCHMARK(BM_Sweep_TilecastGrid)->ArgNames({"objects", "tile_px"})->Args({1000, 64})->Args({10000, 64});
BENCHMARK(BM_Sweep_Box2DTree)->Arg(1000)->Arg(10000)->ArgName("objects");
BENCHMARK(BM_Frame_Tilecast)->Apply(tilecast_sizes)->Unit(benchmark::kMillisecond);
void BM_Frame_TilecastLoose(benchmark::State& s) { run_objects<TilecastLooseObjects, Part::Frame>(s); }
BENCHMARK(BM_Frame_TilecastLoose)->ArgNames({"objects", "tile_px"})->Args({1000, 64})->Args({10000, 64})->Unit(benchmark::kMillisecond);
void BM_Frame_TilecastGrid(benchmark::State& s) { run_objects<TilecastDiskGrid, Part::Frame>(s); }
BENCHMARK(BM_Frame_TilecastGrid)->ArgNames({"objects", "tile_px"})->Args({1000, 64})->Args({10000, 64})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Frame_Box2DTree)->Arg(1000)->Arg(10000)->ArgName("objects")->Unit(benchmark::kMillisecond);

// [SECTION] Grid line

constexpr std::int32_t kLineMapMask = 255;

struct LineMap {
    std::vector<std::uint8_t> cells = std::vector<std::uint8_t>(256 * 256);
    LineMap() {
        std::mt19937 random{7};
        for (auto& cell : cells) {
            cell = static_cast<std::uint8_t>(random() & 3);
        }
    }
    std::uint8_t operator()(std::int32_t i, std::int32_t j) const {
        return cells[static_cast<std::size_t>(((j & kLineMapMask) << 8) | (i & kLineMapMask))];
    }
};

struct Line {
    float ax, ay, bx, by;
};

/// Where segment ends come from: snapped to the engine's 2^-10 px input grid, or arbitrary
/// floats, as a physics step leaves them.
enum class LineInputs { OnGrid = 0, Arbitrary = 1 };

/// 1,024 segments crossing about `cells` cells (4-connected), anywhere in 256 x 256 cells.
std::vector<Line> make_lines(int cells, LineInputs inputs = LineInputs::OnGrid) {
    std::mt19937_64 random{static_cast<std::uint64_t>(cells) * 31};
    std::uniform_real_distribution<double> position{0.0, 256.0}, angle{0.0, 2.0 * std::numbers::pi};
    // Cells of 32 px: the grid is 2^-10 px, 2^-15 cells.
    const auto end = [&](double cells_coordinate) {
        return inputs == LineInputs::OnGrid ? static_cast<float>(on_input_grid(cells_coordinate * 32) / 32.0)
                                            : static_cast<float>(cells_coordinate);
    };
    std::vector<Line> lines;
    for (int n = 0; n < 1024; ++n) {
        const double x = end(position(random)), y = end(position(random)), a = angle(random);
        const double length = (cells - 1) / (std::abs(std::cos(a)) + std::abs(std::sin(a)));
        lines.push_back({static_cast<float>(x), static_cast<float>(y), end(x + length * std::cos(a)), end(y + length * std::sin(a))});
    }
    return lines;
}

/// The float Amanatides & Woo walk in its count-based form (the paper's and the tutorials'):
/// |di| + |dj| steps after the first cell, one compare and one decrement each.
template <class Visit>
void float_line_counted(const Line& line, Visit&& visit) {
    constexpr float kNever = std::numeric_limits<float>::infinity();
    const float dx = line.bx - line.ax, dy = line.by - line.ay;
    std::int32_t i = static_cast<std::int32_t>(std::floor(line.ax)), j = static_cast<std::int32_t>(std::floor(line.ay));
    const std::int32_t end_i = static_cast<std::int32_t>(std::floor(line.bx)), end_j = static_cast<std::int32_t>(std::floor(line.by));
    const std::int32_t step_i = dx > 0 ? 1 : -1, step_j = dy > 0 ? 1 : -1;
    const float delta_x = dx != 0 ? std::abs(1.0f / dx) : kNever, delta_y = dy != 0 ? std::abs(1.0f / dy) : kNever;
    float next_x = dx > 0 ? (static_cast<float>(i + 1) - line.ax) * delta_x : dx < 0 ? (line.ax - static_cast<float>(i)) * delta_x : kNever;
    float next_y = dy > 0 ? (static_cast<float>(j + 1) - line.ay) * delta_y : dy < 0 ? (line.ay - static_cast<float>(j)) * delta_y : kNever;
    visit(i, j);
    for (std::int32_t n = std::abs(end_i - i) + std::abs(end_j - j); n > 0; --n) {
        if (next_x <= next_y) {
            i += step_i;
            next_x += delta_x;
        } else {
            j += step_j;
            next_y += delta_y;
        }
        visit(i, j);
    }
}

/// The float walk as this file first wrote it: it tests for the end cell at every step,
/// with a guard against a walk that misses it. A second row beside the counted form.
template <class Visit>
void float_line(const Line& line, Visit&& visit) {
    constexpr float kNever = std::numeric_limits<float>::infinity();
    const float dx = line.bx - line.ax, dy = line.by - line.ay;
    std::int32_t i = static_cast<std::int32_t>(std::floor(line.ax)), j = static_cast<std::int32_t>(std::floor(line.ay));
    const std::int32_t end_i = static_cast<std::int32_t>(std::floor(line.bx)), end_j = static_cast<std::int32_t>(std::floor(line.by));
    const std::int32_t step_i = dx > 0 ? 1 : -1, step_j = dy > 0 ? 1 : -1;
    const float delta_x = dx != 0 ? std::abs(1.0f / dx) : kNever, delta_y = dy != 0 ? std::abs(1.0f / dy) : kNever;
    float next_x = dx > 0 ? (static_cast<float>(i + 1) - line.ax) * delta_x : dx < 0 ? (line.ax - static_cast<float>(i)) * delta_x : kNever;
    float next_y = dy > 0 ? (static_cast<float>(j + 1) - line.ay) * delta_y : dy < 0 ? (line.ay - static_cast<float>(j)) * delta_y : kNever;
    visit(i, j);
    for (int guard = 0; (i != end_i || j != end_j) && guard < 4096; ++guard) {
        if (next_x <= next_y) {
            i += step_i;
            next_x += delta_x;
        } else {
            j += step_j;
            next_y += delta_y;
        }
        visit(i, j);
    }
}

enum class LineKind { Tilecast, FloatAWCounted, FloatAW, Bresenham };

// One function per kind (a template): with the kind switched inside one loop, GCC allocated
// the registers of all three walks together, and Tilecast's lines took 1.5 times as long as
// in a loop of their own (the engine's BM_SegmentExact measures that loop).
template <LineKind kind>
void run_lines(benchmark::State& state) {
    const std::vector<Line> lines = make_lines(static_cast<int>(state.range(0)), static_cast<LineInputs>(state.range(1)));
    const LineMap map;
    std::int64_t cells = 0;
    std::size_t next = 0;
    for (auto _ : state) {
        const Line& line = lines[next++ & 1023];
        unsigned sum = 0;
        if constexpr (kind == LineKind::Tilecast) {
            for (const engine::TileCoord tile : engine::tiles_on_segment({line.ax, line.ay}, {line.bx, line.by})) {
                sum += map(tile.x, tile.y);
                ++cells;
            }
        } else if constexpr (kind == LineKind::FloatAWCounted) {
            float_line_counted(line, [&](std::int32_t i, std::int32_t j) {
                sum += map(i, j);
                ++cells;
            });
        } else if constexpr (kind == LineKind::FloatAW) {
            float_line(line, [&](std::int32_t i, std::int32_t j) {
                sum += map(i, j);
                ++cells;
            });
        } else {
            for (const auto& [i, j] : tcod::BresenhamLine({static_cast<int>(std::floor(line.ax)), static_cast<int>(std::floor(line.ay))},
                                                          {static_cast<int>(std::floor(line.bx)), static_cast<int>(std::floor(line.by))})) {
                sum += map(i, j);
                ++cells;
            }
        }
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(cells);  // items = cells: compare ns per cell
    state.counters["cells_per_line"] = static_cast<double>(cells) / static_cast<double>(std::max<std::int64_t>(state.iterations(), 1));
}

/// Not fatal (the issue asks for wall casts, queries and sweeps to agree): how often the float
/// walk's cells differ from Tilecast's exact walk on these segments.
void report_line_agreement() {
    for (const LineInputs inputs : {LineInputs::OnGrid, LineInputs::Arbitrary}) {
        for (const int cells : {16, 64, 200}) {
            std::size_t differ = 0, differ_counted = 0;
            for (const Line& line : make_lines(cells, inputs)) {
                std::vector<std::pair<std::int32_t, std::int32_t>> exact, guarded, counted;
                for (const engine::TileCoord tile : engine::tiles_on_segment({line.ax, line.ay}, {line.bx, line.by})) {
                    exact.emplace_back(tile.x, tile.y);
                }
                float_line(line, [&](std::int32_t i, std::int32_t j) { guarded.emplace_back(i, j); });
                float_line_counted(line, [&](std::int32_t i, std::int32_t j) { counted.emplace_back(i, j); });
                differ += exact != guarded ? 1 : 0;
                differ_counted += exact != counted ? 1 : 0;
            }
            std::printf("grid line, %d cells, %s inputs: float A&W cells differ from Tilecast's on %zu of 1024 segments "
                        "(counted form: %zu)\n",
                        cells, inputs == LineInputs::OnGrid ? "on-grid" : "arbitrary", differ, differ_counted);
        }
    }
}

void BM_Line_Tilecast(benchmark::State& s) { run_lines<LineKind::Tilecast>(s); }
void BM_Line_FloatAWCounted(benchmark::State& s) { run_lines<LineKind::FloatAWCounted>(s); }
void BM_Line_FloatAW(benchmark::State& s) { run_lines<LineKind::FloatAW>(s); }
void BM_Line_TcodBresenham(benchmark::State& s) { run_lines<LineKind::Bresenham>(s); }
/// cells: 16, 64, 200; inputs: 0 on the 2^-10 px grid, 1 arbitrary floats.
void line_sizes(benchmark::internal::Benchmark* b) {
    b->ArgNames({"cells", "inputs"});
    for (const int inputs : {0, 1}) {
        for (const int cells : {16, 64, 200}) {
            b->Args({cells, inputs});
        }
    }
}
BENCHMARK(BM_Line_Tilecast)->Apply(line_sizes);
BENCHMARK(BM_Line_FloatAWCounted)->Apply(line_sizes);
BENCHMARK(BM_Line_FloatAW)->Apply(line_sizes);
BENCHMARK(BM_Line_TcodBresenham)->Apply(line_sizes);

} // namespace

int main(int argc, char** argv) {
    // --skip-agreement: for profiling one case under valgrind, where the checks would take
    // most of the run; the timings of such a run are not the table's.
    const auto skip = std::find_if(argv + 1, argv + argc, [](const char* arg) { return std::string_view(arg) == "--skip-agreement"; });
    if (skip != argv + argc) {
        std::rotate(skip, skip + 1, argv + argc);
        --argc;
        std::printf("agreement: not checked (--skip-agreement)\n");
    } else {
        check_wall_agreement();
        check_object_agreement();
        report_line_agreement();
    }
    std::fflush(stdout);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) {
        return 1;
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
