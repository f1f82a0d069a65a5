#pragma once
/// The game's settings files on disk: where they live, how one is read without ever stopping
/// the game, and how one is written so that a crash or a full disk never leaves half a file.
///
/// What it is for: every room that remembers something between runs (the inspector's
/// inspector.json, sound.json, feedback.json) keeps its own schema and uses these for the file
/// itself. A room of its own, below audio, render and the inspector, so that none of them has
/// to include another to save a file (game/README.md, "Rooms").
///
/// Important parts:
/// - `settings_folder()`: `--settings-dir`, else `$XDG_CONFIG_HOME/tilecast`, else
///   `~/.config/tilecast`;
/// - `read_settings_json`: a missing file is null silently, an unusable one null and a warning;
/// - `keep_bad_copy`: a file that cannot be used is moved aside (`.bad`, `.bad.1`, ...) before
///   the defaults are saved over it — whatever it is, it was someone's;
/// - `write_file_atomically`: create the folder, then `levels::write_file_replacing`
///   (levels/file_write.hpp): a temporary file beside it, checked, renamed over the old one.
///
///     std::vector<std::string> warnings;
///     const nlohmann::json json = game::settings::read_settings_json(folder / "sound.json", "sound settings", warnings);
///     game::settings::write_file_atomically(folder / "sound.json", json.dump(2) + "\n");

#include <nlohmann/json.hpp>

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace game::settings {

/// A settings file holds a few kilobytes; anything past this is not one.
inline constexpr std::size_t kLargestSettingsFile = std::size_t{16} << 20;

/// Where the settings live (see the file comment); `override_folder` wins when not empty.
std::filesystem::path settings_folder(const std::filesystem::path& override_folder);

/// Reads a small settings file (sound, feedback) as JSON: a missing file gives null silently;
/// one that is not JSON gives null and a warning "`what`: PATH is not JSON; using the
/// defaults". Never throws for the file's content.
nlohmann::json read_settings_json(const std::filesystem::path& path, std::string_view what,
                                  std::vector<std::string>& warnings);

/// Moves a settings file that cannot be used aside, to the first of `path.bad`, `path.bad.1`,
/// ... that is free, so that the defaults can be saved in its place. Never replaces anything
/// and never writes through a symbolic link. Returns the end of a warning: where the file went
/// ("; the file was kept as PATH"), or why it stayed (" (could not keep it: ...)").
std::string keep_bad_copy(const std::filesystem::path& path);

/// Creates `path`'s folder and replaces `path` with `contents` atomically
/// (`levels::write_file_replacing`). Throws std::runtime_error naming the path on failure.
void write_file_atomically(const std::filesystem::path& path, std::string_view contents);

} // namespace game::settings

