#pragma once
/// Probes: a ray, circle or rectangle you cast yourself — by dragging in the world, or with
/// `--probe ray:X0,Y0,X1,Y1 | circle:X,Y,R | rect:X0,Y0,X1,Y1` — answered through the same
/// query layer as the robots' own lasers and sensors.
///
/// What it is for: the Probe panel. A ray probe *is* a laser query (`Queries::laser`, robots
/// as targets) and a circle probe *is* a sensing query (`Queries::sense`, robots wanted): the
/// recorder files them under the kind `Probe`, and the overlay shows the tiles they walked
/// like any other query. Beside that, each probe runs the tile query of the algorithm
/// variant chosen in the Parameters panel over the collision grid, so the variants can be
/// compared on the same shape (the articles' float walk against the exact one; the
/// bounding box and row trimming against row spans).
///
/// Important parts:
/// - `parse_probe`: the `--probe` text to a `ProbeShape`, with a clear error for bad input;
/// - `run_probe`: casts it against a world and fills a `ProbeResult` (no allocation after
///   its buffers have grown once);
/// - a rectangle has no game query behind it: its tiles are `engine::tiles_in_rect_clipped`
///   on the collision grid, and the objects whose centre lies in it are found by a scan.
///
///     game::inspector::ProbeShape ray = game::inspector::parse_probe("ray:100,80,400,300");
///     game::inspector::run_probe(world, recorder, ray, variants, result);
///
/// Source: Box2D's samples ("Cast World": drag a ray and see what it hits) and Red Blob
/// Games' grid line-drawing page (drag the endpoints, see the tiles).

#include "inspector/query_recorder.hpp"
#include "sim/world.hpp"

#include <engine/tilemap/circle_query.hpp>
#include <engine/tilemap/segment_query.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace game::inspector {

/// What a probe is.
enum class ProbeKind : std::uint8_t { None, Ray, Circle, Rect };

/// The name of a probe kind ("none", "ray", "circle", "rect").
std::string_view name(ProbeKind kind) noexcept;

/// A probe's shape in world pixels.
struct ProbeShape {
    ProbeKind kind = ProbeKind::None;  ///< what it is
    engine::Position2 a;               ///< ray start, circle centre, rectangle corner
    engine::Position2 b;               ///< ray end, other rectangle corner (== a for a circle)
    engine::Length radius;             ///< circle radius

    /// Same shape.
    friend bool operator==(const ProbeShape&, const ProbeShape&) = default;
};

/// Parses `ray:X0,Y0,X1,Y1`, `circle:X,Y,R` or `rect:X0,Y0,X1,Y1` (world pixels). Throws
/// std::invalid_argument saying what is wrong: an unknown kind, a missing or extra number,
/// a number that is not finite or beyond +-2^20, a negative radius.
ProbeShape parse_probe(std::string_view text);

/// The `--probe` text of a shape (parse_probe's inverse, for settings and captions).
std::string to_string(const ProbeShape& shape);

/// Which variants the probe's tile query uses.
struct ProbeVariants {
    engine::SegmentVariant segment = engine::SegmentVariant::Exact;  ///< for rays
    engine::CircleVariant circle = engine::CircleVariant::Span;      ///< for circles
};

/// What a probe found.
struct ProbeResult {
    ProbeShape shape;                         ///< what was cast
    SegmentQueryResult ray;                   ///< ray: the laser query's answer
    std::vector<Actor> found;                 ///< circle, rect: the actors whose centre is inside
    std::vector<engine::TileCoord> tiles;     ///< the variant's tile query on the collision grid, in order
    float tile_size_pixels = 0.0f;            ///< the collision grid's tile size
    std::uint64_t tiles_off_map = 0;          ///< tiles the variant visited outside the map (not listed)
    engine::QueryStats stats;                 ///< that query's own counters
    std::uint64_t solid_tiles = 0;            ///< of `tiles`, those with at least one solid pixel
    std::string error;                        ///< set when the engine refused the shape
};

/// The actor name probes ask as (kind None): "probe" in every panel.
inline constexpr Actor kProbeActor{ActorKind::None, 0};

/// Casts `shape` against `world` through its query layer (recorded as probe queries when
/// `recorder` is attached) and runs the variant's tile query. Never throws for a bad shape:
/// the engine's message goes to `result.error`.
void run_probe(World& world, QueryRecorder& recorder, const ProbeShape& shape, const ProbeVariants& variants,
               ProbeResult& result);

} // namespace game::inspector
