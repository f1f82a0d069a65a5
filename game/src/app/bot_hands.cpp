#include "app/bot_hands.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace game {
namespace {

using inspector::ScriptAction;
using Kind = ScriptAction::Kind;

} // namespace

int BotHands::tap(std::int8_t stick, float& carry) {
    // Error diffusion, one axis at a time: the key is down on the share of frames that the
    // stick leans its way, and what a frame could not do is carried to the next. Held keys
    // alone give eight directions; a wall at a slant traps a player who can only push
    // straight into it, and a person gets off it by tapping.
    carry += static_cast<float>(stick) / static_cast<float>(kStickMax);
    if (carry >= 0.5f) {
        carry -= 1.0f;
        return 1;
    }
    if (carry <= -0.5f) {
        carry += 1.0f;
        return -1;
    }
    return 0;
}

BotHands::BotHands(const std::filesystem::path& script_path) : script_(script_path), script_path_(script_path) {
    if (!script_) {
        throw std::runtime_error("cannot write the bot's input script to " + script_path.string());
    }
    script_ << "# The built-in bot's hands (tilecast --bot-hands): play it back with --input-script.\n";
}

std::vector<ScriptAction> BotHands::next_frame(std::int64_t frame, const World& world, const Camera& camera,
                                               SDL_Rect world_view) {
    frame_ = frame;
    events_.clear();
    if (&world.arena() != arena_) {
        arena_ = &world.arena();
        bot_ = Bot{};
    }
    if (world.outcome() != Outcome::Playing) {
        // Let go of everything, then read the card: the next level, or another try.
        hold_key(SDLK_a, false), hold_key(SDLK_d, false), hold_key(SDLK_w, false), hold_key(SDLK_s, false);
        hold_button(false);
        if (frame >= next_card_press_) {
            // N takes the next level; on the last level's card nothing happens, and after two
            // tries the hands leave as a person does: Esc opens the menu, Esc again quits.
            const SDL_Keycode key = world.outcome() == Outcome::Lost ? SDLK_r : card_presses_ < 2 ? SDLK_n : SDLK_ESCAPE;
            press_key(key);
            ++card_presses_;
            next_card_press_ = frame + (key == SDLK_ESCAPE ? 10 : 60);
        }
    } else {
        card_presses_ = 0;
        // A frame is two steps of the world; the bot thinks in steps, so its clock gets both.
        bot_.next_input(world);
        const PlayerInput input = bot_.next_input(world);
        const int x = tap(input.move_x, carry_x_), y = tap(input.move_y, carry_y_);
        hold_key(SDLK_a, x < 0);
        hold_key(SDLK_d, x > 0);
        hold_key(SDLK_w, y < 0);
        hold_key(SDLK_s, y > 0);

        // The pointer towards the aim; pulled in along the same line when the view's edge is nearer.
        const SDL_FPoint player = camera.to_screen(world.player().position);
        const double radians = input.aim().radians();
        const float dx = static_cast<float>(std::cos(radians)), dy = static_cast<float>(std::sin(radians));
        float reach = kPointerReach;
        const float left = float(world_view.x) + 2.0f, right = float(world_view.x + world_view.w) - 3.0f;
        const float top = float(world_view.y) + 2.0f, bottom = float(world_view.y + world_view.h) - 3.0f;
        if (dx > 0.0f) reach = std::min(reach, (right - player.x) / dx);
        if (dx < 0.0f) reach = std::min(reach, (left - player.x) / dx);
        if (dy > 0.0f) reach = std::min(reach, (bottom - player.y) / dy);
        if (dy < 0.0f) reach = std::min(reach, (top - player.y) / dy);
        reach = std::max(reach, 8.0f);
        put_pointer({static_cast<int>(std::lround(player.x + dx * reach)), static_cast<int>(std::lround(player.y + dy * reach))});
        hold_button(input.fire);
    }
    for (const ScriptAction& action : events_) {
        script_ << inspector::InputScript::line_of(action) << '\n';
    }
    script_.flush();
    if (!script_) {
        throw std::runtime_error("cannot write the bot's input script to " + script_path_.string());
    }
    return events_;
}

void BotHands::hold_key(SDL_Keycode key, bool down) {
    bool& held = key == SDLK_a ? left_ : key == SDLK_d ? right_ : key == SDLK_w ? up_ : down_;
    if (held != down) {
        held = down;
        ScriptAction action;
        action.frame = frame_;
        action.kind = down ? Kind::KeyDown : Kind::KeyUp;
        action.key = key;
        emit(action);
    }
}

void BotHands::press_key(SDL_Keycode key) {
    // Up a frame later, as a finger does: a key down and up in one frame is never seen down.
    ScriptAction action;
    action.frame = frame_;
    action.kind = Kind::KeyDown;
    action.key = key;
    emit(action);
    action.frame = frame_ + 1;
    action.kind = Kind::KeyUp;
    emit(action);
}

void BotHands::put_pointer(SDL_Point at) {
    if (at.x != pointer_.x || at.y != pointer_.y) {
        pointer_ = at;
        ScriptAction action;
        action.frame = frame_;
        action.kind = Kind::Move;
        action.x = static_cast<float>(at.x);
        action.y = static_cast<float>(at.y);
        emit(action);
    }
}

void BotHands::hold_button(bool down) {
    if (button_ != down) {
        button_ = down;
        ScriptAction action;
        action.frame = frame_;
        action.kind = down ? Kind::ButtonDown : Kind::ButtonUp;
        action.x = static_cast<float>(pointer_.x);
        action.y = static_cast<float>(pointer_.y);
        emit(action);
    }
}

void BotHands::emit(ScriptAction action) { events_.push_back(std::move(action)); }

} // namespace game
