// NaN, +infinity, -infinity and 1e30 in every argument of every engine query
// (tests/BAD_INPUTS.md, "Numbers"). The per-module tests check a few of these each; this
// is the whole matrix in one place, so a query added later without checks is noticed here
// once it is listed.
//
// The rule (common to the engine, docs/DESIGN.md §3): a non-finite number throws
// std::invalid_argument whose message names the argument; a finite number too large for
// the query (a tile outside int32, a cast beyond 2^20 px) throws std::invalid_argument or
// std::out_of_range naming it too; a finite number the query can take (a huge radius for
// segment-vs-circle, a huge object box that is clipped to the index) gives an answer.
#include <engine/raycast/bullet_sweep.hpp>
#include <engine/raycast/collision_map.hpp>
#include <engine/raycast/laser_cast.hpp>
#include <engine/raycast/segment_circle.hpp>
#include <engine/tilemap/circle_query.hpp>
#include <engine/tilemap/grid_space.hpp>
#include <engine/tilemap/object_index.hpp>
#include <engine/tilemap/object_queries.hpp>
#include <engine/tilemap/rect_query.hpp>
#include <engine/tilemap/segment_query.hpp>
#include <engine/tilemap/tile_object_index.hpp>
#include <engine/units.hpp>

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <functional>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using engine::Length;
using engine::Position2;
using engine::TileSpacePoint;

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr std::array<double, 4> kBadValues{kNaN, kInf, -kInf, 1e30};

std::string name_of(double value) {
    return std::isnan(value) ? "NaN" : std::isinf(value) ? (value > 0 ? "+inf" : "-inf") : "1e30";
}

/// What 1e30 means for an argument: refused like the non-finite values, or a valid input.
enum class Huge { Refused, Answered };

/// One argument of one query: `call(value)` runs the query with `value` in that argument
/// and good values everywhere else; the message of its error must contain `named`.
struct Argument {
    std::string query;
    std::string named;
    Huge huge;
    std::function<void(double)> call;
};

Position2 px(double x, double y) { return Position2::from_pixels(static_cast<float>(x), static_cast<float>(y)); }

// A 4 x 4 map of 8 px tiles with one full tile at (1, 1).
const engine::CollisionMap& small_map() {
    static const engine::CollisionMap map = [] {
        engine::CollisionMap m(4, 4, engine::TileMaskSet::from_function(8, 1, [](auto...) { return true; }));
        m.place(1, 1, engine::PlacedTile{0});
        return m;
    }();
    return map;
}

// Drains a lazy query, so anything it would do wrong happens inside the test.
template <class Range>
void drain(Range&& range) {
    for (auto it = range.begin(); it != range.end(); ++it) {
        (void)*it;
    }
}

// Every argument, x and y separately: `point(value)` places `value` in one coordinate.
void add_point(std::vector<Argument>& out, const std::string& query, const std::string& name, Huge huge,
               const std::function<void(TileSpacePoint)>& call, TileSpacePoint good = {1.5, 1.5}) {
    out.push_back({query, name + ".x", huge, [=](double v) { call({v, good.y}); }});
    out.push_back({query, name + ".y", huge, [=](double v) { call({good.x, v}); }});
}

void add_position(std::vector<Argument>& out, const std::string& query, const std::string& name, Huge huge,
                  const std::function<void(Position2)>& call, Position2 good = px(12, 12)) {
    out.push_back({query, name + ".x", huge, [=](double v) { call(px(v, good.y_pixels())); }});
    out.push_back({query, name + ".y", huge, [=](double v) { call(px(good.x_pixels(), v)); }});
}

std::vector<Argument> tile_space_queries() {
    std::vector<Argument> a;
    const TileSpacePoint p{0.5, 0.5};
    const TileSpacePoint q{3.5, 2.5};
    add_point(a, "tiles_on_segment", "a", Huge::Refused, [=](TileSpacePoint v) { drain(engine::tiles_on_segment(v, q)); });
    add_point(a, "tiles_on_segment", "b", Huge::Refused, [=](TileSpacePoint v) { drain(engine::tiles_on_segment(p, v)); });
    add_point(a, "tiles_on_segment_float_dda", "a", Huge::Refused,
              [=](TileSpacePoint v) { drain(engine::tiles_on_segment_float_dda(v, q)); });
    add_point(a, "tiles_on_segment_float_dda", "b", Huge::Refused,
              [=](TileSpacePoint v) { drain(engine::tiles_on_segment_float_dda(p, v)); });
    add_point(a, "tiles_in_rect", "a", Huge::Refused, [=](TileSpacePoint v) { drain(engine::tiles_in_rect(v, q)); });
    add_point(a, "tiles_in_rect", "b", Huge::Refused, [=](TileSpacePoint v) { drain(engine::tiles_in_rect(p, v)); });
    const engine::TileRect bounds{0, 0, 4, 4};
    add_point(a, "tiles_in_rect_clipped", "a", Huge::Refused,
              [=](TileSpacePoint v) { drain(engine::tiles_in_rect_clipped(v, q, bounds)); });
    add_point(a, "tiles_in_rect_clipped", "b", Huge::Refused,
              [=](TileSpacePoint v) { drain(engine::tiles_in_rect_clipped(p, v, bounds)); });

    using CircleQuery = std::function<void(TileSpacePoint, double)>;
    const std::vector<std::pair<std::string, CircleQuery>> circles{
        {"tiles_in_circle", [](TileSpacePoint c, double r) { drain(engine::tiles_in_circle(c, r)); }},
        {"tiles_in_circle_clipped", [=](TileSpacePoint c, double r) { drain(engine::tiles_in_circle_clipped(c, r, bounds)); }},
        {"tiles_in_circle_row_trim", [](TileSpacePoint c, double r) { drain(engine::tiles_in_circle_row_trim(c, r)); }},
        {"tiles_in_circle_bbox", [](TileSpacePoint c, double r) { drain(engine::tiles_in_circle_bbox(c, r)); }},
    };
    for (const auto& [query, run] : circles) {
        add_point(a, query, "centre", Huge::Refused, [run = run](TileSpacePoint c) { run(c, 1.0); });
        a.push_back({query, "radius", Huge::Refused, [run = run, p](double r) { run(p, r); }});
    }
    return a;
}

std::vector<Argument> object_queries() {
    std::vector<Argument> a;
    static engine::TileObjectIndex index = [] {
        engine::TileObjectIndex i(8, 8);
        i.insert({{1.0, 1.0}, {2.0, 2.0}});
        return i;
    }();
    const TileSpacePoint p{0.5, 0.5};
    const TileSpacePoint q{3.5, 2.5};
    add_point(a, "objects_near", "point", Huge::Refused, [](TileSpacePoint v) { drain(engine::objects_near(index, v)); });
    add_point(a, "objects_in_rect", "a", Huge::Refused, [=](TileSpacePoint v) { drain(engine::objects_in_rect(index, v, q)); });
    add_point(a, "objects_in_rect", "b", Huge::Refused, [=](TileSpacePoint v) { drain(engine::objects_in_rect(index, p, v)); });
    add_point(a, "objects_in_circle", "centre", Huge::Refused,
              [](TileSpacePoint v) { drain(engine::objects_in_circle(index, v, 1.0)); });
    a.push_back({"objects_in_circle", "radius", Huge::Refused, [=](double r) { drain(engine::objects_in_circle(index, p, r)); }});
    add_point(a, "objects_on_segment", "from", Huge::Refused,
              [=](TileSpacePoint v) { drain(engine::objects_on_segment(index, v, q)); });
    add_point(a, "objects_on_segment", "to", Huge::Refused,
              [=](TileSpacePoint v) { drain(engine::objects_on_segment(index, p, v)); });
    add_point(a, "first_object_on_segment", "from", Huge::Refused,
              [=](TileSpacePoint v) { (void)engine::first_object_on_segment(index, v, q); });
    add_point(a, "first_object_on_segment", "to", Huge::Refused,
              [=](TileSpacePoint v) { (void)engine::first_object_on_segment(index, p, v); });
    // A huge box is a valid box: the index clips it to its tiles.
    const auto insert_and_remove = [](engine::TileSpaceBox box) { index.remove(index.insert(box)); };
    add_point(a, "TileObjectIndex::insert", "box", Huge::Answered,
              [=](TileSpacePoint v) { insert_and_remove({{0.0, 0.0}, {std::fabs(v.x), std::fabs(v.y)}}); }, {1.0, 1.0});
    // Corners in any order: a NaN corner must reach insert as NaN (std::min would drop it).
    add_point(a, "TileObjectIndex::insert (from_corners)", "box", Huge::Answered, [=](TileSpacePoint v) {
        insert_and_remove(engine::TileSpaceBox::from_corners({0.5, 0.5}, v));
    });
    a.push_back({"TileSpaceBox::from_centre", "half_width", Huge::Answered,
                 [=](double v) { (void)engine::TileSpaceBox::from_centre(p, v, 1.0); }});
    a.push_back({"TileSpaceBox::from_centre", "half_height", Huge::Answered,
                 [=](double v) { (void)engine::TileSpaceBox::from_centre(p, 1.0, v); }});
    return a;
}

std::vector<Argument> world_space_queries() {
    std::vector<Argument> a;
    const Length tile = Length::from_pixels(16);
    add_position(a, "GridSpace", "origin", Huge::Answered, [=](Position2 v) { (void)engine::GridSpace(v, tile); });
    a.push_back({"GridSpace", "tile_size", Huge::Answered,
                 [](double v) { (void)engine::GridSpace(px(0, 0), Length::from_pixels(static_cast<float>(v))); }});
    const engine::GridSpace grid(px(0, 0), tile);
    add_position(a, "GridSpace::tile_at", "world_position", Huge::Refused, [=](Position2 v) { (void)grid.tile_at(v); });
    a.push_back({"tiles_to_cover", "extent", Huge::Refused, [=](double v) {
                     (void)engine::tiles_to_cover(Length::from_pixels(static_cast<float>(v)), tile);
                 }});
    a.push_back({"tiles_to_cover", "tile_size", Huge::Answered, [](double v) {
                     (void)engine::tiles_to_cover(Length::from_pixels(100), Length::from_pixels(static_cast<float>(v)));
                 }});

    static engine::ObjectIndex index = engine::ObjectIndex::covering(px(0, 0), Length::from_pixels(128),
                                                                     Length::from_pixels(128), tile);
    add_position(a, "ObjectIndex::objects_near", "position", Huge::Refused,
                 [](Position2 v) { drain(index.objects_near(v)); });
    add_position(a, "ObjectIndex::objects_in_circle", "centre", Huge::Refused,
                 [](Position2 v) { drain(index.objects_in_circle(v, Length::from_pixels(4))); });
    a.push_back({"ObjectIndex::objects_in_circle", "radius", Huge::Refused, [](double r) {
                     drain(index.objects_in_circle(px(8, 8), Length::from_pixels(static_cast<float>(r))));
                 }});
    add_position(a, "ObjectIndex::objects_on_segment", "from", Huge::Refused,
                 [](Position2 v) { drain(index.objects_on_segment(v, px(40, 40))); });
    add_position(a, "ObjectIndex::objects_on_segment", "to", Huge::Refused,
                 [](Position2 v) { drain(index.objects_on_segment(px(4, 4), v)); });
    add_position(a, "ObjectIndex::insert", "box", Huge::Answered,
                 [](Position2 v) { index.remove(index.insert(engine::WorldBox::from_corners(px(0, 0), v))); });
    return a;
}

std::vector<Argument> raycast_queries() {
    std::vector<Argument> a;
    const engine::CollisionMap& map = small_map();
    const Position2 from = px(2, 2);
    const Position2 to = px(30, 20);
    using Cast = std::function<engine::CastResult(const engine::CollisionMap&, Position2, Position2)>;
    const std::vector<std::pair<std::string, Cast>> casts{
        {"cast_laser", [](const auto& m, Position2 f, Position2 t) { return engine::cast_laser(m, f, t); }},
        {"cast_laser_per_pixel", [](const auto& m, Position2 f, Position2 t) { return engine::cast_laser_per_pixel(m, f, t); }},
        {"cast_laser_bresenham", [](const auto& m, Position2 f, Position2 t) { return engine::cast_laser_bresenham(m, f, t); }},
    };
    for (const auto& [query, cast] : casts) {
        add_position(a, query, "from", Huge::Refused, [&map, cast = cast, to](Position2 v) { (void)cast(map, v, to); });
        add_position(a, query, "to", Huge::Refused, [&map, cast = cast, from](Position2 v) { (void)cast(map, from, v); });
    }
    a.push_back({"cast_laser (facing, length)", "max_length", Huge::Refused, [&map, from](double v) {
                     (void)engine::cast_laser(map, from, engine::Direction2::from_degrees(30),
                                              Length::from_pixels(static_cast<float>(v)));
                 }});
    add_position(a, "cast_laser (facing, length)", "origin", Huge::Refused, [&map](Position2 v) {
        (void)engine::cast_laser(map, v, engine::Direction2::from_degrees(30), Length::from_pixels(10));
    });

    const Length radius = Length::from_pixels(3);
    add_position(a, "intersect_segment_circle", "from", Huge::Answered,
                 [=](Position2 v) { (void)engine::intersect_segment_circle(v, to, px(10, 10), radius); });
    add_position(a, "intersect_segment_circle", "to", Huge::Answered,
                 [=](Position2 v) { (void)engine::intersect_segment_circle(from, v, px(10, 10), radius); });
    add_position(a, "intersect_segment_circle", "centre", Huge::Answered,
                 [=](Position2 v) { (void)engine::intersect_segment_circle(from, to, v, radius); });
    a.push_back({"intersect_segment_circle", "radius", Huge::Answered, [=](double r) {
                     (void)engine::intersect_segment_circle(from, to, px(10, 10), Length::from_pixels(static_cast<float>(r)));
                 }});

    // A sweep starts with the step's wall cast, which refuses a bad endpoint by name.
    const auto sweep = [&map](Position2 f, Position2 t) {
        (void)engine::sweep_bullet(engine::cast_laser(map, f, t), f, t,
                                   [](Position2, Position2) { return std::optional<engine::SegmentObjectHit>{}; });
    };
    add_position(a, "sweep_bullet", "from", Huge::Refused, [=](Position2 v) { sweep(v, to); });
    add_position(a, "sweep_bullet", "to", Huge::Refused, [=](Position2 v) { sweep(from, v); });
    return a;
}

std::vector<Argument> unit_conversions() {
    return {
        {"Direction2::from_radians", "radians", Huge::Answered, [](double v) { (void)engine::Direction2::from_radians(v); }},
        {"Direction2::from_degrees", "degrees", Huge::Answered, [](double v) { (void)engine::Direction2::from_degrees(v); }},
        {"Direction2::from_vector", "vector.x", Huge::Answered, [](double v) {
             (void)engine::Direction2::from_vector(engine::Difference2::from_pixels(static_cast<float>(v), 1));
         }},
        {"Direction2::from_vector", "vector.y", Huge::Answered, [](double v) {
             (void)engine::Direction2::from_vector(engine::Difference2::from_pixels(1, static_cast<float>(v)));
         }},
    };
}

// The message names the argument: "a.x" — or, for a point reported whole with both
// coordinates printed, "origin = (nan, 12)" / "origin must be ..." for "origin.x".
bool names(const std::string& message, const std::string& argument) {
    if (message.find(argument) != std::string::npos) {
        return true;
    }
    const auto dot = argument.find('.');
    if (dot == std::string::npos) {
        return false;
    }
    const std::string point = argument.substr(0, dot);
    return message.find(point + " = (") != std::string::npos || message.find(point + " must") != std::string::npos ||
           message.find(point + " has") != std::string::npos;
}

// (That each call works with good values, without which this proves nothing, is
// EngineBadNumbers.EveryCallWorksWithAGoodValue.)
void check(const Argument& argument) {
    for (const double value : kBadValues) {
        SCOPED_TRACE(argument.query + " with " + argument.named + " = " + name_of(value));
        const bool must_refuse = !std::isfinite(value) || argument.huge == Huge::Refused;
        try {
            argument.call(value);
            EXPECT_FALSE(must_refuse) << "accepted";
        } catch (const std::invalid_argument& error) {
            EXPECT_TRUE(must_refuse) << "refused a valid input: " << error.what();
            EXPECT_TRUE(names(error.what(), argument.named)) << error.what();
        } catch (const std::out_of_range& error) {
            EXPECT_TRUE(must_refuse && std::isfinite(value)) << "non-finite input must be invalid_argument: " << error.what();
            EXPECT_TRUE(names(error.what(), argument.named)) << error.what();
        } catch (const std::exception& error) {
            ADD_FAILURE() << "unexpected exception: " << error.what();
        }
    }
}

void check_all(const std::vector<Argument>& arguments) {
    ASSERT_FALSE(arguments.empty());
    for (const Argument& argument : arguments) {
        check(argument);
    }
}

TEST(EngineBadNumbers, TileSpaceQueries) { check_all(tile_space_queries()); }
TEST(EngineBadNumbers, ObjectIndexQueries) { check_all(object_queries()); }
TEST(EngineBadNumbers, WorldSpaceGridAndIndex) { check_all(world_space_queries()); }
TEST(EngineBadNumbers, LaserCastsSegmentCircleAndBulletSweep) { check_all(raycast_queries()); }
TEST(EngineBadNumbers, DirectionConversions) { check_all(unit_conversions()); }

// The calls above with good values: each works, so every refusal in the matrix is the
// bad value's doing.
TEST(EngineBadNumbers, EveryCallWorksWithAGoodValue) {
    for (const auto& list : {tile_space_queries(), object_queries(), world_space_queries(), raycast_queries(),
                             unit_conversions()}) {
        for (const Argument& argument : list) {
            SCOPED_TRACE(argument.query + " " + argument.named);
            const double good = argument.named == "radius" || argument.named == "max_length" ? 2.0
                                 : argument.named == "tile_size"                             ? 8.0
                                 : argument.named.starts_with("half_")                       ? 0.5
                                                                                             : 1.25;
            EXPECT_NO_THROW(argument.call(good));
        }
    }
}

} // namespace
