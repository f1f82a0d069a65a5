// Fuzz target: the replay reader (game/src/sim/replay.hpp, `tilecast --replay FILE`).
//
// Any bytes go in; the reader must either return a replay or throw a std::runtime_error
// that names the file. A replay it returns must survive a round trip: written out and read
// back, it holds the same start, runs and settings changes, and a cursor reads exactly its
// steps. Anything else — another exception, a crash, a sanitizer report, a hang — is a bug.
#include "fuzz_support.hpp"

#include "sim/replay.hpp"

#include <stdexcept>
#include <string>

namespace {

bool same_start(const std::optional<game::ReplayStart>& a, const std::optional<game::ReplayStart>& b) {
    if (a.has_value() != b.has_value()) return false;
    if (!a) return true;
    return a->level == b->level && a->level_fingerprint == b->level_fingerprint && a->seed == b->seed &&
           a->extra_robots == b->extra_robots && a->stress_bullets == b->stress_bullets;
}

bool same_changes(const game::Replay& a, const game::Replay& b) {
    if (a.settings_changes().size() != b.settings_changes().size()) return false;
    for (std::size_t i = 0; i < a.settings_changes().size(); ++i) {
        if (a.settings_changes()[i].step != b.settings_changes()[i].step ||
            !(a.settings_changes()[i].settings == b.settings_changes()[i].settings)) {
            return false;
        }
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    game::Replay replay;
    try {
        replay = game::parse_replay(text, "fuzzed.replay");
    } catch (const std::runtime_error& error) {
        FUZZ_CHECK(std::string(error.what()).starts_with("fuzzed.replay:"),
                   std::string("the error does not name the file: ") + error.what());
        return 0;
    }
    const game::Replay again = game::parse_replay(game::format_replay(replay), "written.replay");
    FUZZ_CHECK(again.steps() == replay.steps(), "the step count changed in a round trip");
    FUZZ_CHECK(again.runs().size() == replay.runs().size(), "the run count changed in a round trip");
    FUZZ_CHECK(same_start(again.start, replay.start), "the start changed in a round trip");
    FUZZ_CHECK(same_changes(again, replay), "the settings changes changed in a round trip");
    if (replay.steps() <= 100'000) {  // a cursor reads steps one by one: keep each input quick
        std::int64_t steps = 0;
        for (game::ReplayCursor cursor(replay); !cursor.done(); ++steps) {
            (void)cursor.settings_due();
            (void)cursor.next();
        }
        FUZZ_CHECK(steps == replay.steps(), "a cursor read another number of steps than the replay holds");
    }
    return 0;
}
