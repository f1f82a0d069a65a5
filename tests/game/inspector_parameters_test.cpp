// The inspector's live parameters, probes, settings file and traversal snapshots, without
// a window: changing the object index's tile size live keeps the index consistent with
// brute force; the live tuning reaches the robots; probes go through the query layer.

#include "inspector/index_comparison.hpp"
#include "inspector/panel_set.hpp"
#include "inspector/parameters.hpp"
#include "inspector/probe.hpp"
#include "inspector/query_recorder.hpp"
#include "inspector/inspector_settings.hpp"
#include "inspector/traversal_state.hpp"
#include "sim/arena.hpp"
#include "sim/bot.hpp"
#include "sim/rng.hpp"
#include "sim/state_hash.hpp"
#include "sim/replay.hpp"
#include "sim/world.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <limits>
#include <memory>
#include <optional>

#include <sys/stat.h>
#include <unistd.h>

namespace {

using namespace engine::unit_literals;
using game::ActorKind;
namespace inspector = game::inspector;

std::unique_ptr<game::World> busy_world(int extra_robots, int steps) {
    game::WorldConfig config;
    config.seed = 7;
    config.extra_robots = extra_robots;
    config.stress_bullets = 60;
    auto world = std::make_unique<game::World>(std::make_shared<game::Arena>(game::builtin_arena()), config);
    game::Bot bot;
    for (int i = 0; i < steps; ++i) {
        world->step(bot.next_input(*world));
    }
    return world;
}

/// Asks `indexed` (object index on) and `scanning` (off) the same random questions; their
/// answers must be the same — the scan is the brute-force reference.
void expect_same_answers_as_brute_force(game::World& indexed, game::World& scanning, std::uint64_t seed) {
    ASSERT_TRUE(indexed.queries().objects().uses_index());
    ASSERT_FALSE(scanning.queries().objects().uses_index());
    game::Rng rng(seed);
    const float width = indexed.arena().width().pixels();
    const float height = indexed.arena().height().pixels();
    const game::Actor asker{ActorKind::Robot, 0};
    for (int i = 0; i < 300; ++i) {
        const auto a = engine::Position2::from_pixels(rng.uniform(0.0f, width), rng.uniform(0.0f, height));
        const auto b = engine::Position2::from_pixels(rng.uniform(0.0f, width), rng.uniform(0.0f, height));
        const auto radius = engine::Length::from_pixels(rng.uniform(0.0f, 300.0f));
        for (const ActorKind kind : {ActorKind::Robot, ActorKind::Player, ActorKind::Bullet}) {
            EXPECT_EQ(indexed.queries().sense(asker, a, radius, kind), scanning.queries().sense(asker, a, radius, kind));
            const auto shot = indexed.queries().bullet_sweep(asker, a, b, kind, 2_px);
            const auto reference = scanning.queries().bullet_sweep(asker, a, b, kind, 2_px);
            EXPECT_EQ(shot.outcome, reference.outcome);
            EXPECT_EQ(shot.target, reference.target);
            EXPECT_EQ(shot.fraction, reference.fraction);
        }
    }
}

} // namespace

// [SECTION] Parameters

TEST(InspectorParameters, ChangingTheIndexTileSizeLiveKeepsTheIndexConsistentWithBruteForce) {
    auto world = busy_world(60, 90);
    inspector::Parameters parameters;
    for (const int tile_size : {8, 13, 32, 64, 100, 256, 1024, 24}) {
        parameters.index_tile_size = tile_size;
        inspector::apply_to_world(*world, parameters);
        const engine::TileObjectIndex* index = world->queries().objects().index();
        ASSERT_NE(index, nullptr);
        EXPECT_NO_THROW(index->check_invariants()) << "tile size " << tile_size;
        EXPECT_FLOAT_EQ(world->queries().objects().index_tile_size().pixels(), static_cast<float>(tile_size));
        game::World scanning = *world;
        scanning.queries().set_use_index(false);
        expect_same_answers_as_brute_force(*world, scanning, static_cast<std::uint64_t>(tile_size));
        // The game goes on at the new size: upkeep keeps the index right as objects move.
        game::Bot bot;
        for (int i = 0; i < 20; ++i) {
            const game::PlayerInput input = bot.next_input(*world);
            world->step(input);
            scanning.step(input);
        }
        EXPECT_NO_THROW(world->queries().objects().index()->check_invariants()) << "tile size " << tile_size;
        EXPECT_EQ(game::state_hash(*world), game::state_hash(scanning)) << "tile size " << tile_size;
    }
}

TEST(InspectorParameters, TurningTheIndexOffAndOnRebuildsIt) {
    auto world = busy_world(20, 30);
    inspector::Parameters parameters;
    parameters.use_index = false;
    inspector::apply_to_world(*world, parameters);
    EXPECT_EQ(world->queries().objects().index(), nullptr);
    parameters.use_index = true;
    parameters.index_tile_size = 40;
    inspector::apply_to_world(*world, parameters);
    ASSERT_NE(world->queries().objects().index(), nullptr);
    EXPECT_NO_THROW(world->queries().objects().index()->check_invariants());
}

TEST(InspectorParameters, LiveTuningReachesEveryRobotAndSurvivesARestart) {
    auto world = busy_world(6, 10);
    const std::vector<game::Robot> before(world->robots().begin(), world->robots().end());
    inspector::Parameters parameters;
    parameters.live.laser_range_scale = 2.0;
    parameters.live.sensing_radius_scale = 0.5;
    parameters.live.fire_interval_scale = 3.0;
    parameters.laser_max_tiles = 9;
    inspector::apply_to_world(*world, parameters);
    for (std::size_t i = 0; i < before.size(); ++i) {
        const game::Robot& robot = world->robots()[i];
        EXPECT_FLOAT_EQ(robot.tuning.laser_range.pixels(), 2.0f * before[i].tuning.laser_range.pixels());
        EXPECT_FLOAT_EQ(robot.tuning.sensing_radius.pixels(), 0.5f * before[i].tuning.sensing_radius.pixels());
        EXPECT_DOUBLE_EQ(robot.tuning.cooldown.seconds(), 3.0 * before[i].tuning.cooldown.seconds());
    }
    EXPECT_EQ(world->queries().settings().laser_max_tiles, 9);
    game::PlayerInput restart;
    restart.restart = true;
    world->step(restart);
    EXPECT_FLOAT_EQ(world->robots()[0].tuning.laser_range.pixels(), 2.0f * before[0].tuning.laser_range.pixels());
    // Back to the defaults: the robots' own tuning again.
    inspector::apply_to_world(*world, inspector::Parameters{});
    EXPECT_FLOAT_EQ(world->robots()[0].tuning.laser_range.pixels(), before[0].tuning.laser_range.pixels());
    EXPECT_EQ(world->queries().settings().laser_max_tiles, engine::kNoTileLimit);
}

TEST(InspectorParameters, TimeScaleSlowsTheWorld) {
    auto world = busy_world(0, 0);
    inspector::Parameters parameters;
    parameters.live.time_scale = 0.5;
    inspector::apply_to_world(*world, parameters);
    const engine::Instant start = world->now();
    world->step(game::PlayerInput{});
    EXPECT_NEAR((world->now() - start).seconds(), 0.5 / 120.0, 1e-9);
}

TEST(InspectorParameters, RobotCountTakesEffectAtTheNextRestart) {
    auto world = busy_world(0, 0);
    const std::size_t level_robots = world->robots().size();
    inspector::Parameters parameters;
    parameters.extra_robots = 5;
    EXPECT_TRUE(inspector::needs_restart(inspector::Parameters{}, parameters));
    inspector::apply_to_world(*world, parameters);
    EXPECT_EQ(world->robots().size(), level_robots);
    game::PlayerInput restart;
    restart.restart = true;
    world->step(restart);
    EXPECT_EQ(world->robots().size(), level_robots + 5);
}

TEST(InspectorParameters, ClampedPullsValuesIntoRange) {
    inspector::Parameters wild;
    wild.live.laser_range_scale = 1e9;
    wild.live.time_scale = std::numeric_limits<double>::quiet_NaN();
    wild.index_tile_size = 1;
    wild.alpha_threshold = 0;
    wild.extra_robots = -3;
    wild.live.player_bullet_range = engine::Length::from_pixels(-5.0f);
    const inspector::Parameters p = inspector::clamped(wild);
    EXPECT_EQ(p.live.player_bullet_range.pixels(), inspector::ParameterLimits::kMinBulletRange);
    EXPECT_DOUBLE_EQ(p.live.laser_range_scale, inspector::ParameterLimits::kMaxScale);
    EXPECT_DOUBLE_EQ(p.live.time_scale, 1.0);
    EXPECT_EQ(p.index_tile_size, inspector::ParameterLimits::kMinIndexTile);
    EXPECT_EQ(p.alpha_threshold, 1);
    EXPECT_EQ(p.extra_robots, 0);
    EXPECT_EQ(inspector::clamped(inspector::Parameters{}), inspector::Parameters{});
}

TEST(InspectorParameters, AlphaThresholdRebuildsTheMasksFromTheTilesetAlpha) {
    game::Arena arena = game::arena_from_rows("soft", {"....", ".P#.", "...."}, 16);
    // Make the block's left half semi-transparent in the tileset: alpha 100.
    levels::RgbaImage& image = arena.tileset.image;
    for (int y = 0; y < 16; ++y) {
        for (int x = 0; x < 8; ++x) {
            image.rgba[(static_cast<std::size_t>(y) * static_cast<std::size_t>(image.width) + static_cast<std::size_t>(x)) * 4 + 3] = 100;
        }
    }
    const game::Arena strict = inspector::with_alpha_threshold(arena, 128);
    const game::Arena lenient = inspector::with_alpha_threshold(arena, 64);
    EXPECT_FALSE(strict.collision.solid_pixel(2 * 16 + 3, 16 + 5));   // alpha 100 < 128
    EXPECT_TRUE(strict.collision.solid_pixel(2 * 16 + 12, 16 + 5));   // alpha 255
    EXPECT_TRUE(lenient.collision.solid_pixel(2 * 16 + 3, 16 + 5));   // alpha 100 >= 64
    EXPECT_EQ(lenient.collision.placed(2, 1).type, arena.collision.placed(2, 1).type);
    EXPECT_THROW(inspector::with_alpha_threshold(arena, 0), std::invalid_argument);
}

// [SECTION] Probes

TEST(InspectorProbe, ParsesTheCommandLineForms) {
    const auto ray = inspector::parse_probe("ray:10,20.5,300,-4");
    EXPECT_EQ(ray.kind, inspector::ProbeKind::Ray);
    EXPECT_FLOAT_EQ(ray.b.x_pixels(), 300.0f);
    EXPECT_FLOAT_EQ(ray.b.y_pixels(), -4.0f);
    const auto circle = inspector::parse_probe("circle:100,120,48");
    EXPECT_EQ(circle.kind, inspector::ProbeKind::Circle);
    EXPECT_FLOAT_EQ(circle.radius.pixels(), 48.0f);
    EXPECT_EQ(inspector::parse_probe(inspector::to_string(circle)), circle);
    EXPECT_EQ(inspector::parse_probe("rect:1,2,3,4").kind, inspector::ProbeKind::Rect);
    for (const char* bad : {"laser:1,2,3,4", "ray:1,2,3", "ray:1,2,3,4,5", "ray:1,x,3,4", "circle:1,2,-5",
                            "circle:nan,1,2", "rect:1,2,3,1e30", "ray", ""}) {
        EXPECT_THROW(inspector::parse_probe(bad), std::invalid_argument) << bad;
    }
}

TEST(InspectorProbe, ARayProbeIsALaserQueryRecordedAsAProbe) {
    auto world = busy_world(0, 0);
    inspector::QueryRecorder recorder;
    recorder.attach(world->queries());
    inspector::ProbeResult result;
    // Across the built-in playground's open middle row: from (1.5, 8.5) to (30.5, 8.5) tiles.
    const auto shape = inspector::parse_probe("ray:48,272,976,272");
    inspector::run_probe(*world, recorder, shape, {}, result);
    EXPECT_TRUE(result.error.empty()) << result.error;
    ASSERT_EQ(recorder.probe().queries.size(), 1u);
    const auto& record = recorder.probe().queries[0];
    EXPECT_EQ(record.kind, inspector::RecordKind::Probe);
    EXPECT_EQ(record.event.asked_by, inspector::kProbeActor);
    // The variant walk (exact) covers the same tiles as the recorded cast, up to where it stopped.
    const auto cast = recorder.probe().tiles_of(record.wall_tiles);
    ASSERT_FALSE(result.tiles.empty());
    EXPECT_EQ(std::vector<engine::TileCoord>(cast.begin(), cast.end()), result.tiles);
}

TEST(InspectorProbe, CircleVariantsVisitTheSameTilesWithDifferentWork) {
    auto world = busy_world(10, 5);
    inspector::QueryRecorder recorder;
    recorder.attach(world->queries());
    const auto shape = inspector::parse_probe("circle:400,300,90");
    inspector::ProbeResult span, trimmed, bbox;
    inspector::run_probe(*world, recorder, shape, {.circle = engine::CircleVariant::Span}, span);
    inspector::run_probe(*world, recorder, shape, {.circle = engine::CircleVariant::RowTrim}, trimmed);
    inspector::run_probe(*world, recorder, shape, {.circle = engine::CircleVariant::BoundingBox}, bbox);
    EXPECT_EQ(span.tiles, trimmed.tiles);
    EXPECT_EQ(span.tiles, bbox.tiles);
    EXPECT_EQ(span.stats.tiles_tested, 0);
    EXPECT_GT(bbox.stats.tiles_tested, trimmed.stats.tiles_tested);
    EXPECT_EQ(recorder.probe().queries.at(0).event.kind, game::QueryKind::Sensing);
}

TEST(InspectorProbe, ATooLargeProbeReportsAnErrorInsteadOfThrowing) {
    auto world = busy_world(0, 0);
    inspector::QueryRecorder recorder;
    recorder.attach(world->queries());
    inspector::ProbeResult result;
    inspector::run_probe(*world, recorder, inspector::parse_probe("circle:0,0,900000"), {}, result);
    EXPECT_FALSE(result.error.empty());
}

// [SECTION] Panels, settings

TEST(InspectorPanels, ParsesAllNoneAndLists) {
    EXPECT_TRUE(inspector::parse_panel_list("all")[inspector::Panel::Level]);
    EXPECT_FALSE(inspector::parse_panel_list("none").any());
    const auto some = inspector::parse_panel_list("queries,stats");
    EXPECT_TRUE(some[inspector::Panel::Queries]);
    EXPECT_TRUE(some[inspector::Panel::Stats]);
    EXPECT_FALSE(some[inspector::Panel::Probe]);
    EXPECT_THROW(inspector::parse_panel_list("queries,nonsense"), std::invalid_argument);
}

TEST(InspectorSettings, RoundTripsThroughAnAtomicallyWrittenFile) {
    const auto folder = std::filesystem::temp_directory_path() / ("tilecast_settings_test_" + std::to_string(::getpid()));
    std::filesystem::remove_all(folder);
    const auto path = folder / "inspector.json";
    EXPECT_FALSE(inspector::load_settings(path).found);
    inspector::InspectorSettings settings;
    inspector::Parameters tuned;
    tuned.index_tile_size = 48;
    tuned.live.time_scale = 0.25;
    tuned.live.player_bullet_range = engine::Length::from_pixels(750.0f);
    tuned.circle_variant = engine::CircleVariant::RowTrim;
    settings.presets.push_back({"slow motion", tuned});
    settings.presets.push_back({"défaut", inspector::Parameters{}});
    settings.panels[inspector::Panel::Stats] = true;
    settings.kind_shown[0] = false;
    inspector::save_settings(path, settings);
    const auto file = inspector::load_settings(path);
    EXPECT_TRUE(file.found);
    EXPECT_FALSE(file.outdated);
    EXPECT_TRUE(file.warnings.empty());
    EXPECT_EQ(file.settings, settings);
    // Only the file itself is left behind: the temporary was renamed over it.
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(folder), std::filesystem::directory_iterator{}), 1);
    std::filesystem::remove_all(folder);
}

TEST(InspectorSettings, TheParametersOfARunAreNeverSaved) {
    inspector::InspectorSettings settings;
    settings.parameters.live.laser_range_scale = 3.0;
    settings.parameters.extra_robots = 900;
    const nlohmann::json json = inspector::settings_to_json(settings);
    EXPECT_FALSE(json.contains("parameters"));
    std::vector<std::string> warnings;
    EXPECT_EQ(inspector::settings_from_json(json, warnings).parameters, inspector::Parameters{});
    EXPECT_TRUE(warnings.empty());
}

TEST(InspectorSettings, ParametersSavedByAnEarlierVersionBecomeAPresetNeverApplied) {
    std::vector<std::string> warnings;
    const auto json = nlohmann::json::parse(R"({"parameters": {"laser_range_scale": 3, "extra_robots": 900},
                                               "presets": [{"name": "mine", "parameters": {"time_scale": 0.5}}]})");
    const inspector::InspectorSettings settings = inspector::settings_from_json(json, warnings);
    EXPECT_EQ(settings.parameters, inspector::Parameters{});
    ASSERT_EQ(settings.presets.size(), 2u);
    EXPECT_EQ(settings.presets[0].name, "mine");
    EXPECT_DOUBLE_EQ(settings.presets[0].parameters.live.time_scale, 0.5);
    EXPECT_EQ(settings.presets[1].name, inspector::kEarlierPresetName);
    EXPECT_DOUBLE_EQ(settings.presets[1].parameters.live.laser_range_scale, 3.0);
    EXPECT_EQ(settings.presets[1].parameters.extra_robots, 900);
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_NE(warnings[0].find("saved earlier"), std::string::npos) << warnings[0];

    // The level's own values saved earlier make no preset, and say nothing.
    warnings.clear();
    const auto plain = nlohmann::json::parse(R"({"parameters": {"laser_range_scale": 1.0}})");
    EXPECT_TRUE(inspector::settings_from_json(plain, warnings).presets.empty());
    EXPECT_TRUE(warnings.empty());
}

TEST(InspectorSettings, BadPresetsAreLeftOutWithAWarningEach) {
    std::vector<std::string> warnings;
    nlohmann::json presets = nlohmann::json::array();
    presets.push_back({{"name", "fine"}, {"parameters", {{"time_scale", 50}}}});
    presets.push_back({{"name", "fine"}});                        // a second of the same name
    presets.push_back({{"name", ""}});                            // no name
    presets.push_back({{"name", "bell\a"}});                     // a control character
    presets.push_back({{"name", std::string(41, 'n')}});          // too long
    presets.push_back(42);                                        // not a preset
    presets.push_back({{"name", "odd"}, {"parameters", "fast"}}); // parameters that are no object
    for (int i = 0; i < 40; ++i) {
        presets.push_back({{"name", "p" + std::to_string(i)}});
    }
    const inspector::InspectorSettings settings = inspector::settings_from_json({{"presets", presets}}, warnings);
    ASSERT_EQ(settings.presets.size(), inspector::kMostPresets);
    EXPECT_EQ(settings.presets[0].name, "fine");
    EXPECT_DOUBLE_EQ(settings.presets[0].parameters.live.time_scale, inspector::ParameterLimits::kMaxTimeScale);
    EXPECT_EQ(settings.presets[1].name, "odd");
    EXPECT_EQ(settings.presets[1].parameters, inspector::Parameters{});
    EXPECT_EQ(warnings.size(), 8u);  // clamped, same name, empty, control, long, 42, not an object, the limit
    EXPECT_FALSE(inspector::preset_name_problem("").empty());
    EXPECT_TRUE(inspector::preset_name_problem("big lasers").empty());

    warnings.clear();
    inspector::settings_from_json({{"presets", "all of them"}}, warnings);
    EXPECT_EQ(warnings.size(), 1u);
}

TEST(InspectorParameters, GameChangesNameWhatMakesTheGameDifferOnly) {
    inspector::Parameters p;
    EXPECT_TRUE(inspector::game_changes(p).empty());
    EXPECT_EQ(inspector::describe_changes(p), "the level's own values");
    p.segment_variant = engine::SegmentVariant::FloatDda;  // the inspector's own walks: same game
    p.use_index = false;
    p.index_tile_size = 32;
    p.teaching_core = true;
    EXPECT_TRUE(inspector::game_changes(p).empty());
    p.live.laser_range_scale = 3.0;
    p.extra_robots = 12;
    p.pixel_perfect = false;
    EXPECT_EQ(inspector::game_changes(p),
              (std::vector<std::string>{"laser range x3.00", "whole-tile casts", "12 extra robots"}));
    EXPECT_EQ(inspector::snapped_factor(1.004), 1.0);
    EXPECT_EQ(inspector::snapped_factor(1.006), 1.006);
}

TEST(InspectorSettings, AHandEditedFileNeverStopsTheGame) {
    std::vector<std::string> warnings;
    const auto json = nlohmann::json::parse(R"({"presets": [{"name": "edited", "parameters": {"index_tile_size": "big",
                                               "time_scale": 50, "segment_variant": "magic", "use_index": false}}],
                                               "panels": ["queries", "bogus"], "overlay": 3})");
    const inspector::InspectorSettings settings = inspector::settings_from_json(json, warnings);
    ASSERT_EQ(settings.presets.size(), 1u);
    const inspector::Parameters& edited = settings.presets[0].parameters;
    EXPECT_EQ(edited.index_tile_size, 64);
    EXPECT_DOUBLE_EQ(edited.live.time_scale, inspector::ParameterLimits::kMaxTimeScale);
    EXPECT_EQ(edited.segment_variant, engine::SegmentVariant::Exact);
    EXPECT_FALSE(edited.use_index);
    EXPECT_TRUE(settings.panels[inspector::Panel::Queries]);
    EXPECT_GE(warnings.size(), 4u);

    const auto folder = std::filesystem::temp_directory_path() / ("tilecast_settings_bad_" + std::to_string(::getpid()));
    std::filesystem::create_directories(folder);
    std::ofstream(folder / "inspector.json") << "{ not json";
    const auto file = inspector::load_settings(folder / "inspector.json");
    EXPECT_TRUE(file.found);
    EXPECT_EQ(file.settings, inspector::InspectorSettings{});
    EXPECT_EQ(file.warnings.size(), 1u);
    std::filesystem::remove_all(folder);
}

TEST(InspectorSettings, AFileNestedAHundredThousandDeepLoadsWithShortWarnings) {
    // Deeply nested values where the settings expect names and a width: quoting them in the
    // warnings must neither recurse through them nor copy them whole.
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    const auto folder = std::filesystem::temp_directory_path() / ("tilecast_settings_deep_" + std::to_string(::getpid()));
    std::filesystem::create_directories(folder);
    std::ofstream(folder / "inspector.json") << "{\"panels\": [" << deep << ", \"" << std::string(5000, 'q')
                                             << "\"], \"overlay\": {\"kinds\": [" << deep
                                             << "]}, \"layout\": {\"column_width\": " << deep << "}}";
    const auto file = inspector::load_settings(folder / "inspector.json");
    EXPECT_TRUE(file.found);
    ASSERT_GE(file.warnings.size(), 4u);
    for (const std::string& warning : file.warnings) {
        EXPECT_LT(warning.size(), 300u) << warning.substr(0, 300);
        EXPECT_EQ(warning.find('\n'), std::string::npos);
    }
    EXPECT_EQ(file.settings.layout, inspector::LayoutSettings{});
    std::filesystem::remove_all(folder);
}

// [SECTION] Traversal snapshots, index comparison

TEST(InspectorTraversal, ShowsTheEnginesVariablesAtEachStep) {
    // The engine header's example: (0.5, 0.5) -> (3.5, 1.5) passes corner (2, 1) exactly.
    const engine::TileSpacePoint a{0.5, 0.5};
    const engine::TileSpacePoint b{3.5, 1.5};
    std::vector<engine::TileCoord> walked;
    for (std::int64_t k = 0; k < 5; ++k) {
        const auto state = inspector::segment_state_at(engine::SegmentVariant::Exact, a, b, k);
        EXPECT_EQ(state.index, k);
        EXPECT_EQ(state.tiles_total, 5);
        walked.push_back(state.tile);
    }
    const std::vector<engine::TileCoord> expected{{0, 0}, {1, 0}, {2, 0}, {2, 1}, {3, 1}};
    EXPECT_EQ(walked, expected);
    EXPECT_EQ(inspector::segment_state_at(engine::SegmentVariant::Exact, a, b, 2).reason,
              engine::SegmentStepReason::CornerTie);
    EXPECT_EQ(inspector::segment_state_at(engine::SegmentVariant::Exact, a, b, 0).reason,
              engine::SegmentStepReason::Start);
    EXPECT_EQ(inspector::segment_state_at(engine::SegmentVariant::Exact, a, b, 99).tile, (engine::TileCoord{3, 1}));
    EXPECT_EQ(inspector::segment_state_at(engine::SegmentVariant::FloatDda, a, b, 4).reason,
              engine::SegmentStepReason::EndTile);
}

TEST(InspectorIndexComparison, TheSameStepCostsLessWithTheIndexAndEndsTheSame) {
    auto world = busy_world(150, 30);
    const std::uint64_t hash_before = game::state_hash(*world);
    const auto comparison = inspector::compare_index_on_off(*world, game::PlayerInput{});
    EXPECT_EQ(game::state_hash(*world), hash_before);  // the live world is untouched
    EXPECT_TRUE(comparison.same_state);
    EXPECT_EQ(comparison.first.counters.total().queries, comparison.second.counters.total().queries);
    EXPECT_LT(comparison.first.counters.total().objects_tested, comparison.second.counters.total().objects_tested);
}

TEST(InspectorEngineComparison, TheSameStepOnTheTeachingCoreEndsTheSame) {
    auto world = busy_world(150, 30);
    const std::uint64_t hash_before = game::state_hash(*world);
    std::uint64_t tuned_work = 0, teaching_work = 0;
    for (int step = 0; step < 40; ++step) {  // forty steps of a busy fight, each measured both ways
        const auto comparison = inspector::compare_tuned_teaching(*world, game::PlayerInput{});
        ASSERT_TRUE(comparison.same_state) << "step " << step;
        EXPECT_EQ(comparison.first.counters.total().queries, comparison.second.counters.total().queries);
        tuned_work += comparison.first.counters.total().objects_tested + comparison.first.counters.total().pixels_tested;
        teaching_work += comparison.second.counters.total().objects_tested + comparison.second.counters.total().pixels_tested;
        world->step(game::PlayerInput{});
    }
    EXPECT_NE(tuned_work, teaching_work);  // the second copy really ran the teaching core
    EXPECT_NE(game::state_hash(*world), hash_before);
    EXPECT_FALSE(world->queries().settings().teaching_core);  // the live world stays on its engine
}

// Files that are not files: a named pipe where the settings or a replay should be (the
// input script reads through the same levels::read_regular_file) is refused at once with a line that says what it is (opened as a stream, it
// would block the game forever), and a settings file far too large is kept aside, not read.
TEST(InspectorSettings, ANamedPipeOrAHugeFileInPlaceOfAFileIsRefusedAtOnce) {
    const auto folder = std::filesystem::temp_directory_path() / ("tilecast_pipes_" + std::to_string(::getpid()));
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    const auto pipe = folder / "inspector.json";
    ASSERT_EQ(::mkfifo(pipe.c_str(), 0600), 0);
    const inspector::SettingsFile settings = inspector::load_settings(pipe);
    EXPECT_TRUE(settings.found);
    EXPECT_TRUE(settings.unreadable);
    ASSERT_EQ(settings.warnings.size(), 1u);
    EXPECT_NE(settings.warnings[0].find("named pipe"), std::string::npos) << settings.warnings[0];
    std::vector<std::string> warnings;
    EXPECT_TRUE(game::settings::read_settings_json(pipe, "sound", warnings).is_null());
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_NE(warnings[0].find("named pipe"), std::string::npos) << warnings[0];
    try {
        game::load_replay(pipe.string());
        ADD_FAILURE() << "a named pipe was read as a replay";
    } catch (const std::exception& problem) {
        EXPECT_NE(std::string(problem.what()).find("named pipe"), std::string::npos) << problem.what();
    }

    const auto huge = folder / "huge.json";
    {
        std::ofstream out(huge);
        out << "{\"hint_seen\": true, \"pad\": \"" << std::string(17u << 20, 'x') << "\"}";
    }
    const auto huge_size = std::filesystem::file_size(huge);
    const inspector::SettingsFile big = inspector::load_settings(huge);
    EXPECT_TRUE(big.unreadable);
    ASSERT_EQ(big.warnings.size(), 1u);
    EXPECT_NE(big.warnings[0].find("larger than the limit"), std::string::npos) << big.warnings[0];
    EXPECT_EQ(std::filesystem::file_size(folder / "huge.json.bad"), huge_size);  // kept, moved aside whole
    std::filesystem::remove_all(folder);
}

TEST(InspectorSettings, ABadFileIsKeptBesideOlderOnesAndNeverWrittenThroughALink) {
    const auto folder = std::filesystem::temp_directory_path() / ("tilecast_bad_kept_" + std::to_string(::getpid()));
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    const auto settings = folder / "inspector.json";
    const auto write = [](const std::filesystem::path& file, const std::string& text) { std::ofstream(file) << text; };
    const auto text_of = [](const std::filesystem::path& file) {
        std::ifstream in(file);
        return std::string(std::istreambuf_iterator<char>(in), {});
    };
    // An older bad file, and a symbolic link planted where the next one would go.
    write(settings, "{ first broken");
    inspector::load_settings(settings);
    EXPECT_EQ(text_of(folder / "inspector.json.bad"), "{ first broken");
    const auto target = folder / "elsewhere.txt";
    write(target, "not yours to overwrite");
    std::filesystem::create_symlink(target, folder / "inspector.json.bad.1");

    write(settings, "{ second broken");
    const inspector::SettingsFile second = inspector::load_settings(settings);
    ASSERT_EQ(second.warnings.size(), 1u);
    EXPECT_NE(second.warnings[0].find("kept as " + (folder / "inspector.json.bad.2").string()), std::string::npos)
        << second.warnings[0];
    EXPECT_EQ(text_of(folder / "inspector.json.bad"), "{ first broken");     // the older copy is not lost
    EXPECT_EQ(text_of(target), "not yours to overwrite");                     // the link was not followed
    EXPECT_EQ(text_of(folder / "inspector.json.bad.2"), "{ second broken");
    std::filesystem::remove_all(folder);
}
