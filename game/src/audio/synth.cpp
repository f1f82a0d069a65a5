#include "audio/synth.hpp"

#include <engine/units/math.hpp>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <stdexcept>
#include <string>

namespace game::audio {
namespace {

constexpr int kMinSampleRate = 8000;

/// Marsaglia's xorshift32: a tiny generator whose sequence is the same everywhere.
class Noise {
public:
    explicit Noise(std::uint32_t seed) : state_{seed == 0 ? 1u : seed} {}
    /// The next value, uniform in [-1, 1).
    float next() {
        state_ ^= state_ << 13;
        state_ ^= state_ >> 17;
        state_ ^= state_ << 5;
        return static_cast<float>(state_ >> 8) / static_cast<float>(1u << 23) - 1.0f;
    }

private:
    std::uint32_t state_;
};

/// The oscillator's value at `phase` (in periods, 0..1).
float oscillate(Wave wave, double phase) {
    const auto p = static_cast<float>(phase - std::floor(phase));
    switch (wave) {
    case Wave::Sine: return std::sin(2.0f * std::numbers::pi_v<float> * p);
    case Wave::Square: return p < 0.5f ? 1.0f : -1.0f;
    case Wave::Saw: return 2.0f * p - 1.0f;
    case Wave::Triangle: return p < 0.5f ? 4.0f * p - 1.0f : 3.0f - 4.0f * p;
    }
    return 0.0f;
}

/// 0..1: the envelope at `t` seconds into a layer of `tone.seconds`.
float envelope(const Tone& tone, float t) {
    if (t < tone.attack) {
        return t / tone.attack;
    }
    const float left = 1.0f - t / tone.seconds;
    return std::pow(std::max(left, 0.0f), tone.decay_power);
}

bool usable(float value) { return engine::is_finite(value) && value >= 0.0f; }

void check(const Tone& tone) {
    const bool ok = usable(tone.start_hz) && usable(tone.end_hz) && tone.start_hz > 0.0f && tone.end_hz > 0.0f &&
                    usable(tone.seconds) && usable(tone.delay) && usable(tone.attack) && usable(tone.decay_power) &&
                    usable(tone.volume) && usable(tone.noise) && tone.noise <= 1.0f && usable(tone.vibrato_hz) &&
                    usable(tone.vibrato_depth);
    if (!ok) {
        throw std::invalid_argument("audio::render: a layer has a negative, zero or non-finite pitch, time or share");
    }
}

/// Adds one layer into `out` (already long enough).
void add_layer(const Tone& tone, int sample_rate, Noise& noise, std::vector<float>& out) {
    const auto first = static_cast<std::size_t>(std::lround(tone.delay * static_cast<float>(sample_rate)));
    const auto count = static_cast<std::size_t>(std::lround(tone.seconds * static_cast<float>(sample_rate)));
    const double ratio = static_cast<double>(tone.end_hz) / tone.start_hz;
    double phase = 0.0;
    for (std::size_t i = 0; i < count; ++i) {
        const float t = static_cast<float>(i) / static_cast<float>(sample_rate);
        const double progress = static_cast<double>(i) / static_cast<double>(count);
        // An exponential slide: equal times give equal musical intervals.
        double hz = tone.start_hz * std::pow(ratio, progress);
        hz *= 1.0 + tone.vibrato_depth * std::sin(2.0 * std::numbers::pi * tone.vibrato_hz * t);
        phase += hz / sample_rate;
        const float wave = oscillate(tone.wave, phase);
        const float value = wave * (1.0f - tone.noise) + noise.next() * tone.noise;
        out[first + i] += value * envelope(tone, t) * tone.volume;
    }
}

} // namespace

std::vector<float> render(const Recipe& recipe, int sample_rate, float peak) {
    if (sample_rate < kMinSampleRate) {
        throw std::invalid_argument("audio::render: sample rate must be at least " + std::to_string(kMinSampleRate) +
                                    " Hz, got " + std::to_string(sample_rate));
    }
    if (!(peak > 0.0f && peak <= 1.0f)) {
        throw std::invalid_argument("audio::render: peak must be in (0, 1]");
    }
    float seconds = 0.0f;
    for (const Tone& tone : recipe.layers) {
        check(tone);
        seconds = std::max(seconds, tone.delay + tone.seconds);
    }
    std::vector<float> out(static_cast<std::size_t>(std::lround(seconds * static_cast<float>(sample_rate))) + 1, 0.0f);
    Noise noise(recipe.noise_seed);
    for (const Tone& tone : recipe.layers) {
        add_layer(tone, sample_rate, noise, out);
    }
    // Normalise: the loudest sample becomes `peak`, so nothing clips.
    float loudest = 0.0f;
    for (const float sample : out) {
        loudest = std::max(loudest, std::abs(sample));
    }
    if (loudest > 0.0f) {
        const float gain = peak / loudest;
        for (float& sample : out) {
            sample *= gain;
        }
    }
    return out;
}

} // namespace game::audio
