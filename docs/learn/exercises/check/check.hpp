// What every exercise check shares: adversarial numbers, printing a tile list, and a
// picture of the first case where your answer and the engine's differ.
#pragma once

#include <engine/tilemap/tile_space.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace check {

using engine::TileCoord;
using engine::TileSpacePoint;

/// A coordinate within `range` of 0 of a kind that finds mistakes: whole tiles, quarters,
/// arbitrary doubles, and halves moved by one or two doubles.
inline double adversarial(std::mt19937_64& random, double range) {
    std::uniform_real_distribution<double> any(-range, range);
    double value = any(random);
    switch (std::uniform_int_distribution<int>(0, 5)(random)) {
    case 0: return std::floor(value);
    case 1: return std::floor(value * 4.0) / 4.0;
    case 2: return value;
    default: break;
    }
    value = std::floor(value * 2.0) / 2.0;
    for (int n = std::uniform_int_distribution<int>(-2, 2)(random); n != 0; n += n > 0 ? -1 : 1) {
        value = std::nextafter(value, n > 0 ? 1e9 : -1e9);
    }
    return value;
}

/// A number as C++ would read it back exactly (17 significant digits).
inline std::string number(double value) {
    char text[40];
    std::snprintf(text, sizeof text, "%.17g", value);
    return text;
}

inline std::string tiles_text(const std::vector<TileCoord>& tiles) {
    std::string text;
    for (const TileCoord tile : tiles) text += "(" + std::to_string(tile.x) + "," + std::to_string(tile.y) + ") ";
    return text.empty() ? "(none)" : text;
}

/// An SVG picture, in tile units scaled to 40 px a tile: the grid around `focus`, the
/// engine's tiles shaded and numbered in order, yours outlined; a tile only you give is
/// crossed out in red, a tile you miss gets a dashed red frame.
class Picture {
public:
    Picture(const std::vector<TileCoord>& engine_tiles, const std::vector<TileCoord>& your_tiles)
        : engine_{engine_tiles}, yours_{your_tiles} {
        for (const auto* list : {&engine_, &yours_}) {
            for (const TileCoord tile : *list) extend(tile.x, tile.y);
        }
    }
    void extend(double x, double y) {
        left_ = std::min(left_, std::floor(x) - 1.0), top_ = std::min(top_, std::floor(y) - 1.0);
        right_ = std::max(right_, std::floor(x) + 2.0), bottom_ = std::max(bottom_, std::floor(y) + 2.0);
    }
    void segment(TileSpacePoint a, TileSpacePoint b) {
        extend(a.x, a.y), extend(b.x, b.y);
        shapes_ << "<line x1='" << sx(a.x) << "' y1='" << sy(a.y) << "' x2='" << sx(b.x) << "' y2='" << sy(b.y)
                << "' stroke='black' stroke-width='2'/><circle cx='" << sx(a.x) << "' cy='" << sy(a.y)
                << "' r='4'/>\n";
    }
    void circle(TileSpacePoint centre, double radius) {
        extend(centre.x - radius, centre.y - radius), extend(centre.x + radius, centre.y + radius);
        shapes_ << "<circle cx='" << sx(centre.x) << "' cy='" << sy(centre.y) << "' r='" << radius * kScale
                << "' fill='none' stroke='black' stroke-width='2'/>\n";
    }
    /// Writes the picture; false when the file cannot be written or it would be too big to read.
    bool write(const std::string& path) const {
        if (right_ - left_ > 80 || bottom_ - top_ > 80) return false;
        std::ofstream out(path);
        const double width = (right_ - left_) * kScale, height = (bottom_ - top_) * kScale;
        out << "<svg xmlns='http://www.w3.org/2000/svg' width='" << width << "' height='" << height << "' viewBox='"
            << left_ * kScale << " " << top_ * kScale << " " << width << " " << height << "' font-family='sans-serif'>\n";
        for (double x = left_; x <= right_; ++x)
            out << "<line x1='" << x * kScale << "' y1='" << top_ * kScale << "' x2='" << x * kScale << "' y2='" << bottom_ * kScale << "' stroke='#ccc'/>\n";
        for (double y = top_; y <= bottom_; ++y)
            out << "<line x1='" << left_ * kScale << "' y1='" << y * kScale << "' x2='" << right_ * kScale << "' y2='" << y * kScale << "' stroke='#ccc'/>\n";
        for (std::size_t n = 0; n < engine_.size(); ++n) {
            const TileCoord t = engine_[n];
            out << "<rect x='" << t.x * kScale << "' y='" << t.y * kScale << "' width='40' height='40' fill='#9ecae1'/>"
                << "<text x='" << t.x * kScale + 4 << "' y='" << t.y * kScale + 14 << "' font-size='12'>" << n + 1 << "</text>\n";
            if (!contains(yours_, t))
                out << "<rect x='" << t.x * kScale + 3 << "' y='" << t.y * kScale + 3 << "' width='34' height='34' fill='none' stroke='red' stroke-width='3' stroke-dasharray='6 4'/>\n";
        }
        for (const TileCoord t : yours_) {
            out << "<rect x='" << t.x * kScale + 1 << "' y='" << t.y * kScale + 1 << "' width='38' height='38' fill='none' stroke='#08519c' stroke-width='2'/>\n";
            if (!contains(engine_, t))
                out << "<path d='M" << t.x * kScale + 6 << " " << t.y * kScale + 6 << " l28 28 m0 -28 l-28 28' stroke='red' stroke-width='3'/>\n";
        }
        out << shapes_.str() << "</svg>\n";
        return static_cast<bool>(out);
    }

private:
    static constexpr double kScale = 40.0;
    static double sx(double x) { return x * kScale; }
    static double sy(double y) { return y * kScale; }
    static bool contains(const std::vector<TileCoord>& list, TileCoord tile) {
        return std::find(list.begin(), list.end(), tile) != list.end();
    }
    std::vector<TileCoord> engine_, yours_;
    double left_ = 1e9, top_ = 1e9, right_ = -1e9, bottom_ = -1e9;
    std::ostringstream shapes_;
};

/// Prints the verdict on a difference and draws it; returns the exit status of a failed check.
inline int report_difference(const std::string& exercise, int case_number, const std::string& question,
                             const std::vector<TileCoord>& engine_tiles, const std::vector<TileCoord>& your_tiles,
                             const Picture& picture) {
    std::printf("%s: case %d differs from the engine\n  %s\n  engine: %s\n  yours:  %s\n", exercise.c_str(),
                case_number, question.c_str(), tiles_text(engine_tiles).c_str(), tiles_text(your_tiles).c_str());
    std::size_t same = 0;
    while (same < engine_tiles.size() && same < your_tiles.size() && engine_tiles[same] == your_tiles[same]) ++same;
    std::printf("  the first %zu tiles agree; they part at tile %zu (counting from 1, as the picture does)\n", same,
                same + 1);
    const std::string path = (std::filesystem::current_path() / (exercise + "_difference.svg")).string();
    if (picture.write(path)) {
        std::printf("  picture: %s (shaded and numbered: the engine's tiles; blue frame: yours;\n"
                    "           red cross: only yours; dashed red: only the engine's)\n", path.c_str());
    }
    return 1;
}

} // namespace check
