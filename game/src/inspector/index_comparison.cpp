#include "inspector/index_comparison.hpp"

#include "sim/state_hash.hpp"

#include <chrono>

namespace game::inspector {
namespace {

StepCost step_copy(World& copy, bool use_index, const PlayerInput& input) {
    Queries& queries = copy.queries();
    queries.set_observer(nullptr);  // the copy must not report into the live world's recorder
    queries.set_use_index(use_index);
    queries.set_timing(true);
    queries.reset_counters();
    const auto start = std::chrono::steady_clock::now();
    copy.step(input);
    StepCost cost;
    cost.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    cost.counters = queries.counters();
    return cost;
}

} // namespace

IndexComparison compare_index_on_off(const World& world, const PlayerInput& input) {
    IndexComparison comparison;
    comparison.step = world.step_count();
    World with_index = world;
    World without_index = world;
    comparison.with_index = step_copy(with_index, true, input);
    comparison.without_index = step_copy(without_index, false, input);
    comparison.same_state = state_hash(with_index) == state_hash(without_index);
    return comparison;
}

} // namespace game::inspector
