// Tiles of another size than the grid (tile_pictures.hpp).
#include "tile_pictures.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <utility>

namespace levels::detail {

namespace {

std::size_t pixel_index(const RgbaImage& image, std::int32_t x, std::int32_t y) {
    return (static_cast<std::size_t>(y) * static_cast<std::size_t>(image.width) + static_cast<std::size_t>(x)) * 4;
}

// Where a point of the unflipped tile goes, in Tiled's order: transpose, then mirror across
// the flipped tile's width, then its height.
Point flipped_point(Point p, GidFlips flips, double width, double height) {
    if (flips.diagonal) {
        p = Point{p.y, p.x};
        std::swap(width, height);
    }
    if (flips.horizontal) {
        p.x = width - p.x;
    }
    if (flips.vertical) {
        p.y = height - p.y;
    }
    return p;
}

} // namespace

RgbaImage flipped_picture(const RgbaImage& picture, GidFlips flips) {
    RgbaImage out;
    out.width = flips.diagonal ? picture.height : picture.width;
    out.height = flips.diagonal ? picture.width : picture.height;
    out.rgba.resize(picture.rgba.size());
    for (std::int32_t y = 0; y < out.height; ++y) {
        for (std::int32_t x = 0; x < out.width; ++x) {
            // Undo the flips in reverse order to find the source pixel.
            std::int32_t sx = flips.horizontal ? out.width - 1 - x : x;
            std::int32_t sy = flips.vertical ? out.height - 1 - y : y;
            if (flips.diagonal) {
                std::swap(sx, sy);
            }
            std::memcpy(out.rgba.data() + pixel_index(out, x, y), picture.rgba.data() + pixel_index(picture, sx, sy), 4);
        }
    }
    return out;
}

void copy_cell_part(const RgbaImage& picture, RgbaImage& target, std::int32_t x, std::int32_t y, std::int32_t tile_size) {
    // Cell row r lies over picture row r + (height - tile_size); the picture's column c over cell column c.
    const std::int32_t rise = picture.height - tile_size;
    for (std::int32_t row = 0; row < tile_size; ++row) {
        for (std::int32_t column = 0; column < tile_size; ++column) {
            std::uint8_t* to = target.rgba.data() + pixel_index(target, x + column, y + row);
            const std::int32_t source_row = row + rise;
            if (column < picture.width && source_row >= 0 && source_row < picture.height) {
                std::memcpy(to, picture.rgba.data() + pixel_index(picture, column, source_row), 4);
            } else {
                std::memset(to, 0, 4);
            }
        }
    }
}

std::vector<TileShape> shapes_over_cell(const std::vector<TileShape>& shapes, GidFlips flips, std::int32_t width,
                                        std::int32_t height, std::int32_t tile_size) {
    const double placed_height = flips.diagonal ? width : height;
    const double rise = placed_height - tile_size;
    std::vector<TileShape> moved;
    moved.reserve(shapes.size());
    for (const TileShape& shape : shapes) {
        TileShape out = shape;
        if (shape.kind == TileShape::Kind::Polygon) {
            // Corners become absolute, flipped one by one; the origin is then the cell's corner.
            out.origin = Point{0, -rise};
            for (Point& corner : out.points) {
                corner = flipped_point(Point{shape.origin.x + corner.x, shape.origin.y + corner.y}, flips, width, height);
            }
        } else {
            // A box stays a box: flip two opposite corners and take the new top-left.
            const Point a = flipped_point(shape.origin, flips, width, height);
            const Point b = flipped_point(Point{shape.origin.x + shape.width, shape.origin.y + shape.height}, flips, width,
                                          height);
            out.origin = Point{std::min(a.x, b.x), std::min(a.y, b.y) - rise};
            out.width = std::abs(b.x - a.x);
            out.height = std::abs(b.y - a.y);
        }
        moved.push_back(std::move(out));
    }
    return moved;
}

} // namespace levels::detail
