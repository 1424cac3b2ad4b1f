#pragma once
// Internal to the deduce generator: the clue pool and the two selection strategies
// (open: greedy, generate_open.cpp; revealed: a chain of forced reveals, generate_revealed.cpp).

#include <string>
#include <vector>

#include "gridforge/deduce/generate.hpp"

namespace gridforge::deduce::detail {

struct Candidate {
    Clue clue;
    CompiledClue compiled;
    double weight;
};

/// Which clue weights an attempt may use and which it keeps when pruning. The band is read off the
/// path (difficulty.hpp); the window only shapes the clue mix: easy, medium and tricky draw from
/// lighter clues, hard and brutal from every weight (heavy clues alone settle people in small steps).
struct WeightWindow {
    double low = 0;
    double high = 10;
    double target = 1;  ///< pruning removes the clues farthest from this weight first
};
WeightWindow weight_window(const std::string& band);

/// Every clue of all_clues true on puzzle.solution with a weight in the window, minus
/// tautologies and duplicate truth tables (the lighter kept), in a seeded shuffled order,
/// stable-sorted by weight (generate.hpp, step 2).
std::vector<Candidate> make_pool(const DeducePuzzle& puzzle, Rng& rng, const WeightWindow& window);

/// Indices of `clues` in pruning order: farthest from window.target first, in list order on ties.
std::vector<std::size_t> pruning_order(const std::vector<Clue>& clues, const WeightWindow& window);

/// Fills puzzle.clues (with carriers) so that the solution is unique; false with `reason` set
/// when it cannot. puzzle.board, people and solution are set by the caller. `dropped` receives
/// the clues selected and then pruned, in pruning order.
bool select_open(const DeduceGenerateOptions& options, const WeightWindow& window, std::vector<Candidate> pool,
                 DeducePuzzle& puzzle, Rng& rng, DeduceGenerationStats& stats, std::vector<Clue>& dropped, std::string& reason);
/// Sets puzzle.reveals and puzzle.clues (with carriers) so that the no-guess closure reaches
/// everyone; false with `reason` set when it cannot. `dropped` as for select_open.
bool select_revealed(const DeduceGenerateOptions& options, const WeightWindow& window, std::vector<Candidate> pool,
                     DeducePuzzle& puzzle, Rng& rng, DeduceGenerationStats& stats, std::vector<Clue>& dropped,
                     std::string& reason);

/// How select_revealed builds a band's hard step (docs/deduction.md §3 "Bands"): the first `count`
/// clues of the chain (when a candidate is found among the pool's first ones) force nobody alone
/// or with any company − 1 visible clues, so the step that reveals their people combines at least
/// company + 1 clues when built. Tricky: 1 clue of company 2; hard: 2 of company 2; brutal: 3 of
/// company 3; easy and medium (and no band): none.
struct HardSteps {
    int count = 0;
    int company = 0;
};
HardSteps hard_steps(const std::string& band);

/// Keeps every step of the hint path within `max_clues` clues (a band's cap, difficulty.hpp):
/// while the first step over the cap exists, adds the first of `candidates` (clues true on the
/// solution; "X is a criminal"-style has_trait clues tried last) that forces that step's person
/// alone given the verdicts revealed before it, on a free card visible there, and analyses the
/// puzzle again. `analysis` must be the puzzle's and stays so. False with `reason` set when no
/// candidate fits or after N/2 added clues.
bool cap_steps(int max_clues, std::vector<Candidate> candidates, DeducePuzzle& puzzle, DeduceAnalysis& analysis, Rng& rng,
               std::string& reason);

}  // namespace gridforge::deduce::detail
