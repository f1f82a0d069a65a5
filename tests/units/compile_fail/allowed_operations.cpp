// Must compile: the control case. If this fails, the harness (include path, flags) is
// broken, and the failures of the other snippets would prove nothing.
#include <engine/units.hpp>

using namespace engine::unit_literals;

engine::Position2 step(engine::Position2 position, engine::Velocity2 velocity, engine::Instant now,
                       engine::Instant before) {
    const engine::TimeSpan dt = now - before;
    const engine::Direction2 facing = engine::Direction2::from_degrees(30) + 90_deg;
    return position + velocity * dt + facing * 3_px;
}
