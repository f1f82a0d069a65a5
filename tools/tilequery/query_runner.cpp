#include "query_runner.hpp"

#include "number_parsing.hpp"

#include <engine/tilemap/circle_query.hpp>
#include <engine/tilemap/rect_query.hpp>
#include <engine/tilemap/segment_query.hpp>

#include <optional>

namespace tilequery {

namespace {

// The named variant from `table`, or the table's first (default) entry when no name was given.
template <class Variant, std::size_t N>
Variant pick_variant(const std::array<engine::VariantInfo<Variant>, N>& table, const std::string& name, QueryKind kind) {
    if (name.empty()) {
        return table.front().variant;
    }
    const std::optional<Variant> variant = engine::find_variant(table, name);
    if (!variant) {
        throw UsageError(std::string("unknown variant \"") + name + "\" for " + kind_name(kind) +
                         "; choose one of: " + engine::variant_names(table));
    }
    return *variant;
}

} // namespace

const char* kind_name(QueryKind kind) {
    switch (kind) {
    case QueryKind::Circle:
        return "circle";
    case QueryKind::Rect:
        return "rect";
    case QueryKind::Ray:
        break;
    }
    return "ray";
}

std::string variant_names(QueryKind kind) {
    switch (kind) {
    case QueryKind::Circle:
        return engine::variant_names(engine::kCircleVariants);
    case QueryKind::Rect:
        return engine::variant_names(engine::kRectVariants);
    case QueryKind::Ray:
        break;
    }
    return engine::variant_names(engine::kSegmentVariants);
}

QueryResult run_query(const QuerySpec& spec, std::int64_t max_tiles) {
    QueryResult result;
    const auto keep = [&result](engine::TileCoord tile) { result.tiles.push_back(tile); };
    switch (spec.kind) {
    case QueryKind::Ray: {
        const auto variant = pick_variant(engine::kSegmentVariants, spec.variant, spec.kind);
        result.variant = engine::name(variant);
        result.stats = engine::visit_segment(variant, spec.a, spec.b, keep, max_tiles);
        break;
    }
    case QueryKind::Circle: {
        const auto variant = pick_variant(engine::kCircleVariants, spec.variant, spec.kind);
        result.variant = engine::name(variant);
        result.stats = engine::visit_circle(variant, spec.a, spec.radius, keep, max_tiles);
        break;
    }
    case QueryKind::Rect: {
        const auto variant = pick_variant(engine::kRectVariants, spec.variant, spec.kind);
        result.variant = engine::name(variant);
        result.stats = engine::visit_rect(variant, spec.a, spec.b, keep, max_tiles);
        break;
    }
    }
    return result;
}

} // namespace tilequery
