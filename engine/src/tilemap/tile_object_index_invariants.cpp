// TileObjectIndex::check_invariants: everything the index promises about its lists and
// blocks, checked the slow way, for tests (tests/object_index/) and debugging. Kept apart
// from tile_object_index.hpp so that the index reads as what it does, not as how it is
// checked.

#include <engine/tilemap/tile_object_index.hpp>

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace engine {

namespace {

[[noreturn]] void fail(const std::string& what) { throw std::logic_error("TileObjectIndex::check_invariants: " + what); }

std::string where(TileCoord tile) {
    std::string text = std::to_string(tile.x); // appended piecewise: GCC 12 warns falsely on "(" + ...
    text += ", ";
    text += std::to_string(tile.y);
    return "tile (" + text + ")";
}

} // namespace

void TileObjectIndex::check_invariants() const {
    if (fields_.size() != slots_.size()) {
        fail("the query fields and the slots differ in number");
    }
    if (!lists_.links_agree_in_number()) {
        fail("the nodes and their backward links differ in number");
    }
    if (!blocks_.free_lists_have_room()) {
        fail("a free list has no room for every block of its size: removing an object could allocate");
    }
    if (lists_.width() != width_ || lists_.height() != height_) {
        fail("the lists cover " + std::to_string(lists_.width()) + " x " + std::to_string(lists_.height()) +
             " tiles, the index " + std::to_string(width_) + " x " + std::to_string(height_));
    }
    const std::size_t node_count = lists_.node_count();

    // Every list: links agree both ways, and each node is the one its object's block
    // assigns to this tile.
    std::int64_t linked = 0;
    for (std::int32_t y = 0; y < height_; ++y) {
        for (std::int32_t x = 0; x < width_; ++x) {
            std::uint32_t previous = kNone;
            std::int64_t length = 0;
            for (std::uint32_t node = lists_.first({x, y}); node != kNone; node = lists_.node(node).next) {
                if (node >= node_count || ++length > static_cast<std::int64_t>(live_objects_)) {
                    fail("the list of " + where({x, y}) + " is corrupt");
                }
                const std::uint32_t object = lists_.node(node).object;
                if (lists_.previous(node) != previous || object >= slots_.size() || !is_live(object) ||
                    !slots_[object].rect.contains(x, y) || node_of(slots_[object], {x, y}) != node) {
                    fail("node " + std::to_string(node) + " in " + where({x, y}) + " is inconsistent");
                }
                previous = node;
            }
            linked += length;
        }
    }

    // Every live object: its rectangle matches its box, its block holds the rectangle,
    // and blocks (live and free) cover the node array without overlap.
    std::int64_t expected_links = 0;
    std::size_t live = 0;
    std::vector<std::uint8_t> owned(node_count, 0);
    const auto claim = [&](std::uint32_t block, BlockShape shape, const std::string& owner) {
        const std::size_t size = shape.size();
        if (block > node_count || size > node_count - block) {
            fail(owner + " has a block outside the pool");
        }
        for (std::size_t i = block; i < block + size; ++i) {
            if (owned[i] != 0) {
                fail(owner + " has a block overlapping another");
            }
            owned[i] = 1;
        }
    };
    for (std::uint32_t slot_index = 0; slot_index < slots_.size(); ++slot_index) {
        if (!is_live(slot_index)) {
            continue;
        }
        ++live;
        const Slot& slot = slots_[slot_index];
        const std::string owner = "object in slot " + std::to_string(slot_index);
        if (slot.rect != covering_tile_rect(fields_[slot_index].box, width_, height_)) {
            fail(owner + " has a stale tile rectangle");
        }
        if (!slot.shape.fits(slot.rect)) {
            fail(owner + " has a block smaller than its tile rectangle");
        }
        claim(slot.block, slot.shape, owner);
        expected_links += std::int64_t{slot.rect.width} * slot.rect.height;
    }
    if (live != live_objects_) {
        fail("live object count is wrong");
    }
    if (linked != expected_links) {
        fail("the tile lists hold " + std::to_string(linked) + " links, the objects' rectangles " +
             std::to_string(expected_links));
    }
    blocks_.for_each_free_block([&](std::uint32_t block, BlockShape shape) { claim(block, shape, "a free block"); });
    for (std::size_t i = 0; i < owned.size(); ++i) {
        if (owned[i] == 0) {
            fail("node " + std::to_string(i) + " belongs to no block");
        }
    }
}

} // namespace engine
