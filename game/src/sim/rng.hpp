#pragma once
/// `Rng`: the simulation's one source of randomness, the same on every compiler.
///
/// What it is for: robots pick patrol turns and cooldowns at random, extra robots are
/// spread over the level at random — and a run must be repeatable from `--seed` alone, so
/// that a replay or a headless test gives the same `state_hash` every time.
///
/// Important parts:
/// - SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
///   2014): one 64-bit state, one addition and a few multiply-xorshifts per number;
/// - the mapping to floats and ranges is written here, not taken from <random>: the
///   standard specifies the engines' sequences but not the distributions', so
///   `std::uniform_real_distribution` may give different numbers with libstdc++ and libc++;
/// - the whole state is one integer, so it goes into the state hash.
///
///     game::Rng rng(42);
///     float turn_degrees = rng.uniform(90.0f, 270.0f);
///     int column = rng.below(64);

#include <cstdint>

namespace game {

/// A small deterministic pseudo-random generator (SplitMix64).
class Rng {
public:
    /// A generator whose sequence is fixed by `seed`.
    explicit constexpr Rng(std::uint64_t seed) noexcept : state_{seed} {}

    /// The next 64 random bits.
    constexpr std::uint64_t next_u64() noexcept {
        std::uint64_t z = (state_ += 0x9E37'79B9'7F4A'7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58'476D'1CE4'E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D0'49BB'1331'11EBULL;
        return z ^ (z >> 31);
    }

    /// A float in [0, 1): the top 24 bits, so every value is exactly representable.
    constexpr float unit() noexcept { return static_cast<float>(next_u64() >> 40) * (1.0f / 16777216.0f); }

    /// A float in [low, high).
    constexpr float uniform(float low, float high) noexcept { return low + (high - low) * unit(); }

    /// An integer in [0, count) for count >= 1 (multiply-shift; the bias is below 2^-32).
    constexpr std::uint32_t below(std::uint32_t count) noexcept {
        return static_cast<std::uint32_t>(((next_u64() >> 32) * count) >> 32);
    }

    /// The whole internal state (for the state hash).
    constexpr std::uint64_t state() const noexcept { return state_; }

private:
    std::uint64_t state_;
};

} // namespace game
