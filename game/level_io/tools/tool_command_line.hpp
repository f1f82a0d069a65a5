#pragma once
// The command-line handling the level tools share (tilecast_tileset_gen, _level_convert,
// _level_preview): CLI11 parses and checks every argument, and a usage error exits with
// status 2, naming the argument, as tilecast and tilequery do (tests/BAD_INPUTS.md).

#include "levels/regular_file.hpp"

#include <CLI/CLI.hpp>

#include <iostream>
#include <optional>

namespace level_tools {

/// CLI11's ExistingFile, but saying what the path is when it is not a file to read: missing,
/// a loop of symbolic links, a directory, a named pipe or a device (the size is left to the
/// loader, which names its limit).
inline CLI::Validator readable_file() {
    return CLI::Validator(
        [](std::string& path) -> std::string {
            const levels::FileRead checked = levels::check_regular_file(path, static_cast<std::size_t>(-1));
            return checked.ok() ? std::string{} : levels::printable_text(path) + ": " + checked.reason;
        },
        "FILE");
}

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
