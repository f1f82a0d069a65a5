// Chapter 1: a program that must NOT compile — a position is a place, not an amount.
#include <engine/units.hpp>

int main() {
    using namespace engine;
    const Position2 a = Position2::from_pixels(1, 2);
    const Position2 b = Position2::from_pixels(3, 4);
    const Position2 middle = (a + b) / 2; // error: no operator+ for two Position2
    return static_cast<int>(middle.x_pixels());
}
