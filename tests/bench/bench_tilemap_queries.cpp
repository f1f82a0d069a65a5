// Tile range queries: how many tiles per second each algorithm delivers, against
// named baselines measured in the same run (docs/learn/measurements.md has the ratios).
//
// - Segment traversal ("exact" integer decision and the articles' "float-dda")
//   on random 2-, 16- and 200-tile rays, axis-aligned and 45-degree rays, versus
//   the brute force "bounding box of the segment + exact per-tile test" at 64 tiles.
//   BM_SegmentMapReadsOnly is the floor under both: the map reads of 64 tiles alone.
// - Circle: exact per-row span versus bounding box + per-tile test versus the
//   articles' row trimming, at r = 1.5, 4, 16, 64 tiles.
//
// Every query reads the tiles it yields from a 256 x 256 byte map (64 KiB, cache
// resident; coordinates wrap), so the work cannot be optimised away and the cost
// includes touching the map, as in a game. items_per_second = tiles yielded.

#include <engine/tilemap/circle_query.hpp>
#include <engine/tilemap/segment_query.hpp>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <random>
#include <vector>

namespace {

constexpr int kMapBits = 8;
constexpr std::int32_t kMapMask = (1 << kMapBits) - 1;

struct Map {
    std::vector<std::uint8_t> tiles;
    Map() : tiles(std::size_t{1} << (2 * kMapBits)) {
        std::mt19937 random{7};
        for (auto& tile : tiles) {
            tile = static_cast<std::uint8_t>(random() & 3);
        }
    }
    std::uint8_t operator()(engine::TileCoord tile) const noexcept {
        return tiles[static_cast<std::size_t>(((tile.y & kMapMask) << kMapBits) | (tile.x & kMapMask))];
    }
};

const Map& map() {
    static const Map instance;
    return instance;
}

struct Ray {
    engine::TileSpacePoint from;
    engine::TileSpacePoint to;
};

enum class RayShape { Random, AxisAligned, Diagonal };

// 1024 rays of about `tiles` tiles each (|di| + |dj| + 1), starting anywhere.
std::vector<Ray> make_rays(int tiles, RayShape shape) {
    std::mt19937_64 random{static_cast<std::uint64_t>(tiles) * 31 + static_cast<std::uint64_t>(shape)};
    std::uniform_real_distribution<double> position{0.0, 256.0};
    std::uniform_real_distribution<double> angle{0.0, 2.0 * std::numbers::pi};
    std::vector<Ray> rays;
    for (int n = 0; n < 1024; ++n) {
        const engine::TileSpacePoint from{position(random), position(random)};
        double theta = angle(random);
        if (shape == RayShape::AxisAligned) {
            theta = std::numbers::pi / 2 * (n % 4);
        } else if (shape == RayShape::Diagonal) {
            theta = std::numbers::pi / 4 + std::numbers::pi / 2 * (n % 4);
        }
        // The tile count grows with the Manhattan length of the ray.
        const double manhattan_per_unit = std::abs(std::cos(theta)) + std::abs(std::sin(theta));
        const double length = (tiles - 1) / manhattan_per_unit;
        rays.push_back({from, {from.x + length * std::cos(theta), from.y + length * std::sin(theta)}});
    }
    return rays;
}

void report(benchmark::State& state, std::int64_t tiles, std::int64_t queries) {
    state.SetItemsProcessed(tiles);
    state.counters["tiles_per_query"] = static_cast<double>(tiles) / static_cast<double>(std::max<std::int64_t>(queries, 1));
    state.counters["queries_per_second"] = benchmark::Counter(static_cast<double>(queries), benchmark::Counter::kIsRate);
}

template <class MakeRange>
void run_segments(benchmark::State& state, RayShape shape, MakeRange make_range) {
    const std::vector<Ray> rays = make_rays(static_cast<int>(state.range(0)), shape);
    const Map& tiles = map();
    std::int64_t visited = 0;
    std::int64_t queries = 0;
    std::size_t next = 0;
    for (auto _ : state) {
        const Ray& ray = rays[next++ & 1023];
        unsigned sum = 0;
        auto range = make_range(ray);
        for (engine::TileCoord tile : range) {
            sum += tiles(tile);
        }
        benchmark::DoNotOptimize(sum);
        visited += range.stats().tiles_visited;
        ++queries;
    }
    report(state, visited, queries);
}

const auto exact = [](const Ray& ray) { return engine::tiles_on_segment(ray.from, ray.to); };
const auto float_dda = [](const Ray& ray) { return engine::tiles_on_segment_float_dda(ray.from, ray.to); };

void BM_SegmentExact(benchmark::State& state) { run_segments(state, RayShape::Random, exact); }
void BM_SegmentExactAxisAligned(benchmark::State& state) { run_segments(state, RayShape::AxisAligned, exact); }
void BM_SegmentExactDiagonal(benchmark::State& state) { run_segments(state, RayShape::Diagonal, exact); }
void BM_SegmentFloatDda(benchmark::State& state) { run_segments(state, RayShape::Random, float_dda); }
void BM_SegmentFloatDdaAxisAligned(benchmark::State& state) { run_segments(state, RayShape::AxisAligned, float_dda); }
void BM_SegmentFloatDdaDiagonal(benchmark::State& state) { run_segments(state, RayShape::Diagonal, float_dda); }

// The baseline: every tile of the segment's bounding box, each tested exactly
// (separating axes in 2^-10 integer units: x, y and the segment's normal).
void BM_SegmentBruteForce(benchmark::State& state) {
    const std::vector<Ray> rays = make_rays(static_cast<int>(state.range(0)), RayShape::Random);
    const Map& tiles = map();
    std::int64_t found = 0;
    std::int64_t queries = 0;
    std::size_t next = 0;
    for (auto _ : state) {
        const Ray& ray = rays[next++ & 1023];
        const auto ax = static_cast<std::int64_t>(std::floor(ray.from.x * 1024));
        const auto ay = static_cast<std::int64_t>(std::floor(ray.from.y * 1024));
        const auto bx = static_cast<std::int64_t>(std::floor(ray.to.x * 1024));
        const auto by = static_cast<std::int64_t>(std::floor(ray.to.y * 1024));
        const std::int64_t dx = bx - ax, dy = by - ay;
        unsigned sum = 0;
        for (std::int64_t j = std::min(ay, by) >> 10; j <= std::max(ay, by) >> 10; ++j) {
            for (std::int64_t i = std::min(ax, bx) >> 10; i <= std::max(ax, bx) >> 10; ++i) {
                // Corners relative to a, then their side of the segment's line.
                const std::int64_t x0 = i * 1024 - ax, x1 = x0 + 1024, y0 = j * 1024 - ay, y1 = y0 + 1024;
                const std::int64_t c00 = x0 * dy - y0 * dx, c10 = x1 * dy - y0 * dx;
                const std::int64_t c01 = x0 * dy - y1 * dx, c11 = x1 * dy - y1 * dx;
                const bool all_positive = c00 > 0 && c10 > 0 && c01 > 0 && c11 > 0;
                const bool all_negative = c00 < 0 && c10 < 0 && c01 < 0 && c11 < 0;
                if (!all_positive && !all_negative) {
                    sum += tiles({static_cast<std::int32_t>(i), static_cast<std::int32_t>(j)});
                    ++found;
                }
            }
        }
        benchmark::DoNotOptimize(sum);
        ++queries;
    }
    report(state, found, queries);
}

// Not a traversal: the floor under every walk. The same consumer reads 64 tiles
// of a straight run from the map (x += 1 or -1, no decision, no setup), so the
// brute force's time divided by this one bounds the ratio any walk can reach.
void BM_SegmentMapReadsOnly(benchmark::State& state) {
    const std::vector<Ray> rays = make_rays(static_cast<int>(state.range(0)), RayShape::Random);
    const Map& tiles = map();
    std::int64_t visited = 0;
    std::int64_t queries = 0;
    std::size_t next = 0;
    for (auto _ : state) {
        const Ray& ray = rays[next++ & 1023];
        // Rays start in [0, 256): truncation is floor here, and costs no libm call.
        engine::TileCoord tile{static_cast<std::int32_t>(ray.from.x), static_cast<std::int32_t>(ray.from.y)};
        const std::int32_t step = ray.to.x > ray.from.x ? 1 : -1;
        std::int64_t count = state.range(0);
        benchmark::DoNotOptimize(count); // a run-time trip count, like a walk's
        unsigned sum = 0;
        for (std::int64_t k = 0; k < count; ++k, tile.x += step) {
            sum += tiles(tile);
        }
        benchmark::DoNotOptimize(sum);
        visited += count;
        ++queries;
    }
    report(state, visited, queries);
}

template <class MakeRange>
void run_circles(benchmark::State& state, MakeRange make_range) {
    const double radius = static_cast<double>(state.range(0)) / 10.0;
    std::mt19937_64 random{static_cast<std::uint64_t>(state.range(0))};
    std::uniform_real_distribution<double> position{0.0, 256.0};
    std::vector<engine::TileSpacePoint> centres(1024);
    for (auto& centre : centres) {
        centre = {position(random), position(random)};
    }
    const Map& tiles = map();
    std::int64_t visited = 0;
    std::int64_t tested = 0;
    std::int64_t queries = 0;
    std::size_t next = 0;
    for (auto _ : state) {
        unsigned sum = 0;
        auto range = make_range(centres[next++ & 1023], radius);
        for (engine::TileCoord tile : range) {
            sum += tiles(tile);
        }
        benchmark::DoNotOptimize(sum);
        visited += range.stats().tiles_visited;
        tested += range.stats().tiles_tested;
        ++queries;
    }
    report(state, visited, queries);
    state.counters["tests_per_query"] = static_cast<double>(tested) / static_cast<double>(std::max<std::int64_t>(queries, 1));
}

void BM_CircleSpan(benchmark::State& state) {
    run_circles(state, [](engine::TileSpacePoint c, double r) { return engine::tiles_in_circle(c, r); });
}
void BM_CircleRowTrim(benchmark::State& state) {
    run_circles(state, [](engine::TileSpacePoint c, double r) { return engine::tiles_in_circle_row_trim(c, r); });
}
void BM_CircleBoundingBox(benchmark::State& state) {
    run_circles(state, [](engine::TileSpacePoint c, double r) { return engine::tiles_in_circle_bbox(c, r); });
}

} // namespace

// Segments: argument = tiles per ray.
BENCHMARK(BM_SegmentExact)->Arg(2)->Arg(16)->Arg(64)->Arg(200);
BENCHMARK(BM_SegmentExactAxisAligned)->Arg(200);
BENCHMARK(BM_SegmentExactDiagonal)->Arg(200);
BENCHMARK(BM_SegmentFloatDda)->Arg(2)->Arg(16)->Arg(64)->Arg(200);
BENCHMARK(BM_SegmentFloatDdaAxisAligned)->Arg(200);
BENCHMARK(BM_SegmentFloatDdaDiagonal)->Arg(200);
BENCHMARK(BM_SegmentBruteForce)->Arg(64);
BENCHMARK(BM_SegmentMapReadsOnly)->Arg(64);
// Circles: argument = radius in tenths of a tile (15 = 1.5 tiles).
BENCHMARK(BM_CircleSpan)->Arg(15)->Arg(40)->Arg(160)->Arg(640);
BENCHMARK(BM_CircleRowTrim)->Arg(15)->Arg(40)->Arg(160)->Arg(640);
BENCHMARK(BM_CircleBoundingBox)->Arg(15)->Arg(40)->Arg(160)->Arg(640);
