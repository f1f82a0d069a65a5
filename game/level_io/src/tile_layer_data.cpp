// Tiled's CSV and base64 tile data (tile_layer_data.hpp).
#include "tile_layer_data.hpp"

#include "levels/encoding.hpp"
#include "levels/level.hpp"
#include "parse_support.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace levels::detail {

namespace {

constexpr std::int64_t kMaxGid = 0xFFFFFFFFLL;

bool is_space(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

std::string_view strip(std::string_view text) {
    while (!text.empty() && is_space(text.front())) {
        text.remove_prefix(1);
    }
    while (!text.empty() && is_space(text.back())) {
        text.remove_suffix(1);
    }
    return text;
}

// "1,2,3,\n4,5,6": Tiled ends each row but the last with a comma; one trailing comma is
// tolerated after the last too, as some exporters write it.
std::vector<std::uint32_t> decode_csv(std::string_view text, std::size_t cells, const Place& place) {
    std::vector<std::uint32_t> gids;
    gids.reserve(std::min(cells, text.size() / 2 + 1)); // at least "0," per gid: no more than the text can hold
    text = strip(text);
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const std::string_view token = strip(text.substr(start, comma - start));
        const bool last = comma == text.size();
        if (token.empty() && last && !gids.empty()) {
            break;
        }
        const auto value = parse_integer(token);
        if (!value || *value < 0 || *value > kMaxGid) {
            throw place.error("CSV entry " + std::to_string(gids.size()) + " is \"" + printable(token, 20) +
                              "\", not a gid (a whole number 0.." +
                              std::to_string(kMaxGid) + ")");
        }
        if (gids.size() == cells) {
            throw place.error("the CSV data has more than the " + std::to_string(cells) + " entries the layer needs");
        }
        gids.push_back(static_cast<std::uint32_t>(*value));
        start = comma + 1;
    }
    if (gids.size() != cells) {
        throw place.error("the CSV data has " + std::to_string(gids.size()) + " entries, expected " +
                          std::to_string(cells));
    }
    return gids;
}

std::vector<std::uint32_t> decode_base64(std::string_view text, std::string_view compression_name, std::size_t cells,
                                         const Place& place) {
    const auto compression = compression_from_tiled(compression_name);
    if (!compression) {
        throw place.error("unsupported compression \"" + printable(compression_name) +
                          "\": use zlib, gzip, zstd or none (Map > Map Properties > Tile Layer Format)");
    }
    const std::size_t expected_bytes = cells * 4;
    // Uncompressed base64 has a known length; refuse a far longer string before decoding it.
    if (*compression == Compression::None && text.size() > (expected_bytes + 2) / 3 * 4 + 1024) {
        throw place.error("the base64 text is longer than a layer of " + std::to_string(cells) + " tiles needs");
    }
    std::vector<std::uint8_t> bytes;
    try {
        bytes = inflate_exact(base64_decode(text), *compression, expected_bytes);
    } catch (const std::invalid_argument& error) {
        throw place.error(std::string{"cannot decode the layer: "} + error.what());
    }
    std::vector<std::uint32_t> gids(cells);
    for (std::size_t k = 0; k < cells; ++k) {
        gids[k] = std::uint32_t{bytes[4 * k]} | (std::uint32_t{bytes[4 * k + 1]} << 8) |
                  (std::uint32_t{bytes[4 * k + 2]} << 16) | (std::uint32_t{bytes[4 * k + 3]} << 24);
    }
    return gids;
}

} // namespace

void check_tile_block(std::int64_t width, std::int64_t height, const Place& place) {
    if (width < 1 || height < 1 || width > Limits::kMaxMapTiles || height > Limits::kMaxMapTiles) {
        throw place.error("a layer or chunk of " + std::to_string(width) + " x " + std::to_string(height) +
                          " tiles is outside the limits: each side must be 1.." + std::to_string(Limits::kMaxMapTiles));
    }
}

std::vector<std::uint32_t> decode_tile_data(std::string_view encoding, std::string_view compression,
                                            std::string_view text, std::int64_t width, std::int64_t height,
                                            const Place& place) {
    check_tile_block(width, height, place);
    const auto cells = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    if (encoding == "csv") {
        if (!compression.empty()) {
            throw place.error("compression \"" + printable(compression) + "\" needs the base64 encoding");
        }
        return decode_csv(text, cells, place);
    }
    if (encoding == "base64") {
        return decode_base64(text, compression, cells, place);
    }
    throw place.error("unknown encoding \"" + printable(encoding) +
                      "\" (Tiled writes \"csv\" or \"base64\": Map > Map Properties > Tile Layer Format)");
}

} // namespace levels::detail
