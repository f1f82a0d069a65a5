// The object index (engine/tilemap/tile_object_index.hpp) under load:
//
// [SECTION] Update: n moving objects of 1-8 tiles, speeds giving about 1 % or 10 % of objects
//           changing tile rectangle per frame. One iteration = one frame (every object moves).
//           - Diff:        TileObjectIndex::move (same rectangle: nothing; else the difference)
//           - RelinkAll:   TileObjectIndex::move_relinking_all (the articles' version)
//           - RemoveInsert: remove + insert every frame (the articles' first version)
//           A "large objects" pair (6-8 tiles a side) shows where the difference pays most.
// [SECTION] Pairs: every overlapping pair, through the index vs the O(n^2) all-pairs test,
//           from n = 10 (brute force wins) to 40k (index only).
//
// Counters: changed_percent (moves that changed tile rectangle), links_per_move (list
// insertions per move), tiles_per_object (average footprint), block_nodes_per_object (size of
// the objects' node blocks), bytes_per_object (TileObjectIndex::memory_bytes() / n: list
// heads, object slots and node pool, with the vectors' spare capacity).
// Ratios against the named baselines: see docs/learn/measurements.md for the command and table.

#include <engine/tilemap/tile_object_index.hpp>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

namespace {

using engine::ObjectHandle;
using engine::TileObjectIndex;
using engine::TileSpaceBox;

/// n objects bouncing around a square map with about 8 tiles of map per object.
struct Scene {
    std::int32_t map_size;
    TileObjectIndex index;
    std::vector<ObjectHandle> handles;
    std::vector<double> x, y, vx, vy, w, h;

    /// `speed` in tiles per frame; `min_size`/`max_size` bound the box's width and height.
    Scene(std::int64_t count, double speed, double min_width, double max_width, double min_height, double max_height,
          double tiles_per_object = 8.0)
        : map_size{static_cast<std::int32_t>(std::ceil(std::sqrt(static_cast<double>(count) * tiles_per_object)))},
          index{map_size, map_size} {
        std::mt19937 random(1234);
        std::uniform_real_distribution<double> unit(0.0, 1.0);
        const double pi = std::acos(-1.0);
        for (std::int64_t i = 0; i < count; ++i) {
            w.push_back(min_width + unit(random) * (max_width - min_width));
            h.push_back(min_height + unit(random) * (max_height - min_height));
            x.push_back(unit(random) * (map_size - w.back()));
            y.push_back(unit(random) * (map_size - h.back()));
            const double angle = unit(random) * 2.0 * pi;
            vx.push_back(speed * std::cos(angle));
            vy.push_back(speed * std::sin(angle));
            handles.push_back(index.insert(box(static_cast<std::size_t>(i))));
        }
    }

    TileSpaceBox box(std::size_t i) const { return {{x[i], y[i]}, {x[i] + w[i], y[i] + h[i]}}; }

    /// Moves object i one frame, bouncing off the map's edges.
    void step(std::size_t i) {
        x[i] += vx[i];
        y[i] += vy[i];
        if (x[i] < 0.0 || x[i] + w[i] > map_size) {
            vx[i] = -vx[i];
            x[i] = std::clamp(x[i], 0.0, map_size - w[i]);
        }
        if (y[i] < 0.0 || y[i] + h[i] > map_size) {
            vy[i] = -vy[i];
            y[i] = std::clamp(y[i], 0.0, map_size - h[i]);
        }
    }

    double tiles_per_object() const {
        double tiles = 0.0;
        for (const ObjectHandle handle : handles) {
            const engine::TileRect rect = index.tile_rect(handle);
            tiles += static_cast<double>(rect.width) * rect.height;
        }
        return tiles / static_cast<double>(handles.size());
    }
};

// Tile-rectangle changes per frame ~ 2 (|vx| + |vy|) ~ 2.5 * speed: these speeds give
// roughly 1 % and 10 % of the objects changing tiles every frame (measured: changed_percent).
double speed_for_percent(std::int64_t percent) { return percent == 1 ? 0.004 : 0.04; }

enum class UpdateKind { Diff, RelinkAll, RemoveInsert };

void run_update(benchmark::State& state, UpdateKind kind, double min_size, double max_width, double max_height) {
    const std::int64_t count = state.range(0);
    Scene scene(count, speed_for_percent(state.range(1)), min_size, max_width, min_size, max_height);
    const auto before = scene.index.maintenance_counters();
    for (auto _ : state) {
        for (std::size_t i = 0; i < scene.handles.size(); ++i) {
            scene.step(i);
            switch (kind) {
            case UpdateKind::Diff:
                scene.index.move(scene.handles[i], scene.box(i));
                break;
            case UpdateKind::RelinkAll:
                scene.index.move_relinking_all(scene.handles[i], scene.box(i));
                break;
            case UpdateKind::RemoveInsert:
                scene.index.remove(scene.handles[i]);
                scene.handles[i] = scene.index.insert(scene.box(i));
                break;
            }
        }
    }
    const auto after = scene.index.maintenance_counters();
    state.SetItemsProcessed(state.iterations() * count);
    const double moves = static_cast<double>(after.moves - before.moves);
    if (moves > 0) {
        state.counters["changed_percent"] = 100.0 * static_cast<double>((after.moves - after.moves_unchanged) -
                                                                        (before.moves - before.moves_unchanged)) /
                                            moves;
        state.counters["links_per_move"] = static_cast<double>(after.tiles_linked - before.tiles_linked) / moves;
    }
    state.counters["tiles_per_object"] = scene.tiles_per_object();
    state.counters["bytes_per_object"] = static_cast<double>(scene.index.memory_bytes()) / static_cast<double>(count);
    state.counters["block_nodes_per_object"] =
        static_cast<double>(after.nodes_created) / static_cast<double>(scene.index.size());
}

// [SECTION] Update, objects of 1-8 tiles: 0.3-1.0 tiles wide (1-2 columns), 0.3-3.0 high (1-4 rows).

void BM_Update_Diff(benchmark::State& state) { run_update(state, UpdateKind::Diff, 0.3, 1.0, 3.0); }
void BM_Update_RelinkAll(benchmark::State& state) { run_update(state, UpdateKind::RelinkAll, 0.3, 1.0, 3.0); }
void BM_Update_RemoveInsert(benchmark::State& state) { run_update(state, UpdateKind::RemoveInsert, 0.3, 1.0, 3.0); }

void update_args(benchmark::internal::Benchmark* b) {
    for (const std::int64_t count : {1000, 10000, 40000}) {
        for (const std::int64_t percent : {1, 10}) {
            b->Args({count, percent});
        }
    }
    b->ArgNames({"objects", "pct"});
}
BENCHMARK(BM_Update_Diff)->Apply(update_args);
BENCHMARK(BM_Update_RelinkAll)->Apply(update_args);
BENCHMARK(BM_Update_RemoveInsert)->Apply(update_args);

// Large objects (6-8 tiles a side, 36-81 tiles each): a changed rectangle shares most tiles.
void BM_UpdateLarge_Diff(benchmark::State& state) { run_update(state, UpdateKind::Diff, 5.2, 7.0, 7.0); }
void BM_UpdateLarge_RelinkAll(benchmark::State& state) { run_update(state, UpdateKind::RelinkAll, 5.2, 7.0, 7.0); }
BENCHMARK(BM_UpdateLarge_Diff)->Args({1000, 10})->ArgNames({"objects", "pct"});
BENCHMARK(BM_UpdateLarge_RelinkAll)->Args({1000, 10})->ArgNames({"objects", "pct"});

// [SECTION] Pairs.

void run_pairs(benchmark::State& state, bool brute_force) {
    const std::int64_t count = state.range(0);
    const Scene scene(count, 0.0, 0.3, 1.0, 0.3, 3.0);
    std::uint64_t pairs = 0;
    for (auto _ : state) {
        pairs = 0;
        const auto count_pair = [&](ObjectHandle, ObjectHandle) { ++pairs; };
        const engine::PairSearchStats stats = brute_force ? scene.index.for_each_overlapping_pair_brute_force(count_pair)
                                                          : scene.index.for_each_overlapping_pair(count_pair);
        benchmark::DoNotOptimize(stats);
    }
    // Both searches must agree, or the comparison is meaningless.
    if (!brute_force && count <= 10000) {
        std::uint64_t reference = 0;
        scene.index.for_each_overlapping_pair_brute_force([&](ObjectHandle, ObjectHandle) { ++reference; });
        if (reference != pairs) {
            state.SkipWithError("index and brute force found different pairs");
        }
    }
    state.SetItemsProcessed(state.iterations() * count);
    state.counters["pairs"] = static_cast<double>(pairs);
    state.counters["bytes_per_object"] = static_cast<double>(scene.index.memory_bytes()) / static_cast<double>(count);
}

void BM_Pairs_Index(benchmark::State& state) { run_pairs(state, false); }
void BM_Pairs_BruteForce(benchmark::State& state) { run_pairs(state, true); }

void pair_args(benchmark::internal::Benchmark* b, bool with_40k) {
    b->ArgName("objects");
    for (const std::int64_t count : {5, 10, 15, 20, 30, 50, 100, 250, 1000, 10000}) {
        b->Arg(count);
    }
    if (with_40k) {
        b->Arg(40000);  // brute force would need 800 million tests per search
    }
}
BENCHMARK(BM_Pairs_Index)->Apply([](benchmark::internal::Benchmark* b) { pair_args(b, true); });
BENCHMARK(BM_Pairs_BruteForce)->Apply([](benchmark::internal::Benchmark* b) { pair_args(b, false); });

}  // namespace
