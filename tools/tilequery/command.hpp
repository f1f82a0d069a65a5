#pragma once
// tilequery's command-line shape: global options, and subcommands as objects.
//
// Each subcommand (ray, circle, rect — later e.g. `cast` and `mask` for a level
// given with a global `--level PATH`) is a `Command`: it registers its own
// CLI11 subcommand and arguments, and runs when chosen. Adding one means writing
// a class and listing it in `make_commands()`; parsing and error handling stay here.

#include "query_runner.hpp"

#include <CLI/CLI.hpp>

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

namespace tilequery {

/// Options that apply to every subcommand and to --batch.
struct GlobalOptions {
    bool json = false;        ///< print {"tiles": ...} instead of the text report
    bool batch = false;       ///< read JSON lines from stdin, answer one line each
    bool version = false;     ///< print the version and exit
    std::string variant;      ///< algorithm variant name; empty = the query's default
    std::int64_t max_tiles = kMaxTilesPerQuery; ///< refuse queries yielding more tiles
    std::string level_path;   ///< --level: the level `cast`, `mask` and batch "cast" lines use
    std::string svg_path;     ///< --svg: also draw the answer into this SVG file (ray, circle, rect)
    std::string compare;      ///< --compare: a second variant whose differences are reported and drawn
};

/// One subcommand of tilequery.
class Command {
public:
    virtual ~Command() = default;
    /// Registers the subcommand and its arguments with `app`.
    virtual void add_to(CLI::App& app) = 0;
    /// True when the user chose this subcommand (valid after parsing).
    virtual bool chosen() const = 0;
    /// True when it honours --svg and --compare (the tile queries do).
    virtual bool draws_pictures() const { return false; }
    /// Runs it, printing to `out`; returns the exit status. Throws `UsageError`
    /// (or the engine's argument exceptions) for bad input.
    virtual int run(const GlobalOptions& options, std::ostream& out) = 0;
};

/// All subcommands, in the order `--help` lists them.
std::vector<std::unique_ptr<Command>> make_commands();

/// Appends the subcommands that work on a --level (`cast`, `mask`).
void add_level_commands(std::vector<std::unique_ptr<Command>>& commands);

/// The whole program: parse `argv`, run, report errors; returns the exit status
/// (0 success, 1 some --batch line failed, 2 bad command line or arguments).
int run_tilequery(int argc, const char* const* argv, std::istream& in, std::ostream& out, std::ostream& err);

} // namespace tilequery
