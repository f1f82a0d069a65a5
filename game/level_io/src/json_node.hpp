#pragma once
// A JSON value together with its path and file, so every complaint about it can say where
// it is (internal to the Tiled loader).

#include "levels/load_error.hpp"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace levels::detail {

/// Deepest nesting accepted in a JSON level file (Tiled maps need about 6).
inline constexpr int kMaxJsonDepth = 64;

/// Most arrays and objects in one JSON level file: a map within every limit (4096 collision
/// objects, 4096 spawns, 256 tilesets, 64 layers, properties) holds far fewer.
inline constexpr std::size_t kMaxJsonContainers = std::size_t{1} << 20;

/// Parses `text` as JSON, refusing nesting deeper than kMaxJsonDepth and more than
/// kMaxJsonContainers arrays and objects, before parsing; malformed JSON becomes
/// a LoadError with `file`'s line and column.
nlohmann::json parse_json(std::string_view text, const std::filesystem::path& file);

/// A JSON value, its path from the document root ("layers[1].data") and its file.
class JsonNode {
public:
    /// The document root of `file`.
    JsonNode(const nlohmann::json& value, const std::filesystem::path& file) : value_{&value}, file_{&file} {}

    /// The underlying JSON value.
    const nlohmann::json& value() const noexcept { return *value_; }
    /// Path from the root, e.g. "layers[1].data"; "" at the root.
    const std::string& path() const noexcept { return path_; }
    /// The file this value is in.
    const std::filesystem::path& file() const noexcept { return *file_; }

    /// An error located at this value.
    LoadError error(const std::string& problem) const { return LoadError::at_json_path(*file_, path_, problem); }
    /// An error located at this value's member `key` (which may be missing).
    LoadError error_at(std::string_view key, const std::string& problem) const {
        return LoadError::at_json_path(*file_, child_path(key), problem);
    }

    /// True when this is an object with member `key`.
    bool has(std::string_view key) const;
    /// Member `key` of this object; error when this is no object or the member is missing.
    JsonNode operator[](std::string_view key) const;
    /// Member `key`, or nothing when it is missing (error when this is no object).
    std::optional<JsonNode> find(std::string_view key) const;
    /// Element `index` of this array (the caller checked the size).
    JsonNode at(std::size_t index) const;

    /// Checks this is an object.
    void expect_object() const;
    /// Number of elements; error when this is no array.
    std::size_t array_size() const;
    /// A whole number in [min, max]; error otherwise.
    std::int64_t integer(std::int64_t min, std::int64_t max) const;
    /// A finite number; error otherwise.
    double number() const;
    /// A string; error otherwise.
    const std::string& string() const;
    /// A boolean; error otherwise.
    bool boolean() const;

private:
    JsonNode(const nlohmann::json& value, const std::filesystem::path& file, std::string path)
        : value_{&value}, file_{&file}, path_{std::move(path)} {}
    std::string child_path(std::string_view key) const;
    std::string type_name() const;

    const nlohmann::json* value_;
    const std::filesystem::path* file_;
    std::string path_;
};

} // namespace levels::detail
