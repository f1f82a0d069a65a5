// The inspector as a workbench, checked on what scripted runs under Xvfb saved
// (tests/game/run_inspector_workbench.sh): the column layout at three window sizes with every
// panel open, the first start, keys going where the focus is, Esc, "freeze on the next
// laser", a resized window, bad settings files and --reset-layout.
//
// Each screenshot comes with a .json the game writes beside it: the window, the world view,
// the column, every rectangle the UI covers, the actors' screen positions, the selection.

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

const std::filesystem::path kRuns = INSPECTOR_WORKBENCH_DIR;

nlohmann::json sidecar(const std::string& run, const std::string& shot) {
    std::ifstream in(kRuns / run / (shot + ".json"));
    if (!in) {
        ADD_FAILURE() << "no " << (kRuns / run / (shot + ".json"));
        return nlohmann::json::object();
    }
    return nlohmann::json::parse(in);
}

std::string text_of(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

struct Rect {
    double x = 0, y = 0, w = 0, h = 0;
    bool contains(double px, double py) const { return px >= x && py >= y && px < x + w && py < y + h; }
};

Rect rect_of(const nlohmann::json& r) { return {r[0].get<double>(), r[1].get<double>(), r[2].get<double>(), r[3].get<double>()}; }

/// The share of the window in which the world shows with nothing of the UI over it: the
/// world view's pixels that no covered rectangle touches (counted on a 2-pixel grid).
double unobstructed_share(const nlohmann::json& meta) {
    const double width = meta["window"][0];
    const double height = meta["window"][1];
    const Rect world = rect_of(meta["world_view"]);
    std::vector<Rect> covered;
    for (const auto& r : meta["covered"]) {
        covered.push_back(rect_of(r));
    }
    long clear = 0;
    long all = 0;
    for (double y = 1; y < height; y += 2) {
        for (double x = 1; x < width; x += 2) {
            ++all;
            if (world.contains(x, y) &&
                std::none_of(covered.begin(), covered.end(), [&](const Rect& r) { return r.contains(x, y); })) {
                ++clear;
            }
        }
    }
    return static_cast<double>(clear) / static_cast<double>(all);
}

const nlohmann::json* actor(const nlohmann::json& meta, const std::string& kind) {
    for (const auto& a : meta["actors"]) {
        if (a["kind"] == kind) {
            return &a;
        }
    }
    return nullptr;
}

class WorkbenchLayout : public ::testing::TestWithParam<const char*> {};

} // namespace

TEST(Workbench, EveryRunExitedCleanly) {
    // A sanitizer report (the ASan build) or a crash ends a run with a non-zero status.
    int runs = 0;
    for (const auto& entry : std::filesystem::directory_iterator(kRuns)) {
        if (entry.is_directory()) {
            ++runs;
            EXPECT_EQ(text_of(entry.path() / "status"), "0\n") << entry.path() << ":\n" << text_of(entry.path() / "run.log");
        }
    }
    EXPECT_GE(runs, 15);
}

// [SECTION] The column beside the world

TEST_P(WorkbenchLayout, EveryPanelOpenLeavesMostOfTheWindowToTheWorldWithThePlayerAndTheSelectionInIt) {
    const std::string run = std::string("layout-") + GetParam();
    const nlohmann::json meta = sidecar(run, "layout.png");
    ASSERT_TRUE(meta.contains("window"));
    const double width = meta["window"][0];
    const double height = meta["window"][1];
    EXPECT_EQ(meta["panels"].size(), 6u);
    const Rect world = rect_of(meta["world_view"]);
    const Rect column = rect_of(meta["column"]);
    // The world on the left, the column on the right, together the whole window.
    EXPECT_EQ(world.x, 0.0);
    EXPECT_EQ(world.w + column.w, width);
    EXPECT_EQ(column.x, world.w);
    EXPECT_EQ(column.h, height);
    EXPECT_EQ(column.w, std::floor(width * 0.3));
    // Nothing of the UI lies off the window (the old bug: panels saved at (-18, -18)).
    for (const auto& r : meta["covered"]) {
        const Rect c = rect_of(r);
        EXPECT_GE(c.x, 0.0) << r;
        EXPECT_GE(c.y, 0.0) << r;
        EXPECT_LE(c.x + c.w, width + 0.5) << r;
        EXPECT_LE(c.y + c.h, height + 0.5) << r;
    }
    EXPECT_GE(unobstructed_share(meta), 0.55);
    // The player is in the world view, and so is every tile of the selected query.
    const nlohmann::json* player = actor(meta, "player");
    ASSERT_NE(player, nullptr);
    const double px = (*player)["screen"][0];
    const double py = (*player)["screen"][1];
    EXPECT_TRUE(world.contains(px, py)) << (*player)["screen"];
    for (const auto& r : meta["covered"]) {
        EXPECT_FALSE(rect_of(r).contains(px, py)) << "the player is behind " << r;
    }
    const auto& selection = meta["selection"];
    ASSERT_FALSE(selection.is_null()) << "--freeze-on line_of_sight selected nothing";
    EXPECT_EQ(selection["kind"], "line_of_sight");
    EXPECT_TRUE(meta["frozen"].get<bool>());
    const auto& camera = meta["camera"];
    const double scale = camera["scale"];
    const double size = selection["tile_size"];
    ASSERT_GT(selection["tiles"].size(), 0u);
    for (const auto& tile : selection["tiles"]) {
        const double cx = ((tile[0].get<double>() + 0.5) * size - camera["centre"][0].get<double>()) * scale + world.w * 0.5;
        const double cy = ((tile[1].get<double>() + 0.5) * size - camera["centre"][1].get<double>()) * scale + world.h * 0.5;
        EXPECT_TRUE(world.contains(cx, cy)) << "tile " << tile << " at " << cx << ", " << cy;
    }
}

INSTANTIATE_TEST_SUITE_P(ThreeWindowSizes, WorkbenchLayout, ::testing::Values("1280x720", "1600x900", "1920x1080"));

// No text is cut off at the window sizes people have, every panel open and a query selected:
// no line past a panel's edge, no cell or header past its table column or the table's edge
// (the sidecar's "overflow", measured from what ImGui drew: inspector/text_overflow.hpp). A
// narrow Queries panel hides its "us", "obj" and "ago" (or "#") columns rather than cut them.
class WorkbenchText : public ::testing::TestWithParam<const char*> {};

TEST_P(WorkbenchText, NoPanelTextIsCutOffWithEveryPanelOpen) {
    const nlohmann::json meta = sidecar(std::string("layout-") + GetParam(), "layout.png");
    ASSERT_TRUE(meta.contains("overflow"));
    EXPECT_EQ(meta["overflow"].size(), 6u) << "every panel is measured";
    for (const auto& [panel, pixels] : meta["overflow"].items()) {
        EXPECT_LE(pixels.get<double>(), 1.0)  // ImGui's measures round to a pixel
            << panel << ": " << pixels << " px of text cut off in " << meta["overflow_where"][panel];
    }
}

INSTANTIATE_TEST_SUITE_P(FiveWindowSizes, WorkbenchText,
                         ::testing::Values("1024x576", "1280x720", "1366x768", "1600x900", "1920x1080"));

TEST(Workbench, TheColumnFollowsTheWindowDownToItsSmallestAndBack) {
    const nlohmann::json small = sidecar("resize", "small.png");
    const nlohmann::json grown = sidecar("resize", "grown.png");
    // Asked for 300 x 200: SDL keeps the window at its minimum, 640 x 400.
    EXPECT_EQ(small["window"], nlohmann::json::array({640, 400}));
    const Rect small_world = rect_of(small["world_view"]);
    const Rect small_column = rect_of(small["column"]);
    EXPECT_GE(small_world.w, 360.0);
    EXPECT_GE(small_column.w, 260.0);
    EXPECT_EQ(small_world.w + small_column.w, 640.0);
    EXPECT_EQ(grown["window"], nlohmann::json::array({1600, 900}));
    EXPECT_EQ(rect_of(grown["column"]).x, 1120.0);
    EXPECT_EQ(rect_of(grown["column"]).w, 480.0);
    for (const auto& r : grown["covered"]) {
        const Rect c = rect_of(r);
        EXPECT_GE(c.x, 0.0) << r;
        EXPECT_GE(c.y, 0.0) << r;
        EXPECT_LE(c.x + c.w, 1600.5) << r;
    }
    // Nothing odd was saved on the way: the column keeps its default share.
    const nlohmann::json saved = nlohmann::json::parse(text_of(kRuns / "resize" / "settings" / "inspector.json"));
    EXPECT_EQ(saved["layout"]["column_width"], 0.0);
}

TEST(Workbench, FullScreenFromTheStartAndWithF11ThereAndBack) {
    EXPECT_EQ(sidecar("fullscreen", "full.png")["window"], nlohmann::json::array({1600, 900}));
    EXPECT_EQ(sidecar("f11", "full.png")["window"], nlohmann::json::array({1600, 900}));
    EXPECT_EQ(sidecar("f11", "windowed.png")["window"], nlohmann::json::array({1280, 720}));
    // The column follows: 30 % of whichever width.
    EXPECT_EQ(rect_of(sidecar("f11", "full.png")["column"]).w, 480.0);
}

TEST(Workbench, AUiScaleOfTwoWidensTheColumnToItsScaledMinimum) {
    const nlohmann::json big = sidecar("uiscale", "big.png");
    EXPECT_EQ(rect_of(big["column"]).w, 520.0);  // 260 x 2, more than 30 % of 1280
    EXPECT_NE(text_of(kRuns / "uiscale" / "run.log").find("UI scale 2.00 (--ui-scale)"), std::string::npos);
}

// [SECTION] The first start

TEST(Workbench, TheFirstStartOpensTheQueriesPanelWithTheOverlayAndAHintAboutF1) {
    const nlohmann::json first = sidecar("first", "first.png");
    EXPECT_EQ(first["panels"], nlohmann::json::array({"queries"}));
    EXPECT_TRUE(first["overlay"].get<bool>());
    EXPECT_TRUE(first["hint"].get<bool>());
    EXPECT_GT(rect_of(first["column"]).w, 0.0);
    EXPECT_GT(first["latest_rows"].get<int>(), 0) << "the Queries panel listed no query of the robots";
    EXPECT_FALSE(first["frozen"].get<bool>());
    // 480 steps in: the recorder holds its window of 2 s (240 steps), within its budget.
    EXPECT_EQ(first["recorder"]["steps"], 240);
    EXPECT_LT(first["recorder"]["memory_bytes"].get<double>(), 64.0 * 1024 * 1024 + 1024 * 1024);
    // "Got it" ends the hint for good; the next start shows the panel without it.
    EXPECT_FALSE(sidecar("first", "dismissed.png")["hint"].get<bool>());
    const nlohmann::json saved = nlohmann::json::parse(text_of(kRuns / "first" / "settings" / "inspector.json"));
    EXPECT_TRUE(saved["hint_seen"].get<bool>());
    const nlohmann::json second = sidecar("second", "second.png");
    EXPECT_FALSE(second["hint"].get<bool>());
    EXPECT_EQ(second["panels"], nlohmann::json::array({"queries"}));
}

// [SECTION] Keys go where the focus is

TEST(Workbench, TypingIntoAProbeFieldNeitherRestartsNorPausesNorQuits) {
    const nlohmann::json typed = sidecar("focus", "typed.png");
    EXPECT_EQ(typed["restarts"], 0) << "an 'r' typed into the field restarted the level";
    EXPECT_FALSE(typed["paused"].get<bool>()) << "a 'p' typed into the field paused the game";
    // Return cast what was typed; the second edit ("rpr") was cancelled by Esc in the field.
    ASSERT_FALSE(typed["probe"].is_null());
    EXPECT_EQ(typed["probe"]["spec"], "ray:300,300,600,400");
    EXPECT_FALSE(typed["keyboard_captured"].get<bool>());
}

TEST(Workbench, EscOpensThePauseMenuWhichOpensPanelsAndEscThereQuits) {
    const nlohmann::json paused = sidecar("focus", "paused.png");
    EXPECT_TRUE(paused["paused"].get<bool>());
    EXPECT_EQ(paused["panels"], nlohmann::json::array({"probe"}));
    // The pause menu lists the panels: its "Queries (F2)" button opened that one.
    const nlohmann::json opened = sidecar("focus", "paused-panel.png");
    EXPECT_TRUE(opened["paused"].get<bool>());
    EXPECT_EQ(opened["panels"], nlohmann::json::array({"queries", "probe"}));
    EXPECT_FALSE(std::filesystem::exists(kRuns / "focus" / "after-quit.png")) << "the second Esc did not quit";
    EXPECT_EQ(text_of(kRuns / "focus" / "status"), "0\n");
}

// [SECTION] Catching a query

TEST(Workbench, FreezeOnTheNextLaserStopsRightAfterItsStepWithItSelected) {
    const nlohmann::json caught = sidecar("trigger", "caught.png");
    EXPECT_TRUE(caught["frozen"].get<bool>());
    const auto& selection = caught["selection"];
    ASSERT_FALSE(selection.is_null());
    EXPECT_EQ(selection["kind"], "laser");
    // The world stopped after the very step the laser was fired in.
    EXPECT_EQ(caught["world_step"].get<std::uint64_t>(), selection["step"].get<std::uint64_t>() + 1);
    EXPECT_GT(selection["tiles"].size(), 0u);
}

TEST(Workbench, TheFrozenBannerNamesTheWorldsStepWhenNothingIsRecorded) {
    const nlohmann::json frozen = sidecar("banner", "frozen.png");
    EXPECT_TRUE(frozen["frozen"].get<bool>());
    const std::uint64_t step = frozen["world_step"];
    ASSERT_GT(step, 0u);
    EXPECT_EQ(frozen["banner"].get<std::string>().rfind("FROZEN  step " + std::to_string(step) + " ", 0), 0u)
        << frozen["banner"];
}

// [SECTION] Settings files

TEST(Workbench, ASettingsFileThatIsNotJsonIsKeptAsBadAndTheGameStartsWithDefaults) {
    EXPECT_EQ(text_of(kRuns / "corrupt" / "status"), "0\n");
    const std::string log = text_of(kRuns / "corrupt" / "run.log");
    EXPECT_NE(log.find("not valid JSON"), std::string::npos) << log;
    EXPECT_NE(log.find("inspector.json.bad"), std::string::npos) << log;
    EXPECT_EQ(text_of(kRuns / "corrupt" / "settings" / "inspector.json.bad"), R"({ "panels": ["queries"], "layout": )");
    EXPECT_TRUE(std::filesystem::exists(kRuns / "corrupt" / "shot.png"));
}

TEST(Workbench, AnOffScreenOrImpossibleColumnIsResetWithAWarningNeverUsed) {
    for (const char* run : {"offscreen", "huge"}) {
        const std::string log = text_of(kRuns / run / "run.log");
        EXPECT_NE(log.find("the layout was reset"), std::string::npos) << run << ": " << log;
        const nlohmann::json shot = sidecar(run, "shot.png");
        EXPECT_EQ(rect_of(shot["column"]).x, 896.0) << run;  // the default: 30 % of 1280
        EXPECT_EQ(rect_of(shot["column"]).w, 384.0) << run;
        EXPECT_EQ(shot["layout"]["collapsed"], nlohmann::json::array()) << run;
    }
}

TEST(Workbench, ResetLayoutBringsTheFoldedNarrowColumnBackAndSavesIt) {
    const nlohmann::json shot = sidecar("reset", "shot.png");
    const nlohmann::json saved = nlohmann::json::parse(text_of(kRuns / "reset" / "settings" / "inspector.json"));
    EXPECT_EQ(saved["layout"]["column_width"], 0.0);  // the next start, without the flag, keeps the reset
    EXPECT_FALSE(saved["layout"]["column_hidden"].get<bool>());
    EXPECT_FALSE(shot["layout"]["column_hidden"].get<bool>());
    EXPECT_EQ(shot["layout"]["collapsed"], nlohmann::json::array());
    EXPECT_EQ(rect_of(shot["column"]).w, 384.0);
    EXPECT_EQ(shot["panels"], nlohmann::json::array({"queries", "stats"}));  // the panels stay as they were
}
