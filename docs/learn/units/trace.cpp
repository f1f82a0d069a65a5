// Chapter 1's worked trace: one frame of a falling body, in typed units.
// Build and run it from the repository's root (docs/learn/01_units.md, "Try it").
#include <engine/units.hpp>
#include <engine/units/io.hpp>

#include <iostream>

int main() {
    using namespace engine;
    using namespace engine::unit_literals;

    Position2 position = Position2::from_pixels(100, 100);
    Velocity2 velocity = Direction2::from_degrees(-90) * 200_px_per_s; // straight up: y grows down
    const Acceleration2 gravity = Acceleration2::from_pixels_per_second_squared(0, 980);
    const TimeSpan dt = 16_ms;

    std::cout << "start     position " << position << "  velocity " << velocity << "\n";
    velocity += gravity * dt;  // Acceleration2 * TimeSpan = Velocity2
    position += velocity * dt; // Velocity2 * TimeSpan = Difference2
    std::cout << "after dt  position " << position << "  velocity " << velocity << "\n";

    const Difference2 moved = position - Position2::from_pixels(100, 100); // place - place = amount
    std::cout << "moved " << moved << ", distance " << moved.length() << "\n";

    // Facings are 32-bit steps, 2^32 per turn; unsigned overflow is the wrap-around.
    const Direction2 from = Direction2::from_degrees(350), to = Direction2::from_degrees(10);
    std::cout << "steps: up " << Direction2::from_degrees(-90).steps() << ", 350 deg " << from.steps() << ", 10 deg "
              << to.steps() << "\n";
    const Angle turn = to - from; // the shortest turn, in [-180, 180) degrees
    std::cout << "shortest turn from 350 deg to 10 deg: " << turn.degrees() << " deg\n";
}
