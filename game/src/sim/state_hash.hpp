#pragma once
/// `state_hash`: one 64-bit number that changes when anything in the simulation does.
///
/// What it is for: determinism tests and the stats JSON. Two runs with the same seed and
/// the same inputs must end with the same hash; a different seed, or the object index
/// switched off, must not change what happened — only a different game changes the hash.
///
/// Important parts: FNV-1a over the exact bits of every piece of game state (clock, random
/// state, player, robots, bullets, beams, score, outcome) in a fixed order. Nothing about
/// *how* the state was computed goes in: not the query counters, not the object index, so
/// the index on and off hash the same.
///
///     std::uint64_t h = game::state_hash(world);
///     std::string hex = game::hash_to_hex(h);   // "9f2c...": 16 hex digits

#include "sim/world.hpp"

#include <cstdint>
#include <string>

namespace game {

/// The hash of everything `world` will do from here on.
std::uint64_t state_hash(const World& world);

/// `hash` as 16 lower-case hex digits.
std::string hash_to_hex(std::uint64_t hash);

} // namespace game
