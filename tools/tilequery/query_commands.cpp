// The ray, circle and rect subcommands: two positional arguments each, parsed
// strictly, run through run_query, printed as text or JSON.

#include "command.hpp"
#include "number_parsing.hpp"
#include "output.hpp"
#include "query_runner.hpp"
#include "svg_picture.hpp"

#include <optional>
#include <ostream>

namespace tilequery {

namespace {

class QueryCommand final : public Command {
public:
    QueryCommand(QueryKind kind, std::string description, std::string first_name, std::string first_help,
                 std::string second_name, std::string second_help)
        : kind_{kind}, description_{std::move(description)}, first_name_{std::move(first_name)},
          first_help_{std::move(first_help)}, second_name_{std::move(second_name)}, second_help_{std::move(second_help)} {}

    void add_to(CLI::App& app) override {
        subcommand_ = app.add_subcommand(kind_name(kind_), description_);
        // Taken as text and parsed here, so that errors name the argument and
        // NaN, infinity or "1e30" are refused with the engine's range in mind.
        subcommand_->add_option(first_name_, first_text_, first_help_)->required();
        subcommand_->add_option(second_name_, second_text_, second_help_)->required();
    }

    bool chosen() const override { return subcommand_ != nullptr && subcommand_->parsed(); }
    bool draws_pictures() const override { return true; }

    int run(const GlobalOptions& options, std::ostream& out) override {
        QuerySpec spec;
        spec.kind = kind_;
        spec.variant = options.variant;
        spec.a = parse_point(first_text_, first_name_);
        if (kind_ == QueryKind::Circle) {
            spec.radius = parse_radius(second_text_, second_name_);
        } else {
            spec.b = parse_point(second_text_, second_name_);
        }
        const QueryResult result = run_query(spec, options.max_tiles);
        std::optional<QueryResult> compared;
        if (!options.compare.empty()) {
            QuerySpec other = spec;
            other.variant = options.compare;
            compared = run_query(other, options.max_tiles);
        }
        // The picture is drawn before anything is printed, so that a picture too
        // large to draw fails the command as a whole.
        if (!options.svg_path.empty()) {
            write_text_file(options.svg_path, svg_picture(spec, result, compared ? &*compared : nullptr));
        }
        out << (options.json ? format_json(result) + "\n" : format_text(spec, result));
        if (compared) {
            out << format_comparison(result, *compared);
        }
        return 0;
    }

private:
    QueryKind kind_;
    std::string description_;
    std::string first_name_, first_help_, second_name_, second_help_;
    std::string first_text_, second_text_;
    CLI::App* subcommand_ = nullptr;
};

} // namespace

std::vector<std::unique_ptr<Command>> make_commands() {
    std::vector<std::unique_ptr<Command>> commands;
    commands.push_back(std::make_unique<QueryCommand>(QueryKind::Ray, "Tiles on the segment FROM -> TO, in order",
                                                      "FROM", "Start point X,Y", "TO", "End point X,Y"));
    commands.push_back(std::make_unique<QueryCommand>(QueryKind::Circle, "Tiles touching the disk, row by row",
                                                      "CENTRE", "Centre X,Y", "RADIUS", "Radius in tiles (>= 0)"));
    commands.push_back(std::make_unique<QueryCommand>(QueryKind::Rect,
                                                      "Tiles overlapping the half-open rectangle, row by row",
                                                      "MIN", "One corner X,Y", "MAX", "The opposite corner X,Y"));
    add_level_commands(commands);
    return commands;
}

} // namespace tilequery
