#include "app/sdl_context.hpp"

#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>
#include <spdlog/spdlog.h>

#include <stdexcept>
#include <string>
#include <thread>

namespace game {
namespace {

constexpr int kWindowWidth = 1280;
constexpr int kWindowHeight = 720;
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

ImGuiSession::ImGuiSession(SDL_Window* window, SDL_Renderer* renderer) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    // Settings persistence comes with the inspector panels; until then do not litter the
    // working directory.
    ImGui::GetIO().IniFilename = nullptr;
    ImGui::StyleColorsDark();
    ImGui_ImplSDL2_InitForSDLRenderer(window);
    ImGui_ImplSDLRenderer_Init(renderer);
}

ImGuiSession::~ImGuiSession() {
    ImGui_ImplSDLRenderer_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
}

WindowPtr create_window() {
    WindowPtr window(SDL_CreateWindow("Tilecast", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, kWindowWidth,
                                      kWindowHeight, SDL_WINDOW_RESIZABLE),
                     &SDL_DestroyWindow);
    if (!window) {
        throw std::runtime_error(std::string("cannot open a window: ") + SDL_GetError());
    }
    return window;
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
