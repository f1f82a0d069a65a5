// Chapter 3's worked trace: a rectangle's corner tiles, then a circle row by row.
// Build and run it from the repository's root (docs/learn/03_rect_circle.md, "Try it").
//
// The circle part repeats the arithmetic of the default ("span") circle query
// (engine/include/engine/tilemap/circle_query.hpp, CircleGeometry::exact_span) so
// that each row's numbers can be printed, and compares every row with what
// engine::tiles_in_circle itself yields.
#include <engine/tilemap.hpp>

#include <cmath>
#include <cstdint>
#include <cstdio>

int main() {
    using namespace engine;
    using detail::ceil_div;
    using detail::floor_div;
    using detail::kSubTileScale; // 2^10 units per tile

    // The rectangle: half-open, so x = 3 is its right edge and not in column 3.
    const TileSpacePoint low{0.5, 0.25}, high{3.0, 1.5};
    std::printf("rect (0.5, 0.25)-(3, 1.5): columns %g..%g, rows %g..%g:", std::floor(low.x), std::ceil(high.x) - 1,
                std::floor(low.y), std::ceil(high.y) - 1);
    for (TileCoord tile : tiles_in_rect(low, high)) {
        std::printf(" (%d,%d)", tile.x, tile.y);
    }
    std::printf("\n");

    // The circle, in 2^-10 tile units: the centre lies on that grid, the radius does not.
    const TileSpacePoint centre{2.5, 2.25};
    const double radius = 1.4999;
    const auto cx = static_cast<std::int64_t>(centre.x * kSubTileScale);
    const auto cy = static_cast<std::int64_t>(centre.y * kSubTileScale);
    const auto r = static_cast<std::int64_t>(std::ceil(radius * kSubTileScale)); // rounded outward
    std::printf("circle centre (2.5, 2.25) = (%lld, %lld) units, radius 1.4999 = %.4f units -> %lld\n",
                static_cast<long long>(cx), static_cast<long long>(cy), radius * kSubTileScale,
                static_cast<long long>(r));
    const std::int64_t y_first = ceil_div(cy - r, kSubTileScale) - 1, y_last = floor_div(cy + r, kSubTileScale);
    std::printf("rows %lld..%lld\n", static_cast<long long>(y_first), static_cast<long long>(y_last));

    auto query = tiles_in_circle(centre, radius);
    auto it = query.begin();
    for (std::int64_t row = y_first; row <= y_last; ++row) {
        // The row's y nearest the centre: 0 when the centre lies in the row.
        const std::int64_t top = row * kSubTileScale, bottom = top + kSubTileScale;
        const std::int64_t dy = cy < top ? top - cy : (cy > bottom ? cy - bottom : 0);
        const std::int64_t half_width = detail::integer_sqrt(r * r - dy * dy);
        // Closed square [i, i+1] meets [cx - w, cx + w] when i <= cx + w and i + 1 >= cx - w.
        std::int64_t first = ceil_div(cx - half_width, kSubTileScale) - 1;
        std::int64_t last = floor_div(cx + half_width, kSubTileScale);
        std::printf("row %lld: dy %4lld  half-width %4lld  columns %lld..%lld", static_cast<long long>(row),
                    static_cast<long long>(dy), static_cast<long long>(half_width), static_cast<long long>(first),
                    static_cast<long long>(last));
        // The radius was rounded up, so check the end tiles against the disk as given.
        while (first <= last && !square_meets_disk(first, row, centre, radius)) {
            std::printf("  trim %lld", static_cast<long long>(first));
            ++first;
        }
        while (last >= first && !square_meets_disk(last, row, centre, radius)) {
            std::printf("  trim %lld", static_cast<long long>(last));
            --last;
        }
        // What the engine's query yields for this row.
        std::printf("  -> query: %lld..%lld\n", static_cast<long long>(it.row_first_x()),
                    static_cast<long long>(it.row_last_x()));
        if ((*it).y != row || it.row_first_x() != first || it.row_last_x() != last) {
            std::printf("  (this trace and the query disagree)\n");
            return 1;
        }
        for (std::int64_t column = first; column <= last; ++column) {
            ++it;
        }
    }
    std::printf("%lld tiles\n", static_cast<long long>(query.stats().tiles_visited));

    // Why tile (0, 2) was trimmed: its gap to the centre against the radius, squared.
    const double gap_x = centre.x - 1.0; // the centre lies right of the square [0, 1]
    std::printf("tile (0, 2): gap %g, gap^2 = %.8f > r^2 = %.8f, so square_meets_disk = %s\n", gap_x, gap_x * gap_x,
                radius * radius, square_meets_disk(0, 2, centre, radius) ? "true" : "false");
}
