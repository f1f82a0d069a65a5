// Drawing the Tilecast tileset (tileset_art.hpp).
//
// [SECTION] index
//   math        — vectors, hashing noise, signed distance primitives
//   materials   — steel, stone, hazard paint, copper, iron, concrete
//   renderer    — coverage (alpha), bevel lighting, soft shadows
//   tiles       — one short function per tile
//   catalogue   — names and descriptions
#include "tileset_art.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <vector>

namespace tileset_art {

namespace {

// [SECTION] math

struct Vec {
    float x = 0;
    float y = 0;
};
Vec operator+(Vec a, Vec b) { return {a.x + b.x, a.y + b.y}; }
Vec operator-(Vec a, Vec b) { return {a.x - b.x, a.y - b.y}; }
Vec operator*(Vec a, float s) { return {a.x * s, a.y * s}; }
float dot(Vec a, Vec b) { return a.x * b.x + a.y * b.y; }
float length(Vec a) { return std::sqrt(dot(a, a)); }

struct Rgb {
    float r = 0;
    float g = 0;
    float b = 0;
};
Rgb operator*(Rgb c, float s) { return {c.r * s, c.g * s, c.b * s}; }
Rgb operator+(Rgb a, Rgb b) { return {a.r + b.r, a.g + b.g, a.b + b.b}; }
Rgb mix(Rgb a, Rgb b, float t) { return a * (1 - t) + b * t; }

constexpr float kSize = static_cast<float>(kTileSize);

// A small integer hash (the "lowbias32" finaliser), so noise needs no random engine whose
// sequence could differ between standard libraries.
std::uint32_t hash(std::uint32_t x) {
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}
float hash01(std::int32_t x, std::int32_t y, std::uint32_t seed) {
    const std::uint32_t h =
        hash(static_cast<std::uint32_t>(x) * 73856093U ^ hash(static_cast<std::uint32_t>(y) * 19349663U ^ seed));
    return static_cast<float>(h >> 8) / 16777216.0f;
}
// Value noise: hashes on a lattice of `cell` px, blended smoothly.
float value_noise(float x, float y, float cell, std::uint32_t seed) {
    const float gx = x / cell;
    const float gy = y / cell;
    const float fx = std::floor(gx);
    const float fy = std::floor(gy);
    const auto ix = static_cast<std::int32_t>(fx);
    const auto iy = static_cast<std::int32_t>(fy);
    const float tx = gx - fx;
    const float ty = gy - fy;
    const float sx = tx * tx * (3 - 2 * tx);
    const float sy = ty * ty * (3 - 2 * ty);
    const float top = hash01(ix, iy, seed) * (1 - sx) + hash01(ix + 1, iy, seed) * sx;
    const float bottom = hash01(ix, iy + 1, seed) * (1 - sx) + hash01(ix + 1, iy + 1, seed) * sx;
    return top * (1 - sy) + bottom * sy;
}

// Signed distances, negative inside, in pixels.
float box(Vec p, float x0, float y0, float x1, float y1) {
    const Vec centre{(x0 + x1) / 2, (y0 + y1) / 2};
    const Vec half{(x1 - x0) / 2, (y1 - y0) / 2};
    const Vec q{std::abs(p.x - centre.x) - half.x, std::abs(p.y - centre.y) - half.y};
    const Vec outside{std::max(q.x, 0.0f), std::max(q.y, 0.0f)};
    return length(outside) + std::min(std::max(q.x, q.y), 0.0f);
}
float rounded_box(Vec p, float x0, float y0, float x1, float y1, float radius) {
    return box(p, x0 + radius, y0 + radius, x1 - radius, y1 - radius) - radius;
}
float circle(Vec p, Vec centre, float radius) { return length(p - centre) - radius; }
float segment(Vec p, Vec a, Vec b, float radius) {
    const Vec ab = b - a;
    const float t = std::clamp(dot(p - a, ab) / dot(ab, ab), 0.0f, 1.0f);
    return length(p - (a + ab * t)) - radius;
}
// Exact distance to a simple polygon; the sign comes from an even-odd crossing count.
float polygon(Vec p, std::span<const Vec> v) {
    float nearest = dot(p - v[0], p - v[0]);
    bool inside = false;
    for (std::size_t i = 0, j = v.size() - 1; i < v.size(); j = i++) {
        const Vec edge = v[j] - v[i];
        const Vec w = p - v[i];
        const float t = std::clamp(dot(w, edge) / dot(edge, edge), 0.0f, 1.0f);
        const Vec off = w - edge * t;
        nearest = std::min(nearest, dot(off, off));
        if ((v[i].y > p.y) != (v[j].y > p.y) && p.x < edge.x * (p.y - v[i].y) / edge.y + v[i].x) {
            inside = !inside;
        }
    }
    return inside ? -std::sqrt(nearest) : std::sqrt(nearest);
}
float tile_box(Vec p) { return box(p, 0, 0, kSize, kSize); }
// A box well past the tile's edges: for shapes that run on into the next tile (bars, pipes,
// grates), so the tile's border is not an edge and gets no rim — neighbours join seamlessly.
// Coverage is only ever sampled inside the tile, so the mask is the same either way.
float past_edges(Vec p) { return box(p, -8, -8, kSize + 8, kSize + 8); }
float intersect(float a, float b) { return std::max(a, b); }
float unite(float a, float b) { return std::min(a, b); }
float subtract(float a, float b) { return std::max(a, -b); }
// Distance to the nearest multiple of `pitch` (for repeating patterns).
float periodic(float v, float pitch) {
    const float r = v - pitch * std::floor(v / pitch);
    return std::min(r, pitch - r);
}

// [SECTION] materials

// What the renderer knows about a pixel when it asks a material for its colour.
struct Surface {
    Vec p;        // pixel centre in the tile
    float depth;  // distance inside the shape (0 at the edge)
    Vec normal;   // outward normal of the nearest edge
};

using Material = std::function<Rgb(const Surface&)>;

Rgb steel(const Surface& s) {
    const float streak = value_noise(s.p.x * 0.25f, s.p.y * 4.0f, 1.0f, 11) * 0.06f;
    const float grain = hash01(static_cast<std::int32_t>(s.p.x), static_cast<std::int32_t>(s.p.y), 5) * 0.03f;
    return Rgb{0.43f, 0.47f, 0.53f} * (0.95f + streak + grain);
}

Rgb riveted_steel(const Surface& s) {
    Rgb colour = steel(s);
    // An inset panel line and four rivets, each rivet a tiny lit dome.
    const float panel = std::abs(box(s.p, 5, 5, kSize - 5, kSize - 5));
    if (panel < 0.6f) {
        colour = colour * 0.72f;
    } else if (panel < 1.4f && (s.p.x > kSize - 6 || s.p.y > kSize - 6 || s.p.x < 6 || s.p.y < 6)) {
        colour = colour * 1.12f;
    }
    for (const Vec rivet : {Vec{3, 3}, Vec{kSize - 3, 3}, Vec{3, kSize - 3}, Vec{kSize - 3, kSize - 3}}) {
        const Vec d = s.p - rivet;
        if (length(d) < 1.6f) {
            colour = Rgb{0.60f, 0.63f, 0.68f} * (1.0f - 0.15f * (d.x + d.y));
        }
    }
    return colour;
}

Rgb stone(const Surface& s) {
    // Bricks 16 x 8 px, every other row shifted by half a brick; the mortar is a groove.
    const float row = std::floor(s.p.y / 8);
    const float shifted = s.p.x + (static_cast<std::int32_t>(row) % 2 == 0 ? 0.0f : 8.0f);
    const float column = std::floor(shifted / 16);
    const float in_x = shifted - column * 16;
    const float in_y = s.p.y - row * 8;
    const float tone = hash01(static_cast<std::int32_t>(column), static_cast<std::int32_t>(row), 23) * 0.12f;
    const float speckle = hash01(static_cast<std::int32_t>(s.p.x * 2), static_cast<std::int32_t>(s.p.y * 2), 29) * 0.07f;
    const float mottle = value_noise(s.p.x, s.p.y, 5, 31) * 0.10f;
    Rgb colour = Rgb{0.53f, 0.49f, 0.43f} * (0.88f + tone + speckle + mottle);
    if (in_y < 1 || in_x < 1) {
        return colour * 0.55f; // mortar
    }
    if (in_y < 2 || in_x < 2) {
        return colour * 1.12f; // lit top-left brick edge
    }
    if (in_y > 7 || in_x > 15) {
        return colour * 0.82f; // shaded bottom-right brick edge
    }
    return colour;
}

Rgb hazard(const Surface& s) {
    const float band = s.p.x + s.p.y;
    const bool yellow = static_cast<std::int32_t>(std::floor(band / 8)) % 2 == 0;
    const float wear = value_noise(s.p.x, s.p.y, 3, 41);
    Rgb colour = yellow ? Rgb{0.92f, 0.72f, 0.12f} : Rgb{0.13f, 0.13f, 0.15f};
    if (wear > 0.78f) {
        colour = mix(colour, Rgb{0.45f, 0.45f, 0.47f}, 0.6f); // paint worn to the metal
    }
    return colour;
}

Rgb olive_crate(const Surface& s) {
    Rgb colour = Rgb{0.35f, 0.42f, 0.25f} * (0.95f + value_noise(s.p.x, s.p.y, 4, 43) * 0.1f);
    const float frame = box(s.p, 6, 6, kSize - 6, kSize - 6);
    const float brace = unite(segment(s.p, {6, 6}, {kSize - 6, kSize - 6}, 1.6f),
                              segment(s.p, {kSize - 6, 6}, {6, kSize - 6}, 1.6f));
    if (frame > 0 || brace < 0) {
        colour = colour * 1.18f;
    }
    if (std::abs(frame) < 0.7f) {
        colour = colour * 0.7f;
    }
    return colour;
}

Rgb copper(const Surface& s) {
    const float tarnish = value_noise(s.p.x, s.p.y, 4, 47);
    return mix(Rgb{0.76f, 0.47f, 0.26f}, Rgb{0.35f, 0.55f, 0.45f}, tarnish > 0.8f ? 0.45f : 0.0f);
}

Rgb iron(const Surface& s) {
    return Rgb{0.56f, 0.55f, 0.53f} * (0.92f + value_noise(s.p.x, s.p.y, 3, 53) * 0.16f);
}

Rgb concrete(const Surface& s) {
    const float pits = hash01(static_cast<std::int32_t>(s.p.x), static_cast<std::int32_t>(s.p.y), 59) > 0.93f ? 0.85f : 1.0f;
    return Rgb{0.60f, 0.62f, 0.66f} * (0.92f + value_noise(s.p.x, s.p.y, 4, 61) * 0.12f) * pits;
}

// [SECTION] renderer

// How a shape's edges are lit.
enum class Lighting : std::uint8_t {
    Directional, // light from the top left: upper-left bevels bright, lower-right dark
    Dome,        // brighter towards the middle, the same from every side (survives flips)
};

struct Shape {
    std::function<float(Vec)> distance;
    Material material;
    float bevel = 3;
    Lighting lighting = Lighting::Directional;
    bool shadow = false; // a faint drop shadow (alpha <= 70, never solid at threshold 128)
};

struct Pixel {
    Rgb colour;
    float alpha = 0; // 0..1
};

using Canvas = std::array<Pixel, kTileSize * kTileSize>;

float coverage(const std::function<float(Vec)>& distance, float x, float y) {
    int inside = 0;
    for (int sy = 0; sy < 4; ++sy) {
        for (int sx = 0; sx < 4; ++sx) {
            const Vec sample{x + (static_cast<float>(sx) + 0.5f) / 4, y + (static_cast<float>(sy) + 0.5f) / 4};
            inside += distance(sample) < 0 ? 1 : 0;
        }
    }
    return static_cast<float>(inside) / 16;
}

Canvas render(const Shape& shape) {
    Canvas canvas{};
    const Vec light{-0.70710678f, -0.70710678f};
    for (std::int32_t y = 0; y < kTileSize; ++y) {
        for (std::int32_t x = 0; x < kTileSize; ++x) {
            Pixel& pixel = canvas[static_cast<std::size_t>(y * kTileSize + x)];
            const float fx = static_cast<float>(x);
            const float fy = static_cast<float>(y);
            const float covered = coverage(shape.distance, fx, fy);
            if (covered == 0) {
                if (shape.shadow) {
                    const float shade = coverage(shape.distance, fx - 2, fy - 3);
                    pixel = Pixel{{0.02f, 0.02f, 0.04f}, shade * 0.27f};
                }
                continue;
            }
            const Vec p{fx + 0.5f, fy + 0.5f};
            const float d = shape.distance(p);
            const float h = 0.25f;
            Vec gradient{shape.distance({p.x + h, p.y}) - shape.distance({p.x - h, p.y}),
                         shape.distance({p.x, p.y + h}) - shape.distance({p.x, p.y - h})};
            const float g = length(gradient);
            const Vec normal = g > 1e-6f ? gradient * (1 / g) : Vec{0, 0};
            const float depth = std::max(-d, 0.0f);
            const float edge = 1 - std::clamp(depth / shape.bevel, 0.0f, 1.0f);
            float light_level = 1;
            if (shape.lighting == Lighting::Directional) {
                light_level = 1 + 0.55f * edge * std::sqrt(edge) * dot(normal, light);
            } else {
                light_level = 1.12f - 0.45f * edge * edge;
            }
            if (depth < 0.9f) {
                light_level *= 0.68f; // a dark rim makes every silhouette crisp
            }
            pixel = Pixel{shape.material(Surface{p, depth, normal}) * light_level, covered};
        }
    }
    return canvas;
}

// [SECTION] tiles

Shape solid(std::function<float(Vec)> distance, Material material, float bevel = 3) {
    return Shape{std::move(distance), std::move(material), bevel, Lighting::Directional, false};
}

Shape polygon_shape(std::initializer_list<Vec> corners, Material material) {
    std::vector<Vec> points{corners};
    return solid([points](Vec p) { return polygon(p, points); }, std::move(material));
}

// A grate: 4 px square holes at pitch 8, centred in each 8 px cell, so the bars are 4 px
// inside the tile and 2 px at its edges: two grates side by side look like one (32 is a
// multiple of 8).
float square_grate(Vec p) {
    const float cell_x = p.x - 8 * std::floor(p.x / 8);
    const float cell_y = p.y - 8 * std::floor(p.y / 8);
    const float holes = box({cell_x, cell_y}, 2, 2, 6, 6);
    return subtract(past_edges(p), holes);
}

Shape tile_shape(Tile tile) {
    switch (tile) {
    case Tile::BlockMetal:
        return solid(tile_box, riveted_steel);
    case Tile::BlockStone:
        return solid(tile_box, stone, 2);
    case Tile::BlockHazard:
        return solid(tile_box, hazard);
    case Tile::Crate: {
        Shape shape = solid([](Vec p) { return rounded_box(p, 2, 2, kSize - 2, kSize - 3, 2.5f); }, olive_crate, 2.5f);
        shape.shadow = true;
        return shape;
    }
    case Tile::HalfTop:
        return solid([](Vec p) { return box(p, 0, 0, kSize, kSize / 2); }, steel);
    case Tile::HalfBottom:
        return solid([](Vec p) { return box(p, 0, kSize / 2, kSize, kSize); }, steel);
    case Tile::HalfLeft:
        return solid([](Vec p) { return box(p, 0, 0, kSize / 2, kSize); }, steel);
    case Tile::HalfRight:
        return solid([](Vec p) { return box(p, kSize / 2, 0, kSize, kSize); }, steel);
    case Tile::Slope45:
        return polygon_shape({{0, kSize}, {kSize, 0}, {kSize, kSize}}, steel);
    case Tile::SlopeShallowLow:
        return polygon_shape({{0, kSize}, {kSize, kSize / 2}, {kSize, kSize}}, steel);
    case Tile::SlopeShallowHigh:
        return polygon_shape({{0, kSize / 2}, {kSize, 0}, {kSize, kSize}, {0, kSize}}, steel);
    case Tile::SlopeStone45:
        return polygon_shape({{0, kSize}, {kSize, 0}, {kSize, kSize}}, stone);
    case Tile::CornerChamfer:
        return polygon_shape({{12, 0}, {kSize, 0}, {kSize, kSize}, {0, kSize}, {0, 12}}, steel);
    case Tile::CornerTriangle:
        return polygon_shape({{kSize, 18}, {kSize, kSize}, {18, kSize}}, steel);
    case Tile::CornerRound:
        // A quarter of a 64 px pillar centred on the tile's bottom-right corner; the other
        // three quarters are this tile flipped, hence the flip-proof dome lighting.
        return Shape{[](Vec p) { return circle(p, {kSize, kSize}, kSize - 1); }, concrete, 14,
                     Lighting::Dome, false};
    case Tile::CornerFillet:
        return solid([](Vec p) { return subtract(tile_box(p), circle(p, {0, 0}, 24)); }, steel);
    case Tile::Pillar: {
        Shape shape{[](Vec p) { return circle(p, {16, 16}, 13); }, concrete, 13, Lighting::Directional, true};
        return shape;
    }
    case Tile::Post:
        return Shape{[](Vec p) { return circle(p, {16, 16}, 6); }, steel, 6, Lighting::Directional, true};
    case Tile::Ring:
        return Shape{[](Vec p) { return subtract(circle(p, {16, 16}, 13), circle(p, {16, 16}, 8)); }, iron, 2.5f,
                     Lighting::Directional, true};
    case Tile::BarHorizontal:
        return solid([](Vec p) { return box(p, -8, 14, kSize + 8, 18); }, iron, 2);
    case Tile::BarVertical:
        return solid([](Vec p) { return box(p, 14, -8, 18, kSize + 8); }, iron, 2);
    case Tile::BarCross:
        return solid([](Vec p) { return unite(box(p, -8, 14, kSize + 8, 18), box(p, 14, -8, 18, kSize + 8)); }, iron, 2);
    case Tile::BarDiagonal:
        return solid([](Vec p) { return segment(p, {-8, -8}, {kSize + 8, kSize + 8}, 2.5f); }, iron, 2.5f);
    case Tile::Pipe:
        return solid(
            [](Vec p) {
                return unite(box(p, -8, 11, kSize + 8, 21), unite(box(p, 3, 9, 7, 23), box(p, kSize - 7, 9, kSize - 3, 23)));
            },
            copper, 5);
    case Tile::PipeElbow:
        return solid([](Vec p) { return subtract(circle(p, {0, kSize}, 21), circle(p, {0, kSize}, 11)); }, copper, 5);
    case Tile::GrateSquare:
        return solid(square_grate, iron, 1.5f);
    case Tile::GratePerforated:
        return solid(
            [](Vec p) {
                const Vec cell{p.x - 8 * std::floor(p.x / 8), p.y - 8 * std::floor(p.y / 8)};
                return subtract(past_edges(p), circle(cell, {4, 4}, 2.6f));
            },
            steel, 1.5f);
    case Tile::GrateLattice:
        // Slats along the top-left to bottom-right diagonal: a laser passes only when it
        // runs along them.
        return solid(
            [](Vec p) { return periodic(p.x - p.y, 8) * 0.70710678f - 1.2f; }, iron, 1.2f);
    case Tile::Fence:
        // Bars only, no rail across them: a laser crossing the fence's line between two bars
        // gets through, one along the line does not.
        return solid([](Vec p) { return periodic(p.x - 4, 8) - 1.5f; }, iron, 1.5f);
    case Tile::GrateHalf:
        return solid(
            [](Vec p) {
                const float wall = box(p, 0, kSize / 2, kSize, kSize);
                const float bars = intersect(periodic(p.x - 4, 8) - 1.5f, box(p, 0, 3, kSize, kSize / 2 + 1));
                return unite(wall, bars);
            },
            iron, 1.5f);
    case Tile::Rubble: {
        static const std::vector<Vec> kRocks{{9, 8},   {15, 5},  {21, 7},  {26, 12}, {27, 19}, {23, 25},
                                             {17, 27}, {10, 26}, {6, 21},  {5, 14}};
        return Shape{[](Vec p) { return polygon(p, kRocks); }, stone, 4, Lighting::Directional, true};
    }
    default:
        return solid(tile_box, steel);
    }
}

// Opaque floors and faint decals are painted directly, not from a shape.
Canvas paint(Tile tile) {
    Canvas canvas{};
    for (std::int32_t y = 0; y < kTileSize; ++y) {
        for (std::int32_t x = 0; x < kTileSize; ++x) {
            const Vec p{static_cast<float>(x) + 0.5f, static_cast<float>(y) + 0.5f};
            const float noise = value_noise(p.x, p.y, 4, 71 + static_cast<std::uint32_t>(tile)) * 0.08f;
            const Rgb floor = Rgb{0.19f, 0.21f, 0.24f} * (0.95f + noise);
            const float seam = std::abs(box(p, 0.5f, 0.5f, kSize - 0.5f, kSize - 0.5f));
            Pixel pixel{seam < 0.6f ? floor * 0.7f : floor, 1};
            switch (tile) {
            case Tile::FloorPlate: {
                // Diamond tread: short raised bars alternating in direction.
                const float cx = p.x - 8 * std::floor(p.x / 8) - 4;
                const float cy = p.y - 8 * std::floor(p.y / 8) - 4;
                const bool flip = static_cast<std::int32_t>(std::floor(p.x / 8) + std::floor(p.y / 8)) % 2 == 0;
                const float tread = segment({cx, cy}, flip ? Vec{-2, -2} : Vec{-2, 2}, flip ? Vec{2, 2} : Vec{2, -2}, 0.9f);
                if (tread < 0) {
                    pixel.colour = floor * (1.35f - 0.25f * (cx + cy) / 4);
                }
                break;
            }
            case Tile::FloorTiles: {
                const float grout = std::min(periodic(p.x, 16), periodic(p.y, 16));
                const Rgb slab = Rgb{0.30f, 0.30f, 0.31f} *
                                 (0.9f + hash01(static_cast<std::int32_t>(p.x / 16), static_cast<std::int32_t>(p.y / 16), 73) * 0.12f + noise);
                pixel.colour = grout < 0.8f ? slab * 0.6f : slab;
                break;
            }
            case Tile::FloorGrating: {
                const float slot = box({p.x - 8 * std::floor(p.x / 8), p.y}, 2, 3, 6, kSize - 3);
                pixel.colour = slot < 0 ? Rgb{0.05f, 0.05f, 0.06f} : floor * 1.05f;
                if (slot >= 0 && slot < 0.8f && p.y > 3 && p.y < kSize - 3) {
                    pixel.colour = floor * 1.3f;
                }
                break;
            }
            case Tile::FloorHazard:
                if (p.y > kSize - 7) {
                    pixel.colour = hazard(Surface{p, 5, {0, 0}}) * 0.85f;
                }
                break;
            case Tile::FloorDrain: {
                const float rim = circle(p, {16, 16}, 11);
                if (rim < 0) {
                    const bool slot = periodic(p.x - 2, 4) > 1.0f && rim < -1.5f;
                    pixel.colour = slot ? Rgb{0.04f, 0.04f, 0.05f} : floor * 1.25f;
                }
                if (std::abs(rim) < 0.8f) {
                    pixel.colour = floor * 0.6f;
                }
                break;
            }
            case Tile::DecalOil: {
                const float blob = circle(p, {15, 17}, 9 + value_noise(p.x, p.y, 3, 79) * 5 - 2.5f);
                pixel = blob < 0 ? Pixel{Rgb{0.03f, 0.03f, 0.05f}, 0.30f + 0.05f * value_noise(p.x, p.y, 2, 83)}
                                 : Pixel{};
                break;
            }
            case Tile::DecalCrack: {
                const float crack = unite(unite(segment(p, {3, 6}, {14, 15}, 0.6f), segment(p, {14, 15}, {27, 12}, 0.5f)),
                                          unite(segment(p, {14, 15}, {17, 28}, 0.5f), segment(p, {21, 13}, {25, 4}, 0.4f)));
                pixel = crack < 0 ? Pixel{Rgb{0.02f, 0.02f, 0.02f}, 0.39f} : Pixel{};
                break;
            }
            case Tile::DecalArrow: {
                static const std::vector<Vec> kArrow{{6, 13}, {18, 13}, {18, 7}, {27, 16}, {18, 25}, {18, 19}, {6, 19}};
                const float arrow = polygon(p, kArrow);
                pixel = arrow < 0 ? Pixel{Rgb{0.95f, 0.78f, 0.20f}, 0.39f} : Pixel{};
                break;
            }
            default:
                break;
            }
            canvas[static_cast<std::size_t>(y * kTileSize + x)] = pixel;
        }
    }
    return canvas;
}

Canvas energy_field() {
    Canvas canvas{};
    for (std::int32_t y = 0; y < kTileSize; ++y) {
        for (std::int32_t x = 0; x < kTileSize; ++x) {
            // Alpha 0.27..0.35: clearly visible, never solid at the default threshold 128 (0.5).
            const float scan = y % 4 == 0 ? 0.08f : 0.0f;
            const float shimmer = value_noise(static_cast<float>(x), static_cast<float>(y), 6, 89) * 0.04f;
            canvas[static_cast<std::size_t>(y * kTileSize + x)] =
                Pixel{Rgb{0.35f, 0.85f, 1.0f} * (0.9f + scan + shimmer), 0.27f + scan + shimmer};
        }
    }
    return canvas;
}

Canvas draw_tile(Tile tile) {
    if (tile == Tile::EnergyField) {
        return energy_field();
    }
    if (static_cast<std::int32_t>(tile) >= static_cast<std::int32_t>(Tile::FloorPlate)) {
        return paint(tile);
    }
    return render(tile_shape(tile));
}

std::uint8_t to_byte(float value) {
    return static_cast<std::uint8_t>(std::clamp(value, 0.0f, 1.0f) * 255.0f + 0.5f);
}

// [SECTION] catalogue

constexpr std::array<TileInfo, kTileCount> kCatalogue{{
    {Tile::BlockMetal, "BlockMetal", "riveted steel block, full"},
    {Tile::BlockStone, "BlockStone", "stone brick block, full"},
    {Tile::BlockHazard, "BlockHazard", "yellow and black hazard-striped block, full"},
    {Tile::Crate, "Crate", "olive armoured crate, 2 px clear border, rounded corners"},
    {Tile::HalfTop, "HalfTop", "steel half block, top half solid"},
    {Tile::HalfBottom, "HalfBottom", "steel half block, bottom half solid"},
    {Tile::HalfLeft, "HalfLeft", "steel half block, left half solid"},
    {Tile::HalfRight, "HalfRight", "steel half block, right half solid"},
    {Tile::Slope45, "Slope45", "45 degree steel slope, solid below the bottom-left to top-right diagonal"},
    {Tile::SlopeShallowLow, "SlopeShallowLow", "1:2 slope, low half: solid below (0,32)-(32,16)"},
    {Tile::SlopeShallowHigh, "SlopeShallowHigh", "1:2 slope, high half: solid below (0,16)-(32,0)"},
    {Tile::SlopeStone45, "SlopeStone45", "45 degree stone slope, same shape as Slope45"},
    {Tile::CornerChamfer, "CornerChamfer", "steel block with its top-left corner cut off at 45 degrees (12 px)"},
    {Tile::CornerTriangle, "CornerTriangle", "small 14 px triangle in the bottom-right corner"},
    {Tile::CornerRound, "CornerRound", "quarter of a 62 px round pillar centred on the bottom-right corner; flip for the rest"},
    {Tile::CornerFillet, "CornerFillet", "steel block with a concave 24 px quarter circle cut from the top-left"},
    {Tile::Pillar, "Pillar", "round concrete pillar, 26 px across, with a soft shadow"},
    {Tile::Post, "Post", "round steel post, 12 px across"},
    {Tile::Ring, "Ring", "iron ring, 26 px outside, 16 px hole"},
    {Tile::BarHorizontal, "BarHorizontal", "iron bar, 4 px thick, across the middle"},
    {Tile::BarVertical, "BarVertical", "iron bar, 4 px thick, down the middle"},
    {Tile::BarCross, "BarCross", "two iron bars crossing"},
    {Tile::BarDiagonal, "BarDiagonal", "iron bar, 5 px thick, corner to corner"},
    {Tile::Pipe, "Pipe", "copper pipe, 10 px thick, with two flanges"},
    {Tile::PipeElbow, "PipeElbow", "copper pipe elbow from the left edge to the bottom edge"},
    {Tile::GrateSquare, "GrateSquare", "iron grate: 4 px square holes at pitch 8 (bars 4 px, 2 px at the tile edges)"},
    {Tile::GratePerforated, "GratePerforated", "steel plate with round holes 5 px across, pitch 8"},
    {Tile::GrateLattice, "GrateLattice", "diagonal iron slats (2.4 px, pitch 8 along x): lasers pass only along the slats"},
    {Tile::Fence, "Fence", "vertical iron bars (3 px, pitch 8, 5 px gaps): lasers crossing the row pass between them"},
    {Tile::GrateHalf, "GrateHalf", "low wall (bottom half) with iron bars standing on it"},
    {Tile::EnergyField, "EnergyField", "translucent energy field, alpha about 70-90: passable at the default threshold"},
    {Tile::Rubble, "Rubble", "irregular stone boulder"},
    {Tile::FloorPlate, "FloorPlate", "floor: dark steel tread plate (opaque: background layers only)"},
    {Tile::FloorTiles, "FloorTiles", "floor: grey concrete slabs (opaque: background layers only)"},
    {Tile::FloorGrating, "FloorGrating", "floor: slotted grating (opaque: background layers only)"},
    {Tile::FloorHazard, "FloorHazard", "floor: plate with a hazard stripe along the bottom (opaque)"},
    {Tile::FloorDrain, "FloorDrain", "floor: plate with a round drain (opaque)"},
    {Tile::DecalOil, "DecalOil", "decal: faint oil stain, never solid"},
    {Tile::DecalCrack, "DecalCrack", "decal: faint crack, never solid"},
    {Tile::DecalArrow, "DecalArrow", "decal: faint painted arrow pointing right, never solid"},
}};

} // namespace

std::span<const TileInfo> catalogue() noexcept { return kCatalogue; }

levels::RgbaImage draw_tileset() {
    levels::RgbaImage image;
    image.width = kColumns * kTileSize;
    image.height = kRows * kTileSize;
    image.rgba.assign(static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height) * 4, 0);
    for (std::int32_t index = 0; index < kTileCount; ++index) {
        const Canvas canvas = draw_tile(static_cast<Tile>(index));
        const std::int32_t left = (index % kColumns) * kTileSize;
        const std::int32_t top = (index / kColumns) * kTileSize;
        for (std::int32_t y = 0; y < kTileSize; ++y) {
            for (std::int32_t x = 0; x < kTileSize; ++x) {
                const Pixel& pixel = canvas[static_cast<std::size_t>(y * kTileSize + x)];
                const std::size_t at =
                    (static_cast<std::size_t>(top + y) * static_cast<std::size_t>(image.width) + static_cast<std::size_t>(left + x)) * 4;
                image.rgba[at + 0] = to_byte(pixel.colour.r);
                image.rgba[at + 1] = to_byte(pixel.colour.g);
                image.rgba[at + 2] = to_byte(pixel.colour.b);
                image.rgba[at + 3] = to_byte(pixel.alpha);
            }
        }
    }
    return image;
}

} // namespace tileset_art
