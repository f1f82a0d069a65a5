// Fuzz target: the Tiled loader reading XML — `.tmx` maps with embedded or external `.tsx`
// tilesets (levels/tiled_level.hpp, through the TMX reader and everything after it).
//
// The input is a map, optionally followed by a line "#tsx" and the text of the external
// tileset the map names (any name: the asset source serves that text for every tileset
// file; without it, the shipped tileset as TSX). Nothing is read from disk: every image is
// the shipped tileset, held in memory. A map that loads must keep level.hpp's promises and
// survive a round trip through the Tiled writer; one that does not must throw a
// levels::LoadError naming a file. Anything else is a bug.
#include "fuzz_support.hpp"
#include "level_checks.hpp"

#include "levels/tiled_level.hpp"

#include <optional>
#include <string_view>

namespace {

const std::string& shipped_tsx() {
    static const std::string text = "<?xml version=\"1.0\"?>\n<tileset name=\"t\" tilewidth=\"32\" tileheight=\"32\" "
                                    "tilecount=\"40\" columns=\"8\">\n <image source=\"tileset.png\" width=\"256\" "
                                    "height=\"160\"/>\n</tileset>\n";
    return text;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    constexpr std::string_view kSeparator = "\n#tsx\n";
    const std::size_t split = input.find(kSeparator);
    const std::string_view map_text = input.substr(0, split);
    const std::string tsx_text =
        split == std::string_view::npos ? shipped_tsx() : std::string(input.substr(split + kSeparator.size()));
    const std::filesystem::path file = "levels/fuzzed.tmx";
    std::optional<levels::Level> level;
    try {
        level.emplace(levels::parse_tiled_level(map_text, file, fuzz::fuzz_assets(tsx_text)));
    } catch (const levels::LoadError& error) {
        FUZZ_CHECK(!error.file().empty(), std::string("an error without a file: ") + error.what());
        FUZZ_CHECK(!error.problem().empty(), "an error without a problem text");
        FUZZ_CHECK(std::string_view{error.what()}.find('\n') == std::string_view::npos,
                   std::string("an error of more than one line: ") + error.what());
        return 0;
    }
    fuzz::check_level_invariants(*level);
    fuzz::check_tiled_round_trip(*level);
    return 0;
}
