// The level as drawn: LevelView on an off-screen software renderer, pixel by pixel, for the
// Tiled features that change how tiles are drawn — tiles taller or smaller than the grid
// (anchored bottom-left of their cell, reaching into the cells above), layer opacity and
// offsets that are not whole tiles. The maps are tests/levels/maps/tall_tiles and layer_looks
// (what the loader makes of them: tests/levels/tiled_looks_test.cpp). No window, no Xvfb.
#include "render/camera.hpp"
#include "render/level_view.hpp"
#include "sim/level_arena.hpp"

#include <gtest/gtest.h>

#include <SDL.h>

#include <cstdlib>
#include <filesystem>
#include <string>

namespace {

std::filesystem::path map_path(const std::string& name) {
    return std::filesystem::path{TILECAST_SOURCE_DIR} / "tests" / "levels" / "maps" / name;
}

/// An RGBA surface with a software renderer, showing a level at one screen pixel per level
/// pixel with its top-left corner at `top_left` (level pixels).
class Canvas {
public:
    Canvas(int width, int height) : width_{width}, height_{height} {
        surface_ = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32);
        renderer_ = surface_ != nullptr ? SDL_CreateSoftwareRenderer(surface_) : nullptr;
    }
    ~Canvas() {
        if (renderer_ != nullptr) SDL_DestroyRenderer(renderer_);
        if (surface_ != nullptr) SDL_FreeSurface(surface_);
    }
    Canvas(const Canvas&) = delete;
    Canvas& operator=(const Canvas&) = delete;

    bool ready() const { return renderer_ != nullptr; }

    /// Draws `arena` as the game does (below, then above the actors), the view's top-left at
    /// level pixel `top_left`.
    void draw(const game::Arena& arena, engine::Position2 top_left) {
        game::Camera camera;
        camera.set_scale(1.0f);
        camera.set_viewport(width_, height_);
        camera.jump_to(engine::Position2::from_pixels(top_left.x_pixels() + static_cast<float>(width_) / 2,
                                                      top_left.y_pixels() + static_cast<float>(height_) / 2));
        const game::LevelView view{renderer_, arena};
        view.draw_below(renderer_, camera);
        view.draw_above(renderer_, camera);
        SDL_RenderFlush(renderer_);
    }
    /// The colour at screen pixel (x, y).
    SDL_Color at(int x, int y) const {
        const auto* row = static_cast<const Uint8*>(surface_->pixels) + y * surface_->pitch;
        const Uint8* p = row + x * 4;
        return {p[0], p[1], p[2], p[3]};
    }

private:
    int width_;
    int height_;
    SDL_Surface* surface_ = nullptr;
    SDL_Renderer* renderer_ = nullptr;
};

bool same_colour(SDL_Color a, SDL_Color b) { return a.r == b.r && a.g == b.g && a.b == b.b; }

std::string text(SDL_Color c) {
    return "(" + std::to_string(c.r) + ", " + std::to_string(c.g) + ", " + std::to_string(c.b) + ")";
}

// Within `tolerance` per channel of `expected`.
::testing::AssertionResult near_colour(SDL_Color actual, int r, int g, int b, int tolerance) {
    if (std::abs(actual.r - r) <= tolerance && std::abs(actual.g - g) <= tolerance && std::abs(actual.b - b) <= tolerance) {
        return ::testing::AssertionSuccess();
    }
    return ::testing::AssertionFailure() << "got " << text(actual) << ", expected about (" << r << ", " << g << ", " << b
                                         << ")";
}

const engine::Position2 kOrigin = engine::Position2::from_pixels(0, 0);

// trees.png: the tree's crown is green (30, 160, 60) around (16, 16) of its 32 x 64 picture,
// the post red (200, 40, 40) along its left 8 columns; pebble.png is grey (150, 150, 160).
TEST(LevelViewTallTiles, DrawnFromTheirCellsBottomLeftUpIntoTheCellsAbove) {
    game::Arena arena = game::load_arena(map_path("tall_tiles.tmx"));
    Canvas canvas{arena.collision.pixel_width(), arena.collision.pixel_height()};
    ASSERT_TRUE(canvas.ready()) << SDL_GetError();
    canvas.draw(arena, kOrigin);
    // Tree in cell (1, 3): its picture spans y 64..128, the crown's centre at (48, 80) in cell (1, 2).
    EXPECT_TRUE(near_colour(canvas.at(48, 80), 30, 160, 60, 0));
    EXPECT_TRUE(near_colour(canvas.at(47, 120), 110, 70, 30, 0)) << "the trunk, over its own cell";
    // Post in cell (4, 3), mirrored: red along the right edge of both cells it covers.
    EXPECT_TRUE(near_colour(canvas.at(128 + 29, 96 + 20), 200, 40, 40, 0));
    EXPECT_TRUE(near_colour(canvas.at(128 + 29, 64 + 10), 200, 40, 40, 0));
    // Pebble (16 x 16) in cell (3, 1): the cell's bottom-left quarter.
    EXPECT_TRUE(near_colour(canvas.at(96 + 4, 32 + 20), 150, 150, 160, 0));

    // Without the walls layer, the same pixels show the floor: what was drawn is the tiles,
    // and nothing else moved.
    const SDL_Color crown = canvas.at(48, 80);
    const SDL_Color beside_post = canvas.at(128 + 4, 64 + 10);
    const SDL_Color above_pebble = canvas.at(96 + 4, 32 + 12);
    const SDL_Color right_of_pebble = canvas.at(96 + 20, 32 + 20);
    arena.walls_drawn = false;
    canvas.draw(arena, kOrigin);
    EXPECT_FALSE(same_colour(canvas.at(48, 80), crown));
    EXPECT_TRUE(same_colour(canvas.at(128 + 4, 64 + 10), beside_post)) << "the mirrored post left its left edge empty";
    EXPECT_TRUE(same_colour(canvas.at(96 + 4, 32 + 12), above_pebble)) << "a small tile does not fill its cell";
    EXPECT_TRUE(same_colour(canvas.at(96 + 20, 32 + 20), right_of_pebble));
}

// A view whose bottom edge is above the tree's cell still shows its crown: the cells below
// the view are visited as far as the tallest picture reaches.
TEST(LevelViewTallTiles, ATreeWhoseCellIsBelowTheViewStillShowsItsCrown) {
    const game::Arena arena = game::load_arena(map_path("tall_tiles.tmj"));
    Canvas canvas{arena.collision.pixel_width(), 90}; // rows 0 to 90: the tree's cell starts at 96
    ASSERT_TRUE(canvas.ready()) << SDL_GetError();
    canvas.draw(arena, kOrigin);
    EXPECT_TRUE(near_colour(canvas.at(48, 80), 30, 160, 60, 0));
}

// The glass (blue (40, 80, 220), opacity 0.625 in a group of 0.8) is drawn half transparent
// over what is under it, moved (-6, 10) px from its cell (3, 2): it covers x 90..122, y 74..106.
TEST(LevelViewLayerLooks, APartlyOpaqueLayerBlendsOverWhatIsUnderIt) {
    game::Arena arena = game::load_arena(map_path("layer_looks.tmx"));
    Canvas canvas{arena.collision.pixel_width(), arena.collision.pixel_height()};
    ASSERT_TRUE(canvas.ready()) << SDL_GetError();
    ASSERT_EQ(arena.foreground.size(), 1U);
    const game::DecorLayer glass = arena.foreground.front();
    arena.foreground.clear();
    canvas.draw(arena, kOrigin);
    const SDL_Color under = canvas.at(100, 90);
    const SDL_Color left_edge_under = canvas.at(89, 80);
    const SDL_Color top_edge_under = canvas.at(100, 73);
    arena.foreground.push_back(glass);
    canvas.draw(arena, kOrigin);
    EXPECT_TRUE(near_colour(canvas.at(100, 90), (40 + under.r) / 2, (80 + under.g) / 2, (220 + under.b) / 2, 2));
    EXPECT_TRUE(same_colour(canvas.at(89, 80), left_edge_under)) << "the glass starts 6 px left of its cell, at x = 90";
    EXPECT_FALSE(same_colour(canvas.at(90, 80), left_edge_under));
    EXPECT_TRUE(same_colour(canvas.at(100, 73), top_edge_under)) << "and 10 px below, at y = 74";
    EXPECT_FALSE(same_colour(canvas.at(100, 74), top_edge_under));
    // Opaque, the same layer hides what is under it.
    arena.foreground.front().look.opacity = 1.0f;
    canvas.draw(arena, kOrigin);
    EXPECT_TRUE(near_colour(canvas.at(100, 90), 40, 80, 220, 0));
}

// The walls layer is offset by 40 px: one whole cell (its tile is solid in cell (2, 1)) and
// 8 px drawn only. Drawn, it is the same picture as at offset 0, 8 px to the right.
TEST(LevelViewLayerLooks, TheRestOfAnOffsetMovesTheDrawnLayerByThatManyPixels) {
    game::Arena arena = game::load_arena(map_path("layer_looks.tmj"));
    ASSERT_EQ(arena.walls_look.offset_x_pixels, 8.0f);
    Canvas shifted{arena.collision.pixel_width(), arena.collision.pixel_height()};
    Canvas on_grid{arena.collision.pixel_width(), arena.collision.pixel_height()};
    ASSERT_TRUE(shifted.ready() && on_grid.ready()) << SDL_GetError();
    shifted.draw(arena, kOrigin);
    arena.walls_look.offset_x_pixels = 0.0f;
    on_grid.draw(arena, kOrigin);
    // Compare where the wall tile is opaque (its pixels, not the floor showing through).
    const engine::PlacedTile wall = arena.collision.placed(2, 1);
    ASSERT_TRUE(wall.has_tile());
    const levels::RgbaImage& tileset = arena.tileset.image;
    const std::int32_t left = (wall.type % arena.tileset.columns) * 32;
    const std::int32_t top = (wall.type / arena.tileset.columns) * 32;
    int compared = 0;
    for (int y = 0; y < 32; ++y) {
        for (int x = 0; x < 32; ++x) {
            if (tileset.alpha(left + x, top + y) == 255) {
                ASSERT_TRUE(same_colour(shifted.at(64 + 8 + x, 32 + y), on_grid.at(64 + x, 32 + y)))
                    << "wall pixel (" << x << ", " << y << ")";
                ++compared;
            }
        }
    }
    EXPECT_GT(compared, 100);
    EXPECT_FALSE(same_colour(shifted.at(64 + 2, 32 + 16), on_grid.at(64 + 2, 32 + 16)) &&
                 same_colour(shifted.at(64 + 5, 32 + 16), on_grid.at(64 + 5, 32 + 16)))
        << "the drawn wall moved";
}

// The floor layer is tinted #c0c0ff: each pixel's red and green are multiplied by 192/255.
TEST(LevelViewLayerLooks, ATintedLayerMultipliesItsColours) {
    game::Arena arena = game::load_arena(map_path("layer_looks.tmx"));
    Canvas canvas{arena.collision.pixel_width(), arena.collision.pixel_height()};
    ASSERT_TRUE(canvas.ready()) << SDL_GetError();
    ASSERT_EQ(arena.background.size(), 1U);
    canvas.draw(arena, kOrigin);
    const SDL_Color with_tint = canvas.at(140, 10);
    arena.background.front().look.tint = {255, 255, 255};
    canvas.draw(arena, kOrigin);
    const SDL_Color plain = canvas.at(140, 10);
    EXPECT_TRUE(near_colour(with_tint, plain.r * 192 / 255, plain.g * 192 / 255, plain.b, 1))
        << "untinted " << text(plain);
    EXPECT_FALSE(same_colour(with_tint, plain));
}

} // namespace
