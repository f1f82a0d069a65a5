// The workbench layout without a window: where the world and the column go for any window,
// how the column's width is kept sane, how folded panels give their height to the others;
// the settings file's layout section (a bad one is reset, never used); and the input
// script's commands for typing and resizing.

#include "inspector/input_script.hpp"
#include "inspector/inspector_settings.hpp"
#include "inspector/workbench_layout.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

namespace {

using game::inspector::kPanelCount;
using game::inspector::LayoutRequest;
using game::inspector::Panel;
using game::inspector::ScreenRect;
using game::inspector::WorkbenchLayout;

LayoutRequest every_panel(float width, float height) {
    LayoutRequest request;
    request.window_width = width;
    request.window_height = height;
    request.open.open.fill(true);
    return request;
}

} // namespace

TEST(WorkbenchLayout, NoPanelLeavesTheWholeWindowToTheWorld) {
    LayoutRequest request;
    const WorkbenchLayout layout = game::inspector::lay_out(request);
    EXPECT_EQ(layout.world.width, 1280.0f);
    EXPECT_EQ(layout.world.height, 720.0f);
    EXPECT_TRUE(layout.column.empty());
}

TEST(WorkbenchLayout, TheColumnTakesThirtyPercentOnTheRightAndThePanelsTileItTopToBottom) {
    for (const auto& [w, h] : std::vector<std::pair<float, float>>{{1280, 720}, {1600, 900}, {1920, 1080}, {3840, 2160}}) {
        const WorkbenchLayout layout = game::inspector::lay_out(every_panel(w, h));
        EXPECT_EQ(layout.column.width, std::floor(w * 0.3f)) << w;
        EXPECT_EQ(layout.world.width + layout.column.width, w);
        EXPECT_EQ(layout.column.x, layout.world.right());
        // Header, then each panel right below the one before, none overlapping, all inside.
        float y = layout.header.bottom();
        for (std::size_t i = 0; i < kPanelCount; ++i) {
            const ScreenRect& panel = layout.panels[i];
            EXPECT_EQ(panel.x, layout.column.x);
            EXPECT_EQ(panel.width, layout.column.width);
            EXPECT_EQ(panel.y, y) << i;
            EXPECT_GT(panel.height, 0.0f);
            y = panel.bottom();
        }
        EXPECT_LE(y, h);
        EXPECT_GE(y, h - static_cast<float>(kPanelCount));  // rounding down loses at most a pixel a panel
    }
}

TEST(WorkbenchLayout, AFoldedPanelKeepsItsTitleBarAndGivesItsHeightToTheOthers) {
    LayoutRequest request = every_panel(1280, 720);
    const WorkbenchLayout before = game::inspector::lay_out(request);
    request.collapsed[static_cast<std::size_t>(Panel::Parameters)] = true;
    const WorkbenchLayout after = game::inspector::lay_out(request);
    EXPECT_EQ(after.panels[static_cast<std::size_t>(Panel::Parameters)].height, request.title_height);
    EXPECT_GT(after.panels[static_cast<std::size_t>(Panel::Queries)].height,
              before.panels[static_cast<std::size_t>(Panel::Queries)].height);
}

TEST(WorkbenchLayout, APanelGetsNoMoreThanItsContentNeedsAndTheOthersShareTheRest) {
    LayoutRequest request = every_panel(1280, 720);
    const WorkbenchLayout by_weight = game::inspector::lay_out(request);
    const auto at = [](Panel panel) { return static_cast<std::size_t>(panel); };
    // The Inspector with nothing selected: a title bar and two lines of text.
    request.content_height[at(Panel::Inspector)] = 70.4f;
    // The Parameters panel needs more than its share: it keeps its share (and scrolls).
    request.content_height[at(Panel::Parameters)] = 2000.0f;
    const WorkbenchLayout fitted = game::inspector::lay_out(request);
    EXPECT_EQ(fitted.panels[at(Panel::Inspector)].height, 71.0f);
    for (const Panel other : {Panel::Queries, Panel::Parameters, Panel::Probe, Panel::Stats, Panel::Level}) {
        EXPECT_GT(fitted.panels[at(other)].height, by_weight.panels[at(other)].height) << static_cast<int>(other);
    }
    // Still stacked top to bottom, and the column filled as before.
    float y = fitted.header.bottom();
    for (std::size_t i = 0; i < kPanelCount; ++i) {
        EXPECT_EQ(fitted.panels[i].y, y) << i;
        y = fitted.panels[i].bottom();
    }
    EXPECT_LE(y, 720.0f);
    EXPECT_GE(y, 720.0f - static_cast<float>(kPanelCount));

    // A need freed by one panel can bring another under its larger share: both then fit.
    request.content_height[at(Panel::Level)] = 60.0f;
    request.content_height[at(Panel::Stats)] = 100.0f;
    const WorkbenchLayout two = game::inspector::lay_out(request);
    EXPECT_EQ(two.panels[at(Panel::Level)].height, 60.0f);
    EXPECT_EQ(two.panels[at(Panel::Stats)].height, 100.0f);
    // A need never goes below the title bar; a need that is not a number is no need.
    request.content_height[at(Panel::Level)] = 3.0f;
    request.content_height[at(Panel::Stats)] = std::numeric_limits<float>::quiet_NaN();
    const WorkbenchLayout odd = game::inspector::lay_out(request);
    EXPECT_EQ(odd.panels[at(Panel::Level)].height, std::ceil(request.title_height));
    EXPECT_GT(odd.panels[at(Panel::Stats)].height, 100.0f);
}

TEST(WorkbenchLayout, AClosedPanelHasNoPlaceAndAHiddenColumnGivesTheWorldEverything) {
    LayoutRequest request = every_panel(1280, 720);
    request.open[Panel::Stats] = false;
    EXPECT_TRUE(game::inspector::lay_out(request).panels[static_cast<std::size_t>(Panel::Stats)].empty());
    request.column_hidden = true;
    const WorkbenchLayout hidden = game::inspector::lay_out(request);
    EXPECT_EQ(hidden.world.width, 1280.0f);
    EXPECT_TRUE(hidden.column.empty());
    for (const ScreenRect& panel : hidden.panels) {
        EXPECT_TRUE(panel.empty());
    }
}

TEST(WorkbenchLayout, TheColumnWidthStaysBetweenItsMinimumAndTheWorldsWhateverIsAsked) {
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const float inf = std::numeric_limits<float>::infinity();
    for (const float wanted : {-18.0f, 0.0f, 1.0f, 100.0f, 500.0f, 5000.0f, 1e30f, nan, inf, -inf}) {
        for (const float window : {640.0f, 1280.0f, 1920.0f}) {
            const float width = game::inspector::clamped_column_width(wanted, window, 1.0f);
            EXPECT_TRUE(std::isfinite(width)) << wanted;
            EXPECT_GE(width, game::inspector::kMinColumnWidth) << wanted << " in " << window;
            EXPECT_GE(window - width, game::inspector::kMinWorldWidth) << wanted << " in " << window;
        }
    }
    EXPECT_EQ(game::inspector::clamped_column_width(500.0f, 1280.0f, 1.0f), 500.0f);  // a sane width is kept
    // The UI scale grows both minimums.
    EXPECT_EQ(game::inspector::clamped_column_width(0.0f, 1280.0f, 2.0f), 520.0f);
    // A window too small for both: the world keeps at least half.
    EXPECT_LE(game::inspector::clamped_column_width(300.0f, 400.0f, 1.0f), 200.0f);
}

TEST(WorkbenchLayout, AWindowOfNoSizeOrNotANumberStillGivesARect) {
    for (const float size : {0.0f, -5.0f, std::numeric_limits<float>::quiet_NaN()}) {
        const WorkbenchLayout layout = game::inspector::lay_out(every_panel(size, size));
        EXPECT_GE(layout.world.width, 1.0f);
        EXPECT_GE(layout.world.height, 1.0f);
        EXPECT_TRUE(std::isfinite(layout.column.width));
    }
}

TEST(WorkbenchLayout, IntersectionOfRectangles) {
    const ScreenRect a{0, 0, 100, 50};
    const ScreenRect b{80, 40, 100, 100};
    const ScreenRect both = game::inspector::intersection(a, b);
    EXPECT_EQ(both.x, 80.0f);
    EXPECT_EQ(both.y, 40.0f);
    EXPECT_EQ(both.area(), 200.0f);
    EXPECT_TRUE(game::inspector::intersection(a, ScreenRect{200, 0, 10, 10}).empty());
}

// [SECTION] The settings file's layout

TEST(WorkbenchSettings, TheLayoutRoundTripsThroughJson) {
    game::inspector::InspectorSettings settings;
    settings.layout.column_width = 420.0f;
    settings.layout.column_hidden = true;
    settings.layout.collapsed[static_cast<std::size_t>(Panel::Stats)] = true;
    settings.hint_seen = true;
    settings.recorder_seconds = 4.5f;
    std::vector<std::string> warnings;
    const auto read = game::inspector::settings_from_json(game::inspector::settings_to_json(settings), warnings);
    EXPECT_TRUE(warnings.empty());
    EXPECT_EQ(read, settings);
}

TEST(WorkbenchSettings, AColumnWidthNoScreenHasResetsTheLayoutWithAWarning) {
    for (const char* width : {"-18", "1e300", "\"wide\"", "null", "99999"}) {
        const nlohmann::json json = nlohmann::json::parse(std::string(R"({"layout": {"column_width": )") + width +
                                                          R"(, "column_hidden": true, "collapsed": ["stats"]}})");
        std::vector<std::string> warnings;
        const auto settings = game::inspector::settings_from_json(json, warnings);
        EXPECT_EQ(settings.layout, game::inspector::LayoutSettings{}) << width;
        ASSERT_FALSE(warnings.empty()) << width;
        EXPECT_NE(warnings.back().find("layout was reset"), std::string::npos) << warnings.back();
    }
}

TEST(WorkbenchSettings, AnUnknownFoldedPanelOrABadFlagResetsTheLayout) {
    std::vector<std::string> warnings;
    const auto settings = game::inspector::settings_from_json(
        nlohmann::json::parse(R"({"layout": {"column_width": 400, "collapsed": ["teapot"]}})"), warnings);
    EXPECT_EQ(settings.layout, game::inspector::LayoutSettings{});
    EXPECT_FALSE(warnings.empty());
}

TEST(WorkbenchSettings, ARecorderWindowOutOfRangeFallsBackToTwoSeconds) {
    for (const char* seconds : {"0", "-1", "1e9", "true"}) {
        std::vector<std::string> warnings;
        const auto settings = game::inspector::settings_from_json(
            nlohmann::json::parse(std::string(R"({"recorder_seconds": )") + seconds + "}"), warnings);
        EXPECT_EQ(settings.recorder_seconds, game::inspector::kDefaultRecorderSeconds) << seconds;
        EXPECT_FALSE(warnings.empty()) << seconds;
    }
}

// [SECTION] Input scripts: typing, resizing, keys held a frame

TEST(InputScript, TypeSendsOneCharacterAFrameAndKeysComeUpAFrameLater) {
    const auto script = game::inspector::InputScript::parse("10 type ray:1\n20 key Return\n", "test");
    const auto& actions = script.actions();
    ASSERT_EQ(actions.size(), 7u);
    for (int i = 0; i < 5; ++i) {
        EXPECT_EQ(actions[static_cast<std::size_t>(i)].kind, game::inspector::ScriptAction::Kind::Text);
        EXPECT_EQ(actions[static_cast<std::size_t>(i)].frame, 10 + i);
        EXPECT_EQ(actions[static_cast<std::size_t>(i)].path, std::string(1, "ray:1"[i]));
    }
    EXPECT_EQ(actions[5].kind, game::inspector::ScriptAction::Kind::KeyDown);
    EXPECT_EQ(actions[5].frame, 20);
    EXPECT_EQ(actions[6].kind, game::inspector::ScriptAction::Kind::KeyUp);
    EXPECT_EQ(actions[6].frame, 21);
}

TEST(InputScript, ResizeAndCtrlByItsUnderscoredName) {
    const auto script = game::inspector::InputScript::parse("5 resize 800 600\n6 keydown Left_Ctrl\n", "test");
    ASSERT_EQ(script.actions().size(), 2u);
    EXPECT_EQ(script.actions()[0].kind, game::inspector::ScriptAction::Kind::Resize);
    EXPECT_EQ(script.actions()[0].x, 800.0f);
    EXPECT_EQ(script.actions()[1].key, SDLK_LCTRL);
}

// Also numbers whose conversion to SDL's integer pixels or a later frame number would overflow
// (undefined behaviour the sanitizer build reported): a pointer at 1e30, a frame at 2^63 - 1.
TEST(InputScript, BadTypingAndResizingNameTheLine) {
    for (const char* bad : {"1 type", "1 resize 800", "1 resize 0 600", "1 resize nan 600", "1 resize 1e9 5",
                            "1 move 1e30 5", "1 click 5 -1e30", "1 down 2e6 0", "1 drag 0 0 1e30 0 5",
                            "9223372036854775807 key A", "1000000001 type abc", "1 wheel 99999999999"}) {
        try {
            static_cast<void>(game::inspector::InputScript::parse(std::string("# a comment\n") + bad + "\n", "script.txt"));
            ADD_FAILURE() << bad << " was accepted";
        } catch (const std::invalid_argument& problem) {
            EXPECT_NE(std::string(problem.what()).find("script.txt:2:"), std::string::npos) << problem.what();
        }
    }
}
