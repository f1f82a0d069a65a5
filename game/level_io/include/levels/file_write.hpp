#pragma once
/// Writing a whole file so that it is either all there or not changed at all.
///
/// What it is for: every file Tilecast writes — a replay, the stats JSON, the game's settings,
/// a screenshot or a converted level's PNG — replaces what a person may want to keep. Written
/// in place, a full disk or a crash halfway leaves half a file where a good one was; and a
/// full disk often shows only when the last buffer is flushed, so a writer that checks only
/// its own calls reports "saved" for a file that is not there.
///
/// Important parts:
/// - `write_file_replacing(path, fill)`: `fill` writes into a temporary file beside `path`
///   (its name ends in `.tmp.<process id>`); the file is flushed and closed with every error
///   checked, then renamed over `path` — the one step that replaces the old file, and it
///   either happens whole or not at all;
/// - a path that names something other than a regular file (`/dev/null`, a named pipe, a
///   terminal) is written in place, checked the same way: renaming over it would replace
///   the device or the pipe with a file;
/// - every failure is a `std::runtime_error` "PATH: cannot write the file (REASON)", and the
///   temporary file is removed.
///
///     levels::write_file_replacing("stats.json", std::string_view{"{}\n"});
///
/// Source: the write-to-temporary-then-rename idiom of POSIX `rename(2)`, which replaces
/// the target atomically within one file system.

#include <cstdio>
#include <filesystem>
#include <functional>
#include <string_view>

namespace levels {

/// Writes `path` as `fill` fills the stream it is given (see the file comment). `fill`
/// returns false when it could not write everything (the file is then left unchanged).
void write_file_replacing(const std::filesystem::path& path, const std::function<bool(std::FILE*)>& fill);

/// Writes `bytes` as the whole of `path` (see the file comment).
void write_file_replacing(const std::filesystem::path& path, std::string_view bytes);

} // namespace levels
