#pragma once
/// Directions on a tile grid: one `Direction`, and `Directions`, a set of them.
///
/// What it is for: naming "the tile to the left" or "the tiles a robot may enter"
/// without hard-coding coordinate offsets all over the game.
///
/// Important parts:
/// - `Direction`: the eight compass directions plus `None`, numbered 1..8
///   counter-clockwise on screen starting at `Right`, so they index tables. (A facing
///   angle, `Direction2` in units/direction2.hpp, grows the other way — clockwise on
///   screen — because its sign follows the y-down axes; a Direction's number follows the
///   compass.)
/// - `step(direction)`: the tile offset of one step. **y grows downward** (the
///   screen convention, docs/DESIGN.md §2), so `Up` is (0, -1) and `Down` is (0, +1);
/// - `opposite(direction)`: the direction pointing back (`None` stays `None`);
/// - `Directions`: a set of directions in one byte, one bit per direction, with
///   the set operations and range-for iteration in `kAllDirections` order.
///
///     engine::TileCoord above = engine::moved({3, 3}, engine::Direction::Up);
///     if (above != engine::TileCoord{3, 2}) return 1;
///     auto open = engine::Directions{engine::Direction::Left}.with(engine::Direction::Up);
///     const engine::Direction expected[] = {engine::Direction::Up, engine::Direction::Left};
///     int n = 0;
///     for (engine::Direction d : open) { if (d != expected[n++]) return 1; }   // Up, then Left
///
/// Source: "Taking steps and other useful tilemap helpers" in the GameDev<T>
/// series (Paul Scharf, genericgamedev.com): an enum with consecutive values
/// used as a direct-access table of steps, and a flags enum for sets of them.

#include "engine/tilemap/tile_space.hpp"

#include <array>
#include <cstdint>
#include <iterator>
#include <string_view>

namespace engine {

/// One of the eight directions to a neighbouring tile, or `None`.
/// The values are consecutive so that they can index tables (`step`, names).
enum class Direction : std::uint8_t {
    None = 0,
    Right = 1,
    UpRight = 2,
    Up = 3,
    UpLeft = 4,
    Left = 5,
    DownLeft = 6,
    Down = 7,
    DownRight = 8,
};

/// The eight real directions (no `None`), counter-clockwise on screen from `Right`.
/// This is the order in which `Directions` and `TileRef::neighbours()` iterate.
inline constexpr std::array<Direction, 8> kAllDirections{
    Direction::Right, Direction::UpRight,  Direction::Up,   Direction::UpLeft,
    Direction::Left,  Direction::DownLeft, Direction::Down, Direction::DownRight,
};

namespace detail {
// Indexed by the Direction value; y grows downward, so "up" is y - 1.
inline constexpr std::array<TileCoord, 9> kDirectionSteps{{
    {0, 0},   // None
    {1, 0},   // Right
    {1, -1},  // UpRight
    {0, -1},  // Up
    {-1, -1}, // UpLeft
    {-1, 0},  // Left
    {-1, 1},  // DownLeft
    {0, 1},   // Down
    {1, 1},   // DownRight
}};

inline constexpr std::array<std::string_view, 9> kDirectionNames{
    "none", "right", "up-right", "up", "up-left", "left", "down-left", "down", "down-right",
};

constexpr std::uint8_t index_of(Direction direction) noexcept { return static_cast<std::uint8_t>(direction); }
} // namespace detail

/// The tile offset of one step in `direction`: `Up` is (0, -1) because y grows
/// downward; `None` is (0, 0).
constexpr TileCoord step(Direction direction) noexcept { return detail::kDirectionSteps[detail::index_of(direction)]; }

/// The tile one step from `tile` in `direction`.
constexpr TileCoord moved(TileCoord tile, Direction direction) noexcept {
    const TileCoord offset = step(direction);
    return {tile.x + offset.x, tile.y + offset.y};
}

/// The direction pointing the other way (`Up` <-> `Down`, `UpRight` <-> `DownLeft`);
/// `None` is its own opposite.
constexpr Direction opposite(Direction direction) noexcept {
    if (direction == Direction::None) {
        return Direction::None;
    }
    // Half a turn is four places along the 1..8 cycle.
    return static_cast<Direction>((detail::index_of(direction) - 1 + 4) % 8 + 1);
}

/// True for the four diagonal directions.
constexpr bool is_diagonal(Direction direction) noexcept {
    const TileCoord offset = step(direction);
    return offset.x != 0 && offset.y != 0;
}

/// A lower-case name for display ("up-left"); "none" for `None`.
constexpr std::string_view name(Direction direction) noexcept { return detail::kDirectionNames[detail::index_of(direction)]; }

/// A set of directions, one bit each, in a single byte (the articles' flags enum).
/// Adding or asking about `Direction::None` is harmless: it has no bit.
/// Not used by the game (tests: tests/tilemap/direction_test.cpp).
class Directions {
public:
    /// The empty set.
    constexpr Directions() noexcept = default;

    /// The set holding just `direction` (empty for `None`). Implicit so that a
    /// single direction can be passed where a set is expected.
    constexpr Directions(Direction direction) noexcept : bits_{bit_of(direction)} {} // NOLINT(google-explicit-constructor)

    /// The set of all eight directions.
    static constexpr Directions all_directions() noexcept { return from_bits(kAllBits); }

    /// The set with exactly these bits (bit k-1 for the direction with value k); extra bits are dropped.
    static constexpr Directions from_bits(std::uint8_t bits) noexcept {
        Directions set;
        set.bits_ = bits;
        return set;
    }

    /// The raw bits, bit k-1 for the direction with value k (for storage in a tile).
    constexpr std::uint8_t bits() const noexcept { return bits_; }

    /// True when `direction` is in the set (never for `None`).
    constexpr bool includes(Direction direction) const noexcept {
        return direction != Direction::None && (bits_ & bit_of(direction)) != 0;
    }

    /// This set plus `direction`.
    constexpr Directions with(Direction direction) const noexcept { return from_bits(bits_ | bit_of(direction)); }

    /// This set minus `direction`.
    constexpr Directions without(Direction direction) const noexcept {
        return from_bits(static_cast<std::uint8_t>(bits_ & ~bit_of(direction)));
    }

    /// Directions in this set or in `other` (`union` is a C++ keyword, hence the name).
    constexpr Directions union_with(Directions other) const noexcept { return from_bits(bits_ | other.bits_); }

    /// Directions in both sets.
    constexpr Directions intersect(Directions other) const noexcept { return from_bits(bits_ & other.bits_); }

    /// Directions in this set but not in `other`.
    constexpr Directions except(Directions other) const noexcept {
        return from_bits(static_cast<std::uint8_t>(bits_ & ~other.bits_));
    }

    /// True when the set is not empty.
    constexpr bool any() const noexcept { return bits_ != 0; }

    /// True when the set shares at least one direction with `match`.
    constexpr bool any(Directions match) const noexcept { return intersect(match).any(); }

    /// True when the set holds all eight directions.
    constexpr bool all() const noexcept { return bits_ == kAllBits; }

    /// True when every direction of `match` is in the set (true for an empty `match`).
    constexpr bool all(Directions match) const noexcept { return (bits_ & match.bits_) == match.bits_; }

    /// True when the set is empty.
    constexpr bool empty() const noexcept { return bits_ == 0; }

    /// How many directions the set holds (0..8).
    constexpr int count() const noexcept {
        int total = 0;
        for (std::uint8_t rest = bits_; rest != 0; rest = static_cast<std::uint8_t>(rest & (rest - 1))) {
            ++total;
        }
        return total;
    }

    /// Same members.
    friend constexpr bool operator==(Directions, Directions) noexcept = default;

    /// Forward iterator over the directions in the set, in `kAllDirections` order.
    class Iterator {
    public:
        using value_type = Direction;
        using difference_type = std::ptrdiff_t;

        /// The end iterator.
        constexpr Iterator() noexcept = default;
        /// The first direction of `bits` at or after `value` (1-based).
        constexpr Iterator(std::uint8_t bits, std::uint8_t value) noexcept : bits_{bits}, value_{value} { skip_absent(); }

        /// The current direction.
        constexpr Direction operator*() const noexcept { return static_cast<Direction>(value_); }
        /// Moves to the next direction in the set.
        constexpr Iterator& operator++() noexcept {
            ++value_;
            skip_absent();
            return *this;
        }
        /// Moves to the next direction in the set, returning the old position.
        constexpr Iterator operator++(int) noexcept {
            Iterator old = *this;
            ++*this;
            return old;
        }
        /// Same position.
        friend constexpr bool operator==(const Iterator&, const Iterator&) noexcept = default;

    private:
        constexpr void skip_absent() noexcept {
            while (value_ <= 8 && (bits_ & (1u << (value_ - 1))) == 0) {
                ++value_;
            }
            if (value_ > 8) {
                *this = Iterator{};
            }
        }

        std::uint8_t bits_ = 0;
        std::uint8_t value_ = 9; // one past DownRight: the end
    };

    /// The first direction in the set.
    constexpr Iterator begin() const noexcept { return Iterator{bits_, 1}; }
    /// One past the last direction in the set.
    constexpr Iterator end() const noexcept { return Iterator{}; }

private:
    static constexpr std::uint8_t kAllBits = 0xFF;

    static constexpr std::uint8_t bit_of(Direction direction) noexcept {
        // The articles' formula: direction k lives in bit k-1; None has no bit.
        return direction == Direction::None ? std::uint8_t{0}
                                            : static_cast<std::uint8_t>(1u << (detail::index_of(direction) - 1));
    }

    std::uint8_t bits_ = 0;
};

/// The union of two sets (same as `a.union_with(b)`).
constexpr Directions operator|(Directions a, Directions b) noexcept { return a.union_with(b); }
/// The intersection of two sets (same as `a.intersect(b)`).
constexpr Directions operator&(Directions a, Directions b) noexcept { return a.intersect(b); }

} // namespace engine
