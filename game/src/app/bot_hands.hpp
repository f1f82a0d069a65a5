#pragma once
/// `BotHands`: the built-in bot playing with a person's hands — keys, pointer and left button.
///
/// What it is for: `--bot` hands the bot's `PlayerInput` straight to the simulation, so a window
/// test of it never touches the keyboard and mouse code a person plays through. With
/// `--bot-hands FILE` the bot's choice of each frame becomes the events a person's hands would
/// make: W, A, S, D held for the direction it walks, the pointer put on the screen in the
/// direction it aims, the left button held while it fires, N on the level-clear card and R on
/// the "destroyed" one; after the last level, Esc twice (the menu, then quit). The events go through the same queue as `--input-script`'s, and are
/// saved as an input script: played back with `--input-script FILE`, they play the same game.
///
/// Important parts:
/// - keys come from the bot's stick: a key is down on the share of frames the stick leans its
///   way (tapped, as a person steers between the eight directions four keys can hold);
/// - the pointer sits `kPointerReach` window pixels from the player towards the aim, pulled in
///   along the same line to stay inside the world view;
/// - only changes make events (a key goes down once, the pointer moves when its pixel changes).
///
///     game::BotHands hands("bot.script");
///     inspector.play(hands.next_frame(frame, session.world(), session.camera(), session.world_view()));

#include "inspector/input_script.hpp"
#include "render/camera.hpp"
#include "sim/bot.hpp"
#include "sim/world.hpp"

#include <SDL.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <vector>

namespace game {

/// Window pixels from the player to the pointer: far enough that a whole pixel turns the aim by
/// under a degree, near enough to stay in the view when the player is near its edge.
inline constexpr float kPointerReach = 64.0f;

/// The bot's choices as key, pointer and button events (see the file comment).
class BotHands {
public:
    /// Saves the events to `script_path` as an input script. Throws std::runtime_error when it
    /// cannot be written.
    explicit BotHands(const std::filesystem::path& script_path);

    /// The events of `frame`, for the world as the window shows it now.
    std::vector<inspector::ScriptAction> next_frame(std::int64_t frame, const World& world, const Camera& camera,
                                                    SDL_Rect world_view);

private:
    static int tap(std::int8_t stick, float& carry);
    void hold_key(SDL_Keycode key, bool down);
    void press_key(SDL_Keycode key);
    void put_pointer(SDL_Point at);
    void hold_button(bool down);
    void emit(inspector::ScriptAction action);

    Bot bot_;
    const Arena* arena_ = nullptr;   // a new level or a reloaded one gets a fresh bot
    std::ofstream script_;
    std::filesystem::path script_path_;
    std::int64_t frame_ = 0;
    std::vector<inspector::ScriptAction> events_;
    bool left_ = false, right_ = false, up_ = false, down_ = false;
    bool button_ = false;
    float carry_x_ = 0.0f, carry_y_ = 0.0f;  // what the taps still owe the stick
    SDL_Point pointer_{-1, -1};
    std::int64_t next_card_press_ = 0;  // the outcome cards' keys, once a second at most
    int card_presses_ = 0;              // keys pressed on this card
};

} // namespace game
