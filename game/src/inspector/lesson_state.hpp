#pragma once
/// The inspector's side of the lessons: what it keeps about them (which one is open, which one
/// was asked for, where its text panel was drawn) and the hooks it calls at fixed points of its
/// frame.
///
/// Why hooks: the lessons (game/src/lessons/) are built on the inspector — a lesson opens
/// panels, sets parameters and casts a probe, all inspector state. The inspector must not
/// include them back, or neither room could be built or read without the other. So the app
/// hands the inspector a `LessonHooks` filled in by `lessons::hooks`, and an inspector
/// without lessons (empty hooks) simply has none.
///
///     LessonHooks hooks;                                  // no lessons: every hook empty
///     hooks.draw_panel = [](InspectorState&) { /* a panel over the world */ };
///
/// Source: Robert C. Martin, "The Dependency Inversion Principle" (C++ Report, 1996; summed up
/// at https://en.wikipedia.org/wiki/Dependency_inversion_principle): the lower room owns the
/// interface, the upper one fills it in.

#include "inspector/workbench_layout.hpp"

#include <engine/units/vector2.hpp>

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>

namespace game::inspector {

struct InspectorState;

/// The lesson part of the inspector's state.
struct LessonState {
    int current = -1;         ///< the open lesson, an index into the lesson list (-1: none)
    int requested = -1;       ///< open this lesson at the next frame (-1: nothing asked)
    bool panel_open = false;  ///< the lesson's text panel shows
    ScreenRect panel_rect;    ///< where the text panel was drawn this frame (empty: not drawn)
    std::string level_source; ///< the lesson's level as the game names it: another level ends the lesson
    bool fit_pending = false; ///< zoom out, once, until the probe fits beside the text panel
    ScreenRect last_panel_rect;  ///< the text panel's place a frame earlier (it settles in a frame or two)
};

/// What the inspector calls for the lessons, in frame order. Any hook may be empty.
struct LessonHooks {
    int first_lesson = -1;  ///< `--lesson`: the lesson to open at the first frame (-1: none)
    std::function<void(InspectorState&)> draw_panel;      ///< after the panels: the lesson's text panel
    std::function<void(InspectorState&)> open_requested;  ///< opens `LessonState::requested`, if any
    std::function<std::optional<engine::Position2>(InspectorState&)> camera_target;  ///< where a lesson's camera looks
    std::function<void(InspectorState&)> menu;            ///< inside the column's menu bar
    std::function<nlohmann::json(const InspectorState&)> notes;  ///< the screenshot notes' "lesson" (null: none)
};

} // namespace game::inspector
