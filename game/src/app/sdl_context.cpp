#include "app/sdl_context.hpp"

#include "options.hpp"

#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>
#include <spdlog/spdlog.h>
// Last: with X11, SDL_syswm.h brings Xlib and its macros (None, Success, True, ...).
#include <SDL_syswm.h>
#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/Xatom.h>
#endif

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <thread>
#include <type_traits>

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

/// The size the game's window opened at (--window, or its share of the display): F11 after
/// --fullscreen returns to it.
SDL_Point opened_size{0, 0};

// Full screen on X11 with no window manager (Xvfb, kiosks, bare X sessions).
//
// SDL asks the window manager for full screen (the _NET_WM_STATE_FULLSCREEN request;
// SDL_CreateWindow even creates the X window at its windowed size and leaves the rest to the
// window manager) and from then on reports the display's size: SDL_GetWindowSize,
// SDL_GetRendererOutputSize and SDL_GL_GetDrawableSize all say the screen's 1920 x 1080. With
// no window manager nobody answers and the X window keeps its old size (xwininfo shows it). The OpenGL renderer then draws
// a display-sized frame into the smaller window: the window shows a corner of it and a
// screenshot reads the rest as garbage. The software renderer draws the whole frame into a
// display-sized image, so its screenshot looks right, but the screen shows only the window's
// corner of it too. So when no window manager is running, the game places the window itself,
// where a window manager would have put it; SDL's idea of the window is then the truth.
#if defined(SDL_VIDEO_DRIVER_X11)
/// The few Xlib calls this needs, from the libX11 SDL itself loaded (the game links no X11).
struct Xlib {
    decltype(&::XDefaultRootWindow) default_root_window = nullptr;
    decltype(&::XInternAtom) intern_atom = nullptr;
    decltype(&::XGetWindowProperty) get_window_property = nullptr;
    decltype(&::XFree) free = nullptr;
    decltype(&::XMoveResizeWindow) move_resize_window = nullptr;
    decltype(&::XRaiseWindow) raise_window = nullptr;
    decltype(&::XSync) sync = nullptr;

    static const Xlib* get() {
        static const Xlib xlib = [] {
            Xlib x;
            void* library = SDL_LoadObject("libX11.so.6");
            if (library == nullptr) {
                return x;
            }
            const auto load = [library](auto& function, const char* name) {
                function = reinterpret_cast<std::remove_reference_t<decltype(function)>>(SDL_LoadFunction(library, name));
            };
            load(x.default_root_window, "XDefaultRootWindow");
            load(x.intern_atom, "XInternAtom");
            load(x.get_window_property, "XGetWindowProperty");
            load(x.free, "XFree");
            load(x.move_resize_window, "XMoveResizeWindow");
            load(x.raise_window, "XRaiseWindow");
            load(x.sync, "XSync");
            return x;
        }();
        const bool complete = xlib.default_root_window && xlib.intern_atom && xlib.get_window_property && xlib.free &&
                              xlib.move_resize_window && xlib.raise_window && xlib.sync;
        return complete ? &xlib : nullptr;
    }
};

/// Is an EWMH window manager running (one that honours full-screen requests)? It says so
/// with the root window's _NET_SUPPORTING_WM_CHECK property (as SDL's X11 driver checks too).
bool x11_window_manager_running(const Xlib& x, Display* display) {
    const Atom check = x.intern_atom(display, "_NET_SUPPORTING_WM_CHECK", True);
    if (check == None) {
        return false;
    }
    Atom type = None;
    int format = 0;
    unsigned long items = 0;
    unsigned long left = 0;
    unsigned char* data = nullptr;
    const int status = x.get_window_property(display, x.default_root_window(display), check, 0, 1, False, XA_WINDOW,
                                             &type, &format, &items, &left, &data);
    const bool running = status == Success && type == XA_WINDOW && items == 1 && data != nullptr &&
                         *reinterpret_cast<const Window*>(data) != None;
    if (data != nullptr) {
        x.free(data);
    }
    return running;
}

/// The X11 display and window of `window` when it is an X11 window and no window manager
/// runs (then the game places the window itself); false everywhere else.
bool unmanaged_x11_window(SDL_Window* window, Display*& display, Window& xwindow) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    const Xlib* x = Xlib::get();
    if (x == nullptr || SDL_GetWindowWMInfo(window, &info) != SDL_TRUE || info.subsystem != SDL_SYSWM_X11 ||
        x11_window_manager_running(*x, info.info.x11.display)) {
        return false;
    }
    display = info.info.x11.display;
    xwindow = info.info.x11.window;
    return true;
}
#endif

/// True when `window` is an X11 window and no window manager runs.
bool unmanaged_x11_window(SDL_Window* window) {
#if defined(SDL_VIDEO_DRIVER_X11)
    Display* display = nullptr;
    Window xwindow = 0;
    return unmanaged_x11_window(window, display, xwindow);
#else
    (void)window;
    return false;
#endif
}

/// A full-screen window with no window manager to size it: cover the display, as SDL
/// reports it does (see above). Nothing to do anywhere else.
void cover_display_if_unmanaged(SDL_Window* window) {
#if defined(SDL_VIDEO_DRIVER_X11)
    Display* display = nullptr;
    Window xwindow = 0;
    if ((SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN) == 0 || !unmanaged_x11_window(window, display, xwindow)) {
        return;
    }
    SDL_Rect bounds{};
    if (SDL_GetDisplayBounds(std::max(0, SDL_GetWindowDisplayIndex(window)), &bounds) != 0) {
        return;
    }
    const Xlib& x = *Xlib::get();
    x.move_resize_window(display, xwindow, bounds.x, bounds.y, static_cast<unsigned>(bounds.w), static_cast<unsigned>(bounds.h));
    x.raise_window(display, xwindow);
    x.sync(display, False);
    spdlog::debug("no window manager: the game placed the full-screen window over the display ({} x {})", bounds.w, bounds.h);
#else
    (void)window;
#endif
}

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
    // The inspector saves its own settings (inspector/inspector_settings.hpp); ImGui keeps none.
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
    cover_display_if_unmanaged(window.get());
    opened_size = {width, height};
    spdlog::info("window {} x {}{}", width, height, request.fullscreen ? ", full screen" : "");
    return window;
}

void toggle_fullscreen(SDL_Window* window, SDL_Point& windowed_size) {
    const bool full = (SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
    if (!full) {
        SDL_GetWindowSize(window, &windowed_size.x, &windowed_size.y);
    } else if (windowed_size.x <= 0 || windowed_size.y <= 0) {
        // Started full screen (--fullscreen): the window it opened as (--window, or the one a
        // person would get without it).
        SDL_Rect usable{0, 0, kFallbackWidth, kFallbackHeight};
        SDL_GetDisplayUsableBounds(std::max(0, SDL_GetWindowDisplayIndex(window)), &usable);
        windowed_size = opened_size.x > 0 && opened_size.y > 0
                            ? opened_size
                            : SDL_Point{std::max(kMinWindowWidth, static_cast<int>(usable.w * kWindowShareOfDisplay)),
                                        std::max(kMinWindowHeight, static_cast<int>(usable.h * kWindowShareOfDisplay))};
    }
    if (SDL_SetWindowFullscreen(window, full ? 0u : static_cast<Uint32>(SDL_WINDOW_FULLSCREEN_DESKTOP)) != 0) {
        spdlog::warn("cannot switch full screen: {}", SDL_GetError());
        return;
    }
    if (!full) {
        cover_display_if_unmanaged(window);
        return;
    }
    // Back from full screen, the window's own size again: without a window manager (Xvfb,
    // some kiosks) SDL would leave it at the screen's size, and in the display's corner where
    // the game put it: centred again, where it opened.
    if (windowed_size.x > 0 && windowed_size.y > 0) {
        SDL_SetWindowSize(window, windowed_size.x, windowed_size.y);
    }
    if (unmanaged_x11_window(window)) {
        const int index = std::max(0, SDL_GetWindowDisplayIndex(window));
        SDL_SetWindowPosition(window, SDL_WINDOWPOS_CENTERED_DISPLAY(index), SDL_WINDOWPOS_CENTERED_DISPLAY(index));
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
    // The OpenGL renderer replaces a window made without SDL_WINDOW_OPENGL by a new X window
    // (SDL_RecreateWindow), made at the windowed size again: place that one too.
    cover_display_if_unmanaged(window);
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
