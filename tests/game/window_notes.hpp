#pragma once
// Reading what a scripted window run left behind (the screenshots' .json notes, stats): a
// missing file is a test failure that names it, and an empty object to go on with.

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace window_notes {

inline nlohmann::json read_json(const std::filesystem::path& path) {
    std::ifstream in(path);
    if (!in) {
        ADD_FAILURE() << "missing " << path;
        return nlohmann::json::object();
    }
    return nlohmann::json::parse(in);
}

} // namespace window_notes
