// Fuzz target: the Tiled map loader (.tmj maps with an embedded or external .tsj tileset,
// levels/tiled_level.hpp).
//
// The input is a map, optionally followed by a line "#tsj" and the text of the external
// tileset the map names (without it, a map naming a .tsj gets the shipped
// levels/tilecast.tsj). Nothing is read from disk: the tileset image is the shipped one,
// held in memory. A map that loads must keep level.hpp's promises and survive a round
// trip through the Tiled writer; one that does not must throw a levels::LoadError naming
// the map or the tileset. Anything else is a bug.
#include "fuzz_support.hpp"
#include "level_checks.hpp"

#include "levels/tiled_level.hpp"

#include <optional>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    constexpr std::string_view kSeparator = "\n#tsj\n";
    const std::size_t split = input.find(kSeparator);
    const std::string_view map_text = input.substr(0, split);
    const std::string tsj_text =
        split == std::string_view::npos ? fuzz::shipped_tsj() : std::string(input.substr(split + kSeparator.size()));
    const std::filesystem::path file = "levels/fuzzed.tmj";
    std::optional<levels::Level> level;
    try {
        level.emplace(levels::parse_tiled_level(map_text, file, fuzz::fuzz_assets(tsj_text)));
    } catch (const levels::LoadError& error) {
        FUZZ_CHECK(!error.file().empty(), std::string("an error without a file: ") + error.what());
        FUZZ_CHECK(!error.problem().empty(), "an error without a problem text");
        return 0;
    }
    fuzz::check_level_invariants(*level);
    fuzz::check_tiled_round_trip(*level);
    return 0;
}
