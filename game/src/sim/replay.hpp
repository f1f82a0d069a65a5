#pragma once
/// Recording and replaying a game (`--record FILE`, `--replay FILE`).
///
/// What it is for: the simulation is deterministic, so the level, the seed, the settings and
/// the inputs *are* the game. A recording made while playing — sliders moved included —
/// replays headless to the same `state_hash`; a bug seen once can be replayed forever; a test
/// can play a scripted game.
///
/// The file is text. A few header lines say where the game starts; then one line per run of
/// identical steps (key presses change rarely at 120 steps per second, so this keeps files
/// small), and a `set` line wherever the settings changed:
///
///     tilecast-replay 2
///     level levels/01_foundry.txt             <- the path it was opened by (a default for --level)
///     level-fingerprint 5d0c3e4a1b2f8897      <- its walls, spawns and robots (level_fingerprint.hpp)
///     seed 7
///     extra-robots 0                          <- the extra robots the level started with
///     stress-bullets 0
///     set laser_range_scale=1 sensing_radius_scale=1 fire_interval_scale=1 player_bullet_speed=560 ...
///     240 0 0 0 0                 <- 240 steps: stick (0, 0), aim 0 steps, no buttons
///     set laser_range_scale=1.5 ...           <- from here on, as the Parameters panel set it
///     36 127 -64 1073741824 1     <- 36 steps: right and up, aiming down, firing
///
/// A run line is: count, move_x (-127..127), move_y, aim (Direction2 steps, 0..2^32-1),
/// buttons (1 fire + 2 bullet time + 4 restart). A `set` line names every field of
/// `SimulationSettings` (simulation_settings.hpp) as name=value; decimals are written in the
/// shortest form that reads back to the same number, so reading back is exact. Lines starting
/// with '#' are comments. Files of version 1 (no header fields, no `set` lines: the level and
/// seed in the first comment) still replay.

#include "sim/player_input.hpp"
#include "sim/simulation_settings.hpp"
#include "sim/world.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace game {

/// One line of a replay file: `count` steps with the same input.
struct ReplayRun {
    std::int64_t count = 0; ///< steps, >= 1
    PlayerInput input;      ///< the input of each of them
};

/// Where a recorded game starts (the header of a version 2 file).
struct ReplayStart {
    std::string level;                  ///< the path the recording game opened it by
    std::uint64_t level_fingerprint = 0; ///< what identifies it (level_fingerprint.hpp)
    std::uint64_t seed = 1;             ///< the world's seed
    int extra_robots = 0;               ///< the extra robots asked for when the level last (re)started
    int stress_bullets = 0;             ///< harmless stray bullets kept in flight (--bullets)
};

/// From step `step` on (before that step's input), the game runs with `settings`.
struct ReplaySettingsChange {
    std::int64_t step = 0;
    SimulationSettings settings;
};

/// The inputs of a whole game, kept as runs, as the file holds them: a line of a few bytes
/// may stand for 10^8 steps, which one input per step would make 1.2 GB of memory.
class Replay {
public:
    /// Adds one step (to the last run when its input is the same and no settings changed).
    void append(const PlayerInput& input) { append(input, 1); }
    /// Adds `count` steps with the same input (count >= 1).
    void append(const PlayerInput& input, std::int64_t count);
    /// The game runs with `settings` from the next appended step on.
    void change_settings(const SimulationSettings& settings);

    /// The number of steps in all.
    std::int64_t steps() const noexcept { return steps_; }
    /// The runs, in order; consecutive runs without a settings change between them differ.
    const std::vector<ReplayRun>& runs() const noexcept { return runs_; }
    /// The settings changes, in step order.
    const std::vector<ReplaySettingsChange>& settings_changes() const noexcept { return changes_; }

    std::optional<ReplayStart> start; ///< where the game starts (unset in a version 1 file)
    std::string comment;              ///< the first comment line (a version 1 file's level and seed)

private:
    std::vector<ReplayRun> runs_;
    std::vector<ReplaySettingsChange> changes_;
    std::int64_t steps_ = 0;
};

/// Reads a replay's inputs in order, one step at a time.
class ReplayCursor {
public:
    /// Starts at the first step; `replay` must outlive the cursor.
    explicit ReplayCursor(const Replay& replay) noexcept : replay_{&replay} {}
    /// True when every step has been read.
    bool done() const noexcept { return run_ == replay_->runs().size(); }
    /// The settings the next step starts with, when they change there; else null. Call it
    /// before `next()`.
    const SimulationSettings* settings_due() noexcept;
    /// The next step's input; once done, the neutral input (the stick centred, no buttons).
    PlayerInput next() noexcept;

private:
    const Replay* replay_;
    std::size_t run_ = 0;
    std::int64_t used_in_run_ = 0;
    std::int64_t step_ = 0;     ///< steps read so far
    std::size_t change_ = 0;    ///< the first settings change not yet passed
};

/// Records a game as it is played: call `record` with each step's input just before the
/// world takes that step. The first call notes where the game starts; a call that finds the
/// world's settings changed since the last one notes the change.
class ReplayRecorder {
public:
    /// `level_path`: the path the level was opened by, written into the file for people
    /// and as the default level of `--replay`.
    explicit ReplayRecorder(std::string level_path) : level_path_{std::move(level_path)} {}
    void record(const World& world, const PlayerInput& input);
    const Replay& replay() const noexcept { return replay_; }

private:
    std::string level_path_;
    Replay replay_;
    SimulationSettings last_;
};

/// Reads a replay file. Throws std::runtime_error naming the file and line of any problem
/// (missing header, wrong field count, number out of range, unreadable file).
Replay load_replay(const std::string& path);

/// Writes `replay` to `path` (atomically: a temporary file renamed over it). Throws
/// std::runtime_error naming the path when it cannot be written.
void save_replay(const Replay& replay, const std::string& path);

/// Throws std::runtime_error naming `path` when a replay could not be saved there (its
/// folder is missing or not writable): called at start, so that a game is not played for
/// nothing. Leaves nothing behind.
void check_replay_writable(const std::string& path);

/// Throws std::runtime_error naming `source` when `replay` was recorded on another level
/// or seed than `world` plays: its inputs would play a different game. A version 2 replay
/// names its level by content (`level_fingerprint`), so the same level by another path
/// replays; a version 1 replay by file name, from its first comment (" level PATH seed N");
/// a replay with neither is not checked. `level` names the world's level in the message.
void check_replay_matches(const Replay& replay, const std::string& source, const World& world, const std::string& level);

/// Parses replay text (what `load_replay` reads); `source` names it in error messages.
Replay parse_replay(const std::string& text, const std::string& source);

/// The replay as text (what `save_replay` writes).
std::string format_replay(const Replay& replay);

} // namespace game
