#include "inspector/inspector_settings.hpp"

#include <levels/json_quote.hpp>
#include <levels/regular_file.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>

namespace game::inspector {
namespace {

constexpr int kSettingsVersion = 1;

/// Reads `object[key]` as a T, or keeps `value` (with a warning when the key is there but
/// unusable).
template <class T>
void read(const nlohmann::json& object, const char* key, T& value, std::vector<std::string>& warnings) {
    const auto found = object.find(key);
    if (found == object.end()) {
        return;
    }
    const bool usable = std::is_same_v<T, bool> ? found->is_boolean() : found->is_number();
    if (!usable) {
        warnings.push_back(std::string("settings: '") + key + "' is not a " +
                           (std::is_same_v<T, bool> ? "true/false value" : "number") + "; using the default");
        return;
    }
    value = found->get<T>();
}

template <class Variant, std::size_t N>
void read_variant(const nlohmann::json& object, const char* key, const std::array<engine::VariantInfo<Variant>, N>& table,
                  Variant& value, std::vector<std::string>& warnings) {
    const auto found = object.find(key);
    if (found == object.end()) {
        return;
    }
    const std::optional<Variant> variant =
        found->is_string() ? engine::find_variant(table, found->get<std::string>()) : std::nullopt;
    if (!variant) {
        warnings.push_back(std::string("settings: '") + key + "' must be one of " + engine::variant_names(table) +
                           "; using the default");
        return;
    }
    value = *variant;
}

/// Names of the entries of `flags` that are set, by `name_of(index)`.
template <std::size_t N, class NameOf>
nlohmann::json names_of(const std::array<bool, N>& flags, NameOf name_of) {
    nlohmann::json names = nlohmann::json::array();
    for (std::size_t i = 0; i < N; ++i) {
        if (flags[i]) {
            names.push_back(std::string(name_of(i)));
        }
    }
    return names;
}

template <std::size_t N, class NameOf>
void read_names(const nlohmann::json& object, const char* key, std::array<bool, N>& flags, NameOf name_of,
                std::vector<std::string>& warnings) {
    const auto found = object.find(key);
    if (found == object.end()) {
        return;
    }
    if (!found->is_array()) {
        warnings.push_back(std::string("settings: '") + key + "' is not a list of names; using the default");
        return;
    }
    flags.fill(false);
    for (const nlohmann::json& item : *found) {
        bool known = false;
        for (std::size_t i = 0; i < N; ++i) {
            if (item.is_string() && item.get<std::string>() == name_of(i)) {
                flags[i] = known = true;
            }
        }
        if (!known) {
            warnings.push_back(std::string("settings: '") + key + "' lists unknown name " + levels::quote_json_value(item) + "; ignored");
        }
    }
}

/// The column layout: a width that cannot be a column on any screen (negative, not finite,
/// wider than any display) resets the whole layout, with a warning — never used.
void read_layout(const nlohmann::json& object, LayoutSettings& layout, std::vector<std::string>& warnings) {
    LayoutSettings read_in;
    const std::size_t warnings_before = warnings.size();
    const auto width = object.find("column_width");
    if (width != object.end()) {
        // nlohmann's parser turns 1e999 into infinity; a string or null is no width either.
        const double value = width->is_number() ? width->get<double>() : -1.0;
        if (!(value >= 0.0 && value <= kLargestColumnWidth)) {
            warnings.push_back("settings: layout 'column_width' " + levels::quote_json_value(*width) +
                               " is off screen or not a width; the layout was reset");
            layout = LayoutSettings{};
            return;
        }
        read_in.column_width = static_cast<float>(value);
    }
    read(object, "column_hidden", read_in.column_hidden, warnings);
    read_names(object, "collapsed", read_in.collapsed, [](std::size_t i) { return name(static_cast<Panel>(i)); }, warnings);
    if (warnings.size() != warnings_before) {
        warnings.emplace_back("settings: the layout was reset");
        layout = LayoutSettings{};
        return;
    }
    layout = read_in;
}

/// The presets a person saved, leniently: a preset without a usable name, a second one of
/// the same name or one past the limit is left out with a warning. Parameters saved by a
/// version that saved every change (a top-level "parameters" object) become the preset
/// `kEarlierPresetName`, so nothing saved is lost and nothing changes the game unasked.
void read_presets(const nlohmann::json& json, std::vector<ParameterPreset>& presets, std::vector<std::string>& warnings) {
    if (const auto found = json.find("presets"); found != json.end()) {
        if (!found->is_array()) {
            warnings.emplace_back("settings: 'presets' is not a list; no presets were read");
        } else {
            for (const nlohmann::json& item : *found) {
                const auto name = item.is_object() ? item.find("name") : item.end();
                const std::string text = name != item.end() && name->is_string() ? name->get<std::string>() : "";
                const std::string problem = name != item.end() && name->is_string() ? preset_name_problem(text)
                                                                                  : "a preset needs a name";
                if (!problem.empty()) {
                    warnings.push_back("settings: preset " + levels::quote_json_value(item) + " left out: " + problem);
                } else if (presets.size() >= kMostPresets) {
                    warnings.push_back("settings: more than " + std::to_string(kMostPresets) + " presets; '" + text +
                                       "' and the rest were left out");
                    break;
                } else if (std::any_of(presets.begin(), presets.end(),
                                       [&](const ParameterPreset& p) { return p.name == text; })) {
                    warnings.push_back("settings: a second preset named '" + text + "' was left out");
                } else {
                    const auto parameters = item.find("parameters");
                    presets.push_back({text, parameters == item.end() ? Parameters{}
                                                                      : parameters_from_json(*parameters, warnings)});
                }
            }
        }
    }
    const auto earlier = json.find("parameters");
    if (earlier == json.end()) {
        return;
    }
    const Parameters parameters = parameters_from_json(*earlier, warnings);
    const bool known = std::any_of(presets.begin(), presets.end(),
                                   [](const ParameterPreset& p) { return p.name == kEarlierPresetName; });
    if (parameters == Parameters{} || known) {
        return;
    }
    if (presets.size() >= kMostPresets) {
        warnings.push_back(std::string("settings: the parameters saved earlier were dropped: there are already ") +
                           std::to_string(kMostPresets) + " presets");
        return;
    }
    presets.push_back({std::string(kEarlierPresetName), parameters});
    warnings.push_back(std::string("settings: the parameters saved earlier are now the preset '") +
                       std::string(kEarlierPresetName) +
                       "' (Parameters panel, or --preset); every game starts at the level's own values");
}


} // namespace

nlohmann::json parameters_to_json(const Parameters& p) {
    return {
        {"laser_range_scale", p.live.laser_range_scale},
        {"sensing_radius_scale", p.live.sensing_radius_scale},
        {"fire_interval_scale", p.live.fire_interval_scale},
        {"player_bullet_speed", p.live.player_bullet_speed.pixels_per_second()},
        {"player_bullet_range", p.live.player_bullet_range.pixels()},
        {"time_scale", p.live.time_scale},
        {"laser_max_tiles", p.laser_max_tiles},
        {"pixel_perfect", p.pixel_perfect},
        {"alpha_threshold", p.alpha_threshold},
        {"segment_variant", std::string(engine::name(p.segment_variant))},
        {"circle_variant", std::string(engine::name(p.circle_variant))},
        {"use_index", p.use_index},
        {"index_tile_size", p.index_tile_size},
        {"extra_robots", p.extra_robots},
    };
}

Parameters parameters_from_json(const nlohmann::json& object, std::vector<std::string>& warnings) {
    Parameters p;
    if (!object.is_object()) {
        warnings.emplace_back("settings: parameters that are not a JSON object; using the level's values");
        return p;
    }
    float bullet_speed = p.live.player_bullet_speed.pixels_per_second();
    float bullet_range = p.live.player_bullet_range.pixels();
    read(object, "laser_range_scale", p.live.laser_range_scale, warnings);
    read(object, "sensing_radius_scale", p.live.sensing_radius_scale, warnings);
    read(object, "fire_interval_scale", p.live.fire_interval_scale, warnings);
    read(object, "player_bullet_speed", bullet_speed, warnings);
    read(object, "player_bullet_range", bullet_range, warnings);
    read(object, "time_scale", p.live.time_scale, warnings);
    read(object, "laser_max_tiles", p.laser_max_tiles, warnings);
    read(object, "pixel_perfect", p.pixel_perfect, warnings);
    read(object, "alpha_threshold", p.alpha_threshold, warnings);
    read_variant(object, "segment_variant", engine::kSegmentVariants, p.segment_variant, warnings);
    read_variant(object, "circle_variant", engine::kCircleVariants, p.circle_variant, warnings);
    read(object, "use_index", p.use_index, warnings);
    read(object, "index_tile_size", p.index_tile_size, warnings);
    read(object, "extra_robots", p.extra_robots, warnings);
    p.live.player_bullet_speed = engine::Speed::from_pixels_per_second(bullet_speed);
    p.live.player_bullet_range = engine::Length::from_pixels(bullet_range);
    const Parameters fixed = clamped(p);
    if (!(fixed == p)) {
        warnings.emplace_back("settings: some parameters were out of range and have been clamped");
    }
    return fixed;
}

std::string preset_name_problem(std::string_view name) {
    if (name.empty()) {
        return "a preset needs a name";
    }
    if (name.size() > kLongestPresetName) {
        return "a preset's name has at most " + std::to_string(kLongestPresetName) + " bytes";
    }
    for (const char c : name) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte == 0x7f) {
            return "a preset's name cannot hold control characters";
        }
    }
    return {};
}

const ParameterPreset* find_preset(const InspectorSettings& settings, std::string_view name) {
    for (const ParameterPreset& preset : settings.presets) {
        if (preset.name == name) {
            return &preset;
        }
    }
    return nullptr;
}

std::string preset_names(const InspectorSettings& settings) {
    std::string names;
    for (const ParameterPreset& preset : settings.presets) {
        names += (names.empty() ? "'" : ", '") + preset.name + "'";
    }
    return names.empty() ? "none" : names;
}

nlohmann::json settings_to_json(const InspectorSettings& settings) {
    nlohmann::json json;
    json["version"] = kSettingsVersion;
    // The parameters of this run are never written: a game starts at the level's values
    // unless the person loads a preset they saved on purpose.
    nlohmann::json presets = nlohmann::json::array();
    for (const ParameterPreset& preset : settings.presets) {
        presets.push_back({{"name", preset.name}, {"parameters", parameters_to_json(preset.parameters)}});
    }
    json["presets"] = std::move(presets);
    json["panels"] = names_of(settings.panels.open, [](std::size_t i) { return name(static_cast<Panel>(i)); });
    json["overlay"] = {
        {"show", settings.overlay},
        {"numbers", settings.overlay_numbers},
        {"kinds", names_of(settings.kind_shown, [](std::size_t i) { return name(static_cast<RecordKind>(i)); })},
    };
    json["layout"] = {
        {"column_width", settings.layout.column_width},
        {"column_hidden", settings.layout.column_hidden},
        {"collapsed", names_of(settings.layout.collapsed, [](std::size_t i) { return name(static_cast<Panel>(i)); })},
    };
    json["hint_seen"] = settings.hint_seen;
    json["recorder_seconds"] = settings.recorder_seconds;
    return json;
}

InspectorSettings settings_from_json(const nlohmann::json& json, std::vector<std::string>& warnings) {
    InspectorSettings settings;
    if (!json.is_object()) {
        warnings.emplace_back("settings: the file does not hold a JSON object; using the defaults");
        return settings;
    }
    read_presets(json, settings.presets, warnings);
    read_names(json, "panels", settings.panels.open, [](std::size_t i) { return name(static_cast<Panel>(i)); }, warnings);
    if (const auto overlay = json.find("overlay"); overlay != json.end() && overlay->is_object()) {
        read(*overlay, "show", settings.overlay, warnings);
        read(*overlay, "numbers", settings.overlay_numbers, warnings);
        read_names(*overlay, "kinds", settings.kind_shown, [](std::size_t i) { return name(static_cast<RecordKind>(i)); },
                   warnings);
    }
    if (const auto layout = json.find("layout"); layout != json.end() && layout->is_object()) {
        read_layout(*layout, settings.layout, warnings);
    }
    read(json, "hint_seen", settings.hint_seen, warnings);
    read(json, "recorder_seconds", settings.recorder_seconds, warnings);
    if (!(settings.recorder_seconds >= kMinRecorderSeconds && settings.recorder_seconds <= kMaxRecorderSeconds)) {
        warnings.push_back("settings: 'recorder_seconds' must be " + std::to_string(kMinRecorderSeconds) + ".." +
                           std::to_string(kMaxRecorderSeconds) + "; using " + std::to_string(kDefaultRecorderSeconds));
        settings.recorder_seconds = kDefaultRecorderSeconds;
    }
    return settings;
}

SettingsFile load_settings(const std::filesystem::path& path) {
    SettingsFile file;
    // A regular file of a sane size only: a named pipe in its place would block every start.
    const levels::FileRead read = levels::try_read_regular_file(path, settings::kLargestSettingsFile);
    if (read.problem == levels::FileProblem::Missing) {
        return file;  // first run
    }
    file.found = true;
    if (!read.ok()) {
        file.unreadable = true;
        const std::string kept = read.problem == levels::FileProblem::TooLarge ? settings::keep_bad_copy(path) : "";
        file.warnings.push_back("settings: " + levels::printable_path(path) + " " + read.reason + "; using the defaults" +
                                kept);
        return file;
    }
    try {
        const nlohmann::json json = nlohmann::json::parse(read.contents);
        file.settings = settings_from_json(json, file.warnings);
        file.outdated = json.is_object() && json.contains("parameters");
    } catch (const nlohmann::json::exception& problem) {
        file.unreadable = true;
        file.warnings.push_back("settings: " + levels::printable_path(path) + " is not valid JSON (" + problem.what() +
                                "); using the defaults" + settings::keep_bad_copy(path));
    }
    return file;
}

void save_settings(const std::filesystem::path& path, const InspectorSettings& settings) {
    settings::write_file_atomically(path, settings_to_json(settings).dump(2) + "\n");
}

} // namespace game::inspector
