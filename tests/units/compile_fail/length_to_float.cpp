// Must not compile: a Length does not become a bare number implicitly; say the unit with
// range.pixels().
#include <engine/units.hpp>

float wrong(engine::Length range) {
    float pixels = range;
    return pixels;
}
