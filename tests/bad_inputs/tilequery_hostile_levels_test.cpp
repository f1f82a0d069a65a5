// Hostile --level files for `tilequery` (tests/BAD_INPUTS.md, "Hostile files"): a named pipe
// or a loop of symbolic links is named for what it is (exit 2, before anything is read), and
// a level larger than the memory the process may use ends with one line, not an abort.
#include "run_tool.hpp"

#include "levels/encoding.hpp"

#include <sys/stat.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace {

using bad_inputs::contains;
using bad_inputs::error_message;
using bad_inputs::run_tool;

// A scratch folder for one test, removed at the end.
struct Folder {
    std::filesystem::path path;
    explicit Folder(const std::string& name)
        : path{std::filesystem::path{::testing::TempDir()} / ("tilequery_hostile_" + std::to_string(::getpid()) + "_" + name)} {
        std::filesystem::create_directories(path);
    }
    ~Folder() {
        std::error_code ignored;
        std::filesystem::remove_all(path, ignored);
    }
};

TEST(TilequeryHostileLevels, APipeOrASymlinkLoopAsTheLevelIsNamedForWhatItIs) {
    const Folder folder{"kinds"};
    const auto pipe = folder.path / "pipe.tmx";
    ASSERT_EQ(::mkfifo(pipe.c_str(), 0600), 0);
    std::filesystem::create_symlink(folder.path / "b.tmx", folder.path / "a.tmx");
    std::filesystem::create_symlink(folder.path / "a.tmx", folder.path / "b.tmx");
    // No writer ever opens the pipe: a tool that opened it to read would wait forever.
    auto run = run_tool(TILEQUERY_PATH, "--level '" + pipe.string() + "' cast 1,1 10,10");
    EXPECT_EQ(run.status, 2);
    EXPECT_TRUE(contains(error_message(run.err), "is not a regular file (it is a named pipe)")) << run.err;
    run = run_tool(TILEQUERY_PATH, "--level '" + (folder.path / "a.tmx").string() + "' cast 1,1 10,10");
    EXPECT_EQ(run.status, 2);
    EXPECT_TRUE(contains(error_message(run.err), "a loop of symbolic links")) << run.err;
}

TEST(TilequeryHostileLevels, RunningOutOfMemoryLoadingALevelEndsWithOneLine) {
#ifdef TILECAST_UNDER_ASAN
    GTEST_SKIP() << "AddressSanitizer reserves terabytes of address space: ulimit -v stops it from starting";
#else
    // Two 4096 x 4096 layers: within every limit, about 800 MB to load; the process may
    // have 400 MB of address space. Before, std::bad_alloc ended tilequery with an abort.
    const Folder folder{"memory"};
    const std::vector<std::uint8_t> zeros(std::size_t{4096} * 4096 * 4, 0);
    const std::string data = levels::base64_encode(levels::deflate(zeros, levels::Compression::Zlib));
    std::string map = "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" width=\"4096\" height=\"4096\" "
                      "tilewidth=\"32\" tileheight=\"32\">\n <tileset firstgid=\"1\" name=\"t\" tilewidth=\"32\" "
                      "tileheight=\"32\"><image source=\"" + std::string(TILECAST_SOURCE_DIR) +
                      "/assets/tileset.png\" width=\"256\" height=\"160\"/></tileset>\n";
    for (int k = 0; k < 2; ++k) {
        map += " <layer name=\"l" + std::to_string(k) + "\" width=\"4096\" height=\"4096\"><data encoding=\"base64\" "
               "compression=\"zlib\">" + data + "</data></layer>\n";
    }
    map += "</map>\n";
    const auto file = folder.path / "large.tmx";
    std::ofstream(file, std::ios::binary) << map;
    const std::string limited = "-c 'ulimit -v 400000; exec \"" + std::string(TILEQUERY_PATH) + "\" \"$@\"' sh ";
    auto run = run_tool("/bin/sh", limited + "--level '" + file.string() + "' cast 1,1 100,100");
    EXPECT_EQ(run.status, 2) << run.err; // -1 would be an abort
    EXPECT_TRUE(contains(run.err, "tilequery: error: out of memory")) << run.err;
    run = run_tool("/bin/sh", limited + "--level '" + file.string() + "' --batch",
                   "{\"op\":\"cast\",\"from\":[1,1],\"to\":[100,100]}\n");
    EXPECT_EQ(run.status, 1) << run.err;
    EXPECT_TRUE(contains(run.out, "out of memory")) << run.out;
#endif
}

} // namespace
