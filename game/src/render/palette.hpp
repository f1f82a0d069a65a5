#pragma once
// The game's colours in one place, so that the look stays consistent and the window test
// can tell what it sees: lasers are red (robots' weapons), the player is cyan, robots are
// steel, violet and olive by kind.

#include <SDL.h>

namespace game::palette {

inline constexpr SDL_Color kLaserGlow{255, 36, 54, 255};      ///< wide outer glow of a laser
inline constexpr SDL_Color kLaserMid{255, 70, 80, 255};       ///< the beam's body
inline constexpr SDL_Color kLaserCore{255, 225, 230, 255};    ///< the white-hot centre line
inline constexpr SDL_Color kSweepGlow{255, 40, 120, 255};     ///< a sweeper's beam glow (red-magenta)
inline constexpr SDL_Color kPlayerBody{40, 200, 235, 255};    ///< the player's suit
inline constexpr SDL_Color kPlayerDark{16, 90, 120, 255};     ///< its outline and shadowed parts
inline constexpr SDL_Color kPlayerVisor{210, 250, 255, 255};  ///< the visor facing the aim
inline constexpr SDL_Color kPlayerBullet{90, 230, 255, 255};  ///< the player's bullets
inline constexpr SDL_Color kBolt{255, 160, 40, 255};          ///< a bolter's bolts
inline constexpr SDL_Color kStray{120, 140, 200, 255};        ///< stress-test stray bullets
inline constexpr SDL_Color kShadow{0, 0, 0, 90};              ///< soft shadows under bodies
inline constexpr SDL_Color kTread{38, 40, 46, 255};           ///< robot treads
inline constexpr SDL_Color kGunMetal{70, 76, 88, 255};        ///< barrels
inline constexpr SDL_Color kPatrolBody{96, 118, 150, 255};    ///< patrol-laser robots
inline constexpr SDL_Color kSweeperBody{126, 88, 160, 255};   ///< sweeper robots
inline constexpr SDL_Color kBolterBody{146, 128, 62, 255};    ///< bolter robots
inline constexpr SDL_Color kEyeCalm{90, 230, 120, 255};       ///< patrolling
inline constexpr SDL_Color kEyeAlert{255, 190, 40, 255};      ///< charging up
inline constexpr SDL_Color kEyeFiring{255, 60, 60, 255};      ///< firing
inline constexpr SDL_Color kEyeResting{120, 120, 130, 255};   ///< cooling down
inline constexpr SDL_Color kWreck{48, 46, 44, 255};           ///< a destroyed robot

} // namespace game::palette
