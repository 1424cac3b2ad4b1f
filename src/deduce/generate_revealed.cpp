#include <algorithm>
#include <array>
#include <memory>

#include "deduce/generation.hpp"
#include "gridforge/deduce/reasoner.hpp"
#include "gridforge/deduce/solve.hpp"

namespace gridforge::deduce::detail {
namespace {

constexpr std::size_t kSample = 512;
constexpr int kExactFreeCells = 16;  ///< at most this many unrevealed cells: every completion is enumerated
constexpr int kSampleTries = 20000;

constexpr int kTrialsPerSolver = 16;  ///< candidates loaded into one Reasoner before it is rebuilt
constexpr int kCompletions = 512;     ///< random completions of the facts for needs_company
constexpr int kCompanyScan = 64;      ///< candidates looked at past the first plain one for one needing company

/// Assignments consistent with `clues` and the solution's verdicts on `revealed`: all of them
/// when few cells are open (`exhaustive`), otherwise up to kSample found by rejection sampling,
/// which only rule candidates out (a sampled counterexample proves a cell unforced); SAT then
/// confirms the rest.
std::vector<Mask> survivors(const std::vector<const CompiledClue*>& clues, Mask solution, Mask revealed, Mask full, Rng& rng,
                            bool& exhaustive) {
    const Mask free = full & ~revealed;
    const Mask base = solution & revealed;
    const auto passes = [&](Mask mask) {
        return std::all_of(clues.begin(), clues.end(), [&](const CompiledClue* clue) { return eval(*clue, mask, full); });
    };
    std::vector<Mask> found;
    exhaustive = popcount(free) <= kExactFreeCells;
    if (exhaustive) {
        for (Mask sub = 0;;) {
            if (passes(base | sub)) found.push_back(base | sub);
            sub = (sub - free) & free;
            if (sub == 0) break;
        }
        return found;
    }
    for (int tries = 0; tries < kSampleTries && found.size() < kSample; ++tries) {
        const Mask mask = base | (static_cast<Mask>(rng.next()) & free);
        if (passes(mask)) found.push_back(mask);
    }
    return found;
}

/// Cells outside `revealed` on which every sampled survivor that satisfies `clue` agrees with the
/// solution: a superset of the cells the clue would force.
Mask claimed_forced(const CompiledClue& clue, const std::vector<Mask>& sample, Mask solution, Mask revealed, Mask full) {
    Mask agree = full & ~revealed;
    for (Mask mask : sample) {
        if (eval(clue, mask, full)) agree &= ~(mask ^ solution);
        if (agree == 0) break;
    }
    return agree;
}

/// Whether `clue` forces nobody unless at least `company` other clues join it: with the revealed
/// verdicts and any company − 1 of `visible` (from `first` on), every unrevealed cell takes both
/// verdicts among the `completions` (random assignments agreeing with the solution on `revealed`)
/// that satisfy them. A sample can only prove it, never refute it: a clue not proved counts as one
/// that forces with less company.
bool needs_company(const CompiledClue& clue, const std::vector<const CompiledClue*>& visible, int company,
                   const std::vector<Mask>& completions, Mask solution, Mask revealed, Mask full, std::size_t first = 0) {
    if (claimed_forced(clue, completions, solution, revealed, full) != 0) return false;
    if (company < 2) return true;
    for (std::size_t k = first; k < visible.size(); ++k) {
        std::vector<Mask> with;
        for (Mask mask : completions) {
            if (eval(*visible[k], mask, full)) with.push_back(mask);
        }
        if (!needs_company(clue, visible, company - 1, with, solution, revealed, full, k + 1)) return false;
    }
    return true;
}

}  // namespace

bool select_revealed(const DeduceGenerateOptions& options, const WeightWindow& window, std::vector<Candidate> pool,
                     DeducePuzzle& puzzle, Rng& rng, DeduceGenerationStats& stats, std::vector<Clue>& dropped,
                     std::string& reason) {
    const Board& board = puzzle.board;
    const int n = board.cells();
    const Mask full = board.full();
    // The pool comes sorted by weight; a chain drawn in that order would be all "X is a criminal".
    rng.shuffle(pool);
    const int start = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
    puzzle.reveals = {start};
    puzzle.clues.clear();
    std::vector<CompiledClue> compiled;
    Mask revealed = Mask{1} << start;
    Mask carrying = 0;  // revealed people whose card already holds a clue
    std::array<int, kClueTypeCount> type_uses{};  // clues of each type chosen so far
    // With a band whose paths need a step of several clues, the first few clues are chosen to need
    // company (generation.hpp, hard_steps): that step is built, not hoped for from retries.
    HardSteps hard = hard_steps(options.band);
    // Loaded with the chosen clues (indices 0..) plus the candidates tried since the last choice.
    auto reasoner = std::make_unique<Reasoner>(board, compiled, puzzle.solution);
    while (revealed != full) {
        if (static_cast<int>(puzzle.clues.size()) >= 2 * n) {
            reason = "the chain of forced reveals needed more than " + std::to_string(2 * n) + " clues";
            return false;
        }
        // Each clue forces someone new, so a revealed card without a clue is always left.
        const Mask slots = revealed & ~carrying;
        std::vector<int> free_cards;
        for (int cell : bits::set_bits(slots)) free_cards.push_back(cell);
        const int carrier = free_cards[static_cast<std::size_t>(rng.below(free_cards.size()))];

        std::vector<const CompiledClue*> visible;
        for (const CompiledClue& clue : compiled) visible.push_back(&clue);
        bool exhaustive = false;
        const std::vector<Mask> sample = survivors(visible, puzzle.solution, revealed, full, rng, exhaustive);
        int trials = 0;
        std::vector<int> indices(compiled.size());
        for (std::size_t i = 0; i < indices.size(); ++i) indices[i] = static_cast<int>(i);

        // Types chosen twice or more go behind the others (stable: the shuffle stays within a
        // tier), so that one type does not fill the puzzle; a type used 2k times waits behind
        // those used fewer than 2k times.
        std::stable_sort(pool.begin(), pool.end(), [&](const Candidate& a, const Candidate& b) {
            return type_uses[static_cast<std::size_t>(a.clue.type)] / 2 < type_uses[static_cast<std::size_t>(b.clue.type)] / 2;
        });
        // The first candidate of the pool in that order that forces 1..cap new people; else the
        // one forcing the fewest.
        std::size_t pick = pool.size(), fallback = pool.size(), plain = pool.size();
        int fallback_count = n + 1;
        // A step of company + 1 clues needs company clues visible already.
        const bool want_company = hard.count > 0 && static_cast<int>(visible.size()) >= hard.company;
        std::vector<Mask> completions;  // for needs_company: the facts only, no clue
        if (want_company) {
            const Mask free = full & ~revealed;
            for (int k = 0; k < kCompletions; ++k) {
                completions.push_back((puzzle.solution & revealed) | (static_cast<Mask>(rng.next()) & free));
            }
        }
        int scanned_after_plain = 0;
        for (std::size_t i = 0; i < pool.size(); ++i) {
            if (plain != pool.size() && ++scanned_after_plain > kCompanyScan) break;
            const Candidate& candidate = pool[i];
            if (candidate.clue.person == carrier) continue;
            const Mask claimed = claimed_forced(candidate.compiled, sample, puzzle.solution, revealed, full);
            if (claimed == 0) continue;
            int count = popcount(claimed);
            if (!exhaustive) {
                if (++trials % kTrialsPerSolver == 0) reasoner = std::make_unique<Reasoner>(board, compiled, puzzle.solution);
                std::vector<int> with = indices;
                with.push_back(reasoner->add_clue(candidate.compiled));
                count = 0;
                for (int cell : bits::set_bits(claimed)) count += reasoner->forces({with, revealed}, cell);
                if (count == 0) continue;
            }
            if (count <= options.max_reveals_per_clue) {
                if (want_company &&
                    !needs_company(candidate.compiled, visible, hard.company, completions, puzzle.solution, revealed, full)) {
                    if (plain == pool.size()) plain = i;  // kept in case no clue needing company comes
                    continue;
                }
                pick = i;
                break;
            }
            if (count < fallback_count) {
                fallback = i;
                fallback_count = count;
            }
        }
        if (pick != pool.size() && want_company) --hard.count;
        if (pick == pool.size()) pick = plain;
        if (pick == pool.size()) pick = fallback;
        if (pick == pool.size()) {
            reason = "no clue in the pool forces another person";
            return false;
        }
        Clue clue = pool[pick].clue;
        clue.carrier = carrier;
        carrying |= Mask{1} << carrier;
        puzzle.clues.push_back(clue);
        ++type_uses[static_cast<std::size_t>(clue.type)];
        compiled.push_back(pool[pick].compiled);
        pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(pick));
        revealed = closure(puzzle).revealed;
        reasoner = std::make_unique<Reasoner>(board, compiled, puzzle.solution);  // without the trial clues
    }
    stats.selected = static_cast<int>(puzzle.clues.size());

    std::vector<bool> kept(puzzle.clues.size(), true);
    for (std::size_t index : pruning_order(puzzle.clues, window)) {
        kept[index] = false;
        DeducePuzzle trial = puzzle;
        trial.clues.clear();
        for (std::size_t i = 0; i < puzzle.clues.size(); ++i) {
            if (kept[i]) trial.clues.push_back(puzzle.clues[i]);
        }
        if (!closure(trial).complete) {
            kept[index] = true;
        } else {
            ++stats.pruned;
            dropped.push_back(puzzle.clues[index]);
        }
    }
    std::vector<Clue> clues;
    for (std::size_t i = 0; i < puzzle.clues.size(); ++i) {
        if (kept[i]) clues.push_back(puzzle.clues[i]);
    }
    puzzle.clues = clues;
    return true;
}

}  // namespace gridforge::deduce::detail
