// The values the unit operations compute. (Which operations exist at all is
// operation_table_test.cpp's job; Direction2's wrapping is direction2_properties_test.cpp's.)

#include <engine/units.hpp>
#include <engine/units/io.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <sstream>
#include <stdexcept>
#include <string>

namespace {

using namespace engine;
using namespace engine::unit_literals;

constexpr float kPiF = std::numbers::pi_v<float>;

// [SECTION] One dimension

TEST(UnitsLength, NamedFactoryAndAccessorRoundTrip) {
    EXPECT_EQ(Length::from_pixels(3.5f).pixels(), 3.5f);
    EXPECT_EQ(Length{}.pixels(), 0.0f);
    EXPECT_EQ(Length::zero(), Length{});
}

TEST(UnitsLength, VectorSpaceOperations) {
    const Length a = Length::from_pixels(3.0f);
    const Length b = Length::from_pixels(4.0f);
    EXPECT_EQ((a + b).pixels(), 7.0f);
    EXPECT_EQ((a - b).pixels(), -1.0f);
    EXPECT_EQ((-a).pixels(), -3.0f);
    EXPECT_EQ((a * 2.0f).pixels(), 6.0f);
    EXPECT_EQ((2 * a).pixels(), 6.0f);
    EXPECT_EQ((b / 2.0).pixels(), 2.0f);
    EXPECT_EQ(a / b, 0.75f);

    Length c = a;
    c += b;
    EXPECT_EQ(c.pixels(), 7.0f);
    c -= a;
    EXPECT_EQ(c.pixels(), 4.0f);
    c *= 3.0f;
    EXPECT_EQ(c.pixels(), 12.0f);
    c /= 4.0f;
    EXPECT_EQ(c.pixels(), 3.0f);
}

TEST(UnitsLength, ComparisonsAndTheStandardAlgorithms) {
    const Length a = 3_px;
    const Length b = 4_px;
    EXPECT_TRUE(a < b);
    EXPECT_TRUE(a <= b);
    EXPECT_TRUE(b > a);
    EXPECT_TRUE(b >= a);
    EXPECT_TRUE(a != b);
    EXPECT_FALSE(a == b);
    EXPECT_EQ(std::min(a, b), a);
    EXPECT_EQ(std::max(a, b), b);
    EXPECT_EQ(std::clamp(10_px, a, b), b);
    EXPECT_EQ(abs(-a), a);
    EXPECT_EQ(abs(a), a);
}

TEST(UnitsLength, NotANumberIsUnequalAndNotFinite) {
    const Length nan = Length::from_pixels(std::nanf(""));
    EXPECT_FALSE(nan == nan);
    EXPECT_FALSE(nan < 1_px);
    EXPECT_FALSE(nan.is_finite());
    EXPECT_TRUE((1_px).is_finite());
}

TEST(UnitsLength, LerpIsExactAtTheStartAndHitsTheMiddle) {
    EXPECT_EQ(lerp(2_px, 6_px, 0.0f), 2_px);
    EXPECT_EQ(lerp(2_px, 6_px, 0.5f), 4_px);
    EXPECT_EQ(lerp(2_px, 6_px, 1.0f), 6_px);
    EXPECT_EQ(lerp(2_px, 6_px, 2.0f), 10_px); // extrapolates
}

TEST(UnitsSquared, ProductsSquareRootsAndComparisons) {
    const Squared<Length> area = 3_px * 4_px;
    EXPECT_EQ(area.value(), 12.0f);
    EXPECT_EQ(sqrt(5_px * 5_px), 5_px);
    EXPECT_EQ(sqrt(Speed::from_pixels_per_second(3) * Speed::from_pixels_per_second(3)).pixels_per_second(), 3.0f);
    EXPECT_TRUE(Difference2::from_pixels(3, 4).length_squared() < 6_px * 6_px);
    EXPECT_FALSE(Difference2::from_pixels(3, 4).length_squared() < 5_px * 5_px);
}

// [SECTION] Time

TEST(UnitsTime, TimeSpanFactoriesAndAccessors) {
    EXPECT_EQ(TimeSpan::from_seconds(0.25).seconds(), 0.25);
    EXPECT_EQ(TimeSpan::from_milliseconds(250.0).seconds(), 0.25);
    EXPECT_EQ(TimeSpan::from_seconds(0.25).milliseconds(), 250.0);
    EXPECT_EQ(0.5_s, TimeSpan::from_seconds(0.5));
    EXPECT_EQ(250_ms, TimeSpan::from_seconds(0.25));
    EXPECT_EQ(2_s / 0.5_s, 4.0);
}

TEST(UnitsTime, InstantIsAnAffineSpaceOverTimeSpan) {
    const Instant start = Instant::from_seconds_since_start(10.0);
    const Instant later = start + 2.5_s;
    EXPECT_EQ(later.seconds_since_start(), 12.5);
    EXPECT_EQ((later - start).seconds(), 2.5);
    EXPECT_EQ((start - later).seconds(), -2.5);
    EXPECT_EQ(later - 2.5_s, start);
    EXPECT_EQ(2.5_s + start, later);
    EXPECT_TRUE(start < later);
    EXPECT_TRUE(later >= start);
    EXPECT_EQ(lerp(start, later, 0.5).seconds_since_start(), 11.25);
    EXPECT_EQ(Instant::start(), Instant{});

    Instant clock = start;
    clock += 1_s;
    clock -= 250_ms;
    EXPECT_EQ(clock.seconds_since_start(), 10.75);
}

TEST(UnitsTime, DoubleInstantsKeepFrameTimesExactAfterHoursOfPlay) {
    // Why Instant holds a double (time.hpp): after 10 hours, 1/60 s is still resolved to
    // well below a microsecond ...
    const Instant ten_hours = Instant::from_seconds_since_start(36000.0);
    const TimeSpan frame = TimeSpan::from_seconds(1.0 / 60.0);
    EXPECT_NEAR(((ten_hours + frame) - ten_hours).seconds(), 1.0 / 60.0, 1e-9);
    // ... whereas a float clock would measure that frame as 15.6 ms (a 6 % error).
    const float float_clock = 36000.0f;
    const float float_frame = (float_clock + 1.0f / 60.0f) - float_clock;
    EXPECT_GT(std::abs(float_frame - 1.0f / 60.0f), 1e-3f);
}

// [SECTION] Integration and differentiation

TEST(UnitsCalculus, OneDimension) {
    const Speed speed = Speed::from_pixels_per_second(120.0f);
    const Acceleration gravity = Acceleration::from_pixels_per_second_squared(980.0f);
    EXPECT_EQ(speed * 0.5_s, 60_px);
    EXPECT_EQ(0.5_s * speed, 60_px);
    EXPECT_EQ(gravity * 0.5_s, Speed::from_pixels_per_second(490.0f));
    EXPECT_EQ(60_px / 0.5_s, speed);
    EXPECT_EQ(Speed::from_pixels_per_second(490.0f) / 0.5_s, gravity);
    EXPECT_EQ(Length::from_pixels(320) / Speed::from_pixels_per_second(640), 0.5_s);
    EXPECT_EQ(Speed::from_pixels_per_second(490.0f) / gravity, 0.5_s);
}

TEST(UnitsCalculus, AFloatQuantityTimesADoubleTimeSpanIsComputedInFloat) {
    // The duration is rounded to float once, then multiplied in float (calculus.hpp).
    const Speed speed = Speed::from_pixels_per_second(3.0f);
    const TimeSpan tenth = TimeSpan::from_seconds(0.1);
    EXPECT_EQ((speed * tenth).pixels(), 3.0f * static_cast<float>(0.1));
}

TEST(UnitsCalculus, TwoDimensionsIntegrateABody) {
    Position2 position = Position2::from_pixels(100.0f, 100.0f);
    Velocity2 velocity = Velocity2::from_pixels_per_second(10.0f, -20.0f);
    const Acceleration2 gravity = Acceleration2::from_pixels_per_second_squared(0.0f, 40.0f);
    velocity += gravity * 0.5_s;
    position += velocity * 0.5_s;
    EXPECT_EQ(velocity, Velocity2::from_pixels_per_second(10.0f, 0.0f));
    EXPECT_EQ(position, Position2::from_pixels(105.0f, 100.0f));
    EXPECT_EQ(Difference2::from_pixels(5, -10) / 0.5_s, Velocity2::from_pixels_per_second(10, -20));
    EXPECT_EQ(Velocity2::from_pixels_per_second(0, 20) / 0.5_s, gravity);
    EXPECT_EQ(0.5_s * velocity, velocity * 0.5_s);
    EXPECT_EQ(0.5_s * gravity, gravity * 0.5_s);
}

TEST(UnitsCalculus, Rotation) {
    const AngularVelocity turn_rate = 90_deg_per_s;
    EXPECT_NEAR((turn_rate * 8_s).degrees(), 720.0f, 1e-3f); // two full turns, not wrapped
    EXPECT_NEAR((8_s * turn_rate).radians(), 4.0f * kPiF, 1e-5f);
    EXPECT_NEAR((180_deg / 2_s).degrees_per_second(), 90.0f, 1e-4f);
    EXPECT_NEAR((AngularAcceleration::from_degrees_per_second_squared(45) * 2_s).degrees_per_second(), 90.0f, 1e-4f);
    EXPECT_NEAR((turn_rate / 2_s).degrees_per_second_squared(), 45.0f, 1e-4f);
    EXPECT_NEAR((180_deg / turn_rate).seconds(), 2.0, 1e-6);
    EXPECT_NEAR((turn_rate / AngularAcceleration::from_degrees_per_second_squared(45)).seconds(), 2.0, 1e-6);
}

// [SECTION] Two dimensions

TEST(UnitsVector2, PositionsAndDifferences) {
    const Position2 robot = Position2::from_pixels(10.0f, 20.0f);
    const Position2 player = Position2::from_pixels(40.0f, 60.0f);
    const Difference2 to_player = player - robot;
    EXPECT_EQ(to_player, Difference2::from_pixels(30.0f, 40.0f));
    EXPECT_EQ(robot + to_player, player);
    EXPECT_EQ(to_player + robot, player);
    EXPECT_EQ(player - to_player, robot);
    EXPECT_EQ(distance(robot, player), 50_px);
    EXPECT_EQ(to_player.length(), 50_px);
    EXPECT_EQ(to_player.length_squared(), 50_px * 50_px);
    EXPECT_EQ(lerp(robot, player, 0.5f), Position2::from_pixels(25.0f, 40.0f));
    EXPECT_EQ(player.x(), 40_px);
    EXPECT_EQ(player.y_pixels(), 60.0f);
    EXPECT_EQ(Position2::from_components(40_px, 60_px), player);
    EXPECT_EQ(Position2::origin(), Position2{});

    Position2 moving = robot;
    moving += to_player;
    EXPECT_EQ(moving, player);
    moving -= to_player;
    EXPECT_EQ(moving, robot);
}

TEST(UnitsVector2, VectorSpaceOperations) {
    const Difference2 a = Difference2::from_pixels(1.0f, 2.0f);
    const Difference2 b = Difference2::from_pixels(3.0f, -4.0f);
    EXPECT_EQ(a + b, Difference2::from_pixels(4.0f, -2.0f));
    EXPECT_EQ(a - b, Difference2::from_pixels(-2.0f, 6.0f));
    EXPECT_EQ(-a, Difference2::from_pixels(-1.0f, -2.0f));
    EXPECT_EQ(a * 2.0f, Difference2::from_pixels(2.0f, 4.0f));
    EXPECT_EQ(2 * a, a * 2.0f);
    EXPECT_EQ(b / 2.0f, Difference2::from_pixels(1.5f, -2.0f));
    EXPECT_EQ(dot(a, b).value(), -5.0f);
    EXPECT_EQ(lerp(a, b, 0.5f), Difference2::from_pixels(2.0f, -1.0f));
    EXPECT_EQ(Difference2::from_components(1_px, 2_px), a);
    EXPECT_EQ(a.x(), 1_px);
    EXPECT_EQ(a.y(), 2_px);
    EXPECT_TRUE(Difference2{}.is_zero());
    EXPECT_FALSE(a.is_zero());
    EXPECT_EQ(Velocity2::from_pixels_per_second(3, 4).length(), Speed::from_pixels_per_second(5));
    EXPECT_EQ(Acceleration2::from_pixels_per_second_squared(3, 4).length(),
              Acceleration::from_pixels_per_second_squared(5));

    Difference2 c = a;
    c += b;
    c -= a;
    c *= 2.0f;
    c /= 4.0f;
    EXPECT_EQ(c, Difference2::from_pixels(1.5f, -2.0f));
}

// [SECTION] Angles and directions

TEST(UnitsAngle, DegreesAndRadians) {
    EXPECT_NEAR(Angle::from_degrees(180.0f).radians(), kPiF, 1e-6f);
    EXPECT_NEAR(Angle::from_radians(kPiF / 2).degrees(), 90.0f, 1e-4f);
    EXPECT_NEAR((90_deg).radians(), kPiF / 2, 1e-6f);
    EXPECT_EQ((1.5_rad).radians(), 1.5f);
    EXPECT_NEAR((720_deg).degrees(), 720.0f, 1e-3f); // relative angles do not wrap
    EXPECT_NEAR(AngularVelocity::from_degrees_per_second(180).radians_per_second(), kPiF, 1e-6f);
    EXPECT_NEAR((2_rad_per_s).degrees_per_second(), 114.59156f, 1e-3f);
    EXPECT_NEAR((360_deg_per_s2).radians_per_second_squared(), 2 * kPiF, 1e-5f);
    EXPECT_EQ((6_rad_per_s2).radians_per_second_squared(), 6.0f);
}

TEST(UnitsDirection2, FacingsOnScreenWithYDown) {
    const UnitVector2 right = Direction2::from_degrees(0).unit_vector();
    const UnitVector2 down = Direction2::from_degrees(90).unit_vector();
    const UnitVector2 up = Direction2::from_degrees(-90).unit_vector();
    EXPECT_NEAR(right.x, 1.0f, 1e-6f);
    EXPECT_NEAR(right.y, 0.0f, 1e-6f);
    EXPECT_NEAR(down.x, 0.0f, 1e-6f);
    EXPECT_NEAR(down.y, 1.0f, 1e-6f);
    EXPECT_NEAR(up.y, -1.0f, 1e-6f);
    EXPECT_EQ(Direction2::from_degrees(90).steps(), 1u << 30);
    EXPECT_EQ(Direction2::from_degrees(-90), Direction2::from_degrees(270));
}

TEST(UnitsDirection2, AddingAndSubtractingWrapTheShortWay) {
    const Direction2 aim = Direction2::from_degrees(350) + 20_deg;
    EXPECT_NEAR(static_cast<double>(static_cast<std::int32_t>(aim.steps() - Direction2::from_degrees(10).steps())), 0.0,
                200.0);
    EXPECT_NEAR((Direction2::from_degrees(10) - Direction2::from_degrees(350)).degrees(), 20.0f, 1e-4f);
    EXPECT_NEAR((Direction2::from_degrees(350) - Direction2::from_degrees(10)).degrees(), -20.0f, 1e-4f);
    EXPECT_EQ(Direction2::from_degrees(30) - 0_deg, Direction2::from_degrees(30));
    EXPECT_EQ(Direction2::from_degrees(0) - Direction2::from_degrees(0), Angle{});

    Direction2 turret = Direction2::from_degrees(0);
    turret += 90_deg;
    EXPECT_NEAR(turret.degrees(), 90.0f, 1e-4f);
    turret -= 180_deg;
    EXPECT_NEAR(turret.degrees(), -90.0f, 1e-4f);
}

TEST(UnitsDirection2, TimesAMagnitudeGivesTheVector) {
    const Direction2 down = Direction2::from_degrees(90);
    const Velocity2 falling = down * Speed::from_pixels_per_second(300.0f);
    EXPECT_NEAR(falling.x_pixels_per_second(), 0.0f, 1e-4f);
    EXPECT_NEAR(falling.y_pixels_per_second(), 300.0f, 1e-4f);
    const Difference2 step = Direction2::from_degrees(0) * 5_px;
    EXPECT_EQ(step, 5_px * Direction2::from_degrees(0));
    EXPECT_NEAR(step.x_pixels(), 5.0f, 1e-6f);
    const Acceleration2 thrust = Direction2::from_degrees(180) * Acceleration::from_pixels_per_second_squared(2.0f);
    EXPECT_NEAR(thrust.x_pixels_per_second_squared(), -2.0f, 1e-6f);
}

TEST(UnitsDirection2, DotWithAFacingProjects) {
    const Difference2 offset = Difference2::from_pixels(3.0f, 4.0f);
    EXPECT_NEAR(dot(offset, Direction2::from_degrees(0)).pixels(), 3.0f, 1e-5f);
    EXPECT_NEAR(dot(offset, Direction2::from_degrees(90)).pixels(), 4.0f, 1e-5f);
    EXPECT_NEAR(dot(offset, offset.direction()).pixels(), 5.0f, 1e-5f);
    EXPECT_NEAR(dot(Velocity2::from_pixels_per_second(0, -7), Direction2::from_degrees(-90)).pixels_per_second(), 7.0f,
                1e-5f);
    EXPECT_NEAR(dot(Acceleration2::from_pixels_per_second_squared(2, 0), Direction2::from_degrees(180))
                    .pixels_per_second_squared(),
                -2.0f, 1e-5f);
}

TEST(UnitsDirection2, FromVectorPointsAlongIt) {
    EXPECT_EQ(Direction2::from_vector(Difference2::from_pixels(0.0f, 5.0f)), Direction2::from_degrees(90));
    EXPECT_EQ(Velocity2::from_pixels_per_second(-3.0f, 0.0f).direction(), Direction2::from_degrees(180));
    EXPECT_NEAR(Difference2::from_pixels(1.0f, 1.0f).direction().degrees(), 45.0f, 1e-4f);
    EXPECT_NEAR(Acceleration2::from_pixels_per_second_squared(1.0f, -1.0f).direction().degrees(), -45.0f, 1e-4f);
}

TEST(UnitsDirection2, BadInputThrowsNamingTheArgument) {
    const auto message_of = [](auto&& action) -> std::string {
        try {
            action();
        } catch (const std::invalid_argument& error) {
            return error.what();
        }
        return "no exception";
    };
    EXPECT_EQ(message_of([] { (void)Direction2::from_vector(Difference2{}); }),
              "Direction2::from_vector: vector must not be zero (a zero vector has no direction)");
    EXPECT_EQ(message_of([] { (void)Direction2::from_vector(Difference2::from_pixels(std::nanf(""), 1.0f)); }),
              "Direction2::from_vector: vector.x must be a finite number, got NaN");
    EXPECT_EQ(message_of([] { (void)Direction2::from_radians(std::nan("")); }),
              "Direction2::from_radians: radians must be a finite number, got NaN");
    EXPECT_EQ(message_of([] { (void)Direction2::from_degrees(-INFINITY); }),
              "Direction2::from_degrees: degrees must be a finite number, got -infinity");
    EXPECT_EQ(message_of([] { (void)(Direction2{} + Angle::from_radians(INFINITY)); }),
              "Direction2 + Angle: turn must be a finite number, got +infinity");
    EXPECT_EQ(message_of([] { (void)lerp(Direction2{}, Direction2{}, std::nanf("")); }),
              "lerp(Direction2, Direction2, t): t must be a finite number, got NaN");
    EXPECT_THROW((void)Difference2{}.direction(), std::invalid_argument);
}

TEST(UnitsDirection2, LerpFollowsTheShorterArc) {
    const Direction2 a = Direction2::from_degrees(350);
    const Direction2 b = Direction2::from_degrees(10);
    EXPECT_EQ(lerp(a, b, 0.0f), a);
    EXPECT_EQ(lerp(a, b, 1.0f), b);
    EXPECT_NEAR(lerp(a, b, 0.5f).degrees(), 0.0f, 1e-4f);
    EXPECT_NEAR(lerp(b, a, 0.5f).degrees(), 0.0f, 1e-4f);
    // A half turn is ambiguous; the negative arc is taken (direction2.hpp).
    EXPECT_NEAR(lerp(Direction2::from_degrees(0), Direction2::from_degrees(180), 0.5f).degrees(), -90.0f, 1e-4f);
}

TEST(UnitsDirection2, TurnedTowardsTurnsTheShortWayByAtMostTheLimit) {
    const Direction2 right = Direction2::from_degrees(0);
    EXPECT_NEAR(right.turned_towards(Direction2::from_degrees(90), 30_deg).degrees(), 30.0f, 1e-4f);
    EXPECT_EQ(right.turned_towards(Direction2::from_degrees(90), 100_deg), Direction2::from_degrees(90));
    EXPECT_NEAR(Direction2::from_degrees(10).turned_towards(Direction2::from_degrees(350), 5_deg).degrees(), 5.0f,
                1e-4f);
    EXPECT_NEAR(right.turned_towards(Direction2::from_degrees(-90), -30_deg).degrees(), -30.0f,
                1e-4f); // the sign is ignored
    EXPECT_EQ(right.turned_towards(right, 0_deg), right);
    // A turret turning at 90°/s for a 16 ms frame:
    const Angle max_turn = 90_deg_per_s * 16_ms;
    EXPECT_NEAR(right.turned_towards(Direction2::from_degrees(180 - 1), max_turn).degrees(), 1.44f, 1e-4f);
    EXPECT_THROW((void)right.turned_towards(right, Angle::from_radians(std::nanf(""))), std::invalid_argument);
}

// [SECTION] Literals and printing

TEST(UnitsLiterals, EachSuffixMakesItsQuantity) {
    EXPECT_EQ(3_px, Length::from_pixels(3));
    EXPECT_EQ(2.5_px, Length::from_pixels(2.5f));
    EXPECT_EQ(120_px_per_s, Speed::from_pixels_per_second(120));
    EXPECT_EQ(1.5_px_per_s, Speed::from_pixels_per_second(1.5f));
    EXPECT_EQ(980_px_per_s2, Acceleration::from_pixels_per_second_squared(980));
    EXPECT_EQ(9.5_px_per_s2, Acceleration::from_pixels_per_second_squared(9.5f));
    EXPECT_EQ(2_s, TimeSpan::from_seconds(2));
    EXPECT_EQ(16.5_ms, TimeSpan::from_milliseconds(16.5));
    EXPECT_EQ(90_deg, Angle::from_degrees(90));
    EXPECT_EQ(45.5_deg, Angle::from_degrees(45.5f));
    EXPECT_EQ(1_rad, Angle::from_radians(1));
    EXPECT_EQ(2_rad_per_s, AngularVelocity::from_radians_per_second(2));
    EXPECT_EQ(0.5_rad_per_s, AngularVelocity::from_radians_per_second(0.5f));
    EXPECT_EQ(30_deg_per_s, AngularVelocity::from_degrees_per_second(30));
    EXPECT_EQ(7.5_deg_per_s, AngularVelocity::from_degrees_per_second(7.5f));
    EXPECT_EQ(6_rad_per_s2, AngularAcceleration::from_radians_per_second_squared(6));
    EXPECT_EQ(0.25_rad_per_s2, AngularAcceleration::from_radians_per_second_squared(0.25f));
    EXPECT_EQ(360_deg_per_s2, AngularAcceleration::from_degrees_per_second_squared(360));
    EXPECT_EQ(1.5_deg_per_s2, AngularAcceleration::from_degrees_per_second_squared(1.5f));
}

TEST(UnitsIo, EveryValuePrintsWithItsUnit) {
    std::ostringstream out;
    out << 3_px << "|" << Speed::from_pixels_per_second(2) << "|" << 0.5_s << "|"
        << Instant::from_seconds_since_start(1.5) << "|" << Position2::from_pixels(1, 2) << "|"
        << Direction2::from_degrees(90) << "|" << (2_px * 2_px);
    EXPECT_EQ(out.str(), "3 px|2 px/s|0.5 s|Instant(1.5 s since start)|Position2(1 px, 2 px)|Direction2(90 deg = "
                         "1073741824 steps)|4 (px)^2");
}

} // namespace
