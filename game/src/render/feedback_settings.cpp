#include "render/feedback_settings.hpp"

#include "settings/settings_store.hpp"

namespace game {

nlohmann::json feedback_settings_to_json(const FeedbackSettings& settings) {
    return {{"screen_shake", settings.screen_shake}};
}

FeedbackSettings feedback_settings_from_json(const nlohmann::json& json, std::vector<std::string>& warnings) {
    FeedbackSettings settings;
    if (!json.is_object()) {
        warnings.push_back("feedback settings: not a JSON object; using the defaults");
        return settings;
    }
    if (const auto shake = json.find("screen_shake"); shake != json.end()) {
        if (shake->is_boolean()) {
            settings.screen_shake = shake->get<bool>();
        } else {
            warnings.push_back("feedback settings: 'screen_shake' is not true/false; using the default");
        }
    }
    return settings;
}

FeedbackSettingsFile load_feedback_settings(const std::filesystem::path& path) {
    FeedbackSettingsFile file;
    const nlohmann::json json = settings::read_settings_json(path, "feedback settings", file.warnings);
    if (!json.is_null()) {
        file.settings = feedback_settings_from_json(json, file.warnings);
    }
    return file;
}

void save_feedback_settings(const std::filesystem::path& path, const FeedbackSettings& settings) {
    settings::write_file_atomically(path, feedback_settings_to_json(settings).dump(2) + "\n");
}

} // namespace game
