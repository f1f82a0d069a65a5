// Full screen on every renderer SDL has under Xvfb, checked on the pixels of what scripted runs
// saved (tests/window/run_fullscreen.sh): --fullscreen, and F11 there and back.
//
// What went wrong before: with no window manager (Xvfb) nobody answers SDL's full-screen
// request, yet SDL reports the display's size from then on. The OpenGL renderer drew a
// display-sized frame into the old, smaller X window: the screenshot held the old-size frame in
// a corner and transparent black (pixels read from outside the window) everywhere else, while
// its .json said 1600 x 900. The software renderer's screenshot looked right, but the screen
// showed only the old-size corner of it; the X window's real geometry (xwininfo) tells.
//
// Checked for each renderer: every pixel is the game's (opaque, never pure black: the game's
// darkest colour is its background, 8 9 12); the screenshot has the screen's size; the panel
// column ends at the frame's right edge, its background showing down to the bottom right
// corner; the frame matches the software renderer's block by block; back from full screen, the
// window has its size again; the X window really covers the screen, and really shrinks back.

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

// stb_image comes with Dear ImGui's Debian package (libimgui-dev depends on libstb-dev).
#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_PNG
#include <stb/stb_image.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

const std::filesystem::path kRuns = FULLSCREEN_RUNS_DIR;
constexpr int kScreenWidth = 1600;
constexpr int kScreenHeight = 900;

std::string text_of(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

nlohmann::json sidecar(const std::string& run, const std::string& shot) {
    std::ifstream in(kRuns / run / (shot + ".json"));
    if (!in) {
        ADD_FAILURE() << "no " << (kRuns / run / (shot + ".json"));
        return nlohmann::json::object();
    }
    return nlohmann::json::parse(in);
}

/// A screenshot's pixels, RGBA.
struct Shot {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> rgba;

    std::array<int, 4> at(int x, int y) const {
        const std::size_t i = (static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)) * 4;
        return {rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3]};
    }
    /// The mean of one colour channel over a block.
    double mean(int x0, int y0, int w, int h, int channel) const {
        double sum = 0.0;
        for (int y = y0; y < y0 + h; ++y) {
            for (int x = x0; x < x0 + w; ++x) {
                sum += at(x, y)[static_cast<std::size_t>(channel)];
            }
        }
        return sum / (w * h);
    }
};

Shot load(const std::string& run, const std::string& shot) {
    const std::string path = (kRuns / run / shot).string();
    Shot image;
    int channels = 0;
    stbi_uc* pixels = stbi_load(path.c_str(), &image.width, &image.height, &channels, 4);
    if (pixels == nullptr) {
        ADD_FAILURE() << "cannot read " << path << ": " << stbi_failure_reason();
        return image;
    }
    image.rgba.assign(pixels, pixels + static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height) * 4);
    stbi_image_free(pixels);
    return image;
}

/// Pixels the game did not draw: not opaque, or pure black. A GL read outside the real
/// window gives transparent black; the game's own darkest colour is 8 9 12.
long garbage_pixels(const Shot& shot) {
    long count = 0;
    for (int y = 0; y < shot.height; ++y) {
        for (int x = 0; x < shot.width; ++x) {
            const auto p = shot.at(x, y);
            if (p[3] != 255 || (p[0] == 0 && p[1] == 0 && p[2] == 0)) {
                ++count;
            }
        }
    }
    return count;
}

/// True when the run had no xwininfo to read the X window's geometry with.
bool no_xwininfo(const std::string& run, const std::string& shot) {
    return text_of(kRuns / run / (shot + ".geometry")).rfind("unavailable", 0) == 0;
}

/// The X window's real size and place from the line xwininfo printed for it
/// (`0x200008 "Tilecast - ...": ("tilecast" "tilecast")  1600x900+0+0  +0+0`); "" when no such
/// line was captured (the window was gone, or had another title), which the test reports as
/// a failure, not a skip.
std::string x_geometry(const std::string& run, const std::string& shot) {
    const std::string line = text_of(kRuns / run / (shot + ".geometry"));
    if (line.find(')') == std::string::npos) {
        return "";
    }
    std::istringstream words(line.substr(std::min(line.size(), line.rfind(')') + 1)));
    std::string geometry;
    words >> geometry;
    return geometry;
}

class FullScreen : public ::testing::TestWithParam<const char*> {
protected:
    /// Skips when SDL could not make this renderer here (it then falls back to another).
    void SetUp() override {
        for (const char* run : {"fullscreen-", "f11-"}) {
            const std::string name = run + std::string(GetParam());
            ASSERT_EQ(text_of(kRuns / name / "status"), "0\n") << name << " failed; its log:\n"
                                                               << text_of(kRuns / name / "run.log");
            if (text_of(kRuns / name / "run.log").find(std::string("renderer: ") + GetParam() + "\n") == std::string::npos) {
                GTEST_SKIP() << "no " << GetParam() << " renderer under this Xvfb";
            }
        }
    }

    /// The checks of one full-screen screenshot.
    static void expect_covers_the_screen(const std::string& run) {
        SCOPED_TRACE(run + "/full.png");
        const nlohmann::json meta = sidecar(run, "full.png");
        EXPECT_EQ(meta["window"], nlohmann::json::array({kScreenWidth, kScreenHeight}));
        const Shot shot = load(run, "full.png");
        ASSERT_EQ(shot.width, kScreenWidth);
        ASSERT_EQ(shot.height, kScreenHeight);
        EXPECT_EQ(garbage_pixels(shot), 0) << "pixels the game did not draw (transparent or pure black)";
        // The column ends at the frame's right edge (30 % of it), and its background shows
        // down to the bottom right corner: uniform and dark, the game's, not garbage.
        const nlohmann::json& column = meta["column"];
        EXPECT_EQ(column[0].get<double>() + column[2].get<double>(), kScreenWidth);
        EXPECT_EQ(column[2].get<double>(), 480.0);
        const auto reference = shot.at(kScreenWidth - 80, kScreenHeight - 45);
        for (int y = kScreenHeight - 60; y < kScreenHeight - 30; ++y) {
            for (int x = kScreenWidth - 120; x < kScreenWidth - 40; ++x) {
                const auto p = shot.at(x, y);
                for (std::size_t c = 0; c < 3; ++c) {
                    ASSERT_LE(std::abs(p[c] - reference[c]), 2) << "the panel background varies at " << x << "," << y;
                }
            }
        }
        for (std::size_t c = 0; c < 3; ++c) {
            EXPECT_GE(reference[c], 5) << "the panel background is black";
            EXPECT_LE(reference[c], 40) << "the panel background is not dark";
        }
    }

    /// The same frame as the software renderer drew, block by block (text rasterises a
    /// little differently, and timings in the panel differ: a few levels of 255).
    static void expect_like_software(const std::string& run, const std::string& shot_name) {
        if (std::string(GetParam()) == "software") {
            return;
        }
        const std::string software_run = run.substr(0, run.find('-') + 1) + "software";
        SCOPED_TRACE(run + "/" + shot_name + " against " + software_run);
        const Shot shot = load(run, shot_name);
        const Shot software = load(software_run, shot_name);
        ASSERT_EQ(shot.width, software.width);
        ASSERT_EQ(shot.height, software.height);
        constexpr int kBlock = 50;
        double worst = 0.0;
        int worst_x = 0;
        int worst_y = 0;
        for (int y = 0; y + kBlock <= shot.height; y += kBlock) {
            for (int x = 0; x + kBlock <= shot.width; x += kBlock) {
                for (int c = 0; c < 3; ++c) {
                    const double difference = std::abs(shot.mean(x, y, kBlock, kBlock, c) - software.mean(x, y, kBlock, kBlock, c));
                    if (difference > worst) {
                        worst = difference;
                        worst_x = x;
                        worst_y = y;
                    }
                }
            }
        }
        EXPECT_LE(worst, 16.0) << "the block at " << worst_x << "," << worst_y << " differs most";
    }

    /// Back in a window of `width` x `height`: the screenshot, the .json and the X window.
    static void expect_windowed(const std::string& run, int width, int height) {
        SCOPED_TRACE(run + "/windowed.png");
        EXPECT_EQ(sidecar(run, "windowed.png")["window"], nlohmann::json::array({width, height}));
        const Shot shot = load(run, "windowed.png");
        EXPECT_EQ(shot.width, width);
        EXPECT_EQ(shot.height, height);
        EXPECT_EQ(garbage_pixels(shot), 0) << "pixels the game did not draw (transparent or pure black)";
    }
};

TEST_P(FullScreen, FromTheStartTheFrameCoversTheScreenAndF11ReturnsToTheAskedWindow) {
    const std::string run = std::string("fullscreen-") + GetParam();
    expect_covers_the_screen(run);
    expect_like_software(run, "full.png");
    expect_windowed(run, 1024, 640);  // --window 1024x640 --fullscreen
    expect_like_software(run, "windowed.png");
}

TEST_P(FullScreen, F11CoversTheScreenAndF11AgainReturnsToTheWindow) {
    const std::string run = std::string("f11-") + GetParam();
    expect_covers_the_screen(run);
    expect_like_software(run, "full.png");
    expect_windowed(run, 1280, 720);
    expect_like_software(run, "windowed.png");
}

// SDL says the window covers the screen whether or not it does; the X server knows. With no
// window manager under Xvfb, the game places the window itself: over the whole screen, then
// back at its size, centred where it opened.
TEST_P(FullScreen, TheXWindowReallyCoversTheScreenAndShrinksBack) {
    const std::string name = GetParam();
    if (no_xwininfo("f11-" + name, "full.png")) {
        GTEST_SKIP() << "no xwininfo (Debian: x11-utils) to read the X window's geometry";
    }
    EXPECT_EQ(x_geometry("fullscreen-" + name, "full.png"), "1600x900+0+0");
    EXPECT_EQ(x_geometry("fullscreen-" + name, "windowed.png"), "1024x640+288+130");
    EXPECT_EQ(x_geometry("f11-" + name, "full.png"), "1600x900+0+0");
    EXPECT_EQ(x_geometry("f11-" + name, "windowed.png"), "1280x720+160+90");
}

INSTANTIATE_TEST_SUITE_P(EveryRenderer, FullScreen, ::testing::Values("opengl", "opengles2", "software"));

} // namespace
