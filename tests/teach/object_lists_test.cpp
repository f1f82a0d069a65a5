// The teaching object lists (teach/object_lists.hpp) and first-hit query
// (teach/first_hit.hpp) against the tuned engine: after every random add, move and
// removal each tile holds the same objects as `TileObjectIndex`, and the first hit along
// random segments is the one `first_object_on_segment` and brute force find.

#include <engine/teach/first_hit.hpp>
#include <engine/teach/object_lists.hpp>
#include <engine/tilemap/object_queries.hpp>
#include <engine/tilemap/tile_object_index.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <random>
#include <vector>

namespace {

constexpr std::int32_t kWidth = 24;
constexpr std::int32_t kHeight = 20;

/// A box as a game makes them, often on grid lines, sometimes of zero size, sometimes
/// reaching past the map's edges.
engine::TileSpaceBox random_box(std::mt19937& random) {
    std::uniform_real_distribution<double> corner(-2.0, kWidth + 1.0);
    std::uniform_real_distribution<double> size(0.0, 3.5);
    std::uniform_int_distribution<int> kind(0, 3);
    double x = corner(random), y = corner(random) * kHeight / kWidth;
    double w = size(random), h = size(random);
    switch (kind(random)) {
    case 0: x = std::floor(x); y = std::floor(y); w = std::ceil(w); h = std::ceil(h); break;
    case 1: w = 0.0; break;
    default: break;
    }
    return {{x, y}, {x + w, y + h}};
}

/// Both structures, driven by the same operations; ids map to handles by creation order.
struct Pair {
    engine::teach::ObjectLists lists{kWidth, kHeight};
    engine::TileObjectIndex index{kWidth, kHeight};
    std::vector<engine::ObjectHandle> handles; // by teaching id
    std::vector<int> live;                     // live teaching ids

    void add(const engine::TileSpaceBox& box) {
        const int id = lists.add(box);
        handles.push_back(index.insert(box));
        ASSERT_EQ(static_cast<std::size_t>(id) + 1, handles.size());
        live.push_back(id);
    }
    int id_of(engine::ObjectHandle handle) const {
        return static_cast<int>(std::find(handles.begin(), handles.end(), handle) - handles.begin());
    }
    void expect_same_lists() const {
        for (std::int32_t y = 0; y < kHeight; ++y) {
            for (std::int32_t x = 0; x < kWidth; ++x) {
                std::vector<int> teaching = lists.objects_in({x, y});
                std::vector<int> tuned;
                for (const engine::ObjectHit hit : engine::objects_near(index, {x + 0.5, y + 0.5})) {
                    tuned.push_back(id_of(hit.handle));
                }
                std::sort(teaching.begin(), teaching.end());
                std::sort(tuned.begin(), tuned.end());
                ASSERT_EQ(teaching, tuned) << "tile (" << x << ", " << y << ")";
            }
        }
    }
};

} // namespace

TEST(TeachObjectLists, SameObjectsInEveryTileAsTheIndexAfterRandomChanges) {
    std::mt19937 random(11);
    Pair both;
    std::uniform_int_distribution<int> operation(0, 9);
    std::uniform_real_distribution<double> nudge(-0.8, 0.8);
    for (int step = 0; step < 3000; ++step) {
        const int op = operation(random);
        if (both.live.empty() || op < 3) {
            both.add(random_box(random));
        } else if (op < 9) { // a move: mostly small, as a robot's, sometimes a jump
            const int id = both.live[std::uniform_int_distribution<std::size_t>(0, both.live.size() - 1)(random)];
            engine::TileSpaceBox box = both.lists.box(id);
            const double dx = nudge(random), dy = nudge(random);
            box = op == 8 ? random_box(random) : engine::TileSpaceBox{{box.min.x + dx, box.min.y + dy}, {box.max.x + dx, box.max.y + dy}};
            both.lists.move(id, box);
            both.index.move(both.handles[id], box);
        } else {
            const std::size_t at = std::uniform_int_distribution<std::size_t>(0, both.live.size() - 1)(random);
            both.lists.remove(both.live[at]);
            both.index.remove(both.handles[both.live[at]]);
            both.live.erase(both.live.begin() + static_cast<std::ptrdiff_t>(at));
        }
        if (step % 50 == 0) {
            both.expect_same_lists();
        }
    }
    both.expect_same_lists();
}

TEST(TeachObjectLists, RefusesUnknownIdsAndBadBoxes) {
    engine::teach::ObjectLists lists(4, 4);
    const int id = lists.add({{1.0, 1.0}, {2.0, 2.0}});
    lists.remove(id);
    EXPECT_THROW(lists.move(id, {{1.0, 1.0}, {2.0, 2.0}}), std::out_of_range);
    EXPECT_THROW(lists.remove(7), std::out_of_range);
    EXPECT_THROW(lists.add({{2.0, 2.0}, {1.0, 1.0}}), std::invalid_argument);
    EXPECT_THROW(engine::teach::ObjectLists(-1, 3), std::invalid_argument);
}

TEST(TeachFirstHit, SameHitAsTheTunedQueryAndBruteForce) {
    std::mt19937 random(17);
    std::uniform_real_distribution<double> x(-1.0, kWidth + 1.0), y(-1.0, kHeight + 1.0);
    const engine::TileSpaceBox area{{0.0, 0.0}, {double(kWidth), double(kHeight)}};
    int hits = 0;
    for (int scene = 0; scene < 60; ++scene) {
        Pair both;
        for (int n = 0; n < 40; ++n) both.add(random_box(random));
        for (int shot = 0; shot < 300; ++shot) {
            engine::TileSpacePoint a{x(random), y(random)}, b{x(random), y(random)};
            if (shot % 3 == 0) { // through tile corners and along grid lines
                a = {std::floor(a.x), std::floor(a.y) + 0.5 * (shot % 2)};
                b = {std::floor(b.x) + 0.5, std::floor(b.y)};
            }
            const auto teaching = engine::teach::first_object_on_segment(both.lists, a, b);
            const auto tuned = engine::first_object_on_segment(both.index, a, b);
            std::optional<double> brute;
            for (const int id : both.live) {
                const auto f = engine::segment_entry_fraction(engine::clip_box(both.lists.box(id), area), a, b);
                const engine::TileRect rect = engine::covering_tile_rect(both.lists.box(id), kWidth, kHeight);
                if (f && rect.width > 0 && rect.height > 0 && (!brute || *f < *brute)) brute = f;
            }
            ASSERT_EQ(teaching.has_value(), tuned.has_value()) << "scene " << scene << " shot " << shot;
            ASSERT_EQ(teaching.has_value(), brute.has_value());
            if (!teaching) continue;
            ++hits;
            ASSERT_EQ(teaching->fraction, tuned->fraction);
            ASSERT_EQ(teaching->fraction, *brute);
            const int ties = static_cast<int>(std::count_if(both.live.begin(), both.live.end(), [&](int id) {
                return engine::segment_entry_fraction(engine::clip_box(both.lists.box(id), area), a, b) == teaching->fraction;
            }));
            if (ties == 1) {
                ASSERT_EQ(teaching->id, both.id_of(tuned->handle));
            }
        }
    }
    EXPECT_GT(hits, 5000);
}

TEST(TeachFirstHit, StopsOnEnteringATileBeyondTheBestHit) {
    // Chapter 6's scene: the shot along row 4 hits the robot at x 3..4 first; the walk
    // stops on entering tile (4, 4), which begins at x = 4, after that hit at 3.0.
    engine::teach::ObjectLists lists(16, 16);
    const int near = lists.add({{3.0, 4.0}, {4.0, 5.0}});
    lists.add({{9.0, 4.0}, {10.0, 5.0}});
    const auto hit = engine::teach::first_object_on_segment(lists, {0.5, 4.5}, {12.5, 4.5});
    ASSERT_TRUE(hit);
    EXPECT_EQ(hit->id, near);
    EXPECT_EQ(hit->tile, (engine::TileCoord{3, 4}));
    EXPECT_EQ(hit->fraction, 2.5 / 12.0);
    EXPECT_EQ(hit->tiles_walked, 4); // (0,4) .. (3,4): never (4,4), never the robot at 9
}
