#include "app/sdl_context.hpp"

#include "options.hpp"

#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <thread>

namespace game {
namespace {

/// A new window takes about this share of the display's usable area (a size a person
/// would pick; full screen is one key away).
constexpr double kWindowShareOfDisplay = 0.8;
/// Without a display size (no display found), the window opens at this size.
constexpr int kFallbackWidth = 1280;
constexpr int kFallbackHeight = 720;
/// The DPI at which the UI is drawn at scale 1 (the usual desktop DPI).
constexpr float kBaseDpi = 96.0f;
// Without vsync (software or offscreen rendering) the loop would spin as fast as
// it can; holding it near the display rate keeps the CPU free and timing honest.
constexpr double kFrameCapSeconds = 1.0 / 60.0;

} // namespace

SdlSession::SdlSession() {
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_GAMECONTROLLER) != 0) {
        throw std::runtime_error(std::string("cannot start SDL video: ") + SDL_GetError());
    }
}

SdlSession::~SdlSession() { SDL_Quit(); }

ImGuiSession::ImGuiSession(SDL_Window* window, SDL_Renderer* renderer, float ui_scale) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    // The inspector saves its own settings (inspector/settings_store.hpp); ImGui keeps none.
    ImGui::GetIO().IniFilename = nullptr;
    ImGui::StyleColorsDark();
    if (ui_scale != 1.0f) {
        // The default font drawn at the scaled size is sharp; scaling the texture would blur it.
        ImFontConfig font;
        font.SizePixels = std::round(13.0f * ui_scale);
        ImGui::GetIO().Fonts->AddFontDefault(&font);
        ImGui::GetStyle().ScaleAllSizes(ui_scale);
    }
    ImGui_ImplSDL2_InitForSDLRenderer(window);
    ImGui_ImplSDLRenderer_Init(renderer);
}

ImGuiSession::~ImGuiSession() {
    ImGui_ImplSDLRenderer_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
}

WindowPtr create_window(const WindowRequest& request) {
    int width = request.width;
    int height = request.height;
    SDL_Rect usable{0, 0, kFallbackWidth, kFallbackHeight};
    if (width <= 0 || height <= 0) {
        if (SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0 && usable.h > 0) {
            width = static_cast<int>(usable.w * kWindowShareOfDisplay);
            height = static_cast<int>(usable.h * kWindowShareOfDisplay);
        } else {
            width = kFallbackWidth;
            height = kFallbackHeight;
        }
    }
    width = std::max(width, kMinWindowWidth);
    height = std::max(height, kMinWindowHeight);
    const Uint32 flags = static_cast<Uint32>(SDL_WINDOW_RESIZABLE) |
                         (request.fullscreen ? static_cast<Uint32>(SDL_WINDOW_FULLSCREEN_DESKTOP) : 0u);
    WindowPtr window(SDL_CreateWindow("Tilecast", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width, height, flags),
                     &SDL_DestroyWindow);
    if (!window) {
        throw std::runtime_error(std::string("cannot open a window: ") + SDL_GetError());
    }
    SDL_SetWindowMinimumSize(window.get(), kMinWindowWidth, kMinWindowHeight);
    spdlog::info("window {} x {}{}", width, height, request.fullscreen ? ", full screen" : "");
    return window;
}

void toggle_fullscreen(SDL_Window* window, SDL_Point& windowed_size) {
    const bool full = (SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
    if (!full) {
        SDL_GetWindowSize(window, &windowed_size.x, &windowed_size.y);
    } else if (windowed_size.x <= 0 || windowed_size.y <= 0) {
        // Started full screen (--fullscreen): the window a person would get without it.
        SDL_Rect usable{0, 0, kFallbackWidth, kFallbackHeight};
        SDL_GetDisplayUsableBounds(std::max(0, SDL_GetWindowDisplayIndex(window)), &usable);
        windowed_size = {std::max(kMinWindowWidth, static_cast<int>(usable.w * kWindowShareOfDisplay)),
                         std::max(kMinWindowHeight, static_cast<int>(usable.h * kWindowShareOfDisplay))};
    }
    if (SDL_SetWindowFullscreen(window, full ? 0u : static_cast<Uint32>(SDL_WINDOW_FULLSCREEN_DESKTOP)) != 0) {
        spdlog::warn("cannot switch full screen: {}", SDL_GetError());
        return;
    }
    // Back from full screen, the window's own size again: without a window manager (Xvfb,
    // some kiosks) SDL would leave it at the screen's size.
    if (full && windowed_size.x > 0 && windowed_size.y > 0) {
        SDL_SetWindowSize(window, windowed_size.x, windowed_size.y);
    }
}

float display_ui_scale(SDL_Window* window) {
    const int display = std::max(0, SDL_GetWindowDisplayIndex(window));
    float diagonal_dpi = 0.0f;
    if (SDL_GetDisplayDPI(display, &diagonal_dpi, nullptr, nullptr) != 0 || !(diagonal_dpi > 0.0f)) {
        return 1.0f;
    }
    return std::clamp(std::round(diagonal_dpi / kBaseDpi * 4.0f) / 4.0f, 1.0f, 4.0f);
}

RendererPtr create_renderer(SDL_Window* window) {
    RendererPtr renderer(SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC),
                         &SDL_DestroyRenderer);
    if (!renderer) {
        // No GPU (a server, Xvfb without GL): SDL's software renderer draws the same picture.
        spdlog::warn("no accelerated renderer ({}), using the software renderer", SDL_GetError());
        renderer.reset(SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE));
    }
    if (!renderer) {
        throw std::runtime_error(std::string("cannot create a renderer: ") + SDL_GetError());
    }
    SDL_RendererInfo info{};
    SDL_GetRendererInfo(renderer.get(), &info);
    spdlog::info("renderer: {}", info.name);
    return renderer;
}

bool has_vsync(SDL_Renderer* renderer) {
    SDL_RendererInfo info{};
    return SDL_GetRendererInfo(renderer, &info) == 0 && (info.flags & SDL_RENDERER_PRESENTVSYNC) != 0;
}

void wait_for_frame_cap(std::chrono::steady_clock::time_point frame_start) {
    std::this_thread::sleep_until(frame_start + std::chrono::duration<double>(kFrameCapSeconds));
}

} // namespace game
