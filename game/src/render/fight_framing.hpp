#pragma once
/// `FightFraming`: where the camera looks during a fight, and how far it zooms out, so that the
/// robot shooting at the player is on screen.
///
/// What it is for: robots fire from 400-520 px, while the default zoom shows about 180 px above
/// and below the player (less beside the panel column). Framing keeps the player and every
/// robot that attacked them recently inside one box, aims the view at the middle of that box,
/// and caps the zoom so that the box fits the view. The edge markers (feedback.hpp) still warn
/// of anything left outside.
///
/// Important parts:
/// - an attacker is remembered for `kFightMemory` of real time after it last threatened the
///   player (threats.hpp). That memory is the hysteresis: the view does not swing back the
///   moment a robot comes into view or stops firing, only once the fight is over — the camera
///   eases to the new target and zoom (camera.hpp), so it never oscillates;
/// - the zoom cap never goes below `kFarthestZoom`; when even that cannot hold the whole box,
///   the player stays in the view, `kPlayerMargin` from its edges, and the view leans towards
///   the attackers as far as that allows.
///
///     game::FightFraming framing;
///     const game::FightFraming::Frame frame = framing.update(world, {1280, 720}, 1.0 / 60.0);
///     camera.set_zoom_cap(frame.zoom_cap);
///     camera.follow(frame.target, 1.0 / 60.0);
///
/// Source: Itay Keren, "Scroll Back: The Theory and Practice of Cameras in Side-Scrollers"
/// (GDC 2015, https://www.gamedeveloper.com/design/scroll-back-the-theory-and-practice-of-cameras-in-side-scrollers)
/// — target focus, camera attractors, and zooming out to frame every target.

#include "render/threats.hpp"
#include "sim/world.hpp"

#include <engine/units.hpp>

#include <SDL.h>

#include <cstdint>
#include <limits>
#include <vector>

namespace game {

/// How long (real seconds) a robot that attacked the player stays in the frame.
inline constexpr double kFightMemory = 2.5;
/// How long (real seconds) a destroyed attacker stays in the frame at most.
inline constexpr double kWreckMemory = 1.0;
/// The farthest the framing zooms out: screen pixels per level pixel.
inline constexpr float kFarthestZoom = 0.8f;
/// Level pixels kept around the framed robots and the player (their sprites, and a little air).
inline constexpr float kFrameMargin = 56.0f;
/// Level pixels the player stays from the view's edges when not everything fits.
inline constexpr float kPlayerMargin = 64.0f;

/// The fight's framing (see the file comment). One per camera; call `update` once a frame.
class FightFraming {
public:
    /// Where the camera should look, and the largest zoom it may show.
    struct Frame {
        engine::Position2 target;                                   ///< the view's centre
        float zoom_cap = std::numeric_limits<float>::infinity();    ///< no cap without a fight
    };

    /// The frame for this moment of `world`, for a view `viewport` window pixels large, after
    /// `real_seconds` of real time since the last call.
    Frame update(const World& world, SDL_Point viewport, double real_seconds);

    /// Forgets every attacker (a new level, a restart).
    void clear() noexcept { attackers_.clear(); }

    /// How many robots are framed now.
    std::size_t attackers() const noexcept { return attackers_.size(); }

private:
    struct Attacker {
        std::uint32_t robot = 0;
        double remaining = 0.0;  ///< real seconds left in the frame
    };
    std::vector<Attacker> attackers_;
};

} // namespace game
