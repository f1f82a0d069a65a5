// Fuzz target: `tilequery --batch`, the JSON-lines front end of the tile queries
// (tools/tilequery/batch.cpp), and the laser casts a batch line can ask for on a level.
//
// The input is the batch's stdin. Every non-blank line must be answered by exactly one
// line of valid JSON, either {"tiles":[...]} or {"error":"line N: ..."}; the run must end
// (a query over the tile limit is refused, never run). Each line is also run through the
// text report (tile list and ASCII picture) that the subcommands print. Anything thrown
// that `run_batch` does not turn into an error line — a crash, a sanitizer report — is a bug.
#include "fuzz_assets.hpp"
#include "fuzz_support.hpp"

#include "batch.hpp"
#include "level_queries.hpp"
#include "number_parsing.hpp"
#include "output.hpp"

#include <engine/tilemap/query_support.hpp>
#include <levels/load_level.hpp>
#include <nlohmann/json.hpp>

#include <sstream>
#include <string>

namespace {

// Small enough that every fuzz run stays fast; big enough for real answers.
constexpr std::int64_t kFuzzMaxTiles = 20000;

bool blank(const std::string& line) { return line.find_first_not_of(" \t\r") == std::string::npos; }

// The text report of one line, when the line is a valid query (errors were checked by
// run_batch already). A "cast" line runs on the shipped level 01, loaded once: run_batch
// itself has no --level here, so it answers casts with an error naming --level.
void text_report(const std::string& line) {
    static const levels::Level level = levels::load_level(fuzz::source_dir() / "levels" / "01_foundry.txt");
    try {
        const nlohmann::json object = nlohmann::json::parse(line, nullptr, false);
        if (object.is_object() && object.contains("op") && object["op"] == "cast") {
            const tilequery::CastSpec spec = tilequery::parse_cast_object(object);
            const engine::CastResult result = tilequery::run_cast(level, spec);
            FUZZ_CHECK(nlohmann::json::accept(tilequery::format_cast_json(result)), "cast JSON is not JSON");
            FUZZ_CHECK(!tilequery::format_cast_text(level, spec, result).empty(), "an empty cast report");
            return;
        }
        const tilequery::QuerySpec spec = tilequery::parse_batch_line(line, "");
        const tilequery::QueryResult result = tilequery::run_query(spec, kFuzzMaxTiles);
        FUZZ_CHECK(static_cast<std::int64_t>(result.tiles.size()) == result.stats.tiles_visited,
                   "tiles_visited differs from the tiles yielded");
        FUZZ_CHECK(!tilequery::format_text(spec, result).empty(), "an empty text report");
    } catch (const tilequery::UsageError&) {
    } catch (const std::invalid_argument&) {
    } catch (const std::out_of_range&) {
    } catch (const engine::QueryTooLarge&) {
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string input(reinterpret_cast<const char*>(data), size);
    std::istringstream in(input);
    std::ostringstream out;
    tilequery::GlobalOptions options;
    options.batch = true;
    options.max_tiles = kFuzzMaxTiles;
    const int status = tilequery::run_batch(in, out, options);
    FUZZ_CHECK(status == 0 || status == 1, "run_batch returned " + std::to_string(status));

    // One answer per non-blank line, in order, each one valid JSON.
    std::istringstream questions(input);
    std::istringstream answers(out.str());
    std::string question;
    std::string answer;
    bool any_error = false;
    long line_number = 0;
    while (std::getline(questions, question)) {
        ++line_number;
        if (blank(question)) {
            continue;
        }
        FUZZ_CHECK(static_cast<bool>(std::getline(answers, answer)), "no answer for line " + std::to_string(line_number));
        const nlohmann::json reply = nlohmann::json::parse(answer, nullptr, false);
        FUZZ_CHECK(!reply.is_discarded() && reply.is_object() && reply.size() == 1, "not one JSON object: " + answer);
        if (reply.contains("error")) {
            any_error = true;
            const std::string prefix = "line " + std::to_string(line_number) + ": ";
            FUZZ_CHECK(reply["error"].is_string() && reply["error"].get<std::string>().starts_with(prefix),
                       "error not naming line " + std::to_string(line_number) + ": " + answer);
        } else {
            FUZZ_CHECK(reply.contains("tiles") && reply["tiles"].is_array(), "neither tiles nor error: " + answer);
            FUZZ_CHECK(reply["tiles"].size() <= static_cast<std::size_t>(kFuzzMaxTiles), "more tiles than the limit");
        }
        text_report(question);
    }
    FUZZ_CHECK(!std::getline(answers, answer), "an answer too many: " + answer);
    FUZZ_CHECK(status == (any_error ? 1 : 0), "exit status disagrees with the answers");
    return 0;
}
