// NaN, +infinity, -infinity and 1e30 in every number of the `tilequery` command line and
// of its --batch lines (tests/BAD_INPUTS.md, "Numbers"): exit status 2 (1 for --batch)
// with an error naming the argument, and no answer printed.
#include "run_tool.hpp"

#include <nlohmann/json.hpp>

#include <array>
#include <sstream>
#include <string>
#include <vector>

namespace {

using bad_inputs::contains;
using bad_inputs::error_message;
using bad_inputs::run_tool;

constexpr std::array<const char*, 4> kBadValues{"nan", "inf", "-inf", "1e30"};

// Every numeric argument: the command line with X where the bad value goes, and the
// argument's name as the tool prints it. "--" lets a value start with '-' (as the help says).
struct Slot {
    const char* command;
    const char* named;
};

constexpr std::array<Slot, 11> kSlots{{
    {"ray -- X,0 1,1", "FROM.x"},
    {"ray -- 0,X 1,1", "FROM.y"},
    {"ray -- 0,0 X,1", "TO.x"},
    {"ray -- 0,0 1,X", "TO.y"},
    {"circle -- X,0 1", "CENTRE.x"},
    {"circle -- 0,X 1", "CENTRE.y"},
    {"circle -- 0,0 X", "RADIUS"},
    {"rect -- X,0 1,1", "MIN.x"},
    {"rect -- 0,X 1,1", "MIN.y"},
    {"rect -- 0,0 X,1", "MAX.x"},
    {"rect -- 0,0 1,X", "MAX.y"},
}};

std::string with_value(std::string command, const std::string& value) {
    return command.replace(command.find('X'), 1, value);
}

TEST(TilequeryBadNumbers, EveryCommandLineNumberIsRefusedByName) {
    for (const Slot& slot : kSlots) {
        for (const char* value : kBadValues) {
            const std::string arguments = with_value(slot.command, value);
            SCOPED_TRACE(arguments);
            for (const char* output : {"", "--json "}) {
                const auto run = run_tool(TILEQUERY_PATH, output + arguments);
                EXPECT_EQ(run.status, 2);
                EXPECT_TRUE(contains(error_message(run.err), slot.named)) << run.err;
                EXPECT_TRUE(run.out.empty()) << run.out;
            }
        }
    }
}

TEST(TilequeryBadNumbers, MaxTilesOptionIsRefusedByName) {
    for (const char* value : kBadValues) {
        SCOPED_TRACE(value);
        const auto run = run_tool(TILEQUERY_PATH, std::string("--max-tiles=") + value + " ray 0,0 1,1");
        EXPECT_EQ(run.status, 2);
        EXPECT_TRUE(contains(error_message(run.err), "--max-tiles")) << run.err;
        EXPECT_TRUE(run.out.empty()) << run.out;
    }
}

// JSON has no NaN or infinity: a line writing them is not JSON, and 1e400 overflows to
// infinity while parsing. Each bad line is answered with an error naming its line (and the
// field, when the JSON itself is fine); the lines around it are answered normally.
TEST(TilequeryBadNumbers, EveryBatchNumberIsRefusedByNameAndTheBatchGoesOn) {
    const std::vector<std::pair<std::string, std::string>> fields{
        {R"({"op":"ray","from":[X,0],"to":[1,1]})", "from[0]"},  {R"({"op":"ray","from":[0,X],"to":[1,1]})", "from[1]"},
        {R"({"op":"ray","from":[0,0],"to":[X,1]})", "to[0]"},    {R"({"op":"ray","from":[0,0],"to":[1,X]})", "to[1]"},
        {R"({"op":"circle","centre":[X,0],"radius":1})", "centre[0]"},
        {R"({"op":"circle","centre":[0,X],"radius":1})", "centre[1]"},
        {R"({"op":"circle","centre":[0,0],"radius":X})", "radius"},
        {R"({"op":"rect","min":[X,0],"max":[1,1]})", "min[0]"},  {R"({"op":"rect","min":[0,X],"max":[1,1]})", "min[1]"},
        {R"({"op":"rect","min":[0,0],"max":[X,1]})", "max[0]"},  {R"({"op":"rect","min":[0,0],"max":[1,X]})", "max[1]"},
    };
    const std::string good = R"({"op":"ray","from":[0.5,0.5],"to":[2.5,0.5]})";
    for (const auto& [line, field] : fields) {
        for (const std::string value : {"NaN", "Infinity", "-Infinity", "1e400", "-1e400", "1e30"}) {
            const std::string bad_line = with_value(line, value);
            SCOPED_TRACE(bad_line);
            const auto run = run_tool(TILEQUERY_PATH, "--batch", good + "\n" + bad_line + "\n" + good + "\n");
            EXPECT_EQ(run.status, 1);
            std::vector<nlohmann::json> answers;
            std::istringstream lines(run.out);
            for (std::string answer; std::getline(lines, answer);) {
                answers.push_back(nlohmann::json::parse(answer));
            }
            ASSERT_EQ(answers.size(), 3U) << run.out;
            EXPECT_EQ(answers[0], answers[2]);
            ASSERT_TRUE(answers[1].contains("error")) << run.out;
            const std::string error = answers[1]["error"].get<std::string>();
            EXPECT_TRUE(error.starts_with("line 2: ")) << error;
            // NaN and Infinity are not JSON at all and 1e400 overflows while parsing: the
            // whole line is refused as "not valid JSON". 1e30 is JSON: its field is named.
            EXPECT_TRUE(value == "1e30" ? contains(error, field) : contains(error, "not valid JSON")) << error;
        }
    }
}

TEST(TilequeryBadNumbers, ZeroLengthRaysAndRadiusZeroAreAnswered) {
    auto run = run_tool(TILEQUERY_PATH, "--json ray -- -1.5,2.5 -1.5,2.5");
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out, "{\"tiles\":[[-2,2]]}\n");
    run = run_tool(TILEQUERY_PATH, "--json circle 3.5,3.5 0");
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out, "{\"tiles\":[[3,3]]}\n");
    run = run_tool(TILEQUERY_PATH, "--json circle -- 3.5,3.5 -0.001");
    EXPECT_EQ(run.status, 2);
    EXPECT_TRUE(contains(error_message(run.err), "RADIUS")) << run.err;
}

} // namespace
