#include "inspector/input_script.hpp"

#include <levels/regular_file.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace game::inspector {
namespace {

using Kind = ScriptAction::Kind;

[[noreturn]] void fail(std::string_view source, int line, const std::string& what) {
    throw std::invalid_argument(std::string(source) + ":" + std::to_string(line) + ": " + what);
}

SDL_Keycode key_named(std::string name, std::string_view source, int line) {
    std::replace(name.begin(), name.end(), '_', ' ');  // "Left_Ctrl": SDL's names have spaces
    const SDL_Keycode key = SDL_GetKeyFromName(name.c_str());
    if (key == SDLK_UNKNOWN) {
        fail(source, line, "unknown key '" + name + "' (use SDL key names: F9, P, Escape, Return, Space, Left_Ctrl)");
    }
    return key;
}

void push(const SDL_Event& event) {
    SDL_Event copy = event;
    SDL_PushEvent(&copy);
}

void push_motion(float x, float y, std::uint32_t window, bool held) {
    SDL_Event event{};
    event.type = SDL_MOUSEMOTION;
    event.motion.windowID = window;
    event.motion.x = static_cast<Sint32>(x);
    event.motion.y = static_cast<Sint32>(y);
    event.motion.state = held ? SDL_BUTTON_LMASK : 0;
    push(event);
}

void push_button(float x, float y, std::uint32_t window, bool down) {
    SDL_Event event{};
    event.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
    event.button.windowID = window;
    event.button.button = SDL_BUTTON_LEFT;
    event.button.state = down ? SDL_PRESSED : SDL_RELEASED;
    event.button.clicks = 1;
    event.button.x = static_cast<Sint32>(x);
    event.button.y = static_cast<Sint32>(y);
    push(event);
}

void push_key(SDL_Keycode key, std::uint32_t window, bool down) {
    SDL_Event event{};
    event.type = down ? SDL_KEYDOWN : SDL_KEYUP;
    event.key.windowID = window;
    event.key.state = down ? SDL_PRESSED : SDL_RELEASED;
    event.key.keysym.sym = key;
    event.key.keysym.scancode = SDL_GetScancodeFromKey(key);
    push(event);
}

} // namespace

/// The last frame a script may name (about 190 days at 60 frames a second): beyond any run, and
/// far enough below the integer's limit that "a frame later" cannot overflow it.
constexpr std::int64_t kLastFrame = 1'000'000'000;
/// How far from the window's corner a script may put the pointer, in pixels (off the window is
/// allowed): SDL's events hold whole pixels in 32-bit integers.
constexpr float kFarthestPixel = 1'000'000.0f;

InputScript InputScript::parse(std::string_view text, std::string_view source) {
    InputScript script;
    std::istringstream lines{std::string(text)};
    std::string line_text;
    int line = 0;
    while (std::getline(lines, line_text)) {
        ++line;
        line_text = line_text.substr(0, line_text.find('#'));
        std::istringstream words(line_text);
        std::int64_t frame = 0;
        std::string command;
        if (!(words >> frame)) {
            if (line_text.find_first_not_of(" \t\r") != std::string::npos) {
                fail(source, line, "a command starts with its frame number");
            }
            continue;
        }
        if (frame < 0 || frame > kLastFrame || !(words >> command)) {
            fail(source, line, "expected FRAME COMMAND ... with FRAME 0..1000000000");
        }
        ScriptAction action;
        action.frame = frame;
        const auto numbers = [&](std::initializer_list<float*> targets) {
            for (float* target : targets) {
                if (!(words >> *target)) {
                    fail(source, line, "'" + command + "' needs more numbers");
                }
                if (!(std::fabs(*target) <= kFarthestPixel)) {
                    fail(source, line, "'" + command + "' takes numbers within +-1000000");
                }
            }
        };
        if (command == "key" || command == "keydown" || command == "keyup") {
            std::string name;
            if (!(words >> name)) {
                fail(source, line, "'" + command + "' needs a key name");
            }
            action.key = key_named(name, source, line);
            action.kind = command == "keyup" ? Kind::KeyUp : Kind::KeyDown;
            script.actions_.push_back(action);
            if (command == "key") {
                // Up one frame later: Dear ImGui 1.86 reads key states once per frame, and a
                // press released within the same frame would never be seen down.
                action.kind = Kind::KeyUp;
                action.frame = frame + 1;
                script.actions_.push_back(action);
            }
        } else if (command == "move" || command == "down" || command == "up") {
            numbers({&action.x, &action.y});
            action.kind = command == "move" ? Kind::Move : command == "down" ? Kind::ButtonDown : Kind::ButtonUp;
            script.actions_.push_back(action);
        } else if (command == "click") {
            numbers({&action.x, &action.y});
            action.kind = Kind::ButtonDown;
            script.actions_.push_back(action);
            action.kind = Kind::ButtonUp;
            action.frame = frame + 1;
            script.actions_.push_back(action);
        } else if (command == "drag") {
            float x1 = 0.0f;
            float y1 = 0.0f;
            float steps = 0.0f;
            numbers({&action.x, &action.y, &x1, &y1, &steps});
            if (steps < 1.0f || steps > 1000.0f) {
                fail(source, line, "'drag' needs 1..1000 motion frames");
            }
            const float x0 = action.x;
            const float y0 = action.y;
            action.kind = Kind::ButtonDown;
            script.actions_.push_back(action);
            const int n = static_cast<int>(steps);
            for (int i = 1; i <= n; ++i) {
                const float t = static_cast<float>(i) / static_cast<float>(n);
                action.kind = Kind::Move;
                action.frame = frame + i;
                action.x = x0 + (x1 - x0) * t;
                action.y = y0 + (y1 - y0) * t;
                script.actions_.push_back(action);
            }
            action.kind = Kind::ButtonUp;
            action.frame = frame + n + 1;
            script.actions_.push_back(action);
        } else if (command == "wheel") {
            if (!(words >> action.wheel)) {
                fail(source, line, "'wheel' needs a number of clicks");
            }
            action.kind = Kind::Wheel;
            script.actions_.push_back(action);
        } else if (command == "type") {
            std::string text;
            if (!(words >> text)) {
                fail(source, line, "'type' needs the text to type (no spaces)");
            }
            for (std::size_t i = 0; i < text.size(); ++i) {
                const char letter = text[i];
                if (letter < 0x21 || letter > 0x7e) {
                    fail(source, line, "'type' types printable ASCII only");
                }
                action.kind = Kind::Text;
                action.frame = frame + static_cast<std::int64_t>(i);
                action.path = std::string(1, letter);
                action.key = SDL_GetKeyFromName(std::string(1, letter).c_str());
                script.actions_.push_back(action);
            }
        } else if (command == "resize") {
            numbers({&action.x, &action.y});
            if (!(action.x >= 1.0f && action.y >= 1.0f && action.x <= 16384.0f && action.y <= 16384.0f)) {
                fail(source, line, "'resize' needs a width and height of 1..16384 pixels");
            }
            action.kind = Kind::Resize;
            script.actions_.push_back(action);
        } else if (command == "screenshot") {
            if (!(words >> action.path)) {
                fail(source, line, "'screenshot' needs a file name");
            }
            action.kind = Kind::Screenshot;
            script.actions_.push_back(action);
        } else {
            fail(source, line, "unknown command '" + command + "'");
        }
    }
    std::stable_sort(script.actions_.begin(), script.actions_.end(),
                     [](const ScriptAction& a, const ScriptAction& b) { return a.frame < b.frame; });
    return script;
}

InputScript InputScript::load(const std::filesystem::path& path) {
    // A regular file of a sane size only: a named pipe would block the window forever.
    constexpr std::size_t kLargestScript = std::size_t{16} << 20;
    return parse(levels::read_regular_file(path, kLargestScript), path.string());
}

void InputScript::push_events(std::int64_t frame, std::uint32_t window_id, std::vector<std::string>& screenshots) const {
    const auto first = std::lower_bound(actions_.begin(), actions_.end(), frame,
                                        [](const ScriptAction& a, std::int64_t f) { return a.frame < f; });
    for (auto it = first; it != actions_.end() && it->frame == frame; ++it) {
        switch (it->kind) {
        case Kind::KeyDown: push_key(it->key, window_id, true); break;
        case Kind::KeyUp: push_key(it->key, window_id, false); break;
        case Kind::Move: push_motion(it->x, it->y, window_id, false); break;
        case Kind::ButtonDown:
            push_motion(it->x, it->y, window_id, false);
            push_button(it->x, it->y, window_id, true);
            break;
        case Kind::ButtonUp:
            push_motion(it->x, it->y, window_id, true);
            push_button(it->x, it->y, window_id, false);
            break;
        case Kind::Wheel: {
            SDL_Event event{};
            event.type = SDL_MOUSEWHEEL;
            event.wheel.windowID = window_id;
            event.wheel.y = it->wheel;
            event.wheel.preciseY = static_cast<float>(it->wheel);
            push(event);
            break;
        }
        case Kind::Text: {
            // As a keyboard does it: the key goes down, the character arrives, the key comes up.
            push_key(it->key, window_id, true);
            SDL_Event event{};
            event.type = SDL_TEXTINPUT;
            event.text.windowID = window_id;
            SDL_strlcpy(event.text.text, it->path.c_str(), sizeof event.text.text);
            push(event);
            push_key(it->key, window_id, false);
            break;
        }
        case Kind::Resize:
            if (SDL_Window* window = SDL_GetWindowFromID(window_id)) {
                SDL_SetWindowSize(window, static_cast<int>(it->x), static_cast<int>(it->y));
            }
            break;
        case Kind::Screenshot: screenshots.push_back(it->path); break;
        }
    }
}

void InputScript::append(const ScriptAction& action) {
    if (!actions_.empty() && action.frame < actions_.back().frame) {
        throw std::invalid_argument("an input script's actions are added in frame order");
    }
    actions_.push_back(action);
}

std::string InputScript::line_of(const ScriptAction& action) {
    // Whole pixels, as the events hold them; key names with '_' for SDL's spaces ("Left_Ctrl").
    const auto pixel = [](float v) { return std::to_string(static_cast<std::int64_t>(v)); };
    std::string key_name = SDL_GetKeyName(action.key);
    std::replace(key_name.begin(), key_name.end(), ' ', '_');
    const std::string at = std::to_string(action.frame) + " ";
    switch (action.kind) {
    case Kind::KeyDown: return at + "keydown " + key_name;
    case Kind::KeyUp: return at + "keyup " + key_name;
    case Kind::Move: return at + "move " + pixel(action.x) + " " + pixel(action.y);
    case Kind::ButtonDown: return at + "down " + pixel(action.x) + " " + pixel(action.y);
    case Kind::ButtonUp: return at + "up " + pixel(action.x) + " " + pixel(action.y);
    case Kind::Wheel: return at + "wheel " + std::to_string(action.wheel);
    case Kind::Text: return at + "type " + action.path;
    case Kind::Resize: return at + "resize " + pixel(action.x) + " " + pixel(action.y);
    case Kind::Screenshot: return at + "screenshot " + action.path;
    }
    return at + "# unknown action";
}

} // namespace game::inspector
