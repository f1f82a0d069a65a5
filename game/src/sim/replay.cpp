#include "sim/replay.hpp"

#include <levels/regular_file.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string_view>

namespace game {
namespace {

constexpr const char* kHeader = "tilecast-replay 1";
constexpr int kFire = 1;
constexpr int kBulletTime = 2;
constexpr int kRestart = 4;
/// A replay longer than this (about 10 days at 120 Hz) is certainly a broken file.
constexpr long long kMaxSteps = 100'000'000;

int buttons_of(const PlayerInput& input) {
    return (input.fire ? kFire : 0) | (input.bullet_time ? kBulletTime : 0) | (input.restart ? kRestart : 0);
}

[[noreturn]] void fail(const std::string& source, int line, const std::string& what) {
    throw std::runtime_error(source + ":" + std::to_string(line) + ": " + what);
}

/// One integer in [low, high], or an error naming `field`.
long long read_field(std::istringstream& in, const std::string& source, int line, const char* field, long long low,
                     long long high) {
    long long value = 0;
    if (!(in >> value)) {
        fail(source, line, std::string("expected an integer for ") + field);
    }
    if (value < low || value > high) {
        fail(source, line, std::string(field) + " must be in " + std::to_string(low) + ".." + std::to_string(high) +
                               ", got " + std::to_string(value));
    }
    return value;
}

} // namespace

void Replay::append(const PlayerInput& input, std::int64_t count) {
    if (count < 1) {
        throw std::invalid_argument("Replay::append: count must be at least 1, got " + std::to_string(count));
    }
    if (!runs_.empty() && runs_.back().input == input) {
        runs_.back().count += count;
    } else {
        runs_.push_back({count, input});
    }
    steps_ += count;
}

PlayerInput ReplayCursor::next() noexcept {
    if (done()) {
        return {};
    }
    const ReplayRun& run = replay_->runs()[run_];
    if (++used_in_run_ == run.count) {
        ++run_;
        used_in_run_ = 0;
    }
    return run.input;
}

Replay parse_replay(const std::string& text, const std::string& source) {
    std::istringstream lines(text);
    std::string line;
    int line_number = 0;
    if (!std::getline(lines, line) || line != kHeader) {
        fail(source, 1, std::string("not a replay: the first line must be \"") + kHeader + "\"");
    }
    ++line_number;
    Replay replay;
    while (std::getline(lines, line)) {
        ++line_number;
        if (line.empty()) {
            continue;
        }
        if (line[0] == '#') {
            if (replay.comment.empty()) {
                replay.comment = line.substr(1);
            }
            continue;
        }
        std::istringstream fields(line);
        const long long count = read_field(fields, source, line_number, "count", 1, kMaxSteps);
        PlayerInput input;
        input.move_x = static_cast<std::int8_t>(read_field(fields, source, line_number, "move_x", -kStickMax, kStickMax));
        input.move_y = static_cast<std::int8_t>(read_field(fields, source, line_number, "move_y", -kStickMax, kStickMax));
        input.aim_steps = static_cast<std::uint32_t>(
            read_field(fields, source, line_number, "aim", 0, std::numeric_limits<std::uint32_t>::max()));
        const long long buttons = read_field(fields, source, line_number, "buttons", 0, 7);
        input.fire = (buttons & kFire) != 0;
        input.bullet_time = (buttons & kBulletTime) != 0;
        input.restart = (buttons & kRestart) != 0;
        std::string extra;
        if (fields >> extra) {
            fail(source, line_number, "unexpected \"" + extra + "\" after the five fields");
        }
        if (replay.steps() + count > kMaxSteps) {
            fail(source, line_number, "more than " + std::to_string(kMaxSteps) + " steps");
        }
        replay.append(input, count);
    }
    return replay;
}

void check_replay_matches(const Replay& replay, const std::string& source, const std::string& level, std::uint64_t seed) {
    // The comment --record writes: " level PATH seed N" (PATH may contain spaces).
    constexpr std::string_view kLevel = " level ";
    constexpr std::string_view kSeed = " seed ";
    const std::string& comment = replay.comment;
    const std::size_t seed_at = comment.rfind(kSeed);
    if (!comment.starts_with(kLevel) || seed_at == std::string::npos || seed_at < kLevel.size()) {
        return;
    }
    const std::string recorded_level = comment.substr(kLevel.size(), seed_at - kLevel.size());
    const std::string recorded_seed = comment.substr(seed_at + kSeed.size());
    const auto file_name = [](const std::string& path) { return std::filesystem::path(path).filename().string(); };
    if (file_name(recorded_level) != file_name(level) || recorded_seed != std::to_string(seed)) {
        throw std::runtime_error(source + ": recorded on level " + file_name(recorded_level) + " with seed " + recorded_seed +
                                 ", but this game is level " + file_name(level) + " with seed " + std::to_string(seed) +
                                 "; its inputs would play a different game (use --level and --seed to match)");
    }
}

std::string format_replay(const Replay& replay) {
    std::ostringstream out;
    out << kHeader << '\n';
    if (!replay.comment.empty()) {
        out << '#' << replay.comment << '\n';
    }
    for (const ReplayRun& run : replay.runs()) {
        const PlayerInput& input = run.input;
        out << run.count << ' ' << int{input.move_x} << ' ' << int{input.move_y} << ' ' << input.aim_steps << ' '
            << buttons_of(input) << '\n';
    }
    return out.str();
}

Replay load_replay(const std::string& path) {
    // A regular file of a sane size only: a named pipe or /dev/zero given as a replay is
    // refused at once instead of blocking or growing without end.
    constexpr std::size_t kLargestReplay = std::size_t{64} << 20;
    return parse_replay(levels::read_regular_file(path, kLargestReplay), path);
}

void save_replay(const Replay& replay, const std::string& path) {
    const std::string temporary = path + ".tmp";
    {
        std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
        file << format_replay(replay);
        if (!file.flush()) {
            throw std::runtime_error(path + ": cannot write the replay file");
        }
    }
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        std::remove(temporary.c_str());
        throw std::runtime_error(path + ": cannot write the replay file (rename failed)");
    }
}

} // namespace game
