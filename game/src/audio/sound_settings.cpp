#include "audio/sound_settings.hpp"

#include "settings/settings_store.hpp"

#include <engine/units/math.hpp>

#include <algorithm>
#include <cmath>

namespace game::audio {

nlohmann::json sound_settings_to_json(const SoundSettings& settings) {
    // Two decimals, as a double: 0.7f would otherwise be written as 0.699999988079071.
    const double volume = std::round(static_cast<double>(settings.volume) * 100.0) / 100.0;
    return {{"volume", volume}, {"muted", settings.muted}};
}

SoundSettings sound_settings_from_json(const nlohmann::json& json, std::vector<std::string>& warnings) {
    SoundSettings settings;
    if (!json.is_object()) {
        warnings.push_back("sound settings: not a JSON object; using the defaults");
        return settings;
    }
    if (const auto volume = json.find("volume"); volume != json.end()) {
        const double value = volume->is_number() ? volume->get<double>() : std::nan("");
        if (!engine::is_finite(value)) {
            warnings.push_back("sound settings: 'volume' is not a number; using the default");
        } else {
            settings.volume = static_cast<float>(std::clamp(value, 0.0, 1.0));
            if (settings.volume != static_cast<float>(value)) {
                warnings.push_back("sound settings: 'volume' must be 0..1; clamped");
            }
        }
    }
    if (const auto muted = json.find("muted"); muted != json.end()) {
        if (muted->is_boolean()) {
            settings.muted = muted->get<bool>();
        } else {
            warnings.push_back("sound settings: 'muted' is not true/false; using the default");
        }
    }
    return settings;
}

SoundSettingsFile load_sound_settings(const std::filesystem::path& path) {
    SoundSettingsFile file;
    const nlohmann::json json = settings::read_settings_json(path, "sound settings", file.warnings);
    if (!json.is_null()) {
        file.settings = sound_settings_from_json(json, file.warnings);
    }
    return file;
}

void save_sound_settings(const std::filesystem::path& path, const SoundSettings& settings) {
    settings::write_file_atomically(path, sound_settings_to_json(settings).dump(2) + "\n");
}

} // namespace game::audio
