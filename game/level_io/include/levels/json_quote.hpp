#pragma once
/// Quoting a JSON value read from a file in a one-line message, safely.
///
/// What it is for: a warning or an error that says what was wrong ("'panels' lists unknown
/// name 42"). The value comes from a file or a pipe, so it may be huge or nested a hundred
/// thousand levels deep: `nlohmann::json::dump()` would copy all of it into the message, and
/// recurse once per level until the stack runs out. `quote_json_value` never recurses: a
/// number, a boolean or null is printed as it is, a string escaped as JSON and cut to a
/// bounded length, an array or an object only named with its size.
///
///     nlohmann::json deep = nlohmann::json::parse("[[[1]]]");
///     std::string said = levels::quote_json_value(deep);  // "an array of 1 item"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>

namespace levels {

/// `value` for a one-line message: scalars as JSON (a string cut after `max_chars`
/// characters of its text, with "..." and its length), containers by kind and size.
inline std::string quote_json_value(const nlohmann::json& value, std::size_t max_chars = 60) {
    const auto count = [](std::size_t n, const char* one, const char* many) {
        return std::to_string(n) + " " + (n == 1 ? one : many);
    };
    if (value.is_array()) {
        return "an array of " + count(value.size(), "item", "items");
    }
    if (value.is_object()) {
        return "an object of " + count(value.size(), "key", "keys");
    }
    if (value.is_string()) {
        const std::string& text = value.get_ref<const std::string&>();
        if (text.size() > max_chars) {
            const nlohmann::json head = text.substr(0, max_chars);
            return head.dump(-1, ' ', true, nlohmann::json::error_handler_t::replace) + "... (" +
                   std::to_string(text.size()) + " bytes)";
        }
    }
    // Flat values: escaped as JSON, ASCII only, invalid UTF-8 replaced, so the message stays one line.
    return value.dump(-1, ' ', true, nlohmann::json::error_handler_t::replace);
}

} // namespace levels
