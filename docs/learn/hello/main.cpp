// Chapter 0: a first program against the installed engine (docs/learn/00_hello.md).
// It draws a 10 x 6 map with one wall, walks a segment across it tile by tile
// (stopping at the wall, as a laser would), then lists the tiles a disk touches.
#include <engine/tilemap.hpp>
#include <engine/version.hpp>

#include <cstdint>
#include <cstdio>

int main() {
    std::printf("Tilecast %s\n", engine::version());
    engine::Tilemap<std::uint8_t> solid(10, 6);   // 10 columns, 6 rows, all 0 (empty)
    for (std::int32_t y = 0; y < 6; ++y) solid.at(7, y) = 1;   // a wall in column 7

    std::printf("segment (0.5, 0.5) -> (9.5, 4.5):");
    for (engine::TileCoord tile : engine::tiles_on_segment({0.5, 0.5}, {9.5, 4.5})) {
        std::printf(" (%d,%d)", tile.x, tile.y);
        if (solid.at(tile.x, tile.y) != 0) {
            std::printf(" <- wall");
            break;   // the range is lazy: the tiles behind the wall are never computed
        }
    }

    std::printf("\ncircle centre (2.5, 3.5) radius 1.2:");
    for (engine::TileCoord tile : engine::tiles_in_circle({2.5, 3.5}, 1.2)) {
        std::printf(" (%d,%d)", tile.x, tile.y);
    }
    std::printf("\n");
}
