// The chapter's answer to the segment-walk exercise is the teaching core itself.
#pragma once
#include <engine/teach/segment_walk.hpp>
namespace mine {
using engine::teach::tiles_on_segment;
}
