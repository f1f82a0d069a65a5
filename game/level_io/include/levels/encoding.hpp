#pragma once
/// The byte encodings of Tiled tile layers: base64 text, optionally zlib-, gzip- or
/// zstd-compressed.
///
/// What it is for: Tiled can store a layer's gids as a JSON array or as base64 of
/// little-endian uint32s, compressed or not. These functions turn that text back into bytes,
/// refusing anything malformed with a clear message, and never letting a small input grow
/// into a huge allocation: inflation writes into a buffer of exactly the size the map's
/// width and height call for and stops there.
///
/// Important parts:
/// - `base64_decode` / `base64_encode` (RFC 4648 alphabet, '=' padding optional on input,
///   whitespace ignored — written here, Debian has no small base64 library);
/// - `Compression` and `compression_from_tiled` ("" / "zlib" / "gzip" / "zstd"; others are
///   refused with a message saying which are supported);
/// - `inflate_exact(bytes, compression, size)`: decompress to exactly `size` bytes (zlib for
///   zlib and gzip, libzstd for zstd — Debian's libraries, both streaming into a fixed buffer);
/// - `deflate(bytes, compression)`: the other direction, for writing test variants and maps.
/// Errors are std::invalid_argument; the Tiled loader adds the file and JSON path.
///
///     std::vector<std::uint8_t> gids = levels::base64_decode("AQAAAAIAAAA="); // 1, 2 as uint32 LE

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace levels {

/// Decodes base64 `text` (standard alphabet; whitespace skipped; padding optional).
/// Throws std::invalid_argument naming the offset of the first bad character.
std::vector<std::uint8_t> base64_decode(std::string_view text);

/// Encodes `bytes` as base64 with '=' padding.
std::string base64_encode(std::span<const std::uint8_t> bytes);

/// How a Tiled layer's base64 bytes are compressed.
enum class Compression : std::uint8_t {
    None, ///< plain bytes
    Zlib, ///< zlib stream (RFC 1950)
    Gzip, ///< gzip stream (RFC 1952)
    Zstd, ///< Zstandard frame (RFC 8878)
};

/// The compression Tiled's `compression` field names, or nothing for an unsupported one.
std::optional<Compression> compression_from_tiled(std::string_view name) noexcept;

/// Tiled's name for `compression` ("", "zlib", "gzip", "zstd").
std::string_view to_tiled_name(Compression compression) noexcept;

/// Decompresses `bytes` to exactly `expected_size` bytes. Throws std::invalid_argument when
/// the data is damaged, ends early, or would decompress to more or fewer bytes.
std::vector<std::uint8_t> inflate_exact(std::span<const std::uint8_t> bytes, Compression compression,
                                        std::size_t expected_size);

/// Compresses `bytes` (Compression::None returns them unchanged).
std::vector<std::uint8_t> deflate(std::span<const std::uint8_t> bytes, Compression compression);

} // namespace levels
