// Checks the screenshot that `tilecast --frames 30 --screenshot` took in a real
// window under Xvfb (the game_window_capture CTest fixture): the right size, a
// drawn picture rather than one colour, and the status panel where it was placed.

#include <SDL.h>
#include <SDL_image.h>

#include <gtest/gtest.h>

#include <memory>
#include <set>

namespace {

constexpr int kWindowWidth = 1280;
constexpr int kWindowHeight = 720;
// The status panel's rectangle, as app.cpp places it.
constexpr SDL_Rect kPanel{16, 16, 300, 110};
// ImGui's dark window background is about (15, 15, 15) at 94 % opacity; no
// colour of the tile grid comes near it.
constexpr int kPanelBackgroundMax = 28;
constexpr int kTextMin = 200;

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

bool is_panel_background(Rgb c) { return c.r <= kPanelBackgroundMax && c.g <= kPanelBackgroundMax && c.b <= kPanelBackgroundMax; }
bool is_text(Rgb c) { return c.r >= kTextMin && c.g >= kTextMin && c.b >= kTextMin; }

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

TEST_F(WindowScreenshot, ShowsTheTileGridOutsideThePanel) {
    const SDL_Rect world{400, 150, 800, 500};
    EXPECT_LT(fraction_of(*screenshot_, world, is_panel_background), 0.01);
}

TEST_F(WindowScreenshot, ShowsTheImGuiPanelWhereItWasPlaced) {
    // Below the title bar: mostly the panel's dark background, with some text.
    const SDL_Rect body{kPanel.x + 4, kPanel.y + 24, kPanel.w - 8, kPanel.h - 28};
    EXPECT_GT(fraction_of(*screenshot_, body, is_panel_background), 0.5);
    EXPECT_GT(fraction_of(*screenshot_, body, is_text), 0.005);
    // And the panel ends where it was placed: right of it is the grid again.
    const SDL_Rect beside{kPanel.x + kPanel.w + 8, kPanel.y + 24, 60, kPanel.h - 28};
    EXPECT_LT(fraction_of(*screenshot_, beside, is_panel_background), 0.01);
}
