#pragma once
/// What the inspector keeps about lessons: which one is open, which one was asked for (the
/// command line, the Lessons menu, the panel's previous / next buttons), and where its text
/// panel was drawn (for the screenshot notes).

#include "inspector/workbench_layout.hpp"

#include <string>

namespace game::lessons {

/// The lesson part of the inspector's state.
struct LessonState {
    int current = -1;         ///< the open lesson, an index into `lessons()` (-1: none)
    int requested = -1;       ///< open this lesson at the next frame (-1: nothing asked)
    bool panel_open = false;  ///< the lesson's text panel shows
    inspector::ScreenRect panel_rect;  ///< where the text panel was drawn this frame (empty: not drawn)
    std::string level_source;  ///< the lesson's level as the game names it: another level ends the lesson
    bool fit_pending = false;  ///< zoom out, once, until the probe fits beside the text panel
    inspector::ScreenRect last_panel_rect;  ///< the text panel's place a frame earlier (it settles in a frame or two)
};

} // namespace game::lessons
