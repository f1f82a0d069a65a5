#pragma once
/// The inspector's one colour key: each query kind has one colour, used for its tiles in the
/// world overlay, its legend swatch, its rows in the Queries table and its bars in Stats.
///
/// Why one key: Red Blob Games' pages keep a colour per concept across every diagram, so the
/// eye learns it once. Lasers keep the game's own laser red; the rest are spread around the
/// hue circle so that any two stay apart on the dark floor tiles.
///
///     ImU32 fill = game::inspector::kind_colour(RecordKind::Laser, 0.35f);

#include "inspector/query_record.hpp"

#include <imgui.h>

#include <array>
#include <cstddef>

namespace game::inspector {

/// A colour, red, green and blue in 0..1 (ImVec4 is not a literal type in Dear ImGui 1.86).
struct Rgb {
    float r, g, b;
};

/// The key's colours, indexed by RecordKind.
inline constexpr std::array<Rgb, kRecordKindCount> kKindColours{{
    {1.00f, 0.27f, 0.30f},  // laser: the game's laser red
    {0.30f, 0.80f, 1.00f},  // bullet sweep: the player's bullet cyan
    {1.00f, 0.86f, 0.25f},  // line of sight: yellow
    {0.35f, 0.92f, 0.45f},  // sensing: green
    {0.68f, 0.55f, 1.00f},  // body probe: violet
    {1.00f, 0.58f, 0.20f},  // index update: orange
    {1.00f, 0.35f, 0.90f},  // probe: magenta
}};

/// The colour of `kind` with `alpha`, as an ImVec4 (widgets).
inline ImVec4 kind_colour_vec(RecordKind kind, float alpha = 1.0f) {
    const Rgb& c = kKindColours[static_cast<std::size_t>(kind)];
    return ImVec4(c.r, c.g, c.b, alpha);
}

/// The colour of `kind` with `alpha`, packed (draw lists).
inline ImU32 kind_colour(RecordKind kind, float alpha = 1.0f) {
    return ImGui::ColorConvertFloat4ToU32(kind_colour_vec(kind, alpha));
}

/// Colour of the selected query's current tile (the step slider's position): white.
inline constexpr Rgb kCurrentTileColour{1.0f, 1.0f, 1.0f};

/// Colour of the Probe panel's second variant (the one compared with the chosen walk): a
/// pale teal, apart from every kind's colour. The first tile where the walks part is red.
inline constexpr Rgb kCompareColour{0.55f, 1.0f, 0.9f};

} // namespace game::inspector
