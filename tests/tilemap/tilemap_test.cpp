// Tilemap<T> storage, checked/unchecked access, iteration order, and TileRef.

#include <engine/tilemap/tilemap.hpp>

#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

namespace {

using engine::Direction;
using engine::TileRef;
using engine::Tilemap;

TEST(Tilemap, SizeFillAndRowMajorStorage) {
    Tilemap<int> map(4, 3, 7);
    EXPECT_EQ(map.width(), 4);
    EXPECT_EQ(map.height(), 3);
    EXPECT_EQ(map.size(), 12u);
    EXPECT_EQ(map.bounds(), (engine::TileRect{0, 0, 4, 3}));
    for (int value : map.values()) {
        EXPECT_EQ(value, 7);
    }
    map.at(2, 1) = 5;
    // row-major: index x + y * width
    EXPECT_EQ(map.values()[2 + 1 * 4], 5);
    EXPECT_EQ(map(2, 1), 5);
    map(3, 2) = 9;
    EXPECT_EQ(map.at(3, 2), 9);
    map.fill(1);
    EXPECT_EQ(map.at(3, 2), 1);
    const Tilemap<int> empty(0, 5);
    EXPECT_EQ(empty.size(), 0u);
    EXPECT_EQ(empty.begin(), empty.end());
}

TEST(Tilemap, ContainsAndCheckedAccessNameTheCoordinates) {
    Tilemap<int> map(4, 3);
    EXPECT_TRUE(map.contains(0, 0));
    EXPECT_TRUE(map.contains(3, 2));
    EXPECT_FALSE(map.contains(4, 0));
    EXPECT_FALSE(map.contains(0, 3));
    EXPECT_FALSE(map.contains(-1, 0));
    EXPECT_FALSE(map.contains(std::int64_t{1} << 40, 0));
    try {
        (void)map.at(4, -2);
        FAIL() << "expected std::out_of_range";
    } catch (const std::out_of_range& error) {
        const std::string message = error.what();
        EXPECT_NE(message.find("(4, -2)"), std::string::npos) << message;
        EXPECT_NE(message.find("4 x 3"), std::string::npos) << message;
    }
    const Tilemap<int>& read_only = map;
    EXPECT_THROW((void)read_only.at(0, 3), std::out_of_range);
    EXPECT_THROW((Tilemap<int>(-1, 2)), std::invalid_argument);
    EXPECT_THROW((Tilemap<int>(2, -1)), std::invalid_argument);
}

TEST(Tilemap, IterationIsRowByRowInStorageOrder) {
    Tilemap<int> map(3, 2);
    int counter = 0;
    for (int& value : map.values()) {
        value = counter++;
    }
    std::vector<std::pair<int, int>> order;
    int expected_value = 0;
    for (TileRef<int> tile : map) {
        order.push_back({tile.x(), tile.y()});
        EXPECT_EQ(tile.value(), expected_value++);
    }
    EXPECT_EQ(order, (std::vector<std::pair<int, int>>{{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}, {2, 1}}));
    // Writing through references changes the map.
    for (TileRef<int> tile : map) {
        tile.value() = tile.x() * 10 + tile.y();
    }
    EXPECT_EQ(map.at(2, 1), 21);
    // A const map hands out read-only references.
    const Tilemap<int>& read_only = map;
    for (auto tile : read_only) {
        static_assert(std::is_same_v<decltype(tile), TileRef<const int>>);
        static_assert(std::is_same_v<decltype(tile.value()), const int&>);
        EXPECT_EQ(tile.value(), tile.x() * 10 + tile.y());
    }
}

TEST(Tilemap, CopiesAreIndependentAndCompareByContents) {
    Tilemap<int> a(2, 2, 1);
    Tilemap<int> b = a;
    EXPECT_EQ(a, b);
    b.at(1, 1) = 2;
    EXPECT_NE(a, b);
    EXPECT_EQ(a.at(1, 1), 1);
}

TEST(TileRef, ValidityValueAndNeighbour) {
    Tilemap<int> map(3, 3);
    map.at(1, 0) = 42;
    const TileRef<int> centre = map.tile(1, 1);
    EXPECT_TRUE(centre.valid());
    EXPECT_EQ(centre.neighbour(Direction::Up).value(), 42); // y down: Up is row 0
    EXPECT_EQ(centre.neighbour(Direction::Up).coord(), (engine::TileCoord{1, 0}));
    EXPECT_EQ(centre.neighbour(Direction::None), centre);
    const TileRef<int> outside = map.tile(0, 0).neighbour(Direction::UpLeft);
    EXPECT_FALSE(outside.valid());
    EXPECT_EQ(outside.coord(), (engine::TileCoord{-1, -1}));
    EXPECT_THROW((void)outside.value(), std::out_of_range);
    EXPECT_FALSE(TileRef<int>{}.valid());
    EXPECT_THROW((void)TileRef<int>{}.value(), std::out_of_range);
    // A reference follows the tile's current contents.
    map.at(1, 1) = 5;
    EXPECT_EQ(centre.value(), 5);
    // Neighbours of tiles at the int32 edge wrap harmlessly to invalid tiles.
    const TileRef<int> far{map, INT32_MAX, 0};
    EXPECT_FALSE(far.neighbour(Direction::Right).valid());
    // Mutable converts to read-only, not the other way.
    const TileRef<const int> read_only = centre;
    EXPECT_EQ(read_only.value(), 5);
    static_assert(std::is_convertible_v<TileRef<int>, TileRef<const int>>);
    static_assert(!std::is_convertible_v<TileRef<const int>, TileRef<int>>);
}

TEST(TileRef, NeighboursAndValidNeighbours) {
    Tilemap<int> map(4, 3);
    const auto count = [](auto range) {
        int n = 0;
        for (auto tile : range) {
            (void)tile;
            ++n;
        }
        return n;
    };
    // All eight, in kAllDirections order, valid or not.
    std::vector<engine::TileCoord> around;
    for (TileRef<int> tile : map.tile(0, 0).neighbours()) {
        around.push_back(tile.coord());
    }
    ASSERT_EQ(around.size(), 8u);
    for (std::size_t k = 0; k < 8; ++k) {
        EXPECT_EQ(around[k], engine::moved({0, 0}, engine::kAllDirections[k]));
    }
    EXPECT_EQ(count(map.tile(0, 0).valid_neighbours()), 3);  // corner
    EXPECT_EQ(count(map.tile(1, 0).valid_neighbours()), 5);  // edge
    EXPECT_EQ(count(map.tile(1, 1).valid_neighbours()), 8);  // inside
    EXPECT_EQ(count(map.tile(3, 2).valid_neighbours()), 3);  // opposite corner
    EXPECT_EQ(count(map.tile(-5, -5).valid_neighbours()), 0); // far outside
    // Brute force: valid neighbours are exactly the map tiles at Chebyshev distance 1.
    for (TileRef<int> tile : map) {
        std::set<std::pair<int, int>> expected;
        for (int y = 0; y < map.height(); ++y) {
            for (int x = 0; x < map.width(); ++x) {
                if (std::max(std::abs(x - tile.x()), std::abs(y - tile.y())) == 1) {
                    expected.insert({x, y});
                }
            }
        }
        std::set<std::pair<int, int>> got;
        for (TileRef<int> next : tile.valid_neighbours()) {
            EXPECT_TRUE(next.valid());
            got.insert({next.x(), next.y()});
        }
        EXPECT_EQ(got, expected);
    }
}

} // namespace
