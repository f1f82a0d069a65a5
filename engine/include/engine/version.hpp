#pragma once
/// Tilecast engine version.
///
/// What it is for: tools and the game print it (`tilecast --version`,
/// `tilequery --version`) so a bug report names the engine it came from.
///
///     #include <cstdio>
///     std::printf("Tilecast %s\n", engine::version());

namespace engine {

/// The engine's version as "major.minor.patch", set by CMake from project().
const char* version() noexcept;

} // namespace engine
