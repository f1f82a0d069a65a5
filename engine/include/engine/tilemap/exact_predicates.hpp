#pragma once
/// Exact geometric decisions for doubles: fast when the answer is clear, exact
/// always.
///
/// What it is for: the tile queries promise results that are exact for the
/// input as given (the segment walk's step order at a grid corner, whether a
/// tile's square meets a disk). Both decisions are the sign of a small
/// polynomial in the input doubles. Each function here first evaluates it in
/// double precision together with a bound on that evaluation's rounding error;
/// only when the value lies inside its error bound (the input passes within
/// about 1e-16 of a corner or of the disk's rim, relative to its size) does it
/// recompute the value exactly with `ExactNumber` (exact_number.hpp).
///
/// Important parts:
/// - `orientation(a, b, c)`: the sign of (b - a) x (c - a), the "orient2d"
///   predicate: +1 when c lies counterclockwise of a -> b in a y-up frame;
/// - `corner_crossing_order(a, b, corner, step_x, step_y)`: which grid line the
///   segment a -> b crosses first at a corner ahead of it — the segment walk's
///   one decision;
/// - `square_meets_disk(x, y, centre, radius)`: does the closed square
///   [x, x+1] x [y, y+1] meet the closed disk — the circle query's one test.
///
///     // Does the segment (0.1, 0.1) -> (2.9, 2.2) reach x = 1 before y = 1?
///     int order = engine::corner_crossing_order({0.1, 0.1}, {2.9, 2.2}, {1.0, 1.0}, 1, 1);
///     if (order != -1) return 1;  // -1: yes
///
/// The error bound: with u = 2^-53 (half an ulp of 1), each of the operations
/// d = (b - a), p = d1 * d2, and p1 - p2 adds a relative error of at most u, so
/// the computed p1 - p2 is within about 3u (|p1| + |p2|) of the true value;
/// `kRelativeBound` is a safe multiple of that. A product that underflows has
/// an absolute error of at most 2^-1075 instead, which `kAbsoluteBound`
/// covers. Outside that band the double's sign is the true sign.
///
/// Source: Jonathan Richard Shewchuk, "Adaptive Precision Floating-Point
/// Arithmetic and Fast Robust Geometric Predicates" (Discrete & Computational
/// Geometry, 1997), https://www.cs.cmu.edu/~quake/robust.html — the filter
/// ("ccwerrboundA") and the exact fallback; this project's fallback is a big
/// integer rather than his expansions (see exact_number.hpp for why).

#include "engine/tilemap/exact_number.hpp"
#include "engine/tilemap/tile_space.hpp"

#include <cmath>
#include <cstdint>

namespace engine {
namespace detail {

/// 8u: the double evaluations below have at most about 3u (orientation) or 5u
/// (disk) relative error; 8u leaves margin for the analysis' second-order terms.
inline constexpr double kRelativeBound = 8.0 * 0x1p-53;
/// Covers the absolute error of products that underflow (2^-1075 each).
inline constexpr double kAbsoluteBound = 0x1p-1070;

constexpr int sign_of(double value) noexcept { return (value > 0.0) - (value < 0.0); }

} // namespace detail

/// The sign of the cross product (b - a) x (c - a) =
/// (b.x - a.x)(c.y - a.y) - (b.y - a.y)(c.x - a.x), exactly, for finite
/// coordinates below 2^63 in magnitude.
inline int orientation(TileSpacePoint a, TileSpacePoint b, TileSpacePoint c) {
    const double left = (b.x - a.x) * (c.y - a.y);
    const double right = (b.y - a.y) * (c.x - a.x);
    const double value = left - right;
    const double bound = detail::kRelativeBound * (std::fabs(left) + std::fabs(right)) + detail::kAbsoluteBound;
    if (value > bound || value < -bound) {
        return detail::sign_of(value);
    }
    const ExactNumber ax{a.x}, ay{a.y};
    return ((ExactNumber{b.x} - ax) * (ExactNumber{c.y} - ay) - (ExactNumber{b.y} - ay) * (ExactNumber{c.x} - ax)).sign();
}

/// Which line the segment a -> b crosses first at `corner`, the corner ahead of
/// a walk that moves `step_x`, `step_y` (-1, 0, +1: the signs of b - a) per
/// step: -1 when it reaches the vertical line x = corner.x first, +1 when it
/// reaches the horizontal line y = corner.y first, 0 when it passes through the
/// corner itself. A segment that does not move in x never reaches a vertical
/// line (+1); one that does not move in y, never a horizontal one (-1).
///
/// Why the orientation: the crossings are at t_x = (corner.x - a.x) / dx and
/// t_y = (corner.y - a.y) / dy, both >= 0, so t_x - t_y has the sign of
/// (corner.x - a.x) * dy - (corner.y - a.y) * dx multiplied by sign(dx * dy),
/// and that difference is -orientation(a, b, corner).
inline int corner_crossing_order(TileSpacePoint a, TileSpacePoint b, TileSpacePoint corner, int step_x, int step_y) {
    if (step_x == 0) {
        return 1;
    }
    if (step_y == 0) {
        return -1;
    }
    return -orientation(a, b, corner) * step_x * step_y;
}

/// True when the closed square [x, x + 1] x [y, y + 1] meets the closed disk
/// (`centre`, `radius`), exactly, for |coordinates| and radius below 2^31.
/// The gap between the centre and the square on each axis is 0 inside the
/// square's span; the square meets the disk when gap_x^2 + gap_y^2 <= radius^2.
inline bool square_meets_disk(std::int64_t x, std::int64_t y, TileSpacePoint centre, double radius) {
    const double low_x = static_cast<double>(x);
    const double low_y = static_cast<double>(y);
    // Which side of the square the centre is on is an exact comparison; only
    // the gaps themselves round.
    const auto gap = [](double low, double value) {
        return value < low ? low - value : (value > low + 1.0 ? value - (low + 1.0) : 0.0);
    };
    const double gap_x = gap(low_x, centre.x);
    const double gap_y = gap(low_y, centre.y);
    const double reach = gap_x * gap_x + gap_y * gap_y;
    const double radius_squared = radius * radius;
    const double value = reach - radius_squared;
    const double bound = detail::kRelativeBound * (reach + radius_squared) + detail::kAbsoluteBound;
    if (value > bound || value < -bound) {
        return value < 0.0;
    }
    const auto exact_gap = [](double low, double value) {
        if (value < low) {
            return ExactNumber{low} - ExactNumber{value};
        }
        if (value > low + 1.0) {
            return ExactNumber{value} - ExactNumber{low + 1.0};
        }
        return ExactNumber{};
    };
    const ExactNumber exact_x = exact_gap(low_x, centre.x);
    const ExactNumber exact_y = exact_gap(low_y, centre.y);
    const ExactNumber exact_radius{radius};
    return (exact_x * exact_x + exact_y * exact_y - exact_radius * exact_radius).sign() <= 0;
}

} // namespace engine
