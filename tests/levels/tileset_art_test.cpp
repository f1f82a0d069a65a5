// The shipped tileset: the committed PNG is exactly what the generator draws, and each
// tile's alpha gives the collision shape its catalogue promises, in every orientation.
#include "level_test_support.hpp"
#include "levels/png_image.hpp"
#include "tileset_art.hpp"

#include "engine/raycast/collision_mask.hpp"

#include <gtest/gtest.h>

#include <set>

namespace {

using tileset_art::Tile;

engine::TileMaskSet shipped_masks(std::uint8_t threshold = engine::kDefaultAlphaThreshold) {
    const levels::RgbaImage image = levels::load_png(level_tests::tileset_png());
    return engine::TileMaskSet::from_rgba(image.rgba, image.width, image.height, tileset_art::kTileSize, threshold);
}

std::int32_t id(Tile tile) { return static_cast<std::int32_t>(tile); }

TEST(TilesetArt, CommittedPngEqualsTheGeneratorsOutput) {
    // Pixels, not file bytes: PNG encoders may compress differently, the image may not differ.
    const levels::RgbaImage committed = levels::load_png(level_tests::tileset_png());
    const levels::RgbaImage drawn = tileset_art::draw_tileset();
    ASSERT_EQ(committed.width, drawn.width);
    ASSERT_EQ(committed.height, drawn.height);
    std::size_t differing = 0;
    for (std::size_t i = 0; i < drawn.rgba.size(); ++i) {
        differing += committed.rgba[i] != drawn.rgba[i] ? 1 : 0;
    }
    EXPECT_EQ(differing, 0U) << "assets/tileset.png is stale: run tilecast_tileset_gen assets/tileset.png";
}

TEST(TilesetArt, CatalogueNamesEveryTileOnceInOrder) {
    const auto catalogue = tileset_art::catalogue();
    ASSERT_EQ(catalogue.size(), static_cast<std::size_t>(tileset_art::kTileCount));
    std::set<std::string_view> names;
    for (std::size_t k = 0; k < catalogue.size(); ++k) {
        EXPECT_EQ(id(catalogue[k].tile), static_cast<std::int32_t>(k));
        EXPECT_TRUE(names.insert(catalogue[k].name).second) << catalogue[k].name;
        EXPECT_FALSE(catalogue[k].description.empty());
    }
    // assets/TILESET.md lists each tile as "| number | name | ...".
    const std::string table = level_tests::read_file(level_tests::source_dir() / "assets" / "TILESET.md");
    for (const auto& info : catalogue) {
        EXPECT_TRUE(level_tests::contains(table, "| " + std::to_string(id(info.tile)) + " | " + std::string{info.name} + " |"))
            << info.name << " is missing from assets/TILESET.md";
    }
}

TEST(TilesetArt, ClassesFollowTheCatalogue) {
    const engine::TileMaskSet masks = shipped_masks();
    for (const Tile full : {Tile::BlockMetal, Tile::BlockStone, Tile::BlockHazard}) {
        EXPECT_EQ(masks.tile_class(id(full)), engine::TileClass::Full) << id(full);
    }
    for (std::int32_t t = id(Tile::Crate); t <= id(Tile::Rubble); ++t) {
        if (t != id(Tile::EnergyField)) {
            EXPECT_EQ(masks.tile_class(t), engine::TileClass::Mixed) << tileset_art::catalogue()[static_cast<std::size_t>(t)].name;
        }
    }
    for (std::int32_t t = id(Tile::FloorPlate); t <= id(Tile::FloorDrain); ++t) {
        EXPECT_EQ(masks.tile_class(t), engine::TileClass::Full) << "floors are opaque";
    }
    for (const Tile faint : {Tile::EnergyField, Tile::DecalOil, Tile::DecalCrack, Tile::DecalArrow}) {
        EXPECT_EQ(masks.tile_class(id(faint)), engine::TileClass::Empty) << id(faint);
    }
    // The energy field becomes a wall when the threshold drops below its alpha.
    EXPECT_EQ(shipped_masks(64).tile_class(id(Tile::EnergyField)), engine::TileClass::Full);
    EXPECT_EQ(shipped_masks(1).tile_class(id(Tile::DecalCrack)), engine::TileClass::Mixed);
}

TEST(TilesetArt, ShapesAreWhatTheyClaim) {
    const engine::TileMaskSet masks = shipped_masks();
    // Half blocks: exactly half the pixels, on the named side.
    for (const Tile half : {Tile::HalfTop, Tile::HalfBottom, Tile::HalfLeft, Tile::HalfRight}) {
        EXPECT_EQ(masks.solid_pixel_count(id(half)), 32 * 16);
    }
    EXPECT_TRUE(masks.mask(id(Tile::HalfTop)).solid(20, 15));
    EXPECT_FALSE(masks.mask(id(Tile::HalfTop)).solid(20, 16));
    // The 45° slope is solid below its diagonal, clear above, pixel for pixel away from it.
    const engine::TileMaskView slope = masks.mask(id(Tile::Slope45));
    for (std::int32_t y = 0; y < 32; ++y) {
        for (std::int32_t x = 0; x < 32; ++x) {
            if (x + y >= 33) {
                EXPECT_TRUE(slope.solid(x, y)) << x << "," << y;
            } else if (x + y <= 29) {
                EXPECT_FALSE(slope.solid(x, y)) << x << "," << y;
            }
        }
    }
    // The pillar is a disk of radius 13 about the tile centre.
    const engine::TileMaskView pillar = masks.mask(id(Tile::Pillar));
    for (std::int32_t y = 0; y < 32; ++y) {
        for (std::int32_t x = 0; x < 32; ++x) {
            const double dx = x + 0.5 - 16;
            const double dy = y + 0.5 - 16;
            const double distance = std::sqrt(dx * dx + dy * dy);
            if (distance < 12.3) {
                EXPECT_TRUE(pillar.solid(x, y)) << x << "," << y;
            } else if (distance > 13.7) {
                EXPECT_FALSE(pillar.solid(x, y)) << x << "," << y;
            }
        }
    }
    // Grates have holes: the middle of a square grate cell is open, the bar between is not.
    EXPECT_FALSE(masks.mask(id(Tile::GrateSquare)).solid(4, 4));
    EXPECT_TRUE(masks.mask(id(Tile::GrateSquare)).solid(7, 4));
    EXPECT_FALSE(masks.mask(id(Tile::GratePerforated)).solid(12, 12));
    // A fence lets a laser straight through between bars, top to bottom.
    const engine::TileMaskView fence = masks.mask(id(Tile::Fence));
    for (std::int32_t y = 0; y < 32; ++y) {
        EXPECT_FALSE(fence.solid(8, y));
        EXPECT_TRUE(fence.solid(4, y));
    }
    // The ring's hole is open.
    EXPECT_FALSE(masks.mask(id(Tile::Ring)).solid(16, 16));
    EXPECT_TRUE(masks.mask(id(Tile::Ring)).solid(16, 5));
}

TEST(TilesetArt, FlippedShippedTilesMatchTheirMirrorImages) {
    const engine::TileMaskSet masks = shipped_masks();
    const auto same = [](engine::TileMaskView a, engine::TileMaskView b) {
        return std::equal(a.rows().begin(), a.rows().end(), b.rows().begin(), b.rows().end());
    };
    EXPECT_TRUE(same(masks.mask(id(Tile::HalfLeft), {.horizontal = true}), masks.mask(id(Tile::HalfRight))));
    EXPECT_TRUE(same(masks.mask(id(Tile::HalfTop), {.vertical = true}), masks.mask(id(Tile::HalfBottom))));
    EXPECT_TRUE(same(masks.mask(id(Tile::HalfLeft), {.diagonal = true}), masks.mask(id(Tile::HalfTop))));
    EXPECT_TRUE(same(masks.mask(id(Tile::BarHorizontal), {.diagonal = true}), masks.mask(id(Tile::BarVertical))));
    // Rotating the horizontal bar a quarter turn (Tiled: diagonal + horizontal) stands it up.
    EXPECT_TRUE(same(masks.mask(id(Tile::BarHorizontal), {.horizontal = true, .diagonal = true}),
                     masks.mask(id(Tile::BarVertical))));
    // The four quarters of a big pillar meet: each corner pixel at the pillar's centre is solid.
    EXPECT_TRUE(masks.mask(id(Tile::CornerRound)).solid(31, 31));
    EXPECT_TRUE(masks.mask(id(Tile::CornerRound), {.horizontal = true}).solid(0, 31));
    EXPECT_TRUE(masks.mask(id(Tile::CornerRound), {.vertical = true}).solid(31, 0));
    EXPECT_TRUE(masks.mask(id(Tile::CornerRound), {.horizontal = true, .vertical = true}).solid(0, 0));
    EXPECT_FALSE(masks.mask(id(Tile::CornerRound)).solid(0, 0));
}

} // namespace
