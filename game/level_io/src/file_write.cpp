#include "levels/file_write.hpp"

#include "levels/regular_file.hpp"

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>
#include <system_error>

#include <unistd.h>

namespace levels {
namespace {

[[noreturn]] void fail(const std::filesystem::path& path, const std::string& reason) {
    throw std::runtime_error(printable_path(path) + ": cannot write the file (" + reason + ")");
}

/// Runs `fill` on `file` and closes it; the reason of the first failure, or "" when all of
/// it reached the file system.
std::string fill_and_close(std::FILE* file, const std::function<bool(std::FILE*)>& fill) {
    const bool filled = fill(file);
    const int fill_errno = errno;
    const bool flushed = std::fflush(file) == 0 && std::ferror(file) == 0;
    const int flush_errno = errno;
    const bool closed = std::fclose(file) == 0;
    if (!filled) {
        return fill_errno != 0 ? std::strerror(fill_errno) : "the writer failed";
    }
    if (!flushed) {
        return std::strerror(flush_errno);
    }
    return closed ? "" : std::strerror(errno);
}

/// True when `path` exists and is not a regular file (a device, a pipe, a socket).
bool names_a_special_file(const std::filesystem::path& path) {
    std::error_code error;
    const std::filesystem::file_status status = std::filesystem::status(path, error);
    return !error && std::filesystem::exists(status) && !std::filesystem::is_regular_file(status) &&
           !std::filesystem::is_directory(status);
}

} // namespace

void write_file_replacing(const std::filesystem::path& path, const std::function<bool(std::FILE*)>& fill) {
    if (names_a_special_file(path)) {
        errno = 0;
        std::FILE* file = std::fopen(path.c_str(), "wb");
        if (file == nullptr) {
            fail(path, std::strerror(errno));
        }
        if (const std::string reason = fill_and_close(file, fill); !reason.empty()) {
            fail(path, reason);
        }
        return;
    }
    std::filesystem::path temporary = path;
    temporary += ".tmp." + std::to_string(::getpid());
    errno = 0;
    std::FILE* file = std::fopen(temporary.c_str(), "wb");
    if (file == nullptr) {
        fail(path, std::strerror(errno));
    }
    errno = 0;
    std::string reason = fill_and_close(file, fill);
    if (reason.empty()) {
        std::error_code error;
        std::filesystem::rename(temporary, path, error);
        reason = error ? error.message() : "";
    }
    if (!reason.empty()) {
        std::error_code ignored;
        std::filesystem::remove(temporary, ignored);
        fail(path, reason);
    }
}

void write_file_replacing(const std::filesystem::path& path, std::string_view bytes) {
    write_file_replacing(path, [bytes](std::FILE* file) {
        return std::fwrite(bytes.data(), 1, bytes.size(), file) == bytes.size();
    });
}

} // namespace levels
