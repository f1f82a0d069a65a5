#pragma once
/// The player's sound settings — master volume and mute — kept in `sound.json` in the
/// settings folder (the same folder as the inspector's settings).
///
/// What it is for: a player who muted the game with M, or turned it down, finds it so the next
/// time. The file is read leniently (a hand-edited or corrupt file gives a warning and the
/// defaults, never a crash) and written atomically (settings/settings_store.hpp).
///
/// Important parts:
/// - `SoundSettings`: `volume` 0..1 and `muted`;
/// - `sound_settings_from_json`: missing keys keep their defaults; wrong types are ignored and
///   out-of-range volumes clamped, each with a warning line;
/// - `load_sound_settings` / `save_sound_settings`: the file itself.
///
///     game::audio::SoundSettingsFile file = game::audio::load_sound_settings(folder / "sound.json");
///     file.settings.muted = !file.settings.muted;
///     game::audio::save_sound_settings(folder / "sound.json", file.settings);
///
/// Source: the settings files (settings/settings_store.hpp) — read leniently, write a
/// temporary file and rename it over the old one, which POSIX makes atomic ("rename", The Open
/// Group Base Specifications, https://pubs.opengroup.org/onlinepubs/9699919799/functions/rename.html).

#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>
#include <vector>

namespace game::audio {

/// Volume and mute (see the file comment).
struct SoundSettings {
    float volume = 0.8f;   ///< master volume, 0..1
    bool muted = false;    ///< true: silence

    /// Same settings.
    friend bool operator==(const SoundSettings&, const SoundSettings&) = default;
};

/// Settings as read, with what had to be fixed.
struct SoundSettingsFile {
    SoundSettings settings;
    std::vector<std::string> warnings;   ///< one line per value ignored or clamped
};

/// The file's name inside the settings folder.
inline constexpr const char* kSoundSettingsFile = "sound.json";

/// The JSON form of `settings`.
nlohmann::json sound_settings_to_json(const SoundSettings& settings);
/// Settings from JSON, leniently; fixes are appended to `warnings`.
SoundSettings sound_settings_from_json(const nlohmann::json& json, std::vector<std::string>& warnings);

/// Reads `path`: a missing file gives the defaults silently, a broken one the defaults and a
/// warning. Never throws for the file's content.
SoundSettingsFile load_sound_settings(const std::filesystem::path& path);
/// Writes `settings` to `path` atomically. Throws std::runtime_error naming the path when it cannot.
void save_sound_settings(const std::filesystem::path& path, const SoundSettings& settings);

} // namespace game::audio
