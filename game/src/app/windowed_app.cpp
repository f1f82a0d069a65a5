// `tilecast` with a window: the frame loop. Each frame: events, simulation steps, drawing
// the world, the HUD on top, an optional screenshot, present.

#include "app/app.hpp"
#include "app/bot_hands.hpp"
#include "app/level_catalog.hpp"
#include "app/play_session.hpp"
#include "app/sdl_context.hpp"
#include "inspector/inspector.hpp"
#include "lessons/lesson_scene.hpp"
#include "render/hud.hpp"
#include "screenshot.hpp"

#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>
#include <spdlog/spdlog.h>

#include <chrono>
#include <exception>
#include <cstdint>
#include <optional>

namespace game {
namespace {

/// With --frames, every frame advances the simulation by exactly this many steps (1/60 s),
/// whatever the real frame rate: a scripted run then shows the same picture every time.
constexpr int kScriptedStepsPerFrame = 2;

/// Should the game see this event? Not while a panel holds the keyboard (a text field being
/// typed in, a slider held): then "r" is a letter in a probe spec, not a restart. Not a wheel
/// turned over a panel either: that scrolls the panel, it does not zoom the world.
bool game_may_see(const SDL_Event& event) {
    const ImGuiIO& io = ImGui::GetIO();
    switch (event.type) {
    case SDL_KEYDOWN:
    case SDL_KEYUP:
    case SDL_TEXTINPUT:
    case SDL_TEXTEDITING: return !inspector::Inspector::keyboard_captured();
    case SDL_MOUSEWHEEL: return !io.WantCaptureMouse;
    default: return true;
    }
}

/// Dear ImGui calls this while it draws the background list, after the overlay.
void draw_actors_callback(const ImDrawList* /*list*/, const ImDrawCmd* command) {
    const auto* session = static_cast<const PlaySession*>(command->UserCallbackData);
    session->draw_actors(session->renderer());
}

} // namespace

int run_windowed(const Options& options) {
    const SdlSession sdl;
    WindowRequest request;
    if (!options.window_size.empty()) {
        const WindowSize size = parse_window_size(options.window_size);
        request.width = size.width;
        request.height = size.height;
    }
    request.fullscreen = options.fullscreen;
    const WindowPtr window = create_window(request);
    const RendererPtr renderer = create_renderer(window.get());
    const float ui_scale = options.ui_scale > 0.0f ? options.ui_scale : display_ui_scale(window.get());
    if (ui_scale != 1.0f) {
        spdlog::info("UI scale {:.2f}{}", ui_scale, options.ui_scale > 0.0f ? " (--ui-scale)" : " (from the display's DPI)");
    }
    const ImGuiSession imgui(window.get(), renderer.get(), ui_scale);
    PlaySession session(renderer.get(), options);
    inspector::Inspector inspector(session, renderer.get(), options, ui_scale,  // panels, overlay, probes
                                   lessons::hooks(shipped_levels_folder(), options.lesson));

    // --bot-hands: the bot's choices arrive as key and mouse events, like a person's.
    std::optional<BotHands> hands;
    if (!options.bot_hands.empty()) {
        hands.emplace(options.bot_hands);
    }

    const bool paced_by_vsync = has_vsync(renderer.get());
    const std::optional<int> fixed_steps = options.frames ? std::optional<int>(kScriptedStepsPerFrame) : std::nullopt;
    std::int64_t frame = 0;
    bool screenshot_failed = false;
    double frame_seconds = 0.0;
    auto last_frame_time = std::chrono::steady_clock::now();
    for (bool quit = false; !quit;) {
        if (hands) {
            inspector.play(hands->next_frame(frame, session.world(), session.camera(), session.world_view()));
        }
        inspector.begin_frame();
        SDL_Event event;
        while (SDL_PollEvent(&event) != 0) {
            ImGui_ImplSDL2_ProcessEvent(&event);
            if (game_may_see(event) && !inspector.handle_event(event)) {
                session.handle_event(event, quit);
            }
        }
        int window_width = 1;
        int window_height = 1;
        SDL_GetRendererOutputSize(renderer.get(), &window_width, &window_height);
        session.set_world_view(inspector.lay_out(window_width, window_height));
        const auto simulation_start = std::chrono::steady_clock::now();
        const std::uint64_t steps_before = session.world().step_count();
        session.advance(frame_seconds, fixed_steps);
        const double simulation_seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - simulation_start).count();

        ImGui_ImplSDLRenderer_NewFrame();
        ImGui_ImplSDL2_NewFrame();
        inspector.before_new_frame();
        ImGui::NewFrame();
        HudInfo hud = session.hud_info(frame_seconds);
        inspector.describe(hud);
        const HudAction action = build_hud(session.world(), hud);
        session.apply(action, quit);
        inspector.apply(action);
        inspector.build(frame_seconds, simulation_seconds, static_cast<int>(session.world().step_count() - steps_before));

        // The level, then the inspector's overlay (ImGui's background list), then the actors
        // over it, from a callback at the end of that list, then the panels and the HUD.
        SDL_SetRenderDrawBlendMode(renderer.get(), SDL_BLENDMODE_NONE);
        session.draw_level(renderer.get());
        ImGui::GetBackgroundDrawList()->AddCallback(draw_actors_callback, &session);
        ImGui::GetBackgroundDrawList()->AddCallback(ImDrawCallback_ResetRenderState, nullptr);
        ImGui::Render();
        ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());

        ++frame;
        const bool last_frame = quit || (options.frames && frame >= *options.frames);
        if (last_frame && !options.screenshot_path.empty()) {
            // A screenshot that cannot be written is an error (exit 1), but the run still ends
            // as it would: the recording and the stats are saved.
            try {
                save_screenshot(renderer.get(), options.screenshot_path);
                spdlog::info("screenshot saved to {}", options.screenshot_path);
            } catch (const std::exception& problem) {
                spdlog::error("{}", problem.what());
                screenshot_failed = true;
            }
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
    return screenshot_failed ? 1 : 0;
}

} // namespace game
