#pragma once
/// The mixer: a fixed set of voices, each playing one sound of the `SoundBank` at its own gain
/// and pan, summed into interleaved stereo float samples — what the audio device asks for.
///
/// What it is for: the audio callback calls `mix` for every buffer the device needs; the game
/// calls `play` when something happens. The mixer itself knows no threads and no SDL: the
/// device wrapper (audio_device.hpp) locks around it, and the tests call it directly.
///
/// Important parts:
/// - `kVoices` voices, no allocation after construction (the audio callback must never wait
///   for the heap); when all are busy, a new sound takes the voice closest to its end;
/// - the master volume multiplies everything; muted, `mix` writes silence but voices still
///   advance, so unmuting does not replay a stale backlog of sounds;
/// - a limiter keeps the sum below full scale under any load: when many loud voices meet, the
///   gain drops at once to just what keeps the loudest sample at `kCeiling`, and recovers
///   smoothly over `kLimiterReleaseSeconds` — a dip in loudness, never the harsh edges of a
///   clipped wave. One sound (its peak is `kDefaultPeak`, below the ceiling) never moves the
///   gain, so a sound alone plays exactly as loud as it was made.
///
///     game::audio::SoundBank bank(48000);
///     game::audio::Mixer mixer(bank);
///     mixer.play(game::audio::SoundId::LaserFire, {.gain = 0.8f, .pan = -0.5f});
///     std::vector<float> buffer(2 * 512);
///     mixer.mix(buffer);
///
/// Source: the voice-pool mixer of small game engines — e.g. the SDL wiki's "SDL_AudioSpec"
/// callback model (https://wiki.libsdl.org/SDL2/SDL_AudioSpec): the device pulls buffers,
/// the program fills them from whatever is playing.

#include "audio/placement.hpp"
#include "audio/sound_bank.hpp"

#include <array>
#include <cstddef>
#include <span>

namespace game::audio {

/// Sounds that can play at once.
inline constexpr std::size_t kVoices = 24;

/// The loudest sample the mixer writes: a little below full scale, above any one sound's peak.
inline constexpr float kCeiling = 0.95f;
/// How long the limiter's gain takes to come back (by about 63%) after a loud moment passes.
inline constexpr float kLimiterReleaseSeconds = 0.15f;

/// Mixes sounds into stereo (see the file comment).
class Mixer {
public:
    /// A mixer playing from `bank` (which must outlive it).
    explicit Mixer(const SoundBank& bank) noexcept;

    /// Starts `id` at `placement` (gain 0..1, pan -1..1). A silent placement plays nothing.
    void play(SoundId id, Placement placement) noexcept;
    /// Fills `stereo` (left, right, left, right, ...) with the next samples of every voice.
    void mix(std::span<float> stereo) noexcept;

    /// The master volume, 0..1 (clamped).
    void set_volume(float volume) noexcept;
    float volume() const noexcept { return volume_; }
    /// Muted: silence out, voices still advance.
    void set_muted(bool muted) noexcept { muted_ = muted; }
    bool muted() const noexcept { return muted_; }
    /// Voices playing now.
    int voices_playing() const noexcept;
    /// The limiter's gain now: 1 unless a loud moment was turned down (and is recovering).
    float limiter_gain() const noexcept { return limiter_gain_; }

private:
    struct Voice {
        std::span<const float> samples;  ///< empty: a free voice
        std::size_t next = 0;            ///< the next sample to play
        EarGains ears;
    };

    Voice& free_voice() noexcept;

    const SoundBank* bank_;
    std::array<Voice, kVoices> voices_{};
    float volume_ = 1.0f;
    bool muted_ = false;
    float limiter_gain_ = 1.0f;   ///< 0..1, applied after the master volume
    float release_step_ = 0.0f;   ///< per frame: the share of the way back to 1 the gain goes
};

} // namespace game::audio
