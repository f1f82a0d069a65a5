#pragma once
/// `Parameters`: every query parameter the Parameters panel changes while the game runs,
/// with its default, its allowed range, and how it reaches the simulation.
///
/// What it is for: one plain struct that the panel edits, the settings file saves
/// (inspector_settings.hpp), and `apply_to_world` pushes into a `World` — the same call after a
/// change, after a restart and after a level switch, so a running game always matches it.
///
/// Important parts:
/// - applied directly: object index on/off and its tile size (the index is rebuilt live),
///   pixel-perfect casts, the laser tile limit, the live tuning factors (laser range, sensing
///   radius, fire interval), bullet speed, time scale;
/// - applied by restarting: the robot count (`World::set_extra_robots`, then a restart) and
///   the alpha threshold (the collision masks are rebuilt from the tileset's alpha:
///   `with_alpha_threshold`);
/// - only for the inspector's own walks: the segment and circle algorithm variants (the
///   game's casts always run the exact walk; the Probe and Inspector panels run the variant);
/// - `clamped`: any value (from a hand-edited settings file, say) pulled into its range;
/// - `game_changes`: which parameters make the game play differently from the level's own
///   values — what the HUD and the pause menu name while an experiment runs. The algorithm
///   variants, the object index and the engine switch are not among them: they change what a
///   query costs, never what it answers.
///
/// `Parameters{}` is the level's own values: every run starts there (nothing is saved; a
/// person keeps a set on purpose as a named preset, inspector_settings.hpp).
///
///     game::inspector::Parameters p;
///     p.index_tile_size = 32;
///     game::inspector::apply_to_world(world, p);   // rebuilds the object index at 32 px
///
/// Source: Box2D's samples expose their settings as one struct edited by ImGui widgets.

#include "sim/arena.hpp"
#include "sim/live_tuning.hpp"
#include "sim/world.hpp"

#include <engine/tilemap/circle_query.hpp>
#include <engine/tilemap/segment_query.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace game::inspector {

/// The live parameters (see the file comment).
struct Parameters {
    LiveTuning live;                        ///< range, sensing and fire-interval factors, bullet speed, time scale
    int laser_max_tiles = 0;                ///< a laser stops after this many tiles; 0: no limit
    bool pixel_perfect = true;              ///< casts test mask pixels, or whole tiles
    int alpha_threshold = 128;              ///< mask pixels are solid from this alpha on (1..255)
    engine::SegmentVariant segment_variant = engine::SegmentVariant::Exact;  ///< probe / inspector walk
    engine::CircleVariant circle_variant = engine::CircleVariant::Span;      ///< probe circle
    bool use_index = true;                  ///< find objects through the object index
    bool teaching_core = false;             ///< run the queries on the teaching core (never saved)
    int index_tile_size = 64;               ///< the object index's tile size, pixels
    int extra_robots = 0;                   ///< robots added at random spots (restarts the level)

    /// Same values.
    friend bool operator==(const Parameters&, const Parameters&) = default;
};

/// The ranges the panel offers and `clamped` enforces.
struct ParameterLimits {
    static constexpr double kMinScale = 0.1;         ///< smallest factor
    static constexpr double kMaxScale = 5.0;         ///< largest factor
    static constexpr float kMinBulletSpeed = 20.0f;  ///< px/s
    static constexpr float kMaxBulletSpeed = 3000.0f;
    static constexpr float kMinBulletRange = 40.0f;  ///< px
    static constexpr float kMaxBulletRange = 2000.0f;
    static constexpr double kMinTimeScale = 0.05;
    static constexpr double kMaxTimeScale = 2.0;
    static constexpr int kMaxLaserTiles = 256;
    static constexpr int kMinIndexTile = 4;          ///< px, as --index-tile-size
    static constexpr int kMaxIndexTile = 1024;
    static constexpr int kMaxExtraRobots = 2000;
};

/// `parameters` with every value pulled into its range (NaN becomes the default).
Parameters clamped(const Parameters& parameters);

/// The parameters that make the game differ from the level's own values, each named as the
/// HUD shows it ("laser range x3.00", "12 extra robots"); empty when the game is the level's.
std::vector<std::string> game_changes(const Parameters& parameters);

/// `game_changes` as one line ("laser range x3.00, 12 extra robots"), or "the level's own values".
std::string describe_changes(const Parameters& parameters);

/// `value` when it is not within half a step of 1.0 at the panel's two decimals, else exactly
/// 1.0: a factor slider dragged back to where it started gives the level's game again.
double snapped_factor(double value) noexcept;

/// Pushes every directly applied parameter into `world`; rebuilds the object index only
/// when its switch or tile size changed. Throws like the setters it calls for values
/// outside their ranges (pass `clamped` values).
void apply_to_world(World& world, const Parameters& parameters);

/// True when going from `before` to `after` needs a restart of the level
/// (robot count) — `apply_to_world` cannot do that part.
bool needs_restart(const Parameters& before, const Parameters& after) noexcept;

/// True when going from `before` to `after` needs the level's masks rebuilt (alpha threshold).
bool needs_new_masks(const Parameters& before, const Parameters& after) noexcept;

/// A copy of `arena` whose collision masks are built from its tileset's alpha with
/// `alpha_threshold` (1..255); every placed tile stays where it is. Throws
/// std::invalid_argument for a threshold outside 1..255 or an arena without tileset pixels.
Arena with_alpha_threshold(const Arena& arena, int alpha_threshold);

} // namespace game::inspector
