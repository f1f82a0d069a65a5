#pragma once
/// The inspector's settings on disk: a small JSON file of parameters, open panels and
/// overlay choices beside Dear ImGui's own ini file (window places and sizes) — both
/// written atomically (settings/settings_store.hpp: where the folder is, reading and writing
/// a file), so a crash or a full disk never leaves half a file behind.
///
/// What it is for: a person who arranged the panels finds them the same next time. The live
/// parameters are an experiment, not a setting: they are never saved as they stand, so every
/// game starts at the level's own values; a person who wants them again saves them as a named
/// preset on purpose (Parameters panel) and loads it (the panel, or `--preset NAME`).
///
/// Important parts:
/// - `settings::settings_folder()` holds `inspector.json` and `imgui.ini`;
/// - `presets`: named sets of parameters. A file from a version that saved every change keeps
///   those values as the preset "saved earlier" — never applied by itself, never lost;
/// - `settings_from_json` is lenient: a missing key keeps its default, a value of the wrong
///   type or out of range is replaced by its default or clamped, and the returned warnings say
///   which — a hand-edited file never stops the game.
///
///     game::inspector::SettingsFile file = game::inspector::load_settings(folder / "inspector.json");
///     game::inspector::save_settings(folder / "inspector.json", file.settings);

#include "inspector/panel_set.hpp"
#include "inspector/parameters.hpp"
#include "inspector/query_record.hpp"
#include "settings/settings_store.hpp"

#include <nlohmann/json.hpp>

#include <array>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace game::inspector {

/// The workbench's layout (workbench_layout.hpp): how wide the panel column is, whether it is
/// folded away, which panels show only their title bar.
struct LayoutSettings {
    float column_width = 0.0f;                  ///< 0: the default share of the window
    bool column_hidden = false;                 ///< folded away (F8)
    std::array<bool, kPanelCount> collapsed{};  ///< per panel: only its title bar shows

    /// Same layout.
    friend bool operator==(const LayoutSettings&, const LayoutSettings&) = default;
};

/// The widest column a settings file may ask for; anything else is not a width.
inline constexpr float kLargestColumnWidth = 8192.0f;

/// How many seconds of steps the recorder keeps: the default, and the range of the slider.
inline constexpr float kDefaultRecorderSeconds = 2.0f;
inline constexpr float kMinRecorderSeconds = 0.25f;
inline constexpr float kMaxRecorderSeconds = 10.0f;

/// A set of parameters a person saved under a name.
struct ParameterPreset {
    std::string name;       ///< 1..kLongestPresetName bytes, no control characters
    Parameters parameters;  ///< clamped into their ranges

    /// Same preset.
    friend bool operator==(const ParameterPreset&, const ParameterPreset&) = default;
};

inline constexpr std::size_t kMostPresets = 32;        ///< a file may hold this many presets
inline constexpr std::size_t kLongestPresetName = 40;  ///< bytes
/// The preset that parameters saved by an earlier version become.
inline constexpr std::string_view kEarlierPresetName = "saved earlier";

/// Everything the inspector remembers between runs.
struct InspectorSettings {
    Parameters parameters;                          ///< this run's live parameters (never saved)
    std::vector<ParameterPreset> presets;           ///< the parameters saved on purpose, by name
    PanelSet panels;                                ///< which panels are open
    bool overlay = true;                            ///< draw the visited tiles over the world
    bool overlay_numbers = true;                    ///< number the tiles in visit order when zoomed in
    /// Which kinds the overlay and the Queries table show (index updates and body probes are
    /// many and small; they start hidden).
    std::array<bool, kRecordKindCount> kind_shown{true, true, true, true, false, false, true};
    LayoutSettings layout;                          ///< the panel column
    bool hint_seen = false;                         ///< the first start's F1 hint was shown and dismissed
    float recorder_seconds = kDefaultRecorderSeconds;  ///< the recorder's time window

    /// Same settings.
    friend bool operator==(const InspectorSettings&, const InspectorSettings&) = default;
};

/// A settings file as read: the settings, and what had to be fixed on the way.
struct SettingsFile {
    InspectorSettings settings;          ///< defaults where the file said nothing usable
    std::vector<std::string> warnings;   ///< one line per value ignored or clamped
    bool found = false;                  ///< false: no file yet (first run)
    bool unreadable = false;             ///< the file is not JSON: a copy was kept beside it (`.bad`)
    bool outdated = false;               ///< written by a version that saved the parameters: rewrite it
};

/// The JSON form of one set of parameters (a preset's).
nlohmann::json parameters_to_json(const Parameters& parameters);
/// Parameters from JSON, leniently: unusable values keep the level's value, out-of-range ones
/// are clamped; fixes are appended to `warnings`.
Parameters parameters_from_json(const nlohmann::json& object, std::vector<std::string>& warnings);
/// Why `name` cannot name a preset, or empty when it can.
std::string preset_name_problem(std::string_view name);
/// The preset called `name`, or nullptr.
const ParameterPreset* find_preset(const InspectorSettings& settings, std::string_view name);
/// The presets' names, quoted and comma-separated ("none" when there are none).
std::string preset_names(const InspectorSettings& settings);

/// The JSON form of `settings` (every field but `parameters`).
nlohmann::json settings_to_json(const InspectorSettings& settings);
/// Settings from JSON, leniently (see the file comment); fixes are appended to `warnings`.
InspectorSettings settings_from_json(const nlohmann::json& json, std::vector<std::string>& warnings);

/// Reads `path`. A missing file gives defaults with `found == false`; a file that is not
/// JSON gives defaults and a warning, and is copied to `path` + ".bad" first, so that a
/// hand-edited file with a typo is never lost when the defaults are saved over it. Never
/// throws for the file's content.
SettingsFile load_settings(const std::filesystem::path& path);
/// Writes `settings` to `path` atomically (creating the folder). Throws std::runtime_error
/// naming the path when it cannot.
void save_settings(const std::filesystem::path& path, const InspectorSettings& settings);

} // namespace game::inspector
