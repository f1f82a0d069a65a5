#pragma once
/// Small Dear ImGui helpers every inspector panel uses: the `(?)` help marker of
/// imgui_demo.cpp, the colour-key swatch, and short texts for actors, kinds and outcomes.
///
///     ImGui::Checkbox("Pixel-perfect", &on);
///     game::inspector::help_marker("Casts test each mask pixel instead of whole tiles.");

#include "inspector/query_record.hpp"

#include <engine/units.hpp>

#include <imgui.h>

#include <cstddef>

namespace game::inspector {

/// A greyed "(?)" on the same line that shows `text` as a tooltip (imgui_demo.cpp's
/// HelpMarker, the model for every option of the inspector).
void help_marker(const char* text);

/// Keeps the next item, `width` pixels wide, on the line of the item before it when it fits
/// there, and starts a new line when it would run past the panel's edge.
void same_line_if_fits(float width);

/// A small square in `kind`'s colour (the legend's swatch), on the current line.
void kind_swatch(RecordKind kind, float size = 0.0f);

/// "robot 12", "player", "bullet 3", "probe" into `buffer`.
const char* actor_text(const Actor& actor, char* buffer, std::size_t size);

/// "robot 12 laser", "player body probe", "probe ray" into `buffer`.
const char* query_title(const QueryRecord& record, char* buffer, std::size_t size);

/// "nothing", "wall", "from inside", "target".
const char* outcome_text(QueryOutcome outcome) noexcept;

/// "right", "up-left", ... or "none".
const char* direction_text(engine::Direction direction) noexcept;

/// Microseconds of `seconds`, for tables.
inline float microseconds(double seconds) noexcept { return static_cast<float>(seconds * 1e6); }

} // namespace game::inspector
