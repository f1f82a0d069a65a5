#include "command.hpp"

#include "batch.hpp"
#include "number_parsing.hpp"
#include "query_runner.hpp"

#include <engine/tilemap/query_support.hpp>
#include <engine/version.hpp>
#include <levels/load_error.hpp>
#include <levels/regular_file.hpp>

#include <algorithm>
#include <istream>
#include <new>
#include <ostream>
#include <stdexcept>

namespace tilequery {

namespace {

constexpr const char* kFooter = R"(Coordinates are in tile space: tile (i, j) is [i, i+1) x [j, j+1), y grows downward.
Negative numbers work as they are (ray -3.5,2 4,-1); put "--" before an argument
that starts with "-." or "-inf".

Variants: ray: )";

std::string footer() {
    return std::string(kFooter) + variant_names(QueryKind::Ray) + "; circle: " + variant_names(QueryKind::Circle) +
           "; rect: " + variant_names(QueryKind::Rect) +
           R"(

--svg PATH draws the answer (grid, shape, tiles numbered in visit order) as SVG;
--compare VARIANT runs the query again with VARIANT and reports, and draws, the
tiles it adds (crossed out) and misses (dashed): ray 0,0 5,5 --compare float-dda

With --level PATH: `cast X0,Y0 X1,Y1 [--pixel-perfect]` casts a laser in world
pixels against the level's walls; `mask OUT.pbm` writes its collision mask.

--batch reads one JSON object per line from stdin and answers one line each:
  {"op":"ray","from":[x,y],"to":[x,y]}      {"op":"circle","centre":[x,y],"radius":r}
  {"op":"rect","min":[x,y],"max":[x,y]}     (optional "variant":"NAME" on any line)
  -> {"tiles":[[i,j],...]}  or  {"error":"..."} for a bad line; the batch goes on.
  With --level: {"op":"cast","from":[x,y],"to":[x,y],"pixel_perfect":true}
  -> {"hit":...,"from_inside":...,"point":[x,y],"tile":[i,j],"pixel":[x,y],
      "normal":[x,y],"fraction":f,"tiles_visited":n}

Exit status: 0 success, 1 some --batch line failed, 2 bad command line or arguments.
)";
}

void add_global_options(CLI::App& app, GlobalOptions& options) {
    app.add_flag("--json", options.json, "Print {\"tiles\": [[i, j], ...]} instead of the text report");
    app.add_option("--variant", options.variant, "Algorithm variant (see the list below); default: the exact one");
    app.add_flag("--batch", options.batch, "Answer JSON-lines queries from stdin (see below)");
    app.add_option("--max-tiles", options.max_tiles, "Refuse a query that would yield more tiles than this")
        ->check(CLI::Range(std::int64_t{1}, kMaxTilesPerQuery))
        ->capture_default_str();
    app.add_option("--level", options.level_path, "Level file (.txt, or Tiled .tmx / .tmj) for cast, mask and batch casts")
        ->check(CLI::Validator(
            [](std::string& path) -> std::string {
                // Like CLI::ExistingFile, but naming what the path is: a loop of symbolic
                // links, a directory or a named pipe is not "missing" (size: the loader's limit).
                const levels::FileRead checked = levels::check_regular_file(path, static_cast<std::size_t>(-1));
                return checked.ok() ? std::string{} : levels::printable_text(path) + ": " + checked.reason;
            },
            "FILE"));
    app.add_option("--svg", options.svg_path, "Also draw the answer as an SVG picture into this file (ray, circle, rect)");
    app.add_option("--compare", options.compare,
                   "Run the query again with this variant; report and draw the tiles it adds or misses");
    app.add_flag("--version", options.version, "Print the version and exit");
}

} // namespace

int run_tilequery(int argc, const char* const* argv, std::istream& in, std::ostream& out, std::ostream& err) {
    CLI::App app{"tilequery: which tiles does a ray, circle or rectangle visit, and in what order?", "tilequery"};
    app.footer(footer());
    GlobalOptions options;
    add_global_options(app, options);
    // Set before the subcommands are added, which copy it: global options may
    // then also follow a subcommand (`ray 0,0 5,3 --json`).
    app.fallthrough();
    const std::vector<std::unique_ptr<Command>> commands = make_commands();
    for (const auto& command : commands) {
        command->add_to(app);
    }
    app.require_subcommand(0, 1);
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& help) {
        return app.exit(help, out, err);
    } catch (const CLI::ParseError& error) {
        app.exit(error, out, err); // prints the message and a hint
        return 2;
    }
    if (options.version) {
        out << "tilequery (Tilecast) " << engine::version() << "\n";
        return 0;
    }
    const auto chosen = std::find_if(commands.begin(), commands.end(), [](const auto& command) { return command->chosen(); });
    try {
        if (options.batch) {
            if (!options.svg_path.empty() || !options.compare.empty()) {
                throw UsageError("--svg and --compare draw one query; they do not work with --batch");
            }
            if (chosen != commands.end()) {
                throw UsageError("--batch reads its queries from stdin; do not give a subcommand as well");
            }
            return run_batch(in, out, options);
        }
        if (chosen == commands.end()) {
            throw UsageError("no query given; use one of: ray, circle, rect, cast, mask, or --batch (see --help)");
        }
        const bool wants_picture = !options.svg_path.empty() || !options.compare.empty();
        if (wants_picture && !(*chosen)->draws_pictures()) {
            throw UsageError("--svg and --compare work with ray, circle and rect only");
        }
        if (!options.compare.empty() && options.json) {
            throw UsageError("--compare adds to the text report and the picture, not to --json");
        }
        return (*chosen)->run(options, out);
    } catch (const UsageError& error) {
        err << "tilequery: error: " << error.what() << "\n";
    } catch (const engine::QueryTooLarge& error) {
        err << "tilequery: error: " << error.what() << " (--max-tiles)\n";
    } catch (const std::invalid_argument& error) {
        err << "tilequery: error: " << error.what() << "\n";
    } catch (const std::out_of_range& error) {
        err << "tilequery: error: " << error.what() << "\n";
    } catch (const levels::LoadError& error) {
        err << "tilequery: error: " << error.what() << "\n";
    } catch (const std::bad_alloc&) {
        // A level or query past what this machine can hold: one line, never an abort.
        err << "tilequery: error: out of memory (the level or the query is too large for this machine)\n";
    }
    return 2;
}

} // namespace tilequery
