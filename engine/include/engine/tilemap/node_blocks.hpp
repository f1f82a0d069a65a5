#pragma once
/// Where an object's nodes live: one small block per object, a 2D ring buffer.
///
/// What it is for: an object linked into the per-tile lists (tile_object_lists.hpp) needs
/// one node per tile it covers, and when it moves it must find the node of each tile it
/// leaves without searching. `TileObjectIndex` (tile_object_index.hpp) gives each object a
/// block of nodes from this pool and names the node of a tile by arithmetic.
///
/// Important parts:
/// - `BlockShape`: 2^column_bits x 2^row_bits nodes, at least as many columns and rows as
///   the object's box can ever cover (`block_shape_for`: a box 2.5 tiles wide covers 3 or 4
///   columns, so 4);
/// - `node_of(block, shape, tile)`: the node for tile (x, y) is entry (x mod columns,
///   y mod rows) — a 2D ring buffer. When the object's tile rectangle slides, a tile that
///   stays keeps its node, and a tile to leave finds its node with two masks;
/// - `NodeBlockPool`: blocks come from one array of nodes (`TileObjectLists::add_nodes`)
///   with a free list per block size, so after warm-up moving, removing and inserting
///   objects allocates nothing.
///
///     engine::TileObjectLists lists(16, 16);
///     engine::NodeBlockPool pool;
///     const engine::BlockShape shape{2, 1};                       // 4 columns x 2 rows
///     const std::uint32_t block = pool.allocate(shape, lists);    // nodes block .. block + 7
///     if (engine::node_of(block, shape, {5, 3}) != block + 1 * 4 + 1) return 1;  // (5 mod 4, 3 mod 2)
///     if (engine::node_of(block, shape, {9, 3}) != engine::node_of(block, shape, {5, 3})) return 1;  // a ring
///     pool.free(block, shape);
///     if (pool.allocate(shape, lists) != block) return 1;        // reused, not grown
///
/// Source: the articles ("Keeping track of objects in a tilemap", GameDev<T>, Paul
/// Scharf, genericgamedev.com) keep a per-object list of nodes; walking it to find the
/// nodes to drop chased pointers all over the pool and made moving by the rectangle
/// difference slower than relinking everything. The ring-buffer block is this engine's
/// replacement (measured: docs/learn/measurements.md, "Object index").

#include <engine/tilemap/tile_object_lists.hpp>
#include <engine/tilemap/tile_space.hpp>
#include <engine/tilemap/tile_space_box.hpp>
#include <engine/tilemap/tilemap.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace engine {

/// A block of 2^column_bits x 2^row_bits nodes.
struct BlockShape {
    std::uint8_t column_bits = 0; ///< log2 of the columns
    std::uint8_t row_bits = 0;    ///< log2 of the rows

    /// Nodes in the block.
    [[nodiscard]] constexpr std::size_t size() const noexcept { return std::size_t{1} << (column_bits + row_bits); }
    /// True when a tile rectangle of that size has a node for every tile.
    [[nodiscard]] constexpr bool fits(const TileRect& rect) const noexcept {
        return std::int64_t{rect.width} <= (std::int64_t{1} << column_bits) &&
               std::int64_t{rect.height} <= (std::int64_t{1} << row_bits);
    }
};

/// The smallest power of two >= value (value >= 1), as a shift.
inline std::uint8_t power_of_two_bits_for(double value) noexcept {
    std::uint8_t bits = 0;
    while (static_cast<double>(std::uint64_t{1} << bits) < value) {
        ++bits;
    }
    return bits;
}

/// The block a box needs on a grid of `width` x `height` tiles: on each axis as many
/// columns (rows) as the box can cover wherever it moves — an extent of length L overlaps
/// at most ceil(L) + 1 tiles — but no more than the grid has, and never fewer than
/// `rect`, the tiles it covers now, uses.
inline BlockShape block_shape_for(const TileSpaceBox& box, const TileRect& rect, std::int32_t width,
                                  std::int32_t height) noexcept {
    const auto axis = [](double low, double high, std::int32_t used, std::int32_t size) {
        const double reach = std::min(std::ceil(high - low) + 1.0, static_cast<double>(size));
        return power_of_two_bits_for(std::max(reach, static_cast<double>(std::max(used, 1))));
    };
    return {axis(box.min.x, box.max.x, rect.width, width), axis(box.min.y, box.max.y, rect.height, height)};
}

/// The node of the block at `block` that stands for `tile`: entry (x mod columns, y mod
/// rows). Tile coordinates inside a grid are >= 0, so the modulo is a mask.
[[nodiscard]] constexpr std::uint32_t node_of(std::uint32_t block, BlockShape shape, TileCoord tile) noexcept {
    const std::uint32_t column = static_cast<std::uint32_t>(tile.x) & ((1u << shape.column_bits) - 1u);
    const std::uint32_t row = static_cast<std::uint32_t>(tile.y) & ((1u << shape.row_bits) - 1u);
    return block + (row << shape.column_bits) + column;
}

/// Blocks of nodes handed out from a `TileObjectLists`' node array, with a free list per
/// block size.
class NodeBlockPool {
public:
    /// Sizes 2^0 .. 2^31 nodes.
    static constexpr int kBlockClasses = 32;

    /// An empty pool.
    NodeBlockPool() = default;
    /// A copy, with the room on its free lists that `free` relies on (a copied vector
    /// keeps its elements, not its capacity).
    NodeBlockPool(const NodeBlockPool& other) : free_{other.free_}, blocks_{other.blocks_} { reserve_room(); }
    /// Moving keeps the vectors' memory, so the room with it.
    NodeBlockPool(NodeBlockPool&&) noexcept = default;
    /// Copy-assigns through a copy, so the room comes too.
    NodeBlockPool& operator=(const NodeBlockPool& other) {
        NodeBlockPool copy{other};
        *this = std::move(copy);
        return *this;
    }
    /// Moves.
    NodeBlockPool& operator=(NodeBlockPool&&) noexcept = default;
    ~NodeBlockPool() = default;

    /// A block of `shape`: a freed one of the same size, or new nodes at the end of
    /// `lists`' array (std::length_error or std::bad_alloc when that fails; then nothing
    /// changed).
    std::uint32_t allocate(BlockShape shape, TileObjectLists& lists) {
        const int bits = shape.column_bits + shape.row_bits;
        std::vector<std::uint32_t>& free = free_[bits];
        if (!free.empty()) {
            const std::uint32_t block = free.back();
            free.pop_back();
            return block;
        }
        // Room on the free list for every block of this size that exists, reserved now:
        // then `free` never allocates, and a move or a removal cannot fail half-way.
        free.reserve(blocks_[bits] + 1);
        const std::uint32_t block = lists.add_nodes(shape.size());
        ++blocks_[bits];
        return block;
    }

    /// Room on the free lists for `blocks[bits]` blocks of 2^bits nodes each, so that a
    /// pool emptied by `reset` can hand out that many without allocating (how a rebuild
    /// makes sure it cannot fail half-way). May throw (memory); the pool is then unchanged.
    void reserve_free_lists(const std::array<std::size_t, kBlockClasses>& blocks) {
        for (int bits = 0; bits < kBlockClasses; ++bits) {
            free_[bits].reserve(blocks[bits]);
        }
    }

    /// Gives a block back (its nodes must be in no list, or be unlinked before the
    /// block is handed out again). Never allocates.
    void free(std::uint32_t block, BlockShape shape) noexcept { free_[shape.column_bits + shape.row_bits].push_back(block); }

    /// Forgets every block, for a pool whose node array was emptied; the free lists keep
    /// their memory.
    void reset() noexcept {
        for (std::vector<std::uint32_t>& free : free_) {
            free.clear();
        }
        blocks_.fill(0);
    }

    /// Calls `visit(block, BlockShape)` for every free block (for checks).
    template <typename Visit>
    void for_each_free_block(Visit&& visit) const {
        for (int bits = 0; bits < kBlockClasses; ++bits) {
            for (const std::uint32_t block : free_[bits]) {
                visit(block, BlockShape{static_cast<std::uint8_t>(bits), 0});
            }
        }
    }

    /// True when every free list has room for all the blocks of its size, the promise
    /// `free` rests on (for checks).
    [[nodiscard]] bool free_lists_have_room() const noexcept {
        for (int bits = 0; bits < kBlockClasses; ++bits) {
            if (free_[bits].capacity() < blocks_[bits]) {
                return false;
            }
        }
        return true;
    }

    /// Bytes held by the free lists.
    [[nodiscard]] std::size_t memory_bytes() const noexcept {
        std::size_t bytes = 0;
        for (const std::vector<std::uint32_t>& free : free_) {
            bytes += free.capacity() * sizeof(std::uint32_t);
        }
        return bytes;
    }

private:
    void reserve_room() {
        for (int bits = 0; bits < kBlockClasses; ++bits) {
            free_[bits].reserve(blocks_[bits]);
        }
    }

    std::array<std::vector<std::uint32_t>, kBlockClasses> free_; // free blocks of 2^bits nodes
    std::array<std::size_t, kBlockClasses> blocks_{};             // blocks of 2^bits nodes in existence
};

} // namespace engine
