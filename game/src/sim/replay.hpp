#pragma once
/// Recording and replaying the player's inputs (`--record FILE`, `--replay FILE`).
///
/// What it is for: the simulation is deterministic, so the inputs *are* the game. A
/// recording made while playing replays headless to the same `state_hash`; a bug seen once
/// can be replayed forever; a test can play a scripted game.
///
/// The file is text, one line per run of identical steps (key presses change rarely at
/// 120 steps per second, so this keeps files small):
///
///     tilecast-replay 1
///     # level levels/01-first-contact.txt seed 7
///     240 0 0 0 0                 <- 240 steps: stick (0, 0), aim 0 steps, no buttons
///     36 127 -64 1073741824 1     <- 36 steps: right and up, aiming down, firing
///
/// Each line is: count, move_x (-127..127), move_y, aim (Direction2 steps, 0..2^32-1),
/// buttons (1 fire + 2 bullet time + 4 restart). Lines starting with '#' are comments.
/// Every number is an integer, so reading back is exact.

#include "sim/player_input.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace game {

/// One line of a replay file: `count` steps with the same input.
struct ReplayRun {
    std::int64_t count = 0; ///< steps, >= 1
    PlayerInput input;      ///< the input of each of them
};

/// The inputs of a whole game, kept as runs, as the file holds them: a line of a few bytes
/// may stand for 10^8 steps, which one input per step would make 1.2 GB of memory.
class Replay {
public:
    /// Adds one step (to the last run when its input is the same).
    void append(const PlayerInput& input) { append(input, 1); }
    /// Adds `count` steps with the same input (count >= 1).
    void append(const PlayerInput& input, std::int64_t count);

    /// The number of steps in all.
    std::int64_t steps() const noexcept { return steps_; }
    /// The runs, in order; consecutive runs have different inputs.
    const std::vector<ReplayRun>& runs() const noexcept { return runs_; }

    std::string comment; ///< the first comment line (level and seed), for messages

private:
    std::vector<ReplayRun> runs_;
    std::int64_t steps_ = 0;
};

/// Reads a replay's inputs in order, one step at a time.
class ReplayCursor {
public:
    /// Starts at the first step; `replay` must outlive the cursor.
    explicit ReplayCursor(const Replay& replay) noexcept : replay_{&replay} {}
    /// True when every step has been read.
    bool done() const noexcept { return run_ == replay_->runs().size(); }
    /// The next step's input; once done, the neutral input (the stick centred, no buttons).
    PlayerInput next() noexcept;

private:
    const Replay* replay_;
    std::size_t run_ = 0;
    std::int64_t used_in_run_ = 0;
};

/// Reads a replay file. Throws std::runtime_error naming the file and line of any problem
/// (missing header, wrong field count, number out of range, unreadable file).
Replay load_replay(const std::string& path);

/// Writes `replay` to `path` (atomically: a temporary file renamed over it). Throws
/// std::runtime_error naming the path when it cannot be written.
void save_replay(const Replay& replay, const std::string& path);

/// Throws std::runtime_error naming `source` when `replay` was recorded on another level
/// file or with another seed than `level` and `seed`, as its first comment says (what
/// `--record` writes: " level PATH seed N"): its inputs would play a different game.
/// Levels are compared by file name. A replay without such a comment is not checked.
void check_replay_matches(const Replay& replay, const std::string& source, const std::string& level, std::uint64_t seed);

/// Parses replay text (what `load_replay` reads); `source` names it in error messages.
Replay parse_replay(const std::string& text, const std::string& source);

/// The replay as text (what `save_replay` writes).
std::string format_replay(const Replay& replay);

} // namespace game
