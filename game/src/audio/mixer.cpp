#include "audio/mixer.hpp"

#include <engine/units/math.hpp>

#include <algorithm>
#include <cmath>

namespace game::audio {

Mixer::Mixer(const SoundBank& bank) noexcept
    : bank_{&bank},
      // A one-pole return toward 1: after kLimiterReleaseSeconds the gain has come 63% of the way.
      release_step_{1.0f - std::exp(-1.0f / (kLimiterReleaseSeconds * static_cast<float>(bank.sample_rate())))} {}

void Mixer::play(SoundId id, Placement placement) noexcept {
    const float gain = std::clamp(placement.gain, 0.0f, 1.0f);
    if (!(gain > 0.0f)) {
        return;  // too far to hear (or NaN): keep the voices for sounds that are heard
    }
    Voice& voice = free_voice();
    voice.samples = bank_->samples(id);
    voice.next = 0;
    const EarGains ears = ear_gains(placement.pan);
    voice.ears = {ears.left * gain, ears.right * gain};
}

Mixer::Voice& Mixer::free_voice() noexcept {
    // A free voice, or else the one nearest its end: cutting the tail of an old sound is
    // heard less than dropping a new one.
    Voice* best = &voices_[0];
    std::size_t best_left = static_cast<std::size_t>(-1);
    for (Voice& voice : voices_) {
        if (voice.samples.empty()) {
            return voice;
        }
        const std::size_t left = voice.samples.size() - voice.next;
        if (left < best_left) {
            best_left = left;
            best = &voice;
        }
    }
    return *best;
}

void Mixer::mix(std::span<float> stereo) noexcept {
    std::fill(stereo.begin(), stereo.end(), 0.0f);
    const std::size_t frames = stereo.size() / 2;
    for (Voice& voice : voices_) {
        if (voice.samples.empty()) {
            continue;
        }
        const std::size_t count = std::min(frames, voice.samples.size() - voice.next);
        for (std::size_t i = 0; i < count; ++i) {
            const float sample = voice.samples[voice.next + i];
            stereo[2 * i] += sample * voice.ears.left;
            stereo[2 * i + 1] += sample * voice.ears.right;
        }
        voice.next += count;
        if (voice.next >= voice.samples.size()) {
            voice = Voice{};
        }
    }
    const float master = muted_ ? 0.0f : volume_;
    for (std::size_t i = 0; i < frames; ++i) {
        float& left = stereo[2 * i];
        float& right = stereo[2 * i + 1];
        left *= master;
        right *= master;
        // The gain this frame needs so that neither ear passes the ceiling; the limiter takes
        // it at once (no sample ever passes) and otherwise eases back toward 1, so the level
        // neither clips nor pumps on every wave.
        const float loudest = std::max(std::abs(left), std::abs(right));
        float gain = limiter_gain_ + (1.0f - limiter_gain_) * release_step_;
        if (gain > 1.0f - 1e-3f) {
            // Back to exactly 1 (0.01 dB is not heard), so a sound alone is bit for bit as it was
            // made; nearer 1 a float step of the release would round away and the gain stall.
            gain = 1.0f;
        }
        if (loudest * gain > kCeiling) {
            gain = kCeiling / loudest;
        }
        limiter_gain_ = gain;
        // The clamp only catches the last bit of rounding in kCeiling / loudest.
        left = std::clamp(left * gain, -kCeiling, kCeiling);
        right = std::clamp(right * gain, -kCeiling, kCeiling);
    }
}

void Mixer::set_volume(float volume) noexcept {
    volume_ = engine::is_finite(volume) ? std::clamp(volume, 0.0f, 1.0f) : 1.0f;
}

int Mixer::voices_playing() const noexcept {
    return static_cast<int>(std::count_if(voices_.begin(), voices_.end(), [](const Voice& v) { return !v.samples.empty(); }));
}

} // namespace game::audio
