#pragma once
/// Per-tile object lists: the core of the tilemap as an acceleration structure.
///
/// What it is for: every tile of a width x height grid keeps a list of the objects that
/// overlap it, so a query walks only the lists of the tiles it visits instead of every
/// object. This file is the lists alone: link a node into a tile's list, unlink it in
/// O(1), walk a list. Which node stands for which (object, tile), where the nodes come
/// from and how objects move is `TileObjectIndex`'s business (tile_object_index.hpp), with
/// its blocks of nodes beside it (node_blocks.hpp).
///
/// Important parts:
/// - one head per tile: the index of the first node of its list, or `kNone`;
/// - `Node`: the object's number and the next node of the same tile's list — the 8 bytes
///   a query reads per node. The backward link, which only `unlink` reads, lives in an
///   array of its own (structure of arrays), so a query's loads stay small;
/// - `link(node, object, tile)` pushes onto the front of the tile's list; `unlink(node,
///   tile)` takes a node out in O(1), because it knows its neighbours both ways;
/// - nodes are indices into one array, not pointers: the array may grow (a vector
///   reallocates) and every list stays valid;
/// - `occupied_bits(x, y, count)`: which tiles of a run of a row have a non-empty list, one bit
///   each, read without a branch per tile, so that a query visits only those.
///
///     #include <vector>
///     engine::TileObjectLists lists(4, 4);                 // 4 x 4 tiles, all lists empty
///     const std::uint32_t node = lists.add_nodes(2);       // two nodes: node and node + 1
///     lists.link(node, /*object=*/7, {1, 2});
///     lists.link(node + 1, /*object=*/9, {1, 2});
///     std::vector<std::uint32_t> objects;
///     for (std::uint32_t n = lists.first({1, 2}); n != engine::TileObjectLists::kNone; n = lists.node(n).next) {
///         objects.push_back(lists.node(n).object);
///     }
///     if (objects != std::vector<std::uint32_t>{9, 7}) return 1;   // the most recent first
///     lists.unlink(node + 1, {1, 2});                               // O(1), from anywhere in the list
///     if (lists.node(lists.first({1, 2})).object != 7) return 1;
///
/// Source: "Keeping track of objects in a tilemap" (GameDev<T>, Paul Scharf,
/// genericgamedev.com): a linked list per tile, with each object remembering its nodes so
/// that removing it never searches a list.

#include <engine/tilemap/tile_space.hpp>
#include <engine/tilemap/tilemap.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

#if defined(__SSE2__) || defined(_M_X64)  // GCC and Clang say __SSE2__, MSVC only _M_X64
#include <emmintrin.h>
#endif

namespace engine {

/// A doubly-linked list of object numbers per tile of a width x height grid, over one
/// array of nodes.
class TileObjectLists {
public:
    /// "No node": the end of a list, an empty tile.
    static constexpr std::uint32_t kNone = 0xFFFF'FFFFu;

    /// One (object, tile) link: what a query walks. Which tile it belongs to is not
    /// stored; the caller knows it (`TileObjectIndex` from where the node sits in its
    /// object's block).
    struct Node {
        std::uint32_t object = kNone; ///< the object's number (`TileObjectIndex`: its slot)
        std::uint32_t next = kNone;   ///< the next node of the same tile's list
    };

    /// width x height tiles (both at least 1; the caller checks), every list empty, no nodes.
    TileObjectLists(std::int32_t width, std::int32_t height) : heads_{width, height, kNone} {}

    /// Columns.
    [[nodiscard]] std::int32_t width() const noexcept { return heads_.width(); }
    /// Rows.
    [[nodiscard]] std::int32_t height() const noexcept { return heads_.height(); }
    /// The tiles as a rectangle at the origin.
    [[nodiscard]] TileRect bounds() const noexcept { return heads_.bounds(); }
    /// True for a tile of the grid.
    [[nodiscard]] bool contains(TileCoord tile) const noexcept { return heads_.contains(tile); }

    /// The first node of `tile`'s list, or kNone. `tile` must be inside (`contains`).
    [[nodiscard]] std::uint32_t first(TileCoord tile) const noexcept { return heads_(tile.x, tile.y); }
    /// Bit i set when tile (x + i, y) has a non-empty list, for i < `count`; the tiles must be
    /// inside, and `count` from 1 to 64. Read without a branch per tile, so that a query can
    /// skip a row's empty tiles without guessing at each (object_queries.hpp, `for_each`).
    [[nodiscard]] std::uint64_t occupied_bits(std::int32_t x, std::int32_t y, std::int32_t count) const noexcept {
        const std::size_t first = static_cast<std::size_t>(y) * static_cast<std::size_t>(width()) + static_cast<std::size_t>(x);
        const std::uint32_t* heads = heads_.values().data() + first;
        constexpr std::int32_t kShort = 16;
        if (count <= kShort && first + kShort <= heads_.size()) {
            // A fixed count of reads, the tiles past the run masked off: a loop whose length
            // changed from row to row was mispredicted at its end on every row.
            return sixteen_occupied_bits(heads) & ((std::uint64_t{1} << count) - 1);
        }
        return occupied_bits_one_by_one(heads, count);
    }

    /// The simple form of `occupied_bits`: bit i for `heads[i]`, i < `count` (at most 64),
    /// one head at a time.
    [[nodiscard]] static std::uint64_t occupied_bits_one_by_one(const std::uint32_t* heads, std::int32_t count) noexcept {
        std::uint64_t bits = 0;
        for (std::int32_t i = 0; i < count; ++i) {
            bits |= std::uint64_t{heads[i] != kNone} << i;
        }
        return bits;
    }

    /// The fast form for 16 heads: with SSE2 (every x86-64 compiler), four compares of four
    /// heads each, narrowed to one byte per head and read as a 16-bit mask (why it is written
    /// by hand: docs/learn/measurements.md, "Compiler notes").
    /// Elsewhere the simple form. Tested against it (tile_object_index_test.cpp).
    [[nodiscard]] static std::uint64_t sixteen_occupied_bits(const std::uint32_t* heads) noexcept {
#if defined(__SSE2__) || defined(_M_X64)  // as for the include above
        const __m128i none = _mm_set1_epi32(-1);  // kNone in every lane
        const auto empty_lanes = [&](int first) {
            return _mm_cmpeq_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(heads + first)), none);
        };
        // Lanes of all ones or zeros narrow unchanged (signed saturation keeps -1 and 0).
        const __m128i empty_low = _mm_packs_epi32(empty_lanes(0), empty_lanes(4));
        const __m128i empty_high = _mm_packs_epi32(empty_lanes(8), empty_lanes(12));
        const auto empty = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_packs_epi16(empty_low, empty_high)));
        return ~empty & 0xFFFFu;
#else
        return occupied_bits_one_by_one(heads, 16);
#endif
    }

    /// A node: its object and the next node of its list.
    [[nodiscard]] const Node& node(std::uint32_t index) const noexcept { return nodes_[index]; }
    /// The node before `index` in its list, or kNone at the front (for checks).
    [[nodiscard]] std::uint32_t previous(std::uint32_t index) const noexcept { return prev_[index]; }
    /// All nodes, for a loop that walks many lists (a query keeps the array at hand).
    [[nodiscard]] const std::vector<Node>& nodes() const noexcept { return nodes_; }

    /// Pushes `node` (not in any list) onto the front of `tile`'s list, for `object`.
    void link(std::uint32_t node, std::uint32_t object, TileCoord tile) noexcept {
        std::uint32_t& head = heads_(tile.x, tile.y);
        nodes_[node] = Node{object, head};
        prev_[node] = kNone;
        if (head != kNone) {
            prev_[head] = node;
        }
        head = node;
    }

    /// Takes `node` out of `tile`'s list, wherever it is in it: its neighbours are joined.
    void unlink(std::uint32_t node, TileCoord tile) noexcept {
        const std::uint32_t next = nodes_[node].next;
        const std::uint32_t prev = prev_[node];
        if (prev != kNone) {
            nodes_[prev].next = next;
        } else {
            heads_(tile.x, tile.y) = next;
        }
        if (next != kNone) {
            prev_[next] = prev;
        }
    }

    // --- storage -------------------------------------------------------------------------

    /// Appends `count` nodes, in no list, and returns the index of the first. Throws
    /// std::length_error when the indices would reach kNone.
    std::uint32_t add_nodes(std::size_t count) {
        if (count >= kNone || nodes_.size() >= kNone - count) {
            throw std::length_error("TileObjectLists: the node pool is full (too many or too large objects)");
        }
        const auto first_new = static_cast<std::uint32_t>(nodes_.size());
        const std::size_t new_size = nodes_.size() + count;
        if (new_size > nodes_.capacity() || new_size > prev_.capacity()) {
            reserve_nodes(std::max(new_size, 2 * nodes_.capacity()));  // doubling, as push_back would
        }
        nodes_.resize(new_size);  // within the capacity: cannot throw
        prev_.resize(new_size, kNone);
        return first_new;
    }

    /// Room for `count` nodes in both arrays, so that adding up to that many cannot fail.
    /// Either array may throw (memory) before anything in a list changed; the arrays then
    /// still agree in length, which is what lets the index promise "a failed insert or
    /// rebuild leaves it as it was".
    void reserve_nodes(std::size_t count) {
        nodes_.reserve(count);
        prev_.reserve(count);
    }

    /// Nodes in the pool.
    [[nodiscard]] std::size_t node_count() const noexcept { return nodes_.size(); }
    /// True when every node has its backward link (the two arrays agree in length; for checks).
    [[nodiscard]] bool links_agree_in_number() const noexcept { return prev_.size() == nodes_.size(); }

    /// A new empty grid of width x height tiles and no nodes; the arrays keep their memory.
    void reset(std::int32_t width, std::int32_t height) {
        Tilemap<std::uint32_t> heads(width, height, kNone); // may throw: nothing changed yet
        heads_ = std::move(heads);
        nodes_.clear();
        prev_.clear();
    }

    /// Bytes held: the heads and the capacity of the node arrays.
    [[nodiscard]] std::size_t memory_bytes() const noexcept {
        return heads_.size() * sizeof(std::uint32_t) + nodes_.capacity() * sizeof(Node) +
               prev_.capacity() * sizeof(std::uint32_t);
    }

private:
    Tilemap<std::uint32_t> heads_;    // first node of each tile's list, or kNone
    std::vector<Node> nodes_;         // every node, in lists or not
    std::vector<std::uint32_t> prev_; // parallel to nodes_: the node before, or kNone
};

} // namespace engine
