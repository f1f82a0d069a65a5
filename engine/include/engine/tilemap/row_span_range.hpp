#pragma once
/// `RowSpanRange`: the lazy range behind the rectangle and circle queries — rows
/// of tiles, each row one contiguous span, walked in row-major order.
///
/// What it is for: a rectangle and a disk are both convex, so each of their rows
/// is a single run of tiles [first_x, last_x]. Only how a row's span is found
/// differs (fixed for a rectangle, a square root or a trimming loop for a
/// circle), so that part is a small "rows" policy and this class does the rest:
/// iteration, early exit with `break`, and counting into `QueryStats`.
///
/// Important parts:
/// - a `Rows` policy has `first_row()`, `last_row()` and
///   `span(row, stats, first_x, last_x)` (false for a row with no tile);
/// - `begin()` restarts the walk and resets `stats()`; the counters are updated
///   as the loop runs, so they are right even after a `break`;
/// - the iterator also tells which row span it is in (`row_first_x()`,
///   `row_last_x()`) for panels that draw spans.
///
///     #include <engine/tilemap/rect_query.hpp>
///     auto tiles = engine::tiles_in_rect({0.5, 0.5}, {2.5, 1.5});
///     auto blocked = [](engine::TileCoord tile) { return tile.y == 1; };
///     for (engine::TileCoord tile : tiles) { if (blocked(tile)) break; }
///     std::int64_t seen = tiles.stats().tiles_visited;
///     if (seen != 4) return 1;   // row 0's three tiles, then (0, 1)
///
/// Source: the row-by-row loops of "Tilemap – tiles intersecting rectangle" and
/// "Tilemaps: circular range queries" (GameDev<T>, Paul Scharf, genericgamedev.com);
/// the lazy range is the C++ form of their C# `yield return`.

#include "engine/tilemap/query_support.hpp"
#include "engine/tilemap/tile_space.hpp"

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>

namespace engine {

/// Tiles row by row, one contiguous span per row, as a lazy range (see file comment).
template <class Rows>
class RowSpanRange {
public:
    /// A range over the rows `rows` describes.
    explicit RowSpanRange(Rows rows) noexcept : rows_{rows} {}

    /// Input iterator over the tiles; compare with `end()` (a `std::default_sentinel_t`).
    class Iterator {
    public:
        using value_type = TileCoord;
        using difference_type = std::ptrdiff_t;

        /// A finished iterator.
        Iterator() noexcept = default;
        /// The first tile of `range` (counts it as visited).
        explicit Iterator(RowSpanRange& range) : range_{&range}, y_{range.rows_.first_row() - 1}, done_{false} {
            enter_next_row();
        }

        /// The current tile.
        TileCoord operator*() const noexcept { return {static_cast<std::int32_t>(x_), static_cast<std::int32_t>(y_)}; }

        /// Moves to the next tile (counts it as visited).
        Iterator& operator++() {
            if (x_ < row_last_x_) {
                ++x_;
                ++range_->stats_.tiles_visited;
            } else {
                enter_next_row();
            }
            return *this;
        }
        /// Moves to the next tile.
        void operator++(int) { ++*this; }

        /// True once the last tile has been passed.
        friend bool operator==(const Iterator& it, std::default_sentinel_t) noexcept { return it.done_; }

        /// First column of the current row's span.
        std::int64_t row_first_x() const noexcept { return row_first_x_; }
        /// Last column of the current row's span.
        std::int64_t row_last_x() const noexcept { return row_last_x_; }

    private:
        void enter_next_row() {
            const std::int64_t last_row = range_->rows_.last_row();
            while (++y_ <= last_row) {
                if (range_->rows_.span(y_, range_->stats_, row_first_x_, row_last_x_)) {
                    x_ = row_first_x_;
                    ++range_->stats_.tiles_visited;
                    return;
                }
            }
            done_ = true;
        }

        RowSpanRange* range_ = nullptr;
        std::int64_t x_ = 0;
        std::int64_t y_ = 0;
        std::int64_t row_first_x_ = 0;
        std::int64_t row_last_x_ = -1;
        bool done_ = true;
    };

    /// Starts (or restarts) the walk and resets `stats()`.
    Iterator begin() {
        stats_ = {};
        return Iterator{*this};
    }
    /// The end marker.
    std::default_sentinel_t end() const noexcept { return {}; }

    /// The pushed form of the walk, a row at a time: calls `visit_row(y, first_x, last_x)`
    /// for each row's span in order. `visit_row` returns the column of the tile where it
    /// stopped, or `std::nullopt` to go on. Resets and counts `stats()` as a loop over
    /// `begin()` .. `end()` that breaks at that tile would (object_queries.hpp's `for_each`
    /// uses it to skip a row's empty tiles without stepping onto each).
    template <class VisitRow>
    void for_each_span(VisitRow&& visit_row) {
        stats_ = {};
        for (std::int64_t y = rows_.first_row(); y <= rows_.last_row(); ++y) {
            std::int64_t first_x = 0;
            std::int64_t last_x = -1;
            if (!rows_.span(y, stats_, first_x, last_x)) {
                continue;
            }
            if (const std::optional<std::int64_t> stopped_at = visit_row(y, first_x, last_x)) {
                stats_.tiles_visited += *stopped_at - first_x + 1;
                return;
            }
            stats_.tiles_visited += last_x - first_x + 1;
        }
    }

    /// What the walk has done so far (since the last `begin()` or `for_each_span`).
    const QueryStats& stats() const noexcept { return stats_; }

    /// The row policy, e.g. to ask a circle query for its bounding rows.
    const Rows& rows() const noexcept { return rows_; }

private:
    Rows rows_;
    QueryStats stats_;
};

} // namespace engine
