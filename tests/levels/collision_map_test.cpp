// CollisionMap (engine/raycast/collision_map.hpp): placing tiles, classes, and world-pixel
// solidity against a brute-force reading of the masks.
#include "engine/raycast/collision_map.hpp"

#include <gtest/gtest.h>

#include <random>
#include <stdexcept>

namespace {

using engine::CollisionMap;
using engine::PlacedTile;
using engine::TileClass;
using engine::TileFlip;
using engine::TileMaskSet;

// Type 0: empty; 1: full; 2: an asymmetric "L" (left column and top row); 3: one pixel.
TileMaskSet sample_masks(std::int32_t size) {
    return TileMaskSet::from_function(size, 4, [size](std::int32_t type, std::int32_t x, std::int32_t y) {
        switch (type) {
        case 1:
            return true;
        case 2:
            return x == 0 || y == 0;
        case 3:
            return x == size - 2 && y == 1;
        default:
            return false;
        }
    });
}

TEST(CollisionMap, StartsEmptyAndReportsItsSize) {
    const CollisionMap map(5, 3, sample_masks(8));
    EXPECT_EQ(map.width(), 5);
    EXPECT_EQ(map.height(), 3);
    EXPECT_EQ(map.tile_size(), 8);
    EXPECT_EQ(map.pixel_width(), 40);
    EXPECT_EQ(map.pixel_height(), 24);
    for (std::int32_t j = 0; j < 3; ++j) {
        for (std::int32_t i = 0; i < 5; ++i) {
            EXPECT_EQ(map.tile_class(i, j), TileClass::Empty);
            EXPECT_FALSE(map.placed(i, j).has_tile());
        }
    }
}

TEST(CollisionMap, PlacedTilesKeepTypeFlipAndClass) {
    CollisionMap map(4, 4, sample_masks(8));
    map.place(1, 2, PlacedTile{2, TileFlip{.horizontal = true}});
    map.place(3, 3, PlacedTile{1});
    EXPECT_EQ(map.placed(1, 2), (PlacedTile{2, TileFlip{.horizontal = true}}));
    EXPECT_EQ(map.tile_class(1, 2), TileClass::Mixed);
    EXPECT_EQ(map.tile_class(engine::TileCoord{3, 3}), TileClass::Full);
    // The L flipped left-right has its column on the right.
    EXPECT_TRUE(map.mask(1, 2).solid(7, 5));
    EXPECT_FALSE(map.mask(1, 2).solid(0, 5));
    // Removing a tile forgets its flip too, so equal maps compare equal.
    map.place(1, 2, PlacedTile{PlacedTile::kNoTile, TileFlip{.vertical = true}});
    EXPECT_EQ(map.placed(1, 2), PlacedTile{});
    EXPECT_EQ(map.tile_class(1, 2), TileClass::Empty);
}

TEST(CollisionMap, TileClassOnMapIsTileClassForEveryTileOfTheMap) {
    // The caster's unchecked read, against the checked one, on a map of every class.
    CollisionMap map(7, 5, sample_masks(8));
    std::mt19937 random(3);
    for (std::int32_t j = 0; j < map.height(); ++j) {
        for (std::int32_t i = 0; i < map.width(); ++i) {
            map.place(i, j, PlacedTile{static_cast<std::int32_t>(random() % 4)});
        }
    }
    int mixed = 0;
    for (std::int32_t j = 0; j < map.height(); ++j) {
        for (std::int32_t i = 0; i < map.width(); ++i) {
            EXPECT_EQ(map.tile_class_on_map({i, j}), map.tile_class(i, j)) << i << "," << j;
            mixed += map.tile_class(i, j) == TileClass::Mixed;
        }
    }
    EXPECT_GT(mixed, 0);
}

TEST(CollisionMap, OffTheMapNothingIsSolid) {
    CollisionMap map(2, 2, sample_masks(8));
    map.place(0, 0, PlacedTile{1});
    map.place(1, 1, PlacedTile{1});
    EXPECT_EQ(map.tile_class(-1, 0), TileClass::Empty);
    EXPECT_EQ(map.tile_class(2, 1), TileClass::Empty);
    EXPECT_EQ(map.tile_class(std::int64_t{1} << 40, 0), TileClass::Empty);
    EXPECT_FALSE(map.solid_pixel(-1, 0));
    EXPECT_FALSE(map.solid_pixel(0, -1));
    EXPECT_FALSE(map.solid_pixel(16, 15));
    EXPECT_FALSE(map.solid_pixel(15, 16));
    EXPECT_TRUE(map.solid_pixel(15, 15));
    EXPECT_TRUE(map.solid_pixel(0, 0));
    EXPECT_EQ(map.mask(-3, -3).rows()[0], 0U);
}

TEST(CollisionMap, SolidPixelMatchesTheMasksEverywhere) {
    std::mt19937 random{17};
    for (const std::int32_t size : {1, 3, 8, 32}) {
        CollisionMap map(7, 5, sample_masks(size));
        for (std::int32_t j = 0; j < 5; ++j) {
            for (std::int32_t i = 0; i < 7; ++i) {
                const auto type = static_cast<std::int32_t>(random() % 5) - 1; // -1 = no tile
                map.place(i, j, PlacedTile{type, TileFlip::from_index(static_cast<int>(random() % 8))});
            }
        }
        for (std::int64_t y = -2; y < map.pixel_height() + 2; ++y) {
            for (std::int64_t x = -2; x < map.pixel_width() + 2; ++x) {
                bool expected = false;
                if (x >= 0 && y >= 0 && x < map.pixel_width() && y < map.pixel_height()) {
                    const PlacedTile tile = map.placed(static_cast<std::int32_t>(x / size), static_cast<std::int32_t>(y / size));
                    expected = tile.has_tile() &&
                               map.masks().solid_pixel_by_lookup(
                                   tile.type, tile.flip,
                                   {static_cast<std::int32_t>(x % size), static_cast<std::int32_t>(y % size)});
                }
                ASSERT_EQ(map.solid_pixel(x, y), expected) << "size " << size << " pixel " << x << "," << y;
            }
        }
    }
}

TEST(CollisionMap, BadPlacementsThrow) {
    CollisionMap map(3, 3, sample_masks(8));
    EXPECT_THROW(map.place(3, 0, PlacedTile{1}), std::out_of_range);
    EXPECT_THROW(map.place(0, -1, PlacedTile{1}), std::out_of_range);
    EXPECT_THROW(map.place(0, 0, PlacedTile{4}), std::out_of_range);
    EXPECT_THROW(map.place(0, 0, PlacedTile{-2}), std::out_of_range);
    EXPECT_THROW((void)map.placed(0, 3), std::out_of_range);
    EXPECT_THROW(CollisionMap(-1, 3, sample_masks(8)), std::invalid_argument);
    EXPECT_THROW(CollisionMap(1 << 30, 1, sample_masks(8)), std::invalid_argument);
}

} // namespace
