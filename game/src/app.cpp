#include "app.hpp"

#include "grid_view.hpp"
#include "screenshot.hpp"

#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>
#include <spdlog/spdlog.h>

#include <chrono>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <thread>

namespace game {
namespace {

constexpr int kWindowWidth = 1280;
constexpr int kWindowHeight = 720;
constexpr int kGridWidth = 40;
constexpr int kGridHeight = 23;
constexpr int kDefaultTileSizePixels = 32;
constexpr std::int64_t kDefaultHeadlessFrames = 600;
// Without vsync (software or offscreen rendering) the loop would spin as fast as
// it can; holding it near the display rate keeps the CPU free and timing honest.
constexpr double kFrameCapSeconds = 1.0 / 60.0;
// The simulation steps at a fixed rate, whatever the frame rate (Glenn Fiedler,
// "Fix Your Timestep!"): the same inputs then give the same game.
constexpr double kSimulationStepSeconds = 1.0 / 120.0;

/// Where the status panel sits; the window test looks for it there.
const ImVec2 kStatusPanelPosition{16.0f, 16.0f};
const ImVec2 kStatusPanelSize{300.0f, 110.0f};

using WindowPtr = std::unique_ptr<SDL_Window, decltype(&SDL_DestroyWindow)>;
using RendererPtr = std::unique_ptr<SDL_Renderer, decltype(&SDL_DestroyRenderer)>;

/// SDL_Init / SDL_Quit as a scope.
struct SdlSession {
    SdlSession() {
        if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
            throw std::runtime_error(std::string("cannot start SDL video: ") + SDL_GetError());
        }
    }
    ~SdlSession() { SDL_Quit(); }
    SdlSession(const SdlSession&) = delete;
    SdlSession& operator=(const SdlSession&) = delete;
};

/// ImGui context and its two SDL backends as a scope.
struct ImGuiSession {
    ImGuiSession(SDL_Window* window, SDL_Renderer* renderer) {
        IMGUI_CHECKVERSION();
        ImGui::CreateContext();
        // Settings persistence comes later; until then do not litter the working directory.
        ImGui::GetIO().IniFilename = nullptr;
        ImGui::StyleColorsDark();
        ImGui_ImplSDL2_InitForSDLRenderer(window);
        ImGui_ImplSDLRenderer_Init(renderer);
    }
    ~ImGuiSession() {
        ImGui_ImplSDLRenderer_Shutdown();
        ImGui_ImplSDL2_Shutdown();
        ImGui::DestroyContext();
    }
    ImGuiSession(const ImGuiSession&) = delete;
    ImGuiSession& operator=(const ImGuiSession&) = delete;
};

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

/// Sleeps out the rest of the frame when nothing else paces the loop.
void wait_for_frame_cap(std::chrono::steady_clock::time_point frame_start) {
    const auto frame_end = frame_start + std::chrono::duration<double>(kFrameCapSeconds);
    std::this_thread::sleep_until(frame_end);
}

/// The live state the panel shows and edits.
struct UiState {
    int tile_size_pixels = kDefaultTileSizePixels;
    double frame_seconds = 0.0;
};

/// Returns false when the player asked to quit.
bool handle_events() {
    SDL_Event event;
    while (SDL_PollEvent(&event) != 0) {
        ImGui_ImplSDL2_ProcessEvent(&event);
        if (event.type == SDL_QUIT) {
            return false;
        }
        if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE) {
            return false;
        }
    }
    return true;
}

void build_status_panel(UiState& ui) {
    ImGui::SetNextWindowPos(kStatusPanelPosition, ImGuiCond_Always);
    ImGui::SetNextWindowSize(kStatusPanelSize, ImGuiCond_Always);
    ImGui::Begin("Tilecast", nullptr, ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove);
    ImGui::Text("frame time: %.2f ms (%.0f fps)", ui.frame_seconds * 1000.0,
                ui.frame_seconds > 0.0 ? 1.0 / ui.frame_seconds : 0.0);
    ImGui::SliderInt("tile size", &ui.tile_size_pixels, 8, 64, "%d px");
    ImGui::TextDisabled("Esc quits");
    ImGui::End();
}

void draw_frame(SDL_Renderer* renderer, const PlaceholderGrid& grid, const UiState& ui) {
    SDL_SetRenderDrawColor(renderer, 12, 14, 20, 255);
    SDL_RenderClear(renderer);
    draw_grid(renderer, grid, ui.tile_size_pixels);
    ImGui::Render();
    ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
}

} // namespace

int run_windowed(const Options& options) {
    const SdlSession sdl;
    const WindowPtr window = create_window();
    const RendererPtr renderer = create_renderer(window.get());
    const ImGuiSession imgui(window.get(), renderer.get());

    const PlaceholderGrid grid = make_placeholder_grid(kGridWidth, kGridHeight, options.seed);
    UiState ui;
    const bool paced_by_vsync = has_vsync(renderer.get());
    std::int64_t frame = 0;
    auto last_frame_time = std::chrono::steady_clock::now();
    for (bool running = true; running;) {
        running = handle_events();
        ImGui_ImplSDLRenderer_NewFrame();
        ImGui_ImplSDL2_NewFrame();
        ImGui::NewFrame();
        build_status_panel(ui);
        draw_frame(renderer.get(), grid, ui);

        ++frame;
        const bool last_frame = !running || (options.frames && frame >= *options.frames);
        if (last_frame && !options.screenshot_path.empty()) {
            save_screenshot(renderer.get(), options.screenshot_path);
            spdlog::info("screenshot saved to {}", options.screenshot_path);
        }
        SDL_RenderPresent(renderer.get());
        running = running && !last_frame;
        if (!paced_by_vsync) {
            wait_for_frame_cap(last_frame_time);
        }

        const auto now = std::chrono::steady_clock::now();
        ui.frame_seconds = std::chrono::duration<double>(now - last_frame_time).count();
        last_frame_time = now;
    }
    spdlog::info("quit after {} frames", frame);
    return 0;
}

int run_headless(const Options& options) {
    const std::int64_t frames = options.frames.value_or(kDefaultHeadlessFrames);
    double simulated_seconds = 0.0;
    for (std::int64_t step = 0; step < frames; ++step) {
        simulated_seconds += kSimulationStepSeconds;
    }
    spdlog::info("headless: {} steps, {:.3f} simulated seconds", frames, simulated_seconds);
    return 0;
}

} // namespace game
