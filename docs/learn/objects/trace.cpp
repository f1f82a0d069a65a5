// Chapter 5's worked trace: three robots (disks) linked into the per-tile lists of a small
// object index, one of them walking across a tile boundary, and a slot and a node block
// reused. Build and run it from the repository's root (docs/learn/05_objects.md, "Try it").
#include <engine/tilemap.hpp>
#include <engine/units.hpp>

#include <cmath>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace {

using namespace engine;

// As the game does it (game/src/sim/object_table.cpp, box_of): the box of a disk is its
// square grown by a 4 px margin, mapped into the index's tile space.
const GridSpace grid{Position2::from_pixels(0, 0), Length::from_pixels(64)};  // the game's 64 px index tiles
constexpr float kRobotRadius = 11.0f;                                          // px, as in game/src/sim/tuning.hpp
constexpr float kMargin = 4.0f;                                                // px, kIndexBoxMarginPixels

TileSpaceBox box_of(float x, float y) {
    const double half = grid.to_tiles(Length::from_pixels(kRobotRadius + kMargin));
    return TileSpaceBox::from_centre(grid.to_tile_space(Position2::from_pixels(x, y)), half, half);
}

std::map<std::uint32_t, char> names;  // handle slot -> a letter for printing

std::string span_text(const char* one, const char* many, std::int32_t first, std::int32_t count) {
    if (count == 1) {
        return std::string(one) + " " + std::to_string(first);
    }
    return std::string(many) + " " + std::to_string(first) + ".." + std::to_string(first + count - 1);
}

std::string rect_text(const TileRect& r) {
    return span_text("column", "columns", r.x, r.width) + ", " + span_text("row", "rows", r.y, r.height);
}

std::string tile_text(TileCoord t) { return " (" + std::to_string(t.x) + "," + std::to_string(t.y) + ")"; }

// Every tile's list, as the letters of its objects (most recently linked first).
std::map<std::pair<int, int>, std::string> lists_of(const TileObjectIndex& index) {
    std::map<std::pair<int, int>, std::string> lists;
    for (std::int32_t y = 0; y < index.height(); ++y) {
        for (std::int32_t x = 0; x < index.width(); ++x) {
            index.for_each_object_in_tile({x, y}, [&](ObjectHandle h) { lists[{x, y}] += names.at(h.slot); });
        }
    }
    return lists;
}

void print_lists(const TileObjectIndex& index) {
    const auto lists = lists_of(index);
    std::printf("       x=0  x=1  x=2  x=3  x=4  x=5\n");
    for (std::int32_t y = 0; y < index.height(); ++y) {
        std::string line = "  y=" + std::to_string(y);
        for (std::int32_t x = 0; x < index.width(); ++x) {
            const auto it = lists.find({x, y});
            line += "  " + (it == lists.end() ? std::string(".") : it->second);
            line.resize(5 + 5 * (x + 1), ' ');
        }
        while (line.back() == ' ') {
            line.pop_back();
        }
        std::printf("%s\n", line.c_str());
    }
}

} // namespace

int main() {
    TileObjectIndex index(6, 4);  // 384 x 256 px
    const ObjectHandle a = index.insert(box_of(96, 96));
    const ObjectHandle b = index.insert(box_of(190, 64));
    const ObjectHandle c = index.insert(box_of(128, 150));
    names = {{a.slot, 'A'}, {b.slot, 'B'}, {c.slot, 'C'}};
    for (const ObjectHandle h : {a, b, c}) {
        const TileSpaceBox& box = index.box(h);
        std::printf("%c: slot %u, box x [%.7g, %.7g) y [%.7g, %.7g) -> %s\n", names[h.slot], h.slot, box.min.x, box.max.x,
                    box.min.y, box.max.y, rect_text(index.tile_rect(h)).c_str());
    }
    std::printf("tile lists after inserting A, B, C (%llu links, %llu nodes in the pool):\n",
                static_cast<unsigned long long>(index.maintenance_counters().tiles_linked),
                static_cast<unsigned long long>(index.maintenance_counters().nodes_created));
    print_lists(index);

    // B walks right 3 px per step, from x = 190 to 250 px.
    std::printf("B walks right, 3 px per step:\n");
    const auto start = index.maintenance_counters();
    for (float x = 193; x <= 250; x += 3) {
        const auto before_lists = lists_of(index);
        const TileRect before = index.tile_rect(b);
        const auto counters = index.maintenance_counters();
        index.move(b, box_of(x, 64));
        const TileRect after = index.tile_rect(b);
        if (after == before) {
            if (index.box(b).max.x == std::floor(index.box(b).max.x)) {
                std::printf("  x = %g px: box x [%.7g, %.7g) ends on the grid line: still %s\n", x, index.box(b).min.x,
                            index.box(b).max.x, rect_text(after).c_str());
            }
            continue;
        }
        std::string left, entered, changed;
        for_each_tile_in_difference(before, after, [&](TileCoord t) {
            left += tile_text(t);
        });
        for_each_tile_in_difference(after, before, [&](TileCoord t) {
            entered += tile_text(t);
        });
        const auto after_lists = lists_of(index);
        for (std::int32_t y = 0; y < index.height(); ++y) {
            for (std::int32_t x2 = 0; x2 < index.width(); ++x2) {
                const auto old_it = before_lists.find({x2, y});
                const auto new_it = after_lists.find({x2, y});
                const std::string old_list = old_it == before_lists.end() ? "" : old_it->second;
                const std::string new_list = new_it == after_lists.end() ? "" : new_it->second;
                if (old_list != new_list) {
                    changed += tile_text({x2, y});
                }
            }
        }
        std::printf("  x = %g px: box x [%.7g, %.7g) -> %s\n", x, index.box(b).min.x, index.box(b).max.x,
                    rect_text(after).c_str());
        std::printf("    left:%s  entered:%s  (unlinked %llu, linked %llu)\n", left.empty() ? " -" : left.c_str(),
                    entered.empty() ? " -" : entered.c_str(),
                    static_cast<unsigned long long>(index.maintenance_counters().tiles_unlinked - counters.tiles_unlinked),
                    static_cast<unsigned long long>(index.maintenance_counters().tiles_linked - counters.tiles_linked));
        std::printf("    tile lists that changed:%s\n", changed.c_str());
    }
    const auto& end = index.maintenance_counters();
    std::printf("%llu moves, %llu kept the tile rectangle; %llu unlinked, %llu linked in all\n",
                static_cast<unsigned long long>(end.moves - start.moves),
                static_cast<unsigned long long>(end.moves_unchanged - start.moves_unchanged),
                static_cast<unsigned long long>(end.tiles_unlinked - start.tiles_unlinked),
                static_cast<unsigned long long>(end.tiles_linked - start.tiles_linked));

    // Remove A, insert D: the slot and the node block come back from their free lists.
    index.remove(a);
    const ObjectHandle d = index.insert(box_of(150, 170));
    names[d.slot] = 'D';
    std::printf("removed A (slot %u, generation %u); D got slot %u, generation %u\n", a.slot, a.generation, d.slot,
                d.generation);
    std::printf("A's old handle is %s; nodes in the pool: %llu\n", index.contains(a) ? "still valid" : "stale",
                static_cast<unsigned long long>(index.maintenance_counters().nodes_created));
    print_lists(index);
    index.check_invariants();
    std::printf("check_invariants: ok\n");
}
