// Legal levels too large for a tool's output (tests/BAD_INPUTS.md, "Legal extremes"): a map
// within every level limit can still be too large to draw or to write as a mask. The tools
// refuse such a level with one line naming the limit, before allocating the picture, and
// write nothing; a level at the limit is written. Memory is capped with `ulimit -v` where the
// build allows it (not under AddressSanitizer, which scripts/hostile caps by its RSS instead).
#include "run_tool.hpp"
#include "../support/scratch_dir.hpp"

#include "levels/encoding.hpp"

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace {

using bad_inputs::contains;
using bad_inputs::run_tool;

using Folder = test_support::ScratchDir;  // a scratch folder for one test, removed at the end

/// Runs `program` with `arguments` in a shell whose address space is capped at `kib` KiB.
bad_inputs::ToolRun run_capped(const std::string& program, const std::string& arguments, long kib) {
#ifdef TILECAST_UNDER_ASAN
    (void)kib;  // ASan reserves terabytes of address space; scripts/hostile caps its RSS
    return run_tool(program, arguments);
#else
    const std::string capped = "-c 'ulimit -v " + std::to_string(kib) + "; exec \"" + program + "\" \"$@\"' sh ";
    return run_tool("/bin/sh", capped + arguments);
#endif
}

/// A square text level of `size` x `size` 32 px tiles: walls round the edge, the player inside.
std::filesystem::path write_text_level(const Folder& folder, int size) {
    const auto path = folder.path() / ("level_" + std::to_string(size) + ".txt");
    std::ofstream file(path);
    file << "tilecast-level 1\nname: large\ntileset: " << TILECAST_SOURCE_DIR << "/assets/tileset.png\n"
         << "tile_size: 32\nsize: " << size << " x " << size << "\n\nlegend:\n  # wall=0\n  . none\n  P spawn=player\n\ngrid:\n";
    for (int y = 0; y < size; ++y) {
        std::string row(static_cast<std::size_t>(size), y == 0 || y == size - 1 ? '#' : '.');
        row.front() = row.back() = '#';
        if (y == size / 2) {
            row[static_cast<std::size_t>(size / 2)] = 'P';
        }
        file << row << '\n';
    }
    return path;
}

/// A 4096 x 4096 Tiled map of 32 px tiles (the largest map), one wall tile, zlib-packed.
std::filesystem::path write_largest_map(const Folder& folder) {
    std::vector<std::uint8_t> gids(std::size_t{4096} * 4096 * 4, 0);
    gids[0] = 1;  // tile (0, 0) is a wall; the player starts near the centre
    const std::string data = levels::base64_encode(levels::deflate(gids, levels::Compression::Zlib));
    const auto path = folder.path() / "largest.tmx";
    std::ofstream(path, std::ios::binary)
        << "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" width=\"4096\" height=\"4096\" tilewidth=\"32\" "
           "tileheight=\"32\">\n <tileset firstgid=\"1\" name=\"t\" tilewidth=\"32\" tileheight=\"32\"><image source=\""
        << TILECAST_SOURCE_DIR << "/assets/tileset.png\" width=\"256\" height=\"160\"/></tileset>\n"
        << " <layer name=\"walls\" width=\"4096\" height=\"4096\"><data encoding=\"base64\" compression=\"zlib\">" << data
        << "</data></layer>\n</map>\n";
    return path;
}

TEST(ToolSizeLimits, TilequeryRefusesTheMaskOfTheLargestMapNamingTheLimit) {
    // 131072 x 131072 px: a 2 GiB PBM, built in memory. Before, 2.3 GB and still writing
    // after 120 s; now refused after loading the map (about 550 MB).
    const Folder folder{"tool_size_limits_mask"};
    const auto map = write_largest_map(folder);
    const auto out = folder.path() / "mask.pbm";
    const auto run = run_capped(TILEQUERY_PATH, "--level '" + map.string() + "' mask '" + out.string() + "'", 1'500'000);
    EXPECT_EQ(run.status, 2) << run.err;
    EXPECT_TRUE(contains(run.err, "tilequery: error: mask: the level is 131072 x 131072 px, more than the 268435456 px"))
        << run.err;
    EXPECT_EQ(run.err.find('\n'), run.err.size() - 1) << "one line:\n" << run.err;
    EXPECT_FALSE(std::filesystem::exists(out));
}

TEST(ToolSizeLimits, TilequeryWritesTheMaskOfALevelAtTheLimit) {
    // 512 x 512 tiles of 32 px: 16384 x 16384 px, exactly the limit, a 32 MiB PBM.
    const Folder folder{"tool_size_limits_mask_at_limit"};
    const auto level = write_text_level(folder, 512);
    const auto out = folder.path() / "mask.pbm";
    const auto run = run_capped(TILEQUERY_PATH, "--level '" + level.string() + "' mask '" + out.string() + "'", 1'000'000);
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_TRUE(contains(run.out, "16384 x 16384 pixels")) << run.out;
    EXPECT_GT(std::filesystem::file_size(out), std::uintmax_t{16384} * 16384 / 8);
}

TEST(ToolSizeLimits, PreviewRefusesALevelOverItsPictureLimitNamingIt) {
    // 16384 x 16384 px of RGBA is 1 GiB, drawn at full size before scaling and held again
    // by the PNG encoder: before, 2 GiB and 24 s; now refused before the picture exists.
    const Folder folder{"tool_size_limits_preview"};
    const auto level = write_text_level(folder, 512);
    const auto out = folder.path() / "preview.png";
    const auto run = run_capped(LEVEL_PREVIEW_EXE, "'" + level.string() + "' '" + out.string() + "'", 400'000);
    EXPECT_EQ(run.status, 1) << run.err;
    EXPECT_TRUE(contains(run.err, "the level is 16384 x 16384 px, more than the 67108864 px (8192 x 8192) this tool draws"))
        << run.err;
    EXPECT_EQ(run.err.find('\n'), run.err.size() - 1) << "one line:\n" << run.err;
    EXPECT_FALSE(std::filesystem::exists(out));
}

} // namespace
