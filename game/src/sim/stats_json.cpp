#include "sim/stats_json.hpp"

#include "sim/state_hash.hpp"

#include <levels/file_write.hpp>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <stdexcept>

namespace game {
namespace {

constexpr const char* name(Outcome outcome) {
    switch (outcome) {
    case Outcome::Playing: return "playing";
    case Outcome::Won: return "won";
    case Outcome::Lost: return "lost";
    }
    return "?";
}

/// {"laser": f(laser tally), ...} for every query kind.
template <typename Field>
nlohmann::json by_kind(const QueryCounters& counters, Field field) {
    nlohmann::json result = nlohmann::json::object();
    for (std::size_t k = 0; k < kQueryKindCount; ++k) {
        const auto kind = static_cast<QueryKind>(k);
        result[std::string(name(kind))] = field(counters[kind]);
    }
    return result;
}

} // namespace

std::string stats_json(const World& world, const std::string& level) {
    const QueryCounters& counters = world.queries().counters();
    const WorldStats& stats = world.stats();
    const Player& player = world.player();
    nlohmann::json json;
    json["level"] = level;
    json["seed"] = world.config().seed;
    json["frames"] = world.step_count();
    json["simulated_seconds"] = world.simulated().seconds();
    json["object_index"] = world.queries().settings().use_index;
    json["engine"] = world.queries().settings().teaching_core ? "teaching" : "tuned";
    json["pixel_perfect"] = world.queries().settings().pixel_perfect;
    json["outcome"] = name(world.outcome());
    // The attempt since the last (re)start, as the end screens show it.
    json["attempt_seconds"] = world.attempt().time.seconds();
    json["accuracy"] = world.attempt().accuracy();
    json["damage_taken"] = world.attempt().damage_taken;
    json["score"] = world.score();
    json["robots"] = world.robots().size();
    json["robots_left"] = world.robots_left();
    json["robots_destroyed"] = stats.robots_destroyed;
    json["bullets_in_flight"] = world.bullets_in_flight();
    json["player_health"] = player.health;
    json["player_lives"] = player.lives;
    json["player_deaths"] = stats.player_deaths;
    json["lasers_fired"] = stats.lasers_fired;
    json["laser_hits"] = stats.laser_hits;
    json["bullets_fired"] = stats.bullets_fired;
    json["bullet_hits"] = stats.bullet_hits;
    json["bullet_wall_hits"] = stats.bullet_wall_hits;
    json["bolts_fired"] = stats.bolts_fired;
    json["bolt_hits"] = stats.bolt_hits;
    json["restarts"] = stats.restarts;
    json["queries"] = by_kind(counters, [](const QueryTally& t) { return t.queries; });
    json["tiles_visited"] = by_kind(counters, [](const QueryTally& t) { return t.tiles_visited; });
    json["objects_tested"] = by_kind(counters, [](const QueryTally& t) { return t.objects_tested; });
    json["pixels_tested"] = by_kind(counters, [](const QueryTally& t) { return t.pixels_tested; });
    json["state_hash"] = hash_to_hex(state_hash(world));
    return json.dump(2) + "\n";
}

void write_stats_json(const World& world, const std::string& level, const std::string& path) {
    levels::write_file_replacing(path, stats_json(world, level));
}

} // namespace game
