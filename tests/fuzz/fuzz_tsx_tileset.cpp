// Fuzz target: external `.tsx` tilesets (the TSX reader and the tileset checks after it),
// under a fixed small TMX map that uses gids 1..3 of the tileset and an image layer.
//
// The input is the tileset's text. Every image is the shipped tileset, held in memory, so
// margin, spacing, tile sizes, declared counts, per-tile properties, collision shapes and
// image-collection tiles are all checked against a real 256 x 160 image. A tileset that
// loads must give a level keeping level.hpp's promises (and a round trip through the Tiled
// writer); one that does not must throw a levels::LoadError naming the map or the tileset.
#include "fuzz_support.hpp"
#include "level_checks.hpp"

#include "levels/tiled_level.hpp"

#include <optional>
#include <string_view>

namespace {

constexpr std::string_view kMap = R"(<?xml version="1.0"?>
<map orientation="orthogonal" width="4" height="3" tilewidth="32" tileheight="32">
 <tileset firstgid="1" source="set.tsx"/>
 <layer name="floor" width="4" height="3"><data encoding="csv">3,3,3,3,3,3,3,3,3,3,3,3</data></layer>
 <layer name="walls" width="4" height="3"><data encoding="csv">1,1,1,1,2,0,0,2,1,1,1,1</data></layer>
 <objectgroup name="o"><object id="1" name="spawn" x="48" y="48"><point/></object></objectgroup>
</map>
)";

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string tsx_text(reinterpret_cast<const char*>(data), size);
    const std::filesystem::path file = "levels/fuzzed.tmx";
    std::optional<levels::Level> level;
    try {
        level.emplace(levels::parse_tiled_level(kMap, file, fuzz::fuzz_assets(tsx_text)));
    } catch (const levels::LoadError& error) {
        FUZZ_CHECK(error.file() == file || error.file() == "levels/set.tsx" ||
                       error.file().string().find("missing") != std::string::npos ||
                       error.file().extension() == ".png",
                   std::string("an error naming an unexpected file: ") + error.what());
        FUZZ_CHECK(!error.problem().empty(), "an error without a problem text");
        return 0;
    }
    fuzz::check_level_invariants(*level);
    fuzz::check_tiled_round_trip(*level);
    return 0;
}
