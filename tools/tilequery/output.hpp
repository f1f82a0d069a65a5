#pragma once
// How tilequery prints a result: for people (tile list + ASCII picture with the
// visit order) or for programs (one JSON object, `{"tiles":[[i,j],...]}`).

#include "query_runner.hpp"

#include <string>
#include <vector>

namespace tilequery {

/// The largest picture drawn, in tiles; bigger results print the list only.
inline constexpr int kMaxPictureWidth = 120;
inline constexpr int kMaxPictureHeight = 60;

/// The symbol marking the visited tile of index k (0 for the first): 1-9, then a-z, then A-Z,
/// repeating — the first tile is 1, as everywhere in Tilecast.
char visit_symbol(std::size_t index);

/// The query in one line, e.g. "ray (0.5, 0.5) -> (3.5, 1.5), variant exact: 5 tiles".
std::string describe_query(const QuerySpec& spec, const QueryResult& result);

/// The grid around the visited tiles, each visited tile marked with its visit
/// order and every other tile with '.', rows labelled with y, x given on top.
/// Empty when the result is empty or too large to draw.
std::string ascii_picture(const QueryResult& result);

/// The full human-readable report: description, tile list, counters, picture.
std::string format_text(const QuerySpec& spec, const QueryResult& result);

/// The tiles of `of` that are not in `minus`, in `of`'s order, each once.
std::vector<engine::TileCoord> tiles_not_in(const std::vector<engine::TileCoord>& of, const std::vector<engine::TileCoord>& minus);

/// The text report's `--compare` block: the tiles `compared` adds to `result` and misses.
std::string format_comparison(const QueryResult& result, const QueryResult& compared);

/// `{"tiles":[[i,j],...]}` on one line, written directly (a 10^7-tile result
/// would need gigabytes as a JSON document tree).
std::string format_json(const QueryResult& result);

/// `{"error":"..."}` on one line, the message escaped as a JSON string.
std::string format_json_error(const std::string& message);

} // namespace tilequery
