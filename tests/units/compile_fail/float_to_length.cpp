// Must not compile: a bare number does not become a Length implicitly; say the unit with
// Length::from_pixels(3.0f) or 3_px.
#include <engine/units.hpp>

engine::Length wrong() {
    engine::Length range = 3.0f;
    return range;
}
