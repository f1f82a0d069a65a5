#include "inspector/probe.hpp"

#include <engine/numbers.hpp>
#include <engine/tilemap/grid_walk.hpp>
#include <engine/tilemap/rect_query.hpp>
#include <engine/units/math.hpp>

#include <array>
#include <charconv>
#include <cmath>
#include <exception>
#include <stdexcept>

namespace game::inspector {
namespace {

/// A probe's variant query may list at most this many tiles (a drag across a huge level).
constexpr std::int64_t kMaxProbeTiles = std::int64_t{1} << 16;

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && text.front() == ' ') {
        text.remove_prefix(1);
    }
    while (!text.empty() && text.back() == ' ') {
        text.remove_suffix(1);
    }
    return text;
}

/// Exactly `N` comma-separated finite numbers within +-2^20.
template <std::size_t N>
std::array<float, N> numbers(std::string_view text, std::string_view kind, std::string_view shape) {
    std::array<float, N> values{};
    std::size_t count = 0;
    while (true) {
        const std::size_t comma = text.find(',');
        const std::string_view item = trimmed(text.substr(0, comma));
        double value = 0.0;
        const auto [end, error] = std::from_chars(item.data(), item.data() + item.size(), value);
        if (item.empty() || error != std::errc{} || end != item.data() + item.size()) {
            throw std::invalid_argument("--probe " + std::string(kind) + ": '" + std::string(item) +
                                        "' is not a number (expected " + std::string(shape) + ")");
        }
        if (!engine::is_finite(value) || std::fabs(value) > engine::kMaxCastCoordinatePixels) {
            throw std::invalid_argument("--probe " + std::string(kind) + ": " + std::string(item) +
                                        " must be a finite number of pixels within +-2^20");
        }
        if (count == N) {
            throw std::invalid_argument("--probe " + std::string(kind) + ": too many numbers (expected " +
                                        std::string(shape) + ")");
        }
        values[count++] = static_cast<float>(value);
        if (comma == std::string_view::npos) {
            break;
        }
        text.remove_prefix(comma + 1);
    }
    if (count != N) {
        throw std::invalid_argument("--probe " + std::string(kind) + ": " + std::to_string(count) +
                                    " numbers, expected " + std::string(shape));
    }
    return values;
}

engine::TileSpacePoint tile_space(engine::Position2 position, float tile_size) noexcept {
    return {static_cast<double>(position.x_pixels()) / tile_size, static_cast<double>(position.y_pixels()) / tile_size};
}

void add_tile(const engine::CollisionMap& map, engine::TileCoord tile, ProbeResult& result) {
    if (!map.contains(tile.x, tile.y)) {
        ++result.tiles_off_map;
        return;
    }
    result.tiles.push_back(tile);
    if (map.tile_class(tile) != engine::TileClass::Empty) {
        ++result.solid_tiles;
    }
}

/// The actors whose centre lies inside the closed circle or the half-open rectangle.
void collect_inside(const World& world, const ProbeShape& shape, ProbeResult& result) {
    const float x0 = std::min(shape.a.x_pixels(), shape.b.x_pixels());
    const float x1 = std::max(shape.a.x_pixels(), shape.b.x_pixels());
    const float y0 = std::min(shape.a.y_pixels(), shape.b.y_pixels());
    const float y1 = std::max(shape.a.y_pixels(), shape.b.y_pixels());
    for (const TrackedObject& object : world.queries().objects().objects()) {
        if (!object.live || object.actor.kind == ActorKind::Bullet) {
            continue;
        }
        const bool inside = shape.kind == ProbeKind::Circle
                                ? (object.centre - shape.a).length_squared() <= shape.radius * shape.radius
                                : object.centre.x_pixels() >= x0 && object.centre.x_pixels() < x1 &&
                                      object.centre.y_pixels() >= y0 && object.centre.y_pixels() < y1;
        if (inside) {
            result.found.push_back(object.actor);
        }
    }
}

/// Where the ray's variant walk stops: in the tile where the laser query stopped (the wall's
/// tile, or the tile of the point where it met a robot), or after as many tiles as the
/// cast walked when the variant's path never gets there.
struct RayStop {
    engine::TileCoord tile;
    std::uint64_t tiles = 0;
};

RayStop ray_stop(const QueryRecorder& recorder, const SegmentQueryResult& ray, float tile_size) {
    RayStop stop;
    stop.tile = engine::tile_of(tile_space(ray.point, tile_size));
    if (!recorder.probe().queries.empty()) {
        const engine::CastResult& wall = recorder.probe().queries.front().event.wall;
        stop.tiles = static_cast<std::uint64_t>(wall.tiles_visited);
        if (ray.outcome == QueryOutcome::Wall || ray.outcome == QueryOutcome::FromInside) {
            stop.tile = wall.tile;  // a hit point on the wall's face belongs to the tile before it
        }
    }
    return stop;
}

void run_probe_queries(World& world, QueryRecorder& recorder, const ProbeShape& shape, const ProbeVariants& variants,
                       ProbeResult& result) {
    Queries& queries = world.queries();
    const engine::CollisionMap& map = world.arena().collision;
    const auto tile_size = static_cast<float>(map.tile_size());
    const auto visit = [&](engine::TileCoord tile) { add_tile(map, tile, result); };
    switch (shape.kind) {
    case ProbeKind::None:
        break;
    case ProbeKind::Ray: {
        result.ray = queries.laser(kProbeActor, shape.a, shape.b, ActorKind::Robot);
        const RayStop stop = ray_stop(recorder, result.ray, tile_size);
        std::uint64_t walked = 0;
        result.stats = engine::visit_segment(
            variants.segment, tile_space(shape.a, tile_size), tile_space(shape.b, tile_size),
            [&](engine::TileCoord tile) {
                add_tile(map, tile, result);
                ++walked;
                return !(tile == stop.tile || (stop.tiles > 0 && walked >= stop.tiles));
            },
            kMaxProbeTiles);
        break;
    }
    case ProbeKind::Circle:
        queries.sense(kProbeActor, shape.a, shape.radius, ActorKind::Robot);
        result.stats = engine::visit_circle(variants.circle, tile_space(shape.a, tile_size),
                                            static_cast<double>(shape.radius.pixels()) / tile_size, visit, kMaxProbeTiles);
        collect_inside(world, shape, result);
        break;
    case ProbeKind::Rect:
        result.stats = engine::visit_tiles(engine::tiles_in_rect_clipped(tile_space(shape.a, tile_size),
                                                                         tile_space(shape.b, tile_size),
                                                                         map.tiles().bounds(), kMaxProbeTiles),
                                           visit);
        collect_inside(world, shape, result);
        break;
    }
}

} // namespace

std::string_view name(ProbeKind kind) noexcept {
    constexpr std::array<std::string_view, 4> kNames{"none", "ray", "circle", "rect"};
    return kNames[static_cast<std::size_t>(kind)];
}

ProbeShape parse_probe(std::string_view text) {
    const std::size_t colon = text.find(':');
    const std::string_view kind = text.substr(0, colon);
    const std::string_view rest = colon == std::string_view::npos ? std::string_view{} : text.substr(colon + 1);
    ProbeShape shape;
    if (kind == "ray" || kind == "rect") {
        const auto v = numbers<4>(rest, kind, "X0,Y0,X1,Y1");
        shape.kind = kind == "ray" ? ProbeKind::Ray : ProbeKind::Rect;
        shape.a = engine::Position2::from_pixels(v[0], v[1]);
        shape.b = engine::Position2::from_pixels(v[2], v[3]);
    } else if (kind == "circle") {
        const auto v = numbers<3>(rest, kind, "X,Y,R");
        if (v[2] < 0.0f) {
            throw std::invalid_argument("--probe circle: the radius must not be negative, got " + std::to_string(v[2]));
        }
        shape.kind = ProbeKind::Circle;
        shape.a = shape.b = engine::Position2::from_pixels(v[0], v[1]);
        shape.radius = engine::Length::from_pixels(v[2]);
    } else {
        throw std::invalid_argument("--probe: '" + std::string(kind) +
                                    "' is not a probe; use ray:X0,Y0,X1,Y1, circle:X,Y,R or rect:X0,Y0,X1,Y1");
    }
    return shape;
}

std::string to_string(const ProbeShape& shape) {
    // The numbers as the floats they are, each the shortest text that reads back the same: the
    // text parses to this very probe again (--probe, the settings file).
    const auto number = [](float value) { return engine::describe_number(value); };
    switch (shape.kind) {
    case ProbeKind::Circle:
        return "circle:" + number(shape.a.x_pixels()) + "," + number(shape.a.y_pixels()) + "," +
               number(shape.radius.pixels());
    case ProbeKind::Ray:
    case ProbeKind::Rect:
        return std::string(shape.kind == ProbeKind::Ray ? "ray:" : "rect:") + number(shape.a.x_pixels()) + "," +
               number(shape.a.y_pixels()) + "," + number(shape.b.x_pixels()) + "," + number(shape.b.y_pixels());
    case ProbeKind::None:
        break;
    }
    return "";
}

void run_probe(World& world, QueryRecorder& recorder, const ProbeShape& shape, const ProbeVariants& variants,
               ProbeResult& result) {
    result.shape = shape;
    result.ray = SegmentQueryResult{};
    result.found.clear();
    result.tiles.clear();
    result.tile_size_pixels = static_cast<float>(world.arena().collision.tile_size());
    result.tiles_off_map = 0;
    result.stats = {};
    result.solid_tiles = 0;
    result.error.clear();
    recorder.begin_probe();
    try {
        run_probe_queries(world, recorder, shape, variants, result);
    } catch (const std::exception& problem) {
        result.error = problem.what();  // e.g. a circle too large for the probe's tile limit
    }
    recorder.end_probe();
}

} // namespace game::inspector
