// The query inspector's recorder: what it records for a query is the engine's own walk of
// the same shape, it keeps a time window of steps within a memory budget (the oldest steps
// go first), recording a query allocates nothing once the ring has gone round, and an armed
// trigger names the first matching query.

#include "inspector/query_recorder.hpp"
#include "sim/arena.hpp"
#include "sim/queries.hpp"

#include <engine/raycast/laser_cast.hpp>
#include <engine/tilemap/circle_query.hpp>
#include <engine/tilemap/segment_query.hpp>

#include <gtest/gtest.h>

#include <vector>

// Counting allocations: every global operator new of this test binary.
#include "../support/counting_new.hpp"

namespace {

using namespace engine::unit_literals;
using game::ActorKind;
using game::inspector::QueryRecorder;
using game::inspector::RecordKind;
using game::inspector::TileGrid;

const game::Actor kRobot{ActorKind::Robot, 3};

/// A room 16 x 6 tiles of 32 px with a wall column at x = 12.
game::Arena test_room() {
    return game::arena_from_rows("room", {"################",
                                          "#P..........#..#",
                                          "#...........#..#",
                                          "#...........#..#",
                                          "#...........#..#",
                                          "################"},
                                 32);
}

/// The first `count` tiles of the engine's segment traversal between two world points.
std::vector<engine::TileCoord> engine_walk(engine::Position2 from, engine::Position2 to, float tile_size,
                                           std::int64_t count) {
    std::vector<engine::TileCoord> tiles;
    const double inverse = 1.0 / static_cast<double>(tile_size);
    const engine::TileSpacePoint a{from.x_pixels() * inverse, from.y_pixels() * inverse};
    const engine::TileSpacePoint b{to.x_pixels() * inverse, to.y_pixels() * inverse};
    for (const engine::TileCoord tile : engine::tiles_on_segment(a, b)) {
        if (static_cast<std::int64_t>(tiles.size()) == count) {
            break;
        }
        tiles.push_back(tile);
    }
    return tiles;
}

std::vector<engine::TileCoord> recorded(const game::inspector::StepRecord& step,
                                        const game::inspector::TileList& list) {
    const auto tiles = step.tiles_of(list);
    return {tiles.begin(), tiles.end()};
}

/// Keeps the last event it heard.
struct LastEvent : game::QueryObserver {
    game::QueryEvent event;
    void on_query(const game::QueryEvent& heard) override { event = heard; }
};

} // namespace

TEST(QueryRecorder, RecordsALaserAsTheEnginesTraversalOfTheSameSegment) {
    const game::Arena arena = test_room();
    game::Queries queries(arena, {});
    QueryRecorder recorder;
    recorder.attach(queries);
    recorder.on_step_begin(7);
    // A diagonal beam that ends in the wall column at x = 12 (pixel 384).
    const auto from = engine::Position2::from_pixels(40.0f, 44.0f);
    const auto to = engine::Position2::from_pixels(460.0f, 150.0f);
    queries.laser(kRobot, from, to, ActorKind::Player);

    const engine::CastResult cast = engine::cast_laser(arena.collision, from, to);
    ASSERT_EQ(cast.hit, engine::CastHit::Hit);
    const auto& step = recorder.step_back(0);
    ASSERT_EQ(step.queries.size(), 1u);
    const auto& record = step.queries[0];
    EXPECT_EQ(step.step, 7u);
    EXPECT_EQ(record.kind, RecordKind::Laser);
    EXPECT_EQ(record.event.asked_by, kRobot);
    EXPECT_EQ(record.wall_tiles.grid, TileGrid::Collision);
    EXPECT_EQ(record.wall_tiles.count, static_cast<std::uint32_t>(cast.tiles_visited));
    EXPECT_EQ(record.wall_tiles.not_recorded, 0u);
    EXPECT_EQ(recorded(step, record.wall_tiles), engine_walk(from, to, 32.0f, cast.tiles_visited));
    EXPECT_EQ(recorded(step, record.wall_tiles).back(), cast.tile);  // it stops in the hit tile
    EXPECT_GT(record.event.cost.seconds, 0.0);                        // attaching turned timing on
}

TEST(QueryRecorder, RecordsTheObjectIndexWalkOfALaserUpToTheWall) {
    const game::Arena arena = test_room();
    game::Queries queries(arena, {.use_index = true, .index_tile_size = 48_px});
    queries.add_object({ActorKind::Player, 0}, engine::Position2::from_pixels(300, 100), 7_px);
    QueryRecorder recorder;
    recorder.attach(queries);
    recorder.on_step_begin(1);
    const auto from = engine::Position2::from_pixels(40.0f, 60.0f);
    const auto to = engine::Position2::from_pixels(460.0f, 120.0f);
    const auto shot = queries.laser(kRobot, from, to, ActorKind::Player);
    ASSERT_EQ(shot.outcome, game::QueryOutcome::Target);

    const auto& step = recorder.step_back(0);
    const auto& record = step.queries.at(0);
    EXPECT_TRUE(record.used_index);
    EXPECT_EQ(record.index_tiles.grid, TileGrid::ObjectIndex);
    EXPECT_FLOAT_EQ(record.index_tiles.tile_size_pixels, 48.0f);
    EXPECT_EQ(record.wall_tiles.walked() + record.index_tiles.walked(), record.event.cost.tiles_visited);
    // The index part walks from the muzzle to the wall the cast hit.
    const std::int64_t index_count = record.index_tiles.count;
    ASSERT_GT(index_count, 0);
    EXPECT_EQ(recorded(step, record.index_tiles), engine_walk(from, record.event.wall.point, 48.0f, index_count));
}

TEST(QueryRecorder, RecordsSensingAndBodyProbesAsTheEnginesCircles) {
    const game::Arena arena = test_room();
    game::Queries queries(arena, {.use_index = true, .index_tile_size = 32_px});
    queries.add_object({ActorKind::Player, 0}, engine::Position2::from_pixels(200, 90), 7_px);
    QueryRecorder recorder;
    recorder.attach(queries);
    recorder.on_step_begin(2);
    const auto centre = engine::Position2::from_pixels(150.0f, 90.0f);
    ASSERT_TRUE(queries.sense(kRobot, centre, 80_px, ActorKind::Player).has_value());
    queries.body_blocked(kRobot, engine::Position2::from_pixels(378.0f, 70.0f), 9_px);

    const auto& step = recorder.step_back(0);
    ASSERT_EQ(step.queries.size(), 2u);
    const auto& sensing = step.queries[0];
    EXPECT_EQ(sensing.kind, RecordKind::Sensing);
    std::vector<engine::TileCoord> circle;
    const engine::TileRect bounds = queries.objects().index()->bounds();
    for (const engine::TileCoord tile :
         engine::tiles_in_circle_clipped({150.0 / 32.0, 90.0 / 32.0}, (80.0 + game::kIndexBoxMarginPixels) / 32.0, bounds)) {
        circle.push_back(tile);
    }
    EXPECT_EQ(recorded(step, sensing.index_tiles), circle);
    EXPECT_EQ(sensing.index_tiles.walked(), sensing.event.cost.tiles_visited);

    const auto& body = step.queries[1];
    EXPECT_EQ(body.kind, RecordKind::BodyProbe);
    EXPECT_EQ(body.event.outcome, game::QueryOutcome::Wall);  // it overlaps the wall column
    EXPECT_EQ(body.wall_tiles.walked(), body.event.cost.tiles_visited);
    const auto tiles = recorded(step, body.wall_tiles);
    ASSERT_FALSE(tiles.empty());
    // Row by row, the disk's overlap with the corner of block (12, 1) is found first: it stops there.
    EXPECT_EQ(tiles.back(), (engine::TileCoord{12, 1}));
}

TEST(QueryRecorder, KeepsMemoryBoundedUnderATenThousandQueryStep) {
    const game::Arena arena = test_room();
    game::Queries queries(arena, {});
    QueryRecorder recorder({.steps_kept = 4, .queries_per_step = 1000, .tiles_per_step = 4096, .tiles_per_query = 64});
    recorder.attach(queries);
    recorder.on_step_begin(1);
    for (int i = 0; i < 10000; ++i) {
        const float y = 40.0f + static_cast<float>(i % 100);
        const auto shot_from = engine::Position2::from_pixels(40.0f, y);
        queries.laser(kRobot, shot_from, engine::Position2::from_pixels(470.0f, y + 20.0f), ActorKind::Player);
    }
    const std::uint64_t tiles_walked = queries.counters()[game::QueryKind::Laser].tiles_visited;
    const auto& step = recorder.step_back(0);
    EXPECT_EQ(step.queries_seen, 10000u);
    EXPECT_EQ(step.queries.size(), 1000u);
    EXPECT_EQ(step.queries_not_recorded, 9000u);
    EXPECT_EQ(step.by_kind[static_cast<std::size_t>(RecordKind::Laser)].queries, 10000u);
    EXPECT_EQ(step.by_kind[static_cast<std::size_t>(RecordKind::Laser)].tiles_visited, tiles_walked);
    EXPECT_LE(step.tiles.size(), 4096u);
    std::uint64_t tiles_kept = 0;
    for (const auto& record : step.queries) {
        tiles_kept += record.wall_tiles.count + record.index_tiles.count;
    }
    EXPECT_EQ(tiles_kept + step.tiles_not_recorded, tiles_walked);  // every tile kept or counted
    EXPECT_LE(recorder.memory_bytes(), recorder.fixed_bytes() + recorder.limits().memory_budget_bytes);
    // The buffers hold what the caps allow, not 10x more.
    EXPECT_LE(recorder.memory_bytes() - recorder.fixed_bytes(),
              2 * (1000 * sizeof(game::inspector::QueryRecord) + 4096 * sizeof(engine::TileCoord)));
}

TEST(QueryRecorder, KeepsTwoSecondsOfStepsByDefault) {
    const QueryRecorder recorder;
    EXPECT_EQ(recorder.limits().steps_kept, 240u);
    EXPECT_DOUBLE_EQ(static_cast<double>(recorder.limits().steps_kept) / game::inspector::kStepsPerSecond, 2.0);
    EXPECT_EQ(recorder.limits().memory_budget_bytes, std::size_t{64} << 20);
}

TEST(QueryRecorder, ABusyStepPastTheBudgetLetsTheOldestStepsGoAndKeepsTheNewest) {
    const game::Arena arena = test_room();
    game::Queries queries(arena, {});
    // Room for 240 quiet steps and a half again; a busy step of `busy` lasers needs it all.
    const std::size_t quiet_step = 32 * sizeof(game::inspector::QueryRecord) + 128 * sizeof(engine::TileCoord);
    const std::size_t budget = 360 * quiet_step;
    const int busy = static_cast<int>(budget / sizeof(game::inspector::QueryRecord));
    QueryRecorder recorder({.steps_kept = 240, .queries_per_step = 1 << 16, .tiles_per_step = 1 << 20,
                            .tiles_per_query = 64, .memory_budget_bytes = budget});
    ASSERT_GT(busy, 32);
    recorder.attach(queries);
    // Quiet steps: 2 lasers each. All 240 fit.
    const auto shoot = [&](int count) {
        for (int i = 0; i < count; ++i) {
            const float y = 40.0f + static_cast<float>(i % 100);
            queries.laser(kRobot, engine::Position2::from_pixels(40.0f, y), engine::Position2::from_pixels(470.0f, y + 20.0f),
                          ActorKind::Player);
        }
    };
    for (std::uint64_t step = 0; step < 240; ++step) {
        recorder.on_step_begin(step);
        shoot(2);
    }
    EXPECT_EQ(recorder.steps_recorded(), 240u);
    // A busy step: far more than the budget holds beside the others.
    recorder.on_step_begin(240);
    shoot(busy);
    EXPECT_LE(recorder.memory_bytes(), recorder.fixed_bytes() + budget);
    EXPECT_LT(recorder.steps_recorded(), 240u);                  // the window shortened ...
    EXPECT_EQ(recorder.step_back(0).step, 240u);                 // ... from its old end
    EXPECT_GT(recorder.step_back(0).queries.size(), static_cast<std::size_t>(busy) / 4);  // the newest step got the room
    EXPECT_EQ(recorder.step_back(0).queries_seen, static_cast<std::uint64_t>(busy));       // and counted everything
    EXPECT_EQ(recorder.step_back(recorder.steps_recorded() - 1).step, 241u - recorder.steps_recorded());
    // Quiet again: the window fills back up without passing the budget.
    for (std::uint64_t step = 241; step < 241 + 480; ++step) {
        recorder.on_step_begin(step);
        shoot(2);
        ASSERT_LE(recorder.memory_bytes(), recorder.fixed_bytes() + budget);
    }
    EXPECT_EQ(recorder.step_back(0).queries.size(), 2u);
}

TEST(QueryRecorder, ANewTimeWindowStartsEmpty) {
    const game::Arena arena = test_room();
    game::Queries queries(arena, {});
    QueryRecorder recorder({.steps_kept = 8});
    recorder.attach(queries);
    for (std::uint64_t step = 0; step < 8; ++step) {
        recorder.on_step_begin(step);
        queries.line_of_sight(kRobot, engine::Position2::from_pixels(40, 40), engine::Position2::from_pixels(100, 40));
    }
    recorder.set_steps_kept(600);
    EXPECT_EQ(recorder.limits().steps_kept, 600u);
    EXPECT_EQ(recorder.steps_recorded(), 0u);
    for (std::uint64_t step = 0; step < 700; ++step) {
        recorder.on_step_begin(step);
    }
    EXPECT_EQ(recorder.steps_recorded(), 600u);
    EXPECT_EQ(recorder.step_back(599).step, 100u);
    EXPECT_THROW(recorder.set_steps_kept(0), std::invalid_argument);
}

TEST(QueryRecorder, AnArmedTriggerNamesTheFirstMatchingQueryAndDisarms) {
    const game::Arena arena = test_room();
    game::Queries queries(arena, {.use_index = true});
    queries.add_object({ActorKind::Player, 0}, engine::Position2::from_pixels(300, 100), 7_px);
    QueryRecorder recorder;
    recorder.attach(queries);
    recorder.set_trigger({game::inspector::RecorderTrigger::Match::Kind, RecordKind::Laser});
    recorder.on_step_begin(7);
    queries.sense(kRobot, engine::Position2::from_pixels(150, 90), 120_px, ActorKind::Player);
    queries.line_of_sight(kRobot, engine::Position2::from_pixels(40, 40), engine::Position2::from_pixels(100, 40));
    EXPECT_FALSE(recorder.triggered());
    queries.laser(kRobot, engine::Position2::from_pixels(40, 100), engine::Position2::from_pixels(100, 100), ActorKind::Player);
    queries.laser(kRobot, engine::Position2::from_pixels(40, 60), engine::Position2::from_pixels(100, 60), ActorKind::Player);
    ASSERT_TRUE(recorder.triggered());
    EXPECT_EQ(recorder.fired()->first, 7u);
    EXPECT_EQ(recorder.fired()->second, 2u);  // the third query of the step: the first laser
    EXPECT_EQ(recorder.trigger().match, game::inspector::RecorderTrigger::Match::Off);

    // "A hit": a laser that reaches the player, not one that stops at a wall or misses.
    recorder.set_trigger({game::inspector::RecorderTrigger::Match::Hit, RecordKind::Laser});
    EXPECT_FALSE(recorder.triggered());
    recorder.on_step_begin(8);
    queries.laser(kRobot, engine::Position2::from_pixels(40, 60), engine::Position2::from_pixels(100, 60), ActorKind::Player);
    EXPECT_FALSE(recorder.triggered());
    queries.laser(kRobot, engine::Position2::from_pixels(200, 100), engine::Position2::from_pixels(380, 100), ActorKind::Player);
    ASSERT_TRUE(recorder.triggered());
    EXPECT_EQ(recorder.fired()->first, 8u);
    EXPECT_EQ(recorder.fired()->second, 1u);
}

TEST(QueryRecorder, RecordingAQueryAllocatesNothing) {
    const game::Arena arena = test_room();
    game::Queries queries(arena, {.use_index = true});
    queries.add_object({ActorKind::Player, 0}, engine::Position2::from_pixels(300, 100), 7_px);
    LastEvent last;
    queries.set_observer(&last);
    queries.laser(kRobot, engine::Position2::from_pixels(40, 60), engine::Position2::from_pixels(460, 120), ActorKind::Player);
    const game::QueryEvent laser = last.event;
    queries.sense(kRobot, engine::Position2::from_pixels(150, 90), 120_px, ActorKind::Player);
    const game::QueryEvent sensing = last.event;
    queries.set_observer(nullptr);

    QueryRecorder recorder({.steps_kept = 2, .queries_per_step = 512, .tiles_per_step = 8192, .tiles_per_query = 256});
    recorder.attach(queries);
    for (std::uint64_t step = 0; step < 2; ++step) {  // once round the ring: the buffers grow to fit
        recorder.on_step_begin(step);
        for (int i = 0; i < 10000; ++i) {
            recorder.on_query(i % 2 == 0 ? laser : sensing);
        }
    }
    const std::int64_t before = test_support::allocations();
    for (std::uint64_t step = 2; step < 7; ++step) {  // the ring wraps twice more
        recorder.on_step_begin(step);
        for (int i = 0; i < 10000; ++i) {
            recorder.on_query(i % 2 == 0 ? laser : sensing);
        }
    }
    EXPECT_EQ(test_support::allocations(), before);
    EXPECT_EQ(recorder.step_back(0).queries.size(), 512u);
    EXPECT_EQ(recorder.step_back(0).queries_not_recorded, 10000u - 512u);
}

TEST(QueryRecorder, CapsTheTilesOfOneQueryAndSaysHowManyWereLeftOut) {
    const game::Arena arena = test_room();
    game::Queries queries(arena, {.use_index = false});
    QueryRecorder recorder({.steps_kept = 2, .queries_per_step = 8, .tiles_per_step = 100, .tiles_per_query = 5});
    recorder.attach(queries);
    recorder.on_step_begin(0);
    const auto from = engine::Position2::from_pixels(40, 48);
    const auto to = engine::Position2::from_pixels(380, 48);
    queries.laser(kRobot, from, to, ActorKind::Player);
    const auto& record = recorder.step_back(0).queries.at(0);
    EXPECT_EQ(record.wall_tiles.count, 5u);
    EXPECT_EQ(record.wall_tiles.walked(), record.event.cost.tiles_visited);
    EXPECT_EQ(record.wall_tiles.not_recorded, record.event.cost.tiles_visited - 5u);
    EXPECT_EQ(recorded(recorder.step_back(0), record.wall_tiles), engine_walk(from, to, 32.0f, 5));
}

TEST(QueryRecorder, KeepsTheLastStepsInARing) {
    const game::Arena arena = test_room();
    game::Queries queries(arena, {});
    QueryRecorder recorder({.steps_kept = 3, .queries_per_step = 8, .tiles_per_step = 256, .tiles_per_query = 64});
    recorder.attach(queries);
    for (std::uint64_t step = 10; step < 15; ++step) {
        queries.begin_step(step);
        for (std::uint64_t i = 0; i <= step - 10; ++i) {
            queries.line_of_sight(kRobot, engine::Position2::from_pixels(40, 40), engine::Position2::from_pixels(100, 100));
        }
    }
    ASSERT_EQ(recorder.steps_recorded(), 3u);
    EXPECT_EQ(recorder.step_back(0).step, 14u);
    EXPECT_EQ(recorder.step_back(0).queries.size(), 5u);
    EXPECT_EQ(recorder.step_back(2).step, 12u);
    EXPECT_EQ(recorder.find_step(11), nullptr);
    ASSERT_NE(recorder.find_step(13), nullptr);
    EXPECT_EQ(recorder.find_step(13)->queries.size(), 4u);
    EXPECT_THROW(static_cast<void>(recorder.step_back(3)), std::out_of_range);
}

TEST(QueryRecorder, PutsProbeQueriesInTheirOwnRecord) {
    const game::Arena arena = test_room();
    game::Queries queries(arena, {});
    QueryRecorder recorder;
    recorder.attach(queries);
    queries.begin_step(5);
    recorder.begin_probe();
    queries.laser({}, engine::Position2::from_pixels(40, 40), engine::Position2::from_pixels(200, 40), ActorKind::Robot);
    recorder.end_probe();
    EXPECT_EQ(recorder.step_back(0).queries.size(), 0u);
    ASSERT_EQ(recorder.probe().queries.size(), 1u);
    EXPECT_EQ(recorder.probe().queries[0].kind, RecordKind::Probe);
    EXPECT_EQ(recorder.probe().queries[0].event.kind, game::QueryKind::Laser);
}

TEST(QueryRecorder, DetachingStopsRecordingAndRestoresTiming) {
    const game::Arena arena = test_room();
    game::Queries queries(arena, {});
    {
        QueryRecorder recorder;
        recorder.attach(queries);
        EXPECT_TRUE(queries.settings().timing);
        recorder.detach();
        EXPECT_FALSE(queries.settings().timing);
        recorder.on_step_begin(0);
        queries.line_of_sight(kRobot, engine::Position2::from_pixels(40, 40), engine::Position2::from_pixels(100, 40));
        EXPECT_EQ(recorder.step_back(0).queries.size(), 0u);
        recorder.attach(queries);
    }  // destroyed while attached: it detaches itself
    queries.line_of_sight(kRobot, engine::Position2::from_pixels(40, 40), engine::Position2::from_pixels(100, 40));
    EXPECT_FALSE(queries.settings().timing);
}

TEST(QueryRecorder, RejectsZeroLimits) {
    EXPECT_THROW(QueryRecorder({.steps_kept = 0}), std::invalid_argument);
    EXPECT_THROW(QueryRecorder({.steps_kept = 2, .queries_per_step = 0}), std::invalid_argument);
    EXPECT_THROW(QueryRecorder({.steps_kept = 2, .memory_budget_bytes = 1000}), std::invalid_argument);
}
