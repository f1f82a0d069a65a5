// Why docs/DESIGN.md §2 asks for floor, never truncation, when finding a point's tile —
// and what it costs: std::floor against the truncating cast it replaces.
// (The truncating cast is wrong for negative coordinates; this measures the price of being right.)

#include <engine/tilemap/tile_space.hpp>

#include <benchmark/benchmark.h>

#include <cstdint>
#include <random>
#include <vector>

namespace {

std::vector<engine::TileSpacePoint> random_points(std::size_t count) {
    std::mt19937 random(42);
    std::uniform_real_distribution<double> coordinate(-1000.0, 1000.0);
    std::vector<engine::TileSpacePoint> points(count);
    for (auto& point : points) {
        point = {coordinate(random), coordinate(random)};
    }
    return points;
}

void BM_TileOfFloor(benchmark::State& state) {
    const auto points = random_points(4096);
    for (auto _ : state) {
        for (const auto& point : points) {
            benchmark::DoNotOptimize(engine::tile_of(point));
        }
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(points.size()));
}
BENCHMARK(BM_TileOfFloor);

void BM_TileOfTruncate_Wrong(benchmark::State& state) {
    const auto points = random_points(4096);
    for (auto _ : state) {
        for (const auto& point : points) {
            benchmark::DoNotOptimize(engine::TileCoord{static_cast<std::int32_t>(point.x), static_cast<std::int32_t>(point.y)});
        }
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(points.size()));
}
BENCHMARK(BM_TileOfTruncate_Wrong);

} // namespace
