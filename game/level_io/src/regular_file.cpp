// Reading a whole small file safely, and printing names safely (regular_file.hpp).
#include "levels/regular_file.hpp"

#include "levels/load_error.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <system_error>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace levels {

namespace {

FileRead problem(FileProblem kind, std::string reason) {
    FileRead read;
    read.problem = kind;
    read.reason = std::move(reason);
    return read;
}

FileRead too_large(std::size_t max_bytes) {
    return problem(FileProblem::TooLarge, "the file is larger than the limit of " + std::to_string(max_bytes) + " bytes");
}


// What a non-regular file is, for the message.
const char* kind_of(mode_t mode) {
    if (S_ISFIFO(mode)) {
        return "a named pipe";
    }
    if (S_ISCHR(mode)) {
        return "a character device";
    }
    if (S_ISBLK(mode)) {
        return "a block device";
    }
    if (S_ISSOCK(mode)) {
        return "a socket";
    }
    return "not an ordinary file";
}

struct Descriptor {
    int fd = -1;
    ~Descriptor() {
        if (fd >= 0) {
            ::close(fd);
        }
    }
};

// Opens `file` without blocking and checks it is a regular file of at most `max_bytes`
// bytes; `descriptor` is left open for reading when the result is ok.
FileRead open_regular_file(const std::filesystem::path& file, std::size_t max_bytes, Descriptor& descriptor,
                           std::size_t& size) {
    // O_NONBLOCK: opening a named pipe for reading returns at once instead of waiting for a
    // writer (regular files ignore the flag); O_NOCTTY: a terminal never becomes ours.
    do {
        descriptor.fd = ::open(file.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    } while (descriptor.fd < 0 && errno == EINTR);
    if (descriptor.fd < 0) {
        const int error = errno;
        switch (error) {
        case ENOENT:
        case ENOTDIR:
            return problem(FileProblem::Missing, "cannot open the file (it does not exist)");
        case ELOOP:
            return problem(FileProblem::Unreadable, "cannot open the file (a loop of symbolic links)");
        case ENXIO:
            return problem(FileProblem::NotRegular, "is not a regular file (it is a socket or a device)");
        default:
            return problem(FileProblem::Unreadable, std::string{"cannot open the file ("} + std::strerror(error) + ")");
        }
    }
    struct stat status {};
    if (::fstat(descriptor.fd, &status) != 0) {
        return problem(FileProblem::Unreadable, std::string{"cannot open the file ("} + std::strerror(errno) + ")");
    }
    if (S_ISDIR(status.st_mode)) {
        return problem(FileProblem::NotRegular, "cannot open the file (it is a directory)");
    }
    if (!S_ISREG(status.st_mode)) {
        return problem(FileProblem::NotRegular, std::string{"is not a regular file (it is "} + kind_of(status.st_mode) + ")");
    }
    if (status.st_size < 0 || static_cast<std::uintmax_t>(status.st_size) > max_bytes) {
        return too_large(max_bytes);
    }
    size = static_cast<std::size_t>(status.st_size);
    return {};
}

} // namespace

FileRead check_regular_file(const std::filesystem::path& file, std::size_t max_bytes) {
    Descriptor descriptor;
    std::size_t size = 0;
    return open_regular_file(file, max_bytes, descriptor, size);
}

FileRead try_read_regular_file(const std::filesystem::path& file, std::size_t max_bytes) {
    Descriptor descriptor;
    std::size_t size = 0;
    if (FileRead opened = open_regular_file(file, max_bytes, descriptor, size); !opened.ok()) {
        return opened;
    }
    // Read what the size says, and one byte more to see whether the file grew past the limit
    // meanwhile (a file written while it is read): never more than max_bytes + 1 bytes.
    FileRead read;
    read.contents.resize(size + 1);
    std::size_t filled = 0;
    while (true) {
        if (filled == read.contents.size()) {
            if (read.contents.size() > max_bytes) {
                return too_large(max_bytes);
            }
            read.contents.resize(std::min(max_bytes + 1, read.contents.size() * 2 + 4096));
        }
        const ssize_t got = ::read(descriptor.fd, read.contents.data() + filled, read.contents.size() - filled);
        if (got < 0) {
            if (errno == EINTR) {
                continue;
            }
            return problem(FileProblem::Unreadable, std::string{"cannot read the file ("} + std::strerror(errno) + ")");
        }
        if (got == 0) {
            break;
        }
        filled += static_cast<std::size_t>(got);
    }
    if (filled > max_bytes) {
        return too_large(max_bytes);
    }
    read.contents.resize(filled);
    return read;
}

std::string read_regular_file(const std::filesystem::path& file, std::size_t max_bytes) {
    FileRead read = try_read_regular_file(file, max_bytes);
    if (!read.ok()) {
        throw LoadError::in_file(file, read.reason);
    }
    return std::move(read.contents);
}

std::string printable_text(std::string_view text, std::size_t max_bytes) {
    constexpr std::string_view kHex = "0123456789ABCDEF";
    const auto escape = [&](std::string& out, unsigned char byte) {
        out += "\\x";
        out += kHex[byte >> 4];
        out += kHex[byte & 0xF];
    };
    const std::string_view kept = text.substr(0, max_bytes);
    std::string out;
    out.reserve(kept.size());
    std::size_t i = 0;
    while (i < kept.size()) {
        const auto lead = static_cast<unsigned char>(kept[i]);
        if (lead < 0x80) {
            if (lead < 0x20 || lead == 0x7F) {
                escape(out, lead);
            } else {
                out += static_cast<char>(lead);
            }
            ++i;
            continue;
        }
        // A whole, valid UTF-8 sequence is kept unless it is a C1 control (U+0080..U+009F,
        // e.g. the one-byte CSI U+009B) or a line / paragraph separator; anything else is
        // escaped byte by byte.
        std::size_t length = (lead & 0xE0) == 0xC0 ? 2 : (lead & 0xF0) == 0xE0 ? 3 : (lead & 0xF8) == 0xF0 ? 4 : 0;
        std::uint32_t code = length == 2 ? (lead & 0x1Fu) : length == 3 ? (lead & 0x0Fu) : (lead & 0x07u);
        bool valid = length != 0 && i + length <= kept.size();
        for (std::size_t k = 1; valid && k < length; ++k) {
            const auto next = static_cast<unsigned char>(kept[i + k]);
            valid = (next & 0xC0) == 0x80;
            code = (code << 6) | (next & 0x3Fu);
        }
        constexpr std::uint32_t kSmallest[5] = {0, 0, 0x80, 0x800, 0x10000};
        valid = valid && code >= kSmallest[length] && !(code >= 0xD800 && code <= 0xDFFF) && code <= 0x10FFFF;
        if (!valid) {
            escape(out, lead);
            ++i;
            continue;
        }
        if (code <= 0x9F || code == 0x2028 || code == 0x2029) {
            for (std::size_t k = 0; k < length; ++k) {
                escape(out, static_cast<unsigned char>(kept[i + k]));
            }
        } else {
            out.append(kept.substr(i, length));
        }
        i += length;
    }
    return text.size() > max_bytes ? out + "..." : out;
}

std::string printable_path(const std::filesystem::path& file) { return printable_text(file.string()); }

} // namespace levels
