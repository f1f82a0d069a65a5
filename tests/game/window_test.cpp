// Checks the screenshot that `tilecast --frames 48 --level data/laser_range.txt --screenshot`
// took in a real window under Xvfb (the game_window_capture CTest fixture): the right size,
// the status panel where it was placed, and the game itself — wall tiles from the tileset,
// both robots, the player, and lasers, each recognised by the colours the renderer gives
// them (game/src/render/palette.hpp).
//
// Then the game's other screens (the game_screens_capture fixture, run_screens_window.cmake):
// pause, lose and win, each compared with a frame of the same run taken while the game was
// still playing — the world behind the screen dimmed, the screen's panel with its title in
// its colour (render/hud.cpp), and the simulation really paused, lost or won.

#include <SDL.h>
#include <SDL_image.h>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace {

constexpr int kWindowWidth = 1280;
constexpr int kWindowHeight = 720;
// The status panel's rectangle, as render/hud.hpp places it (kStatusPanel).
constexpr SDL_Rect kPanel{16, 16, 300, 110};
// ImGui's dark window background is about (15, 15, 15) at 94 % opacity; the floor tiles'
// darkest grout lines come near it only in a few pixels.
constexpr int kPanelBackgroundMax = 28;
constexpr int kTextMin = 200;
// The whole window, and the level's top wall row as the camera shows it, left of the level's
// card (level_banner.hpp: at the top edge, in the middle of the room right of the status panel).
constexpr SDL_Rect kScreen{0, 0, kWindowWidth, kWindowHeight};
constexpr SDL_Rect kTopWall{330, 0, 200, 60};

struct Rgb {
    int r = 0, g = 0, b = 0;
};

using SurfacePtr = std::unique_ptr<SDL_Surface, decltype(&SDL_FreeSurface)>;

SurfacePtr load_screenshot(const std::string& path = WINDOW_SCREENSHOT) {
    SurfacePtr loaded(IMG_Load(path.c_str()), &SDL_FreeSurface);
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

// [SECTION] The pause, lose and win screens

namespace {

/// hud.cpp draws the world dimmed under these screens: black at alpha 140 over it, which
/// leaves 1 - 140/255 of every colour channel.
constexpr double kDimmed = 1.0 - 140.0 / 255.0;
/// The brightest channel a dimmed pixel can have (255 dimmed, plus rounding).
constexpr int kDimmedMax = 117;
/// Where hud.cpp puts the screens' panels: the pause screen centred at (width / 2, 0.45
/// height), 880 px wide; the win and lose screens 460 px wide, centred across the view just
/// under the status panel (y 134), so that the player stays in sight. Their height follows
/// their content, so these zones are taller than the panels.
constexpr SDL_Rect kPauseZone{190, 200, 900, 250};
constexpr SDL_Rect kOutcomeZone{400, 130, 480, 150};
/// Title colours of hud.cpp (ImVec4 x 255).
constexpr Rgb kPausedTitle{153, 230, 255};
constexpr Rgb kDestroyedTitle{255, 89, 76};
constexpr Rgb kClearTitle{127, 255, 153};
/// Title pixels: the glyphs' cores at the 2.2 x font scale (their edges are blended).
constexpr int kTitleTolerance = 30;
constexpr int kTitleMinPixels = 150;

nlohmann::json read_json(const std::string& path) {
    std::ifstream in(path);
    if (!in) {
        ADD_FAILURE() << "cannot read " << path;
        return {};
    }
    return nlohmann::json::parse(in, nullptr, false);
}

/// A scripted screenshot and its .json: the picture, and what covered the world in it (the
/// status panel, the message band at the top, the help strip).
struct Shot {
    SurfacePtr image{nullptr, &SDL_FreeSurface};
    nlohmann::json info;
    std::vector<SDL_Rect> covered;

    static Shot load(const std::string& path) {
        Shot shot;
        shot.image = load_screenshot(path);
        shot.info = read_json(path + ".json");
        if (shot.info.contains("covered")) {
            for (const auto& r : shot.info["covered"]) {
                shot.covered.push_back({r[0].get<int>(), r[1].get<int>(), r[2].get<int>(), r[3].get<int>()});
            }
        }
        return shot;
    }
    bool ok() const { return image && image->w == kWindowWidth && image->h == kWindowHeight && !covered.empty(); }
    /// True where only the world shows: no HUD window, no panel of the screen (`zone`).
    bool world_only(SDL_Rect zone, int x, int y) const {
        return !inside(zone, x, y) &&
               std::none_of(covered.begin(), covered.end(), [&](SDL_Rect r) { return inside(r, x, y); });
    }
};

int brightest(Rgb c) { return std::max({c.r, c.g, c.b}); }

/// Pixels of `shot` outside the HUD and `zone` (world only), and those of them that pass `test`.
template <typename Test>
std::pair<int, int> world_pixels(const Shot& shot, SDL_Rect zone, Test test) {
    int all = 0, passing = 0;
    for (int y = 0; y < kWindowHeight; ++y) {
        for (int x = 0; x < kWindowWidth; ++x) {
            if (shot.world_only(zone, x, y)) {
                ++all;
                passing += test(pixel(*shot.image, x, y)) ? 1 : 0;
            }
        }
    }
    return {all, passing};
}

/// The screen's title: pixels of `colour` inside `zone`.
int title_pixels(const Shot& shot, SDL_Rect zone, Rgb colour) {
    return count_in(*shot.image, zone, [&](Rgb c) { return near(c, colour, kTitleTolerance); });
}

std::string screens_file(const std::string& name) { return std::string(GAME_SCREENS_DIR) + "/" + name; }

/// A playing frame and a later frame of the same run, showing one of the screens.
class GameScreen : public ::testing::Test {
protected:
    void load(const std::string& folder, const std::string& screen_shot) {
        playing_ = Shot::load(screens_file(folder + "/playing.png"));
        screen_ = Shot::load(screens_file(folder + "/" + screen_shot));
        stats_ = read_json(screens_file(folder + "/stats.json"));
        ASSERT_TRUE(playing_.ok()) << folder << "/playing.png: " << IMG_GetError();
        ASSERT_TRUE(screen_.ok()) << folder << "/" << screen_shot << ": " << IMG_GetError();
    }

    /// The world behind the screen is dimmed everywhere, while the playing frame was not.
    void expect_dimmed_world(SDL_Rect zone) const {
        const auto [all, dim] = world_pixels(screen_, zone, [](Rgb c) { return brightest(c) <= kDimmedMax; });
        EXPECT_GT(all, kWindowWidth * kWindowHeight / 2);
        EXPECT_EQ(dim, all) << "world pixels brighter than a dimmed white";
        const auto [before, bright] = world_pixels(playing_, zone, [](Rgb c) { return brightest(c) > kDimmedMax; });
        EXPECT_GT(bright, 5000) << "the playing frame should show bright walls (of " << before << " pixels)";
    }

    Shot playing_;
    Shot screen_;
    nlohmann::json stats_;
};

class PauseScreen : public GameScreen {
protected:
    void SetUp() override { load("pause", "paused.png"); }
};

class LoseScreen : public GameScreen {
protected:
    void SetUp() override { load("lose", "lost.png"); }
};

class WinScreen : public GameScreen {
protected:
    void SetUp() override { load("win", "won.png"); }
};

} // namespace

TEST_F(PauseScreen, TakesNoStepWhilePaused) {
    // P was pressed at frame 41, right after the playing frame: four frames later the
    // simulation has not taken a single step more.
    EXPECT_EQ(playing_.info["frame"], 40);
    EXPECT_EQ(screen_.info["frame"], 44);
    EXPECT_EQ(screen_.info["world_step"], playing_.info["world_step"]);
    EXPECT_EQ(stats_["outcome"], "playing");
}

TEST_F(PauseScreen, ShowsThePlayingFrameDimmed) {
    // Paused, the world stands still: every world pixel is the playing frame's, dimmed.
    int all = 0, matching = 0, bright = 0;
    SDL_Rect first_mismatch{-1, -1, 0, 0};
    for (int y = 0; y < kWindowHeight; ++y) {
        for (int x = 0; x < kWindowWidth; ++x) {
            if (!screen_.world_only(kPauseZone, x, y) || !playing_.world_only(kPauseZone, x, y)) {
                continue;
            }
            const Rgb before = pixel(*playing_.image, x, y);
            const Rgb dimmed{static_cast<int>(before.r * kDimmed + 0.5), static_cast<int>(before.g * kDimmed + 0.5),
                             static_cast<int>(before.b * kDimmed + 0.5)};
            ++all;
            const bool same = near(pixel(*screen_.image, x, y), dimmed, 2);
            matching += same ? 1 : 0;
            if (!same && first_mismatch.x < 0) {
                first_mismatch = {x, y, 0, 0};
            }
            bright += brightest(before) > kDimmedMax ? 1 : 0;
        }
    }
    EXPECT_GT(all, kWindowWidth * kWindowHeight / 2);
    EXPECT_GT(bright, 5000) << "the playing frame should show bright walls";
    EXPECT_EQ(matching, all) << "first differing pixel at (" << first_mismatch.x << ", " << first_mismatch.y << ")";
}

TEST_F(PauseScreen, ShowsThePausePanel) {
    EXPECT_GT(title_pixels(screen_, kPauseZone, kPausedTitle), kTitleMinPixels);
    EXPECT_EQ(title_pixels(playing_, kPauseZone, kPausedTitle), 0);
    // Its buttons and the level menu: white text. (The dimmed world has no pixel that
    // bright, ShowsThePlayingFrameDimmed; so these are the panel's.)
    EXPECT_GT(count_in(*screen_.image, kPauseZone, is_text), 500);
}

TEST_F(LoseScreen, TheGameIsLost) {
    EXPECT_EQ(stats_["outcome"], "lost");
    EXPECT_EQ(stats_["player_lives"], 0);
    EXPECT_EQ(stats_["player_deaths"], 3);
}

TEST_F(LoseScreen, DimsTheWorld) { expect_dimmed_world(kOutcomeZone); }

TEST_F(LoseScreen, ShowsTheDestroyedTitle) {
    EXPECT_GT(title_pixels(screen_, kOutcomeZone, kDestroyedTitle), kTitleMinPixels);
    EXPECT_EQ(title_pixels(screen_, kOutcomeZone, kClearTitle), 0);
}

TEST_F(WinScreen, TheGameIsWon) {
    EXPECT_EQ(stats_["outcome"], "won");
    EXPECT_EQ(stats_["robots_destroyed"], 1);
    EXPECT_EQ(stats_["player_deaths"], 0);
}

TEST_F(WinScreen, DimsTheWorld) { expect_dimmed_world(kOutcomeZone); }

TEST_F(WinScreen, ShowsTheLevelClearTitle) {
    EXPECT_GT(title_pixels(screen_, kOutcomeZone, kClearTitle), kTitleMinPixels);
    EXPECT_EQ(title_pixels(playing_, kOutcomeZone, kClearTitle), 0);
    EXPECT_EQ(title_pixels(screen_, kOutcomeZone, kDestroyedTitle), 0);
}
