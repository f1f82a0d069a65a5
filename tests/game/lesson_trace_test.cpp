// The lessons' catalogue (game/src/lessons/lesson_catalog.hpp) and the segment lesson's
// traced example: every lesson's level loads and holds its probe, the pages follow the
// chapter numbers, and docs/learn/traces/segment_trace.md is what the engine computes.

#include "lessons/lesson_catalog.hpp"
#include "lessons/segment_trace.hpp"

#include "inspector/panel_set.hpp"
#include "inspector/probe.hpp"
#include "sim/level_arena.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

namespace {

namespace lessons = game::lessons;

std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(LessonCatalog, OneLessonPerChapterOneToEightInOrderWithUniqueNames) {
    std::set<std::string> names;
    int chapter = 0;
    for (const lessons::Lesson& lesson : lessons::lessons()) {
        EXPECT_EQ(lesson.chapter, ++chapter) << lesson.name;
        EXPECT_TRUE(names.insert(std::string(lesson.name)).second) << lesson.name;
        EXPECT_FALSE(lesson.summary.empty()) << lesson.name;
        EXPECT_FALSE(lesson.idea.empty()) << lesson.name;
        EXPECT_FALSE(lesson.try_this.empty()) << lesson.name;
        EXPECT_EQ(&lessons::find_lesson(lesson.name), &lesson);
        EXPECT_EQ(lessons::index_of(lesson), static_cast<std::size_t>(chapter - 1));
    }
    EXPECT_EQ(chapter, 8);
}

TEST(LessonCatalog, EachPageIsItsChaptersNumberedFileInDocsLearn) {
    for (std::size_t n = 0; n < lessons::kChapterPages.size(); ++n) {
        const std::filesystem::path page(lessons::kChapterPages[n]);
        EXPECT_EQ(page.parent_path(), "docs/learn");
        EXPECT_EQ(page.extension(), ".md");
        char prefix[8];
        std::snprintf(prefix, sizeof prefix, "%02zu_", n);
        EXPECT_EQ(page.filename().string().rfind(prefix, 0), 0u) << page;
    }
    for (const lessons::Lesson& lesson : lessons::lessons()) {
        EXPECT_EQ(lessons::page_of(lesson), lessons::kChapterPages[static_cast<std::size_t>(lesson.chapter)]);
    }
}

TEST(LessonCatalog, EachLevelLoadsAndHoldsItsProbeOnFloor) {
    for (const lessons::Lesson& lesson : lessons::lessons()) {
        SCOPED_TRACE(std::string(lesson.name));
        const std::filesystem::path path = lessons::level_path(lesson, TILECAST_LEVELS_DIR);
        ASSERT_TRUE(std::filesystem::exists(path)) << path;
        const game::Arena arena = game::load_arena(path);
        EXPECT_NO_THROW((void)game::inspector::parse_panel_list(lesson.panels));
        const game::inspector::ProbeShape probe = game::inspector::parse_probe(lesson.probe);
        ASSERT_NE(probe.kind, game::inspector::ProbeKind::None);
        // Both ends (or the centre) inside the level, on a tile with no solid pixel: the scene
        // starts where the learner can see it, not inside a wall.
        const float size = static_cast<float>(arena.collision.tile_size());
        for (const engine::Position2 p : {probe.a, probe.b}) {
            const engine::TileCoord tile{static_cast<std::int32_t>(p.x_pixels() / size),
                                         static_cast<std::int32_t>(p.y_pixels() / size)};
            ASSERT_TRUE(arena.collision.contains(tile.x, tile.y)) << tile.x << "," << tile.y;
            EXPECT_EQ(arena.collision.tile_class(tile), engine::TileClass::Empty) << tile.x << "," << tile.y;
        }
        EXPECT_GE(lesson.zoom, 0.25f);
        EXPECT_LE(lesson.zoom, 6.0f);
    }
}

TEST(LessonCatalog, AnUnknownNameIsRefusedWithEveryName) {
    try {
        (void)lessons::find_lesson("teapot");
        FAIL() << "no exception";
    } catch (const std::invalid_argument& error) {
        const std::string message = error.what();
        EXPECT_NE(message.find("teapot"), std::string::npos) << message;
        for (const lessons::Lesson& lesson : lessons::lessons()) {
            EXPECT_NE(message.find(std::string(lesson.name)), std::string::npos) << message;
        }
    }
}

// The chapter's example: a short segment through a tile corner where the articles' float
// walk and the exact walk part — and the float walk's tile is one the point never enters.
TEST(LessonTrace, TheSegmentLessonsWalksPartAtACornerTie) {
    const lessons::SegmentTrace trace = lessons::trace_segment(lessons::find_lesson("segment"));
    ASSERT_EQ(trace.exact.size(), trace.float_dda.size());
    EXPECT_LE(trace.exact.size(), 6u) << "a short example";
    int ties = 0;
    for (const lessons::TraceRow& row : trace.exact) {
        ties += row.state.reason == engine::SegmentStepReason::CornerTie ? 1 : 0;
    }
    EXPECT_EQ(ties, 1);
    std::size_t parted = trace.exact.size();
    for (std::size_t i = 0; i < trace.exact.size() && parted == trace.exact.size(); ++i) {
        if (!(trace.exact[i].state.tile == trace.float_dda[i].state.tile)) {
            parted = i;
        }
    }
    ASSERT_LT(parted, trace.exact.size()) << "the walks agree";
    ASSERT_GT(parted, 0u);
    // At the step where they part, the exact walk took the corner tie while the float walk
    // compared two crossings that are the same number in exact arithmetic.
    EXPECT_EQ(trace.exact[parted].state.reason, engine::SegmentStepReason::CornerTie);
    const engine::SegmentStepState& before = trace.float_dda[parted - 1].state;
    EXPECT_NE(before.next_x_crossing, before.next_y_crossing);
    EXPECT_NEAR(before.next_x_crossing, before.next_y_crossing, 1e-12);
    // The float walk's tile shares only a corner with the exact walk's tile before it.
    const engine::TileCoord wrong = trace.float_dda[parted].state.tile;
    const engine::TileCoord next = trace.exact[parted].state.tile;
    EXPECT_EQ(std::abs(wrong.x - next.x) + std::abs(wrong.y - next.y), 2);
    // The lesson's text quotes the float walk's two crossings as the engine computes them.
    const std::string idea(lessons::find_lesson("segment").idea);
    EXPECT_NE(idea.find(lessons::crossing_text(before.next_x_crossing)), std::string::npos) << idea;
    EXPECT_NE(idea.find(lessons::crossing_text(before.next_y_crossing)), std::string::npos) << idea;
}

// docs/learn/traces/segment_trace.md is what the engine computes now. After a deliberate
// change: TILECAST_UPDATE_TRACES=1 ctest --test-dir build/test -R LessonTrace rewrites it.
TEST(LessonTrace, TheCommittedTraceIsCurrent) {
    const std::filesystem::path file = std::filesystem::path(TILECAST_SOURCE_DIR) / "docs/learn/traces/segment_trace.md";
    const std::string wanted = lessons::segment_trace_markdown(lessons::find_lesson("segment"));
    const char* update = std::getenv("TILECAST_UPDATE_TRACES");
    if (update != nullptr && std::string(update) == "1") {
        std::filesystem::create_directories(file.parent_path());
        std::ofstream(file, std::ios::binary) << wanted;
    }
    EXPECT_EQ(read_file(file), wanted) << file << " is stale: run TILECAST_UPDATE_TRACES=1 ctest --test-dir build/test -R LessonTrace";
}

TEST(LessonTrace, ALessonWithoutARayHasNoTrace) {
    EXPECT_THROW((void)lessons::trace_segment(lessons::find_lesson("rect-circle")), std::invalid_argument);
}

} // namespace
