// A wrong answer to the object-lists exercise that every tile-set comparison accepts: its
// move unlinks the object from all its tiles and links it into all the new ones. The check
// must still refuse it, since relinking only the difference is what chapter 5 teaches.
#pragma once
#include <engine/teach/object_lists.hpp>
namespace mine {
class ObjectLists : public engine::teach::ObjectLists {
public:
    using engine::teach::ObjectLists::ObjectLists;
    void move(int id, const engine::TileSpaceBox& box) {
        remove_keeping_id(id);
        engine::teach::ObjectLists::move(id, box);
    }

private:
    // Moving to a box outside the map unlinks every tile; the real move then links them all.
    void remove_keeping_id(int id) {
        const engine::TileSpaceBox outside{{-10.0, -10.0}, {-9.0, -9.0}};
        engine::teach::ObjectLists::move(id, outside);
    }
};
} // namespace mine
