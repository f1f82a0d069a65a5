// Circle query: all three variants against the exact integer reference.

#include "exact_reference.hpp"

#include <engine/tilemap/circle_query.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <optional>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>
#include "../support/collect_tiles.hpp"


namespace {

using engine::TileCoord;
using tilemap_test::FixedPoint;
using tilemap_test::kUnit;

// Every tile near the disk tested exactly, in row-major order. With `unit`, the
// coordinates are in 1/unit tile (for off-grid checks).
std::vector<TileCoord> reference_circle(FixedPoint centre, std::int64_t radius, const engine::TileRect* clip = nullptr) {
    std::vector<TileCoord> tiles;
    const std::int64_t top = tilemap_test::floor_div(centre.y - radius, kUnit) - 2;
    const std::int64_t bottom = tilemap_test::floor_div(centre.y + radius, kUnit) + 2;
    const std::int64_t left = tilemap_test::floor_div(centre.x - radius, kUnit) - 2;
    const std::int64_t right = tilemap_test::floor_div(centre.x + radius, kUnit) + 2;
    for (std::int64_t j = top; j <= bottom; ++j) {
        for (std::int64_t i = left; i <= right; ++i) {
            if (tilemap_test::square_meets_disk(i, j, centre, radius) && (!clip || clip->contains(i, j))) {
                tiles.push_back({static_cast<std::int32_t>(i), static_cast<std::int32_t>(j)});
            }
        }
    }
    return tiles;
}

using test_support::collect_tiles;

testing::AssertionResult all_variants_equal_reference(FixedPoint centre, std::int64_t radius) {
    const engine::TileSpacePoint c = tilemap_test::to_tile_space(centre);
    const double r = static_cast<double>(radius) / kUnit;
    const std::vector<TileCoord> expected = reference_circle(centre, radius);
    const std::vector<TileCoord> span = collect_tiles(engine::tiles_in_circle(c, r));
    const std::vector<TileCoord> trimmed = collect_tiles(engine::tiles_in_circle_row_trim(c, r));
    const std::vector<TileCoord> box = collect_tiles(engine::tiles_in_circle_bbox(c, r));
    const auto where = [&] {
        return "circle (" + std::to_string(centre.x) + ", " + std::to_string(centre.y) + ") r " +
               std::to_string(radius) + " (1/1024 units)";
    };
    if (span != expected) {
        return testing::AssertionFailure() << "span differs for " << where();
    }
    if (trimmed != expected) {
        return testing::AssertionFailure() << "row-trim differs for " << where();
    }
    if (box != expected) {
        return testing::AssertionFailure() << "bbox differs for " << where();
    }
    return testing::AssertionSuccess();
}

TEST(CircleQuery, AllVariantsEqualExactReferenceOnRandomInput) {
    std::mt19937_64 random{21};
    for (int n = 0; n < 3000; ++n) {
        FixedPoint centre{tilemap_test::random_between(random, -30 * kUnit, 30 * kUnit),
                          tilemap_test::random_between(random, -30 * kUnit, 30 * kUnit)};
        std::int64_t radius = tilemap_test::random_between(random, 0, 12 * kUnit);
        switch (n % 5) {
        case 0: centre = {centre.x / kUnit * kUnit, centre.y / kUnit * kUnit}; break; // centre on a corner
        case 1: centre.x = centre.x / (kUnit / 2) * (kUnit / 2); radius = radius / (kUnit / 2) * (kUnit / 2); break;
        case 2: radius = radius / kUnit * kUnit; break;                                   // whole radius
        default: break;
        }
        ASSERT_TRUE(all_variants_equal_reference(centre, radius));
    }
}

TEST(CircleQuery, DisksThatJustTouchTileEdgesAndCorners) {
    // Radius 0: the point's tile, or all four tiles around a corner (closed squares).
    ASSERT_TRUE(all_variants_equal_reference({kUnit / 2, kUnit / 2}, 0));
    EXPECT_EQ(collect_tiles(engine::tiles_in_circle({2.0, 3.0}, 0.0)).size(), 4u);
    EXPECT_EQ(collect_tiles(engine::tiles_in_circle({2.5, 3.5}, 0.0)).size(), 1u);
    // Centre (0.5, 0.5), radius 0.5 touches the four edge neighbours, not the diagonals.
    EXPECT_EQ(collect_tiles(engine::tiles_in_circle({0.5, 0.5}, 0.5)),
              (std::vector<TileCoord>{{0, -1}, {-1, 0}, {0, 0}, {1, 0}, {0, 1}}));
    // Pythagorean triples: a disk of radius 5 around a corner touches the corner (3, 4) exactly.
    for (std::int64_t r : {5, 10, 13, 25}) {
        ASSERT_TRUE(all_variants_equal_reference({0, 0}, r * kUnit));
        ASSERT_TRUE(all_variants_equal_reference({-7 * kUnit, 3 * kUnit}, r * kUnit));
    }
    std::set<std::pair<int, int>> tiles;
    for (TileCoord tile : engine::tiles_in_circle({0.0, 0.0}, 5.0)) {
        tiles.insert({tile.x, tile.y});
    }
    EXPECT_TRUE(tiles.count({3, 4}));  // touches at its corner (3, 4)
    EXPECT_FALSE(tiles.count({4, 4})); // nearest corner (4, 4) is sqrt(32) > 5 away
}

TEST(CircleQuery, LargeRadiusAndFarCentres) {
    const std::int64_t far = std::int64_t{1} << 20;
    ASSERT_TRUE(all_variants_equal_reference({far * kUnit - 1, -far * kUnit + 700}, 61 * kUnit + 5));
    ASSERT_TRUE(all_variants_equal_reference({-far * kUnit, far * kUnit}, 100 * kUnit));
    // Radius 2^12 on the grid: span and row-trim walk in lockstep (52 million
    // tiles, compared without storing them; bbox agrees too but is slow).
    const engine::TileSpacePoint c{0.25, -0.75};
    auto span = engine::tiles_in_circle(c, 4096.0);
    auto trimmed = engine::tiles_in_circle_row_trim(c, 4096.0);
    auto it = trimmed.begin();
    std::int64_t mismatches = 0;
    for (TileCoord tile : span) {
        mismatches += (it == trimmed.end() || *it != tile) ? 1 : 0;
        if (it != trimmed.end()) {
            ++it;
        }
    }
    EXPECT_EQ(mismatches, 0);
    EXPECT_TRUE(it == trimmed.end());
    EXPECT_GT(span.stats().tiles_visited, 52000000);
    EXPECT_EQ(span.stats().tiles_visited, trimmed.stats().tiles_visited);
}

TEST(CircleQuery, OffGridInputIsExact) {
    // On the 2^-20 grid but off the 2^-10 grid: exactly the touched tiles (before the
    // end-tile check, the outward rounding added tiles up to 2.25 * 2^-10 away, which
    // the fuzzer found: tests/fuzz/corpus/tile_queries/regression_circle_margin).
    std::mt19937_64 random{22};
    constexpr std::int64_t kFine = std::int64_t{1} << 20;
    for (int n = 0; n < 500; ++n) {
        const std::int64_t cx = tilemap_test::random_between(random, -10 * kFine, 10 * kFine);
        const std::int64_t cy = tilemap_test::random_between(random, -10 * kFine, 10 * kFine);
        const std::int64_t r = tilemap_test::random_between(random, 0, 6 * kFine);
        const engine::TileSpacePoint c{static_cast<double>(cx) / kFine, static_cast<double>(cy) / kFine};
        std::set<std::pair<int, int>> got;
        for (TileCoord tile : engine::tiles_in_circle(c, static_cast<double>(r) / kFine)) {
            got.insert({tile.x, tile.y});
        }
        for (std::int64_t j = cy / kFine - 9; j <= cy / kFine + 9; ++j) {
            for (std::int64_t i = cx / kFine - 9; i <= cx / kFine + 9; ++i) {
                const auto outside = [](tilemap_test::Int128 v, tilemap_test::Int128 low) -> tilemap_test::Int128 {
                    return v < low ? low - v : (v > low + kFine ? v - low - kFine : 0);
                };
                const tilemap_test::Int128 dx = outside(cx, tilemap_test::Int128{i} * kFine);
                const tilemap_test::Int128 dy = outside(cy, tilemap_test::Int128{j} * kFine);
                const tilemap_test::Int128 distance_squared = dx * dx + dy * dy;
                const bool touches = distance_squared <= tilemap_test::Int128{r} * r;
                const bool yielded = got.count({static_cast<int>(i), static_cast<int>(j)}) == 1;
                ASSERT_EQ(yielded, touches) << "tile " << i << ", " << j;
            }
        }
    }
}

TEST(CircleQuery, TileShiftsEqualFloorAndCeilDivision) {
    // The span's shifts (floor_to_tile, ceil_to_tile) against the plain divisions.
    using engine::detail::ceil_div;
    using engine::detail::floor_div;
    using engine::detail::kSubTileScale;
    const auto same = [](std::int64_t units) {
        return engine::detail::floor_to_tile(units) == floor_div(units, kSubTileScale) &&
               engine::detail::ceil_to_tile(units) == ceil_div(units, kSubTileScale);
    };
    const std::int64_t far = std::int64_t{1} << 42;  // beyond any coordinate the queries accept
    for (std::int64_t units : {std::int64_t{0}, std::int64_t{1}, std::int64_t{-1}, std::int64_t{1023}, std::int64_t{1024},
                               std::int64_t{1025}, std::int64_t{-1023}, std::int64_t{-1024}, std::int64_t{-1025}, far, -far,
                               far - 1, -far + 1}) {
        EXPECT_TRUE(same(units)) << units;
    }
    std::mt19937_64 random{24};
    for (int n = 0; n < 100000; ++n) {
        const std::int64_t units = tilemap_test::random_between(random, -far, far);
        ASSERT_TRUE(same(units)) << units;
    }
}

// The simple version of a row's span off the grid: every tile of the row's bounding
// columns tested with the exact predicate alone. Returns false when none touches.
bool row_span_by_predicate(const engine::CircleGeometry& circle, std::int64_t row, std::int64_t& first_x,
                           std::int64_t& last_x) {
    first_x = 0;
    last_x = -1;
    for (std::int64_t x = circle.x_first; x <= circle.x_last; ++x) {
        if (engine::square_meets_disk(x, row, circle.centre, circle.radius_given)) {
            first_x = last_x < first_x ? x : first_x;
            last_x = x;
        }
    }
    return first_x <= last_x;
}

testing::AssertionResult row_spans_agree(engine::TileSpacePoint centre, double radius) {
    const auto circle = engine::detail::circle_geometry(centre, radius, std::nullopt, engine::kDefaultMaxTiles, "test");
    for (std::int64_t row = circle.y_first; row <= circle.y_last; ++row) {
        std::int64_t fast_first = 0, fast_last = 0, simple_first = 0, simple_last = 0;
        const bool fast = circle.exact_span(row, fast_first, fast_last);
        const bool simple = row_span_by_predicate(circle, row, simple_first, simple_last);
        if (fast != simple || (fast && (fast_first != simple_first || fast_last != simple_last))) {
            // 17 significant digits: the doubles read back exactly.
            return testing::AssertionFailure()
                   << "row " << row << " of the circle (" << centre.x << ", " << centre.y << ") r " << radius
                   << ": span " << fast << " " << fast_first << ".." << fast_last << ", by the predicate " << simple
                   << " " << simple_first << ".." << simple_last;
        }
    }
    return testing::AssertionSuccess();
}

TEST(CircleQuery, RowSpansEqualTheExactPredicateTileByTile) {
    // The fast span (end tiles proven in integers, trimmed by the exact predicate
    // only where that fails) against the simple one, off the 2^-10 grid where the
    // proof matters: random doubles, radii below the 3 units the proof needs, and
    // rims passing within an ulp of a tile corner (the predicate's exact fallback).
    std::mt19937_64 random{25};
    std::uniform_real_distribution<double> coordinate{-40.0, 40.0};
    std::uniform_real_distribution<double> radius{0.0, 9.0};
    std::uniform_real_distribution<double> tiny{0.0, 4.0 / 1024.0};
    for (int n = 0; n < 20000; ++n) {
        const engine::TileSpacePoint centre{coordinate(random), coordinate(random)};
        ASSERT_TRUE(row_spans_agree(centre, n % 4 == 0 ? tiny(random) : radius(random)));
        // A rim through a corner (the exact distance, rounded), and one ulp either side.
        const double corner_x = std::floor(centre.x) + static_cast<double>(random() % 7) - 3.0;
        const double corner_y = std::floor(centre.y) + static_cast<double>(random() % 7) - 3.0;
        const double to_corner = std::hypot(corner_x - centre.x, corner_y - centre.y);
        for (double r : {std::nextafter(to_corner, 0.0), to_corner, std::nextafter(to_corner, 100.0)}) {
            ASSERT_TRUE(row_spans_agree(centre, r));
        }
    }
    // Centres on half units (where rounding to the grid ties) with off-grid radii.
    for (int n = 0; n < 2000; ++n) {
        const double half_unit = 0.5 / 1024.0;
        const engine::TileSpacePoint centre{std::round(coordinate(random) * 1024.0) / 1024.0 + half_unit,
                                            std::round(coordinate(random) * 1024.0) / 1024.0 - half_unit};
        ASSERT_TRUE(row_spans_agree(centre, radius(random)));
    }
}

TEST(CircleQuery, ClippedToMapBounds) {
    std::mt19937_64 random{23};
    const engine::TileRect bounds{0, 0, 12, 9};
    for (int n = 0; n < 2000; ++n) {
        const FixedPoint centre{tilemap_test::random_between(random, -6 * kUnit, 18 * kUnit),
                                tilemap_test::random_between(random, -6 * kUnit, 15 * kUnit)};
        const std::int64_t radius = tilemap_test::random_between(random, 0, 8 * kUnit);
        ASSERT_EQ(collect_tiles(engine::tiles_in_circle_clipped(tilemap_test::to_tile_space(centre),
                                                          static_cast<double>(radius) / kUnit, bounds)),
                  reference_circle(centre, radius, &bounds));
    }
}

TEST(CircleQuery, StatsShowTheCostOfEachVariant) {
    const engine::TileSpacePoint c{10.25, 10.5};
    const double r = 4.0;
    auto span = engine::tiles_in_circle(c, r);
    auto trimmed = engine::tiles_in_circle_row_trim(c, r);
    auto box = engine::tiles_in_circle_bbox(c, r);
    const auto count = collect_tiles(span).size();
    collect_tiles(trimmed);
    collect_tiles(box);
    EXPECT_EQ(span.stats().tiles_visited, static_cast<std::int64_t>(count));
    EXPECT_EQ(trimmed.stats().tiles_visited, static_cast<std::int64_t>(count));
    EXPECT_EQ(box.stats().tiles_visited, static_cast<std::int64_t>(count));
    EXPECT_EQ(span.stats().tiles_tested, 0);                   // no per-tile test at all
    EXPECT_EQ(box.stats().tiles_tested, 9 * 9);                 // the whole bounding box: x 6..14, y 6..14
    EXPECT_GT(trimmed.stats().tiles_tested, 0);
    EXPECT_LT(trimmed.stats().tiles_tested, box.stats().tiles_tested);
    // Early exit counts only what was reached.
    int seen = 0;
    for (TileCoord tile : span) {
        (void)tile;
        if (++seen == 3) {
            break;
        }
    }
    EXPECT_EQ(span.stats().tiles_visited, 3);
}

TEST(CircleQuery, ErrorsAndLimit) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    EXPECT_THROW((void)engine::tiles_in_circle({nan, 0}, 1), std::invalid_argument);
    EXPECT_THROW((void)engine::tiles_in_circle({0, 0}, std::numeric_limits<double>::infinity()), std::invalid_argument);
    EXPECT_THROW((void)engine::tiles_in_circle({0, 0}, nan), std::invalid_argument);
    try {
        (void)engine::tiles_in_circle({0, 0}, -1.0);
        FAIL();
    } catch (const std::invalid_argument& error) {
        EXPECT_NE(std::string(error.what()).find("radius"), std::string::npos);
    }
    EXPECT_THROW((void)engine::tiles_in_circle({0, 0}, 1e30), std::out_of_range);
    EXPECT_THROW((void)engine::tiles_in_circle({2147483647.5, 0}, 1.0), std::out_of_range);
    EXPECT_THROW((void)engine::tiles_in_circle_bbox({0, 1e12}, 1.0), std::out_of_range);
    // The limit is the exact count: fine at the count, thrown one below it.
    const engine::TileSpacePoint c{0.5, 0.25};
    const auto count = static_cast<std::int64_t>(collect_tiles(engine::tiles_in_circle(c, 30.0)).size());
    EXPECT_NO_THROW((void)engine::tiles_in_circle(c, 30.0, count));
    EXPECT_THROW((void)engine::tiles_in_circle(c, 30.0, count - 1), engine::QueryTooLarge);
    EXPECT_THROW((void)engine::tiles_in_circle_row_trim(c, 30.0, count - 1), engine::QueryTooLarge);
    EXPECT_THROW((void)engine::tiles_in_circle({0, 0}, 2e6, 10000000), engine::QueryTooLarge);
}

TEST(CircleQuery, VariantNamesAndRuntimeDispatch) {
    for (const auto& info : engine::kCircleVariants) {
        EXPECT_EQ(engine::find_variant(engine::kCircleVariants, info.name), info.variant);
        EXPECT_EQ(engine::name(info.variant), info.name);
        std::vector<TileCoord> tiles;
        const engine::QueryStats stats =
            engine::visit_circle(info.variant, {3.5, 3.5}, 2.0, [&](TileCoord tile) { tiles.push_back(tile); });
        EXPECT_EQ(tiles, collect_tiles(engine::tiles_in_circle({3.5, 3.5}, 2.0))) << info.name;
        EXPECT_EQ(stats.tiles_visited, static_cast<std::int64_t>(tiles.size()));
    }
    EXPECT_EQ(engine::variant_names(engine::kCircleVariants), "span, row-trim, bbox");
}

} // namespace
