#pragma once
/// `Bot`: a simple built-in player for headless runs, demos and tests.
///
/// What it is for: `--headless --frames N` needs someone to play, so that robots sense,
/// telegraph and fire, bullets fly and robots fall — otherwise the counters of a headless
/// run would measure an empty level. The bot is deliberately simple and fully deterministic.
/// It is an input source, not part of the simulation: it reads the world (as a player reads
/// the screen) and decides a `PlayerInput`; its own look-ups (a flow field over the tiles, a
/// sight line) are not game queries and are not counted.
///
/// What it does each step: pick the robot it can reach by the shortest walk (re-planned
/// twice a second), follow the flow field towards it round the walls, and once it sees it:
/// aim, fire when close enough, circle it, and sidestep while a robot is charging up. When
/// it has not moved for a while it turns aside for a moment.
///
///     game::Bot bot;
///     while (running) world.step(bot.next_input(world));

#include "sim/flow_field.hpp"
#include "sim/player_input.hpp"
#include "sim/world.hpp"

#include <engine/units.hpp>

#include <cstdint>
#include <memory>

namespace game {

/// A deterministic bot player (see the file comment).
class Bot {
public:
    /// The input for the world's next step.
    PlayerInput next_input(const World& world);

private:
    void plan(const World& world);

    std::uint64_t steps_ = 0;
    const Arena* arena_ = nullptr;
    std::unique_ptr<FlowField> to_target_;
    std::unique_ptr<FlowField> from_player_;
    std::int64_t target_ = -1;
    std::uint64_t next_plan_ = 0;
    engine::Position2 last_checked_position_;
    std::uint64_t detour_until_ = 0;
    bool detour_left_ = false;
};

} // namespace game
