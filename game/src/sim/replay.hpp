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

/// The inputs of a whole game, one per step.
struct Replay {
    std::vector<PlayerInput> steps;   ///< step i's input
    std::string comment;              ///< the first comment line (level and seed), for messages
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
