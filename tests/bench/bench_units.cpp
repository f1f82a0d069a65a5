// What the type-safe units cost at run time: integrating one million bodies for one step,
// written with the unit types and with hand-written floats (the baseline), in the same run.
//
// - BM_IntegrateRaw / BM_IntegrateTyped: items_per_second (bodies per second) of each;
// - BM_IntegrateTypedVsRaw: both kernels timed alternately inside each iteration, so that
//   clock-frequency drift and cache state hit both equally; reports the ratio
//   `typed_time_over_raw_time` (1.00 = no cost; docs/learn/measurements.md has the measured value).
//   The two are timed with the thread's CPU clock, like Google Benchmark's own CPU time,
//   so that other processes on a busy machine do not land in one side's share.
//
// tests/units/zero_overhead checks the stronger claim, identical machine code, for the
// same kernel; this benchmark shows what that means in bodies per second.

#include <engine/units.hpp>

#include <benchmark/benchmark.h>

#include <time.h>

#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

namespace {

constexpr std::size_t kBodies = 1'000'000;

struct TypedBody {
    engine::Position2 position;
    engine::Velocity2 velocity;
};

struct RawBody {
    float x;
    float y;
    float velocity_x;
    float velocity_y;
};

/// The same starting bodies for both versions.
std::vector<RawBody> random_raw_bodies() {
    std::mt19937 random(42);
    std::uniform_real_distribution<float> coordinate(0.0f, 4096.0f);
    std::uniform_real_distribution<float> speed(-200.0f, 200.0f);
    std::vector<RawBody> bodies(kBodies);
    for (auto& body : bodies) {
        body = {coordinate(random), coordinate(random), speed(random), speed(random)};
    }
    return bodies;
}

std::vector<TypedBody> typed_copy(const std::vector<RawBody>& raw) {
    std::vector<TypedBody> bodies(raw.size());
    for (std::size_t i = 0; i < raw.size(); ++i) {
        bodies[i] = {engine::Position2::from_pixels(raw[i].x, raw[i].y),
                     engine::Velocity2::from_pixels_per_second(raw[i].velocity_x, raw[i].velocity_y)};
    }
    return bodies;
}

// One time step each; noinline so that each is one measured call, as in a game's update.
[[gnu::noinline]] void integrate_raw(std::vector<RawBody>& bodies, float gravity_x, float gravity_y, double dt) {
    const auto seconds = static_cast<float>(dt);
    for (auto& body : bodies) {
        body.velocity_x += gravity_x * seconds;
        body.velocity_y += gravity_y * seconds;
        body.x += body.velocity_x * seconds;
        body.y += body.velocity_y * seconds;
    }
}

[[gnu::noinline]] void integrate_typed(std::vector<TypedBody>& bodies, engine::Acceleration2 gravity,
                                       engine::TimeSpan dt) {
    for (auto& body : bodies) {
        body.velocity += gravity * dt;
        body.position += body.velocity * dt;
    }
}

constexpr float kGravityY = 980.0f;
constexpr double kDt = 1.0 / 60.0;

/// The inputs at run time, as in a game: laundered through DoNotOptimize so that the compiler
/// cannot specialise either kernel for the constants (it did, differently for the two).
struct Inputs {
    float gravity_x = 0.0f;
    float gravity_y = kGravityY;
    double dt = kDt;

    Inputs() {
        benchmark::DoNotOptimize(gravity_x);
        benchmark::DoNotOptimize(gravity_y);
        benchmark::DoNotOptimize(dt);
    }
    engine::Acceleration2 gravity() const {
        return engine::Acceleration2::from_pixels_per_second_squared(gravity_x, gravity_y);
    }
    engine::TimeSpan time_step() const { return engine::TimeSpan::from_seconds(dt); }
};

void BM_IntegrateRaw(benchmark::State& state) {
    auto bodies = random_raw_bodies();
    const Inputs inputs;
    for (auto _ : state) {
        integrate_raw(bodies, inputs.gravity_x, inputs.gravity_y, inputs.dt);
        benchmark::DoNotOptimize(bodies.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(kBodies));
}
BENCHMARK(BM_IntegrateRaw)->Unit(benchmark::kMillisecond);

void BM_IntegrateTyped(benchmark::State& state) {
    auto bodies = typed_copy(random_raw_bodies());
    const Inputs inputs;
    for (auto _ : state) {
        integrate_typed(bodies, inputs.gravity(), inputs.time_step());
        benchmark::DoNotOptimize(bodies.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(kBodies));
}
BENCHMARK(BM_IntegrateTyped)->Unit(benchmark::kMillisecond);

/// CPU time used by this thread so far, in seconds (POSIX).
double thread_cpu_seconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

void BM_IntegrateTypedVsRaw(benchmark::State& state) {
    auto raw = random_raw_bodies();
    auto typed = typed_copy(raw);
    const Inputs inputs;
    double raw_seconds = 0.0;
    double typed_seconds = 0.0;
    const auto time_raw = [&] {
        const double start = thread_cpu_seconds();
        integrate_raw(raw, inputs.gravity_x, inputs.gravity_y, inputs.dt);
        benchmark::ClobberMemory();
        raw_seconds += thread_cpu_seconds() - start;
    };
    const auto time_typed = [&] {
        const double start = thread_cpu_seconds();
        integrate_typed(typed, inputs.gravity(), inputs.time_step());
        benchmark::ClobberMemory();
        typed_seconds += thread_cpu_seconds() - start;
    };
    bool raw_first = true;
    for (auto _ : state) {
        // Alternate which one goes first, so that neither always finds the cache warm.
        if (raw_first) {
            time_raw();
            time_typed();
        } else {
            time_typed();
            time_raw();
        }
        raw_first = !raw_first;
    }
    const double bodies = static_cast<double>(state.iterations()) * static_cast<double>(kBodies);
    state.counters["raw_bodies_per_second"] = benchmark::Counter(raw_seconds > 0 ? bodies / raw_seconds : 0.0);
    state.counters["typed_bodies_per_second"] = benchmark::Counter(typed_seconds > 0 ? bodies / typed_seconds : 0.0);
    state.counters["typed_time_over_raw_time"] =
        benchmark::Counter(raw_seconds > 0 ? typed_seconds / raw_seconds : 0.0);
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(2 * kBodies));
}
BENCHMARK(BM_IntegrateTypedVsRaw)->Unit(benchmark::kMillisecond);

} // namespace
