// What the tuned engine buys over the teaching core: each idea's simple version
// (engine/include/engine/teach/) and the tuned one, on the same inputs, one pair of cases
// per idea. Read ratios within one run (docs/learn/measurements.md, "Simple and tuned").
//
//   build/release/tests/bench/bench_teach --benchmark_min_time=0.3 --benchmark_repetitions=3
//       --benchmark_report_aggregates_only=true   (one line)

#include "../raycast/shipped_levels.hpp"

#include <engine/raycast/laser_cast.hpp>
#include <engine/teach/circle_rows.hpp>
#include <engine/teach/first_hit.hpp>
#include <engine/teach/object_lists.hpp>
#include <engine/teach/pixel_cast.hpp>
#include <engine/teach/segment_walk.hpp>
#include <engine/tilemap/circle_query.hpp>
#include <engine/tilemap/object_queries.hpp>
#include <engine/tilemap/segment_query.hpp>
#include <engine/tilemap/tile_object_index.hpp>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

namespace {

using engine::TileSpacePoint;

/// 1,024 segments of `length` tiles in random directions from random starts in
/// [low, high)^2, their ends clamped into that square when `clamp` is set.
std::vector<std::pair<TileSpacePoint, TileSpacePoint>> random_segments(std::uint64_t seed, double low, double high,
                                                                        double length, bool clamp) {
    std::mt19937_64 random(seed);
    std::uniform_real_distribution<double> coordinate(low, high), angle(0.0, 6.283185307179586);
    const auto inside = [&](double v) { return clamp ? std::clamp(v, low, high) : v; };
    std::vector<std::pair<TileSpacePoint, TileSpacePoint>> list;
    for (int n = 0; n < 1024; ++n) {
        const TileSpacePoint a{coordinate(random), coordinate(random)};
        const double turn = angle(random);
        list.push_back({a, {inside(a.x + length * std::cos(turn)), inside(a.y + length * std::sin(turn))}});
    }
    return list;
}

/// Segments of about `length` tiles with arbitrary double endpoints, as a game's lasers.
std::vector<std::pair<TileSpacePoint, TileSpacePoint>> segments(double length) {
    return random_segments(1, 0.0, 300.0, length, false);
}

void segment_walk_teach(benchmark::State& state) {
    const auto list = segments(static_cast<double>(state.range(0)) / 1.4);
    std::size_t n = 0;
    std::int64_t tiles = 0;
    for (auto _ : state) {
        const auto& [a, b] = list[n++ % list.size()];
        engine::teach::SegmentWalk walk(a, b);
        ++tiles;
        while (!walk.at_end()) {
            walk.step();
            ++tiles;
        }
        benchmark::DoNotOptimize(walk.cell());
    }
    state.counters["tiles"] = benchmark::Counter(static_cast<double>(tiles), benchmark::Counter::kIsRate);
}

void segment_walk_tuned(benchmark::State& state) {
    const auto list = segments(static_cast<double>(state.range(0)) / 1.4);
    std::size_t n = 0;
    std::int64_t tiles = 0;
    for (auto _ : state) {
        const auto& [a, b] = list[n++ % list.size()];
        for (const engine::TileCoord tile : engine::tiles_on_segment(a, b)) {
            benchmark::DoNotOptimize(tile);
            ++tiles;
        }
    }
    state.counters["tiles"] = benchmark::Counter(static_cast<double>(tiles), benchmark::Counter::kIsRate);
}

std::vector<std::pair<TileSpacePoint, double>> disks(double radius) {
    std::mt19937_64 random(2);
    std::uniform_real_distribution<double> coordinate(0.0, 300.0);
    std::vector<std::pair<TileSpacePoint, double>> list;
    for (int n = 0; n < 1024; ++n) list.push_back({{coordinate(random), coordinate(random)}, radius});
    return list;
}

void circle_teach(benchmark::State& state) {
    const auto list = disks(static_cast<double>(state.range(0)));
    std::size_t n = 0;
    for (auto _ : state) {
        const auto& [centre, radius] = list[n++ % list.size()];
        benchmark::DoNotOptimize(engine::teach::tiles_in_circle(centre, radius).size());
    }
}

void circle_tuned(benchmark::State& state) {
    const auto list = disks(static_cast<double>(state.range(0)));
    std::size_t n = 0;
    for (auto _ : state) {
        const auto& [centre, radius] = list[n++ % list.size()];
        std::size_t count = 0;
        for (const engine::TileCoord tile : engine::tiles_in_circle(centre, radius)) {
            benchmark::DoNotOptimize(tile);
            ++count;
        }
        benchmark::DoNotOptimize(count);
    }
}

/// 1,000 robots of 0.5 x 0.5 tiles on a 64 x 64 map, each moving up to 0.2 tile a step.
struct Crowd {
    std::vector<engine::TileSpaceBox> boxes;
    std::vector<std::pair<double, double>> velocity;
    Crowd() {
        std::mt19937 random(3);
        std::uniform_real_distribution<double> place(1.0, 62.0), speed(-0.2, 0.2);
        for (int n = 0; n < 1000; ++n) {
            const double x = place(random), y = place(random);
            boxes.push_back({{x, y}, {x + 0.5, y + 0.5}});
            velocity.push_back({speed(random), speed(random)});
        }
    }
    engine::TileSpaceBox moved(std::size_t n, int step) const {
        const double wobble = (step % 20 < 10) ? 1.0 : -1.0; // back and forth, staying on the map
        const auto [vx, vy] = velocity[n];
        const engine::TileSpaceBox& box = boxes[n];
        return {{box.min.x + wobble * vx, box.min.y + wobble * vy}, {box.max.x + wobble * vx, box.max.y + wobble * vy}};
    }
};

void moves_teach(benchmark::State& state) {
    Crowd crowd;
    engine::teach::ObjectLists lists(64, 64);
    for (const auto& box : crowd.boxes) lists.add(box);
    int step = 0;
    for (auto _ : state) {
        for (std::size_t n = 0; n < crowd.boxes.size(); ++n) {
            crowd.boxes[n] = crowd.moved(n, step);
            lists.move(static_cast<int>(n), crowd.boxes[n]);
        }
        ++step;
    }
    state.counters["moves"] = benchmark::Counter(1000.0 * static_cast<double>(step), benchmark::Counter::kIsRate);
}

void moves_tuned(benchmark::State& state) {
    Crowd crowd;
    engine::TileObjectIndex index(64, 64);
    std::vector<engine::ObjectHandle> handles;
    for (const auto& box : crowd.boxes) handles.push_back(index.insert(box));
    int step = 0;
    for (auto _ : state) {
        for (std::size_t n = 0; n < crowd.boxes.size(); ++n) {
            crowd.boxes[n] = crowd.moved(n, step);
            index.move(handles[n], crowd.boxes[n]);
        }
        ++step;
    }
    state.counters["moves"] = benchmark::Counter(1000.0 * static_cast<double>(step), benchmark::Counter::kIsRate);
}

/// 12-tile shots among the robots, kept on the 64 x 64 map.
std::vector<std::pair<TileSpacePoint, TileSpacePoint>> shots() { return random_segments(4, 1.0, 63.0, 12.0, true); }

void first_hit_teach(benchmark::State& state) {
    const Crowd crowd;
    engine::teach::ObjectLists lists(64, 64);
    for (const auto& box : crowd.boxes) lists.add(box);
    const auto list = shots();
    std::size_t n = 0;
    for (auto _ : state) {
        const auto& [a, b] = list[n++ % list.size()];
        benchmark::DoNotOptimize(engine::teach::first_object_on_segment(lists, a, b));
    }
}

void first_hit_tuned(benchmark::State& state) {
    const Crowd crowd;
    engine::TileObjectIndex index(64, 64);
    for (const auto& box : crowd.boxes) index.insert(box);
    const auto list = shots();
    std::size_t n = 0;
    for (auto _ : state) {
        const auto& [a, b] = list[n++ % list.size()];
        benchmark::DoNotOptimize(engine::first_object_on_segment(index, a, b));
    }
}

/// Casts between random points of the first shipped level, as a robot's lasers.
struct LevelCasts {
    levels::Level level = levels::load_level(shipped::level_files(TILECAST_LEVELS_DIR).front());
    std::vector<std::pair<engine::Position2, engine::Position2>> casts;
    LevelCasts() {
        std::mt19937 random(5);
        std::uniform_real_distribution<float> x(0.0f, static_cast<float>(level.collision.pixel_width()));
        std::uniform_real_distribution<float> y(0.0f, static_cast<float>(level.collision.pixel_height()));
        for (int n = 0; n < 1024; ++n) {
            casts.push_back({engine::Position2::from_pixels(x(random), y(random)), engine::Position2::from_pixels(x(random), y(random))});
        }
    }
};

void laser_teach(benchmark::State& state) {
    const LevelCasts level;
    std::size_t n = 0;
    for (auto _ : state) {
        const auto& [from, to] = level.casts[n++ % level.casts.size()];
        benchmark::DoNotOptimize(engine::teach::cast_laser(level.level.collision, from, to));
    }
}

void laser_tuned(benchmark::State& state) {
    const LevelCasts level;
    std::size_t n = 0;
    for (auto _ : state) {
        const auto& [from, to] = level.casts[n++ % level.casts.size()];
        benchmark::DoNotOptimize(engine::cast_laser(level.level.collision, from, to));
    }
}

} // namespace

// Each pair runs side by side, simple first.
BENCHMARK(segment_walk_teach)->Arg(16)->Arg(64)->Arg(200);
BENCHMARK(segment_walk_tuned)->Arg(16)->Arg(64)->Arg(200);
BENCHMARK(circle_teach)->Arg(4)->Arg(16);
BENCHMARK(circle_tuned)->Arg(4)->Arg(16);
BENCHMARK(moves_teach);
BENCHMARK(moves_tuned);
BENCHMARK(first_hit_teach);
BENCHMARK(first_hit_tuned);
BENCHMARK(laser_teach);
BENCHMARK(laser_tuned);
