#include "svg_picture.hpp"

#include "number_parsing.hpp"
#include "output.hpp"

#include <levels/file_write.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <vector>

namespace tilequery {

namespace {

constexpr double kTilePixels = 40.0;   // one tile's side in the picture
constexpr double kAxisPixels = 28.0;   // room for the tile indices left and on top
constexpr double kCaptionPixels = 64.0; // room for the caption lines below the grid

// Every number in the file goes through here: fixed format, two decimals, so the
// same input always gives the same bytes.
std::string number(double value) {
    char text[40];
    std::snprintf(text, sizeof text, "%.2f", value);
    return text;
}

std::string escape_xml(const std::string& text) {
    std::string escaped;
    for (const char c : text) {
        switch (c) {
        case '&': escaped += "&amp;"; break;
        case '<': escaped += "&lt;"; break;
        case '>': escaped += "&gt;"; break;
        case '"': escaped += "&quot;"; break;
        default: escaped += c;
        }
    }
    return escaped;
}

std::string tile_attribute(engine::TileCoord tile) { return std::to_string(tile.x) + "," + std::to_string(tile.y); }

// The tiles drawn: a box in tile indices, inclusive.
struct TileBox {
    std::int64_t left = 0, top = 0, right = -1, bottom = -1;

    void include(std::int64_t x, std::int64_t y) {
        if (right < left) {
            left = right = x;
            top = bottom = y;
            return;
        }
        left = std::min(left, x);
        right = std::max(right, x);
        top = std::min(top, y);
        bottom = std::max(bottom, y);
    }
    std::int64_t columns() const { return right - left + 1; }
    std::int64_t rows() const { return bottom - top + 1; }
};

// The tiles the shape's bounding box covers (floor of its extreme coordinates):
// the picture shows the whole shape even where a variant yields nothing.
void include_shape(TileBox& box, const QuerySpec& spec) {
    double x0 = spec.a.x, y0 = spec.a.y, x1 = spec.b.x, y1 = spec.b.y;
    if (spec.kind == QueryKind::Circle) {
        x0 = spec.a.x - spec.radius;
        x1 = spec.a.x + spec.radius;
        y0 = spec.a.y - spec.radius;
        y1 = spec.a.y + spec.radius;
    }
    const double left = std::floor(std::min(x0, x1)), right = std::floor(std::max(x0, x1));
    const double top = std::floor(std::min(y0, y1)), bottom = std::floor(std::max(y0, y1));
    // A shape too far out for int64 tile indices cannot be drawn anyway.
    const double limit = 1e15;
    if (!(std::abs(left) < limit && std::abs(right) < limit && std::abs(top) < limit && std::abs(bottom) < limit)) {
        throw UsageError("--svg: the shape is too large to draw");
    }
    box.include(static_cast<std::int64_t>(left), static_cast<std::int64_t>(top));
    box.include(static_cast<std::int64_t>(right), static_cast<std::int64_t>(bottom));
}

// Maps tile-space coordinates to picture pixels.
struct Canvas {
    TileBox box;
    double px(double tile_x) const { return kAxisPixels + (tile_x - static_cast<double>(box.left)) * kTilePixels; }
    double py(double tile_y) const { return kAxisPixels + (tile_y - static_cast<double>(box.top)) * kTilePixels; }
    double min_width = 0.0; // wide enough for the caption
    double width() const { return std::max(min_width, kAxisPixels + static_cast<double>(box.columns()) * kTilePixels + 8.0); }
    double grid_bottom() const { return py(static_cast<double>(box.bottom + 1)); }
    double height() const { return grid_bottom() + kCaptionPixels; }
};

std::string grid(const Canvas& canvas) {
    std::string svg = "<g class=\"grid\" stroke=\"#b8b8b8\" stroke-width=\"1\">\n";
    for (std::int64_t x = canvas.box.left; x <= canvas.box.right + 1; ++x) {
        const std::string line_x = number(canvas.px(static_cast<double>(x)));
        svg += "<line x1=\"" + line_x + "\" y1=\"" + number(canvas.py(static_cast<double>(canvas.box.top))) + "\" x2=\"" +
               line_x + "\" y2=\"" + number(canvas.grid_bottom()) + "\"/>\n";
    }
    for (std::int64_t y = canvas.box.top; y <= canvas.box.bottom + 1; ++y) {
        const std::string line_y = number(canvas.py(static_cast<double>(y)));
        svg += "<line x1=\"" + number(canvas.px(static_cast<double>(canvas.box.left))) + "\" y1=\"" + line_y + "\" x2=\"" +
               number(canvas.px(static_cast<double>(canvas.box.right + 1))) + "\" y2=\"" + line_y + "\"/>\n";
    }
    svg += "</g>\n<g class=\"axes\" font-size=\"12\" fill=\"#555555\" text-anchor=\"middle\">\n";
    for (std::int64_t x = canvas.box.left; x <= canvas.box.right; ++x) {
        svg += "<text x=\"" + number(canvas.px(static_cast<double>(x) + 0.5)) + "\" y=\"" + number(kAxisPixels - 8.0) +
               "\">" + std::to_string(x) + "</text>\n";
    }
    for (std::int64_t y = canvas.box.top; y <= canvas.box.bottom; ++y) {
        svg += "<text x=\"" + number(kAxisPixels / 2.0) + "\" y=\"" + number(canvas.py(static_cast<double>(y) + 0.5) + 4.0) +
               "\">" + std::to_string(y) + "</text>\n";
    }
    return svg + "</g>\n";
}

std::string cell_rect(const Canvas& canvas, engine::TileCoord tile, const std::string& attributes) {
    return "<rect x=\"" + number(canvas.px(tile.x) + 1.0) + "\" y=\"" + number(canvas.py(tile.y) + 1.0) + "\" width=\"" +
           number(kTilePixels - 2.0) + "\" height=\"" + number(kTilePixels - 2.0) + "\" " + attributes + "/>";
}

// The visited tiles, shaded; drawn first, under the grid and the shape.
std::string visits(const Canvas& canvas, const QueryResult& result) {
    std::string svg = "<g class=\"visits\">\n";
    for (std::size_t order = 0; order < result.tiles.size(); ++order) {
        const engine::TileCoord tile = result.tiles[order];
        svg += "<g class=\"visit\" data-order=\"" + std::to_string(order + 1) + "\" data-tile=\"" + tile_attribute(tile) +
               "\">" + cell_rect(canvas, tile, "fill=\"#9ecae1\"") + "</g>\n";
    }
    return svg + "</g>\n";
}

// The visit numbers, drawn last with a white outline so the shape never hides them.
std::string visit_labels(const Canvas& canvas, const QueryResult& result) {
    std::string svg = "<g class=\"labels\" text-anchor=\"middle\" fill=\"#08306b\" stroke=\"#ffffff\" "
                      "stroke-width=\"3\" paint-order=\"stroke\">\n";
    for (std::size_t order = 0; order < result.tiles.size(); ++order) {
        const engine::TileCoord tile = result.tiles[order];
        const std::string label = std::to_string(order + 1);  // the first tile is 1
        const int font = label.size() <= 2 ? 15 : 11;
        svg += "<text data-order=\"" + label + "\" x=\"" + number(canvas.px(tile.x + 0.5)) + "\" y=\"" +
               number(canvas.py(tile.y + 0.5) + font / 3.0) + "\" font-size=\"" + std::to_string(font) + "\">" + label +
               "</text>\n";
    }
    return svg + "</g>\n";
}

std::string differences(const Canvas& canvas, const std::vector<engine::TileCoord>& extra,
                        const std::vector<engine::TileCoord>& missed) {
    std::string svg = "<g class=\"differences\">\n";
    for (const engine::TileCoord tile : extra) {
        const double x0 = canvas.px(tile.x) + 6.0, y0 = canvas.py(tile.y) + 6.0;
        const double x1 = canvas.px(tile.x + 1.0) - 6.0, y1 = canvas.py(tile.y + 1.0) - 6.0;
        svg += "<g class=\"extra\" data-tile=\"" + tile_attribute(tile) + "\" stroke=\"#d62728\" stroke-width=\"3\">" +
               cell_rect(canvas, tile, "fill=\"#fcbba1\" fill-opacity=\"0.6\" stroke=\"none\"") + "<line x1=\"" +
               number(x0) + "\" y1=\"" + number(y0) + "\" x2=\"" + number(x1) + "\" y2=\"" + number(y1) + "\"/><line x1=\"" +
               number(x0) + "\" y1=\"" + number(y1) + "\" x2=\"" + number(x1) + "\" y2=\"" + number(y0) + "\"/></g>\n";
    }
    for (const engine::TileCoord tile : missed) {
        svg += "<g class=\"missed\" data-tile=\"" + tile_attribute(tile) + "\">" +
               cell_rect(canvas, tile, "fill=\"none\" stroke=\"#d62728\" stroke-width=\"3\" stroke-dasharray=\"6 4\"") +
               "</g>\n";
    }
    return svg + "</g>\n";
}

std::string shape(const Canvas& canvas, const QuerySpec& spec) {
    std::string svg = "<g class=\"shape\" fill=\"none\" stroke=\"#e6550d\" stroke-width=\"2.5\">\n";
    const double ax = canvas.px(spec.a.x), ay = canvas.py(spec.a.y);
    switch (spec.kind) {
    case QueryKind::Ray: {
        const double bx = canvas.px(spec.b.x), by = canvas.py(spec.b.y);
        svg += "<line x1=\"" + number(ax) + "\" y1=\"" + number(ay) + "\" x2=\"" + number(bx) + "\" y2=\"" + number(by) + "\"/>\n";
        svg += "<circle cx=\"" + number(ax) + "\" cy=\"" + number(ay) + "\" r=\"4\" fill=\"#e6550d\"/>\n";
        const double length = std::hypot(bx - ax, by - ay);
        if (length > 0.0) {
            // An arrow head at b: two short strokes back along the segment, 25 degrees off it.
            const double ux = (ax - bx) / length, uy = (ay - by) / length;
            const double c = std::cos(0.436), s = std::sin(0.436), size = 12.0;
            const double lx = bx + size * (ux * c - uy * s), ly = by + size * (ux * s + uy * c);
            const double rx = bx + size * (ux * c + uy * s), ry = by + size * (-ux * s + uy * c);
            svg += "<polyline points=\"" + number(lx) + "," + number(ly) + " " + number(bx) + "," + number(by) + " " +
                   number(rx) + "," + number(ry) + "\"/>\n";
        }
        break;
    }
    case QueryKind::Circle:
        svg += "<circle cx=\"" + number(ax) + "\" cy=\"" + number(ay) + "\" r=\"" + number(spec.radius * kTilePixels) + "\"/>\n";
        svg += "<circle cx=\"" + number(ax) + "\" cy=\"" + number(ay) + "\" r=\"3\" fill=\"#e6550d\"/>\n";
        break;
    case QueryKind::Rect: {
        const double bx = canvas.px(spec.b.x), by = canvas.py(spec.b.y);
        svg += "<rect x=\"" + number(std::min(ax, bx)) + "\" y=\"" + number(std::min(ay, by)) + "\" width=\"" +
               number(std::abs(bx - ax)) + "\" height=\"" + number(std::abs(by - ay)) + "\"/>\n";
        break;
    }
    }
    return svg + "</g>\n";
}

std::string caption_line(double y, const std::string& text) {
    return "<text x=\"" + number(kAxisPixels) + "\" y=\"" + number(y) + "\" font-size=\"13\" fill=\"#222222\">" +
           escape_xml(text) + "</text>\n";
}

// The tiles drawn: the shape, every tile either variant yielded, and one tile of
// context on every side. Throws when that exceeds kMaxSvgTiles per side.
TileBox picture_box(const QuerySpec& spec, const QueryResult& result, const QueryResult* compared) {
    TileBox box;
    include_shape(box, spec);
    for (const engine::TileCoord tile : result.tiles) {
        box.include(tile.x, tile.y);
    }
    if (compared != nullptr) {
        for (const engine::TileCoord tile : compared->tiles) {
            box.include(tile.x, tile.y);
        }
    }
    box.include(box.left - 1, box.top - 1);
    box.include(box.right + 1, box.bottom + 1);
    if (box.columns() > kMaxSvgTiles || box.rows() > kMaxSvgTiles) {
        throw UsageError("--svg: the picture would be " + std::to_string(box.columns()) + " x " + std::to_string(box.rows()) +
                         " tiles; it draws at most " + std::to_string(kMaxSvgTiles) + " x " + std::to_string(kMaxSvgTiles));
    }
    return box;
}

} // namespace

std::string svg_picture(const QuerySpec& spec, const QueryResult& result, const QueryResult* compared) {
    const TileBox box = picture_box(spec, result, compared);
    const std::string title = describe_query(spec, result);
    std::string second_line = "shaded: visited, numbered in visit order (1 first)";
    std::vector<engine::TileCoord> extra, missed;
    if (compared != nullptr) {
        extra = tiles_not_in(compared->tiles, result.tiles);
        missed = tiles_not_in(result.tiles, compared->tiles);
        second_line = "compared with " + compared->variant + ": " + std::to_string(extra.size()) +
                      " tile(s) it adds (crossed out), " + std::to_string(missed.size()) + " it misses (dashed)";
    }
    Canvas canvas{box};
    // About 7.5 pixels per character of the 13-pixel caption font.
    canvas.min_width = kAxisPixels + 7.5 * static_cast<double>(std::max(title.size(), second_line.size())) + 8.0;
    std::string svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + number(canvas.width()) + "\" height=\"" +
           number(canvas.height()) + "\" viewBox=\"0 0 " + number(canvas.width()) + " " + number(canvas.height()) +
           "\" font-family=\"DejaVu Sans, Verdana, sans-serif\">\n";
    svg += "<title>" + escape_xml(title) + "</title>\n";
    svg += "<rect class=\"background\" x=\"0\" y=\"0\" width=\"" + number(canvas.width()) + "\" height=\"" +
           number(canvas.height()) + "\" fill=\"#ffffff\"/>\n";
    svg += visits(canvas, result);
    if (compared != nullptr) {
        svg += differences(canvas, extra, missed);
    }
    svg += grid(canvas);
    svg += shape(canvas, spec);
    svg += visit_labels(canvas, result);
    svg += caption_line(canvas.grid_bottom() + 24.0, title);
    svg += caption_line(canvas.grid_bottom() + 46.0, second_line);
    return svg + "</svg>\n";
}

void write_text_file(const std::string& path, const std::string& text) {
    try {
        levels::write_file_replacing(path, text);  // checked to the last byte; a pipe is written into
    } catch (const std::runtime_error& problem) {
        throw UsageError(problem.what());
    }
}

} // namespace tilequery
