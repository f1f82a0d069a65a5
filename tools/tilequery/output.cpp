#include "output.hpp"

#include <engine/numbers.hpp>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>
#include <string_view>
#include <vector>

namespace tilequery {

namespace {

std::string point_text(engine::TileSpacePoint point) {
    return std::string("(") + engine::describe_number(point.x) + ", " + engine::describe_number(point.y) + ")";
}

std::string tile_text(engine::TileCoord tile) {
    return std::string("(") + std::to_string(tile.x) + "," + std::to_string(tile.y) + ")";
}

} // namespace

char visit_symbol(std::size_t index) {
    // The first tile is 1, as in the game's panels and the chapters' pictures.
    static constexpr std::string_view kSymbols = "123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    return kSymbols[index % kSymbols.size()];
}

std::string describe_query(const QuerySpec& spec, const QueryResult& result) {
    std::string text = kind_name(spec.kind);
    switch (spec.kind) {
    case QueryKind::Ray:
        text += std::string(" ") + point_text(spec.a) + " -> " + point_text(spec.b);
        break;
    case QueryKind::Circle:
        text += std::string(" centre ") + point_text(spec.a) + " radius " + engine::describe_number(spec.radius);
        break;
    case QueryKind::Rect:
        text += std::string(" ") + point_text(spec.a) + " .. " + point_text(spec.b);
        break;
    }
    return text + ", variant " + result.variant + ": " + std::to_string(result.tiles.size()) + " tiles";
}

std::string ascii_picture(const QueryResult& result) {
    if (result.tiles.empty()) {
        return {};
    }
    // The visited tiles' bounding box plus a one-tile margin of unvisited context.
    std::int64_t left = result.tiles.front().x, right = left;
    std::int64_t top = result.tiles.front().y, bottom = top;
    for (engine::TileCoord tile : result.tiles) {
        left = std::min<std::int64_t>(left, tile.x);
        right = std::max<std::int64_t>(right, tile.x);
        top = std::min<std::int64_t>(top, tile.y);
        bottom = std::max<std::int64_t>(bottom, tile.y);
    }
    --left;
    ++right;
    --top;
    ++bottom;
    const std::int64_t width = right - left + 1;
    const std::int64_t height = bottom - top + 1;
    if (width > kMaxPictureWidth || height > kMaxPictureHeight) {
        return {};
    }
    std::vector<std::string> rows(static_cast<std::size_t>(height), std::string(static_cast<std::size_t>(width), '.'));
    for (std::size_t index = 0; index < result.tiles.size(); ++index) {
        const engine::TileCoord tile = result.tiles[index];
        rows[static_cast<std::size_t>(tile.y - top)][static_cast<std::size_t>(tile.x - left)] = visit_symbol(index);
    }
    const std::string top_label = std::string("y=") + std::to_string(top);
    const std::string bottom_label = std::string("y=") + std::to_string(bottom);
    const std::size_t label_width = std::max(top_label.size(), bottom_label.size());
    std::string picture = std::string(label_width + 2, ' ') + "x=" + std::to_string(left) + ".." + std::to_string(right) + "\n";
    for (std::int64_t y = top; y <= bottom; ++y) {
        std::string label = std::string("y=") + std::to_string(y);
        label.insert(0, label_width - label.size(), ' ');
        picture += label + "  " + rows[static_cast<std::size_t>(y - top)] + "\n";
    }
    return picture;
}

std::string format_text(const QuerySpec& spec, const QueryResult& result) {
    std::string text = describe_query(spec, result) + "\n";
    text += "tiles in visit order:";
    for (engine::TileCoord tile : result.tiles) {
        text += std::string(" ") + tile_text(tile);
    }
    text += std::string("\ncounters: tiles_visited=") + std::to_string(result.stats.tiles_visited) +
            " tiles_tested=" + std::to_string(result.stats.tiles_tested) + "\n";
    const std::string picture = ascii_picture(result);
    if (!picture.empty()) {
        text += std::string("\nvisit order (1-9, a-z, A-Z, then again from 1; '.' = not visited):\n") + picture;
    } else if (!result.tiles.empty()) {
        text += std::string("\n(no picture: the tiles span more than ") + std::to_string(kMaxPictureWidth) + " x " +
                std::to_string(kMaxPictureHeight) + ")\n";
    }
    return text;
}

std::vector<engine::TileCoord> tiles_not_in(const std::vector<engine::TileCoord>& of, const std::vector<engine::TileCoord>& minus) {
    const std::set<engine::TileCoord> excluded(minus.begin(), minus.end());
    std::set<engine::TileCoord> seen;
    std::vector<engine::TileCoord> tiles;
    for (const engine::TileCoord tile : of) {
        if (!excluded.contains(tile) && seen.insert(tile).second) {
            tiles.push_back(tile);
        }
    }
    return tiles;
}

std::string format_comparison(const QueryResult& result, const QueryResult& compared) {
    const auto list = [](const std::vector<engine::TileCoord>& tiles) {
        std::string text;
        for (const engine::TileCoord tile : tiles) {
            text += " (" + std::to_string(tile.x) + "," + std::to_string(tile.y) + ")";
        }
        return tiles.empty() ? std::string(" none") : text;
    };
    return "\ncompared with variant " + compared.variant + " (" + std::to_string(compared.tiles.size()) +
           " tiles):\n  it adds:" + list(tiles_not_in(compared.tiles, result.tiles)) +
           "\n  it misses:" + list(tiles_not_in(result.tiles, compared.tiles)) + "\n";
}

std::string format_json(const QueryResult& result) {
    std::string json = "{\"tiles\":[";
    json.reserve(json.size() + result.tiles.size() * 12 + 3);
    bool first = true;
    for (engine::TileCoord tile : result.tiles) {
        json += first ? "[" : ",[";
        json += std::to_string(tile.x);
        json += ',';
        json += std::to_string(tile.y);
        json += ']';
        first = false;
    }
    return json + "]}";
}

std::string format_json_error(const std::string& message) {
    // dump() escapes quotes, control characters and replaces invalid UTF-8.
    return std::string("{\"error\":") + nlohmann::json(message).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "}";
}

} // namespace tilequery
