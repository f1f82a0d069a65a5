#include "inspector/overlay.hpp"

#include "inspector/colour_key.hpp"
#include "inspector/panels.hpp"
#include "render/hud.hpp"
#include "inspector/widgets.hpp"
#include "sim/object_table.hpp"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <span>

namespace game::inspector {
namespace {

/// How strongly the running game's overlay is drawn (1 when frozen).
constexpr float kRunningOverlay = 0.5f;

/// A tile must be this wide on screen before its visit number is drawn.
constexpr float kNumberedTileSide = 20.0f;

/// How strongly a query is drawn.
enum class Emphasis { Normal, Dimmed, Selected, FramesOnly };

struct Painter {
    ImDrawList* list;
    const Camera& camera;
    ScreenRect view;  // the world view, for culling
    float fade = 1.0f;  // older queries are drawn fainter (the running view's latest queries)

    ImVec2 screen(engine::Position2 world) const {
        const SDL_FPoint p = camera.to_screen(world);
        return {p.x, p.y};
    }

    bool visible(ImVec2 min, ImVec2 max) const {
        return max.x >= view.x && max.y >= view.y && min.x <= view.right() && min.y <= view.bottom();
    }

    /// The tiles of one list, in order; `shown` of them (all when negative).
    void tiles(std::span<const engine::TileCoord> tiles, const TileList& list, RecordKind kind, Emphasis emphasis,
               bool numbers, int shown = -1) const {
        const bool index_grid = list.grid == TileGrid::ObjectIndex;
        const float fill_alpha = fade * (emphasis == Emphasis::Selected ? (index_grid ? 0.30f : 0.50f)
                                         : emphasis == Emphasis::Dimmed ? (index_grid ? 0.04f : 0.09f)
                                                                        : (index_grid ? 0.07f : 0.30f));
        const float edge_alpha = fade * (emphasis == Emphasis::Selected ? 1.0f : emphasis == Emphasis::Dimmed ? 0.0f
                                         : index_grid                   ? 0.35f
                                                                        : 0.6f);
        const ImU32 fill = kind_colour(kind, fill_alpha);
        const ImU32 edge = kind_colour(kind, edge_alpha);
        const std::size_t count = shown < 0 ? tiles.size() : std::min(tiles.size(), static_cast<std::size_t>(shown));
        const bool frames_only = emphasis == Emphasis::FramesOnly;
        for (std::size_t i = 0; i < count; ++i) {
            ImVec2 min;
            ImVec2 max;
            tile_screen_rect(camera, tiles[i], list.tile_size_pixels, min, max);
            if (!visible(min, max)) {
                continue;
            }
            list_fill(min, max, frames_only ? 0u : fill, edge, index_grid, emphasis == Emphasis::Selected ? 2.0f : 1.0f);
            if (numbers && max.x - min.x >= kNumberedTileSide) {
                number(min, max, static_cast<int>(i) + 1);
            }
        }
    }

    void list_fill(ImVec2 min, ImVec2 max, ImU32 fill, ImU32 edge, bool index_grid, float thickness) const {
        list->AddRectFilled(min, max, fill);
        if ((edge >> IM_COL32_A_SHIFT) == 0) {
            return;
        }
        if (index_grid) {
            // The index's tiles: a frame inset by 3 px, so neighbouring index tiles show a gap.
            list->AddRect(ImVec2(min.x + 3.0f, min.y + 3.0f), ImVec2(max.x - 3.0f, max.y - 3.0f), edge, 0.0f, 0, thickness);
        } else {
            list->AddRect(min, max, edge, 0.0f, 0, thickness);
        }
    }

    void number(ImVec2 min, ImVec2 max, int value) const {
        char text[16];
        std::snprintf(text, sizeof text, "%d", value);
        const ImVec2 size = ImGui::CalcTextSize(text);
        const ImVec2 at((min.x + max.x - size.x) * 0.5f, (min.y + max.y - size.y) * 0.5f);
        list->AddText(ImVec2(at.x + 1.0f, at.y + 1.0f), IM_COL32(0, 0, 0, 220), text);
        list->AddText(at, IM_COL32(255, 255, 255, 255), text);
    }

    /// A thin dashed line from a to b (Dear ImGui draws only solid ones).
    void dashed(ImVec2 a, ImVec2 b, ImU32 colour) const {
        const float dx = b.x - a.x, dy = b.y - a.y;
        const float length = std::sqrt(dx * dx + dy * dy);
        constexpr float kDash = 6.0f, kGap = 5.0f;
        for (float t = 0.0f; t < length; t += kDash + kGap) {
            const float end = std::min(t + kDash, length);
            list->AddLine(ImVec2(a.x + dx * t / length, a.y + dy * t / length),
                          ImVec2(a.x + dx * end / length, a.y + dy * end / length), colour, 1.0f);
        }
    }

    /// The query's shape: its segment or circle, and where it stopped.
    void shape(const QueryRecord& record, Emphasis emphasis) const {
        if (emphasis == Emphasis::Dimmed) {
            return;
        }
        const QueryEvent& e = record.event;
        const bool selected = emphasis == Emphasis::Selected;
        const ImU32 colour = kind_colour(record.kind, selected ? 1.0f : 0.7f * fade);
        const float width = selected ? 2.5f : 1.2f;
        const bool circle = e.kind == QueryKind::Sensing || e.kind == QueryKind::BodyProbe || e.kind == QueryKind::IndexUpdate;
        if (circle) {
            // The query's own radius, and for an index search the radius grown by the box
            // margin (so rounding never misses a disk): that larger circle is the one its
            // tiles cover, so a visited tile never lies outside what is drawn.
            const std::vector<float> radii = drawn_radii(record);
            for (std::size_t i = 0; i < radii.size(); ++i) {
                list->AddCircle(screen(e.from), std::max(1.0f, radii[i] * camera.scale()),
                                i == 0 ? colour : kind_colour(record.kind, selected ? 0.6f : 0.35f * fade), 48,
                                i == 0 ? width : 1.0f);
            }
            if (e.outcome == QueryOutcome::Target && selected) {
                list->AddLine(screen(e.from), screen(e.hit_point), colour, 1.5f);
                list->AddCircleFilled(screen(e.hit_point), 5.0f, colour);
            }
            return;
        }
        // Drawn up to where the query stopped: a laser never seems to pass a wall. The rest of
        // what was asked shows only for the selected query, faint and dashed.
        if (selected) {
            dashed(screen(e.hit_point), screen(e.to), kind_colour(record.kind, 0.45f));
        }
        list->AddLine(screen(e.from), screen(e.hit_point), colour, width);
        if (selected) {
            list->AddCircleFilled(screen(e.from), 4.0f, colour);
        }
        if (e.outcome != QueryOutcome::Nothing) {
            const ImVec2 hit = screen(e.hit_point);
            list->AddCircleFilled(hit, selected ? 5.0f : 3.0f, IM_COL32(255, 255, 255, selected ? 255 : 200));
            list->AddCircle(hit, selected ? 5.0f : 3.0f, colour, 12, 1.5f);
            const engine::TileCoord normal = engine::step(e.wall.normal);
            if (selected && (normal.x != 0 || normal.y != 0) && e.outcome == QueryOutcome::Wall) {
                const ImVec2 tip(hit.x + 18.0f * static_cast<float>(normal.x), hit.y + 18.0f * static_cast<float>(normal.y));
                list->AddLine(hit, tip, IM_COL32(255, 255, 255, 255), 2.0f);
                list->AddCircleFilled(tip, 3.0f, IM_COL32(255, 255, 255, 255));
            }
        }
    }

    void record(const StepRecord& step, const QueryRecord& record, Emphasis emphasis, bool numbers) const {
        tiles(step.tiles_of(record.index_tiles), record.index_tiles, record.kind, emphasis, false);
        tiles(step.tiles_of(record.wall_tiles), record.wall_tiles, record.kind, emphasis, numbers);
        shape(record, emphasis);
    }
};

void draw_selection(const Painter& paint, const Selection& selection, bool numbers) {
    const QueryRecord& record = selection.record;
    const int shown = selection.shown_tiles;
    // The list the slider walks is filled and cut at the slider; the other grid's list is
    // only framed, so the two grids stay apart.
    const bool on_index = selection.slider_on_index;
    paint.tiles(selection.index_tiles, record.index_tiles, record.kind, on_index ? Emphasis::Selected : Emphasis::FramesOnly,
                on_index && numbers, on_index ? shown : -1);
    paint.tiles(selection.wall_tiles, record.wall_tiles, record.kind, on_index ? Emphasis::FramesOnly : Emphasis::Selected,
                !on_index && numbers, on_index ? -1 : shown);
    const auto& tiles = selection.slider_tiles();
    if (shown > 0 && static_cast<std::size_t>(shown) <= tiles.size()) {
        ImVec2 min;
        ImVec2 max;
        tile_screen_rect(paint.camera, tiles[static_cast<std::size_t>(shown) - 1], selection.slider_list().tile_size_pixels,
                         min, max);
        paint.list->AddRect(ImVec2(min.x - 1.0f, min.y - 1.0f), ImVec2(max.x + 1.0f, max.y + 1.0f),
                            ImGui::ColorConvertFloat4ToU32(ImVec4(kCurrentTileColour.r, kCurrentTileColour.g, kCurrentTileColour.b, 1.0f)), 0.0f, 0, 3.0f);
    }
    paint.shape(record, Emphasis::Selected);
}

/// The second variant: its tiles framed in the comparison colour, and the first tile where
/// the two walks part marked with a cross (rays); the bounding box every-tile variants test
/// (circles).
void draw_comparison(const Painter& paint, const ProbeState& probe) {
    const ImU32 colour = ImGui::ColorConvertFloat4ToU32(ImVec4(kCompareColour.r, kCompareColour.g, kCompareColour.b, 0.95f));
    const float size = probe.compare_result.tile_size_pixels;
    if (probe.shape.kind == ProbeKind::Ray) {
        for (const engine::TileCoord tile : probe.compare_result.tiles) {
            ImVec2 min;
            ImVec2 max;
            tile_screen_rect(paint.camera, tile, size, min, max);
            paint.list->AddRect(ImVec2(min.x + 5.0f, min.y + 5.0f), ImVec2(max.x - 5.0f, max.y - 5.0f), colour, 0.0f, 0, 2.0f);
        }
        if (probe.first_difference) {
            const std::size_t k = *probe.first_difference;
            const auto& list = k < probe.compare_result.tiles.size() ? probe.compare_result.tiles : probe.result.tiles;
            if (k < list.size()) {
                ImVec2 min;
                ImVec2 max;
                tile_screen_rect(paint.camera, list[k], size, min, max);
                const ImU32 red = IM_COL32(255, 70, 60, 255);
                paint.list->AddLine(min, max, red, 3.0f);
                paint.list->AddLine(ImVec2(min.x, max.y), ImVec2(max.x, min.y), red, 3.0f);
                paint.list->AddRect(min, max, red, 0.0f, 0, 2.0f);
            }
        }
    } else if (probe.shape.kind == ProbeKind::Circle && probe.compare_circle == engine::CircleVariant::BoundingBox &&
               !probe.result.tiles.empty()) {
        // Every tile of the circle's bounding box: what the bounding-box variant tests one by one.
        const float r = probe.shape.radius.pixels();
        const engine::Position2 lo = engine::Position2::from_pixels(probe.shape.a.x_pixels() - r, probe.shape.a.y_pixels() - r);
        const engine::Position2 hi = engine::Position2::from_pixels(probe.shape.a.x_pixels() + r, probe.shape.a.y_pixels() + r);
        ImVec2 min;
        ImVec2 max;
        ImVec2 unused;
        tile_screen_rect(paint.camera,
                         {static_cast<std::int32_t>(std::floor(lo.x_pixels() / size)), static_cast<std::int32_t>(std::floor(lo.y_pixels() / size))},
                         size, min, unused);
        tile_screen_rect(paint.camera,
                         {static_cast<std::int32_t>(std::floor(hi.x_pixels() / size)), static_cast<std::int32_t>(std::floor(hi.y_pixels() / size))},
                         size, unused, max);
        paint.list->AddRect(min, max, colour, 0.0f, 0, 2.0f);
    }
}

/// The probe's handles: grab one to move that end, corner, centre or the radius.
void draw_handles(const Painter& paint, const ProbeState& probe) {
    const auto handle = [&](engine::Position2 at) {
        const ImVec2 p = paint.screen(at);
        paint.list->AddCircleFilled(p, 6.0f, IM_COL32(20, 20, 24, 220));
        paint.list->AddCircle(p, 6.0f, probe.snapped ? IM_COL32(120, 255, 140, 255) : IM_COL32(255, 255, 255, 255), 16, 2.0f);
    };
    const ProbeShape& shape = probe.shape;
    handle(shape.a);
    if (shape.kind == ProbeKind::Circle) {
        handle(engine::Position2::from_pixels(shape.a.x_pixels() + shape.radius.pixels(), shape.a.y_pixels()));
    } else {
        handle(shape.b);
    }
    if (shape.kind == ProbeKind::Rect) {
        handle(engine::Position2::from_pixels(shape.a.x_pixels(), shape.b.y_pixels()));
        handle(engine::Position2::from_pixels(shape.b.x_pixels(), shape.a.y_pixels()));
    }
}

void draw_probe(const Painter& paint, const InspectorState& state, bool numbers) {
    const ProbeState& probe = state.probe;
    const ProbeShape& shape = probe.shape;
    if (shape.kind == ProbeKind::None) {
        return;
    }
    const ImU32 colour = kind_colour(RecordKind::Probe);
    // What the game's query layer walked for the probe: the cast's tiles, the index's circle.
    const StepRecord& recorded = state.recorder.probe();
    for (const QueryRecord& record : recorded.queries) {
        paint.tiles(recorded.tiles_of(record.index_tiles), record.index_tiles, RecordKind::Probe, Emphasis::Normal, false);
        if (shape.kind == ProbeKind::Ray && state.settings.parameters.segment_variant != engine::SegmentVariant::Exact) {
            paint.tiles(recorded.tiles_of(record.wall_tiles), record.wall_tiles, RecordKind::Probe, Emphasis::Normal, false);
        }
    }
    // The chosen variant's walk on the level's grid, numbered — unless the Inspector has the
    // probe's query selected: then its numbers are the ones to read.
    TileList variant;
    variant.tile_size_pixels = probe.result.tile_size_pixels;
    const bool inspected = state.selection.active && state.selection.from_probe;
    paint.tiles(probe.result.tiles, variant, RecordKind::Probe, inspected ? Emphasis::Normal : Emphasis::Selected,
                numbers && !inspected);
    if (probe.compare) {
        draw_comparison(paint, probe);
    }
    const ImVec2 a = paint.screen(shape.a);
    const ImVec2 b = paint.screen(shape.b);
    draw_handles(paint, probe);
    switch (shape.kind) {
    case ProbeKind::Ray:
        paint.list->AddLine(a, b, kind_colour(RecordKind::Probe, 0.5f), 1.0f);
        paint.list->AddLine(a, paint.screen(probe.result.ray.point), colour, 2.5f);
        paint.list->AddCircleFilled(a, 4.0f, colour);
        if (probe.result.ray.outcome != QueryOutcome::Nothing) {
            const ImVec2 hit = paint.screen(probe.result.ray.point);
            paint.list->AddCircleFilled(hit, 5.0f, IM_COL32(255, 255, 255, 255));
            const engine::TileCoord normal = engine::step(probe.result.ray.wall_normal);
            if (normal.x != 0 || normal.y != 0) {
                const ImVec2 tip(hit.x + 18.0f * static_cast<float>(normal.x), hit.y + 18.0f * static_cast<float>(normal.y));
                paint.list->AddLine(hit, tip, IM_COL32(255, 255, 255, 255), 2.0f);
                paint.list->AddCircleFilled(tip, 3.0f, IM_COL32(255, 255, 255, 255));
            }
        }
        break;
    case ProbeKind::Circle:
        paint.list->AddCircle(a, std::max(1.0f, shape.radius.pixels() * paint.camera.scale()), colour, 64, 2.5f);
        paint.list->AddCircleFilled(a, 3.0f, colour);
        break;
    case ProbeKind::Rect:
        paint.list->AddRect(ImVec2(std::min(a.x, b.x), std::min(a.y, b.y)), ImVec2(std::max(a.x, b.x), std::max(a.y, b.y)),
                            colour, 0.0f, 0, 2.5f);
        break;
    case ProbeKind::None:
        break;
    }
}

void draw_legend(ImDrawList* list, const InspectorState& state, const ScreenRect& view) {
    const float line = ImGui::GetTextLineHeightWithSpacing();
    int rows = 0;
    for (const bool shown : state.settings.kind_shown) {
        rows += shown ? 1 : 0;
    }
    const ImVec2 size(250.0f, line * static_cast<float>(rows + 2) + 10.0f);
    const ImVec2 origin(view.x + 12.0f, view.bottom() - size.y - 52.0f);
    list->AddRectFilled(origin, ImVec2(origin.x + size.x, origin.y + size.y), IM_COL32(12, 14, 20, 200), 6.0f);
    ImVec2 at(origin.x + 8.0f, origin.y + 5.0f);
    list->AddText(at, IM_COL32(200, 205, 215, 255), "query colour key");
    at.y += line;
    for (std::size_t i = 0; i < kRecordKindCount; ++i) {
        if (!state.settings.kind_shown[i]) {
            continue;
        }
        const auto kind = static_cast<RecordKind>(i);
        const float side = line - 6.0f;
        list->AddRectFilled(ImVec2(at.x, at.y + 2.0f), ImVec2(at.x + side, at.y + 2.0f + side), kind_colour(kind, 0.85f));
        list->AddText(ImVec2(at.x + side + 8.0f, at.y), IM_COL32(230, 232, 238, 255), label(kind).data());
        at.y += line;
    }
    const float side = line - 6.0f;
    list->AddRectFilled(ImVec2(at.x, at.y + 2.0f), ImVec2(at.x + side, at.y + 2.0f + side), IM_COL32(200, 200, 200, 90));
    list->AddRect(ImVec2(at.x, at.y + 2.0f), ImVec2(at.x + side, at.y + 2.0f + side), IM_COL32(230, 230, 230, 200));
    list->AddText(ImVec2(at.x + side + 8.0f, at.y), IM_COL32(170, 175, 185, 255), "filled: level tile, framed: index");
}

void draw_banner(ImDrawList* list, InspectorState& state, const ScreenRect& view) {
    char text[160];
    const bool frozen = state.session != nullptr && state.session->frozen();
    if (frozen) {
        // The step shown: the recorder's, or with nothing recorded, the world's own.
        const StepRecord* step = state.shown_step();
        const unsigned long long number = step != nullptr ? static_cast<unsigned long long>(step->step)
                                                          : static_cast<unsigned long long>(state.session->world().step_count());
        std::snprintf(text, sizeof text, "FROZEN  step %llu%s   F10 step   F9 resume", number,
                      state.shown_age() > 0 ? " (history)" : "");
    }
    const bool toast = state.now < state.toast_until && !state.toast.empty();
    float y = view.y + 8.0f;
    // Below the level's card while it shows (it shares the top edge, and its window would hide a pill).
    if (const ImGuiWindow* card = ImGui::FindWindowByName("##level_banner"); card != nullptr && card->WasActive) {
        y = std::max(y, card->Pos.y + card->Size.y + 6.0f);
    }
    // Centred in the world view right of the HUD's status panel, so neither hides the other.
    const float left = std::min(view.x + static_cast<float>(kStatusPanel.x + kStatusPanel.w) + 8.0f, view.right());
    const auto pill = [&](const char* message, ImU32 background, ImU32 foreground) {
        const ImVec2 size = ImGui::CalcTextSize(message);
        // Whole pixels: crisp edges, and the screenshot notes can say exactly what it covers.
        const ImVec2 min(std::floor(std::max(view.x, left + (view.right() - left - size.x) * 0.5f - 12.0f)), y);
        const ImVec2 max(std::ceil(min.x + size.x + 24.0f), std::ceil(y + size.y + 10.0f));
        list->AddRectFilled(min, max, background, 8.0f);
        list->AddText(ImVec2(min.x + 12.0f, min.y + 5.0f), foreground, message);
        state.banner_rects.push_back({min.x, min.y, max.x - min.x, max.y - min.y});
        y = max.y + 6.0f;
    };
    state.banner_text.clear();
    if (frozen) {
        pill(text, IM_COL32(30, 70, 120, 235), IM_COL32(220, 240, 255, 255));
        state.banner_text = text;
    }
    if (toast) {
        pill(state.toast.c_str(), IM_COL32(20, 22, 28, 230), IM_COL32(255, 230, 160, 255));
    }
}

} // namespace

std::vector<float> drawn_radii(const QueryRecord& record) {
    const QueryEvent& e = record.event;
    std::vector<float> radii{e.radius.pixels()};
    if (record.index_tiles.count > 0 && e.kind == QueryKind::Sensing) {
        radii.push_back(e.radius.pixels() + kIndexBoxMarginPixels);
    }
    return radii;
}

void tile_screen_rect(const Camera& camera, engine::TileCoord tile, float tile_size_pixels, ImVec2& min, ImVec2& max) {
    const float x0 = static_cast<float>(tile.x) * tile_size_pixels;
    const float y0 = static_cast<float>(tile.y) * tile_size_pixels;
    const SDL_FPoint a = camera.to_screen(engine::Position2::from_pixels(x0, y0));
    const SDL_FPoint b = camera.to_screen(engine::Position2::from_pixels(x0 + tile_size_pixels, y0 + tile_size_pixels));
    min = ImVec2(a.x, a.y);
    max = ImVec2(b.x, b.y);
}

void draw_world_overlay(InspectorState& state, const Camera& camera) {
    ImDrawList* list = ImGui::GetBackgroundDrawList();
    const ScreenRect& view = state.layout.world;
    ImVec2 clip_min(view.x, view.y), clip_max(view.right(), view.bottom());
    if (state.session != nullptr && !state.session->frozen()) {
        // While the game runs, the overlay stays on the level: a sensing circle's outline past
        // the level's edge, out in the void of a large window, says nothing to a player. Frozen,
        // the whole shape of a query is worth seeing.
        const Arena& arena = state.session->world().arena();
        const SDL_FPoint a = camera.to_screen(engine::Position2::from_pixels(0.0f, 0.0f));
        const SDL_FPoint b = camera.to_screen(engine::Position2::from_pixels(arena.width().pixels(), arena.height().pixels()));
        clip_min = ImVec2(std::max(clip_min.x, a.x), std::max(clip_min.y, a.y));  // window pixels, as Painter draws
        clip_max = ImVec2(std::min(clip_max.x, b.x), std::min(clip_max.y, b.y));
    }
    list->PushClipRect(clip_min, clip_max);
    const Painter paint{list, camera, view};
    const InspectorSettings& settings = state.settings;
    if (settings.overlay && state.recorder.attached_to() != nullptr) {
        const Selection& selection = state.selection;
        const bool selecting = selection.active;
        const double window = static_cast<double>(std::max<std::size_t>(1, state.recorder.steps_recorded()));
        const auto draw = [&](const StepRecord& step, std::size_t i, std::size_t age) {
            const QueryRecord& record = step.queries[i];
            const bool is_selected = selecting && !selection.from_probe && record.event.step == selection.record.event.step &&
                                     record.sequence == selection.record.sequence;
            if (!listed(state, record) || is_selected) {
                return;  // the selection is drawn on its own, above the rest
            }
            const bool hovered = static_cast<int>(i) == state.hovered && age == state.hovered_age;
            // While running, the overlay is calm — the game is what a player looks at — and a
            // query fades over the recorder's window: a laser fired a second ago is still there
            // to be seen, fainter than the one fired now. Frozen, or under the pointer in the
            // Queries table, it is drawn in full.
            Painter faded = paint;
            faded.fade = state.session->frozen() || hovered
                             ? 1.0f
                             : kRunningOverlay * static_cast<float>(std::max(0.3, 1.0 - static_cast<double>(age) / window));
            faded.record(step, record, hovered ? Emphasis::Selected : selecting ? Emphasis::Dimmed : Emphasis::Normal,
                         hovered && settings.overlay_numbers);
        };
        if (!state.session->frozen()) {
            for (const auto& [age, i] : state.latest_rows) {  // each actor's latest query
                if (age < state.recorder.steps_recorded() && i < state.recorder.step_back(age).queries.size()) {
                    draw(state.recorder.step_back(age), i, age);
                }
            }
        } else if (const StepRecord* step = state.shown_step()) {
            for (std::size_t i = 0; i < step->queries.size(); ++i) {
                draw(*step, i, state.shown_age());
            }
        }
        if (selecting) {
            draw_selection(paint, selection, settings.overlay_numbers);
        }
        // The Queries panel's kind boxes are the key when it shows; the first start's hint,
        // which sits where the key would, explains the colours while it shows.
        if ((!settings.panels[Panel::Queries] || state.layout.column.empty()) && !state.hint_open) {
            draw_legend(list, state, view);
        }
    }
    draw_probe(paint, state, settings.overlay_numbers);
    draw_banner(list, state, view);
    list->PopClipRect();
}

} // namespace game::inspector
