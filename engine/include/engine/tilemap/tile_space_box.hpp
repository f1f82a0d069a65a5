#pragma once
/// Axis-aligned boxes in tile space and the exact tests the object index runs on them.
///
/// What it is for: the object index (object_index.hpp) finds candidate objects through the
/// tiles a query visits, then keeps only the objects whose box really meets the query shape.
/// These are those exact tests. Each one is chosen so that "the box meets the shape" implies
/// "the box shares a tile with the shape's tiles" — otherwise the index could miss an object
/// that a brute-force search over all objects finds.
///
/// Important parts:
/// - `TileSpaceBox`: the half-open box [min, max) — like a tile, it owns its top and left
///   edges but not its bottom and right ones, so a 1 x 1 box starting on a grid line covers
///   exactly one tile. On an axis where min == max the box is the line or point at min;
/// - `boxes_overlap(a, b)`: the half-open boxes share a point (matches `tiles_in_rect`);
/// - `box_touches_disk(box, centre, radius)`: the closed box meets the closed disk (matches
///   `tiles_in_circle`, which yields every tile whose closed square meets the closed disk);
/// - `segment_entry_fraction(box, a, b)`: where segment a -> b first enters the box's open
///   interior, as a fraction in [0, 1], or nothing. Open interior, because the segment
///   traversal promises every tile whose interior the segment crosses, but only some of the
///   tiles it merely grazes along an edge or at a corner. A box without area is never hit.
///
///     using namespace engine;
///     const auto box = TileSpaceBox::from_centre({4.0, 4.0}, 0.5, 1.0);  // [3.5,4.5) x [3,5)
///     if (boxes_overlap(box, TileSpaceBox::from_corners({4.5, 3.0}, {6.0, 5.0}))) return 1;  // edge only
///     if (!box_touches_disk(box, {6.0, 4.0}, 1.5)) return 1;                 // touches at x=4.5
///     if (segment_entry_fraction(box, {0.0, 4.0}, {8.0, 4.0}) != 0.4375) return 1;  // x = 3.5
///
/// Source: the exact-test-after-candidate-search split is the pattern of "Using tilemaps as
/// accelerating data structure" (GameDev<T>, Paul Scharf, genericgamedev.com): the tiles
/// return a small superset, the caller filters it by the real criterion.

#include <engine/numbers.hpp>
#include <engine/tilemap/tile_space.hpp>
#include <engine/units/math.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>

namespace engine {

namespace detail {

/// std::min / std::max of two coordinates, except that a NaN in either comes out as NaN:
/// std::min(0, NaN) is 0, which would turn a corner at NaN into a valid-looking box that
/// the index then accepts. Kept NaN, the box is refused by `validate_box` (the fuzz and
/// bad-input tests found this, tests/BAD_INPUTS.md).
template <class T>
constexpr T smaller_keeping_nan(T a, T b) noexcept {
    return (a != a || b != b) ? std::numeric_limits<T>::quiet_NaN() : std::min(a, b);
}
/// See smaller_keeping_nan.
template <class T>
constexpr T larger_keeping_nan(T a, T b) noexcept {
    return (a != a || b != b) ? std::numeric_limits<T>::quiet_NaN() : std::max(a, b);
}

} // namespace detail

/// A half-open axis-aligned box [min.x, max.x) x [min.y, max.y) in tile space.
/// Invariant kept by the object index: finite coordinates, min <= max on both axes.
struct TileSpaceBox {
    /// The top-left corner (smallest coordinates); inside the box.
    TileSpacePoint min;
    /// The bottom-right corner (largest coordinates); outside the box unless an axis is empty.
    TileSpacePoint max;

    /// The box spanned by two opposite corners given in any order (a NaN coordinate stays
    /// NaN, so that the index refuses the box).
    [[nodiscard]] static constexpr TileSpaceBox from_corners(TileSpacePoint a, TileSpacePoint b) noexcept {
        return {{detail::smaller_keeping_nan(a.x, b.x), detail::smaller_keeping_nan(a.y, b.y)},
                {detail::larger_keeping_nan(a.x, b.x), detail::larger_keeping_nan(a.y, b.y)}};
    }

    /// The box centred on `centre` reaching `half_width` and `half_height` tiles to each side.
    /// Throws std::invalid_argument when a half extent is negative or not finite.
    [[nodiscard]] static TileSpaceBox from_centre(TileSpacePoint centre, double half_width, double half_height) {
        if (!(half_width >= 0.0) || !engine::is_finite(half_width)) {
            throw std::invalid_argument("TileSpaceBox::from_centre: half_width must be finite and >= 0, got " +
                                        describe_number(half_width));
        }
        if (!(half_height >= 0.0) || !engine::is_finite(half_height)) {
            throw std::invalid_argument("TileSpaceBox::from_centre: half_height must be finite and >= 0, got " +
                                        describe_number(half_height));
        }
        return {{centre.x - half_width, centre.y - half_height}, {centre.x + half_width, centre.y + half_height}};
    }

    /// Boxes are equal when their corners are.
    friend constexpr bool operator==(const TileSpaceBox&, const TileSpaceBox&) = default;
};

/// Throws std::invalid_argument naming `where` and the bad coordinate unless the box has
/// finite coordinates and min <= max on both axes.
inline void validate_box(const TileSpaceBox& box, const char* where) {
    const auto fail = [&](const char* what) {
        throw std::invalid_argument(std::string(where) + ": box " + what + " (min = (" + describe_number(box.min.x) +
                                    ", " + describe_number(box.min.y) + "), max = (" + describe_number(box.max.x) +
                                    ", " + describe_number(box.max.y) + "))");
    };
    if (!engine::is_finite(box.min.x) || !engine::is_finite(box.min.y) || !engine::is_finite(box.max.x) ||
        !engine::is_finite(box.max.y)) {
        fail("has a NaN or infinite coordinate");
    }
    if (box.min.x > box.max.x || box.min.y > box.max.y) {
        fail("has min > max (use TileSpaceBox::from_corners for corners in any order)");
    }
}

namespace detail {

/// One axis of `boxes_overlap`: the extents [a_low, a_high) and [b_low, b_high) share a point,
/// an extent of zero size being the single point at its low end.
constexpr bool extents_overlap(double a_low, double a_high, double b_low, double b_high) noexcept {
    if (a_low == a_high) {
        return b_low == b_high ? a_low == b_low : (b_low <= a_low && a_low < b_high);
    }
    if (b_low == b_high) {
        return a_low <= b_low && b_low < a_high;
    }
    return a_low < b_high && b_low < a_high;
}

/// How far `value` lies outside [low, high] (0 inside).
constexpr double distance_outside(double value, double low, double high) noexcept {
    return std::max({low - value, 0.0, value - high});
}

} // namespace detail

/// The part of `box` inside `area`: each extent of non-zero size is cut to the area's; an
/// extent of zero size (a line or point) is kept as it is. The caller guarantees that the
/// box overlaps the area (`boxes_overlap`), so the result is never empty.
[[nodiscard]] constexpr TileSpaceBox clip_box(const TileSpaceBox& box, const TileSpaceBox& area) noexcept {
    const auto clip = [](double& low, double& high, double area_low, double area_high) {
        if (low != high) {
            low = std::max(low, area_low);
            high = std::min(high, area_high);
        }
    };
    TileSpaceBox clipped = box;
    clip(clipped.min.x, clipped.max.x, area.min.x, area.max.x);
    clip(clipped.min.y, clipped.max.y, area.min.y, area.max.y);
    return clipped;
}

/// True when the half-open boxes share at least one point. Boxes that only touch along an
/// edge do not overlap, exactly as neighbouring tiles do not.
[[nodiscard]] constexpr bool boxes_overlap(const TileSpaceBox& a, const TileSpaceBox& b) noexcept {
    return detail::extents_overlap(a.min.x, a.max.x, b.min.x, b.max.x) &&
           detail::extents_overlap(a.min.y, a.max.y, b.min.y, b.max.y);
}

/// True when the closed box [min, max] meets the closed disk of `radius` around `centre`.
/// Exact for coordinates on the 2^-10 grid within 2^20 and radius <= 2^12: the per-axis
/// distances are exact, and rejecting a distance above the radius before squaring keeps the
/// squares below 2^24, where double arithmetic on that grid is exact.
[[nodiscard]] constexpr bool box_touches_disk(const TileSpaceBox& box, TileSpacePoint centre, double radius) noexcept {
    const double dx = detail::distance_outside(centre.x, box.min.x, box.max.x);
    const double dy = detail::distance_outside(centre.y, box.min.y, box.max.y);
    if (dx > radius || dy > radius) {
        return false;
    }
    return dx * dx + dy * dy <= radius * radius;
}

/// The fraction t in [0, 1] where the segment from `from` to `to` first enters the open
/// interior of `box` (0 when it starts inside), or std::nullopt when it never passes through
/// the interior. This is the slab test: on each axis the segment is strictly inside the box
/// for t in an open interval; the segment hits when the intersection of those intervals with
/// [0, 1] is not empty. IEEE division rounds monotonically, so a reported hit is always a true
/// hit (the comparisons can only lose, never invent, an intersection of zero width).
[[nodiscard]] inline std::optional<double> segment_entry_fraction(const TileSpaceBox& box, TileSpacePoint from,
                                                                  TileSpacePoint to) noexcept {
    double enter = -std::numeric_limits<double>::infinity();
    double leave = std::numeric_limits<double>::infinity();
    const auto clip_axis = [&](double start, double end, double low, double high) {
        const double delta = end - start;
        if (delta == 0.0) {
            return low < start && start < high;  // parallel: inside the slab or never
        }
        const double t_low = (low - start) / delta;
        const double t_high = (high - start) / delta;
        enter = std::max(enter, std::min(t_low, t_high));
        leave = std::min(leave, std::max(t_low, t_high));
        return true;
    };
    if (!clip_axis(from.x, to.x, box.min.x, box.max.x) || !clip_axis(from.y, to.y, box.min.y, box.max.y)) {
        return std::nullopt;
    }
    if (enter < leave && enter < 1.0 && leave > 0.0) {
        return std::max(enter, 0.0);
    }
    return std::nullopt;
}

} // namespace engine
