#pragma once
// tilequery's pictures: a query's answer drawn as an SVG file (`--svg PATH`).
//
// What it shows: the tile grid around the answer with the tile indices on two
// sides, the query's shape (segment with its start dot and end arrow, circle,
// rectangle), every visited tile shaded and numbered in visit order (0 first, as
// in the text report), and, with `--compare VARIANT`, where the compared variant
// differs: tiles it yields that the drawn variant does not are crossed out in
// red, tiles it misses get a dashed red frame.
//
// Tiny example:
//
//     const QueryResult result = run_query(spec);
//     write_text_file("walk.svg", svg_picture(spec, result, nullptr));
//
// The output depends only on its input (fixed number formatting, no dates, no
// locale), so a picture regenerated from the same command is byte-identical; the
// documentation's staleness test (tests/docs/) relies on that. Each visited tile
// is a `<g class="visit" data-order="K" data-tile="I,J">` (its number a
// `<text data-order="K">` in the group "labels") and each difference a
// `<g class="extra" ...>` or `<g class="missed" ...>`, so tests can read the
// picture back with an XML parser.

#include "query_runner.hpp"

#include <string>

namespace tilequery {

/// The largest picture drawn, in tiles per side (the answer plus a one-tile margin).
inline constexpr int kMaxSvgTiles = 64;

/// The SVG document for `result` of `spec`. `compared` (may be null) is another
/// variant's answer to the same query; its differences from `result` are marked.
/// Throws `UsageError` when the picture would exceed kMaxSvgTiles per side.
std::string svg_picture(const QuerySpec& spec, const QueryResult& result, const QueryResult* compared);

/// Writes `text` to the file `path`; throws `UsageError` naming the path when it cannot.
void write_text_file(const std::string& path, const std::string& text);

} // namespace tilequery
