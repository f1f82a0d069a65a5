#pragma once
/// The sound card, through SDL2's own audio: opens the default output as 48 kHz stereo float
/// and lets SDL's audio thread pull samples from a `Mixer`.
///
/// What it is for: the only file that talks to SDL audio. Everything it plays comes from the
/// mixer (mixer.hpp), which knows nothing about devices; so the game has sound where there is
/// a device and silence — one log line, no error — where there is none (a server, a CI
/// machine, a container).
///
/// Important parts:
/// - SDL calls `callback` on its own thread whenever the device needs a buffer; the game
///   thread changes the mixer only inside `lock()` (SDL_LockAudioDevice), so the two never
///   touch the voices at once;
/// - the format is fixed (48000 Hz, 2 channels, 32-bit float) and SDL converts to whatever the
///   hardware wants: the sound bank is rendered once, at that rate;
/// - `SDL_AUDIODRIVER=disk` with `SDL_DISKAUDIOFILE=out.raw` makes SDL write the samples to a
///   file instead of a speaker — how the tests listen.
///
///     game::audio::SoundBank bank(game::audio::kDeviceRate);
///     game::audio::Mixer mixer(bank);
///     game::audio::AudioDevice device(mixer);           // silent if there is no device
///     { auto held = device.lock(); mixer.play(game::audio::SoundId::LevelClear, {}); }
///
/// Source: SDL2's audio API — "SDL_OpenAudioDevice" and "SDL_LockAudioDevice", SDL wiki
/// (https://wiki.libsdl.org/SDL2/SDL_OpenAudioDevice, https://wiki.libsdl.org/SDL2/SDL_LockAudioDevice).

#include "audio/mixer.hpp"

#include <SDL.h>

namespace game::audio {

/// The rate the device is opened at (and the sound bank rendered at).
inline constexpr int kDeviceRate = 48000;

/// An open (or absent) audio output playing `mixer` (see the file comment).
class AudioDevice {
public:
    /// Opens the default output and starts pulling from `mixer` (which must outlive this).
    /// Without a device it logs one line and stays closed; it never throws for that.
    explicit AudioDevice(Mixer& mixer);
    ~AudioDevice();
    AudioDevice(const AudioDevice&) = delete;
    AudioDevice& operator=(const AudioDevice&) = delete;

    /// True when sound goes out.
    bool is_open() const noexcept { return device_ != 0; }

    /// Holds off the audio thread while it lives (a no-op without a device).
    class Lock {
    public:
        explicit Lock(SDL_AudioDeviceID device) noexcept : device_{device} {
            if (device_ != 0) {
                SDL_LockAudioDevice(device_);
            }
        }
        ~Lock() {
            if (device_ != 0) {
                SDL_UnlockAudioDevice(device_);
            }
        }
        Lock(const Lock&) = delete;
        Lock& operator=(const Lock&) = delete;

    private:
        SDL_AudioDeviceID device_;
    };
    /// Lock before changing the mixer from the game thread.
    Lock lock() const noexcept { return Lock(device_); }

private:
    static void callback(void* mixer, Uint8* stream, int bytes);

    SDL_AudioDeviceID device_ = 0;
    bool subsystem_started_ = false;
};

} // namespace game::audio
