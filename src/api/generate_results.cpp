// generate: the puzzle with its solution, ratings and generation statistics.

#include "gridforge/api.hpp"

namespace gridforge::api {

void set_level(GenerateSpec& spec, std::string_view level) {
    spec.options.level.reset();
    spec.options.scale_level.reset();
    if (level == "any") return;
    const ScaleLevel wanted = parse_scale_level(spec.scale, level);
    if (wanted.scale == Scale::search) {
        spec.options.level = static_cast<Level>(wanted.index);
    } else {
        spec.options.scale_level = wanted;
    }
}

nlohmann::json generation_stats_json(const GenerationStats& stats, const GenerateSpec& spec, std::uint64_t seed) {
    const GenerateOptions& options = spec.options;
    return {{"seed", seed},
            {"symmetry", symmetry_name(options.symmetry)},
            {"fill", full_grid_method_name(options.fill)},
            {"attempts", stats.attempts},
            {"winning_attempt", stats.winning_attempt},
            {"full_grids", stats.full_grids},
            {"forced_removals", stats.forced_removals},
            {"count_calls", stats.count_calls},
            {"nodes", stats.nodes},
            {"deductions", stats.deductions},
            {"rating_calls", stats.rating_calls},
            {"rating_nodes", stats.rating_nodes},
            {"rating_deductions", stats.rating_deductions},
            {"removals_kept", stats.removals_kept},
            {"variant", variant_list_name(options.variant.steps)},
            {"partition_attempts", stats.partition_attempts},
            {"fill_failures", stats.fill_failures},
            {"cage_layouts", stats.cage_layouts},
            {"cage_repairs", stats.cage_repairs},
            {"givens_added", stats.givens_added},
            {"thermometers", stats.thermometers},
            {"scale", scale_name(spec.scale)},
            {"scale_ratings", stats.scale_ratings},
            {"scale_levels_seen", stats.scale_levels_seen}};
}

nlohmann::json generated_json(const Generated& result, const GenerateSpec& spec, std::uint64_t seed) {
    nlohmann::json out = answer_json(PuzzleRecord{0, result.puzzle, "", nlohmann::json::object()}, result.solution);
    out["level"] = level_name(result.level);
    nlohmann::json search = counters_json(result.counters);
    search["level"] = level_name(result.level);
    out["rating"] = {{"search", search}};
    if (result.scale_level) out["rating"][scale_name(result.scale_level->scale)] = {{"level", result.scale_level->name()}};
    out["x-generation"] = generation_stats_json(result.stats, spec, seed);
    return out;
}

nlohmann::json generation_failure_json(const GenerationError& error, const GenerateSpec& spec, std::uint64_t seed) {
    return {{"error", error.what()}, {"x-generation", generation_stats_json(error.stats(), spec, seed)}};
}

}  // namespace gridforge::api
