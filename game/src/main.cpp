// tilecast: the demo game. Parses the command line, sets up logging and runs the game
// with a window, or without one (--headless).

#include "app/app.hpp"
#include "lessons/lesson_catalog.hpp"
#include "lessons/lesson_scene.hpp"
#include "options.hpp"

#include <spdlog/spdlog.h>

#include <exception>
#include <iostream>

int main(int argc, char** argv) {
    const game::ParseResult parsed = game::parse_options(argc, argv);
    if (const int* exit_status = std::get_if<int>(&parsed)) {
        return *exit_status;
    }
    // A lesson plays its own level, frozen, at its zoom (game/src/lessons/).
    const game::Options options = game::lessons::with_lesson_level(std::get<game::Options>(parsed));
    spdlog::set_level(spdlog::level::from_str(options.log_level));
    try {
        if (options.list_levels) {
            return game::print_levels();
        }
        if (options.list_lessons) {
            game::lessons::print_lessons(std::cout);
            return 0;
        }
        return options.headless ? game::run_headless(options) : game::run_windowed(options);
    } catch (const std::exception& error) {
        spdlog::error("{}", error.what());
        return 1;
    }
}
