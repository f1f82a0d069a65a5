// Randomized operation sequences (insert / move / move_relinking_all / remove / rebuild),
// checked after every step against a brute-force model: every object is in exactly the tiles
// its box overlaps and in no other; every query returns exactly the brute-force objects, each
// once, in tile order; pairs equal the all-pairs search; stale handles are rejected.
//
// Coordinates are multiples of 1/8 tile, where the tile queries and the exact box tests are
// exact (docs/DESIGN.md §3), so "equal to brute force" can be demanded without tolerance.
#include <engine/tilemap/object_queries.hpp>
#include <engine/tilemap/tile_object_index.hpp>

#include "../support/pushed_query_check.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <span>
#include <stdexcept>
#include <utility>
#include <vector>

namespace {

using engine::ObjectHandle;
using engine::TileCoord;
using engine::TileObjectIndex;
using engine::TileSpaceBox;
using engine::TileSpacePoint;

struct ModelObject {
    ObjectHandle handle;
    TileSpaceBox box;
    std::uint32_t user_data = 0;
};

std::pair<std::uint32_t, std::uint32_t> key(ObjectHandle handle) { return {handle.slot, handle.generation}; }

TileSpaceBox square_of(TileCoord tile) {
    return {{double(tile.x), double(tile.y)}, {tile.x + 1.0, tile.y + 1.0}};
}

class ModelTest {
public:
    explicit ModelTest(unsigned seed) : random_(seed), index_(10, 7) {}

    void run(int steps) {
        for (step_ = 0; step_ < steps; ++step_) {
            do_random_operation();
            verify_links();
            verify_handles();
            verify_queries();
            if (step_ % 7 == 0) {
                verify_pairs();
            }
            if (::testing::Test::HasFatalFailure() || ::testing::Test::HasNonfatalFailure()) {
                return;
            }
        }
    }

    std::int64_t queries_with_hits() const { return queries_with_hits_; }

private:
    // --- random input on the 1/8 grid -------------------------------------------------

    double eighths(int low, int high) { return std::uniform_int_distribution<int>(low, high)(random_) / 8.0; }
    int chance() { return std::uniform_int_distribution<int>(0, 99)(random_); }

    double coordinate(std::int32_t size) { return eighths(-3 * 8, (size + 3) * 8); }

    TileSpaceBox random_box() {
        const double x = coordinate(index_.width());
        const double y = coordinate(index_.height());
        const double w = chance() < 15 ? 0.0 : eighths(1, 32);
        const double h = chance() < 15 ? 0.0 : eighths(1, 32);
        return {{x, y}, {x + w, y + h}};
    }

    TileSpaceBox nudged(const TileSpaceBox& box) {
        const double dx = eighths(-6, 6);
        const double dy = eighths(-6, 6);
        return {{box.min.x + dx, box.min.y + dy}, {box.max.x + dx, box.max.y + dy}};
    }

    TileSpacePoint random_point() { return {coordinate(index_.width()), coordinate(index_.height())}; }

    std::size_t random_live() { return std::uniform_int_distribution<std::size_t>(0, live_.size() - 1)(random_); }

    // --- operations -------------------------------------------------------------------

    void do_random_operation() {
        const int roll = chance();
        if (live_.empty() || (roll < 25 && live_.size() < 40)) {
            const TileSpaceBox box = random_box();
            const auto user_data = static_cast<std::uint32_t>(random_());
            live_.push_back({index_.insert(box, user_data), box, user_data});
        } else if (roll < 60) {
            ModelObject& object = live_[random_live()];
            object.box = chance() < 70 ? nudged(object.box) : random_box();
            index_.move(object.handle, object.box);
        } else if (roll < 75) {
            ModelObject& object = live_[random_live()];
            object.box = nudged(object.box);
            index_.move_relinking_all(object.handle, object.box);
        } else if (roll < 93) {
            const std::size_t which = random_live();
            index_.remove(live_[which].handle);
            dead_.push_back(live_[which].handle);
            live_.erase(live_.begin() + static_cast<std::ptrdiff_t>(which));
        } else if (roll < 96) {
            index_.rebuild(std::uniform_int_distribution<std::int32_t>(1, 14)(random_),
                           std::uniform_int_distribution<std::int32_t>(1, 12)(random_));
        } else {
            // A new grid space: tiles twice as large or half as large (exact on this grid).
            const double scale = chance() < 50 ? 0.5 : 2.0;
            const std::int32_t width = std::clamp<std::int32_t>(static_cast<std::int32_t>(index_.width() * scale), 1, 14);
            const std::int32_t height = std::clamp<std::int32_t>(static_cast<std::int32_t>(index_.height() * scale), 1, 12);
            for (ModelObject& object : live_) {
                object.box = {{object.box.min.x * scale, object.box.min.y * scale},
                              {object.box.max.x * scale, object.box.max.y * scale}};
            }
            std::map<std::pair<std::uint32_t, std::uint32_t>, TileSpaceBox> new_boxes;
            for (const ModelObject& object : live_) {
                new_boxes[key(object.handle)] = object.box;
            }
            index_.rebuild(width, height, [&](ObjectHandle handle) { return new_boxes.at(key(handle)); });
        }
    }

    // --- checks -------------------------------------------------------------------------

    void verify_links() {
        ASSERT_EQ(index_.size(), live_.size()) << "step " << step_;
        ASSERT_NO_THROW(index_.check_invariants()) << "step " << step_;
        for (std::int32_t y = 0; y < index_.height(); ++y) {
            for (std::int32_t x = 0; x < index_.width(); ++x) {
                std::set<std::pair<std::uint32_t, std::uint32_t>> linked;
                std::size_t count = 0;
                index_.for_each_object_in_tile({x, y}, [&](ObjectHandle handle) {
                    linked.insert(key(handle));
                    ++count;
                });
                std::set<std::pair<std::uint32_t, std::uint32_t>> expected;
                for (const ModelObject& object : live_) {
                    if (engine::boxes_overlap(object.box, square_of({x, y}))) {
                        expected.insert(key(object.handle));
                    }
                }
                ASSERT_EQ(count, linked.size()) << "an object is linked twice into tile (" << x << ", " << y << ")";
                ASSERT_EQ(linked, expected) << "tile (" << x << ", " << y << ") at step " << step_;
            }
        }
    }

    void verify_handles() {
        for (const ModelObject& object : live_) {
            ASSERT_TRUE(index_.contains(object.handle));
            ASSERT_EQ(index_.box(object.handle), object.box);
            ASSERT_EQ(index_.user_data(object.handle), object.user_data);
        }
        for (std::size_t i = dead_.size() > 20 ? dead_.size() - 20 : 0; i < dead_.size(); ++i) {
            ASSERT_FALSE(index_.contains(dead_[i]));
            ASSERT_THROW(index_.move(dead_[i], {{0.0, 0.0}, {1.0, 1.0}}), std::invalid_argument);
            ASSERT_THROW(index_.remove(dead_[i]), std::invalid_argument);
        }
    }

    /// The part of a live object's box that the index knows (inside its area), or nothing.
    std::optional<TileSpaceBox> known_part(const TileSpaceBox& box) const {
        const TileSpaceBox area{{0.0, 0.0}, {double(index_.width()), double(index_.height())}};
        if (!engine::boxes_overlap(box, area)) {
            return std::nullopt;
        }
        return engine::clip_box(box, area);
    }

    /// Checks one query's hits against brute force over all objects: exactly the objects
    /// whose box part inside the index passes `matches`, once each, each reported at the
    /// first of `tiles` (the shape's tiles inside the index, in query order) that it is in,
    /// in non-decreasing tile order. With `geometric`, every matching object must also share
    /// one of `tiles` (what makes the tile search complete); "near" has no geometric test.
    template <typename Hits, typename Matches>
    void check_hits(const char* what, const Hits& hits, const std::vector<TileCoord>& tiles, Matches&& matches,
                    bool geometric) {
        std::set<std::pair<std::uint32_t, std::uint32_t>> reported;
        std::size_t previous_tile = 0;
        for (const auto& hit : hits) {
            ASSERT_TRUE(reported.insert(key(hit.handle)).second) << what << " reported an object twice, step " << step_;
            const auto object = std::find_if(live_.begin(), live_.end(),
                                             [&](const ModelObject& o) { return o.handle == hit.handle; });
            ASSERT_NE(object, live_.end()) << what << " reported a dead object";
            const std::optional<TileSpaceBox> part = known_part(object->box);
            ASSERT_TRUE(part && matches(*part)) << what << " reported a non-matching object, step " << step_;
            const auto first = std::find_if(tiles.begin(), tiles.end(), [&](TileCoord tile) {
                return engine::boxes_overlap(object->box, square_of(tile));
            });
            ASSERT_NE(first, tiles.end()) << what << ": object in none of the query's tiles";
            ASSERT_EQ(hit.tile, *first) << what << ": object not reported at its first tile, step " << step_;
            const auto tile_position = static_cast<std::size_t>(first - tiles.begin());
            ASSERT_GE(tile_position, previous_tile) << what << ": hits out of tile order, step " << step_;
            previous_tile = tile_position;
        }
        for (const ModelObject& object : live_) {
            const std::optional<TileSpaceBox> part = known_part(object.box);
            if (!part || !matches(*part)) {
                continue;
            }
            const bool shares_tile = std::any_of(tiles.begin(), tiles.end(), [&](TileCoord tile) {
                return engine::boxes_overlap(object.box, square_of(tile));
            });
            if (geometric) {
                ASSERT_TRUE(shares_tile) << what << ": a matching object shares no tile with the shape, step " << step_;
            }
            ASSERT_EQ(reported.count(key(object.handle)), shares_tile ? 1u : 0u)
                << what << ": brute force and index disagree, step " << step_;
        }
        if (!hits.empty()) {
            ++queries_with_hits_;
        }
    }

    template <typename Query>
    static auto collect(Query&& query) {
        std::vector<typename std::decay_t<Query>::Hit> hits;
        for (const auto& hit : query) {
            hits.push_back(hit);
        }
        return hits;
    }

    template <typename Query>
    void check_stats(const char* what, const Query& query, std::size_t hits, std::size_t tiles) {
        const engine::ObjectQueryStats& stats = query.stats();
        ASSERT_EQ(stats.objects_found, static_cast<std::int64_t>(hits)) << what;
        ASSERT_EQ(stats.tiles_visited, static_cast<std::int64_t>(tiles)) << what;
        ASSERT_LE(stats.objects_tested, stats.nodes_walked) << what;
        ASSERT_GE(stats.objects_tested, stats.objects_found) << what;
    }

    /// The pushed loop (`for_each`) agrees with the iterator on `query`: run to its end, and
    /// stopped after a random number of hits.
    template <typename Query>
    void check_pushed(const char* what, Query& query, std::size_t hit_count) {
        const std::size_t stop = hit_count == 0 ? 0 : std::uniform_int_distribution<std::size_t>(1, hit_count)(random_);
        ASSERT_TRUE(test_support::pushed_equals_iterated(query, std::span<const std::size_t>(&stop, 1)))
            << what << ", step " << step_;
    }

    std::vector<TileCoord> inside(const std::vector<TileCoord>& tiles) const {
        std::vector<TileCoord> kept;
        for (TileCoord tile : tiles) {
            if (index_.bounds().contains(tile.x, tile.y)) {
                kept.push_back(tile);
            }
        }
        return kept;
    }

    void verify_queries() {
        // Near: every object in the point's tile.
        {
            const TileSpacePoint point = random_point();
            const TileCoord tile = engine::tile_of(point);
            const std::vector<TileCoord> tiles = inside({tile});
            auto query = engine::objects_near(index_, point);
            const auto hits = collect(query);
            // "Near" has no geometric test: the expected objects are exactly those in the tile.
            check_hits("objects_near", hits, tiles, [](const TileSpaceBox&) { return true; }, false);
            check_stats("objects_near", query, hits.size(), tiles.size());
            check_pushed("objects_near", query, hits.size());
        }
        // Rectangle: brute-force tiles are those whose square the half-open rectangle overlaps.
        {
            const TileSpacePoint a = random_point();
            const TileSpacePoint b = chance() < 10 ? a : random_point();
            const TileSpaceBox rect = TileSpaceBox::from_corners(a, b);
            std::vector<TileCoord> tiles;
            for (std::int32_t y = 0; y < index_.height(); ++y) {
                for (std::int32_t x = 0; x < index_.width(); ++x) {
                    if (engine::boxes_overlap(rect, square_of({x, y}))) {
                        tiles.push_back({x, y});
                    }
                }
            }
            auto query = engine::objects_in_rect(index_, a, b);
            const auto hits = collect(query);
            check_hits("objects_in_rect", hits, tiles,
                       [&](const TileSpaceBox& box) { return engine::boxes_overlap(box, rect); },
                       true);
            check_stats("objects_in_rect", query, hits.size(), tiles.size());
            check_pushed("objects_in_rect", query, hits.size());
        }
        // Circle: brute-force tiles are those whose closed square meets the closed disk.
        {
            const TileSpacePoint centre = random_point();
            const double radius = eighths(0, 40);
            std::vector<TileCoord> tiles;
            for (std::int32_t y = 0; y < index_.height(); ++y) {
                for (std::int32_t x = 0; x < index_.width(); ++x) {
                    if (engine::box_touches_disk(square_of({x, y}), centre, radius)) {
                        tiles.push_back({x, y});
                    }
                }
            }
            auto query = engine::objects_in_circle(index_, centre, radius);
            const auto hits = collect(query);
            check_hits("objects_in_circle", hits, tiles,
                       [&](const TileSpaceBox& box) { return engine::box_touches_disk(box, centre, radius); },
                       true);
            check_stats("objects_in_circle", query, hits.size(), tiles.size());
            check_pushed("objects_in_circle", query, hits.size());
        }
        // Segment: the tiles are the traversal's (its own contract is tested with the tile
        // queries); here the objects must match the open-interior test exactly.
        {
            const TileSpacePoint from = random_point();
            TileSpacePoint to = random_point();
            if (chance() < 20) {
                to.y = from.y;  // axis-aligned, often along grid lines
            }
            std::vector<TileCoord> walk;
            for (TileCoord tile : engine::tiles_on_segment(from, to)) {
                walk.push_back(tile);
            }
            const std::vector<TileCoord> tiles = inside(walk);
            auto query = engine::objects_on_segment(index_, from, to);
            const auto hits = collect(query);
            const auto matches = [&](const TileSpaceBox& box) {
                return engine::segment_entry_fraction(box, from, to).has_value();
            };
            // Passing through a box's interior means passing through the interior of one of
            // its tiles, which the traversal must visit (contract 4).
            check_hits("objects_on_segment", hits, tiles, matches, true);
            check_stats("objects_on_segment", query, hits.size(), tiles.size());
            check_pushed("objects_on_segment", query, hits.size());
            double previous_tile_entry = 0.0;
            std::optional<double> earliest;
            for (const engine::SegmentObjectHit& hit : hits) {
                const auto object = std::find_if(live_.begin(), live_.end(),
                                                 [&](const ModelObject& o) { return o.handle == hit.handle; });
                ASSERT_EQ(hit.fraction, *engine::segment_entry_fraction(*known_part(object->box), from, to));
                ASSERT_GE(hit.tile_entry_fraction, previous_tile_entry) << "tile entries must not decrease";
                ASSERT_LE(hit.tile_entry_fraction, hit.fraction) << "an object is entered before its tile";
                previous_tile_entry = hit.tile_entry_fraction;
                earliest = earliest ? std::min(*earliest, hit.fraction) : hit.fraction;
            }
            const std::optional<engine::SegmentObjectHit> first = engine::first_object_on_segment(index_, from, to);
            ASSERT_EQ(first.has_value(), earliest.has_value());
            if (first) {
                ASSERT_EQ(first->fraction, *earliest) << "first_object_on_segment stopped too early, step " << step_;
            }
        }
    }

    void verify_pairs() {
        std::set<std::pair<std::pair<std::uint32_t, std::uint32_t>, std::pair<std::uint32_t, std::uint32_t>>> found;
        std::size_t reports = 0;
        const auto ordered = [](ObjectHandle a, ObjectHandle b) {
            return key(a) < key(b) ? std::make_pair(key(a), key(b)) : std::make_pair(key(b), key(a));
        };
        const engine::PairSearchStats stats = index_.for_each_overlapping_pair([&](ObjectHandle a, ObjectHandle b) {
            found.insert(ordered(a, b));
            ++reports;
        });
        ASSERT_EQ(reports, found.size()) << "a pair was reported twice, step " << step_;
        ASSERT_EQ(stats.pairs_found, reports);
        decltype(found) expected;
        const TileSpaceBox area{{0.0, 0.0}, {double(index_.width()), double(index_.height())}};
        for (std::size_t i = 0; i < live_.size(); ++i) {
            for (std::size_t j = i + 1; j < live_.size(); ++j) {
                // Overlapping somewhere inside the index.
                const TileSpaceBox& a = live_[i].box;
                const TileSpaceBox& b = live_[j].box;
                if (engine::boxes_overlap(a, b) && engine::boxes_overlap(a, area) && engine::boxes_overlap(b, area)) {
                    expected.insert(ordered(live_[i].handle, live_[j].handle));
                }
            }
        }
        ASSERT_EQ(found, expected) << "step " << step_;
        decltype(found) brute;
        index_.for_each_overlapping_pair_brute_force([&](ObjectHandle a, ObjectHandle b) { brute.insert(ordered(a, b)); });
        ASSERT_EQ(brute, expected);
    }

    std::mt19937 random_;
    TileObjectIndex index_;
    std::vector<ModelObject> live_;
    std::vector<ObjectHandle> dead_;
    int step_ = 0;
    std::int64_t queries_with_hits_ = 0;
};

class ObjectIndexModel : public ::testing::TestWithParam<unsigned> {};

TEST_P(ObjectIndexModel, RandomOperationsMatchBruteForceAfterEveryStep) {
    ModelTest test(GetParam());
    test.run(3000);
    // The queries must have had something to find most of the time, or they test little.
    EXPECT_GT(test.queries_with_hits(), 3000);
}

INSTANTIATE_TEST_SUITE_P(Seeds, ObjectIndexModel, ::testing::Values(1u, 2u, 3u, 4u, 5u, 6u));

} // namespace
