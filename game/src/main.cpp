// tilecast: the demo game. Parses the command line, sets up logging and runs the game
// with a window, or without one (--headless).

#include "app/app.hpp"
#include "app/level_catalog.hpp"
#include "lessons/lesson_catalog.hpp"
#include "options.hpp"

#include <spdlog/spdlog.h>

#include <exception>
#include <iostream>

namespace {

/// `options` with `--lesson` turned into what the window starts with: the lesson's level,
/// frozen, at its zoom. Options without a lesson are returned as they are.
game::Options with_lesson_level(game::Options options) {
    if (options.lesson.empty()) {
        return options;
    }
    const game::lessons::Lesson& lesson = game::lessons::find_lesson(options.lesson);
    options.level_path = game::lessons::level_path(lesson, game::shipped_levels_folder()).string();
    options.frozen = true;
    options.zoom = lesson.zoom;
    return options;
}

} // namespace

int main(int argc, char** argv) {
    const game::ParseResult parsed = game::parse_options(argc, argv);
    if (const int* exit_status = std::get_if<int>(&parsed)) {
        return *exit_status;
    }
    // A lesson plays its own level, frozen, at its zoom (game/src/lessons/).
    const game::Options options = with_lesson_level(std::get<game::Options>(parsed));
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
