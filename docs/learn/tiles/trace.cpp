// Chapter 2's worked trace: from a world position to a tile, a step, and a map cell.
// Build and run it from the repository's root (docs/learn/02_tiles.md, "Try it").
#include <engine/tilemap.hpp>
#include <engine/units.hpp>

#include <cstdio>

int main() {
    using namespace engine;

    // A grid of 16-pixel tiles whose tile (0, 0) starts at the world's origin.
    const GridSpace grid{Position2::from_pixels(0, 0), Length::from_pixels(16)};
    const Position2 world = Position2::from_pixels(40, -1);
    const TileSpacePoint point = grid.to_tile_space(world);
    const TileCoord tile = grid.tile_at(world);
    std::printf("world (40, -1) -> tile space (%g, %g) -> tile (%d, %d)\n", point.x, point.y, tile.x, tile.y);
    std::printf("truncating instead of floor would give tile (%d, %d)\n", static_cast<int>(point.x),
                static_cast<int>(point.y));
    const Position2 corner = grid.tile_top_left(tile), centre = grid.tile_centre(tile);
    std::printf("tile (2, -1): top-left (%g, %g), centre (%g, %g)\n", corner.x_pixels(), corner.y_pixels(),
                centre.x_pixels(), centre.y_pixels());

    // A point exactly on a grid line, with a tile size whose inverse rounds badly.
    const GridSpace odd{Position2::from_pixels(0, 0), Length::from_pixels(49)};
    const TileSpacePoint on_line = odd.to_tile_space(Position2::from_pixels(49, 0));
    std::printf("49-pixel tiles: x = 49 -> %.17g in tile space, tile_at gives column %d\n", on_line.x,
                odd.tile_at(Position2::from_pixels(49, 0)).x);

    // Directions: y grows downward, so Up is (0, -1).
    const TileCoord above = moved(tile, Direction::Up);
    const TileCoord step_down_right = step(Direction::DownRight);
    std::printf("moved((2, -1), up) = (%d, %d); step(down-right) = (%d, %d); opposite(up) = %s\n", above.x, above.y,
                step_down_right.x, step_down_right.y, name(opposite(Direction::Up)).data());

    // A 4 x 3 map stores row by row: tile (x, y) is element x + y * 4.
    Tilemap<int> map(4, 3);
    map.at(2, 1) = 7;
    const int index = 2 + 1 * 4;
    std::printf("map.at(2, 1) = 7 is stored at index 2 + 1 * 4 = %d: map.values()[%d] = %d\n", index, index,
                map.values()[index]);
    int inside = 0;
    for (TileRef<int> neighbour : map.tile(0, 0).valid_neighbours()) {
        std::printf("  neighbour of (0, 0) inside the map: (%d, %d)\n", neighbour.x(), neighbour.y());
        ++inside;
    }
    std::printf("corner tile (0, 0) has %d of its 8 neighbours inside\n", inside);
}
