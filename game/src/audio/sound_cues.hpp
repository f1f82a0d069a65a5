#pragma once
/// Which sound the player hears for each game event, how loud, and how often at most.
///
/// What it is for: the one table that turns `GameEvent`s (sim/game_event.hpp) into sounds.
/// The mixer plays what it is given; this file decides that a laser shot is loud, the
/// player's own shot quiet, and that a sweeper burning the player on every step is heard as a
/// few hits a second rather than 120.
///
/// Important parts:
/// - `cue_for(event)`: the sound, where it happened and its loudness (0..1), or nothing for
///   events that have no sound of their own;
/// - `CueLimiter`: each sound is started at most once per its `min_gap` of real time (the
///   first cue in the gap is played, the rest are merged into it).
///
///     game::audio::CueLimiter limiter;
///     for (const game::GameEvent& event : world.events())
///         if (auto cue = game::audio::cue_for(event); cue && limiter.allow(cue->sound, now_seconds))
///             mixer.play(cue->sound, place(player, cue->at, {}));
///
/// Source: the "event queue" pattern for audio — Robert Nystrom, "Game Programming Patterns",
/// "Event Queue" (https://gameprogrammingpatterns.com/event-queue.html), including its point
/// that a burst of identical requests should be merged rather than all played.

#include "audio/placement.hpp"
#include "audio/sound_bank.hpp"
#include "sim/actors.hpp"
#include "sim/game_event.hpp"

#include <engine/units.hpp>

#include <array>
#include <optional>
#include <span>

namespace game::audio {

/// A sound to play for an event.
struct Cue {
    SoundId sound = SoundId::PlayerShot;
    engine::Position2 at;       ///< where it comes from
    float loudness = 1.0f;      ///< before distance and master volume
};

/// The cue of `event`, or nothing (see the file comment).
std::optional<Cue> cue_for(const GameEvent& event);

/// The hum of the nearest sweeper's scanning beam in `beams` (sim/actors.hpp), or nothing when
/// no scanning beam is within `hearing` of `listener`. A beam that only scans has no event of its
/// own, yet a player sees it sweep: heard as a hum from its robot, started again each
/// `min_gap(SoundId::SweeperScan)` while it lasts, so it sounds continuous.
std::optional<Cue> scan_cue(std::span<const Beam> beams, engine::Position2 listener, const Hearing& hearing);

/// The shortest real time between two starts of `sound`, in seconds.
double min_gap(SoundId sound);

/// Lets each sound start at most once per `min_gap` (see the file comment).
class CueLimiter {
public:
    /// True (and remembers the time) when `sound` may start at `now_seconds` of real time.
    bool allow(SoundId sound, double now_seconds);

private:
    std::array<double, kSoundCount> last_start_{};
    std::array<bool, kSoundCount> started_{};
};

} // namespace game::audio
