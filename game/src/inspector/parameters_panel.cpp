// The Parameters panel: every query parameter, live, each with a (?) help line — the robots'
// laser range and tile limit, fire interval, sensing radius; the player's bullet speed;
// pixel-perfect casts and the alpha threshold that makes the masks; the algorithm variants
// the engine keeps; the object index on or off and its tile size; time scale; robot count.
// The panel only edits `state.settings.parameters`; the Inspector applies the change to the
// world right after (inspector.cpp). Changes are an experiment: the panel's top says what
// differs from the level's own values, and nothing is saved unless the person saves a preset.

#include "inspector/panels.hpp"
#include "inspector/widgets.hpp"
#include "render/hud.hpp"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace game::inspector {
namespace {

using L = ParameterLimits;

/// A value that differs from the level's own: the HUD's amber.
const ImVec4 kChanged(kChangedColour.r, kChangedColour.g, kChangedColour.b, kChangedColour.a);

/// Draws the widgets made between its construction and its end in amber when `changed`.
class Changed {
public:
    explicit Changed(bool changed) : changed_{changed} {
        if (changed_) {
            ImGui::PushStyleColor(ImGuiCol_Text, kChanged);
        }
    }
    ~Changed() {
        if (changed_) {
            ImGui::PopStyleColor();
        }
    }
    Changed(const Changed&) = delete;
    Changed& operator=(const Changed&) = delete;

private:
    bool changed_;
};

/// A factor slider (x0.10 .. x5.00, logarithmic) with the values it gives beside it.
bool factor(const char* name, double& value, const char* help) {
    float shown = static_cast<float>(value);
    bool changed = false;
    {
        const Changed colour(value != 1.0);
        changed = ImGui::SliderFloat(name, &shown, static_cast<float>(L::kMinScale), static_cast<float>(L::kMaxScale),
                                     "x %.2f", ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp);
    }
    help_marker(help);
    if (changed) {
        value = snapped_factor(static_cast<double>(shown));
    }
    return changed;
}

/// The first robot of each kind's resulting value, so the factor reads as pixels or seconds.
void robot_examples(const World& world) {
    const Robot* seen[3] = {nullptr, nullptr, nullptr};
    for (const Robot& robot : world.robots()) {
        const auto kind = static_cast<std::size_t>(robot.kind);
        if (kind < 3 && seen[kind] == nullptr) {
            seen[kind] = &robot;
        }
    }
    constexpr const char* kNames[3] = {"patrol", "sweeper", "bolter"};
    ImGui::TextDisabled("  now:    range  sensing  rest");
    for (std::size_t kind = 0; kind < 3; ++kind) {
        if (seen[kind] == nullptr) {
            continue;
        }
        const RobotTuning& t = seen[kind]->tuning;
        ImGui::TextDisabled("  %-7s %3.0f px  %3.0f px  %.1f s", kNames[kind],
                            static_cast<double>(t.laser_range.pixels()), static_cast<double>(t.sensing_radius.pixels()),
                            t.cooldown.seconds());
    }
}

template <class Variant, std::size_t N>
void variant_combo(const char* name, const std::array<engine::VariantInfo<Variant>, N>& table, Variant& value,
                   const char* help) {
    if (ImGui::BeginCombo(name, engine::variant_name(table, value).data())) {
        for (const engine::VariantInfo<Variant>& info : table) {
            const bool selected = info.variant == value;
            if (ImGui::Selectable(info.name.data(), selected)) {
                value = info.variant;
            }
            if (ImGui::IsItemHovered()) {
                ImGui::SetTooltip("%.*s", static_cast<int>(info.summary.size()), info.summary.data());
            }
            if (selected) {
                ImGui::SetItemDefaultFocus();
            }
        }
        ImGui::EndCombo();
    }
    help_marker(help);
}

void robots_section(InspectorState& state, Parameters& p) {
    if (!ImGui::CollapsingHeader("robots and lasers", ImGuiTreeNodeFlags_DefaultOpen)) {
        return;
    }
    factor("laser range", p.live.laser_range_scale,
           "How far every robot's laser (and a bolter's bolts) reaches, as a factor on each robot's own range. "
           "A longer beam walks more tiles before it stops: watch the tiles visited in the Queries panel.");
    {
        const Changed colour(p.laser_max_tiles != Parameters{}.laser_max_tiles);
        ImGui::SliderInt("laser max tiles", &p.laser_max_tiles, 0, L::kMaxLaserTiles,
                         p.laser_max_tiles == 0 ? "no limit" : "%d", ImGuiSliderFlags_AlwaysClamp);
    }
    help_marker("engine::CastOptions::max_tiles: a laser gives up, with no hit, after this many level tiles - the "
                "flixel article's cap on a cast's work. 0: no limit. Lines of sight and bullets are not limited.");
    factor("fire interval", p.live.fire_interval_scale,
           "How long every robot rests after attacking before it patrols (and can fire) again, as a factor on its own "
           "interval.");
    factor("sensing radius", p.live.sensing_radius_scale,
           "How far every robot notices the player: the radius of its sensing circle query on the object index. "
           "A larger circle visits more index tiles.");
    robot_examples(state.session->world());
    // Logarithmic: one pixel of drag adds one robot near zero, never hundreds.
    {
        const Changed colour(p.extra_robots != 0);
        ImGui::SliderInt("extra robots", &p.extra_robots, 0, L::kMaxExtraRobots, "%d",
                         ImGuiSliderFlags_AlwaysClamp | ImGuiSliderFlags_Logarithmic);
    }
    help_marker("Robots added at random free spots, like --robots N. Applied when you let go of the slider, by "
                "restarting the level. Try a few hundred with the object index on and off (Stats panel).");
}

void bullets_section(Parameters& p) {
    if (!ImGui::CollapsingHeader("bullets and time", ImGuiTreeNodeFlags_DefaultOpen)) {
        return;
    }
    const LiveTuning level;
    float speed = p.live.player_bullet_speed.pixels_per_second();
    if (const Changed colour(p.live.player_bullet_speed != level.player_bullet_speed);
        ImGui::SliderFloat("bullet speed", &speed, L::kMinBulletSpeed, L::kMaxBulletSpeed, "%.0f px/s",
                           ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp)) {
        p.live.player_bullet_speed = engine::Speed::from_pixels_per_second(speed);
    }
    help_marker("The player's bullets. Each step a bullet sweeps the segment it moves along (a swept cast), so it "
                "cannot tunnel through a wall or a robot at any speed - only the tiles per sweep grow.");
    float range = p.live.player_bullet_range.pixels();
    if (const Changed colour(p.live.player_bullet_range != level.player_bullet_range);
        ImGui::SliderFloat("bullet range", &range, L::kMinBulletRange, L::kMaxBulletRange, "%.0f px",
                           ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp)) {
        p.live.player_bullet_range = engine::Length::from_pixels(range);
    }
    help_marker("How far the player's bullets fly before they fade. Robots sense the player at 260-420 px; a range "
                "beyond that lets the player shoot first, but a shot robot comes for the shooter (or takes cover).");
    float time_scale = static_cast<float>(p.live.time_scale);
    if (const Changed colour(p.live.time_scale != 1.0); ImGui::SliderFloat(
            "time scale", &time_scale, static_cast<float>(L::kMinTimeScale), static_cast<float>(L::kMaxTimeScale),
            "x %.2f", ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp)) {
        p.live.time_scale = snapped_factor(static_cast<double>(time_scale));
    }
    help_marker("World time per real time: bullet time for everything. Holding Shift multiplies it by 0.3 more. "
                "Each fixed step then covers less game time, so everything moves less per step.");
}

void casts_section(Parameters& p) {
    if (!ImGui::CollapsingHeader("casts and algorithms", ImGuiTreeNodeFlags_DefaultOpen)) {
        return;
    }
    {
        const Changed colour(!p.pixel_perfect);
        ImGui::Checkbox("pixel-perfect casts", &p.pixel_perfect);
    }
    help_marker("On: lasers, bullets and lines of sight stop at the first solid pixel of a tile's mask (a beam passes "
                "between a grate's bars). Off: any tile with a solid pixel stops them at its edge. "
                "engine::CastMode::PixelPerfect or ::Tile.");
    {
        const Changed colour(p.alpha_threshold != Parameters{}.alpha_threshold);
        ImGui::SliderInt("alpha threshold", &p.alpha_threshold, 1, 255, "%d", ImGuiSliderFlags_AlwaysClamp);
    }
    help_marker("A tileset pixel is solid from this alpha on. The masks are rebuilt from the tileset's alpha when "
                "you let go of the slider, and the level restarts on them.");
    variant_combo("ray variant", engine::kSegmentVariants, p.segment_variant,
                  "The segment traversal the Probe and Inspector panels walk: 'exact' (the int64 decision the game's "
                  "casts use) or the articles' 'float-dda' (t += delta), which can pick the wrong side near a corner. "
                  "Compare them on a probe ray through tile corners.");
    variant_combo("circle variant", engine::kCircleVariants, p.circle_variant,
                  "The circle query the Probe panel runs: 'span' (each row's span computed at once), 'row-trim' or "
                  "'bbox' (the articles' per-tile tests). Same tiles; compare the tiles tested in the Probe panel.");
}

void engine_section(Parameters& p) {
    if (!ImGui::CollapsingHeader("engine", ImGuiTreeNodeFlags_DefaultOpen)) {
        return;
    }
    int choice = p.teaching_core ? 1 : 0;
    ImGui::RadioButton("tuned", &choice, 0);
    ImGui::SameLine();
    ImGui::RadioButton("teaching core", &choice, 1);
    p.teaching_core = choice == 1;
    help_marker("Which code answers the game's queries. 'tuned': the engine as measured in the docs. 'teaching "
                "core': the short versions the chapters teach first (engine/include/engine/teach/). Both give the "
                "same answers, so the game plays the same; the Stats panel compares their cost. Not saved: every "
                "start uses the tuned engine unless --engine teaching asks otherwise.");
}

void index_section(InspectorState& state, Parameters& p) {
    if (!ImGui::CollapsingHeader("object index", ImGuiTreeNodeFlags_DefaultOpen)) {
        return;
    }
    ImGui::Checkbox("use the object index", &p.use_index);
    help_marker("On: robots, bullets and the player are found through the tiles a query visits (per-tile object "
                "lists). Off: every query tests every object. The game plays the same either way; only the cost "
                "changes (Stats panel).");
    ImGui::BeginDisabled(!p.use_index);
    ImGui::SliderInt("index tile size", &p.index_tile_size, L::kMinIndexTile, 256, "%d px",
                     ImGuiSliderFlags_AlwaysClamp);
    help_marker("The object index's own grid (independent of the level's tiles). The index is rebuilt live at the "
                "new size. Small tiles: short object lists but many tiles per query; large tiles: the opposite.");
    if (const engine::TileObjectIndex* index = state.session->world().queries().objects().index()) {
        ImGui::TextDisabled("  %d x %d tiles, %zu objects, %.1f KiB", index->width(), index->height(), index->size(),
                            static_cast<double>(index->memory_bytes()) / 1024.0);
    }
    ImGui::EndDisabled();
}

/// What differs from the level's own values, and the way back: the first line of the panel.
/// One line whatever changed, so no slider moves under the pointer while it is dragged; a
/// changed parameter's own widget is drawn in amber (`Changed`).
void experiment_section(InspectorState& state) {
    const std::vector<std::string> changes = game_changes(state.settings.parameters);
    if (changes.empty()) {
        ImGui::TextDisabled("The level's own values.");
    } else {
        ImGui::TextColored(kChanged, "%zu changed for this run, not saved.", changes.size());
        if (ImGui::IsItemHovered()) {
            ImGui::SetTooltip("%s", describe_changes(state.settings.parameters).c_str());
        }
    }
    ImGui::BeginDisabled(state.settings.parameters == Parameters{});
    if (ImGui::Button("Reset to the level's values")) {
        reset_parameters(state);
    }
    ImGui::EndDisabled();
    help_marker("Every parameter back to the level's own values. Nothing here is saved by itself: the next start "
                "plays the level as designed, and the HUD names what differs while anything does. To keep a set "
                "of values, save it as a preset (at the bottom of this panel).");
}

/// Named sets of parameters, saved on purpose: load, save the current values, delete.
void presets_section(InspectorState& state) {
    if (!ImGui::CollapsingHeader("presets")) {
        return;
    }
    std::vector<ParameterPreset>& presets = state.settings.presets;
    if (state.preset_choice >= static_cast<int>(presets.size())) {
        state.preset_choice = -1;
    }
    const char* shown =
        state.preset_choice < 0 ? "(pick a preset)" : presets[std::size_t(state.preset_choice)].name.c_str();
    if (ImGui::BeginCombo("preset", presets.empty() ? "(none saved)" : shown)) {
        for (std::size_t i = 0; i < presets.size(); ++i) {
            if (ImGui::Selectable(presets[i].name.c_str(), state.preset_choice == static_cast<int>(i))) {
                state.preset_choice = static_cast<int>(i);
            }
            if (ImGui::IsItemHovered()) {
                ImGui::SetTooltip("%s", describe_changes(presets[i].parameters).c_str());
            }
        }
        ImGui::EndCombo();
    }
    ImGui::BeginDisabled(state.preset_choice < 0);
    ImGui::SameLine();
    if (ImGui::Button("Load") && state.preset_choice >= 0) {
        const ParameterPreset& preset = presets[std::size_t(state.preset_choice)];
        state.settings.parameters = preset.parameters;
        state.notify("preset '" + preset.name + "' loaded: " + describe_changes(preset.parameters));
    }
    ImGui::SameLine();
    if (ImGui::Button("Delete") && state.preset_choice >= 0) {
        state.notify("preset '" + presets[std::size_t(state.preset_choice)].name + "' deleted");
        presets.erase(presets.begin() + state.preset_choice);
        state.preset_choice = -1;
    }
    ImGui::EndDisabled();
    ImGui::InputTextWithHint("##preset name", "name", state.preset_name.data(), state.preset_name.size());
    ImGui::SameLine();
    if (ImGui::Button("Save as preset")) {
        const std::string name(state.preset_name.data());
        const std::string problem = preset_name_problem(name);
        const auto same =
            std::find_if(presets.begin(), presets.end(), [&](const ParameterPreset& p) { return p.name == name; });
        if (!problem.empty()) {
            state.notify("not saved: " + problem);
        } else if (same != presets.end()) {
            same->parameters = state.settings.parameters;
            state.notify("preset '" + name + "' replaced");
        } else if (presets.size() >= kMostPresets) {
            state.notify("not saved: at most " + std::to_string(kMostPresets) + " presets; delete one first");
        } else {
            presets.push_back({name, state.settings.parameters});
            state.preset_choice = static_cast<int>(presets.size()) - 1;
            state.notify("preset '" + name + "' saved; --preset '" + name + "' starts with it");
        }
    }
    help_marker("A preset keeps the current values under a name, in inspector.json. Load it here or start with "
                "--preset NAME. Saving under an existing name replaces it.");
}

} // namespace

void reset_parameters(InspectorState& state) {
    state.settings.parameters = Parameters{};
    state.notify("parameters back to the level's own values");
}

void draw_parameters_panel(InspectorState& state, bool* open) {
    if (!begin_panel(state, Panel::Parameters, open)) {
        ImGui::End();
        return;
    }
    Parameters& p = state.settings.parameters;
    experiment_section(state);
    ImGui::Separator();
    ImGui::PushItemWidth(ImGui::GetWindowWidth() * 0.48f);
    robots_section(state, p);
    bullets_section(p);
    casts_section(p);
    engine_section(p);
    index_section(state, p);
    presets_section(state);
    ImGui::PopItemWidth();
    end_panel(state, Panel::Parameters);
}

} // namespace game::inspector
