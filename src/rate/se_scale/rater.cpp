// Sudoku Explainer's rating loop (SukakuExplainer diuf/sudoku/solver/Solver.java: the
// constructor's revisedRating == 0 producer list with Settings.init()'s default techniques,
// getSingleHint() and getDifficulty(formatter); test/serate.java for the candidates it starts
// from). Each step asks the producers in SE's order and applies the first hint any of them gives
// (SE's SingleHintAccumulator stops at the first hint added).
#include <algorithm>
#include <array>
#include <stdexcept>
#include <vector>

#include "gridforge/se_rating.hpp"
#include "gridforge/deadline.hpp"
#include "rate/se_scale/hint.hpp"

namespace gridforge {
namespace {

using se::ChainingMode;
using se::Hint;
using Producer = std::optional<Hint> (*)(const se::CandidateGrid&);

// Solver's lists in order: direct, indirect, chaining, chaining2, advanced, experimental.
// Off by default (Settings.init): VLocking, NakedSetGen 2-6, StrongLinks 5 and 6.
const std::array<Producer, 39>& producers() {
    static const std::array<Producer, 39> list{
        // direct
        [](const se::CandidateGrid& g) { return se::find_hidden_single(g); },
        [](const se::CandidateGrid& g) { return se::find_locking(g, true); },
        [](const se::CandidateGrid& g) { return se::find_hidden_set(g, 2, true); },
        [](const se::CandidateGrid& g) { return se::find_naked_single(g); },
        [](const se::CandidateGrid& g) { return se::find_hidden_set(g, 3, true); },
        // indirect
        [](const se::CandidateGrid& g) { return se::find_locking(g, false); },
        [](const se::CandidateGrid& g) { return se::find_naked_set(g, 2); },
        [](const se::CandidateGrid& g) { return se::find_fish(g, 2); },
        [](const se::CandidateGrid& g) { return se::find_hidden_set(g, 2, false); },
        [](const se::CandidateGrid& g) { return se::find_naked_set(g, 3); },
        [](const se::CandidateGrid& g) { return se::find_fish(g, 3); },
        [](const se::CandidateGrid& g) { return se::find_hidden_set(g, 3, false); },
        [](const se::CandidateGrid& g) { return se::find_strong_links(g, 2); },
        [](const se::CandidateGrid& g) { return se::find_xy_wing(g, false); },
        [](const se::CandidateGrid& g) { return se::find_xy_wing(g, true); },
        [](const se::CandidateGrid& g) { return se::find_unique_loops(g); },
        [](const se::CandidateGrid& g) { return se::find_naked_set(g, 4); },
        [](const se::CandidateGrid& g) { return se::find_fish(g, 4); },
        [](const se::CandidateGrid& g) { return se::find_hidden_set(g, 4, false); },
        [](const se::CandidateGrid& g) { return se::find_strong_links(g, 3); },
        [](const se::CandidateGrid& g) { return se::find_wxyz_wing(g); },
        [](const se::CandidateGrid& g) { return se::find_bivalue_universal_grave(g); },
        [](const se::CandidateGrid& g) { return se::find_strong_links(g, 4); },
        [](const se::CandidateGrid& g) { return se::find_vwxyz_wing(g); },
        [](const se::CandidateGrid& g) { return se::find_aligned_pair_exclusion(g); },
        [](const se::CandidateGrid& g) { return se::find_uvwxyz_wing(g); },
        // chaining
        [](const se::CandidateGrid& g) { return se::find_chaining(g, ChainingMode{false, false, false, 0, 0}); },
        [](const se::CandidateGrid& g) { return se::find_tuvwxyz_wing(g); },
        [](const se::CandidateGrid& g) { return se::find_aligned_exclusion(g, 3); },
        [](const se::CandidateGrid& g) { return se::find_chaining(g, ChainingMode{false, true, true, 0, 0}); },
        [](const se::CandidateGrid& g) { return se::find_chaining(g, ChainingMode{true, false, false, 0, 0}); },
        [](const se::CandidateGrid& g) { return se::find_chaining(g, ChainingMode{true, true, false, 0, 0}); },
        // chaining2
        [](const se::CandidateGrid& g) { return se::find_chaining(g, ChainingMode{true, true, false, 1, 0}); },
        // advanced
        [](const se::CandidateGrid& g) { return se::find_chaining(g, ChainingMode{true, true, false, 2, 0}); },
        [](const se::CandidateGrid& g) { return se::find_chaining(g, ChainingMode{true, true, false, 3, 0}); },
        // experimental
        [](const se::CandidateGrid& g) { return se::find_chaining(g, ChainingMode{true, true, false, 4, 0}); },
        [](const se::CandidateGrid& g) { return se::find_chaining(g, ChainingMode{true, true, false, 4, 1}); },
        [](const se::CandidateGrid& g) { return se::find_chaining(g, ChainingMode{true, true, false, 4, 2}); },
        [](const se::CandidateGrid& g) { return se::find_chaining(g, ChainingMode{true, true, false, 4, 3}); },
    };
    return list;
}
std::optional<Hint> next_hint(const se::CandidateGrid& grid) {
    for (const Producer producer : producers()) {
        if (auto hint = producer(grid)) return hint;
    }
    return std::nullopt;
}

// IndirectHint.apply: remove the candidates, then set the hint's cell (Cell.setValueAndCancel
// removes the digit from the cell's peers).
void apply(se::CandidateGrid& grid, const Hint& hint) {
    for (const auto& [cell, digit] : hint.eliminations) grid.eliminate(cell, digit);
    if (hint.cell >= 0) grid.place(hint.cell, hint.digit);
}

// serate prints a rating as floor((r + 0.05) * 10) / 10 (serate.Formatter.ratingToString); SE's
// doubles carry float noise (4.5 + 0.30000000000000004), so the reported values are rounded so.
double as_printed(double rating) { return static_cast<int>((rating + 0.05) * 10) / 10.0; }

}  // namespace

SeRating rate_se(const Grid& givens, bool with_path) {
    se::CandidateGrid grid = se::CandidateGrid::from_givens(givens);  // throws unless 9x9
    SeRating rating;
    // SE's difficulty / pearl / diamond, compared unrounded as SE does.
    double er = 0;
    double ep = 0;
    double ed = 0;
    bool placed_yet = false;  // SE's "pearl == 0.0" test, made explicit
    bool first = true;
    auto finish = [&](bool solved) {
        rating.er = solved ? as_printed(er) : 20.0;
        rating.ep = as_printed(ep);
        rating.ed = as_printed(ed);
        rating.solved = solved;
        if (!solved) rating.step = "Beyond solver";
        return rating;
    };
    while (!grid.solved()) {
        check_deadline();
        std::optional<Hint> hint = next_hint(grid);
        if (!hint) return finish(false);
        if (hint->difficulty > er) {
            er = hint->difficulty;
            rating.step = hint->name;
        }
        const se::CandidateGrid before = grid;
        apply(grid, *hint);
        if (with_path) {
            rating.path.push_back(
                SeStep{hint->name, as_printed(hint->difficulty), hint->cell, hint->digit, hint->eliminations});
        }
        if (!placed_yet) {
            if (first) ed = er;
            if (hint->cell >= 0) {
                ep = er;
                placed_yet = true;
            }
        }
        first = false;
        // A hint that changes nothing would be found again forever (SE would loop here).
        if (grid.value == before.value && grid.candidates == before.candidates) return finish(false);
    }
    return finish(true);
}

std::optional<SeRating> rate_se(const Puzzle& puzzle) {
    if (!classic::is_classic_9x9(puzzle)) return std::nullopt;
    return rate_se(puzzle.givens());
}

}  // namespace gridforge
