// Parameters are an experiment, not a setting, checked in a real window driven by scripted
// input (run_parameters_window.cmake): a settings file from a version that saved every slider
// no longer changes the next game; a dragged slider is named on the HUD and forgotten at the
// next start unless saved as a preset; --preset brings a preset back and the HUD's Reset
// button gives the level's own game again.

#include "window_notes.hpp"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace {

const std::filesystem::path kOut = PARAMETERS_WINDOW_DIR;

using window_notes::read_json;

/// The parameters part of a screenshot's sidecar.
nlohmann::json parameters(const std::string& shot) { return read_json(kOut / (shot + ".png.json")).at("parameters"); }

std::vector<std::string> preset_names(const nlohmann::json& presets) {
    std::vector<std::string> names;
    for (const auto& preset : presets) {
        names.push_back(preset.at("name").get<std::string>());
    }
    return names;
}

const nlohmann::json* preset(const nlohmann::json& presets, const std::string& name) {
    for (const auto& p : presets) {
        if (p.at("name") == name) {
            return &p;
        }
    }
    return nullptr;
}

} // namespace

TEST(ParametersWindow, ParametersSavedByAnEarlierVersionBecomeAPresetAndTheGameStartsAsDesigned) {
    const nlohmann::json old = parameters("old");
    EXPECT_TRUE(old.at("changed").empty()) << old.at("changed");
    EXPECT_EQ(old.at("robots").get<int>(), 5);  // Foundry Floor's own robots, not 905
    EXPECT_DOUBLE_EQ(old.at("values").at("time_scale").get<double>(), 1.0);

    const nlohmann::json file = read_json(kOut / "old-settings.json");
    EXPECT_FALSE(file.contains("parameters")) << "the old values were left where they change the game";
    const nlohmann::json* kept = preset(file.at("presets"), "saved earlier");
    ASSERT_NE(kept, nullptr) << file.at("presets");
    EXPECT_DOUBLE_EQ(kept->at("parameters").at("laser_range_scale").get<double>(), 3.0);
    EXPECT_EQ(kept->at("parameters").at("extra_robots").get<int>(), 900);
    EXPECT_TRUE(file.at("hint_seen").get<bool>());  // the rest of the file is kept
}

TEST(ParametersWindow, ADraggedSliderIsNamedAndSavedOnlyAsAPresetOnPurpose) {
    const nlohmann::json dragged = parameters("dragged");
    ASSERT_EQ(dragged.at("changed").size(), 1u) << dragged.at("changed");
    EXPECT_EQ(dragged.at("changed")[0].get<std::string>().rfind("laser range x", 0), 0u) << dragged.at("changed");
    const double range = dragged.at("values").at("laser_range_scale").get<double>();
    EXPECT_GT(range, 1.0);

    const nlohmann::json saved = parameters("saved");
    const nlohmann::json* big = preset(saved.at("presets"), "big-lasers");
    ASSERT_NE(big, nullptr) << saved.at("presets");
    EXPECT_DOUBLE_EQ(big->at("parameters").at("laser_range_scale").get<double>(), range);
    const nlohmann::json file = read_json(kOut / "drag-settings.json");
    EXPECT_FALSE(file.contains("parameters"));
    EXPECT_EQ(preset_names(file.at("presets")), (std::vector<std::string>{"saved earlier", "big-lasers"}));
}

TEST(ParametersWindow, TheNextStartPlaysTheLevelsOwnValues) {
    const nlohmann::json again = parameters("again");
    EXPECT_TRUE(again.at("changed").empty()) << again.at("changed");
    EXPECT_DOUBLE_EQ(again.at("values").at("laser_range_scale").get<double>(), 1.0);
    EXPECT_EQ(preset_names(again.at("presets")), (std::vector<std::string>{"saved earlier", "big-lasers"}));
}

TEST(ParametersWindow, APresetAskedForIsNamedOnTheHudAndItsResetRestoresTheLevel) {
    const nlohmann::json with_preset = parameters("preset");
    EXPECT_EQ(with_preset.at("changed").size(), 5u) << with_preset.at("changed");
    EXPECT_EQ(with_preset.at("robots").get<int>(), 905);
    const nlohmann::json reset = parameters("reset");
    EXPECT_TRUE(reset.at("changed").empty()) << reset.at("changed");
    EXPECT_EQ(reset.at("robots").get<int>(), 5);
    // Loading and resetting changed no preset.
    EXPECT_EQ(preset_names(read_json(kOut / "preset-settings.json").at("presets")),
              (std::vector<std::string>{"saved earlier", "big-lasers"}));
}

TEST(ParametersWindow, AMissingPresetIsAnErrorThatListsTheSavedOnes) {
    std::ifstream status(kOut / "missing-status.txt");
    std::string code;
    status >> code;
    EXPECT_NE(code, "0");
    std::ifstream log(kOut / "missing-log.txt");
    const std::string text((std::istreambuf_iterator<char>(log)), std::istreambuf_iterator<char>());
    EXPECT_NE(text.find("no preset of that name"), std::string::npos) << text;
    EXPECT_NE(text.find("'big-lasers'"), std::string::npos) << text;
}

TEST(ParametersWindow, AGameWithParametersChangedBeforeAndDuringItReplaysHeadlessToTheSameStateHash) {
    for (const std::string run : {"drag", "preset"}) {
        const nlohmann::json played = read_json(kOut / (run + "-stats.json"));
        const nlohmann::json replayed = read_json(kOut / (run + "-replayed-stats.json"));
        EXPECT_EQ(played.at("state_hash"), replayed.at("state_hash")) << run;
        EXPECT_EQ(played.at("frames"), replayed.at("frames")) << run;
    }
    // The recordings hold the changes: the drag's laser range from the step it moved, the
    // preset's values from the first step and the Reset's return to the level's own.
    std::ifstream drag(kOut / "drag.replay");
    const std::string drag_text{std::istreambuf_iterator<char>(drag), {}};
    EXPECT_NE(drag_text.find("set laser_range_scale=1 "), std::string::npos) << drag_text;
    EXPECT_NE(drag_text.find("\nset laser_range_scale=1."), std::string::npos) << drag_text;
    std::ifstream preset(kOut / "preset.replay");
    const std::string preset_text{std::istreambuf_iterator<char>(preset), {}};
    const std::size_t first = preset_text.find("set laser_range_scale=3 ");
    ASSERT_NE(first, std::string::npos) << preset_text;
    EXPECT_NE(preset_text.find("set laser_range_scale=1 ", first), std::string::npos) << preset_text;
}
