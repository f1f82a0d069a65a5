// tilecast_tileset_gen: draws the Tilecast tileset and saves it as a PNG.
//
//     tilecast_tileset_gen assets/tileset.png
//     tilecast_tileset_gen --preview SCALE preview.png   # enlarged, over a checkerboard
//
// The art is in tileset_art.cpp; tests/levels checks the committed PNG matches it, so
// after changing the art, run this and commit the new PNG.
#include "levels/png_image.hpp"
#include "tileset_art.hpp"

#include "../tool_command_line.hpp"

#include <exception>
#include <iostream>
#include <string>

namespace {

// The sheet enlarged `scale` times and composited over a grey checkerboard, so transparent
// and faint pixels can be told apart when a person looks at it.
levels::RgbaImage preview(const levels::RgbaImage& sheet, int scale) {
    levels::RgbaImage out;
    out.width = sheet.width * scale;
    out.height = sheet.height * scale;
    out.rgba.resize(static_cast<std::size_t>(out.width) * static_cast<std::size_t>(out.height) * 4);
    for (int y = 0; y < out.height; ++y) {
        for (int x = 0; x < out.width; ++x) {
            const std::size_t from = (static_cast<std::size_t>(y / scale) * static_cast<std::size_t>(sheet.width) +
                                      static_cast<std::size_t>(x / scale)) * 4;
            const std::size_t to = (static_cast<std::size_t>(y) * static_cast<std::size_t>(out.width) +
                                    static_cast<std::size_t>(x)) * 4;
            const int checker = ((x / 8 + y / 8) % 2 == 0) ? 200 : 150;
            const int alpha = sheet.rgba[from + 3];
            for (int c = 0; c < 3; ++c) {
                out.rgba[to + static_cast<std::size_t>(c)] =
                    static_cast<std::uint8_t>((sheet.rgba[from + static_cast<std::size_t>(c)] * alpha + checker * (255 - alpha)) / 255);
            }
            out.rgba[to + 3] = 255;
        }
    }
    return out;
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app{"Draws Tilecast's tileset (assets/tileset.png) from code.", "tilecast_tileset_gen"};
    std::string out_path;
    int preview_scale = 0;
    app.add_option("OUTPUT_PNG", out_path, "Where to save the tileset PNG")->required();
    app.add_option("--preview", preview_scale,
                   "Save a preview instead: each pixel SCALE times larger, over a checkerboard, with gaps between tiles")
        ->check(CLI::Range(1, 16));
    if (const auto exit_status = level_tools::parse_command_line(app, argc, argv)) {
        return *exit_status;
    }
    try {
        if (preview_scale > 0) {
            levels::save_png(preview(tileset_art::draw_tileset(), preview_scale), out_path);
            return 0;
        }
        levels::save_png(tileset_art::draw_tileset(), out_path);
    } catch (const std::exception& error) {
        std::cerr << "tilecast_tileset_gen: " << error.what() << '\n';
        return 1;
    }
    std::cout << "wrote " << out_path << " (" << tileset_art::kColumns * tileset_art::kTileSize << " x "
              << tileset_art::kRows * tileset_art::kTileSize << " px, " << tileset_art::kTileCount << " tiles)\n";
    return 0;
}
