// `tilecast --headless`: the simulation alone, driven by the bot or a replay.

#include "app/app.hpp"
#include "app/level_catalog.hpp"
#include "app/world_setup.hpp"
#include "sim/headless_run.hpp"
#include "sim/state_hash.hpp"

#include <spdlog/spdlog.h>

#include <cstdio>

namespace game {

int run_headless(const Options& given) {
    std::optional<Replay> replay;
    if (!given.replay_path.empty()) {
        replay = load_replay(given.replay_path);
    }
    const Options options = replay ? replay_options(*replay, given.replay_path, given) : given;
    std::string level_name;
    const auto arena = load_arena_or_default(options.level_path, level_name);
    log_level_notes(*arena, level_name);
    World world(arena, world_config(options));
    log_cost_plan(world);
    HeadlessPlan plan;
    plan.steps = options.frames;
    plan.replay = replay ? &*replay : nullptr;
    plan.replay_source = options.replay_path;
    plan.record_path = options.record_path;
    plan.stats_path = options.stats_json_path;
    plan.level_name = level_name;
    const std::int64_t steps = run_headless(world, plan);
    spdlog::info("headless: {} steps, {:.3f} simulated seconds on {}", steps, world.simulated().seconds(), level_name);
    spdlog::info("robots left {} of {}, score {}, state_hash {}", world.robots_left(), world.robots().size(),
                 world.score(), hash_to_hex(state_hash(world)));
    return 0;
}

int print_levels() {
    const auto folder = shipped_levels_folder();
    const auto entries = list_levels(folder);
    if (entries.empty()) {
        std::printf("no levels found (looked in %s)\n", folder.empty() ? "levels/" : folder.string().c_str());
        return 1;
    }
    for (const LevelEntry& entry : entries) {
        std::printf("%-28s %-22s %s\n", entry.path.filename().string().c_str(), entry.name.c_str(), entry.description.c_str());
    }
    return 0;
}

} // namespace game
