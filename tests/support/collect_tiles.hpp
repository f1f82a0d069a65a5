#pragma once
// Test support: a lazy tile range drained into a vector, so tests can compare whole
// answers (`EXPECT_EQ(collect_tiles(range), expected)`).

#include <engine/tilemap/tile_space.hpp>

#include <vector>

namespace test_support {

/// Every tile `range` yields, in its order.
template <class Range>
std::vector<engine::TileCoord> collect_tiles(Range&& range) {
    std::vector<engine::TileCoord> tiles;
    for (engine::TileCoord tile : range) {
        tiles.push_back(tile);
    }
    return tiles;
}

} // namespace test_support
