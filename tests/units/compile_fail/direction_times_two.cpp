// Must not compile: a facing does not scale (twice "north-east" means nothing; turn it
// by an Angle instead).
#include <engine/units.hpp>

void wrong(engine::Direction2 facing) {
    auto doubled = facing * 2;
    (void)doubled;
}
