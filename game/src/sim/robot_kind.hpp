#pragma once
/// `RobotKind`: the three kinds of robot — one precise laser, a sweeping beam, travelling bolts.

#include <cstdint>
#include <string_view>

namespace game {

/// The three robot kinds of the level files.
enum class RobotKind : std::uint8_t { PatrolLaser, Sweeper, Bolter };

/// The level files' name of `kind`: "patrol-laser", "sweeper" or "bolter".
constexpr std::string_view name(RobotKind kind) noexcept {
    switch (kind) {
    case RobotKind::PatrolLaser: return "patrol-laser";
    case RobotKind::Sweeper: return "sweeper";
    case RobotKind::Bolter: return "bolter";
    }
    return "?";
}

} // namespace game
