#pragma once
/// Scripted input: synthetic SDL events pushed into the game's own event queue
/// (`SDL_PushEvent`) at given frames — for window tests and reproducible documentation
/// screenshots (`--input-script FILE`).
///
/// What it is for: a test can open panels, click a table row, move a slider, drag a probe
/// ray and take screenshots, all through the same event path a person's hands use. Dear
/// ImGui 1.86's SDL backend reads the mouse position and buttons by polling SDL, which
/// pushed events do not change; so while a script runs, the inspector hands ImGui the
/// scripted pointer instead (`Inspector::before_new_frame`).
///
/// The format: one command per line, `#` starts a comment; FRAME counts the frames of the
/// window loop from 0; coordinates are window pixels.
///
///     FRAME key NAME                    # key down at FRAME, up at FRAME + 1 (SDL key names: F9, P, Escape, Return, Left_Ctrl)
///     FRAME keydown NAME | keyup NAME
///     FRAME move X Y                    # pointer motion
///     FRAME down X Y | up X Y           # left button, with a motion to X Y first
///     FRAME click X Y                   # down at FRAME, up at FRAME + 1
///     FRAME drag X0 Y0 X1 Y1 N          # down at FRAME, N motions, up at FRAME + N + 1
///     FRAME wheel DY                    # mouse wheel clicks (positive: zoom in)
///     FRAME type TEXT                   # each character typed: key down, text input, key up (one per frame)
///     FRAME resize W H                  # the window resized to W x H (SDL keeps it at least 640 x 400)
///     FRAME screenshot PATH             # after FRAME is drawn: PATH (PNG) and PATH.json (what was drawn where)
///
/// Example: `10 key F2` opens the Queries panel at frame 10.

#include <SDL.h>

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace game::inspector {

/// One scripted action.
struct ScriptAction {
    /// What it does.
    enum class Kind : std::uint8_t { KeyDown, KeyUp, Move, ButtonDown, ButtonUp, Wheel, Text, Resize, Screenshot };
    std::int64_t frame = 0;         ///< the frame it happens in
    Kind kind = Kind::Move;         ///< what
    SDL_Keycode key = SDLK_UNKNOWN; ///< KeyDown, KeyUp
    float x = 0.0f;                 ///< pointer position (Move, ButtonDown, ButtonUp); Resize: the size
    float y = 0.0f;
    int wheel = 0;                  ///< Wheel clicks
    std::string path;               ///< Screenshot file; Text: the character typed
};

/// A parsed input script (see the file comment).
class InputScript {
public:
    /// No actions.
    InputScript() = default;
    /// Parses `text`; `source` names it in errors. Throws std::invalid_argument with the
    /// source and line of the first bad command.
    static InputScript parse(std::string_view text, std::string_view source);
    /// Reads and parses the file `path`. Throws std::runtime_error when it cannot be read.
    static InputScript load(const std::filesystem::path& path);

    /// Pushes the events of `frame` into SDL's queue (to `window_id`), and appends the
    /// screenshot paths due after this frame to `screenshots`.
    void push_events(std::int64_t frame, std::uint32_t window_id, std::vector<std::string>& screenshots) const;

    /// Adds `action` after the others; its frame must be no earlier than theirs (a player who
    /// writes the script while it plays: `--bot-hands`). Throws std::invalid_argument otherwise.
    void append(const ScriptAction& action);
    /// The script line that plays `action`: `parse` reads it back to the same events.
    static std::string line_of(const ScriptAction& action);

    /// The actions, sorted by frame.
    const std::vector<ScriptAction>& actions() const noexcept { return actions_; }
    /// True when there is nothing to play.
    bool empty() const noexcept { return actions_.empty(); }

private:
    std::vector<ScriptAction> actions_;
};

} // namespace game::inspector
