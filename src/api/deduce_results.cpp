// Deduction grids: the JSON of generate, rate, hint and explain (docs/deduce.md forms).

#include "gridforge/api.hpp"
#include "gridforge/deduce/json.hpp"
#include "gridforge/deduce/logic_graph.hpp"

namespace gridforge::api {

nlohmann::json deduce_generated_json(const deduce::DeduceGenerated& result, std::uint64_t seed) {
    nlohmann::json object = deduce::to_json(result.puzzle, &result.analysis);
    const deduce::DeduceGenerationStats& stats = result.stats;
    object["x-generation"] = {{"seed", seed},         {"attempts", stats.attempts}, {"pool", stats.pool},
                              {"selected", stats.selected}, {"pruned", stats.pruned},     {"milliseconds", stats.milliseconds}};
    return object;
}

nlohmann::json deduce_rate_json(const deduce::DeducePuzzle& puzzle, const deduce::DeduceAnalysis& analysis) {
    return deduce::to_json(puzzle, &analysis)["difficulty"];
}

nlohmann::json deduce_step_json(const deduce::DeducePuzzle& puzzle, const std::optional<deduce::Step>& step) {
    return step ? deduce::step_to_json(puzzle, *step) : nlohmann::json(nullptr);
}

nlohmann::json deduce_explain_json(const deduce::DeducePuzzle& puzzle, const std::vector<deduce::Step>& steps) {
    nlohmann::json hints = nlohmann::json::array();
    for (const deduce::Step& step : steps) hints.push_back(deduce::step_to_json(puzzle, step));
    return {{"hints", hints}, {"graph", deduce::logic_graph_json(puzzle, deduce::build_logic_graph(puzzle, steps))}};
}

}  // namespace gridforge::api
