// levels::write_file_replacing: a file is replaced whole or left as it was; a writer that
// fails, a missing folder or a full device is an error naming the file; a named pipe is
// written into, not replaced by a file.

#include "levels/file_write.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <future>
#include <sstream>
#include <stdexcept>
#include <string>

#include <sys/stat.h>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;

/// A fresh folder of this test's own, removed at the end.
struct Folder {
    fs::path path = fs::temp_directory_path() / ("tilecast_file_write_" + std::to_string(::getpid()));
    Folder() {
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~Folder() {
        std::error_code ignored;
        fs::remove_all(path, ignored);
    }
};

std::string contents(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string message_of(const fs::path& path, const std::function<bool(std::FILE*)>& fill) {
    try {
        levels::write_file_replacing(path, fill);
    } catch (const std::runtime_error& error) {
        return error.what();
    }
    return "no error";
}

} // namespace

TEST(FileWrite, ReplacesTheWholeFileAndLeavesNoTemporaryBehind) {
    const Folder folder;
    const fs::path file = folder.path / "stats.json";
    levels::write_file_replacing(file, std::string_view{"first version, rather long\n"});
    levels::write_file_replacing(file, std::string_view{"second\n"});
    EXPECT_EQ(contents(file), "second\n");
    EXPECT_EQ(std::distance(fs::directory_iterator(folder.path), fs::directory_iterator{}), 1);
}

TEST(FileWrite, AWriterThatFailsLeavesTheOldFileAsItWas) {
    const Folder folder;
    const fs::path file = folder.path / "settings.json";
    levels::write_file_replacing(file, std::string_view{"kept\n"});
    const std::string message = message_of(file, [](std::FILE* out) {
        std::fputs("half a fi", out);
        return false;  // the encoder gave up halfway
    });
    EXPECT_NE(message.find("settings.json: cannot write the file ("), std::string::npos) << message;
    EXPECT_EQ(contents(file), "kept\n");
    EXPECT_EQ(std::distance(fs::directory_iterator(folder.path), fs::directory_iterator{}), 1);
}

TEST(FileWrite, AMissingFolderIsAnErrorNamingTheFile) {
    const Folder folder;
    const fs::path file = folder.path / "no such folder" / "run.replay";
    const std::string message = message_of(file, [](std::FILE*) { return true; });
    EXPECT_NE(message.find("run.replay: cannot write the file (No such file or directory)"), std::string::npos) << message;
}

TEST(FileWrite, AFullDeviceIsAnErrorNotASavedFile) {
    // /dev/full takes the open and refuses the bytes when they are flushed: what a full disk does.
    if (!fs::exists("/dev/full") || !fs::is_character_file("/dev/full")) {
        GTEST_SKIP() << "no /dev/full here";
    }
    const std::string message = message_of("/dev/full", [](std::FILE* out) { return std::fputs("bytes\n", out) >= 0; });
    EXPECT_EQ(message, "/dev/full: cannot write the file (No space left on device)");
    EXPECT_TRUE(fs::is_character_file("/dev/full")) << "the device was replaced by a file";
}

TEST(FileWrite, ANamedPipeIsWrittenIntoNotReplaced) {
    const Folder folder;
    const fs::path pipe = folder.path / "pipe";
    ASSERT_EQ(::mkfifo(pipe.c_str(), 0600), 0);
    // A reader on the other end, as a shell's `tilecast ... --stats-json >(jq .)` would have.
    auto read = std::async(std::launch::async, [&] { return contents(pipe); });
    levels::write_file_replacing(pipe, std::string_view{"through the pipe\n"});
    ASSERT_EQ(read.wait_for(std::chrono::seconds(10)), std::future_status::ready);
    EXPECT_EQ(read.get(), "through the pipe\n");
    EXPECT_TRUE(fs::is_fifo(pipe)) << "the pipe was replaced by a file";
}
