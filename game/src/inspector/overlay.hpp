#pragma once
/// The world overlay: the tiles each query visited, shaded in its kind's colour over the
/// level, with the selected query bright, numbered in visit order and cut at the step
/// slider, its hit point and face normal drawn, and every other query dimmed.
///
/// What it is for: seeing a query — which tiles a laser walked before the wall stopped it,
/// how a sensing circle covers the object index's coarser grid, where a probe ray would hit.
///
/// Important parts:
/// - drawn into Dear ImGui's background draw list: above the world (drawn by SDL first),
///   below every panel, in the same frame, with no render-target juggling;
/// - collision-grid tiles are filled; object-index tiles (a grid of its own) are
///   drawn as a lighter fill with a dashed-looking inner frame, so the two grids never blur;
/// - visit numbers appear only once a tile is at least 20 screen pixels wide (zoom in with
///   the wheel) — below that they would be unreadable noise;
/// - a legend (the colour key) sits in the bottom-left corner while the overlay is on.
///
///     game::inspector::draw_world_overlay(state, session.camera());
///
/// Source: Red Blob Games' grid line-drawing page (numbered cells, one colour key); Box2D's
/// samples draw their ray casts' hit points and normals the same way.

#include "inspector/inspector_state.hpp"
#include "render/camera.hpp"

#include <vector>

namespace game::inspector {

/// Draws the overlay for this frame (between ImGui::NewFrame and ImGui::Render), inside the
/// world view (`state.layout.world`); notes where its banners went in `state.banner_rects`.
/// While the game runs it shows each actor's latest query (the Queries panel's rows); while
/// frozen, every query of the step shown.
void draw_world_overlay(InspectorState& state, const Camera& camera);

/// The radii (world pixels) the overlay draws for a circle query: its own, and for a sensing
/// query that searched the object index, the radius grown by the index's box margin — the
/// circle its index tiles cover.
std::vector<float> drawn_radii(const QueryRecord& record);

/// The screen rectangle of `tile` of a grid with `tile_size_pixels` tiles (for the overlay
/// and for tests that look for it in a screenshot).
void tile_screen_rect(const Camera& camera, engine::TileCoord tile, float tile_size_pixels, ImVec2& min, ImVec2& max);

} // namespace game::inspector
