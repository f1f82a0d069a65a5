#pragma once
// A scratch folder for a test: a fresh folder under the system temp folder, removed with
// everything in it when the test ends. Tests that write files (broken levels, replays,
// screenshots) use it, so that parallel CTest runs never share a file.
//
//     const test_support::ScratchDir scratch("levels");
//     const auto level = scratch.write("broken.txt", "tilecast-level 1\n");

#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <string>
#include <system_error>

namespace test_support {

/// A fresh folder `tilecast_<purpose>_<pid>_<n>`, removed at the end of its scope.
class ScratchDir {
public:
    explicit ScratchDir(const std::string& purpose = "test") {
        // The process id keeps parallel test programs apart; the counter, folders of one program.
        static std::atomic<int> counter{0};
        path_ = std::filesystem::temp_directory_path() /
                ("tilecast_" + purpose + "_" + std::to_string(::getpid()) + "_" + std::to_string(counter++));
        std::filesystem::remove_all(path_);
        std::filesystem::create_directories(path_);
    }
    ~ScratchDir() {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;

    /// A path inside the folder.
    std::filesystem::path operator/(const std::string& name) const { return path_ / name; }
    /// The folder.
    const std::filesystem::path& path() const { return path_; }

    /// Writes `bytes` to `name` and returns its path.
    std::filesystem::path write(const std::string& name, const std::string& bytes) const {
        const auto file = path_ / name;
        std::ofstream stream(file, std::ios::binary | std::ios::trunc);
        stream << bytes;
        return file;
    }

private:
    std::filesystem::path path_;
};

} // namespace test_support
