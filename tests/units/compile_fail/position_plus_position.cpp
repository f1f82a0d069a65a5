// Must not compile: two positions do not add (Position2 is absolute; only a Difference2
// may be added to it).
#include <engine/units.hpp>

engine::Position2 wrong(engine::Position2 a, engine::Position2 b) {
    return a + b;
}
