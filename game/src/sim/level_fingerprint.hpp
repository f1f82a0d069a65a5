#pragma once
/// `level_fingerprint`: one 64-bit number for what a level plays like — its walls to the
/// pixel, the player's spawn and every robot with its route and settings.
///
/// What it is for: a replay names its level by content, not by file name. The same level
/// reached by another path (a copy, a symlink, `./levels/...`) replays; a level whose file
/// changed since the recording — or the same file with its masks rebuilt at another alpha
/// threshold — is refused, because the recorded inputs would play a different game there.
/// What only changes the look (tile pictures, decor, the name) is left out.
///
///     std::uint64_t id = game::level_fingerprint(game::builtin_arena());

#include "sim/arena.hpp"

#include <cstdint>

namespace game {

/// The fingerprint of `arena` (see the file comment).
std::uint64_t level_fingerprint(const Arena& arena);

} // namespace game
