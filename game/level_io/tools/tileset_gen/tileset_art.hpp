#pragma once
/// The Tilecast tileset, drawn in code: 40 tiles of 32 x 32 px whose alpha is their shape.
///
/// What it is for: the collision masks come from the tileset's alpha (a pixel is solid when
/// it is at least half opaque), so the art *is* the collision geometry. Drawing it in code
/// keeps every shape exact and documented — the slope is really 45°, the pillar really a
/// circle — and lets a test check the committed assets/tileset.png is what this draws.
///
/// Important parts:
/// - `Tile`: the tile numbers the levels use (row-major over an 8-column sheet), with
///   `catalogue()` giving each a name and a one-line description (assets/TILESET.md is the
///   same table for people);
/// - `draw_tileset()`: the whole 256 x 160 px sheet as RGBA bytes;
/// - each shape is a signed distance function (negative inside, in pixels): alpha is its
///   4 x 4 supersampled coverage, and the distance also shades the bevels, lit from the top
///   left. Only + - * / and sqrt are used, so the output is the same on every IEEE machine.
///
///     levels::RgbaImage sheet = tileset_art::draw_tileset();
///     levels::save_png(sheet, "assets/tileset.png");

#include "levels/level.hpp"

#include <cstdint>
#include <span>
#include <string_view>

namespace tileset_art {

/// Pixels per tile side.
inline constexpr std::int32_t kTileSize = 32;
/// Tiles per row of the sheet.
inline constexpr std::int32_t kColumns = 8;
/// Rows of tiles in the sheet.
inline constexpr std::int32_t kRows = 5;

/// The tiles, by number. Solid ones first, then floors (opaque: for background layers only)
/// and decals (faint: never solid at the default threshold).
enum class Tile : std::int32_t {
    // row 0: blocks and halves
    BlockMetal = 0,
    BlockStone,
    BlockHazard,
    Crate,
    HalfTop,
    HalfBottom,
    HalfLeft,
    HalfRight,
    // row 1: slopes and corners
    Slope45,
    SlopeShallowLow,
    SlopeShallowHigh,
    SlopeStone45,
    CornerChamfer,
    CornerTriangle,
    CornerRound,
    CornerFillet,
    // row 2: round things and bars
    Pillar,
    Post,
    Ring,
    BarHorizontal,
    BarVertical,
    BarCross,
    BarDiagonal,
    Pipe,
    // row 3: pipes, grates and odd shapes
    PipeElbow,
    GrateSquare,
    GratePerforated,
    GrateLattice,
    Fence,
    GrateHalf,
    EnergyField,
    Rubble,
    // row 4: floors (opaque) and decals (faint)
    FloorPlate,
    FloorTiles,
    FloorGrating,
    FloorHazard,
    FloorDrain,
    DecalOil,
    DecalCrack,
    DecalArrow,
};

/// Number of tiles in the sheet.
inline constexpr std::int32_t kTileCount = kColumns * kRows;

/// One tile's number, name and description.
struct TileInfo {
    /// Its number in the sheet (the text format's tile number; Tiled's gid is this + firstgid).
    Tile tile;
    /// Short name, as in the enum.
    std::string_view name;
    /// What it looks like and how it collides.
    std::string_view description;
};

/// Every tile, in number order.
std::span<const TileInfo> catalogue() noexcept;

/// Draws the whole sheet: kColumns x kRows tiles of kTileSize px, RGBA.
levels::RgbaImage draw_tileset();

} // namespace tileset_art
