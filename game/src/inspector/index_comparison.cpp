#include "inspector/index_comparison.hpp"

#include "sim/state_hash.hpp"

#include <chrono>

namespace game::inspector {
namespace {

/// Steps `copy` once with `input`, after `configure(copy.queries())`, and says what it cost.
template <typename Configure>
StepCost step_copy(World& copy, Configure&& configure, const PlayerInput& input) {
    Queries& queries = copy.queries();
    queries.set_observer(nullptr);  // the copy must not report into the live world's recorder
    configure(queries);
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
    comparison.with_index = step_copy(with_index, [](Queries& q) { q.set_use_index(true); }, input);
    comparison.without_index = step_copy(without_index, [](Queries& q) { q.set_use_index(false); }, input);
    comparison.same_state = state_hash(with_index) == state_hash(without_index);
    return comparison;
}

EngineComparison compare_tuned_teaching(const World& world, const PlayerInput& input) {
    EngineComparison comparison;
    comparison.step = world.step_count();
    World tuned = world;
    World teaching = world;
    comparison.tuned = step_copy(tuned, [](Queries& q) { q.set_teaching_core(false); }, input);
    comparison.teaching = step_copy(teaching, [](Queries& q) { q.set_teaching_core(true); }, input);
    comparison.same_state = state_hash(tuned) == state_hash(teaching);
    return comparison;
}

} // namespace game::inspector
