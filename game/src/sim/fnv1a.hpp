#pragma once
/// `Fnv1a`: a 64-bit hash fed number by number, for `state_hash` and `level_fingerprint`.
///
/// What it is for: telling two games (or two levels) apart with one integer. It is not a
/// cryptographic hash: it only has to change when anything fed to it does.
///
///     game::Fnv1a h;
///     h.u32(7);
///     h.f32(1.5f);
///     std::uint64_t id = h.value();
///
/// Source: "FNV Hash", Glenn Fowler, Landon Curt Noll and Kiem-Phong Vo,
/// http://www.isthe.com/chongo/tech/comp/fnv/

#include <engine/units.hpp>

#include <bit>
#include <cstdint>

namespace game {

/// FNV-1a over the little-endian bytes of each value.
class Fnv1a {
public:
    void bytes(std::uint64_t value, int count) {
        for (int i = 0; i < count; ++i) {
            hash_ ^= (value >> (8 * i)) & 0xFFu;
            hash_ *= 0x0000'0100'0000'01B3ULL;
        }
    }
    void u64(std::uint64_t value) { bytes(value, 8); }
    void u32(std::uint32_t value) { bytes(value, 4); }
    void f32(float value) { u32(std::bit_cast<std::uint32_t>(value)); }
    void f64(double value) { u64(std::bit_cast<std::uint64_t>(value)); }
    void position(engine::Position2 p) {
        f32(p.x_pixels());
        f32(p.y_pixels());
    }
    void instant(engine::Instant t) { f64(t.seconds_since_start()); }
    std::uint64_t value() const { return hash_; }

private:
    std::uint64_t hash_ = 0xCBF2'9CE4'8422'2325ULL;
};

} // namespace game
