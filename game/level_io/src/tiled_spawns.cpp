// Player and robot spawns of a Tiled map (tiled_spawns.hpp).
#include "tiled_spawns.hpp"

#include "object_collision.hpp"

#include "parse_support.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <utility>

namespace levels::detail {

namespace {

/// The object id a route property names: a whole number an id can be (a file may hold 1e30 or
/// 2.5, which converting to an integer would make undefined or wrong), else nothing.
std::optional<std::int64_t> object_id(double value) {
    if (!(value >= 0.0 && value <= 9007199254740992.0) || value != std::floor(value)) {  // up to 2^53
        return std::nullopt;
    }
    return static_cast<std::int64_t>(value);
}

// The kind an object declares: its `kind` property, else its class.
std::string declared_kind(const TiledObject& object) {
    if (const Property* kind = find_property(object.properties, "kind")) {
        return kind->value;
    }
    return object.object_class;
}

// How strongly an object asks to be the player's start (levels/FORMAT.md, "Spawns").
enum class StartRank : std::uint8_t { None, Spawn, Start };

// A word as the start rule compares it: lower case, without '_', '-' and spaces, so
// "playerStart", "player_start" and "Player Start" are one word.
std::string folded(std::string_view text) {
    std::string word;
    for (const unsigned char c : text) {
        if (c != '_' && c != '-' && c != ' ') {
            word.push_back(static_cast<char>(std::tolower(c)));
        }
    }
    return word;
}

bool is_start_word(const std::string& word) {
    static const std::set<std::string> kStartWords{"player",      "start",       "playerstart", "playerspawn",
                                                   "spawnplayer", "startpoint",  "startposition", "mainplayer"};
    return kStartWords.contains(word);
}

bool is_spawn_word(const std::string& word) { return word == "spawn" || word == "spawnpoint"; }

// A spawn that spawns something else than the player: its name names that thing (a monster),
// or it carries settings of its own (counts, an enemy type) — anything but `kind`.
std::string spawns_something_else(const TiledObject& object) {
    const std::string name = folded(object.name);
    if (!name.empty() && !is_start_word(name) && !name.starts_with("spawn")) {
        return "its name \"" + object.name + "\" names what it spawns";
    }
    for (const Property& property : object.properties) {
        if (property.name != "kind") {
            return "its property " + property.name + " is a setting of what it spawns";
        }
    }
    return {};
}

// A point, a tile object, or an area at most two tiles a side: a start, not a region.
bool is_small(const TiledObject& object, double tile_size) {
    if (object.point || object.gid != 0) {
        return true;
    }
    return !object.points && object.width <= 2 * tile_size && object.height <= 2 * tile_size;
}

StartRank start_rank(const TiledObject& object, const std::string& kind) {
    const std::string kind_word = folded(kind);
    const std::string name_word = folded(object.name);
    if (is_start_word(kind_word) || is_start_word(name_word)) {
        return StartRank::Start;
    }
    return is_spawn_word(kind_word) || is_spawn_word(name_word) ? StartRank::Spawn : StartRank::None;
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

// Why a spawn cannot stand at `position` ("outside the map", "inside a wall"), or "".
std::string spawn_position_problem(const Level& level, engine::Position2 position) {
    if (!inside_map(level.collision, position)) {
        return "outside the map";
    }
    return on_solid_pixel(level.collision, position) ? "inside a wall" : "";
}

void check_spawn_position(const Level& level, const TiledObject& object, engine::Position2 position) {
    if (const std::string problem = spawn_position_problem(level, position); !problem.empty()) {
        throw object.place.error("the spawn point " + describe(position) + " is " + problem);
    }
}

class SpawnReader {
public:
    SpawnReader(const TiledDocument& map, Point origin, Level& level) : map_{map}, origin_{origin}, level_{level} {}

    SpawnOutcome read() {
        index_objects();
        std::vector<Candidate> starts;
        std::vector<Candidate> spawns;
        for (const auto& [object, shift] : objects_) {
            check_spawn_count(*object);
            const std::string kind = declared_kind(*object);
            const StartRank rank = start_rank(*object, kind);
            if (rank != StartRank::None) {
                (rank == StartRank::Start ? starts : spawns).push_back(Candidate{object, shift});
                continue;
            }
            if (const auto robot_kind = robot_kind_from_string(kind)) {
                read_robot(*object, shift, *robot_kind);
            } else {
                ignore(*object, kind);
            }
        }
        if (!starts.empty() && !spawns.empty()) {
            level_.warnings.push_back("objects named or classed spawn are not taken as the player's start, since an "
                                      "object named or classed player or start exists (first: " +
                                      spawns.front().object->place.describe() + ")");
        }
        const std::vector<Candidate> chosen = starts.empty() ? player_like(spawns) : starts;
        remember_spawn_areas(spawns, chosen);
        SpawnOutcome outcome;
        outcome.start_objects = chosen.size();
        for (const Candidate& candidate : chosen) {
            add_player_spawn(candidate, outcome);
        }
        if (level_.player_spawns.empty()) {
            outcome.started = add_central_spawn(outcome.start_objects > 0);
        }
        return outcome;
    }

private:
    // An object that may be the player's start, and how far its layer moves it.
    struct Candidate {
        const TiledObject* object;
        Point shift;
    };

    void check_spawn_count(const TiledObject& object) const {
        if (level_.player_spawns.size() + level_.robots.size() >= Limits::kMaxSpawns) {
            throw object.place.error("more than " + std::to_string(Limits::kMaxSpawns) + " spawns");
        }
    }

    // The `spawn` objects that look like the player's: small, and spawning nothing else.
    std::vector<Candidate> player_like(const std::vector<Candidate>& spawns) {
        std::vector<Candidate> kept;
        bool warned_large = false;
        bool warned_other = false;
        for (const Candidate& candidate : spawns) {
            const TiledObject& object = *candidate.object;
            const std::string other = spawns_something_else(object);
            if (!is_small(object, level_.tile_size())) {
                if (!std::exchange(warned_large, true)) {
                    level_.warnings.push_back("spawn objects larger than two tiles a side are areas where something "
                                              "else spawns, not the player's start (first: " +
                                              object.place.describe() + ")");
                }
            } else if (!other.empty()) {
                if (!std::exchange(warned_other, true)) {
                    level_.warnings.push_back("spawn objects that spawn something else are not the player's start: " +
                                              other + " (first: " + object.place.describe() + ")");
                }
            } else {
                kept.push_back(candidate);
            }
        }
        return kept;
    }

    // A start object on a free pixel becomes a player spawn; one outside the map or in a
    // wall is skipped, with a warning, so the next one (or the centre) is used instead.
    void add_player_spawn(const Candidate& candidate, SpawnOutcome& outcome) {
        const TiledObject& object = *candidate.object;
        const engine::Position2 position = object_position(object, candidate.shift);
        if (const std::string problem = spawn_position_problem(level_, position); !problem.empty()) {
            ++outcome.skipped;
            level_.warnings.push_back("the start object at " + describe(position) + " is " + problem + ": skipped (" +
                                      object.place.describe() + ")");
            return;
        }
        level_.player_spawns.push_back(PlayerSpawn{position, object.place.describe()});
    }

    // First pass: objects by id, and which of them are routes.
    void index_objects() {
        for (const TiledLayer& layer : map_.layers) {
            const Point shift{layer.offset.x - origin_.x, layer.offset.y - origin_.y};
            for (const TiledObject& object : layer.objects) {
                if (is_collision_object(layer, object) || is_walkable_area_layer(layer)) {
                    continue; // a wall or the walkable area, read by object_collision.hpp
                }
                by_id_.emplace(object.id, Placed{&object, shift});
                objects_.emplace_back(&object, shift);
                if (const Property* route = find_property(object.properties, "route")) {
                    if (const std::optional<std::int64_t> id = object_id(number_of(*route))) {
                        routes_.insert(*id);
                    }
                }
            }
        }
    }

    void ignore(const TiledObject& object, const std::string& kind) {
        if (kind.empty() && routes_.contains(object.id)) {
            return; // a robot's route, read with the robot
        }
        if (object.gid != 0) {
            return; // a tile object: drawn as a tile (tiled_level.cpp), not ignored
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
        const std::optional<std::int64_t> id = object_id(number_of(property));
        const auto found = id ? by_id_.find(*id) : by_id_.end();
        if (found == by_id_.end()) {
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

    // The areas of `spawn` objects not taken as the player's start (monster and item spawners):
    // the centre rule keeps the player out of them.
    void remember_spawn_areas(const std::vector<Candidate>& spawns, const std::vector<Candidate>& chosen) {
        for (const Candidate& candidate : spawns) {
            const TiledObject& object = *candidate.object;
            const bool taken = std::any_of(chosen.begin(), chosen.end(),
                                           [&](const Candidate& start) { return start.object == &object; });
            if (!taken && !object.point && !object.points && object.width > 0 && object.height > 0) {
                const double top = object.gid != 0 ? object.position.y - object.height : object.position.y;
                spawn_areas_.push_back(Box{object.position.x + candidate.shift.x, top + candidate.shift.y,
                                           object.width, object.height});
            }
        }
    }

    bool in_spawn_area(double x, double y) const {
        return std::any_of(spawn_areas_.begin(), spawn_areas_.end(), [&](const Box& box) {
            return x >= box.left && y >= box.top && x < box.left + box.width && y < box.top + box.height;
        });
    }

    // The free tile nearest the centre, out of spawn areas if `avoid_areas` (ties: the upper,
    // then the left one), or nothing when every tile has a solid pixel.
    std::optional<std::pair<std::int32_t, std::int32_t>> central_free_tile(bool avoid_areas) const {
        const engine::CollisionMap& map = level_.collision;
        const double cx = map.width() / 2.0;
        const double cy = map.height() / 2.0;
        const double size = map.tile_size();
        double best = std::numeric_limits<double>::infinity();
        std::optional<std::pair<std::int32_t, std::int32_t>> chosen;
        for (std::int32_t j = 0; j < map.height(); ++j) {
            for (std::int32_t i = 0; i < map.width(); ++i) {
                const double dx = i + 0.5 - cx;
                const double dy = j + 0.5 - cy;
                const double distance = dx * dx + dy * dy;
                if (distance < best && map.tile_class(i, j) == engine::TileClass::Empty &&
                    !(avoid_areas && in_spawn_area((i + 0.5) * size, (j + 0.5) * size))) {
                    best = distance;
                    chosen = {i, j};
                }
            }
        }
        return chosen;
    }

    // No usable start object: the free tile nearest the centre, outside the areas of other
    // spawn objects when there is one. False when every tile has a solid pixel.
    bool add_central_spawn(bool had_start_objects) {
        const engine::CollisionMap& map = level_.collision;
        auto chosen = central_free_tile(!spawn_areas_.empty());
        const bool avoided = chosen.has_value() && !spawn_areas_.empty();
        if (!chosen && !spawn_areas_.empty()) {
            chosen = central_free_tile(false); // every free tile is in a spawn area: better there than nowhere
        }
        if (!chosen) {
            return false;
        }
        const std::int32_t size = map.tile_size();
        level_.player_spawns.push_back(PlayerSpawn{
            engine::Position2::from_pixels(static_cast<float>(chosen->first * size + size / 2.0),
                                           static_cast<float>(chosen->second * size + size / 2.0)),
            map_.place.describe() + " (no spawn object: the free tile nearest the centre)"});
        level_.warnings.push_back(std::string{had_start_objects ? "no start object is on a free pixel"
                                                                : "no player spawn object (named or classed player, "
                                                                  "start or spawn)"} +
                                  ": the player starts on the free tile nearest the centre" +
                                  (avoided ? " outside the areas of spawn objects" : "") + ", (" +
                                  std::to_string(chosen->first) + ", " + std::to_string(chosen->second) + ")");
        return true;
    }

    // An axis-aligned area in level pixels.
    struct Box {
        double left, top, width, height;
    };
    std::vector<Box> spawn_areas_;

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

bool is_spawn_object(const TiledObject& object) {
    const std::string kind = declared_kind(object);
    return start_rank(object, kind) != StartRank::None || robot_kind_from_string(kind).has_value();
}

SpawnOutcome read_spawns(const TiledDocument& map, Point origin, Level& level) {
    return SpawnReader{map, origin, level}.read();
}

} // namespace levels::detail
