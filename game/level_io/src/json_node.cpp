// JSON values that know where they are (json_node.hpp).
#include "json_node.hpp"

#include <engine/units/math.hpp>

#include <cmath>
#include <utility>

namespace levels::detail {

namespace {

// What one pass over `text` finds before it is parsed: whether arrays and objects nest more
// than `limit` deep, and how many there are (brackets inside strings do not count; whether
// the text is valid JSON is left to the parser).
struct Containers {
    bool too_deep = false;
    std::size_t count = 0;
};

Containers count_containers(std::string_view text, int limit) {
    Containers found;
    int depth = 0;
    bool in_string = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (in_string) {
            if (c == '\\') {
                ++i; // the escaped character, whatever it is
            } else if (c == '"') {
                in_string = false;
            }
        } else if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            ++found.count;
            if (++depth > limit) {
                found.too_deep = true;
                return found;
            }
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return found;
}

// nlohmann reports a parse error with a byte offset; people want a line and a column.
std::pair<std::int64_t, std::int64_t> line_and_column(std::string_view text, std::size_t byte) {
    std::int64_t line = 1;
    std::int64_t column = 1;
    const std::size_t end = byte == 0 ? 0 : std::min(byte - 1, text.size());
    for (std::size_t i = 0; i < end; ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

// "[json.exception.parse_error.101] parse error at line 1, column 2: syntax error ..." ->
// "syntax error ..." (the location is reported separately).
std::string without_prefix(const std::string& message) {
    const auto at = message.find("parse error");
    const auto colon = at == std::string::npos ? std::string::npos : message.find(": ", at);
    return colon == std::string::npos ? message : message.substr(colon + 2);
}

// nlohmann quotes what it read last ("...; last read: '\"hunter2\" g'; expected '}'") and the
// number it could not hold ("number overflow parsing '1e999'"): words of the file itself, which
// for a file named as a tileset may be any readable file at all. The line and column say where;
// the file's contents stay out of the message.
std::string without_quoted_text(std::string message) {
    const std::string last_read = "; last read: '";
    if (const auto at = message.find(last_read); at != std::string::npos) {
        const auto expected = message.find("'; expected", at + last_read.size());
        const auto end = expected == std::string::npos ? message.size() : expected + 1;
        message.erase(at, end - at);
    }
    if (const auto at = message.find(" parsing '"); at != std::string::npos) {
        message.erase(at);
    }
    return message;
}

} // namespace

nlohmann::json parse_json(std::string_view text, const std::filesystem::path& file) {
    if (text.empty()) {
        throw LoadError::in_file(file, "the file is empty");
    }
    // The nesting is measured by one pass over the text before parsing, so "[[[[..." is
    // refused before the parser goes deep. (A parser callback could count it too, but with a
    // callback nlohmann's parser walks the whole parent after every object or array ends,
    // looking for a discarded child: 16 MiB of "{}," in one array took hours.)
    const Containers containers = count_containers(text, kMaxJsonDepth);
    if (containers.too_deep) {
        throw LoadError::in_file(file, "the JSON is nested more than " + std::to_string(kMaxJsonDepth) +
                                           " levels deep");
    }
    // Each array or object costs the parser about a hundred bytes: "{}," repeated through a
    // 16 MiB file would take half a gigabyte.
    if (containers.count > kMaxJsonContainers) {
        throw LoadError::in_file(file, "the JSON has more than " + std::to_string(kMaxJsonContainers) +
                                           " arrays and objects, far more than a Tiled map of the largest size needs");
    }
    try {
        return nlohmann::json::parse(text.begin(), text.end());
    } catch (const nlohmann::json::parse_error& error) {
        const auto [line, column] = line_and_column(text, error.byte);
        throw LoadError::at_column(file, line, column, "invalid JSON: " + without_quoted_text(without_prefix(error.what())));
    } catch (const nlohmann::json::exception& error) {
        // e.g. out_of_range 406, "number overflow parsing '1e999'", which carries no position.
        throw LoadError::in_file(file, std::string{"invalid JSON: "} + without_quoted_text(error.what()));
    }
}

std::string JsonNode::child_path(std::string_view key) const {
    return path_.empty() ? std::string{key} : path_ + "." + std::string{key};
}

std::string JsonNode::type_name() const {
    const auto& value = *value_;
    if (value.is_null()) {
        return "null";
    }
    if (value.is_boolean()) {
        return "a boolean";
    }
    if (value.is_number()) {
        return "a number";
    }
    if (value.is_string()) {
        return "a string";
    }
    if (value.is_array()) {
        return "an array";
    }
    return "an object";
}

void JsonNode::expect_object() const {
    if (!value_->is_object()) {
        throw error("expected an object, got " + type_name());
    }
}

bool JsonNode::has(std::string_view key) const {
    return value_->is_object() && value_->contains(key);
}

JsonNode JsonNode::operator[](std::string_view key) const {
    expect_object();
    const auto found = value_->find(key);
    if (found == value_->end()) {
        throw error_at(key, "is missing");
    }
    return JsonNode{*found, *file_, child_path(key)};
}

std::optional<JsonNode> JsonNode::find(std::string_view key) const {
    expect_object();
    const auto found = value_->find(key);
    if (found == value_->end()) {
        return std::nullopt;
    }
    return JsonNode{*found, *file_, child_path(key)};
}

JsonNode JsonNode::at(std::size_t index) const {
    return JsonNode{(*value_)[index], *file_, path_ + "[" + std::to_string(index) + "]"};
}

std::size_t JsonNode::array_size() const {
    if (!value_->is_array()) {
        throw error("expected an array, got " + type_name());
    }
    return value_->size();
}

std::int64_t JsonNode::integer(std::int64_t min, std::int64_t max) const {
    const auto& value = *value_;
    std::int64_t result = 0;
    if (value.is_number_unsigned()) {
        const auto unsigned_value = value.get<std::uint64_t>();
        if (unsigned_value > static_cast<std::uint64_t>(max)) {
            throw error("must be " + std::to_string(min) + ".." + std::to_string(max) + ", got " +
                        std::to_string(unsigned_value));
        }
        result = static_cast<std::int64_t>(unsigned_value);
    } else if (value.is_number_integer()) {
        result = value.get<std::int64_t>();
    } else if (value.is_number_float() && engine::is_finite(value.get<double>()) &&
               value.get<double>() == std::floor(value.get<double>()) && std::abs(value.get<double>()) < 9e15) {
        result = static_cast<std::int64_t>(value.get<double>()); // "32.0" from some exporters
    } else {
        throw error("expected a whole number, got " + (value.is_number() ? value.dump() : type_name()));
    }
    if (result < min || result > max) {
        throw error("must be " + std::to_string(min) + ".." + std::to_string(max) + ", got " + std::to_string(result));
    }
    return result;
}

double JsonNode::number() const {
    if (!value_->is_number()) {
        throw error("expected a number, got " + type_name());
    }
    const double result = value_->get<double>();
    if (!engine::is_finite(result)) {
        throw error("expected a finite number");
    }
    return result;
}

const std::string& JsonNode::string() const {
    if (!value_->is_string()) {
        throw error("expected a string, got " + type_name());
    }
    return value_->get_ref<const std::string&>();
}

bool JsonNode::boolean() const {
    if (!value_->is_boolean()) {
        throw error("expected true or false, got " + type_name());
    }
    return value_->get<bool>();
}

} // namespace levels::detail
