// Keeping a generated puzzle's hint path inside a band (generation.hpp, cap_steps; the band table
// is docs/deduction.md §3 "Bands").

#include <algorithm>
#include <fmt/format.h>

#include "deduce/generation.hpp"
#include "gridforge/deduce/reasoner.hpp"

namespace gridforge::deduce::detail {
namespace {

constexpr int kRefutationExactCells = 12;  ///< at most this many open cells: the refutation test enumerates them all
constexpr int kSampleMasks = 256;

/// Whether `clue` alone, with the solution's verdicts on `revealed`, forces `cell`. Cheap
/// counterexamples first (a mask with those facts and the other verdict on which the clue holds
/// proves it does not), CaDiCaL for the rest.
bool forces_alone(const Board& board, const CompiledClue& clue, Mask solution, Mask revealed, int cell, Rng& rng) {
    const Mask full = board.full();
    const Mask bit = Mask{1} << cell;
    const Mask base = ((solution & revealed) | (~solution & bit)) & full;  // the facts and the other verdict
    const Mask free = full & ~revealed & ~bit;
    if (popcount(free) <= kRefutationExactCells) {
        for (Mask sub = 0;;) {
            if (eval(clue, base | sub, full)) return false;
            sub = (sub - free) & free;
            if (sub == 0) return true;  // exhaustive: no counterexample
        }
    }
    for (int i = 0; i < kSampleMasks; ++i) {
        if (eval(clue, base | (static_cast<Mask>(rng.next()) & free), full)) return false;
    }
    Reasoner reasoner(board, {clue}, solution);
    return reasoner.forces({{0}, revealed}, cell);
}

/// The clue without its carrier, to compare clues as statements.
Clue statement(Clue clue) {
    clue.carrier = -1;
    return clue;
}

/// A card for a new clue about someone else: in revealed mode a revealed person before the step
/// (so the clue is visible there) without a clue yet; in open mode anyone without a clue, taken in
/// a seeded order. -1 when there is none.
int free_carrier(const DeducePuzzle& puzzle, Mask allowed, int subject, Rng& rng) {
    Mask carrying = 0;
    for (const Clue& clue : puzzle.clues) {
        if (clue.carrier >= 0) carrying |= Mask{1} << clue.carrier;
    }
    std::vector<int> free;
    for (Mask rest = allowed & ~carrying; rest != 0; rest &= rest - 1) {
        const int cell = bits::lowest(rest);
        if (cell != subject) free.push_back(cell);
    }
    if (free.empty()) return -1;
    return free[static_cast<std::size_t>(rng.below(free.size()))];
}

}  // namespace

HardSteps hard_steps(const std::string& band) {
    if (band == "tricky") return {1, 2};
    if (band == "hard") return {2, 2};
    if (band == "brutal") return {3, 3};
    return {};
}

bool cap_steps(int max_clues, std::vector<Candidate> candidates, DeducePuzzle& puzzle, DeduceAnalysis& analysis, Rng& rng,
               std::string& reason) {
    const Board& board = puzzle.board;
    // "X is a criminal" settles a step by fiat: only when nothing else does.
    std::stable_partition(candidates.begin(), candidates.end(),
                          [](const Candidate& c) { return c.clue.type != ClueType::has_trait; });
    const int limit = board.cells() / 2;
    for (int added = 0;; ++added) {
        const auto over = std::find_if(analysis.hints.begin(), analysis.hints.end(),
                                       [&](const Step& step) { return step.level > max_clues; });
        if (over == analysis.hints.end()) return true;
        const std::string cell_name = board.cell_name(over->cell);
        if (added == limit) {
            reason = fmt::format("{} clues added and {} still needs {} clues at once (at most {} allowed)", added, cell_name,
                                 over->level, max_clues);
            return false;
        }
        Mask revealed = puzzle.revealed_at_start();
        for (auto step = analysis.hints.begin(); step != over; ++step) revealed |= Mask{1} << step->cell;
        const Mask allowed = puzzle.mode == Mode::revealed ? revealed : board.full();
        std::size_t pick = candidates.size();
        int carrier = -1;
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            const Clue& clue = candidates[i].clue;
            const bool present = std::any_of(puzzle.clues.begin(), puzzle.clues.end(),
                                             [&](const Clue& c) { return statement(c) == statement(clue); });
            if (present || !forces_alone(board, candidates[i].compiled, puzzle.solution, revealed, over->cell, rng)) continue;
            carrier = free_carrier(puzzle, allowed, clue.person, rng);
            if (carrier >= 0) {
                pick = i;
                break;
            }
        }
        if (pick == candidates.size()) {
            reason = fmt::format("{} needs {} clues at once (at most {} allowed) and no clue of the pool with a free card forces it alone",
                                 cell_name, over->level, max_clues);
            return false;
        }
        Clue clue = candidates[pick].clue;
        clue.carrier = carrier;
        puzzle.clues.push_back(clue);
        candidates.erase(candidates.begin() + static_cast<std::ptrdiff_t>(pick));
        analysis = analyse(puzzle);
    }
}

}  // namespace gridforge::deduce::detail
