// The chapter's answer to the object-lists exercise is the teaching core itself.
#pragma once
#include <engine/teach/object_lists.hpp>
namespace mine {
using engine::teach::ObjectLists;
}
