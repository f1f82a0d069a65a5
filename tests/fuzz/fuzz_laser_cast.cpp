// Fuzz target: the laser caster (engine/raycast/laser_cast.hpp) on small fuzzed maps with
// fuzzed masks, fed with arbitrary floats.
//
// Checked on every run (docs/DESIGN.md §7):
// - NaN, infinity or |coordinate| > 2^20 px throws std::invalid_argument naming the first
//   bad argument (from.x, from.y, to.x, to.y), a negative max_tiles one naming max_tiles,
//   and nothing else is ever thrown;
// - the fast cast equals `cast_laser_per_pixel`, the brute-force walk over every pixel of
//   the segment, in every field but `pixels_tested` (in tile and pixel-perfect mode, with
//   and without a tile limit, for segments starting on, off and across the map), and so does
//   the teaching core's cast (teach/pixel_cast.hpp), field for field but its pixel count;
// - the result is consistent: fraction in [0, 1]; a hit names a solid tile on the map (in
//   pixel mode a solid pixel of it) and the face entered; from-inside starts at fraction 0
//   with no normal; no more tiles visited than the limit;
// - the facing + length overload and the 2006 Bresenham walk run without a crash.
#include "fuzz_support.hpp"

#include <engine/raycast/collision_map.hpp>
#include <engine/raycast/laser_cast.hpp>
#include <engine/teach/pixel_cast.hpp>

#include <array>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using engine::CastHit;
using engine::CastMode;
using engine::CastOptions;
using engine::CastResult;
using engine::Position2;

// Per-pixel reference walks cost one step per pixel: keep them short enough to be fast.
constexpr double kMaxReferencePixels = 40000.0;

// double -> float without undefined behaviour for values beyond float's range.
float to_float(double value) {
    if (std::isnan(value)) {
        return NAN;
    }
    if (value > FLT_MAX) {
        return INFINITY;
    }
    if (value < -FLT_MAX) {
        return -INFINITY;
    }
    return static_cast<float>(value);
}

engine::CollisionMap fuzzed_map(fuzz::FuzzBytes& in) {
    static constexpr std::array<std::int32_t, 8> kTileSizes{1, 2, 3, 4, 5, 8, 13, 16};
    const std::int32_t tile_size = kTileSizes[in.byte() % kTileSizes.size()];
    const auto width = static_cast<std::int32_t>(in.integer(1, 8));
    const auto height = static_cast<std::int32_t>(in.integer(1, 8));
    // Type 0 is full, type 1 empty, types 2 and 3 have fuzzed pixels.
    std::vector<std::uint16_t> rows(static_cast<std::size_t>(2 * tile_size));
    for (auto& row : rows) {
        row = static_cast<std::uint16_t>(in.byte() << 8 | in.byte());
    }
    auto masks = engine::TileMaskSet::from_function(tile_size, 4, [&](std::int32_t type, std::int32_t x, std::int32_t y) {
        if (type < 2) {
            return type == 0;
        }
        return ((rows[static_cast<std::size_t>((type - 2) * tile_size + y)] >> x) & 1U) != 0;
    });
    engine::CollisionMap map(width, height, std::move(masks));
    for (std::int32_t j = 0; j < height; ++j) {
        for (std::int32_t i = 0; i < width; ++i) {
            const std::uint8_t cell = in.byte();
            const std::int32_t type = cell % 5 - 1; // -1: no tile
            if (type >= 0) {
                map.place(i, j, engine::PlacedTile{type, engine::TileFlip::from_index(cell >> 5)});
            }
        }
    }
    return map;
}

// A coordinate in pixels: usually around the map (in tiles, scaled), sometimes anything.
float coordinate(fuzz::FuzzBytes& in, const engine::CollisionMap& map) {
    const double value = in.number();
    return to_float((in.byte() & 3) != 0 ? value * map.tile_size() : value);
}

// The first bad argument, in the order the caster checks them.
std::optional<std::string> first_bad(Position2 from, Position2 to) {
    const std::array<std::pair<float, const char*>, 4> values{
        {{from.x_pixels(), "from.x"}, {from.y_pixels(), "from.y"}, {to.x_pixels(), "to.x"}, {to.y_pixels(), "to.y"}}};
    for (const auto& [value, name] : values) {
        if (!std::isfinite(value) || std::fabs(value) > engine::kMaxCastCoordinatePixels) {
            return name;
        }
    }
    return std::nullopt;
}

std::optional<CastResult> run(const char* caster, const std::optional<std::string>& bad, bool negative_limit,
                              const std::function<CastResult()>& cast) {
    try {
        CastResult result = cast();
        FUZZ_CHECK(!bad && !negative_limit, std::string(caster) + " accepted a bad " + bad.value_or("max_tiles"));
        return result;
    } catch (const std::invalid_argument& error) {
        const std::string expected = bad ? *bad : "max_tiles";
        FUZZ_CHECK(bad || negative_limit, std::string(caster) + " refused good input: " + error.what());
        FUZZ_CHECK(std::string(error.what()).find(expected) != std::string::npos,
                   std::string(caster) + ": the message does not name " + expected + ": " + error.what());
    }
    return std::nullopt;
}

std::string describe(const CastResult& r) {
    return std::string(engine::to_string(r.hit)) + " at (" + std::to_string(r.point.x_pixels()) + ", " +
           std::to_string(r.point.y_pixels()) + ") tile (" + std::to_string(r.tile.x) + ", " + std::to_string(r.tile.y) +
           ") pixel (" + std::to_string(r.pixel.x) + ", " + std::to_string(r.pixel.y) + ") normal " +
           std::to_string(static_cast<int>(r.normal)) + " fraction " + std::to_string(r.fraction) + " tiles " +
           std::to_string(r.tiles_visited);
}

void check_consistent(const engine::CollisionMap& map, const CastOptions& options, const CastResult& r) {
    FUZZ_CHECK(r.fraction >= 0.0 && r.fraction <= 1.0, "fraction outside [0, 1]: " + describe(r));
    FUZZ_CHECK(r.point.is_finite(), "hit point not finite");
    FUZZ_CHECK(r.tiles_visited >= 0 && r.tiles_visited <= options.max_tiles, "more tiles than the limit: " + describe(r));
    if (r.hit == CastHit::None) {
        FUZZ_CHECK(r.normal == engine::Direction::None, "a normal without a hit: " + describe(r));
        return;
    }
    FUZZ_CHECK(map.contains(r.tile.x, r.tile.y), "hit tile off the map: " + describe(r));
    FUZZ_CHECK(map.tile_class(r.tile) != engine::TileClass::Empty, "hit an empty tile: " + describe(r));
    if (options.mode == CastMode::PixelPerfect) {
        FUZZ_CHECK(map.solid_pixel(r.pixel.x, r.pixel.y), "hit a clear pixel: " + describe(r));
    }
    if (r.hit == CastHit::FromInside) {
        FUZZ_CHECK(r.fraction == 0.0 && r.normal == engine::Direction::None, "from-inside not at the start: " + describe(r));
    } else {
        FUZZ_CHECK(r.normal != engine::Direction::None, "a hit without a normal: " + describe(r));
    }
}

bool same_outcome(CastResult a, CastResult b) {
    a.pixels_tested = b.pixels_tested = 0;
    return a == b;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::FuzzBytes in(data, size);
    const engine::CollisionMap map = fuzzed_map(in);
    const Position2 from = Position2::from_pixels(coordinate(in, map), coordinate(in, map));
    const Position2 to = Position2::from_pixels(coordinate(in, map), coordinate(in, map));
    CastOptions options;
    const std::uint8_t flags = in.byte();
    options.mode = (flags & 1) != 0 ? CastMode::Tile : CastMode::PixelPerfect;
    if ((flags & 2) != 0) {
        options.max_tiles = in.integer(-2, 20);
    }
    const std::optional<std::string> bad = first_bad(from, to);
    const bool negative_limit = options.max_tiles < 0;

    const std::optional<CastResult> fast =
        run("cast_laser", bad, negative_limit, [&] { return engine::cast_laser(map, from, to, options); });
    if (fast) {
        check_consistent(map, options, *fast);
    }
    const bool short_enough = !bad && std::fabs(double{to.x_pixels()} - from.x_pixels()) +
                                              std::fabs(double{to.y_pixels()} - from.y_pixels()) <=
                                          kMaxReferencePixels;
    if (bad || short_enough) {
        const std::optional<CastResult> reference = run("cast_laser_per_pixel", bad, negative_limit,
                                                        [&] { return engine::cast_laser_per_pixel(map, from, to, options); });
        FUZZ_CHECK(fast.has_value() == reference.has_value(), "the fast and reference casts disagree on the input");
        if (fast) {
            FUZZ_CHECK(same_outcome(*fast, *reference),
                       "cast_laser: " + describe(*fast) + "\nper pixel:  " + describe(*reference));
            // The teaching core's cast (teach/pixel_cast.hpp): the same result but for the pixels it counts.
            const engine::teach::LaserHit teaching = engine::teach::cast_laser(map, from, to, options);
            CastResult as_result{teaching.hit,   teaching.point,    teaching.tile,          teaching.pixel,
                                 teaching.normal, teaching.fraction, teaching.tiles_visited, fast->pixels_tested};
            FUZZ_CHECK(as_result == *fast, "teaching cast: " + describe(as_result) + "\ncast_laser:     " + describe(*fast));
        }
        if (short_enough && !negative_limit) {
            const CastResult bresenham = engine::cast_laser_bresenham(map, from, to);
            FUZZ_CHECK(bresenham.hit == CastHit::None || map.solid_pixel(bresenham.pixel.x, bresenham.pixel.y),
                       "Bresenham hit a clear pixel");
        }
    }

    // The facing + length overload: a bad length is refused by name, the rest as above.
    const engine::Direction2 facing = engine::Direction2::from_steps(static_cast<std::uint32_t>(in.integer(0, 0xFFFFFFFF)));
    const float length = to_float(in.number() * map.tile_size());
    try {
        const CastResult along = engine::cast_laser(map, from, facing, engine::Length::from_pixels(length), options);
        FUZZ_CHECK(std::isfinite(length) && length >= 0.0f, "cast_laser accepted max_length " + std::to_string(length));
        check_consistent(map, options, along);
    } catch (const std::invalid_argument& error) {
        const std::string what = error.what();
        FUZZ_CHECK(what.find("max_length") != std::string::npos || bad || negative_limit ||
                       what.find("to.") != std::string::npos,
                   "cast_laser (facing): unexpected " + what);
    }
    return 0;
}
