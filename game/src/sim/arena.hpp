#pragma once
/// `Arena`: a level as the simulation sees it — walls with pixel-exact masks, spawn points,
/// and the tileset picture the renderer draws the walls with.
///
/// What it is for: the world is built from an Arena, the queries cast against its
/// `collision` map, and the renderer makes a texture of its `tileset` and draws its layers.
/// Level files are read by the level-IO library (`levels::load_level`) and converted into an
/// Arena (level_arena.hpp); tests and the built-in playground build one from a few rows of
/// characters (`arena_from_rows`).
///
/// Important parts:
/// - `collision` is the engine's `CollisionMap`: world pixels = level pixels, origin at the
///   top-left corner of tile (0, 0), y down (docs/DESIGN.md §2);
/// - `arena_from_rows` knows a handful of characters ('#' block, 'o' round pillar, '|' bars,
///   '/' and '\' slopes, 'P' player, 'L' / 'S' / 'B' robots) and draws its own tileset, so the
///   simulation can be tested on exactly known geometry without any file.
///
///     game::Arena arena = game::arena_from_rows("corridor", {"#####", "#P.L#", "#####"}, 32);
///     bool wall = arena.collision.solid_pixel(10, 10);    // true: tile (0, 0) is a block

#include "sim/actors.hpp"

#include <engine/raycast/collision_map.hpp>
#include <engine/units.hpp>
#include <levels/level.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace game {

/// The tileset picture: tile type t sits at column t % columns, row t / columns.
struct TilesetImage {
    levels::RgbaImage image;           ///< RGBA bytes, rows packed
    std::int32_t columns = 0;          ///< tiles per row of the image
};

/// A layer of tiles that is only drawn, never solid (floors, decals), with its opacity and offset.
using DecorLayer = levels::TileLayer;

/// Where a robot starts, what kind it is, and what the level file says about it.
struct RobotSpawn {
    engine::Position2 position;                ///< centre of the robot
    RobotKind kind = RobotKind::PatrolLaser;
    std::vector<engine::Position2> route;      ///< waypoints after the start; empty: stays put
    levels::RobotParameters parameters;        ///< per-robot settings; absent ones: kind defaults
};

/// A level ready to play.
struct Arena {
    std::string name;                        ///< shown in the HUD and the level menu
    engine::CollisionMap collision;          ///< walls, pixel-exact
    TilesetImage tileset;                    ///< what the walls and decor look like
    engine::Position2 player_spawn;          ///< where the player (re)appears
    std::vector<RobotSpawn> robot_spawns;    ///< the level's own robots
    std::string description;                 ///< one line for the level menu
    std::vector<DecorLayer> background;      ///< drawn below the walls
    std::vector<DecorLayer> foreground;      ///< drawn above everything in the world
    bool walls_drawn = true;                 ///< false: `collision` is solid but not drawn (a
                                             ///< hidden Tiled collision layer, or one built
                                             ///< from the drawn layers' solid tiles)
    std::string collision_note;              ///< which rule built `collision`, for the log
    std::vector<std::string> load_warnings;  ///< what the level loader skipped, for the log
    std::vector<levels::Backdrop> backdrops; ///< pictures drawn under every layer (Tiled image layers)
    levels::LayerLook walls_look{};          ///< opacity and offset of the drawn walls
    std::vector<levels::TilePicture> tile_pictures{}; ///< tiles of another size than the grid
    levels::RgbaImage tile_picture_image{};  ///< their pictures

    /// Pixels per tile side, as a length.
    engine::Length tile_size() const noexcept {
        return engine::Length::from_pixels(static_cast<float>(collision.tile_size()));
    }
    /// The level's width in world pixels.
    engine::Length width() const noexcept { return engine::Length::from_pixels(static_cast<float>(collision.pixel_width())); }
    /// The level's height in world pixels.
    engine::Length height() const noexcept {
        return engine::Length::from_pixels(static_cast<float>(collision.pixel_height()));
    }
};

/// Builds an arena from rows of characters, one per tile: '#' block, 'o' round pillar,
/// '|' vertical bars, '/' and '\' slopes, '.' or ' ' floor, 'P' the player's spawn,
/// 'L' patrol-laser, 'S' sweeper and 'B' bolter robots (on floor). Short rows are padded
/// with floor. Throws std::invalid_argument naming the row and column of an unknown
/// character, for no rows, a tile size outside 8..64, or a missing / repeated 'P'.
Arena arena_from_rows(std::string name, const std::vector<std::string_view>& rows, std::int32_t tile_size);

/// The built-in playground used when no level file is given: rooms, pillars, bars and
/// slopes, and a few robots of each kind. The same every time.
Arena builtin_arena();

} // namespace game
