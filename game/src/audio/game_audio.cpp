#include "audio/game_audio.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <exception>
#include <utility>

namespace game::audio {

GameAudio::GameAudio(std::filesystem::path settings_path, bool start_muted)
    : settings_path_{std::move(settings_path)}, bank_{kDeviceRate}, mixer_{bank_}, device_{mixer_} {
    SoundSettingsFile file = load_sound_settings(settings_path_);
    for (const std::string& warning : file.warnings) {
        spdlog::warn("{}", warning);
    }
    settings_ = file.settings;
    const auto held = device_.lock();
    mixer_.set_volume(settings_.volume);
    mixer_.set_muted(settings_.muted || start_muted);
    if (start_muted) {
        settings_.muted = true;  // shown as muted; the file is left as it was
    }
}

void GameAudio::hear(std::span<const GameEvent> events, engine::Position2 listener, double now_seconds) {
    if (events.empty() || !device_.is_open()) {
        return;
    }
    const auto held = device_.lock();
    for (const GameEvent& event : events) {
        if (const std::optional<Cue> cue = cue_for(event)) {
            play_cue(*cue, listener, now_seconds);
        }
    }
}

void GameAudio::hear_scans(std::span<const Beam> beams, engine::Position2 listener, double now_seconds) {
    if (!device_.is_open()) {
        return;
    }
    const std::optional<Cue> cue = scan_cue(beams, listener, hearing_);
    if (!cue) {
        return;
    }
    const auto held = device_.lock();
    play_cue(*cue, listener, now_seconds);
}

void GameAudio::play_cue(const Cue& cue, engine::Position2 listener, double now_seconds) {
    if (!limiter_.allow(cue.sound, now_seconds)) {
        return;
    }
    Placement placement = place(listener, cue.at, hearing_);
    placement.gain *= cue.loudness;
    mixer_.play(cue.sound, placement);
}

void GameAudio::toggle_mute() {
    settings_.muted = !settings_.muted;
    apply_and_save();
}

void GameAudio::change_volume(float delta) {
    settings_.volume = std::clamp(settings_.volume + delta, 0.0f, 1.0f);
    apply_and_save();
}

void GameAudio::apply_and_save() {
    {
        const auto held = device_.lock();
        mixer_.set_volume(settings_.volume);
        mixer_.set_muted(settings_.muted);
    }
    spdlog::info("sound: volume {:.0f} %{}", settings_.volume * 100.0f, settings_.muted ? ", muted" : "");
    try {
        save_sound_settings(settings_path_, settings_);
    } catch (const std::exception& error) {
        // The change holds for this run; only remembering it failed.
        spdlog::warn("could not save the sound settings: {}", error.what());
    }
}

} // namespace game::audio
