#pragma once
// Collision maps for the ray caster's tests: hand-made ones with known answers
// and random ones whose masks mix empty, full and partly solid tiles.

#include <engine/raycast/collision_map.hpp>
#include <engine/raycast/laser_cast.hpp>

#include <cstdint>
#include <random>
#include <sstream>
#include <string>

namespace test_maps {

/// Equal in every field but `pixels_tested`, which only says how hard a cast worked.
inline bool same_outcome(engine::CastResult a, engine::CastResult b) {
    a.pixels_tested = b.pixels_tested = 0;
    return a == b;
}

/// Every field of a cast's result on one line, for a failure message.
inline std::string describe(const engine::CastResult& r) {
    std::ostringstream out;
    out << engine::to_string(r.hit) << " point=(" << r.point.x_pixels() << "," << r.point.y_pixels() << ") tile=("
        << r.tile.x << "," << r.tile.y << ") pixel=(" << r.pixel.x << "," << r.pixel.y
        << ") normal=" << static_cast<int>(r.normal) << " fraction=" << r.fraction << " tiles=" << r.tiles_visited;
    return out.str();
}

/// Tile types of `known_masks`.
enum KnownType : std::int32_t { kFull = 0, kLeftHalf = 1, kEmptyType = 2, kDiagonal = 3 };

/// Four 8-px tile types: a full block, the left half solid, an empty tile type,
/// and a lower-left triangle below the main diagonal (x <= y).
inline engine::TileMaskSet known_masks() {
    return engine::TileMaskSet::from_function(8, 4, [](std::int32_t type, std::int32_t x, std::int32_t y) {
        switch (type) {
        case kFull:
            return true;
        case kLeftHalf:
            return x < 4;
        case kDiagonal:
            return x <= y;
        default:
            return false;
        }
    });
}

/// A map of `width` x `height` tiles whose cells are random: empty about half
/// the time, else a random type of `type_count` random masks (some full, some
/// empty, the rest with `density` of their pixels solid) with a random flip.
inline engine::CollisionMap random_map(std::uint32_t seed, std::int32_t width, std::int32_t height,
                                       std::int32_t tile_size, double density, double empty_cells = 0.5,
                                       bool all_mixed = false) {
    std::mt19937 random(seed);
    std::bernoulli_distribution solid(density);
    constexpr std::int32_t kTypes = 6;
    std::vector<std::uint8_t> bits(static_cast<std::size_t>(kTypes * tile_size * tile_size));
    for (auto& bit : bits) {
        bit = solid(random) ? 1 : 0;
    }
    auto masks = engine::TileMaskSet::from_function(tile_size, kTypes, [&](std::int32_t type, std::int32_t x, std::int32_t y) {
        if (!all_mixed && type == 0) {
            return true; // a full type
        }
        if (!all_mixed && type == 1) {
            return false; // an empty type
        }
        if (all_mixed && y == 0 && x <= 1) {
            return x == 0; // one solid and one clear pixel keep every type mixed
        }
        return bits[static_cast<std::size_t>((type * tile_size + y) * tile_size + x)] != 0;
    });
    engine::CollisionMap map(width, height, std::move(masks));
    std::bernoulli_distribution empty_cell(empty_cells);
    std::uniform_int_distribution<std::int32_t> type(0, kTypes - 1);
    std::uniform_int_distribution<int> flip(0, 7);
    for (std::int32_t j = 0; j < height; ++j) {
        for (std::int32_t i = 0; i < width; ++i) {
            if (!empty_cell(random)) {
                map.place(i, j, engine::PlacedTile{type(random), engine::TileFlip::from_index(flip(random))});
            }
        }
    }
    return map;
}

} // namespace test_maps
