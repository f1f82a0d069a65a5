// Visual feedback without a window: a hit flash and an edge marker drawn by the real drawing
// code into an off-screen surface (SDL's software renderer) and read back pixel by pixel; and
// the rule that nobody dies from off screen — over a bot's game on every shipped level, each
// robot that damages the player is on screen or marked at the edge at that moment.

#include "render/camera.hpp"
#include "render/feedback.hpp"
#include "render/feedback_settings.hpp"
#include "render/fight_framing.hpp"
#include "render/threats.hpp"
#include "sim/bot.hpp"
#include "sim/level_arena.hpp"
#include "sim/state_hash.hpp"
#include "sim/tuning.hpp"
#include "sim/world.hpp"

#include <SDL.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

namespace {

using namespace engine::unit_literals;

/// A 320 x 200 RGBA surface with a software renderer, cleared to black.
class Canvas {
public:
    Canvas() {
        surface_ = SDL_CreateRGBSurfaceWithFormat(0, kWidth, kHeight, 32, SDL_PIXELFORMAT_RGBA32);
        renderer_ = surface_ != nullptr ? SDL_CreateSoftwareRenderer(surface_) : nullptr;
        clear();
    }
    ~Canvas() {
        if (renderer_ != nullptr) SDL_DestroyRenderer(renderer_);
        if (surface_ != nullptr) SDL_FreeSurface(surface_);
    }
    Canvas(const Canvas&) = delete;
    Canvas& operator=(const Canvas&) = delete;

    bool ready() const { return renderer_ != nullptr; }
    SDL_Renderer* renderer() const { return renderer_; }
    void clear() {
        if (renderer_ == nullptr) return;
        SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 255);
        SDL_RenderClear(renderer_);
    }
    /// The colour at (x, y).
    SDL_Color at(int x, int y) const {
        SDL_RenderFlush(renderer_);
        const auto* row = static_cast<const Uint8*>(surface_->pixels) + y * surface_->pitch;
        const Uint8* p = row + x * 4;
        return {p[0], p[1], p[2], p[3]};
    }
    /// The brightest channel sum within `radius` of (x, y).
    int brightest_near(int x, int y, int radius) const {
        int best = 0;
        for (int yy = std::max(0, y - radius); yy <= std::min(kHeight - 1, y + radius); ++yy) {
            for (int xx = std::max(0, x - radius); xx <= std::min(kWidth - 1, x + radius); ++xx) {
                const SDL_Color c = at(xx, yy);
                best = std::max(best, c.r + c.g + c.b);
            }
        }
        return best;
    }

    static constexpr int kWidth = 320;
    static constexpr int kHeight = 200;

private:
    SDL_Surface* surface_ = nullptr;
    SDL_Renderer* renderer_ = nullptr;
};

/// A camera over `world` showing the Canvas' size at scale 1, centred on `centre`.
game::Camera camera_at(const game::World& world, engine::Position2 centre) {
    game::Camera camera;
    camera.set_scale(1.0f);
    camera.set_viewport(Canvas::kWidth, Canvas::kHeight);
    camera.set_level_size(world.arena().width(), world.arena().height());
    camera.jump_to(centre);
    return camera;
}

std::shared_ptr<const game::Arena> arena_of(const std::vector<std::string_view>& rows) {
    return std::make_shared<const game::Arena>(game::arena_from_rows("test", rows, 32));
}

/// Steps `world` with `input` until an event of `kind` happens (at most `limit` steps);
/// every step's events go to `feedback`. Returns whether it happened.
bool step_until(game::World& world, game::Feedback& feedback, const game::PlayerInput& input, game::GameEventKind kind,
                int limit) {
    for (int i = 0; i < limit; ++i) {
        world.step(input);
        feedback.observe(world.events(), world);
        for (const game::GameEvent& event : world.events()) {
            if (event.kind == kind) {
                return true;
            }
        }
    }
    return false;
}

} // namespace

// The player shoots a patrol robot (4 hits to destroy): at the first hit the robot's disk is
// drawn white-hot; a few steps later the flash has faded to nothing.
TEST(Feedback, AHitRobotFlashesWhiteAndTheFlashFades) {
    Canvas canvas;
    ASSERT_TRUE(canvas.ready()) << SDL_GetError();
    const auto arena = arena_of({"############", "#P.......L.#", "############"});
    game::World world(arena, {});
    game::Feedback feedback({});
    game::PlayerInput shoot;
    shoot.fire = true;  // aim 0: to the right, at the robot
    ASSERT_TRUE(step_until(world, feedback, shoot, game::GameEventKind::BulletHitRobot, 240));
    const game::Robot& robot = world.robots()[0];
    ASSERT_NE(robot.state, game::RobotState::Destroyed);

    const game::Camera camera = camera_at(world, robot.position);
    const SDL_FPoint centre = camera.to_screen(robot.position);
    feedback.draw_flashes(canvas.renderer(), camera, world);
    const SDL_Color flash = canvas.at(int(centre.x), int(centre.y));
    EXPECT_GT(flash.r, 180);
    EXPECT_GT(flash.g, 180);
    EXPECT_GT(flash.b, 180);
    // Only the robot flashes: a point two robot radii away stays black.
    EXPECT_EQ(canvas.brightest_near(int(centre.x + 2 * game::kRobotRadius.pixels() + 3), int(centre.y), 1), 0);

    game::PlayerInput hold;  // stop shooting; a flash lasts about a tenth of a second
    for (int i = 0; i < game::kStepsPerSecond; ++i) {  // bullets still in flight land, then fade
        world.step(hold);
        feedback.observe(world.events(), world);
    }
    canvas.clear();
    feedback.draw_flashes(canvas.renderer(), camera, world);
    EXPECT_EQ(canvas.brightest_near(int(centre.x), int(centre.y), 4), 0);
}

// A patrol robot far to the right of a small view charges up at the player: an amber arrow
// appears at the view's right edge, level with the robot, and nowhere else; when it fires,
// the arrow turns red.
TEST(Feedback, AnOffScreenRobotChargingAtThePlayerIsMarkedAtTheEdge) {
    Canvas canvas;
    ASSERT_TRUE(canvas.ready()) << SDL_GetError();
    // The robot 224 px right of the player, inside its sensing radius (260 px).
    const auto arena = arena_of({"##############################", "#............................#",
                                 "#.........P......L...........#", "#............................#",
                                 "##############################"});
    game::World world(arena, {});
    game::Feedback feedback({});
    ASSERT_TRUE(step_until(world, feedback, {}, game::GameEventKind::RobotCharging, 240));
    const game::Robot& robot = world.robots()[0];
    ASSERT_EQ(robot.state, game::RobotState::Telegraph);

    // A view of 320 x 200 around the player: the robot is 64 px beyond its right edge.
    const game::Camera camera = camera_at(world, world.player().position);
    ASSERT_FALSE(game::view_of(camera).contains(robot.position));
    feedback.draw_edge_markers(canvas.renderer(), camera, world);
    const float robot_y = camera.to_screen(robot.position).y;
    const int marker_x = Canvas::kWidth - 18 - 6;  // just inside the arrow's tip, 18 px in from the edge
    const SDL_Color amber = canvas.at(marker_x, int(robot_y));
    EXPECT_GT(amber.r, 200);
    EXPECT_GT(amber.g, 120);
    EXPECT_LT(amber.b, 90);
    EXPECT_EQ(canvas.brightest_near(30, int(robot_y), 10), 0) << "no marker on the left";
    EXPECT_EQ(canvas.brightest_near(Canvas::kWidth / 2, 20, 10), 0) << "none at the top";

    ASSERT_TRUE(step_until(world, feedback, {}, game::GameEventKind::LaserFired, 240));
    canvas.clear();
    feedback.draw_edge_markers(canvas.renderer(), camera, world);
    const SDL_Color red = canvas.at(marker_x, int(robot_y));
    EXPECT_GT(red.r, 200);
    EXPECT_LT(red.g, 100);
}

// A fight is framed: once a robot attacks, the camera's target moves towards it and the zoom
// cap drops until the player and the robot fit the view. No fight, no cap: the player's zoom.
TEST(Feedback, AnAttackIsFramedWithThePlayer) {
    const auto arena = arena_of({"##############################", "#............................#",
                                 "#.........P......L...........#", "#............................#",
                                 "##############################"});
    game::World world(arena, {});
    game::Feedback feedback({});
    game::FightFraming framing;
    const SDL_Point viewport{Canvas::kWidth, Canvas::kHeight};
    game::FightFraming::Frame frame = framing.update(world, viewport, 1.0 / 60.0);
    EXPECT_EQ(frame.target, world.player().position);
    EXPECT_TRUE(std::isinf(frame.zoom_cap));
    ASSERT_TRUE(step_until(world, feedback, {}, game::GameEventKind::RobotCharging, 240));
    frame = framing.update(world, viewport, 1.0 / 60.0);
    ASSERT_EQ(framing.attackers(), 1u);
    const engine::Position2 robot = world.robots()[0].position, player = world.player().position;
    EXPECT_GT(frame.target.x_pixels(), player.x_pixels() + 10.0f) << "towards the robot, on the right";
    EXPECT_LT(frame.target.x_pixels(), robot.x_pixels());
    // At the cap the box around both, margins included, fits the view.
    const float span = robot.x_pixels() - player.x_pixels() + 2.0f * game::kFrameMargin;
    EXPECT_LE(span * frame.zoom_cap, float(Canvas::kWidth) + 0.5f);
    EXPECT_GE(frame.zoom_cap, game::kFarthestZoom);
}

namespace {

/// What a camera did over the bot's games on the shipped levels.
struct CameraRun {
    int hits = 0;             ///< robot attacks that damaged the player
    int unseen_hits = 0;      ///< ... from a robot outside the view
    int reversals = 0;        ///< frames where the view's motion reversed on an axis (both moves > 1 px)
    float largest_move = 0;   ///< the largest move of the view's centre in one frame, screen pixels
    int frames = 0;
};

/// Each shipped level, the bot playing for `seconds`, a camera driven as the window's
/// (two steps a frame, the fight framing, a `width` x `height` world view at the default zoom).
CameraRun run_camera(int width, int height, int seconds) {
    CameraRun run;
    for (const auto& file : std::filesystem::directory_iterator(TILECAST_LEVELS_DIR)) {
        const std::string extension = file.path().extension().string();
        if (extension != ".txt" && extension != ".tmj") {
            continue;
        }
        const auto arena = std::make_shared<const game::Arena>(game::load_arena(file.path()));
        game::World world(arena, {});
        game::Bot bot;
        game::Camera camera;
        game::FightFraming framing;
        camera.set_viewport(width, height);
        camera.set_level_size(arena->width(), arena->height());
        camera.jump_to(world.player().position);
        float last_dx = 0.0f, last_dy = 0.0f;
        for (int step = 0; step < seconds * game::kStepsPerSecond && world.outcome() == game::Outcome::Playing; ++step) {
            world.step(bot.next_input(world));
            if (step % 2 == 1) {
                const engine::Position2 before = camera.centre();
                const game::FightFraming::Frame frame = framing.update(world, {width, height}, 1.0 / 60.0);
                camera.set_zoom_cap(frame.zoom_cap);
                camera.follow(frame.target, 1.0 / 60.0);
                const float dx = (camera.centre().x_pixels() - before.x_pixels()) * camera.scale();
                const float dy = (camera.centre().y_pixels() - before.y_pixels()) * camera.scale();
                const bool respawn = std::abs(dx) > 200.0f || std::abs(dy) > 200.0f;
                if (!respawn) {
                    run.largest_move = std::max({run.largest_move, std::abs(dx), std::abs(dy)});
                    run.reversals += (dx * last_dx < 0.0f && std::abs(dx) > 1.0f && std::abs(last_dx) > 1.0f) ? 1 : 0;
                    run.reversals += (dy * last_dy < 0.0f && std::abs(dy) > 1.0f && std::abs(last_dy) > 1.0f) ? 1 : 0;
                }
                last_dx = dx;
                last_dy = dy;
                ++run.frames;
            }
            const game::ViewRect view = game::view_of(camera);
            for (const game::GameEvent& event : world.events()) {
                if (event.kind != game::GameEventKind::PlayerHit || event.robot == game::kNoRobot) {
                    continue;
                }
                ++run.hits;
                const game::Robot& robot = world.robots()[event.robot];
                // A bolt fired before its robot was destroyed still flies: the bolt is what to see.
                const bool from_wreck = robot.state == game::RobotState::Destroyed;
                run.unseen_hits += view.contains(robot.position, game::kOnScreenInset) || from_wreck ? 0 : 1;
            }
        }
    }
    return run;
}

} // namespace

// The fights of the shipped levels happen on screen: whenever a robot damages the player, it
// is inside the view — at 1280 x 720, and beside the panel column of a 1366 x 768 display —
// and the view does not swing back and forth while it does.
TEST(Feedback, TheRobotShootingThePlayerIsOnScreenAndTheViewIsCalm) {
    for (const SDL_Point view : {SDL_Point{1280, 720}, SDL_Point{957, 768}}) {
        SCOPED_TRACE(std::to_string(view.x) + " x " + std::to_string(view.y));
        const CameraRun run = run_camera(view.x, view.y, 40);
        std::printf("%d x %d: %d hits, %d from off screen; %d reversals in %d frames; largest move %.1f px\n", view.x,
                    view.y, run.hits, run.unseen_hits, run.reversals, run.frames, static_cast<double>(run.largest_move));
        EXPECT_GT(run.hits, 10) << "the player was hardly hit: the check saw nothing";
        EXPECT_EQ(run.unseen_hits, 0);
        // A reversal now and then is the bot dodging; the old lead, which let go of a robot as
        // soon as it came into view, reversed the view 424-482 times in these 4,762 frames.
        EXPECT_LT(run.reversals, run.frames / 100) << run.reversals << " reversals";
    }
}

// The marker rule over real games: each shipped level, the bot playing for 40 s, a camera
// following the player as the window's does (1280 x 720 at the default zoom, framing the
// fight). Whenever a robot damages the player, it is on screen or has
// an edge marker.
TEST(Feedback, NoRobotHurtsThePlayerUnseenAndUnmarked) {
    int levels = 0;
    int total_hits = 0;
    for (const auto& file : std::filesystem::directory_iterator(TILECAST_LEVELS_DIR)) {
        const std::string extension = file.path().extension().string();
        if (extension != ".txt" && extension != ".tmj") {
            continue;
        }
        SCOPED_TRACE(file.path().filename().string());
        const auto arena = std::make_shared<const game::Arena>(game::load_arena(file.path()));
        game::World world(arena, {});
        game::Bot bot;
        game::Camera camera;
        game::FightFraming framing;
        camera.set_viewport(1280, 720);
        camera.set_level_size(arena->width(), arena->height());
        camera.jump_to(world.player().position);
        int hits = 0;
        for (int step = 0; step < 40 * game::kStepsPerSecond && world.outcome() == game::Outcome::Playing; ++step) {
            world.step(bot.next_input(world));
            if (step % 2 == 1) {  // the window's camera: two steps a frame, framing the fight
                const game::FightFraming::Frame frame = framing.update(world, {1280, 720}, 1.0 / 60.0);
                camera.set_zoom_cap(frame.zoom_cap);
                camera.follow(frame.target, 1.0 / 60.0);
            }
            const game::ViewRect view = game::view_of(camera);
            for (const game::GameEvent& event : world.events()) {
                if (event.kind != game::GameEventKind::PlayerHit || event.robot == game::kNoRobot) {
                    continue;
                }
                ++hits;
                const game::Robot& robot = world.robots()[event.robot];
                const bool on_screen = view.contains(robot.position, game::kOnScreenInset);
                // A bolt fired before its robot was destroyed still flies: the bolt, on screen
                // where it hits, is the warning; the wreck is no longer a threat to mark.
                const bool from_wreck = robot.state == game::RobotState::Destroyed;
                EXPECT_TRUE(on_screen || from_wreck || game::threatens(world, robot))
                    << "robot " << robot.id << " (kind " << int(robot.kind) << ", state " << int(robot.state)
                    << ", " << distance(robot.position, world.player().position).pixels() << " px away, range "
                    << robot.tuning.laser_range.pixels() << ") hit the player from off screen, unmarked, at step " << step;
            }
        }
        total_hits += hits;
        ++levels;
    }
    EXPECT_GE(levels, 3);
    EXPECT_GT(total_hits, 10) << "the player was hardly hit: the check saw nothing";
}

// Effects only read the world: a game observed by Feedback (shake on) and one not observed at
// all end in the same state.
TEST(Feedback, WatchingTheGameDoesNotChangeIt) {
    const auto arena = std::make_shared<const game::Arena>(game::builtin_arena());
    game::World watched(arena, {});
    game::World alone(arena, {});
    game::Feedback feedback({.screen_shake = true});
    game::Bot bot_a, bot_b;
    for (int i = 0; i < 1200; ++i) {
        watched.step(bot_a.next_input(watched));
        feedback.observe(watched.events(), watched);
        static_cast<void>(feedback.shake_offset(watched));
        alone.step(bot_b.next_input(alone));
    }
    EXPECT_EQ(game::state_hash(watched), game::state_hash(alone));
}

// The screen-shake setting's file is read leniently: a missing key keeps the default, a wrong
// type or a file that is not JSON gives a warning and the default, never a crash.
TEST(FeedbackSettings, ReadLenientlyAndWrittenBack) {
    std::vector<std::string> warnings;
    EXPECT_FALSE(game::feedback_settings_from_json({{"screen_shake", false}}, warnings).screen_shake);
    EXPECT_TRUE(game::feedback_settings_from_json(nlohmann::json::object(), warnings).screen_shake);
    EXPECT_TRUE(warnings.empty());
    EXPECT_TRUE(game::feedback_settings_from_json({{"screen_shake", "no"}}, warnings).screen_shake);
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_NE(warnings[0].find("screen_shake"), std::string::npos);
    EXPECT_TRUE(game::feedback_settings_from_json(nlohmann::json::array(), warnings).screen_shake);
    EXPECT_EQ(warnings.size(), 2u);

    const std::filesystem::path folder = std::filesystem::temp_directory_path() / "tilecast_feedback_settings_test";
    std::filesystem::remove_all(folder);
    const std::filesystem::path file = folder / game::kFeedbackSettingsFile;
    EXPECT_TRUE(game::load_feedback_settings(file).settings.screen_shake) << "no file: the default";
    game::save_feedback_settings(file, {.screen_shake = false});
    const game::FeedbackSettingsFile read = game::load_feedback_settings(file);
    EXPECT_FALSE(read.settings.screen_shake);
    EXPECT_TRUE(read.warnings.empty());
    {
        std::ofstream(file) << "{ not json";
    }
    const game::FeedbackSettingsFile broken = game::load_feedback_settings(file);
    EXPECT_TRUE(broken.settings.screen_shake);
    ASSERT_EQ(broken.warnings.size(), 1u);
    EXPECT_NE(broken.warnings[0].find("not JSON"), std::string::npos);
    std::filesystem::remove_all(folder);
}
