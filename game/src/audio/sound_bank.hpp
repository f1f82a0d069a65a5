#pragma once
/// The game's sound effects: one recipe per `SoundId` (synth.hpp), rendered once at start-up
/// into a `SoundBank` the mixer plays from.
///
/// What it is for: a sound is chosen by name (`SoundId::LaserFire`) and the bank holds its
/// samples at the audio device's rate. Each recipe is a few lines below in sound_bank.cpp —
/// change a number, hear the difference at the next start.
///
/// Important parts:
/// - the sounds: a rising charge-up whine, a laser shot (a falling buzz over a crack of noise),
///   the sweeper's burst, a bolt's pop, the player's shot (short, quiet: it is heard often),
///   hits on walls, robots and the player, a robot's alarm chirp when it is shot, a robot's explosion, the player's death, and two
///   jingles (level cleared: a rising arpeggio; level lost: a falling one);
/// - `SoundBank` keeps every sound's samples; it never changes after construction, so the
///   audio thread may read it while the game thread runs.
///
///     game::audio::SoundBank bank(48000);
///     std::span<const float> zap = bank.samples(game::audio::SoundId::LaserFire);
///
/// Source: the recipes follow the families of Tomas Pettersson's sfxr presets — "laser/shoot"
/// (a fast falling slide), "explosion" (noise over a falling tone), "hit/hurt" (a short harsh
/// slide), "blip/select" and "powerup" (arpeggios) — https://www.drpetter.se/project_sfxr.html.

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace game::audio {

/// Every sound effect of the game.
enum class SoundId : std::uint8_t {
    LaserCharge,     ///< a robot charging up (its telegraph)
    LaserFire,       ///< a patrol laser's shot
    SweeperBurst,    ///< a sweeper's burst
    BoltFire,        ///< a bolter's bolt leaving
    PlayerShot,      ///< the player's bullet
    WallHit,         ///< a bullet or bolt stopped by a wall
    RobotHit,        ///< the player's bullet hitting a robot
    RobotAlert,      ///< a robot that was shot turning on the shooter
    RobotDestroyed,  ///< a robot exploding
    PlayerHit,       ///< the player taking damage
    PlayerDeath,     ///< the player dying
    LevelClear,      ///< the last robot fell
    LevelLost,       ///< the last life was lost
    SweeperScan,     ///< a sweeper's scanning beam humming, while it patrols
};

/// The number of SoundId values.
inline constexpr std::size_t kSoundCount = 14;

/// A short name of each sound ("laser_fire"), for logs and tests.
std::string_view sound_name(SoundId id);

/// Every sound rendered at one sample rate (see the file comment).
class SoundBank {
public:
    /// Renders every sound at `sample_rate` Hz (throws std::invalid_argument below 8000).
    explicit SoundBank(int sample_rate);
    /// The mono samples of `id`.
    std::span<const float> samples(SoundId id) const noexcept { return sounds_[static_cast<std::size_t>(id)]; }
    /// The rate the samples were rendered at.
    int sample_rate() const noexcept { return sample_rate_; }

private:
    int sample_rate_;
    std::array<std::vector<float>, kSoundCount> sounds_;
};

} // namespace game::audio
