#pragma once
// tilequery on a level: laser casts in world pixels (`cast`), and the level's
// collision mask as a PBM image (`mask`). The level comes from the global
// `--level PATH` and is loaded once, when the first command needs it.

#include <engine/raycast/laser_cast.hpp>
#include <levels/level.hpp>

#include <nlohmann/json_fwd.hpp>

#include <iosfwd>
#include <memory>
#include <string>

namespace tilequery {

/// The level named by --level, loaded on first use (and its error reported then).
class LevelSource {
public:
    /// `path` may be empty: then any use throws `UsageError` naming `--level`.
    explicit LevelSource(std::string path) : path_{std::move(path)} {}
    /// The loaded level; throws `UsageError` or `levels::LoadError`.
    const levels::Level& get();

private:
    std::string path_;
    std::unique_ptr<levels::Level> level_;
};

/// A laser cast to run, in world pixels.
struct CastSpec {
    engine::Position2 from;
    engine::Position2 to;
    bool pixel_perfect = false;
};

/// `{"op":"cast","from":[x,y],"to":[x,y],"pixel_perfect":true}` (pixel_perfect
/// optional, default false) as a CastSpec; throws `UsageError` naming the field.
CastSpec parse_cast_object(const nlohmann::json& object);

/// A world coordinate typed by the user, checked against the caster's range.
double check_world_coordinate(double pixels, const std::string& argument);

/// Runs the cast on `level`.
engine::CastResult run_cast(const levels::Level& level, const CastSpec& spec);

/// `{"hit":…,"from_inside":…,"point":[x,y],"tile":[i,j],"pixel":[x,y],"normal":[x,y],
/// "fraction":f,"tiles_visited":n}` on one line.
std::string format_cast_json(const engine::CastResult& result);

/// The result for people, and a picture of the level's tiles around the
/// segment: '#' full, '+' partly solid, '.' empty, the visited tiles numbered
/// in visit order, '*' the hit tile.
/// "collision map (rule): how" — which rule of levels/FORMAT.md built the level's walls.
std::string collision_rule_line(const levels::Level& level);

std::string format_cast_text(const levels::Level& level, const CastSpec& spec, const engine::CastResult& result);

/// Writes the level's collision mask as a binary PBM (P4): one pixel per world
/// pixel, origin at world (0, 0), black = solid.
void write_mask_pbm(const levels::Level& level, std::ostream& out);

} // namespace tilequery
