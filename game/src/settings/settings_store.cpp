#include "settings/settings_store.hpp"

#include <levels/file_write.hpp>
#include <levels/regular_file.hpp>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <system_error>

#include <unistd.h>  // link, unlink: keeping a bad file without replacing anything

namespace game::settings {

std::filesystem::path settings_folder(const std::filesystem::path& override_folder) {
    if (!override_folder.empty()) {
        return override_folder;
    }
    if (const char* config = std::getenv("XDG_CONFIG_HOME"); config != nullptr && *config != '\0') {
        return std::filesystem::path(config) / "tilecast";
    }
    if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0') {
        return std::filesystem::path(home) / ".config" / "tilecast";
    }
    return std::filesystem::path(".tilecast");
}

nlohmann::json read_settings_json(const std::filesystem::path& path, std::string_view what,
                                  std::vector<std::string>& warnings) {
    // A regular file of a sane size only: a named pipe in its place would block every start.
    const levels::FileRead read = levels::try_read_regular_file(path, kLargestSettingsFile);
    if (read.problem == levels::FileProblem::Missing) {
        return nullptr;  // first run: no file yet
    }
    if (!read.ok()) {
        warnings.push_back(std::string(what) + ": " + levels::printable_path(path) + " " + read.reason +
                           "; using the defaults");
        return nullptr;
    }
    nlohmann::json json = nlohmann::json::parse(read.contents, nullptr, false);
    if (json.is_discarded()) {
        warnings.push_back(std::string(what) + ": " + path.string() + " is not JSON; using the defaults");
        return nullptr;
    }
    return json;
}

/// A hard link then an unlink: the link fails rather than replace anything (an older `.bad`,
/// or a symbolic link planted there, is never written through), and it moves a symbolic link
/// itself, never its target.
std::string keep_bad_copy(const std::filesystem::path& path) {
    constexpr int kNames = 100;
    for (int n = 0; n < kNames; ++n) {
        std::filesystem::path kept = path;
        kept += n == 0 ? std::string(".bad") : ".bad." + std::to_string(n);
        if (::link(path.c_str(), kept.c_str()) == 0) {
            ::unlink(path.c_str());
            return "; the file was kept as " + levels::printable_path(kept);
        }
        if (errno != EEXIST) {
            return std::string(" (could not keep it: ") + std::strerror(errno) + ")";
        }
    }
    return " (could not keep it: " + levels::printable_path(path) + ".bad to .bad." + std::to_string(kNames - 1) +
           " are all taken)";
}

void write_file_atomically(const std::filesystem::path& path, std::string_view contents) {
    std::error_code error;
    if (path.has_parent_path()) {
        std::filesystem::create_directories(path.parent_path(), error);
        if (error) {
            throw std::runtime_error("cannot create " + path.parent_path().string() + ": " + error.message());
        }
    }
    levels::write_file_replacing(path, contents);
}

} // namespace game::settings
