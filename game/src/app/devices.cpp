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

/// A stick's (x, y) with its dead zone removed and rescaled to reach 1 at full tilt.
void dead_zone(float& x, float& y, float zone) {
    const float length = std::sqrt(x * x + y * y);
    if (length < zone) {
        x = y = 0.0f;
        return;
    }
    const float scaled = std::min(1.0f, (length - zone) / (1.0f - zone));
    x = x / length * scaled;
    y = y / length * scaled;
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

void InputDevices::handle_event(const SDL_Event& event) {
    switch (event.type) {
    case SDL_CONTROLLERDEVICEADDED:
        if (SDL_GameController* pad = SDL_GameControllerOpen(event.cdevice.which)) {
            if (std::find(controllers_.begin(), controllers_.end(), pad) == controllers_.end()) {
                controllers_.push_back(pad);
            }
        }
        break;
    case SDL_CONTROLLERDEVICEREMOVED:
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
        if (event.caxis.axis == SDL_CONTROLLER_AXIS_RIGHTX || event.caxis.axis == SDL_CONTROLLER_AXIS_RIGHTY) {
            aim_with_mouse_ = false;
        }
        break;
    default:
        break;
    }
}

PlayerInput InputDevices::sample(const Camera& camera, engine::Position2 player) const {
    const Uint8* keys = SDL_GetKeyboardState(nullptr);
    float move_x = static_cast<float>((keys[SDL_SCANCODE_D] || keys[SDL_SCANCODE_RIGHT]) - (keys[SDL_SCANCODE_A] || keys[SDL_SCANCODE_LEFT]));
    float move_y = static_cast<float>((keys[SDL_SCANCODE_S] || keys[SDL_SCANCODE_DOWN]) - (keys[SDL_SCANCODE_W] || keys[SDL_SCANCODE_UP]));
    int mouse_x = 0, mouse_y = 0;
    const Uint32 buttons = SDL_GetMouseState(&mouse_x, &mouse_y);
    bool fire = (buttons & SDL_BUTTON(SDL_BUTTON_LEFT)) != 0 || keys[SDL_SCANCODE_SPACE];
    bool slow = (buttons & SDL_BUTTON(SDL_BUTTON_RIGHT)) != 0 || keys[SDL_SCANCODE_LSHIFT] || keys[SDL_SCANCODE_RSHIFT];

    engine::Direction2 aim = last_stick_aim_;
    if (aim_with_mouse_) {
        const engine::Difference2 to_mouse =
            camera.to_world({static_cast<float>(mouse_x), static_cast<float>(mouse_y)}) - player;
        if (!to_mouse.is_zero()) {
            aim = to_mouse.direction();
        }
    }
    for (SDL_GameController* pad : controllers_) {
        float lx = axis(pad, SDL_CONTROLLER_AXIS_LEFTX), ly = axis(pad, SDL_CONTROLLER_AXIS_LEFTY);
        dead_zone(lx, ly, kMoveDeadZone);
        if (lx != 0.0f || ly != 0.0f) {
            move_x = lx;
            move_y = ly;
        }
        float rx = axis(pad, SDL_CONTROLLER_AXIS_RIGHTX), ry = axis(pad, SDL_CONTROLLER_AXIS_RIGHTY);
        dead_zone(rx, ry, kAimDeadZone);
        if (!aim_with_mouse_ && (rx != 0.0f || ry != 0.0f)) {
            aim = engine::Direction2::from_radians(std::atan2(ry, rx));
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
