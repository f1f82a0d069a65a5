// Collision masks (engine/raycast/collision_mask.hpp, tile_flip.hpp): alpha thresholds,
// classes, row words, and every flip orientation against a brute-force image transform.
#include "engine/raycast/collision_mask.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using engine::MaskPixel;
using engine::TileClass;
using engine::TileFlip;
using engine::TileMaskSet;

// A square image as rows of booleans, transformed the way a renderer transforms a tile's
// picture: the literal operations, written independently of source_pixel().
using Image = std::vector<std::vector<bool>>;

Image transpose(const Image& image) {
    const auto n = image.size();
    Image out(n, std::vector<bool>(n));
    for (std::size_t y = 0; y < n; ++y) {
        for (std::size_t x = 0; x < n; ++x) {
            out[y][x] = image[x][y];
        }
    }
    return out;
}
Image mirror_left_right(Image image) {
    for (auto& row : image) {
        std::reverse(row.begin(), row.end());
    }
    return image;
}
Image mirror_top_bottom(Image image) {
    std::reverse(image.begin(), image.end());
    return image;
}
// Tiled's order: the diagonal flip first, then horizontal, then vertical.
Image apply_flip(Image image, TileFlip flip) {
    if (flip.diagonal) {
        image = transpose(image);
    }
    if (flip.horizontal) {
        image = mirror_left_right(image);
    }
    if (flip.vertical) {
        image = mirror_top_bottom(image);
    }
    return image;
}

Image random_image(std::int32_t size, std::mt19937& random) {
    Image image(static_cast<std::size_t>(size), std::vector<bool>(static_cast<std::size_t>(size)));
    for (auto& row : image) {
        for (std::size_t x = 0; x < row.size(); ++x) {
            row[x] = (random() & 1U) != 0;
        }
    }
    return image;
}

TEST(CollisionMask, PixelIsSolidExactlyWhenAlphaReachesTheThreshold) {
    // Two 4 px tiles side by side whose 32 pixels have alphas 0, 8, ..., 248.
    std::vector<std::uint8_t> alpha(8 * 4);
    for (std::size_t i = 0; i < alpha.size(); ++i) {
        alpha[i] = static_cast<std::uint8_t>(i * 8);
    }
    for (const int threshold : {1, 7, 8, 9, 128, 200, 248, 249, 255}) {
        const TileMaskSet masks = TileMaskSet::from_alpha(alpha, 8, 4, 4, static_cast<std::uint8_t>(threshold));
        ASSERT_EQ(masks.tile_count(), 2);
        for (std::int32_t type = 0; type < 2; ++type) {
            for (std::int32_t y = 0; y < 4; ++y) {
                for (std::int32_t x = 0; x < 4; ++x) {
                    const std::uint8_t a = alpha[static_cast<std::size_t>(y * 8 + type * 4 + x)];
                    EXPECT_EQ(masks.mask(type).solid(x, y), a >= threshold)
                        << "threshold " << threshold << " type " << type << " pixel " << x << "," << y;
                }
            }
        }
    }
}

TEST(CollisionMask, RgbaReadsOnlyTheAlphaByte) {
    std::mt19937 random{7};
    const std::int32_t width = 16;
    const std::int32_t height = 8;
    std::vector<std::uint8_t> alpha(static_cast<std::size_t>(width * height));
    std::vector<std::uint8_t> rgba(alpha.size() * 4);
    for (std::size_t i = 0; i < alpha.size(); ++i) {
        alpha[i] = static_cast<std::uint8_t>(random());
        rgba[i * 4 + 0] = static_cast<std::uint8_t>(random());
        rgba[i * 4 + 1] = static_cast<std::uint8_t>(random());
        rgba[i * 4 + 2] = static_cast<std::uint8_t>(random());
        rgba[i * 4 + 3] = alpha[i];
    }
    const TileMaskSet from_rgba = TileMaskSet::from_rgba(rgba, width, height, 8);
    const TileMaskSet from_alpha = TileMaskSet::from_alpha(alpha, width, height, 8);
    ASSERT_EQ(from_rgba.tile_count(), 2);
    for (std::int32_t type = 0; type < 2; ++type) {
        for (int flip = 0; flip < TileFlip::kCount; ++flip) {
            const auto a = from_rgba.mask(type, TileFlip::from_index(flip)).rows();
            const auto b = from_alpha.mask(type, TileFlip::from_index(flip)).rows();
            EXPECT_TRUE(std::equal(a.begin(), a.end(), b.begin(), b.end()));
        }
    }
}

TEST(CollisionMask, TilesAreNumberedRowMajorOverTheImage) {
    // A 3 x 2 grid of 2 px tiles; tile t has exactly t solid pixels... up to 4.
    const std::int32_t columns = 3;
    const std::int32_t rows = 2;
    std::vector<std::uint8_t> alpha(static_cast<std::size_t>(columns * rows * 4), 0);
    for (std::int32_t type = 0; type < columns * rows; ++type) {
        const std::int32_t left = (type % columns) * 2;
        const std::int32_t top = (type / columns) * 2;
        for (std::int32_t k = 0; k < std::min(type, 4); ++k) {
            alpha[static_cast<std::size_t>((top + k / 2) * columns * 2 + left + k % 2)] = 255;
        }
    }
    const TileMaskSet masks = TileMaskSet::from_alpha(alpha, columns * 2, rows * 2, 2);
    for (std::int32_t type = 0; type < columns * rows; ++type) {
        EXPECT_EQ(masks.solid_pixel_count(type), std::min(type, 4)) << "type " << type;
    }
    EXPECT_EQ(masks.tile_class(0), TileClass::Empty);
    EXPECT_EQ(masks.tile_class(1), TileClass::Mixed);
    EXPECT_EQ(masks.tile_class(4), TileClass::Full);
    EXPECT_EQ(masks.tile_class(5), TileClass::Full);
}

TEST(CollisionMask, ClassesAreEmptyFullOrMixed) {
    const TileMaskSet masks = TileMaskSet::from_function(
        64, 3, [](std::int32_t type, std::int32_t x, std::int32_t y) { return type == 1 || (type == 2 && x == 63 && y == 0); });
    EXPECT_EQ(masks.tile_class(0), TileClass::Empty);
    EXPECT_EQ(masks.tile_class(1), TileClass::Full);
    EXPECT_EQ(masks.tile_class(2), TileClass::Mixed);
    EXPECT_EQ(masks.solid_pixel_count(1), 64 * 64);
    // A full 64 px row is every bit of the word.
    EXPECT_EQ(masks.mask(1).row_bits(10), ~std::uint64_t{0});
    EXPECT_EQ(masks.mask(1).full_row(), ~std::uint64_t{0});
    EXPECT_EQ(masks.mask(2).row_bits(0), std::uint64_t{1} << 63);
    EXPECT_STREQ(engine::to_string(TileClass::Mixed), "mixed");
}

TEST(CollisionMask, RowBitsHoldPixelXAtBitX) {
    std::mt19937 random{11};
    for (const std::int32_t size : {1, 5, 16, 32, 33, 64}) {
        const Image image = random_image(size, random);
        const TileMaskSet masks = TileMaskSet::from_function(
            size, 1, [&](std::int32_t, std::int32_t x, std::int32_t y) { return image[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]; });
        const engine::TileMaskView view = masks.mask(0);
        ASSERT_EQ(view.size(), size);
        for (std::int32_t y = 0; y < size; ++y) {
            const std::uint64_t row = view.row_bits(y);
            EXPECT_EQ(row & ~view.full_row(), 0U) << "bits beyond the tile must be clear";
            for (std::int32_t x = 0; x < size; ++x) {
                EXPECT_EQ(((row >> x) & 1U) != 0, image[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]);
                EXPECT_EQ(view.solid(x, y), image[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]);
            }
        }
    }
}

TEST(CollisionMask, SpanBitsCoversExactlyTheColumns) {
    for (std::int32_t first = 0; first < 64; ++first) {
        for (std::int32_t last = first; last < 64; ++last) {
            std::uint64_t expected = 0;
            for (std::int32_t x = first; x <= last; ++x) {
                expected |= std::uint64_t{1} << x;
            }
            ASSERT_EQ(engine::span_bits(first, last), expected) << first << ".." << last;
        }
    }
}

// The heart of flip support: for every orientation, the precomputed variant equals the
// picture transformed literally (transpose, mirror, mirror), and so does the lookup.
TEST(CollisionMaskFlips, AllEightOrientationsMatchTheBruteForceTransform) {
    std::mt19937 random{3};
    for (const std::int32_t size : {1, 2, 3, 7, 16, 32, 64}) {
        const Image image = random_image(size, random);
        const TileMaskSet masks = TileMaskSet::from_function(
            size, 1, [&](std::int32_t, std::int32_t x, std::int32_t y) { return image[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]; });
        for (int index = 0; index < TileFlip::kCount; ++index) {
            const TileFlip flip = TileFlip::from_index(index);
            const Image expected = apply_flip(image, flip);
            const engine::TileMaskView view = masks.mask(0, flip);
            for (std::int32_t y = 0; y < size; ++y) {
                for (std::int32_t x = 0; x < size; ++x) {
                    const bool want = expected[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
                    ASSERT_EQ(view.solid(x, y), want) << "size " << size << " flip " << index << " at " << x << "," << y;
                    ASSERT_EQ(masks.solid_pixel(0, flip, {x, y}), want);
                    ASSERT_EQ(masks.solid_pixel_by_lookup(0, flip, {x, y}), want);
                }
            }
        }
    }
}

TEST(CollisionMaskFlips, IndexRoundTripsAndNamesTheFlags) {
    for (int index = 0; index < TileFlip::kCount; ++index) {
        EXPECT_EQ(TileFlip::from_index(index).index(), index);
    }
    EXPECT_EQ((TileFlip{.horizontal = true}.index()), 1);
    EXPECT_EQ((TileFlip{.vertical = true}.index()), 2);
    EXPECT_EQ((TileFlip{.diagonal = true}.index()), 4);
}

TEST(CollisionMaskFlips, TiledRotationsTurnTheTileClockwise) {
    // Tiled rotates 90° clockwise by setting diagonal + horizontal, 180° with both mirrors,
    // 270° with diagonal + vertical. Follow the top-left pixel of an 8 px tile.
    const std::int32_t n = 8;
    const auto shown_at = [&](TileFlip flip) {
        for (std::int32_t y = 0; y < n; ++y) {
            for (std::int32_t x = 0; x < n; ++x) {
                if (engine::source_pixel(flip, n, {x, y}) == MaskPixel{0, 0}) {
                    return MaskPixel{x, y};
                }
            }
        }
        return MaskPixel{-1, -1};
    };
    EXPECT_EQ(shown_at({}), (MaskPixel{0, 0}));
    EXPECT_EQ(shown_at({.horizontal = true, .diagonal = true}), (MaskPixel{n - 1, 0}));
    EXPECT_EQ(shown_at({.horizontal = true, .vertical = true}), (MaskPixel{n - 1, n - 1}));
    EXPECT_EQ(shown_at({.vertical = true, .diagonal = true}), (MaskPixel{0, n - 1}));
    EXPECT_EQ(shown_at({.diagonal = true}), (MaskPixel{0, 0})); // the mirror keeps the corner
}

TEST(CollisionMaskFlips, ClassAndPixelCountDoNotDependOnOrientation) {
    std::mt19937 random{5};
    const Image image = random_image(16, random);
    const TileMaskSet masks = TileMaskSet::from_function(
        16, 1, [&](std::int32_t, std::int32_t x, std::int32_t y) { return image[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]; });
    for (int index = 0; index < TileFlip::kCount; ++index) {
        std::int32_t count = 0;
        for (const std::uint64_t row : masks.mask(0, TileFlip::from_index(index)).rows()) {
            count += std::popcount(row);
        }
        EXPECT_EQ(count, masks.solid_pixel_count(0));
    }
}

TEST(CollisionMaskErrors, BadArgumentsAreNamed) {
    const std::vector<std::uint8_t> alpha(64 * 64, 255);
    const auto message_of = [](auto&& call) {
        try {
            call();
        } catch (const std::invalid_argument& error) {
            return std::string{error.what()};
        }
        return std::string{"no exception"};
    };
    EXPECT_NE(message_of([&] { (void)TileMaskSet::from_alpha(alpha, 64, 64, 0); }).find("tile_size"), std::string::npos);
    EXPECT_NE(message_of([&] { (void)TileMaskSet::from_alpha(alpha, 64, 64, -8); }).find("tile_size"), std::string::npos);
    EXPECT_NE(message_of([&] { (void)TileMaskSet::from_alpha(std::vector<std::uint8_t>(65 * 65), 65, 65, 65); }).find("tile_size"),
              std::string::npos);
    EXPECT_NE(message_of([&] { (void)TileMaskSet::from_alpha(alpha, 64, 64, 24); }).find("whole number"), std::string::npos);
    EXPECT_NE(message_of([&] { (void)TileMaskSet::from_alpha(alpha, 32, 64, 32); }).find("bytes"), std::string::npos);
    EXPECT_NE(message_of([&] { (void)TileMaskSet::from_alpha(alpha, 64, 64, 32, 0); }).find("alpha_threshold"),
              std::string::npos);
    EXPECT_NE(message_of([&] { (void)TileMaskSet::from_alpha({}, 0, 0, 32); }).find("positive"), std::string::npos);
    // 8192 tiles of 1 px is more than kMaxMaskTileTypes.
    EXPECT_NE(message_of([&] { (void)TileMaskSet::from_alpha(std::vector<std::uint8_t>(8192), 8192, 1, 1); }).find("limit"),
              std::string::npos);
}

TEST(CollisionMaskErrors, UnknownTypesAndPixelsThrowOutOfRange) {
    const TileMaskSet masks = TileMaskSet::from_function(8, 2, [](std::int32_t, std::int32_t, std::int32_t) { return true; });
    EXPECT_THROW((void)masks.tile_class(2), std::out_of_range);
    EXPECT_THROW((void)masks.tile_class(-1), std::out_of_range);
    EXPECT_THROW((void)masks.mask(5), std::out_of_range);
    EXPECT_THROW((void)masks.solid_pixel(0, {}, {8, 0}), std::out_of_range);
    EXPECT_THROW((void)masks.solid_pixel_by_lookup(0, {}, {0, -1}), std::out_of_range);
    EXPECT_FALSE(masks.contains(2));
    EXPECT_TRUE(masks.contains(1));
}

} // namespace
