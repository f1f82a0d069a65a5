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

/// Steps two copies of `world`, the first set up by `set_first`, the second by `set_second`.
template <typename SetFirst, typename SetSecond>
StepComparison compare(const World& world, const PlayerInput& input, SetFirst&& set_first, SetSecond&& set_second) {
    StepComparison comparison;
    comparison.step = world.step_count();
    World first = world;
    World second = world;
    comparison.first = step_copy(first, set_first, input);
    comparison.second = step_copy(second, set_second, input);
    comparison.same_state = state_hash(first) == state_hash(second);
    return comparison;
}

} // namespace

StepComparison compare_index_on_off(const World& world, const PlayerInput& input) {
    return compare(world, input, [](Queries& q) { q.set_use_index(true); }, [](Queries& q) { q.set_use_index(false); });
}

StepComparison compare_tuned_teaching(const World& world, const PlayerInput& input) {
    return compare(world, input, [](Queries& q) { q.set_teaching_core(false); },
                   [](Queries& q) { q.set_teaching_core(true); });
}

} // namespace game::inspector
