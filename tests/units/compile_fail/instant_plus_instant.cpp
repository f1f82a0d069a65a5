// Must not compile: two moments do not add (Instant is absolute; only a TimeSpan may be
// added to it).
#include <engine/units.hpp>

engine::Instant wrong(engine::Instant a, engine::Instant b) {
    return a + b;
}
