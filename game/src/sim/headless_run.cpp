#include "sim/headless_run.hpp"

#include "sim/bot.hpp"
#include "sim/stats_json.hpp"

namespace game {

std::int64_t run_headless(World& world, const HeadlessPlan& plan) {
    if (plan.replay) {
        check_replay_matches(*plan.replay, plan.replay_source, world, plan.level_name);
    }
    if (!plan.record_path.empty()) {
        check_replay_writable(plan.record_path);
    }
    const std::int64_t steps = plan.steps.value_or(plan.replay ? plan.replay->steps() : kDefaultHeadlessSteps);
    ReplayRecorder recorder(plan.level_name);
    Bot bot;
    std::optional<ReplayCursor> replayed;
    if (plan.replay) {
        replayed.emplace(*plan.replay);
    }
    for (std::int64_t step = 0; step < steps; ++step) {
        PlayerInput input;
        if (replayed) {
            if (const SimulationSettings* settings = replayed->settings_due()) {
                apply_simulation_settings(world, *settings);
            }
            input = replayed->next(); // past its end: the neutral input
        } else {
            input = bot.next_input(world);
        }
        if (!plan.record_path.empty()) {
            recorder.record(world, input);
        }
        world.step(input);
    }
    if (!plan.record_path.empty()) {
        save_replay(recorder.replay(), plan.record_path);
    }
    if (!plan.stats_path.empty()) {
        write_stats_json(world, plan.level_name, plan.stats_path);
    }
    return steps;
}

} // namespace game
