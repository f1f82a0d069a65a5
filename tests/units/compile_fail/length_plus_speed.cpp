// Must not compile: a length and a speed have different units.
#include <engine/units.hpp>

engine::Length wrong(engine::Length a, engine::Speed b) {
    return a + b;
}
