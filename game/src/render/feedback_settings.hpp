#pragma once
/// The player's feedback settings — for now whether the view shakes when they are hit — kept in
/// `feedback.json` in the settings folder, beside `sound.json` and the inspector's settings.
///
/// What it is for: screen shake helps most players feel a hit and makes some feel sick; a player
/// who turns it off in the pause menu finds it off the next time. Read leniently (a broken file:
/// a warning and the defaults), written atomically, like the sound settings (sound_settings.hpp).
/// `--no-shake` turns it off for one run and leaves the file alone.
///
///     game::FeedbackSettingsFile file = game::load_feedback_settings(folder / "feedback.json");
///     file.settings.screen_shake = false;
///     game::save_feedback_settings(folder / "feedback.json", file.settings);
///
/// Source: the accessibility advice to let players turn screen shake off — "Game Accessibility
/// Guidelines" (Barrie Ellis, Ian Hamilton and others, https://gameaccessibilityguidelines.com,
/// "Avoid (or provide an option to disable) VR simulation sickness triggers").

#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>
#include <vector>

namespace game {

/// What the player may turn off.
struct FeedbackSettings {
    bool screen_shake = true;   ///< shake the view when the player is hit

    /// Same settings.
    friend bool operator==(const FeedbackSettings&, const FeedbackSettings&) = default;
};

/// Settings as read, with what had to be fixed.
struct FeedbackSettingsFile {
    FeedbackSettings settings;
    std::vector<std::string> warnings;   ///< one line per value ignored
};

/// The file's name inside the settings folder.
inline constexpr const char* kFeedbackSettingsFile = "feedback.json";

/// The JSON form of `settings`.
nlohmann::json feedback_settings_to_json(const FeedbackSettings& settings);
/// Settings from JSON, leniently: a missing key keeps its default, a wrong type is ignored with
/// a line in `warnings`.
FeedbackSettings feedback_settings_from_json(const nlohmann::json& json, std::vector<std::string>& warnings);

/// Reads `path`: a missing file gives the defaults silently, a broken one the defaults and a
/// warning. Never throws for the file's content.
FeedbackSettingsFile load_feedback_settings(const std::filesystem::path& path);
/// Writes `settings` to `path` atomically. Throws std::runtime_error naming the path when it cannot.
void save_feedback_settings(const std::filesystem::path& path, const FeedbackSettings& settings);

} // namespace game
