// Checks `mine::ObjectLists` (docs/learn/exercises/object_lists.hpp, or your copy)
// against the engine's `TileObjectIndex`: the same objects in every tile after each of
// 20,000 random adds, moves (mostly small, as a robot's) and removals. A move must also
// leave alone the lists of the tiles the object stays in: that is the point of relinking
// only the difference, and a move that unlinks and relinks everything changes their order.
#include "check.hpp"

#include EXERCISE_FILE

#include <engine/tilemap/object_queries.hpp>
#include <engine/tilemap/tile_object_index.hpp>

#include <exception>
#include <string>

namespace {

constexpr std::int32_t kWidth = 16, kHeight = 12;

engine::TileSpaceBox random_box(std::mt19937_64& random) {
    const double x = check::adversarial(random, 9.0) + 8.0, y = check::adversarial(random, 7.0) + 6.0;
    const double w = std::fabs(check::adversarial(random, 3.0)), h = std::fabs(check::adversarial(random, 3.0));
    return {{x, y}, {x + w, y + h}};
}

std::vector<std::vector<int>> all_lists(const mine::ObjectLists& lists) {
    std::vector<std::vector<int>> copy;
    for (std::int32_t y = 0; y < kHeight; ++y) {
        for (std::int32_t x = 0; x < kWidth; ++x) copy.push_back(lists.objects_in({x, y}));
    }
    return copy;
}

std::string list_text(const std::vector<int>& ids) {
    std::string text = "[";
    for (std::size_t i = 0; i < ids.size(); ++i) text += (i == 0 ? "" : ", ") + std::to_string(ids[i]);
    return text + "]";
}

bool holds(const std::vector<int>& ids, int id) { return std::find(ids.begin(), ids.end(), id) != ids.end(); }

// The first tile the object was in before and after the move whose list changed, or -1.
int relinked_tile(const std::vector<std::vector<int>>& before, const std::vector<std::vector<int>>& after, int id) {
    for (std::size_t tile = 0; tile < before.size(); ++tile) {
        if (holds(before[tile], id) && holds(after[tile], id) && before[tile] != after[tile]) {
            return static_cast<int>(tile);
        }
    }
    return -1;
}

std::string box_text(const engine::TileSpaceBox& box) {
    return "{{" + check::number(box.min.x) + ", " + check::number(box.min.y) + "}, {" + check::number(box.max.x) +
           ", " + check::number(box.max.y) + "}}";
}

} // namespace

int main() {
    std::mt19937_64 random(5);
    mine::ObjectLists yours(kWidth, kHeight);
    engine::TileObjectIndex index(kWidth, kHeight);
    std::vector<engine::ObjectHandle> handles; // by id
    std::vector<int> live;
    std::vector<engine::TileSpaceBox> boxes;
    for (int op = 0; op < 20000; ++op) {
        std::string did;
        int touched = -1;
        try {
            const int kind = std::uniform_int_distribution<int>(0, 9)(random);
            if (live.empty() || kind < 3) {
                const engine::TileSpaceBox box = random_box(random);
                const int id = yours.add(box);
                if (id != static_cast<int>(handles.size())) {
                    std::printf("object_lists: add number %zu returned id %d; ids count up from 0\n", handles.size(), id);
                    return 1;
                }
                handles.push_back(index.insert(box));
                boxes.push_back(box);
                live.push_back(id);
                touched = id;
                did = "add(" + box_text(box) + ") -> id " + std::to_string(id);
            } else {
                const std::size_t at = std::uniform_int_distribution<std::size_t>(0, live.size() - 1)(random);
                touched = live[at];
                if (kind < 9) {
                    const double dx = std::uniform_real_distribution<double>(-0.7, 0.7)(random);
                    const double dy = kind == 8 ? 0.0 : std::uniform_real_distribution<double>(-0.7, 0.7)(random);
                    const engine::TileSpaceBox before = boxes[touched];
                    const engine::TileSpaceBox after{{before.min.x + dx, before.min.y + dy}, {before.max.x + dx, before.max.y + dy}};
                    did = "move(" + std::to_string(touched) + ", " + box_text(after) + ") from " + box_text(before);
                    const std::vector<std::vector<int>> lists_before = all_lists(yours);
                    yours.move(touched, after);
                    index.move(handles[touched], after);
                    boxes[touched] = after;
                    const std::vector<std::vector<int>> lists_after = all_lists(yours);
                    if (const int tile = relinked_tile(lists_before, lists_after, touched); tile >= 0) {
                        std::printf("object_lists: operation %d, %s,\n  changed the list of tile (%d,%d), which "
                                    "object %d stays in:\n  %s before, %s after.\n  A move unlinks only the tiles the "
                                    "object left and links only the tiles it entered (chapter 5).\n",
                                    op, did.c_str(), tile % kWidth, tile / kWidth, touched,
                                    list_text(lists_before[static_cast<std::size_t>(tile)]).c_str(),
                                    list_text(lists_after[static_cast<std::size_t>(tile)]).c_str());
                        return 1;
                    }
                } else {
                    did = "remove(" + std::to_string(touched) + ") from " + box_text(boxes[touched]);
                    yours.remove(touched);
                    index.remove(handles[touched]);
                    live.erase(live.begin() + static_cast<std::ptrdiff_t>(at));
                }
            }
        } catch (const std::exception& error) {
            std::printf("object_lists: operation %d (%s) threw: %s\n", op, did.c_str(), error.what());
            return 1;
        }
        // Where is object `touched` linked, in the engine's index and in yours?
        std::vector<engine::TileCoord> engine_tiles, your_tiles;
        for (std::int32_t y = 0; y < kHeight; ++y) {
            for (std::int32_t x = 0; x < kWidth; ++x) {
                const std::vector<int>& list = yours.objects_in({x, y});
                bool in_engine = false;
                for (const engine::ObjectHit hit : engine::objects_near(index, {x + 0.5, y + 0.5})) {
                    in_engine = in_engine || hit.handle == handles[touched];
                }
                if (in_engine) engine_tiles.push_back({x, y});
                const auto count = std::count(list.begin(), list.end(), touched);
                if (count > 0) your_tiles.push_back({x, y});
                if (count > 1) {
                    std::printf("object_lists: after operation %d, %s,\n  tile (%d,%d) lists object %d %d times\n", op,
                                did.c_str(), x, y, touched, static_cast<int>(count));
                    return 1;
                }
            }
        }
        if (engine_tiles != your_tiles) {
            check::Picture picture(engine_tiles, your_tiles);
            const engine::TileSpaceBox& box = boxes[touched];
            picture.segment(box.min, {box.max.x, box.min.y});
            picture.segment({box.max.x, box.min.y}, box.max);
            return check::report_difference("object_lists", op,
                                            "operation " + std::to_string(op) + ": " + did +
                                                "\n  the tiles object " + std::to_string(touched) + " is linked into:",
                                            engine_tiles, your_tiles, picture);
        }
    }
    std::printf("object_lists: all 20000 operations leave every object in the engine's tiles, and no move touches a\n"
                "  tile its object stays in. Now compare with\n"
                "  engine/include/engine/teach/object_lists.hpp\n");
    return 0;
}
