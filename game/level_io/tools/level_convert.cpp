// tilecast_level_convert: saves any level as a Tiled map, to keep editing it in Tiled.
//
//     tilecast_level_convert IN_LEVEL OUT.tmj [OUT.tsj] [--encoding array|base64|zlib|gzip]
//
// With OUT.tsj the tileset is written there and referenced; without it, it is embedded.
#include "levels/load_error.hpp"
#include "levels/load_level.hpp"
#include "levels/tiled_writer.hpp"

#include <exception>
#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    std::vector<std::string> paths;
    levels::TiledWriteOptions options;
    for (int k = 1; k < argc; ++k) {
        const std::string argument = argv[k];
        if (argument == "--encoding" && k + 1 < argc) {
            const std::string name = argv[++k];
            if (name == "array") {
                options.encoding = levels::LayerEncoding::Array;
            } else if (name == "base64") {
                options.encoding = levels::LayerEncoding::Base64;
            } else if (name == "zlib") {
                options.encoding = levels::LayerEncoding::Base64Zlib;
            } else if (name == "gzip") {
                options.encoding = levels::LayerEncoding::Base64Gzip;
            } else {
                std::cerr << "tilecast_level_convert: unknown encoding '" << name << "'\n";
                return 2;
            }
        } else {
            paths.push_back(argument);
        }
    }
    if (paths.size() < 2 || paths.size() > 3) {
        std::cerr << "usage: tilecast_level_convert IN_LEVEL OUT.tmj [OUT.tsj] [--encoding array|base64|zlib|gzip]\n";
        return 2;
    }
    try {
        const levels::Level level = levels::load_level(paths[0]);
        if (paths.size() == 3) {
            options.external_tileset = paths[2];
        }
        levels::write_tiled_level(level, paths[1], options);
    } catch (const std::exception& error) {
        std::cerr << "tilecast_level_convert: " << error.what() << '\n';
        return 1;
    }
    return 0;
}
