// Exercise (chapter 5): keep objects in per-tile lists, and move them by relinking only
// the tiles that changed.
//
// Copy this file somewhere of your own, fill in the class, and check it against the
// engine's `TileObjectIndex` through 20,000 random adds, moves and removals:
//
//     scripts/check-exercise object_lists my/object_lists.hpp
//
// What you may use: `engine::covering_tile_rect(box, width, height)` from
// <engine/tilemap/object_tile_rect.hpp> — the tiles a half-open box overlaps, clipped
// to the map — and `TileRect::contains(x, y)`. The answer is
// engine/include/engine/teach/object_lists.hpp: read it after you pass.
#pragma once

#include <engine/tilemap/object_tile_rect.hpp>
#include <engine/tilemap/tile_space_box.hpp>
#include <engine/tilemap/tilemap.hpp>

#include <algorithm>
#include <cstddef>
#include <vector>

namespace mine {

class ObjectLists {
public:
    ObjectLists(std::int32_t width, std::int32_t height)
        : width_{width}, height_{height}, lists_(static_cast<std::size_t>(width) * static_cast<std::size_t>(height)) {}

    /// Links a new object into every tile its box overlaps; returns its id (0, 1, 2, ...; an id
    /// is not used again after a removal).
    int add(const engine::TileSpaceBox& box) {
        boxes_.push_back(box);
        return static_cast<int>(boxes_.size()) - 1; // ... after linking it
    }

    /// Moves object `id` to `box`: unlink the tiles it left, link the tiles it entered. The
    /// check looks: the list of a tile the object stays in must come out unchanged.
    void move(int id, const engine::TileSpaceBox& box) { boxes_[static_cast<std::size_t>(id)] = box; }

    /// Unlinks object `id` from every tile it is in.
    void remove(int id) { (void)id; }

    /// The ids linked into `tile` (any order).
    const std::vector<int>& objects_in(engine::TileCoord tile) const {
        return lists_[static_cast<std::size_t>(tile.y) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(tile.x)];
    }

private:
    std::int32_t width_;
    std::int32_t height_;
    std::vector<std::vector<int>> lists_;
    std::vector<engine::TileSpaceBox> boxes_;
};

} // namespace mine
