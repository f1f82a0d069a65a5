#include "app/play_session.hpp"

#include "app/world_setup.hpp"
#include "render/sprites.hpp"
#include "sim/level_arena.hpp"
#include "sim/stats_json.hpp"
#include "sim/tuning.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <exception>

namespace game {
namespace {

/// Never simulate more than this much real time in one frame: after a stall (a debugger,
/// a dragged window) the game skips ahead instead of freezing to catch up.
constexpr double kMaxCatchUpSeconds = 0.25;

} // namespace

PlaySession::PlaySession(SDL_Renderer* renderer, const Options& options)
    : renderer_{renderer}, options_{options}, levels_{list_levels(shipped_levels_folder())}, effects_{renderer} {
    camera_.set_scale(options.zoom);
    std::string source;
    auto arena = load_arena_or_default(options.level_path, source);
    for (std::size_t i = 0; i < levels_.size(); ++i) {
        if (std::filesystem::path(source) == levels_[i].path) {
            current_level_ = static_cast<int>(i);
        }
    }
    if (!options.replay_path.empty()) {
        replay_ = load_replay(options.replay_path);
        check_replay_matches(*replay_, options.replay_path, source, options.seed);
        replay_cursor_.emplace(*replay_);
    }
    start_level(std::move(arena), source);
}

void PlaySession::start_level(std::shared_ptr<const Arena> arena, std::string source) {
    arena_ = std::move(arena);
    level_source_ = std::move(source);
    world_ = std::make_unique<World>(arena_, world_config(options_));
    level_view_ = std::make_unique<LevelView>(renderer_, *arena_);
    camera_.set_level_size(arena_->width(), arena_->height());
    camera_.jump_to(world_->player().position);
    bot_ = Bot{};
    recording_.comment = " level " + level_source_ + " seed " + std::to_string(options_.seed);
    SDL_SetWindowTitle(SDL_RenderGetWindow(renderer_), ("Tilecast - " + arena_->name).c_str());
    spdlog::info("playing {} ({})", arena_->name, level_source_);
    log_level_notes(*arena_, level_source_);
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
        if (recording_.steps() != 0) {
            recording_valid_ = false;  // a replay file holds one level's game
        }
    } catch (const std::exception& error) {
        // The old level keeps running; the HUD shows why the new one did not load.
        status_ = error.what();
        spdlog::error("{}", status_);
    }
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
            // Esc closes the pause menu first; pressed again, it quits.
            if (paused_) {
                paused_ = false;
            } else {
                quit = true;
            }
            break;
        case SDLK_p: paused_ = !paused_; break;
        case SDLK_r: restart_requested_ = true; paused_ = false; break;
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
        input = devices_.sample(camera_, world_->player().position);
        if (pointer_captured_) {
            // The mouse is busy with a panel or a probe: only the keys fire and slow time.
            const Uint8* keys = SDL_GetKeyboardState(nullptr);
            input.fire = keys[SDL_SCANCODE_SPACE] != 0;
            input.bullet_time = keys[SDL_SCANCODE_LSHIFT] != 0 || keys[SDL_SCANCODE_RSHIFT] != 0;
        }
    }
    if (restart_requested_) {
        input.restart = true;
        restart_requested_ = false;
    }
    return input;
}

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
    for (int i = 0; i < steps; ++i) {
        const PlayerInput input = next_input();
        if (!options_.record_path.empty() && recording_valid_) {
            recording_.append(input);
        }
        world_->step(input);
        if (input.restart) {
            camera_.jump_to(world_->player().position);
        }
    }
    const SDL_Point view = camera_.viewport();
    int width = view.x, height = view.y;
    SDL_GetRendererOutputSize(renderer_, &width, &height);
    camera_.set_viewport(width, height);
    camera_.follow(camera_target_.value_or(world_->player().position), fixed_steps ? 1.0 / 60.0 : real_seconds);
}

void PlaySession::draw_world(SDL_Renderer* renderer) const {
    level_view_->draw_below(renderer, camera_);
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);  // soft shadows and fades
    draw_robots(renderer, camera_, *world_);
    draw_player(renderer, camera_, *world_);
    effects_.draw_telegraphs(renderer, camera_, *world_);
    effects_.draw_bullets(renderer, camera_, *world_);
    effects_.draw_beams(renderer, camera_, *world_);
    level_view_->draw_above(renderer, camera_);
    if (paused_ || world_->outcome() != Outcome::Playing) {
        // Dim the world behind the pause, win and lose screens.
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 140);
        SDL_RenderFillRect(renderer, nullptr);
    }
}

HudInfo PlaySession::hud_info(double frame_seconds) const {
    HudInfo info;
    info.frame_seconds = frame_seconds;
    info.paused = paused_;
    info.bot_playing = options_.bot || replay_.has_value();
    info.status = status_;
    info.levels = levels_;
    info.current_level = current_level_;
    return info;
}

void PlaySession::apply(const HudAction& action, bool& quit) {
    switch (action.kind) {
    case HudAction::Kind::None: break;
    case HudAction::Kind::Resume: paused_ = false; break;
    case HudAction::Kind::Restart: restart_requested_ = true; paused_ = false; break;
    case HudAction::Kind::LoadLevel: load_catalogue_level(action.level); break;
    case HudAction::Kind::Quit: quit = true; break;
    }
}

void PlaySession::finish() const {
    if (!options_.record_path.empty()) {
        if (recording_valid_) {
            save_replay(recording_, options_.record_path);
            spdlog::info("recorded {} steps to {}", recording_.steps(), options_.record_path);
        } else {
            spdlog::warn("not saving {}: the level changed during the recording", options_.record_path);
        }
    }
    if (!options_.stats_json_path.empty()) {
        write_stats_json(*world_, level_source_, options_.stats_json_path);
    }
}

} // namespace game
