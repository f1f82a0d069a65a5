#include "batch.hpp"

#include "level_queries.hpp"
#include "number_parsing.hpp"
#include "output.hpp"

#include <engine/tilemap/query_support.hpp>
#include <levels/json_quote.hpp>
#include <levels/load_error.hpp>

#include <nlohmann/json.hpp>

#include <istream>
#include <string>
#include <new>
#include <ostream>
#include <stdexcept>

namespace tilequery {

namespace {

using nlohmann::json;

const json& field(const json& object, const char* name) {
    const auto found = object.find(name);
    if (found == object.end()) {
        throw UsageError(std::string("missing field \"") + name + "\"");
    }
    return *found;
}

double number_field(const json& value, const std::string& name) {
    if (!value.is_number()) {
        throw UsageError(std::string("\"") + name + "\" must be a number, got " + levels::quote_json_value(value));
    }
    return value.get<double>(); // 1e400 arrives as infinity and is refused by the checks
}

engine::TileSpacePoint point_field(const json& object, const char* name) {
    const json& value = field(object, name);
    if (!value.is_array() || value.size() != 2) {
        throw UsageError(std::string("\"") + name + "\" must be an array [x, y], got " + levels::quote_json_value(value));
    }
    const std::string prefix = name;
    return {check_coordinate(number_field(value[0], prefix + "[0]"), std::string("\"") + prefix + "[0]\""),
            check_coordinate(number_field(value[1], prefix + "[1]"), std::string("\"") + prefix + "[1]\"")};
}

/// The key of a circle's centre: "centre", or "center", the spelling tilequery read before, so
/// that batch files written for it still work. Both in one line is refused: which one was meant?
const char* centre_key(const json& object) {
    const bool old_spelling = object.contains("center");
    if (old_spelling && object.contains("centre")) {
        throw UsageError("both \"centre\" and \"center\" given; write the circle's centre once, as \"centre\"");
    }
    return old_spelling ? "center" : "centre";
}

QueryKind kind_field(const json& object) {
    const json& op = field(object, "op");
    if (op == "ray") {
        return QueryKind::Ray;
    }
    if (op == "circle") {
        return QueryKind::Circle;
    }
    if (op == "rect") {
        return QueryKind::Rect;
    }
    throw UsageError(std::string("unknown \"op\" ") + levels::quote_json_value(op) +
                     "; expected \"ray\", \"circle\", \"rect\" or \"cast\"");
}

json parse_batch_object(const std::string& line) {
    // Parse without exceptions: a malformed line is ordinary input here.
    json object = json::parse(line, nullptr, false);
    if (object.is_discarded()) {
        throw UsageError("not valid JSON");
    }
    if (!object.is_object()) {
        throw UsageError(std::string("expected a JSON object, got ") + levels::quote_json_value(object));
    }
    return object;
}

QuerySpec spec_from_object(const json& object, const std::string& default_variant) {
    QuerySpec spec;
    spec.kind = kind_field(object);
    spec.variant = default_variant;
    if (const auto variant = object.find("variant"); variant != object.end()) {
        if (!variant->is_string()) {
            throw UsageError(std::string("\"variant\" must be a string, got ") + levels::quote_json_value(*variant));
        }
        spec.variant = variant->get<std::string>();
    }
    switch (spec.kind) {
    case QueryKind::Ray:
        spec.a = point_field(object, "from");
        spec.b = point_field(object, "to");
        break;
    case QueryKind::Circle:
        spec.a = point_field(object, centre_key(object));
        spec.radius = check_radius(number_field(field(object, "radius"), "radius"), "\"radius\"");
        break;
    case QueryKind::Rect:
        spec.a = point_field(object, "min");
        spec.b = point_field(object, "max");
        break;
    }
    return spec;
}

bool is_cast(const json& object) {
    const auto op = object.find("op");
    return op != object.end() && *op == "cast";
}

/// The answer to one line: a tile query, or a laser cast on the --level.
std::string answer_line(const std::string& line, const GlobalOptions& options, LevelSource& level) {
    const json object = parse_batch_object(line);
    if (is_cast(object)) {
        return format_cast_json(run_cast(level.get(), parse_cast_object(object)));
    }
    return format_json(run_query(spec_from_object(object, options.variant), options.max_tiles));
}

/// The longest query line read: a query is a short JSON object, and a line longer than this
/// (a runaway generator, a file that is not queries) must not be held, parsed or echoed whole.
constexpr std::size_t kLongestBatchLine = std::size_t{1} << 20;

/// Reads one line into `line` (without its newline); false at the end of the input. A line
/// longer than `kLongestBatchLine` is read to its end but not kept: `too_long` says so.
bool read_batch_line(std::istream& in, std::string& line, bool& too_long) {
    line.clear();
    too_long = false;
    bool any = false;
    for (int c = in.get(); c != std::char_traits<char>::eof(); c = in.get()) {
        any = true;
        if (c == '\n') {
            return true;
        }
        if (line.size() < kLongestBatchLine) {
            line.push_back(static_cast<char>(c));
        } else {
            too_long = true;
        }
    }
    return any;
}

} // namespace

QuerySpec parse_batch_line(const std::string& line, const std::string& default_variant) {
    return spec_from_object(parse_batch_object(line), default_variant);
}

int run_batch(std::istream& in, std::ostream& out, const GlobalOptions& options) {
    LevelSource level(options.level_path);
    bool any_failed = false;
    std::string line;
    bool too_long = false;
    for (long line_number = 1; read_batch_line(in, line, too_long); ++line_number) {
        if (!too_long && line.find_first_not_of(" \t\r") == std::string::npos) {
            continue;
        }
        std::string answer;
        try {
            if (too_long) {
                throw UsageError("longer than " + std::to_string(kLongestBatchLine) +
                                 " bytes; a query is one short JSON object per line");
            }
            answer = answer_line(line, options, level);
        } catch (const UsageError& error) {
            answer = format_json_error(std::string("line ") + std::to_string(line_number) + ": " + error.what());
        } catch (const std::invalid_argument& error) {
            answer = format_json_error(std::string("line ") + std::to_string(line_number) + ": " + error.what());
        } catch (const std::out_of_range& error) {
            answer = format_json_error(std::string("line ") + std::to_string(line_number) + ": " + error.what());
        } catch (const engine::QueryTooLarge& error) {
            answer = format_json_error(std::string("line ") + std::to_string(line_number) + ": " + error.what());
        } catch (const levels::LoadError& error) {
            answer = format_json_error(std::string("line ") + std::to_string(line_number) + ": " + error.what());
        } catch (const std::bad_alloc&) {
            answer = format_json_error(std::string("line ") + std::to_string(line_number) +
                                       ": out of memory (the level or the query is too large for this machine)");
        }
        any_failed = any_failed || answer.rfind("{\"error\"", 0) == 0;
        // One flush per answer, so a program driving tilequery through a pipe
        // gets each reply as soon as it is ready.
        out << answer << '\n' << std::flush;
    }
    return any_failed ? 1 : 0;
}

} // namespace tilequery
