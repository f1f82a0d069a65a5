// The laser casts of laser_cast.hpp: the fast tile-then-pixel walk, the
// per-pixel reference, and the 2006 article's Bresenham walk.

#include "engine/raycast/laser_cast.hpp"

#include "engine/numbers.hpp"
#include "engine/tilemap/segment_query.hpp"
#include "engine/units/math.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <string>
#include <utility>

#if defined(__SSE2__) || defined(_M_X64) // GCC and Clang say __SSE2__, MSVC only _M_X64
#include <emmintrin.h>
#endif

namespace engine {
namespace {

std::int64_t validated_max_tiles(const CastOptions& options, const char* caller) {
    if (options.max_tiles < 0) {
        throw std::invalid_argument(std::string(caller) + ": max_tiles must not be negative, got " +
                                    std::to_string(options.max_tiles));
    }
    return options.max_tiles;
}

/// The world point of `crossing`, in pixels, on the segment as given. The
/// coordinate of the line it crossed is taken as is, so that a hit point lies
/// exactly on the face it names.
std::pair<double, double> given_point_of(const FixedSegment& segment, const SegmentCrossing& crossing) {
    const auto along = [&](double start, double end) {
        return crossing.fraction == 1.0 ? end : start + crossing.fraction * (end - start);
    };
    const double x = crossing.how == SegmentStep::X ? given_of(crossing.line) : along(segment.given_a.x, segment.given_b.x);
    const double y = crossing.how == SegmentStep::Y ? given_of(crossing.line) : along(segment.given_a.y, segment.given_b.y);
    return {x, y};
}

Position2 point_of(const FixedSegment& segment, const SegmentCrossing& crossing) {
    const auto [x, y] = given_point_of(segment, crossing);
    return Position2::from_pixels(static_cast<float>(x), static_cast<float>(y));
}

/// The face a walk went through to enter its cell, as an outward normal.
Direction entry_normal(SegmentStep how, std::int64_t dx, std::int64_t dy) {
    switch (how) {
    case SegmentStep::X:
        return dx > 0 ? Direction::Left : Direction::Right;
    case SegmentStep::Y:
        return dy > 0 ? Direction::Up : Direction::Down;
    case SegmentStep::Start:
    case SegmentStep::Jump: // the float walk's; the exact walk never jumps
        break;
    }
    return Direction::None;
}

TileCoord tile_of_pixel(PixelCoord pixel, std::int32_t tile_size) {
    return {static_cast<std::int32_t>(detail::floor_div(pixel.x, tile_size)),
            static_cast<std::int32_t>(detail::floor_div(pixel.y, tile_size))};
}

PixelCoord pixel_containing(FixedPoint point) {
    return {static_cast<std::int32_t>(point.x >> kFixedBits), static_cast<std::int32_t>(point.y >> kFixedBits)};
}

/// The result of a cast that found something solid in `pixel`, entered at
/// `entry` (the start: it began inside).
/// Always inlined, like `clear_result`: built where the caster returns it, the result
/// is not copied right after it is written (docs/learn/measurements.md, "Compiler notes").
[[gnu::always_inline]] inline CastResult solid_result(const FixedSegment& segment, PixelCoord pixel, TileCoord tile,
                                                      const SegmentCrossing& entry) {
    CastResult result;
    result.hit = entry.how == SegmentStep::Start ? CastHit::FromInside : CastHit::Hit;
    result.fraction = entry.fraction;
    result.point = point_of(segment, entry);
    result.tile = tile;
    result.pixel = pixel;
    result.normal = entry_normal(entry.how, segment.b.x - segment.a.x, segment.b.y - segment.a.y);
    return result;
}

/// The result of a cast that ended at `end` with nothing hit; `last_tile` is the
/// last map tile it visited, if any.
[[gnu::always_inline]] inline CastResult clear_result(const FixedSegment& segment, const SegmentCrossing& end,
                                                      std::optional<TileCoord> last_tile, std::int32_t tile_size) {
    CastResult result;
    result.fraction = end.fraction;
    result.point = point_of(segment, end);
    const auto [x, y] = given_point_of(segment, end);
    result.pixel = pixel_at(x, y);
    result.tile = last_tile ? *last_tile : tile_of_pixel(pixel_containing(segment.a), tile_size);
    return result;
}

/// How the segment enters the map rectangle [0, end) on one axis.
struct AxisEntry {
    bool inside = false;        ///< the start is already within [0, end)
    bool never = false;         ///< outside and not moving toward it
    std::int64_t line = 0;      ///< the boundary crossed to get in
    std::int64_t distance = 0;  ///< from the start to that boundary (>= 0)
};

AxisEntry axis_entry(std::int64_t start, std::int64_t delta, std::int64_t end) {
    if (start >= 0 && start < end) {
        return {.inside = true};
    }
    if (start < 0) {
        return delta > 0 ? AxisEntry{.line = 0, .distance = -start} : AxisEntry{.never = true};
    }
    return delta < 0 ? AxisEntry{.line = end, .distance = start - end} : AxisEntry{.never = true};
}

/// A grid line, vertical (X) or horizontal (Y), in fixed units: a
/// `SegmentCrossing` without the fraction, which finding the map's edge has no
/// need to divide for.
struct GridLine {
    SegmentStep how;
    std::int64_t line;
};

/// The map's edge across which a segment that starts off the map comes onto it
/// (the boundary it reaches last), for tiles of `tile_fixed` units; nothing when
/// it never reaches the map's rectangle by b. `step_x`, `step_y`: its directions.
/// It takes no walk, so that the caster's loop owns its walk (see `GridWalk::step`).
std::optional<GridLine> map_edge_crossed(const FixedSegment& segment, const CollisionMap& map, std::int64_t tile_fixed,
                                         std::int32_t step_x, std::int32_t step_y) {
    const FixedPoint a = segment.a;
    const FixedPoint d{segment.b.x - segment.a.x, segment.b.y - segment.a.y};
    const AxisEntry x = axis_entry(a.x, d.x, std::int64_t{map.width()} * tile_fixed);
    const AxisEntry y = axis_entry(a.y, d.y, std::int64_t{map.height()} * tile_fixed);
    if (x.never || y.never) {
        return std::nullopt;
    }
    // The segment is inside the map once it is inside on both axes: it enters
    // across the boundary it reaches last. t = distance / |delta|, compared
    // exactly by cross-multiplying; on a tie (a corner) the walk steps x first,
    // so y is the crossing that brings it in.
    bool enters_by_x = y.inside || (!x.inside && x.distance * std::llabs(d.y) > y.distance * std::llabs(d.x));
    if (!x.inside && !y.inside && !segment.on_grid) {
        // Off the fixed grid the comparison above is of the rounded segment; the
        // exact predicate on the input as given decides (a corner: x crossing later).
        const double scale = static_cast<double>(kFixedScale);
        const int order = corner_crossing_order(segment.given_a, segment.given_b,
                                                {static_cast<double>(x.line) / scale, static_cast<double>(y.line) / scale},
                                                step_x, step_y);
        enters_by_x = order > 0;
    }
    const AxisEntry& entry = enters_by_x ? x : y;
    if (entry.distance > std::llabs(enters_by_x ? d.x : d.y)) {
        return std::nullopt; // it would enter after its end point
    }
    return GridLine{enters_by_x ? SegmentStep::X : SegmentStep::Y, entry.line};
}

/// Moves the tile walk, which starts off the map, to the first map tile the
/// segment enters; false when it never enters the map. Always inlined, so that
/// the caster's loop owns its walk, and it moves a copy and copies it back (why:
/// docs/learn/measurements.md, "Compiler notes").
[[gnu::always_inline]] inline bool walk_onto_map(GridWalk& walk, const FixedSegment& segment, const CollisionMap& map) {
    const std::optional<GridLine> edge = map_edge_crossed(segment, map, walk.cell_size(), walk.step_x(), walk.step_y());
    if (!edge) {
        return false;
    }
    GridWalk entered = walk.entering(edge->how, edge->line);
    if (entered.beyond_end()) {
        return false; // it reaches the map's edge exactly at b, which lies outside
    }
    // At a map corner the walk may touch one outside cell before the first map
    // cell, and a segment that only grazes the map never reaches one.
    for (int skipped = 0; skipped < 2 && !map.contains(entered.cell().x, entered.cell().y) && !entered.at_end();
         ++skipped) {
        entered.step();
    }
    if (!map.contains(entered.cell().x, entered.cell().y)) {
        return false;
    }
    walk = entered;
    return true;
}

/// The segment's walk over pixels, placed in the pixel where the tile walk
/// entered its tile at `entry`: the first pixel at the start, else the pixel just
/// across the same grid line (a tile's edge is a pixel's edge).
GridWalk pixel_walk_entering(const FixedSegment& segment, const SegmentCrossing& entry) {
    GridWalk pixels(segment, kFixedScale);
    if (entry.how != SegmentStep::Start) {
        pixels.jump_across(entry.how, entry.line);
    }
    return pixels;
}

/// True when no solid pixel of `mask` (the tile at `left`, `top`) lies in the
/// pixel box around the part of the segment inside the tile — tested a whole
/// mask row at a time, so most sparse tiles are crossed without a pixel walk.
bool segment_box_is_clear(const TileMaskView& mask, std::int32_t left, std::int32_t top, const FixedSegment& segment,
                          double enter, double leave) {
    const std::int32_t size = mask.size();
    const auto pixel_at = [&](double fraction, std::int64_t start, std::int64_t end) {
        const double fixed = static_cast<double>(start) + fraction * static_cast<double>(end - start);
        return static_cast<std::int64_t>(std::floor(fixed / static_cast<double>(kFixedScale)));
    };
    // One pixel of margin covers the cells the walk touches only at a corner.
    const auto clamp_span = [&](std::int64_t a, std::int64_t b, std::int32_t origin) {
        return std::pair{static_cast<std::int32_t>(std::clamp<std::int64_t>(std::min(a, b) - 1 - origin, 0, size - 1)),
                         static_cast<std::int32_t>(std::clamp<std::int64_t>(std::max(a, b) + 1 - origin, 0, size - 1))};
    };
    const auto [x0, x1] = clamp_span(pixel_at(enter, segment.a.x, segment.b.x), pixel_at(leave, segment.a.x, segment.b.x), left);
    const auto [y0, y1] = clamp_span(pixel_at(enter, segment.a.y, segment.b.y), pixel_at(leave, segment.a.y, segment.b.y), top);
    const std::uint64_t columns = span_bits(x0, x1);
    for (std::int32_t y = y0; y <= y1; ++y) {
        if ((mask.row_bits(y) & columns) != 0) {
            return false;
        }
    }
    return true;
}

/// Walks the pixels of mixed `tile`, which the tile walk entered at `entry`
/// and leaves at `exit`, and returns the hit on its first solid pixel, or
/// nothing when the segment crosses the tile (or ends in it) without touching one.
std::optional<CastResult> cast_through_mixed_tile(const CollisionMap& map, const FixedSegment& segment, TileCoord tile,
                                                  const SegmentCrossing& entry, const SegmentCrossing& exit,
                                                  std::int64_t& pixels_tested) {
    const std::int32_t size = map.tile_size();
    const TileMaskView mask = map.mask(tile);
    const std::int32_t left = tile.x * size;
    const std::int32_t top = tile.y * size;
    if (segment_box_is_clear(mask, left, top, segment, entry.fraction, exit.fraction)) {
        return std::nullopt;
    }
    GridWalk pixels = pixel_walk_entering(segment, entry);
    for (;;) {
        const PixelCoord pixel{pixels.cell().x, pixels.cell().y};  // the walk's cell on the one-pixel grid
        const std::int32_t mask_x = pixel.x - left;
        const std::int32_t mask_y = pixel.y - top;
        if (mask_x < 0 || mask_x >= size || mask_y < 0 || mask_y >= size) {
            return std::nullopt; // crossed into the next tile
        }
        ++pixels_tested;
        if (mask.solid(mask_x, mask_y)) {
            return solid_result(segment, pixel, tile, pixels.entry());
        }
        if (pixels.at_end()) {
            return std::nullopt;
        }
        pixels.step();
    }
}

/// The pixel where the tile walk entered its current tile at `entry`, found
/// without walking. Once per cast, so out of line: the tile loop stays small
/// (docs/learn/measurements.md, "Compiler notes").
[[gnu::noinline]] PixelCoord entry_pixel(const FixedSegment& segment, const SegmentCrossing& entry) {
    const GridWalk pixels(segment, kFixedScale);
    // The cell across the entry line, without placing the walk there (its decision is not needed).
    const TileCoord cell = entry.how == SegmentStep::Start ? pixels.cell() : pixels.cell_across(entry.how, entry.line);
    return {cell.x, cell.y};
}

/// The fast cast: the tile walk, and in `PixelPerfect` mode the pixel walk of
/// each mixed tile it enters. One instance per mode: the tile mode's loop has
/// no pixel walk in it at all (docs/learn/measurements.md, "Compiler notes").
template <CastMode Mode>
CastResult cast_tiles_then_pixels(const CollisionMap& map, const FixedSegment& segment, std::int64_t max_tiles) {
    const std::int32_t tile_size = map.tile_size();
    GridWalk tiles(segment, std::int64_t{tile_size} * kFixedScale);
    if (!map.contains(tiles.cell().x, tiles.cell().y) && !walk_onto_map(tiles, segment, map)) {
        return clear_result(segment, SegmentCrossing::end(), std::nullopt, tile_size);
    }
    std::int64_t tiles_visited = 0;
    std::int64_t pixels_tested = 0;
    std::optional<TileCoord> last_tile;
    const auto finish = [&](CastResult result) {
        result.tiles_visited = tiles_visited;
        result.pixels_tested = pixels_tested;
        return result;
    };
    for (;;) {
        const TileCoord tile{tiles.cell().x, tiles.cell().y};
        if (!map.contains(tile.x, tile.y)) {
            return finish(clear_result(segment, tiles.entry(), last_tile, tile_size)); // left the map
        }
        if (tiles_visited == max_tiles) {
            return finish(clear_result(segment, tiles.entry(), last_tile, tile_size));
        }
        ++tiles_visited;
        last_tile = tile;
        const TileClass tile_class = map.tile_class_on_map(tile); // on the map: checked above
        if (tile_class == TileClass::Full || (tile_class == TileClass::Mixed && Mode == CastMode::Tile)) {
            const SegmentCrossing entry = tiles.entry();
            return finish(solid_result(segment, entry_pixel(segment, entry), tile, entry));
        }
        if (Mode == CastMode::PixelPerfect && tile_class == TileClass::Mixed) {
            // The pixel walk gets the crossings, not the tile walk: the loop owns
            // its walk (see `GridWalk::step`).
            if (std::optional<CastResult> hit =
                    cast_through_mixed_tile(map, segment, tile, tiles.entry(), tiles.exit(), pixels_tested)) {
                return finish(*hit);
            }
        }
        if (tiles.at_end()) {
            return finish(clear_result(segment, SegmentCrossing::end(), last_tile, tile_size));
        }
        tiles.step();
    }
}

/// `entry_pixel` with a floating filter in front (the idea of
/// `GridWalk::surely_inside_one_cell`): across a grid line the pixel's column (row)
/// is the line's, and its row (column) is that of the crossing point — in doubles,
/// off by far less than 2^-40 px. When that
/// coordinate lies farther than a generous bound from both lines of its pixel, its
/// floor is the answer: no tie rule applies away from a corner, and the exact
/// crossing lies in the same pixel. Else (a crossing at or very near a pixel's
/// corner, or the start) the pixel walk decides, out of line.
[[gnu::always_inline]] inline PixelCoord filtered_entry_pixel(const FixedSegment& segment, const SegmentCrossing& entry) {
    if (entry.how == SegmentStep::X || entry.how == SegmentStep::Y) {
        const bool vertical = entry.how == SegmentStep::X;
        const double start = vertical ? segment.given_a.y : segment.given_a.x; // the other coordinate
        const double end = vertical ? segment.given_b.y : segment.given_b.x;
        const double along_start = vertical ? segment.given_a.x : segment.given_a.y; // the line's coordinate
        const double along_end = vertical ? segment.given_b.x : segment.given_b.y;
        // From the line and the slope, not from `entry.fraction`: the slope needs only
        // the input, so it is ready long before the walk ends, and the pixel does not
        // wait for the fraction's division. Off by a few units in the last place of
        // |end - start| at most (|line - along_start| <= |along_end - along_start|).
        const double across = start + (given_of(entry.line) - along_start) * ((end - start) / (along_end - along_start));
        const double bound = 0x1p-30 * (1.0 + std::fabs(start) + std::fabs(end) + std::fabs(across));
        if (!(std::fabs(across) < 0x1p40)) [[unlikely]] { // a slope that overflowed (NaN fails too)
            return entry_pixel(segment, entry);
        }
        const double low = static_cast<double>(detail::floor_to_int64(across));
        if (across - low > bound && low + 1.0 - across > bound) [[likely]] {
            // Moving right (down) the pixel beyond the line starts at it; moving left
            // (up) it ends there. Rounding never flips a direction, so the input as given says.
            const bool forward = vertical ? segment.given_b.x > segment.given_a.x : segment.given_b.y > segment.given_a.y;
            const auto crossed = static_cast<std::int32_t>((entry.line >> kFixedBits) - (forward ? 0 : 1));
            const auto other = static_cast<std::int32_t>(low);
            return vertical ? PixelCoord{crossed, other} : PixelCoord{other, crossed};
        }
    }
    return entry_pixel(segment, entry);
}

/// `pick(vertical, x, y)`: x when `vertical`, else y, as an integer select (a conditional
/// move), not a branch: which axis a cast enters its last tile by is random.
[[gnu::always_inline]] inline double pick(bool vertical, double x, double y) noexcept {
    const std::uint64_t bits_x = std::bit_cast<std::uint64_t>(x), bits_y = std::bit_cast<std::uint64_t>(y);
    return std::bit_cast<double>(vertical ? bits_x : bits_y);
}

/// The hit of a tile the walk entered across a grid line (vertical when `vertical`), as
/// `solid_result(segment, filtered_entry_pixel(...), tile, tiles.entry())` gives it, field
/// for field, with the axis and the direction picked by selects, not branches (each is
/// random from cast to cast). False, `result` unusable, when the entry pixel needs the
/// exact pixel walk (a crossing at or very near a pixel's corner).
[[gnu::always_inline]] inline bool tile_entry_hit(const FixedSegment& segment, bool vertical, TileCoord tile,
                                                  std::int32_t step_x, std::int32_t step_y, std::int64_t cell_size,
                                                  CastResult& result) {
    const std::int64_t cell_along = vertical ? tile.x : tile.y;
    const std::int32_t step_along = vertical ? step_x : step_y;
    const std::int64_t line = (cell_along + (step_along < 0 ? 1 : 0)) * cell_size; // the tile's entry edge
    const double line_given = given_of(line);
    const double a_along = pick(vertical, segment.given_a.x, segment.given_a.y);
    const double b_along = pick(vertical, segment.given_b.x, segment.given_b.y);
    const double start = pick(vertical, segment.given_a.y, segment.given_a.x); // the other coordinate
    const double end = pick(vertical, segment.given_b.y, segment.given_b.x);
    const double across = start + (line_given - a_along) * ((end - start) / (b_along - a_along));
    if (!(std::fabs(across) < 0x1p40)) [[unlikely]] {
        return false;
    }
    const double low = static_cast<double>(detail::floor_to_int64(across));
    const double bound = 0x1p-30 * (1.0 + std::fabs(start) + std::fabs(end) + std::fabs(across));
    if (!(across - low > bound && low + 1.0 - across > bound)) [[unlikely]] {
        return false;
    }
    const std::int32_t crossed = static_cast<std::int32_t>((line >> kFixedBits) - (b_along > a_along ? 0 : 1));
    const std::int32_t other = static_cast<std::int32_t>(low);
    const double fraction = given_crossing_fraction(line_given, a_along, b_along); // as `entry_fraction`
    const double on_other = fraction == 1.0 ? end : start + fraction * (end - start); // as `given_point_of`
    const std::int64_t delta_along = vertical ? segment.b.x - segment.a.x : segment.b.y - segment.a.y;
    // `entry_normal`: moving right the face is Left, left Right; down Up, up Down.
    static constexpr Direction kNormals[2][2] = {{Direction::Down, Direction::Up}, {Direction::Right, Direction::Left}};
    result.hit = CastHit::Hit;
    result.fraction = fraction;
    result.point = Position2::from_pixels(static_cast<float>(pick(vertical, line_given, on_other)),
                                          static_cast<float>(pick(vertical, on_other, line_given)));
    result.tile = tile;
    result.pixel = {vertical ? crossed : other, vertical ? other : crossed};
    result.normal = kNormals[vertical ? 1 : 0][delta_along > 0 ? 1 : 0];
    return true;
}

/// The tile mode's general cast, out of line: for a segment that starts off the map, and
/// the index walk's way out (`cast_on_grid_tiles`).
[[gnu::noinline]] CastResult cast_tile_mode_general(const CollisionMap& map, const FixedSegment& segment,
                                                         std::int64_t max_tiles) {
    return cast_tiles_then_pixels<CastMode::Tile>(map, segment, max_tiles);
}

/// Where the walk entered `cell` (a map tile) by `how`: `GridWalk::entry()` of a walk
/// standing there, for a loop that keeps the cell itself.
SegmentCrossing crossing_into(const FixedSegment& segment, TileCoord cell, SegmentStep how, std::int32_t step_x,
                              std::int32_t step_y, std::int64_t cell_size) {
    if (how == SegmentStep::X) {
        const std::int64_t line = (std::int64_t{cell.x} + (step_x < 0 ? 1 : 0)) * cell_size;
        return {how, line, given_crossing_fraction(given_of(line), segment.given_a.x, segment.given_b.x)};
    }
    if (how == SegmentStep::Y) {
        const std::int64_t line = (std::int64_t{cell.y} + (step_y < 0 ? 1 : 0)) * cell_size;
        return {how, line, given_crossing_fraction(given_of(line), segment.given_a.y, segment.given_b.y)};
    }
    return SegmentCrossing::start();
}

/// The tile mode's counted loop, for input off the fixed grid or a tile limit that ends the
/// cast before b: the tile walk alone, every tile with a solid pixel solid.
/// The same answers as `cast_tiles_then_pixels<CastMode::Tile>` field for field, with
/// less work per tile: the step count is fixed before the loop — the steps to b's
/// tile or, when `max_tiles` comes first, to the last tile allowed — so a step tests
/// one count, and the tiles visited and the last tile are worked out where the cast
/// ends, not kept on every tile.
[[gnu::always_inline]] inline CastResult cast_tiles_counted(const CollisionMap& map, const FixedSegment& segment,
                                                            std::int64_t max_tiles) {
    const std::int32_t tile_size = map.tile_size();
    GridWalk tiles(segment, std::int64_t{tile_size} * kFixedScale);
    if (!map.contains(tiles.cell().x, tiles.cell().y)) [[unlikely]] {
        // A start off the map goes to the general cast, out of line: moving this walk
        // onto the map would hand its address to a call (`walk_onto_map` and the
        // jump's exact search), and the compiler would then keep this loop's state in
        // memory for every cast (docs/learn/measurements.md, "Compiler notes").
        return cast_tile_mode_general(map, segment, max_tiles);
    }
    if (max_tiles == 0) [[unlikely]] {
        return clear_result(segment, tiles.entry(), std::nullopt, tile_size);
    }
    const bool ends_at_b = tiles.steps_left() <= max_tiles - 1;
    const std::int64_t budget = ends_at_b ? tiles.steps_left() : max_tiles - 1;
    const auto finish = [](CastResult result, std::int64_t tiles_visited) {
        result.tiles_visited = tiles_visited;
        return result;
    };
    // The tile before the current one, for a walk that has stepped.
    const auto previous = [&](TileCoord tile) {
        return tiles.entered_by() == SegmentStep::X ? TileCoord{tile.x - tiles.step_x(), tile.y}
                                                    : TileCoord{tile.x, tile.y - tiles.step_y()};
    };
    // Why the loop stopped: the tile is off the map, solid, or the count ran out.
    enum class Stop : std::uint8_t { LeftMap, Solid, Counted, NearTie };
    std::int64_t left = budget;
    // The loop without a call in it (`step_unless_near_tie`); the rare near-tie
    // step, a call, is made outside it.
    const auto walk_until_stop = [&]() -> Stop {
        for (;;) {
            const TileCoord tile = tiles.cell();
            if (!map.contains(tile.x, tile.y)) { // left the map (never the first tile)
                return Stop::LeftMap;
            }
            if (map.tile_class_on_map(tile) != TileClass::Empty) {
                return Stop::Solid;
            }
            if (left == 0) {
                return Stop::Counted;
            }
            --left;
            if (!tiles.step_unless_near_tie()) [[unlikely]] {
                return Stop::NearTie;
            }
        }
    };
    Stop stop = walk_until_stop();
    while (stop == Stop::NearTie) [[unlikely]] {
        tiles.step();
        stop = walk_until_stop();
    }
    if (stop == Stop::LeftMap) {
        return finish(clear_result(segment, tiles.entry(), previous(tiles.cell()), tile_size), budget - left);
    }
    if (stop == Stop::Solid) {
        if (tiles.entered_by() != SegmentStep::Start) [[likely]] {
            CastResult result;
            if (tile_entry_hit(segment, tiles.entered_by() == SegmentStep::X, tiles.cell(), tiles.step_x(), tiles.step_y(),
                               tiles.cell_size(), result)) [[likely]] {
                result.tiles_visited = budget - left + 1;
                return result;
            }
        }
        const SegmentCrossing entry = tiles.entry();
        return finish(solid_result(segment, filtered_entry_pixel(segment, entry), tiles.cell(), entry), budget - left + 1);
    }
    const TileCoord last = tiles.cell();
    if (ends_at_b) {
        return finish(clear_result(segment, SegmentCrossing::end(), last, tile_size), budget + 1);
    }
    tiles.step(); // max_tiles visited: the cast ends where the next tile begins
    return finish(clear_result(segment, tiles.entry(), last, tile_size), budget + 1);
}

/// `cast_tiles_counted`, out of line: the on-grid walk's way out for a rare cast.
[[gnu::noinline]] CastResult cast_tiles_counted_out_of_line(const CollisionMap& map, const FixedSegment& segment,
                                                            std::int64_t max_tiles) {
    return cast_tiles_counted(map, segment, max_tiles);
}

/// The tile mode's cast for input on the fixed grid: the walk from a's tile, when that is on
/// the map and no tile limit ends the cast before b (else the counted loop), continued
/// without the walk object. On the grid every decision of the rounded segment is exact (no
/// near-tie to decide again), so a step needs only the decision and the tie rule of
/// `GridWalk::decision()`. The loop keeps an index into the class bytes instead of the cell,
/// and for each axis the steps left before the map's edge or b's column (row) — the walk
/// moves one way per axis, and the map is a rectangle — so a step tests one count and a tile
/// costs one load. The same answers as `cast_tiles_counted`, field for field; a walk that ran
/// out of steps on one axis anywhere but at b or the map's edge (which the exact walk never
/// does) goes to the general cast.
[[gnu::noinline]] CastResult cast_on_grid_tiles(const CollisionMap& map, const FixedSegment& segment,
                                                std::int64_t max_tiles) {
    const std::int32_t tile_size = map.tile_size();
    const GridWalk tiles(segment, std::int64_t{tile_size} * kFixedScale);
    if (!map.contains(tiles.cell().x, tiles.cell().y) || tiles.steps_left() > max_tiles - 1) [[unlikely]] {
        return cast_tiles_counted_out_of_line(map, segment, max_tiles); // off the map, or a tile limit first
    }
    const std::int32_t width = map.width();
    const TileCoord first = tiles.cell(), last = tiles.last_cell();
    const std::int32_t step_x = tiles.step_x(), step_y = tiles.step_y();
    // The last column (row) the walk may reach on the map: b's, or the map's edge before it.
    const std::int32_t stop_x = step_x > 0 ? std::min(last.x, width - 1) : std::max(last.x, 0);
    const std::int32_t stop_y = step_y > 0 ? std::min(last.y, map.height() - 1) : std::max(last.y, 0);
    const std::int64_t x_steps = std::abs(stop_x - first.x), y_steps = std::abs(stop_y - first.y);
    std::int64_t x_left = x_steps, y_left = y_steps;
    // The decision changes by cell_size * |dy| per step in x and by -cell_size * |dx| per step
    // in y; x goes first at 0, except moving left and down (the tie rule).
    const std::int64_t x_advance = tiles.cell_size() * std::llabs(tiles.delta().y);
    const std::int64_t y_advance = tiles.cell_size() * std::llabs(tiles.delta().x);
    const std::int64_t x_at_most = -static_cast<std::int64_t>((step_x < 0) & (step_y > 0));
    std::int64_t decision = tiles.decision();
    const TileClass* tile = map.tile_classes().data() + (std::ptrdiff_t{first.y} * width + first.x);
    const std::ptrdiff_t row_step = std::ptrdiff_t{step_y} * width;
    SegmentStep entered = SegmentStep::Start;
    for (;;) {
        if (*tile != TileClass::Empty) {
            break;
        }
        if (decision <= x_at_most) {
            if (x_left == 0) {
                break;
            }
            --x_left;
            tile += step_x;
            decision += x_advance;
            entered = SegmentStep::X;
        } else {
            if (y_left == 0) {
                break;
            }
            --y_left;
            tile += row_step;
            decision -= y_advance;
            entered = SegmentStep::Y;
        }
    }
    const TileCoord cell{stop_x - step_x * static_cast<std::int32_t>(x_left),
                         stop_y - step_y * static_cast<std::int32_t>(y_left)};
    const std::int64_t tiles_visited = (x_steps - x_left) + (y_steps - y_left) + 1;
    const auto finish = [&](CastResult result) {
        result.tiles_visited = tiles_visited;
        return result;
    };
    if (*tile != TileClass::Empty) {
        if (entered != SegmentStep::Start) [[likely]] {
            CastResult result;
            if (tile_entry_hit(segment, entered == SegmentStep::X, cell, step_x, step_y, tiles.cell_size(), result))
                [[likely]] {
                result.tiles_visited = tiles_visited;
                return result;
            }
        }
        const SegmentCrossing entry = crossing_into(segment, cell, entered, step_x, step_y, tiles.cell_size());
        return finish(solid_result(segment, filtered_entry_pixel(segment, entry), cell, entry));
    }
    if (cell == last) {
        return finish(clear_result(segment, SegmentCrossing::end(), last, tile_size)); // b's tile: the end
    }
    // The walk would step across the map's edge: the cast ends there, this tile the last visited.
    const bool across_x = decision <= x_at_most;
    if (across_x ? stop_x == last.x : stop_y == last.y) [[unlikely]] {
        return cast_tile_mode_general(map, segment, max_tiles); // not the exact walk: never
    }
    const TileCoord beyond = across_x ? TileCoord{cell.x + step_x, cell.y} : TileCoord{cell.x, cell.y + step_y};
    const SegmentCrossing edge =
        crossing_into(segment, beyond, across_x ? SegmentStep::X : SegmentStep::Y, step_x, step_y, tiles.cell_size());
    return finish(clear_result(segment, edge, cell, tile_size));
}

/// The tile mode's cast: on the fixed grid the index walk, else the counted loop. The
/// counted loop is inlined here and the index walk is a call of its own, each with its own
/// walk (why: docs/learn/measurements.md, "Compiler notes").
CastResult cast_tiles_only(const CollisionMap& map, const FixedSegment& segment, std::int64_t max_tiles) {
    return segment.on_grid ? cast_on_grid_tiles(map, segment, max_tiles) : cast_tiles_counted(map, segment, max_tiles);
}

/// `detail::cast_segment(from, to, "cast_laser")`, the same segment, with the four
/// coordinates checked, rounded down onto the fixed grid and tested for it two at a time
/// (SSE2): every cast starts here, and one at a time these took a sixth of a cast's
/// instructions. A coordinate that fails the check goes to `detail::cast_segment`, which
/// throws naming it.
[[gnu::always_inline]] inline FixedSegment cast_laser_segment(Position2 from, Position2 to) {
#if defined(__SSE2__) || defined(_M_X64)
    // Floats in, so every coordinate is exact as a double, and within +-2^20 px its fixed
    // value (times 2^10) within +-2^30: truncation to int32 and back is exact.
    const __m128d from_given = _mm_cvtps_pd(_mm_set_ps(0.0f, 0.0f, from.y_pixels(), from.x_pixels()));
    const __m128d to_given = _mm_cvtps_pd(_mm_set_ps(0.0f, 0.0f, to.y_pixels(), to.x_pixels()));
    const __m128d sign = _mm_set1_pd(-0.0), limit = _mm_set1_pd(kMaxCastCoordinatePixels);
    const __m128d in_range = _mm_and_pd(_mm_cmple_pd(_mm_andnot_pd(sign, from_given), limit), // false for NaN
                                        _mm_cmple_pd(_mm_andnot_pd(sign, to_given), limit));
    if (_mm_movemask_pd(in_range) != 3) [[unlikely]] {
        return detail::cast_segment(from, to, "cast_laser"); // throws, naming the coordinate
    }
    const __m128d scale = _mm_set1_pd(static_cast<double>(kFixedScale)); // a power of two: exact
    const __m128d from_scaled = _mm_mul_pd(from_given, scale), to_scaled = _mm_mul_pd(to_given, scale);
    const __m128d from_truncated = _mm_cvtepi32_pd(_mm_cvttpd_epi32(from_scaled));
    const __m128d to_truncated = _mm_cvtepi32_pd(_mm_cvttpd_epi32(to_scaled));
    const __m128d one = _mm_set1_pd(1.0);
    // floor: one less where truncation rounded a negative value up (`detail::floor_to_int64`)
    const __m128i from_fixed =
        _mm_cvttpd_epi32(_mm_sub_pd(from_truncated, _mm_and_pd(_mm_cmpgt_pd(from_truncated, from_scaled), one)));
    const __m128i to_fixed =
        _mm_cvttpd_epi32(_mm_sub_pd(to_truncated, _mm_and_pd(_mm_cmpgt_pd(to_truncated, to_scaled), one)));
    const __m128d integral = _mm_and_pd(_mm_cmpeq_pd(from_truncated, from_scaled), _mm_cmpeq_pd(to_truncated, to_scaled));
    const bool on_grid = _mm_movemask_pd(integral) == 3;
    return {{_mm_cvtsi128_si32(from_fixed), _mm_cvtsi128_si32(_mm_shuffle_epi32(from_fixed, 1))},
            {_mm_cvtsi128_si32(to_fixed), _mm_cvtsi128_si32(_mm_shuffle_epi32(to_fixed, 1))},
            {_mm_cvtsd_f64(from_given), _mm_cvtsd_f64(_mm_unpackhi_pd(from_given, from_given))},
            {_mm_cvtsd_f64(to_given), _mm_cvtsd_f64(_mm_unpackhi_pd(to_given, to_given))},
            on_grid};
#else
    return detail::cast_segment(from, to, "cast_laser");
#endif
}

} // namespace

CastResult cast_laser(const CollisionMap& map, Position2 from, Position2 to, const CastOptions& options) {
    const FixedSegment segment = cast_laser_segment(from, to);
    const std::int64_t max_tiles = validated_max_tiles(options, "cast_laser");
    return options.mode == CastMode::Tile ? cast_tiles_only(map, segment, max_tiles)
                                          : cast_tiles_then_pixels<CastMode::PixelPerfect>(map, segment, max_tiles);
}

CastResult cast_laser(const CollisionMap& map, Position2 origin, Direction2 facing, Length max_length,
                      const CastOptions& options) {
    if (!engine::is_finite(max_length.pixels()) || max_length.pixels() < 0.0f) {
        throw std::invalid_argument("cast_laser: max_length must be a finite, non-negative length, got " +
                                    describe_number(max_length.pixels()));
    }
    // Checked here so that the messages name this overload's arguments, not from / to.
    require_fixed_range(origin.x_pixels(), "cast_laser", "origin.x");
    require_fixed_range(origin.y_pixels(), "cast_laser", "origin.y");
    const Position2 end = origin + facing * max_length;
    if (!end.is_finite() || std::fabs(end.x_pixels()) > kMaxCastCoordinatePixels ||
        std::fabs(end.y_pixels()) > kMaxCastCoordinatePixels) {
        throw std::invalid_argument("cast_laser: max_length = " + describe_number(max_length.pixels()) +
                                    " takes the end point beyond the caster's +-2^20 px");
    }
    return cast_laser(map, origin, end, options);
}

CastResult cast_laser_per_pixel(const CollisionMap& map, Position2 from, Position2 to, const CastOptions& options) {
    const FixedSegment segment = detail::cast_segment(from, to, "cast_laser_per_pixel");
    const std::int64_t max_tiles = validated_max_tiles(options, "cast_laser_per_pixel");
    const std::int32_t tile_size = map.tile_size();
    // Pixel space is tile space with one-pixel tiles: the exact walk of the
    // segment as given, at pixel resolution.
    auto pixels = tiles_on_segment(segment.given_a, segment.given_b);
    const std::int64_t dx = segment.b.x - segment.a.x;
    const std::int64_t dy = segment.b.y - segment.a.y;
    std::int64_t tiles_visited = 0;
    std::int64_t pixels_tested = 0;
    std::optional<TileCoord> last_tile;
    for (auto it = pixels.begin(); it != pixels.end(); ++it) {
        const PixelCoord pixel{(*it).x, (*it).y};  // a tile of the one-pixel grid
        const SegmentStep how = it.entered_by(); // Start, X or Y: the exact walk never jumps
        SegmentCrossing entry;
        if (how == SegmentStep::X) {
            const std::int64_t line = std::int64_t{dx > 0 ? pixel.x : pixel.x + 1} * kFixedScale;
            entry = {how, line, given_crossing_fraction(given_of(line), segment.given_a.x, segment.given_b.x)};
        } else if (how == SegmentStep::Y) {
            const std::int64_t line = std::int64_t{dy > 0 ? pixel.y : pixel.y + 1} * kFixedScale;
            entry = {how, line, given_crossing_fraction(given_of(line), segment.given_a.y, segment.given_b.y)};
        }
        const TileCoord tile = tile_of_pixel(pixel, tile_size);
        const auto finish = [&](CastResult result) {
            result.tiles_visited = tiles_visited;
            result.pixels_tested = pixels_tested;
            return result;
        };
        if (!map.contains(tile.x, tile.y)) {
            if (last_tile) {
                return finish(clear_result(segment, entry, last_tile, tile_size)); // left the map
            }
            continue; // not on the map yet
        }
        if (tile != last_tile) {
            if (tiles_visited == max_tiles) {
                return finish(clear_result(segment, entry, last_tile, tile_size));
            }
            ++tiles_visited;
            last_tile = tile;
        }
        ++pixels_tested;
        const bool solid = options.mode == CastMode::Tile ? map.tile_class(tile) != TileClass::Empty
                                                          : map.solid_pixel(pixel.x, pixel.y);
        if (solid) {
            return finish(solid_result(segment, pixel, tile, entry));
        }
    }
    CastResult result = clear_result(segment, SegmentCrossing::end(), last_tile, tile_size);
    result.tiles_visited = tiles_visited;
    result.pixels_tested = pixels_tested;
    return result;
}

CastResult cast_laser_bresenham(const CollisionMap& map, Position2 from, Position2 to) {
    const FixedSegment segment = detail::cast_segment(from, to, "cast_laser_bresenham");
    const PixelCoord start = pixel_containing(segment.a);
    const PixelCoord end = pixel_containing(segment.b);
    // Bresenham's line between the two pixel centres, all octants: the error
    // term decides each move, and a move may change x and y at once.
    const std::int64_t dx = std::llabs(std::int64_t{end.x} - start.x);
    const std::int64_t dy = -std::llabs(std::int64_t{end.y} - start.y);
    const std::int32_t step_x = start.x < end.x ? 1 : -1;
    const std::int32_t step_y = start.y < end.y ? 1 : -1;
    std::int64_t error = dx + dy;
    const std::int64_t moves = std::max(dx, -dy);
    PixelCoord pixel = start;
    std::int64_t pixels_tested = 0;
    std::int64_t tiles_visited = 0;
    std::optional<TileCoord> last_tile;
    for (std::int64_t move = 0;; ++move) {
        const TileCoord tile = tile_of_pixel(pixel, map.tile_size());
        if (map.contains(tile.x, tile.y) && tile != last_tile) {
            ++tiles_visited;
            last_tile = tile;
        }
        ++pixels_tested;
        if (map.solid_pixel(pixel.x, pixel.y)) {
            CastResult result;
            result.hit = move == 0 ? CastHit::FromInside : CastHit::Hit;
            result.fraction = moves == 0 ? 0.0 : static_cast<double>(move) / static_cast<double>(moves);
            result.point = Position2::from_pixels(static_cast<float>(pixel.x) + 0.5f, static_cast<float>(pixel.y) + 0.5f);
            result.tile = tile;
            result.pixel = pixel;
            result.tiles_visited = tiles_visited;
            result.pixels_tested = pixels_tested;
            return result;
        }
        if (pixel == end) {
            break;
        }
        const std::int64_t doubled = 2 * error;
        if (doubled >= dy) {
            error += dy;
            pixel.x += step_x;
        }
        if (doubled <= dx) {
            error += dx;
            pixel.y += step_y;
        }
    }
    CastResult result = clear_result(segment, SegmentCrossing::end(), last_tile, map.tile_size());
    result.tiles_visited = tiles_visited;
    result.pixels_tested = pixels_tested;
    return result;
}

} // namespace engine
