#include "inspector/frame_notes.hpp"

#include "render/see_through.hpp"
#include "render/threats.hpp"

#include <string>

namespace game::inspector {
namespace {

nlohmann::json screen_json(const Camera& camera, engine::Position2 at) {
    const SDL_FPoint s = camera.to_screen(at);
    return {s.x, s.y};
}

const char* state_name(RobotState state) {
    switch (state) {
    case RobotState::Patrol: return "patrol";
    case RobotState::Telegraph: return "telegraph";
    case RobotState::Firing: return "firing";
    case RobotState::Cooldown: return "cooldown";
    case RobotState::Destroyed: return "destroyed";
    }
    return "?";
}

const char* outcome_name(Outcome outcome) {
    switch (outcome) {
    case Outcome::Playing: return "playing";
    case Outcome::Won: return "won";
    case Outcome::Lost: return "lost";
    }
    return "?";
}

} // namespace

nlohmann::json actors_json(const World& world, const Camera& camera) {
    nlohmann::json actors = nlohmann::json::array();
    actors.push_back({{"kind", "player"}, {"id", 0}, {"screen", screen_json(camera, world.player().position)}});
    for (const Robot& robot : world.robots()) {
        if (robot.health > 0.0f) {
            actors.push_back({{"kind", "robot"},
                              {"id", robot.id},
                              {"screen", screen_json(camera, robot.position)},
                              {"state", state_name(robot.state)},
                              {"threat", threatens(world, robot)}});
        }
    }
    return actors;
}

nlohmann::json beams_json(const World& world, const Camera& camera) {
    nlohmann::json beams = nlohmann::json::array();
    for (const Beam& beam : world.beams()) {
        beams.push_back({{"robot", beam.robot},
                         {"from", screen_json(camera, beam.from)},
                         {"to", screen_json(camera, beam.to)},
                         {"hit_player", beam.hit_player},
                         {"scanning", beam.scanning}});
    }
    return beams;
}

nlohmann::json frame_line(std::int64_t frame, const PlaySession& session, nlohmann::json covered) {
    const World& world = session.world();
    const Camera& camera = session.camera();
    const SDL_Rect view = session.world_view();
    nlohmann::json hits = nlohmann::json::array();
    for (const GameEvent& hit : session.player_hits_this_frame()) {
        nlohmann::json one = {{"robot", hit.robot}, {"amount", hit.amount}, {"from", screen_json(camera, hit.from)}};
        if (hit.robot < world.robots().size()) {
            one["robot_screen"] = screen_json(camera, world.robots()[hit.robot].position);
        }
        hits.push_back(one);
    }
    return {{"frame", frame},
            {"step", world.step_count()},
            {"level", world.arena().name},
            {"outcome", outcome_name(world.outcome())},
            {"paused", session.paused()},
            {"frozen", session.frozen()},
            {"camera", {{"centre", {camera.centre().x_pixels(), camera.centre().y_pixels()}}, {"scale", camera.scale()}}},
            {"world_view", {view.x, view.y, view.w, view.h}},
            {"covered", std::move(covered)},
            {"see_through", see_through_windows()},
            {"health", world.player().health},
            {"damage_taken", world.attempt().damage_taken},
            {"attempt_seconds", world.attempt().time.seconds()},
            {"actors", actors_json(world, camera)},
            {"hits", hits}};
}

} // namespace game::inspector
