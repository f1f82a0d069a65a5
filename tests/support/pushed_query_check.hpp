#pragma once
// Test support: an object query's pushed loop (`ObjectQuery::for_each`) against its iterator,
// the form it must agree with — the same hits in the same order and the same counters, run to
// the end and stopped at a given hit like a loop broken there. Used by the model test (random
// indexes, after every step) and by object_queries_test.cpp (a wide index, unclipped ranges).

#include <engine/tilemap/object_queries.hpp>

#include <gtest/gtest.h>

#include <cstddef>
#include <span>
#include <vector>

namespace test_support {

inline bool same_hit(const engine::ObjectHit& a, const engine::ObjectHit& b) {
    return a.handle == b.handle && a.tile == b.tile;
}
inline bool same_hit(const engine::SegmentObjectHit& a, const engine::SegmentObjectHit& b) {
    return a.handle == b.handle && a.tile == b.tile && a.fraction == b.fraction &&
           a.tile_entry_fraction == b.tile_entry_fraction;
}

/// Every hit of `query` through its iterator, in order.
template <typename Query>
std::vector<typename Query::Hit> iterated_hits(Query& query) {
    std::vector<typename Query::Hit> hits;
    for (auto it = query.begin(); it != query.end(); ++it) {
        hits.push_back(*it);
    }
    return hits;
}

/// Success when `for_each` agrees with the iterator on `query`: run to its end, and stopped
/// at each hit number of `stops` (1 = the first hit; numbers past the last hit are skipped).
template <typename Query>
testing::AssertionResult pushed_equals_iterated(Query& query, std::span<const std::size_t> stops) {
    const std::vector<typename Query::Hit> iterated = iterated_hits(query);
    const engine::ObjectQueryStats stats = query.stats();
    const engine::QueryStats tile_stats = query.tile_stats();
    std::vector<typename Query::Hit> pushed;
    query.for_each([&](typename Query::Hit&& hit) { pushed.push_back(hit); });  // an rvalue callback works too
    if (pushed.size() != iterated.size()) {
        return testing::AssertionFailure() << pushed.size() << " hits pushed, " << iterated.size() << " iterated";
    }
    for (std::size_t i = 0; i < pushed.size(); ++i) {
        if (!same_hit(pushed[i], iterated[i])) {
            return testing::AssertionFailure() << "hit " << i << " differs";
        }
    }
    if (!(query.stats() == stats) || !(query.tile_stats() == tile_stats)) {
        return testing::AssertionFailure() << "the counters differ, run to the end";
    }
    for (const std::size_t stop : stops) {
        if (stop == 0 || stop > iterated.size()) {
            continue;
        }
        std::size_t seen = 0;
        for (auto it = query.begin(); it != query.end(); ++it) {
            if (++seen == stop) {
                break;
            }
        }
        const engine::ObjectQueryStats broken = query.stats();
        const engine::QueryStats broken_tiles = query.tile_stats();
        seen = 0;
        query.for_each([&](const typename Query::Hit&) { return ++seen < stop; });
        if (seen != stop || !(query.stats() == broken) || !(query.tile_stats() == broken_tiles)) {
            return testing::AssertionFailure() << "the counters differ, stopped at hit " << stop;
        }
    }
    return testing::AssertionSuccess();
}

} // namespace test_support
