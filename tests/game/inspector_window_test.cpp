// The query inspector in a real window under Xvfb, driven by synthetic SDL input events
// (tests/game/inspector_window.script, played with --input-script): open panels, select a
// query, move the step slider, drag a probe ray — then look at the screenshots' pixels.
//
// Each screenshot comes with a .json written beside it by the game: the camera, the
// selected query's tiles, the probe, and which parts of the picture panels cover. The tests
// turn tiles into screen rectangles with the camera and compare each tile's median colour
// with the same tile in a reference picture taken with the overlay off: a highlighted tile
// moved toward its query kind's colour (the inspector's one colour key), a tile the step
// slider has not reached did not.

#include <engine/tilemap/segment_query.hpp>

#include <SDL.h>
#include <SDL_image.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <array>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

namespace {

const std::filesystem::path kShots = INSPECTOR_SHOTS_DIR;

struct Rgb {
    double r = 0.0, g = 0.0, b = 0.0;
};

/// A screenshot and what the game says it drew.
struct Shot {
    std::unique_ptr<SDL_Surface, decltype(&SDL_FreeSurface)> pixels{nullptr, &SDL_FreeSurface};
    nlohmann::json meta;

    Rgb at(int x, int y) const {
        const auto* row = static_cast<const std::uint8_t*>(pixels->pixels) + static_cast<std::ptrdiff_t>(y) * pixels->pitch;
        const std::uint8_t* p = row + static_cast<std::ptrdiff_t>(x) * 4;
        return {static_cast<double>(p[0]), static_cast<double>(p[1]), static_cast<double>(p[2])};
    }
};

Shot load(const std::string& name) {
    Shot shot;
    SDL_Surface* loaded = IMG_Load((kShots / name).string().c_str());
    if (loaded == nullptr) {
        ADD_FAILURE() << "cannot load " << (kShots / name) << ": " << IMG_GetError();
        return shot;
    }
    shot.pixels.reset(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0));
    SDL_FreeSurface(loaded);
    std::ifstream in(kShots / (name + ".json"));
    shot.meta = nlohmann::json::parse(in);
    return shot;
}

struct Rect {
    double x0, y0, x1, y1;
};

/// The screen rectangle of tile (i, j) of a grid of `size` pixel tiles, by the camera in `meta`
/// (screen = (world - centre) * scale + viewport / 2, as render/camera.cpp maps it).
Rect tile_rect(const nlohmann::json& meta, int i, int j, double size) {
    const auto& camera = meta["camera"];
    const double scale = camera["scale"];
    const double cx = camera["centre"][0];
    const double cy = camera["centre"][1];
    const double half_w = camera["viewport"][0].get<double>() * 0.5;
    const double half_h = camera["viewport"][1].get<double>() * 0.5;
    return {(i * size - cx) * scale + half_w, (j * size - cy) * scale + half_h, ((i + 1) * size - cx) * scale + half_w,
            ((j + 1) * size - cy) * scale + half_h};
}

/// True when the rectangle is on screen and no panel, HUD or banner covers any of it.
bool in_clear_view(const nlohmann::json& meta, const Rect& r) {
    const double width = meta["camera"]["viewport"][0];
    const double height = meta["camera"]["viewport"][1];
    if (r.x0 < 0 || r.y0 < 0 || r.x1 > width || r.y1 > height) {
        return false;
    }
    for (const auto& c : meta["covered"]) {
        const double x = c[0], y = c[1], w = c[2], h = c[3];
        if (r.x0 < x + w && r.x1 > x && r.y0 < y + h && r.y1 > y) {
            return false;
        }
    }
    return true;
}

/// The median colour of the rectangle's inside (4 px in from its edges, away from frames).
Rgb median_colour(const Shot& shot, const Rect& r) {
    std::vector<double> red, green, blue;
    for (int y = static_cast<int>(r.y0) + 4; y < static_cast<int>(r.y1) - 4; ++y) {
        for (int x = static_cast<int>(r.x0) + 4; x < static_cast<int>(r.x1) - 4; ++x) {
            const Rgb c = shot.at(x, y);
            red.push_back(c.r);
            green.push_back(c.g);
            blue.push_back(c.b);
        }
    }
    const auto median = [](std::vector<double>& v) {
        std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
        return v[v.size() / 2];
    };
    return {median(red), median(green), median(blue)};
}

/// How far `after` moved from `before` toward `key`, as a fraction of the way (the overlay's
/// effective opacity in `key`'s colour).
double toward(const Rgb& before, const Rgb& after, const Rgb& key) {
    const double kx = key.r - before.r, ky = key.g - before.g, kz = key.b - before.b;
    const double length = kx * kx + ky * ky + kz * kz;
    return length == 0.0 ? 0.0 : ((after.r - before.r) * kx + (after.g - before.g) * ky + (after.b - before.b) * kz) / length;
}

Rgb key_of(const nlohmann::json& colour) { return {colour[0].get<double>(), colour[1].get<double>(), colour[2].get<double>()}; }

/// Every tile of `tiles` from `first` to `last` (exclusive) that is in clear view: its
/// opacity in `key` in `shot` relative to `reference`.
std::vector<double> tile_opacities(const Shot& shot, const Shot& reference, const nlohmann::json& tiles, std::size_t first,
                                   std::size_t last, double tile_size, const Rgb& key) {
    std::vector<double> opacities;
    for (std::size_t k = first; k < last && k < tiles.size(); ++k) {
        const Rect r = tile_rect(shot.meta, tiles[k][0], tiles[k][1], tile_size);
        if (r.x1 - r.x0 < 12.0 || !in_clear_view(shot.meta, r)) {
            continue;
        }
        opacities.push_back(toward(median_colour(reference, r), median_colour(shot, r), key));
    }
    return opacities;
}

class InspectorWindow : public ::testing::Test {
protected:
    static void SetUpTestSuite() { IMG_Init(IMG_INIT_PNG); }
};

} // namespace

TEST_F(InspectorWindow, OpensThePanelsNamedOnTheCommandLine) {
    const Shot base = load("base.png");
    ASSERT_TRUE(base.pixels);
    EXPECT_EQ(base.meta["panels"], nlohmann::json::array({"queries", "inspector", "probe"}));
    EXPECT_TRUE(base.meta["frozen"].get<bool>());
    EXPECT_FALSE(base.meta["overlay"].get<bool>());
    EXPECT_GT(base.meta["queries_shown"].get<int>(), 0);
    const std::string banner = base.meta["banner"];
    EXPECT_EQ(banner.rfind("FROZEN  step " + std::to_string(base.meta["step"].get<int>()) + " ", 0), 0u) << banner;
}

TEST_F(InspectorWindow, SelectingAQueryHighlightsItsTilesInItsKindsColour) {
    const Shot base = load("base.png");
    const Shot selected = load("selected.png");
    ASSERT_TRUE(base.pixels && selected.pixels);
    const auto& selection = selected.meta["selection"];
    ASSERT_FALSE(selection.is_null()) << "the click on the first table row selected nothing";
    const auto& tiles = selection["tiles"];
    EXPECT_EQ(selection["shown_tiles"].get<std::size_t>(), tiles.size());  // a new selection shows every tile
    const auto opacities = tile_opacities(selected, base, tiles, 0, tiles.size(), selection["tile_size"],
                                          key_of(selection["colour"]));
    ASSERT_GE(opacities.size(), 3u) << "too few of the selected query's tiles are in clear view";
    for (const double opacity : opacities) {
        EXPECT_GT(opacity, 0.2) << selection["title"];
    }
}

TEST_F(InspectorWindow, TheStepSliderShowsOnlyTheFirstTiles) {
    const Shot base = load("base.png");
    const Shot stepped = load("stepped.png");
    ASSERT_TRUE(base.pixels && stepped.pixels);
    const auto& selection = stepped.meta["selection"];
    ASSERT_FALSE(selection.is_null());
    const auto& tiles = selection["tiles"];
    const auto shown = selection["shown_tiles"].get<std::size_t>();
    ASSERT_GT(shown, 1u) << "the click on the slider did not move it";
    ASSERT_LT(shown, tiles.size()) << "the click on the slider did not move it";
    const Rgb key = key_of(selection["colour"]);
    const double size = selection["tile_size"];
    const auto reached = tile_opacities(stepped, base, tiles, 0, shown, size, key);
    const auto ahead = tile_opacities(stepped, base, tiles, shown, tiles.size(), size, key);
    ASSERT_GE(reached.size(), 2u);
    ASSERT_GE(ahead.size(), 2u);
    for (const double opacity : reached) {
        EXPECT_GT(opacity, 0.2);
    }
    for (const double opacity : ahead) {
        EXPECT_LT(opacity, 0.12);
    }
}

TEST_F(InspectorWindow, ADraggedProbeRayWalksTheEnginesTilesAndIsDrawn) {
    const Shot base = load("base.png");
    const Shot probe = load("probe.png");
    ASSERT_TRUE(base.pixels && probe.pixels);
    const auto& meta = probe.meta["probe"];
    ASSERT_FALSE(meta.is_null()) << "the drag made no probe";
    EXPECT_EQ(meta["error"], "");
    // The drag went from window pixel (120, 560) to (700, 260): the ray's ends are those points in the world.
    const std::string spec = meta["spec"];
    ASSERT_EQ(spec.rfind("ray:", 0), 0u) << spec;
    std::array<double, 4> v{};
    ASSERT_EQ(std::sscanf(spec.c_str(), "ray:%lf,%lf,%lf,%lf", &v[0], &v[1], &v[2], &v[3]), 4);
    const auto& camera = probe.meta["camera"];
    const double scale = camera["scale"];
    const auto world_x = [&](double sx) { return (sx - camera["viewport"][0].get<double>() * 0.5) / scale + camera["centre"][0].get<double>(); };
    const auto world_y = [&](double sy) { return (sy - camera["viewport"][1].get<double>() * 0.5) / scale + camera["centre"][1].get<double>(); };
    EXPECT_NEAR(v[0], world_x(120), 0.01);
    EXPECT_NEAR(v[1], world_y(560), 0.01);
    EXPECT_NEAR(v[2], world_x(700), 0.01);
    EXPECT_NEAR(v[3], world_y(260), 0.01);
    // Its tiles are the engine's traversal of that segment, from the start up to where it stopped.
    const double size = meta["tile_size"];
    const auto& tiles = meta["tiles"];
    ASSERT_GE(tiles.size(), 2u);
    std::size_t k = 0;
    for (const engine::TileCoord tile : engine::tiles_on_segment({v[0] / size, v[1] / size}, {v[2] / size, v[3] / size})) {
        if (k == tiles.size()) {
            break;
        }
        EXPECT_EQ(tile.x, tiles[k][0].get<int>()) << "tile " << k;
        EXPECT_EQ(tile.y, tiles[k][1].get<int>()) << "tile " << k;
        ++k;
    }
    EXPECT_EQ(k, tiles.size());
    // And they are drawn in the probe's colour.
    const auto opacities = tile_opacities(probe, base, tiles, 0, tiles.size(), size, key_of(meta["colour"]));
    ASSERT_GE(opacities.size(), 3u);
    for (const double opacity : opacities) {
        EXPECT_GT(opacity, 0.3);
    }
    // The Inspector follows the probe when the drag ends.
    ASSERT_FALSE(probe.meta["selection"].is_null());
    EXPECT_EQ(probe.meta["selection"]["kind"], "probe");
}

TEST_F(InspectorWindow, F12SavesAScreenshotAndTwoInOneSecondDoNotOverwriteEachOther) {
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(kShots)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind("tilecast-", 0) == 0 && entry.path().extension() == ".png") {
            const std::unique_ptr<SDL_Surface, decltype(&SDL_FreeSurface)> picture(IMG_Load(entry.path().string().c_str()),
                                                                                  &SDL_FreeSurface);
            ASSERT_TRUE(picture) << name;
            EXPECT_EQ(picture->w, 1280);
            names.push_back(name);
        }
    }
    EXPECT_EQ(names.size(), 2u) << "two F12 presses one frame apart: two files in " << kShots;
    const Shot help = load("help.png");
    EXPECT_TRUE(help.meta["help_open"].get<bool>());
}

TEST_F(InspectorWindow, InspectorAndProbeLinesWrapInsteadOfRunningPastThePanel) {
    for (const char* name : {"selected.png", "stepped.png", "probe.png", "handle.png"}) {
        const Shot shot = load(name);
        for (const char* panel : {"Inspector", "Probe"}) {
            ASSERT_TRUE(shot.meta["overflow"].contains(panel)) << name << " " << panel;
            EXPECT_LE(shot.meta["overflow"][panel].get<double>(), 1.0) << name << ": a line runs past the " << panel << " panel's edge";
        }
    }
}

TEST_F(InspectorWindow, ANewProbeReplacesThePreviousSelectionAsSoonAsItIsDrawn) {
    ASSERT_FALSE(load("stepped.png").meta["selection"].is_null());  // a robot's query was selected ...
    const Shot dragging = load("dragging.png");
    EXPECT_TRUE(dragging.meta["selection"].is_null()) << "the old selection stayed on screen during the drag";
    EXPECT_FALSE(dragging.meta["probe"].is_null());  // ... and the new probe is being drawn
}

TEST_F(InspectorWindow, DraggingAHandleMovesThatEndOnlyAndCtrlSnapsIt) {
    const Shot probe = load("probe.png");
    const Shot handle = load("handle.png");
    ASSERT_FALSE(probe.meta["probe"].is_null());
    ASSERT_FALSE(handle.meta["probe"].is_null());
    std::array<double, 4> before{};
    std::array<double, 4> after{};
    ASSERT_EQ(std::sscanf(probe.meta["probe"]["spec"].get<std::string>().c_str(), "ray:%lf,%lf,%lf,%lf", &before[0],
                          &before[1], &before[2], &before[3]), 4);
    ASSERT_EQ(std::sscanf(handle.meta["probe"]["spec"].get<std::string>().c_str(), "ray:%lf,%lf,%lf,%lf", &after[0],
                          &after[1], &after[2], &after[3]), 4);
    EXPECT_DOUBLE_EQ(after[0], before[0]);  // the start stayed
    EXPECT_DOUBLE_EQ(after[1], before[1]);
    // The end went to the world point under (603, 203), snapped to the nearest tile corner or
    // centre: a multiple of half a level tile (32 px tiles: 16 px).
    const auto& camera = handle.meta["camera"];
    const double scale = camera["scale"];
    const double x = (603.0 - camera["viewport"][0].get<double>() * 0.5) / scale + camera["centre"][0].get<double>();
    const double y = (203.0 - camera["viewport"][1].get<double>() * 0.5) / scale + camera["centre"][1].get<double>();
    EXPECT_DOUBLE_EQ(std::fmod(after[2], 16.0), 0.0) << after[2];
    EXPECT_DOUBLE_EQ(std::fmod(after[3], 16.0), 0.0) << after[3];
    EXPECT_LE(std::fabs(after[2] - x), 8.0);
    EXPECT_LE(std::fabs(after[3] - y), 8.0);
}

TEST_F(InspectorWindow, TheComparedVariantIsTheEnginesFloatWalkAndItsFirstDifferenceIsMarked) {
    const Shot probe = load("probe.png");
    const auto& meta = probe.meta["probe"];
    ASSERT_FALSE(meta.is_null());
    const std::string spec = meta["spec"];
    std::array<double, 4> v{};
    ASSERT_EQ(std::sscanf(spec.c_str(), "ray:%lf,%lf,%lf,%lf", &v[0], &v[1], &v[2], &v[3]), 4);
    const double size = meta["tile_size"];
    const auto& compared = meta["compare_tiles"];
    ASSERT_GE(compared.size(), 2u);
    std::size_t k = 0;
    for (const engine::TileCoord tile :
         engine::tiles_on_segment_float_dda({v[0] / size, v[1] / size}, {v[2] / size, v[3] / size})) {
        if (k == compared.size()) {
            break;
        }
        EXPECT_EQ(tile.x, compared[k][0].get<int>()) << "tile " << k;
        EXPECT_EQ(tile.y, compared[k][1].get<int>()) << "tile " << k;
        ++k;
    }
    // The marked tile is where the two lists first part (none when they agree).
    const auto& tiles = meta["tiles"];
    std::size_t first = 0;
    while (first < tiles.size() && first < compared.size() && tiles[first] == compared[first]) {
        ++first;
    }
    if (first == tiles.size() && first == compared.size()) {
        EXPECT_TRUE(meta["first_difference"].is_null());
    } else {
        EXPECT_EQ(meta["first_difference"].get<std::size_t>(), first);
    }
}

TEST_F(InspectorWindow, ASensingCircleIsDrawnLargeEnoughToHoldEveryTileItVisited) {
    const Shot selected = load("selected.png");
    const auto& selection = selected.meta["selection"];
    ASSERT_FALSE(selection.is_null());
    ASSERT_EQ(selection["kind"], "sensing");
    ASSERT_TRUE(selection["slider_on_index"].get<bool>());
    const double drawn = selection["drawn_radii"].back();
    EXPECT_GT(drawn, selection["radius"].get<double>());  // the index margin is drawn too
    const double cx = selection["from"][0];
    const double cy = selection["from"][1];
    const double size = selection["tile_size"];
    for (const auto& tile : selection["tiles"]) {
        // The nearest point of the tile's square to the centre lies inside the drawn circle.
        const double x0 = tile[0].get<double>() * size;
        const double y0 = tile[1].get<double>() * size;
        const double nx = std::clamp(cx, x0, x0 + size) - cx;
        const double ny = std::clamp(cy, y0, y0 + size) - cy;
        EXPECT_LE(std::sqrt(nx * nx + ny * ny), drawn + 1e-3) << tile;
    }
}

TEST_F(InspectorWindow, ClickingARobotWhileFrozenListsOnlyItsQueries) {
    const Shot picked = load("picked.png");
    ASSERT_FALSE(picked.meta["actor_filter"].is_null()) << "the click on the robot picked nothing";
    // The robot nearest the click (227, 362) is the one picked.
    double best = 1e9;
    std::string nearest;
    for (const auto& a : picked.meta["actors"]) {
        const double dx = a["screen"][0].get<double>() - 227.0;
        const double dy = a["screen"][1].get<double>() - 362.0;
        if (std::sqrt(dx * dx + dy * dy) < best) {
            best = std::sqrt(dx * dx + dy * dy);
            nearest = a["kind"].get<std::string>() + " " + std::to_string(a["id"].get<int>());
        }
    }
    EXPECT_LT(best, 20.0);
    EXPECT_EQ(picked.meta["actor_filter"], nearest);
}

TEST_F(InspectorWindow, SavesItsSettingsAtomically) {
    const std::filesystem::path folder = kShots / "settings";
    ASSERT_TRUE(std::filesystem::exists(folder / "inspector.json"));
    EXPECT_FALSE(std::filesystem::exists(folder / "imgui.ini"));  // places come from the column layout
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        EXPECT_EQ(entry.path().string().find(".tmp"), std::string::npos) << entry.path();
    }
    std::ifstream json(folder / "inspector.json");
    const nlohmann::json settings = nlohmann::json::parse(json);
    EXPECT_TRUE(settings["overlay"]["show"].get<bool>());
    EXPECT_FALSE(settings.contains("parameters"));  // an experiment, never saved as it stands
    EXPECT_TRUE(settings["presets"].is_array());
    EXPECT_TRUE(settings["layout"].is_object());
}

// [SECTION] The Level panel's auto-reload (run_inspector_level_reload.sh)

namespace {

nlohmann::json reload_stage(const std::string& name) {
    std::ifstream in(std::filesystem::path(INSPECTOR_RELOAD_DIR) / (name + ".png.json"));
    return nlohmann::json::parse(in);
}

} // namespace

TEST(InspectorLevelReload, ABrokenFileShowsItsErrorAndTheOldLevelKeepsRunning) {
    const nlohmann::json loaded = reload_stage("loaded");
    const nlohmann::json broken = reload_stage("broken");
    EXPECT_EQ(loaded["level"]["name"], "Foundry Floor");
    EXPECT_EQ(loaded["level"]["error"], "");
    EXPECT_EQ(broken["level"]["name"], "Foundry Floor");
    const std::string error = broken["level"]["error"];
    EXPECT_NE(error.find("reload.txt"), std::string::npos) << error;  // the message names the file and line
    EXPECT_GT(broken["world_step"].get<int>(), loaded["world_step"].get<int>());  // still running
}

TEST(InspectorLevelReload, ARecordingAcrossTheReloadIsNotSavedAndTheLogSaysWhy) {
    const std::filesystem::path out = INSPECTOR_RELOAD_DIR;
    std::ifstream in(out / "game.log");
    const std::string log{std::istreambuf_iterator<char>(in), {}};
    EXPECT_NE(log.find("not saving run.replay: another level was opened, or this one reloaded"), std::string::npos) << log;
    EXPECT_FALSE(std::filesystem::exists(out / "run.replay"));
}

TEST(InspectorLevelReload, AFixedFileIsReloadedByItself) {
    const nlohmann::json fixed = reload_stage("fixed");
    EXPECT_EQ(fixed["level"]["name"], "Reloaded Floor");
    EXPECT_EQ(fixed["level"]["error"], "");
}
