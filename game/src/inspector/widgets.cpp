#include "inspector/widgets.hpp"

#include "inspector/colour_key.hpp"

#include <cstdio>

namespace game::inspector {

void same_line_if_fits(float width) {
    const float right_edge = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width <= right_edge) {
        ImGui::SameLine();
    }
}

void help_marker(const char* text) {
    same_line_if_fits(ImGui::CalcTextSize("(?)").x);
    ImGui::TextDisabled("(?)");
    if (ImGui::IsItemHovered()) {
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30.0f);
        ImGui::TextUnformatted(text);
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
}

void kind_swatch(RecordKind kind, float size) {
    const float side = size > 0.0f ? size : ImGui::GetTextLineHeight() * 0.8f;
    ImGui::ColorButton("##swatch", kind_colour_vec(kind), ImGuiColorEditFlags_NoTooltip | ImGuiColorEditFlags_NoDragDrop,
                       ImVec2(side, side));
}

const char* actor_text(const Actor& actor, char* buffer, std::size_t size) {
    switch (actor.kind) {
    case ActorKind::None: std::snprintf(buffer, size, "probe"); break;
    case ActorKind::Player: std::snprintf(buffer, size, "player"); break;
    case ActorKind::Robot: std::snprintf(buffer, size, "robot %u", static_cast<unsigned>(actor.id)); break;
    case ActorKind::Bullet: std::snprintf(buffer, size, "bullet %u", static_cast<unsigned>(actor.id)); break;
    }
    return buffer;
}

const char* query_title(const QueryRecord& record, char* buffer, std::size_t size) {
    char who[32];
    if (record.kind == RecordKind::Probe) {
        std::snprintf(buffer, size, "probe %s", record.event.kind == QueryKind::Sensing ? "circle" : "ray");
    } else {
        std::snprintf(buffer, size, "%s %s", actor_text(record.event.asked_by, who, sizeof who),
                      label(record.kind).data());
    }
    return buffer;
}

const char* outcome_text(QueryOutcome outcome) noexcept {
    switch (outcome) {
    case QueryOutcome::Nothing: return "nothing";
    case QueryOutcome::Wall: return "wall";
    case QueryOutcome::FromInside: return "from inside";
    case QueryOutcome::Target: return "target";
    }
    return "?";
}

const char* direction_text(engine::Direction direction) noexcept {
    switch (direction) {
    case engine::Direction::None: return "none";
    case engine::Direction::Right: return "right";
    case engine::Direction::UpRight: return "up-right";
    case engine::Direction::Up: return "up";
    case engine::Direction::UpLeft: return "up-left";
    case engine::Direction::Left: return "left";
    case engine::Direction::DownLeft: return "down-left";
    case engine::Direction::Down: return "down";
    case engine::Direction::DownRight: return "down-right";
    }
    return "?";
}

} // namespace game::inspector
