#pragma once
/// Time: `TimeSpan` (a duration, relative) and `Instant` (a moment, absolute).
///
/// What it is for: frame times, cooldowns, laser charge times and the game clock, kept
/// apart so that "add two moments" or "wait until 3.5 seconds" (a duration where a moment
/// belongs) do not compile.
///
/// Important parts:
/// - `TimeSpan`: a one-dimensional vector space (add, subtract, scale, compare);
/// - `Instant`: an affine point on the time line. Instant - Instant = TimeSpan,
///   Instant ± TimeSpan = Instant, and there is no Instant + Instant and no scaling;
/// - both hold a **double** number of seconds. A float has 24 significant bits: after
///   10 hours (36000 s) the gap between neighbouring floats is about 4 ms, a quarter of
///   a frame, and frame times computed as `now - previous` would jitter visibly. A double
///   keeps sub-microsecond resolution for over a century of play time (spacing below
///   2^-20 s up to 2^32 s, about 136 years);
/// - multiplying a float quantity by a TimeSpan (Speed * TimeSpan, see calculus.hpp)
///   first rounds the duration to float and then multiplies in float. The result is a
///   float anyway, the duration of one step is small, and it keeps the hot integration
///   loop in single precision (no float->double->float round trip per body; the one
///   conversion of `dt` is hoisted out of the loop by the optimiser).
///
///     engine::Instant start = engine::Instant::from_seconds_since_start(10.0);
///     engine::Instant later = start + engine::TimeSpan::from_seconds(0.25);
///     double elapsed = (later - start).seconds();
///     if (elapsed != 0.25) return 1;
///
/// Source: "Extending type-safe physical values to multiple dimensions" (GameDev<T>,
/// Paul Scharf, genericgamedev.com), which separates `Instant` from `Timespan` so
/// that the compiler checks absolute against relative time.

#include "engine/units/quantity_1d.hpp"

namespace engine {

/// A duration in seconds (relative time). Negative durations are allowed: `a - b` of
/// two instants is negative when `a` comes first.
class TimeSpan : public Quantity1D<TimeSpan, double> {
public:
    /// Zero seconds.
    constexpr TimeSpan() noexcept = default;
    /// A duration of `seconds` seconds.
    static constexpr TimeSpan from_seconds(double seconds) noexcept { return make(seconds); }
    /// A duration of `milliseconds` thousandths of a second.
    static constexpr TimeSpan from_milliseconds(double milliseconds) noexcept { return make(milliseconds / 1000.0); }
    /// The duration in seconds.
    constexpr double seconds() const noexcept { return raw(); }
    /// The duration in milliseconds.
    constexpr double milliseconds() const noexcept { return raw() * 1000.0; }
};

/// A moment on the game clock, measured in seconds since the clock started (absolute time).
class Instant {
public:
    /// The moment the game clock started.
    constexpr Instant() noexcept = default;
    /// The moment `seconds` seconds after the clock started.
    static constexpr Instant from_seconds_since_start(double seconds) noexcept {
        Instant instant;
        instant.seconds_since_start_ = seconds;
        return instant;
    }
    /// The moment the clock started (the same as `Instant{}`).
    static constexpr Instant start() noexcept { return Instant{}; }
    /// Seconds since the clock started.
    constexpr double seconds_since_start() const noexcept { return seconds_since_start_; }

    /// The duration from `b` to `a`.
    friend constexpr TimeSpan operator-(Instant a, Instant b) noexcept {
        return TimeSpan::from_seconds(a.seconds_since_start_ - b.seconds_since_start_);
    }
    /// The moment `span` after `moment`.
    friend constexpr Instant operator+(Instant moment, TimeSpan span) noexcept {
        return from_seconds_since_start(moment.seconds_since_start_ + span.seconds());
    }
    /// The moment `span` after `moment`, duration first.
    friend constexpr Instant operator+(TimeSpan span, Instant moment) noexcept { return moment + span; }
    /// The moment `span` before `moment`.
    friend constexpr Instant operator-(Instant moment, TimeSpan span) noexcept {
        return from_seconds_since_start(moment.seconds_since_start_ - span.seconds());
    }
    /// Moves this moment `span` later.
    constexpr Instant& operator+=(TimeSpan span) noexcept { return *this = *this + span; }
    /// Moves this moment `span` earlier.
    constexpr Instant& operator-=(TimeSpan span) noexcept { return *this = *this - span; }

    /// Same moment.
    friend constexpr bool operator==(const Instant&, const Instant&) noexcept = default;
    /// `a` comes before `b`.
    friend constexpr bool operator<(Instant a, Instant b) noexcept {
        return a.seconds_since_start_ < b.seconds_since_start_;
    }
    /// `a` comes before `b` or is the same moment.
    friend constexpr bool operator<=(Instant a, Instant b) noexcept {
        return a.seconds_since_start_ <= b.seconds_since_start_;
    }
    /// `a` comes after `b`.
    friend constexpr bool operator>(Instant a, Instant b) noexcept {
        return a.seconds_since_start_ > b.seconds_since_start_;
    }
    /// `a` comes after `b` or is the same moment.
    friend constexpr bool operator>=(Instant a, Instant b) noexcept {
        return a.seconds_since_start_ >= b.seconds_since_start_;
    }

    /// The moment a fraction `t` of the way from `a` to `b` (an affine combination, so it
    /// is allowed even though Instant + Instant is not).
    friend constexpr Instant lerp(Instant a, Instant b, double t) noexcept {
        return from_seconds_since_start(a.seconds_since_start_ + (b.seconds_since_start_ - a.seconds_since_start_) * t);
    }

private:
    double seconds_since_start_ = 0.0;
};

} // namespace engine
