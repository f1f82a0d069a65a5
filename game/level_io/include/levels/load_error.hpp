#pragma once
/// `levels::LoadError`: the one exception every level loader throws, saying where and what.
///
/// What it is for: a hand-edited level with a typo must give a message a person can act on —
/// which file, which line (or which JSON path in a Tiled map), what is wrong — and never a
/// crash. The game catches it and keeps the old level running; tools print `what()`.
///
/// Important parts:
/// - `file()`: the file at fault (a level, an external tileset or a PNG);
/// - `line()` / `column()`: 1-based position in a text file, when there is one;
/// - `json_path()`: a path like `layers[1].data[17]` in a Tiled file, when there is one;
/// - `problem()`: the message without the location;
/// - `what()`: `file:line: problem`, `file:line:column: problem`, `file: json.path: problem`
///   or `file: problem` — the form compilers use, so editors can jump to it. It is always one
///   printable line: control characters and invalid UTF-8 in names taken from a file are
///   escaped as \xNN (levels::printable_text in regular_file.hpp).
///
///     try { levels::load_level(path); }
///     catch (const levels::LoadError& error) { std::cerr << error.what() << '\n'; }
///     // levels/broken.txt:12:7: character 'Q' is not in the legend

#include <cstdint>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>

namespace levels {

/// A level, tileset or image that cannot be loaded, and where the problem is.
class LoadError : public std::runtime_error {
public:
    /// A problem with the whole file (empty, too large, unreadable).
    static LoadError in_file(const std::filesystem::path& file, const std::string& problem);
    /// A problem on `line` (1-based) of a text file.
    static LoadError at_line(const std::filesystem::path& file, std::int64_t line, const std::string& problem);
    /// A problem at `line`, `column` (both 1-based) of a text file.
    static LoadError at_column(const std::filesystem::path& file, std::int64_t line, std::int64_t column,
                               const std::string& problem);
    /// A problem at `json_path` (e.g. "layers[0].data[5]"; "" for the document) of a JSON file.
    static LoadError at_json_path(const std::filesystem::path& file, const std::string& json_path,
                                  const std::string& problem);

    /// The file at fault.
    const std::filesystem::path& file() const noexcept { return file_; }
    /// 1-based line in a text file, if known.
    std::optional<std::int64_t> line() const noexcept { return line_; }
    /// 1-based column in a text file, if known.
    std::optional<std::int64_t> column() const noexcept { return column_; }
    /// Path inside a JSON file, if the problem is in one.
    std::optional<std::string> json_path() const { return json_path_; }
    /// What is wrong, without the location.
    const std::string& problem() const noexcept { return problem_; }

private:
    LoadError(std::filesystem::path file, std::optional<std::int64_t> line, std::optional<std::int64_t> column,
              std::optional<std::string> json_path, std::string problem, const std::string& message);

    std::filesystem::path file_;
    std::optional<std::int64_t> line_;
    std::optional<std::int64_t> column_;
    std::optional<std::string> json_path_;
    std::string problem_;
};

} // namespace levels
