#include "app/play_session.hpp"

#include "app/world_setup.hpp"
#include "sim/cost_model.hpp"
#include "settings/settings_store.hpp"
#include "render/sprites.hpp"
#include "sim/level_arena.hpp"
#include "sim/stats_json.hpp"
#include "sim/tuning.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cstdio>
#include <exception>
#include <string>

namespace game {
namespace {

/// Never simulate more than this much real time in one frame: after a stall (a debugger,
/// a dragged window) the game skips ahead instead of freezing to catch up.
constexpr double kMaxCatchUpSeconds = 0.25;
/// One press of minus or plus changes the master volume by this much.
constexpr float kVolumeStep = 0.1f;

/// The feedback settings saved at `path`; `no_shake` (--no-shake) turns the shake off for this
/// run whatever the file says.
FeedbackSettings load_feedback(const std::filesystem::path& path, bool no_shake) {
    FeedbackSettingsFile file = load_feedback_settings(path);
    for (const std::string& warning : file.warnings) {
        spdlog::warn("{}", warning);
    }
    if (no_shake) {
        file.settings.screen_shake = false;
    }
    return file.settings;
}

} // namespace

PlaySession::PlaySession(SDL_Renderer* renderer, const Options& options)
    : renderer_{renderer},
      options_{options},
      levels_{list_levels(shipped_levels_folder())},
      effects_{renderer},
      audio_{settings::settings_folder(options.settings_dir) / audio::kSoundSettingsFile, options.mute},
      feedback_settings_path_{settings::settings_folder(options.settings_dir) / kFeedbackSettingsFile},
      feedback_{load_feedback(feedback_settings_path_, options.no_shake)} {
    camera_.set_scale(options.zoom);
    // A script's keys and pointer play the game (the bot's hands are a script written as it plays).
    devices_.follow_events(!options.input_script.empty() || !options.bot_hands.empty());
    if (!options.replay_path.empty()) {
        replay_ = load_replay(options.replay_path);
        options_ = replay_options(*replay_, options.replay_path, options_);  // its seed and robots, and its level unless --level
    }
    if (!options.record_path.empty()) {
        check_replay_writable(options.record_path);  // now, not after a game played for nothing
    }
    std::string source;
    auto arena = load_arena_or_default(options_.level_path, source);
    for (std::size_t i = 0; i < levels_.size(); ++i) {
        if (std::filesystem::path(source) == levels_[i].path) {
            current_level_ = static_cast<int>(i);
        }
    }
    start_level(std::move(arena), source);
    if (replay_) {
        check_replay_matches(*replay_, options.replay_path, *world_, source);
        replay_cursor_.emplace(*replay_);
    }
}

void PlaySession::start_level(std::shared_ptr<const Arena> arena, std::string source) {
    arena_ = std::move(arena);
    level_source_ = std::move(source);
    world_ = std::make_unique<World>(arena_, world_config(options_));
    level_view_ = std::make_unique<LevelView>(renderer_, *arena_);
    camera_.set_level_size(arena_->width(), arena_->height());
    camera_.jump_to(world_->player().position);
    framing_.clear();
    banner_seconds_ = 0.0;
    bot_ = Bot{};
    if (!options_.record_path.empty()) {
        if (!recording_) {
            recording_.emplace(level_source_);
        } else if (recording_->replay().steps() != 0) {
            recording_valid_ = false;  // a replay file holds one level's game, from its start
        }
    }
    SDL_SetWindowTitle(SDL_RenderGetWindow(renderer_), ("Tilecast - " + arena_->name).c_str());
    spdlog::info("playing {} ({})", arena_->name, level_source_);
    log_level_notes(*arena_, level_source_);
    log_cost_plan(*world_);
}

void PlaySession::load_catalogue_level(int index) {
    if (index < 0 || index >= static_cast<int>(levels_.size())) {
        return;
    }
    try {
        start_level(std::make_shared<const Arena>(load_arena(levels_[std::size_t(index)].path)),
                    levels_[std::size_t(index)].path.string());
        current_level_ = index;
        status_.clear();
        paused_ = false;
    } catch (const std::exception& error) {
        // The old level keeps running; the HUD shows why the new one did not load.
        status_ = error.what();
        spdlog::error("{}", status_);
    }
}

bool PlaySession::next_level_loads() const {
    const int next = current_level_ + 1;
    return current_level_ >= 0 && next < static_cast<int>(levels_.size()) && levels_[std::size_t(next)].loads;
}

void PlaySession::handle_event(const SDL_Event& event, bool& quit) {
    devices_.handle_event(event);
    switch (event.type) {
    case SDL_QUIT:
        quit = true;
        break;
    case SDL_KEYDOWN:
        if (event.key.repeat != 0) {
            break;
        }
        switch (event.key.keysym.sym) {
        case SDLK_ESCAPE:
            // Esc never quits at once: it opens the pause menu, and pressed again there, quits.
            if (paused_) {
                quit = true;
            } else {
                paused_ = true;
            }
            break;
        case SDLK_p: paused_ = !paused_; break;
        case SDLK_r: restart_requested_ = true; paused_ = false; break;
        case SDLK_n:
        case SDLK_RETURN:
            // The level-clear card's "Next level (N)", from the keyboard: hands on the keys
            // need not reach for the mouse between levels.
            if (!paused_ && world_->outcome() == Outcome::Won && next_level_loads()) {
                load_catalogue_level(current_level_ + 1);
            }
            break;
        case SDLK_m: audio_.toggle_mute(); break;
        case SDLK_MINUS: case SDLK_KP_MINUS: audio_.change_volume(-kVolumeStep); break;
        case SDLK_EQUALS: case SDLK_PLUS: case SDLK_KP_PLUS: audio_.change_volume(kVolumeStep); break;
        default: break;
        }
        break;
    case SDL_CONTROLLERBUTTONDOWN:
        if (event.cbutton.button == SDL_CONTROLLER_BUTTON_START) {
            paused_ = !paused_;
        } else if (event.cbutton.button == SDL_CONTROLLER_BUTTON_BACK) {
            restart_requested_ = true;
        }
        break;
    case SDL_MOUSEWHEEL: {
        int x = 0, y = 0;
        SDL_GetMouseState(&x, &y);
        camera_.zoom(event.wheel.preciseY, {static_cast<float>(x), static_cast<float>(y)});
        break;
    }
    default:
        break;
    }
}

PlayerInput PlaySession::next_input() {
    PlayerInput input;
    if (replay_) {
        if (!replay_cursor_->done()) {
            input = replay_cursor_->next();
        }
    } else if (options_.bot) {
        input = bot_.next_input(*world_);
    } else {
        // A panel that holds the pointer or the keyboard keeps it: a click on a panel never
        // fires, and letters typed into a text field never move the player.
        input = devices_.sample(camera_, world_->player().position, {!keyboard_captured_, !pointer_captured_});
    }
    if (restart_requested_) {
        input.restart = true;
        restart_requested_ = false;
    }
    return input;
}

namespace {

bool player_was_hit(std::span<const GameEvent> events) {
    return std::any_of(events.begin(), events.end(), [](const GameEvent& e) { return e.kind == GameEventKind::PlayerHit; });
}

} // namespace

void PlaySession::advance(double real_seconds, std::optional<int> fixed_steps) {
    int steps = 0;
    if (fixed_steps) {
        steps = paused_ ? 0 : *fixed_steps;
    } else if (!paused_) {
        carried_seconds_ = std::min(carried_seconds_ + real_seconds, kMaxCatchUpSeconds);
        steps = static_cast<int>(carried_seconds_ / kStep.seconds());
        carried_seconds_ -= steps * kStep.seconds();
    }
    if (frozen_) {
        steps = paused_ ? 0 : single_steps_;  // the inspector's pause: only the steps asked for
        single_steps_ = 0;
        carried_seconds_ = 0.0;
    }
    if (paused_ && restart_requested_) {
        steps = 1;
    }
    frame_hits_.clear();
    for (int i = 0; i < steps; ++i) {
        if (replay_cursor_) {
            if (const SimulationSettings* settings = replay_cursor_->settings_due()) {
                apply_simulation_settings(*world_, *settings);
            }
        }
        const bool was_alive = world_->player().alive;
        const PlayerInput input = next_input();
        if (recording_ && recording_valid_) {
            recording_->record(*world_, input);
        }
        world_->step(input);
        for (const GameEvent& event : world_->events()) {
            if (event.kind == GameEventKind::PlayerHit) {
                frame_hits_.push_back(event);
            }
        }
        after_step();
        if (input.restart || (!was_alive && world_->player().alive)) {
            // A restart or a respawn cuts to the player: a glide across the level would be a
            // second of fast scrolling to no purpose.
            camera_.jump_to(world_->player().position);
            framing_.clear();  // a restart: the robots are back at their spawns; a respawn: a new fight
            if (input.restart) {
                banner_seconds_ = 0.0;  // a restart shows the level's card again
            }
        } else if (input.move_x != 0 || input.move_y != 0 || input.fire || player_was_hit(world_->events())) {
            banner_seconds_ = std::max(banner_seconds_, kBannerDismissed);  // play has begun: out of the way
        }
        if (after_step_ && after_step_()) {
            frozen_ = true;
            single_steps_ = 0;
            carried_seconds_ = 0.0;
            break;
        }
    }
    camera_.set_viewport(world_view().w, world_view().h);
    // The view frames the player and whoever attacked them lately (fight_framing.hpp); a
    // selected query or a lesson's probe takes the camera at the zoom chosen for it.
    const double seconds = fixed_steps ? 1.0 / 60.0 : real_seconds;
    if (!paused_ && !frozen_) {
        banner_seconds_ += seconds;  // real time: a slowed or frozen world does not hold the card up
    }
    const FightFraming::Frame frame = framing_.update(*world_, {world_view().w, world_view().h}, seconds);
    camera_.set_zoom_cap(camera_target_ ? std::numeric_limits<float>::infinity() : frame.zoom_cap);
    camera_.follow(camera_target_.value_or(frame.target), seconds);
}

void PlaySession::after_step() {
    // Sound and effects read what the step did; they never write to the world.
    audio_.hear(world_->events(), world_->player().position, world_->simulated().seconds());
    audio_.hear_scans(world_->beams(), world_->player().position, world_->simulated().seconds());
    feedback_.observe(world_->events(), *world_);
}

void PlaySession::zoom_out_to_fit(engine::Length width, engine::Length height) noexcept {
    const SDL_Rect view = world_view();
    const float fit = std::min(static_cast<float>(view.w) / std::max(1.0f, width.pixels()),
                               static_cast<float>(view.h) / std::max(1.0f, height.pixels()));
    if (fit < camera_.scale()) {
        camera_.set_scale(fit);
    }
}

SDL_Rect PlaySession::world_view() const {
    if (world_view_) {
        return *world_view_;
    }
    int width = 1;
    int height = 1;
    SDL_GetRendererOutputSize(renderer_, &width, &height);
    return {0, 0, width, height};
}

Camera PlaySession::shaken_camera() const {
    // The screen shake moves a copy of the camera: the real one (and the world) never shake.
    Camera view = camera_;
    view.jump_to(camera_.centre() + feedback_.shake_offset(*world_));
    return view;
}

void PlaySession::draw_world(SDL_Renderer* renderer) const {
    draw_level(renderer);
    draw_actors(renderer);
}

void PlaySession::draw_level(SDL_Renderer* renderer) const {
    // The world owns its part of the window only: the panel column beside it stays clean.
    const SDL_Rect world_rect = world_view();
    SDL_RenderSetClipRect(renderer, &world_rect);
    level_view_->draw_below(renderer, shaken_camera());
    SDL_RenderSetClipRect(renderer, nullptr);
}

void PlaySession::draw_actors(SDL_Renderer* renderer) const {
    const SDL_Rect world_rect = world_view();
    SDL_RenderSetClipRect(renderer, &world_rect);
    const Camera view = shaken_camera();
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);  // soft shadows and fades
    draw_robots(renderer, view, *world_);
    draw_player(renderer, view, *world_);
    feedback_.draw_flashes(renderer, view, *world_);
    feedback_.draw_alerts(renderer, view, *world_);
    effects_.draw_telegraphs(renderer, view, *world_);
    effects_.draw_bullets(renderer, view, *world_);
    effects_.draw_beams(renderer, view, *world_);
    level_view_->draw_above(renderer, view);
    feedback_.draw_bursts(renderer, view, *world_);
    feedback_.draw_damage_marker(renderer, view, *world_);
    feedback_.draw_edge_markers(renderer, camera_, *world_);
    if (paused_ || world_->outcome() != Outcome::Playing) {
        // Dim the world behind the pause, win and lose screens.
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 140);
        SDL_RenderFillRect(renderer, &world_rect);
    }
    SDL_RenderSetClipRect(renderer, nullptr);
}

namespace {

/// The status panel's few words on a degraded plan: what was capped, and how often distant
/// robots act when that is not every step.
std::string busy_level_line(const CostPlan& plan) {
    char line[128];
    std::snprintf(line, sizeof line, "robots capped at %.0f px, %.0f px/s", plan.range_cap.pixels(),
                  plan.speed_cap.pixels_per_second());
    std::string text = line;
    if (plan.act_every > 1) {
        text += "; distant ones act every " + std::to_string(plan.act_every) + " steps";
    }
    return text;
}

} // namespace

HudInfo PlaySession::hud_info(double frame_seconds) const {
    HudInfo info;
    info.frame_seconds = frame_seconds;
    info.paused = paused_;
    info.bot_playing = options_.bot || replay_.has_value();
    info.replaying = replay_.has_value();
    info.sound_off = audio_.settings().muted || !audio_.has_device();
    info.muted = audio_.settings().muted;
    info.screen_shake = feedback_.settings().screen_shake;
    info.status = status_;
    info.levels = levels_;
    info.current_level = current_level_;
    info.world_view = world_view();
    const auto on_screen = [&](engine::Position2 at) {
        const SDL_FPoint p = camera_.to_screen(at);
        return SDL_FPoint{p.x + static_cast<float>(info.world_view.x), p.y + static_cast<float>(info.world_view.y)};
    };
    info.danger.push_back(on_screen(world_->player().position));
    for (const Robot& robot : world_->robots()) {
        if (threatens(*world_, robot)) {
            info.danger.push_back(on_screen(robot.position));
        }
    }
    // The arrows at the view's edge that point at threats beyond it (as draw_edge_markers places them).
    for (const EdgeMarker& marker : edge_markers(*world_, view_of(camera_), 18.0f / camera_.scale())) {
        info.danger.push_back(on_screen(marker.at));
    }
    info.banner_seconds = banner_seconds_;
    info.level_banner = !frozen_;  // never over a frozen world: what is frozen is what to look at
    const CostPlan& plan = world().cost_plan();
    if (plan.degraded) {
        info.busy_level = busy_level_line(plan);
        info.busy_level_detail = cost_warning(plan);
    }
    return info;
}

void PlaySession::apply(const HudAction& action, bool& quit) {
    switch (action.kind) {
    case HudAction::Kind::None: break;
    case HudAction::Kind::Resume: paused_ = false; break;
    case HudAction::Kind::Restart: restart_requested_ = true; paused_ = false; break;
    case HudAction::Kind::LoadLevel: load_catalogue_level(action.level); break;
    case HudAction::Kind::Quit: quit = true; break;
    case HudAction::Kind::ToggleSound: audio_.toggle_mute(); break;
    case HudAction::Kind::ToggleShake: toggle_screen_shake(); break;
    case HudAction::Kind::TogglePanel:   // the inspector's (app/windowed_app.cpp hands them over)
    case HudAction::Kind::ResetLayout:
    case HudAction::Kind::DismissHint:
    case HudAction::Kind::ResetParameters: break;
    }
}

void PlaySession::toggle_screen_shake() {
    FeedbackSettings settings = feedback_.settings();
    settings.screen_shake = !settings.screen_shake;
    feedback_.set_settings(settings);
    spdlog::info("screen shake {}", settings.screen_shake ? "on" : "off");
    try {
        save_feedback_settings(feedback_settings_path_, settings);
    } catch (const std::exception& error) {
        // The change holds for this run; only remembering it failed.
        spdlog::warn("could not save the feedback settings: {}", error.what());
    }
}

void PlaySession::finish() const {
    if (recording_) {
        if (recording_valid_) {
            save_replay(recording_->replay(), options_.record_path);
            spdlog::info("recorded {} steps to {}", recording_->replay().steps(), options_.record_path);
        } else {
            spdlog::warn("not saving {}: another level was opened, or this one reloaded or rebuilt, during the "
                         "recording (a replay holds one level's game from its start)",
                         options_.record_path);
        }
    }
    if (!options_.stats_json_path.empty()) {
        write_stats_json(*world_, level_source_, options_.stats_json_path);
    }
}

} // namespace game
