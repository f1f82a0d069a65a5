#pragma once
/// Tiled's tile layer data as text — CSV, or base64 with optional zlib, gzip or zstd — turned
/// into gids (internal to the Tiled readers).
///
/// What it is for: a TMX `<data>` element and a TMJ layer's `"data"` string hold the same
/// encodings; both readers call this one decoder, so every encoding is read (and refused)
/// alike. (A TMJ array of numbers and TMX `<tile gid="..."/>` elements are read by their
/// reader: they are syntax, not encodings.)
///
/// Important parts:
/// - the cell count is checked against the limits before anything is allocated;
/// - base64 is decoded and, when compressed, inflated into exactly width * height * 4 bytes
///   (encoding.hpp): a tiny compressed stream cannot grow into a huge buffer;
/// - the bytes are little-endian uint32 gids, flip bits included;
/// - errors are LoadErrors at `place`, saying what to change in Tiled.
///
///     std::vector<std::uint32_t> gids = decode_tile_data("csv", "", "1,2,\n3,4", 2, 2, place);
///
/// Source: Tiled's "TMX Map Format", section <data>
/// (https://doc.mapeditor.org/en/stable/reference/tmx-map-format/#data).

#include "tiled_document.hpp"

#include <cstdint>
#include <string_view>
#include <vector>

namespace levels::detail {

/// Checks a layer or chunk of `width` x `height` tiles fits the limits (error at `place`).
void check_tile_block(std::int64_t width, std::int64_t height, const Place& place);

/// Decodes `text` in Tiled's `encoding` ("csv" or "base64") and `compression` ("", "zlib",
/// "gzip", "zstd") into `width` * `height` gids.
std::vector<std::uint32_t> decode_tile_data(std::string_view encoding, std::string_view compression,
                                            std::string_view text, std::int64_t width, std::int64_t height,
                                            const Place& place);

} // namespace levels::detail
