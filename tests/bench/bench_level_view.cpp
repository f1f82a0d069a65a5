// What a frame of the level costs the renderer, on maps of 16 x 16 to 4096 x 4096 tiles:
// the point is that it does not grow with the map, because only the cells in view are
// visited (game/src/render/tile_draws.hpp). Every map is the same pattern — a floor tile in
// every cell, a wall in every third, a 32 x 64 tree (a tile taller than the grid, drawn up
// into the cell above) in every seventh, all on the shipped tileset — seen through a
// 1280 x 720 window at the game's default zoom of 2, from the map's centre.
//
// [SECTION] TileDraws: the visible-cell enumeration and draw-call building for the floor,
//           wall and tree layers (collect_tile_draws), no renderer; draws_per_frame says how
//           many draw calls a frame makes.
// [SECTION] Frame: LevelView drawing those layers into a 1280 x 720 surface with SDL's
//           software renderer (the renderer CI and Xvfb use; a GPU renderer draws faster).
//
// Run: build/test/tests/bench/bench_level_view --benchmark_min_time=0.5
// The table and what it shows are in levels/FORMAT.md ("Size").

#include "render/camera.hpp"
#include "render/level_view.hpp"
#include "render/tile_draws.hpp"
#include "sim/arena.hpp"

#include <engine/raycast/collision_mask.hpp>
#include <levels/png_image.hpp>

#include <benchmark/benchmark.h>

#include <SDL.h>

#include <map>
#include <memory>
#include <stdexcept>
#include <vector>

namespace {

constexpr std::int32_t kTileSize = 32;
constexpr int kViewWidth = 1280;
constexpr int kViewHeight = 720;
constexpr std::int32_t kFloorType = 33;
constexpr std::int32_t kWallType = 0;

// An arena of `side` x `side` tiles in the pattern of the file comment. The tree is one extra
// type whose picture (32 x 64, shipped tiles 0 and 8 one above the other) is its own image.
std::shared_ptr<game::Arena> patterned_arena(std::int32_t side) {
    levels::RgbaImage tileset = levels::load_png(std::filesystem::path{TILECAST_SOURCE_DIR} / "assets" / "tileset.png");
    const std::int32_t columns = tileset.width / kTileSize;
    const std::int32_t tree_type = columns * (tileset.height / kTileSize) - 1; // the last slot stands for it
    engine::TileMaskSet masks = engine::TileMaskSet::from_rgba(tileset.rgba, tileset.width, tileset.height, kTileSize);
    auto arena = std::make_shared<game::Arena>(game::Arena{.name = "bench",
                                                           .collision = engine::CollisionMap{side, side, std::move(masks)},
                                                           .tileset = game::TilesetImage{tileset, columns},
                                                           .player_spawn = {},
                                                           .robot_spawns = {},
                                                           .description = {},
                                                           .background = {},
                                                           .foreground = {},
                                                           .walls_drawn = true,
                                                           .collision_note = {},
                                                           .load_warnings = {},
                                                           .backdrops = {}});
    levels::TileLayer floor{engine::Tilemap<engine::PlacedTile>(side, side, engine::PlacedTile{kFloorType, {}}), {}};
    levels::TileLayer trees{engine::Tilemap<engine::PlacedTile>(side, side), {}};
    for (std::int32_t j = 0; j < side; ++j) {
        for (std::int32_t i = 0; i < side; ++i) {
            const std::int32_t cell = j * side + i;
            if (cell % 3 == 0) {
                arena->collision.place(i, j, engine::PlacedTile{kWallType, {}});
            } else if (cell % 7 == 0) {
                trees.tiles(i, j) = engine::PlacedTile{tree_type, {}};
            }
        }
    }
    arena->background.push_back(std::move(floor));
    arena->foreground.push_back(std::move(trees));
    arena->tile_pictures.push_back(levels::TilePicture{tree_type, 0, 0, kTileSize, 2 * kTileSize});
    levels::RgbaImage& picture = arena->tile_picture_image;
    picture.width = kTileSize;
    picture.height = 2 * kTileSize;
    for (std::int32_t row = 0; row < picture.height; ++row) {
        const auto from = tileset.rgba.begin() + static_cast<std::ptrdiff_t>(row) * tileset.width * 4;
        picture.rgba.insert(picture.rgba.end(), from, from + kTileSize * 4);
    }
    return arena;
}

// Built once per size: the 4096 x 4096 one takes a moment and ~400 MB.
const game::Arena& arena_of_side(std::int32_t side) {
    static std::map<std::int32_t, std::shared_ptr<game::Arena>> built;
    auto& arena = built[side];
    if (!arena) {
        arena = patterned_arena(side);
    }
    return *arena;
}

game::Camera centred_camera(const game::Arena& arena) {
    game::Camera camera;
    camera.set_scale(2.0f);
    camera.set_viewport(kViewWidth, kViewHeight);
    camera.set_level_size(arena.width(), arena.height());
    camera.jump_to(engine::Position2::from_components(arena.width() * 0.5f, arena.height() * 0.5f));
    return camera;
}

void TileDraws(benchmark::State& state) {
    const game::Arena& arena = arena_of_side(static_cast<std::int32_t>(state.range(0)));
    const game::Camera camera = centred_camera(arena);
    const game::TileArt art{kTileSize, arena.tileset.columns, arena.tile_pictures};
    std::vector<game::TileDraw> draws;
    for (auto _ : state) {
        draws.clear();
        game::collect_tile_draws(arena.background.front().tiles, {}, art, camera, draws);
        game::collect_tile_draws(arena.collision.tiles(), {}, art, camera, draws);
        game::collect_tile_draws(arena.foreground.front().tiles, {}, art, camera, draws);
        benchmark::DoNotOptimize(draws.data());
    }
    state.counters["draws_per_frame"] = static_cast<double>(draws.size());
}
BENCHMARK(TileDraws)->Arg(16)->Arg(64)->Arg(400)->Arg(4096)->Unit(benchmark::kMicrosecond);

void Frame(benchmark::State& state) {
    const game::Arena& arena = arena_of_side(static_cast<std::int32_t>(state.range(0)));
    const game::Camera camera = centred_camera(arena);
    std::unique_ptr<SDL_Surface, decltype(&SDL_FreeSurface)> surface{
        SDL_CreateRGBSurfaceWithFormat(0, kViewWidth, kViewHeight, 32, SDL_PIXELFORMAT_RGBA32), &SDL_FreeSurface};
    std::unique_ptr<SDL_Renderer, decltype(&SDL_DestroyRenderer)> renderer{
        surface ? SDL_CreateSoftwareRenderer(surface.get()) : nullptr, &SDL_DestroyRenderer};
    if (!renderer) {
        state.SkipWithError(SDL_GetError());
        return;
    }
    const game::LevelView view{renderer.get(), arena};
    for (auto _ : state) {
        view.draw_below(renderer.get(), camera);
        view.draw_above(renderer.get(), camera);
        SDL_RenderFlush(renderer.get());
    }
}
BENCHMARK(Frame)->Arg(16)->Arg(64)->Arg(400)->Arg(4096)->Unit(benchmark::kMillisecond);

} // namespace
