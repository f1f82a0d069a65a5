// tilecast_level_preview: draws a whole level into a PNG, to look at it without the game.
//
//     tilecast_level_preview LEVEL OUT.png [SCALE_PERCENT]
//
// Backdrops (Tiled image layers), background layers, then the collision layer (unless the level says it is not drawn: a
// hidden collision layer, or one built from the drawn layers), then foreground layers, each
// tile turned by its flip flags exactly as the masks are (engine::source_pixel); then spawns
// as dots (player green, patrol red, sweeper orange, bolter magenta) and patrol routes as thin
// lines. It prints which rule built the collision map, and what the loader skipped.
#include "engine/raycast/tile_flip.hpp"
#include "levels/load_level.hpp"
#include "levels/regular_file.hpp"
#include "levels/png_image.hpp"

#include "tool_command_line.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <exception>
#include <iostream>
#include <new>
#include <string>

namespace {

struct Colour {
    std::uint8_t r, g, b;
};

void blend(levels::RgbaImage& image, std::int32_t x, std::int32_t y, Colour colour, int alpha) {
    if (x < 0 || y < 0 || x >= image.width || y >= image.height) {
        return;
    }
    std::uint8_t* pixel = image.rgba.data() + (static_cast<std::size_t>(y) * static_cast<std::size_t>(image.width) +
                                               static_cast<std::size_t>(x)) * 4;
    const std::uint8_t channels[3] = {colour.r, colour.g, colour.b};
    for (int c = 0; c < 3; ++c) {
        pixel[c] = static_cast<std::uint8_t>((channels[c] * alpha + pixel[c] * (255 - alpha)) / 255);
    }
    pixel[3] = 255;
}

// A backdrop (Tiled image layer) blended over the black at its position.
void draw_backdrop(levels::RgbaImage& out, const levels::Backdrop& backdrop) {
    const auto left = static_cast<std::int32_t>(std::lround(backdrop.position.x_pixels()));
    const auto top = static_cast<std::int32_t>(std::lround(backdrop.position.y_pixels()));
    for (std::int32_t y = 0; y < backdrop.image.height; ++y) {
        for (std::int32_t x = 0; x < backdrop.image.width; ++x) {
            const std::uint8_t* pixel = backdrop.image.rgba.data() + (static_cast<std::size_t>(y) * static_cast<std::size_t>(backdrop.image.width) +
                                                                      static_cast<std::size_t>(x)) * 4;
            blend(out, left + x, top + y, Colour{pixel[0], pixel[1], pixel[2]},
                  static_cast<std::uint8_t>(std::lround(pixel[3] * backdrop.opacity)));
        }
    }
}

// A pixel's colour under a layer's tint.
Colour tinted(const std::uint8_t* pixel, const levels::LayerLook& look) {
    const auto channel = [&](int c) { return static_cast<std::uint8_t>(pixel[c] * look.tint[static_cast<std::size_t>(c)] / 255); };
    return Colour{channel(0), channel(1), channel(2)};
}

// The whole picture of a tile of another size, its bottom-left on its cell's (already flipped).
void draw_picture(levels::RgbaImage& out, const levels::Level& level, const levels::TilePicture& picture,
                  std::int32_t left, std::int32_t bottom, const levels::LayerLook& look) {
    const levels::RgbaImage& sheet = level.tile_picture_image;
    for (std::int32_t y = 0; y < picture.height; ++y) {
        for (std::int32_t x = 0; x < picture.width; ++x) {
            const std::uint8_t* source =
                sheet.rgba.data() + (static_cast<std::size_t>(picture.top + y) * static_cast<std::size_t>(sheet.width) +
                                     static_cast<std::size_t>(picture.left + x)) * 4;
            blend(out, left + x, bottom - picture.height + y, tinted(source, look),
                  static_cast<std::uint8_t>(std::lround(source[3] * look.opacity)));
        }
    }
}

// A layer at its look's offset (rounded to whole pixels) and opacity, rows top to bottom as
// Tiled draws them, so a tall tile covers the row above it.
void draw_layer(levels::RgbaImage& out, const levels::Level& level, const engine::Tilemap<engine::PlacedTile>& layer,
                const levels::LayerLook& look) {
    const std::int32_t size = level.tile_size();
    const auto dx = static_cast<std::int32_t>(std::lround(look.offset_x_pixels));
    const auto dy = static_cast<std::int32_t>(std::lround(look.offset_y_pixels));
    for (std::int32_t j = 0; j < layer.height(); ++j) {
        for (std::int32_t i = 0; i < layer.width(); ++i) {
            const engine::PlacedTile tile = layer(i, j);
            if (!tile.has_tile()) {
                continue;
            }
            const auto picture = std::find_if(level.tile_pictures.begin(), level.tile_pictures.end(),
                                              [&](const levels::TilePicture& p) { return p.type == tile.type; });
            if (picture != level.tile_pictures.end()) {
                draw_picture(out, level, *picture, i * size + dx, (j + 1) * size + dy, look);
                continue;
            }
            const std::int32_t left = (tile.type % level.tileset_columns) * size;
            const std::int32_t top = (tile.type / level.tileset_columns) * size;
            for (std::int32_t y = 0; y < size; ++y) {
                for (std::int32_t x = 0; x < size; ++x) {
                    const engine::MaskPixel from = engine::source_pixel(tile.flip, size, {x, y});
                    const std::uint8_t* source =
                        level.tileset_image.rgba.data() +
                        (static_cast<std::size_t>(top + from.y) * static_cast<std::size_t>(level.tileset_image.width) +
                         static_cast<std::size_t>(left + from.x)) * 4;
                    blend(out, i * size + x + dx, j * size + y + dy, tinted(source, look),
                          static_cast<std::uint8_t>(std::lround(source[3] * look.opacity)));
                }
            }
        }
    }
}

void dot(levels::RgbaImage& out, engine::Position2 at, Colour colour) {
    const auto cx = static_cast<std::int32_t>(at.x_pixels());
    const auto cy = static_cast<std::int32_t>(at.y_pixels());
    for (std::int32_t y = -7; y <= 7; ++y) {
        for (std::int32_t x = -7; x <= 7; ++x) {
            const int d2 = x * x + y * y;
            if (d2 <= 49) {
                blend(out, cx + x, cy + y, d2 >= 30 ? Colour{0, 0, 0} : colour, 255);
            }
        }
    }
}

void line(levels::RgbaImage& out, engine::Position2 a, engine::Position2 b, Colour colour) {
    const float dx = b.x_pixels() - a.x_pixels();
    const float dy = b.y_pixels() - a.y_pixels();
    const int steps = static_cast<int>(std::max(std::abs(dx), std::abs(dy))) + 1;
    for (int k = 0; k <= steps; ++k) {
        const float t = static_cast<float>(k) / static_cast<float>(steps);
        blend(out, static_cast<std::int32_t>(a.x_pixels() + dx * t), static_cast<std::int32_t>(a.y_pixels() + dy * t),
              colour, 200);
    }
}

levels::RgbaImage scaled(const levels::RgbaImage& image, int percent) {
    levels::RgbaImage out;
    out.width = std::max(1, image.width * percent / 100);
    out.height = std::max(1, image.height * percent / 100);
    out.rgba.resize(static_cast<std::size_t>(out.width) * static_cast<std::size_t>(out.height) * 4);
    for (std::int32_t y = 0; y < out.height; ++y) {
        for (std::int32_t x = 0; x < out.width; ++x) {
            const std::size_t from = (static_cast<std::size_t>(y * 100 / percent) * static_cast<std::size_t>(image.width) +
                                      static_cast<std::size_t>(x * 100 / percent)) * 4;
            std::copy_n(image.rgba.begin() + static_cast<std::ptrdiff_t>(from), 4,
                        out.rgba.begin() + static_cast<std::ptrdiff_t>((static_cast<std::size_t>(y) * static_cast<std::size_t>(out.width) + static_cast<std::size_t>(x)) * 4));
        }
    }
    return out;
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app{"Draws a whole level (tiles with their flips, robot routes, spawns) into a PNG.", "tilecast_level_preview"};
    std::string level_path;
    std::string out_path;
    int percent = 100;
    app.add_option("LEVEL", level_path, "The level to draw (.txt, .tmx or .tmj)")->required()->check(level_tools::readable_file());
    app.add_option("OUT_PNG", out_path, "The PNG to write")->required();
    app.add_option("SCALE_PERCENT", percent, "Size of the picture in percent of the level's pixels")
        ->check(CLI::Range(5, 400));
    if (const auto exit_status = level_tools::parse_command_line(app, argc, argv)) {
        return *exit_status;
    }
    try {
        const levels::Level level = levels::load_level(level_path);
        std::cout << "collision map (" << levels::to_string(level.collision_rule) << "): " << level.collision_note
                  << '\n';
        for (const std::string& warning : level.warnings) {
            std::cout << "warning: " << warning << '\n';
        }
        // The whole level is drawn at full size first, and the PNG encoder holds its rows
        // again: refuse a picture over 256 MiB of RGBA (8192 x 8192 px, a 256 x 256 level of
        // 32 px tiles) before allocating it. At 2^28 px a 512 x 512 text level took 2 GiB.
        constexpr std::int64_t kMaxPicturePixels = std::int64_t{1} << 26;
        const std::int64_t pixels = static_cast<std::int64_t>(level.collision.pixel_width()) * level.collision.pixel_height();
        if (pixels > kMaxPicturePixels) {
            std::cerr << "tilecast_level_preview: " << levels::printable_path(level_path) << ": the level is "
                      << level.collision.pixel_width() << " x " << level.collision.pixel_height()
                      << " px, more than the " << kMaxPicturePixels << " px (8192 x 8192) this tool draws\n";
            return 1;
        }
        levels::RgbaImage out;
        out.width = level.collision.pixel_width();
        out.height = level.collision.pixel_height();
        out.rgba.assign(static_cast<std::size_t>(out.width) * static_cast<std::size_t>(out.height) * 4, 0);
        for (std::size_t k = 0; k < out.rgba.size(); k += 4) {
            out.rgba[k + 3] = 255; // black behind everything
        }
        for (const levels::Backdrop& backdrop : level.backdrops) {
            draw_backdrop(out, backdrop);
        }
        for (const auto& layer : level.background_layers) {
            draw_layer(out, level, layer.tiles, layer.look);
        }
        if (level.collision_drawn) {
            draw_layer(out, level, level.collision.tiles(), level.collision_look);
        }
        for (const auto& layer : level.foreground_layers) {
            draw_layer(out, level, layer.tiles, layer.look);
        }
        for (const levels::RobotSpawn& robot : level.robots) {
            engine::Position2 from = robot.position;
            for (const engine::Position2 to : robot.route) {
                line(out, from, to, {255, 80, 80});
                from = to;
            }
            if (!robot.route.empty()) {
                line(out, from, robot.position, {255, 80, 80});
            }
            const Colour colour = robot.kind == levels::RobotKind::Patrol    ? Colour{230, 40, 40}
                                  : robot.kind == levels::RobotKind::Sweeper ? Colour{255, 150, 20}
                                                                             : Colour{220, 40, 220};
            dot(out, robot.position, colour);
        }
        for (const levels::PlayerSpawn& spawn : level.player_spawns) {
            dot(out, spawn.position, {40, 220, 60});
        }
        levels::save_png(percent == 100 ? out : scaled(out, percent), out_path);
    } catch (const std::bad_alloc&) {
        std::cerr << "tilecast_level_preview: " << levels::printable_path(level_path)
                  << ": out of memory while loading or drawing the level\n";
        return 1;
    } catch (const std::exception& error) {
        std::cerr << "tilecast_level_preview: " << error.what() << '\n';
        return 1;
    }
    return 0;
}
