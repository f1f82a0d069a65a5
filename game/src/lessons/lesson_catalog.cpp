#include "lessons/lesson_catalog.hpp"

#include <stdexcept>
#include <string>

namespace game::lessons {
namespace {

using engine::CircleVariant;
using engine::SegmentVariant;

// The texts speak to someone who has just read the chapter: what to look at, and what to try.
constexpr std::array<Lesson, 8> kLessons{{
    {"units", 1, "Physical units", "a laser 256 px across, in pixels, tiles and steps", "01_units.txt",
     "inspector,probe", "ray:72,80,328,176", true, false, SegmentVariant::Exact, SegmentVariant::FloatDda, CircleVariant::Span,
     CircleVariant::BoundingBox, true, 1.8f,
     "Every number in the game carries its unit: a Position2 is a place in level pixels, a Length a "
     "distance in pixels, a TimeSpan a duration. One tile is 32 px; one simulation step is 1/120 s. "
     "The probe is a laser from (72, 80) px to (328, 176) px, 256 px (8 tiles) across and 96 px (3 tiles) "
     "down: the Inspector shows its ends in pixels and the tiles it crossed, in order.",
     "Left / right arrow: step through the tiles. Drag a white handle to move an end."},
    {"tiles", 2, "Tiles and grid space", "which tiles a rectangle covers: floor(x / 32), row by row", "02_tiles.txt",
     "probe", "rect:100,70,260,180", false, false, SegmentVariant::Exact, SegmentVariant::FloatDda, CircleVariant::Span,
     CircleVariant::BoundingBox, true, 2.5f,
     "Tile (i, j) covers the pixels [32 i, 32 i + 32) x [32 j, 32 j + 32): a point's tile is floor(x / 32), "
     "floor(y / 32). A tile owns its top and left edges, not its right and bottom ones. The rectangle "
     "from (100, 70) to (260, 180) px covers tiles 3..8 across and 2..5 down, numbered row by row.",
     "Drag a corner handle onto a grid line (Ctrl snaps): the tiles beyond that edge drop out."},
    {"rect-circle", 3, "Rectangles and circles", "a circle's tiles as one span per row",
     "03_rect_circle.txt", "probe", "circle:192,136,70", false, true, SegmentVariant::Exact, SegmentVariant::FloatDda,
     CircleVariant::Span, CircleVariant::BoundingBox, true, 1.8f,
     "A circle covers, in each row of tiles, one run of tiles: from the circle's leftmost point in that "
     "row to its rightmost, found with one square root per row. The magenta tiles are those spans; the "
     "teal frame is the bounding box that the articles' first version tests tile by tile.",
     "Drag the rim handle to grow the circle; watch each row's span change by whole tiles."},
    {"segment", 4, "The segment walk", "the traced corner example: exact walk vs the articles' float walk",
     "04_segment.txt", "inspector,probe", "ray:289,168,234,208", true, true, SegmentVariant::Exact, SegmentVariant::FloatDda,
     CircleVariant::Span, CircleVariant::BoundingBox, true, 4.0f,
     "The walk steps across the grid line the segment reaches first. This one passes exactly through "
     "the tile corner (256, 192) px, moving left and down. The exact walk (numbered) sees a tie and, "
     "as the point is already in the lower row, steps y. The articles' float walk (teal frames) "
     "computes the two crossings as 0.59999999999999998 and 0.60000000000000009, steps x, and "
     "visits tile (7, 5), which the point never enters (red cross).",
     "Left / right arrow or Play: step through the exact walk; its variables are in the Inspector."},
    {"objects", 5, "Objects in per-tile lists", "a sensing circle reads the per-tile lists of robots",
     "05_objects.txt", "inspector,parameters,probe", "circle:200,140,80", true, false, SegmentVariant::Exact,
     SegmentVariant::FloatDda, CircleVariant::Span, CircleVariant::BoundingBox, true, 1.8f,
     "The object index keeps, for every tile of its own grid (64 px), the list of objects whose box "
     "touches that tile. A query reads only the lists of the tiles it covers, and tests only the objects "
     "found there. The probe is a sensing circle: the Inspector walks the index tiles it read.",
     "Step through the index tiles; change the index tile size in Parameters and compare."},
    {"object-queries", 6, "Object queries", "the first robot along a laser, from the per-tile lists",
     "06_object_queries.txt", "queries,inspector,probe", "ray:56,150,400,120", true, false, SegmentVariant::Exact,
     SegmentVariant::FloatDda, CircleVariant::Span, CircleVariant::BoundingBox, true, 1.8f,
     "Which robot does a laser hit first? The segment walks the index grid (its 64 px tiles, filled); each robot listed in a tile "
     "it passes is tested exactly (segment against disk), and the smallest fraction along the segment "
     "wins, ties to the smaller id. The walk stops once no later tile can hold a nearer hit.",
     "Step through the index tiles (64 px); drag the far end so the laser misses the first robot.", true},
    {"laser", 7, "Lasers: tile, then pixel-perfect", "a laser slips between fence bars and stops at a pillar's rim",
     "07_lasers.txt", "inspector,parameters,probe", "ray:168,40,168,250", true, false, SegmentVariant::Exact,
     SegmentVariant::FloatDda, CircleVariant::Span, CircleVariant::BoundingBox, true, 3.0f,
     "A laser first walks the tiles: empty tiles are passed at once, a full tile stops it. A tile that is "
     "only partly solid (a fence, a pillar) is walked pixel by pixel, along the same line, until a "
     "solid pixel. So this laser passes between the fence's bars and stops at the pillar's rim.",
     "Parameters: untick 'pixel-perfect casts' to see the laser stop at the fence's tile instead."},
    {"bullets", 8, "Bullets", "a bullet's step is a short segment query: nothing tunnels",
     "08_bullets.txt", "queries,inspector,probe", "ray:120,144,333,144", true, false, SegmentVariant::Exact,
     SegmentVariant::FloatDda, CircleVariant::Span, CircleVariant::BoundingBox, true, 2.5f,
     "A bullet moves speed x 1/120 s per step (560 px/s: about 4.7 px). Each step it asks a segment "
     "query from where it is to where it will be, against walls and robots, so it cannot jump over a "
     "thin bar or a small robot at any speed. The probe is such a sweep, drawn long to be seen.",
     "F9 resumes the game: shoot, then F9 again and read the bullet_sweep rows in Queries."},
}};

} // namespace

std::span<const Lesson> lessons() noexcept { return kLessons; }

const Lesson& find_lesson(std::string_view name) {
    for (const Lesson& lesson : kLessons) {
        if (lesson.name == name) {
            return lesson;
        }
    }
    std::string names;
    for (const Lesson& lesson : kLessons) {
        names += (names.empty() ? "" : ", ") + std::string(lesson.name);
    }
    throw std::invalid_argument("unknown lesson '" + std::string(name) + "'; the lessons are " + names +
                                " (--list-lessons describes them)");
}

std::size_t index_of(const Lesson& lesson) noexcept { return static_cast<std::size_t>(&lesson - kLessons.data()); }

std::string_view page_of(const Lesson& lesson) noexcept {
    return kChapterPages[static_cast<std::size_t>(lesson.chapter)];
}

std::filesystem::path level_path(const Lesson& lesson, const std::filesystem::path& levels_folder) {
    return levels_folder / "lessons" / std::string(lesson.level_file);
}

void print_lessons(std::ostream& out) {
    for (const Lesson& lesson : kLessons) {
        out << lesson.name << std::string(16 - std::min<std::size_t>(15, lesson.name.size()), ' ') << "chapter "
            << lesson.chapter << "  " << lesson.summary << "  (" << page_of(lesson) << ")\n";
    }
}

} // namespace game::lessons
