#include "sim/headless_run.hpp"

#include "sim/bot.hpp"
#include "sim/replay.hpp"
#include "sim/stats_json.hpp"

namespace game {

std::int64_t run_headless(World& world, const HeadlessPlan& plan) {
    std::optional<Replay> replay;
    if (!plan.replay_path.empty()) {
        replay = load_replay(plan.replay_path);
        check_replay_matches(*replay, plan.replay_path, plan.level_name, world.config().seed);
    }
    const std::int64_t steps =
        plan.steps.value_or(replay ? replay->steps() : kDefaultHeadlessSteps);
    Replay recording;
    recording.comment = " level " + plan.level_name + " seed " + std::to_string(world.config().seed);
    Bot bot;
    std::optional<ReplayCursor> replayed;
    if (replay) {
        replayed.emplace(*replay);
    }
    for (std::int64_t step = 0; step < steps; ++step) {
        PlayerInput input;
        if (replayed) {
            input = replayed->next(); // past its end: the neutral input
        } else {
            input = bot.next_input(world);
        }
        if (!plan.record_path.empty()) {
            recording.append(input);
        }
        world.step(input);
    }
    if (!plan.record_path.empty()) {
        save_replay(recording, plan.record_path);
    }
    if (!plan.stats_path.empty()) {
        write_stats_json(world, plan.level_name, plan.stats_path);
    }
    return steps;
}

} // namespace game
