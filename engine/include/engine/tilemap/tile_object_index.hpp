#pragma once
/// `TileObjectIndex`: which objects are in which tile, kept up to date as objects move —
/// the tilemap used as a spatial acceleration structure, in tile-space coordinates.
///
/// Read the simple version first: teach/object_lists.hpp, the same per-tile lists as plain
/// vectors with the same moves, tested to hold the same objects in every tile
/// (tests/teach/object_lists_test.cpp). This is the tuned form: nothing allocated per move.
///
/// What it is for: finding the objects near a point, in an area, or along a bullet's path
/// without looking at every object. Each tile keeps a list of the objects whose box overlaps
/// it; a query walks only the lists of the tiles it visits (object_queries.hpp). The game
/// uses this tile-space index directly (game/src/sim/object_table.hpp maps its world boxes
/// itself); `ObjectIndex` (object_index.hpp) is the same in world units, used by tests only.
///
/// Important parts:
/// - objects are axis-aligned half-open boxes (`TileSpaceBox`, tile units) named by an
///   `ObjectHandle` (slot + generation): after `remove` the handle goes stale and every use
///   of it throws, even when the slot is reused for a new object;
/// - every object is linked into every tile its box overlaps: the per-tile lists are
///   `TileObjectLists` (tile_object_lists.hpp, read it first: it is the core idea), so
///   unlinking is O(1);
/// - where the nodes live: each object owns a small block of nodes, a 2D ring buffer the
///   size of the most tiles its box can cover (node_blocks.hpp): when the tile rectangle
///   slides, a tile that stays keeps its node, and finding the node of a tile to leave is
///   arithmetic, not a search. After warm-up, moving, removing and inserting objects
///   allocates nothing;
/// - `move_relinking_all` is the articles' move: when the object's tile rectangle changed,
///   unlink everything, link everything; kept as the baseline `move` is tested and
///   benchmarked against. `move` recomputes the tile rectangle too (the same rectangle
///   touches no list at all), but unlinks only the tiles that were left and links only the
///   tiles that were entered (the rectangle difference, object_tile_rect.hpp). A box that
///   grows beyond its block gets a bigger block (everything relinked once). Both first try
///   the common move inline: a box that keeps its tile rectangle is recognised by compares
///   against the rectangle's edges (`box_keeps_tile_rect`, which also proves the box valid),
///   without rounding the box to tiles, and is stored; everything else takes the full path;
/// - the index covers tiles [0, width) x [0, height) and knows only the part of a box inside
///   that area: a box reaching outside is linked only into the tiles inside, and queries and
///   the pair search test only its inside part (`clip_box`) — so what happens outside the
///   area is never reported. A box wholly outside is kept (its handle stays valid) but linked
///   nowhere, and no query finds it until it moves back in;
/// - `for_each_overlapping_pair_brute_force` tests all n² pairs, the reference;
///   `for_each_overlapping_pair` reports the same pairs once each, tile by tile;
/// - the index is read by queries and written by insert/move/remove/rebuild; writing while a
///   query or pair search is running throws std::logic_error instead of corrupting the lists;
/// - a write that throws (a bad box, a stale handle, memory running out) leaves the index as
///   it was: whatever can fail — room for a slot, nodes, free-list entries, a new grid — is
///   made before anything changes (tests/object_index/object_index_failure_test.cpp makes
///   each allocation fail in turn); remove never allocates;
/// - `check_invariants` (engine/src/tilemap/tile_object_index_invariants.cpp) checks all of
///   the above, for tests.
///
///     engine::TileObjectIndex index(64, 64);                   // 64 x 64 tiles
///     auto crate = index.insert(engine::TileSpaceBox{{2.5, 3.0}, {4.0, 4.5}});  // 2 x 2 tiles
///     index.move(crate, engine::TileSpaceBox{{2.75, 3.0}, {4.25, 4.5}});         // 3 x 2 tiles:
///     // the two tiles of column 4 are linked, nothing else is touched:
///     const engine::IndexMaintenanceCounters& work = index.maintenance_counters();
///     if (work.tiles_linked != 4 + 2 || work.tiles_unlinked != 0) return 1;
///
/// Memory: 4 bytes per tile of the index, 28 + 40 per object (what moves need, and what
/// queries read: box, generation, visit stamp — two arrays, so a query's working set stays
/// small), 8 + 4 per node of its block (object and next, which queries walk; prev apart).
/// Blocks are up to 4x the tiles used, e.g. 8 nodes for a 1 x 3 tile footprint.
///
/// Source: "Keeping track of objects in a tilemap" and "Using tilemaps as accelerating data
/// structure" (GameDev<T>, Paul Scharf, genericgamedev.com): per-tile linked lists with
/// remembered nodes for O(1) removal, node reuse, skipping moves that keep the tile
/// rectangle — and the rectangle-difference update the articles left undone. The ring-buffer
/// block replaces the articles' per-object list of nodes: walking that list to find the
/// nodes to drop chased pointers all over the pool and made the difference update slower
/// than relinking everything (measured: engine/OBJECT_INDEX.md).

#include <engine/tilemap/node_blocks.hpp>
#include <engine/tilemap/object_tile_rect.hpp>
#include <engine/tilemap/tile_object_lists.hpp>
#include <engine/tilemap/tile_space.hpp>
#include <engine/tilemap/tile_space_box.hpp>
#include <engine/tilemap/tilemap.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace engine {

/// The stable name of one object in a `TileObjectIndex` / `ObjectIndex`: the slot it lives in
/// and the generation of that slot when it was inserted. A default handle names nothing.
struct ObjectHandle {
    /// The slot value of a handle that names nothing.
    static constexpr std::uint32_t kNoSlot = 0xFFFF'FFFFu;

    /// Index of the object's slot: dense, below `slot_capacity()`, so per-object game data can
    /// live in a plain vector indexed by it. Reused after removal.
    std::uint32_t slot = kNoSlot;
    /// The slot's generation at insertion; removal bumps it, making old handles stale.
    std::uint32_t generation = 0;

    /// Same slot and generation.
    friend constexpr bool operator==(const ObjectHandle&, const ObjectHandle&) = default;
};

/// Running totals of the work insert/move/remove/rebuild did (never reset by queries).
struct IndexMaintenanceCounters {
    /// Object-tile links made (one list insertion each).
    std::uint64_t tiles_linked = 0;
    /// Object-tile links removed (one list removal each).
    std::uint64_t tiles_unlinked = 0;
    /// Calls to move / move_relinking_all.
    std::uint64_t moves = 0;
    /// Moves that kept the tile rectangle and so touched no list.
    std::uint64_t moves_unchanged = 0;
    /// List nodes added to the pool because no free block of the right size was left
    /// (stays constant after warm-up).
    std::uint64_t nodes_created = 0;
};

/// What `for_each_overlapping_pair` did.
struct PairSearchStats {
    /// Tiles whose lists were walked (non-empty tiles for the index, 0 for brute force).
    std::uint64_t tiles_visited = 0;
    /// Candidate pairs looked at.
    std::uint64_t pairs_tested = 0;
    /// Overlapping pairs reported.
    std::uint64_t pairs_found = 0;
};

template <typename Shape>
class ObjectQuery;

/// Objects with axis-aligned boxes, indexed by the tiles of a width x height grid.
class TileObjectIndex {
public:
    /// Largest width * height accepted (256 Mi tiles, 1 GiB of list heads).
    static constexpr std::int64_t kMaxTiles = std::int64_t{1} << 28;

    /// An empty index over tiles [0, width) x [0, height). Throws std::invalid_argument when
    /// a dimension is below 1 or width * height exceeds kMaxTiles.
    TileObjectIndex(std::int32_t width, std::int32_t height)
        : width_{checked_dimension(width, "width")},
          height_{checked_dimension(height, "height")},
          lists_{checked_area(width, height), height} {}  // checked_area returns width

    /// Columns covered.
    [[nodiscard]] std::int32_t width() const noexcept { return width_; }
    /// Rows covered.
    [[nodiscard]] std::int32_t height() const noexcept { return height_; }
    /// The covered tiles as a rectangle at the origin, for clipping queries.
    [[nodiscard]] TileRect bounds() const noexcept { return lists_.bounds(); }
    /// Number of live objects.
    [[nodiscard]] std::size_t size() const noexcept { return live_objects_; }
    /// One more than the largest slot in use so far (for vectors indexed by handle slot).
    [[nodiscard]] std::size_t slot_capacity() const noexcept { return slots_.size(); }

    /// Adds an object with `box` (tile units, half-open) and an arbitrary `user_data` value
    /// (e.g. the game's entity id). Throws std::invalid_argument for a NaN/infinite box or
    /// min > max, std::logic_error while a query runs.
    ObjectHandle insert(const TileSpaceBox& box, std::uint32_t user_data = 0) {
        require_writable("TileObjectIndex::insert");
        validate_box(box, "TileObjectIndex::insert");
        const TileRect rect = covering_tile_rect(box, width_, height_);
        const BlockShape shape = block_shape_for(box, rect);
        reserve_slot();                                     // may throw: nothing changed yet
        const std::uint32_t block = allocate_block(shape);  // may throw: nothing changed yet
        const std::uint32_t slot_index = allocate_slot();   // cannot throw: the room is there
        Slot& slot = slots_[slot_index];
        fields_[slot_index].box = box;
        slot.rect = rect;
        slot.block = block;
        slot.shape = shape;
        fields_[slot_index].visit_stamp = 0;
        slot.user_data = user_data;
        ++live_objects_;
        for_each_tile(rect, [&](TileCoord tile) { link(slot_index, tile); });
        return {slot_index, fields_[slot_index].generation};
    }

    /// The articles' move: if the tile rectangle changed, unlink the object from every tile
    /// and link it into every tile of the new rectangle. Same result as `move`, more list
    /// work when the rectangles overlap.
    /// Reference variant: the game does not use it; tests/object_index/object_index_model_test.cpp
    /// mixes it with `move`, tile_object_index_test.cpp counts its extra list work, and
    /// tests/bench/bench_object_index.cpp times the two.
    void move_relinking_all(ObjectHandle handle, const TileSpaceBox& box) {
        if (move_within_tiles(handle, box)) {
            return;
        }
        const MoveStart start = start_move(handle, box, "TileObjectIndex::move_relinking_all");
        if (start.rect_changed) {
            relink_all(start.slot_index, start.new_rect, box);
        }
        finish_move(start, box);
    }

    /// Moves (or resizes) an object to `box`. If its tile rectangle is unchanged no list is
    /// touched; otherwise only the tiles it left are unlinked and only the tiles it entered
    /// are linked. Throws std::invalid_argument for a stale handle or a bad box.
    void move(ObjectHandle handle, const TileSpaceBox& box) {
        if (!move_within_tiles(handle, box)) {
            move_to_other_tiles(handle, box);
        }
    }

    /// Removes an object; its handle (and every copy) becomes stale. Throws
    /// std::invalid_argument for a stale handle.
    void remove(ObjectHandle handle) {
        const std::uint32_t slot_index = checked_slot(handle, "TileObjectIndex::remove");
        require_writable("TileObjectIndex::remove");
        Slot& slot = slots_[slot_index];
        for_each_tile(slot.rect, [&](TileCoord tile) { unlink(slot_index, tile); });
        blocks_.free(slot.block, slot.shape);
        free_slot(slot_index);
        --live_objects_;
    }

    /// Resizes the covered area to width x height tiles and relinks every object from its
    /// box. Handles stay valid. The node pool keeps its memory and is handed out afresh.
    void rebuild(std::int32_t width, std::int32_t height) {
        rebuild(width, height, [this](ObjectHandle handle) { return box(handle); });
    }

    /// Like `rebuild(width, height)`, but each object's box is replaced by
    /// `new_box_of(handle)` first — how `ObjectIndex` moves everything into a new grid space.
    /// Validates every new box before changing anything (std::invalid_argument). If it
    /// throws (a bad box, `new_box_of` itself, memory), the index is as it was.
    template <typename NewBoxOf>
    void rebuild(std::int32_t width, std::int32_t height, NewBoxOf&& new_box_of) {
        require_writable("TileObjectIndex::rebuild");
        checked_dimension(width, "width");
        checked_dimension(height, "height");
        checked_area(width, height);
        std::vector<TileSpaceBox> new_boxes(slots_.size());
        for (std::uint32_t slot_index = 0; slot_index < slots_.size(); ++slot_index) {
            if (is_live(slot_index)) {
                new_boxes[slot_index] = new_box_of(ObjectHandle{slot_index, fields_[slot_index].generation});
                validate_box(new_boxes[slot_index], "TileObjectIndex::rebuild");
            }
        }
        // Everything that can fail comes first: the room for every node and block the new
        // lists will need, then the new grid of heads. After that nothing allocates.
        reserve_for_rebuild(new_boxes, width, height);
        // The old lists are dropped wholesale, not unlinked; the arrays keep their capacity.
        lists_.reset(width, height);
        width_ = width;
        height_ = height;
        blocks_.reset();
        for (std::uint32_t slot_index = 0; slot_index < slots_.size(); ++slot_index) {
            if (!is_live(slot_index)) {
                continue;
            }
            Slot& slot = slots_[slot_index];
            fields_[slot_index].box = new_boxes[slot_index];
            slot.rect = covering_tile_rect(new_boxes[slot_index], width_, height_);
            slot.shape = block_shape_for(new_boxes[slot_index], slot.rect);
            slot.block = allocate_block(slot.shape);
            for_each_tile(slot.rect, [&](TileCoord tile) { link(slot_index, tile); });
        }
    }

    /// True when `handle` names a live object of this index.
    [[nodiscard]] bool contains(ObjectHandle handle) const noexcept {
        return handle.slot < fields_.size() && (handle.generation & 1u) == 1u &&
               fields_[handle.slot].generation == handle.generation;
    }

    /// The object's box (tile units). Throws std::invalid_argument for a stale handle.
    [[nodiscard]] const TileSpaceBox& box(ObjectHandle handle) const {
        return fields_[checked_slot(handle, "TileObjectIndex::box")].box;
    }

    /// The tiles the object is linked into (clipped; {0, 0, 0, 0} when wholly outside).
    [[nodiscard]] TileRect tile_rect(ObjectHandle handle) const {
        return slots_[checked_slot(handle, "TileObjectIndex::tile_rect")].rect;
    }

    /// The value given at insertion. Throws std::invalid_argument for a stale handle.
    [[nodiscard]] std::uint32_t user_data(ObjectHandle handle) const {
        return slots_[checked_slot(handle, "TileObjectIndex::user_data")].user_data;
    }

    /// Calls `visit(ObjectHandle)` for every live object, in slot order.
    template <typename Visit>
    void for_each_object(Visit&& visit) const {
        const ReadGuard guard(*this);
        for (std::uint32_t slot_index = 0; slot_index < slots_.size(); ++slot_index) {
            if (is_live(slot_index)) {
                visit(handle_of(slot_index));
            }
        }
    }

    /// Calls `visit(ObjectHandle)` for every object linked into `tile`, most recently linked
    /// first. Throws std::out_of_range for a tile outside the index.
    template <typename Visit>
    void for_each_object_in_tile(TileCoord tile, Visit&& visit) const {
        const ReadGuard guard(*this);
        if (!lists_.contains(tile)) {
            throw std::out_of_range("TileObjectIndex::for_each_object_in_tile: tile (" + std::to_string(tile.x) + ", " +
                                    std::to_string(tile.y) + ") is outside the index's " + std::to_string(width_) +
                                    " x " + std::to_string(height_) + " tiles");
        }
        for (std::uint32_t node = lists_.first(tile); node != kNone; node = lists_.node(node).next) {
            visit(handle_of(lists_.node(node).object));
        }
    }

    /// The reference for `for_each_overlapping_pair`: tests all n(n-1)/2 pairs of objects
    /// that lie at least partly inside the index. Same pairs, different order.
    /// Reference variant: the game does not use it; tests/object_index/tile_object_index_test.cpp
    /// and object_index_model_test.cpp compare `for_each_overlapping_pair` with it, and
    /// tests/bench/bench_object_index.cpp times the two.
    template <typename Visit>
    PairSearchStats for_each_overlapping_pair_brute_force(Visit&& visit) const {
        const ReadGuard guard(*this);
        const auto counts = [&](std::uint32_t slot_index) {
            return is_live(slot_index) && !tile_rect_empty(slots_[slot_index].rect);
        };
        PairSearchStats stats;
        std::uint64_t objects_inside = 0;
        for (std::uint32_t a = 0; a < slots_.size(); ++a) {
            if (!counts(a)) {
                continue;
            }
            ++objects_inside;
            for (std::uint32_t b = a + 1; b < slots_.size(); ++b) {
                // The box test first: it reads the same array as the loop, the slot only when needed.
                if (boxes_overlap(fields_[a].box, fields_[b].box) && counts(b)) {
                    ++stats.pairs_found;
                    visit(handle_of(a), handle_of(b));
                }
            }
        }
        stats.pairs_tested = objects_inside * (objects_inside - 1) / 2;  // every pair of them (0 when none)
        return stats;
    }

    /// Calls `visit(ObjectHandle a, ObjectHandle b)` once for every pair of objects whose
    /// boxes overlap (`boxes_overlap`) somewhere inside the index's area. Walks each tile's
    /// list and tests the pairs in it; a pair sharing several tiles is reported only at the
    /// first (top-left) tile of the overlap of their tile rectangles, so no memory is needed
    /// to remember reported pairs. Pairs come tile by tile in row-major order.
    /// Not used by the game, which asks object queries instead (tests: tests/object_index/,
    /// tests/bench/bench_object_index.cpp).
    template <typename Visit>
    PairSearchStats for_each_overlapping_pair(Visit&& visit) const {
        const ReadGuard guard(*this);
        PairSearchStats stats;
        for (std::int32_t y = 0; y < height_; ++y) {
            for (std::int32_t x = 0; x < width_; ++x) {
                const std::uint32_t head = lists_.first({x, y});
                if (head == kNone) {
                    continue;
                }
                ++stats.tiles_visited;
                const std::vector<TileObjectLists::Node>& nodes = lists_.nodes();
                for (std::uint32_t a = head; a != kNone; a = nodes[a].next) {
                    const Slot& first = slots_[nodes[a].object];
                    const TileSpaceBox& first_box = fields_[nodes[a].object].box;
                    for (std::uint32_t b = nodes[a].next; b != kNone; b = nodes[b].next) {
                        const Slot& second = slots_[nodes[b].object];
                        const TileSpaceBox& second_box = fields_[nodes[b].object].box;
                        ++stats.pairs_tested;
                        const bool first_shared_tile = std::max(first.rect.x, second.rect.x) == x &&
                                                       std::max(first.rect.y, second.rect.y) == y;
                        if (first_shared_tile && boxes_overlap(first_box, second_box)) {
                            ++stats.pairs_found;
                            visit(handle_of(nodes[a].object), handle_of(nodes[b].object));
                        }
                    }
                }
            }
        }
        return stats;
    }

    /// Totals of the list work done so far by insert/move/remove/rebuild.
    [[nodiscard]] const IndexMaintenanceCounters& maintenance_counters() const noexcept { return counters_; }

    /// Bytes of memory the index holds (its own size plus the capacity of its arrays).
    [[nodiscard]] std::size_t memory_bytes() const noexcept {
        return sizeof(*this) + lists_.memory_bytes() + blocks_.memory_bytes() + slots_.capacity() * sizeof(Slot) +
               fields_.capacity() * sizeof(QueryFields);
    }

    /// Checks every internal invariant and throws std::logic_error describing the first one
    /// broken: list links agree both ways; each node in a tile's list is the node its object's
    /// block assigns to that tile; each object is in exactly the tiles of its rectangle, which
    /// matches its box; blocks and free blocks tile the node array without overlap.
    /// O(size of the index): for tests and debugging. Defined apart from the index, in
    /// engine/src/tilemap/tile_object_index_invariants.cpp (link the engine library).
    void check_invariants() const;

private:
    template <typename Shape>
    friend class ObjectQuery;

    static constexpr std::uint32_t kNone = TileObjectLists::kNone;

    /// What insert/move/remove need of one object (28 bytes). Free slots are chained
    /// through `block`.
    struct Slot {
        TileRect rect;
        std::uint32_t block = kNone;  // first node of the object's block
        BlockShape shape;
        std::uint32_t user_data = 0;
    };

    /// What a query needs of one object (40 bytes), kept apart from the `Slot` (structure
    /// of arrays): a query reads only these — 400 KB for 10,000 objects, not the 720 KB of
    /// one 72-byte record holding everything. Odd generation = live.
    struct QueryFields {
        TileSpaceBox box;
        std::uint32_t generation = 0;
        std::uint32_t visit_stamp = 0;  // == query_stamp_: already reported by the running query
    };

    /// Marks the index as being read for its lifetime: writes throw meanwhile.
    class ReadGuard {
    public:
        explicit ReadGuard(const TileObjectIndex& index) noexcept : index_{index} { ++index_.readers_; }
        ~ReadGuard() { --index_.readers_; }
        ReadGuard(const ReadGuard&) = delete;
        ReadGuard& operator=(const ReadGuard&) = delete;

    private:
        const TileObjectIndex& index_;
    };

    static std::int32_t checked_dimension(std::int32_t value, const char* name) {
        if (value < 1) {
            throw std::invalid_argument(std::string("TileObjectIndex: ") + name + " must be at least 1, got " +
                                        std::to_string(value));
        }
        return value;
    }

    static std::int32_t checked_area(std::int32_t width, std::int32_t height) {
        if (std::int64_t{width} * height > kMaxTiles) {
            throw std::invalid_argument("TileObjectIndex: " + std::to_string(width) + " x " + std::to_string(height) +
                                        " tiles exceed the limit of " + std::to_string(kMaxTiles));
        }
        return width;
    }

    void require_writable(const char* where) const {
        if (readers_ != 0) {
            throw std::logic_error(std::string(where) +
                                   ": the index is being read (a query range is still alive, or a "
                                   "pair search is running); finish or destroy it before changing the index");
        }
    }

    [[nodiscard]] bool is_live(std::uint32_t slot_index) const noexcept {
        return (fields_[slot_index].generation & 1u) == 1u;
    }

    [[nodiscard]] ObjectHandle handle_of(std::uint32_t slot_index) const noexcept {
        return {slot_index, fields_[slot_index].generation};
    }

    std::uint32_t checked_slot(ObjectHandle handle, const char* where) const {
        if (!contains(handle)) {
            std::string reason = handle.slot >= slots_.size()
                                     ? "its slot " + std::to_string(handle.slot) + " was never used"
                                     : "slot " + std::to_string(handle.slot) + " is at generation " +
                                           std::to_string(fields_[handle.slot].generation) + ", the handle has " +
                                           std::to_string(handle.generation) + " (the object was removed)";
            throw std::invalid_argument(std::string(where) + ": stale or invalid handle: " + reason);
        }
        return handle.slot;
    }

    /// Makes sure `allocate_slot` cannot fail: a free slot, or room in both arrays for a
    /// new one. May throw; nothing but the arrays' capacity changes.
    void reserve_slot() {
        if (free_slot_ != kNone) {
            return;
        }
        if (slots_.size() >= kNone - 1) {
            throw std::length_error("TileObjectIndex::insert: too many objects");
        }
        if (slots_.size() == slots_.capacity() || fields_.size() == fields_.capacity()) {
            const std::size_t room = std::max<std::size_t>(8, 2 * slots_.size());
            slots_.reserve(room);
            fields_.reserve(room);
        }
    }

    /// A free slot, or a new one (after `reserve_slot`, so this cannot throw).
    std::uint32_t allocate_slot() noexcept {
        std::uint32_t slot_index = free_slot_;
        if (slot_index != kNone) {
            free_slot_ = slots_[slot_index].block;
        } else {
            slot_index = static_cast<std::uint32_t>(slots_.size());
            slots_.emplace_back();
            fields_.emplace_back();
        }
        ++fields_[slot_index].generation;  // even (free) -> odd (live)
        return slot_index;
    }

    void free_slot(std::uint32_t slot_index) {
        Slot& slot = slots_[slot_index];
        slot.rect = TileRect{};
        std::uint32_t& generation = fields_[slot_index].generation;
        if (generation == 0xFFFF'FFFFu) {
            // The generation cannot grow any more: retire the slot for good rather than let
            // a new object be named by an ancient handle.
            generation = 0xFFFF'FFFEu;
            return;
        }
        ++generation;  // odd (live) -> even (free)
        slot.block = free_slot_;
        free_slot_ = slot_index;
    }

    // --- moving -------------------------------------------------------------------------

    /// The path of most moves, inlined: a live handle, no reader, and a box that keeps the
    /// tile rectangle (`box_keeps_tile_rect`, which also proves the box valid) — store the
    /// box, count the move, done. False when any of it fails: then the full move runs, which
    /// checks everything again and throws or relinks (the same outcome as without this).
    bool move_within_tiles(ObjectHandle handle, const TileSpaceBox& box) noexcept {
        if (!contains(handle) || readers_ != 0) [[unlikely]] {
            return false;
        }
        if (!box_keeps_tile_rect(box, slots_[handle.slot].rect, width_, height_)) {
            return false;
        }
        fields_[handle.slot].box = box;
        ++counters_.moves;
        ++counters_.moves_unchanged;
        return true;
    }

    /// `move` when the fast path said no: kept out of line so that the fast path stays small.
    [[gnu::noinline]] void move_to_other_tiles(ObjectHandle handle, const TileSpaceBox& box) {
        const MoveStart start = start_move(handle, box, "TileObjectIndex::move");
        if (start.rect_changed) {
            relink_difference(start.slot_index, start.new_rect, box);
        }
        finish_move(start, box);
    }

    /// What both moves do first: check, and see whether the tiles changed. Nothing is
    /// stored until the relinking (which may need a bigger block, so memory) has succeeded.
    struct MoveStart {
        std::uint32_t slot_index;
        TileRect new_rect;
        bool rect_changed;
    };

    MoveStart start_move(ObjectHandle handle, const TileSpaceBox& box, const char* where) const {
        const std::uint32_t slot_index = checked_slot(handle, where);
        require_writable(where);
        validate_box(box, where);
        const TileRect new_rect = covering_tile_rect(box, width_, height_);
        return {slot_index, new_rect, !(new_rect == slots_[slot_index].rect)};
    }

    /// What both moves do last, once nothing can fail: store the box and count the move.
    void finish_move(const MoveStart& start, const TileSpaceBox& box) noexcept {
        fields_[start.slot_index].box = box;
        ++counters_.moves;
        if (!start.rect_changed) {
            ++counters_.moves_unchanged;
        }
    }

    /// The articles' version: out of every old tile, into every new one.
    void relink_all(std::uint32_t slot_index, const TileRect& new_rect, const TileSpaceBox& new_box) {
        if (!slots_[slot_index].shape.fits(new_rect)) {
            replace_block(slot_index, new_rect, new_box);
            return;
        }
        for_each_tile(slots_[slot_index].rect, [&](TileCoord tile) { unlink(slot_index, tile); });
        for_each_tile(new_rect, [&](TileCoord tile) { link(slot_index, tile); });
        slots_[slot_index].rect = new_rect;
    }

    /// Leaves the tiles of the old rectangle outside the new one, then enters the tiles of
    /// the new rectangle outside the old one. In this order a ring-buffer node that one tile
    /// gives up can be taken by the tile that replaces it.
    void relink_difference(std::uint32_t slot_index, const TileRect& new_rect, const TileSpaceBox& new_box) {
        if (!slots_[slot_index].shape.fits(new_rect)) {
            replace_block(slot_index, new_rect, new_box);  // grown beyond its block: relink everything once
            return;
        }
        const TileRect old_rect = slots_[slot_index].rect;
        for_each_tile_in_difference(old_rect, new_rect, [&](TileCoord tile) { unlink(slot_index, tile); });
        for_each_tile_in_difference(new_rect, old_rect, [&](TileCoord tile) { link(slot_index, tile); });
        slots_[slot_index].rect = new_rect;
    }

    // --- blocks of nodes (node_blocks.hpp) ------------------------------------------------

    [[nodiscard]] BlockShape block_shape_for(const TileSpaceBox& box, const TileRect& rect) const noexcept {
        return engine::block_shape_for(box, rect, width_, height_);
    }

    /// The node of `slot`'s block that stands for `tile`.
    [[nodiscard]] static std::uint32_t node_of(const Slot& slot, TileCoord tile) noexcept {
        return engine::node_of(slot.block, slot.shape, tile);
    }

    /// A block from the pool, counting the nodes it adds to the array.
    std::uint32_t allocate_block(BlockShape shape) {
        const std::size_t before = lists_.node_count();
        const std::uint32_t block = blocks_.allocate(shape, lists_);
        counters_.nodes_created += lists_.node_count() - before;
        return block;
    }

    /// Reserves the nodes and free-list room that relinking every live object with its box
    /// of `new_boxes` into a width x height grid will use, so that the relinking cannot
    /// fail. Throws std::length_error when the nodes would not fit the pool's indices.
    void reserve_for_rebuild(const std::vector<TileSpaceBox>& new_boxes, std::int32_t width, std::int32_t height) {
        std::array<std::size_t, NodeBlockPool::kBlockClasses> blocks{};
        std::size_t nodes = 0;
        for (std::uint32_t slot_index = 0; slot_index < slots_.size(); ++slot_index) {
            if (is_live(slot_index)) {
                const TileRect rect = covering_tile_rect(new_boxes[slot_index], width, height);
                const BlockShape shape = engine::block_shape_for(new_boxes[slot_index], rect, width, height);
                ++blocks[shape.column_bits + shape.row_bits];
                nodes += shape.size();
                if (nodes >= kNone) {
                    throw std::length_error("TileObjectIndex::rebuild: the node pool would be full (too many or too large objects)");
                }
            }
        }
        lists_.reserve_nodes(nodes);
        blocks_.reserve_free_lists(blocks);
    }

    /// Moves an object that outgrew its block into a bigger one (everything relinked).
    void replace_block(std::uint32_t slot_index, const TileRect& new_rect, const TileSpaceBox& new_box) {
        const BlockShape shape = block_shape_for(new_box, new_rect);
        const std::uint32_t block = allocate_block(shape);  // may throw: nothing changed yet
        Slot& slot = slots_[slot_index];
        for_each_tile(slot.rect, [&](TileCoord tile) { unlink(slot_index, tile); });
        blocks_.free(slot.block, slot.shape);
        slot.block = block;
        slot.shape = shape;
        slot.rect = new_rect;
        for_each_tile(new_rect, [&](TileCoord tile) { link(slot_index, tile); });
    }

    // --- the tile lists ----------------------------------------------------------------

    /// Links the object's node for `tile` into the tile's list.
    void link(std::uint32_t slot_index, TileCoord tile) noexcept {
        lists_.link(node_of(slots_[slot_index], tile), slot_index, tile);
        ++counters_.tiles_linked;
    }

    /// Takes the object's node for `tile` out of the tile's list in O(1).
    void unlink(std::uint32_t slot_index, TileCoord tile) noexcept {
        lists_.unlink(node_of(slots_[slot_index], tile), tile);
        ++counters_.tiles_unlinked;
    }

    // --- queries -----------------------------------------------------------------------

    /// Starts a query: a fresh stamp no object carries yet. Throws std::logic_error if
    /// another query is running (their stamps would mix and objects be reported twice).
    std::uint32_t begin_query(const char* where) const {
        if (query_running_) {
            throw std::logic_error(std::string(where) +
                                   ": another query on this index is still alive; queries cannot be "
                                   "nested (collect the first one's results, or let it end, first)");
        }
        if (++query_stamp_ == 0) {
            // Wrapped after 2^32 queries: clear the old stamps so none equals a new one.
            for (QueryFields& fields : fields_) {
                fields.visit_stamp = 0;
            }
            query_stamp_ = 1;
        }
        query_running_ = true;
        ++readers_;
        return query_stamp_;
    }

    void end_query() const noexcept {
        query_running_ = false;
        --readers_;
    }

    std::int32_t width_;
    std::int32_t height_;
    TileObjectLists lists_;  // the per-tile lists, over every object's block of nodes
    NodeBlockPool blocks_;   // which nodes are whose
    // Queries write visit stamps into const indexes: the stamps are scratch space that
    // no observable state depends on once the query ends.
    std::vector<Slot> slots_;
    mutable std::vector<QueryFields> fields_;  // parallel to slots_
    std::uint32_t free_slot_ = kNone;
    std::size_t live_objects_ = 0;
    IndexMaintenanceCounters counters_;
    mutable std::uint32_t query_stamp_ = 0;
    mutable bool query_running_ = false;
    mutable std::uint32_t readers_ = 0;
};

} // namespace engine
