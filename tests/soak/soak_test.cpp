// The soak: a long headless game with many robots, checked as it runs.
//
// Every `check_every` steps (1000) it checks that
// - no position or velocity of the player, a robot or a live bullet is NaN or infinite, and
//   every body is inside the level;
// - the object index equals brute force: the index's own invariants hold, it holds exactly
//   the live objects, and circle and segment queries through it give the same answers as
//   a copy of the object table that scans every object (one index per kind of actor);
// - memory is flat after warm-up: the bytes the program holds through operator new (counted
//   here, so the number is exact and the same with or without AddressSanitizer) never rise
//   more than 10% + 1 MiB above their peak during the first fifth of the run.
//
// Size: the full soak, 10^5 steps with 1000 extra robots (about 35 s in a
// RelWithDebInfo build, a few minutes under ASan, so CTest and CI run it whole);
// TILECAST_SOAK_STEPS and TILECAST_SOAK_ROBOTS change it (scripts/soak STEPS ROBOTS).
// Whenever the game ends (won or lost) it is restarted, so the run also soaks restarts. The bot plays, as in `tilecast --headless`.
#include "sim/bot.hpp"
#include "sim/level_arena.hpp"
#include "sim/world.hpp"

#include "../support/counting_new.hpp" // the bytes held through operator new, exactly

#include <gtest/gtest.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

/// The whole number in environment variable `name`, or `fallback` when it is unset. Anything
/// else ("1e5", "10k", out of range) throws naming the variable: a soak that quietly ran one
/// step would pass.
std::int64_t environment_number(const char* name, std::int64_t fallback) {
    const char* text = std::getenv(name);
    if (text == nullptr || *text == '\0') {
        return fallback;
    }
    char* end = nullptr;
    errno = 0;
    const long long value = std::strtoll(text, &end, 10);
    if (*end != '\0' || errno == ERANGE) {
        throw std::invalid_argument(std::string(name) + " must be a whole number, got '" + text + "'");
    }
    return value;
}

/// The resident set size in KiB (for the report; ASan's shadow memory makes it large).
long resident_kib() {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("VmRSS:", 0) == 0) {
            return std::strtol(line.c_str() + 6, nullptr, 10);
        }
    }
    return -1;
}

bool finite(engine::Position2 p) { return std::isfinite(p.x_pixels()) && std::isfinite(p.y_pixels()); }
bool finite(engine::Velocity2 v) { return std::isfinite(v.x_pixels_per_second()) && std::isfinite(v.y_pixels_per_second()); }

bool inside(const game::World& world, engine::Position2 p) {
    return p.x_pixels() >= 0.0f && p.y_pixels() >= 0.0f && p.x_pixels() <= world.arena().width().pixels() &&
           p.y_pixels() <= world.arena().height().pixels();
}

/// No NaN anywhere, every body in the level. Returns the number of problems (reported).
int check_positions(const game::World& world, std::int64_t step) {
    int problems = 0;
    const auto report = [&](const std::string& what) {
        if (++problems <= 5) {
            ADD_FAILURE() << "step " << step << ": " << what;
        }
    };
    const game::Player& player = world.player();
    if (!finite(player.position) || !finite(player.velocity)) {
        report("the player's position or velocity is not finite");
    } else if (!inside(world, player.position)) {
        report("the player left the level");
    }
    for (const game::Robot& robot : world.robots()) {
        if (!finite(robot.position)) {
            report("robot " + std::to_string(robot.id) + "'s position is not finite");
        } else if (!inside(world, robot.position)) {
            report("robot " + std::to_string(robot.id) + " left the level");
        }
    }
    for (const game::Bullet& bullet : world.bullets()) {
        if (bullet.alive && (!finite(bullet.position) || !finite(bullet.velocity))) {
            report("a bullet's position or velocity is not finite");
        }
    }
    return problems;
}

/// The object index against a scan of every object: same answers to random queries.
int check_index_against_brute_force(const game::World& world, std::mt19937& random, std::int64_t step) {
    const game::ObjectTable& indexed = world.queries().objects();
    if (!indexed.uses_index()) {
        ADD_FAILURE() << "the soak runs with the object index on";
        return 1;
    }
    int problems = 0;
    // One index per kind of actor (the table's layers): each consistent, holding its kind's objects.
    for (const game::ActorKind kind : {game::ActorKind::Player, game::ActorKind::Robot, game::ActorKind::Bullet}) {
        const engine::TileObjectIndex* layer = indexed.index(kind);
        const auto live = std::count_if(indexed.objects().begin(), indexed.objects().end(),
                                        [&](const game::TrackedObject& object) { return object.live && object.actor.kind == kind; });
        try {
            layer->check_invariants();
        } catch (const std::logic_error& error) {
            ADD_FAILURE() << "step " << step << ": " << error.what();
            ++problems;
        }
        if (static_cast<std::size_t>(live) != layer->size()) {
            ADD_FAILURE() << "step " << step << ": " << live << " live objects of kind " << static_cast<int>(kind)
                          << " but " << layer->size() << " in its index";
            ++problems;
        }
    }

    game::ObjectTable scanned = indexed; // the same objects ...
    scanned.set_use_index(false);        // ... found by testing every one
    const float width = world.arena().width().pixels();
    const float height = world.arena().height().pixels();
    std::uniform_real_distribution<float> x(-20.0f, width + 20.0f);
    std::uniform_real_distribution<float> y(-20.0f, height + 20.0f);
    std::uniform_real_distribution<float> radius(0.0f, 300.0f);
    game::QueryTally tally;
    std::vector<game::ObjectId> found_indexed;
    std::vector<game::ObjectId> found_scanned;
    for (int probe = 0; probe < 60 && problems < 5; ++probe) {
        const auto kind = static_cast<game::ActorKind>(1 + probe % 3); // Player, Robot, Bullet
        const engine::Position2 centre = engine::Position2::from_pixels(x(random), y(random));
        const engine::Length r = engine::Length::from_pixels(radius(random));
        indexed.centres_in_circle(centre, r, kind, found_indexed, tally);
        scanned.centres_in_circle(centre, r, kind, found_scanned, tally);
        if (found_indexed != found_scanned) {
            ADD_FAILURE() << "step " << step << ": circle (" << centre.x_pixels() << ", " << centre.y_pixels() << ") r "
                          << r.pixels() << " finds " << found_indexed.size() << " objects through the index, "
                          << found_scanned.size() << " by scanning";
            ++problems;
        }
        const engine::Position2 to = engine::Position2::from_pixels(x(random), y(random));
        const engine::Length grow = engine::Length::from_pixels(radius(random) / 100.0f);
        const auto hit_indexed = indexed.first_on_segment(centre, to, kind, grow, tally);
        const auto hit_scanned = scanned.first_on_segment(centre, to, kind, grow, tally);
        const bool same = hit_indexed.has_value() == hit_scanned.has_value() &&
                          (!hit_indexed || (hit_indexed->object == hit_scanned->object &&
                                            hit_indexed->fraction == hit_scanned->fraction));
        if (!same) {
            ADD_FAILURE() << "step " << step << ": segment (" << centre.x_pixels() << ", " << centre.y_pixels() << ") -> ("
                          << to.x_pixels() << ", " << to.y_pixels() << ") hits differently through the index";
            ++problems;
        }
    }
    return problems;
}

TEST(Soak, LongHeadlessRunStaysFiniteIndexedAndFlat) {
    const std::int64_t steps = environment_number("TILECAST_SOAK_STEPS", 100'000);
    const int robots = static_cast<int>(environment_number("TILECAST_SOAK_ROBOTS", 1000));
    const std::int64_t check_every = environment_number("TILECAST_SOAK_CHECK_EVERY", 1000);
    const std::string level = std::string(TILECAST_SOURCE_DIR) + "/levels/01_foundry.txt";
    ASSERT_GT(steps, 0);
    ASSERT_GT(check_every, 0);

    game::WorldConfig config;
    config.seed = static_cast<std::uint64_t>(environment_number("TILECAST_SOAK_SEED", 1));
    config.extra_robots = robots;
    game::World world(std::make_shared<const game::Arena>(game::load_arena(level)), config);
    game::Bot bot;
    std::mt19937 random{7};

    const std::int64_t warm_up = steps / 5;
    std::int64_t warm_up_peak = 0;
    std::int64_t later_peak = 0;
    std::int64_t later_low = INT64_MAX;
    int problems = 0;
    int restarts = 0;
    const auto started = std::chrono::steady_clock::now();
    std::printf("soak: %lld steps, %d extra robots (%zu robots in all), level %s\n", static_cast<long long>(steps), robots,
                world.robots().size(), level.c_str());
    std::printf("%8s %9s %8s %8s %14s %10s %8s\n", "step", "sim s", "robots", "bullets", "heap bytes", "rss KiB", "wall s");
    for (std::int64_t step = 1; step <= steps && problems < 10; ++step) {
        game::PlayerInput input = bot.next_input(world);
        if (world.outcome() != game::Outcome::Playing) {
            input.restart = true; // keep the game going: a restart every time it ends
            ++restarts;
        }
        world.step(input);
        if (step % check_every == 0 || step == steps) {
            problems += check_positions(world, step);
            problems += check_index_against_brute_force(world, random, step);
            const std::int64_t live = test_support::live_bytes();
            if (step <= warm_up) {
                warm_up_peak = std::max(warm_up_peak, live);
            } else {
                later_peak = std::max(later_peak, live);
                later_low = std::min(later_low, live);
            }
            const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            std::printf("%8lld %9.1f %8d %8d %14lld %10ld %8.1f\n", static_cast<long long>(step), world.simulated().seconds(),
                        world.robots_left(), world.bullets_in_flight(), static_cast<long long>(live), resident_kib(), wall);
            std::fflush(stdout);
        }
    }
    std::printf("soak: %d restarts, heap bytes: warm-up peak %lld, afterwards %lld..%lld\n", restarts,
                static_cast<long long>(warm_up_peak), static_cast<long long>(later_low == INT64_MAX ? 0 : later_low),
                static_cast<long long>(later_peak));
    EXPECT_EQ(problems, 0);
    if (steps >= 5 * check_every) {
        // Flat after warm-up: growth bounded by 10% + 1 MiB over the warm-up peak.
        EXPECT_LE(later_peak, warm_up_peak + warm_up_peak / 10 + (std::int64_t{1} << 20))
            << "the heap kept growing after warm-up";
    }
    RecordProperty("steps", std::to_string(steps));
    RecordProperty("heap_bytes_warm_up_peak", std::to_string(warm_up_peak));
    RecordProperty("heap_bytes_later_peak", std::to_string(later_peak));
}

} // namespace
