// Hostile level files (tests/BAD_INPUTS.md, "Hostile files"): files that are not files (a
// named pipe, a device, a loop of symbolic links), files built to make a parser quadratic or
// to inflate into gigabytes, tilesets referenced many times, names carrying terminal escapes.
// Each gives one clear line, or loads — never a hang, a crash or memory out of proportion.
//
// This program replaces operator new to cap the heap (HeapCap below): a test that says
// "refused before decoding" runs the load with the heap capped, so a loader that inflated
// first would fail with std::bad_alloc instead of passing.
#include "level_test_support.hpp"
#include "levels/asset_source.hpp"
#include "levels/encoding.hpp"
#include "levels/load_level.hpp"
#include "levels/png_image.hpp"
#include "levels/regular_file.hpp"

#include <gtest/gtest.h>

#include <malloc.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <new>
#include <string>
#include <vector>

namespace {

std::atomic<std::int64_t> g_live_bytes{0};
std::atomic<std::int64_t> g_cap_bytes{0}; // 0: no cap

void* capped_allocation(std::size_t size) {
    const std::int64_t cap = g_cap_bytes.load();
    if (cap != 0 && g_live_bytes.load() + static_cast<std::int64_t>(size) > cap) {
        throw std::bad_alloc();
    }
    void* block = std::malloc(size == 0 ? 1 : size);
    if (block == nullptr) {
        throw std::bad_alloc();
    }
    g_live_bytes += static_cast<std::int64_t>(malloc_usable_size(block));
    return block;
}

void capped_release(void* block) noexcept {
    if (block != nullptr) {
        g_live_bytes -= static_cast<std::int64_t>(malloc_usable_size(block));
        std::free(block);
    }
}

// While alive, operator new refuses to hold more than `bytes` more than it held at the start.
class HeapCap {
public:
    explicit HeapCap(std::int64_t bytes) { g_cap_bytes = g_live_bytes.load() + bytes; }
    ~HeapCap() { g_cap_bytes = 0; }
    HeapCap(const HeapCap&) = delete;
    HeapCap& operator=(const HeapCap&) = delete;
};

constexpr std::int64_t kMiB = 1024 * 1024;

} // namespace

// Every form of operator new and delete is replaced, so that each block is freed by the
// same allocator that made it (a sanitizer reports a mismatch otherwise: std::stable_sort's
// buffer comes from the nothrow form).
void* operator new(std::size_t size) { return capped_allocation(size); }
void* operator new[](std::size_t size) { return capped_allocation(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
    try {
        return capped_allocation(size);
    } catch (const std::bad_alloc&) {
        return nullptr;
    }
}
void* operator new[](std::size_t size, const std::nothrow_t& nothrow) noexcept { return operator new(size, nothrow); }
void operator delete(void* block) noexcept { capped_release(block); }
void operator delete[](void* block) noexcept { capped_release(block); }
void operator delete(void* block, std::size_t) noexcept { capped_release(block); }
void operator delete[](void* block, std::size_t) noexcept { capped_release(block); }
void operator delete(void* block, const std::nothrow_t&) noexcept { capped_release(block); }
void operator delete[](void* block, const std::nothrow_t&) noexcept { capped_release(block); }

namespace {

using level_tests::contains;
using level_tests::load_error_of;
using level_tests::ScratchDir;

std::string shipped_tileset(std::int64_t first_gid = 1) {
    return " <tileset firstgid=\"" + std::to_string(first_gid) + "\" name=\"t\" tilewidth=\"32\" tileheight=\"32\">\n"
           "  <image source=\"" + level_tests::tileset_png().string() + "\" width=\"256\" height=\"160\"/>\n </tileset>\n";
}

// A 2 x 2 map with one free tile (so it loads), `extra` after the map element's start.
std::string small_tmx(const std::string& extra, const std::string& tilesets = shipped_tileset()) {
    return "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" width=\"2\" height=\"2\" tilewidth=\"32\" "
           "tileheight=\"32\">\n" + extra + tilesets +
           " <layer name=\"collision\" width=\"2\" height=\"2\"><data encoding=\"csv\">1,1,1,0</data></layer>\n</map>\n";
}

// The base64 of `cells` zero gids, zlib-compressed (64 MiB of gids is about 90 KB of text).
std::string zlib_zero_gids(std::size_t cells) {
    const std::vector<std::uint8_t> zeros(cells * 4, 0);
    return levels::base64_encode(levels::deflate(zeros, levels::Compression::Zlib));
}

std::string no_control_bytes(const std::string& text) {
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte == 0x7F) {
            return "control byte " + std::to_string(byte) + " in: " + text;
        }
    }
    return {};
}

// [A] Files that are not regular files

TEST(HostileFiles, ANamedPipeIsRefusedAtOnceWhereverAFileIsExpected) {
    ScratchDir dir;
    const auto pipe = dir.path() / "pipe";
    ASSERT_EQ(::mkfifo(pipe.c_str(), 0600), 0);
    // The level itself (no writer ever opens the pipe: a reader that waited would hang here).
    for (const char* name : {"pipe"}) {
        const auto error = load_error_of([&] { (void)levels::load_level(dir.path() / name); });
        ASSERT_TRUE(error.has_value());
        EXPECT_TRUE(contains(error->what(), "is not a regular file (it is a named pipe)")) << error->what();
    }
    // A .tsx, a .tsj and a tileset image that are the pipe.
    for (const auto& [map_name, tilesets] :
         {std::pair{"tsx.tmx", std::string{" <tileset firstgid=\"1\" source=\"pipe\"/>\n"}},
          std::pair{"image.tmx", std::string{" <tileset firstgid=\"1\" name=\"t\" tilewidth=\"32\" tileheight=\"32\">"
                                             "<image source=\"pipe\" width=\"256\" height=\"160\"/></tileset>\n"}}}) {
        SCOPED_TRACE(map_name);
        const auto map = dir.write(map_name, small_tmx("", tilesets));
        const auto error = load_error_of([&] { (void)levels::load_level(map); });
        ASSERT_TRUE(error.has_value());
        EXPECT_TRUE(contains(error->what(), "is not a regular file (it is a named pipe)")) << error->what();
    }
    const auto text = dir.write("pipe_tileset.txt", "tilecast-level 1\nname: P\ntileset: pipe\ntile_size: 32\nsize: 1 x 1\n"
                                                    "legend:\n  .  none\ngrid:\n.\n");
    const auto error = load_error_of([&] { (void)levels::load_level(text); });
    ASSERT_TRUE(error.has_value());
    EXPECT_TRUE(contains(error->what(), "is not a regular file (it is a named pipe)")) << error->what();
    // The helper for the game's own files says the same, without throwing.
    const levels::FileRead read = levels::try_read_regular_file(pipe, 1024);
    EXPECT_EQ(read.problem, levels::FileProblem::NotRegular);
    EXPECT_EQ(read.reason, "is not a regular file (it is a named pipe)");
}

TEST(HostileFiles, DevicesAndDirectoriesAreRefusedWithoutReadingThem) {
    if (!std::filesystem::exists("/dev/zero")) {
        GTEST_SKIP() << "no /dev/zero";
    }
    // /dev/zero never ends: before, 16 MiB of zeros were read, then refused as too large.
    const auto error = load_error_of([] { (void)levels::load_level("/dev/zero"); });
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(error->problem(), "is not a regular file (it is a character device)");
    ScratchDir dir;
    const auto folder = load_error_of([&] { (void)levels::load_level(dir.path()); });
    ASSERT_TRUE(folder.has_value());
    EXPECT_EQ(folder->problem(), "cannot open the file (it is a directory)");
    EXPECT_EQ(levels::try_read_regular_file(dir.path(), 1024).problem, levels::FileProblem::NotRegular);
    EXPECT_EQ(levels::try_read_regular_file(dir.path() / "none.json", 1024).problem, levels::FileProblem::Missing);
}

TEST(HostileFiles, AFileLargerThanTheLimitIsRefusedByItsSizeBeforeItIsRead) {
    ScratchDir dir;
    const auto huge = dir.path() / "huge.tmj";
    { std::ofstream{huge} << "{"; }
    std::filesystem::resize_file(huge, std::uintmax_t{1} << 30); // 1 GiB, sparse: no disk used
    const HeapCap cap{4 * kMiB}; // reading up to the limit would take 16 MiB
    const auto error = load_error_of([&] { (void)levels::load_level(huge); });
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(error->problem(), "the file is larger than the limit of 16777216 bytes");
    const levels::FileRead read = levels::try_read_regular_file(huge, 100);
    EXPECT_EQ(read.problem, levels::FileProblem::TooLarge);
    EXPECT_EQ(read.reason, "the file is larger than the limit of 100 bytes");
    const levels::FileRead small = levels::try_read_regular_file(dir.write("small.txt", "12345"), 5);
    ASSERT_TRUE(small.ok()) << small.reason;
    EXPECT_EQ(small.contents, "12345");
}

TEST(HostileFiles, ALoopOfSymbolicLinksIsCalledOneNotAMissingFile) {
    ScratchDir dir;
    std::filesystem::create_symlink(dir.path() / "b.tmx", dir.path() / "a.tmx");
    std::filesystem::create_symlink(dir.path() / "a.tmx", dir.path() / "b.tmx");
    const auto error = load_error_of([&] { (void)levels::load_level(dir.path() / "a.tmx"); });
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(error->problem(), "cannot open the file (a loop of symbolic links)");
    const auto missing = load_error_of([&] { (void)levels::load_level(dir.path() / "none.tmx"); });
    ASSERT_TRUE(missing.has_value());
    EXPECT_EQ(missing->problem(), "cannot open the file (it does not exist)");
}

// [B] Parsers that were quadratic

TEST(HostileFiles, AMapOf100000PropertiesLoadsAndADuplicateAmongThemIsFound) {
    ScratchDir dir;
    std::string properties = " <properties>\n";
    for (int k = 0; k < 100000; ++k) {
        properties += "  <property name=\"p" + std::to_string(k) + "\" value=\"" + std::to_string(k) + "\"/>\n";
    }
    const std::string closing = "  <property name=\"name\" value=\"Many\"/>\n </properties>\n";
    const levels::Level level = levels::load_level(dir.write("many.tmx", small_tmx(properties + closing)));
    EXPECT_EQ(level.name, "Many");
    // The same name again, twice: the error is at the first repeat, line 3 + 100000 + 1.
    const std::string repeats = "  <property name=\"p7\" value=\"x\"/>\n  <property name=\"p3\" value=\"y\"/>\n";
    const auto error = load_error_of([&] { (void)levels::load_level(dir.write("twice.tmx", small_tmx(properties + repeats + closing))); });
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(error->problem(), "property 'p7' is given twice");
    EXPECT_EQ(error->line(), 3 + 100000 + 1);
}

TEST(HostileFiles, AJsonMapOf100000OldStyleTilePropertiesLoads) {
    // "tileproperties": {"0": {...}, "1": {...}, ...}: each id was looked up through every
    // tile read so far.
    std::string tile_properties;
    for (int k = 0; k < 100000; ++k) {
        tile_properties += (k == 0 ? "\"" : ",\"") + std::to_string(k) + "\":{\"p\":\"v\"}";
    }
    const std::string map =
        "{\"type\":\"map\",\"orientation\":\"orthogonal\",\"width\":2,\"height\":2,\"tilewidth\":32,\"tileheight\":32,"
        "\"tilesets\":[{\"firstgid\":1,\"tilewidth\":32,\"tileheight\":32,\"image\":\"" +
        level_tests::tileset_png().string() + "\",\"imagewidth\":256,\"imageheight\":160,\"tileproperties\":{" +
        tile_properties + "}}],\"layers\":[{\"type\":\"tilelayer\",\"name\":\"collision\",\"width\":2,\"height\":2,"
        "\"data\":[1,1,1,0]}]}";
    ScratchDir dir;
    const levels::Level level = levels::load_level(dir.write("tile_properties.tmj", map));
    EXPECT_EQ(level.collision.width(), 2);
}

TEST(HostileFiles, MillionsOfEmptyObjectsInAJsonMapAreRefusedBeforeParsing) {
    // 16 MiB of "{}," in one array: with a parser callback, nlohmann walked the whole array
    // after each object ended (hours); parsed, each object costs ~128 bytes (half a GiB).
    std::string text = "{\"layers\":[";
    text.reserve(16 * kMiB);
    while (text.size() < 16 * kMiB - 16) {
        text += "{},";
    }
    text += "{}]}";
    ScratchDir dir;
    const auto file = dir.write("braces.tmj", text);
    const HeapCap cap{64 * kMiB}; // the text itself, and no parse
    const auto error = load_error_of([&] { (void)levels::load_level(file); });
    ASSERT_TRUE(error.has_value());
    EXPECT_TRUE(contains(error->problem(), "the JSON has more than 1048576 arrays and objects")) << error->what();
    // Deep nesting is still refused by its depth.
    const auto deep = load_error_of([&] {
        (void)levels::load_level(dir.write("deep.tmj", std::string(100, '[') + std::string(100, ']')));
    });
    ASSERT_TRUE(deep.has_value());
    EXPECT_TRUE(contains(deep->problem(), "nested more than 64 levels deep")) << deep->what();
}

// [C] External tilesets referenced many times

// Disk files, counting how often each path's text is read.
struct CountingAssets {
    std::map<std::filesystem::path, int> reads;
    levels::AssetSource source() {
        levels::AssetSource assets = levels::disk_assets();
        assets.read_text = [this](const std::filesystem::path& file) {
            ++reads[file.lexically_normal()];
            return levels::read_text_file(file);
        };
        return assets;
    }
};

std::string references(int count, const std::string& source) {
    std::string out;
    for (int k = 0; k < count; ++k) {
        out += " <tileset firstgid=\"" + std::to_string(1 + 40 * k) + "\" source=\"" + source + "\"/>\n";
    }
    return out;
}

TEST(HostileFiles, AnExternalTilesetReferencedSixtyTimesIsReadOnce) {
    ScratchDir dir;
    dir.write("shared.tsx", "<?xml version=\"1.0\"?>\n<tileset name=\"s\" tilewidth=\"32\" tileheight=\"32\" "
                            "tilecount=\"40\" columns=\"8\">\n <image source=\"" + level_tests::tileset_png().string() +
                            "\" width=\"256\" height=\"160\"/>\n <tile id=\"3\"><properties><property name=\"solid\" "
                            "type=\"bool\" value=\"true\"/></properties></tile>\n</tileset>\n");
    // The same file named three ways.
    std::string tilesets = references(58, "shared.tsx");
    tilesets += " <tileset firstgid=\"" + std::to_string(1 + 40 * 58) + "\" source=\"./shared.tsx\"/>\n";
    tilesets += " <tileset firstgid=\"" + std::to_string(1 + 40 * 59) + "\" source=\"" + (dir.path() / "shared.tsx").string() + "\"/>\n";
    CountingAssets counting;
    const levels::AssetSource assets = counting.source();
    const levels::Level level = levels::load_level(dir.write("sixty.tmx", small_tmx("", tilesets)), assets);
    EXPECT_EQ(level.collision.width(), 2);
    std::size_t files = 0;
    for (const auto& [file, count] : counting.reads) {
        if (file.filename() == "shared.tsx") {
            EXPECT_EQ(count, 1) << file;
            ++files;
        }
    }
    EXPECT_EQ(files, 1U); // not 60 reads, nor one per spelling
}

TEST(HostileFiles, TooManyTilesetReferencesAreRefusedBeforeAnyIsRead) {
    ScratchDir dir;
    dir.write("shared.tsx", "<?xml version=\"1.0\"?>\n<tileset name=\"s\" tilewidth=\"32\" tileheight=\"32\">\n <image source=\"" +
                                level_tests::tileset_png().string() + "\" width=\"256\" height=\"160\"/>\n</tileset>\n");
    CountingAssets counting;
    const levels::AssetSource assets = counting.source();
    const auto map = dir.write("many.tmx", small_tmx("", references(300, "shared.tsx")));
    const auto error = load_error_of([&] { (void)levels::load_level(map, assets); });
    ASSERT_TRUE(error.has_value());
    EXPECT_TRUE(contains(error->problem(), "the map has 300 tilesets, more than the limit of 256")) << error->what();
    EXPECT_EQ(counting.reads.count(dir.path() / "shared.tsx"), 0U);
}

// [D] Limits checked before decoding

TEST(HostileFiles, ManyCompressedLayersAreRefusedBeforeTheyInflate) {
    // 40 layers of 4096 x 4096 zero gids, zlib: a few MB of text, 2.5 GiB decoded. Two fit
    // the cell limit (2 x 4096 x 4096); the third is refused before it is decoded.
    const std::string data = zlib_zero_gids(std::size_t{4096} * 4096);
    std::string layers;
    for (int k = 0; k < 40; ++k) {
        layers += " <layer name=\"l" + std::to_string(k) + "\" width=\"4096\" height=\"4096\">"
                  "<data encoding=\"base64\" compression=\"zlib\">" + data + "</data></layer>\n";
    }
    const std::string map = "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" width=\"4096\" height=\"4096\" "
                            "tilewidth=\"32\" tileheight=\"32\">\n" + shipped_tileset() + layers + "</map>\n";
    ScratchDir dir;
    const auto file = dir.write("forty.tmx", map);
    const HeapCap cap{640 * kMiB}; // two layers decoded (and copied once) fit; forty do not
    const auto error = load_error_of([&] { (void)levels::load_level(file); });
    ASSERT_TRUE(error.has_value());
    EXPECT_TRUE(contains(error->problem(), "more than 64 tile layers or 33554432 tiles in all layers")) << error->what();
    EXPECT_EQ(error->line(), 6 + 2); // the third layer's line, after the 3-line tileset
}

TEST(HostileFiles, OverlappingChunksOfAnInfiniteMapCountEachTime) {
    const std::string data = zlib_zero_gids(std::size_t{4096} * 4096);
    std::string chunks;
    for (int k = 0; k < 40; ++k) {
        chunks += "  <chunk x=\"0\" y=\"0\" width=\"4096\" height=\"4096\">" + data + "</chunk>\n";
    }
    const std::string map = "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" width=\"16\" height=\"16\" "
                            "tilewidth=\"32\" tileheight=\"32\" infinite=\"1\">\n" + shipped_tileset() +
                            " <layer name=\"l\" width=\"16\" height=\"16\">\n <data encoding=\"base64\" compression=\"zlib\">\n" +
                            chunks + " </data>\n </layer>\n</map>\n";
    ScratchDir dir;
    const auto file = dir.write("chunks.tmx", map);
    const HeapCap cap{640 * kMiB};
    const auto error = load_error_of([&] { (void)levels::load_level(file); });
    ASSERT_TRUE(error.has_value());
    EXPECT_TRUE(contains(error->problem(), "33554432 tiles in all layers")) << error->what();
    EXPECT_TRUE(contains(error->problem(), "each chunk counts")) << error->what();
}

TEST(HostileFiles, SixtyFiveSmallTileLayersAreRefusedAtTheSixtyFifth) {
    std::string layers;
    for (int k = 0; k < 65; ++k) {
        layers += " <layer name=\"l" + std::to_string(k) + "\" width=\"2\" height=\"2\"><data encoding=\"csv\">1,1,1,0</data></layer>\n";
    }
    ScratchDir dir;
    const auto file = dir.write("layers.tmx", "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" width=\"2\" "
                                              "height=\"2\" tilewidth=\"32\" tileheight=\"32\">\n" + shipped_tileset() + layers + "</map>\n");
    const auto error = load_error_of([&] { (void)levels::load_level(file); });
    ASSERT_TRUE(error.has_value());
    EXPECT_TRUE(contains(error->problem(), "more than 64 tile layers")) << error->what();
    EXPECT_EQ(error->line(), 3 + 3 + 64);
}

// [F] What messages say, and that they stay one printable line

TEST(HostileFiles, EscapesAndNewlinesInNamesFromAFileAreShownEscaped) {
    ScratchDir dir;
    // A tileset source holding ESC [ 2 J (clear the screen) and a newline with a fake message.
    const auto map = dir.write("escape.tmx", small_tmx("", " <tileset firstgid=\"1\" source=\"&#27;[2J&#10;all fine.tsx\"/>\n"));
    const auto error = load_error_of([&] { (void)levels::load_level(map); });
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(no_control_bytes(error->what()), "");
    EXPECT_TRUE(contains(error->what(), "\\x1B[2J\\x0Aall fine.tsx")) << error->what();
    // An unknown object class in a warning, the same.
    const std::string objects = " <objectgroup name=\"o\"><object id=\"1\" type=\"&#27;]0;title&#7;\" x=\"8\" y=\"8\"><point/>"
                                "</object></objectgroup>\n";
    const std::string text = small_tmx("");
    const levels::Level level =
        levels::load_level(dir.write("warn.tmx", text.substr(0, text.rfind("</map>")) + objects + "</map>\n"));
    ASSERT_FALSE(level.warnings.empty());
    for (const std::string& warning : level.warnings) {
        EXPECT_EQ(no_control_bytes(warning), "");
    }
    // Valid UTF-8 text is kept; C1 controls and broken sequences are escaped.
    EXPECT_EQ(levels::printable_text("caf\xC3\xA9 \xC2\x9B" "2J \xFF"), "caf\xC3\xA9 \\xC2\\x9B2J \\xFF");
}

TEST(HostileFiles, InvalidUtf8AndControlCharactersAreToldApart) {
    ScratchDir dir;
    const auto with_name = [&](const std::string& file, const std::string& value) {
        return dir.write(file, small_tmx(" <properties><property name=\"name\" value=\"" + value + "\"/></properties>\n"));
    };
    auto error = load_error_of([&] { (void)levels::load_level(with_name("latin1.tmx", "caf\xE9")); });
    ASSERT_TRUE(error.has_value());
    EXPECT_TRUE(contains(error->problem(), "is not valid UTF-8 text (byte 0xE9 at byte 4")) << error->what();
    error = load_error_of([&] { (void)levels::load_level(with_name("escape.tmx", "a&#27;b")); });
    ASSERT_TRUE(error.has_value());
    EXPECT_TRUE(contains(error->problem(), "contains a control character (byte 0x1B at byte 2)")) << error->what();
}

TEST(HostileFiles, AUtf16MapIsCalledUtf16NotInvalidJson) {
    const std::string utf8 = small_tmx("");
    std::string utf16 = "\xFF\xFE";
    for (const char c : utf8) {
        utf16 += c;
        utf16 += '\0';
    }
    ScratchDir dir;
    for (const auto& file : {std::pair{"bom.tmx", utf16}, std::pair{"no_bom.tmx", utf16.substr(2)}}) {
        SCOPED_TRACE(file.first);
        const auto error = load_error_of([&] { (void)levels::load_level(dir.write(file.first, file.second)); });
        ASSERT_TRUE(error.has_value());
        EXPECT_TRUE(contains(error->problem(), "the file is UTF-16 text")) << error->what();
    }
}

// A map may name any readable file as its tileset. The error then says where that file stops
// being a tileset, never what is in it (before: nlohmann's "last read: '\"hunter2...\" g'" and
// "number overflow parsing '...'" put the file's own words into the message).
TEST(HostileFiles, ATilesetThatIsSomeOtherFileIsRefusedWithoutQuotingIt) {
    ScratchDir dir;
    const std::string map = R"({"width":2,"height":2,"tilewidth":32,"tileheight":32,"orientation":"orthogonal",)"
                            R"("infinite":false,"tilesets":[{"firstgid":1,"source":"other.tsj"}],)"
                            R"("layers":[{"type":"tilelayer","name":"w","width":2,"height":2,"data":[1,0,0,1]}]})";
    for (const std::string& other : {std::string(R"({"api_key": "hunter2-secret-value" rest)"),
                                     std::string(R"({"api_key": 1e99999, "note": "hunter2-secret-value"})"),
                                     std::string("hunter2-secret-value\n")}) {
        SCOPED_TRACE(other);
        dir.write("other.tsj", other);
        const auto error = load_error_of([&] { (void)levels::load_level(dir.write("map.tmj", map)); });
        ASSERT_TRUE(error.has_value());
        EXPECT_TRUE(contains(error->what(), "other.tsj")) << error->what();
        EXPECT_TRUE(contains(error->problem(), "invalid JSON")) << error->what();
        EXPECT_FALSE(contains(error->what(), "hunter2")) << error->what();
        EXPECT_FALSE(contains(error->what(), "99999")) << error->what();
    }
}

} // namespace
