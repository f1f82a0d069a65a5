// Fuzz target: the plain-text level parser (levels/text_level.hpp, levels/FORMAT.md).
//
// Any bytes go in; the parser must either return a level that keeps level.hpp's promises
// and survives a round trip through the Tiled writer and loader, or throw a
// levels::LoadError naming this file. Anything else — another exception, a crash, a
// sanitizer report, a hang — is a bug. The tileset is the shipped one, held in memory.
#include "fuzz_support.hpp"
#include "level_checks.hpp"

#include "levels/text_level.hpp"

#include <optional>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const std::filesystem::path file = "levels/fuzzed.txt";
    std::optional<levels::Level> level;
    try {
        level.emplace(levels::parse_text_level(text, file, fuzz::fuzz_assets(fuzz::shipped_tsj())));
    } catch (const levels::LoadError& error) {
        FUZZ_CHECK(error.file() == file || error.file().string().find("missing") != std::string::npos,
                   std::string("the error names another file: ") + error.what());
        FUZZ_CHECK(!error.problem().empty(), "an error without a problem text");
        return 0;
    }
    fuzz::check_level_invariants(*level);
    fuzz::check_tiled_round_trip(*level);
    return 0;
}
