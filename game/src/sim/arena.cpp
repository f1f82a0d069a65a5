#include "sim/arena.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>

namespace game {
namespace {

// The built-in tile types, in the order the tileset image lays them out.
enum BuiltinTile : std::int32_t { kBlock, kPillar, kBars, kSlope, kBuiltinTileCount };

/// Which pixels of a built-in tile type are solid (pixel centres, so shapes are symmetric).
bool builtin_solid(std::int32_t type, std::int32_t x, std::int32_t y, std::int32_t size) {
    const double cx = x + 0.5 - size / 2.0;
    const double cy = y + 0.5 - size / 2.0;
    switch (type) {
    case kBlock:
        return true;
    case kPillar:
        return cx * cx + cy * cy <= (0.42 * size) * (0.42 * size);
    case kBars: {
        // Three thin vertical bars: bullets and lasers fit between them.
        const std::int32_t period = size / 3;
        return (x % period) >= period / 2 - 1 && (x % period) <= period / 2 + 1;
    }
    case kSlope:
        return x + y >= size - 1;  // the lower-right triangle: a 45 degree ramp
    default:
        return false;
    }
}

/// Paints the built-in tileset: bevelled steel where the mask is solid, clear elsewhere.
TilesetImage paint_builtin_tileset(std::int32_t size) {
    TilesetImage tileset;
    tileset.columns = kBuiltinTileCount;
    levels::RgbaImage& image = tileset.image;
    image.width = size * kBuiltinTileCount;
    image.height = size;
    image.rgba.assign(static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height) * 4, 0);
    for (std::int32_t type = 0; type < kBuiltinTileCount; ++type) {
        for (std::int32_t y = 0; y < size; ++y) {
            for (std::int32_t x = 0; x < size; ++x) {
                if (!builtin_solid(type, x, y, size)) {
                    continue;
                }
                // Light from the top-left: pixels whose upper-left neighbour is clear are rim.
                const bool rim = x == 0 || y == 0 || !builtin_solid(type, x - 1, y - 1, size);
                const bool shade = x == size - 1 || y == size - 1 || !builtin_solid(type, x + 1, y + 1, size);
                const int noise = ((x * 7 + y * 13 + type * 5) % 9) - 4;
                int r = 92 + noise, g = 104 + noise, b = 126 + noise;
                if (rim) {
                    r += 60, g += 60, b += 60;
                } else if (shade) {
                    r -= 40, g -= 40, b -= 40;
                }
                const std::size_t at =
                    (static_cast<std::size_t>(y) * static_cast<std::size_t>(image.width) +
                     static_cast<std::size_t>(type * size + x)) * 4;
                image.rgba[at + 0] = static_cast<std::uint8_t>(std::clamp(r, 0, 255));
                image.rgba[at + 1] = static_cast<std::uint8_t>(std::clamp(g, 0, 255));
                image.rgba[at + 2] = static_cast<std::uint8_t>(std::clamp(b, 0, 255));
                image.rgba[at + 3] = 255;
            }
        }
    }
    return tileset;
}

/// The centre of tile (column, row) in world pixels.
engine::Position2 tile_centre(std::size_t column, std::size_t row, std::int32_t size) {
    return engine::Position2::from_pixels((static_cast<float>(column) + 0.5f) * static_cast<float>(size),
                                          (static_cast<float>(row) + 0.5f) * static_cast<float>(size));
}

} // namespace

Arena arena_from_rows(std::string name, const std::vector<std::string_view>& rows, std::int32_t tile_size) {
    if (rows.empty()) {
        throw std::invalid_argument("arena_from_rows: no rows");
    }
    if (tile_size < 8 || tile_size > 64) {
        throw std::invalid_argument("arena_from_rows: tile_size must be 8..64, got " + std::to_string(tile_size));
    }
    std::size_t width = 0;
    for (std::string_view row : rows) {
        width = std::max(width, row.size());
    }
    engine::TileMaskSet masks = engine::TileMaskSet::from_function(
        tile_size, kBuiltinTileCount, [&](std::int32_t type, std::int32_t x, std::int32_t y) {
            return builtin_solid(type, x, y, tile_size);
        });
    Arena arena{std::move(name),
                engine::CollisionMap(static_cast<std::int32_t>(width), static_cast<std::int32_t>(rows.size()),
                                     std::move(masks)),
                paint_builtin_tileset(tile_size), engine::Position2{}, {}, {}, {}, {}, true, "the built-in tiles", {}, {}};
    bool has_player = false;
    for (std::size_t row = 0; row < rows.size(); ++row) {
        for (std::size_t column = 0; column < rows[row].size(); ++column) {
            const auto i = static_cast<std::int32_t>(column);
            const auto j = static_cast<std::int32_t>(row);
            const engine::Position2 centre = tile_centre(column, row, tile_size);
            switch (const char c = rows[row][column]) {
            case '.': case ' ': break;
            case '#': arena.collision.place(i, j, {kBlock, {}}); break;
            case 'o': arena.collision.place(i, j, {kPillar, {}}); break;
            case '|': arena.collision.place(i, j, {kBars, {}}); break;
            case '/': arena.collision.place(i, j, {kSlope, {}}); break;
            case '\\': arena.collision.place(i, j, {kSlope, {.horizontal = true}}); break;
            case 'L': arena.robot_spawns.push_back({centre, RobotKind::PatrolLaser, {}, {}}); break;
            case 'S': arena.robot_spawns.push_back({centre, RobotKind::Sweeper, {}, {}}); break;
            case 'B': arena.robot_spawns.push_back({centre, RobotKind::Bolter, {}, {}}); break;
            case 'P':
                if (has_player) {
                    throw std::invalid_argument("arena_from_rows: a second 'P' at row " + std::to_string(row) +
                                                ", column " + std::to_string(column));
                }
                has_player = true;
                arena.player_spawn = centre;
                break;
            default:
                throw std::invalid_argument("arena_from_rows: unknown character '" + std::string(1, c) + "' at row " +
                                            std::to_string(row) + ", column " + std::to_string(column));
            }
        }
    }
    if (!has_player) {
        throw std::invalid_argument("arena_from_rows: no player spawn 'P'");
    }
    return arena;
}

Arena builtin_arena() {
    static const std::vector<std::string_view> kRows{
        "########################################",
        "#......#..........o..........#.........#",
        "#..L...#.....................#....S....#",
        "#......|.....##########......|.........#",
        "#......#.....#........#......#.........#",
        "##/.######...#...B....#...######.\\######",
        "#............#........#................#",
        "#....o.......###|||####.......o........#",
        "#......................................#",
        "#...........o.....P.......o............#",
        "#......................................#",
        "#....o........................o....L...#",
        "##\\.....####|||####.....####|||####...##",
        "#.......#..........#.....#.........#...#",
        "#...B...#....S.....#.....#....L....#...#",
        "#.......#..........#.....#.........#...#",
        "#.......##########/#.....#\\#########...#",
        "#..................o.....o.............#",
        "#...L.........................B........#",
        "########################################",
    };
    return arena_from_rows("built-in playground", kRows, 32);
}

} // namespace game
