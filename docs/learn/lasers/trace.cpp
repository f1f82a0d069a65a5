// Chapter 7's worked trace: one laser cast in tile mode and in pixel-perfect mode on a
// tiny map, walked by hand with the engine's GridWalk and then by cast_laser itself.
// Build and run it from the repository's root (docs/learn/07_lasers.md, "Try it").
#include <engine/raycast/laser_cast.hpp>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace {

using namespace engine;

constexpr std::int32_t kTile = 8; // pixels per tile side

/// A 16 x 8 alpha image holding two 8 x 8 tiles: type 0 opaque everywhere, type 1 a
/// post in its lower right (alpha 255) with a faint shadow beside it (alpha 60).
std::vector<std::uint8_t> make_alpha() {
    std::vector<std::uint8_t> alpha(16 * 8, 0);
    for (int y = 0; y < 8; ++y) {
        for (int x = 0; x < 8; ++x) {
            alpha[y * 16 + x] = 255;                                        // type 0: a full block
            const bool post = x >= 4 && y >= 4 - (x - 4) / 2;               // type 1: a post ...
            const bool shadow = !post && x >= 2 && y >= 5;                  // ... and its shadow
            alpha[y * 16 + 8 + x] = post ? 255 : shadow ? 60 : 0;
        }
    }
    return alpha;
}

const char* how_name(SegmentStep how) {
    return how == SegmentStep::X ? "across x" : how == SegmentStep::Y ? "across y" : "start";
}

void print_result(const CastResult& r) {
    std::printf("  cast_laser: %s, tile (%d, %d), pixel (%d, %d), face %s, point (%g, %g), fraction %.6g,\n"
                "              tiles_visited %lld, pixels_tested %lld\n",
                to_string(r.hit), r.tile.x, r.tile.y, r.pixel.x, r.pixel.y, std::string(name(r.normal)).c_str(),
                r.point.x_pixels(), r.point.y_pixels(), r.fraction, static_cast<long long>(r.tiles_visited),
                static_cast<long long>(r.pixels_tested));
}

/// The cast's loop written out with prints: the tile walk, and inside a mixed tile in
/// pixel-perfect mode the pixel walk started where the tile walk entered it.
void trace(const CollisionMap& map, TileSpacePoint a, TileSpacePoint b, CastMode mode) {
    std::printf("%s cast (%g, %g) -> (%g, %g)\n", mode == CastMode::Tile ? "tile-mode" : "pixel-perfect", a.x, a.y,
                b.x, b.y);
    GridWalk tiles(a, b, kTile * kFixedScale, "trace");
    for (;;) {
        const TileCoord t = tiles.cell();
        const TileClass c = map.tile_class(t.x, t.y);
        std::printf("  tile (%d, %d) %-8s at %.6g: %s\n", t.x, t.y, how_name(tiles.entered_by()), tiles.entry_fraction(),
                    to_string(c));
        if (c == TileClass::Full || (c == TileClass::Mixed && mode == CastMode::Tile)) {
            break; // solid as a whole: the hit is the face it entered
        }
        if (c == TileClass::Mixed) {
            GridWalk pixels(a, b, kFixedScale, "trace"); // the same segment, 1-pixel cells
            if (tiles.entered_by() != SegmentStep::Start) {
                pixels.jump_across(tiles.entered_by(), tiles.entry_line()); // where the tile walk came in
            }
            std::string walked;
            bool hit = false;
            for (;;) {
                const TileCoord p = pixels.cell();
                if (p.x / kTile != t.x || p.y / kTile != t.y) {
                    break; // into the next tile
                }
                hit = map.solid_pixel(p.x, p.y);
                walked += " (" + std::to_string(p.x) + "," + std::to_string(p.y) + ")" + (hit ? "#" : "");
                if (hit || pixels.at_end()) {
                    break;
                }
                pixels.step();
            }
            std::printf("    pixels:%s\n", walked.c_str());
            if (hit) {
                std::printf("    solid pixel entered %s at %.6g\n", how_name(pixels.entered_by()), pixels.entry_fraction());
                break;
            }
        }
        if (tiles.at_end()) {
            break;
        }
        tiles.step();
    }
    print_result(cast_laser(map, Position2::from_pixels(static_cast<float>(a.x), static_cast<float>(a.y)),
                            Position2::from_pixels(static_cast<float>(b.x), static_cast<float>(b.y)), CastOptions{mode}));
}

} // namespace

int main() {
    const std::vector<std::uint8_t> alpha = make_alpha();
    CollisionMap map(5, 3, TileMaskSet::from_alpha(alpha, 16, 8, kTile)); // 40 x 24 px; solid: alpha >= 128
    map.place(2, 1, PlacedTile{.type = 1}); // mixed: the post
    map.place(4, 1, PlacedTile{.type = 0}); // full
    std::printf("tile (2, 1) holds type 1: its alpha (# 255, : 60, . 0) and its mask (# solid)\n");
    const TileMaskView post = map.mask(2, 1);
    for (int y = 0; y < kTile; ++y) {
        std::printf("  row %d (y = %2d)  alpha ", y, 8 + y);
        for (int x = 0; x < kTile; ++x) {
            const std::uint8_t a = alpha[y * 16 + 8 + x];
            std::putchar(a == 255 ? '#' : a > 0 ? ':' : '.');
        }
        std::printf("  mask ");
        for (int x = 0; x < kTile; ++x) {
            std::putchar(post.solid(x, y) ? '#' : '.');
        }
        std::putchar('\n');
    }
    const TileSpacePoint from{1.5, 9.25}, to{37.5, 14.375};
    trace(map, from, to, CastMode::Tile);
    trace(map, from, to, CastMode::PixelPerfect);
    trace(map, {1.5, 8.5}, {37.5, 12.5}, CastMode::PixelPerfect);
}
