// The help strip reads over every tile: its text and key colours, on its nearly opaque
// background blended over any pixel of the shipped tileset, keep at least the 4.5 : 1
// contrast WCAG 2.1 asks of body text ("Web Content Accessibility Guidelines 2.1", W3C,
// https://www.w3.org/TR/WCAG21/#contrast-minimum).

#include "render/hud.hpp"

#include <SDL.h>
#include <SDL_image.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>

namespace {

/// WCAG's relative luminance of an sRGB colour (components 0..1).
double luminance(double r, double g, double b) {
    const auto linear = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

double contrast(double l1, double l2) { return (std::max(l1, l2) + 0.05) / (std::min(l1, l2) + 0.05); }

} // namespace

TEST(HudContrast, TheHelpStripReadsOverEveryPixelOfTheTileset) {
    IMG_Init(IMG_INIT_PNG);
    const std::unique_ptr<SDL_Surface, decltype(&SDL_FreeSurface)> loaded(IMG_Load(TILECAST_TILESET_PNG), &SDL_FreeSurface);
    ASSERT_TRUE(loaded) << IMG_GetError();
    const std::unique_ptr<SDL_Surface, decltype(&SDL_FreeSurface)> tileset(
        SDL_ConvertSurfaceFormat(loaded.get(), SDL_PIXELFORMAT_RGBA32, 0), &SDL_FreeSurface);
    ASSERT_TRUE(tileset);
    const game::HudColour back = game::kStripBackground;
    double worst = 1e9;
    for (int y = 0; y < tileset->h; ++y) {
        const auto* row = static_cast<const std::uint8_t*>(tileset->pixels) + static_cast<std::ptrdiff_t>(y) * tileset->pitch;
        for (int x = 0; x < tileset->w; ++x) {
            const std::uint8_t* p = row + static_cast<std::ptrdiff_t>(x) * 4;
            // The strip's background over this pixel (the world is drawn opaque under it).
            const auto over = [&](int i, float c) { return back.a * c + (1.0f - back.a) * (p[i] / 255.0f); };
            const double under = luminance(over(0, back.r), over(1, back.g), over(2, back.b));
            for (const game::HudColour text : {game::kStripText, game::kStripKey}) {
                worst = std::min(worst, contrast(luminance(text.r, text.g, text.b), under));
            }
        }
    }
    EXPECT_GE(worst, 4.5);
}
