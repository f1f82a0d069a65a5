#include "audio/audio_device.hpp"

#include <spdlog/spdlog.h>

#include <span>

namespace game::audio {
namespace {

/// Frames per buffer: about 11 ms at 48 kHz, short enough that a shot is heard with its flash.
constexpr Uint16 kBufferFrames = 512;

} // namespace

AudioDevice::AudioDevice(Mixer& mixer) {
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        spdlog::warn("no sound: SDL audio did not start ({}); the game runs silent", SDL_GetError());
        return;
    }
    subsystem_started_ = true;
    SDL_AudioSpec wanted{};
    wanted.freq = kDeviceRate;
    wanted.format = AUDIO_F32SYS;
    wanted.channels = 2;
    wanted.samples = kBufferFrames;
    wanted.callback = &AudioDevice::callback;
    wanted.userdata = &mixer;
    SDL_AudioSpec obtained{};
    // No allowed changes: SDL converts to the hardware's format, so the mixer's format holds.
    device_ = SDL_OpenAudioDevice(nullptr, 0, &wanted, &obtained, 0);
    if (device_ == 0) {
        spdlog::warn("no sound: no audio device could be opened ({}); the game runs silent", SDL_GetError());
        return;
    }
    spdlog::info("sound: {} output, {} Hz stereo", SDL_GetCurrentAudioDriver(), obtained.freq);
    SDL_PauseAudioDevice(device_, 0);
}

AudioDevice::~AudioDevice() {
    if (device_ != 0) {
        SDL_CloseAudioDevice(device_);
    }
    if (subsystem_started_) {
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
}

void AudioDevice::callback(void* mixer, Uint8* stream, int bytes) {
    // SDL's audio thread: fill the whole buffer, every time (SDL does not clear it first).
    const std::span<float> samples(reinterpret_cast<float*>(stream), static_cast<std::size_t>(bytes) / sizeof(float));
    static_cast<Mixer*>(mixer)->mix(samples);
}

} // namespace game::audio
