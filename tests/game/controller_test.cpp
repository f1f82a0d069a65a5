// The game controller path, tested with SDL's virtual joysticks (SDL_JoystickAttachVirtual,
// SDL >= 2.0.14): a test plugs in a pad that SDL treats exactly like a real one — it sends
// SDL_CONTROLLERDEVICEADDED, maps its axes and buttons ("Virtual Controller" mapping) and
// sends SDL_CONTROLLERDEVICEREMOVED when unplugged — and moves its sticks, triggers and
// buttons through SDL_JoystickSetVirtualAxis / SDL_JoystickSetVirtualButton.
//
// Two levels:
// - `InputDevices` alone (game/src/app/devices.hpp): the `PlayerInput` it samples, fed to a
//   real `World` to see the player walk the way the stick points;
// - `PlaySession` (game/src/app/play_session.hpp) on a software renderer: Start pauses the
//   game and resumes it, and the stick drives the player through the session's own input path.
// No window is needed: SDL runs with SDL_INIT_GAMECONTROLLER | SDL_INIT_EVENTS only (the
// session draws into an off-screen surface), so the test runs without Xvfb.

#include "app/devices.hpp"
#include "app/play_session.hpp"
#include "render/camera.hpp"
#include "sim/level_arena.hpp"
#include "sim/state_hash.hpp"
#include "sim/world.hpp"

#include "../support/scratch_dir.hpp"

#include <SDL.h>

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <memory>
#include <vector>

namespace {

using game::InputDevices;
using game::PlayerInput;

constexpr Sint16 kFull = SDL_JOYSTICK_AXIS_MAX;

/// A stick deflection as an SDL axis value (`fraction` of full tilt, -1..1).
Sint16 deflection(double fraction) { return static_cast<Sint16>(std::lround(fraction * kFull)); }
/// A trigger's travel (0 released .. 1 fully pulled) as the raw joystick axis value. Like a
/// real pad's, the virtual pad's trigger axis uses the joystick's whole range, from
/// SDL_JOYSTICK_AXIS_MIN at rest; its mapping turns that into the controller's 0..32767.
Sint16 trigger_travel(double fraction) {
    return static_cast<Sint16>(std::lround(SDL_JOYSTICK_AXIS_MIN + fraction * (kFull - double(SDL_JOYSTICK_AXIS_MIN))));
}

/// A virtual game controller plugged in for the lifetime of this object (or until `unplug`).
class VirtualPad {
public:
    VirtualPad() {
        const int index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, SDL_CONTROLLER_AXIS_MAX,
                                                    SDL_CONTROLLER_BUTTON_MAX, 0);
        if (index < 0) {
            ADD_FAILURE() << "cannot attach a virtual joystick: " << SDL_GetError();
            return;
        }
        // The test's own handle, to move the axes and press the buttons (SDL counts the
        // references: the game's SDL_GameController shares this joystick).
        joystick_ = SDL_JoystickOpen(index);
        if (joystick_ == nullptr) {
            ADD_FAILURE() << "cannot open the virtual joystick: " << SDL_GetError();
            return;
        }
        instance_ = SDL_JoystickInstanceID(joystick_);
    }
    ~VirtualPad() { unplug(); }
    VirtualPad(const VirtualPad&) = delete;
    VirtualPad& operator=(const VirtualPad&) = delete;

    /// Sets one controller axis (the virtual mapping sends axis i to SDL_GameControllerAxis i).
    void set_axis(SDL_GameControllerAxis axis, Sint16 value) {
        ASSERT_EQ(SDL_JoystickSetVirtualAxis(joystick_, axis, value), 0) << SDL_GetError();
    }
    /// Presses (true) or releases one controller button (button i is SDL_GameControllerButton i).
    void set_button(SDL_GameControllerButton button, bool pressed) {
        ASSERT_EQ(SDL_JoystickSetVirtualButton(joystick_, button, pressed ? 1 : 0), 0) << SDL_GetError();
    }
    /// Both axes of a stick.
    void set_stick(SDL_GameControllerAxis x_axis, double x, double y) {
        set_axis(x_axis, deflection(x));
        set_axis(static_cast<SDL_GameControllerAxis>(x_axis + 1), deflection(y));
    }

    /// Pulls the plug: SDL sends SDL_CONTROLLERDEVICEREMOVED with this pad's instance id.
    void unplug() {
        if (joystick_ == nullptr) {
            return;
        }
        // Device indices shift as other pads come and go; find this pad's index now.
        for (int i = 0; i < SDL_NumJoysticks(); ++i) {
            if (SDL_JoystickGetDeviceInstanceID(i) == instance_) {
                EXPECT_EQ(SDL_JoystickDetachVirtual(i), 0) << SDL_GetError();
                break;
            }
        }
        SDL_JoystickClose(joystick_);
        joystick_ = nullptr;
    }

    /// SDL's instance id (what SDL_CONTROLLERDEVICEREMOVED reports).
    SDL_JoystickID instance() const noexcept { return instance_; }
    /// The device index the pad has now (what SDL_CONTROLLERDEVICEADDED reports).
    int device_index() const {
        for (int i = 0; i < SDL_NumJoysticks(); ++i) {
            if (SDL_JoystickGetDeviceInstanceID(i) == instance_) {
                return i;
            }
        }
        return -1;
    }

private:
    SDL_Joystick* joystick_ = nullptr;
    SDL_JoystickID instance_ = -1;
};

/// SDL initialised for controllers and events only: no window, no video.
class SdlControllers : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_EQ(SDL_Init(SDL_INIT_GAMECONTROLLER | SDL_INIT_EVENTS), 0) << SDL_GetError();
        if (SDL_NumJoysticks() != 0) {
            GTEST_SKIP() << "a real joystick is connected; these tests count on virtual ones only";
        }
    }
    void TearDown() override { SDL_Quit(); }

    /// Lets SDL read the pads (virtual axes and buttons take effect here) and hands every
    /// event to `devices`, as the game's event loop does; returns the events.
    std::vector<SDL_Event> pump(InputDevices& devices) {
        std::vector<SDL_Event> events;
        SDL_Event event;
        while (SDL_PollEvent(&event) != 0) {
            devices.handle_event(event);
            events.push_back(event);
        }
        return events;
    }

    static int count(const std::vector<SDL_Event>& events, Uint32 type) {
        int n = 0;
        for (const SDL_Event& e : events) {
            n += e.type == type ? 1 : 0;
        }
        return n;
    }
};

/// InputDevices with a camera centred on a player (at the centre of a 640 x 384 px level).
class InputDevicesTest : public SdlControllers {
protected:
    void SetUp() override {
        SdlControllers::SetUp();
        if (IsSkipped() || HasFatalFailure()) {
            return;
        }
        camera_.set_viewport(640, 360);
        camera_.set_level_size(engine::Length::from_pixels(640.0f), engine::Length::from_pixels(384.0f));
        camera_.jump_to(player_);
    }
    PlayerInput sample(const InputDevices& devices) const { return devices.sample(camera_, player_, {}); }
    /// Where the mouse aims: SDL's pointer is at (0, 0) without a window, up-left of the player.
    engine::Direction2 mouse_aim() const { return (camera_.to_world({0.0f, 0.0f}) - player_).direction(); }

    game::Camera camera_;
    engine::Position2 player_ = engine::Position2::from_pixels(320.0f, 192.0f);
};

/// The signed difference between two facings, in degrees.
double degrees_between(std::uint32_t aim_steps, engine::Direction2 expected) {
    return (engine::Direction2::from_steps(aim_steps) - expected).degrees();
}

/// How far the player walks in `steps` steps of `input` in an empty room (data/controller_room.txt).
engine::Difference2 walk(const PlayerInput& input, int steps) {
    game::World world(std::make_shared<const game::Arena>(game::load_arena(TILECAST_TEST_LEVEL)), {});
    const engine::Position2 start = world.player().position;
    for (int i = 0; i < steps; ++i) {
        world.step(input);
    }
    return world.player().position - start;
}

} // namespace

TEST_F(InputDevicesTest, NoticesAControllerPluggedInWhilePlaying) {
    InputDevices devices;
    EXPECT_FALSE(devices.has_controller());
    VirtualPad pad;
    const std::vector<SDL_Event> events = pump(devices);
    EXPECT_EQ(count(events, SDL_CONTROLLERDEVICEADDED), 1);
    EXPECT_TRUE(devices.has_controller());
}

TEST_F(InputDevicesTest, OpensAControllerPluggedInBeforeTheGameStarted) {
    VirtualPad pad;
    InputDevices devices;  // opened here; SDL still has the pad's SDL_CONTROLLERDEVICEADDED queued
    EXPECT_TRUE(devices.has_controller());
    pad.set_stick(SDL_CONTROLLER_AXIS_LEFTX, 1.0, 0.0);
    const std::vector<SDL_Event> events = pump(devices);
    EXPECT_EQ(count(events, SDL_CONTROLLERDEVICEADDED), 1);
    EXPECT_EQ(sample(devices).move_x, game::kStickMax);
}

TEST_F(InputDevicesTest, UnpluggingReleasesTheControllerCompletely) {
    // The queued "added" event of a pad the constructor already opened must not leave a
    // second reference behind: after the unplug SDL must have no controller for it at all.
    VirtualPad pad;
    InputDevices devices;
    pump(devices);
    const SDL_JoystickID instance = pad.instance();
    ASSERT_NE(SDL_GameControllerFromInstanceID(instance), nullptr);
    pad.unplug();
    const std::vector<SDL_Event> events = pump(devices);
    EXPECT_EQ(count(events, SDL_CONTROLLERDEVICEREMOVED), 1);
    EXPECT_FALSE(devices.has_controller());
    EXPECT_EQ(SDL_GameControllerFromInstanceID(instance), nullptr);
}

TEST_F(InputDevicesTest, LeftStickMovesThePlayerTheWayItPoints) {
    InputDevices devices;
    VirtualPad pad;
    pump(devices);
    struct Case {
        double x, y;
    };
    for (const Case c : {Case{1, 0}, Case{-1, 0}, Case{0, 1}, Case{0, -1}, Case{0.7071, 0.7071}}) {
        SCOPED_TRACE(testing::Message() << "stick " << c.x << ", " << c.y);
        pad.set_stick(SDL_CONTROLLER_AXIS_LEFTX, c.x, c.y);
        pump(devices);
        const PlayerInput input = sample(devices);
        EXPECT_NEAR(input.move_x, c.x * game::kStickMax, 1.0);
        EXPECT_NEAR(input.move_y, c.y * game::kStickMax, 1.0);
        // Half a second of walking in the open room: the player goes the stick's way.
        const engine::Difference2 moved = walk(input, 60);
        EXPECT_GT(moved.length().pixels(), 20.0f);
        EXPECT_NEAR(moved.x().pixels() / moved.length().pixels(), c.x, 0.02);
        EXPECT_NEAR(moved.y().pixels() / moved.length().pixels(), c.y, 0.02);
    }
}

TEST_F(InputDevicesTest, LeftStickInsideTheDeadZoneDoesNotMoveThePlayer) {
    InputDevices devices;
    VirtualPad pad;
    pump(devices);
    // A worn stick resting a little off-centre (15 % of full tilt; the dead zone is 20 %).
    pad.set_stick(SDL_CONTROLLER_AXIS_LEFTX, 0.12, -0.09);
    pump(devices);
    const PlayerInput resting = sample(devices);
    EXPECT_EQ(resting.move_x, 0);
    EXPECT_EQ(resting.move_y, 0);
    EXPECT_EQ(walk(resting, 60).length().pixels(), 0.0f);
    // Beyond the dead zone the speed starts from zero and reaches full at full tilt:
    // 60 % tilt is (0.6 - 0.2) / (1 - 0.2) = half speed.
    pad.set_stick(SDL_CONTROLLER_AXIS_LEFTX, 0.6, 0.0);
    pump(devices);
    EXPECT_NEAR(sample(devices).move_x, game::kStickMax / 2.0, 1.0);
}

TEST_F(InputDevicesTest, RightStickAims) {
    InputDevices devices;
    VirtualPad pad;
    pump(devices);
    EXPECT_NEAR(degrees_between(sample(devices).aim_steps, mouse_aim()), 0.0, 0.01) << "the mouse aims first";

    pad.set_stick(SDL_CONTROLLER_AXIS_RIGHTX, 0.0, 1.0);
    pump(devices);
    EXPECT_NEAR(degrees_between(sample(devices).aim_steps, engine::Direction2::from_degrees(90)), 0.0, 0.01);
    pad.set_stick(SDL_CONTROLLER_AXIS_RIGHTX, -0.8, -0.8);
    pump(devices);
    EXPECT_NEAR(degrees_between(sample(devices).aim_steps, engine::Direction2::from_degrees(-135)), 0.0, 0.01);

    // Let go: the aim stays where the stick left it (it does not snap back to the mouse).
    pad.set_stick(SDL_CONTROLLER_AXIS_RIGHTX, 0.0, 0.0);
    pump(devices);
    EXPECT_NEAR(degrees_between(sample(devices).aim_steps, engine::Direction2::from_degrees(-135)), 0.0, 0.01);

    // Moving the mouse hands the aim back to it.
    SDL_Event motion{};
    motion.type = SDL_MOUSEMOTION;
    devices.handle_event(motion);
    EXPECT_NEAR(degrees_between(sample(devices).aim_steps, mouse_aim()), 0.0, 0.01);
}

TEST_F(InputDevicesTest, RightStickInsideTheDeadZoneLeavesTheMouseAiming) {
    // A resting stick that jitters near the centre sends axis events all the time; they
    // must not take the aim away from the mouse.
    InputDevices devices;
    VirtualPad pad;
    pump(devices);
    pad.set_stick(SDL_CONTROLLER_AXIS_RIGHTX, 0.1, 0.05);
    const std::vector<SDL_Event> events = pump(devices);
    ASSERT_GE(count(events, SDL_CONTROLLERAXISMOTION), 1);
    EXPECT_NEAR(degrees_between(sample(devices).aim_steps, mouse_aim()), 0.0, 0.01);
}

TEST_F(InputDevicesTest, RightTriggerAndShoulderShoot) {
    InputDevices devices;
    VirtualPad pad;
    pump(devices);
    EXPECT_FALSE(sample(devices).fire);

    pad.set_axis(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, trigger_travel(0.2));  // resting a finger on it
    pump(devices);
    // (What the game reads: a fifth of the controller's trigger range.)
    EXPECT_NEAR(SDL_GameControllerGetAxis(SDL_GameControllerFromInstanceID(pad.instance()), SDL_CONTROLLER_AXIS_TRIGGERRIGHT),
                0.2 * kFull, 2.0);
    EXPECT_FALSE(sample(devices).fire);

    pad.set_axis(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, trigger_travel(1.0));
    pump(devices);
    PlayerInput input = sample(devices);
    EXPECT_TRUE(input.fire);
    EXPECT_FALSE(input.bullet_time);
    // The world shoots: a bullet leaves the gun.
    game::World world(std::make_shared<const game::Arena>(game::load_arena(TILECAST_TEST_LEVEL)), {});
    world.step(input);
    EXPECT_EQ(world.stats().bullets_fired, 1u);

    pad.set_axis(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, trigger_travel(0.0));
    pump(devices);
    EXPECT_FALSE(sample(devices).fire);

    pad.set_button(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, true);
    pump(devices);
    EXPECT_TRUE(sample(devices).fire);
    pad.set_button(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, false);
    pump(devices);
    EXPECT_FALSE(sample(devices).fire);
}

TEST_F(InputDevicesTest, LeftTriggerAndShoulderHoldBulletTime) {
    InputDevices devices;
    VirtualPad pad;
    pump(devices);
    pad.set_axis(SDL_CONTROLLER_AXIS_TRIGGERLEFT, trigger_travel(1.0));
    pump(devices);
    PlayerInput input = sample(devices);
    EXPECT_TRUE(input.bullet_time);
    EXPECT_FALSE(input.fire);
    pad.set_axis(SDL_CONTROLLER_AXIS_TRIGGERLEFT, trigger_travel(0.0));
    pad.set_button(SDL_CONTROLLER_BUTTON_LEFTSHOULDER, true);
    pump(devices);
    EXPECT_TRUE(sample(devices).bullet_time);
}

TEST_F(InputDevicesTest, UnpluggingAHeldStickStopsThePlayer) {
    InputDevices devices;
    VirtualPad pad;
    pump(devices);
    pad.set_stick(SDL_CONTROLLER_AXIS_LEFTX, 0.0, -1.0);
    pad.set_axis(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, trigger_travel(1.0));
    pump(devices);
    EXPECT_EQ(sample(devices).move_y, -game::kStickMax);
    pad.unplug();
    // Sampled after the unplug but before its event is handled: the game keeps running.
    EXPECT_EQ(sample(devices).move_y, 0);
    const std::vector<SDL_Event> events = pump(devices);
    EXPECT_EQ(count(events, SDL_CONTROLLERDEVICEREMOVED), 1);
    EXPECT_FALSE(devices.has_controller());
    const PlayerInput after = sample(devices);
    EXPECT_EQ(after.move_x, 0);
    EXPECT_EQ(after.move_y, 0);
    EXPECT_FALSE(after.fire);
}

TEST_F(InputDevicesTest, TellsDeviceIndicesFromInstanceIds) {
    // SDL_CONTROLLERDEVICEADDED names a device index, SDL_CONTROLLERDEVICEREMOVED an
    // instance id. Indices are reused as pads come and go; instance ids never are. Plug in
    // A and B, pull A (B moves to index 0), plug in C (index 1, instance 2): mixing the two
    // up would open B twice or close the wrong pad.
    InputDevices devices;
    auto a = std::make_unique<VirtualPad>();
    VirtualPad b;
    pump(devices);
    a->unplug();
    pump(devices);
    VirtualPad c;
    ASSERT_EQ(c.device_index(), 1);
    ASSERT_NE(c.instance(), 1);
    pump(devices);
    EXPECT_TRUE(devices.has_controller());

    c.set_stick(SDL_CONTROLLER_AXIS_LEFTX, 1.0, 0.0);
    pump(devices);
    EXPECT_EQ(sample(devices).move_x, game::kStickMax) << "C's stick reaches the game";
    c.set_stick(SDL_CONTROLLER_AXIS_LEFTX, 0.0, 0.0);
    b.set_stick(SDL_CONTROLLER_AXIS_LEFTX, -1.0, 0.0);
    pump(devices);
    EXPECT_EQ(sample(devices).move_x, -game::kStickMax) << "B's stick still reaches the game";

    b.unplug();
    pump(devices);
    EXPECT_TRUE(devices.has_controller()) << "C is still plugged in";
    EXPECT_EQ(sample(devices).move_x, 0);
    c.set_stick(SDL_CONTROLLER_AXIS_LEFTX, 0.0, 1.0);
    pump(devices);
    EXPECT_EQ(sample(devices).move_y, game::kStickMax);
    c.unplug();
    pump(devices);
    EXPECT_FALSE(devices.has_controller());
}

namespace {

/// A PlaySession (the window's game) drawing into an off-screen surface.
class PlaySessionTest : public SdlControllers {
protected:
    void SetUp() override {
        SdlControllers::SetUp();
        if (IsSkipped() || HasFatalFailure()) {
            return;
        }
        surface_ = SDL_CreateRGBSurfaceWithFormat(0, 640, 360, 32, SDL_PIXELFORMAT_RGBA32);
        ASSERT_NE(surface_, nullptr) << SDL_GetError();
        renderer_ = SDL_CreateSoftwareRenderer(surface_);
        ASSERT_NE(renderer_, nullptr) << SDL_GetError();
        game::Options options;
        options.level_path = TILECAST_TEST_LEVEL;
        options.settings_dir = settings_.path().string();  // never the user's own settings
        SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);         // a device that is always there, and silent
        session_ = std::make_unique<game::PlaySession>(renderer_, options);
    }
    void TearDown() override {
        session_.reset();
        if (renderer_ != nullptr) {
            SDL_DestroyRenderer(renderer_);
        }
        if (surface_ != nullptr) {
            SDL_FreeSurface(surface_);
        }
        SdlControllers::TearDown();
    }
    /// One frame of the window loop: events to the session, then two fixed steps.
    void frame() {
        SDL_Event event;
        bool quit = false;
        while (SDL_PollEvent(&event) != 0) {
            session_->handle_event(event, quit);
        }
        EXPECT_FALSE(quit);
        session_->advance(1.0 / 60.0, 2);
    }
    /// Presses and releases a controller button, a frame each.
    void press(VirtualPad& pad, SDL_GameControllerButton button) {
        pad.set_button(button, true);
        frame();
        pad.set_button(button, false);
        frame();
    }

    test_support::ScratchDir settings_{"play_session_settings"};
    SDL_Surface* surface_ = nullptr;
    SDL_Renderer* renderer_ = nullptr;
    std::unique_ptr<game::PlaySession> session_;
};

} // namespace

TEST_F(PlaySessionTest, StartPausesAndResumes) {
    VirtualPad pad;
    frame();
    pad.set_stick(SDL_CONTROLLER_AXIS_LEFTX, 1.0, 0.0);
    frame();
    const std::uint64_t steps = session_->world().step_count();
    const float x = session_->world().player().position.x().pixels();
    frame();
    EXPECT_EQ(session_->world().step_count(), steps + 2);
    EXPECT_GT(session_->world().player().position.x().pixels(), x) << "the stick walks the player right";

    press(pad, SDL_CONTROLLER_BUTTON_START);
    EXPECT_TRUE(session_->hud_info(1.0 / 60.0).paused);
    const std::uint64_t paused_at = session_->world().step_count();
    const engine::Position2 paused_position = session_->world().player().position;
    for (int i = 0; i < 10; ++i) {
        frame();
    }
    EXPECT_EQ(session_->world().step_count(), paused_at) << "no steps while paused";
    EXPECT_EQ(session_->world().player().position, paused_position);

    press(pad, SDL_CONTROLLER_BUTTON_START);
    EXPECT_FALSE(session_->hud_info(1.0 / 60.0).paused);
    frame();
    EXPECT_GT(session_->world().step_count(), paused_at);
    EXPECT_GT(session_->world().player().position.x().pixels(), paused_position.x().pixels());
}

TEST_F(PlaySessionTest, UnpluggingMidGameKeepsTheGameRunning) {
    auto pad = std::make_unique<VirtualPad>();
    frame();
    pad->set_stick(SDL_CONTROLLER_AXIS_LEFTX, 0.0, 1.0);
    frame();
    pad.reset();  // unplugged with the stick held down
    frame();
    const engine::Position2 stopped_at = session_->world().player().position;
    for (int i = 0; i < 60; ++i) {
        frame();
    }
    // The player slows to a stop within a few steps (no input after the unplug).
    EXPECT_LT((session_->world().player().position - stopped_at).length().pixels(), 3.0f);
    session_->draw_world(renderer_);
    // And a new pad works again.
    VirtualPad second;
    frame();
    second.set_stick(SDL_CONTROLLER_AXIS_LEFTX, -1.0, 0.0);
    const float x = session_->world().player().position.x().pixels();
    frame();
    frame();
    EXPECT_LT(session_->world().player().position.x().pixels(), x);
}

namespace {

/// The text of `path`, or "" when there is none.
std::string read_text(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void press_key(SDL_Keycode key) {
    SDL_Event event{};
    event.type = SDL_KEYDOWN;
    event.key.keysym.sym = key;
    SDL_PushEvent(&event);
}

} // namespace

// M mutes and unmutes, and the choice is written to the settings folder for the next run;
// minus turns the volume down. The world plays on meanwhile (sound never stops the game).
TEST_F(PlaySessionTest, MMutesAndTheChoiceIsRemembered) {
    const std::filesystem::path file = settings_ / "sound.json";
    frame();
    EXPECT_FALSE(std::filesystem::exists(file)) << "nothing is written before the player changes something";
    press_key(SDLK_m);
    frame();
    EXPECT_NE(read_text(file).find("\"muted\": true"), std::string::npos) << read_text(file);
    press_key(SDLK_m);
    frame();
    EXPECT_NE(read_text(file).find("\"muted\": false"), std::string::npos) << read_text(file);
    press_key(SDLK_MINUS);
    frame();
    EXPECT_NE(read_text(file).find("\"volume\": 0.7"), std::string::npos) << read_text(file);
    EXPECT_GT(session_->world().step_count(), 6u);
}

// Sound, effects and the shaken view only read the game: the bot playing the same level with
// sound muted and the shake off, or with both on, ends in the same state — every frame drawn.
TEST_F(PlaySessionTest, MuteAndEffectSettingsLeaveTheGameAlone) {
    session_.reset();  // one audio device at a time: each game below opens its own
    const auto play = [&](bool quiet) {
        game::Options options;
        options.level_path = std::string(TILECAST_TEST_DATA) + "/laser_range.txt";  // robots that fire
        options.settings_dir = settings_.path().string();
        options.bot = true;
        options.mute = quiet;
        options.no_shake = quiet;
        game::PlaySession session(renderer_, options);
        for (int frame = 0; frame < 480; ++frame) {
            session.advance(1.0 / 60.0, 2);
            session.draw_world(renderer_);
        }
        EXPECT_GT(session.world().stats().bullets_fired, 0u);  // a real game happened: shots,
        EXPECT_GT(session.world().stats().laser_hits, 0u);     // and hits on the player (flash, shake)
        return game::state_hash(session.world());
    };
    EXPECT_EQ(play(true), play(false));
}

// A level too busy to run every robot every step plays degraded (sim/cost_model.hpp), and the
// status panel says so: a player is never handed a game that differs from the level without a
// word. The shipped test level is not busy and says nothing.
TEST_F(PlaySessionTest, ABusyLevelSaysInTheStatusPanelWhatItCapped) {
    EXPECT_TRUE(session_->hud_info(0.0).busy_level.empty());
    // 441 patrols at the documented extremes on a 128 x 128 map: millions of tile visits a step.
    const std::filesystem::path level = settings_.path() / "busy.txt";
    {
        std::ofstream file(level);
        file << "tilecast-level 1\nname: busy\ntileset: " << TILECAST_TEST_DATA
             << "/../../../assets/tileset.png\ntile_size: 32\nsize: 128 x 128\n\nlegend:\n"
             << "  # wall=0\n  . none\n  P spawn=player\n"
             << "  p spawn=patrol range=1000000 speed=1000000 fire_interval=0.000001 route=1,0;1,1\n\ngrid:\n";
        for (int y = 0; y < 128; ++y) {
            std::string row(128, '.');
            row.front() = row.back() = '#';
            for (int x = 2; x < 126 && y % 6 == 2; x += 6) {
                row[static_cast<std::size_t>(x)] = 'p';  // 21 rows of 21 robots, 441 in all
            }
            if (y == 0 || y == 127) {
                row.assign(128, '#');
            }
            if (y == 64) {
                row[64] = 'P';
            }
            file << row << '\n';
        }
    }
    game::Options options;
    options.level_path = level.string();
    options.settings_dir = settings_.path().string();
    game::PlaySession busy(renderer_, options);
    ASSERT_TRUE(busy.world().cost_plan().degraded) << busy.world().cost_plan().estimate;
    const game::HudInfo info = busy.hud_info(0.0);
    EXPECT_EQ(info.busy_level.rfind("robots capped at 1024 px, 240 px/s", 0), 0u) << info.busy_level;
    EXPECT_NE(info.busy_level_detail.find("tile visits per step"), std::string::npos) << info.busy_level_detail;
}

// A settings folder that cannot be written (here: below a plain file) does not stop M: the
// sound goes off for this run, a warning says the choice could not be saved, the game plays on.
TEST_F(PlaySessionTest, MWorksWhenTheSettingsCannotBeSaved) {
    session_.reset();
    const std::filesystem::path blocker = settings_.write("a_file", "not a folder");
    game::Options options;
    options.level_path = TILECAST_TEST_LEVEL;
    options.settings_dir = (blocker / "settings").string();
    game::PlaySession session(renderer_, options);
    EXPECT_FALSE(session.hud_info(1.0 / 60.0).sound_off);
    SDL_Event event{};
    event.type = SDL_KEYDOWN;
    event.key.keysym.sym = SDLK_m;
    bool quit = false;
    session.handle_event(event, quit);
    EXPECT_FALSE(quit);
    EXPECT_TRUE(session.hud_info(1.0 / 60.0).sound_off);
    session.advance(1.0 / 60.0, 2);
    EXPECT_EQ(session.world().step_count(), 2u);
}

// The pause menu's "Screen shake" box: turned off, it is saved in feedback.json and the next
// game starts without shake; --no-shake turns it off for one run and leaves the file alone.
TEST_F(PlaySessionTest, ScreenShakeTurnedOffInThePauseMenuIsRemembered) {
    const std::filesystem::path file = settings_.path() / "feedback.json";
    EXPECT_TRUE(session_->hud_info(1.0 / 60.0).screen_shake) << "on by default";
    EXPECT_FALSE(std::filesystem::exists(file)) << "nothing is written before the player changes something";
    bool quit = false;
    session_->apply({game::HudAction::Kind::ToggleShake}, quit);
    EXPECT_FALSE(quit);
    EXPECT_FALSE(session_->hud_info(1.0 / 60.0).screen_shake);
    EXPECT_NE(read_text(file).find("\"screen_shake\": false"), std::string::npos) << read_text(file);

    session_.reset();  // one audio device at a time
    game::Options options;
    options.level_path = TILECAST_TEST_LEVEL;
    options.settings_dir = settings_.path().string();
    session_ = std::make_unique<game::PlaySession>(renderer_, options);
    EXPECT_FALSE(session_->hud_info(1.0 / 60.0).screen_shake) << "the next game remembers";
    session_->apply({game::HudAction::Kind::ToggleShake}, quit);
    EXPECT_TRUE(session_->hud_info(1.0 / 60.0).screen_shake);
    EXPECT_NE(read_text(file).find("\"screen_shake\": true"), std::string::npos) << read_text(file);

    session_.reset();
    options.no_shake = true;
    session_ = std::make_unique<game::PlaySession>(renderer_, options);
    EXPECT_FALSE(session_->hud_info(1.0 / 60.0).screen_shake) << "--no-shake: off for this run";
    EXPECT_NE(read_text(file).find("\"screen_shake\": true"), std::string::npos) << "and the file is left alone";
}

// The pause menu's "Sound (M)" box does what M does: mutes, and the choice is saved.
TEST_F(PlaySessionTest, ThePauseMenusSoundBoxMutesLikeM) {
    const std::filesystem::path file = settings_.path() / "sound.json";
    EXPECT_FALSE(session_->hud_info(1.0 / 60.0).muted);
    bool quit = false;
    session_->apply({game::HudAction::Kind::ToggleSound}, quit);
    EXPECT_TRUE(session_->hud_info(1.0 / 60.0).muted);
    EXPECT_TRUE(session_->hud_info(1.0 / 60.0).sound_off);
    EXPECT_NE(read_text(file).find("\"muted\": true"), std::string::npos) << read_text(file);
    session_->apply({game::HudAction::Kind::ToggleSound}, quit);
    EXPECT_FALSE(session_->hud_info(1.0 / 60.0).muted);
    EXPECT_FALSE(quit);
}

// The shake is drawing only: a game whose shake is turned off and on again in the pause menu
// while the robots hit the player ends in the same state as one left alone.
TEST_F(PlaySessionTest, TurningTheShakeOnAndOffNeverChangesTheGame) {
    session_.reset();
    const auto play = [&](bool toggle) {
        game::Options options;
        options.level_path = std::string(TILECAST_TEST_DATA) + "/laser_range.txt";  // robots that hit
        options.settings_dir = settings_.path().string();
        options.bot = true;
        game::PlaySession session(renderer_, options);
        bool quit = false;
        for (int frame = 0; frame < 480; ++frame) {
            if (toggle && frame % 60 == 30) {
                session.apply({game::HudAction::Kind::ToggleShake}, quit);
            }
            session.advance(1.0 / 60.0, 2);
            session.draw_world(renderer_);
        }
        EXPECT_GT(session.world().stats().laser_hits, 0u) << "the player was hit: there was shaking to do";
        return game::state_hash(session.world());
    };
    EXPECT_EQ(play(true), play(false));
}

// [SECTION] What a panel holds never reaches the game

TEST_F(InputDevicesTest, AClickOnAPanelNeverFiresAndKeysTypedIntoAFieldNeverMove) {
    const InputDevices devices;
    InputDevices::KeyboardMouse state;
    state.left_button = true;   // a click ...
    state.right_button = true;
    state.up = true;            // ... and "w", " " and Shift typed
    state.fire_key = true;
    state.slow_key = true;
    // The world has both: the player moves up, fires and slows time.
    const PlayerInput free = devices.sample(state, camera_, player_, {true, true});
    EXPECT_TRUE(free.fire);
    EXPECT_TRUE(free.bullet_time);
    EXPECT_LT(free.move_y, 0);
    // The pointer is over a panel: its buttons do nothing in the world; the keys still do.
    const PlayerInput over_panel = devices.sample(state, camera_, player_, {true, false});
    EXPECT_TRUE(over_panel.fire);  // Space
    state.fire_key = false;
    state.slow_key = false;
    const PlayerInput clicked = devices.sample(state, camera_, player_, {true, false});
    EXPECT_FALSE(clicked.fire);
    EXPECT_FALSE(clicked.bullet_time);
    // A text field has the keyboard: no key moves, fires or slows; the mouse still aims.
    state.fire_key = true;
    state.slow_key = true;
    const PlayerInput typing = devices.sample(state, camera_, player_, {false, false});
    EXPECT_EQ(typing.move_x, 0);
    EXPECT_EQ(typing.move_y, 0);
    EXPECT_FALSE(typing.fire);
    EXPECT_FALSE(typing.bullet_time);
}
