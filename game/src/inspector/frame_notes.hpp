#pragma once
/// What a frame showed, as JSON: where the actors were on screen, the beams, who hit the player.
///
/// What it is for: a screenshot's `.png.json` notes and `--frame-log`'s line per frame both say
/// where things were drawn, so that a window test can check what a person saw — that whoever
/// shot the player was on screen, that no card or panel covered them, that the view did not
/// shake — from the same numbers the picture was drawn with.
///
///     nlohmann::json line = game::inspector::frame_line(session, {...covered rectangles...});

#include "app/play_session.hpp"
#include "render/camera.hpp"
#include "sim/world.hpp"

#include <nlohmann/json.hpp>

namespace game::inspector {

/// The player and every robot still standing: kind, id, window pixels; robots also their state
/// and whether they threaten the player now (render/threats.hpp).
nlohmann::json actors_json(const World& world, const Camera& camera);
/// The laser beams drawn, in window pixels.
nlohmann::json beams_json(const World& world, const Camera& camera);
/// One `--frame-log` line: the frame's camera, world view, actors, the hits the player took in
/// the frame's steps (with where the robot that fired was drawn), and `covered`, the window
/// rectangles not showing the world (panels, HUD, cards).
nlohmann::json frame_line(std::int64_t frame, const PlaySession& session, nlohmann::json covered);

} // namespace game::inspector
