// base64, zlib/gzip and zstd for Tiled tile layers (encoding.hpp).
#include "levels/encoding.hpp"

#include <zlib.h>
#include <zstd.h>

#include <array>
#include <limits>
#include <stdexcept>

namespace levels {

namespace {

constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
constexpr std::uint8_t kNotBase64 = 0xFF;

constexpr std::array<std::uint8_t, 256> make_decode_table() {
    std::array<std::uint8_t, 256> table{};
    table.fill(kNotBase64);
    for (std::size_t i = 0; i < kAlphabet.size(); ++i) {
        table[static_cast<unsigned char>(kAlphabet[i])] = static_cast<std::uint8_t>(i);
    }
    return table;
}
constexpr std::array<std::uint8_t, 256> kDecode = make_decode_table();

bool is_space(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

std::string describe_byte(char c) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7F) {
        return std::string{"'"} + c + "'";
    }
    constexpr std::string_view kHex = "0123456789ABCDEF";
    return std::string{"byte 0x"} + kHex[byte >> 4] + kHex[byte & 0xF];
}

// zlib's windowBits: 15 is the largest window; +16 selects the gzip wrapper.
int window_bits(Compression compression) { return compression == Compression::Gzip ? 15 + 16 : 15; }

// Zstandard: stream into a buffer one byte larger than expected, so a frame that holds
// more than the map needs is noticed without decompressing it all (a small frame can
// claim gigabytes). Several frames in a row are allowed, as the format allows.
std::vector<std::uint8_t> zstd_decompress_exact(std::span<const std::uint8_t> bytes, std::size_t expected_size) {
    std::vector<std::uint8_t> out(expected_size + 1);
    ZSTD_DCtx* context = ZSTD_createDCtx();
    if (context == nullptr) {
        throw std::invalid_argument("zstd: cannot start decompression");
    }
    ZSTD_inBuffer input{bytes.data(), bytes.size(), 0};
    ZSTD_outBuffer output{out.data(), out.size(), 0};
    std::size_t status = 1;
    while (input.pos < input.size && output.pos < output.size) {
        status = ZSTD_decompressStream(context, &output, &input);
        if (ZSTD_isError(status) != 0) {
            ZSTD_freeDCtx(context);
            throw std::invalid_argument(std::string{"zstd: the compressed data is damaged ("} +
                                        ZSTD_getErrorName(status) + ")");
        }
        if (status != 0 && input.pos == input.size) {
            break; // the frame needs more input than there is
        }
    }
    ZSTD_freeDCtx(context);
    if (output.pos > expected_size) {
        throw std::invalid_argument("zstd: the data decompresses to more than the expected " +
                                    std::to_string(expected_size) + " bytes");
    }
    if (status != 0 || bytes.empty()) {
        throw std::invalid_argument("zstd: the compressed data ends early (truncated?) after " +
                                    std::to_string(output.pos) + " of " + std::to_string(expected_size) + " bytes");
    }
    if (output.pos != expected_size) {
        throw std::invalid_argument("zstd: the data decompresses to " + std::to_string(output.pos) +
                                    " bytes, expected " + std::to_string(expected_size));
    }
    out.resize(expected_size);
    return out;
}

std::vector<std::uint8_t> zstd_compress(std::span<const std::uint8_t> bytes) {
    std::vector<std::uint8_t> out(ZSTD_compressBound(bytes.size()));
    const std::size_t size = ZSTD_compress(out.data(), out.size(), bytes.data(), bytes.size(), ZSTD_CLEVEL_DEFAULT);
    if (ZSTD_isError(size) != 0) {
        throw std::invalid_argument(std::string{"zstd: compression failed ("} + ZSTD_getErrorName(size) + ")");
    }
    out.resize(size);
    return out;
}

} // namespace

std::vector<std::uint8_t> base64_decode(std::string_view text) {
    std::vector<std::uint8_t> bytes;
    bytes.reserve(text.size() / 4 * 3 + 3);
    std::uint32_t group = 0;
    int group_size = 0;
    std::size_t padding = 0;
    for (std::size_t offset = 0; offset < text.size(); ++offset) {
        const char c = text[offset];
        if (is_space(c)) {
            continue;
        }
        if (c == '=') {
            ++padding;
            if (padding > 2 || group_size < 2) {
                throw std::invalid_argument("base64: misplaced '=' at offset " + std::to_string(offset));
            }
            continue;
        }
        if (padding > 0) {
            throw std::invalid_argument("base64: data after '=' padding at offset " + std::to_string(offset));
        }
        const std::uint8_t value = kDecode[static_cast<unsigned char>(c)];
        if (value == kNotBase64) {
            throw std::invalid_argument("base64: " + describe_byte(c) + " at offset " + std::to_string(offset) +
                                        " is not a base64 character");
        }
        group = (group << 6) | value;
        if (++group_size == 4) {
            bytes.push_back(static_cast<std::uint8_t>(group >> 16));
            bytes.push_back(static_cast<std::uint8_t>(group >> 8));
            bytes.push_back(static_cast<std::uint8_t>(group));
            group = 0;
            group_size = 0;
        }
    }
    // A trailing group of 2 or 3 characters carries 1 or 2 bytes; 1 character carries none
    // and can only be a truncated string.
    if (group_size == 1) {
        throw std::invalid_argument("base64: the text ends in the middle of a group (truncated?)");
    }
    if (group_size == 2) {
        bytes.push_back(static_cast<std::uint8_t>(group >> 4));
    } else if (group_size == 3) {
        bytes.push_back(static_cast<std::uint8_t>(group >> 10));
        bytes.push_back(static_cast<std::uint8_t>(group >> 2));
    }
    if (padding > 0 && group_size + static_cast<int>(padding) != 4) {
        throw std::invalid_argument("base64: wrong amount of '=' padding");
    }
    return bytes;
}

std::string base64_encode(std::span<const std::uint8_t> bytes) {
    std::string text;
    text.reserve((bytes.size() + 2) / 3 * 4);
    std::size_t i = 0;
    for (; i + 3 <= bytes.size(); i += 3) {
        const std::uint32_t group = (std::uint32_t{bytes[i]} << 16) | (std::uint32_t{bytes[i + 1]} << 8) | bytes[i + 2];
        text += kAlphabet[(group >> 18) & 63];
        text += kAlphabet[(group >> 12) & 63];
        text += kAlphabet[(group >> 6) & 63];
        text += kAlphabet[group & 63];
    }
    const std::size_t rest = bytes.size() - i;
    if (rest > 0) {
        const std::uint32_t group = (std::uint32_t{bytes[i]} << 16) | (rest == 2 ? std::uint32_t{bytes[i + 1]} << 8 : 0);
        text += kAlphabet[(group >> 18) & 63];
        text += kAlphabet[(group >> 12) & 63];
        text += rest == 2 ? kAlphabet[(group >> 6) & 63] : '=';
        text += '=';
    }
    return text;
}

std::optional<Compression> compression_from_tiled(std::string_view name) noexcept {
    if (name.empty()) {
        return Compression::None;
    }
    if (name == "zlib") {
        return Compression::Zlib;
    }
    if (name == "gzip") {
        return Compression::Gzip;
    }
    if (name == "zstd") {
        return Compression::Zstd;
    }
    return std::nullopt;
}

std::string_view to_tiled_name(Compression compression) noexcept {
    switch (compression) {
    case Compression::None:
        return "";
    case Compression::Zlib:
        return "zlib";
    case Compression::Gzip:
        return "gzip";
    case Compression::Zstd:
        return "zstd";
    }
    return "";
}

std::vector<std::uint8_t> inflate_exact(std::span<const std::uint8_t> bytes, Compression compression,
                                        std::size_t expected_size) {
    if (compression == Compression::None) {
        if (bytes.size() != expected_size) {
            throw std::invalid_argument("the data has " + std::to_string(bytes.size()) + " bytes, expected " +
                                        std::to_string(expected_size));
        }
        return {bytes.begin(), bytes.end()};
    }
    if (compression == Compression::Zstd) {
        return zstd_decompress_exact(bytes, expected_size);
    }
    if (bytes.size() > std::numeric_limits<uInt>::max() || expected_size > std::numeric_limits<uInt>::max()) {
        throw std::invalid_argument("compressed layer too large");
    }
    const char* name = compression == Compression::Gzip ? "gzip" : "zlib";
    // One spare byte: if zlib fills it, the stream holds more than the map needs.
    std::vector<std::uint8_t> out(expected_size + 1);
    z_stream stream{};
    if (inflateInit2(&stream, window_bits(compression)) != Z_OK) {
        throw std::invalid_argument(std::string{name} + ": cannot start decompression");
    }
    stream.next_in = const_cast<Bytef*>(bytes.data()); // zlib's API is not const-correct; it only reads
    stream.avail_in = static_cast<uInt>(bytes.size());
    stream.next_out = out.data();
    stream.avail_out = static_cast<uInt>(out.size());
    const int status = inflate(&stream, Z_FINISH);
    const std::size_t produced = out.size() - stream.avail_out;
    const std::string message = stream.msg != nullptr ? stream.msg : "";
    inflateEnd(&stream);
    if (status == Z_DATA_ERROR || status == Z_NEED_DICT || status == Z_MEM_ERROR || status == Z_STREAM_ERROR) {
        throw std::invalid_argument(std::string{name} + ": the compressed data is damaged" +
                                    (message.empty() ? std::string{} : " (" + message + ")"));
    }
    if (produced > expected_size) {
        throw std::invalid_argument(std::string{name} + ": the data decompresses to more than the expected " +
                                    std::to_string(expected_size) + " bytes");
    }
    if (status != Z_STREAM_END) {
        throw std::invalid_argument(std::string{name} + ": the compressed data ends early (truncated?) after " +
                                    std::to_string(produced) + " of " + std::to_string(expected_size) + " bytes");
    }
    if (produced != expected_size) {
        throw std::invalid_argument(std::string{name} + ": the data decompresses to " + std::to_string(produced) +
                                    " bytes, expected " + std::to_string(expected_size));
    }
    out.resize(expected_size);
    return out;
}

std::vector<std::uint8_t> deflate(std::span<const std::uint8_t> bytes, Compression compression) {
    if (compression == Compression::None) {
        return {bytes.begin(), bytes.end()};
    }
    if (compression == Compression::Zstd) {
        return zstd_compress(bytes);
    }
    if (bytes.size() > std::numeric_limits<uInt>::max() / 2) {
        throw std::invalid_argument("deflate: input too large");
    }
    z_stream stream{};
    if (deflateInit2(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, window_bits(compression), 8, Z_DEFAULT_STRATEGY) !=
        Z_OK) {
        throw std::invalid_argument("deflate: cannot start compression");
    }
    std::vector<std::uint8_t> out(deflateBound(&stream, static_cast<uLong>(bytes.size())) + 32);
    stream.next_in = const_cast<Bytef*>(bytes.data());
    stream.avail_in = static_cast<uInt>(bytes.size());
    stream.next_out = out.data();
    stream.avail_out = static_cast<uInt>(out.size());
    const int status = ::deflate(&stream, Z_FINISH);
    const std::size_t produced = out.size() - stream.avail_out;
    deflateEnd(&stream);
    if (status != Z_STREAM_END) {
        throw std::invalid_argument("deflate: compression failed");
    }
    out.resize(produced);
    return out;
}

} // namespace levels
