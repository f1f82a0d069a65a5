#include "options.hpp"

#include "inspector/panel_set.hpp"
#include "inspector/probe.hpp"
#include "inspector/query_recorder.hpp"
#include "lessons/lesson_catalog.hpp"

#include <engine/units/math.hpp>

#include <CLI/CLI.hpp>

#include <charconv>
#include <cmath>
#include <cstdint>
#include <iostream>
#include <limits>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>

namespace game {
namespace {

constexpr int kUsageErrorStatus = 2;

// CLI11's Range and PositiveNumber compare the text as a double: NaN passes every comparison,
// and 1e30 or -1 reach the integer conversion, which wraps or fails with a puzzling message.
// These read the text the way the option will and name what is wrong (tests/BAD_INPUTS.md).
CLI::Validator whole_number(std::uint64_t low, std::uint64_t high, std::string description) {
    return CLI::Validator(
        [low, high](std::string& text) {
            std::uint64_t value = 0;
            const char* const end = text.data() + text.size();
            const auto [stop, error] = std::from_chars(text.data(), end, value);
            if (error != std::errc{} || stop != end || value < low || value > high) {
                return "must be a whole number " + std::to_string(low) + ".." + std::to_string(high) + ", got '" +
                       text + "'";
            }
            return std::string();
        },
        std::move(description));
}

CLI::Validator finite_number() {
    return CLI::Validator(
        [](std::string& text) {
            double value = 0.0;
            const char* const end = text.data() + text.size();
            const auto [stop, error] = std::from_chars(text.data(), end, value);
            if (error != std::errc{} || stop != end || !engine::is_finite(value)) {
                return "must be a finite number, got '" + text + "'";
            }
            return std::string();
        },
        "");
}

/// Accepts the text when `parse` does: its std::invalid_argument message (which names the
/// problem) becomes the option's error. The option keeps its text; the parser runs again
/// where it is used.
template <class Parse>
CLI::Validator parsed_by(Parse parse) {
    return CLI::Validator(
        [parse](std::string& text) {
            try {
                static_cast<void>(parse(text));
            } catch (const std::invalid_argument& problem) {
                return std::string(problem.what());
            }
            return std::string();
        },
        "");
}

void add_options(CLI::App& app, Options& options) {
    app.add_option("--level", options.level_path, "Level file to play (.txt, or Tiled .tmx / .tmj); default: the first shipped level")
        ->check(CLI::ExistingFile);
    app.add_flag("--list-levels", options.list_levels, "Print the shipped levels with their descriptions and quit");
    app.add_option("--lesson", options.lesson,
                   "Open a lesson: a chapter of docs/learn/ as a frozen scene with its probe cast (see --list-lessons)")
        ->check(parsed_by([](const std::string& text) { return &lessons::find_lesson(text); }))
        ->excludes("--level");
    app.add_flag("--list-lessons", options.list_lessons, "Print the lessons (name, chapter, what it shows) and quit");
    app.add_option("--seed", options.seed, "Seed for every random choice (same seed and inputs, same game)")
        ->check(whole_number(0, std::numeric_limits<std::uint64_t>::max(), ""));
    app.add_option("--frames", options.frames, "Quit after N frames (steps when headless); windowed, each frame is 1/60 s")
        ->check(whole_number(1, std::numeric_limits<std::int64_t>::max(), "POSITIVE"));
    app.add_option("--screenshot", options.screenshot_path, "Save a PNG of the last frame (UI included) to PATH");
    app.add_flag("--headless", options.headless, "No window: run the simulation with the built-in bot (or --replay)");
    app.add_flag("--bot", options.bot, "Let the built-in bot play in the window");
    app.add_option("--replay", options.replay_path, "Play the inputs recorded in FILE (see --record)")
        ->check(CLI::ExistingFile);
    app.add_option("--record", options.record_path, "Record this run's inputs to FILE, for --replay");
    app.add_option("--stats-json", options.stats_json_path,
                   "Write a JSON summary (queries and tiles by kind, hits, state_hash) to PATH at the end");
    app.add_option("--robots", options.robots, "Add N robots at random floor spots (stress test)")
        ->check(CLI::Range(0, 100000));
    app.add_option("--bullets", options.bullets, "Keep N harmless stray bullets in flight (stress test)")
        ->check(CLI::Range(0, 100000));
    app.add_flag("--no-index", options.no_index, "Find robots, bullets and the player by scanning them all, not through the object index");
    app.add_option("--engine", options.engine,
                   "Run the queries on the tuned engine or on the teaching core (engine/include/engine/teach/): "
                   "the same game, slower")
        ->check(CLI::IsMember({"tuned", "teaching"}));
    app.add_option("--index-tile-size", options.index_tile_size, "Tile size of the object index in pixels")
        ->check(CLI::Range(4, 1024));
    app.add_option("--zoom", options.zoom, "Screen pixels per level pixel at start (mouse wheel zooms)")
        ->check(finite_number())
        ->check(CLI::Range(0.25f, 6.0f));
    app.add_flag("--tile-casts", options.tile_casts, "Lasers and bullets stop at whole tiles instead of exact pixels");
    app.add_option("--panels", options.panels,
                   "Inspector panels to open at start: all, none, or a comma list of queries, inspector, parameters, "
                   "probe, stats, level")
        ->check(parsed_by([](const std::string& text) { return inspector::parse_panel_list(text); }));
    app.add_option("--probe", options.probe,
                   "A probe query to show: ray:X0,Y0,X1,Y1, circle:X,Y,R or rect:X0,Y0,X1,Y1 (world pixels)")
        ->check(parsed_by([](const std::string& text) { return inspector::parse_probe(text); }));
    app.add_option("--preset", options.preset,
                   "Start with the parameters saved under NAME in the Parameters panel (every other run starts at the "
                   "level's own values)");
    app.add_option("--settings-dir", options.settings_dir,
                   "Folder for the inspector's settings (inspector.json, imgui.ini); default ~/.config/tilecast");
    app.add_option("--input-script", options.input_script,
                   "Play synthetic input events from FILE, frame by frame (see game/src/inspector/input_script.hpp)")
        ->check(CLI::ExistingFile);
    app.add_option("--bot-hands", options.bot_hands,
                   "Let the built-in bot play with a person's hands: each frame its choice becomes key, mouse and "
                   "button events, saved to FILE as an input script that --input-script plays back")
        ->excludes("--input-script")
        ->excludes("--bot")
        ->excludes("--replay");
    app.add_option("--frame-log", options.frame_log,
                   "Write one JSON line per frame to FILE: the camera, where the actors are on screen, who hit the "
                   "player, and what covers the view (for window tests)");
    app.add_flag("--frozen", options.frozen, "Start with the simulation frozen (F9 resumes, F10 single-steps)");
    app.add_option("--freeze-on", options.freeze_on,
                   "Freeze right after the next query of a kind, and select it: laser, bullet_sweep, line_of_sight, "
                   "sensing, or hit (a laser or bullet reaching a robot or the player)")
        ->check(parsed_by([](const std::string& text) { return inspector::parse_trigger(text); }));
    app.add_option("--window", options.window_size,
                   "Window size WxH in pixels, e.g. 1600x900 (default: about 80 % of the screen's usable area)")
        ->check(parsed_by([](const std::string& text) { return parse_window_size(text); }));
    app.add_flag("--fullscreen", options.fullscreen, "Start full screen (F11 toggles)");
    app.add_option("--ui-scale", options.ui_scale,
                   "Scale of the panels' text and widgets, 0.5..4 (default: from the display's DPI)")
        ->check(finite_number())
        ->check(CLI::Range(0.5f, 4.0f));
    app.add_flag("--reset-layout", options.reset_layout,
                 "Put the inspector's panel column back to its default width, unfolded (also in the View menu)");
    app.add_flag("--mute", options.mute, "Start without sound (M toggles sound and remembers the choice)");
    app.add_flag("--no-shake", options.no_shake, "Do not shake the view when the player is hit");
    app.add_option("--log-level", options.log_level, "trace, debug, info, warn, error, critical or off")
        ->check(CLI::IsMember({"trace", "debug", "info", "warn", "error", "critical", "off"}));
}

} // namespace

WindowSize parse_window_size(const std::string& text) {
    constexpr int kLargest = 16384;
    const auto x = text.find_first_of("xX");
    WindowSize size;
    const auto whole = [&](std::string_view part, int& value) {
        const auto [stop, error] = std::from_chars(part.data(), part.data() + part.size(), value);
        return error == std::errc{} && stop == part.data() + part.size() && !part.empty();
    };
    const std::string_view all(text);
    if (x == std::string::npos || !whole(all.substr(0, x), size.width) || !whole(all.substr(x + 1), size.height)) {
        throw std::invalid_argument("--window: expected WIDTHxHEIGHT in pixels such as 1280x720, got '" + text + "'");
    }
    if (size.width < kMinWindowWidth || size.height < kMinWindowHeight || size.width > kLargest || size.height > kLargest) {
        throw std::invalid_argument("--window: the width must be " + std::to_string(kMinWindowWidth) + ".." +
                                    std::to_string(kLargest) + " and the height " + std::to_string(kMinWindowHeight) +
                                    ".." + std::to_string(kLargest) + " pixels, got '" + text + "'");
    }
    return size;
}

ParseResult parse_options(int argc, char** argv) {
    CLI::App app{"Tilecast: robots fire lasers through a tilemap; panels show every query."};
    app.set_version_flag("--version", std::string("tilecast ") + TILECAST_VERSION);
    Options options;
    add_options(app, options);
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        std::cout << app.help();
        return 0;
    } catch (const CLI::CallForVersion& version) {
        std::cout << version.what() << '\n';
        return 0;
    } catch (const CLI::ParseError& error) {
        // CLI11's own exit codes vary by error kind; a usage error is 2 by the
        // usual Unix convention, and scripts rely on that.
        std::cerr << "tilecast: " << error.what() << "\n\n" << app.help();
        return kUsageErrorStatus;
    }
    options.seed_given = app.count("--seed") > 0;
    if (!options.screenshot_path.empty() && options.headless) {
        std::cerr << "tilecast: --screenshot needs a renderer; drop --headless "
                     "(with no display, set SDL_VIDEODRIVER=offscreen)\n\n"
                  << app.help();
        return kUsageErrorStatus;
    }
    if (!options.preset.empty() && options.headless) {
        std::cerr << "tilecast: --preset sets the Parameters panel's values in a window; drop --headless\n\n"
                  << app.help();
        return kUsageErrorStatus;
    }
    if ((!options.bot_hands.empty() || !options.frame_log.empty()) && (options.headless || !options.frames)) {
        std::cerr << "tilecast: --bot-hands and --frame-log need a window and --frames (scripted frames are 1/60 s each)\n\n"
                  << app.help();
        return kUsageErrorStatus;
    }
    if (!options.lesson.empty() && options.headless) {
        std::cerr << "tilecast: --lesson opens a scene in a window; drop --headless\n\n" << app.help();
        return kUsageErrorStatus;
    }
    return options;
}

} // namespace game
