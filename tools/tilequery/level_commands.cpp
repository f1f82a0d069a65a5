// The `cast` and `mask` subcommands, which work on the level given with --level.

#include "command.hpp"
#include "level_queries.hpp"
#include "number_parsing.hpp"

#include <levels/file_write.hpp>

#include <cstdint>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <string>

namespace tilequery {

namespace {

class CastCommand final : public Command {
public:
    void add_to(CLI::App& app) override {
        subcommand_ = app.add_subcommand("cast", "Laser cast FROM -> TO (world pixels) against the --level's walls");
        subcommand_->add_option("FROM", from_text_, "Start point X,Y in world pixels")->required();
        subcommand_->add_option("TO", to_text_, "End point X,Y in world pixels")->required();
        subcommand_->add_flag("--pixel-perfect", pixel_perfect_,
                              "Hit the first solid mask pixel (default: any tile with a solid pixel)");
    }

    bool chosen() const override { return subcommand_ != nullptr && subcommand_->parsed(); }

    int run(const GlobalOptions& options, std::ostream& out) override {
        const engine::TileSpacePoint from = parse_point(from_text_, "FROM");
        const engine::TileSpacePoint to = parse_point(to_text_, "TO");
        const CastSpec spec{
            engine::Position2::from_pixels(static_cast<float>(check_world_coordinate(from.x, "FROM x")),
                                           static_cast<float>(check_world_coordinate(from.y, "FROM y"))),
            engine::Position2::from_pixels(static_cast<float>(check_world_coordinate(to.x, "TO x")),
                                           static_cast<float>(check_world_coordinate(to.y, "TO y"))),
            pixel_perfect_};
        LevelSource level(options.level_path);
        const engine::CastResult result = run_cast(level.get(), spec);
        out << (options.json ? format_cast_json(result) + "\n" : format_cast_text(level.get(), spec, result));
        return 0;
    }

private:
    CLI::App* subcommand_ = nullptr;
    std::string from_text_, to_text_;
    bool pixel_perfect_ = false;
};

/// The largest mask written: 16384 x 16384 px, a 32 MiB PBM. The PBM is built in memory and
/// then handed to the checked writer in one piece, and a legal 4096 x 4096 tile map of 32 px
/// tiles would be a 2 GiB PBM, held twice on the way.
constexpr std::int64_t kMaxMaskPixels = std::int64_t{1} << 28;

/// Refuses, before the PBM is built, a level whose mask is over kMaxMaskPixels.
void refuse_huge_mask(const levels::Level& level) {
    const std::int64_t width = level.collision.pixel_width();
    const std::int64_t height = level.collision.pixel_height();
    if (width * height > kMaxMaskPixels) {
        throw UsageError("mask: the level is " + std::to_string(width) + " x " + std::to_string(height) +
                         " px, more than the " + std::to_string(kMaxMaskPixels) +
                         " px (16384 x 16384, a 32 MiB PBM) a mask may have");
    }
}

class MaskCommand final : public Command {
public:
    void add_to(CLI::App& app) override {
        subcommand_ = app.add_subcommand("mask", "Write the --level's collision mask as a PBM image (1 = solid)");
        subcommand_->add_option("OUT", out_path_, "The .pbm file to write")->required();
    }

    bool chosen() const override { return subcommand_ != nullptr && subcommand_->parsed(); }

    int run(const GlobalOptions& options, std::ostream& out) override {
        LevelSource level(options.level_path);
        const levels::Level& loaded = level.get();
        refuse_huge_mask(loaded);
        std::ostringstream pbm;
        write_mask_pbm(loaded, pbm);
        try {
            levels::write_file_replacing(out_path_, pbm.str());  // checked to the last byte
        } catch (const std::runtime_error& problem) {
            throw UsageError(std::string("OUT: ") + problem.what());
        }
        out << "wrote " << out_path_ << ": " << loaded.collision.pixel_width() << " x "
            << loaded.collision.pixel_height() << " pixels\n"
            << collision_rule_line(loaded);
        return 0;
    }

private:
    CLI::App* subcommand_ = nullptr;
    std::string out_path_;
};

} // namespace

void add_level_commands(std::vector<std::unique_ptr<Command>>& commands) {
    commands.push_back(std::make_unique<CastCommand>());
    commands.push_back(std::make_unique<MaskCommand>());
}

} // namespace tilequery
