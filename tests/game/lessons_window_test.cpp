// Every lesson in a real window (run_lessons_window.sh under Xvfb): the screenshot notes
// say the scene is the lesson's — its level, frozen, its panels open, its probe cast and
// (for rays and object circles) selected, the lesson's text panel shown inside the world
// view — and that the segment lesson's arrow keys step through the exact walk.

#include "lessons/lesson_catalog.hpp"
#include "lessons/segment_trace.hpp"

#include "inspector/panel_set.hpp"
#include "inspector/probe.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <set>
#include <string>

namespace {

namespace lessons = game::lessons;
const std::filesystem::path kRuns{LESSONS_WINDOW_DIR};

nlohmann::json notes(const std::string& run, const std::string& shot) {
    const std::filesystem::path path = kRuns / run / (shot + ".json");
    std::ifstream in(path);
    if (!in) {
        ADD_FAILURE() << "no screenshot notes at " << path;
        return nlohmann::json::object();
    }
    return nlohmann::json::parse(in);
}

int status_of(const std::string& run) {
    std::ifstream in(kRuns / run / "status");
    int status = -1;
    in >> status;
    return status;
}

bool inside(const nlohmann::json& inner, const nlohmann::json& outer) {
    const float x = inner[0], y = inner[1], w = inner[2], h = inner[3];
    const float ox = outer[0], oy = outer[1], ow = outer[2], oh = outer[3];
    return x >= ox && y >= oy && x + w <= ox + ow + 0.5f && y + h <= oy + oh + 0.5f;
}

/// Where the world point (x, y) (level pixels) was drawn, by the screenshot's camera notes.
std::pair<double, double> on_screen(const nlohmann::json& shot, double x, double y) {
    const auto& camera = shot["camera"];
    const double scale = camera["scale"], cx = camera["centre"][0], cy = camera["centre"][1];
    const double left = shot["world_view"][0], top = shot["world_view"][1];
    const double width = camera["viewport"][0], height = camera["viewport"][1];
    return {left + (x - cx) * scale + width * 0.5, top + (y - cy) * scale + height * 0.5};
}

/// True when the screen point is in the world view and under no window (HUD, panels, banners).
bool seen(const nlohmann::json& shot, std::pair<double, double> at) {
    const auto in = [&](const nlohmann::json& r) {
        const double x = r[0], y = r[1], w = r[2], h = r[3];
        return at.first >= x && at.first < x + w && at.second >= y && at.second < y + h;
    };
    if (!in(shot["world_view"])) {
        return false;
    }
    for (const auto& rect : shot["covered"]) {
        if (in(rect)) {
            return false;
        }
    }
    return true;
}

nlohmann::json tiles_json(const std::vector<lessons::TraceRow>& rows) {
    nlohmann::json list = nlohmann::json::array();
    for (const lessons::TraceRow& row : rows) {
        list.push_back({row.state.tile.x, row.state.tile.y});
    }
    return list;
}

TEST(LessonsWindow, EachLessonOpensItsScene) {
    for (const lessons::Lesson& lesson : lessons::lessons()) {
        const std::string name(lesson.name);
        SCOPED_TRACE(name);
        ASSERT_EQ(status_of(name), 0) << "see " << (kRuns / name / "run.log");
        const nlohmann::json shot = notes(name, "lesson.png");
        ASSERT_TRUE(shot.contains("lesson")) << shot.dump(2);
        // The lesson and its text panel, inside the world view (not over the column).
        const nlohmann::json& about = shot["lesson"];
        ASSERT_FALSE(about.is_null());
        EXPECT_EQ(about["name"], name);
        EXPECT_EQ(about["chapter"], lesson.chapter);
        EXPECT_EQ(about["page"], std::string(lessons::page_of(lesson)));
        EXPECT_TRUE(about["panel_shown"].get<bool>());
        EXPECT_TRUE(inside(about["panel"], shot["world_view"])) << about["panel"] << " " << shot["world_view"];
        // Its level, frozen, the title card not drawn over the scene.
        EXPECT_NE(shot["level"]["source"].get<std::string>().find("lessons/" + std::string(lesson.level_file)),
                  std::string::npos)
            << shot["level"];
        EXPECT_EQ(shot["level"]["error"], "");
        EXPECT_TRUE(shot["frozen"].get<bool>());
        EXPECT_FALSE(shot["paused"].get<bool>());
        EXPECT_FALSE(shot["hint"].get<bool>());
        // Its panels, open and cut off nowhere.
        const game::inspector::PanelSet wanted = game::inspector::parse_panel_list(lesson.panels);
        std::set<std::string> open;
        for (const auto& panel : shot["panels"]) {
            open.insert(panel.get<std::string>());
        }
        for (std::size_t i = 0; i < game::inspector::kPanelCount; ++i) {
            const std::string panel(game::inspector::name(static_cast<game::inspector::Panel>(i)));
            EXPECT_EQ(open.contains(panel), wanted.open[i]) << panel;
        }
        for (const auto& [panel, overflow] : shot["overflow"].items()) {
            EXPECT_LE(overflow.get<float>(), 0.5f) << panel;
        }
        // Its probe, cast, with tiles; selected (for the arrow keys) when the lesson says so.
        ASSERT_FALSE(shot["probe"].is_null());
        EXPECT_EQ(shot["probe"]["spec"], game::inspector::to_string(game::inspector::parse_probe(lesson.probe)));
        EXPECT_EQ(shot["probe"]["error"], "");
        EXPECT_FALSE(shot["probe"]["tiles"].empty());
        if (lesson.select_probe) {
            ASSERT_FALSE(shot["selection"].is_null());
            EXPECT_EQ(shot["selection"]["kind"], "probe");
            EXPECT_FALSE(shot["selection"]["tiles"].empty());
            EXPECT_EQ(shot["selection"]["shown_tiles"].get<std::size_t>(), shot["selection"]["tiles"].size());
            if (lesson.step_index_tiles) {
                EXPECT_TRUE(shot["selection"]["slider_on_index"].get<bool>());
            }
        }
        // What the lesson teaches stays in sight: the probe's ends (a circle's centre and its
        // leftmost and rightmost points), and the tile the Inspector's slider is on.
        const game::inspector::ProbeShape shape = game::inspector::parse_probe(lesson.probe);
        const double r = shape.kind == game::inspector::ProbeKind::Circle ? shape.radius.pixels() : 0.0;
        for (const auto& [x, y] : {std::pair<double, double>{shape.a.x_pixels() - r, shape.a.y_pixels()},
                                   std::pair<double, double>{shape.b.x_pixels() + r, shape.b.y_pixels()},
                                   std::pair<double, double>{shape.a.x_pixels(), shape.a.y_pixels()}}) {
            EXPECT_TRUE(seen(shot, on_screen(shot, x, y))) << "(" << x << ", " << y << ") is hidden";
        }
        if (lesson.select_probe && !shot["selection"].is_null() && shot["selection"]["shown_tiles"].get<int>() > 0) {
            const auto& selection = shot["selection"];
            const auto& tile = selection["tiles"][selection["shown_tiles"].get<std::size_t>() - 1];
            const double size = selection["tile_size"];
            const double x = (tile[0].get<double>() + 0.5) * size, y = (tile[1].get<double>() + 0.5) * size;
            EXPECT_TRUE(seen(shot, on_screen(shot, x, y))) << "the slider's tile " << tile << " is hidden";
        }
        // The compared variant only where the chapter compares walks.
        EXPECT_EQ(!shot["probe"]["compare_tiles"].empty(), lesson.compare) << shot["probe"];
    }
}

TEST(LessonsWindow, TheSegmentLessonShowsBothWalksAndStepsThroughTheExactOne) {
    const lessons::SegmentTrace trace = lessons::trace_segment(lessons::find_lesson("segment"));
    const nlohmann::json shot = notes("segment", "lesson.png");
    ASSERT_FALSE(shot["probe"].is_null());
    EXPECT_EQ(shot["probe"]["variant"], "exact");
    EXPECT_EQ(shot["probe"]["tiles"], tiles_json(trace.exact));
    EXPECT_EQ(shot["probe"]["compare_tiles"], tiles_json(trace.float_dda));
    ASSERT_FALSE(shot["probe"]["first_difference"].is_null());
    const std::size_t parted = shot["probe"]["first_difference"];
    EXPECT_NE(trace.exact[parted].state.tile, trace.float_dda[parted].state.tile);
    EXPECT_EQ(trace.exact[parted - 1].state.tile, trace.float_dda[parted - 1].state.tile);
    // The selection is the laser's own walk over the level's tiles: the exact walk.
    ASSERT_FALSE(shot["selection"].is_null());
    EXPECT_EQ(shot["selection"]["tiles"], tiles_json(trace.exact));
    const std::size_t total = trace.exact.size();
    EXPECT_EQ(shot["selection"]["shown_tiles"].get<std::size_t>(), total);
    // Each left arrow shows one tile fewer, down to the first; the camera stays on the probe.
    const std::array<const char*, 3> back{"back1.png", "back2.png", "back3.png"};
    for (std::size_t k = 0; k < back.size(); ++k) {
        const nlohmann::json step = notes("segment", back[k]);
        ASSERT_FALSE(step["selection"].is_null()) << back[k];
        EXPECT_EQ(step["selection"]["shown_tiles"].get<std::size_t>(), std::max<std::size_t>(1, total - k - 1)) << back[k];
        EXPECT_TRUE(step["frozen"].get<bool>());
        EXPECT_TRUE(step["selection"]["look_at"].get<bool>());
    }
}

// The Lessons menu in the column's menu bar switches lessons: from units to segment, a new
// level, the new probe cast and selected, still frozen.
TEST(LessonsWindow, TheLessonsMenuOpensAnotherLesson) {
    ASSERT_EQ(status_of("menu"), 0) << "see " << (kRuns / "menu" / "run.log");
    const nlohmann::json before = notes("menu", "open.png");
    ASSERT_FALSE(before["lesson"].is_null());
    EXPECT_EQ(before["lesson"]["name"], "units");
    const nlohmann::json after = notes("menu", "after.png");
    ASSERT_FALSE(after["lesson"].is_null());
    EXPECT_EQ(after["lesson"]["name"], "segment");
    EXPECT_NE(after["level"]["source"].get<std::string>().find("lessons/04_segment.txt"), std::string::npos);
    EXPECT_TRUE(after["frozen"].get<bool>());
    const lessons::Lesson& segment = lessons::find_lesson("segment");
    EXPECT_EQ(after["probe"]["spec"], game::inspector::to_string(game::inspector::parse_probe(segment.probe)));
    ASSERT_FALSE(after["selection"].is_null());
    EXPECT_EQ(after["selection"]["tiles"], tiles_json(lessons::trace_segment(segment).exact));
    // The pause menu hides the lesson's panel; another level from it ends the lesson.
    const nlohmann::json paused = notes("menu", "paused.png");
    EXPECT_TRUE(paused["paused"].get<bool>());
    EXPECT_EQ(paused["lesson"]["name"], "segment");
    EXPECT_FALSE(paused["lesson"]["panel_shown"].get<bool>());
    const nlohmann::json other = notes("menu", "other-level.png");
    EXPECT_EQ(other["level"]["name"], "Grate Works");
    EXPECT_EQ(other["level"]["source"].get<std::string>().find("levels/lessons/"), std::string::npos) << other["level"];
    EXPECT_TRUE(other["lesson"].is_null()) << other["lesson"];
}

} // namespace
