#pragma once
/// How far a panel's text runs past what it shows — for the window tests' "no clipped text".
///
/// Dear ImGui cuts off whatever does not fit: a line past a panel's right edge, a word past its
/// table cell, a column header. It still measures each item at its full width, so the text a
/// person cannot read is the distance between the furthest item and the visible edge: of the
/// panel itself, of each child region inside it, and of each table cell and header. Read after
/// the frame (`ImGui::Render`), from what ImGui kept of it.

#include <string>

namespace game::inspector {

/// The worst cut-off in one panel: how many pixels of text are hidden past an edge, and where.
struct TextOverflow {
    float pixels = 0.0f;  ///< 0: every line, cell and header shows whole
    std::string where;    ///< "the panel", "child region NAME", "table column NAME" (empty when 0)
};

/// The worst horizontal cut-off of the top-level ImGui window called `window_name`, its child
/// windows and the tables drawn in them last frame; nothing when no such window was drawn.
TextOverflow horizontal_text_overflow(const char* window_name);

} // namespace game::inspector
