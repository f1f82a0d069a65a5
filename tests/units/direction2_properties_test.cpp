// Direction2's wrapping properties, checked over many inputs under UBSan
// (-fsanitize=undefined,float-cast-overflow -fno-sanitize-recover=all, see CMakeLists.txt):
// any undefined float-to-integer conversion on the way would abort the test.
//
// Tolerances: converting in is exact to ±1 step (≈1.46e-9 rad) after reduction; converting
// out to float radians adds the float's rounding (half a float ulp at that angle) and, at
// the ±π ends, the pull to the float just inside (one ulp). `tolerance_in_steps` says so.

#include <engine/units.hpp>
#include <engine/units/io.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numbers>
#include <random>
#include <stdexcept>
#include <utility>
#include <vector>

namespace {

using engine::Angle;
using engine::Direction2;

constexpr double kPi = std::numbers::pi;
constexpr int kSamples = 20000;

/// The signed number of steps from `b` to `a` (shortest way round).
std::int64_t steps_between(Direction2 a, Direction2 b) {
    return static_cast<std::int32_t>(a.steps() - b.steps());
}

/// One float ulp at `radians`, in steps.
double float_ulp_in_steps(double radians) {
    const auto value = static_cast<float>(std::abs(radians));
    const float next = std::nextafter(value, std::numeric_limits<float>::infinity());
    return static_cast<double>(next - value) / Direction2::kRadiansPerStep;
}

/// 1 step for the rounding to steps, plus one float ulp for the float on the other side.
double tolerance_in_steps(double radians) {
    return 1.0 + float_ulp_in_steps(radians);
}

std::vector<double> sample_radians(double low, double high, std::uint32_t seed) {
    std::mt19937_64 random(seed);
    std::uniform_real_distribution<double> angle(low, high);
    std::vector<double> samples(kSamples);
    for (auto& sample : samples) {
        sample = angle(random);
    }
    return samples;
}

std::vector<std::uint32_t> sample_steps(std::uint32_t seed) {
    std::mt19937 random(seed);
    std::vector<std::uint32_t> samples(kSamples);
    for (auto& sample : samples) {
        sample = static_cast<std::uint32_t>(random());
    }
    // The edges of the int32 reading of a difference, and the half turn.
    samples.insert(samples.end(), {0u, 1u, 0x7fffffffu, 0x80000000u, 0x80000001u, 0xffffffffu});
    return samples;
}

TEST(Direction2Properties, TheSanitizerIsActiveInThisTest) {
    // The conversion Direction2 is built to avoid: a float outside uint32's range. If UBSan
    // were not compiled in, this would not die and the other tests here would prove less.
    EXPECT_DEATH(
        {
            volatile float huge = 1e20f;
            volatile auto converted = static_cast<std::uint32_t>(huge);
            (void)converted;
        },
        "outside the range of representable values");
}

TEST(Direction2Properties, AddingAFullTurnChangesNothing) {
    for (const double radians : sample_radians(-10.0, 10.0, 1)) {
        const auto once = Direction2::from_radians(radians);
        EXPECT_LE(std::abs(steps_between(Direction2::from_radians(radians + 2 * kPi), once)), 1) << radians;
        EXPECT_LE(std::abs(steps_between(Direction2::from_radians(radians - 6 * kPi), once)), 1) << radians;
    }
    for (const double sample : sample_radians(-1e6, 1e6, 2)) {
        // Reduction modulo 360 is exact, so whole turns in degrees vanish completely — when
        // `degrees + 360` is itself exact, which a multiple of 2^-20 below 2^20 guarantees.
        const double degrees = std::round(sample * 1048576.0) / 1048576.0;
        EXPECT_EQ(Direction2::from_degrees(degrees + 360.0), Direction2::from_degrees(degrees)) << degrees;
        EXPECT_EQ(Direction2::from_degrees(degrees - 720.0), Direction2::from_degrees(degrees)) << degrees;
    }
    // Through a float Angle the turn itself is rounded (2π as a float is 1.7e-7 rad off).
    const Angle full_turn = Angle::from_radians(static_cast<float>(2 * kPi));
    for (const std::uint32_t steps : sample_steps(3)) {
        const auto facing = Direction2::from_steps(steps);
        EXPECT_LE(std::abs(steps_between(facing + full_turn, facing)), tolerance_in_steps(2 * kPi)) << steps;
    }
}

TEST(Direction2Properties, DifferencesLieInMinusPiToPi) {
    std::mt19937 random(4);
    const auto steps = sample_steps(5);
    for (const std::uint32_t a : steps) {
        const std::uint32_t b = static_cast<std::uint32_t>(random());
        for (const auto& [from, to] :
             {std::pair{a, b}, std::pair{a, a + 0x80000000u}, std::pair{a, a + 0x7fffffffu}, std::pair{a, a}}) {
            const Angle difference = Direction2::from_steps(from) - Direction2::from_steps(to);
            EXPECT_GE(static_cast<double>(difference.radians()), -kPi) << from << " - " << to;
            EXPECT_LT(static_cast<double>(difference.radians()), kPi) << from << " - " << to;
            // And it is the shortest turn: adding it to `to` gives `from` back.
            EXPECT_LE(std::abs(steps_between(Direction2::from_steps(to) + difference, Direction2::from_steps(from))),
                      tolerance_in_steps(difference.radians()))
                << from << " - " << to;
        }
    }
    // A half turn is -π (the lower end is included, the upper one is not).
    EXPECT_LT((Direction2::from_degrees(180) - Direction2::from_degrees(0)).radians(), 0.0f);
    EXPECT_LT((Direction2::from_degrees(0) - Direction2::from_degrees(180)).radians(), 0.0f);
}

TEST(Direction2Properties, NegativeAndHugeInputsGiveValidFacings) {
    const std::vector<double> inputs{-0.0,
                                     0.0,
                                     -1.0,
                                     -1e-300,
                                     std::numeric_limits<double>::denorm_min(),
                                     1e10,
                                     -1e10,
                                     1e300,
                                     -1e300,
                                     std::numeric_limits<double>::max(),
                                     std::numeric_limits<double>::lowest(),
                                     static_cast<double>(std::numeric_limits<float>::max()),
                                     4294967296.0,
                                     -2147483648.5};
    for (const double input : inputs) {
        const auto from_radians = Direction2::from_radians(input);
        const auto from_degrees = Direction2::from_degrees(input);
        EXPECT_GT(static_cast<double>(from_radians.radians()), -kPi) << input;
        EXPECT_LT(static_cast<double>(from_radians.radians()), kPi) << input;
        EXPECT_GE(from_degrees.degrees(), -180.0f) << input;
        EXPECT_LE(from_degrees.degrees(), 180.0f) << input;
        // Huge turns through a float Angle and a huge interpolation fraction, too (as large
        // as a float goes; beyond it the float is infinite, an error tested below).
        const double float_max = std::numeric_limits<float>::max();
        const auto as_float = static_cast<float>(std::clamp(input, -float_max, float_max));
        const auto turned = Direction2{} + Angle::from_radians(as_float);
        EXPECT_LT(std::abs(static_cast<double>(turned.radians())), kPi) << input;
        const auto interpolated = lerp(Direction2{}, Direction2::from_degrees(90), as_float);
        EXPECT_LT(std::abs(static_cast<double>(interpolated.radians())), kPi) << input;
    }
    // Negative angles are the same facings as their positive counterparts.
    EXPECT_EQ(Direction2::from_degrees(-90), Direction2::from_degrees(270));
    EXPECT_EQ(Direction2::from_degrees(-720 - 45), Direction2::from_degrees(315));
    // Huge degrees keep their exact remainder: 2^40 turns plus 45°.
    EXPECT_EQ(Direction2::from_degrees(360.0 * 1099511627776.0 + 45.0), Direction2::from_degrees(45));
    // Non-finite input is an error, never a facing.
    for (const double bad : {std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity(),
                             -std::numeric_limits<double>::infinity()}) {
        EXPECT_THROW((void)Direction2::from_radians(bad), std::invalid_argument);
        EXPECT_THROW((void)Direction2::from_degrees(bad), std::invalid_argument);
        EXPECT_THROW((void)(Direction2{} + Angle::from_radians(static_cast<float>(bad))), std::invalid_argument);
        EXPECT_THROW((void)lerp(Direction2{}, Direction2{}, static_cast<float>(bad)), std::invalid_argument);
    }
}

TEST(Direction2Properties, RoundTripsWithinOneStepPlusFloatRounding) {
    for (const double radians : sample_radians(-kPi, kPi, 6)) {
        const auto facing = Direction2::from_radians(radians);
        const double back = facing.radians();
        EXPECT_LE(std::abs(back - radians) / Direction2::kRadiansPerStep, tolerance_in_steps(radians)) << radians;
    }
    for (const std::uint32_t steps : sample_steps(7)) {
        const auto facing = Direction2::from_steps(steps);
        EXPECT_LE(std::abs(steps_between(Direction2::from_radians(facing.radians()), facing)),
                  tolerance_in_steps(facing.radians()))
            << steps;
        // Degrees are exact in double on the way in; the float on the way out rounds.
        const double degrees_ulp_steps = float_ulp_in_steps(facing.degrees() * kPi / 180.0);
        EXPECT_LE(std::abs(steps_between(Direction2::from_degrees(facing.degrees()), facing)), 1.0 + degrees_ulp_steps)
            << steps;
    }
    for (const double degrees : sample_radians(-180.0, 180.0, 8)) {
        EXPECT_NEAR(Direction2::from_degrees(degrees).degrees(), degrees, 1e-4) << degrees;
    }
}

TEST(Direction2Properties, TurningByAnAngleMatchesTheExactStepCount) {
    std::mt19937 random(9);
    for (const double radians : sample_radians(-100.0, 100.0, 10)) {
        const auto angle = Angle::from_radians(static_cast<float>(radians));
        const auto start = Direction2::from_steps(static_cast<std::uint32_t>(random()));
        // The reference: the float angle's exact value, reduced and rounded in long double.
        const long double turns = static_cast<long double>(angle.radians()) / (2.0L * std::numbers::pi_v<long double>);
        const long double fraction = turns - std::round(turns);
        const auto expected_steps = static_cast<std::int64_t>(std::llround(fraction * 4294967296.0L));
        const auto expected = Direction2::from_steps(start.steps() + static_cast<std::uint32_t>(expected_steps));
        EXPECT_LE(std::abs(steps_between(start + angle, expected)), 1) << radians;
    }
}

TEST(Direction2Properties, LerpStaysOnTheShorterArc) {
    std::mt19937 random(11);
    std::uniform_real_distribution<float> fraction(0.0f, 1.0f);
    for (const std::uint32_t a_steps : sample_steps(12)) {
        const auto a = Direction2::from_steps(a_steps);
        const auto b = Direction2::from_steps(static_cast<std::uint32_t>(random()));
        const float t = fraction(random);
        const auto between = lerp(a, b, t);
        const std::int64_t arc = steps_between(b, a);
        const std::int64_t travelled = steps_between(between, a);
        // Same side as the arc, never past its end, and t of the way along (±1 step).
        EXPECT_LE(std::abs(travelled), std::abs(arc)) << a_steps;
        EXPECT_LE(std::abs(static_cast<double>(travelled) - static_cast<double>(arc) * t), 1.0) << a_steps;
        EXPECT_EQ(lerp(a, b, 0.0f), a);
        EXPECT_EQ(lerp(a, b, 1.0f), b);
    }
}

TEST(Direction2Properties, TurnedTowardsNeverOvershoots) {
    std::mt19937 random(13);
    std::uniform_real_distribution<double> limit_radians(0.0, 4.0);
    for (const std::uint32_t from_steps : sample_steps(14)) {
        const auto from = Direction2::from_steps(from_steps);
        const auto target = Direction2::from_steps(static_cast<std::uint32_t>(random()));
        const auto limit = Angle::from_radians(static_cast<float>(limit_radians(random)));
        const auto turned = from.turned_towards(target, limit);
        const std::int64_t arc = steps_between(target, from);
        const std::int64_t travelled = steps_between(turned, from);
        const double limit_steps = limit.radians() / Direction2::kRadiansPerStep;
        // The same way round as the shortest arc, never past the target, and as far as allowed.
        EXPECT_TRUE(travelled == 0 || (travelled < 0) == (arc < 0)) << from_steps;
        EXPECT_LE(std::abs(travelled), std::abs(arc)) << from_steps;
        EXPECT_LE(std::abs(static_cast<double>(std::abs(travelled)) -
                           std::min(static_cast<double>(std::abs(arc)), limit_steps)),
                  1.0)
            << from_steps;
    }
}

} // namespace
