#pragma once
// Keyboard, mouse and game controllers turned into one `PlayerInput` per step.
//
// Move: WASD or the arrow keys, or a controller's left stick. Aim: the mouse pointer, or
// the right stick (whichever moved last; a stick inside its dead zone does not count).
// Fire: the left mouse button, Space, or the right trigger or shoulder. Bullet time: Shift
// or the right mouse button, or the left trigger or shoulder. (Start and Back — pause and
// restart — are commands, not input: PlaySession handles them.) Controllers may be plugged
// in and out while playing (SDL_GameController); tests/game/controller_test.cpp plugs in
// SDL's virtual ones.

#include "render/camera.hpp"
#include "sim/player_input.hpp"

#include <engine/units.hpp>

#include <SDL.h>

#include <vector>

namespace game {

/// The player's input devices (see the file comment).
class InputDevices {
public:
    /// Opens every controller already connected.
    InputDevices();
    ~InputDevices();
    InputDevices(const InputDevices&) = delete;
    InputDevices& operator=(const InputDevices&) = delete;

    /// Tracks controllers coming and going, and which aiming device moved last.
    void handle_event(const SDL_Event& event);

    /// Which devices the game may read now: while a panel holds the keyboard (a text field
    /// being typed in) or the pointer (over a panel, dragging a probe), those belong to the UI.
    struct Allowed {
        bool keyboard = true;       ///< keys move, fire and slow time
        bool mouse_buttons = true;  ///< the mouse buttons fire and slow time
    };

    /// What the keyboard and the mouse say at one moment.
    struct KeyboardMouse {
        bool left = false, right = false, up = false, down = false;  ///< WASD or the arrows
        bool fire_key = false;                                      ///< Space
        bool slow_key = false;                                      ///< either Shift
        bool left_button = false;                                   ///< fires
        bool right_button = false;                                  ///< slows time
        SDL_FPoint pointer{};                                       ///< window pixels
    };
    /// The keyboard and mouse as SDL sees them now.
    static KeyboardMouse read_keyboard_mouse();

    /// The input the devices give now; aiming from `player` (world) through `camera`.
    PlayerInput sample(const Camera& camera, engine::Position2 player, Allowed allowed) const {
        return sample(follow_events_ ? from_events_ : read_keyboard_mouse(), camera, player, allowed);
    }
    /// True: the keyboard and the mouse are what the events said (`handle_event`), not what
    /// SDL polls — for `--input-script`, whose pushed events move no real key or pointer, so
    /// that a script plays the game as a person's hands do.
    void follow_events(bool on) noexcept { follow_events_ = on; }
    /// The same from a given keyboard and mouse state (and the pads as they are): what a
    /// panel holds never reaches the game.
    PlayerInput sample(const KeyboardMouse& state, const Camera& camera, engine::Position2 player, Allowed allowed) const;

    /// True when a controller's Start button is the way to pause (for the help line).
    bool has_controller() const noexcept { return !controllers_.empty(); }

private:
    void track(const SDL_Event& event) noexcept;

    bool follow_events_ = false;
    KeyboardMouse from_events_;  // the keyboard and mouse as the events left them
    std::vector<SDL_GameController*> controllers_;
    bool aim_with_mouse_ = true;
    mutable engine::Direction2 last_stick_aim_;
};

} // namespace game
