// A tile's pixel mask as rectangles (mask_rectangles.hpp).
#include "mask_rectangles.hpp"

namespace levels::detail {

namespace {

// The runs of set bits of `row` in a `size` px row, as [first, past) column pairs.
std::vector<std::pair<std::int32_t, std::int32_t>> runs_of(std::uint64_t row, std::int32_t size) {
    std::vector<std::pair<std::int32_t, std::int32_t>> runs;
    for (std::int32_t x = 0; x < size;) {
        if (((row >> x) & 1U) == 0) {
            ++x;
            continue;
        }
        const std::int32_t first = x;
        while (x < size && ((row >> x) & 1U) != 0) {
            ++x;
        }
        runs.emplace_back(first, x);
    }
    return runs;
}

} // namespace

std::vector<PixelRect> mask_rectangles(engine::TileMaskView mask) {
    std::vector<PixelRect> done;
    std::vector<PixelRect> open; // rectangles whose bottom is the previous row
    for (std::int32_t y = 0; y < mask.size(); ++y) {
        std::vector<PixelRect> still_open;
        for (const auto& [first, past] : runs_of(mask.row_bits(y), mask.size())) {
            PixelRect grown{first, y, past - first, 1};
            for (PixelRect& above : open) {
                if (above.width > 0 && above.x == first && above.width == past - first) {
                    grown = PixelRect{above.x, above.y, above.width, above.height + 1};
                    above.width = 0; // taken
                    break;
                }
            }
            still_open.push_back(grown);
        }
        for (const PixelRect& rect : open) {
            if (rect.width > 0) {
                done.push_back(rect);
            }
        }
        open = std::move(still_open);
    }
    done.insert(done.end(), open.begin(), open.end());
    if (done.empty()) {
        done.push_back(PixelRect{-1, -1, 1, 1});
    }
    return done;
}

} // namespace levels::detail
