#include "audio/sound_bank.hpp"

#include "audio/synth.hpp"

namespace game::audio {
namespace {

// The recipes. Designated initialisers name each number; fields left out keep the Tone
// defaults (sine, 5 ms attack, linear fade, no noise, no vibrato).

/// A whine that rises and swells through a robot's charge-up (about as long as a telegraph).
Recipe laser_charge() {
    return {{
        {.wave = Wave::Sine, .start_hz = 280, .end_hz = 1100, .seconds = 0.55f, .attack = 0.45f, .decay_power = 0.5f,
         .vibrato_hz = 18, .vibrato_depth = 0.04f},
        {.wave = Wave::Square, .start_hz = 140, .end_hz = 550, .seconds = 0.55f, .attack = 0.45f, .decay_power = 0.5f,
         .volume = 0.25f},
    }};
}

/// A falling buzz over a crack of noise.
Recipe laser_fire() {
    return {{
        {.wave = Wave::Saw, .start_hz = 1900, .end_hz = 180, .seconds = 0.28f, .attack = 0.002f, .decay_power = 1.6f},
        {.wave = Wave::Square, .start_hz = 950, .end_hz = 120, .seconds = 0.2f, .attack = 0.002f, .decay_power = 2.0f,
         .volume = 0.5f},
        {.seconds = 0.06f, .attack = 0.001f, .decay_power = 2.0f, .volume = 0.6f, .noise = 1.0f},
    }, 0x1234'5678u};
}

/// Lower and longer than a patrol laser, with a wobble: the sweep is heard turning.
Recipe sweeper_burst() {
    return {{
        {.wave = Wave::Saw, .start_hz = 700, .end_hz = 160, .seconds = 0.5f, .attack = 0.01f, .decay_power = 1.2f,
         .vibrato_hz = 22, .vibrato_depth = 0.08f},
        {.wave = Wave::Sine, .start_hz = 90, .end_hz = 60, .seconds = 0.5f, .attack = 0.01f, .volume = 0.6f},
    }};
}

/// A low electric hum with a slow flutter: one of these a third of a second apart is a beam that
/// keeps burning, quieter than any shot.
Recipe sweeper_scan() {
    return {{
        {.wave = Wave::Saw, .start_hz = 118, .end_hz = 118, .seconds = 0.34f, .attack = 0.04f, .decay_power = 0.4f,
         .volume = 0.35f, .vibrato_hz = 9, .vibrato_depth = 0.04f},
        {.wave = Wave::Sine, .start_hz = 236, .end_hz = 236, .seconds = 0.34f, .attack = 0.04f, .decay_power = 0.4f,
         .volume = 0.2f},
    }};
}

Recipe bolt_fire() {
    return {{
        {.wave = Wave::Square, .start_hz = 620, .end_hz = 260, .seconds = 0.09f, .attack = 0.002f, .decay_power = 1.5f},
        {.seconds = 0.03f, .attack = 0.001f, .volume = 0.4f, .noise = 1.0f},
    }, 0x2468'ACE1u};
}

/// Short and bright; quiet in the mix (the player hears it eight times a second).
Recipe player_shot() {
    return {{
        {.wave = Wave::Square, .start_hz = 1250, .end_hz = 520, .seconds = 0.07f, .attack = 0.001f, .decay_power = 2.0f},
        {.seconds = 0.025f, .attack = 0.001f, .volume = 0.5f, .noise = 1.0f},
    }, 0x0BAD'F00Du};
}

/// A dull tick: noise and a low thud.
Recipe wall_hit() {
    return {{
        {.seconds = 0.05f, .attack = 0.001f, .decay_power = 2.5f, .noise = 1.0f},
        {.wave = Wave::Triangle, .start_hz = 240, .end_hz = 120, .seconds = 0.06f, .attack = 0.001f, .decay_power = 2.0f,
         .volume = 0.7f},
    }, 0x7777'1111u};
}

/// A metallic clank: two inharmonic squares.
Recipe robot_hit() {
    return {{
        {.wave = Wave::Square, .start_hz = 410, .end_hz = 380, .seconds = 0.1f, .attack = 0.001f, .decay_power = 2.5f},
        {.wave = Wave::Square, .start_hz = 655, .end_hz = 610, .seconds = 0.1f, .attack = 0.001f, .decay_power = 2.5f,
         .volume = 0.7f},
        {.seconds = 0.02f, .attack = 0.001f, .volume = 0.5f, .noise = 1.0f},
    }, 0x5151'5151u};
}

/// Two quick rising chirps: "you there!".
Recipe robot_alert() {
    return {{
        {.wave = Wave::Square, .start_hz = 700, .end_hz = 1100, .seconds = 0.07f, .attack = 0.002f, .volume = 0.8f},
        {.wave = Wave::Square, .start_hz = 900, .end_hz = 1500, .seconds = 0.09f, .delay = 0.09f, .attack = 0.002f,
         .volume = 0.8f},
    }};
}

/// Roaring noise over a falling boom.
Recipe robot_destroyed() {
    return {{
        {.seconds = 0.7f, .attack = 0.002f, .decay_power = 2.2f, .noise = 1.0f},
        {.wave = Wave::Triangle, .start_hz = 150, .end_hz = 35, .seconds = 0.6f, .attack = 0.002f, .decay_power = 1.5f},
        {.wave = Wave::Square, .start_hz = 300, .end_hz = 80, .seconds = 0.25f, .attack = 0.002f, .decay_power = 2.0f,
         .volume = 0.4f},
    }, 0xDEAD'BEEFu};
}

/// A harsh, falling grunt.
Recipe player_hit() {
    return {{
        {.wave = Wave::Saw, .start_hz = 260, .end_hz = 110, .seconds = 0.2f, .attack = 0.002f, .decay_power = 1.4f},
        {.seconds = 0.08f, .attack = 0.001f, .decay_power = 2.0f, .volume = 0.6f, .noise = 1.0f},
    }, 0x0F0F'0F0Fu};
}

/// A long slide down to nothing.
Recipe player_death() {
    return {{
        {.wave = Wave::Saw, .start_hz = 520, .end_hz = 45, .seconds = 1.0f, .attack = 0.005f, .decay_power = 1.0f,
         .vibrato_hz = 9, .vibrato_depth = 0.06f},
        {.seconds = 0.5f, .attack = 0.002f, .decay_power = 2.0f, .volume = 0.5f, .noise = 1.0f},
    }, 0xCAFE'BABEu};
}

/// A rising major arpeggio (C5 E5 G5 C6) with a held last note.
Recipe level_clear() {
    Recipe recipe;
    const float notes[] = {523.25f, 659.25f, 783.99f, 1046.5f};
    for (int i = 0; i < 4; ++i) {
        const float hold = i == 3 ? 0.6f : 0.16f;
        recipe.layers.push_back({.wave = Wave::Square, .start_hz = notes[i], .end_hz = notes[i], .seconds = hold,
                                 .delay = 0.12f * static_cast<float>(i), .volume = 0.35f});
        recipe.layers.push_back({.wave = Wave::Sine, .start_hz = notes[i], .end_hz = notes[i], .seconds = hold,
                                 .delay = 0.12f * static_cast<float>(i)});
    }
    return recipe;
}

/// A falling minor arpeggio (G4 Eb4 C4), slow.
Recipe level_lost() {
    Recipe recipe;
    const float notes[] = {392.0f, 311.13f, 261.63f};
    for (int i = 0; i < 3; ++i) {
        recipe.layers.push_back({.wave = Wave::Triangle, .start_hz = notes[i], .end_hz = notes[i] * 0.97f,
                                 .seconds = i == 2 ? 0.9f : 0.3f, .delay = 0.25f * static_cast<float>(i)});
    }
    return recipe;
}

Recipe recipe_of(SoundId id) {
    switch (id) {
    case SoundId::LaserCharge: return laser_charge();
    case SoundId::LaserFire: return laser_fire();
    case SoundId::SweeperBurst: return sweeper_burst();
    case SoundId::BoltFire: return bolt_fire();
    case SoundId::PlayerShot: return player_shot();
    case SoundId::WallHit: return wall_hit();
    case SoundId::RobotHit: return robot_hit();
    case SoundId::RobotAlert: return robot_alert();
    case SoundId::RobotDestroyed: return robot_destroyed();
    case SoundId::PlayerHit: return player_hit();
    case SoundId::PlayerDeath: return player_death();
    case SoundId::LevelClear: return level_clear();
    case SoundId::LevelLost: return level_lost();
    case SoundId::SweeperScan: return sweeper_scan();
    }
    return {};
}

} // namespace

std::string_view sound_name(SoundId id) {
    constexpr std::string_view names[kSoundCount] = {
        "laser_charge", "laser_fire", "sweeper_burst", "bolt_fire", "player_shot", "wall_hit",
        "robot_hit", "robot_alert", "robot_destroyed", "player_hit", "player_death", "level_clear", "level_lost",
        "sweeper_scan"};
    return names[static_cast<std::size_t>(id)];
}

SoundBank::SoundBank(int sample_rate) : sample_rate_{sample_rate} {
    for (std::size_t i = 0; i < kSoundCount; ++i) {
        sounds_[i] = render(recipe_of(static_cast<SoundId>(i)), sample_rate);
    }
}

} // namespace game::audio
