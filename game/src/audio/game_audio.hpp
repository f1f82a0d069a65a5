#pragma once
/// The game's sound, whole: the sound bank, the mixer, the device, and the player's volume and
/// mute — fed with the world's events after every step.
///
/// What it is for: the window owns one `GameAudio`; after each simulation step it calls
/// `hear(world.events(), player position, world time)`, and the M, minus and plus keys call
/// `toggle_mute` and `change_volume`. Headless runs never make one, so they never open audio.
///
/// Important parts:
/// - each event becomes a cue (sound_cues.hpp), placed relative to the player (placement.hpp)
///   and started on the mixer under the device's lock;
/// - the settings file (sound_settings.hpp) is read at start and written when the player
///   changes volume or mute; `--mute` silences one run without changing the file;
/// - nothing here writes to the world: the game plays the same with or without sound.
///
///     game::audio::GameAudio audio(settings_folder / "sound.json", /*start_muted=*/false);
///     world.step(input);
///     audio.hear(world.events(), world.player().position, world.simulated().seconds());
///
/// Source: Robert Nystrom, "Game Programming Patterns", "Event Queue"
/// (https://gameprogrammingpatterns.com/event-queue.html): the audio system is told what
/// happened and decides itself what to play, so the game code never waits for the sound card.

#include "audio/audio_device.hpp"
#include "audio/mixer.hpp"
#include "audio/sound_bank.hpp"
#include "audio/sound_cues.hpp"
#include "audio/sound_settings.hpp"
#include "sim/game_event.hpp"

#include <engine/units.hpp>

#include <filesystem>
#include <span>

namespace game::audio {

/// Sound for the window (see the file comment).
class GameAudio {
public:
    /// Reads the settings at `settings_path` and opens the device; `start_muted` (--mute)
    /// mutes this run whatever the file says.
    GameAudio(std::filesystem::path settings_path, bool start_muted);

    /// Plays the sounds of one step's `events`, heard from `listener`; `now_seconds` is a
    /// clock for the repeat limits (the world's simulated time).
    void hear(std::span<const GameEvent> events, engine::Position2 listener, double now_seconds);
    /// The hum of a sweeper's scanning beam within earshot (`scan_cue`), once a step.
    void hear_scans(std::span<const Beam> beams, engine::Position2 listener, double now_seconds);

    /// Mutes or unmutes, and saves the setting.
    void toggle_mute();
    /// Changes the master volume by `delta` (clamped to 0..1), and saves it.
    void change_volume(float delta);

    /// The volume and mute in effect.
    const SoundSettings& settings() const noexcept { return settings_; }
    /// True when a device is open.
    bool has_device() const noexcept { return device_.is_open(); }

private:
    void apply_and_save();
    /// Plays `cue` heard from `listener`, unless its repeat limit holds it back. Call with the
    /// device locked.
    void play_cue(const Cue& cue, engine::Position2 listener, double now_seconds);

    std::filesystem::path settings_path_;
    SoundSettings settings_;
    SoundBank bank_;
    Mixer mixer_;
    AudioDevice device_;   // after the mixer: it is closed (and stops reading it) first
    CueLimiter limiter_;
    Hearing hearing_;
};

} // namespace game::audio
