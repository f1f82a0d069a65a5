#pragma once
/// The game's lessons: one scene per chapter of docs/learn/, opened with `tilecast --lesson
/// NAME` or the column's Lessons menu, listed by `tilecast --list-lessons`.
///
/// What it is for: a learner reads a chapter and then sees its algorithm run on a small
/// level — the right panels open, a probe already cast (frozen, so the visited tiles stay on
/// screen) and a short text with the chapter's key idea and the path of its page.
///
/// Important parts:
/// - `kChapterPages`: the path of every chapter page, in one place (the pages are written
///   separately; fix a path here and every lesson follows);
/// - `lessons()`: the lessons in chapter order — level file, panels, probe, variants, text;
/// - `find_lesson`: a name to its lesson, or std::invalid_argument listing the names.
///
///     const game::lessons::Lesson& lesson = game::lessons::find_lesson("segment");
///     // lesson.level_file == "04_segment.txt", lesson.probe == "ray:289,168,234,208"
///
/// Source: Box2D's samples app (one small scene per idea, picked from a menu) and Red Blob
/// Games' interactive pages (the idea first, then a diagram to play with).

#include <engine/tilemap/circle_query.hpp>
#include <engine/tilemap/segment_query.hpp>

#include <array>
#include <cstddef>
#include <filesystem>
#include <ostream>
#include <span>
#include <string>
#include <string_view>

namespace game::lessons {

/// The chapter pages of docs/learn/, by chapter number (index 0 is chapter 0, "hello").
inline constexpr std::array<std::string_view, 9> kChapterPages{
    "docs/learn/00_hello.md",   "docs/learn/01_units.md",          "docs/learn/02_tiles.md",
    "docs/learn/03_rect_circle.md", "docs/learn/04_segment.md",    "docs/learn/05_objects.md",
    "docs/learn/06_object_queries.md", "docs/learn/07_lasers.md",  "docs/learn/08_bullets.md",
};

/// One lesson (see the file comment).
struct Lesson {
    std::string_view name;        ///< `--lesson` name ("segment")
    int chapter = 0;              ///< its chapter in docs/learn/ (1..8)
    std::string_view title;       ///< the panel's title ("The segment walk")
    std::string_view summary;     ///< one line for `--list-lessons` and the menu
    std::string_view level_file;  ///< its level, in levels/lessons/
    std::string_view panels;      ///< the panels it opens (`--panels` syntax)
    std::string_view probe;       ///< the probe it casts (`--probe` syntax, world pixels)
    bool select_probe = true;     ///< select the probe's query, so the arrows step through it
    bool compare = false;         ///< frame a second variant beside the first (the Probe panel's compare)
    engine::SegmentVariant segment = engine::SegmentVariant::Exact;        ///< the walk shown numbered
    engine::SegmentVariant compare_segment = engine::SegmentVariant::FloatDda; ///< the walk framed beside it
    engine::CircleVariant circle = engine::CircleVariant::Span;           ///< circles: the tiles shown
    engine::CircleVariant compare_circle = engine::CircleVariant::BoundingBox; ///< circles: the other way
    bool pixel_perfect = true;    ///< lasers stop at solid pixels (false: at whole tiles)
    float zoom = 3.0f;            ///< screen pixels per level pixel
    std::string_view idea;        ///< the key idea, a few sentences
    std::string_view try_this;    ///< what to do in the scene
    bool step_index_tiles = false;///< the arrows step through the object index's tiles, not the level's
};

/// Every lesson, in chapter order.
std::span<const Lesson> lessons() noexcept;

/// The lesson called `name`. Throws std::invalid_argument naming it and listing the names.
const Lesson& find_lesson(std::string_view name);

/// The position of `lesson` in `lessons()`.
std::size_t index_of(const Lesson& lesson) noexcept;

/// The path of the lesson's chapter page (from `kChapterPages`).
std::string_view page_of(const Lesson& lesson) noexcept;

/// The lesson's level file: `levels_folder`/lessons/`level_file`.
std::filesystem::path level_path(const Lesson& lesson, const std::filesystem::path& levels_folder);

/// `--list-lessons`: one line per lesson — name, chapter, summary, page.
void print_lessons(std::ostream& out);

} // namespace game::lessons
