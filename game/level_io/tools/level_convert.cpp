// tilecast_level_convert: saves any level as a Tiled map, to keep editing it in Tiled.
//
//     tilecast_level_convert IN_LEVEL OUT.tmj [OUT.tsj] [--encoding array|base64|zlib|gzip] [--force]
//
// With OUT.tsj the tileset is written there and referenced; without it, it is embedded.
// Nothing is written over a file that exists (a generated tileset's OUT_tiles.png included)
// unless --force is given, and never over the level being converted or its tileset image.
#include "levels/load_error.hpp"
#include "levels/load_level.hpp"
#include "levels/regular_file.hpp"
#include "levels/tiled_writer.hpp"

#include "tool_command_line.hpp"

#include <exception>
#include <filesystem>
#include <iostream>
#include <map>
#include <new>
#include <string>
#include <system_error>
#include <vector>

namespace {

// True when `a` and `b` name the same file (both existing: the same inode; otherwise the
// same path once made absolute and resolved as far as it exists).
bool same_file(const std::filesystem::path& a, const std::filesystem::path& b) {
    std::error_code error;
    if (std::filesystem::exists(a, error) && std::filesystem::exists(b, error)) {
        const bool same = std::filesystem::equivalent(a, b, error);
        if (!error) {
            return same;
        }
    }
    std::error_code error_a;
    std::error_code error_b;
    const auto canonical_a = std::filesystem::weakly_canonical(a, error_a);
    const auto canonical_b = std::filesystem::weakly_canonical(b, error_b);
    return !error_a && !error_b && canonical_a == canonical_b;
}

// Why `outputs` must not be written ("" when they may): one of them is an input, is named
// twice, is not a regular file, or exists and `force` is off.
std::string refuse_outputs(const std::vector<std::filesystem::path>& outputs,
                           const std::vector<std::pair<std::filesystem::path, const char*>>& inputs, bool force) {
    for (std::size_t k = 0; k < outputs.size(); ++k) {
        const std::filesystem::path& out = outputs[k];
        const std::string name = levels::printable_path(out);
        for (const auto& [input, what] : inputs) {
            if (!input.empty() && same_file(out, input)) {
                return name + " is " + what + ": write to another file";
            }
        }
        for (std::size_t j = 0; j < k; ++j) {
            if (same_file(out, outputs[j])) {
                return name + " would be written twice (the map, its tileset and the tileset image need three files)";
            }
        }
        std::error_code error;
        const auto status = std::filesystem::symlink_status(out, error);
        if (error || status.type() == std::filesystem::file_type::not_found) {
            continue;
        }
        const auto target = std::filesystem::status(out, error);
        if (!error && std::filesystem::exists(target) && !std::filesystem::is_regular_file(target)) {
            return name + " exists and is not a regular file";
        }
        if (!force) {
            return name + " already exists: pass --force to overwrite it";
        }
    }
    return {};
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app{"Saves any level (text or Tiled) as a Tiled map, to keep editing it in Tiled.",
                 "tilecast_level_convert"};
    std::string in_path;
    std::string out_map_path;
    std::string out_tileset_path;
    levels::TiledWriteOptions options;
    const std::map<std::string, levels::LayerEncoding> encodings{{"array", levels::LayerEncoding::Array},
                                                                 {"base64", levels::LayerEncoding::Base64},
                                                                 {"zlib", levels::LayerEncoding::Base64Zlib},
                                                                 {"gzip", levels::LayerEncoding::Base64Gzip}};
    app.add_option("IN_LEVEL", in_path, "The level to convert (.txt, .tmx or .tmj)")->required()->check(level_tools::readable_file());
    app.add_option("OUT_TMJ", out_map_path, "The Tiled map to write")->required();
    app.add_option("OUT_TSJ", out_tileset_path, "Write the tileset here and reference it (default: embed it)");
    app.add_option("--encoding", options.encoding, "How the tile layers are stored")
        ->transform(CLI::CheckedTransformer(encodings, CLI::ignore_case));
    bool force = false;
    app.add_flag("--force", force, "Overwrite output files that exist (never the level being converted)");
    if (const auto exit_status = level_tools::parse_command_line(app, argc, argv)) {
        return *exit_status;
    }
    try {
        const levels::Level level = levels::load_level(in_path);
        if (!out_tileset_path.empty()) {
            options.external_tileset = out_tileset_path;
        }
        const std::string refused =
            refuse_outputs(levels::tiled_output_files(level, out_map_path, options),
                           {{in_path, "the level being converted"}, {level.tileset_path, "the level's tileset image"}},
                           force);
        if (!refused.empty()) {
            std::cerr << "tilecast_level_convert: " << refused << '\n';
            return 1;
        }
        levels::write_tiled_level(level, out_map_path, options);
    } catch (const std::bad_alloc&) {
        std::cerr << "tilecast_level_convert: " << levels::printable_path(in_path)
                  << ": out of memory while converting the level (is it far larger than the limits in levels/FORMAT.md?)\n";
        return 1;
    } catch (const std::exception& error) {
        std::cerr << "tilecast_level_convert: " << error.what() << '\n';
        return 1;
    }
    return 0;
}
