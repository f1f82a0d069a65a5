// Sound without a device: the synthesiser, the sound bank, the mixer, where sounds are placed,
// which event makes which sound, and the volume settings file.

#include "audio/mixer.hpp"
#include "audio/placement.hpp"
#include "audio/sound_bank.hpp"
#include "audio/sound_cues.hpp"
#include "audio/sound_settings.hpp"
#include "audio/synth.hpp"

#include "../support/scratch_dir.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <numbers>
#include <cmath>
#include <stdexcept>
#include <vector>

namespace {

using namespace engine::unit_literals;
using game::audio::SoundId;

float peak_of(std::span<const float> samples) {
    float peak = 0.0f;
    for (const float s : samples) {
        peak = std::max(peak, std::abs(s));
    }
    return peak;
}

/// Sum of squares of the left (channel 0) or right (channel 1) samples.
double energy(const std::vector<float>& stereo, int channel) {
    double sum = 0.0;
    for (std::size_t i = static_cast<std::size_t>(channel); i < stereo.size(); i += 2) {
        sum += double(stereo[i]) * stereo[i];
    }
    return sum;
}

constexpr int kRate = 48000;

} // namespace

TEST(Synth, TheSameRecipeGivesTheSameSamplesBitForBit) {
    const game::audio::Recipe recipe{{{.wave = game::audio::Wave::Saw, .start_hz = 900, .end_hz = 100, .seconds = 0.2f,
                                       .noise = 0.5f}}};
    const std::vector<float> first = game::audio::render(recipe, kRate);
    const std::vector<float> second = game::audio::render(recipe, kRate);
    ASSERT_EQ(first.size(), second.size());
    EXPECT_TRUE(std::equal(first.begin(), first.end(), second.begin()));
    // Another noise seed gives another sound: the seed really drives the noise.
    game::audio::Recipe reseeded = recipe;
    reseeded.noise_seed = 7;
    EXPECT_NE(game::audio::render(reseeded, kRate), first);
}

TEST(Synth, TheLoudestSampleIsThePeakAskedFor) {
    // Five full-volume layers at once would sum far past 1 without the normalisation.
    game::audio::Recipe loud;
    for (int i = 0; i < 5; ++i) {
        loud.layers.push_back({.wave = game::audio::Wave::Square, .start_hz = 200.0f + 50.0f * float(i),
                               .end_hz = 200.0f + 50.0f * float(i), .seconds = 0.1f});
    }
    EXPECT_FLOAT_EQ(peak_of(game::audio::render(loud, kRate)), game::audio::kDefaultPeak);
    EXPECT_FLOAT_EQ(peak_of(game::audio::render(loud, kRate, 0.5f)), 0.5f);
}

TEST(Synth, LengthFollowsTheLayersAndTheirDelays) {
    const game::audio::Recipe two_notes{{{.seconds = 0.1f}, {.seconds = 0.2f, .delay = 0.3f}}};
    const std::vector<float> samples = game::audio::render(two_notes, kRate);
    EXPECT_EQ(samples.size(), static_cast<std::size_t>(0.5 * kRate) + 1);
    // The gap between the notes (0.1 s .. 0.3 s) is silent, the second note is not.
    EXPECT_EQ(peak_of(std::span(samples).subspan(std::size_t(0.12 * kRate), std::size_t(0.15 * kRate))), 0.0f);
    EXPECT_GT(peak_of(std::span(samples).subspan(std::size_t(0.35 * kRate), std::size_t(0.05 * kRate))), 0.1f);
}

TEST(Synth, BadRecipesAndRatesAreRejectedWithAReason) {
    const game::audio::Recipe fine{{{.seconds = 0.1f}}};
    EXPECT_THROW(game::audio::render(fine, 100), std::invalid_argument);
    EXPECT_THROW(game::audio::render(fine, kRate, 1.5f), std::invalid_argument);
    EXPECT_THROW(game::audio::render({{{.seconds = -1.0f}}}, kRate), std::invalid_argument);
    EXPECT_THROW(game::audio::render({{{.start_hz = std::nanf("")}}}, kRate), std::invalid_argument);
    EXPECT_THROW(game::audio::render({{{.noise = 2.0f}}}, kRate), std::invalid_argument);
}

TEST(SoundBank, EverySoundIsAudibleShortAndUnclipped) {
    const game::audio::SoundBank bank(kRate);
    for (std::size_t i = 0; i < game::audio::kSoundCount; ++i) {
        const auto id = static_cast<SoundId>(i);
        SCOPED_TRACE(std::string(game::audio::sound_name(id)));
        const std::span<const float> samples = bank.samples(id);
        EXPECT_GT(samples.size(), std::size_t(kRate / 100));   // longer than 10 ms
        EXPECT_LT(samples.size(), std::size_t(2 * kRate));     // shorter than 2 s
        EXPECT_FLOAT_EQ(peak_of(samples), game::audio::kDefaultPeak);
        EXPECT_TRUE(std::all_of(samples.begin(), samples.end(), [](float s) { return std::isfinite(s); }));
    }
    // Distinct sounds: no two recipes render the same samples.
    EXPECT_NE(std::vector<float>(bank.samples(SoundId::LaserFire).begin(), bank.samples(SoundId::LaserFire).end()),
              std::vector<float>(bank.samples(SoundId::SweeperBurst).begin(), bank.samples(SoundId::SweeperBurst).end()));
}

TEST(Mixer, NothingPlayingIsSilence) {
    const game::audio::SoundBank bank(kRate);
    game::audio::Mixer mixer(bank);
    std::vector<float> buffer(1024, 0.5f);  // stale data must be overwritten
    mixer.mix(buffer);
    EXPECT_EQ(peak_of(buffer), 0.0f);
}

TEST(Mixer, PlaysTheSoundsSamplesAtTheGivenGain) {
    const game::audio::SoundBank bank(kRate);
    game::audio::Mixer mixer(bank);
    mixer.play(SoundId::RobotHit, {.gain = 1.0f, .pan = 0.0f});
    std::vector<float> buffer(2 * 256);
    mixer.mix(buffer);
    const std::span<const float> sound = bank.samples(SoundId::RobotHit);
    const float centre = std::cos(std::numbers::pi_v<float> / 4.0f);  // constant power: each ear 0.707
    for (std::size_t i = 0; i < 256; ++i) {
        ASSERT_FLOAT_EQ(buffer[2 * i], sound[i] * centre);
        ASSERT_FLOAT_EQ(buffer[2 * i + 1], sound[i] * centre);
    }
}

TEST(Mixer, PanLeftIsLouderInTheLeftEar) {
    const game::audio::SoundBank bank(kRate);
    game::audio::Mixer mixer(bank);
    mixer.play(SoundId::LaserFire, {.gain = 1.0f, .pan = -0.8f});
    std::vector<float> buffer(2 * 4096);
    mixer.mix(buffer);
    EXPECT_GT(energy(buffer, 0), 10.0 * energy(buffer, 1));
}

TEST(Mixer, AVoiceEndsWithItsSound) {
    const game::audio::SoundBank bank(kRate);
    game::audio::Mixer mixer(bank);
    mixer.play(SoundId::PlayerShot, {});
    EXPECT_EQ(mixer.voices_playing(), 1);
    std::vector<float> buffer(2 * (bank.samples(SoundId::PlayerShot).size() + 10));
    mixer.mix(buffer);
    EXPECT_EQ(mixer.voices_playing(), 0);
    mixer.mix(buffer);
    EXPECT_EQ(peak_of(buffer), 0.0f);
}

TEST(Mixer, MutedIsSilentButTimeGoesOn) {
    const game::audio::SoundBank bank(kRate);
    game::audio::Mixer mixer(bank);
    mixer.set_muted(true);
    mixer.play(SoundId::RobotDestroyed, {});
    std::vector<float> buffer(2 * 1024);
    mixer.mix(buffer);
    EXPECT_EQ(peak_of(buffer), 0.0f);
    mixer.set_muted(false);
    mixer.mix(buffer);  // the explosion continues from where it is, not from its start
    const std::span<const float> sound = bank.samples(SoundId::RobotDestroyed);
    const float centre = std::cos(std::numbers::pi_v<float> / 4.0f);
    EXPECT_FLOAT_EQ(buffer[0], sound[1024] * centre);
}

TEST(Mixer, AStressLoadStaysBelowFullScale) {
    // Every robot firing and every hit at once, in one ear, renewed while the mix runs: the
    // plain sum is many times full scale; the limiter keeps every sample under the ceiling.
    const game::audio::SoundBank bank(kRate);
    game::audio::Mixer mixer(bank);
    std::vector<float> buffer(2 * 512);
    float loudest = 0.0f;
    for (int block = 0; block < 64; ++block) {
        for (std::size_t i = 0; i < game::audio::kVoices; ++i) {
            const auto id = static_cast<SoundId>((block + i) % game::audio::kSoundCount);
            mixer.play(id, {.gain = 1.0f, .pan = (i % 2 == 0) ? 1.0f : -1.0f});
        }
        mixer.mix(buffer);
        ASSERT_TRUE(std::all_of(buffer.begin(), buffer.end(), [](float s) { return std::isfinite(s); }));
        loudest = std::max(loudest, peak_of(buffer));
    }
    EXPECT_EQ(mixer.voices_playing(), static_cast<int>(game::audio::kVoices));
    EXPECT_LE(loudest, game::audio::kCeiling);
    EXPECT_LT(loudest, 1.0f);
    EXPECT_LT(mixer.limiter_gain(), 1.0f);  // the load did ask for the limiter
    EXPECT_GT(loudest, 0.5f * game::audio::kCeiling);  // turned down, not silenced
}

TEST(Mixer, ASoundAloneIsNotMadeQuieterAndTheGainComesBack) {
    const game::audio::SoundBank bank(kRate);
    game::audio::Mixer mixer(bank);
    // Every sound alone, at full gain in one ear (its loudest placement): exactly its samples.
    for (std::size_t s = 0; s < game::audio::kSoundCount; ++s) {
        const auto id = static_cast<SoundId>(s);
        SCOPED_TRACE(std::string(game::audio::sound_name(id)));
        const std::span<const float> sound = bank.samples(id);
        mixer.play(id, {.gain = 1.0f, .pan = -1.0f});
        std::vector<float> buffer(2 * sound.size());
        mixer.mix(buffer);
        const float left = game::audio::ear_gains(-1.0f).left;
        for (std::size_t i = 0; i < sound.size(); ++i) {
            ASSERT_EQ(buffer[2 * i], sound[i] * left) << "sample " << i;
        }
        EXPECT_EQ(mixer.limiter_gain(), 1.0f);
    }
    // After a loud moment the gain returns to 1, and a sound alone is again as loud as made.
    for (std::size_t i = 0; i < game::audio::kVoices; ++i) {
        mixer.play(SoundId::LevelClear, {.gain = 1.0f, .pan = 1.0f});
    }
    std::vector<float> buffer(2 * static_cast<std::size_t>(kRate));
    mixer.mix(buffer);
    EXPECT_LT(mixer.limiter_gain(), 1.0f);
    std::vector<float> quiet(2 * static_cast<std::size_t>(4 * kRate));
    mixer.mix(quiet);  // the burst ends within it; the gain recovers in the silence after
    EXPECT_EQ(mixer.limiter_gain(), 1.0f);
    mixer.play(SoundId::RobotHit, {.gain = 1.0f, .pan = 0.0f});
    std::vector<float> after(2 * 256);
    mixer.mix(after);
    const std::span<const float> hit = bank.samples(SoundId::RobotHit);
    const float centre = std::cos(std::numbers::pi_v<float> / 4.0f);
    for (std::size_t i = 0; i < 256; ++i) {
        ASSERT_FLOAT_EQ(after[2 * i], hit[i] * centre);
    }
}

TEST(Mixer, MasterVolumeScalesAndIsClamped) {
    const game::audio::SoundBank bank(kRate);
    game::audio::Mixer full(bank);
    game::audio::Mixer half(bank);
    half.set_volume(0.5f);
    full.play(SoundId::WallHit, {});
    half.play(SoundId::WallHit, {});
    std::vector<float> a(2 * 512), b(2 * 512);
    full.mix(a);
    half.mix(b);
    EXPECT_FLOAT_EQ(peak_of(b), 0.5f * peak_of(a));
    half.set_volume(3.0f);
    EXPECT_EQ(half.volume(), 1.0f);
    half.set_volume(std::nanf(""));
    EXPECT_EQ(half.volume(), 1.0f);
}

TEST(Mixer, AnInaudiblePlacementTakesNoVoice) {
    const game::audio::SoundBank bank(kRate);
    game::audio::Mixer mixer(bank);
    mixer.play(SoundId::LaserFire, {.gain = 0.0f, .pan = 0.0f});
    mixer.play(SoundId::LaserFire, {.gain = std::nanf(""), .pan = 0.0f});
    EXPECT_EQ(mixer.voices_playing(), 0);
}

TEST(Placement, FullNearbyQuieterFarSilentBeyondHearing) {
    const game::audio::Hearing hearing;
    const auto player = engine::Position2::from_pixels(500, 500);
    EXPECT_EQ(game::audio::place(player, engine::Position2::from_pixels(550, 500), hearing).gain, 1.0f);
    const float far = game::audio::place(player, engine::Position2::from_pixels(500, 820), hearing).gain;
    EXPECT_FLOAT_EQ(far, 0.5f);  // twice the full-loudness distance: half
    EXPECT_EQ(game::audio::place(player, engine::Position2::from_pixels(500, 1800), hearing).gain, 0.0f);
}

TEST(Placement, PanFollowsTheSideAndKeepsThePower) {
    const game::audio::Hearing hearing;
    const auto player = engine::Position2::from_pixels(500, 500);
    EXPECT_LT(game::audio::place(player, engine::Position2::from_pixels(300, 500), hearing).pan, -0.4f);
    EXPECT_EQ(game::audio::place(player, engine::Position2::from_pixels(2000, 500), hearing).pan, 1.0f);
    for (const float pan : {-1.0f, -0.3f, 0.0f, 0.6f, 1.0f}) {
        const game::audio::EarGains ears = game::audio::ear_gains(pan);
        EXPECT_NEAR(ears.left * ears.left + ears.right * ears.right, 1.0f, 1e-6f);
    }
}

TEST(SoundCues, EveryEventIsHeardAndARepeatWaitsItsGap) {
    const game::GameEventKind kinds[] = {
        game::GameEventKind::PlayerShot,   game::GameEventKind::BulletHitWall, game::GameEventKind::BulletHitRobot,
        game::GameEventKind::RobotAlerted,
        game::GameEventKind::RobotDestroyed, game::GameEventKind::RobotCharging, game::GameEventKind::LaserFired,
        game::GameEventKind::BoltFired,    game::GameEventKind::PlayerHit,     game::GameEventKind::PlayerDied,
        game::GameEventKind::LevelCleared, game::GameEventKind::LevelLost};
    for (const game::GameEventKind kind : kinds) {
        game::GameEvent event;
        event.kind = kind;
        event.at = engine::Position2::from_pixels(12, 34);
        const auto cue = game::audio::cue_for(event);
        ASSERT_TRUE(cue.has_value());
        EXPECT_EQ(cue->at, event.at);
        EXPECT_GT(cue->loudness, 0.0f);
    }
    game::GameEvent burst;
    burst.kind = game::GameEventKind::LaserFired;
    burst.robot_kind = game::RobotKind::Sweeper;
    EXPECT_EQ(game::audio::cue_for(burst)->sound, SoundId::SweeperBurst);

    game::audio::CueLimiter limiter;
    const double gap = game::audio::min_gap(SoundId::PlayerHit);
    EXPECT_TRUE(limiter.allow(SoundId::PlayerHit, 0.0));
    EXPECT_FALSE(limiter.allow(SoundId::PlayerHit, gap / 2));
    EXPECT_TRUE(limiter.allow(SoundId::PlayerHit, gap));
    EXPECT_FALSE(limiter.allow(SoundId::PlayerHit, gap * 1.5));
    EXPECT_TRUE(limiter.allow(SoundId::RobotDestroyed, 10.0));
    EXPECT_TRUE(limiter.allow(SoundId::RobotDestroyed, 10.0));  // no gap: every explosion is heard
}

// A sweeper's scanning beam has no event, yet a player sees it sweep: it hums, from the nearest
// scanning beam within earshot, and a burst or a far beam does not.
TEST(SoundCues, TheNearestScanningBeamWithinEarshotHums) {
    const game::audio::Hearing hearing;
    const engine::Position2 listener = engine::Position2::from_pixels(100.0f, 100.0f);
    const auto beam = [](float x, bool scanning) {
        game::Beam b;
        b.from = engine::Position2::from_pixels(x, 100.0f);
        b.to = engine::Position2::from_pixels(x, 400.0f);
        b.scanning = scanning;
        return b;
    };
    EXPECT_FALSE(game::audio::scan_cue({}, listener, hearing));
    const std::vector<game::Beam> bursts{beam(200.0f, false)};
    EXPECT_FALSE(game::audio::scan_cue(bursts, listener, hearing)) << "a burst has its own sound";
    const std::vector<game::Beam> far{beam(100.0f + hearing.silent_beyond.pixels() + 1.0f, true)};
    EXPECT_FALSE(game::audio::scan_cue(far, listener, hearing)) << "beyond hearing";
    const std::vector<game::Beam> two{beam(900.0f, true), beam(300.0f, true), beam(150.0f, false)};
    const auto cue = game::audio::scan_cue(two, listener, hearing);
    ASSERT_TRUE(cue);
    EXPECT_EQ(cue->sound, SoundId::SweeperScan);
    EXPECT_FLOAT_EQ(cue->at.x_pixels(), 300.0f);
    // Restarted every min_gap, each hum lasts past the next start: one continuous sound.
    EXPECT_LT(cue->loudness, 0.5f) << "a hum under the shots";
    const game::audio::SoundBank bank(kRate);
    const double hum_seconds = static_cast<double>(bank.samples(SoundId::SweeperScan).size()) / kRate;
    EXPECT_GT(hum_seconds, game::audio::min_gap(SoundId::SweeperScan));
}

TEST(SoundSettings, RoundTripAndLenientReading) {
    std::vector<std::string> warnings;
    const game::audio::SoundSettings chosen{0.35f, true};
    EXPECT_EQ(game::audio::sound_settings_from_json(game::audio::sound_settings_to_json(chosen), warnings), chosen);
    EXPECT_TRUE(warnings.empty());

    const auto fixed = game::audio::sound_settings_from_json(
        nlohmann::json::parse(R"({"volume": 7, "muted": "yes"})"), warnings);
    EXPECT_EQ(fixed.volume, 1.0f);
    EXPECT_FALSE(fixed.muted);
    EXPECT_EQ(warnings.size(), 2u);

    warnings.clear();
    EXPECT_EQ(game::audio::sound_settings_from_json(nlohmann::json::array(), warnings), game::audio::SoundSettings{});
    EXPECT_EQ(warnings.size(), 1u);
}

TEST(SoundSettings, ACorruptFileGivesDefaultsAndAWarning) {
    const test_support::ScratchDir scratch("sound_settings");
    const std::filesystem::path file = scratch / game::audio::kSoundSettingsFile;
    EXPECT_TRUE(game::audio::load_sound_settings(file).warnings.empty());  // no file: first run

    game::audio::save_sound_settings(file, {0.25f, true});
    EXPECT_EQ(game::audio::load_sound_settings(file).settings, (game::audio::SoundSettings{0.25f, true}));

    std::ofstream(file) << "{\"volume\": 0.3,";  // cut off
    const game::audio::SoundSettingsFile broken = game::audio::load_sound_settings(file);
    EXPECT_EQ(broken.settings, game::audio::SoundSettings{});
    ASSERT_EQ(broken.warnings.size(), 1u);
    EXPECT_NE(broken.warnings[0].find("not JSON"), std::string::npos);
}
