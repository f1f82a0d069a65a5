#pragma once
// What the fuzz targets share: reading numbers out of the fuzzer's bytes, an in-memory
// asset source for the level parsers, and a check that stops the run with a message.
//
// What it is for: each target in this folder turns libFuzzer's bytes into calls of the
// project's parsers and queries and checks the contracts of docs/DESIGN.md §3-7 as it runs. The
// same targets also build without libFuzzer (corpus_runner.cpp) so the corpora — and every
// crash ever found, kept as a regression input — run in the ordinary test suite too.
//
// Important parts:
// - `FuzzBytes`: consumes the input front to back; `number()` mixes raw doubles (any bit
//   pattern: NaN, infinities, denormals), values on the 2^-10 grid, and the edge values the
//   queries must refuse or just accept (±2^31, 1e30, 2^20 px ...);
// - `FUZZ_CHECK(condition, message)`: prints the message and aborts, which libFuzzer
//   reports as a crash with its input saved.
//
// Source: libFuzzer's documentation (LLVMFuzzerTestOneInput, corpus directories); the
// style of the byte reader follows LLVM's FuzzedDataProvider, written small here so the
// targets also build with g++.

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>

/// Stops the run when `condition` is false, printing `message` and where.
#define FUZZ_CHECK(condition, message)                                                                              \
    do {                                                                                                            \
        if (!(condition)) {                                                                                         \
            std::fprintf(stderr, "%s:%d: FUZZ_CHECK(%s) failed: %s\n", __FILE__, __LINE__, #condition,             \
                         std::string(message).c_str());                                                             \
            std::abort();                                                                                           \
        }                                                                                                           \
    } while (false)

namespace fuzz {

/// Reads values from the fuzzer's bytes, front to back; past the end everything is 0.
class FuzzBytes {
public:
    /// Reads from `size` bytes at `data`.
    FuzzBytes(const std::uint8_t* data, std::size_t size) noexcept : data_{data}, size_{size} {}

    /// One byte (0 past the end).
    std::uint8_t byte() noexcept { return offset_ < size_ ? data_[offset_++] : 0; }

    /// An integer in [low, high] (both inclusive, low <= high), from up to 4 bytes.
    std::int64_t integer(std::int64_t low, std::int64_t high) noexcept {
        const std::uint64_t span = static_cast<std::uint64_t>(high - low) + 1;
        std::uint64_t value = 0;
        for (std::uint64_t range = 1; range < span && range != 0; range <<= 8) {
            value = (value << 8) | byte();
        }
        return low + static_cast<std::int64_t>(span == 0 ? value : value % span);
    }

    /// A double of any bit pattern (NaN, infinities and denormals included).
    double raw_double() noexcept {
        std::uint64_t bits = 0;
        for (int k = 0; k < 8; ++k) {
            bits = (bits << 8) | byte();
        }
        double value = 0.0;
        std::memcpy(&value, &bits, sizeof value);
        return value;
    }

    /// A number for a query argument: mostly small values on the 2^-10 grid (where the
    /// contracts are exact), sometimes an edge value, sometimes any double at all.
    double number() noexcept {
        const std::uint8_t kind = byte();
        if (kind < 16) {
            return raw_double();
        }
        if (kind < 48) {
            static constexpr std::array<double, 16> kEdges{
                0.0, -0.0, 1e30, -1e30, NAN, INFINITY, -INFINITY, 2147483648.0, -2147483648.0,
                2147483647.9990234375, 1048576.0, -1048576.0, 4.9e-324, 0.5, -0.5, 1048575.9990234375};
            return kEdges[kind % kEdges.size()];
        }
        // A multiple of 2^-10 with |value| < 2^15, the common case.
        const auto fixed = static_cast<std::int32_t>(static_cast<std::uint32_t>(byte()) << 16 |
                                                     static_cast<std::uint32_t>(byte()) << 8 | byte());
        const std::int32_t signed_fixed = (fixed & 0x800000) != 0 ? fixed - 0x1000000 : fixed;
        // Scale down further now and then so that short segments and small radii are common.
        const int shift = 10 + (kind & 7);
        return std::ldexp(static_cast<double>(signed_fixed), -shift);
    }

    /// Bytes not yet read.
    std::size_t remaining() const noexcept { return size_ - offset_; }

private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t offset_ = 0;
};

} // namespace fuzz
