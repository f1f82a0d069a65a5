#pragma once
/// The workbench layout: the world on the left, the inspector's panels stacked in one column
/// on the right — computed, not dragged, so that the world always stays in view.
///
/// What it is for: Debian's Dear ImGui 1.86 has no docking, and free-floating panels end up
/// on top of the very world they describe. Like Box2D's samples app, the inspector keeps its
/// panels in a fixed column beside the world; this file decides where everything goes for a
/// window of a given size. It knows nothing of ImGui or SDL, so it is tested headless.
///
/// Important parts:
/// - `LayoutRequest`: the window's size, the column's wanted width, which panels are open
///   and which are collapsed to their title bar;
/// - `lay_out`: the world view, the column, its header bar and splitter, and one place per
///   open panel; expanded panels share the column's height by weight, but a panel whose
///   content needs less than its share (the Inspector with nothing selected) gets what it
///   needs and the others share the rest; collapsed ones keep only their title bar;
/// - `clamped_column_width`: the column never takes the world below `kMinWorldWidth`, and is
///   never narrower than `kMinColumnWidth` (both times the UI scale) — so a saved width from a
///   wider screen still fits a smaller one.
///
///     game::inspector::LayoutRequest request;
///     request.window_width = 1280.0f;
///     request.window_height = 720.0f;
///     request.open[game::inspector::Panel::Queries] = true;
///     const game::inspector::WorkbenchLayout layout = game::inspector::lay_out(request);
///     // layout.world: x 0, width 1280 - layout.column.width; layout.panels[0]: the Queries panel
///
/// Source: the Box2D v3 samples app (a world view plus a fixed settings column), and Dear
/// ImGui's own advice for hand-made layouts: set the next window's place every frame
/// (ImGui::SetNextWindowPos/Size with ImGuiCond_Always).

#include "inspector/panel_set.hpp"

#include <array>

namespace game::inspector {

/// A rectangle in window pixels (x, y of its top-left corner).
struct ScreenRect {
    float x = 0.0f;       ///< left edge
    float y = 0.0f;       ///< top edge
    float width = 0.0f;   ///< 0: nothing there
    float height = 0.0f;  ///< 0: nothing there

    /// Right edge.
    float right() const noexcept { return x + width; }
    /// Bottom edge.
    float bottom() const noexcept { return y + height; }
    /// Area in square pixels.
    float area() const noexcept { return width * height; }
    /// True when it has no area.
    bool empty() const noexcept { return width <= 0.0f || height <= 0.0f; }
    /// True when (px, py) lies inside (left and top edges included).
    bool contains(float px, float py) const noexcept { return px >= x && py >= y && px < right() && py < bottom(); }
};

/// The overlap of two rectangles (empty when they do not meet).
ScreenRect intersection(const ScreenRect& a, const ScreenRect& b) noexcept;

/// The column is never narrower than this (times the UI scale) while shown.
inline constexpr float kMinColumnWidth = 260.0f;
/// The column never leaves the world narrower than this (times the UI scale).
inline constexpr float kMinWorldWidth = 360.0f;
/// The column's share of the window's width when no width was chosen yet.
inline constexpr float kDefaultColumnShare = 0.30f;
/// Width of the grip between the world and the column that resizes the column.
inline constexpr float kSplitterWidth = 6.0f;

/// What the layout depends on.
struct LayoutRequest {
    float window_width = 1280.0f;                ///< the window's size in pixels
    float window_height = 720.0f;
    float ui_scale = 1.0f;                       ///< the UI scale (high-DPI screens: above 1)
    float column_width = 0.0f;                   ///< wanted width; 0 or less: the default share
    bool column_hidden = false;                  ///< the column is folded away (F8): the world takes the window
    PanelSet open;                               ///< which panels are open
    std::array<bool, kPanelCount> collapsed{};   ///< which open panels show only their title bar
    float title_height = 19.0f;                  ///< height of a panel's title bar (font size + padding)
    /// The height each panel's content needs, title bar included, as drawn last frame; 0: not
    /// known (the panel takes its share). A panel never gets more than it needs.
    std::array<float, kPanelCount> content_height{};
    float header_height = 26.0f;                 ///< height of the column's header bar
};

/// Where everything goes.
struct WorkbenchLayout {
    ScreenRect world;                            ///< the world view: camera, overlay, banners and HUD live here
    ScreenRect column;                           ///< the whole column (empty when hidden or no panel is open)
    ScreenRect header;                           ///< the column's header bar (View menu, hide button)
    ScreenRect splitter;                         ///< the grip on the column's left edge
    std::array<ScreenRect, kPanelCount> panels{};///< each open panel's place (empty for closed ones)
    float column_width = 0.0f;                   ///< the column's width after clamping (0 when not shown)
};

/// How much of the column's height each expanded panel gets, relative to the others.
float panel_weight(Panel panel) noexcept;

/// The column width actually used for `wanted` in a window `window_width` wide.
float clamped_column_width(float wanted, float window_width, float ui_scale) noexcept;

/// The layout for `request` (see the file comment).
WorkbenchLayout lay_out(const LayoutRequest& request) noexcept;

} // namespace game::inspector
