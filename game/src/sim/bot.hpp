#pragma once
/// `Bot`: a simple built-in player for headless runs, demos and tests.
///
/// What it is for: `--headless --frames N` needs someone to play, so that robots sense,
/// telegraph and fire, bullets fly and robots fall — otherwise the counters of a headless
/// run would measure an empty level. The bot is deliberately simple and fully deterministic:
/// it reads the world (as a player reads the screen) and makes no engine queries itself.
///
/// What it does each step: pick the nearest robot; walk towards it until in range, then
/// circle it; dodge sideways when a robot is charging up at it; aim at its target and fire
/// when close enough; and, when it has not moved for a while, turn aside for a moment
/// (walls do not show up in its plan).
///
///     game::Bot bot;
///     while (running) world.step(bot.next_input(world));

#include "sim/player_input.hpp"
#include "sim/world.hpp"

#include <engine/units.hpp>

#include <cstdint>

namespace game {

/// A deterministic bot player (see the file comment).
class Bot {
public:
    /// The input for the world's next step.
    PlayerInput next_input(const World& world);

private:
    std::uint64_t steps_ = 0;
    engine::Position2 last_checked_position_;
    std::uint64_t detour_until_ = 0;
    bool detour_left_ = false;
};

} // namespace game
