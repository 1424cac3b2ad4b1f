// JSON of the logic solver's pieces, shared by explain, hint and rate: a step and the ratings.

#include <cmath>
#include <cstdio>

#include "api/candidates_json.hpp"
#include "gridforge/api.hpp"
#include "logic/links.hpp"

namespace gridforge::api {
namespace {

nlohmann::json candidate_json(Candidate c, const Geometry& geometry) {
    return {{"cell", geometry.cell_name(c.cell)}, {"digit", c.digit}};
}

/// The contract of docs/api.md: {"from": {"cell", "digit", "on"}, "to": {...}, "type", "by"}.
nlohmann::json links_json(const std::vector<Link>& links, const Puzzle& puzzle) {
    const Geometry& geometry = puzzle.geometry();
    const auto end = [&](const LinkEnd& e) {
        nlohmann::json out = candidate_json(e.candidate, geometry);
        out["on"] = e.on;
        return out;
    };
    nlohmann::json out = nlohmann::json::array();
    for (const Link& link : links) {
        out.push_back({{"from", end(link.from)},
                       {"to", end(link.to)},
                       {"type", link.type == LinkType::strong ? "strong" : "weak"},
                       {"by", logic_detail::link_maker(puzzle, link)}});
    }
    return out;
}

/// The chain part of a step: links, Eureka notation, loop flag, forcing chain's contradiction or
/// verity with its branches. Added only to steps that have links.
void add_chain(nlohmann::json& out, const Step& step, const Puzzle& puzzle) {
    if (step.links.empty() && !step.contradiction && !step.verity) return;
    const Geometry& geometry = puzzle.geometry();
    out["links"] = links_json(step.links, puzzle);
    out["eureka"] = step.eureka;
    if (step.loop) out["loop"] = true;
    if (step.contradiction) {
        const ForcingContradiction& broken = *step.contradiction;
        if (!broken.rule.empty()) {
            out["contradiction"] = {{"rule", broken.rule}};
        } else if (broken.cell >= 0) {
            out["contradiction"] = {{"cell", geometry.cell_name(broken.cell)}};
        } else {
            out["contradiction"] = {{"house", puzzle.topology().houses[static_cast<std::size_t>(broken.house)].name},
                                    {"digit", broken.digit}};
        }
    }
    if (step.verity) {
        out["verity"] = candidate_json(*step.verity, geometry);
        nlohmann::json branches = nlohmann::json::array();
        for (const ForcingBranch& branch : step.branches) {
            branches.push_back({{"assume", candidate_json(branch.assume, geometry)}, {"links", links_json(branch.links, puzzle)}});
        }
        out["branches"] = branches;
    }
}

}  // namespace

nlohmann::json step_json(const Step& step, const Puzzle& puzzle) {
    const Geometry& geometry = puzzle.geometry();
    const nlohmann::json cells = cells_json(step.cells, geometry);
    nlohmann::json houses = nlohmann::json::array();
    for (int house : step.houses) houses.push_back(puzzle.topology().houses[static_cast<std::size_t>(house)].name);
    nlohmann::json out = {{"technique", technique_key(step.technique)},
                          {"name", technique_name(step.technique)},
                          {"text", step.text},
                          {"cells", cells},
                          {"houses", houses},
                          {"placements", candidates_json(step.placements, geometry)},
                          {"eliminations", candidates_json(step.eliminations, geometry)}};
    add_chain(out, step, puzzle);
    return out;
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

nlohmann::json se_rating_json(const SeRating& rating) {
    // serate prints tenths; the emulation's sums of base values and increments are rounded the same way.
    const auto tenths = [](double value) { return std::round(value * 10.0) / 10.0; };
    return {{"er", tenths(rating.er)},
            {"ep", tenths(rating.ep)},
            {"ed", tenths(rating.ed)},
            {"step", rating.step},
            {"solved", rating.solved}};
}

nlohmann::json hodoku_rating_json(const HodokuRating& rating) {
    return {{"score", rating.score}, {"level", hodoku_level_name(rating.level)}, {"solved", rating.solved}};
}

std::string se_text(double se) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%.1f", se);
    return buffer;
}

}  // namespace gridforge::api
