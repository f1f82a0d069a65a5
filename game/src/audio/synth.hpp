#pragma once
/// A tiny sound synthesiser: a sound effect as a few layers of swept tones and noise, each
/// shaped by an attack-decay envelope, rendered once into a buffer of mono samples.
///
/// What it is for: the game's effects (lasers, shots, hits, explosions, jingles) are made in
/// code at start-up, so the game ships no audio files and every sample is the same on every
/// machine. `render` is a pure function: the same `Recipe` and sample rate give the same
/// samples, bit for bit (noise comes from a seeded xorshift generator, not from `rand`).
///
/// Important parts:
/// - `Tone`: one layer — a waveform whose frequency slides from `start_hz` to `end_hz`
///   (exponentially, as pitch is heard), optional vibrato, a share of noise, and an envelope
///   (a linear attack, then a decay `(1 - t)^decay_power`);
/// - `Recipe`: layers, each starting after its own `delay` (a jingle is notes in a row);
/// - `render` sums the layers and scales the sum so its peak is exactly `peak` (0.9 by
///   default): no effect can clip, and all effects are equally loud before the mixer's gains.
///
///     game::audio::Recipe zap{{ {.wave = game::audio::Wave::Square, .start_hz = 1800, .end_hz = 200,
///                                .seconds = 0.25f} }};
///     std::vector<float> samples = game::audio::render(zap, 48000);
///
/// Source: the idea of sfxr — Tomas Pettersson (DrPetter), "sfxr"
/// (https://www.drpetter.se/project_sfxr.html): game sound effects from a handful of
/// parameters (a waveform, a frequency slide, an envelope, noise); the noise generator is
/// George Marsaglia's "Xorshift RNGs" (Journal of Statistical Software, 2003,
/// https://www.jstatsoft.org/article/view/v008i14).

#include <cstdint>
#include <vector>

namespace game::audio {

/// The shape of one oscillator period.
enum class Wave : std::uint8_t {
    Sine,      ///< pure and soft: chimes, charge-ups
    Square,    ///< hollow and bright: blips, shots
    Saw,       ///< buzzy: hurt, alarms
    Triangle,  ///< between sine and square: bass thuds
};

/// One layer of a sound (see the file comment). Frequencies in Hz, times in seconds.
struct Tone {
    Wave wave = Wave::Sine;
    float start_hz = 440.0f;       ///< pitch at the start
    float end_hz = 440.0f;         ///< pitch at the end (exponential slide)
    float seconds = 0.1f;          ///< length of the layer
    float delay = 0.0f;            ///< silence before the layer starts
    float attack = 0.005f;         ///< seconds to full loudness (clicks without it)
    float decay_power = 1.0f;      ///< 1: linear fade; higher: a sharper, percussive fade
    float volume = 1.0f;           ///< the layer's share of the sum
    float noise = 0.0f;            ///< 0: pure tone .. 1: pure noise
    float vibrato_hz = 0.0f;       ///< pitch wobble rate
    float vibrato_depth = 0.0f;    ///< pitch wobble as a fraction of the pitch (0.05 = 5 %)
};

/// A whole sound effect: its layers, summed.
struct Recipe {
    std::vector<Tone> layers;
    std::uint32_t noise_seed = 0x9E37'79B9u;  ///< the noise's seed (any non-zero value)
};

/// The largest sample `render` produces, unless asked otherwise.
inline constexpr float kDefaultPeak = 0.9f;

/// Renders `recipe` at `sample_rate` Hz into mono samples whose largest magnitude is `peak`
/// (a silent recipe stays silent). Throws std::invalid_argument for a sample rate below
/// 8000 Hz, a peak outside (0, 1], or a layer with a negative or non-finite time or pitch.
std::vector<float> render(const Recipe& recipe, int sample_rate, float peak = kDefaultPeak);

} // namespace game::audio
