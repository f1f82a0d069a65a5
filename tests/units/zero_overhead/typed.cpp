// Zero overhead, typed side: the functions written with the unit types. raw.cpp has the
// same functions written by hand with floats; compare_machine_code.sh compiles both at
// -O2 and checks that every function's machine code is identical.

#include <engine/units.hpp>

#include <cstddef>

namespace zero_overhead {

using namespace engine;

/// A moving body: the typed layout (four floats, like RawBody).
struct Body {
    Position2 position;
    Velocity2 velocity;
};

/// One semi-implicit Euler step of one body.
void integrate_body(Body& body, Acceleration2 acceleration, TimeSpan dt) {
    body.velocity += acceleration * dt;
    body.position += body.velocity * dt;
}

/// The same step over an array (the benchmark's inner loop): the types must not stop
/// the compiler from vectorising it.
void integrate_bodies(Body* bodies, std::size_t count, Acceleration2 acceleration, TimeSpan dt) {
    for (std::size_t i = 0; i < count; ++i) {
        bodies[i].velocity += acceleration * dt;
        bodies[i].position += bodies[i].velocity * dt;
    }
}

/// A velocity from a facing and a speed.
Velocity2 direction_times_speed(Direction2 facing, Speed speed) {
    return facing * speed;
}

/// The signed shortest turn between two facings.
Angle direction_difference(Direction2 a, Direction2 b) {
    return a - b;
}

/// Whether two points are within `range` of each other (how the game uses distances:
/// laser range, sensing radius).
bool within_range(Position2 a, Position2 b, Length range) {
    return distance(a, b) <= range;
}

} // namespace zero_overhead
