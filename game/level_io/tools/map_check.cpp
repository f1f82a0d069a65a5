// tilecast_map_check: opens every Tiled map under a folder with the game's own loader and says,
// one row per map, whether it opens, which wall rule fired, how much of it is solid and where
// the player starts — so a Tiled user learns in seconds which maps work and why.
//
//     tilecast_map_check FOLDER [--json] [--warnings]
//
// A map is a .tmx, a .tmj, or a .json whose root is a Tiled map (a .json tileset or any other
// JSON is passed over). The exit status is 0 when every map opens, 1 when any is refused and
// 2 after a usage error, so CI can run it over a project's maps.
#include "levels/load_error.hpp"
#include "levels/load_level.hpp"
#include "levels/regular_file.hpp"

#include "tool_command_line.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <exception>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

// What checking one map found.
struct MapReport {
    std::string path;        // relative to the folder, '/' separated
    std::string orientation; // as the file says it ("" when it says nothing)
    bool opens = false;
    std::string reason;      // refused: the loader's one-line message
    std::string rule;        // opened: levels::to_string(collision_rule)
    std::string rule_note;   // opened: Level::collision_note
    double solid_fraction = 0;
    std::string start;       // opened: "(i, j) object" or "(i, j) centre"
    std::vector<std::string> warnings;
};

std::string lowercase(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

// The orientation a map declares, read without loading it: "orthogonal", "isometric" ... or "".
std::string declared_orientation(const std::string& text) {
    const std::size_t first = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
    if (first != std::string::npos && text[first] == '<') {
        const std::size_t map = text.find("<map");
        const std::size_t key = map == std::string::npos ? map : text.find("orientation=\"", map);
        const std::size_t end = key == std::string::npos ? key : text.find('"', key + 13);
        return end == std::string::npos ? "" : text.substr(key + 13, end - key - 13);
    }
    const nlohmann::json json = nlohmann::json::parse(text, nullptr, false);
    if (json.is_object() && json.contains("orientation") && json["orientation"].is_string()) {
        return json["orientation"].get<std::string>();
    }
    return "";
}

// True when a .json file's root is a Tiled map: "type": "map", or (older Tiled) the map keys.
bool is_tiled_json_map(const std::string& text) {
    const nlohmann::json json = nlohmann::json::parse(text, nullptr, false);
    if (!json.is_object()) {
        return false;
    }
    if (json.contains("type")) {
        return json["type"] == "map";
    }
    return json.contains("layers") && json.contains("tilewidth") && json.contains("orientation");
}

// The map files under `folder`, sorted, found without following directory links.
std::vector<fs::path> map_files(const fs::path& folder) {
    std::vector<fs::path> found;
    std::error_code error;
    for (fs::recursive_directory_iterator it{folder, fs::directory_options::skip_permission_denied, error}, end;
         !error && it != end; it.increment(error)) {
        const std::string extension = lowercase(it->path().extension().string());
        if (!it->is_regular_file(error)) {
            continue;
        }
        if (extension == ".tmx" || extension == ".tmj") {
            found.push_back(it->path());
        } else if (extension == ".json") {
            // Only Tiled maps: a project's other JSON (tilesets, settings) is not a map.
            const levels::FileRead read = levels::try_read_regular_file(it->path(), levels::Limits::kMaxFileBytes);
            if (read.ok() && is_tiled_json_map(read.contents)) {
                found.push_back(it->path());
            }
        }
    }
    std::sort(found.begin(), found.end());
    return found;
}

// Solid pixels over all pixels of the collision layer.
double solid_fraction(const engine::CollisionMap& map) {
    const std::int64_t size = map.tile_size();
    std::int64_t solid = 0;
    for (std::int32_t j = 0; j < map.height(); ++j) {
        for (std::int32_t i = 0; i < map.width(); ++i) {
            const engine::TileClass tile_class = map.tile_class(i, j);
            if (tile_class == engine::TileClass::Full) {
                solid += size * size;
            } else if (tile_class == engine::TileClass::Mixed) {
                for (std::int64_t y = 0; y < size; ++y) {
                    for (std::int64_t x = 0; x < size; ++x) {
                        solid += map.solid_pixel(i * size + x, j * size + y) ? 1 : 0;
                    }
                }
            }
        }
    }
    const double all = static_cast<double>(map.pixel_width()) * static_cast<double>(map.pixel_height());
    return all > 0 ? static_cast<double>(solid) / all : 0.0;
}

// Where the player starts, as a tile, and whether an object or the centre rule put it there.
std::string describe_start(const levels::Level& level) {
    const levels::PlayerSpawn& spawn = level.player_spawns.front();
    const auto tile = [&](float pixels) { return std::to_string(static_cast<std::int64_t>(pixels) / level.tile_size()); };
    const bool central = spawn.origin.find("no spawn object") != std::string::npos;
    return "(" + tile(spawn.position.x_pixels()) + ", " + tile(spawn.position.y_pixels()) + ") " +
           (central ? "centre" : "object");
}

// `text` with every mention of `folder` removed, so messages name files as the table does.
std::string without_prefix(std::string text, const fs::path& folder) {
    std::string prefix = folder.generic_string();
    if (prefix.empty()) {
        return text;
    }
    if (prefix.back() != '/') {
        prefix += '/';
    }
    for (std::size_t at = text.find(prefix); at != std::string::npos; at = text.find(prefix, at)) {
        text.erase(at, prefix.size());
    }
    return text;
}

MapReport check_map(const fs::path& folder, const fs::path& file) {
    MapReport report;
    report.path = file.lexically_relative(folder).generic_string();
    const levels::FileRead read = levels::try_read_regular_file(file, levels::Limits::kMaxFileBytes);
    if (read.ok()) {
        report.orientation = declared_orientation(read.contents);
    }
    try {
        const levels::Level level = levels::load_level(file);
        report.opens = true;
        report.rule = std::string{levels::to_string(level.collision_rule)};
        if (level.collision_rule == levels::CollisionRule::Nothing &&
            level.collision_note.starts_with("only collision objects")) {
            report.rule = "objects"; // rule 5 for tiles, but walls there are: collision objects
        }
        report.rule_note = level.collision_note;
        report.solid_fraction = solid_fraction(level.collision);
        report.start = describe_start(level);
        report.warnings = level.warnings;
    } catch (const levels::LoadError& error) {
        report.reason = error.what();
    } catch (const std::exception& error) {
        // The loader promises LoadError only; anything else is a loader bug worth reporting.
        report.reason = std::string{"unexpected error (a loader bug): "} + error.what();
    }
    report.reason = levels::printable_text(without_prefix(report.reason, folder));
    return report;
}

bool orthogonal(const MapReport& report) { return report.orientation == "orthogonal" || report.orientation.empty(); }

std::string summary_line(const std::vector<MapReport>& reports) {
    const auto opens = std::count_if(reports.begin(), reports.end(), [](const MapReport& r) { return r.opens; });
    const auto ortho = std::count_if(reports.begin(), reports.end(), orthogonal);
    const auto ortho_opens =
        std::count_if(reports.begin(), reports.end(), [](const MapReport& r) { return r.opens && orthogonal(r); });
    std::ostringstream line;
    line << reports.size() << " maps: " << opens << " open, " << reports.size() - static_cast<std::size_t>(opens)
         << " refused; orthogonal: " << ortho_opens << " of " << ortho << " open";
    if (ortho > 0) {
        line << " (" << std::fixed << std::setprecision(1) << 100.0 * static_cast<double>(ortho_opens) / static_cast<double>(ortho)
             << " %)";
    }
    return line.str();
}

void print_table(const std::vector<MapReport>& reports, bool with_warnings) {
    std::size_t width = 3;
    for (const MapReport& report : reports) {
        width = std::max(width, report.path.size());
    }
    std::cout << std::left << std::setw(static_cast<int>(width)) << "map" << " | result  | wall rule       | solid  | start\n";
    for (const MapReport& report : reports) {
        std::cout << std::left << std::setw(static_cast<int>(width)) << report.path << " | ";
        if (!report.opens) {
            std::cout << "refused | " << report.reason << '\n';
            continue;
        }
        std::ostringstream solid;
        solid << std::fixed << std::setprecision(1) << 100.0 * report.solid_fraction << " %";
        std::cout << "opens   | " << std::setw(15) << report.rule << " | " << std::setw(6) << solid.str() << " | "
                  << report.start << '\n';
        if (with_warnings) {
            std::cout << "    walls: " << report.rule_note << '\n';
            for (const std::string& warning : report.warnings) {
                std::cout << "    warning: " << warning << '\n';
            }
        }
    }
    std::cout << summary_line(reports) << '\n';
}

void print_json(const std::vector<MapReport>& reports) {
    nlohmann::json maps = nlohmann::json::array();
    for (const MapReport& report : reports) {
        nlohmann::json row{{"map", report.path}, {"orientation", report.orientation}, {"opens", report.opens}};
        if (report.opens) {
            row["rule"] = report.rule;
            row["rule_note"] = report.rule_note;
            row["solid_fraction"] = report.solid_fraction;
            row["start"] = report.start;
            row["warnings"] = report.warnings;
        } else {
            row["reason"] = report.reason;
        }
        maps.push_back(std::move(row));
    }
    // Names from files may hold bytes that are not UTF-8: replaced, never an exception.
    std::cout << nlohmann::json{{"maps", maps}, {"summary", summary_line(reports)}}.dump(1, ' ', false,
                                                                                         nlohmann::json::error_handler_t::replace)
              << '\n';
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app{"Opens every Tiled map (.tmx, .tmj, Tiled .json) under FOLDER with the game's loader and prints "
                 "one row per map: opens or refused (why), the wall rule that fired, the solid fraction and the "
                 "player's start tile. Exit status 1 when any map is refused.",
                 "tilecast_map_check"};
    std::string folder;
    bool json = false;
    bool with_warnings = false;
    app.add_option("FOLDER", folder, "folder searched (with its subfolders) for Tiled maps")
        ->required()
        ->check(CLI::ExistingDirectory);
    app.add_flag("--json", json, "print JSON ({\"maps\": [...], \"summary\": ...}) instead of the table");
    app.add_flag("--warnings", with_warnings, "under each opened map's row, how its walls were read and its warnings");
    if (const auto status = level_tools::parse_command_line(app, argc, argv)) {
        return *status;
    }
    try {
        std::vector<MapReport> reports;
        for (const fs::path& file : map_files(folder)) {
            reports.push_back(check_map(folder, file));
        }
        json ? print_json(reports) : print_table(reports, with_warnings);
        const bool all_open = std::all_of(reports.begin(), reports.end(), [](const MapReport& r) { return r.opens; });
        return all_open ? 0 : 1;
    } catch (const std::exception& error) {
        std::cerr << "tilecast_map_check: " << error.what() << '\n';
        return 3;
    }
}
