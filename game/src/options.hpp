#pragma once
// Command-line options of the `tilecast` executable, parsed with CLI11.

#include <cstdint>
#include <optional>
#include <string>
#include <variant>

namespace game {

/// Everything the command line can set. Defaults are what `scripts/run` starts with.
struct Options {
    std::string level_path;                ///< --level: the level file to load (empty: the first shipped level)
    std::uint64_t seed = 1;                ///< --seed: seeds every random choice, for repeatable runs
    bool seed_given = false;               ///< --seed was on the command line (a replay brings its own)
    std::optional<std::int64_t> frames;    ///< --frames: quit after this many frames (unset: run until closed)
    std::string screenshot_path;           ///< --screenshot: save a PNG of the last frame, UI included
    bool headless = false;                 ///< --headless: no window, simulation only
    std::string log_level = "info";        ///< --log-level: spdlog level name
    bool no_index = false;                 ///< --no-index: find objects by scanning them all
    std::string engine = "tuned";          ///< --engine: "tuned" or "teaching" (the teaching core)
    bool tile_casts = false;               ///< --tile-casts: lasers and bullets see whole tiles, not pixels
    int index_tile_size = 64;              ///< --index-tile-size: the object index's tile size in pixels
    int robots = 0;                        ///< --robots: extra robots spread over the level
    int bullets = 0;                       ///< --bullets: stray bullets kept in flight (stress test)
    std::string replay_path;               ///< --replay: play these recorded inputs
    std::string record_path;               ///< --record: save the inputs of this run
    std::string stats_json_path;           ///< --stats-json: write the run's summary as JSON
    bool bot = false;                      ///< --bot: the built-in bot plays (always so when headless)
    bool list_levels = false;              ///< --list-levels: print the shipped levels and quit
    std::string lesson;                    ///< --lesson: open a lesson's scene (game/src/lessons/)
    bool list_lessons = false;             ///< --list-lessons: print the lessons and quit
    float zoom = 2.0f;                     ///< --zoom: screen pixels per level pixel at start (the wheel changes it)
    // The window
    std::string window_size;               ///< --window: "WxH" in pixels (empty: about 80 % of the display's usable area)
    bool fullscreen = false;               ///< --fullscreen: start full screen (F11 toggles)
    float ui_scale = 0.0f;                 ///< --ui-scale: size of the panels' text and widgets (0: from the display's DPI)
    // The query inspector
    bool reset_layout = false;             ///< --reset-layout: forget the panel column's saved width and folds
    std::string panels;                    ///< --panels: "all", "none" or a comma list of panels to open at start
    std::string probe;                     ///< --probe: ray:X0,Y0,X1,Y1 | circle:X,Y,R | rect:X0,Y0,X1,Y1 (world pixels)
    std::string preset;                    ///< --preset: start with the parameters saved under this name (Parameters panel)
    std::string settings_dir;              ///< --settings-dir: where the inspector keeps its settings (empty: ~/.config/tilecast)
    std::string input_script;              ///< --input-script: synthetic input events to play, frame by frame (tests, screenshots)
    std::string bot_hands;                 ///< --bot-hands: the bot plays through key and mouse events, saved here as an input script
    std::string frame_log;                 ///< --frame-log: one JSON line per frame (camera, actors, hits, what covers the view)
    bool frozen = false;                   ///< --frozen: start with the simulation frozen (F9 resumes, F10 steps)
    std::string freeze_on;                 ///< --freeze-on: freeze after the step of the next query of this kind (or "hit")
    bool mute = false;                     ///< --mute: no sound this run (M toggles it and remembers)
    bool no_shake = false;                 ///< --no-shake: the view does not shake when the player is hit
};

/// The smallest window the game allows (SDL keeps a resized window at least this large).
inline constexpr int kMinWindowWidth = 640;
inline constexpr int kMinWindowHeight = 400;

/// A window size "WxH" (for example "1280x720"), at least the smallest window, at most 16384
/// pixels a side. Throws std::invalid_argument naming what is wrong.
struct WindowSize {
    int width = 0;   ///< pixels
    int height = 0;  ///< pixels
};
WindowSize parse_window_size(const std::string& text);

/// What the process should do after parsing: run with these options, or exit
/// at once with this status (after --help / --version, or on a usage error).
using ParseResult = std::variant<Options, int>;

/// Parses argv. Usage errors print the message and the usage to stderr and
/// give exit status 2; --help and --version print to stdout and give 0.
ParseResult parse_options(int argc, char** argv);

} // namespace game
