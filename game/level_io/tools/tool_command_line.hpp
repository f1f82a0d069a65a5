#pragma once
// The command-line handling the level tools share (tilecast_tileset_gen, _level_convert,
// _level_preview): CLI11 parses and checks every argument, and a usage error exits with
// status 2, naming the argument, as tilecast and tilequery do (tests/BAD_INPUTS.md).

#include <CLI/CLI.hpp>

#include <iostream>
#include <optional>

namespace level_tools {

/// Parses `argv` into the options `app` was given. Returns the status to exit with when the
/// program should stop here (0 after --help, 2 after a usage error), or nothing to go on.
inline std::optional<int> parse_command_line(CLI::App& app, int argc, char** argv) {
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        std::cout << app.help();
        return 0;
    } catch (const CLI::ParseError& error) {
        std::cerr << app.get_name() << ": " << error.what() << "\n\n" << app.help();
        return 2; // the usual Unix status of a usage error; CLI11's own codes vary by kind
    }
    return std::nullopt;
}

} // namespace level_tools
