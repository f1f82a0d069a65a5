// The chapter's answer to the laser exercise is the teaching core itself.
#pragma once
#include <engine/teach/pixel_cast.hpp>
namespace mine {
using engine::teach::LaserHit;
inline LaserHit cast_laser(const engine::CollisionMap& map, engine::Position2 from, engine::Position2 to) {
    return engine::teach::cast_laser(map, from, to);
}
}
