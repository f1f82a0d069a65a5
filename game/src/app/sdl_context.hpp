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

/// The ImGui context and its SDL + SDL_Renderer backends as a scope.
struct ImGuiSession {
    ImGuiSession(SDL_Window* window, SDL_Renderer* renderer);
    ~ImGuiSession();
    ImGuiSession(const ImGuiSession&) = delete;
    ImGuiSession& operator=(const ImGuiSession&) = delete;
};

/// A window that owns its SDL_Window.
using WindowPtr = std::unique_ptr<SDL_Window, decltype(&SDL_DestroyWindow)>;
/// A renderer that owns its SDL_Renderer.
using RendererPtr = std::unique_ptr<SDL_Renderer, decltype(&SDL_DestroyRenderer)>;

/// Opens the resizable game window (1280 x 720). Throws std::runtime_error on failure.
WindowPtr create_window();

/// An accelerated, vsynced renderer, or SDL's software renderer when there is no GPU.
/// Throws std::runtime_error when neither works.
RendererPtr create_renderer(SDL_Window* window);

/// True when presenting waits for the display (then the loop needs no sleep).
bool has_vsync(SDL_Renderer* renderer);

/// Sleeps out the rest of a 1/60 s frame begun at `frame_start`.
void wait_for_frame_cap(std::chrono::steady_clock::time_point frame_start);

} // namespace game
