// idea_pictures: draws the chapters' pictures of each idea, from the teaching core.
// Usage: idea_pictures OUT_DIR — writes circle_rows_idea.svg (chapter 3),
// segment_corners_idea.svg (4), object_lists_idea.svg (5), first_hit_idea.svg (6) and
// pixel_walk_idea.svg (7) into OUT_DIR. scripts/pictures runs it.

#include "svg.hpp"

#include <engine/raycast/collision_map.hpp>
#include <engine/teach/circle_rows.hpp>
#include <engine/teach/first_hit.hpp>
#include <engine/teach/object_lists.hpp>
#include <engine/teach/pixel_cast.hpp>
#include <engine/teach/segment_walk.hpp>

#include <cmath>
#include <cstdio>
#include <exception>
#include <fstream>
#include <map>
#include <string>
#include <vector>

namespace {

using engine::TileCoord;
using engine::TileSpacePoint;
using ideas::Svg;

std::string n2(double value) { return Svg::number(value); }

/// Chapter 3: each row's half-width at the row's y nearest the centre, and its span.
std::string circle_rows() {
    const TileSpacePoint centre{4.3, 3.6};
    const double radius = 2.7;
    Svg svg("A circle's rows: half-widths and spans", 11, 8, 48);
    std::map<int, std::vector<TileCoord>> rows;
    for (const TileCoord tile : engine::teach::tiles_in_circle(centre, radius)) rows[tile.y].push_back(tile);
    for (const auto& [row, tiles] : rows) {
        for (const TileCoord tile : tiles) svg.tile(tile.x, tile.y, "#c6dbef");
    }
    svg.grid();
    svg.circle(centre.x, centre.y, radius, "none", "#222222");
    for (const auto& [row, tiles] : rows) {
        const double nearest = centre.y < row ? row : (centre.y > row + 1 ? row + 1 : centre.y);
        const double gap = std::fabs(centre.y - nearest);
        const double half_width = std::sqrt(radius * radius - gap * gap);
        svg.line(centre.x - half_width, nearest, centre.x + half_width, nearest, "#e6550d", 3);
        svg.text(8.75, row + 0.62, "row " + std::to_string(row) + ": w " + n2(half_width) + ", " +
                                      std::to_string(tiles.front().x) + ".." + std::to_string(tiles.back().x), "#222222", 12);
    }
    const double top_row_line = rows.begin()->first + 1.0;
    svg.line(centre.x, centre.y, centre.x, top_row_line, "#31a354", 2, "5 3", true);
    svg.text(centre.x + 0.1, (centre.y + top_row_line) / 2, "dy", "#31a354");
    svg.dot(centre.x, centre.y, "#222222");
    svg.caption(0, "Each row is one span, as wide as the disk at the row's y nearest the centre (orange):");
    svg.caption(1, "half_width = sqrt(r\u00b2 \u2212 dy\u00b2), span floor(cx \u2212 w) .. floor(cx + w); the two end tiles are");
    svg.caption(2, "then checked with the exact test. Centre (4.3, 3.6), r = 2.7 (teach/circle_rows.hpp).");
    return svg.finish();
}

/// Chapter 4: the corner ahead of each step, and which side of the segment it lies on.
std::string segment_corners() {
    const TileSpacePoint a{0.3, 0.3}, b{8.4, 3.6};
    Svg svg("The segment walk: the corner ahead decides each step", 9, 5, 64);
    engine::teach::SegmentWalk walk(a, b);
    std::vector<TileCoord> tiles{walk.cell()};
    std::vector<std::pair<TileSpacePoint, bool>> corners; // the corner ahead, and whether x went first
    while (!walk.at_end()) {
        const TileCoord cell = walk.cell();
        const TileSpacePoint corner{cell.x + (walk.step_x() > 0 ? 1.0 : 0.0), cell.y + (walk.step_y() > 0 ? 1.0 : 0.0)};
        corners.push_back({corner, walk.step()});
        tiles.push_back(walk.cell());
    }
    for (std::size_t n = 0; n < tiles.size(); ++n) {
        svg.tile(tiles[n].x, tiles[n].y, "#fee8c8");
        svg.text(tiles[n].x + 0.75, tiles[n].y + 0.9, std::to_string(n + 1), "#7f2704", 12);
    }
    svg.grid();
    svg.line(a.x, a.y, 1.0, a.y, "#3182bd", 2, "5 3", true);
    svg.text(0.35, a.y - 0.08, "dist_x", "#3182bd", 11);
    svg.line(a.x, a.y, a.x, 1.0, "#e6550d", 2, "5 3", true);
    svg.text(a.x + 0.07, 0.85, "dist_y", "#e6550d", 11);
    svg.line(a.x, a.y, b.x, b.y, "#222222", 2.5, nullptr, true);
    svg.dot(a.x, a.y, "#222222");
    for (const auto& [corner, x_first] : corners) {
        svg.dot(corner.x, corner.y, x_first ? "#3182bd" : "#e6550d", 6);
    }
    svg.caption(0, "Before each step the walk looks at the corner ahead of its tile (dots). Blue: the segment reaches");
    svg.caption(1, "the corner's vertical line first, so it steps x; orange: its horizontal line, so it steps y. Which");
    svg.caption(2, "one is the side of the segment the corner lies on: orient2d (teach/segment_walk.hpp).");
    svg.caption(3, "The tuned walk keeps that answer in one integer, dist_x\u00b7|dy| \u2212 dist_y\u00b7|dx|, one addition a step.");
    return svg.finish();
}

/// Chapter 5: each tile's list, and a move that relinks only the tiles left and entered.
std::string object_lists() {
    engine::teach::ObjectLists lists(8, 5);
    const std::vector<std::pair<const char*, engine::TileSpaceBox>> robots{
        {"A", {{0.6, 0.5}, {2.3, 1.6}}}, {"B", {{4.4, 0.3}, {5.6, 1.4}}}, {"C", {{2.8, 2.5}, {4.2, 3.7}}}};
    for (const auto& [name, box] : robots) lists.add(box);
    const engine::TileSpaceBox before = robots[0].second;
    const engine::TileSpaceBox after{{before.min.x + 0.9, before.min.y + 0.7}, {before.max.x + 0.9, before.max.y + 0.7}};
    const engine::TileRect rect_before = engine::covering_tile_rect(before, 8, 5);
    const engine::TileRect rect_after = engine::covering_tile_rect(after, 8, 5);
    lists.move(0, after);
    Svg svg("Objects in per-tile lists, and a move", 8, 5, 80);
    for (int j = 0; j < 5; ++j) {
        for (int i = 0; i < 8; ++i) {
            const bool left = rect_before.contains(i, j) && !rect_after.contains(i, j);
            const bool entered = rect_after.contains(i, j) && !rect_before.contains(i, j);
            if (left) svg.tile(i, j, "#fcbba1");
            if (entered) svg.tile(i, j, "#c7e9c0");
            std::string names;
            for (const int id : lists.objects_in({i, j})) names += std::string(names.empty() ? "" : " ") + robots[id].first;
            if (left) names = "\u2212A";
            if (!names.empty()) svg.text(i + 0.06, j + 0.88, "[" + names + "]", entered ? "#006d2c" : "#222222", 11);
        }
    }
    svg.grid();
    svg.rect(before.min.x, before.min.y, before.max.x - before.min.x, before.max.y - before.min.y, "none", "#969696", "6 4");
    for (std::size_t id = 0; id < robots.size(); ++id) {
        const engine::TileSpaceBox box = id == 0 ? after : robots[id].second;
        svg.rect(box.min.x, box.min.y, box.max.x - box.min.x, box.max.y - box.min.y, "none", "#08519c");
        svg.text(box.min.x + 0.08, box.min.y + 0.25, robots[id].first, "#08519c", 16);
    }
    svg.caption(0, "Each tile keeps the list of the robots whose box overlaps it, shown as [C A]. Robot A moves");
    svg.caption(1, "down and right (dashed: where it was). Only the tiles it left (red) are unlinked and only those it");
    svg.caption(2, "entered (green) are linked; the tiles in both rectangles keep their entries (teach/object_lists.hpp).");
    return svg.finish();
}

/// Chapters 6 and 8: robots' boxes on the index tiles, the walk, the earliest hit, the stop.
std::string first_hit() {
    engine::teach::ObjectLists lists(9, 5);
    const std::vector<std::pair<const char*, TileSpacePoint>> robots{
        {"A", {2.5, 1.2}}, {"B", {3.3, 2.95}}, {"C", {5.5, 2.2}}, {"D", {6.6, 3.3}}};
    const double r = 0.38;
    for (const auto& [name, centre] : robots) lists.add({{centre.x - r, centre.y - r}, {centre.x + r, centre.y + r}});
    const TileSpacePoint a{0.4, 2.1}, b{8.6, 3.3};
    const auto hit = engine::teach::first_object_on_segment(lists, a, b);
    Svg svg("The first hit along a segment, and the early exit", 9, 5, 56);
    engine::teach::SegmentWalk walk(a, b);
    long long n = 0;
    while (true) {
        const TileCoord tile = walk.cell();
        if (hit && n < hit->tiles_walked) {
            svg.tile(tile.x, tile.y, "#fff7bc");
            svg.text(tile.x + 0.07, tile.y + 0.25, std::to_string(n + 1), "#993404", 12);
        } else if (hit && n == hit->tiles_walked) {
            svg.tile(tile.x, tile.y, "none", "#de2d26", 0.04);
            svg.text(tile.x + 0.5, tile.y + 0.9, "stop", "#de2d26", 12, "middle");
        } else {
            svg.tile(tile.x, tile.y, "#f0f0f0");
        }
        ++n;
        if (walk.at_end()) break;
        walk.step();
    }
    svg.grid();
    for (const auto& [name, centre] : robots) {
        svg.rect(centre.x - r, centre.y - r, 2 * r, 2 * r, "none", "#08519c");
        svg.circle(centre.x, centre.y, r * 0.8, "#9ecae1", "#08519c", 1);
        svg.text(centre.x, centre.y + 0.08, name, "#08306b", 13, "middle");
    }
    svg.line(a.x, a.y, b.x, b.y, "#222222", 2.5, nullptr, true);
    svg.dot(a.x, a.y, "#222222");
    if (hit) {
        svg.dot(a.x + hit->fraction * (b.x - a.x), a.y + hit->fraction * (b.y - a.y), "#de2d26", 6);
    }
    svg.caption(0, "Walk the index tiles along the segment (numbered), test the robots linked into each, and keep the");
    svg.caption(1, "earliest hit (red dot: " + std::string(hit ? robots[static_cast<std::size_t>(hit->id)].first : "none") +
                       "'s box, at fraction " + (hit ? n2(hit->fraction) : std::string("-")) + "). The walk stops on entering a tile that the");
    svg.caption(2, "segment enters after that hit: nothing beyond can be hit earlier, so C and D are never tested.");
    svg.caption(3, "(teach/first_hit.hpp; grey: the tiles it never walks)");
    return svg.finish();
}

/// Chapter 7: a mixed tile's mask, the entry pixel, the pixel walk and the pixel hit.
std::string pixel_walk() {
    constexpr int kSize = 12;
    auto masks = engine::TileMaskSet::from_function(kSize, 1, [](int, int x, int y) {
        return (x - 6) * (x - 6) + (y - 6) * (y - 6) <= 16; // a round pillar, 9 pixels across
    });
    engine::CollisionMap map(2, 1, std::move(masks));
    map.place(1, 0, engine::PlacedTile{.type = 0});
    const TileSpacePoint a{1.5, 10.2}, b{22.8, 1.4};
    const auto result = engine::teach::cast_laser(map, engine::Position2::from_pixels(float(a.x), float(a.y)),
                                                 engine::Position2::from_pixels(float(b.x), float(b.y)));
    Svg svg("A laser's pixel walk inside a mixed tile", 2 * kSize, kSize, 30);
    for (int y = 0; y < kSize; ++y) {
        for (int x = 0; x < 2 * kSize; ++x) {
            if (x < kSize) svg.tile(x, y, "#f0f0f0");
            if (map.solid_pixel(x, y)) svg.tile(x, y, "#525252");
        }
    }
    // The pixel walk from the entry pixel to the hit, as the teaching cast runs it.
    const engine::PixelCoord entry = engine::teach::entry_pixel(a, b, {1, 0}, engine::teach::Entered::X, kSize);
    engine::teach::SegmentWalk pixels(a, b, 1.0, {entry.x, entry.y});
    int n = 0;
    while (!map.solid_pixel(pixels.cell().x, pixels.cell().y) && !pixels.at_end()) {
        svg.tile(pixels.cell().x, pixels.cell().y, "#9ecae1");
        svg.text(pixels.cell().x + 0.5, pixels.cell().y + 0.68, std::to_string(++n), "#08306b", 11, "middle");
        pixels.step();
    }
    svg.tile(entry.x, entry.y, "none", "#31a354", 0.06);
    svg.tile(result.pixel.x, result.pixel.y, "none", "#de2d26", 0.06);
    for (int i = 0; i <= 2 * kSize; ++i) svg.line(i, 0, i, kSize, "#d9d9d9", 1);
    for (int j = 0; j <= kSize; ++j) svg.line(0, j, 2 * kSize, j, "#d9d9d9", 1);
    svg.line(kSize, 0, kSize, kSize, "#222222", 3);
    svg.line(a.x, a.y, b.x, b.y, "#de2d26", 2, nullptr, true);
    svg.dot(result.point.x_pixels(), result.point.y_pixels(), "#de2d26", 5);
    svg.text(kSize / 2.0, -0.25, "tile 0: empty, crossed without a pixel test", "#555555", 12, "middle");
    svg.text(kSize * 1.5, -0.25, "tile 1: mixed, its pixels walked", "#555555", 12, "middle");
    svg.caption(0, "An empty tile is crossed whole. In a mixed tile the walk starts at the pixel the segment enters through");
    svg.caption(1, "(green) and tests each pixel against the mask (dark: solid) until the first solid one (red): the hit,");
    svg.caption(2, "on its face, at fraction " + n2(result.fraction) + " (teach/pixel_cast.hpp).");
    return svg.finish();
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: idea_pictures OUT_DIR\n");
        return 2;
    }
    try {
        const std::string folder = argv[1];
        const std::vector<std::pair<const char*, std::string>> pictures{
            {"circle_rows_idea.svg", circle_rows()},     {"segment_corners_idea.svg", segment_corners()},
            {"object_lists_idea.svg", object_lists()},   {"first_hit_idea.svg", first_hit()},
            {"pixel_walk_idea.svg", pixel_walk()}};
        for (const auto& [name, text] : pictures) {
            const std::string path = folder + "/" + name;
            std::ofstream out(path, std::ios::binary);
            out << text;
            if (!out.flush()) {
                std::fprintf(stderr, "idea_pictures: cannot write %s\n", path.c_str());
                return 1;
            }
            std::printf("drew %s\n", name);
        }
    } catch (const std::exception& error) {
        std::fprintf(stderr, "idea_pictures: %s\n", error.what());
        return 1;
    }
    return 0;
}
