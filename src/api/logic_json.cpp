// JSON of the logic solver's pieces, shared by explain, hint and rate: a step and the ratings.

#include <cstdio>

#include "gridforge/api.hpp"

namespace gridforge::api {
namespace {

nlohmann::json candidates_json(const std::vector<Candidate>& list, const Geometry& geometry) {
    nlohmann::json out = nlohmann::json::array();
    for (const Candidate& c : list) out.push_back({{"cell", geometry.cell_name(c.cell)}, {"digit", c.digit}});
    return out;
}

}  // namespace

nlohmann::json step_json(const Step& step, const Puzzle& puzzle) {
    const Geometry& geometry = puzzle.geometry();
    nlohmann::json cells = nlohmann::json::array();
    for (Cell cell : step.cells) cells.push_back(geometry.cell_name(cell));
    nlohmann::json houses = nlohmann::json::array();
    for (int house : step.houses) houses.push_back(puzzle.topology().houses[static_cast<std::size_t>(house)].name);
    return {{"technique", technique_key(step.technique)},
            {"name", technique_name(step.technique)},
            {"text", step.text},
            {"cells", cells},
            {"houses", houses},
            {"placements", candidates_json(step.placements, geometry)},
            {"eliminations", candidates_json(step.eliminations, geometry)}};
}

std::string_view logic_outcome_key(LogicOutcome outcome) {
    switch (outcome) {
        case LogicOutcome::solved: return "solved";
        case LogicOutcome::stuck: return "stuck";
        case LogicOutcome::contradiction: return "contradiction";
    }
    return "stuck";
}

nlohmann::json technique_rating_json(const TechniqueRating& rating) {
    nlohmann::json counts = nlohmann::json::object();
    for (const auto& [id, count] : rating.counts) counts[std::string(technique_key(id))] = count;
    nlohmann::json out = {{"outcome", logic_outcome_key(rating.outcome)},
                          {"se", rating.se},
                          {"score", rating.score},
                          {"level", hodoku_level_name(rating.level)},
                          {"counts", counts}};
    out["hardest"] = rating.hardest ? nlohmann::json(technique_key(*rating.hardest)) : nlohmann::json(nullptr);
    return out;
}

nlohmann::json oracle_rating_json(const OracleRating& rating) {
    return {{"singles", rating.singles()},
            {"naked_singles", rating.naked_singles},
            {"hidden_singles", rating.hidden_singles},
            {"oracle_visits", rating.oracle_visits},
            {"unscaled", rating.unscaled},
            {"score", rating.score},
            {"band", oracle_band_name(rating.band)}};
}

std::string se_text(double se) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%.1f", se);
    return buffer;
}

}  // namespace gridforge::api
