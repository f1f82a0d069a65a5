// Fuzz target: Tiled's layer encodings (levels/encoding.hpp) — base64 text, and zlib, gzip
// and zstd streams — which take the most hostile bytes of any map: a few bytes of a
// compressed stream can claim gigabytes.
//
// The first byte picks the compression (low two bits) and whether the rest is base64 text or
// raw compressed bytes (bit 2); the next two bytes are the expected size (0..65535). Checks:
// the decoder returns exactly the expected number of bytes or throws std::invalid_argument
// with a message, never anything else; and what it returns, compressed again by `deflate`,
// decodes back to the same bytes.
#include "fuzz_support.hpp"

#include "levels/encoding.hpp"

#include <stdexcept>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 3) {
        return 0;
    }
    constexpr levels::Compression kKinds[] = {levels::Compression::None, levels::Compression::Zlib,
                                              levels::Compression::Gzip, levels::Compression::Zstd};
    const levels::Compression compression = kKinds[data[0] & 3U];
    const bool as_text = (data[0] & 4U) != 0;
    const std::size_t expected = static_cast<std::size_t>(data[1]) | (static_cast<std::size_t>(data[2]) << 8);
    const std::span<const std::uint8_t> rest(data + 3, size - 3);
    std::vector<std::uint8_t> decoded;
    try {
        const std::vector<std::uint8_t> bytes =
            as_text ? levels::base64_decode(std::string_view(reinterpret_cast<const char*>(rest.data()), rest.size()))
                    : std::vector<std::uint8_t>(rest.begin(), rest.end());
        decoded = levels::inflate_exact(bytes, compression, expected);
    } catch (const std::invalid_argument& error) {
        FUZZ_CHECK(std::string_view{error.what()}.size() > 0, "an error without a message");
        return 0;
    }
    FUZZ_CHECK(decoded.size() == expected, "decoded " + std::to_string(decoded.size()) + " bytes, expected " +
                                               std::to_string(expected));
    const std::vector<std::uint8_t> again = levels::inflate_exact(levels::deflate(decoded, compression), compression, expected);
    FUZZ_CHECK(again == decoded, "deflate then inflate changed the bytes");
    FUZZ_CHECK(levels::base64_decode(levels::base64_encode(decoded)) == decoded, "base64 round trip changed the bytes");
    return 0;
}
