#pragma once
/// \file
/// JSON shared by `explain` and `hint`: a logic step and a technique rating.

#include <nlohmann/json.hpp>

#include "gridforge/logic.hpp"
#include "gridforge/rating.hpp"

namespace gridforge::cli {

/// {"technique", "name", "text", "cells", "houses", "placements", "eliminations"}; cells as "r1c1",
/// houses by name, placements and eliminations as {"cell": "r1c1", "digit": 5}.
nlohmann::json step_json(const Step& step, const Puzzle& puzzle);

/// "solved" | "stuck" | "contradiction".
const char* logic_outcome_key(LogicOutcome outcome);

/// {"outcome", "hardest", "se", "score", "level", "counts": {technique key: steps}}.
nlohmann::json technique_rating_json(const TechniqueRating& rating);

/// {"singles", "naked_singles", "hidden_singles", "oracle_visits", "unscaled", "score", "band"}.
nlohmann::json oracle_rating_json(const OracleRating& rating);

/// "5.0": a Sudoku Explainer value with one decimal, as the field writes it.
std::string se_text(double se);

}  // namespace gridforge::cli
