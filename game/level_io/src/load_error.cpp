// The loaders' exception and its message forms (load_error.hpp).
#include "levels/load_error.hpp"

#include "levels/regular_file.hpp"

#include <utility>

namespace levels {

namespace {

// Names in a message come from files (a tileset path, a layer name): a terminal escape or a
// newline in one must not reach a terminal or a log raw, so the whole message is made
// printable on one line; valid UTF-8 text is kept as it is.
constexpr std::size_t kMaxMessageBytes = 16 * 1024;

} // namespace

LoadError::LoadError(std::filesystem::path file, std::optional<std::int64_t> line, std::optional<std::int64_t> column,
                     std::optional<std::string> json_path, std::string problem, const std::string& message)
    : std::runtime_error{printable_text(message, kMaxMessageBytes)}, file_{std::move(file)}, line_{line},
      column_{column}, json_path_{std::move(json_path)}, problem_{printable_text(problem, kMaxMessageBytes)} {}

LoadError LoadError::in_file(const std::filesystem::path& file, const std::string& problem) {
    return {file, std::nullopt, std::nullopt, std::nullopt, problem, file.string() + ": " + problem};
}

LoadError LoadError::at_line(const std::filesystem::path& file, std::int64_t line, const std::string& problem) {
    return {file, line, std::nullopt, std::nullopt, problem, file.string() + ":" + std::to_string(line) + ": " + problem};
}

LoadError LoadError::at_column(const std::filesystem::path& file, std::int64_t line, std::int64_t column,
                               const std::string& problem) {
    return {file, line, column, std::nullopt, problem,
            file.string() + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + problem};
}

LoadError LoadError::at_json_path(const std::filesystem::path& file, const std::string& json_path,
                                  const std::string& problem) {
    const std::string where = json_path.empty() ? std::string{"(document)"} : json_path;
    return {file, std::nullopt, std::nullopt, json_path, problem, file.string() + ": " + where + ": " + problem};
}

} // namespace levels
