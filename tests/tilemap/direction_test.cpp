// Direction, its steps (y down) and the Directions bit set.

#include <engine/tilemap/direction.hpp>

#include <gtest/gtest.h>

#include <bitset>
#include <set>
#include <vector>

namespace {

using engine::Direction;
using engine::Directions;
using engine::TileCoord;

// Compile-time facts: the screen convention and the table layout.
static_assert(engine::step(Direction::Up) == TileCoord{0, -1}, "y grows downward: Up is (0, -1)");
static_assert(engine::step(Direction::Down) == TileCoord{0, 1});
static_assert(engine::step(Direction::None) == TileCoord{0, 0});
static_assert(engine::opposite(Direction::UpRight) == Direction::DownLeft);
static_assert(sizeof(Directions) == 1, "a set of directions is one byte");

TEST(Direction, StepsAreTheEightNeighbourOffsetsCounterClockwiseOnScreen) {
    std::set<std::pair<int, int>> offsets;
    for (Direction direction : engine::kAllDirections) {
        const TileCoord offset = engine::step(direction);
        EXPECT_LE(std::abs(offset.x), 1);
        EXPECT_LE(std::abs(offset.y), 1);
        EXPECT_FALSE(offset.x == 0 && offset.y == 0);
        offsets.insert({offset.x, offset.y});
        EXPECT_EQ(engine::is_diagonal(direction), offset.x != 0 && offset.y != 0);
    }
    EXPECT_EQ(offsets.size(), 8u);
    EXPECT_EQ(engine::step(Direction::Right), (TileCoord{1, 0}));
    EXPECT_EQ(engine::step(Direction::UpLeft), (TileCoord{-1, -1}));
    EXPECT_EQ(engine::step(Direction::DownRight), (TileCoord{1, 1}));
    // Counter-clockwise as seen on screen (y down): the cross product of
    // consecutive steps is negative in y-down coordinates.
    for (std::size_t k = 0; k < engine::kAllDirections.size(); ++k) {
        const TileCoord a = engine::step(engine::kAllDirections[k]);
        const TileCoord b = engine::step(engine::kAllDirections[(k + 1) % 8]);
        EXPECT_LT(a.x * b.y - a.y * b.x, 0) << "between " << engine::name(engine::kAllDirections[k]);
    }
}

TEST(Direction, OppositeNegatesTheStepAndIsAnInvolution) {
    EXPECT_EQ(engine::opposite(Direction::None), Direction::None);
    for (Direction direction : engine::kAllDirections) {
        const TileCoord forward = engine::step(direction);
        const TileCoord back = engine::step(engine::opposite(direction));
        EXPECT_EQ(back, (TileCoord{-forward.x, -forward.y})) << engine::name(direction);
        EXPECT_EQ(engine::opposite(engine::opposite(direction)), direction);
    }
}

TEST(Direction, MovedAddsTheStep) {
    EXPECT_EQ(engine::moved({3, 3}, Direction::Up), (TileCoord{3, 2}));
    EXPECT_EQ(engine::moved({3, 3}, Direction::DownLeft), (TileCoord{2, 4}));
    EXPECT_EQ(engine::moved({3, 3}, Direction::None), (TileCoord{3, 3}));
    EXPECT_EQ(engine::name(Direction::UpLeft), "up-left");
}

TEST(Directions, SetOperationsMatchAReferenceSet) {
    // Every pair of subsets (2^8 x 2^8) against std::set semantics.
    for (unsigned a_bits = 0; a_bits < 256; ++a_bits) {
        const Directions a = Directions::from_bits(static_cast<std::uint8_t>(a_bits));
        std::set<Direction> a_set;
        for (Direction d : engine::kAllDirections) {
            if (a_bits & (1u << (static_cast<unsigned>(d) - 1))) {
                a_set.insert(d);
            }
        }
        // iteration yields exactly the members, in kAllDirections order
        std::vector<Direction> listed(a.begin(), a.end());
        std::vector<Direction> expected;
        for (Direction d : engine::kAllDirections) {
            if (a_set.count(d)) {
                expected.push_back(d);
            }
        }
        ASSERT_EQ(listed, expected);
        ASSERT_EQ(a.count(), static_cast<int>(a_set.size()));
        ASSERT_EQ(a.any(), !a_set.empty());
        ASSERT_EQ(a.empty(), a_set.empty());
        ASSERT_EQ(a.all(), a_set.size() == 8);
        for (Direction d : engine::kAllDirections) {
            ASSERT_EQ(a.includes(d), a_set.count(d) == 1);
            ASSERT_TRUE(a.with(d).includes(d));
            ASSERT_FALSE(a.without(d).includes(d));
            ASSERT_EQ(a.with(d).count(), a.count() + (a.includes(d) ? 0 : 1));
        }
        ASSERT_FALSE(a.includes(Direction::None));
        ASSERT_EQ(a.with(Direction::None), a);
        for (unsigned b_bits = 0; b_bits < 256; b_bits += 7) {
            const Directions b = Directions::from_bits(static_cast<std::uint8_t>(b_bits));
            for (Direction d : engine::kAllDirections) {
                ASSERT_EQ(a.union_with(b).includes(d), a.includes(d) || b.includes(d));
                ASSERT_EQ(a.intersect(b).includes(d), a.includes(d) && b.includes(d));
                ASSERT_EQ(a.except(b).includes(d), a.includes(d) && !b.includes(d));
            }
            ASSERT_EQ(a | b, a.union_with(b));
            ASSERT_EQ(a & b, a.intersect(b));
            ASSERT_EQ(a.any(b), !a.intersect(b).empty());
            ASSERT_EQ(a.all(b), a.intersect(b) == b);
        }
    }
}

TEST(Directions, ConstructionFromDirections) {
    const Directions open = Directions{Direction::Left}.with(Direction::Up);
    EXPECT_EQ(std::vector<Direction>(open.begin(), open.end()), (std::vector<Direction>{Direction::Up, Direction::Left}));
    EXPECT_TRUE(Directions::all_directions().all());
    EXPECT_EQ(Directions::all_directions().count(), 8);
    EXPECT_TRUE(Directions{Direction::None}.empty());
    EXPECT_TRUE(Directions{}.all(Directions{}));
}

} // namespace
