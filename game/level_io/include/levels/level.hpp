#pragma once
/// `levels::Level`: everything a level file describes, loaded and checked, ready to play.
///
/// What it is for: the game, `tilequery --level` and the tests all start from a `Level`,
/// whichever file format it came from (text_level.hpp, tiled_level.hpp, or load_level.hpp
/// to pick by extension). Nothing in it is an SDL type: the tileset arrives as RGBA bytes that
/// the game turns into a texture, so tools and tests can use levels without a window.
///
/// Important parts:
/// - `collision`: the collision layer with its pixel masks (engine/raycast/collision_map.hpp);
/// - `background_layers` / `foreground_layers`: tiles drawn below / above the collision layer,
///   never solid (floors, decals), each with its `LayerLook` (opacity, a pixel offset);
/// - `tile_pictures`: tiles whose picture is not one grid cell (a tree two cells tall), drawn
///   from `tile_picture_image` anchored at the bottom-left of their cell, as Tiled draws them;
/// - `player_spawns` (at least one; the first is where the player starts) and `robots`, at
///   world positions in level pixels (y down), with an optional patrol route and per-robot
///   parameters that the game fills with its own defaults when absent;
/// - `collision_rule`: which rule built the collision layer (a Tiled map may mark its walls
///   in several ways, levels/FORMAT.md lists them in order), said in tools and the game's log;
///   `collision_drawn` is false when the solid layer is a hidden or built one, drawn by the
///   other layers instead;
/// - `backdrops`: pictures drawn under all tiles (Tiled image layers);
/// - `warnings`: what the loader skipped but did not refuse (unknown object classes ...);
/// - `Limits`: the sizes every loader refuses to exceed (also stated in levels/FORMAT.md).
///
///     levels::Level level = levels::load_level("levels/01_foundry.txt");
///     engine::Position2 start = level.player_spawns.front().position;
///
/// Source: the per-tile solidity maps of "Ray casting in a 2D tile-based environment"
/// (CodeProject, 2006) are built here from the tileset's alpha when a level loads.

#include "engine/raycast/collision_map.hpp"
#include "engine/tilemap/tilemap.hpp"
#include "engine/units/angular.hpp"
#include "engine/units/linear.hpp"
#include "engine/units/time.hpp"
#include "engine/units/vector2.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace levels {

/// The limits every loader enforces before it allocates anything a file asks for.
struct Limits {
    /// Largest level or tileset file read, in bytes (16 MiB).
    static constexpr std::size_t kMaxFileBytes = 16U * 1024U * 1024U;
    /// Largest tileset PNG file read, in bytes (32 MiB).
    static constexpr std::size_t kMaxImageFileBytes = 32U * 1024U * 1024U;
    /// Largest map side, in tiles.
    static constexpr std::int32_t kMaxMapTiles = 4096;
    /// Largest number of cells of all tile layers together: two layers of the largest map,
    /// or more of smaller ones (bounds memory to about 1 GB whatever a compressed file claims).
    static constexpr std::int64_t kMaxLayerCells = 2LL * 4096 * 4096;
    /// Smallest and largest tile side, in pixels (a mask row is one 64-bit word).
    static constexpr std::int32_t kMinTileSize = 1;
    /// Largest tile side in pixels.
    static constexpr std::int32_t kMaxTileSize = engine::kMaxMaskTileSize;
    /// Largest tileset image side, in pixels.
    static constexpr std::int32_t kMaxImageSide = 4096;
    /// Largest number of spawns (player and robots together) in one level.
    static constexpr std::size_t kMaxSpawns = 4096;
    /// Largest number of waypoints in one patrol route.
    static constexpr std::size_t kMaxRoutePoints = 256;
    /// Largest level name, in bytes.
    static constexpr std::size_t kMaxNameBytes = 200;
    /// Largest level description, in bytes.
    static constexpr std::size_t kMaxDescriptionBytes = 2000;
    /// Largest number of tile layers in a Tiled map.
    static constexpr std::size_t kMaxLayers = 64;
    /// Largest number of tile collision shapes in all of a Tiled map's tilesets, and of their
    /// polygon corners: rasterising them costs shapes x corners x pixels, so both are bounded.
    static constexpr std::size_t kMaxTileShapes = 4096;
    /// See kMaxTileShapes.
    static constexpr std::size_t kMaxTileShapePoints = 65536;
    /// Largest number of backdrops (Tiled image layers) in a level.
    static constexpr std::size_t kMaxBackdrops = 8;
};

/// An image as plain bytes: `width` x `height` pixels, 4 bytes each in memory order
/// R, G, B, A (SDL_PIXELFORMAT_RGBA32), rows packed top to bottom with no padding.
struct RgbaImage {
    /// Columns of pixels.
    std::int32_t width = 0;
    /// Rows of pixels.
    std::int32_t height = 0;
    /// width * height * 4 bytes.
    std::vector<std::uint8_t> rgba;

    /// The alpha of pixel (x, y); requires it to be inside the image.
    std::uint8_t alpha(std::int32_t x, std::int32_t y) const {
        return rgba[(static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)) * 4 + 3];
    }
    /// Same size and same bytes.
    friend bool operator==(const RgbaImage&, const RgbaImage&) = default;
};

/// The three kinds of robot the game knows.
enum class RobotKind : std::uint8_t {
    Patrol,  ///< walks its route, stops and fires a laser at the player ("patrol" or "laser")
    Sweeper, ///< turns its beam round and round (a rotating Direction2)
    Bolter,  ///< fires short bolts that travel (swept casts each step)
};

/// The name used for `kind` in level files: "patrol", "sweeper", "bolter".
std::string_view to_string(RobotKind kind) noexcept;
/// The kind named `name` ("laser" is accepted for "patrol"), or nothing.
std::optional<RobotKind> robot_kind_from_string(std::string_view name) noexcept;

/// Optional per-robot settings. Absent values mean "the game's default for this kind".
/// Level files use the key in brackets; levels/FORMAT.md lists them with their units.
struct RobotParameters {
    /// How far the robot senses and shoots [range, px].
    std::optional<engine::Length> range;
    /// The direction it faces first, from +x towards +y (clockwise on screen) [facing, degrees].
    std::optional<engine::Angle> facing;
    /// Walking speed along the route [speed, px/s].
    std::optional<engine::Speed> speed;
    /// Time between shots [fire_interval, s].
    std::optional<engine::TimeSpan> fire_interval;
    /// How fast a sweeper turns its beam [sweep_rate, degrees/s; negative turns the other way].
    std::optional<engine::AngularVelocity> sweep_rate;
    /// How far a sweeper turns before reversing; absent or 360 means full circles
    /// [sweep_arc, degrees].
    std::optional<engine::Angle> sweep_arc;
    /// Speed of a bolter's bolts [bolt_speed, px/s].
    std::optional<engine::Speed> bolt_speed;
    /// Hits the robot takes before it is destroyed [health].
    std::optional<std::int32_t> health;

    /// Same values set.
    friend bool operator==(const RobotParameters&, const RobotParameters&) = default;
};

/// How a layer is drawn beyond which tiles it holds: Tiled's layer opacity, tint colour and the
/// part of its offset that is not whole tiles (whole tiles move the layer's cells instead).
struct LayerLook {
    /// 0..1, multiplied through its group layers (and by its tint's alpha); 1 is opaque.
    float opacity = 1.0f;
    /// Red, green and blue multiplied into its pixels, 255 each for none (Tiled's tintcolor).
    std::array<std::uint8_t, 3> tint{255, 255, 255};
    /// Drawing offset in level pixels, each within half a tile (levels/FORMAT.md, "Layers").
    float offset_x_pixels = 0.0f;
    /// See offset_x_pixels.
    float offset_y_pixels = 0.0f;

    /// Same values.
    friend bool operator==(const LayerLook&, const LayerLook&) = default;
};

/// A layer of tiles that is only drawn, never solid (floors, decals, tree tops).
struct TileLayer {
    /// The tiles, one per cell of the map.
    engine::Tilemap<engine::PlacedTile> tiles;
    /// Its opacity and offset.
    LayerLook look;
};

/// Where the whole picture of a tile of another size than the grid is: a rectangle of
/// `Level::tile_picture_image`, already flipped as the map places it. It is drawn with its
/// bottom-left corner on its cell's bottom-left corner (Tiled's anchor), so a 32 x 64 tree on
/// a 32 px grid covers its cell and the one above. Its type's slot in `Level::tileset_image`
/// holds the part over its own cell, which is what its mask is made from.
struct TilePicture {
    /// The tile type it draws.
    std::int32_t type = 0;
    /// Left edge in `tile_picture_image`, pixels.
    std::int32_t left = 0;
    /// Top edge, pixels.
    std::int32_t top = 0;
    /// Width in pixels.
    std::int32_t width = 0;
    /// Height in pixels.
    std::int32_t height = 0;

    /// Same values.
    friend bool operator==(const TilePicture&, const TilePicture&) = default;
};

/// A picture drawn behind everything else (a Tiled image layer): sky, a painted floor.
struct Backdrop {
    /// Its pixels.
    RgbaImage image;
    /// Where its top-left corner is, in level pixels.
    engine::Position2 position;
    /// 0..1, Tiled's layer opacity.
    float opacity = 1.0f;
    /// Where the file names it, for messages.
    std::string origin;
};

/// Which rule of levels/FORMAT.md ("What is solid") built a level's collision layer.
enum class CollisionRule : std::uint8_t {
    TextLegend,     ///< a text level: the legend's solid tiles, by the tileset's alpha
    MarkedLayer,    ///< a Tiled tile layer marked by a property or named "collision", "walls" ...
    TileProperties, ///< tiles whose property collides / collide / solid / collision / blocked is true, or floors marked walkable
    TileShapes,     ///< tiles with collision shapes drawn in Tiled's tileset editor
    ImageAlpha,     ///< the only tile layer, solid where its tiles' pixels are opaque
    Nothing,        ///< nothing marks walls: no tile is solid
};

/// A short name for `rule`: "text legend", "marked layer", "tile properties", "tile shapes",
/// "image alpha", "nothing".
std::string_view to_string(CollisionRule rule) noexcept;

/// Where the player may start (the first one) or respawn.
struct PlayerSpawn {
    /// World position in level pixels.
    engine::Position2 position;
    /// Where the file defines it ("file:line" or "file: json path"), for messages.
    std::string origin;
};

/// One robot of the level.
struct RobotSpawn {
    /// What it does.
    RobotKind kind = RobotKind::Patrol;
    /// World position in level pixels.
    engine::Position2 position;
    /// Waypoints after the start, in level pixels; the robot walks spawn -> route[0] -> ...
    /// -> route.back() -> spawn and around again. Empty: it stays where it is.
    std::vector<engine::Position2> route;
    /// Settings; absent ones take the game's defaults.
    RobotParameters parameters;
    /// Where the file defines it ("file:line" or "file: json path"), for messages.
    std::string origin;
};

/// A loaded, checked level.
struct Level {
    /// The file it was loaded from.
    std::filesystem::path source;
    /// Short name for menus and the window title.
    std::string name;
    /// One-line description for menus.
    std::string description;
    /// The tileset PNG (resolved against the file that named it); for a generated tileset,
    /// the first image it was made from.
    std::filesystem::path tileset_path;
    /// The tileset's pixels, for the game's texture.
    RgbaImage tileset_image;
    /// Tiles per row of the tileset image: tile type t sits at column t % columns, row
    /// t / columns.
    std::int32_t tileset_columns = 0;
    /// The alpha threshold the masks were built with.
    std::uint8_t alpha_threshold = engine::kDefaultAlphaThreshold;
    /// The solid layer, with the tileset's masks (also drawn, above the background).
    engine::CollisionMap collision;
    /// How the collision layer is drawn (when `collision_drawn`).
    LayerLook collision_look{};
    /// Layers drawn below the collision layer, first one lowest; never solid.
    std::vector<TileLayer> background_layers{};
    /// Layers drawn above the collision layer; never solid.
    std::vector<TileLayer> foreground_layers{};
    /// Tiles of another size than the grid, by increasing type (empty for most levels).
    std::vector<TilePicture> tile_pictures{};
    /// Their whole pictures (empty when `tile_pictures` is).
    RgbaImage tile_picture_image{};
    /// Where the player starts (front) and may respawn. Never empty.
    std::vector<PlayerSpawn> player_spawns{};
    /// The robots, in file order.
    std::vector<RobotSpawn> robots{};
    /// Which rule built `collision`.
    CollisionRule collision_rule = CollisionRule::TextLegend;
    /// One line on how: "layer \"walls\" (its name marks it): its tiles are solid by ...".
    std::string collision_note{};
    /// False when `collision` must not be drawn (a hidden marked layer, or one built from
    /// the drawn layers' solid tiles, which stay in the background layers).
    bool collision_drawn = true;
    /// What was skipped while loading, one line each (the game logs them, tools print them).
    std::vector<std::string> warnings{};
    /// Pictures drawn under every tile layer, first one lowest (Tiled image layers).
    std::vector<Backdrop> backdrops{};
    /// True when the loader assembled `tileset_image` from the map's tilesets (several, or
    /// with margin or spacing, or an image per tile): no file holds it as it is.
    bool tileset_generated = false;

    /// Pixels per tile side.
    std::int32_t tile_size() const noexcept { return collision.tile_size(); }
};

} // namespace levels
