#include "sim/replay.hpp"

#include "sim/level_fingerprint.hpp"
#include "sim/state_hash.hpp"

#include <levels/file_write.hpp>
#include <levels/regular_file.hpp>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string_view>

namespace game {
namespace {

constexpr const char* kHeader = "tilecast-replay 2";
constexpr const char* kHeaderVersion1 = "tilecast-replay 1";
constexpr int kFire = 1;
constexpr int kBulletTime = 2;
constexpr int kRestart = 4;
/// A replay longer than this (about 10 days at 120 Hz) is certainly a broken file.
constexpr long long kMaxSteps = 100'000'000;
/// As the game's --robots and --bullets options allow.
constexpr long long kMaxExtraRobots = 100'000;
/// The range of a `set` line's factors (the Parameters panel offers 0.05..5) and of its
/// speeds and lengths, px/s and px (it offers up to 3000).
constexpr double kMinFactor = 0.001;
constexpr double kMaxFactor = 1000.0;
constexpr double kMaxPixels = 1.0e6;

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
    const bool settings_changed_here = !changes_.empty() && changes_.back().step == steps_;
    if (!runs_.empty() && runs_.back().input == input && !settings_changed_here) {
        runs_.back().count += count;
    } else {
        runs_.push_back({count, input});
    }
    steps_ += count;
}

void Replay::change_settings(const SimulationSettings& settings) {
    if (!changes_.empty() && changes_.back().step == steps_) {
        changes_.back().settings = settings;  // two changes before one step: the last one holds
    } else {
        changes_.push_back({steps_, settings});
    }
}

const SimulationSettings* ReplayCursor::settings_due() noexcept {
    const std::vector<ReplaySettingsChange>& changes = replay_->settings_changes();
    while (change_ < changes.size() && changes[change_].step < step_) {
        ++change_;
    }
    return change_ < changes.size() && changes[change_].step == step_ ? &changes[change_].settings : nullptr;
}

PlayerInput ReplayCursor::next() noexcept {
    ++step_;
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

namespace {

std::string shortest(double value) {
    char text[64];
    const auto [end, error] = std::to_chars(text, text + sizeof text, value);
    return error == std::errc{} ? std::string(text, end) : std::to_string(value);
}

std::string settings_line(const SimulationSettings& s) {
    const LiveTuning& live = s.live;
    return "set laser_range_scale=" + shortest(live.laser_range_scale) +
           " sensing_radius_scale=" + shortest(live.sensing_radius_scale) +
           " fire_interval_scale=" + shortest(live.fire_interval_scale) +
           " player_bullet_speed=" + shortest(live.player_bullet_speed.pixels_per_second()) +
           " player_bullet_range=" + shortest(live.player_bullet_range.pixels()) + " time_scale=" + shortest(live.time_scale) +
           " laser_max_tiles=" + std::to_string(s.laser_max_tiles) + " pixel_perfect=" + (s.pixel_perfect ? "1" : "0") +
           " extra_robots=" + std::to_string(s.extra_robots);
}

/// A decimal in [low, high], or an error naming `field`. The bounds hold every value the
/// Parameters panel can set, with room to spare, and keep a hand-edited file from asking for
/// a world where a step moves things to infinity.
double number_in(const std::string& text, const std::string& source, int line, const std::string& field, double low,
                 double high) {
    double value = 0.0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || !(value >= low && value <= high)) {
        const auto plain = [](double bound) {  // 1000000, not 1e+06
            char digits[64];
            const auto [last, problem] = std::to_chars(digits, digits + sizeof digits, bound, std::chars_format::fixed);
            return problem == std::errc{} ? std::string(digits, last) : shortest(bound);
        };
        fail(source, line, field + " must be a number in " + plain(low) + ".." + plain(high) + ", got \"" + text + "\"");
    }
    return value;
}

/// An integer in [low, high], or an error naming `field`.
long long integer_in(const std::string& text, const std::string& source, int line, const std::string& field, long long low,
                     long long high) {
    long long value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || value < low || value > high) {
        fail(source, line, field + " must be an integer in " + std::to_string(low) + ".." + std::to_string(high) +
                               ", got \"" + text + "\"");
    }
    return value;
}

/// Reads `set name=value ...`: every field once, nothing else.
SimulationSettings parse_settings(std::istringstream& fields, const std::string& source, int line) {
    static const char* const kNames[] = {"laser_range_scale", "sensing_radius_scale", "fire_interval_scale",
                                         "player_bullet_speed", "player_bullet_range", "time_scale",
                                         "laser_max_tiles", "pixel_perfect", "extra_robots"};
    constexpr int kFields = 9;
    SimulationSettings s;
    bool seen[kFields] = {};
    std::string pair;
    while (fields >> pair) {
        const std::size_t equals = pair.find('=');
        const std::string name = pair.substr(0, equals);
        const std::string value = equals == std::string::npos ? "" : pair.substr(equals + 1);
        int field = 0;
        while (field < kFields && name != kNames[field]) ++field;
        if (field == kFields) fail(source, line, "unknown setting \"" + name + "\" in a set line");
        if (seen[field]) fail(source, line, "setting " + name + " given twice");
        seen[field] = true;
        switch (field) {
        case 0: s.live.laser_range_scale = number_in(value, source, line, name, kMinFactor, kMaxFactor); break;
        case 1: s.live.sensing_radius_scale = number_in(value, source, line, name, kMinFactor, kMaxFactor); break;
        case 2: s.live.fire_interval_scale = number_in(value, source, line, name, kMinFactor, kMaxFactor); break;
        case 3: s.live.player_bullet_speed = engine::Speed::from_pixels_per_second(
                    static_cast<float>(number_in(value, source, line, name, 1.0, kMaxPixels))); break;
        case 4: s.live.player_bullet_range = engine::Length::from_pixels(
                    static_cast<float>(number_in(value, source, line, name, 1.0, kMaxPixels))); break;
        case 5: s.live.time_scale = number_in(value, source, line, name, kMinFactor, kMaxFactor); break;
        case 6: s.laser_max_tiles = integer_in(value, source, line, name, 0, 1'000'000'000); break;
        case 7: s.pixel_perfect = integer_in(value, source, line, name, 0, 1) == 1; break;
        default: s.extra_robots = static_cast<int>(integer_in(value, source, line, name, 0, kMaxExtraRobots)); break;
        }
    }
    for (int field = 0; field < kFields; ++field) {
        if (!seen[field]) fail(source, line, std::string("a set line must give ") + kNames[field]);
    }
    return s;
}

/// The rest of the line after `key` and one space (a path may hold spaces).
std::string rest_of(const std::string& line, const std::string& key) { return line.substr(key.size() + 1); }

/// Reads a header field of a version 2 file into `start` and returns its key ("seed", ...);
/// an empty string when `line` is not one.
std::string parse_start_field(const std::string& line, ReplayStart& start, const std::string& source, int line_number) {
    std::istringstream fields(line);
    std::string key;
    fields >> key;
    if (key == "level" && line.size() > key.size() + 1) {
        start.level = rest_of(line, key);
    } else if (key == "level-fingerprint") {
        std::string hex;
        fields >> hex;
        std::uint64_t value = 0;
        const auto [end, error] = std::from_chars(hex.data(), hex.data() + hex.size(), value, 16);
        if (hex.size() != 16 || error != std::errc{} || end != hex.data() + hex.size()) {
            fail(source, line_number, "level-fingerprint must be 16 hex digits, got \"" + hex + "\"");
        }
        start.level_fingerprint = value;
    } else if (key == "seed") {
        std::string text;
        fields >> text;
        std::uint64_t value = 0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (text.empty() || error != std::errc{} || end != text.data() + text.size()) {
            fail(source, line_number, "seed must be a whole number, got \"" + text + "\"");
        }
        start.seed = value;
    } else if (key == "extra-robots" || key == "stress-bullets") {
        std::string text;
        fields >> text;
        const int value = static_cast<int>(integer_in(text, source, line_number, key, 0, kMaxExtraRobots));
        (key == "extra-robots" ? start.extra_robots : start.stress_bullets) = value;
    } else {
        return "";
    }
    return key;
}

void check_version1_replay(const Replay& replay, const std::string& source, const std::string& level, std::uint64_t seed) {
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

} // namespace

Replay parse_replay(const std::string& text, const std::string& source) {
    std::istringstream lines(text);
    std::string line;
    int line_number = 0;
    if (!std::getline(lines, line) || (line != kHeader && line != kHeaderVersion1)) {
        fail(source, 1, std::string("not a replay: the first line must be \"") + kHeader + "\"");
    }
    const bool version1 = line == kHeaderVersion1;
    ++line_number;
    Replay replay;
    ReplayStart start;
    int start_fields = 0;
    bool has_fingerprint = false, has_seed = false;
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
        if (!version1 && line.starts_with("set ")) {
            std::istringstream fields(line.substr(4));
            replay.change_settings(parse_settings(fields, source, line_number));
            continue;
        }
        if (!version1 && std::isalpha(static_cast<unsigned char>(line[0]))) {
            if (replay.steps() != 0 || !replay.settings_changes().empty()) {
                fail(source, line_number, "header line \"" + line.substr(0, line.find(' ')) + "\" after the first step");
            }
            const std::string key = parse_start_field(line, start, source, line_number);
            if (key.empty()) {
                fail(source, line_number, "unknown line \"" + line.substr(0, 40) + "\"");
            }
            has_fingerprint = has_fingerprint || key == "level-fingerprint";
            has_seed = has_seed || key == "seed";
            ++start_fields;
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
    if (start_fields != 0) {
        if (!has_fingerprint || !has_seed) {
            fail(source, 2, "the header names its level but not its level-fingerprint and seed");
        }
        replay.start = start;
    }
    return replay;
}

void check_replay_matches(const Replay& replay, const std::string& source, const World& world, const std::string& level) {
    if (replay.start) {
        const std::uint64_t here = level_fingerprint(world.arena());
        if (here != replay.start->level_fingerprint) {
            throw std::runtime_error(source + ": recorded on level " + replay.start->level + " (fingerprint " +
                                     hash_to_hex(replay.start->level_fingerprint) + "), but " + level +
                                     " has other walls, spawns or robots (fingerprint " + hash_to_hex(here) +
                                     "): the level changed since the recording, or this is another one");
        }
        return;
    }
    check_version1_replay(replay, source, level, world.config().seed);
}

std::string format_replay(const Replay& replay) {
    std::ostringstream out;
    out << kHeader << '\n';
    if (!replay.comment.empty()) {
        out << '#' << replay.comment << '\n';
    }
    if (replay.start) {
        const ReplayStart& start = *replay.start;
        if (!start.level.empty()) {
            out << "level " << start.level << '\n';
        }
        out << "level-fingerprint " << hash_to_hex(start.level_fingerprint) << '\n'
            << "seed " << start.seed << '\n'
            << "extra-robots " << start.extra_robots << '\n'
            << "stress-bullets " << start.stress_bullets << '\n';
    }
    std::size_t change = 0;
    std::int64_t step = 0;
    const std::vector<ReplaySettingsChange>& changes = replay.settings_changes();
    for (const ReplayRun& run : replay.runs()) {
        while (change < changes.size() && changes[change].step <= step) {
            out << settings_line(changes[change++].settings) << '\n';
        }
        const PlayerInput& input = run.input;
        out << run.count << ' ' << int{input.move_x} << ' ' << int{input.move_y} << ' ' << input.aim_steps << ' '
            << buttons_of(input) << '\n';
        step += run.count;
    }
    while (change < changes.size()) {
        out << settings_line(changes[change++].settings) << '\n';
    }
    return out.str();
}

void ReplayRecorder::record(const World& world, const PlayerInput& input) {
    const SimulationSettings now = simulation_settings(world);
    if (!replay_.start) {
        ReplayStart start;
        start.level = level_path_;
        start.level_fingerprint = level_fingerprint(world.arena());
        start.seed = world.config().seed;
        start.extra_robots = world.extra_robots_since_start();
        start.stress_bullets = world.config().stress_bullets;
        replay_.start = start;
        replay_.change_settings(now);
        last_ = now;
    } else if (now != last_) {
        replay_.change_settings(now);
        last_ = now;
    }
    replay_.append(input);
}
Replay load_replay(const std::string& path) {
    // A regular file of a sane size only: a named pipe or /dev/zero given as a replay is
    // refused at once instead of blocking or growing without end.
    constexpr std::size_t kLargestReplay = std::size_t{64} << 20;
    return parse_replay(levels::read_regular_file(path, kLargestReplay), path);
}

void check_replay_writable(const std::string& path) {
    // A device or a pipe (/dev/null, a FIFO) is written in place at the end: opening it now
    // could block, and its folder need not be writable.
    std::error_code error;
    const std::filesystem::file_status status = std::filesystem::status(path, error);
    if (!error && std::filesystem::exists(status) && !std::filesystem::is_regular_file(status) &&
        !std::filesystem::is_directory(status)) {
        return;
    }
    // Otherwise the same write a save makes, of nothing, beside it: the folder and its
    // permissions are checked, and the file is gone again.
    std::filesystem::path probe = path;
    probe += ".check";
    try {
        levels::write_file_replacing(probe, std::string_view{});
    } catch (const std::runtime_error&) {
        throw std::runtime_error(path + ": cannot write a replay there (is the folder missing or read-only?)");
    }
    std::error_code ignored;
    std::filesystem::remove(probe, ignored);
}

void save_replay(const Replay& replay, const std::string& path) {
    levels::write_file_replacing(path, format_replay(replay));
}

} // namespace game
