#include "options.hpp"

#include <CLI/CLI.hpp>

#include <iostream>

namespace game {
namespace {

constexpr int kUsageErrorStatus = 2;

void add_options(CLI::App& app, Options& options) {
    app.add_option("--level", options.level_path, "Level file to play (.txt or Tiled .tmj)")
        ->check(CLI::ExistingFile);
    app.add_option("--seed", options.seed, "Seed for every random choice (same seed, same game)");
    app.add_option("--frames", options.frames, "Quit after N frames")->check(CLI::PositiveNumber);
    app.add_option("--screenshot", options.screenshot_path,
                   "Save a PNG of the last frame (UI included) to PATH");
    app.add_flag("--headless", options.headless, "No window: run the simulation only");
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
