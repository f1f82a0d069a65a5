#pragma once
/// Reading a whole small file safely: a regular file only, never more than a limit.
///
/// What it is for: every file Tilecast reads whole — a level, a tileset, a PNG, the game's
/// settings, a replay, an input script — may be named by a person or by another file. Opened
/// with `std::ifstream`, a named pipe (FIFO) blocks forever waiting for a writer, `/dev/zero`
/// or `/dev/urandom` never end, and a directory or a loop of symbolic links gives a puzzling
/// message. These functions open the file without blocking, refuse anything that is not a
/// regular file ("... is not a regular file (it is a named pipe)"), refuse a file larger than
/// `max_bytes` by its size before reading it, and never read more than `max_bytes` + 1 bytes
/// even if the file grows meanwhile.
///
/// Important parts:
/// - `try_read_regular_file`: the bytes, or a `FileProblem` and a one-line reason (no throw,
///   except std::bad_alloc) — for callers to whom a missing file is normal (settings);
/// - `read_regular_file`: the bytes, or a `LoadError` naming the file — for everything else;
/// - the reasons: "cannot open the file (it does not exist)", "cannot open the file (a loop
///   of symbolic links)", "cannot open the file (it is a directory)", "is not a regular file
///   (it is a named pipe)", "the file is larger than the limit of N bytes", ...
///
///     const levels::FileRead read = levels::try_read_regular_file(path, 1 << 20);
///     if (read.problem == levels::FileProblem::Missing) { /* first run: defaults */ }
///     else if (!read.ok()) { warn(levels::printable_path(path) + ": " + read.reason); }
///     else { parse(read.contents); }

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace levels {

/// Why a file could not be read whole.
enum class FileProblem : std::uint8_t {
    None,       ///< read
    Missing,    ///< no such file (or a folder on the way is missing)
    NotRegular, ///< a directory, a named pipe, a device, a socket
    TooLarge,   ///< more than the limit
    Unreadable, ///< anything else: permissions, a symbolic-link loop, an I/O error
};

/// The outcome of `try_read_regular_file`.
struct FileRead {
    /// The whole file when `problem` is None; empty otherwise.
    std::string contents;
    /// What went wrong, if anything.
    FileProblem problem = FileProblem::None;
    /// One line, without the file name: "cannot open the file (it does not exist)".
    std::string reason;

    /// True when the file was read.
    bool ok() const noexcept { return problem == FileProblem::None; }
};

/// Reads `file` whole when it is a regular file of at most `max_bytes` bytes. Never blocks
/// on a named pipe or a device, and never reads more than `max_bytes` + 1 bytes.
FileRead try_read_regular_file(const std::filesystem::path& file, std::size_t max_bytes);

/// What `try_read_regular_file` would say of `file`, without reading it (`contents` stays
/// empty): for a command line to check a file argument before anything runs.
FileRead check_regular_file(const std::filesystem::path& file, std::size_t max_bytes);

/// As `try_read_regular_file`, throwing `levels::LoadError` ("file: reason") on failure.
std::string read_regular_file(const std::filesystem::path& file, std::size_t max_bytes);

/// `text` safe to print on one line of a terminal or a log: control characters (C0, DEL, C1),
/// invalid UTF-8 and the Unicode line and paragraph separators become \xNN (or \u2028);
/// valid UTF-8 text is kept. Cut after `max_bytes` bytes with "...".
std::string printable_text(std::string_view text, std::size_t max_bytes = 4096);

/// `printable_text` of a path: what to put in a message that names a file.
std::string printable_path(const std::filesystem::path& file);

} // namespace levels
