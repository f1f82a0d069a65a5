// Fuzz target: the object index (engine/tilemap/tile_object_index.hpp) and its queries
// (engine/tilemap/object_queries.hpp), driven by the fuzzer's bytes through sequences of
// insert / move / move_relinking_all / remove / rebuild and queries, and compared with brute
// force over every live object after every step.
//
// Checked on every run:
// - the index's own invariants (`check_invariants`) and its size after every operation;
//   every object's box and user data as given; stale handles refused with
//   std::invalid_argument and nothing else;
// - near, rectangle, circle and segment queries report exactly the objects whose part
//   inside the index meets the shape (brute force with the same exact predicates), each
//   once, at the first of the shape's tiles it is in, in the tiles' order; the counters
//   agree with the hits; the pushed `for_each` reports the same hits as the range-for;
// - `first_object_on_segment` gives the earliest entry of all the segment's hits.
//
// Coordinates are multiples of 1/16 tile (halved or doubled by rebuilds), small enough that
// every product the exact tests form is exact: "equal to brute force" needs no tolerance,
// as in tests/object_index/object_index_model_test.cpp, which runs the same checks from a
// seeded random generator; here libFuzzer's coverage picks the sequences.
#include "fuzz_support.hpp"

#include <engine/tilemap/object_queries.hpp>
#include <engine/tilemap/segment_query.hpp>
#include <engine/tilemap/tile_object_index.hpp>
#include <engine/tilemap/tile_space_box.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace {

using engine::ObjectHandle;
using engine::TileCoord;
using engine::TileObjectIndex;
using engine::TileSpaceBox;
using engine::TileSpacePoint;

constexpr int kMaxObjects = 48;
constexpr int kMaxSteps = 160;
constexpr std::int32_t kMaxSide = 16;

struct LiveObject {
    ObjectHandle handle;
    TileSpaceBox box;
    std::uint32_t user_data = 0;
};

using Key = std::pair<std::uint32_t, std::uint32_t>;
Key key(ObjectHandle handle) { return {handle.slot, handle.generation}; }

TileSpaceBox square_of(TileCoord tile) { return {{double(tile.x), double(tile.y)}, {tile.x + 1.0, tile.y + 1.0}}; }

std::string text(const TileSpaceBox& box) {
    return "[" + std::to_string(box.min.x) + ", " + std::to_string(box.min.y) + ") - [" + std::to_string(box.max.x) +
           ", " + std::to_string(box.max.y) + ")";
}

class Session {
public:
    explicit Session(fuzz::FuzzBytes& in)
        : in_{in}, index_{static_cast<std::int32_t>(in.integer(1, kMaxSide)), static_cast<std::int32_t>(in.integer(1, kMaxSide))} {}

    void run() {
        for (int step = 0; step < kMaxSteps && in_.remaining() > 0; ++step) {
            operate(in_.byte() % 12);
            check_index();
        }
    }

private:
    // --- input on the 1/16 grid ---------------------------------------------------------

    double sixteenths(std::int64_t low, std::int64_t high) { return static_cast<double>(in_.integer(low, high)) / 16.0; }
    double coordinate(std::int32_t side) { return sixteenths(-3 * 16, (side + 3) * 16); }
    TileSpacePoint point() { return {coordinate(index_.width()), coordinate(index_.height())}; }
    TileSpaceBox box() {
        const TileSpacePoint corner = point();
        return {corner, {corner.x + sixteenths(0, 6 * 16), corner.y + sixteenths(0, 6 * 16)}};
    }
    LiveObject& some_live() { return live_[static_cast<std::size_t>(in_.integer(0, std::int64_t(live_.size()) - 1))]; }

    // --- operations ---------------------------------------------------------------------

    void operate(int operation) {
        if (live_.empty() && operation >= 2 && operation <= 5) {
            operation = 0;  // moves and removals need an object; a rebuild of an empty index does not
        }
        switch (operation) {
        case 0:
        case 1:
            if (live_.size() < kMaxObjects) {
                const TileSpaceBox new_box = box();
                const auto user_data = static_cast<std::uint32_t>(in_.integer(0, 0xFFFF));
                live_.push_back({index_.insert(new_box, user_data), new_box, user_data});
            }
            break;
        case 2:
        case 3: {
            LiveObject& object = some_live();
            object.box = box();
            index_.move(object.handle, object.box);
            break;
        }
        case 4: {
            LiveObject& object = some_live();
            object.box = box();
            index_.move_relinking_all(object.handle, object.box);
            break;
        }
        case 5: {
            const auto which = static_cast<std::size_t>(in_.integer(0, std::int64_t(live_.size()) - 1));
            index_.remove(live_[which].handle);
            stale_.push_back(live_[which].handle);
            live_.erase(live_.begin() + static_cast<std::ptrdiff_t>(which));
            break;
        }
        case 6:
            rebuild();
            break;
        case 7:
            check_stale();
            break;
        case 8:
            query_near();
            break;
        case 9:
            query_rect();
            break;
        case 10:
            query_circle();
            break;
        default:
            query_segment();
            break;
        }
    }

    /// A new size, and now and then a new scale: every box doubled or halved (exact on
    /// the dyadic grid, as `ObjectIndex` does when its tile size changes).
    void rebuild() {
        const auto width = static_cast<std::int32_t>(in_.integer(1, kMaxSide));
        const auto height = static_cast<std::int32_t>(in_.integer(1, kMaxSide));
        const std::uint8_t scale_choice = in_.byte() % 3;
        // Within 64 times either way of the 1/16 grid, every coordinate stays exact.
        if (scale_choice == 0 || (scale_choice == 1 && scale_ >= 64) || (scale_choice == 2 && scale_ <= 1.0 / 64)) {
            index_.rebuild(width, height);
            return;
        }
        const double scale = scale_choice == 1 ? 2.0 : 0.5;
        scale_ *= scale;
        std::map<Key, TileSpaceBox> new_boxes;
        for (LiveObject& object : live_) {
            object.box = {{object.box.min.x * scale, object.box.min.y * scale},
                          {object.box.max.x * scale, object.box.max.y * scale}};
            new_boxes[key(object.handle)] = object.box;
        }
        index_.rebuild(width, height, [&](ObjectHandle handle) { return new_boxes.at(key(handle)); });
    }

    void check_stale() {
        if (stale_.empty()) {
            return;
        }
        const ObjectHandle handle = stale_[static_cast<std::size_t>(in_.integer(0, std::int64_t(stale_.size()) - 1))];
        FUZZ_CHECK(!index_.contains(handle), "a removed object's handle is still valid");
        bool refused = false;
        try {
            index_.move(handle, {{0.0, 0.0}, {1.0, 1.0}});
        } catch (const std::invalid_argument&) {
            refused = true;
        }
        FUZZ_CHECK(refused, "a stale handle was moved");
    }

    // --- the index against the model -----------------------------------------------------

    void check_index() {
        FUZZ_CHECK(index_.size() == live_.size(),
                   std::to_string(index_.size()) + " objects in the index, " + std::to_string(live_.size()) + " live");
        try {
            index_.check_invariants();
        } catch (const std::logic_error& broken) {
            FUZZ_CHECK(false, broken.what());
        }
        for (const LiveObject& object : live_) {
            FUZZ_CHECK(index_.contains(object.handle), "a live object's handle is refused");
            FUZZ_CHECK(index_.box(object.handle) == object.box, "the box of an object is not the one given");
            FUZZ_CHECK(index_.user_data(object.handle) == object.user_data, "the user data changed");
        }
    }

    /// The part of a box inside the index's area, which is all the index knows of it.
    [[nodiscard]] std::optional<TileSpaceBox> known_part(const TileSpaceBox& box) const {
        const TileSpaceBox area{{0.0, 0.0}, {double(index_.width()), double(index_.height())}};
        if (!engine::boxes_overlap(box, area)) {
            return std::nullopt;
        }
        return engine::clip_box(box, area);
    }

    [[nodiscard]] const LiveObject* find(ObjectHandle handle) const {
        const auto found = std::find_if(live_.begin(), live_.end(), [&](const LiveObject& o) { return o.handle == handle; });
        return found == live_.end() ? nullptr : &*found;
    }

    /// The hits of a query against brute force: exactly the objects that `match` (tested on
    /// their known part) and share one of `tiles` (the shape's tiles in the index, in query
    /// order), once each, at the first such tile, tiles in order. With `geometric`, every
    /// matching object must share a tile (the tile search is complete).
    template <typename Hit, typename Match>
    void check_hits(const char* what, const std::vector<Hit>& hits, const std::vector<TileCoord>& tiles, Match&& match,
                    bool geometric) {
        std::set<Key> reported;
        std::size_t previous_position = 0;
        for (const Hit& hit : hits) {
            FUZZ_CHECK(reported.insert(key(hit.handle)).second, std::string(what) + " reported an object twice");
            const LiveObject* object = find(hit.handle);
            FUZZ_CHECK(object != nullptr, std::string(what) + " reported a removed object");
            const std::optional<TileSpaceBox> part = known_part(object->box);
            FUZZ_CHECK(part && match(*part), std::string(what) + " reported " + text(object->box) + ", which it does not meet");
            const auto first = std::find_if(tiles.begin(), tiles.end(),
                                            [&](TileCoord tile) { return engine::boxes_overlap(object->box, square_of(tile)); });
            FUZZ_CHECK(first != tiles.end(), std::string(what) + ": an object in none of the query's tiles");
            FUZZ_CHECK(hit.tile == *first, std::string(what) + ": an object not reported at its first tile");
            const auto position = static_cast<std::size_t>(first - tiles.begin());
            FUZZ_CHECK(position >= previous_position, std::string(what) + ": hits out of tile order");
            previous_position = position;
        }
        for (const LiveObject& object : live_) {
            const std::optional<TileSpaceBox> part = known_part(object.box);
            if (!part || !match(*part)) {
                continue;
            }
            const bool shares_tile = std::any_of(tiles.begin(), tiles.end(), [&](TileCoord tile) {
                return engine::boxes_overlap(object.box, square_of(tile));
            });
            FUZZ_CHECK(shares_tile || !geometric, std::string(what) + ": " + text(object.box) +
                                                      " meets the shape but shares none of its tiles");
            FUZZ_CHECK(reported.count(key(object.handle)) == (shares_tile ? 1u : 0u),
                       std::string(what) + ": brute force finds " + text(object.box) + ", the index does not");
        }
    }

    /// Runs `query` as a range-for and pushed (`for_each`); both must give the same hits,
    /// and its counters must agree with them and with the number of `tiles`.
    template <typename Query>
    std::vector<typename Query::Hit> run_query(const char* what, Query&& query, std::size_t tiles) {
        std::vector<typename Query::Hit> hits;
        for (const auto& hit : query) {
            hits.push_back(hit);
        }
        const engine::ObjectQueryStats stats = query.stats();
        FUZZ_CHECK(stats.objects_found == static_cast<std::int64_t>(hits.size()), std::string(what) + ": objects_found");
        FUZZ_CHECK(stats.tiles_visited == static_cast<std::int64_t>(tiles), std::string(what) + ": tiles_visited");
        FUZZ_CHECK(stats.objects_found <= stats.objects_tested && stats.objects_tested <= stats.nodes_walked,
                   std::string(what) + ": found <= tested <= walked does not hold");
        std::size_t pushed = 0;
        query.for_each([&](const typename Query::Hit& hit) {
            FUZZ_CHECK(pushed < hits.size() && hit.handle == hits[pushed].handle && hit.tile == hits[pushed].tile,
                       std::string(what) + ": for_each and the range-for differ");
            ++pushed;
        });
        FUZZ_CHECK(pushed == hits.size(), std::string(what) + ": for_each reported fewer hits");
        return hits;
    }

    std::vector<TileCoord> tiles_where(const std::function<bool(TileCoord)>& keep) const {
        std::vector<TileCoord> tiles;
        for (std::int32_t y = 0; y < index_.height(); ++y) {
            for (std::int32_t x = 0; x < index_.width(); ++x) {
                if (keep({x, y})) {
                    tiles.push_back({x, y});
                }
            }
        }
        return tiles;
    }

    void query_near() {
        const TileSpacePoint at = point();
        const TileCoord tile = engine::tile_of(at);
        std::vector<TileCoord> tiles;
        if (index_.bounds().contains(tile.x, tile.y)) {
            tiles.push_back(tile);
        }
        const auto hits = run_query("objects_near", engine::objects_near(index_, at), tiles.size());
        check_hits("objects_near", hits, tiles, [](const TileSpaceBox&) { return true; }, false);
    }

    void query_rect() {
        const TileSpaceBox rect = TileSpaceBox::from_corners(point(), point());
        const std::vector<TileCoord> tiles =
            tiles_where([&](TileCoord tile) { return engine::boxes_overlap(rect, square_of(tile)); });
        const auto hits = run_query("objects_in_rect", engine::objects_in_rect(index_, rect.min, rect.max), tiles.size());
        check_hits("objects_in_rect", hits, tiles, [&](const TileSpaceBox& b) { return engine::boxes_overlap(b, rect); }, true);
    }

    void query_circle() {
        const TileSpacePoint centre = point();
        const double radius = sixteenths(0, 8 * 16);
        const std::vector<TileCoord> tiles =
            tiles_where([&](TileCoord tile) { return engine::box_touches_disk(square_of(tile), centre, radius); });
        const auto hits = run_query("objects_in_circle", engine::objects_in_circle(index_, centre, radius), tiles.size());
        check_hits("objects_in_circle", hits, tiles,
                   [&](const TileSpaceBox& b) { return engine::box_touches_disk(b, centre, radius); }, true);
    }

    void query_segment() {
        const TileSpacePoint from = point();
        TileSpacePoint to = point();
        if (in_.byte() < 64) {
            to.y = from.y;  // along a row, often on a grid line
        }
        std::vector<TileCoord> tiles;
        for (const TileCoord tile : engine::tiles_on_segment(from, to)) {
            if (index_.bounds().contains(tile.x, tile.y)) {
                tiles.push_back(tile);
            }
        }
        const auto hits = run_query("objects_on_segment", engine::objects_on_segment(index_, from, to), tiles.size());
        check_hits("objects_on_segment", hits, tiles,
                   [&](const TileSpaceBox& b) { return engine::segment_entry_fraction(b, from, to).has_value(); }, true);
        std::optional<double> earliest;
        for (const engine::SegmentObjectHit& hit : hits) {
            const std::optional<double> entry = engine::segment_entry_fraction(*known_part(find(hit.handle)->box), from, to);
            FUZZ_CHECK(entry && hit.fraction == *entry, "objects_on_segment: a hit's fraction is not its box's entry");
            FUZZ_CHECK(hit.tile_entry_fraction <= hit.fraction, "objects_on_segment: an object entered before its tile");
            earliest = earliest ? std::min(*earliest, hit.fraction) : hit.fraction;
        }
        const std::optional<engine::SegmentObjectHit> first = engine::first_object_on_segment(index_, from, to);
        FUZZ_CHECK(first.has_value() == earliest.has_value() && (!first || first->fraction == *earliest),
                   "first_object_on_segment is not the earliest of the segment's hits");
    }

    fuzz::FuzzBytes& in_;
    TileObjectIndex index_;
    std::vector<LiveObject> live_;
    std::vector<ObjectHandle> stale_;
    double scale_ = 1.0;
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::FuzzBytes in(data, size);
    Session session(in);
    session.run();
    return 0;
}
