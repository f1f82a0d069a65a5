#include "options.hpp"

#include <CLI/CLI.hpp>

#include <iostream>

namespace game {
namespace {

constexpr int kUsageErrorStatus = 2;

void add_options(CLI::App& app, Options& options) {
    app.add_option("--level", options.level_path, "Level file to play (.txt or Tiled .tmj); default: the first shipped level")
        ->check(CLI::ExistingFile);
    app.add_flag("--list-levels", options.list_levels, "Print the shipped levels with their descriptions and quit");
    app.add_option("--seed", options.seed, "Seed for every random choice (same seed and inputs, same game)");
    app.add_option("--frames", options.frames, "Quit after N frames (steps when headless); windowed, each frame is 1/60 s")
        ->check(CLI::PositiveNumber);
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
    app.add_option("--index-tile-size", options.index_tile_size, "Tile size of the object index in pixels")
        ->check(CLI::Range(4, 1024));
    app.add_flag("--tile-casts", options.tile_casts, "Lasers and bullets stop at whole tiles instead of exact pixels");
    app.add_option("--log-level", options.log_level, "trace, debug, info, warn, error, critical or off")
        ->check(CLI::IsMember({"trace", "debug", "info", "warn", "error", "critical", "off"}));
}

} // namespace

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
    if (!options.screenshot_path.empty() && options.headless) {
        std::cerr << "tilecast: --screenshot needs a renderer; drop --headless "
                     "(with no display, set SDL_VIDEODRIVER=offscreen)\n\n"
                  << app.help();
        return kUsageErrorStatus;
    }
    return options;
}

} // namespace game
