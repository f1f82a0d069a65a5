// Must not compile: the forgotten `* dt` — a velocity is not an offset.
#include <engine/units.hpp>

void wrong(engine::Position2& position, engine::Velocity2 velocity) {
    position += velocity;
}
