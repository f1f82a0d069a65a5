// Chapter 6's worked trace: one sensing circle and one laser segment over six robots in a
// small object index, walked tile by tile by hand (candidates found, skipped, rejected) and
// then asked of the engine's queries, which must agree. Build and run it from the
// repository's root (docs/learn/06_object_queries.md, "Try it").
//
// The hand walk repeats what ObjectQuery::advance does (object_queries.hpp). It calls two
// things the queries use inside, ObjectsInCircleShape::tile_inside and the helper
// detail::tile_entry_fraction; game code never needs them.
#include <engine/raycast/segment_circle.hpp>
#include <engine/tilemap.hpp>
#include <engine/units.hpp>

#include <cstdio>
#include <optional>
#include <stdexcept>
#include <set>
#include <string>
#include <vector>

namespace {

using namespace engine;

const GridSpace grid{Position2::from_pixels(0, 0), Length::from_pixels(64)};  // the game's index tiles
const Length kRadius = Length::from_pixels(11);                                 // a robot's disk
const Length kMargin = Length::from_pixels(4);                                  // kIndexBoxMarginPixels

struct Robot {
    char name;
    Position2 centre;
    ObjectHandle handle;
};
std::vector<Robot> robots;

const Robot& robot_of(ObjectHandle handle) {
    for (const Robot& robot : robots) {
        if (robot.handle == handle) {
            return robot;
        }
    }
    throw std::logic_error("unknown handle");
}

std::string tile_text(TileCoord t) { return "(" + std::to_string(t.x) + "," + std::to_string(t.y) + ")"; }

// A tile's line ends in ':' when its list is empty, else in the last entry's ';' or ','.
void finish_line(std::string& line) {
    if (line.back() == ':') {
        line += " empty";
    } else {
        line.pop_back();
    }
}

std::string fraction_text(double fraction) {
    char text[16];
    std::snprintf(text, sizeof text, "%.4f", fraction);
    return text;
}

} // namespace

int main() {
    TileObjectIndex index(6, 4);  // 384 x 256 px
    const double half = grid.to_tiles(kRadius + kMargin);
    struct Spot {
        char name;
        float x, y;  // px
    };
    for (const Spot spot : {Spot{'A', 96, 96}, Spot{'B', 250, 64}, Spot{'C', 150, 150}, Spot{'D', 225, 185},
                            Spot{'E', 340, 220}, Spot{'F', 80, 180}}) {
        const Position2 centre = Position2::from_pixels(spot.x, spot.y);
        const ObjectHandle handle = index.insert(TileSpaceBox::from_centre(grid.to_tile_space(centre), half, half));
        robots.push_back(Robot{spot.name, centre, handle});
    }
    const TileSpaceBox area{{0.0, 0.0}, {double(index.width()), double(index.height())}};

    // --- Sensing: who is within 76 px of (160, 128)? As ObjectTable::centres_in_circle asks it.
    const Position2 eye = Position2::from_pixels(160, 128);
    const Length sense = Length::from_pixels(76);
    const TileSpacePoint centre = grid.to_tile_space(eye);
    const double radius = grid.to_tiles(sense + kMargin);  // grown by the box margin
    std::printf("circle: centre (%g, %g), radius %g tiles (76 px + 4 px margin)\n", centre.x, centre.y, radius);
    std::set<char> seen;
    int tiles = 0;
    int box_tested = 0, found_inside = 0;  // the hand walk's two kinds of first meeting
    for (const TileCoord tile : tiles_in_circle_clipped(centre, radius, index.bounds())) {
        const bool inside = ObjectsInCircleShape{centre, radius}.tile_inside(tile);
        std::string line = "  " + std::to_string(++tiles) + ". " + tile_text(tile) + (inside ? " inside:" : ":");
        index.for_each_object_in_tile(tile, [&](ObjectHandle h) {
            const Robot& robot = robot_of(h);
            line += std::string(" ") + robot.name;
            if (!seen.insert(robot.name).second) {
                line += " already stamped;";
                return;
            }
            ++(inside ? found_inside : box_tested);
            if (!inside && !box_touches_disk(clip_box(index.box(h), area), centre, radius)) {
                line += " box misses the disk;";
                return;
            }
            const Length distance = (robot.centre - eye).length();
            line += inside ? " found without the box test," : " box meets the disk,";
            line += " centre " + std::to_string(static_cast<int>(distance.pixels() + 0.5f)) + " px away: " +
                    (distance <= sense ? "sensed;" : "not sensed;");
        });
        finish_line(line);
        std::printf("%s\n", line.c_str());
    }
    auto circle = objects_in_circle(index, centre, radius);
    std::string found;
    for (const ObjectHit& hit : circle) {
        found += std::string(" ") + robot_of(hit.handle).name + " at " + tile_text(hit.tile);
    }
    std::printf("objects_in_circle yields:%s\n", found.c_str());
    // objects_tested counts every distinct object the query looked at: box-tested, or found
    // in a tile wholly inside the disk without a test (ObjectQueryStats, object_queries.hpp).
    std::printf("  tiles %lld, list entries %lld, objects_tested %lld (by hand: %d box-tested + %d in a tile inside), "
                "found %lld\n",
                static_cast<long long>(circle.stats().tiles_visited), static_cast<long long>(circle.stats().nodes_walked),
                static_cast<long long>(circle.stats().objects_tested), box_tested, found_inside,
                static_cast<long long>(circle.stats().objects_found));

    // --- A laser from (20, 134) to (372, 222): which robot's disk does it enter first?
    // As ObjectTable::first_on_segment asks it (lasers add no radius; bullets add theirs).
    const Position2 from = Position2::from_pixels(20, 134), to = Position2::from_pixels(372, 222);
    const TileSpacePoint a = grid.to_tile_space(from), b = grid.to_tile_space(to);
    std::printf("segment: (%g, %g) -> (%g, %g) in tiles\n", a.x, a.y, b.x, b.y);
    seen.clear();
    tiles = 0;
    std::optional<double> best;
    char best_name = '-';
    for (const TileCoord tile : tiles_on_segment(a, b)) {
        if (!index.bounds().contains(tile.x, tile.y)) {
            continue;
        }
        const double entry = detail::tile_entry_fraction(tile, a, b);
        if (best && entry > *best) {
            std::printf("  %d. %s entered at %.4f, after the best hit %.4f: stop\n", tiles + 1, tile_text(tile).c_str(), entry,
                        *best);
            break;
        }
        std::string line = "  " + std::to_string(++tiles) + ". " + tile_text(tile) + " entered at " + fraction_text(entry) + ":";
        index.for_each_object_in_tile(tile, [&](ObjectHandle h) {
            const Robot& robot = robot_of(h);
            line += std::string(" ") + robot.name;
            if (!seen.insert(robot.name).second) {
                line += " already stamped;";
                return;
            }
            const std::optional<double> box = segment_entry_fraction(clip_box(index.box(h), area), a, b);
            if (!box) {
                line += " box missed;";
                return;
            }
            line += " box at " + fraction_text(*box);
            const auto disk = intersect_segment_circle(from, to, robot.centre, kRadius);
            if (!disk) {
                line += ", disk missed;";
                return;
            }
            line += ", disk at " + fraction_text(disk->fraction) + ";";
            if (!best || disk->fraction < *best) {
                best = disk->fraction;
                best_name = robot.name;
            }
        });
        finish_line(line);
        std::printf("%s\n", line.c_str());
    }
    std::printf("first disk hit: %c at fraction %.4f\n", best_name, best.value_or(1.0));

    auto along = objects_on_segment(index, a, b);
    std::string hits;
    for (const SegmentObjectHit& hit : along) {
        char text[96];
        std::snprintf(text, sizeof text, " %c (tile %s, box %.4f)", robot_of(hit.handle).name,
                      tile_text(hit.tile).c_str(), hit.fraction);
        hits += text;
    }
    std::printf("objects_on_segment, run to its end, yields:%s\n", hits.c_str());
    const auto first = first_object_on_segment(index, a, b);
    std::printf("first_object_on_segment (boxes only): %c at %.4f\n", robot_of(first->handle).name, first->fraction);
}
