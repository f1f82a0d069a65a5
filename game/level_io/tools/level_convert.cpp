// tilecast_level_convert: saves any level as a Tiled map, to keep editing it in Tiled.
//
//     tilecast_level_convert IN_LEVEL OUT.tmj [OUT.tsj] [--encoding array|base64|zlib|gzip]
//
// With OUT.tsj the tileset is written there and referenced; without it, it is embedded.
#include "levels/load_error.hpp"
#include "levels/load_level.hpp"
#include "levels/tiled_writer.hpp"

#include "tool_command_line.hpp"

#include <exception>
#include <iostream>
#include <map>
#include <string>

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
    app.add_option("IN_LEVEL", in_path, "The level to convert (.txt, .tmx or .tmj)")->required()->check(CLI::ExistingFile);
    app.add_option("OUT_TMJ", out_map_path, "The Tiled map to write")->required();
    app.add_option("OUT_TSJ", out_tileset_path, "Write the tileset here and reference it (default: embed it)");
    app.add_option("--encoding", options.encoding, "How the tile layers are stored")
        ->transform(CLI::CheckedTransformer(encodings, CLI::ignore_case));
    if (const auto exit_status = level_tools::parse_command_line(app, argc, argv)) {
        return *exit_status;
    }
    try {
        const levels::Level level = levels::load_level(in_path);
        if (!out_tileset_path.empty()) {
            options.external_tileset = out_tileset_path;
        }
        levels::write_tiled_level(level, out_map_path, options);
    } catch (const std::exception& error) {
        std::cerr << "tilecast_level_convert: " << error.what() << '\n';
        return 1;
    }
    return 0;
}
