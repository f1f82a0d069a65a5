#pragma once
/// `Tilemap<T>`: a width x height grid of tiles of any type in one contiguous array.
///
/// What it is for: the level's collision grid (`Tilemap<TileKind>`), the object
/// index's grid of lists, a path-finder's cost grid — any per-tile data. Queries
/// (rect_query.hpp, circle_query.hpp, segment_query.hpp) name tiles; the map
/// stores what is in them.
///
/// Important parts:
/// - storage is row-major (`x + y * width`), so walking a row touches consecutive
///   memory, and iteration goes y outer, x inner for the same reason;
/// - `at(x, y)` checks the coordinates and throws `std::out_of_range` naming them;
///   `operator()(x, y)` does not check (for inner loops that already clipped);
/// - iterating a map yields `TileRef<T>`s: the value *and* where it is.
///
///     engine::Tilemap<int> costs(4, 3, 1);   // 4 wide, 3 high, every tile 1
///     costs.at(2, 1) = 5;
///     int total = 0;
///     for (engine::TileRef<int> tile : costs) { total += tile.value(); }
///     if (total != 16) return 1;             // eleven 1s and one 5
///
/// Source: "Writing a generic tilemap class" in the GameDev<T> series
/// (Paul Scharf, genericgamedev.com): a generic wrapper that hides the raw
/// array and enumerates row by row for memory locality.

#include "engine/tilemap/tile_ref.hpp"
#include "engine/tilemap/tile_space.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <limits>
#include <span>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

namespace engine {

/// A rectangle of whole tiles [x, x + width) x [y, y + height), e.g. a map's
/// bounds for clipping a query (`tiles_in_rect_clipped(a, b, map.bounds())`).
struct TileRect {
    std::int32_t x = 0;      ///< leftmost column
    std::int32_t y = 0;      ///< top row
    std::int32_t width = 0;  ///< number of columns (0 or more)
    std::int32_t height = 0; ///< number of rows (0 or more)

    /// True when tile (tile_x, tile_y) lies inside.
    constexpr bool contains(std::int64_t tile_x, std::int64_t tile_y) const noexcept {
        return tile_x >= x && tile_y >= y && tile_x < std::int64_t{x} + width && tile_y < std::int64_t{y} + height;
    }

    /// True when the rectangle holds no tile.
    constexpr bool empty() const noexcept { return width <= 0 || height <= 0; }

    /// Same rectangle.
    friend constexpr bool operator==(const TileRect&, const TileRect&) = default;
};

/// A width x height grid of `T`, stored row-major in one `std::vector<T>`.
template <class T>
class Tilemap {
    static_assert(!std::is_same_v<std::remove_cv_t<T>, bool>,
                  "Tilemap<bool> is not supported: std::vector<bool> packs bits and cannot hand out "
                  "references to tiles. Use std::uint8_t or an enum class instead.");

public:
    /// Tile type.
    using value_type = T;

    /// A map of `width` x `height` tiles, each a copy of `fill`.
    /// Throws `std::invalid_argument` for a negative size or one too large to index.
    Tilemap(std::int32_t width, std::int32_t height, const T& fill = T{})
        : width_{width}, height_{height}, tiles_(checked_count(width, height), fill) {}

    /// Columns.
    std::int32_t width() const noexcept { return width_; }
    /// Rows.
    std::int32_t height() const noexcept { return height_; }
    /// Number of tiles, width * height.
    std::size_t size() const noexcept { return tiles_.size(); }
    /// The map's tiles as a rectangle at the origin, for clipping queries.
    TileRect bounds() const noexcept { return {0, 0, width_, height_}; }

    /// True when (x, y) is a tile of this map. Takes int64 so that a neighbour
    /// of an edge tile computed in wider arithmetic can be asked about safely.
    bool contains(std::int64_t x, std::int64_t y) const noexcept {
        // x >= 0 && x < width_ as one unsigned compare: a negative x wraps to a huge
        // value (a map's sides are never negative). Casts ask this once per tile.
        return static_cast<std::uint64_t>(x) < static_cast<std::uint64_t>(width_) &&
               static_cast<std::uint64_t>(y) < static_cast<std::uint64_t>(height_);
    }
    /// True when `tile` is a tile of this map.
    bool contains(TileCoord tile) const noexcept { return contains(tile.x, tile.y); }

    /// The tile at (x, y); throws `std::out_of_range` naming the coordinates and
    /// the map size when (x, y) is outside.
    T& at(std::int64_t x, std::int64_t y) { return tiles_[checked_index(x, y)]; }
    /// The tile at (x, y), read-only; throws like the non-const overload.
    const T& at(std::int64_t x, std::int64_t y) const { return tiles_[checked_index(x, y)]; }
    /// The tile at `tile`, checked.
    T& at(TileCoord tile) { return at(tile.x, tile.y); }
    /// The tile at `tile`, checked, read-only.
    const T& at(TileCoord tile) const { return at(tile.x, tile.y); }

    /// The tile at (x, y) without a bounds check: the caller guarantees `contains(x, y)`.
    T& operator()(std::int32_t x, std::int32_t y) noexcept { return tiles_[index_unchecked(x, y)]; }
    /// The tile at (x, y) without a bounds check, read-only.
    const T& operator()(std::int32_t x, std::int32_t y) const noexcept { return tiles_[index_unchecked(x, y)]; }

    /// All tiles in storage order (row-major), e.g. for bulk loading or hashing.
    std::span<T> values() noexcept { return tiles_; }
    /// All tiles in storage order, read-only.
    std::span<const T> values() const noexcept { return tiles_; }

    /// Sets every tile to `value`.
    void fill(const T& value) { std::fill(tiles_.begin(), tiles_.end(), value); }

    /// A reference to the tile at (x, y) — valid or not; see `TileRef::valid()`.
    TileRef<T> tile(std::int32_t x, std::int32_t y) noexcept { return TileRef<T>{*this, x, y}; }
    /// A read-only reference to the tile at (x, y).
    TileRef<const T> tile(std::int32_t x, std::int32_t y) const noexcept { return TileRef<const T>{*this, x, y}; }

    /// Iterator over tile references, row by row (y outer, x inner): storage order.
    template <class Value>
    class Iterator {
    public:
        using value_type = TileRef<Value>;
        using difference_type = std::ptrdiff_t;
        using Map = typename TileRef<Value>::Map;

        /// A singular iterator (only for assignment).
        Iterator() noexcept = default;
        /// The tile at storage index `index` of `map`.
        Iterator(Map* map, std::size_t index) noexcept : map_{map}, index_{index} {}

        /// A reference to the current tile.
        TileRef<Value> operator*() const noexcept {
            const auto width = static_cast<std::size_t>(map_->width());
            return TileRef<Value>{*map_, static_cast<std::int32_t>(index_ % width), static_cast<std::int32_t>(index_ / width)};
        }
        /// Next tile in storage order.
        Iterator& operator++() noexcept {
            ++index_;
            return *this;
        }
        /// Next tile, returning the old position.
        Iterator operator++(int) noexcept {
            Iterator old = *this;
            ++index_;
            return old;
        }
        /// Same map and position.
        friend bool operator==(const Iterator&, const Iterator&) noexcept = default;

    private:
        Map* map_ = nullptr;
        std::size_t index_ = 0;
    };

    /// First tile (0, 0).
    Iterator<T> begin() noexcept { return {this, 0}; }
    /// One past the last tile.
    Iterator<T> end() noexcept { return {this, tiles_.size()}; }
    /// First tile, read-only.
    Iterator<const T> begin() const noexcept { return {this, 0}; }
    /// One past the last tile, read-only.
    Iterator<const T> end() const noexcept { return {this, tiles_.size()}; }

    /// Same size and same tiles.
    friend bool operator==(const Tilemap&, const Tilemap&) = default;

private:
    static std::size_t checked_count(std::int32_t width, std::int32_t height) {
        if (width < 0 || height < 0) {
            throw std::invalid_argument(std::string("Tilemap: width and height must not be negative, got ") + std::to_string(width) +
                                        " x " + std::to_string(height));
        }
        const auto count = static_cast<std::uint64_t>(width) * static_cast<std::uint64_t>(height);
        if (count > std::numeric_limits<std::ptrdiff_t>::max() / sizeof(T)) {
            throw std::invalid_argument(std::string("Tilemap: ") + std::to_string(width) + " x " + std::to_string(height) +
                                        " tiles do not fit in memory");
        }
        return static_cast<std::size_t>(count);
    }

    std::size_t checked_index(std::int64_t x, std::int64_t y) const {
        if (!contains(x, y)) {
            throw std::out_of_range(std::string("Tilemap::at: tile (") + std::to_string(x) + ", " + std::to_string(y) +
                                    ") is outside the " + std::to_string(width_) + " x " + std::to_string(height_) +
                                    " map");
        }
        return index_unchecked(static_cast<std::int32_t>(x), static_cast<std::int32_t>(y));
    }

    std::size_t index_unchecked(std::int32_t x, std::int32_t y) const noexcept {
        return static_cast<std::size_t>(x) + static_cast<std::size_t>(y) * static_cast<std::size_t>(width_);
    }

    std::int32_t width_;
    std::int32_t height_;
    std::vector<T> tiles_;
};

} // namespace engine
