#pragma once
/// A lesson in the window: opening its scene, its text panel over the world, the Lessons
/// menu, and what the screenshot notes say about it.
///
/// What it is for: the inspector calls these at fixed points of its frame, through the hooks
/// `hooks` fills in (inspector/lesson_state.hpp says why it does not include this file);
/// everything a lesson sets is ordinary inspector state — panels, parameters, the probe —
/// so after opening one the learner can change anything, as in any game.
///
/// Important parts:
/// - `open_requested_lesson`: loads the lesson's level (unless it is already playing),
///   freezes the game, opens its panels, sets the variants and casts its probe;
/// - `draw_lesson_panel`: the key idea, what to try and the chapter's page, in a panel at the
///   top right of the world view, with previous / next buttons;
/// - `lessons_menu`: a menu of every lesson, for the column's menu bar.
///
///     state.lesson.requested = 3;          // the segment lesson
///     game::lessons::open_requested_lesson(state, "levels");

#include "inspector/inspector_state.hpp"
#include "inspector/lesson_state.hpp"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <optional>
#include <string_view>

namespace game::lessons {

/// The hooks the inspector calls (see the functions below); `first_lesson` is `--lesson`'s name
/// (empty: none). Throws std::invalid_argument for a name that is not a lesson.
inspector::LessonHooks hooks(const std::filesystem::path& levels_folder, std::string_view first_lesson);

/// Opens the lesson `state.lesson.requested` (if any; its level from `levels_folder`/lessons/)
/// and clears the request. A level that does not load leaves the game as it was, with a message.
void open_requested_lesson(inspector::InspectorState& state, const std::filesystem::path& levels_folder);

/// The part of the world view nothing covers in a lesson: below the HUD's status panel and the
/// FROZEN banner, above the colour key and the help strip, left of the lesson's text panel.
inspector::ScreenRect free_view(const inspector::InspectorState& state);

/// Where a lesson's camera looks: so that its probe's middle is in the middle of `free_view` —
/// until the learner drags a new probe (nullopt: the camera does what it does in the game).
/// Once the text panel has been placed, the lesson's zoom is lowered if the whole probe (both
/// ends of a ray, a circle's rim) would not fit there.
std::optional<engine::Position2> camera_target(inspector::InspectorState& state);

/// The open lesson's text panel (nothing when no lesson is open or it was closed). A level other
/// than the lesson's (the Level panel, the pause menu) ends the lesson.
void draw_lesson_panel(inspector::InspectorState& state);

/// The Lessons menu (between ImGui::BeginMenuBar and ImGui::EndMenuBar).
void lessons_menu(inspector::InspectorState& state);

/// The lesson's part of the screenshot notes: null when none is open, else its name,
/// chapter, page, and whether (and where) its panel was drawn.
nlohmann::json lesson_json(const inspector::InspectorState& state);

} // namespace game::lessons
