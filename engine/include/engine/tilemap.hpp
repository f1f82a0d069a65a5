#pragma once
/// Everything of the tilemap module in one include.
///
/// What it is for: game code and tools that use tiles, directions, grid space
/// and the range queries together. Each header below opens with its own
/// orientation block; read them in this order for the tutorial path.
///
///     #include <engine/tilemap.hpp>
///     engine::Tilemap<std::uint8_t> solid(64, 32);
///     solid.at(20, 10) = 1;
///     for (engine::TileCoord t : engine::tiles_on_segment({1.5, 1.5}, {40.2, 20.7})) {
///         if (solid.at(t.x, t.y) != 0) break;  // a wall at (20, 10)
///     }
///
/// Source: the GameDev<T> tilemap series (Paul Scharf, genericgamedev.com).

#include "engine/tilemap/tile_space.hpp"
#include "engine/tilemap/direction.hpp"
#include "engine/tilemap/tilemap.hpp"
#include "engine/tilemap/tile_ref.hpp"
#include "engine/tilemap/grid_space.hpp"
#include "engine/tilemap/query_support.hpp"
#include "engine/tilemap/row_span_range.hpp"
#include "engine/tilemap/rect_query.hpp"
#include "engine/tilemap/circle_query.hpp"
#include "engine/tilemap/segment_query.hpp"
#include "engine/tilemap/object_index.hpp"
