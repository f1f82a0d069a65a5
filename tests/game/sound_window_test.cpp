// What the game played, as SDL's disk audio driver wrote it (run_sound_window.cmake): sound
// after the robots fire, silence with --mute, one log line without a device, and the same
// game every way.

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace {

const std::filesystem::path kOut = SOUND_WINDOW_DIR;
/// One device buffer: 512 stereo frames (how much is written in all depends on how long the
/// run took, which no check here relies on).
constexpr std::size_t kOneBuffer = 2 * 512;

/// The samples of a run (interleaved stereo floats).
std::vector<float> samples_of(const std::string& run) {
    std::ifstream in(kOut / run / "sound.raw", std::ios::binary);
    const std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::vector<float> samples(bytes.size() / sizeof(float));
    std::memcpy(samples.data(), bytes.data(), samples.size() * sizeof(float));
    return samples;
}

nlohmann::json stats_of(const std::string& run) {
    std::ifstream in(kOut / run / "stats.json");
    return nlohmann::json::parse(in);
}

float peak(const std::vector<float>& samples, std::size_t from, std::size_t to) {
    float loudest = 0.0f;
    for (std::size_t i = from; i < std::min(to, samples.size()); ++i) {
        loudest = std::max(loudest, std::abs(samples[i]));
    }
    return loudest;
}

} // namespace

TEST(SoundWindow, TheRobotsAttackIsHeard) {
    const std::vector<float> samples = samples_of("sound");
    ASSERT_GE(samples.size(), kOneBuffer) << "not even one buffer of audio was written";
    const nlohmann::json stats = stats_of("sound");
    ASSERT_GT(stats["lasers_fired"].get<int>(), 0) << "no laser fired: nothing to hear";
    // The charge-up and the shot are heard, loud and unclipped. (When in the file they are
    // heard depends on how fast the machine runs the frames: no timing is checked.)
    const float loudest = peak(samples, 0, samples.size());
    EXPECT_GT(loudest, 0.05f);
    EXPECT_LE(loudest, 1.0f);
    EXPECT_TRUE(std::all_of(samples.begin(), samples.end(), [](float s) { return std::isfinite(s); }));
}

TEST(SoundWindow, MuteIsSilenceAndTheSameGame) {
    const std::vector<float> samples = samples_of("muted");
    ASSERT_GE(samples.size(), kOneBuffer) << "the device must still run, writing silence";
    EXPECT_EQ(peak(samples, 0, samples.size()), 0.0f);
    const nlohmann::json muted = stats_of("muted");
    const nlohmann::json sound = stats_of("sound");
    EXPECT_GT(muted["lasers_fired"].get<int>(), 0);
    EXPECT_EQ(muted["state_hash"], sound["state_hash"]) << "sound must never change the game";
}

TEST(SoundWindow, WithoutADeviceOneLineSaysSoAndTheGamePlaysOn) {
    std::ifstream in(kOut / "no_device" / "log.txt");
    const std::string log((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::size_t lines = 0;
    for (std::size_t at = log.find("no sound"); at != std::string::npos; at = log.find("no sound", at + 1)) {
        ++lines;
    }
    EXPECT_EQ(lines, 1u) << log;
    EXPECT_FALSE(std::filesystem::exists(kOut / "no_device" / "sound.raw"));
    EXPECT_EQ(stats_of("no_device")["state_hash"], stats_of("sound")["state_hash"]) << "the same game, silent";
}
