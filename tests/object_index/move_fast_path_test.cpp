// The moves' fast paths: `box_keeps_tile_rect` (a TileObjectIndex move that keeps its tiles),
// the whole-number `covering_tile_span`, and LooseDiskGrid's move within a tile. Each is
// compared with the plain computation it stands for, on boxes and centres built to sit on and
// next to tile edges, the map's edges, the 2^31 limit, and on bad input.
#include <engine/tilemap/loose_disk_grid.hpp>
#include <engine/tilemap/object_queries.hpp>
#include <engine/tilemap/object_tile_rect.hpp>
#include <engine/tilemap/tile_object_index.hpp>
#include <engine/tilemap/tile_space_box.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <stdexcept>
#include <vector>

namespace {

using engine::TileRect;
using engine::TileSpaceBox;

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// The covering rule by its definition (std::floor / std::ceil in double), which the
/// whole-number path of `covering_tile_span` must equal.
TileRect reference_rect(const TileSpaceBox& box, std::int32_t width, std::int32_t height) {
    TileRect rect;
    engine::detail::covering_tile_span_in_doubles(box.min.x, box.max.x, width, rect.x, rect.width);
    engine::detail::covering_tile_span_in_doubles(box.min.y, box.max.y, height, rect.y, rect.height);
    return rect.width <= 0 || rect.height <= 0 ? TileRect{} : rect;
}

bool valid(const TileSpaceBox& box) {
    try {
        engine::validate_box(box, "test");
        return true;
    } catch (const std::invalid_argument&) {
        return false;
    }
}

/// Coordinates on and next to whole numbers near `around`, and far ones.
std::vector<double> edge_values(const std::vector<double>& around) {
    std::vector<double> values;
    for (const double centre : around) {
        for (const double offset : {-1.5, -1.0, -0.5, 0.0, 0.25, 0.5, 1.0, 1.5}) {
            const double value = centre + offset;
            values.push_back(value);
            values.push_back(std::nextafter(value, -kInf));
            values.push_back(std::nextafter(value, kInf));
        }
    }
    for (const double far : {-2147483648.0, 2147483648.0, -2147483647.5, 2147483647.5, -1e300, 1e300,
                             -std::numeric_limits<double>::max(), std::numeric_limits<double>::max(), -0.0}) {
        values.push_back(far);
        values.push_back(std::nextafter(far, -kInf));
        values.push_back(std::nextafter(far, kInf));
    }
    return values;
}

// The whole-number path (extents within +-2^31) against std::floor / std::ceil, for every
// pair of edge values as low <= high, on a map whose edges are among them.
TEST(MoveFastPath, CoveringRectEqualsFloorCeilReference) {
    const std::vector<double> values = edge_values({-3.0, 0.0, 1.0, 4.0, 7.0, 8.0, 1000000.0});
    std::size_t compared = 0;
    for (const double low : values) {
        for (const double high : values) {
            if (!(low <= high)) {
                continue;
            }
            const TileSpaceBox box{{low, high}, {high, high}};  // y: a zero-size extent at high
            ASSERT_EQ(engine::covering_tile_rect(box, 8, 5), reference_rect(box, 8, 5)) << low << " " << high;
            const TileSpaceBox flipped{{high, low}, {high, high}};
            ASSERT_EQ(engine::covering_tile_rect(flipped, 8, 5), reference_rect(flipped, 8, 5)) << low << " " << high;
            ++compared;
        }
    }
    EXPECT_GT(compared, 10000u);
}

// `box_keeps_tile_rect` never says yes wrongly: for boxes on and next to tile edges (valid or
// not) and candidate rectangles around the true one, yes means a valid box whose covering
// rectangle is the candidate. And it says yes for every valid box with area whose covering
// rectangle is not empty — the common move it exists for.
TEST(MoveFastPath, BoxKeepsTileRectOnlyWhenCoveringIsUnchanged) {
    constexpr std::int32_t kWidth = 8;
    constexpr std::int32_t kHeight = 5;
    std::vector<double> values = edge_values({-1.0, 0.0, 2.0, 5.0, 7.0, 8.0});
    for (const double bad : {kNaN, kInf, -kInf}) {
        values.push_back(bad);
    }
    std::mt19937 random{20261128};
    std::uniform_int_distribution<std::size_t> pick(0, values.size() - 1);
    std::uniform_int_distribution<int> nudge(-1, 1);
    std::size_t kept = 0;
    for (int i = 0; i < 400000; ++i) {
        const TileSpaceBox box{{values[pick(random)], values[pick(random)]}, {values[pick(random)], values[pick(random)]}};
        const bool box_valid = valid(box);
        const TileRect truth = box_valid ? engine::covering_tile_rect(box, kWidth, kHeight) : TileRect{};
        const bool has_area = box_valid && box.min.x < box.max.x && box.min.y < box.max.y;
        if (has_area && truth.width > 0) {
            ASSERT_TRUE(engine::box_keeps_tile_rect(box, truth, kWidth, kHeight))
                << "(" << box.min.x << ", " << box.min.y << ") - (" << box.max.x << ", " << box.max.y << ")";
        }
        TileRect candidate = truth;
        candidate.x += nudge(random);
        candidate.y += nudge(random);
        candidate.width += nudge(random);
        candidate.height += nudge(random);
        for (const TileRect& rect : {truth, candidate, TileRect{0, 0, kWidth, kHeight}, TileRect{0, 0, 1, 1},
                                     TileRect{kWidth - 1, kHeight - 1, 1, 1}}) {
            if (rect.x < 0 || rect.y < 0 || rect.width < 0 || rect.height < 0 || rect.x + rect.width > kWidth ||
                rect.y + rect.height > kHeight) {
                continue;  // the stored rectangle always lies inside the map
            }
            if (engine::box_keeps_tile_rect(box, rect, kWidth, kHeight)) {
                ASSERT_TRUE(box_valid) << "(" << box.min.x << ", " << box.min.y << ") - (" << box.max.x << ", "
                                       << box.max.y << ")";
                ASSERT_EQ(engine::covering_tile_rect(box, kWidth, kHeight), rect)
                    << "(" << box.min.x << ", " << box.min.y << ") - (" << box.max.x << ", " << box.max.y << ")";
                ++kept;
            }
        }
    }
    EXPECT_GT(kept, 1000u);
}

// Through the index: a move that keeps the tiles counts as unchanged and touches no list; a
// bad box or a reader still throws, even where the box would keep the tiles.
TEST(MoveFastPath, IndexMoveWithinTilesChecksLikeTheFullMove) {
    engine::TileObjectIndex index(4, 3);
    const auto left = index.insert({{-5.0, 0.5}, {0.5, 1.5}});   // clipped on the left: tiles (0, 0)-(0, 1)
    const auto right = index.insert({{3.5, 2.5}, {9.0, 9.0}});   // clipped on the right and bottom: (3, 2)
    ASSERT_EQ(index.tile_rect(left), (TileRect{0, 0, 1, 2}));
    ASSERT_EQ(index.tile_rect(right), (TileRect{3, 2, 1, 1}));
    const engine::IndexMaintenanceCounters before = index.maintenance_counters();

    index.move(left, {{-1e300, 0.0}, {1.0, 2.0}});               // still the same tiles
    index.move(right, {{3.0, 2.0}, {1e300, 1e300}});
    index.move_relinking_all(right, {{3.25, 2.25}, {5.0, 3.5}});
    EXPECT_EQ(index.maintenance_counters().moves, before.moves + 3);
    EXPECT_EQ(index.maintenance_counters().moves_unchanged, before.moves_unchanged + 3);
    EXPECT_EQ(index.maintenance_counters().tiles_linked, before.tiles_linked);
    EXPECT_EQ(index.maintenance_counters().tiles_unlinked, before.tiles_unlinked);
    EXPECT_EQ(index.box(right), (TileSpaceBox{{3.25, 2.25}, {5.0, 3.5}}));

    // Boxes that would keep the rectangle but for one bad coordinate: refused, nothing stored.
    EXPECT_THROW(index.move(left, {{-kInf, 0.0}, {1.0, 2.0}}), std::invalid_argument);
    EXPECT_THROW(index.move(right, {{3.0, 2.0}, {kInf, 3.0}}), std::invalid_argument);
    EXPECT_THROW(index.move(right, {{3.0, 2.0}, {4.0, kNaN}}), std::invalid_argument);
    EXPECT_THROW(index.move(left, {{0.75, 0.5}, {0.5, 1.5}}), std::invalid_argument);  // min > max
    EXPECT_EQ(index.box(left), (TileSpaceBox{{-1e300, 0.0}, {1.0, 2.0}}));
    EXPECT_EQ(index.box(right), (TileSpaceBox{{3.25, 2.25}, {5.0, 3.5}}));

    // A stale handle and a running query are refused on the fast path's box too.
    const auto gone = index.insert({{1.5, 1.5}, {1.75, 1.75}});
    index.remove(gone);
    EXPECT_THROW(index.move(gone, {{1.5, 1.5}, {1.75, 1.75}}), std::invalid_argument);
    {
        auto query = engine::objects_in_rect(index, {0.0, 0.0}, {4.0, 3.0});
        auto running = query.begin();  // the query reads the index from its first step
        ASSERT_FALSE(running == query.end());
        EXPECT_THROW(index.move(left, {{-1.0, 0.5}, {0.5, 1.5}}), std::logic_error);
    }
    EXPECT_EQ(index.maintenance_counters().moves, before.moves + 3);
    index.check_invariants();
}

// LooseDiskGrid's move within a tile: exactly the moves whose clamped tile stays, including
// centres far beyond the map's edges (clamped into the edge tile), touch no list; the valid
// range's ends and bad numbers are judged as by the full check.
TEST(MoveFastPath, LooseGridMoveWithinTileMatchesTileOfCentre) {
    engine::LooseDiskGrid grid(5, 4);
    const auto disk = grid.insert({0.5, 0.5}, 0.25);
    const std::vector<double> xs = edge_values({0.0, 1.0, 4.0, 5.0});
    std::uint64_t index_moves = grid.index().maintenance_counters().moves;
    for (const double x : xs) {
        for (const double y : {-3.0, 0.0, 0.999, 1.0, 3.5, 4.0, 1e9}) {
            const engine::TileCoord before = grid.tile(disk);
            const bool in_range = x >= -2147483648.0 && x < 2147483648.0;
            if (!in_range) {
                EXPECT_ANY_THROW(grid.move(disk, {x, y}));
                EXPECT_EQ(grid.tile(disk), before);
                continue;
            }
            grid.move(disk, {x, y});
            const engine::TileCoord expected{static_cast<std::int32_t>(std::clamp(std::floor(x), 0.0, 4.0)),
                                             static_cast<std::int32_t>(std::clamp(std::floor(y), 0.0, 3.0))};
            ASSERT_EQ(grid.tile(disk), expected) << x << " " << y;
            const std::uint64_t now = grid.index().maintenance_counters().moves;
            EXPECT_EQ(now - index_moves, expected == before ? 0u : 1u) << x << " " << y;
            index_moves = now;
            EXPECT_EQ(grid.disk(disk).centre.x, x);
        }
    }
    EXPECT_THROW(grid.move(disk, {kNaN, 0.5}), std::invalid_argument);
    EXPECT_THROW(grid.move(disk, {0.5, kInf}), std::invalid_argument);
    {
        auto query = grid.disks_in_circle({0.5, 0.5}, 1.0);
        const engine::Disk held = grid.disk(disk);
        EXPECT_THROW(grid.move(disk, held.centre), std::logic_error);
    }
    grid.remove(disk);
    EXPECT_THROW(grid.move(disk, {0.5, 0.5}), std::invalid_argument);
    grid.check_invariants();
}

} // namespace
