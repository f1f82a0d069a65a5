#include "app/devices.hpp"

#include <algorithm>
#include <cmath>

namespace game {
namespace {

/// Stick deflection (0..1) below which a stick counts as centred.
constexpr float kMoveDeadZone = 0.2f;
constexpr float kAimDeadZone = 0.35f;
/// Trigger travel (0..1) that counts as pulled.
constexpr float kTriggerPulled = 0.3f;

float axis(SDL_GameController* pad, SDL_GameControllerAxis which) {
    return static_cast<float>(SDL_GameControllerGetAxis(pad, which)) / 32767.0f;
}

/// A stick's deflection, each axis in [-1, 1], y growing downward (as on screen).
struct Stick {
    float x = 0.0f;
    float y = 0.0f;
    /// True inside the dead zone (read_stick has zeroed it).
    bool centred() const noexcept { return x == 0.0f && y == 0.0f; }
};

/// The stick on `x_axis` / `y_axis` with its dead zone removed and rescaled to reach 1 at
/// full tilt: no drift from a worn stick, yet no jump in speed at the zone's edge.
Stick read_stick(SDL_GameController* pad, SDL_GameControllerAxis x_axis, SDL_GameControllerAxis y_axis, float zone) {
    Stick stick{axis(pad, x_axis), axis(pad, y_axis)};
    const float length = std::sqrt(stick.x * stick.x + stick.y * stick.y);
    if (length < zone) {
        return {};
    }
    const float scaled = std::min(1.0f, (length - zone) / (1.0f - zone));
    return {stick.x / length * scaled, stick.y / length * scaled};
}

/// The move stick, dead zone removed.
Stick left_stick(SDL_GameController* pad) {
    return read_stick(pad, SDL_CONTROLLER_AXIS_LEFTX, SDL_CONTROLLER_AXIS_LEFTY, kMoveDeadZone);
}
/// The aim stick, dead zone removed (a larger zone: a slight drift must not turn the gun).
Stick right_stick(SDL_GameController* pad) {
    return read_stick(pad, SDL_CONTROLLER_AXIS_RIGHTX, SDL_CONTROLLER_AXIS_RIGHTY, kAimDeadZone);
}

} // namespace

InputDevices::InputDevices() {
    for (int i = 0; i < SDL_NumJoysticks(); ++i) {
        if (SDL_IsGameController(i) == SDL_TRUE) {
            if (SDL_GameController* pad = SDL_GameControllerOpen(i)) {
                controllers_.push_back(pad);
            }
        }
    }
}

InputDevices::~InputDevices() {
    for (SDL_GameController* pad : controllers_) {
        SDL_GameControllerClose(pad);
    }
}

void InputDevices::track(const SDL_Event& event) noexcept {
    KeyboardMouse& state = from_events_;
    switch (event.type) {
    case SDL_KEYDOWN:
    case SDL_KEYUP: {
        const bool down = event.type == SDL_KEYDOWN;
        switch (event.key.keysym.scancode) {
        case SDL_SCANCODE_A: case SDL_SCANCODE_LEFT: state.left = down; break;
        case SDL_SCANCODE_D: case SDL_SCANCODE_RIGHT: state.right = down; break;
        case SDL_SCANCODE_W: case SDL_SCANCODE_UP: state.up = down; break;
        case SDL_SCANCODE_S: case SDL_SCANCODE_DOWN: state.down = down; break;
        case SDL_SCANCODE_SPACE: state.fire_key = down; break;
        case SDL_SCANCODE_LSHIFT: case SDL_SCANCODE_RSHIFT: state.slow_key = down; break;
        default: break;
        }
        break;
    }
    case SDL_MOUSEMOTION:
        state.pointer = {static_cast<float>(event.motion.x), static_cast<float>(event.motion.y)};
        break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: {
        const bool down = event.type == SDL_MOUSEBUTTONDOWN;
        state.pointer = {static_cast<float>(event.button.x), static_cast<float>(event.button.y)};
        if (event.button.button == SDL_BUTTON_LEFT) {
            state.left_button = down;
        } else if (event.button.button == SDL_BUTTON_RIGHT) {
            state.right_button = down;
        }
        break;
    }
    default: break;
    }
}

void InputDevices::handle_event(const SDL_Event& event) {
    if (follow_events_) {
        track(event);
    }
    switch (event.type) {
    case SDL_CONTROLLERDEVICEADDED:
        // `which` is a device index here (an instance id in the other controller events).
        if (SDL_GameController* pad = SDL_GameControllerOpen(event.cdevice.which)) {
            if (std::find(controllers_.begin(), controllers_.end(), pad) == controllers_.end()) {
                controllers_.push_back(pad);
            } else {
                // Already open: SDL also announces the pads that were plugged in before the
                // constructor opened them. Opening again only added a reference; drop it, or
                // the pad would never be freed after it is unplugged.
                SDL_GameControllerClose(pad);
            }
        }
        break;
    case SDL_CONTROLLERDEVICEREMOVED:
        // `which` is the instance id: device indices of the other pads shift when one goes.
        std::erase_if(controllers_, [&](SDL_GameController* pad) {
            const bool gone = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(pad)) == event.cdevice.which;
            if (gone) {
                SDL_GameControllerClose(pad);
            }
            return gone;
        });
        break;
    case SDL_MOUSEMOTION:
        aim_with_mouse_ = true;
        break;
    case SDL_CONTROLLERAXISMOTION:
        // Only a deliberate push takes the aim from the mouse: a resting stick that jitters
        // near the centre sends axis events too.
        if (event.caxis.axis == SDL_CONTROLLER_AXIS_RIGHTX || event.caxis.axis == SDL_CONTROLLER_AXIS_RIGHTY) {
            if (SDL_GameController* pad = SDL_GameControllerFromInstanceID(event.caxis.which)) {
                aim_with_mouse_ = aim_with_mouse_ && right_stick(pad).centred();
            }
        }
        break;
    default:
        break;
    }
}

InputDevices::KeyboardMouse InputDevices::read_keyboard_mouse() {
    const Uint8* keys = SDL_GetKeyboardState(nullptr);
    int mouse_x = 0;
    int mouse_y = 0;
    const Uint32 buttons = SDL_GetMouseState(&mouse_x, &mouse_y);
    KeyboardMouse state;
    state.left = keys[SDL_SCANCODE_A] || keys[SDL_SCANCODE_LEFT];
    state.right = keys[SDL_SCANCODE_D] || keys[SDL_SCANCODE_RIGHT];
    state.up = keys[SDL_SCANCODE_W] || keys[SDL_SCANCODE_UP];
    state.down = keys[SDL_SCANCODE_S] || keys[SDL_SCANCODE_DOWN];
    state.fire_key = keys[SDL_SCANCODE_SPACE] != 0;
    state.slow_key = keys[SDL_SCANCODE_LSHIFT] || keys[SDL_SCANCODE_RSHIFT];
    state.left_button = (buttons & SDL_BUTTON(SDL_BUTTON_LEFT)) != 0;
    state.right_button = (buttons & SDL_BUTTON(SDL_BUTTON_RIGHT)) != 0;
    state.pointer = {static_cast<float>(mouse_x), static_cast<float>(mouse_y)};
    return state;
}

PlayerInput InputDevices::sample(const KeyboardMouse& state, const Camera& camera, engine::Position2 player,
                                 Allowed allowed) const {
    const bool keys = allowed.keyboard;
    const bool buttons = allowed.mouse_buttons;
    float move_x = static_cast<float>(keys && state.right) - static_cast<float>(keys && state.left);
    float move_y = static_cast<float>(keys && state.down) - static_cast<float>(keys && state.up);
    bool fire = (buttons && state.left_button) || (keys && state.fire_key);
    bool slow = (buttons && state.right_button) || (keys && state.slow_key);

    engine::Direction2 aim = last_stick_aim_;
    if (aim_with_mouse_) {
        const engine::Difference2 to_mouse = camera.to_world(state.pointer) - player;
        if (!to_mouse.is_zero()) {
            aim = to_mouse.direction();
        }
    }
    for (SDL_GameController* pad : controllers_) {
        const Stick move = left_stick(pad);
        if (!move.centred()) {
            move_x = move.x;
            move_y = move.y;
        }
        const Stick aim_stick = right_stick(pad);
        if (!aim_with_mouse_ && !aim_stick.centred()) {
            aim = engine::Direction2::from_radians(std::atan2(aim_stick.y, aim_stick.x));
            last_stick_aim_ = aim;
        }
        fire = fire || axis(pad, SDL_CONTROLLER_AXIS_TRIGGERRIGHT) > kTriggerPulled ||
               SDL_GameControllerGetButton(pad, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER) != 0;
        slow = slow || axis(pad, SDL_CONTROLLER_AXIS_TRIGGERLEFT) > kTriggerPulled ||
               SDL_GameControllerGetButton(pad, SDL_CONTROLLER_BUTTON_LEFTSHOULDER) != 0;
    }
    PlayerInput input;
    input.move_x = quantize_axis(move_x);
    input.move_y = quantize_axis(move_y);
    input.aim_steps = aim.steps();
    input.fire = fire;
    input.bullet_time = slow;
    return input;
}

} // namespace game
