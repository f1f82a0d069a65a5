#pragma once
/// Objects in per-tile lists, simple version: every tile keeps a list of the objects
/// whose box overlaps it.
///
/// What it is for: reading first. Chapter 5's idea with plain `std::vector`s: a robot's
/// box is linked into each tile it overlaps, and a move relinks only the tiles it left
/// and the tiles it entered. `engine::TileObjectIndex` (tilemap/tile_object_index.hpp)
/// keeps the same lists in node blocks with free lists and handles, so that a game frame
/// allocates nothing; tests/teach/ checks that both hold the same objects in every tile
/// after thousands of random adds, moves and removals.
///
/// Important parts:
/// - `add(box)` returns the new object's id (ids count up from 0 and are never reused);
/// - `move(id, box)` compares the tile rectangles before and after: tiles in the old one
///   only are unlinked, tiles in the new one only are linked, the rest stay as they are;
/// - `objects_in(tile)` is the list a query reads, in the order the objects were linked there.
/// Which tiles a box overlaps is `engine::covering_tile_rect` (tilemap/object_tile_rect.hpp):
/// boxes are half-open like tiles, so a 1 x 1 box on a grid line covers one tile.
///
///     engine::teach::ObjectLists lists(8, 8);
///     int robot = lists.add({{1.5, 1.5}, {2.5, 2.5}});    // overlaps 4 tiles: (1..2, 1..2)
///     lists.move(robot, {{2.5, 1.5}, {3.5, 2.5}});        // one column right: 2 unlinked, 2 linked
///     if (!lists.objects_in({1, 1}).empty() || lists.objects_in({3, 2}).size() != 1) return 1;
///
/// Source: "Keeping track of objects in a tilemap", GameDev<T> (Paul Scharf,
/// genericgamedev.com) — a list per tile, and each object's tile rectangle kept so that a
/// move can skip unchanged tiles.

#include "engine/tilemap/object_tile_rect.hpp"
#include "engine/tilemap/tile_space_box.hpp"
#include "engine/tilemap/tilemap.hpp"

#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

namespace engine::teach {

class ObjectLists {
public:
    /// Empty lists for a width x height map of tiles.
    ObjectLists(std::int32_t width, std::int32_t height)
        : width_{width}, height_{height} {
        if (width < 0 || height < 0) {
            throw std::invalid_argument("teach::ObjectLists: width and height must not be negative");
        }
        lists_.resize(static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
    }

    /// The map's tiles, as a rectangle.
    TileRect bounds() const { return {0, 0, width_, height_}; }

    /// Links a new object into every tile its box overlaps and returns its id.
    int add(const TileSpaceBox& box) {
        validate_box(box, "teach::ObjectLists::add");
        objects_.push_back({box, covering_tile_rect(box, width_, height_), true});
        const int id = static_cast<int>(objects_.size()) - 1;
        for_each_tile(objects_[id].rect, [&](TileCoord tile) { link(id, tile); });
        return id;
    }

    /// Moves object `id` to `box`: unlinks the tiles it left, links the tiles it entered.
    void move(int id, const TileSpaceBox& box) {
        validate_box(box, "teach::ObjectLists::move");
        Object& object = live(id);
        const TileRect before = object.rect;
        const TileRect after = covering_tile_rect(box, width_, height_);
        for_each_tile(before, [&](TileCoord tile) {
            if (!after.contains(tile.x, tile.y)) unlink(id, tile);
        });
        for_each_tile(after, [&](TileCoord tile) {
            if (!before.contains(tile.x, tile.y)) link(id, tile);
        });
        object.box = box;
        object.rect = after;
    }

    /// Unlinks object `id` from every tile it is in; its id is not used again.
    void remove(int id) {
        Object& object = live(id);
        for_each_tile(object.rect, [&](TileCoord tile) { unlink(id, tile); });
        object.alive = false;
    }

    /// The ids of the objects linked into `tile`; throws `std::out_of_range` off the map.
    const std::vector<int>& objects_in(TileCoord tile) const {
        if (!bounds().contains(tile.x, tile.y)) {
            throw std::out_of_range("teach::ObjectLists::objects_in: tile off the map");
        }
        return lists_[index_of(tile)];
    }

    /// The box object `id` was last given.
    const TileSpaceBox& box(int id) const { return objects_.at(static_cast<std::size_t>(id)).box; }

private:
    struct Object {
        TileSpaceBox box;
        TileRect rect; // the tiles it is linked into
        bool alive;
    };

    std::size_t index_of(TileCoord tile) const {
        return static_cast<std::size_t>(tile.y) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(tile.x);
    }
    Object& live(int id) {
        if (id < 0 || static_cast<std::size_t>(id) >= objects_.size() || !objects_[id].alive) {
            throw std::out_of_range("teach::ObjectLists: no live object with id " + std::to_string(id));
        }
        return objects_[id];
    }
    void link(int id, TileCoord tile) { lists_[index_of(tile)].push_back(id); }
    // The lists and each object's rectangle always agree (link and unlink go by the
    // rectangle), so the id is in the list: find never comes back empty-handed.
    void unlink(int id, TileCoord tile) {
        std::vector<int>& list = lists_[index_of(tile)];
        list.erase(std::find(list.begin(), list.end(), id));
    }

    std::int32_t width_;
    std::int32_t height_;
    std::vector<std::vector<int>> lists_; // one list per tile, row-major
    std::vector<Object> objects_;         // by id
};

} // namespace engine::teach
