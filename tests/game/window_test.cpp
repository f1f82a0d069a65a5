// Checks the screenshot that `tilecast --frames 48 --level data/laser_range.txt --screenshot`
// took in a real window under Xvfb (the game_window_capture CTest fixture): the right size,
// the status panel where it was placed, and the game itself — wall tiles from the tileset,
// both robots, the player, and lasers, each recognised by the colours the renderer gives
// them (game/src/render/palette.hpp).

#include <SDL.h>
#include <SDL_image.h>

#include <gtest/gtest.h>

#include <cstdlib>
#include <memory>
#include <set>

namespace {

constexpr int kWindowWidth = 1280;
constexpr int kWindowHeight = 720;
// The status panel's rectangle, as render/hud.hpp places it (kStatusPanel).
constexpr SDL_Rect kPanel{16, 16, 300, 110};
// ImGui's dark window background is about (15, 15, 15) at 94 % opacity; the floor tiles'
// darkest grout lines come near it only in a few pixels.
constexpr int kPanelBackgroundMax = 28;
constexpr int kTextMin = 200;
// The whole window, and the level's top wall row as the camera shows it.
constexpr SDL_Rect kScreen{0, 0, kWindowWidth, kWindowHeight};
constexpr SDL_Rect kTopWall{330, 0, 860, 60};

struct Rgb {
    int r = 0, g = 0, b = 0;
};

using SurfacePtr = std::unique_ptr<SDL_Surface, decltype(&SDL_FreeSurface)>;

SurfacePtr load_screenshot() {
    SurfacePtr loaded(IMG_Load(WINDOW_SCREENSHOT), &SDL_FreeSurface);
    if (!loaded) {
        return {nullptr, &SDL_FreeSurface};
    }
    return SurfacePtr(SDL_ConvertSurfaceFormat(loaded.get(), SDL_PIXELFORMAT_RGBA32, 0), &SDL_FreeSurface);
}

Rgb pixel(const SDL_Surface& surface, int x, int y) {
    const auto* row = static_cast<const Uint8*>(surface.pixels) + y * surface.pitch;
    const Uint8* p = row + x * 4;
    return {p[0], p[1], p[2]};
}

bool inside(SDL_Rect r, int x, int y) { return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h; }

bool is_panel_background(Rgb c) { return c.r <= kPanelBackgroundMax && c.g <= kPanelBackgroundMax && c.b <= kPanelBackgroundMax; }
bool is_text(Rgb c) { return c.r >= kTextMin && c.g >= kTextMin && c.b >= kTextMin; }
/// Within `tolerance` of `target` on every channel.
bool near(Rgb c, Rgb target, int tolerance) {
    return std::abs(c.r - target.r) <= tolerance && std::abs(c.g - target.g) <= tolerance &&
           std::abs(c.b - target.b) <= tolerance;
}
/// Laser light: strongly red (the beams' red glow and body, added onto the floor).
bool is_laser(Rgb c) { return c.r >= 220 && c.g <= 140 && c.r - c.g >= 100; }
/// The plain steel of the wall tiles (tileset tile 0): light, nearly grey.
bool is_wall_steel(Rgb c) {
    const int low = std::min({c.r, c.g, c.b}), high = std::max({c.r, c.g, c.b});
    return low >= 110 && high <= 215 && high - low <= 40;
}

/// Pixels of `area` (minus the status panel) for which `test` holds.
template <typename Test>
int count_in(const SDL_Surface& surface, SDL_Rect area, Test test) {
    int count = 0;
    for (int y = area.y; y < area.y + area.h; ++y) {
        for (int x = area.x; x < area.x + area.w; ++x) {
            count += !inside(kPanel, x, y) && test(pixel(surface, x, y)) ? 1 : 0;
        }
    }
    return count;
}

/// Fraction of the pixels of `area` for which `test` holds.
template <typename Test>
double fraction_of(const SDL_Surface& surface, SDL_Rect area, Test test) {
    int count = 0;
    for (int y = area.y; y < area.y + area.h; ++y) {
        for (int x = area.x; x < area.x + area.w; ++x) {
            count += test(pixel(surface, x, y)) ? 1 : 0;
        }
    }
    return static_cast<double>(count) / (area.w * area.h);
}

class WindowScreenshot : public ::testing::Test {
protected:
    void SetUp() override {
        screenshot_ = load_screenshot();
        ASSERT_TRUE(screenshot_) << "cannot read " << WINDOW_SCREENSHOT << ": " << IMG_GetError();
    }
    SurfacePtr screenshot_{nullptr, &SDL_FreeSurface};
};

} // namespace

TEST_F(WindowScreenshot, HasTheWindowSize) {
    EXPECT_EQ(screenshot_->w, kWindowWidth);
    EXPECT_EQ(screenshot_->h, kWindowHeight);
}

TEST_F(WindowScreenshot, IsNotASingleColour) {
    std::set<Uint32> colours;
    for (int y = 0; y < screenshot_->h; y += 7) {
        for (int x = 0; x < screenshot_->w; x += 7) {
            const Rgb c = pixel(*screenshot_, x, y);
            colours.insert(static_cast<Uint32>(c.r << 16 | c.g << 8 | c.b));
        }
    }
    EXPECT_GE(colours.size(), 3u);
}

TEST_F(WindowScreenshot, ShowsTheLevelOutsideThePanel) {
    const SDL_Rect world{400, 150, 800, 500};
    EXPECT_LT(fraction_of(*screenshot_, world, is_panel_background), 0.01);
}

TEST_F(WindowScreenshot, ShowsTheImGuiPanelWhereItWasPlaced) {
    // Below the title bar: mostly the panel's dark background, with some text.
    const SDL_Rect body{kPanel.x + 4, kPanel.y + 24, kPanel.w - 8, kPanel.h - 28};
    EXPECT_GT(fraction_of(*screenshot_, body, is_panel_background), 0.5);
    EXPECT_GT(fraction_of(*screenshot_, body, is_text), 0.005);
    // And the panel ends where it was placed: right of it is the level again.
    const SDL_Rect beside{kPanel.x + kPanel.w + 8, kPanel.y + 24, 60, kPanel.h - 28};
    EXPECT_LT(fraction_of(*screenshot_, beside, is_panel_background), 0.01);
}

TEST_F(WindowScreenshot, ShowsWallTilesFromTheTileset) {
    EXPECT_GT(fraction_of(*screenshot_, kTopWall, is_wall_steel), 0.25);
}

TEST_F(WindowScreenshot, ShowsBothRobots) {
    // Hull colours of palette.hpp: patrol-laser steel blue, sweeper violet.
    EXPECT_GT(count_in(*screenshot_, kScreen, [](Rgb c) { return near(c, {96, 118, 150}, 10); }), 40);
    EXPECT_GT(count_in(*screenshot_, kScreen, [](Rgb c) { return near(c, {126, 88, 160}, 12); }), 40);
}

TEST_F(WindowScreenshot, ShowsThePlayer) {
    EXPECT_GT(count_in(*screenshot_, kScreen, [](Rgb c) { return near(c, {40, 200, 235}, 20); }), 40);
}

TEST_F(WindowScreenshot, ShowsALaser) {
    // The patrol robot's shot crosses most of the room: hundreds of red pixels.
    EXPECT_GT(count_in(*screenshot_, kScreen, is_laser), 500);
}
