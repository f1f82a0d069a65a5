#pragma once
/// `TileRef<T>`: a small value naming one tile of one `Tilemap<T>` — a map
/// pointer plus coordinates — rather than the tile's contents.
///
/// What it is for: remembering *where* something is (the tile a robot stands on)
/// even while the tile's contents change, and walking to neighbours without
/// writing coordinate offsets by hand.
///
/// Important parts:
/// - `valid()`: the coordinates lie inside the map (a ref may point outside on
///   purpose, e.g. the neighbour of an edge tile);
/// - `value()`: the tile's current contents (checked: throws for an invalid ref);
/// - `neighbour(direction)`, `neighbours()` (all eight, valid or not) and
///   `valid_neighbours()` (only those inside the map) — lazy, allocation-free.
///
///     engine::Tilemap<int> heights(8, 8);
///     engine::TileRef<int> here = heights.tile(0, 0);
///     for (engine::TileRef<int> next : here.valid_neighbours()) { next.value() += 1; }
///     if (heights.at(1, 0) + heights.at(0, 1) + heights.at(1, 1) != 3) return 1;  // a corner has 3
///
/// `TileRef<const T>` is the read-only form (what a const map hands out).
/// Source: "Writing a generic tilemap class" and "Taking steps and other useful
/// tilemap helpers" in the GameDev<T> series (Paul Scharf, genericgamedev.com),
/// which keep the tile reference a value type so walking creates no garbage.

#include "engine/tilemap/direction.hpp"
#include "engine/tilemap/tile_space.hpp"

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <stdexcept>
#include <type_traits>

namespace engine {

template <class T>
class Tilemap;

template <class T>
class NeighbourRange;

/// A reference to the tile at (x, y) of a `Tilemap`. `T` may be `const U` for a
/// read-only reference into a `const Tilemap<U>`.
template <class T>
class TileRef {
public:
    /// The map type this reference points into (const for `TileRef<const U>`).
    using Map = std::conditional_t<std::is_const_v<T>, const Tilemap<std::remove_const_t<T>>, Tilemap<T>>;

    /// A reference to no map at all; `valid()` is false.
    constexpr TileRef() noexcept = default;

    /// A reference to tile (x, y) of `map`; the coordinates may lie outside it.
    constexpr TileRef(Map& map, std::int32_t x, std::int32_t y) noexcept : map_{&map}, x_{x}, y_{y} {}

    /// A read-only copy of a mutable reference.
    template <class U>
        requires(std::is_const_v<T> && std::is_same_v<T, const U>)
    constexpr TileRef(const TileRef<U>& other) noexcept // NOLINT(google-explicit-constructor)
        : map_{other.map()}, x_{other.x()}, y_{other.y()} {}

    /// Column.
    constexpr std::int32_t x() const noexcept { return x_; }
    /// Row.
    constexpr std::int32_t y() const noexcept { return y_; }
    /// Column and row together.
    constexpr TileCoord coord() const noexcept { return {x_, y_}; }
    /// The map referred to (null for a default-constructed reference).
    constexpr Map* map() const noexcept { return map_; }

    /// True when the reference has a map and (x, y) lies inside it.
    bool valid() const noexcept { return map_ != nullptr && map_->contains(x_, y_); }

    /// The tile's current contents. Throws `std::out_of_range` (naming the
    /// coordinates) when the reference is not valid.
    T& value() const {
        if (map_ == nullptr) {
            throw std::out_of_range("TileRef::value: the reference has no map");
        }
        return map_->at(x_, y_);
    }

    /// The tile one step away in `direction` (itself for `None`), valid or not.
    /// Coordinates wrap at the int32 limits, which no map reaches, so the result
    /// is then simply invalid.
    constexpr TileRef neighbour(Direction direction) const noexcept {
        const TileCoord offset = step(direction);
        TileRef next = *this;
        next.x_ = wrapping_add(x_, offset.x);
        next.y_ = wrapping_add(y_, offset.y);
        return next;
    }

    /// The eight neighbours in `kAllDirections` order, including those outside the map.
    NeighbourRange<T> neighbours() const noexcept { return NeighbourRange<T>{*this, false}; }

    /// The neighbours that lie inside the map, in `kAllDirections` order (3 at a
    /// corner, 5 on an edge, 8 inside).
    NeighbourRange<T> valid_neighbours() const noexcept { return NeighbourRange<T>{*this, true}; }

    /// Same map and same coordinates.
    friend constexpr bool operator==(const TileRef&, const TileRef&) noexcept = default;

private:
    static constexpr std::int32_t wrapping_add(std::int32_t a, std::int32_t b) noexcept {
        // Unsigned arithmetic wraps by definition; signed overflow would be UB.
        return static_cast<std::int32_t>(static_cast<std::uint32_t>(a) + static_cast<std::uint32_t>(b));
    }

    Map* map_ = nullptr;
    std::int32_t x_ = 0;
    std::int32_t y_ = 0;
};

/// The neighbours of one tile as a lazy range (what `TileRef::neighbours()` and
/// `valid_neighbours()` return).
template <class T>
class NeighbourRange {
public:
    /// The neighbours of `centre`; with `only_valid`, only those inside the map.
    NeighbourRange(TileRef<T> centre, bool only_valid) noexcept : centre_{centre}, only_valid_{only_valid} {}

    /// Iterator over the neighbours, in `kAllDirections` order.
    class Iterator {
    public:
        using value_type = TileRef<T>;
        using difference_type = std::ptrdiff_t;

        /// A singular iterator.
        Iterator() noexcept = default;
        /// Neighbour number `index` (0..8, 8 is the end) of `range`.
        Iterator(const NeighbourRange* range, std::size_t index) noexcept : range_{range}, index_{index} {
            skip_invalid();
        }

        /// The current neighbour.
        TileRef<T> operator*() const noexcept { return range_->centre_.neighbour(kAllDirections[index_]); }
        /// The direction from the centre to the current neighbour.
        Direction direction() const noexcept { return kAllDirections[index_]; }
        /// Next neighbour.
        Iterator& operator++() noexcept {
            ++index_;
            skip_invalid();
            return *this;
        }
        /// Next neighbour, returning the old position.
        Iterator operator++(int) noexcept {
            Iterator old = *this;
            ++*this;
            return old;
        }
        /// Same position.
        friend bool operator==(const Iterator& a, const Iterator& b) noexcept { return a.index_ == b.index_; }

    private:
        void skip_invalid() noexcept {
            if (range_ == nullptr || !range_->only_valid_) {
                return;
            }
            while (index_ < kAllDirections.size() && !range_->centre_.neighbour(kAllDirections[index_]).valid()) {
                ++index_;
            }
        }

        const NeighbourRange* range_ = nullptr;
        std::size_t index_ = kAllDirections.size();
    };

    /// First neighbour.
    Iterator begin() const noexcept { return Iterator{this, 0}; }
    /// One past the last neighbour.
    Iterator end() const noexcept { return Iterator{this, kAllDirections.size()}; }

private:
    TileRef<T> centre_;
    bool only_valid_;
};

} // namespace engine

// TileRef's member bodies call into Tilemap; including it here lets a user
// include either header first.
#include "engine/tilemap/tilemap.hpp"
