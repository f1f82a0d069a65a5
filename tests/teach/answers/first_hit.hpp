// The chapter's answer to the first-hit exercise is the teaching core itself.
#pragma once
#include <engine/teach/first_hit.hpp>
namespace mine {
using engine::teach::FirstHit;
using engine::teach::first_object_on_segment;
}
