#include "engine/version.hpp"

namespace engine {

const char* version() noexcept { return TILECAST_VERSION; }

} // namespace engine
