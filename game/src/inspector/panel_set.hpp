#pragma once
/// The inspector's panels by name, and which of them are open — for `--panels all|LIST`,
/// the settings file and the View menu.
///
///     game::inspector::PanelSet open = game::inspector::parse_panel_list("queries,inspector");
///     if (open[game::inspector::Panel::Queries]) { /* ... */ }

#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace game::inspector {

/// The panels.
enum class Panel : std::uint8_t {
    Queries,     ///< this step's queries in a table
    Inspector,   ///< the selected query, step by step
    Parameters,  ///< live query parameters
    Probe,       ///< cast your own ray, circle or rectangle
    Stats,       ///< frame and step costs, index on vs off
    Level,       ///< switch and reload levels
};

/// Number of panels.
inline constexpr std::size_t kPanelCount = 6;

/// The command-line name of a panel ("queries", ...).
constexpr std::string_view name(Panel panel) noexcept {
    constexpr std::array<std::string_view, kPanelCount> kNames{"queries", "inspector", "parameters",
                                                               "probe",   "stats",     "level"};
    return kNames[static_cast<std::size_t>(panel)];
}

/// Which panels are open.
struct PanelSet {
    std::array<bool, kPanelCount> open{};  ///< indexed by Panel

    /// Is `panel` open?
    bool& operator[](Panel panel) noexcept { return open[static_cast<std::size_t>(panel)]; }
    /// Is `panel` open?
    bool operator[](Panel panel) const noexcept { return open[static_cast<std::size_t>(panel)]; }
    /// True when any panel is open.
    bool any() const noexcept {
        for (const bool is_open : open) {
            if (is_open) {
                return true;
            }
        }
        return false;
    }
    /// Same panels open.
    friend bool operator==(const PanelSet&, const PanelSet&) = default;
};

/// Parses "all", "none" or a comma list of panel names ("queries,stats"). Throws
/// std::invalid_argument naming an unknown panel and listing the known ones.
inline PanelSet parse_panel_list(std::string_view text) {
    PanelSet set;
    if (text == "all") {
        set.open.fill(true);
        return set;
    }
    if (text == "none" || text.empty()) {
        return set;
    }
    while (true) {
        const std::size_t comma = text.find(',');
        const std::string_view item = text.substr(0, comma);
        bool known = false;
        for (std::size_t i = 0; i < kPanelCount; ++i) {
            if (item == name(static_cast<Panel>(i))) {
                set.open[i] = true;
                known = true;
            }
        }
        if (!known) {
            std::string names;
            for (std::size_t i = 0; i < kPanelCount; ++i) {
                names += (i == 0 ? "" : ", ") + std::string(name(static_cast<Panel>(i)));
            }
            throw std::invalid_argument("--panels: unknown panel '" + std::string(item) + "'; use all, none or a comma list of " +
                                        names);
        }
        if (comma == std::string_view::npos) {
            break;
        }
        text.remove_prefix(comma + 1);
    }
    return set;
}

} // namespace game::inspector
