#pragma once
/// Where a sound is heard from: its loudness after distance, and its stereo pan, computed from
/// the listener (the player) and the sound's source in level pixels.
///
/// What it is for: a laser fired to the left of the player is heard mostly in the left ear,
/// and one fired across the level is quiet — so a sound tells the player where to look.
///
/// Important parts:
/// - distance: full loudness up to `full_within`, then `full_within / distance` (the
///   "inverse distance clamped" model), and nothing beyond `silent_beyond`;
/// - pan: -1 (left) .. +1 (right), the horizontal offset divided by `pan_width`;
/// - `ear_gains`: a constant-power pan law, left = cos(θ), right = sin(θ) with
///   θ = (pan + 1) π/4 — a sound moving across keeps the same loudness (the squares sum to 1),
///   where a linear pan would dip by 3 dB in the middle.
///
///     game::audio::Placement where = game::audio::place(player, robot, {});
///     game::audio::EarGains ears = game::audio::ear_gains(where.pan);
///
/// Sources: "OpenAL 1.1 Specification and Reference", section 3.4, "Attenuation By Distance"
/// (https://www.openal.org/documentation/openal-1.1-specification.pdf); on pan laws, Roger
/// B. Dannenberg, "Loudness Concepts & Pan Laws", Introduction to Computer Music, Carnegie
/// Mellon University (https://www.cs.cmu.edu/~music/icm-online/readings/panlaws/).

#include <engine/units.hpp>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace game::audio {

using namespace engine::unit_literals;

/// How far sounds carry (level pixels).
struct Hearing {
    engine::Length full_within = 160_px;    ///< full loudness this close
    engine::Length silent_beyond = 1200_px; ///< nothing heard beyond this
    engine::Length pan_width = 420_px;      ///< this far to a side is fully in one ear
};

/// A sound's loudness (0..1) and pan (-1 left .. +1 right).
struct Placement {
    float gain = 1.0f;
    float pan = 0.0f;
};

/// Where a sound at `source` is heard by a listener at `listener` (see the file comment).
inline Placement place(engine::Position2 listener, engine::Position2 source, const Hearing& hearing) {
    const engine::Length away = distance(listener, source);
    Placement placement;
    if (away >= hearing.silent_beyond) {
        placement.gain = 0.0f;
    } else if (away > hearing.full_within) {
        placement.gain = hearing.full_within / away;
    }
    const float dx = source.x_pixels() - listener.x_pixels();
    placement.pan = std::clamp(dx / hearing.pan_width.pixels(), -1.0f, 1.0f);
    return placement;
}

/// Per-ear gains of a constant-power pan.
struct EarGains {
    float left = 0.0f;
    float right = 0.0f;
};

/// The ear gains of `pan` (-1 .. +1; clamped).
inline EarGains ear_gains(float pan) {
    const float theta = (std::clamp(pan, -1.0f, 1.0f) + 1.0f) * std::numbers::pi_v<float> / 4.0f;
    return {std::cos(theta), std::sin(theta)};
}

} // namespace game::audio
