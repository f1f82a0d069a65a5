// Laser casts: the fast tile-then-pixel walk against the per-pixel reference
// walk, on maps whose tiles are all partly solid (the fast cast's worst case:
// no tile can be skipped or stopped at whole), on random maps of mostly empty
// and full tiles with some mixed ones, and on the shipped levels. Items are casts.
//
//   build/release/tests/bench/bench_laser_cast --benchmark_min_time=0.5

#include "../raycast/shipped_levels.hpp"
#include "../raycast/test_maps.hpp"

#include <engine/raycast/laser_cast.hpp>

#include <benchmark/benchmark.h>

#include <random>
#include <vector>

namespace {

struct Scene {
    engine::CollisionMap map;
    std::vector<std::pair<engine::Position2, engine::Position2>> segments;
};

/// A 40 x 25 map of 32 px tiles, and 1024 random segments of about `length` px inside it.
Scene make_scene(bool all_mixed, float length) {
    const double density = all_mixed ? 0.002 : 0.3;
    const double empty_cells = all_mixed ? 0.0 : 0.9;
    Scene scene{test_maps::random_map(2024, 40, 25, 32, density, empty_cells, all_mixed), {}};
    std::mt19937 random(99);
    std::uniform_real_distribution<float> x(0, 40 * 32), y(0, 25 * 32), angle(0, 6.2831853f);
    for (int i = 0; i < 1024; ++i) {
        const auto from = engine::Position2::from_pixels(x(random), y(random));
        const float a = angle(random);
        scene.segments.emplace_back(from, engine::Position2::from_pixels(from.x_pixels() + length * std::cos(a),
                                                                          from.y_pixels() + length * std::sin(a)));
    }
    return scene;
}

/// Shipped level `index` (alphabetical), and 1024 random casts of `length` px
/// starting on pixels that are not solid — where robots stand.
Scene make_shipped_scene(std::size_t index, float length) {
    const auto files = shipped::level_files(TILECAST_LEVELS_DIR);
    Scene scene{levels::load_level(files.at(index)).collision, {}};
    std::mt19937 random(7);
    std::uniform_real_distribution<float> x(0, static_cast<float>(scene.map.pixel_width()));
    std::uniform_real_distribution<float> y(0, static_cast<float>(scene.map.pixel_height()));
    std::uniform_real_distribution<float> angle(0, 6.2831853f);
    while (scene.segments.size() < 1024) {
        const auto from = engine::Position2::from_pixels(x(random), y(random));
        if (scene.map.solid_pixel(static_cast<std::int64_t>(from.x_pixels()), static_cast<std::int64_t>(from.y_pixels()))) {
            continue;
        }
        const float a = angle(random);
        scene.segments.emplace_back(from, engine::Position2::from_pixels(from.x_pixels() + length * std::cos(a),
                                                                          from.y_pixels() + length * std::sin(a)));
    }
    return scene;
}

template <engine::CastResult (*Cast)(const engine::CollisionMap&, engine::Position2, engine::Position2,
                                     const engine::CastOptions&)>
void run_scene(benchmark::State& state, const Scene& scene, engine::CastMode mode) {
    const engine::CastOptions options{mode};
    std::int64_t tiles = 0;
    for (auto _ : state) {
        for (const auto& [from, to] : scene.segments) {
            const engine::CastResult result = Cast(scene.map, from, to, options);
            tiles += result.tiles_visited;
            benchmark::DoNotOptimize(result);
        }
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(scene.segments.size()));
    state.counters["tiles_per_cast"] = static_cast<double>(tiles) / static_cast<double>(state.iterations() * scene.segments.size());
}

template <engine::CastResult (*Cast)(const engine::CollisionMap&, engine::Position2, engine::Position2,
                                     const engine::CastOptions&)>
void run(benchmark::State& state, bool all_mixed, engine::CastMode mode) {
    run_scene<Cast>(state, make_scene(all_mixed, static_cast<float>(state.range(0))), mode);
}

/// range(0): the level (0, 1, 2 = alphabetical order of levels/), casts of 512 px.
template <engine::CastResult (*Cast)(const engine::CollisionMap&, engine::Position2, engine::Position2,
                                     const engine::CastOptions&)>
void run_shipped(benchmark::State& state, engine::CastMode mode) {
    run_scene<Cast>(state, make_shipped_scene(static_cast<std::size_t>(state.range(0)), 512.0f), mode);
}

void BM_PixelPerfect_Fast_AllMixed(benchmark::State& s) { run<engine::cast_laser>(s, true, engine::CastMode::PixelPerfect); }
void BM_PixelPerfect_PerPixel_AllMixed(benchmark::State& s) { run<engine::cast_laser_per_pixel>(s, true, engine::CastMode::PixelPerfect); }
void BM_PixelPerfect_Fast_Level(benchmark::State& s) { run<engine::cast_laser>(s, false, engine::CastMode::PixelPerfect); }
void BM_PixelPerfect_PerPixel_Level(benchmark::State& s) { run<engine::cast_laser_per_pixel>(s, false, engine::CastMode::PixelPerfect); }
void BM_TileMode_Fast_Level(benchmark::State& s) { run<engine::cast_laser>(s, false, engine::CastMode::Tile); }

void BM_Shipped_PixelPerfect_Fast(benchmark::State& s) { run_shipped<engine::cast_laser>(s, engine::CastMode::PixelPerfect); }
void BM_Shipped_PixelPerfect_PerPixel(benchmark::State& s) { run_shipped<engine::cast_laser_per_pixel>(s, engine::CastMode::PixelPerfect); }
void BM_Shipped_TileMode_Fast(benchmark::State& s) { run_shipped<engine::cast_laser>(s, engine::CastMode::Tile); }

BENCHMARK(BM_PixelPerfect_Fast_AllMixed)->Arg(64)->Arg(512);
BENCHMARK(BM_PixelPerfect_PerPixel_AllMixed)->Arg(64)->Arg(512);
BENCHMARK(BM_PixelPerfect_Fast_Level)->Arg(64)->Arg(512);
BENCHMARK(BM_PixelPerfect_PerPixel_Level)->Arg(64)->Arg(512);
BENCHMARK(BM_TileMode_Fast_Level)->Arg(64)->Arg(512);
BENCHMARK(BM_Shipped_PixelPerfect_Fast)->DenseRange(0, 2);
BENCHMARK(BM_Shipped_PixelPerfect_PerPixel)->DenseRange(0, 2);
BENCHMARK(BM_Shipped_TileMode_Fast)->DenseRange(0, 2);

} // namespace
