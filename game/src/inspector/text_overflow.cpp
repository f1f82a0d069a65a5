#include "inspector/text_overflow.hpp"

#include <imgui.h>
#include <imgui_internal.h>

namespace game::inspector {
namespace {

void keep_worst(TextOverflow& worst, float pixels, const std::string& where) {
    if (pixels > worst.pixels) {
        worst = {pixels, where};
    }
}

/// A window's items against its work rectangle (the area inside its padding and scrollbar).
/// CursorMaxPos grows with every item's full width, also where the item is cut off (a table
/// counts as wide as it is drawn: its cells are measured by `measure_tables`).
void measure_window(const ImGuiWindow& window, TextOverflow& worst) {
    const bool child = (window.Flags & ImGuiWindowFlags_ChildWindow) != 0;
    keep_worst(worst, window.DC.CursorMaxPos.x - window.WorkRect.Max.x,
               child ? "child region " + std::string(window.Name) : "the panel");
    for (const ImGuiWindow* inner : window.DC.ChildWindows) {
        if (inner->Active && !inner->Hidden) {
            measure_window(*inner, worst);
        }
    }
}

/// Each enabled column of a table drawn in `root`'s tree this frame (the sidecar is written after
/// the frame is rendered): its cells' and header's widest content against the column's edge.
void measure_tables(const ImGuiWindow& root, TextOverflow& worst) {
    ImGuiContext& context = *ImGui::GetCurrentContext();
    for (int n = 0; n < context.Tables.GetMapSize(); ++n) {
        const ImGuiTable* table = context.Tables.TryGetMapData(n);
        if (table == nullptr || table->LastFrameActive != context.FrameCount || table->OuterWindow == nullptr ||
            table->OuterWindow->RootWindow != &root) {
            continue;
        }
        for (int c = 0; c < table->ColumnsCount; ++c) {
            const ImGuiTableColumn& column = table->Columns[c];
            if (!column.IsEnabled) {
                continue;
            }
            // A column the table's width cannot hold is cut off by the table's own edge (and
            // not drawn at all when wholly past it).
            const float content_right = ImMax(column.ContentMaxXUnfrozen, column.ContentMaxXHeadersIdeal);
            const float visible_right = ImMin(column.WorkMaxX, table->InnerClipRect.Max.x);
            const char* name = ImGui::TableGetColumnName(table, c);
            keep_worst(worst, content_right - visible_right,
                       "table column " + std::string(name != nullptr ? name : "?"));
        }
    }
}

} // namespace

TextOverflow horizontal_text_overflow(const char* window_name) {
    TextOverflow worst;
    const ImGuiWindow* window = ImGui::FindWindowByName(window_name);
    if (window == nullptr || !window->WasActive || window->Collapsed) {
        return worst;
    }
    measure_window(*window, worst);
    measure_tables(*window, worst);
    return worst;
}

} // namespace game::inspector
