// Building collision masks from alpha, and their orientation variants (collision_mask.hpp).
#include "engine/raycast/collision_mask.hpp"

#include <bit>
#include <string>

namespace engine {

namespace {

std::string size_text(std::int32_t width, std::int32_t height) {
    return std::to_string(width) + " x " + std::to_string(height);
}

void check_tile_size(std::int32_t tile_size) {
    if (tile_size < 1 || tile_size > kMaxMaskTileSize) {
        throw std::invalid_argument("TileMaskSet: tile_size must be 1.." + std::to_string(kMaxMaskTileSize) +
                                    " pixels, got " + std::to_string(tile_size));
    }
}

// Validates the image against the tile size and returns the number of tiles it holds.
std::int32_t checked_tile_count(std::size_t byte_count, std::size_t bytes_per_pixel, std::int32_t image_width,
                                std::int32_t image_height, std::int32_t tile_size, std::uint8_t alpha_threshold) {
    check_tile_size(tile_size);
    if (alpha_threshold == 0) {
        throw std::invalid_argument("TileMaskSet: alpha_threshold must be 1..255 (0 would make fully transparent "
                                    "pixels solid)");
    }
    if (image_width <= 0 || image_height <= 0) {
        throw std::invalid_argument("TileMaskSet: image_width and image_height must be positive, got " +
                                    size_text(image_width, image_height));
    }
    if (image_width % tile_size != 0 || image_height % tile_size != 0) {
        throw std::invalid_argument("TileMaskSet: the image (" + size_text(image_width, image_height) +
                                    " px) is not a whole number of " + std::to_string(tile_size) + " px tiles");
    }
    const std::int64_t columns = image_width / tile_size;
    const std::int64_t rows = image_height / tile_size;
    if (columns * rows > kMaxMaskTileTypes) {
        throw std::invalid_argument("TileMaskSet: the image holds " + std::to_string(columns * rows) +
                                    " tiles, more than the limit of " + std::to_string(kMaxMaskTileTypes));
    }
    const auto expected = static_cast<std::size_t>(image_width) * static_cast<std::size_t>(image_height) *
                          bytes_per_pixel;
    if (byte_count != expected) {
        throw std::invalid_argument("TileMaskSet: the pixel buffer has " + std::to_string(byte_count) +
                                    " bytes, but a " + size_text(image_width, image_height) + " image needs " +
                                    std::to_string(expected));
    }
    return static_cast<std::int32_t>(columns * rows);
}

} // namespace

TileMaskSet::TileMaskSet(std::int32_t tile_size, std::int32_t tile_count) : tile_size_{tile_size}, tile_count_{tile_count} {
    check_tile_size(tile_size);
    if (tile_count < 0 || tile_count > kMaxMaskTileTypes) {
        throw std::invalid_argument("TileMaskSet: tile_count must be 0.." + std::to_string(kMaxMaskTileTypes) +
                                    ", got " + std::to_string(tile_count));
    }
    rows_.assign(offset_of(tile_count, TileFlip{}), 0);
    classes_.assign(static_cast<std::size_t>(tile_count), TileClass::Empty);
    solid_counts_.assign(static_cast<std::size_t>(tile_count), 0);
}

template <class AlphaAt>
TileMaskSet TileMaskSet::from_alpha_source(std::int32_t image_width, std::int32_t image_height, std::int32_t tile_size,
                                           std::uint8_t alpha_threshold, AlphaAt&& alpha_at) {
    const std::int32_t columns = image_width / tile_size;
    const std::int32_t rows = image_height / tile_size;
    return from_function(tile_size, columns * rows, [&](std::int32_t type, std::int32_t x, std::int32_t y) {
        const std::int32_t image_x = (type % columns) * tile_size + x;
        const std::int32_t image_y = (type / columns) * tile_size + y;
        return alpha_at(image_x, image_y) >= alpha_threshold;
    });
}

TileMaskSet TileMaskSet::from_rgba(std::span<const std::uint8_t> rgba, std::int32_t image_width,
                                   std::int32_t image_height, std::int32_t tile_size, std::uint8_t alpha_threshold) {
    checked_tile_count(rgba.size(), 4, image_width, image_height, tile_size, alpha_threshold);
    const auto stride = static_cast<std::size_t>(image_width) * 4;
    return from_alpha_source(image_width, image_height, tile_size, alpha_threshold,
                             [&](std::int32_t x, std::int32_t y) {
                                 return rgba[static_cast<std::size_t>(y) * stride + static_cast<std::size_t>(x) * 4 + 3];
                             });
}

TileMaskSet TileMaskSet::from_alpha(std::span<const std::uint8_t> alpha, std::int32_t image_width,
                                    std::int32_t image_height, std::int32_t tile_size, std::uint8_t alpha_threshold) {
    checked_tile_count(alpha.size(), 1, image_width, image_height, tile_size, alpha_threshold);
    const auto stride = static_cast<std::size_t>(image_width);
    return from_alpha_source(image_width, image_height, tile_size, alpha_threshold,
                             [&](std::int32_t x, std::int32_t y) {
                                 return alpha[static_cast<std::size_t>(y) * stride + static_cast<std::size_t>(x)];
                             });
}

// Called once the unflipped masks (orientation 0) are filled in: derives the other seven
// orientations through `source_pixel` and classifies each type.
void TileMaskSet::finish() {
    for (std::int32_t type = 0; type < tile_count_; ++type) {
        const std::uint64_t* original = rows_.data() + offset_of(type, TileFlip{});
        for (int index = 1; index < TileFlip::kCount; ++index) {
            const TileFlip flip = TileFlip::from_index(index);
            std::uint64_t* variant = rows_.data() + offset_of(type, flip);
            for (std::int32_t y = 0; y < tile_size_; ++y) {
                std::uint64_t row = 0;
                for (std::int32_t x = 0; x < tile_size_; ++x) {
                    const MaskPixel from = source_pixel(flip, tile_size_, {x, y});
                    row |= ((original[from.y] >> from.x) & 1U) << x;
                }
                variant[y] = row;
            }
        }
        std::int32_t solid = 0;
        for (std::int32_t y = 0; y < tile_size_; ++y) {
            solid += std::popcount(original[y]);
        }
        const std::int32_t all = tile_size_ * tile_size_;
        classes_[static_cast<std::size_t>(type)] =
            solid == 0 ? TileClass::Empty : (solid == all ? TileClass::Full : TileClass::Mixed);
        solid_counts_[static_cast<std::size_t>(type)] = solid;
    }
}

void TileMaskSet::check_type(std::int32_t type, const char* caller) const {
    if (!contains(type)) {
        throw std::out_of_range(std::string{"TileMaskSet::"} + caller + ": tile type " + std::to_string(type) +
                                " is not in this set of " + std::to_string(tile_count_) + " types");
    }
}

TileClass TileMaskSet::tile_class(std::int32_t type) const {
    check_type(type, "tile_class");
    return classes_[static_cast<std::size_t>(type)];
}

std::int32_t TileMaskSet::solid_pixel_count(std::int32_t type) const {
    check_type(type, "solid_pixel_count");
    return solid_counts_[static_cast<std::size_t>(type)];
}

TileMaskView TileMaskSet::mask(std::int32_t type, TileFlip flip) const {
    check_type(type, "mask");
    return mask_at_offset(offset_of(type, flip));
}

namespace {
void check_pixel(MaskPixel placed, std::int32_t tile_size, const char* caller) {
    if (placed.x < 0 || placed.y < 0 || placed.x >= tile_size || placed.y >= tile_size) {
        throw std::out_of_range(std::string{"TileMaskSet::"} + caller + ": pixel (" + std::to_string(placed.x) + ", " +
                                std::to_string(placed.y) + ") is outside the " + std::to_string(tile_size) +
                                " px tile");
    }
}
} // namespace

bool TileMaskSet::solid_pixel(std::int32_t type, TileFlip flip, MaskPixel placed) const {
    check_type(type, "solid_pixel");
    check_pixel(placed, tile_size_, "solid_pixel");
    return mask_at_offset(offset_of(type, flip)).solid(placed.x, placed.y);
}

bool TileMaskSet::solid_pixel_by_lookup(std::int32_t type, TileFlip flip, MaskPixel placed) const {
    check_type(type, "solid_pixel_by_lookup");
    check_pixel(placed, tile_size_, "solid_pixel_by_lookup");
    const MaskPixel from = source_pixel(flip, tile_size_, placed);
    return mask_at_offset(offset_of(type, TileFlip{})).solid(from.x, from.y);
}

} // namespace engine
