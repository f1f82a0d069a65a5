// Player and robot spawns of a Tiled map (tiled_spawns.hpp).
#include "tiled_spawns.hpp"

#include "object_collision.hpp"

#include "parse_support.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <map>
#include <set>

namespace levels::detail {

namespace {

std::string lowercase(std::string_view text) {
    std::string lower{text};
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return lower;
}

// The kind an object declares: its `kind` property, else its class.
std::string declared_kind(const TiledObject& object) {
    if (const Property* kind = find_property(object.properties, "kind")) {
        return kind->value;
    }
    return object.object_class;
}

bool is_player_start(const TiledObject& object, const std::string& kind) {
    for (const std::string& word : {lowercase(kind), lowercase(object.name)}) {
        if (word == "player" || word == "spawn" || word == "start") {
            return true;
        }
    }
    return false;
}

// A point is where it is; a rectangle or ellipse spawns at its centre; a tile object's
// (x, y) is its bottom-left corner in Tiled, so its centre is above it.
engine::Position2 object_position(const TiledObject& object, Point shift) {
    double cx = object.position.x + object.width / 2;
    double cy = object.gid != 0 ? object.position.y - object.height / 2 : object.position.y + object.height / 2;
    if (object.point || object.points) {
        cx = object.position.x;
        cy = object.position.y;
    }
    return engine::Position2::from_pixels(static_cast<float>(cx + shift.x), static_cast<float>(cy + shift.y));
}

void check_spawn_position(const Level& level, const TiledObject& object, engine::Position2 position) {
    if (!inside_map(level.collision, position)) {
        throw object.place.error("the spawn point " + describe(position) + " is outside the map");
    }
    if (on_solid_pixel(level.collision, position)) {
        throw object.place.error("the spawn point " + describe(position) + " is inside a wall");
    }
}

class SpawnReader {
public:
    SpawnReader(const TiledDocument& map, Point origin, Level& level) : map_{map}, origin_{origin}, level_{level} {}

    void read() {
        index_objects();
        for (const auto& [object, shift] : objects_) {
            read_object(*object, shift);
        }
        if (level_.player_spawns.empty()) {
            add_central_spawn();
        }
    }

private:
    // First pass: objects by id, and which of them are routes.
    void index_objects() {
        for (const TiledLayer& layer : map_.layers) {
            const Point shift{layer.offset.x - origin_.x, layer.offset.y - origin_.y};
            for (const TiledObject& object : layer.objects) {
                if (is_collision_object(layer, object)) {
                    continue; // a wall, read by object_collision.hpp
                }
                by_id_.emplace(object.id, Placed{&object, shift});
                objects_.emplace_back(&object, shift);
                if (const Property* route = find_property(object.properties, "route")) {
                    routes_.insert(static_cast<std::int64_t>(number_of(*route)));
                }
            }
        }
    }

    void read_object(const TiledObject& object, Point shift) {
        const std::string kind = declared_kind(object);
        if (level_.player_spawns.size() + level_.robots.size() >= Limits::kMaxSpawns) {
            throw object.place.error("more than " + std::to_string(Limits::kMaxSpawns) + " spawns");
        }
        if (is_player_start(object, kind)) {
            const engine::Position2 position = object_position(object, shift);
            check_spawn_position(level_, object, position);
            level_.player_spawns.push_back(PlayerSpawn{position, object.place.describe()});
            return;
        }
        const auto robot_kind = robot_kind_from_string(kind);
        if (!robot_kind) {
            ignore(object, kind);
            return;
        }
        read_robot(object, shift, *robot_kind);
    }

    void ignore(const TiledObject& object, const std::string& kind) {
        if (kind.empty() && routes_.contains(object.id)) {
            return; // a robot's route, read with the robot
        }
        if (warned_classes_.insert(kind).second) {
            level_.warnings.push_back((kind.empty() ? std::string{"objects without a class"}
                                                    : "objects of class \"" + kind + "\"") +
                                      " are ignored (first: " + object.place.describe() + ")");
        }
    }

    void read_robot(const TiledObject& object, Point shift, RobotKind kind) {
        const engine::Position2 position = object_position(object, shift);
        check_spawn_position(level_, object, position);
        RobotSpawn robot{kind, position, {}, {}, object.place.describe()};
        for (const Property& property : object.properties) {
            if (property.name == "kind") {
                continue;
            }
            if (property.name == "route") {
                robot.route = read_route(property, position);
                continue;
            }
            if (!is_robot_parameter_key(property.name)) {
                throw property.element.error("unknown robot property '" + printable(property.name) + "' (known: route, " +
                                             robot_parameter_keys() + ")");
            }
            set_robot_parameter(robot.parameters, property.name, number_of(property),
                                [&](const std::string& problem) { return property.place.error(problem); });
        }
        level_.robots.push_back(std::move(robot));
    }

    std::vector<engine::Position2> read_route(const Property& property, engine::Position2 start) const {
        const double id = number_of(property);
        const auto found = by_id_.find(static_cast<std::int64_t>(id));
        if (found == by_id_.end() || id != std::floor(id)) {
            throw property.place.error("no object has this id (route must name a polyline object)");
        }
        const TiledObject& route = *found->second.object;
        const Point shift = found->second.shift;
        if (!route.points) {
            throw route.place.error("a route must be a polyline or polygon object");
        }
        const std::vector<Point>& points = *route.points;
        if (points.size() > Limits::kMaxRoutePoints + 1) {
            throw route.points_place.error("a route may have at most " + std::to_string(Limits::kMaxRoutePoints) +
                                           " waypoints");
        }
        std::vector<engine::Position2> waypoints;
        for (std::size_t k = 0; k < points.size(); ++k) {
            const auto waypoint =
                engine::Position2::from_pixels(static_cast<float>(route.position.x + points[k].x + shift.x),
                                               static_cast<float>(route.position.y + points[k].y + shift.y));
            if (!inside_map(level_.collision, waypoint)) {
                throw route.points_place.at(k).error("the waypoint " + describe(waypoint) + " is outside the map");
            }
            // A route drawn from the robot starts where it stands: that point is not a waypoint.
            if (k == 0 && std::abs(waypoint.x_pixels() - start.x_pixels()) <= 1.0f &&
                std::abs(waypoint.y_pixels() - start.y_pixels()) <= 1.0f) {
                continue;
            }
            waypoints.push_back(waypoint);
        }
        if (waypoints.size() > Limits::kMaxRoutePoints) {
            throw route.points_place.error("a route may have at most " + std::to_string(Limits::kMaxRoutePoints) +
                                           " waypoints");
        }
        return waypoints;
    }

    // No spawn object: the free tile nearest the centre (ties: the upper, then the left one).
    void add_central_spawn() {
        const engine::CollisionMap& map = level_.collision;
        const double cx = map.width() / 2.0;
        const double cy = map.height() / 2.0;
        double best = std::numeric_limits<double>::infinity();
        std::optional<std::pair<std::int32_t, std::int32_t>> chosen;
        for (std::int32_t j = 0; j < map.height(); ++j) {
            for (std::int32_t i = 0; i < map.width(); ++i) {
                const double dx = i + 0.5 - cx;
                const double dy = j + 0.5 - cy;
                const double distance = dx * dx + dy * dy;
                if (distance < best && map.tile_class(i, j) == engine::TileClass::Empty) {
                    best = distance;
                    chosen = {i, j};
                }
            }
        }
        if (!chosen) {
            throw map_.place.error("the map has no player spawn and no free tile to start on: add a point object "
                                   "named \"spawn\" to an object layer");
        }
        const std::int32_t size = map.tile_size();
        level_.player_spawns.push_back(PlayerSpawn{
            engine::Position2::from_pixels(static_cast<float>(chosen->first * size + size / 2.0),
                                           static_cast<float>(chosen->second * size + size / 2.0)),
            map_.place.describe() + " (no spawn object: the free tile nearest the centre)"});
        level_.warnings.push_back("no player spawn object (named or classed spawn, start or player): the player "
                                  "starts on the free tile nearest the centre, (" +
                                  std::to_string(chosen->first) + ", " + std::to_string(chosen->second) + ")");
    }

    // An object and how far its layer offset and the level's origin move it.
    struct Placed {
        const TiledObject* object;
        Point shift;
    };

    const TiledDocument& map_;
    Point origin_;
    Level& level_;
    std::map<std::int64_t, Placed> by_id_;
    std::set<std::int64_t> routes_;
    std::vector<std::pair<const TiledObject*, Point>> objects_;
    std::set<std::string> warned_classes_;
};

} // namespace

void read_spawns(const TiledDocument& map, Point origin, Level& level) { SpawnReader{map, origin, level}.read(); }

} // namespace levels::detail
