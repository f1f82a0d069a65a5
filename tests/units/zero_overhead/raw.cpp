// Zero overhead, raw side: the functions of typed.cpp written by hand without unit
// types — floats, and a plain two-float struct for vectors, which is what a game without
// units uses. The arithmetic is the same (including the careful step-to-radians
// conversion of engine/units/direction2.hpp), so that the comparison measures only what
// the unit types themselves cost.

#include <cmath>
#include <cstddef>
#include <cstdint>

namespace zero_overhead {

/// Two floats: what Position2, Difference2, Velocity2 and Acceleration2 are underneath.
struct Vector2 {
    float x;
    float y;

    Vector2& operator+=(Vector2 b) {
        x += b.x;
        y += b.y;
        return *this;
    }
};

inline Vector2 operator-(Vector2 a, Vector2 b) {
    return {a.x - b.x, a.y - b.y};
}
/// A rate times a duration in double seconds (the game clock's precision), in float.
inline Vector2 operator*(Vector2 rate, double dt) {
    const auto seconds = static_cast<float>(dt);
    return {rate.x * seconds, rate.y * seconds};
}

/// A moving body: position then velocity, four floats.
struct Body {
    Vector2 position;
    Vector2 velocity;
};

void integrate_body(Body& body, Vector2 acceleration, double dt) {
    body.velocity += acceleration * dt;
    body.position += body.velocity * dt;
}

void integrate_bodies(Body* bodies, std::size_t count, Vector2 acceleration, double dt) {
    for (std::size_t i = 0; i < count; ++i) {
        bodies[i].velocity += acceleration * dt;
        bodies[i].position += bodies[i].velocity * dt;
    }
}

namespace {
constexpr double kRadiansPerStep = 2.0 * 3.141592653589793238462643383279502884 / 4294967296.0;
#ifndef TILECAST_ZERO_OVERHEAD_MUTANT
constexpr float kPiRoundedDown = 3.14159250259399414062f;
#else
// Only for the test that proves the comparison can fail: the float just below the right
// one, a difference that lives only in a constant's bytes.
constexpr float kPiRoundedDown = 3.14159226417541503906f;
#endif

float steps_to_radians(std::uint32_t steps) {
    const auto radians = static_cast<float>(static_cast<double>(static_cast<std::int32_t>(steps)) * kRadiansPerStep);
    if (radians > kPiRoundedDown) {
        return kPiRoundedDown;
    }
    if (radians < -kPiRoundedDown) {
        return -kPiRoundedDown;
    }
    return radians;
}
} // namespace

Vector2 direction_times_speed(std::uint32_t facing_steps, float speed) {
    const float radians = steps_to_radians(facing_steps);
    const Vector2 along{std::cos(radians), std::sin(radians)};
    return {along.x * speed, along.y * speed};
}

float direction_difference(std::uint32_t a_steps, std::uint32_t b_steps) {
    return steps_to_radians(a_steps - b_steps);
}

bool within_range(Vector2 a, Vector2 b, float range) {
    const Vector2 offset = a - b;
    return std::sqrt(offset.x * offset.x + offset.y * offset.y) <= range;
}

} // namespace zero_overhead
