#include "inspector/workbench_layout.hpp"

#include <engine/units/math.hpp>

#include <algorithm>
#include <cmath>

namespace game::inspector {

ScreenRect intersection(const ScreenRect& a, const ScreenRect& b) noexcept {
    const float x0 = std::max(a.x, b.x);
    const float y0 = std::max(a.y, b.y);
    const float x1 = std::min(a.right(), b.right());
    const float y1 = std::min(a.bottom(), b.bottom());
    if (x1 <= x0 || y1 <= y0) {
        return {};
    }
    return {x0, y0, x1 - x0, y1 - y0};
}

float panel_weight(Panel panel) noexcept {
    // The Queries table and the Inspector's tile lists are what people read most; the Level
    // panel is a few buttons.
    switch (panel) {
    case Panel::Queries: return 1.7f;
    case Panel::Inspector: return 1.4f;
    case Panel::Parameters: return 0.9f;
    case Panel::Probe: return 0.8f;
    case Panel::Stats: return 0.8f;
    case Panel::Level: return 0.45f;
    }
    return 1.0f;
}

float clamped_column_width(float wanted, float window_width, float ui_scale) noexcept {
    const float scale = engine::is_finite(ui_scale) && ui_scale > 0.0f ? ui_scale : 1.0f;
    const float width = engine::is_finite(window_width) ? std::max(0.0f, window_width) : 0.0f;
    if (!engine::is_finite(wanted) || wanted <= 0.0f) {
        wanted = width * kDefaultColumnShare;
    }
    const float widest = width - kMinWorldWidth * scale;
    const float narrowest = kMinColumnWidth * scale;
    // A window too narrow for both minimums: the world keeps at least half of it.
    if (widest < narrowest) {
        return std::floor(std::min(narrowest, width * 0.5f));
    }
    return std::floor(std::clamp(wanted, narrowest, widest));
}

namespace {

/// The height each open panel gets of `left` pixels: collapsed ones their title bar, the
/// expanded ones their share by weight — except that a panel whose content needs less than
/// its share gets what it needs, and the others share what it leaves (by weight again, until
/// no share is above a need: every pass fixes at least one panel, so it ends).
std::array<float, kPanelCount> shared_heights(const LayoutRequest& request, float left, float weights, float title) noexcept {
    std::array<float, kPanelCount> heights{};
    std::array<bool, kPanelCount> settled{};
    for (std::size_t i = 0; i < kPanelCount; ++i) {
        settled[i] = !request.open.open[i] || request.collapsed[i] || weights <= 0.0f;
        heights[i] = settled[i] && request.open.open[i] ? title : 0.0f;
    }
    for (bool changed = true; changed && weights > 0.0f;) {
        changed = false;
        for (std::size_t i = 0; i < kPanelCount; ++i) {
            const float need = request.content_height[i];
            if (settled[i] || !engine::is_finite(need) || need <= 0.0f) {
                continue;
            }
            const float weight = panel_weight(static_cast<Panel>(i));
            const float fitted = std::ceil(std::max(need, title));
            if (fitted < left * weight / weights) {
                heights[i] = fitted;
                settled[i] = true;
                left -= fitted;
                weights -= weight;
                changed = true;
            }
        }
    }
    for (std::size_t i = 0; i < kPanelCount; ++i) {
        if (!settled[i]) {
            heights[i] = std::floor(left * panel_weight(static_cast<Panel>(i)) / weights);
        }
    }
    return heights;
}

} // namespace

WorkbenchLayout lay_out(const LayoutRequest& request) noexcept {
    WorkbenchLayout layout;
    const float window_width = engine::is_finite(request.window_width) ? std::max(1.0f, request.window_width) : 1.0f;
    const float window_height = engine::is_finite(request.window_height) ? std::max(1.0f, request.window_height) : 1.0f;
    layout.world = {0.0f, 0.0f, window_width, window_height};
    if (request.column_hidden || !request.open.any()) {
        return layout;
    }
    const float width = clamped_column_width(request.column_width, window_width, request.ui_scale);
    layout.column_width = width;
    layout.world.width = window_width - width;
    layout.column = {layout.world.right(), 0.0f, width, window_height};
    layout.splitter = {layout.column.x - kSplitterWidth * 0.5f, 0.0f, kSplitterWidth, window_height};
    layout.header = {layout.column.x, 0.0f, width, std::min(request.header_height, window_height)};

    // Collapsed panels keep their title bar; the expanded ones share what is left by weight.
    const float title = std::max(1.0f, request.title_height);
    float left = window_height - layout.header.height;
    float weights = 0.0f;
    for (std::size_t i = 0; i < kPanelCount; ++i) {
        if (request.open.open[i]) {
            if (request.collapsed[i]) {
                left -= title;
            } else {
                weights += panel_weight(static_cast<Panel>(i));
            }
        }
    }
    left = std::max(0.0f, left);
    const std::array<float, kPanelCount> heights = shared_heights(request, left, weights, title);
    float y = layout.header.bottom();
    for (std::size_t i = 0; i < kPanelCount; ++i) {
        if (!request.open.open[i]) {
            continue;
        }
        layout.panels[i] = {layout.column.x, y, width, heights[i]};
        y += heights[i];
    }
    return layout;
}

} // namespace game::inspector
