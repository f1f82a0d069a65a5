// The chapter's answer to the circle exercise is the teaching core itself.
#pragma once
#include <engine/teach/circle_rows.hpp>
namespace mine {
using engine::teach::tiles_in_circle;
}
