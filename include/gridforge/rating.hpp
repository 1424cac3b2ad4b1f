#pragma once
/// \file
/// Two human-style ratings beside the search level of rate.hpp:
///
/// 1. Technique rating — from the logic path (logic.hpp, cheapest technique first):
///    - `hardest`: the technique of the step with the highest SE value (the later in the catalogue
///      on a tie), so `hardest` and `se` describe the same step;
///    - `se`: the highest Sudoku Explainer value among the steps, each technique mapped to its
///      published SE 1.2.1 rating ("Difficulty ratings in Sudoku Explainer v1.2.1", SukakuExplainer
///      wiki; table in docs/techniques.md), 1.0 (full house) .. 10.5 (nested forcing chain);
///      techniques SE has no name for take the value of the SE family that finds them (turbot fish
///      6.6 for skyscraper, kite, empty rectangle, finned X-Wing; forcing chain 7.0 for AICs);
///    - `score`: the sum over all steps of HoDoKu's default step scores (HoDoKu 2.2 Options.java,
///      DEFAULT_SOLVER_STEPS: full house 4, hidden single 14, X-Wing 140, forcing chain 500, ...);
///    - `level`: HoDoKu's rule: the level of the hardest technique (easy, medium, hard, unfair,
///      extreme), raised while the score exceeds that level's maximum (800, 1000, 1600, 1800).
///
/// 2. Singles and oracle — the model of "Taking the Mystery Out of Sudoku Difficulty: An Oracular
///    Model" (a 2008 MCM paper): apply naked and hidden singles while any applies; when none does,
///    an oracle reveals the solution digit of one cell and counts a visit. The oracle's cell is
///    the empty cell with the fewest candidates, the first in reading order among those.
///      unscaled u = V + 0.5 * H / E     (V oracle visits, H hidden-single placements,
///                                        E empty cells of the puzzle)
///      score    s = tanh(u / 4)          in [0, 1)
///    Bands: Cinch [0, 0.18), Confusing [0.18, 0.6), Challenging [0.6, 0.8), Crazy [0.8, 1].
///    So a puzzle of singles only is a cinch (u <= 0.5), 1-2 visits are confusing, 3 challenging,
///    4 challenging (crazy when H / E > 0.79), 5 or more crazy. The weights are ours (the paper's
///    own weights are not reproduced); docs/techniques.md gives the derivation.

#include <map>
#include <optional>
#include <string_view>

#include "gridforge/logic.hpp"
#include "gridforge/puzzle.hpp"

namespace gridforge {

/// HoDoKu's difficulty levels.
enum class HodokuLevel { easy, medium, hard, unfair, extreme };
/// "easy" | "medium" | "hard" | "unfair" | "extreme".
std::string_view hodoku_level_name(HodokuLevel level);

/// The published Sudoku Explainer rating of one step (hidden singles: 1.2 in a block, 1.5 in a
/// line; other techniques: one value each, docs/techniques.md).
double se_rating(const Step& step, const Puzzle& puzzle);
/// HoDoKu's default score of a technique (0 for the variant steps — cage combinations, thermometer
/// bounds, rule elimination, innies and outies — which HoDoKu lacks).
int hodoku_score(TechniqueId id);
/// HoDoKu's level of a technique.
HodokuLevel hodoku_level(TechniqueId id);

struct TechniqueRating {
    LogicOutcome outcome = LogicOutcome::stuck;   ///< only `solved` makes the numbers a full rating
    std::optional<TechniqueId> hardest;           ///< the step giving `se`; none when the givens already fill the grid
    double se = 0.0;                              ///< max SE value over the steps
    int score = 0;                                ///< HoDoKu-style sum of step scores
    HodokuLevel level = HodokuLevel::easy;
    std::map<TechniqueId, int> counts;            ///< steps per technique
};

/// Rates a logic path (see file comment).
TechniqueRating rate_path(const LogicPath& path, const Puzzle& puzzle);
/// Solves logically from the givens and rates the path.
TechniqueRating rate_techniques(const Puzzle& puzzle);

/// The singles-and-oracle bands.
enum class OracleBand { cinch, confusing, challenging, crazy };
/// "cinch" | "confusing" | "challenging" | "crazy".
std::string_view oracle_band_name(OracleBand band);
/// The band of a scaled score in [0, 1].
OracleBand oracle_band(double score);

struct OracleRating {
    int naked_singles = 0;    ///< placements by naked singles
    int hidden_singles = 0;   ///< placements by hidden singles
    int oracle_visits = 0;    ///< cells the oracle revealed
    double unscaled = 0.0;    ///< u (file comment)
    double score = 0.0;       ///< tanh(u / 4)
    OracleBand band = OracleBand::cinch;
    [[nodiscard]] int singles() const { return naked_singles + hidden_singles; }
};

/// Rates with singles and the oracle, which reveals digits of `solution` (a full grid that solves
/// the puzzle). Throws std::invalid_argument when `solution` is not a solution of the puzzle.
OracleRating rate_singles_and_oracle(const Puzzle& puzzle, const Grid& solution);
/// The same, finding the solution first; throws std::invalid_argument when the puzzle has no
/// solution or several.
OracleRating rate_singles_and_oracle(const Puzzle& puzzle);

}  // namespace gridforge
