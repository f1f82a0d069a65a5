#include "audio/sound_cues.hpp"

namespace game::audio {

std::optional<Cue> cue_for(const GameEvent& event) {
    const auto cue = [&](SoundId sound, float loudness) { return Cue{sound, event.at, loudness}; };
    switch (event.kind) {
    case GameEventKind::PlayerShot: return cue(SoundId::PlayerShot, 0.35f);
    case GameEventKind::BulletHitWall: return cue(SoundId::WallHit, 0.3f);
    case GameEventKind::BulletHitRobot: return cue(SoundId::RobotHit, 0.6f);
    case GameEventKind::RobotAlerted: return cue(SoundId::RobotAlert, 0.5f);
    case GameEventKind::RobotDestroyed: return cue(SoundId::RobotDestroyed, 0.9f);
    case GameEventKind::RobotCharging: return cue(SoundId::LaserCharge, 0.55f);
    case GameEventKind::LaserFired:
        return event.robot_kind == RobotKind::Sweeper ? cue(SoundId::SweeperBurst, 0.8f) : cue(SoundId::LaserFire, 0.85f);
    case GameEventKind::BoltFired: return cue(SoundId::BoltFire, 0.5f);
    case GameEventKind::PlayerHit: return cue(SoundId::PlayerHit, 0.8f);
    case GameEventKind::PlayerDied: return cue(SoundId::PlayerDeath, 1.0f);
    case GameEventKind::LevelCleared: return cue(SoundId::LevelClear, 0.9f);
    case GameEventKind::LevelLost: return cue(SoundId::LevelLost, 0.9f);
    }
    return std::nullopt;
}

/// A hum under the shots: it lasts as long as the beam, and must not tire the ear.
constexpr float kScanLoudness = 0.3f;

std::optional<Cue> scan_cue(std::span<const Beam> beams, engine::Position2 listener, const Hearing& hearing) {
    std::optional<Cue> nearest;
    engine::Length nearest_away = hearing.silent_beyond;
    for (const Beam& beam : beams) {
        const engine::Length away = distance(listener, beam.from);
        if (beam.scanning && away < nearest_away) {
            nearest = Cue{SoundId::SweeperScan, beam.from, kScanLoudness};
            nearest_away = away;
        }
    }
    return nearest;
}

double min_gap(SoundId sound) {
    switch (sound) {
    case SoundId::SweeperScan: return 0.3;      // each hum overlaps the next a little: one sound
    case SoundId::PlayerHit: return 0.18;       // a sweeper burns on every step
    case SoundId::WallHit: return 0.04;
    case SoundId::RobotHit: return 0.05;
    case SoundId::PlayerShot: return 0.05;
    case SoundId::BoltFire: return 0.05;
    case SoundId::LaserCharge: return 0.1;
    default: return 0.0;                        // rare enough to play every time
    }
}

bool CueLimiter::allow(SoundId sound, double now_seconds) {
    const auto i = static_cast<std::size_t>(sound);
    if (started_[i] && now_seconds - last_start_[i] < min_gap(sound)) {
        return false;
    }
    started_[i] = true;
    last_start_[i] = now_seconds;
    return true;
}

} // namespace game::audio
