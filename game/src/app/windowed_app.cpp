// `tilecast` with a window: the frame loop. Each frame: events, simulation steps, drawing
// the world, the HUD on top, an optional screenshot, present.

#include "app/app.hpp"
#include "app/play_session.hpp"
#include "app/sdl_context.hpp"
#include "inspector/inspector.hpp"
#include "render/hud.hpp"
#include "screenshot.hpp"

#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>
#include <spdlog/spdlog.h>

#include <chrono>
#include <cstdint>
#include <optional>

namespace game {
namespace {

/// With --frames, every frame advances the simulation by exactly this many steps (1/60 s),
/// whatever the real frame rate: a scripted run then shows the same picture every time.
constexpr int kScriptedStepsPerFrame = 2;

} // namespace

int run_windowed(const Options& options) {
    const SdlSession sdl;
    const WindowPtr window = create_window();
    const RendererPtr renderer = create_renderer(window.get());
    const ImGuiSession imgui(window.get(), renderer.get());
    PlaySession session(renderer.get(), options);
    inspector::Inspector inspector(session, renderer.get(), options);  // issue 7: panels, overlay, probes

    const bool paced_by_vsync = has_vsync(renderer.get());
    const std::optional<int> fixed_steps = options.frames ? std::optional<int>(kScriptedStepsPerFrame) : std::nullopt;
    std::int64_t frame = 0;
    double frame_seconds = 0.0;
    auto last_frame_time = std::chrono::steady_clock::now();
    for (bool quit = false; !quit;) {
        inspector.begin_frame();
        SDL_Event event;
        while (SDL_PollEvent(&event) != 0) {
            ImGui_ImplSDL2_ProcessEvent(&event);
            const bool ui_has_it = (event.type == SDL_MOUSEWHEEL && ImGui::GetIO().WantCaptureMouse);
            if (!ui_has_it && !inspector.handle_event(event)) {
                session.handle_event(event, quit);
            }
        }
        const auto simulation_start = std::chrono::steady_clock::now();
        const std::uint64_t steps_before = session.world().step_count();
        session.advance(frame_seconds, fixed_steps);
        const double simulation_seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - simulation_start).count();

        ImGui_ImplSDLRenderer_NewFrame();
        ImGui_ImplSDL2_NewFrame();
        inspector.before_new_frame();
        ImGui::NewFrame();
        const HudAction action = build_hud(session.world(), session.hud_info(frame_seconds));
        session.apply(action, quit);
        inspector.build(frame_seconds, simulation_seconds, static_cast<int>(session.world().step_count() - steps_before));

        SDL_SetRenderDrawBlendMode(renderer.get(), SDL_BLENDMODE_NONE);
        session.draw_world(renderer.get());
        ImGui::Render();
        ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());

        ++frame;
        const bool last_frame = quit || (options.frames && frame >= *options.frames);
        if (last_frame && !options.screenshot_path.empty()) {
            save_screenshot(renderer.get(), options.screenshot_path);
            spdlog::info("screenshot saved to {}", options.screenshot_path);
        }
        inspector.after_render();
        SDL_RenderPresent(renderer.get());
        quit = quit || last_frame;
        if (!paced_by_vsync) {
            wait_for_frame_cap(last_frame_time);
        }
        const auto now = std::chrono::steady_clock::now();
        frame_seconds = std::chrono::duration<double>(now - last_frame_time).count();
        last_frame_time = now;
    }
    session.finish();
    spdlog::info("quit after {} frames", frame);
    return 0;
}

} // namespace game
