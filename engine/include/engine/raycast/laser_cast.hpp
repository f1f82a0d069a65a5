#pragma once
/// Laser casts: where does a segment first hit a level's walls — at the tile, or
/// at the exact pixel the art says is solid?
///
/// Read the simple version first: teach/pixel_cast.hpp, the tile walk and the pixel walk
/// in mixed tiles in one short function, tested equal to `cast_laser` (tests/teach/).
///
/// What it is for: every laser, bullet and line of sight in the game. A robot's
/// beam must stop at the edge of a round pillar or between the bars of a grate,
/// not at the square of the tile that holds them.
///
/// Important parts:
/// - `cast_laser(map, from, to, options)` returns a `CastResult`: the hit kind
///   (none / hit / from inside), the world hit point, the tile, the mask pixel,
///   the outward normal of the face entered, the fraction along the segment, and
///   how many tiles and pixels it looked at (docs/DESIGN.md §7);
/// - `CastMode::Tile` treats any tile with a solid pixel as solid;
///   `CastMode::PixelPerfect` hits the first solid mask pixel the segment enters;
/// - two slow casts come first, kept for teaching and testing:
///   `cast_laser_per_pixel` walks every pixel of the segment (the reference the
///   fast cast must equal, field for field), and `cast_laser_bresenham` is the
///   classic integer line walk of the 2006 article, with its known flaw;
/// - the fast pixel-perfect cast `cast_laser`, the one the game calls, walks
///   tiles with the exact grid walk (grid_walk.hpp), skips empty tiles without
///   looking at a pixel, stops at a full tile's entry face, and walks pixels only
///   inside mixed tiles;
/// - `visit_cast_tiles` replays the tiles a cast walked (the cast keeps only their
///   count), for the inspector's overlay and tilequery's picture.
///
/// The rules at the edges: a segment starting on a solid pixel (tile, in tile
/// mode) is a from-inside hit at its start with no normal; one starting outside
/// the map begins where it enters; one leaving the map ends without a hit where
/// it leaves; a zero-length one tests its start only; after `max_tiles` tiles it
/// ends without a hit where the next tile would begin. The answer is that of the
/// segment as given: the walk steps on the coordinates rounded down to 1/1024
/// pixel, and every step that rounding could flip is decided again exactly on the
/// coordinates as given, which the fraction and the point are computed from too.
/// NaN, infinity or |x| > 2^20 pixels throw `std::invalid_argument` naming the argument.
///
///     using namespace engine;
///     CollisionMap level(4, 1, TileMaskSet::from_function(32, 1, [](int, int x, int) { return x >= 16; }));
///     level.place(2, 0, PlacedTile{.type = 0});      // tile 2 (x 64..96), solid in its right half
///     const Position2 robot = Position2::from_pixels(4, 16), player = Position2::from_pixels(120, 16);
///     CastResult r = cast_laser(level, robot, player);
///     if (r.hit != CastHit::Hit || r.point.x_pixels() != 80) return 1;                            // the art
///     if (cast_laser(level, robot, player, {.mode = CastMode::Tile}).point.x_pixels() != 64) return 1;  // the tile
///
/// Sources: "Lasers and Ray Casting" (Bullet Time Ninja, a flixel
/// game's blog, 2012) for the result (point, tile, max tiles,
/// start-inside and off-map rules); "Ray casting in a 2D tile-based environment"
/// (CodeProject, 2006) for pixel-perfect hits on
/// per-tile solidity maps built from the art's alpha.

#include "engine/raycast/collision_map.hpp"
#include "engine/tilemap/grid_walk.hpp"
#include "engine/tilemap/direction.hpp"
#include "engine/tilemap/pixel_space.hpp"
#include "engine/units.hpp"

#include <cstdint>
#include <limits>

namespace engine {

/// What counts as solid for a cast.
enum class CastMode : std::uint8_t {
    Tile,         ///< a tile with any solid pixel is solid as a whole
    PixelPerfect, ///< only the solid pixels of the tiles' masks
};

/// How a cast ended.
enum class CastHit : std::uint8_t {
    None,       ///< nothing solid before the end, the map's edge or the tile limit
    Hit,        ///< entered something solid
    FromInside, ///< started inside something solid
};

/// Name of a cast outcome ("none", "hit", "from-inside").
constexpr const char* to_string(CastHit hit) noexcept {
    switch (hit) {
    case CastHit::None:
        return "none";
    case CastHit::Hit:
        return "hit";
    case CastHit::FromInside:
        return "from-inside";
    }
    return "?";
}

/// No limit on the tiles a cast may visit.
inline constexpr std::int64_t kNoTileLimit = std::numeric_limits<std::int64_t>::max();

/// Parameters of a cast.
struct CastOptions {
    CastMode mode = CastMode::PixelPerfect; ///< tile or pixel-perfect solidity
    std::int64_t max_tiles = kNoTileLimit;  ///< stop, without a hit, after this many map tiles
};

/// What a cast found.
struct CastResult {
    CastHit hit = CastHit::None; ///< how it ended
    /// Where it ended in world pixels: the hit point, the start (from inside), or
    /// the end point, the map's edge or the tile limit (no hit).
    Position2 point;
    /// The hit tile; without a hit, the last tile visited on the map.
    TileCoord tile;
    /// The world pixel (= mask pixel) where it ended: the solid pixel hit in
    /// pixel-perfect mode, the pixel where it entered the hit tile in tile mode.
    PixelCoord pixel;
    /// Outward normal of the face entered: `Left` for a face hit while moving
    /// right, `Up` for a face hit while moving down (y grows down). `None` when
    /// there is no hit or the cast started inside.
    Direction normal = Direction::None;
    /// Where along from -> to it ended: 0 at `from`, 1 at `to`.
    double fraction = 1.0;
    /// Map tiles the cast visited, the last one included.
    std::int64_t tiles_visited = 0;
    /// Mask pixels it tested one by one (0 for tiles it could decide as a whole).
    std::int64_t pixels_tested = 0;

    /// Same outcome, field for field.
    friend bool operator==(const CastResult&, const CastResult&) = default;
};

namespace detail {
/// A cast's segment on the fixed-point grid (in pixels), where every walk is exact:
/// checked, naming `caller` and the argument ("cast_laser: from.x"), then rounded.
/// Every cast and `visit_cast_tiles` start here, so a replay starts where the cast did.
inline FixedSegment cast_segment(Position2 from, Position2 to, const char* caller) {
    return FixedSegment::checked({from.x_pixels(), from.y_pixels()}, {to.x_pixels(), to.y_pixels()}, caller,
                                 {"from.x", "from.y", "to.x", "to.y"});
}
} // namespace detail

/// The map tiles `cast_laser(map, from, to)` walks, in order: `visit(tile)` for the
/// first `count` of them (its `tiles_visited`, say), and how many there were. The
/// cast keeps only the count — a list would cost every game cast — so the inspector
/// and tilequery replay its walk here when they draw it: the same `GridWalk` from the
/// same `FixedSegment`, skipping tiles before the map and stopping where it leaves
/// the map. Throws like `cast_laser` for a bad coordinate, naming `caller`.
template <class Visit>
std::uint64_t visit_cast_tiles(const CollisionMap& map, Position2 from, Position2 to, std::uint64_t count, Visit&& visit,
                               const char* caller = "visit_cast_tiles") {
    GridWalk walk(detail::cast_segment(from, to, caller), std::int64_t{map.tile_size()} * kFixedScale);
    std::uint64_t visited = 0;
    bool on_map_yet = false;
    while (visited < count) {
        const TileCoord cell = walk.cell();
        if (map.contains(cell.x, cell.y)) {
            on_map_yet = true;
            visit(cell);
            ++visited;
        } else if (on_map_yet) {
            break; // the cast stops where it leaves the map
        }
        if (walk.at_end()) {
            break;
        }
        walk.step();
    }
    return visited;
}

/// The reference: the same cast by walking every pixel of the segment with
/// `tiles_on_segment` at pixel resolution and testing each one. Slow, obviously
/// right, and equal to `cast_laser` in every field but `pixels_tested`.
/// Reference variant: the game does not use it; tests/raycast/laser_cast_property_test.cpp,
/// tests/raycast/shipped_levels_cast_test.cpp and tests/fuzz/fuzz_laser_cast.cpp compare
/// `cast_laser` with it.
CastResult cast_laser_per_pixel(const CollisionMap& map, Position2 from, Position2 to,
                                const CastOptions& options = {});

/// The 2006 article's walk: Bresenham's integer line from the start pixel to the
/// end pixel, testing each pixel it plots. It moves diagonally when the error
/// term says so, and a diagonal move passes *between* two pixels that touch at
/// a corner — so a beam can slip through a wall one pixel thick drawn as a
/// diagonal staircase. Kept to show that flaw (see the tests); pixel-perfect
/// mode only, normal always `None`, no tile limit.
/// Not used by the game (docs/learn/07_lasers.md names it; tests/raycast/laser_cast_test.cpp
/// shows the slip the exact walk does not make).
CastResult cast_laser_bresenham(const CollisionMap& map, Position2 from, Position2 to);

/// Casts the segment from -> to against `map` (world pixels, the map's tile
/// (0, 0) at the origin) with the fast walk. See the file comment for the rules.
CastResult cast_laser(const CollisionMap& map, Position2 from, Position2 to, const CastOptions& options = {});

/// Casts from `origin` along `facing` for at most `max_length`.
/// Not used by the game, which casts between two points (tests: tests/fuzz/fuzz_laser_cast.cpp,
/// tests/bad_inputs/).
CastResult cast_laser(const CollisionMap& map, Position2 origin, Direction2 facing, Length max_length,
                      const CastOptions& options = {});

} // namespace engine
