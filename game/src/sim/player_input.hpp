#pragma once
/// `PlayerInput`: what the player asks for during one simulation step.
///
/// What it is for: the simulation's only input. The window turns keys, mouse and game
/// controller into one of these per step; the headless bot computes one; `--replay` reads
/// them back from a file that `--record` wrote. Feeding the same sequence to a world built
/// with the same seed gives the same game, bit for bit.
///
/// Important parts: every field is an integer (the stick as -127..127, the aim as a
/// Direction2's 2^32 steps), so that a recording written as text reads back *exactly* —
/// a float printed and parsed again is only exact if one is careful, an integer always is.
///
///     game::PlayerInput input;
///     input.move_x = 127;                       // full right
///     input.aim_steps = engine::Direction2::from_degrees(90).steps();   // aim down
///     input.fire = true;

#include <engine/units.hpp>

#include <cstdint>

namespace game {

/// One step's worth of player intent.
struct PlayerInput {
    /// Stick / keys along x, -127 (left) .. 127 (right).
    std::int8_t move_x = 0;
    /// Stick / keys along y, -127 (up) .. 127 (down).
    std::int8_t move_y = 0;
    /// Aim as Direction2 steps (2^32 per turn, 0 = right, growing clockwise on screen).
    std::uint32_t aim_steps = 0;
    /// Shoot (held: repeats at the fire interval).
    bool fire = false;
    /// Hold bullet time (the world runs slower).
    bool bullet_time = false;
    /// Restart the level this step.
    bool restart = false;

    /// The aim as a facing.
    engine::Direction2 aim() const noexcept { return engine::Direction2::from_steps(aim_steps); }
    /// Same intent.
    friend constexpr bool operator==(const PlayerInput&, const PlayerInput&) = default;
};

/// The largest stick value along one axis.
inline constexpr int kStickMax = 127;

/// Quantises a stick axis in [-1, 1] (clamped; NaN counts as 0) to -127..127.
constexpr std::int8_t quantize_axis(float value) noexcept {
    if (!(value == value)) {
        return 0;
    }
    const float clamped = value < -1.0f ? -1.0f : (value > 1.0f ? 1.0f : value);
    const float scaled = clamped * static_cast<float>(kStickMax);
    return static_cast<std::int8_t>(scaled < 0.0f ? scaled - 0.5f : scaled + 0.5f);
}

} // namespace game
