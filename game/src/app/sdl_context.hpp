#pragma once
// SDL and Dear ImGui set-up as scopes: the library, the window, the renderer, the ImGui
// context with its two SDL backends. Each is released in the reverse order it was made.

#include <SDL.h>

#include <chrono>
#include <memory>

namespace game {

/// SDL_Init / SDL_Quit as a scope (video, events and game controllers).
struct SdlSession {
    SdlSession();
    ~SdlSession();
    SdlSession(const SdlSession&) = delete;
    SdlSession& operator=(const SdlSession&) = delete;
};

/// The ImGui context and its SDL + SDL_Renderer backends as a scope. `ui_scale` sizes the
/// font (rebuilt at that size, so text stays sharp) and every widget.
struct ImGuiSession {
    ImGuiSession(SDL_Window* window, SDL_Renderer* renderer, float ui_scale);
    ~ImGuiSession();
    ImGuiSession(const ImGuiSession&) = delete;
    ImGuiSession& operator=(const ImGuiSession&) = delete;
};

/// A window that owns its SDL_Window.
using WindowPtr = std::unique_ptr<SDL_Window, decltype(&SDL_DestroyWindow)>;
/// A renderer that owns its SDL_Renderer.
using RendererPtr = std::unique_ptr<SDL_Renderer, decltype(&SDL_DestroyRenderer)>;

/// How the window opens.
struct WindowRequest {
    int width = 0;            ///< 0: about 80 % of the display's usable area
    int height = 0;
    bool fullscreen = false;  ///< full screen on the desktop's resolution
};

/// Opens the resizable game window (at least kMinWindowWidth x kMinWindowHeight). Full screen
/// is SDL_WINDOW_FULLSCREEN_DESKTOP; on X11 with no window manager to honour it (Xvfb) the game
/// places the X window over the display itself. Throws std::runtime_error on failure.
WindowPtr create_window(const WindowRequest& request);

/// Switches between a window and full screen (F11). `windowed_size` keeps the window's size
/// while it is full screen, to go back to (after --fullscreen: the size the window opened at).
/// With no window manager (X11), the game sizes and places the X window itself both ways.
void toggle_fullscreen(SDL_Window* window, SDL_Point& windowed_size);

/// The UI scale for the display the window is on: its DPI over 96, in quarter steps, at
/// least 1 (1 when SDL cannot tell the DPI).
float display_ui_scale(SDL_Window* window);

/// An accelerated, vsynced renderer, or SDL's software renderer when there is no GPU (or the
/// one SDL_RENDER_DRIVER names). Throws std::runtime_error when neither works.
RendererPtr create_renderer(SDL_Window* window);

/// True when presenting waits for the display (then the loop needs no sleep).
bool has_vsync(SDL_Renderer* renderer);

/// Sleeps out the rest of a 1/60 s frame begun at `frame_start`.
void wait_for_frame_cap(std::chrono::steady_clock::time_point frame_start);

} // namespace game
